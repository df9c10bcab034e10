#pragma once
// The quote-request table as a file a vendor can answer, in the current language: CSV (UTF-8
// with a byte-order mark, so that spreadsheets read Chinese right) or, for a path ending in
// .xlsx, an Excel workbook (libxlsxwriter) with the header in bold and the quantities and prices
// as numbers. Written whole or not at all.
#include "procure/bill_of_materials.h"

#include <QString>

namespace gp::sheet {

bool writeQuoteRequest(const procure::BillOfMaterials& bom, const QString& path, QString& error);

} // namespace gp::sheet
