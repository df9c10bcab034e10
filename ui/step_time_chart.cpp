#include "step_time_chart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

namespace gp::ui {
namespace {

// The formulas of the time parts whose id starts with `prefix` ("compute.", ...).
QString formulasOf(const TrainingTime& time, const std::string& prefix)
{
    QStringList lines;
    for (const TimePart& part : time.parts)
        if (part.id.rfind(prefix, 0) == 0 && !part.formula.empty())
            lines << QString::fromStdString(part.formula);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

StepTimeChart::StepTimeChart(QWidget* parent)
    : ChartView(parent)
{
    setObjectName(QStringLiteral("stepTimeChart"));
    chart()->legend()->setAlignment(Qt::AlignBottom);
}

void StepTimeChart::clearChart()
{
    m_segments.clear();
    emptyChart();
}

void StepTimeChart::showTime(const TrainingTime& time)
{
    clearChart();
    m_segments
        = {{tr("Compute"), time.compute, formulasOf(time, "compute.")},
           {tr("Communication (exposed)"), time.communication, formulasOf(time, "communication.")},
           {tr("Pipeline bubble"), time.bubble, formulasOf(time, "bubble")}};
    QChart* c = chart();
    const QLocale locale;
    c->setTitle(tr("One training step: %1 s (%2 - %3 s)")
                    .arg(locale.toString(time.stepTime.expected, 'f', 2),
                         locale.toString(time.stepTime.low, 'f', 2),
                         locale.toString(time.stepTime.high, 'f', 2)));
    auto* stack = new QHorizontalStackedBarSeries(c);
    const double step = time.stepTime.expected;
    for (const Segment& segment : m_segments) {
        auto* set = new QBarSet(segment.label, stack);
        *set << segment.seconds.expected;
        stack->append(set);
        connect(set, &QBarSet::hovered, this, [this, segment, step](bool over, int) {
            if (!over) {
                QToolTip::hideText();
                return;
            }
            const QLocale here;
            QToolTip::showText(
                QCursor::pos(),
                tr("%1: %2 s (%3 - %4), %5% of the step\n%6")
                    .arg(
                        segment.label, here.toString(segment.seconds.expected, 'f', 3),
                        here.toString(segment.seconds.low, 'f', 3),
                        here.toString(segment.seconds.high, 'f', 3),
                        here.toString(step > 0 ? segment.seconds.expected / step * 100 : 0, 'f', 1),
                        segment.formulas),
                this);
        });
    }
    stack->setBarWidth(0.5);
    c->addSeries(stack);
    auto* categories = new QBarCategoryAxis(c);
    categories->append(tr("Step"));
    c->addAxis(categories, Qt::AlignLeft);
    auto* seconds = new QValueAxis(c);
    applyNiceAxis(seconds, std::max(time.stepTime.high, 1e-3));
    seconds->setLabelFormat(QStringLiteral("%g"));
    seconds->setTitleText(tr("seconds"));
    c->addAxis(seconds, Qt::AlignBottom);
    stack->attachAxis(categories);
    stack->attachAxis(seconds);
}

} // namespace gp::ui
