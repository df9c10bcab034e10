#include "sizing_sheet.h"

#include "sheet_html.h"

#include "common/messages.h"
#include "memory_bars.h"
#include "message_text.h"

#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLocale>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace gp::sheet {
namespace {

// The parts as the verdict weighs them: scaled by a trial run's correction when there is one.
std::vector<BarPart> trainingParts(const TrainingMemory& m, double factor)
{
    return {
        {SizingSheet::tr("Weights"), memoryPartColor("weights"), m.weights.bytes.expected * factor},
        {SizingSheet::tr("Gradients"), memoryPartColor("gradients"),
         m.gradients.bytes.expected * factor},
        {SizingSheet::tr("Optimizer states"), memoryPartColor("optimizer"),
         m.optimizer.bytes.expected * factor},
        {SizingSheet::tr("Activations"), memoryPartColor("activations"),
         m.activations.bytes.expected * factor},
        {SizingSheet::tr("Overhead"), memoryPartColor("overhead"),
         m.overhead.bytes.expected * factor}};
}

std::vector<BarPart> servingParts(const InferenceMemory& m, bool onCpu)
{
    return {
        {SizingSheet::tr("Weights"), memoryPartColor("weights"), m.weights.bytes.expected},
        {SizingSheet::tr("KV cache at peak"), memoryPartColor("kv_cache"),
         m.kvCache.bytes.expected},
        {SizingSheet::tr("Activations"), memoryPartColor("activations"),
         m.activations.bytes.expected},
        {SizingSheet::tr("Overhead"), memoryPartColor("overhead"), m.overhead.bytes.expected},
        {onCpu ? SizingSheet::tr("Other services on the server") : SizingSheet::tr("Companions"),
         memoryPartColor("companions"), m.companions.bytes.expected}};
}

void recommendation(Html& html, const Scenario& s, const Estimate& e)
{
    html.heading(SizingSheet::tr("Recommendation"));
    const HardwareSpec& hw = s.hardware;
    QStringList items;
    if (e.training) {
        const int gpus = hw.totalGpus();
        if (e.trainingFit && e.trainingFit->minServers > 0
            && e.trainingFit->minServersGpus != e.trainingFit->minGpus)
            items << SizingSheet::tr("%1 x %2 (this layout fits from %3 GPUs; runs on whole "
                                     "servers from %4 GPUs)")
                         .arg(QString::number(gpus), text(hw.gpu.name),
                              QString::number(e.trainingFit->minGpus),
                              QString::number(e.trainingFit->minServersGpus));
        else if (e.trainingFit && e.trainingFit->minGpus > 0 && e.trainingFit->minServers == 0)
            items << SizingSheet::tr("%1 x %2 (this layout fits from %3 GPUs; no data-parallel "
                                     "size from there splits the global batch on whole servers)")
                         .arg(QString::number(gpus), text(hw.gpu.name),
                              QString::number(e.trainingFit->minGpus));
        else if (e.trainingFit && e.trainingFit->minGpus > 0)
            items << SizingSheet::tr("%1 x %2 (this layout fits from %3 GPUs)")
                         .arg(QString::number(gpus), text(hw.gpu.name),
                              QString::number(e.trainingFit->minGpus));
        else
            items << SizingSheet::tr("%1 x %2 (no GPU count fits this layout: change the layout "
                                     "or the GPU)")
                         .arg(QString::number(gpus), text(hw.gpu.name));
        items << SizingSheet::tr("%1 of %2 each")
                     .arg(SizingSheet::tr("%n server(s)", nullptr, hw.nodes),
                          SizingSheet::tr("%n GPU(s)", nullptr, hw.gpusPerNode));
        // The step time is for this stack: another one runs the same layout at another pace.
        items << SizingSheet::tr("Timed for %1")
                     .arg(messageText("framework." + frameworkName(resolvedFramework(s.training)),
                                      {}));
        items << SizingSheet::tr("Inside a server: %1").arg(text(hw.intraNodeLink.name));
        if (hw.nodes > 1)
            items << SizingSheet::tr("Between servers: %1").arg(text(hw.interNodeLink.name));
        if (const Range host = hostMemoryPerServer(*e.training); host.high > 0)
            items << SizingSheet::tr("Host memory per server for offloaded states: %1")
                         .arg(range(host, 0, 1 / GiB) + SizingSheet::tr(" GiB"));
    } else if (const auto& n = e.inference) {
        // The fleet as entered first, judged by the core; the smallest fleet for the targets
        // after it, each with its own GPU count.
        const InferenceFleet& f = n->fleet;
        if (n->onCpu && hw.cpu)
            items << SizingSheet::tr("Serve on the CPU: %n server(s) of %1", nullptr,
                                     static_cast<int>(f.gpus))
                         .arg(text(hw.cpu->name));
        else
            items << SizingSheet::tr("As entered: %1 x %2, %n replica(s) of tensor parallel %3 x "
                                     "pipeline %4",
                                     nullptr, static_cast<int>(f.replicas))
                         .arg(QString::number(f.gpus), text(hw.gpu.name))
                         .arg(s.inference.tp)
                         .arg(s.inference.pp);
        // The memory and the speed are for this engine and these weights: another engine or
        // another checkpoint of the same model holds and serves it differently.
        items << SizingSheet::tr("Sized for %1 serving %2 weights (%3 bits per weight)")
                     .arg(messageText(
                              "engine."
                                  + engineNames()[static_cast<std::size_t>(s.inference.engine)],
                              {}),
                          QString::fromStdString(weightFormatName(s.inference.weights)),
                          num(n->memory.served.bitsPerWeight, 2));
        items << messageText(f.messageId, f.args);
        // The smallest fleet stands on its own: a llama.cpp server of fewer slots can fit where
        // the fleet as entered does not.
        if (n->sizing.gpus.expected <= 0)
            items << SizingSheet::tr("No fleet of %1 meets the targets as planned: the model and "
                                     "its cache do not fit, or the targets cannot be met")
                         .arg(n->onCpu && hw.cpu ? text(hw.cpu->name) : text(hw.gpu.name));
        else if (n->onCpu)
            // The word follows the high end ("1 (1 - 3) servers"), which is infinite when the
            // slow band meets the targets with no fleet.
            items << SizingSheet::tr("Smallest fleet for the targets: %1 %2")
                         .arg(range(n->sizing.gpus, 0),
                              SizingSheet::tr("server(s)", nullptr,
                                              std::isfinite(n->sizing.gpus.high)
                                                  ? static_cast<int>(n->sizing.gpus.high)
                                                  : 2));
        else
            items << SizingSheet::tr("Smallest fleet for the targets: %1 x %2 (%n replica(s))",
                                     nullptr, static_cast<int>(n->sizing.replicas.expected))
                         .arg(range(n->sizing.gpus, 0), text(hw.gpu.name));
        if (!n->onCpu && s.inference.tp * s.inference.pp > 1)
            items << SizingSheet::tr("Inside a server: %1").arg(text(hw.intraNodeLink.name));
    }
    // The core's verdict, as the window and the CLI show it.
    items << messageText(e.verdict.message);
    html.list(items);
}

void memorySection(QTextDocument& document, Html& html, const Estimate& e)
{
    // A CPU deployment's one bar is the server's memory (Chinese: 内存, not a GPU's 显存).
    const bool onCpu = e.inference && e.inference->onCpu;
    html.heading(onCpu ? SizingSheet::tr("Memory of each server")
                       : SizingSheet::tr("Memory per GPU"));
    std::vector<MemoryBar> bars;
    QList<QStringList> rows;
    QStringList header
        = {SizingSheet::tr("Part"), SizingSheet::tr("Expected"), SizingSheet::tr("Low - high")};
    auto cells = [](const Range& r) {
        return QStringList{gib(r.expected),
                           SizingSheet::tr("%1 - %2").arg(gib(r.low), gib(r.high))};
    };
    auto row = [&](const QString& label, const MemoryComponent& c) {
        rows.append(QStringList{label} + cells(c.bytes));
    };
    if (e.training) {
        // One bar and one pair of columns per stage estimated: which part makes a later stage
        // the fuller one (the logits, a middle stage's experts) is what a reader acts on.
        const std::vector<TrainingStage>& stages = e.training->stages;
        auto stageName = [&](const TrainingLayout& layout) {
            if (stages.size() == 1)
                return SizingSheet::tr("Every GPU");
            if (layout.isFirstStage())
                return SizingSheet::tr("First pipeline stage");
            if (layout.isLastStage())
                return SizingSheet::tr("Last pipeline stage");
            return SizingSheet::tr("Pipeline stage %1 of %2")
                .arg(layout.stage + 1)
                .arg(layout.stages);
        };
        if (stages.size() > 1)
            header = {SizingSheet::tr("Part")};
        const double factor = e.training->calibration;
        for (const TrainingStage& stage : stages) {
            const Range& shown = stage.shownTotal;
            bars.push_back({stageName(stage.memory.layout), trainingParts(stage.memory, factor),
                            stage.memory.capacityBytes, shown.low, shown.high});
            if (stages.size() > 1)
                header << stageName(stage.memory.layout) << SizingSheet::tr("Low - high");
        }
        auto trainingRow = [&](const QString& label, auto rangeOf) {
            QStringList cellsOfRow{label};
            for (const TrainingStage& stage : stages)
                cellsOfRow += cells(rangeOf(stage));
            rows.append(cellsOfRow);
        };
        const std::pair<QString, MemoryComponent TrainingMemory::*> parts[]
            = {{SizingSheet::tr("Weights"), &TrainingMemory::weights},
               {SizingSheet::tr("Gradients"), &TrainingMemory::gradients},
               {SizingSheet::tr("Optimizer states"), &TrainingMemory::optimizer},
               {SizingSheet::tr("Activations"), &TrainingMemory::activations},
               {SizingSheet::tr("Overhead"), &TrainingMemory::overhead}};
        // Not a structured binding: clang before 16 cannot capture one in a lambda.
        for (const auto& entry : parts) {
            const auto part = entry.second;
            trainingRow(entry.first,
                        [part](const TrainingStage& s) { return (s.memory.*part).bytes; });
        }
        trainingRow(SizingSheet::tr("Total"),
                    [](const TrainingStage& s) { return s.memory.total; });
        // Blocks cached for earlier batch shapes are released before an out-of-memory error:
        // the verdict judges the total without them.
        if (std::any_of(stages.begin(), stages.end(),
                        [](const TrainingStage& s) { return s.memory.shapeCache.high > 0; }))
            trainingRow(SizingSheet::tr("Needed (judged)"),
                        [](const TrainingStage& s) { return s.memory.needed; });
        // The bars and the verdict use the trial run's correction: the table says so.
        if (e.training->calibrated())
            trainingRow(
                SizingSheet::tr("Total scaled by the trial run's peak (x%1)").arg(num(factor, 2)),
                [](const TrainingStage& s) { return s.judgedTotal; });
    } else if (const auto& n = e.inference) {
        const InferenceMemory& served = n->memory;
        bars.push_back({onCpu ? SizingSheet::tr("Server memory") : SizingSheet::tr("Busiest GPU"),
                        servingParts(served, onCpu), served.capacityBytes, served.total.low,
                        served.total.high});
        row(SizingSheet::tr("Weights"), served.weights);
        row(SizingSheet::tr("KV cache at peak"), served.kvCache);
        row(SizingSheet::tr("Activations"), served.activations);
        row(SizingSheet::tr("Overhead"), served.overhead);
        row(onCpu ? SizingSheet::tr("Other services on the server") : SizingSheet::tr("Companions"),
            served.companions);
        rows.append(
            {SizingSheet::tr("Total"), gib(served.total.expected),
             SizingSheet::tr("%1 - %2").arg(gib(served.total.low), gib(served.total.high))});
    }
    addImage(document, html, QStringLiteral("sheet://memory"),
             memoryBarsImage(bars, kChartWidthMm, kChartHeightMm));
    html.table(header, rows);
}

// The words the comparison uses too (core messages "billing.*").
QString billingName(Billing billing)
{
    return messageText("billing." + billingNames()[static_cast<std::size_t>(billing)], {});
}

void timeAndCost(Html& html, const Scenario& s, const Estimate& e)
{
    html.heading(SizingSheet::tr("Time and cost"));
    QList<QStringList> rows;
    if (const auto& t = e.trainingTime) {
        rows.append({SizingSheet::tr("Step time"), range(t->stepTime, 2) + SizingSheet::tr(" s")});
        rows.append({SizingSheet::tr("MFU"), range(t->mfu, 1, 100) + QStringLiteral(" %")});
        if (t->gpuHours)
            rows.append({SizingSheet::tr("GPU-hours"), range(*t->gpuHours, 0)});
        if (t->totalTime)
            rows.append({SizingSheet::tr("Calendar time"),
                         range(*t->totalTime, 1, 1.0 / 86400) + SizingSheet::tr(" days")});
        if (const auto& c = e.trainingCost)
            rows.append({SizingSheet::tr("Cost"),
                         range(c->amount, 0) + QLatin1Char(' ') + text(c->currency)});
    }
    if (const auto& n = e.inference) {
        // An engine that cannot start has no speed: no zeros stand in. The speed is the fleet
        // as entered, each replica at its share of the peak; the smallest fleet's figures are
        // named as such.
        const InferenceFleet& f = n->fleet;
        if (!n->memory.startable) {
            rows.append(
                {SizingSheet::tr("Speed"), SizingSheet::tr("none: the engine cannot start")});
        } else if (f.usersPerReplica > 0) {
            rows.append({SizingSheet::tr("Time to first token, as entered"),
                         range(f.ttft, 0, 1000) + SizingSheet::tr(" ms")});
            rows.append({SizingSheet::tr("Time per output token, as entered"),
                         range(f.tpot, 1, 1000) + SizingSheet::tr(" ms")});
            rows.append({SizingSheet::tr("Throughput, as entered"),
                         range(f.throughput, 0) + SizingSheet::tr(" tokens/s")});
        } else if (n->onCpu) {
            rows.append({SizingSheet::tr("Time to first token, one server at %n user(s)", nullptr,
                                         n->speed.users),
                         range(n->speed.ttft, 0, 1000) + SizingSheet::tr(" ms")});
            rows.append({SizingSheet::tr("Time per output token, one server at %n user(s)", nullptr,
                                         n->speed.users),
                         range(n->speed.tpot, 1, 1000) + SizingSheet::tr(" ms")});
        } else {
            rows.append({SizingSheet::tr("Time to first token, one replica at %n user(s)", nullptr,
                                         n->speed.users),
                         range(n->speed.ttft, 0, 1000) + SizingSheet::tr(" ms")});
            rows.append({SizingSheet::tr("Time per output token, one replica at %n user(s)",
                                         nullptr, n->speed.users),
                         range(n->speed.tpot, 1, 1000) + SizingSheet::tr(" ms")});
        }
        if (f.monthlyCost)
            rows.append({SizingSheet::tr("Per month, as entered"),
                         num(*f.monthlyCost, 0) + QLatin1Char(' ') + text(f.currency)});
        if (n->sizing.deploymentThroughput.expected > 0)
            rows.append({SizingSheet::tr("Throughput at the peak, smallest fleet"),
                         range(n->sizing.deploymentThroughput, 0) + SizingSheet::tr(" tokens/s")});
        if (const auto& r = n->rent)
            rows.append({SizingSheet::tr("Per month, smallest fleet"),
                         range(r->gpuMonthly, 0) + QLatin1Char(' ') + text(r->currency)});
    }
    // On the CPU path the price is a server's hour: the servers stand where GPUs would.
    const bool perServer = e.inference && e.inference->onCpu;
    if (s.pricing.gpuHour && s.pricing.minimumHours > 0)
        rows.append({SizingSheet::tr("Billing"),
                     (perServer ? SizingSheet::tr("%1 %2 per server-hour, %3, minimum %4 h")
                                : SizingSheet::tr("%1 %2 per GPU-hour, %3, minimum %4 h"))
                         .arg(num(*s.pricing.gpuHour, 2), text(s.pricing.currency),
                              billingName(s.pricing.billing), num(s.pricing.minimumHours, 0))});
    else if (s.pricing.gpuHour)
        rows.append({SizingSheet::tr("Billing"),
                     (perServer ? SizingSheet::tr("%1 %2 per server-hour, %3")
                                : SizingSheet::tr("%1 %2 per GPU-hour, %3"))
                         .arg(num(*s.pricing.gpuHour, 2), text(s.pricing.currency),
                              billingName(s.pricing.billing))});
    html.table({}, rows);
}

void findings(Html& html, const Estimate& e)
{
    if (e.decisions.empty() && e.advice.empty())
        return;
    html.heading(SizingSheet::tr("Findings"));
    QList<QStringList> rows;
    for (const DecisionRow& row : e.decisions)
        rows.append({messageText(row.id, {}), messageText("verdict." + row.verdict, {}),
                     messageText(row.reason), messageText(row.checkFirstId, {})});
    if (!rows.isEmpty())
        html.table({SizingSheet::tr("Question"), SizingSheet::tr("Verdict"),
                    SizingSheet::tr("In this scenario's numbers"), SizingSheet::tr("Check first")},
                   rows);
    QStringList advice;
    for (const Note& note : e.advice)
        advice << messageText(note);
    if (!advice.isEmpty())
        html.list(advice);
}

// Where an item's figures come from: its catalog source, or, for an item the scenario describes
// itself (id "custom"), the scenario file, in the sheet's language.
QString sourceOf(const std::string& id, const Provenance& provenance)
{
    return id == "custom" ? SizingSheet::tr("the scenario file")
                          : QString::fromStdString(provenance.source);
}

void assumptions(Html& html, const Scenario& s, const Estimate& e)
{
    html.heading(SizingSheet::tr("Assumptions"));
    QStringList items;
    if (const auto& t = e.trainingTime)
        items << SizingSheet::tr("Kernel efficiency (share of peak the compute reaches): %1 %")
                     .arg(range(t->efficiency, 0, 100));
    for (const Note& note : e.assumptions)
        items << messageText(note);
    html.list(items);
    html.paragraph(esc(SizingSheet::tr("Catalog figures, with their sources:")));
    QList<QStringList> rows;
    const HardwareSpec& hw = s.hardware;
    if (!hw.gpuId.empty())
        rows.append({text(hw.gpu.name),
                     SizingSheet::tr("%1 GiB, %2 GB/s, %3 TFLOP/s BF16 dense")
                         .arg(num(hw.gpu.memoryGib, 0), num(hw.gpu.bandwidthGBps, 0),
                              num(hw.gpu.bf16Tflops, 0)),
                     sourceOf(hw.gpuId, hw.gpu.provenance),
                     QString::fromStdString(hw.gpu.provenance.asOf)});
    auto link = [&](const LinkSpec& l) {
        if (l.name.empty())
            return; // no link of this kind in the plan (a CPU-served model)
        rows.append(
            {text(l.name),
             SizingSheet::tr("%1 GB/s, %2 us").arg(num(l.bandwidthGBps, 1), num(l.latencyUs, 1)),
             sourceOf(l.id, l.provenance), QString::fromStdString(l.provenance.asOf)});
    };
    link(hw.intraNodeLink);
    // Servers that each hold whole replicas use no link between them.
    if (hw.nodes > 1 && !(e.bom && e.bom->fabric.replicasWithinServers))
        link(hw.interNodeLink);
    if (hw.cpu)
        rows.append({text(hw.cpu->name),
                     SizingSheet::tr("%1 cores, %2 GB/s")
                         .arg(hw.cpu->cores)
                         .arg(num(hw.cpu->bandwidthGBps, 0)),
                     sourceOf(hw.cpuId, hw.cpu->provenance),
                     QString::fromStdString(hw.cpu->provenance.asOf)});
    html.table({SizingSheet::tr("Item"), SizingSheet::tr("Figures"), SizingSheet::tr("Source"),
                SizingSheet::tr("As of")},
               rows);
}

void checklist(Html& html, const Estimate& e)
{
    html.heading(SizingSheet::tr("Before buying: validate"));
    QStringList steps;
    if (e.training) {
        steps << SizingSheet::tr("Run the smallest configuration once (one server, a few hundred "
                                 "steps) and record its step time and peak memory; enter them as "
                                 "the trial run to calibrate this sheet.")
              << SizingSheet::tr("Check memory: the peak stays below %1 per GPU, with at least "
                                 "10% free for fragmentation and spikes.")
                     .arg(gib(e.training->first().memory.capacityBytes * 0.9))
              << SizingSheet::tr("Check single-GPU utilisation first, then communication "
                                 "(the share of the step spent waiting on the links), and only "
                                 "then consider a more expensive GPU.")
              << SizingSheet::tr("Check data loading: the input pipeline keeps up with the "
                                 "tokens per second the GPUs consume.")
              << SizingSheet::tr("Scale to the full count only after these hold.");
    } else {
        const bool onCpu = e.inference && e.inference->onCpu;
        steps << (onCpu ? SizingSheet::tr("Start the engine with the planned settings on one "
                                          "server; it must start (its slots' context fits) and "
                                          "report its KV cache size.")
                        : SizingSheet::tr("Start the engine with the planned settings on one "
                                          "replica; it must start (the context fits) and report "
                                          "its KV cache size."))
              << SizingSheet::tr("Load-test at the busiest minutes' concurrency, not the daily "
                                 "average; check first-token and per-token latency against the "
                                 "targets.")
              << (onCpu ? SizingSheet::tr("Keep headroom for co-located services, then add "
                                          "servers.")
                        : SizingSheet::tr("Keep headroom for co-located services, then add "
                                          "replicas."));
    }
    html.list(steps, true);
}

} // namespace

