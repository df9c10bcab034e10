#include "memory_chart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QEvent>
#include <QLineSeries>
#include <QLocale>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

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
    m_segments.clear();
    m_capacityGib = 0;
    m_barLabel.clear();
    m_stack = nullptr;
    m_capacityLine = nullptr;
    m_whisker = nullptr;
    m_valueAxis = nullptr;
    emptyChart();
}

void MemoryChart::changeEvent(QEvent* event)
{
    // New language: the next update rebuilds every text.
    if (event->type() == QEvent::LanguageChange)
        m_barLabel.clear();
    ChartView::changeEvent(event);
}

void MemoryChart::showTraining(const TrainingMemory& m)
{
    m_segments = {{tr("Weights"), m.weights.bytes, formulasOf(m.weights)},
                  {tr("Gradients"), m.gradients.bytes, formulasOf(m.gradients)},
                  {tr("Optimizer states"), m.optimizer.bytes, formulasOf(m.optimizer)},
                  {tr("Activations"), m.activations.bytes, formulasOf(m.activations)},
                  {tr("Overhead"), m.overhead.bytes, formulasOf(m.overhead)}};
    m_capacityGib = m.capacityBytes / GiB;
    rebuild(tr("First pipeline stage"), m.total);
}

void MemoryChart::showInference(const InferenceMemory& m, bool onCpu)
{
    m_segments = {{tr("Weights"), m.weights.bytes, formulasOf(m.weights)},
                  {tr("KV cache at peak"), m.kvCache.bytes, formulasOf(m.kvCache)},
                  {tr("Activations"), m.activations.bytes, formulasOf(m.activations)},
                  {tr("Overhead"), m.overhead.bytes, formulasOf(m.overhead)}};
    if (m.companions.bytes.expected > 0)
        m_segments.push_back({tr("Companions"), m.companions.bytes, formulasOf(m.companions)});
    m_capacityGib = m.capacityBytes / GiB;
    rebuild(onCpu ? tr("CPU memory") : tr("Busiest GPU"), m.total);
}

void MemoryChart::rebuild(const QString& barLabel, const Range& total)
{
    if (!updateInPlace(barLabel, total))
        rebuildFully(barLabel, total);
}

bool MemoryChart::updateInPlace(const QString& barLabel, const Range& total)
{
    // Same parts as shown: move the bars and lines instead of rebuilding the chart, whose axis
    // and legend layout is what an edit would otherwise spend its frame on.
    if (!m_stack || !m_capacityLine || !m_whisker || !m_valueAxis || m_barLabel != barLabel
        || m_stack->count() != m_segments.size())
        return false;
    const QList<QBarSet*> sets = m_stack->barSets();
    for (qsizetype i = 0; i < sets.size(); ++i)
        if (sets[i]->label() != m_segments[i].label)
            return false;
    for (qsizetype i = 0; i < sets.size(); ++i)
        sets[i]->replace(0, m_segments[i].bytes.expected / GiB);
    m_capacityLine->replace({QPointF(-0.5, m_capacityGib), QPointF(0.5, m_capacityGib)});
    m_whisker->replace({QPointF(0.3, total.low / GiB), QPointF(0.3, total.high / GiB)});
    // A round top above capacity and the high total: it holds still while edits move the bars.
    applyNiceAxis(m_valueAxis, std::max({m_capacityGib, total.high / GiB, 1.0}));
    return true;
}

void MemoryChart::rebuildFully(const QString& barLabel, const Range& total)
{
    const QList<Segment> segments = m_segments;
    const double capacity = m_capacityGib;
    clearChart();
    m_segments = segments;
    m_capacityGib = capacity;
    m_barLabel = barLabel;
    QChart* c = chart();
    c->setTitle(tr("Memory per GPU, GiB (expected; whisker: low - high total)"));

    m_stack = new QStackedBarSeries(c);
    for (qsizetype index = 0; index < m_segments.size(); ++index) {
        const Segment& segment = m_segments[index];
        auto* set = new QBarSet(segment.label, m_stack);
        *set << segment.bytes.expected / GiB;
        m_stack->append(set);
        // The tooltip reads the segment when shown: in-place updates change the figures.
        connect(set, &QBarSet::hovered, this, [this, index](bool over, int) {
            if (!over || index >= m_segments.size()) {
                QToolTip::hideText();
                return;
            }
            const Segment& hovered = m_segments[index];
            double expected = 0;
            for (const Segment& part : m_segments)
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

    m_capacityLine = new QLineSeries(c);
    m_capacityLine->setName(tr("Capacity"));
    m_capacityLine->append(-0.5, m_capacityGib);
    m_capacityLine->append(0.5, m_capacityGib);
    QPen pen(QColor(0xb0, 0x20, 0x20));
    pen.setWidth(2);
    pen.setStyle(Qt::DashLine);
    m_capacityLine->setPen(pen);
    c->addSeries(m_capacityLine);

    m_whisker = new QLineSeries(c);
    m_whisker->setName(tr("Total, low - high"));
    m_whisker->append(0.3, total.low / GiB);
    m_whisker->append(0.3, total.high / GiB);
    QPen whiskerPen(Qt::black);
    whiskerPen.setWidth(2);
    m_whisker->setPen(whiskerPen);
    c->addSeries(m_whisker);

    auto* categories = new QBarCategoryAxis(c);
    categories->append(barLabel);
    c->addAxis(categories, Qt::AlignBottom);
    m_valueAxis = new QValueAxis(c);
    applyNiceAxis(m_valueAxis, std::max({m_capacityGib, total.high / GiB, 1.0}));
    m_valueAxis->setLabelFormat(QStringLiteral("%g"));
    c->addAxis(m_valueAxis, Qt::AlignLeft);
    for (QAbstractSeries* series : c->series()) {
        series->attachAxis(categories);
        series->attachAxis(m_valueAxis);
    }
}

} // namespace gp::ui
