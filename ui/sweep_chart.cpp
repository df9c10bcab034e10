#include "sweep_chart.h"

#include "active_catalog.h"
#include <QAreaSeries>
#include <QChart>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gp::ui {
namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

QString partLabel(const std::string& id)
{
    if (id == "weights")
        return SweepChart::tr("Weights");
    if (id == "gradients")
        return SweepChart::tr("Gradients");
    if (id == "optimizer")
        return SweepChart::tr("Optimizer states");
    if (id == "activations")
        return SweepChart::tr("Activations");
    if (id == "kv_cache")
        return SweepChart::tr("KV cache at peak");
    if (id == "companions")
        return SweepChart::tr("Companions");
    return SweepChart::tr("Overhead");
}

} // namespace

QString sweepKnobLabel(SweepKnob knob)
{
    switch (knob) {
    case SweepKnob::MicroBatch:
        return SweepChart::tr("Micro-batch");
    case SweepKnob::SeqLen:
        return SweepChart::tr("Sequence length");
    case SweepKnob::Gpus:
        return SweepChart::tr("GPU count");
    case SweepKnob::Context:
        return SweepChart::tr("Context per request (tokens)");
    case SweepKnob::Concurrency:
        return SweepChart::tr("Concurrent users");
    }
    return {};
}

SweepChart::SweepChart(QWidget* parent)
    : ChartView(parent)
{
    setObjectName(QStringLiteral("sweepChart"));
    chart()->legend()->setAlignment(Qt::AlignRight);
}

void SweepChart::changeEvent(QEvent* event)
{
    // The legend and axis titles are made when the chart is built: build it again.
    if (event->type() == QEvent::LanguageChange && !m_areas.empty()) {
        const MemorySweep sweep = m_sweep;
        m_areas.clear();
        showSweep(sweep);
    }
    ChartView::changeEvent(event);
}

void SweepChart::clearChart()
{
    m_sweep = {};
    m_areas.clear();
    m_shownParts.clear();
    m_capacity = nullptr;
    m_current = nullptr;
    m_yAxis = nullptr;
    m_xAxis = nullptr;
    m_builtValues.clear();
    emptyChart();
}

namespace {

// The sweep's valid points, and the parts worth drawing (a part zero everywhere, such as absent
// companions, only clutters the legend).
struct SweepShape
{
    std::vector<const SweepPoint*> valid;
    std::vector<std::size_t> parts;
    std::vector<double> values;
};

SweepShape shapeOf(const MemorySweep& sweep)
{
    SweepShape shape;
    for (const SweepPoint& point : sweep.points)
        if (point.valid) {
            shape.valid.push_back(&point);
            shape.values.push_back(point.value);
        }
    for (std::size_t part = 0; part < sweep.partIds.size(); ++part)
        for (const SweepPoint* point : shape.valid)
            if (point->parts[part] > 0) {
                shape.parts.push_back(part);
                break;
            }
    return shape;
}

// The stacked tops of each drawn part, in GiB, one list of points per part.
std::vector<QList<QPointF>> stackedTops(const SweepShape& shape)
{
    std::vector<QList<QPointF>> tops;
    std::vector<double> stacked(shape.valid.size(), 0.0);
    for (const std::size_t part : shape.parts) {
        QList<QPointF> points;
        for (std::size_t i = 0; i < shape.valid.size(); ++i) {
            stacked[i] += shape.valid[i]->parts[part] / GiB;
            points.append(QPointF(shape.valid[i]->value, stacked[i]));
        }
        tops.push_back(points);
    }
    return tops;
}

} // namespace

QString SweepChart::titleFor(const MemorySweep& sweep, bool anyValid) const
{
    QString title = plainTitleFor(sweep, anyValid);
    // Scaled as the verdict is, and said so: the chart must not read as the model's own figures.
    if (anyValid && sweep.calibrationFactor)
        title = tr("%1 (scaled by the trial run's peak: x%2)")
                    .arg(title, QLocale().toString(*sweep.calibrationFactor, 'f', 2));
    return title;
}

