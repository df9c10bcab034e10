// The comparison sheet: the scenarios side by side, with deltas against the baseline, and
// their memory per GPU on one scale.
#include "sheet_html.h"

#include "memory_bars.h"
#include "message_text.h"

#include <QTextDocument>
#include <algorithm>

namespace gp::sheet {

std::unique_ptr<QTextDocument> comparisonSheet(const Comparison& c, const SheetHeader& h)
{
    auto document = newDocument();
    Html html;
    // The scenarios compared, by name, unless the caller names the comparison.
    SheetHeader named = h;
    if (named.title.isEmpty()) {
        QStringList names;
        for (const std::string& label : c.labels)
            names << QString::fromStdString(label);
        named.title = names.join(QStringLiteral("; "));
    }
    header(html, named, SizingSheet::tr("GPU sizing comparison"), SizingSheet::tr("Scenarios"));
    html.heading(SizingSheet::tr("Side by side"));
    QStringList columns{SizingSheet::tr("Figure")};
    for (std::size_t i = 0; i < c.labels.size(); ++i) {
        QString column = QString::fromStdString(c.labels[i]);
        if (i == c.baseline)
            column = SizingSheet::tr("%1 (baseline)").arg(column);
        if (c.recommended == i)
            column = SizingSheet::tr("%1 (recommended)").arg(column);
        columns << column;
    }
    QList<QStringList> rows;
    for (const ComparisonRow& row : c.rows) {
        QStringList cells{comparisonRowLabel(row)};
        for (std::size_t i = 0; i < row.texts.size(); ++i) {
            QString cell = comparisonCell(row, i);
            if (i != c.baseline && row.deltaPercents[i] && row.differs)
                cell += QStringLiteral(" (%1%2%)")
                            .arg(*row.deltaPercents[i] >= 0 ? QStringLiteral("+") : QString(),
                                 num(*row.deltaPercents[i], 1));
            cells << cell;
        }
        rows.append(cells);
    }
    html.table(columns, rows);
    const auto servers = std::count(c.memory.ofServer.begin(), c.memory.ofServer.end(), true);
    if (servers == 0)
        html.heading(SizingSheet::tr("Memory per GPU, on one scale"));
    else if (servers == static_cast<std::ptrdiff_t>(c.memory.ofServer.size()))
        html.heading(SizingSheet::tr("Memory per server, on one scale"));
    else
        html.heading(SizingSheet::tr("Memory per GPU or server, on one scale"));
    std::vector<MemoryBar> bars;
    const std::vector<QString> labels
        = {SizingSheet::tr("Weights"),          SizingSheet::tr("Gradients"),
           SizingSheet::tr("Optimizer states"), SizingSheet::tr("Activations"),
           SizingSheet::tr("KV cache at peak"), SizingSheet::tr("Overhead"),
           SizingSheet::tr("Companions")};
    for (std::size_t i = 0; i < c.memory.bytes.size(); ++i) {
        MemoryBar bar;
        bar.label = QString::fromStdString(c.labels[i]);
        double total = 0;
        for (std::size_t p = 0; p < c.memory.partIds.size(); ++p) {
            bar.parts.push_back(
                {labels[p], memoryPartColor(c.memory.partIds[p]), c.memory.bytes[i][p]});
            total += c.memory.bytes[i][p];
        }
        bar.capacityBytes = c.memory.capacityBytes[i];
        bar.totalLowBytes = bar.totalHighBytes = total;
        bars.push_back(bar);
    }
    addImage(*document, html, QStringLiteral("sheet://memory"),
             memoryBarsImage(bars, kChartWidthMm, kChartHeightMm));
    document->setHtml(html.document());
    document->setMetaInformation(QTextDocument::DocumentTitle, h.title);
    return document;
}

} // namespace gp::sheet
