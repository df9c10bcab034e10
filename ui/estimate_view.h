#pragma once
// Shows the estimate of one scenario: the key figures (fits or not, GPUs, time and cost, or
// serving latency), the charts, every figure with its range, and the problems found in the
// scenario with the field each concerns. The scaling and sweep charts run many estimates, so
// they are computed only while their tab is shown.
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"

#include <QColor>
#include <QList>
#include <QSet>
#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QTabWidget;
class QTreeWidget;

namespace gp::ui {

class ConcurrencyChart;
class MemoryChart;
class ScalingChart;
class StepTimeChart;
class SweepView;
class WindowCatalog;

class EstimateView : public QWidget
{
    Q_OBJECT

public:
    explicit EstimateView(QWidget* parent = nullptr);

    // Parses and estimates the text; shows the results or the problems.
    void showScenarioText(const QString& text);
    // The catalog scenarios are parsed and swept with (the built-in one until set).
    void setCatalog(const WindowCatalog* catalog);

    // What the last text gave: the parser's problems, and the estimate when it parsed.
    const Diagnostics& diagnostics() const { return m_parsed.diagnostics; }
    const std::optional<Estimate>& currentEstimate() const { return m_estimate; }

    MemoryChart* memoryChart() const { return m_chart; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void showEstimate(const Scenario& scenario, const Estimate& estimate);
    void showKeyFigures(const Estimate& estimate);
    void showTraining(const Scenario& scenario, const Estimate& estimate);
    void showInference(const Scenario& scenario, const InferenceEstimate& inference);
    void showProblems(const Diagnostics& diagnostics);
    void addRow(const QString& label, const QString& value, const QString& detail = {});
    // An indented memory row with its range and, on hover, its formulas.
    void addComponentRow(const QString& label, const MemoryComponent& component);
    void finishRows(); // removes the rows this estimate did not reuse
    struct ProblemLine
    {
        QString text;
        QColor color; // invalid: the default
        bool operator==(const ProblemLine&) const = default;
    };
    void setProblems(const QList<ProblemLine>& lines);
    void showDecisions(const Estimate& estimate);
    // Draws the chart of the tab shown, if the scenario changed since it was drawn.
    void refreshVisibleChart();
    void setMemoryTabText();
    void retranslate();

    QLabel* m_title;
    QLabel* m_verdict;
    QLabel* m_keyFigures;
    MemoryChart* m_chart;
    StepTimeChart* m_stepChart;
    ScalingChart* m_scalingChart;
    SweepView* m_sweep;
    const WindowCatalog* m_catalog = nullptr;
    ConcurrencyChart* m_speedChart;
    QTabWidget* m_charts;
    QTabWidget* m_resultTabs;
    QTreeWidget* m_results;
    class DecisionCards* m_decisions;
    QLabel* m_problemsLabel;
    QListWidget* m_problems;

    int m_nextRow = 0; // the next results row to reuse
    QString m_rowSignature; // the labels of the rows added so far
    QString m_shownSignature; // ... and of the rows the columns were sized for
    QList<ProblemLine> m_shownProblems;
    QString m_text;
    ScenarioParseResult m_parsed;
    std::optional<Estimate> m_estimate;
    QSet<QWidget*> m_staleCharts; // charts not drawn since the scenario changed
};

// "8.03 B" style counts and "12.34 GiB" sizes in the current locale.
QString formatCount(double value);
QString formatGib(double bytes);
QString formatGibRange(const Range& range);

} // namespace gp::ui
