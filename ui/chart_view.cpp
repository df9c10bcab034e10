#include "chart_view.h"

#include <QChart>
#include <QMouseEvent>

namespace gp::ui {

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
