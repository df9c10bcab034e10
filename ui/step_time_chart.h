#pragma once
// One training step split into compute, exposed communication and pipeline bubble (expected
// seconds, stacked), with the step's low-high range as a whisker; hovering a segment shows its
// range, its share of the step and the formulas of the parts behind it.
#include "chart_view.h"
#include "training/step_time.h"

#include <QList>
#include <QString>

namespace gp::ui {

class StepTimeChart : public ChartView
{
    Q_OBJECT

public:
    explicit StepTimeChart(QWidget* parent = nullptr);

    void showTime(const TrainingTime& time);
    void clearChart();

    struct Segment
    {
        QString label;
        Range seconds;
        QString formulas;
    };
    const QList<Segment>& segments() const { return m_segments; }

private:
    QList<Segment> m_segments;
};

} // namespace gp::ui
