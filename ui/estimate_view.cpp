#include "estimate_view.h"

#include "active_catalog.h"
#include "common/messages.h"
#include "concurrency_chart.h"
#include "decision_cards.h"
#include "field_specs.h"
#include "hardware/catalog.h"
#include "memory_chart.h"
#include "message_text.h"
#include "scaling_chart.h"
#include "sheet/sheet_html.h"
#include "step_time_chart.h"
#include "sweep_chart.h"

#include <QEvent>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

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
    , m_verdict(new QLabel(this))
    , m_keyFigures(new QLabel(this))
    , m_chart(new MemoryChart(this))
    , m_stepChart(new StepTimeChart(this))
    , m_scalingChart(new ScalingChart(this))
    , m_sweep(new SweepView(this))
    , m_speedChart(new ConcurrencyChart(this))
    , m_charts(new QTabWidget(this))
    , m_resultTabs(new QTabWidget(this))
    , m_results(new QTreeWidget(this))
    , m_decisions(new DecisionCards(this))
    , m_problemsLabel(new QLabel(this))
    , m_problems(new QListWidget(this))
{
    m_title->setObjectName(QStringLiteral("estimateTitle"));
    m_title->setWordWrap(true);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);

    m_verdict->setObjectName(QStringLiteral("fitVerdict"));
    m_keyFigures->setObjectName(QStringLiteral("keyFigures"));
    m_keyFigures->setTextFormat(Qt::PlainText);
    m_decisions->setObjectName(QStringLiteral("decisionTable"));
    m_resultTabs->setObjectName(QStringLiteral("resultTabs"));

    m_results->setObjectName(QStringLiteral("resultsTree"));
    m_results->setColumnCount(3);
    m_results->setRootIsDecorated(false);

    m_problems->setObjectName(QStringLiteral("problemsList"));
    m_problems->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_verdict);
    layout->addWidget(m_keyFigures);
    m_charts->setObjectName(QStringLiteral("chartTabs"));
    for (QWidget* tab : std::initializer_list<QWidget*>{m_chart, m_stepChart, m_scalingChart,
                                                        m_sweep, m_speedChart})
        m_charts->addTab(tab, QString());
    layout->addWidget(m_charts, 3);
    m_resultTabs->addTab(m_results, QString());
    m_resultTabs->addTab(m_decisions, QString());
    layout->addWidget(m_resultTabs, 3);
    layout->addWidget(m_problemsLabel);
    layout->addWidget(m_problems, 1);
    connect(m_charts, &QTabWidget::currentChanged, this, &EstimateView::refreshVisibleChart);
    retranslate();
}

void EstimateView::retranslate()
{
    m_results->setHeaderLabels({tr("Figure"), tr("Value"), tr("Exact / detail")});
    setMemoryTabText();
    m_charts->setTabText(m_charts->indexOf(m_stepChart), tr("Step time"));
    m_charts->setTabText(m_charts->indexOf(m_scalingChart), tr("Scaling"));
    m_charts->setTabText(m_charts->indexOf(m_sweep), tr("Sweep"));
    m_charts->setTabText(m_charts->indexOf(m_speedChart), tr("Concurrency"));
    m_problemsLabel->setText(tr("Problems and advice"));
    m_resultTabs->setTabText(0, tr("Figures"));
    m_resultTabs->setTabText(1, tr("Decision tables"));
}

void EstimateView::changeEvent(QEvent* event)
{
    // Every text of the view, the charts' included, is rebuilt in the new language.
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (!m_text.isNull())
            showScenarioText(m_text);
    }
    QWidget::changeEvent(event);
}

// Chinese names a GPU's memory and a server's differently (显存, 内存): the tab follows the plan.
void EstimateView::setMemoryTabText()
{
    const bool onCpu = m_estimate && m_estimate->inference && m_estimate->inference->onCpu;
    const QString text = onCpu ? tr("Server memory") : tr("Memory");
    const int tab = m_charts->indexOf(m_chart);
    if (m_charts->tabText(tab) != text) // an unchanged tab is not laid out again on every edit
        m_charts->setTabText(tab, text);
}

