#pragma once
// The stacked memory chart: one bar per GPU role (the first, a fuller middle and the last
// pipeline stage when there are several, else one), stacked by weights, gradients, optimizer states, activations,
// KV cache and overhead (expected values), the low-high range of each total as a whisker, and the
// GPU's capacity as a line. Hovering a segment shows its value, its share and the formulas.
#include "estimate/estimate.h"

#include "chart_view.h"

class QLineSeries;
class QStackedBarSeries;
class QValueAxis;

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <string>

namespace gp::ui {

class MemoryChart : public ChartView
{
    Q_OBJECT

public:
    explicit MemoryChart(QWidget* parent = nullptr);

    // One bar per stage the estimate holds: every GPU, or with pipeline parallelism the first,
    // the fullest middle one and the last. With a trial run's correction the bars show the parts
    // scaled by it, as the verdict weighs them, and the title says so.
    void showTraining(const TrainingStages& stages);
    void showInference(const InferenceMemory& memory, bool onCpu);
    void clearChart();

    struct Segment
    {
        QString label;
        Range bytes;
        QString formulas;
        std::string partId; // "weights", "kv_cache", ...: its colour, the same on every chart
    };
    struct Bar
    {
        QString label;
        QList<Segment> segments; // the same parts, in the same order, in every bar
        Range total;
    };
    // What the chart shows, for tests and the tooltip.
    const QList<Bar>& bars() const { return m_bars; }
    // The first bar's parts; none before anything is shown.
    const QList<Segment>& segments() const
    {
        static const QList<Segment> none;
        return m_bars.isEmpty() ? none : m_bars.front().segments;
    }
    double capacityGib() const { return m_capacityGib; }
    // Whether the capacity is above the value axis: the bars take under a quarter of it, so the
    // axis follows them and the capacity line's legend entry gives the figure.
    bool capacityOffScale() const;
    // The capacity line's legend entry.
    QString capacityName() const;
    // The points of a bar's whisker (its total's low-high range, on the bar).
    static QList<QPointF> whiskerPoints(qsizetype bar, const Range& total);
    const QList<QLineSeries*>& whiskers() const { return m_whiskers; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QString titleText() const;
    void rebuild();
    bool updateInPlace();
    void rebuildFully();
    double topGib() const;
    double highestGib() const;

    QList<Bar> m_bars;
    double m_capacityGib = 0;
    double m_factor = 1; // a trial run's correction of the training bars
    bool m_onCpu = false; // a CPU deployment: the bar is the server's memory, not a GPU's
    QStringList m_builtLabels; // the bars of the chart as built; empty: rebuild on the next update
    QStackedBarSeries* m_stack = nullptr;
    QLineSeries* m_capacityLine = nullptr;
    QList<QLineSeries*> m_whiskers; // one per bar
    QValueAxis* m_valueAxis = nullptr;
};

} // namespace gp::ui
