#pragma once
// Memory bars drawn with QPainter for print: one stacked bar per GPU (a scenario, or each of
// the scenarios compared) on one scale, the capacity of each as a dashed line across its bar,
// the low-high range of the total as a whisker, and a legend. Painting directly keeps the
// sheet independent of Qt Charts and of widgets, so the CLI renders it without a display.
#include <QColor>
#include <QImage>
#include <QString>

#include <vector>

namespace gp::sheet {

struct BarPart
{
    QString label;
    QColor color;
    double bytes = 0;
};

struct MemoryBar
{
    QString label;
    std::vector<BarPart> parts;
    double capacityBytes = 0;
    double totalLowBytes = 0;
    double totalHighBytes = 0;
};

// An image `widthMm` x `heightMm` at `dpi`, for a printed page.
QImage memoryBarsImage(const std::vector<MemoryBar>& bars, double widthMm, double heightMm,
                       int dpi = 300);

// Whether a chart leaves the capacity above its scale: the bars, up to `highest`, take under a
// quarter of it (a 7B model in a server's 1.5 TB, a small model on an 80 GB card) and would be
// slivers under the capacity line. The window's chart and the sheets scale to the bars then, and
// their legend gives the capacity.
bool capacityAboveScale(double capacity, double highest);

// The colours of the memory parts, the same in every sheet: "weights", "gradients", ...
QColor memoryPartColor(const std::string& partId);

} // namespace gp::sheet