void EstimateView::refreshVisibleChart()
{
    // Only the chart in view is drawn: a hidden chart would still lay out its axes and legend
    // on every edit, and the scaling and sweep charts run many estimates.
    QWidget* shown = m_charts->currentWidget();
    if (!m_staleCharts.contains(shown))
        return;
    m_staleCharts.remove(shown);
    const Estimate* e = m_estimate ? &*m_estimate : nullptr;
    if (shown == m_chart) {
        if (e && e->training)
            m_chart->showTraining(*e->training);
        else if (e && e->inference)
            m_chart->showInference(e->inference->memory, e->inference->onCpu);
        else
            m_chart->clearChart();
    } else if (shown == m_stepChart) {
        if (e && e->trainingTime)
            m_stepChart->showTime(*e->trainingTime);
        else
            m_stepChart->clearChart();
    } else if (shown == m_speedChart) {
        if (e && e->inference)
            m_speedChart->showSpeed(e->inference->speed);
        else
            m_speedChart->clearChart();
    } else if (shown == m_scalingChart) {
        if (e && e->workload == Workload::Training)
            m_scalingChart->showScaling(*m_parsed.scenario);
        else
            m_scalingChart->clearChart();
    } else if (shown == m_sweep) {
        auto document = nlohmann::json::parse(m_text.toStdString(), nullptr, false);
        if (e && !document.is_discarded())
            m_sweep->showDocument(document);
        else
            m_sweep->clear();
    }
}

void EstimateView::addRow(const QString& label, const QString& value, const QString& detail)
{
    // Rows are reused from one estimate to the next: an edit changes numbers, rarely rows, and
    // building items and sizing columns from scratch would cost the edit its frame.
    QTreeWidgetItem* item = m_nextRow < m_results->topLevelItemCount()
        ? m_results->topLevelItem(m_nextRow)
        : new QTreeWidgetItem(m_results);
    ++m_nextRow;
    m_rowSignature += label;
    const QString texts[] = {label, value, detail};
    for (int column = 0; column < 3; ++column)
        if (item->text(column) != texts[column])
            item->setText(column, texts[column]);
    if (!item->toolTip(2).isEmpty())
        item->setToolTip(2, QString());
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
}

void EstimateView::finishRows()
{
    while (m_results->topLevelItemCount() > m_nextRow)
        delete m_results->takeTopLevelItem(m_results->topLevelItemCount() - 1);
    // Columns fit their contents when the rows change, not on every number.
    if (m_rowSignature != m_shownSignature) {
        m_shownSignature = m_rowSignature;
        m_results->resizeColumnToContents(0);
        m_results->resizeColumnToContents(1);
    }
    m_nextRow = 0;
    m_rowSignature.clear();
}

void EstimateView::setProblems(const QList<ProblemLine>& lines)
{
    if (lines == m_shownProblems)
        return; // most edits change no advice: keep the list and its word-wrapped layout
    m_shownProblems = lines;
    m_problems->clear();
    for (const ProblemLine& line : lines) {
        auto* row = new QListWidgetItem(line.text, m_problems);
        if (line.color.isValid())
            row->setForeground(line.color);
    }
}

