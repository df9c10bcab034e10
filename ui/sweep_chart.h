#pragma once
// Memory against one knob (micro-batch, sequence length, GPU count; context or concurrency when
// serving) as stacked areas of the memory parts, with the GPU's capacity as a line and the
// scenario's own value marked, so the user sees where the plan stops fitting.
#include "chart_view.h"
#include "plan/memory_sweep.h"

#include <QWidget>

#include <nlohmann/json.hpp>

class QAreaSeries;
class QComboBox;
class QLabel;
class QLineSeries;
class QLogValueAxis;
class QValueAxis;

namespace gp::ui {

class WindowCatalog;

class SweepChart : public ChartView
{
    Q_OBJECT

public:
    explicit SweepChart(QWidget* parent = nullptr);

    void showSweep(const MemorySweep& sweep);
    void clearChart();
    const MemorySweep& sweep() const { return m_sweep; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild(const MemorySweep& sweep, bool empty);
    void setXRange(const std::vector<double>& values);
    QString titleFor(const MemorySweep& sweep, bool anyValid) const;
    QString plainTitleFor(const MemorySweep& sweep, bool anyValid) const;

    MemorySweep m_sweep;
    // What the chart was built with: an update of the same shape moves the lines only.
    std::vector<QAreaSeries*> m_areas;
    std::vector<std::size_t> m_shownParts;
    std::vector<double> m_builtValues;
    QLineSeries* m_capacity = nullptr;
    QLineSeries* m_current = nullptr;
    QValueAxis* m_yAxis = nullptr;
    QLogValueAxis* m_xAxis = nullptr;
};

// The chart with its knob chooser ("sweepKnob").
class SweepView : public QWidget
{
    Q_OBJECT

public:
    explicit SweepView(QWidget* parent = nullptr);

    // Sweeps the document's chosen knob (the knob list follows the workload).
    void showDocument(const nlohmann::json& document);
    void clear();
    // The catalog the swept scenarios are sized with (the built-in one until set).
    void setCatalog(const WindowCatalog* catalog) { m_catalog = catalog; }
    SweepChart* chart() const { return m_chart; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();

    QLabel* m_label = nullptr;
    QComboBox* m_knob;
    SweepChart* m_chart;
    nlohmann::json m_document;
    const WindowCatalog* m_catalog = nullptr;
};

QString sweepKnobLabel(SweepKnob knob);

} // namespace gp::ui
