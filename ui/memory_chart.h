#pragma once
// The stacked memory chart: one bar for the busiest GPU, stacked by weights, gradients,
// optimizer states, activations, KV cache and overhead (expected values), the low-high range of
// the total as a whisker, and the GPU's capacity as a line. Hovering a segment shows its value,
// its share and the formulas behind it.
#include "estimate/estimate.h"

#include "chart_view.h"

class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

#include <QList>
#include <QString>

namespace gp::ui {

class MemoryChart : public ChartView
{
    Q_OBJECT

public:
    explicit MemoryChart(QWidget* parent = nullptr);

    void showTraining(const TrainingMemory& memory);
    void showInference(const InferenceMemory& memory, bool onCpu);
    void clearChart();

    struct Segment
    {
        QString label;
        Range bytes;
        QString formulas;
    };
    // What the chart shows, for tests and the tooltip.
    const QList<Segment>& segments() const { return m_segments; }
    double capacityGib() const { return m_capacityGib; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild(const QString& barLabel, const Range& total);
    bool updateInPlace(const QString& barLabel, const Range& total);
    void rebuildFully(const QString& barLabel, const Range& total);

    QList<Segment> m_segments;
    double m_capacityGib = 0;
    QString m_barLabel; // of the chart as built; empty: rebuild on the next update
    QStackedBarSeries* m_stack = nullptr;
    QLineSeries* m_capacityLine = nullptr;
    QLineSeries* m_whisker = nullptr;
    QValueAxis* m_valueAxis = nullptr;
};

} // namespace gp::ui
