#include "estimate/estimate_text.h"

#include "common/text_columns.h"
#include "estimate/estimate_json.h"
#include "training/framework_memory.h"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>

namespace gp {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
// Labels are padded to this many columns, so values line up in either language.
constexpr std::size_t kLabelColumns = 19;

// printf into a string of whatever length the figures need.
[[gnu::format(printf, 1, 2)]] std::string format(const char* pattern, ...)
{
    va_list args;
    va_start(args, pattern);
    va_list copy;
    va_copy(copy, args);
    const int size = std::vsnprintf(nullptr, 0, pattern, copy);
    va_end(copy);
    std::string out(static_cast<std::size_t>(std::max(size, 0)), '\0');
    std::vsnprintf(out.data(), out.size() + 1, pattern, args);
    va_end(args);
    return out;
}

// A run's token count as people write it (200 M, 15 T): never in exponent form.
std::string tokenCount(double tokens)
{
    static constexpr struct
    {
        double scale;
        const char* suffix;
    } kUnits[] = {{1e12, " T"}, {1e9, " B"}, {1e6, " M"}};
    for (const auto& unit : kUnits)
        if (tokens >= unit.scale)
            return formatNumber(std::round(tokens / unit.scale * 100) / 100) + unit.suffix;
    return formatNumber(tokens);
}

std::string withThousands(std::int64_t value)
{
    const std::string digits = std::to_string(value);
    const std::size_t first = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
    std::string result = digits.substr(0, first);
    for (std::size_t i = first; i < digits.size(); i += 3)
        result += "," + digits.substr(i, 3);
    return result;
}

// Writes "  Label:            value" lines and headings through the renderer.
class TextWriter
{
public:
    explicit TextWriter(const MessageRenderer& render)
        : m_render(render)
    { }

