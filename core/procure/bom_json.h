#pragma once
// The bill of materials in the estimate document ("bill_of_materials"), and as the quote-request
// table a vendor can answer (CSV: item, quantity, per server, specification).
#include "common/messages.h"
#include "procure/bill_of_materials.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gp::procure {

nlohmann::json bomToJson(const BillOfMaterials& bom);

// RFC 4180 CSV, one line per item, in the renderer's language; a header line first.
std::string bomToCsv(const BillOfMaterials& bom, const MessageRenderer& render);

} // namespace gp::procure
