#include "memory_bars.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gp::sheet {
namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

class MemoryBars
{
    Q_DECLARE_TR_FUNCTIONS(MemoryBars)
};

// A round step for about five gridlines up to `top`.
double gridStep(double top)
{
    const double raw = top / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-9))));
    for (const double unit : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (unit * magnitude >= raw)
            return unit * magnitude;
    return 10 * magnitude;
}

} // namespace

bool capacityAboveScale(double capacity, double highest)
{
    return highest > 0 && capacity > 4 * highest;
}

QColor memoryPartColor(const std::string& partId)
{
    if (partId == "weights")
        return QColor(0x20, 0x9f, 0xdf);
    if (partId == "gradients")
        return QColor(0x99, 0xca, 0x53);
    if (partId == "optimizer")
        return QColor(0xf6, 0xa6, 0x25);
    if (partId == "activations")
        return QColor(0x6d, 0x5f, 0xd5);
    if (partId == "kv_cache")
        return QColor(0x2e, 0xa0, 0x6f);
    if (partId == "companions")
        return QColor(0x8c, 0x8c, 0x8c);
    return QColor(0xbf, 0x59, 0x3e); // overhead
}

QImage memoryBarsImage(const std::vector<MemoryBar>& bars, double widthMm, double heightMm, int dpi)
{
    const double dotsPerMm = dpi / 25.4;
    QImage image(static_cast<int>(widthMm * dotsPerMm), static_cast<int>(heightMm * dotsPerMm),
                 QImage::Format_ARGB32_Premultiplied);
    image.setDotsPerMeterX(static_cast<int>(dotsPerMm * 1000));
    image.setDotsPerMeterY(static_cast<int>(dotsPerMm * 1000));
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    QFont font = p.font();
    font.setPointSizeF(8);
    p.setFont(font); // points scale with the image's resolution
    const QFontMetricsF metrics(font, &image);
    const QLocale locale;

    // The parts in the legend: every part some bar has, in first-seen order.
    std::vector<std::pair<QString, QColor>> legend;
    double highest = 0;
    for (const MemoryBar& bar : bars) {
        double sum = 0;
        for (const BarPart& part : bar.parts) {
            sum += part.bytes;
            const bool known = std::any_of(legend.begin(), legend.end(), [&](const auto& entry) {
                return entry.first == part.label;
            });
            if (!known && part.bytes > 0)
                legend.emplace_back(part.label, part.color);
        }
        highest = std::max({highest, sum / GiB, bar.totalHighBytes / GiB});
    }
    // Each bar's capacity is on the scale or above it (a server's 1.5 TB beside GPU bars): the
    // scale takes the ones on it, the legend names the others.
    double top = std::max(1e-3, highest);
    double aboveLeast = 0;
    double aboveMost = 0;
    bool anyOnScale = false;
    for (const MemoryBar& bar : bars) {
        const double capacity = bar.capacityBytes / GiB;
        if (capacityAboveScale(capacity, highest)) {
            aboveLeast = aboveLeast > 0 ? std::min(aboveLeast, capacity) : capacity;
            aboveMost = std::max(aboveMost, capacity);
        } else {
            anyOnScale = true;
            top = std::max({top, capacity, 1.0});
        }
    }
    const double step = gridStep(top * 1.05);
    top = std::ceil(top * 1.05 / step) * step;

    const double legendWidth = 42 * dotsPerMm;
    const QRectF plot(metrics.horizontalAdvance(QStringLiteral("0000 GiB")) + 2 * dotsPerMm,
                      3 * dotsPerMm, image.width() - legendWidth - 14 * dotsPerMm,
                      image.height() - 3 * dotsPerMm - 3 * metrics.height());
    auto yOf = [&](double gib) { return plot.bottom() - gib / top * plot.height(); };

    // Grid and value labels.
    p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.2 * dotsPerMm));
    // Counted in whole ticks: adding a fractional step up could miss the top by a rounding error.
    const int ticks = static_cast<int>(std::lround(top / step));
    for (int tick = 0; tick <= ticks; ++tick) {
        const double v = tick * step;
        p.drawLine(QPointF(plot.left(), yOf(v)), QPointF(plot.right(), yOf(v)));
        p.setPen(Qt::black);
        const QString text = MemoryBars::tr("%1 GiB").arg(locale.toString(v, 'g', 4));
        p.drawText(
            QRectF(0, yOf(v) - metrics.height() / 2, plot.left() - dotsPerMm, metrics.height()),
            Qt::AlignRight | Qt::AlignVCenter, text);
        p.setPen(QPen(QColor(0xdd, 0xdd, 0xdd), 0.2 * dotsPerMm));
    }

    // Bars: stacked parts, capacity line, whisker, label.
    const double slot = plot.width() / static_cast<double>(std::max<std::size_t>(1, bars.size()));
    for (std::size_t i = 0; i < bars.size(); ++i) {
        const MemoryBar& bar = bars[i];
        const double left = plot.left() + slot * (static_cast<double>(i) + 0.2);
        const double width = slot * 0.5;
        double base = 0;
        for (const BarPart& part : bar.parts) {
            if (part.bytes <= 0)
                continue;
            const double gib = part.bytes / GiB;
            p.fillRect(QRectF(left, yOf(base + gib), width, yOf(base) - yOf(base + gib)),
                       part.color);
            base += gib;
        }
        if (!capacityAboveScale(bar.capacityBytes / GiB, highest)) {
            QPen capacity(QColor(0xb0, 0x20, 0x20), 0.5 * dotsPerMm, Qt::DashLine);
            p.setPen(capacity);
            const double cy = yOf(bar.capacityBytes / GiB);
            p.drawLine(QPointF(left - slot * 0.1, cy), QPointF(left + width + slot * 0.1, cy));
        }
        // The total's low-high range on the bar, as an I with caps (as in the window's chart).
        p.setPen(QPen(Qt::black, 0.4 * dotsPerMm));
        const double wx = left + width / 2;
        const double cap = width * 0.18;
        const double low = yOf(bar.totalLowBytes / GiB);
        const double high = yOf(bar.totalHighBytes / GiB);
        p.drawLine(QPointF(wx, low), QPointF(wx, high));
        p.drawLine(QPointF(wx - cap, low), QPointF(wx + cap, low));
        p.drawLine(QPointF(wx - cap, high), QPointF(wx + cap, high));
        p.drawText(QRectF(plot.left() + slot * static_cast<double>(i), plot.bottom() + dotsPerMm,
                          slot, 2.5 * metrics.height()),
                   Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, bar.label);
    }
    p.setPen(QPen(Qt::black, 0.3 * dotsPerMm));
    p.drawLine(plot.bottomLeft(), plot.bottomRight());

    // Legend.
    double y = plot.top();
    const double x = plot.right() + 6 * dotsPerMm;
    const double box = metrics.height() * 0.8;
    auto legendRow = [&](const QString& label, auto&& drawMark) {
        drawMark(QRectF(x, y + (metrics.height() - box) / 2, box, box));
        p.setPen(Qt::black);
        // A label wider than the legend (the capacity above the scale) wraps onto a second line.
        const QRectF room(x + box * 1.6, y, image.width() - x - box * 1.6 - dotsPerMm,
                          4 * metrics.height());
        QRectF used;
        p.drawText(room, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, label, &used);
        y += std::max(used.height(), metrics.height()) + metrics.height() * 0.4;
    };
    // Not a structured binding: clang 14 (clang-tidy's parser) rejects capturing one.
    for (const auto& entry : legend)
        legendRow(entry.first, [&](const QRectF& r) { p.fillRect(r, entry.second); });
    const int digits = aboveMost < 100 ? 1 : 0;
    const QString above = aboveLeast == aboveMost
        ? MemoryBars::tr("%1 GiB").arg(locale.toString(aboveMost, 'f', digits))
        : MemoryBars::tr("%1 - %2 GiB")
              .arg(locale.toString(aboveLeast, 'f', digits),
                   locale.toString(aboveMost, 'f', digits));
    const QString capacityLabel = aboveMost <= 0 ? MemoryBars::tr("Capacity")
        : anyOnScale ? MemoryBars::tr("Capacity; above the scale: %1").arg(above)
                     : MemoryBars::tr("Capacity: %1, above the scale").arg(above);
    legendRow(capacityLabel, [&](const QRectF& r) {
        p.setPen(QPen(QColor(0xb0, 0x20, 0x20), 0.5 * dotsPerMm, Qt::DashLine));
        p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    });
    legendRow(MemoryBars::tr("Total, low - high"), [&](const QRectF& r) {
        p.setPen(QPen(Qt::black, 0.4 * dotsPerMm));
        const double cx = r.center().x();
        const double cap = r.width() * 0.3;
        p.drawLine(QPointF(cx, r.top()), QPointF(cx, r.bottom()));
        p.drawLine(QPointF(cx - cap, r.top()), QPointF(cx + cap, r.top()));
        p.drawLine(QPointF(cx - cap, r.bottom()), QPointF(cx + cap, r.bottom()));
    });
    return image;
}

} // namespace gp::sheet
