#include "scaling_chart.h"

#include "hardware/catalog.h"

#include <QChart>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace gp::ui {

ScalingChart::ScalingChart(QWidget* parent)
    : ChartView(parent)
{
    setObjectName(QStringLiteral("scalingChart"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
}

void ScalingChart::clearChart()
{
    m_points.clear();
    emptyChart();
}

void ScalingChart::showScaling(const Scenario& scenario)
{
    clearChart();
    PlanOptions options;
    options.objective = PlanObjective::MinTime;
    options.maxGpus
        = std::max(scenario.hardware.totalGpus() * 8, scenario.hardware.gpusPerNode * 4);
    options.top = 1;
    Diagnostics diag; // "nothing fits" still leaves an (empty) curve: the chart shows what exists
    m_points = searchPlans(scenario, options, diag).scaling;

    QChart* c = chart();
    const bool days = scenario.training.tokens.has_value();
    auto* time = new QLineSeries(c);
    time->setName(days ? tr("Calendar days") : tr("Seconds per step"));
    time->setPointsVisible(true);
    auto* cost = new QLineSeries(c);
    cost->setName(tr("Cost, %1").arg(QString::fromStdString(scenario.pricing.currency)));
    cost->setPointsVisible(true);
    auto* current = new QScatterSeries(c);
    current->setName(tr("This scenario's GPU count"));
    current->setMarkerSize(12);
    double timeMax = 0, costMax = 0;
    for (const ScalingPoint& point : m_points) {
        if (!point.fastest)
            continue;
        const PlanLayout& layout = *point.fastest;
        const double y = days && layout.totalTime ? layout.totalTime->expected / 86400
                                                  : layout.stepTime.expected;
        time->append(point.gpus, y);
        timeMax = std::max(timeMax, y);
        if (point.gpus == scenario.hardware.totalGpus())
            current->append(point.gpus, y);
        if (layout.cost) {
            cost->append(point.gpus, layout.cost->amount.expected);
            costMax = std::max(costMax, layout.cost->amount.expected);
        }
    }
    c->setTitle(time->count() == 0
                    ? tr("No GPU count up to %1 fits this model").arg(options.maxGpus)
                    : tr("Fastest layout per GPU count (plan search)"));
    if (time->count() == 0) {
        delete time;
        delete cost;
        delete current;
        return;
    }
    c->addSeries(time);
    c->addSeries(current);
    auto* gpus = new QLogValueAxis(c);
    gpus->setBase(2);
    gpus->setLabelFormat(QStringLiteral("%.0f"));
    gpus->setTitleText(tr("GPUs"));
    // From the first GPU count where the model fits to the last one searched.
    const auto fitsFrom = std::find_if(m_points.begin(), m_points.end(),
                                       [](const ScalingPoint& p) { return p.fastest.has_value(); });
    gpus->setRange(std::max(0.5, fitsFrom->gpus / 1.4), m_points.back().gpus * 1.4);
    c->addAxis(gpus, Qt::AlignBottom);
    auto* timeAxis = new QValueAxis(c);
    applyNiceAxis(timeAxis, timeMax);
    timeAxis->setLabelFormat(QStringLiteral("%g"));
    timeAxis->setTitleText(time->name());
    c->addAxis(timeAxis, Qt::AlignLeft);
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(time), static_cast<QAbstractSeries*>(current)}) {
        series->attachAxis(gpus);
        series->attachAxis(timeAxis);
    }
    if (cost->count() > 0 && days) {
        c->addSeries(cost);
        auto* costAxis = new QValueAxis(c);
        applyNiceAxis(costAxis, costMax);
        costAxis->setLabelFormat(QStringLiteral("%.0f"));
        costAxis->setTitleText(cost->name());
        c->addAxis(costAxis, Qt::AlignRight);
        cost->attachAxis(gpus);
        cost->attachAxis(costAxis);
    } else {
        delete cost; // without tokens and a price there is no cost to draw
    }
}

} // namespace gp::ui