std::unique_ptr<QTextDocument> scenarioSheet(const Scenario& scenario, const Estimate& estimate,
                                             const SheetHeader& h)
{
    auto document = newDocument();
    Html html;
    // A CPU deployment buys no GPU: its sheet is a server sizing sheet.
    const bool onCpu = estimate.inference && estimate.inference->onCpu;
    header(html, h,
           onCpu ? SizingSheet::tr("Server sizing sheet") : SizingSheet::tr("GPU sizing sheet"),
           SizingSheet::tr("Scenario"));
    recommendation(html, scenario, estimate);
    memorySection(*document, html, estimate);
    timeAndCost(html, scenario, estimate);
    billOfMaterials(html, scenario, estimate);
    ownership(html, estimate);
    findings(html, estimate);
    assumptions(html, scenario, estimate);
    checklist(html, estimate);
    approval(html, scenario.request);
    document->setHtml(html.document());
    document->setMetaInformation(QTextDocument::DocumentTitle, h.title);
    return document;
}

void printSheet(QTextDocument& document, QPagedPaintDevice& device)
{
    // Pages broken at the device's page size and numbered; no heading left at a page's foot.
    printKeepingHeadings(document, device);
}

QPageSize::PageSizeId defaultPaper()
{
    return QLocale::system().measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter
                                                                              : QPageSize::A4;
}

bool writeSheetPdf(QTextDocument& document, const QString& path, QPageSize::PageSizeId paper,
                   QString& error)
{
    QPdfWriter writer(path);
    // No margins of the writer's own: QTextDocument::print keeps 2 cm on every side.
    writer.setPageLayout(QPageLayout(QPageSize(paper), QPageLayout::Portrait, QMarginsF(0, 0, 0, 0),
                                     QPageLayout::Millimeter));
    writer.setResolution(300);
    const QString title = document.metaInformation(QTextDocument::DocumentTitle);
    writer.setTitle(title.isEmpty() ? QFileInfo(path).completeBaseName() : title);
    writer.setCreator(QStringLiteral("GPU Planner %1").arg(QStringLiteral(GP_VERSION)));
    QPainter probe;
    if (!probe.begin(&writer)) {
        error = SizingSheet::tr("cannot write %1").arg(path);
        return false;
    }
    probe.end();
    printSheet(document, writer);
    return true;
}

} // namespace gp::sheet
