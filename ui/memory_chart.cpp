#include "memory_chart.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QLineSeries>
#include <QLocale>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

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
    : QChartView(parent)
{
    setObjectName(QStringLiteral("memoryChart"));
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(220);
    chart()->legend()->setAlignment(Qt::AlignRight);
    chart()->setMargins(QMargins(4, 4, 4, 4));
}

void MemoryChart::clearChart()
{
    m_segments.clear();
    m_capacityGib = 0;
    chart()->removeAllSeries();
    // removeAxis hands the axis back to the caller: delete it, or every rebuild leaks one.
    for (QAbstractAxis* axis : chart()->axes()) {
        chart()->removeAxis(axis);
        delete axis;
    }
    chart()->setTitle(QString());
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
    const QList<Segment> segments = m_segments;
    const double capacity = m_capacityGib;
    clearChart();
    m_segments = segments;
    m_capacityGib = capacity;
    QChart* c = chart();
    c->setTitle(tr("Memory per GPU, GiB (expected; whisker: low - high total)"));

    auto* stack = new QStackedBarSeries(c);
    double expected = 0;
    for (const Segment& segment : m_segments)
        expected += segment.bytes.expected;
    for (const Segment& segment : m_segments) {
        auto* set = new QBarSet(segment.label, stack);
        *set << segment.bytes.expected / GiB;
        stack->append(set);
        connect(set, &QBarSet::hovered, this, [this, segment, expected](bool over, int) {
            if (!over) {
                QToolTip::hideText();
                return;
            }
            const QLocale locale;
            QToolTip::showText(
                QCursor::pos(),
                tr("%1: %2 GiB (%3 - %4), %5% of the total\n%6")
                    .arg(segment.label, locale.toString(segment.bytes.expected / GiB, 'f', 2),
                         locale.toString(segment.bytes.low / GiB, 'f', 2),
                         locale.toString(segment.bytes.high / GiB, 'f', 2),
                         locale.toString(expected > 0 ? segment.bytes.expected / expected * 100 : 0,
                                         'f', 1),
                         segment.formulas),
                this);
        });
    }
    stack->setBarWidth(0.45);
    c->addSeries(stack);

    auto* capacityLine = new QLineSeries(c);
    capacityLine->setName(tr("Capacity"));
    capacityLine->append(-0.5, m_capacityGib);
    capacityLine->append(0.5, m_capacityGib);
    QPen pen(QColor(0xb0, 0x20, 0x20));
    pen.setWidth(2);
    pen.setStyle(Qt::DashLine);
    capacityLine->setPen(pen);
    c->addSeries(capacityLine);

    auto* whisker = new QLineSeries(c);
    whisker->setName(tr("Total, low - high"));
    whisker->append(0.3, total.low / GiB);
    whisker->append(0.3, total.high / GiB);
    QPen whiskerPen(Qt::black);
    whiskerPen.setWidth(2);
    whisker->setPen(whiskerPen);
    c->addSeries(whisker);

    auto* categories = new QBarCategoryAxis(c);
    categories->append(barLabel);
    c->addAxis(categories, Qt::AlignBottom);
    auto* values = new QValueAxis(c);
    values->setRange(0, std::max({m_capacityGib, total.high / GiB, 1.0}) * 1.1);
    values->setLabelFormat(QStringLiteral("%.0f"));
    c->addAxis(values, Qt::AlignLeft);
    for (QAbstractSeries* series : c->series()) {
        series->attachAxis(categories);
        series->attachAxis(values);
    }
}

} // namespace gp::ui
