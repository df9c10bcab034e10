#include "memory_chart.h"

#include "training/training_fit.h"

#include "memory_bars.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gp::ui {
namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

QString formulasOf(const MemoryComponent& component)
{
    QStringList lines;
    for (const MemoryPart& part : component.parts)
        lines << QString::fromStdString(part.formula);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

MemoryChart::MemoryChart(QWidget* parent)
    : ChartView(parent)
{
    setObjectName(QStringLiteral("memoryChart"));
    chart()->legend()->setAlignment(Qt::AlignRight);
}

void MemoryChart::clearChart()
{
    m_bars.clear();
    m_capacityGib = 0;
    m_builtLabels.clear();
    m_stack = nullptr;
    m_capacityLine = nullptr;
    m_whiskers.clear();
    m_valueAxis = nullptr;
    emptyChart();
}

void MemoryChart::changeEvent(QEvent* event)
{
    // New language: the next update rebuilds every text.
    if (event->type() == QEvent::LanguageChange)
        m_builtLabels.clear();
    ChartView::changeEvent(event);
}

void MemoryChart::showTraining(const TrainingStages& stages)
{
    if (stages.stages.empty()) {
        clearChart();
        return;
    }
    const double factor = stages.calibration;
    auto bar = [this, factor](const QString& label, const TrainingStage& stage) {
        const TrainingMemory& m = stage.memory;
        return Bar{
            label,
            {{tr("Weights"), m.weights.bytes * factor, formulasOf(m.weights), "weights"},
             {tr("Gradients"), m.gradients.bytes * factor, formulasOf(m.gradients), "gradients"},
             {tr("Optimizer states"), m.optimizer.bytes * factor, formulasOf(m.optimizer),
              "optimizer"},
             {tr("Activations"), m.activations.bytes * factor, formulasOf(m.activations),
              "activations"},
             {tr("Overhead"), m.overhead.bytes * factor, formulasOf(m.overhead), "overhead"}},
            stage.shownTotal};
    };
    // Short: the category axis elides what does not fit under a bar.
    auto label = [&](const TrainingLayout& layout) {
        if (stages.stages.size() == 1)
            return tr("Every GPU");
        if (layout.isFirstStage())
            return tr("First stage");
        if (layout.isLastStage())
            return tr("Last stage");
        return tr("Stage %1").arg(layout.stage + 1);
    };
    m_bars.clear();
    for (const TrainingStage& stage : stages.stages)
        m_bars.push_back(bar(label(stage.memory.layout), stage));
    m_capacityGib = stages.first().memory.capacityBytes / GiB;
    m_factor = factor;
    m_onCpu = false;
    rebuild();
}

void MemoryChart::showInference(const InferenceMemory& m, bool onCpu)
{
    Bar bar{onCpu ? tr("Server memory") : tr("Busiest GPU"),
            {{tr("Weights"), m.weights.bytes, formulasOf(m.weights), "weights"},
             {tr("KV cache at peak"), m.kvCache.bytes, formulasOf(m.kvCache), "kv_cache"},
             {tr("Activations"), m.activations.bytes, formulasOf(m.activations), "activations"},
             {tr("Overhead"), m.overhead.bytes, formulasOf(m.overhead), "overhead"}},
            m.total};
    if (m.companions.bytes.expected > 0)
        bar.segments.push_back({onCpu ? tr("Other services on the server") : tr("Companions"),
                                m.companions.bytes, formulasOf(m.companions), "companions"});
    m_bars = {bar};
    m_capacityGib = m.capacityBytes / GiB;
    m_factor = 1;
    m_onCpu = onCpu;
    rebuild();
}

void MemoryChart::rebuild()
{
    if (!updateInPlace())
        rebuildFully();
    else if (chart()->title() != titleText())
        chart()->setTitle(titleText());
}

QString MemoryChart::titleText() const
{
    if (m_onCpu)
        return tr("Memory of each server, GiB (expected; whisker: low - high total)");
    if (m_factor == 1)
        return tr("Memory per GPU, GiB (expected; whisker: low - high total)");
    return tr("Memory per GPU, GiB, scaled by the trial run's peak (x%1; whisker: low - high "
              "total)")
        .arg(QLocale().toString(m_factor, 'f', 2));
}

double MemoryChart::highestGib() const
{
    double highest = 0;
    for (const Bar& bar : m_bars)
        highest = std::max(highest, bar.total.high / GiB);
    return highest;
}

bool MemoryChart::capacityOffScale() const
{
    return sheet::capacityAboveScale(m_capacityGib, highestGib());
}

double MemoryChart::topGib() const
{
    // A round top above capacity and every high total, which holds still while edits move the
    // bars; with the capacity above the scale, a top that follows the bars.
    if (capacityOffScale())
        return highestGib();
    return std::max({m_capacityGib, highestGib(), 1.0});
}

QString MemoryChart::capacityName() const
{
    if (capacityOffScale())
        return tr("Capacity: %1 GiB, above the scale")
            .arg(QLocale().toString(m_capacityGib, 'f', m_capacityGib < 100 ? 1 : 0));
    return tr("Capacity");
}

// The low-high range of a bar's total, drawn on the bar as an I: a vertical line through the
// bar's centre with a cap at each end (one polyline, the caps drawn there and back).
QList<QPointF> MemoryChart::whiskerPoints(qsizetype bar, const Range& total)
{
    const double x = static_cast<double>(bar);
    const double cap = 0.08; // of the bar's 0.45 width
    const double low = total.low / GiB;
    const double high = total.high / GiB;
    return {QPointF(x - cap, low), QPointF(x + cap, low),  QPointF(x, low),
            QPointF(x, high),      QPointF(x - cap, high), QPointF(x + cap, high)};
}

bool MemoryChart::updateInPlace()
{
    // Same bars and parts as shown: move the bars and lines instead of rebuilding the chart,
    // whose axis and legend layout is what an edit would otherwise spend its frame on.
    QStringList labels;
    for (const Bar& bar : m_bars)
        labels << bar.label;
    if (!m_stack || !m_capacityLine || !m_valueAxis || m_builtLabels != labels
        || m_whiskers.size() != m_bars.size() || m_stack->count() != m_bars.front().segments.size())
        return false;
    const QList<QBarSet*> sets = m_stack->barSets();
    for (qsizetype i = 0; i < sets.size(); ++i)
        if (sets[i]->label() != m_bars.front().segments[i].label)
            return false;
    for (qsizetype i = 0; i < sets.size(); ++i)
        for (qsizetype b = 0; b < m_bars.size(); ++b)
            sets[i]->replace(static_cast<int>(b), m_bars[b].segments[i].bytes.expected / GiB);
    const double right = static_cast<double>(m_bars.size()) - 0.5;
    m_capacityLine->replace({QPointF(-0.5, m_capacityGib), QPointF(right, m_capacityGib)});
    m_capacityLine->setName(capacityName());
    for (qsizetype b = 0; b < m_bars.size(); ++b)
        m_whiskers[b]->replace(whiskerPoints(b, m_bars[b].total));
    applyNiceAxis(m_valueAxis, topGib());
    return true;
}

void MemoryChart::rebuildFully()
{
    const QList<Bar> bars = m_bars;
    const double capacity = m_capacityGib;
    clearChart();
    m_bars = bars;
    m_capacityGib = capacity;
    for (const Bar& bar : m_bars)
        m_builtLabels << bar.label;
    QChart* c = chart();
    c->setTitle(titleText());

    m_stack = new QStackedBarSeries(c);
    const QList<Segment>& parts = m_bars.front().segments;
    for (qsizetype index = 0; index < parts.size(); ++index) {
        auto* set = new QBarSet(parts[index].label, m_stack);
        set->setColor(sheet::memoryPartColor(parts[index].partId));
        for (const Bar& bar : m_bars)
            *set << bar.segments[index].bytes.expected / GiB;
        m_stack->append(set);
        // The tooltip reads the segment when shown: in-place updates change the figures.
        connect(set, &QBarSet::hovered, this, [this, index](bool over, int barIndex) {
            if (!over || barIndex < 0 || barIndex >= m_bars.size()
                || index >= m_bars[barIndex].segments.size()) {
                QToolTip::hideText();
                return;
            }
            const Bar& bar = m_bars[barIndex];
            const Segment& hovered = bar.segments[index];
            double expected = 0;
            for (const Segment& part : bar.segments)
                expected += part.bytes.expected;
            const QLocale locale;
            QToolTip::showText(
                QCursor::pos(),
                tr("%1: %2 GiB (%3 - %4), %5% of the total\n%6")
                    .arg(hovered.label, locale.toString(hovered.bytes.expected / GiB, 'f', 2),
                         locale.toString(hovered.bytes.low / GiB, 'f', 2),
                         locale.toString(hovered.bytes.high / GiB, 'f', 2),
                         locale.toString(expected > 0 ? hovered.bytes.expected / expected * 100 : 0,
                                         'f', 1),
                         hovered.formulas),
                this);
        });
    }
    m_stack->setBarWidth(0.45);
    c->addSeries(m_stack);

    const double right = static_cast<double>(m_bars.size()) - 0.5;
    m_capacityLine = new QLineSeries(c);
    m_capacityLine->setName(capacityName());
    m_capacityLine->append(-0.5, m_capacityGib);
    m_capacityLine->append(right, m_capacityGib);
    QPen pen(QColor(0xb0, 0x20, 0x20));
    pen.setWidth(2);
    pen.setStyle(Qt::DashLine);
    m_capacityLine->setPen(pen);
    c->addSeries(m_capacityLine);

    QPen whiskerPen(Qt::black);
    whiskerPen.setWidth(2);
    for (qsizetype b = 0; b < m_bars.size(); ++b) {
        auto* whisker = new QLineSeries(c);
        whisker->setName(tr("Total, low - high"));
        whisker->append(whiskerPoints(b, m_bars[b].total));
        whisker->setPen(whiskerPen);
        c->addSeries(whisker);
        m_whiskers << whisker;
    }

    auto* categories = new QBarCategoryAxis(c);
    categories->append(m_builtLabels);
    c->addAxis(categories, Qt::AlignBottom);
    m_valueAxis = new QValueAxis(c);
    applyNiceAxis(m_valueAxis, topGib());
    m_valueAxis->setLabelFormat(QStringLiteral("%g"));
    c->addAxis(m_valueAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : c->series()) {
        series->attachAxis(categories);
        series->attachAxis(m_valueAxis);
    }
    // One legend entry for the whiskers, however many bars.
    for (qsizetype b = 1; b < m_whiskers.size(); ++b)
        for (QLegendMarker* marker : c->legend()->markers(m_whiskers[b]))
            marker->setVisible(false);
}

} // namespace gp::ui