void EstimateView::showDecisions(const Estimate& e)
{
    const bool training = e.workload == Workload::Training;
    QList<DecisionCards::Card> cards;
    for (const DecisionRow& row : e.decisions) {
        DecisionCards::Card card;
        card.title = sheet::messageText(row.id, {});
        card.verdict = sheet::messageText("verdict." + row.verdict, {});
        // A symptom likely here in red, unlikely in green; whether a serving part uses the GPU
        // is a fact, not a warning.
        if (row.verdict == "likely")
            card.verdictColor = QColor(0xb0, 0x20, 0x20);
        else if (row.verdict == "unlikely")
            card.verdictColor = QColor(0x1a, 0x7f, 0x37);
        const QString why
            = training ? tr("Why, in this scenario's numbers: %1") : tr("In this scenario: %1");
        const QString cause = training ? tr("Likely cause: %1") : tr("Main resource: %1");
        const QString check = training ? tr("Check first: %1") : tr("How to save: %1");
        card.details = {why.arg(sheet::messageText(row.reason)),
                        cause.arg(sheet::messageText(row.causeId, {})),
                        check.arg(sheet::messageText(row.checkFirstId, {}))};
        cards << card;
    }
    m_decisions->setCards(cards);
    m_decisions->setToolTip(e.decisionOrderId.empty() ? QString()
                                                      : sheet::messageText(e.decisionOrderId, {}));
}

void EstimateView::addComponentRow(const QString& label, const MemoryComponent& component)
{
    QString formulas;
    for (const MemoryPart& part : component.parts)
        formulas += QString::fromStdString(part.formula) + QLatin1Char('\n');
    addRow(QStringLiteral("    ") + label, formatGib(component.bytes.expected),
           formatGibRange(component.bytes));
    // The formulas behind the figure, on hover.
    m_results->topLevelItem(m_nextRow - 1)->setToolTip(2, formulas.trimmed());
}

void EstimateView::setCatalog(const WindowCatalog* catalog)
{
    m_catalog = catalog;
    m_sweep->setCatalog(catalog);
}

void EstimateView::showScenarioText(const QString& text)
{
    m_text = text;
    m_nextRow = 0;
    m_rowSignature.clear();
    m_staleCharts = {m_chart, m_stepChart, m_scalingChart, m_sweep, m_speedChart};
    m_estimate.reset();
    m_parsed = parseScenario(text.toStdString(), catalogOf(m_catalog));
    if (!m_parsed.scenario) {
        finishRows();
        m_keyFigures->clear();
        m_verdict->clear();
        m_decisions->clear();
        setMemoryTabText();
        showProblems(m_parsed.diagnostics);
        m_title->setText(tr("The scenario has %n problem(s); fix them to see the estimate.",
                            nullptr, static_cast<int>(m_parsed.diagnostics.errorCount())));
        refreshVisibleChart();
        return;
    }
    m_estimate = estimate(*m_parsed.scenario, m_parsed.diagnostics);
    showEstimate(*m_parsed.scenario, *m_estimate);
    finishRows();
    showDecisions(*m_estimate);
    refreshVisibleChart();
}

