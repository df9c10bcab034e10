#pragma once
// The scaling curve of a training run: for each GPU count the plan search visits, the fastest
// layout that fits, as calendar time (or step time when no token count is given) and cost,
// against GPU count on a log scale. Where adding GPUs stops paying shows as the flattening time
// and the rising cost.
#include "chart_view.h"
#include "plan/plan_search.h"

namespace gp::ui {

class ScalingChart : public ChartView
{
    Q_OBJECT

public:
    explicit ScalingChart(QWidget* parent = nullptr);

    // Runs the plan search's scaling curve for the scenario (up to 8x its GPUs, at least four
    // servers) and shows it.
    void showScaling(const Scenario& scenario);
    void clearChart();

    const std::vector<ScalingPoint>& points() const { return m_points; }

private:
    std::vector<ScalingPoint> m_points;
};

} // namespace gp::ui
