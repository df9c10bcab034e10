#pragma once
// Shows the estimate of one scenario: the figures computed so far, and every problem found in
// the scenario with the field it concerns.
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QTabWidget;
class QTreeWidget;

namespace gp::ui {

class ConcurrencyChart;
class MemoryChart;

class EstimateView : public QWidget
{
    Q_OBJECT

public:
    explicit EstimateView(QWidget* parent = nullptr);

    // Parses and estimates the text; shows the results or the problems.
    void showScenarioText(const QString& text);

private:
    void showEstimate(const Scenario& scenario, const Estimate& estimate);
    void showInference(const Scenario& scenario, const InferenceEstimate& inference);
    void showProblems(const Diagnostics& diagnostics);
    void addRow(const QString& label, const QString& value, const QString& detail = {});
    // An indented memory row with its range and, on hover, its formulas.
    void addComponentRow(const QString& label, const MemoryComponent& component);

    QLabel* m_title;
    MemoryChart* m_chart;
    ConcurrencyChart* m_speedChart;
    QTabWidget* m_charts;
    QTreeWidget* m_results;
    QListWidget* m_problems;
};

// "8.03 B" style counts and "12.34 GiB" sizes in the current locale.
QString formatCount(double value);
QString formatGib(double bytes);
QString formatGibRange(const Range& range);

} // namespace gp::ui