QString SweepChart::plainTitleFor(const MemorySweep& sweep, bool anyValid) const
{
    const QString knob = sweepKnobLabel(sweep.knob).toLower();
    if (!anyValid)
        return tr("No value of %1 gives a valid scenario").arg(knob);
    if (sweep.onCpu) // one server's memory (Chinese: 内存, not a GPU's 显存)
        return sweep.firstNotFitting
            ? tr("Memory of each server against %1: over capacity from %2")
                  .arg(knob, QLocale().toString(*sweep.firstNotFitting, 'f', 0))
            : tr("Memory of each server against %1: fits over the whole range").arg(knob);
    if (sweep.knob == SweepKnob::Gpus)
        return sweep.firstFitting
            ? tr("Memory per GPU against %1: fits from %2 GPUs")
                  .arg(knob, QLocale().toString(*sweep.firstFitting, 'f', 0))
            : tr("Memory per GPU against %1: fits at no count shown").arg(knob);
    return sweep.firstNotFitting
        ? tr("Memory per GPU against %1: over capacity from %2")
              .arg(knob, QLocale().toString(*sweep.firstNotFitting, 'f', 0))
        : tr("Memory per GPU against %1: fits over the whole range").arg(knob);
}

void SweepChart::showSweep(const MemorySweep& sweep)
{
    const SweepShape shape = shapeOf(sweep);
    // The same knob and parts as drawn: move the lines and the range, keep the series, axes and
    // legend. Rebuilding them costs a frame on its own (the sweep's range grows with the value
    // swept, so editing the knob past the range's end used to rebuild).
    const bool sameShape = !m_areas.empty() && !shape.valid.empty() && m_sweep.knob == sweep.knob
        && m_shownParts == shape.parts;
    if (!sameShape) {
        rebuild(sweep, shape.valid.empty());
        if (shape.valid.empty())
            return;
    } else if (m_builtValues != shape.values) {
        m_builtValues = shape.values;
        setXRange(shape.values);
    }
    m_sweep = sweep;
    const std::vector<QList<QPointF>> tops = stackedTops(shape);
    // A series given the points it has still repaints its whole area: the filled areas are
    // most of an edit's cost, and editing the swept knob itself moves only the marker.
    auto replace = [](QLineSeries* series, const QList<QPointF>& points) {
        if (series->points() != points)
            series->replace(points);
    };
    double top = sweep.capacityBytes / GiB;
    for (std::size_t i = 0; i < tops.size(); ++i) {
        replace(m_areas[i]->upperSeries(), tops[i]);
        if (QLineSeries* lower = m_areas[i]->lowerSeries())
            replace(lower, tops[i - 1]);
        for (const QPointF& point : tops[i])
            top = std::max(top, point.y());
    }
    applyNiceAxis(m_yAxis, top);
    const double yMax = m_yAxis->max();
    replace(m_capacity,
            {QPointF(shape.values.front(), sweep.capacityBytes / GiB),
             QPointF(shape.values.back(), sweep.capacityBytes / GiB)});
    replace(m_current, {QPointF(sweep.current, 0), QPointF(sweep.current, yMax)});
    const QString title = titleFor(sweep, true);
    if (chart()->title() != title)
        chart()->setTitle(title);
}

void SweepChart::setXRange(const std::vector<double>& values)
{
    m_xAxis->setRange(values.front(), std::max(values.back(), values.front() * 2));
}

