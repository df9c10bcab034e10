#pragma once
// The base of every chart in the app: a QChartView that ignores mouse presses and clicks (Qt
// Charts 6.4.2 crashes on a press where no chart item lies under the cursor; hovering, which the
// tooltips need, still works) and can empty its chart without leaking axes.
#include <QChartView>

class QValueAxis;

namespace gp::ui {

// A value axis from 0 that ends on a round number a little above `maximum`, with ticks at round
// steps (at most about six of them): 0, 20, 40 ... instead of 0, 22.5, 45 ...
struct NiceAxis
{
    double top = 1;
    int ticks = 2;
};
NiceAxis niceAxis(double maximum);
// Sets the axis to niceAxis(maximum); returns false (and leaves it) when it already is.
bool applyNiceAxis(QValueAxis* axis, double maximum);

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