    std::string text(std::string_view id, const std::vector<std::string>& args = {}) const
    {
        return m_render(id, args);
    }
    void heading(std::string_view id, const std::vector<std::string>& args = {})
    {
        m_out += text(id, args) + "\n";
    }
    void line(const std::string& content) { m_out += "  " + content + "\n"; }
    void field(std::string_view labelId, const std::string& value)
    {
        std::string label = padRight(text(labelId), kLabelColumns);
        if (!label.empty() && label.back() != ' ')
            label += ' '; // a label as long as the column still stands apart from its value
        m_out += "  " + label + value + "\n";
    }
    // "  Weights:             14.96 GiB  (14.96 - 14.96)"
    void memory(std::string_view labelId, const Range& r, const std::string& extra = {})
    {
        field(labelId,
              text("text.memory_value",
                   {format("%7.2f", r.expected / kGiB), format("%.2f", r.low / kGiB),
                    format("%.2f", r.high / kGiB)})
                  + extra);
    }
    void raw(const std::string& content) { m_out += content; }
    std::string take() { return std::move(m_out); }

private:
    const MessageRenderer& m_render;
    std::string m_out;
};

void modelSection(TextWriter& w, const Estimate& estimate, const Scenario& scenario)
{
    const ModelFigures& m = estimate.model;
    const ParameterCount& b = m.breakdown;
    w.heading(
        "text.scenario",
        {estimate.scenarioName,
         w.text(estimate.workload == Workload::Training ? "word.training" : "word.inference")});
    // The verdict first, in the words every other view uses.
    w.field("text.verdict", w.text(estimate.verdict.message.id, estimate.verdict.message.args));
    w.heading("text.model", {m.name});
    std::string parameters = humanCount(m.parameters);
    if (!m.overridden)
        parameters += " (" + withThousands(static_cast<std::int64_t>(m.parameters)) + ")";
    w.field("text.parameters", parameters);
    if (scenario.model.architecture.isMoe() || m.activeParameters != m.parameters)
        w.field("text.active_per_token", humanCount(m.activeParameters));
    w.field("text.embedding", humanCount(static_cast<double>(b.inputEmbedding)));
    if (b.outputHead > 0)
        w.field("text.output_head", humanCount(static_cast<double>(b.outputHead)));
    w.field("text.attention", humanCount(static_cast<double>(b.attention())));
    if (b.linearMixers() > 0)
        w.field("text.linear_layers", humanCount(static_cast<double>(b.linearMixers())));
    w.field("text.mlp", humanCount(static_cast<double>(b.mlp())));
    w.field("text.norms", humanCount(static_cast<double>(b.norms())));
    const Architecture& a = scenario.model.architecture;
    if (a.hasVision())
        w.field("text.vision",
                w.text("text.vision_value",
                       {humanCount(static_cast<double>(b.vision)), std::to_string(a.imageTokens)}));
    w.field("text.shape",
            w.text("text.shape_value",
                   {std::to_string(a.layers), std::to_string(a.hidden), std::to_string(a.heads),
                    std::to_string(a.kvHeads), std::to_string(a.headDim)}));
}

void trainingMemorySection(TextWriter& w, const Estimate& estimate, const Scenario& scenario)
{
    auto parts = [&](const TrainingMemory& stage) {
        w.memory("text.weights", stage.weights.bytes);
        w.memory("text.gradients", stage.gradients.bytes);
        w.memory("text.optimizer", stage.optimizer.bytes);
        w.memory("text.activations", stage.activations.bytes);
        w.memory("text.overhead", stage.overhead.bytes);
        w.memory("text.total", stage.total);
        w.memory("text.reserved", stage.reserved);
        w.memory("text.allocated", stage.allocated);
        // Blocks cached for earlier batch shapes are released before an out-of-memory error:
        // the fit is judged on what remains.
        if (stage.shapeCache.high > 0)
            w.memory("text.needed", stage.needed);
    };
    const TrainingStages& stages = *estimate.training;
    const TrainingStage& first = stages.first();
    const TrainingMemory& mm = first.memory;
    // With one pipeline stage every GPU holds the same; with more, the other stages follow.
    w.heading(stages.stages.size() > 1 ? "text.training_memory" : "text.training_memory_every_gpu");
    parts(mm);
    w.field("text.capacity",
            w.text("text.capacity_value",
                   {format("%7.2f GiB", mm.capacityBytes / kGiB), scenario.hardware.gpu.name,
                    w.text(first.fits ? "word.fits" : "word.does_not_fit")}));
    if (stages.calibrated())
        w.memory("text.calibrated", first.judgedTotal, " " + w.text("text.trial_run"));
    if (const auto& fit = estimate.trainingFit) {
        w.line(w.text("text.largest_fit",
                      {std::to_string(fit->maxMicroBatch), std::to_string(fit->maxSeqLen)}));
        if (fit->minGpus > 0) {
            w.line(w.text("text.min_gpus", {std::to_string(fit->minGpus)}));
            const std::string batch = std::to_string(scenario.training.globalBatch);
            const std::vector<std::string> fleet
                = {std::to_string(fit->minServers), std::to_string(fit->minServersGpus),
                   std::to_string(fit->minServersDp), batch};
            if (fit->minServers == 0)
                w.line(w.text("text.no_min_servers", {std::to_string(fit->minDp), batch}));
            else if (fit->minServersGpus != fit->minGpus)
                w.line(
                    w.text(fit->batchFixed ? "text.min_servers" : "text.min_servers_any", fleet));
        } else {
            w.line(w.text("text.no_gpu_count", {"4096"}));
        }
    }
    if (const Range host = hostMemoryPerServer(stages); host.expected > 0)
        w.memory("text.host_memory", host);
    // The loss sets the last stage's logits memory.
    std::string lossText = w.text("loss." + lossName(resolvedLoss(scenario.training)));
    if (scenario.training.loss == Loss::Auto)
        lossText = w.text("text.loss_auto", {lossText});
    w.field("text.loss", lossText);
    // When the sharded gradients are reduced sets whether they are held whole.
    if (shardsGradients(scenario.training)) {
        const GradientReduction reduction = resolvedGradientReduction(scenario.training);
        std::string reductionText = w.text("reduction." + gradientReductionName(reduction));
        if (scenario.training.gradientReduction == GradientReduction::Auto)
            reductionText = w.text("text.loss_auto", {reductionText});
        w.field("text.gradient_reduction", reductionText);
    }
    for (std::size_t i = 1; i < stages.stages.size(); ++i) {
        const TrainingStage& stage = stages.stages[i];
        const TrainingLayout& layout = stage.memory.layout;
        if (layout.isMiddleStage())
            w.heading("text.middle_stage_memory",
                      {std::to_string(layout.stage + 1), std::to_string(layout.stages)});
        else
            w.heading("text.last_stage_memory");
        parts(stage.memory);
        if (stages.calibrated())
            w.memory("text.calibrated", stage.judgedTotal, " " + w.text("text.trial_run"));
        w.field("text.capacity",
                w.text("text.capacity_short",
                       {format("%7.2f GiB", stage.memory.capacityBytes / kGiB),
                        w.text(stage.fits ? "word.fits" : "word.does_not_fit")}));
    }
}

void trainingTimeSection(TextWriter& w, const Estimate& estimate, const Scenario& scenario)
{
    if (const auto& f = estimate.stepFlops) {
        w.heading("text.training_step");
        w.field("text.work",
                w.text("text.work_value",
                       {format("%.3g", f->modelPerStep), format("%.3g", f->hardwarePerStep),
                        formatNumber(f->tokensPerStep)}));
    }
    const auto& tt = estimate.trainingTime;
    if (!tt)
        return;
    auto seconds = [&w](const Range& r) {
        return w.text("text.seconds_value",
                      {format("%9.3f", r.expected), format("%.3f", r.low), format("%.3f", r.high)});
    };
    // Which stack the kernel efficiency is for, and how much of the peak it reaches.
    const Framework framework = resolvedFramework(scenario.training);
    std::string frameworkText = w.text("framework." + frameworkName(framework));
    if (scenario.training.framework == Framework::Auto)
        frameworkText = w.text("text.framework_auto", {frameworkText});
    // A given MFU or a trial's step time sets the pace instead of the table: no share to show.
    if (tt->mfuGiven || tt->calibration)
        w.field("text.framework", frameworkText);
    else
        w.field("text.framework",
                w.text("text.framework_value",
                       {frameworkText, format("%.0f", tt->efficiency.expected * 100),
                        format("%.0f", tt->efficiency.low * 100),
                        format("%.0f", tt->efficiency.high * 100)}));
    w.field("text.step_time", seconds(tt->stepTime));
    // The parts, indented under the step time.
    const std::size_t partColumns = kLabelColumns - 2;
    w.line("  " + padRight(w.text("text.compute"), partColumns) + seconds(tt->compute));
    w.line("  " + padRight(w.text("text.communication"), partColumns) + seconds(tt->communication));
    w.line("  " + padRight(w.text("text.bubble"), partColumns) + seconds(tt->bubble));
    w.field("text.mfu",
            w.text("text.mfu_value",
                   {format("%.1f", tt->mfu.expected * 100), format("%.1f", tt->mfu.low * 100),
                    format("%.1f", tt->mfu.high * 100),
                    format("%.0f", tt->tokensPerSecondPerGpu.expected), std::to_string(tt->gpus)}));
    if (tt->gpuHours)
        w.field("text.for_tokens",
                w.text("text.duration_value",
                       {tokenCount(scenario.training.tokens.value_or(0.0)),
                        format("%.1f", tt->totalTime->expected / 86400),
                        format("%.1f", tt->totalTime->low / 86400),
                        format("%.1f", tt->totalTime->high / 86400),
                        format("%.0f", tt->gpuHours->expected), format("%.0f", tt->gpuHours->low),
                        format("%.0f", tt->gpuHours->high)}));
    if (const auto& input = estimate.trainingInput)
        w.field("text.input_pipeline",
                w.text("text.input_value",
                       {format("%.0f", input->tokensPerSecond.expected),
                        format("%.0f", input->tokensPerSecond.high),
                        format("%.1f", input->tokenizedBytesPerSecond.high / 1e6),
                        std::to_string(input->tokenIdBytes),
                        format("%.1f", input->textBytesPerSecond.high / 1e6)}));
    if (const auto& prep = estimate.dataPrep)
        w.field("text.data_prep",
                w.text(prep->given ? "text.data_prep_given" : "text.data_prep_value",
                       {format("%.1f", prep->seconds.expected / 3600),
                        format("%.1f", prep->seconds.low / 3600),
                        format("%.1f", prep->seconds.high / 3600)}));
    if (const auto& cost = estimate.trainingCost)
        w.field("text.cost",
                w.text("text.cost_value",
                       {format("%.0f", cost->amount.expected), cost->currency,
                        format("%.0f", cost->amount.low), format("%.0f", cost->amount.high),
                        format("%.0f", cost->billedHoursPerGpu.expected)}));
}

// Time per output token and throughput, each expected (low - high): both loads print them.
void tokenFields(TextWriter& w, const Range& tpot, const Range& throughput)
{
    w.field("text.per_token",
            w.text("text.ms_range",
                   {format("%.1f", tpot.expected * 1000), format("%.1f", tpot.low * 1000),
                    format("%.1f", tpot.high * 1000)}));
    w.field("text.throughput",
            w.text("text.throughput_value",
                   {format("%.0f", throughput.expected), format("%.0f", throughput.low),
                    format("%.0f", throughput.high)}));
}

void inferenceSpeedSection(TextWriter& w, const InferenceEstimate& e, const Scenario& scenario)
{
    const InferenceSpeed& sp = e.speed;
    // Each replica of the fleet as entered serves its share of the peak (on the CPU path each
    // server is a replica, and the fleet line calls them servers).
    if (sp.sharedBy > 1)
        w.heading(e.onCpu ? "text.speed_shared_cpu" : "text.speed_shared",
                  {std::to_string(sp.users), std::to_string(sp.sharedBy),
                   std::to_string(scenario.inference.peakConcurrency)});
    else
        w.heading("text.speed", {std::to_string(sp.users)});
    w.field("text.first_token",
            w.text("text.seconds_range",
                   {format("%.3f", sp.ttft.expected), format("%.3f", sp.ttft.low),
                    format("%.3f", sp.ttft.high)}));
    tokenFields(w, sp.tpot, sp.throughput);
    w.field("text.decoding", w.text("text.decoding_value", {std::to_string(sp.maxBatch)}));
    // The curve: right-aligned columns as wide as their headers need.
    const std::string headers[] = {w.text("text.col_concurrency"), w.text("text.col_ttft"),
                                   w.text("text.col_tpot"), w.text("text.col_tokens")};
    const std::size_t minimum[] = {11, 8, 9, 10};
    std::size_t widths[4];
    std::string header = " ";
    for (int c = 0; c < 4; ++c) {
        widths[c] = std::max(minimum[c], displayWidth(headers[c]));
        header += " " + padLeft(headers[c], widths[c]);
    }
    w.raw(header + "\n");
    const std::string queueing = w.text("word.queueing");
    for (const auto& p : sp.curve) {
        w.raw(" " + (" " + padLeft(std::to_string(p.concurrency), widths[0]))
              + (" " + padLeft(format("%.3f", p.ttft.expected), widths[1]))
              + (" " + padLeft(format("%.1f", p.tpot.expected * 1000), widths[2]))
              + (" " + padLeft(format("%.0f", p.throughput.expected), widths[3]))
              + (p.queued ? "  " + queueing : "") + "\n");
    }
    const BurstPoint& b = sp.burst;
    if (b.waves < 1)
        return;
    if (sp.sharedBy > 1)
        w.heading(e.onCpu ? "text.burst_shared_cpu" : "text.burst_shared",
                  {std::to_string(b.prompts), std::to_string(sp.sharedBy)});
    else
        w.heading("text.burst", {std::to_string(b.prompts)});
    w.field("text.first_token",
            w.text("text.burst_first_token",
                   {format("%.3f", b.ttft.expected), format("%.3f", b.ttft.low),
                    format("%.3f", b.ttft.high), format("%.3f", b.lastTtft.expected)}));
    tokenFields(w, b.tpot, b.throughput);
    w.field("text.burst_done",
            w.text("text.burst_done_value",
                   {format("%.1f", b.seconds.expected), format("%.1f", b.seconds.low),
                    format("%.1f", b.seconds.high), std::to_string(b.running)}));
}

void inferenceSection(TextWriter& w, const InferenceEstimate& e, const Scenario& scenario)
{
    const InferenceMemory& m = e.memory;
    const InferenceSpec& s = scenario.inference;
    w.heading(e.onCpu ? "text.inference_memory_cpu" : "text.inference_memory");
    w.memory("text.weights", m.weights.bytes,
             "  "
                 + w.text("text.weights_format",
                          {weightFormatName(s.weights),
                           formatNumber(std::round(m.served.bitsPerWeight * 100) / 100)}));
    w.memory("text.kv_peak", m.kvCache.bytes);
    w.memory("text.activations", m.activations.bytes);
    w.memory("text.overhead", m.overhead.bytes);
    if (m.companions.bytes.expected > 0)
        w.memory("text.companions", m.companions.bytes);
    w.memory("text.total", m.total);
    w.field("text.capacity",
            w.text("text.capacity_short",
                   {format("%7.2f GiB", m.capacityBytes / kGiB),
                    w.text(m.fits ? "word.fits"
                                  : (m.startable ? "word.peak_does_not_fit"
                                                 : "word.engine_cannot_start"))}));
    w.heading("text.kv_cache");
    w.line(
        w.text("text.kv_room",
               {format("%.0f", m.kv.bytesPerToken), format("%.0f", m.kvCapacityTokens.expected),
                format("%.0f", m.kvCapacityTokens.low), format("%.0f", m.kvCapacityTokens.high)}));
    if (m.kv.stateBytes > 0)
        w.line(w.text("text.recurrent_state",
                      {format("%.1f", m.kv.stateBytes / (1024.0 * 1024.0)),
                       format("%.0f", m.kv.recurrentLayers)}));
    w.line(w.text("text.kv_sequences",
                  {format("%.2f", m.maxConcurrency.expected), std::to_string(m.maxModelLen),
                   format("%.0f", m.longestContext.expected), std::to_string(e.speed.users)}));
    // An engine that cannot start has no speed: the verdict says why, no zeros stand in.
    if (m.startable)
        inferenceSpeedSection(w, e, scenario);
    else
        w.heading("text.speed_cannot_start");
    // The fleet as entered, then the smallest one for the targets: two answers, never mixed.
    const InferenceFleet& f = e.fleet;
    if (e.onCpu)
        w.heading("text.fleet_cpu", {std::to_string(f.gpus)});
    else
        w.heading("text.fleet",
                  {std::to_string(f.gpus), std::to_string(f.replicas), std::to_string(s.tp),
                   std::to_string(s.pp), std::to_string(f.spareGpus)});
    w.line(w.text(f.messageId, f.args));
    if (f.monthlyCost)
        w.line(w.text("text.fleet_cost", {format("%.0f", *f.monthlyCost), f.currency}));
    const InferenceSizing& z = e.sizing;
    if (z.gpus.expected > 0) {
        w.heading("text.deployment");
        if (e.onCpu)
            w.line(
                w.text("text.deploy_cpu",
                       {format("%.0f", z.replicas.expected), format("%.0f", z.replicas.low),
                        format("%.0f", z.replicas.high), std::to_string(z.concurrencyPerReplica)}));
        else
            w.line(
                w.text("text.deploy_gpu",
                       {format("%.0f", z.replicas.expected), format("%.0f", z.replicas.low),
                        format("%.0f", z.replicas.high), std::to_string(s.tp), std::to_string(s.pp),
                        format("%.0f", z.gpus.expected), format("%.0f", z.gpus.low),
                        format("%.0f", z.gpus.high), std::to_string(z.concurrencyPerReplica)}));
    }
    if (e.cpu)
        w.heading(e.cpu->fitsInMemory ? "text.cpu_path" : "text.cpu_path_no_fit",
                  {e.cpu->cpuName, format("%.1f", e.cpu->tokensPerSecond.expected),
                   format("%.1f", e.cpu->tokensPerSecond.low),
                   format("%.1f", e.cpu->tokensPerSecond.high)});
    if (e.rent)
        w.heading(e.onCpu ? "text.rent_cpu" : "text.rent",
                  {format("%.0f", e.rent->gpuMonthly.expected), e.rent->currency,
                   format("%.0f", e.rent->apiMonthly), format("%.2f", e.rent->requestsPerSecond),
                   format("%.2f", e.rent->breakEvenRequestsPerSecond)});
    if (!e.command.empty())
        w.heading("text.launch", {e.command});
}

void decisionSection(TextWriter& w, const Estimate& estimate)
{
    if (estimate.decisions.empty())
        return;
    // Training: symptom (cause): verdict - reason; check first. Serving: part (resource): uses
    // the GPU here? - reason; how to save.
    const bool training = estimate.workload == Workload::Training;
    if (training)
        w.heading("text.troubleshooting", {w.text(estimate.decisionOrderId)});
    else
        w.heading("text.gpu_parts");
    for (const auto& row : estimate.decisions)
        w.line("- "
               + w.text(training ? "text.decision_training" : "text.decision_serving",
                        {w.text(row.id), w.text(row.causeId), w.text("verdict." + row.verdict),
                         w.text(row.reason.id, row.reason.args), w.text(row.checkFirstId)}));
}

} // namespace

std::string noteLine(const Note& note, const MessageRenderer& render)
{
    std::string text = render(note.id, note.args);
    if (!note.path.empty())
        text = note.path + ": " + text;
    if (!note.level.empty())
        text = "[" + render("level." + note.level, {}) + "] " + text;
    return text;
}

std::string estimateToText(const Estimate& estimate, const Scenario& scenario,
                           const MessageRenderer& render)
{
    TextWriter w(render);
    modelSection(w, estimate, scenario);
    if (estimate.training)
        trainingMemorySection(w, estimate, scenario);
    trainingTimeSection(w, estimate, scenario);
    if (const auto& inf = estimate.inference)
        inferenceSection(w, *inf, scenario);
    if (!estimate.assumptions.empty()) {
        w.heading("text.assumptions");
        for (const auto& note : estimate.assumptions)
            w.line("- " + noteLine(note, render));
    }
    if (!estimate.advice.empty()) {
        w.heading("text.advice");
        for (const auto& note : estimate.advice)
            w.line("- " + noteLine(note, render));
    }
    decisionSection(w, estimate);
    return w.take();
}

} // namespace gp
