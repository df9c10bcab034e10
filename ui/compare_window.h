#pragma once
// Scenarios side by side: a table of inputs and results with the differences highlighted and
// deltas against a chosen baseline, grouped stacked memory bars on one scale, and exports (CSV,
// JSON, the clipboard as a table, the comparison sheet as PDF or on paper).
#include "compare/comparison.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace gp::ui {

class ChartView;

struct ComparedScenario
{
    QString label;
    QString project;
    Scenario scenario;
    Estimate estimate;
};

class CompareWindow : public QDialog
{
    Q_OBJECT

public:
    explicit CompareWindow(std::vector<ComparedScenario> scenarios, QWidget* parent = nullptr);

    const Comparison& comparison() const { return m_comparison; }
    void setBaseline(int index);
    QString csv() const;
    QString json() const;
    // Tab-separated rows, as spreadsheets paste them.
    QString clipboardText() const;
    bool exportTo(const QString& path, QString& error) const; // .csv, .json or .pdf

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void rebuild();
    void fillTable();
    void fillChart();
    void chooseExport();
    void printSheet();

    std::vector<ComparedScenario> m_scenarios;
    Comparison m_comparison;
    QComboBox* m_baseline;
    QLabel* m_baselineLabel = nullptr;
    QPushButton* m_copy = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_print = nullptr;
    QTableWidget* m_table;
    ChartView* m_chart;
};

} // namespace gp::ui
