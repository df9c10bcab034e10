#pragma once
// The bill of materials in the estimate document ("bill_of_materials"), and as the quote-request
// table a vendor can answer.
#include "common/messages.h"
#include "procure/bill_of_materials.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gp::procure {

nlohmann::json bomToJson(const BillOfMaterials& bom);

// The quote-request table, a header then one row per line of the bill: item, quantity, per
// server, specification, then unit price, currency, vendor and quote date where a quote prices
// the line (empty for the vendor to fill in otherwise). The CSV and the workbook both write it.
std::vector<std::vector<std::string>> quoteRequestRows(const BillOfMaterials& bom,
                                                       const MessageRenderer& render);
// The same as RFC 4180 CSV, in the renderer's language.
std::string bomToCsv(const BillOfMaterials& bom, const MessageRenderer& render);

} // namespace gp::procure