void SweepChart::rebuild(const MemorySweep& sweep, bool empty)
{
    clearChart();
    QChart* c = chart();
    if (empty) {
        m_sweep = sweep;
        c->setTitle(titleFor(sweep, false));
        return;
    }
    const SweepShape shape = shapeOf(sweep);
    m_builtValues = shape.values;
    m_shownParts = shape.parts;
    auto* x = new QLogValueAxis(c);
    m_xAxis = x;
    x->setBase(2);
    x->setLabelFormat(QStringLiteral("%.0f"));
    // The dotted line is named on the axis it marks: a legend entry of its own would be the
    // seventh, which a chart of the window's default height clips (in Chinese first).
    x->setTitleText(tr("%1 (dotted line: this scenario)").arg(sweepKnobLabel(sweep.knob)));
    setXRange(shape.values);
    c->addAxis(x, Qt::AlignBottom);
    m_yAxis = new QValueAxis(c);
    m_yAxis->setTitleText(tr("GiB"));
    m_yAxis->setLabelFormat(QStringLiteral("%g"));
    m_yAxis->setRange(0, 1);
    c->addAxis(m_yAxis, Qt::AlignLeft);

    QLineSeries* lower = nullptr;
    for (const std::size_t part : shape.parts) {
        auto* upper = new QLineSeries;
        auto* area = new QAreaSeries(upper, lower);
        area->setName(partLabel(sweep.partIds[part]));
        c->addSeries(area);
        // Qt leaves the lines unowned (the area even starts as a child of its upper line):
        // once the chart owns the area, the lines become its children and go with it.
        upper->setParent(area);
        if (lower)
            lower->setParent(area);
        area->attachAxis(x);
        area->attachAxis(m_yAxis);
        m_areas.push_back(area);
        // The next area starts where this one ends (each area needs lines of its own).
        lower = new QLineSeries;
    }
    delete lower; // the one made after the last area has no area to own it

    m_capacity = new QLineSeries(c);
    m_capacity->setName(tr("Capacity"));
    QPen pen(QColor(0xb0, 0x20, 0x20));
    pen.setWidth(2);
    pen.setStyle(Qt::DashLine);
    m_capacity->setPen(pen);
    c->addSeries(m_capacity);
    m_capacity->attachAxis(x);
    m_capacity->attachAxis(m_yAxis);

    m_current = new QLineSeries(c);
    m_current->setName(tr("This scenario"));
    QPen currentPen(Qt::black);
    currentPen.setWidth(1);
    currentPen.setStyle(Qt::DotLine);
    m_current->setPen(currentPen);
    c->addSeries(m_current);
    m_current->attachAxis(x);
    m_current->attachAxis(m_yAxis);
    for (QLegendMarker* marker : c->legend()->markers(m_current))
        marker->setVisible(false);
}

SweepView::SweepView(QWidget* parent)
    : QWidget(parent)
    , m_knob(new QComboBox(this))
    , m_chart(new SweepChart(this))
{
    setObjectName(QStringLiteral("sweepView"));
    m_knob->setObjectName(QStringLiteral("sweepKnob"));
    auto* top = new QHBoxLayout;
    m_label = new QLabel(tr("Memory against"), this);
    m_label->setBuddy(m_knob);
    top->addWidget(m_label);
    top->addWidget(m_knob);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_chart, 1);
    connect(m_knob, &QComboBox::currentIndexChanged, this, &SweepView::refresh);
}

void SweepView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_label->setText(tr("Memory against"));
        for (int i = 0; i < m_knob->count(); ++i)
            m_knob->setItemText(
                i, sweepKnobLabel(static_cast<SweepKnob>(m_knob->itemData(i).toInt())));
    }
    QWidget::changeEvent(event);
}

void SweepView::clear()
{
    m_document = nullptr;
    m_chart->clearChart();
}

void SweepView::showDocument(const nlohmann::json& document)
{
    m_document = document;
    const std::vector<SweepKnob> knobs = sweepKnobs(document, catalogOf(m_catalog));
    bool sameKnobs = static_cast<int>(knobs.size()) == m_knob->count();
    for (std::size_t i = 0; sameKnobs && i < knobs.size(); ++i)
        sameKnobs = m_knob->itemData(static_cast<int>(i)).toInt() == static_cast<int>(knobs[i]);
    const QVariant chosen = m_knob->currentData();
    if (!sameKnobs) {
        const QSignalBlocker block(m_knob);
        m_knob->clear();
        for (SweepKnob knob : knobs)
            m_knob->addItem(sweepKnobLabel(knob), static_cast<int>(knob));
        const int index = m_knob->findData(chosen);
        m_knob->setCurrentIndex(index >= 0 ? index : 0);
    }
    refresh();
}

void SweepView::refresh()
{
    if (m_document.is_null() || m_knob->count() == 0) {
        m_chart->clearChart();
        return;
    }
    const auto knob = static_cast<SweepKnob>(m_knob->currentData().toInt());
    const Catalog& catalog = catalogOf(m_catalog);
    m_chart->showSweep(
        sweepMemory(m_document, knob, defaultSweepValues(m_document, knob, catalog), catalog));
}

} // namespace gp::ui
