#include "chart_view.h"

#include <QChart>
#include <QMouseEvent>
#include <QValueAxis>

#include <cmath>

namespace gp::ui {

NiceAxis niceAxis(double maximum)
{
    const double wanted = std::max(maximum, 1e-9) * 1.05;
    const double magnitude = std::pow(10.0, std::floor(std::log10(wanted)));
    for (const double unit : {0.1, 0.2, 0.25, 0.5, 1.0, 2.0, 2.5, 5.0, 10.0}) {
        const double step = unit * magnitude;
        const double steps = std::ceil(wanted / step);
        if (steps <= 6)
            return {steps * step, static_cast<int>(steps) + 1};
    }
    return {wanted, 2};
}

bool applyNiceAxis(QValueAxis* axis, double maximum)
{
    const NiceAxis nice = niceAxis(maximum);
    if (axis->max() == nice.top && axis->min() == 0 && axis->tickCount() == nice.ticks)
        return false;
    axis->setRange(0, nice.top);
    axis->setTickCount(nice.ticks);
    return true;
}

ChartView::ChartView(QWidget* parent)
    : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    chart()->setMargins(QMargins(4, 4, 4, 4));
}

void ChartView::mousePressEvent(QMouseEvent* event)
{
    event->accept(); // never reaches QChartView: see the header
}

void ChartView::mouseReleaseEvent(QMouseEvent* event)
{
    event->accept();
}

void ChartView::mouseDoubleClickEvent(QMouseEvent* event)
{
    event->accept();
}

void ChartView::emptyChart()
{
    chart()->removeAllSeries();
    for (QAbstractAxis* axis : chart()->axes()) {
        chart()->removeAxis(axis);
        delete axis;
    }
    chart()->setTitle(QString());
}

} // namespace gp::ui
