#include "estimate_view.h"

#include "concurrency_chart.h"
#include "hardware/catalog.h"
#include "memory_chart.h"

#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace gp::ui {

QString formatGib(double bytes)
{
    return EstimateView::tr("%1 GiB").arg(
        QLocale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', 2));
}

QString formatGibRange(const Range& range)
{
    return EstimateView::tr("%1 - %2").arg(formatGib(range.low), formatGib(range.high));
}

QString formatCount(double value)
{
    const QLocale locale;
    if (value >= 1e12)
        return EstimateView::tr("%1 T").arg(locale.toString(value / 1e12, 'f', 2));
    if (value >= 1e9)
        return EstimateView::tr("%1 B").arg(locale.toString(value / 1e9, 'f', 2));
    if (value >= 1e6)
        return EstimateView::tr("%1 M").arg(locale.toString(value / 1e6, 'f', 1));
    return locale.toString(value, 'f', 0);
}

EstimateView::EstimateView(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_chart(new MemoryChart(this))
    , m_speedChart(new ConcurrencyChart(this))
    , m_charts(new QTabWidget(this))
    , m_results(new QTreeWidget(this))
    , m_problems(new QListWidget(this))
{
    m_title->setObjectName(QStringLiteral("estimateTitle"));
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);

    m_results->setObjectName(QStringLiteral("resultsTree"));
    m_results->setColumnCount(3);
    m_results->setHeaderLabels({tr("Figure"), tr("Value"), tr("Exact / detail")});
    m_results->setRootIsDecorated(false);
    m_results->header()->setSectionResizeMode(QHeaderView::ResizeToContents);

    m_problems->setObjectName(QStringLiteral("problemsList"));
    m_problems->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    m_charts->setObjectName(QStringLiteral("chartTabs"));
    m_charts->addTab(m_chart, tr("Memory"));
    m_charts->addTab(m_speedChart, tr("Concurrency"));
    layout->addWidget(m_charts, 2);
    layout->addWidget(m_results, 3);
    auto* problemsLabel = new QLabel(tr("Problems and advice"), this);
    layout->addWidget(problemsLabel);
    layout->addWidget(m_problems, 1);
}

void EstimateView::addRow(const QString& label, const QString& value, const QString& detail)
{
    auto* item = new QTreeWidgetItem(m_results, {label, value, detail});
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
}

void EstimateView::addComponentRow(const QString& label, const MemoryComponent& component)
{
    QString formulas;
    for (const MemoryPart& part : component.parts)
        formulas += QString::fromStdString(part.formula) + QLatin1Char('\n');
    addRow(QStringLiteral("    ") + label, formatGib(component.bytes.expected),
           formatGibRange(component.bytes));
    // The formulas behind the figure, on hover.
    m_results->topLevelItem(m_results->topLevelItemCount() - 1)->setToolTip(2, formulas.trimmed());
}

void EstimateView::showScenarioText(const QString& text)
{
    m_results->clear();
    m_problems->clear();
    m_chart->clearChart();
    m_speedChart->clearChart();
    const ScenarioParseResult parsed = parseScenario(text.toStdString(), builtinCatalog());
    if (!parsed.scenario) {
        showProblems(parsed.diagnostics);
        m_title->setText(tr("The scenario has %n problem(s); fix them to see the estimate.",
                            nullptr, static_cast<int>(parsed.diagnostics.errorCount())));
        return;
    }
    showEstimate(*parsed.scenario, estimate(*parsed.scenario, parsed.diagnostics));
}

void EstimateView::showEstimate(const Scenario& scenario, const Estimate& estimate)
{
    const QLocale locale;
    const QString workload
        = estimate.workload == Workload::Training ? tr("training") : tr("inference");
    m_title->setText(tr("%1 (%2)").arg(QString::fromStdString(estimate.scenarioName), workload));
    const ModelFigures& m = estimate.model;
    const ParameterCount& b = m.breakdown;
    addRow(tr("Model"), QString::fromStdString(m.name));
    addRow(tr("Parameters"), formatCount(m.parameters),
           m.overridden ? tr("set by the scenario")
                        : locale.toString(static_cast<qlonglong>(m.parameters)));
    if (scenario.model.architecture.isMoe())
        addRow(tr("Active per token"), formatCount(m.activeParameters),
               locale.toString(static_cast<qlonglong>(b.activePerToken())));
    addRow(tr("Embedding"), formatCount(static_cast<double>(b.inputEmbedding)));
    if (b.outputHead > 0)
        addRow(tr("Output head"), formatCount(static_cast<double>(b.outputHead)));
    addRow(tr("Attention"), formatCount(static_cast<double>(b.attention())));
    addRow(tr("MLP and experts"), formatCount(static_cast<double>(b.mlp())));
    addRow(tr("Norms"), formatCount(static_cast<double>(b.norms())));
    const Architecture& a = scenario.model.architecture;
    addRow(tr("Shape"), tr("%1 layers").arg(a.layers),
           tr("hidden %1, %2 heads (%3 KV), head_dim %4")
               .arg(a.hidden)
               .arg(a.heads)
               .arg(a.kvHeads)
               .arg(a.headDim));
    addRow(tr("Hardware"),
           scenario.hardware.gpuId.empty()
               ? QString::fromStdString(scenario.hardware.cpu ? scenario.hardware.cpu->name : "")
               : QString::fromStdString(scenario.hardware.gpu.name),
           scenario.hardware.gpuId.empty() ? QString()
                                           : tr("%1 x %2 node(s)")
                                                 .arg(scenario.hardware.gpusPerNode)
                                                 .arg(scenario.hardware.nodes));
    if (const auto& memory = estimate.trainingMemory)
        m_chart->showTraining(*memory);
    if (const auto& inference = estimate.inference) {
        m_chart->showInference(inference->memory, inference->onCpu);
        m_speedChart->showSpeed(inference->speed);
    }
    // The concurrency tab only means something for a serving plan.
    m_charts->setTabEnabled(1, estimate.inference.has_value());
    if (const auto& memory = estimate.trainingMemory) {
        addRow(tr("Memory per GPU"), QString(), tr("first pipeline stage, expected (low - high)"));
        const std::pair<QString, const MemoryComponent*> parts[]
            = {{tr("Weights"), &memory->weights},
               {tr("Gradients"), &memory->gradients},
               {tr("Optimizer states"), &memory->optimizer},
               {tr("Activations"), &memory->activations},
               {tr("Overhead"), &memory->overhead}};
        for (const auto& [label, component] : parts)
            addComponentRow(label, *component);
        addRow(tr("    Total"), formatGib(memory->total.expected), formatGibRange(memory->total));
        addRow(tr("    Capacity"), formatGib(memory->capacityBytes),
               memory->fits ? tr("fits") : tr("does not fit"));
        if (const auto& fit = estimate.trainingFit) {
            addRow(tr("Largest micro-batch that fits"), QString::number(fit->maxMicroBatch));
            addRow(tr("Longest sequence that fits"),
                   locale.toString(static_cast<qlonglong>(fit->maxSeqLen)));
            addRow(tr("Smallest GPU count for this layout"),
                   fit->minGpus > 0 ? QString::number(fit->minGpus)
                                    : tr("none up to data parallel 4096"));
        }
    }
    if (const auto& time = estimate.trainingTime) {
        auto seconds = [&](const Range& r) {
            return tr("%1 - %2 s")
                .arg(locale.toString(r.low, 'f', 2), locale.toString(r.high, 'f', 2));
        };
        addRow(tr("Step time"), tr("%1 s").arg(locale.toString(time->stepTime.expected, 'f', 2)),
               seconds(time->stepTime));
        const std::pair<QString, const Range*> parts[]
            = {{tr("    Compute"), &time->compute},
               {tr("    Communication"), &time->communication},
               {tr("    Pipeline bubble"), &time->bubble}};
        for (const auto& [label, range] : parts)
            addRow(label, tr("%1 s").arg(locale.toString(range->expected, 'f', 2)),
                   seconds(*range));
        addRow(tr("MFU"), tr("%1%").arg(locale.toString(time->mfu.expected * 100, 'f', 1)),
               tr("%1 - %2%")
                   .arg(locale.toString(time->mfu.low * 100, 'f', 1),
                        locale.toString(time->mfu.high * 100, 'f', 1)));
        addRow(tr("Tokens per second per GPU"),
               locale.toString(time->tokensPerSecondPerGpu.expected, 'f', 0));
        if (time->totalTime) {
            addRow(tr("Calendar time"),
                   tr("%1 days").arg(locale.toString(time->totalTime->expected / 86400, 'f', 1)),
                   tr("%1 - %2 days on %n GPU(s)", nullptr, time->gpus)
                       .arg(locale.toString(time->totalTime->low / 86400, 'f', 1),
                            locale.toString(time->totalTime->high / 86400, 'f', 1)));
            addRow(tr("GPU-hours"), locale.toString(time->gpuHours->expected, 'f', 0),
                   tr("%1 - %2").arg(locale.toString(time->gpuHours->low, 'f', 0),
                                     locale.toString(time->gpuHours->high, 'f', 0)));
        }
        if (const auto& cost = estimate.trainingCost)
            addRow(tr("Cost"),
                   tr("%1 %2").arg(locale.toString(cost->amount.expected, 'f', 0),
                                   QString::fromStdString(cost->currency)),
                   tr("%1 - %2").arg(locale.toString(cost->amount.low, 'f', 0),
                                     locale.toString(cost->amount.high, 'f', 0)));
    }
    if (const auto& inference = estimate.inference)
        showInference(scenario, *inference);
    // The parser's warnings arrive here as advice, with the rest of the advice.
    for (const Note& note : estimate.advice) {
        const QString text = note.path.empty()
            ? QString::fromStdString(note.message)
            : QString::fromStdString(note.path + ": " + note.message);
        const bool skipTable = note.id.rfind("infer.skip_", 0) == 0;
        auto* row = new QListWidgetItem(skipTable ? tr("Can we skip the GPU? %1").arg(text)
                                            : note.level == "info" ? tr("Try: %1").arg(text)
                                                                   : tr("Advice: %1").arg(text),
                                        m_problems);
        if (note.level != "info")
            row->setForeground(note.level == "critical" ? QColor(0xb0, 0x20, 0x20)
                                                        : QColor(0x9a, 0x60, 0x00));
    }
    for (const Note& note : estimate.assumptions)
        m_problems->addItem(tr("Assumption: %1").arg(QString::fromStdString(note.message)));
}

void EstimateView::showProblems(const Diagnostics& diagnostics)
{
    for (const Diagnostic& item : diagnostics.items()) {
        const QString text = QString::fromStdString(item.toString());
        auto* row
            = new QListWidgetItem(item.severity == Severity::Error ? tr("Error: %1").arg(text)
                                                                   : tr("Warning: %1").arg(text),
                                  m_problems);
        row->setForeground(item.severity == Severity::Error ? QColor(0xb0, 0x20, 0x20)
                                                            : QColor(0x9a, 0x60, 0x00));
    }
}

} // namespace gp::ui
