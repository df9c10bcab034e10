#pragma once
// The base of every chart in the app: a QChartView that ignores mouse presses and clicks (Qt
// Charts 6.4.2 crashes on a press where no chart item lies under the cursor; hovering, which the
// tooltips need, still works) and can empty its chart without leaking axes.
#include <QChartView>

namespace gp::ui {

class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget* parent = nullptr);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;

    // Removes every series and axis (QChart::removeAxis hands axes back: they are deleted here)
    // and the title.
    void emptyChart();
};

} // namespace gp::ui
