#pragma once
// Serving speed as concurrency rises: time to first token and time per output token (left axis,
// log scale) and throughput (right axis) against concurrent users (log scale), with the knee
// where requests start to queue.
#include "inference/inference_speed.h"

#include "chart_view.h"

namespace gp::ui {

class ConcurrencyChart : public ChartView
{
    Q_OBJECT

public:
    explicit ConcurrencyChart(QWidget* parent = nullptr);

    void showSpeed(const InferenceSpeed& speed);
    void clearChart();

    int pointCount() const { return m_points; }
    int knee() const { return m_knee; }

private:
    int m_points = 0;
    int m_knee = 0;
};

} // namespace gp::ui
