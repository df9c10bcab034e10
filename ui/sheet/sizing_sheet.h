#pragma once
// The sizing sheet: one document a purchasing department can act on. For a scenario: the
// recommendation (GPU type x count range, servers, interconnect, host memory when offloading),
// the memory chart, time and cost ranges with the billing rule, the decision-table findings,
// the assumptions and the catalog figures with their sources and dates, and the validation
// checklist. For a comparison: the side-by-side table and the memory bars on one scale.
// Built as a QTextDocument (text stays text in the PDF, pages break by themselves, CJK fonts
// work) in the current translation; charts are images at print resolution.
#include "compare/comparison.h"
#include "estimate/estimate.h"
#include "scenario/scenario.h"

#include <QDateTime>
#include <QPageSize>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QTextDocument;

namespace gp::sheet {

struct SheetHeader
{
    QString project; // empty for a file
    QString title; // the scenario's name; for a comparison, empty: the scenarios' names
    QDateTime date;
};

std::unique_ptr<QTextDocument> scenarioSheet(const Scenario& scenario, const Estimate& estimate,
                                             const SheetHeader& header);
std::unique_ptr<QTextDocument> comparisonSheet(const Comparison& comparison,
                                               const SheetHeader& header);

// Lays the document out on the device's pages (with page numbers) and paints it.
void printSheet(QTextDocument& document, QPagedPaintDevice& device);

// Letter where the system measures in inches (the US), else A4: the user's paper, whatever the
// language of the interface.
QPageSize::PageSizeId defaultPaper();

// Writes the document as a PDF on A4 or Letter; false with the reason when the file cannot be
// written.
bool writeSheetPdf(QTextDocument& document, const QString& path, QPageSize::PageSizeId paper,
                   QString& error);

} // namespace gp::sheet