void EstimateView::showKeyFigures(const Estimate& e)
{
    const QLocale locale;
    QStringList lines;
    auto range = [&](const Range& r, int decimals, double scale = 1) {
        return tr("%1 (%2 - %3)")
            .arg(locale.toString(r.expected * scale, 'f', decimals),
                 locale.toString(r.low * scale, 'f', decimals),
                 locale.toString(r.high * scale, 'f', decimals));
    };
    // The core's verdict in colour on its own line, as it is; the figures as plain text, which
    // lays out far faster than rich text on every edit.
    m_verdict->setText(sheet::messageText(e.verdict.message));
    m_verdict->setStyleSheet(e.verdict.fits()
                                 ? QStringLiteral("color: #1a7f37; font-weight: bold;")
                                 : QStringLiteral("color: #b02020; font-weight: bold;"));
    if (const auto& t = e.trainingTime) {
        lines << tr("%n GPU(s); step %1 s", nullptr, t->gpus).arg(range(t->stepTime, 2));
        if (t->gpuHours)
            lines << tr("GPU-hours %1; %2 days")
                         .arg(range(*t->gpuHours, 0), range(*t->totalTime, 1, 1.0 / 86400));
        if (const auto& cost = e.trainingCost)
            lines << tr("Cost %1 %2")
                         .arg(range(cost->amount, 0), QString::fromStdString(cost->currency));
    }
    if (const auto& i = e.inference) {
        // The core's judgement of the fleet as entered, in a word.
        // On the CPU path each server is a replica, and is called a server.
        const int replicas = static_cast<int>(i->fleet.replicas);
        if (!i->fleet.targetsSet)
            lines << (i->onCpu
                          ? tr("As entered: %n server(s), no targets set", nullptr, replicas)
                          : tr("As entered: %n replica(s), no targets set", nullptr, replicas));
        else if (i->fleet.targetsMet)
            lines << (i->onCpu ? tr("As entered: %n server(s), targets met", nullptr, replicas)
                               : tr("As entered: %n replica(s), targets met", nullptr, replicas));
        else
            lines << (i->onCpu
                          ? tr("As entered: %n server(s), targets missed", nullptr, replicas)
                          : tr("As entered: %n replica(s), targets missed", nullptr, replicas));
        if (i->sizing.gpus.expected > 0) {
            const int count = static_cast<int>(std::lround(i->sizing.gpus.expected));
            lines << tr("%1 %2 for the targets")
                         .arg(range(i->sizing.gpus, 0),
                              i->onCpu ? tr("server(s)", nullptr, count)
                                       : tr("GPU(s)", nullptr, count));
        }
        // The speeds of the fleet as entered, as the line above judges it and the sheet
        // reports it: each replica at its share of the users. When the fleet serves no one (a
        // replica does not fit, or it holds none) they are one replica's at that share, said
        // so, as the sheet does.
        const InferenceFleet& f = i->fleet;
        if (i->memory.startable && f.usersPerReplica > 0)
            lines << (i->onCpu ? tr("Closed loop, %n user(s) per server: first token %1 ms; per "
                                    "token %2 ms; %3 tokens/s in all",
                                    nullptr, f.usersPerReplica)
                               : tr("Closed loop, %n user(s) per replica: first token %1 ms; per "
                                    "token %2 ms; %3 tokens/s in all",
                                    nullptr, f.usersPerReplica))
                         .arg(range(f.ttft, 0, 1000), range(f.tpot, 1, 1000),
                              locale.toString(f.throughput.expected, 'f', 0));
        else if (i->memory.startable)
            lines << (i->onCpu ? tr("Closed loop, one server at %n user(s): first token %1 ms; "
                                    "per token %2 ms; %3 tokens/s",
                                    nullptr, i->speed.users)
                               : tr("Closed loop, one replica at %n user(s): first token %1 ms; "
                                    "per token %2 ms; %3 tokens/s",
                                    nullptr, i->speed.users))
                         .arg(range(i->speed.ttft, 0, 1000), range(i->speed.tpot, 1, 1000),
                              locale.toString(i->speed.throughput.expected, 'f', 0));
        else
            lines << tr("No speed: the engine cannot start");
    }
    const QString text = lines.join(QLatin1Char('\n'));
    if (m_keyFigures->text() != text)
        m_keyFigures->setText(text);
    m_keyFigures->setToolTip(tr("Expected (low - high). The assumptions behind the ranges are "
                                "listed under Problems and advice."));
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
    if (m.activeParameters != m.parameters)
        addRow(tr("Active per token"), formatCount(m.activeParameters),
               locale.toString(static_cast<qlonglong>(b.activePerToken())));
    addRow(tr("Embedding"), formatCount(static_cast<double>(b.inputEmbedding)));
    if (b.outputHead > 0)
        addRow(tr("Output head"), formatCount(static_cast<double>(b.outputHead)));
    addRow(tr("Attention"), formatCount(static_cast<double>(b.attention())));
    if (b.linearMixers() > 0)
        addRow(tr("Linear and state-space layers"),
               formatCount(static_cast<double>(b.linearMixers())));
    addRow(tr("MLP and experts"), formatCount(static_cast<double>(b.mlp())));
    addRow(tr("Norms"), formatCount(static_cast<double>(b.norms())));
    const Architecture& a = scenario.model.architecture;
    if (a.hasVision())
        addRow(tr("Vision encoder"), formatCount(static_cast<double>(b.vision)),
               tr("%n prompt tokens per image", nullptr, static_cast<int>(a.imageTokens)));
    addRow(tr("Shape"), tr("%1 layers").arg(a.layers),
           tr("hidden %1, %2 heads (%3 KV), head_dim %4")
               .arg(a.hidden)
               .arg(a.heads)
               .arg(a.kvHeads)
               .arg(a.headDim));
    addRow(tr("Hardware"),
           scenario.hardware.gpuId.empty()
               ? sheet::text(scenario.hardware.cpu ? scenario.hardware.cpu->name : "")
               : sheet::text(scenario.hardware.gpu.name),
           scenario.hardware.gpuId.empty() ? QString()
                                           : tr("%1 x %n node(s)", nullptr, scenario.hardware.nodes)
                                                 .arg(scenario.hardware.gpusPerNode));
    showKeyFigures(estimate);
    // Each tab only means something for its kind of plan.
    const bool training = estimate.workload == Workload::Training;
    m_charts->setTabEnabled(m_charts->indexOf(m_stepChart), estimate.trainingTime.has_value());
    m_charts->setTabEnabled(m_charts->indexOf(m_scalingChart), training);
    m_charts->setTabEnabled(m_charts->indexOf(m_speedChart),
                            estimate.inference && estimate.inference->memory.startable);
    setMemoryTabText();
    showTraining(scenario, estimate);
    if (const auto& inference = estimate.inference)
        showInference(scenario, *inference);
    // The parser's warnings arrive here as advice, with the rest of the advice.
    QList<ProblemLine> lines;
    // The field a note concerns, as the form names it (in the window's language); a whole
    // section ("inference") needs no name, and a key the form lacks keeps its file name.
    QHash<QString, QString> fieldLabels;
    auto fieldName = [&](const std::string& path) {
        if (fieldLabels.isEmpty())
            for (const FieldSpec& spec : scenarioFieldSpecs())
                fieldLabels.insert(spec.path, spec.label);
        const QString key = QString::fromStdString(path);
        return fieldLabels.value(key, key.contains(QLatin1Char('.')) ? key : QString());
    };
    for (const Note& note : estimate.advice) {
        const QString field = note.path.empty() ? QString() : fieldName(note.path);
        const QString text = field.isEmpty() ? sheet::messageText(note)
                                             : tr("%1: %2").arg(field, sheet::messageText(note));
        const bool skipTable = note.id.rfind("infer.skip_", 0) == 0;
        lines.append({skipTable                  ? tr("Can we skip the GPU? %1").arg(text)
                          : note.level == "info" ? tr("Try: %1").arg(text)
                                                 : tr("Advice: %1").arg(text),
                      note.level == "info"           ? QColor()
                          : note.level == "critical" ? QColor(0xb0, 0x20, 0x20)
                                                     : QColor(0x9a, 0x60, 0x00)});
    }
    for (const Note& note : estimate.assumptions)
        lines.append({tr("Assumption: %1").arg(sheet::messageText(note)), QColor()});
    setProblems(lines);
}

void EstimateView::showProblems(const Diagnostics& diagnostics)
{
    QList<ProblemLine> lines;
    for (const Diagnostic& item : diagnostics.items()) {
        const QString text = sheet::diagnosticText(item);
        const bool error = item.severity == Severity::Error;
        lines.append({error ? tr("Error: %1").arg(text) : tr("Warning: %1").arg(text),
                      error ? QColor(0xb0, 0x20, 0x20) : QColor(0x9a, 0x60, 0x00)});
    }
    setProblems(lines);
}

} // namespace gp::ui
