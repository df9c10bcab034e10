#include "estimate/estimate_json.h"

#include "common/messages.h"
#include "model/architecture_json.h"

#include <algorithm>
#include <cmath>
#include <cstdarg>
#include <cstdio>

namespace gp {

nlohmann::json noteToJson(const Note& note)
{
    nlohmann::json j = {{"id", note.id}, {"message", note.message}};
    if (!note.level.empty())
        j["level"] = note.level;
    if (!note.path.empty())
        j["path"] = note.path;
    if (!note.args.empty())
        j["args"] = note.args;
    return j;
}

nlohmann::json decisionToJson(const DecisionRow& row)
{
    auto text = [](const std::string& id) {
        return nlohmann::json{{"id", id}, {"message", renderEnglish(id, {})}};
    };
    const Note& reason = row.reason;
    return {{"id", row.id},
            {"label", renderEnglish(row.id, {})},
            {"verdict", row.verdict},
            {"cause", text(row.causeId)},
            {"reason", {{"id", reason.id}, {"args", reason.args}, {"message", reason.message}}},
            {"check_first", text(row.checkFirstId)}};
}

nlohmann::json rangeJson(const Range& r)
{
    return {{"low", r.low}, {"expected", r.expected}, {"high", r.high}};
}

namespace {

const char* sourceName(ModelSourceKind kind)
{
    switch (kind) {
    case ModelSourceKind::Preset:
        return "preset";
    case ModelSourceKind::HfConfig:
        return "hf_config";
    case ModelSourceKind::Architecture:
        return "architecture";
    }
    return "architecture";
}

// Counts are integers in the document unless an override made them fractional.
nlohmann::json countValue(double value)
{
    if (std::floor(value) == value && std::fabs(value) < 9.0e15)
        return static_cast<std::int64_t>(value);
    return value;
}

std::string withThousands(std::int64_t value)
{
    std::string digits = std::to_string(value);
    std::string result;
    const std::size_t first = digits.size() % 3 == 0 ? 3 : digits.size() % 3;
    result = digits.substr(0, first);
    for (std::size_t i = first; i < digits.size(); i += 3)
        result += "," + digits.substr(i, 3);
    return result;
}

nlohmann::json partsJson(const MemoryComponent& component);

void addInferenceJson(const InferenceEstimate& e, const Scenario& scenario,
                      nlohmann::json& document)
{
    const InferenceMemory& m = e.memory;
    document["memory"] = {{"per_gpu",
                           {{"weights", rangeJson(m.weights.bytes)},
                            {"kv_cache", rangeJson(m.kvCache.bytes)},
                            {"activations", rangeJson(m.activations.bytes)},
                            {"overhead", rangeJson(m.overhead.bytes)},
                            {"companions", rangeJson(m.companions.bytes)},
                            {"total", rangeJson(m.total)}}},
                          {"busiest_gpu", e.onCpu ? "the CPU's memory" : "busiest pipeline stage"},
                          {"capacity_bytes", m.capacityBytes},
                          {"engine_budget_bytes", m.engineBudgetBytes},
                          {"kv_budget_bytes", rangeJson(m.kvBudgetBytes)},
                          {"fits", m.fits},
                          {"startable", m.startable},
                          {"headroom_bytes", rangeJson(m.headroom)},
                          {"breakdown",
                           {{"weights", partsJson(m.weights)},
                            {"kv_cache", partsJson(m.kvCache)},
                            {"activations", partsJson(m.activations)},
                            {"overhead", partsJson(m.overhead)},
                            {"companions", partsJson(m.companions)}}}};
    const InferenceSpeed& sp = e.speed;
    nlohmann::json curve = nlohmann::json::array();
    for (const auto& p : sp.curve)
        curve.push_back({{"concurrency", p.concurrency},
                         {"ttft_s", rangeJson(p.ttft)},
                         {"tpot_s", rangeJson(p.tpot)},
                         {"throughput_tokens_per_s", rangeJson(p.throughput)},
                         {"queued", p.queued}});
    nlohmann::json inference
        = {{"engine", engineNames()[static_cast<int>(scenario.inference.engine)]},
           {"weights",
            {{"format", scenario.inference.weights},
             {"bits_per_weight", m.served.bitsPerWeight},
             {"parameters_on_gpu", m.served.parameters}}},
           {"kv_bytes_per_token", m.kv.bytesPerToken},
           {"kv_capacity_tokens", rangeJson(m.kvCapacityTokens)},
           {"max_model_len", m.maxModelLen},
           {"max_num_batched_tokens", m.maxNumBatchedTokens},
           {"block_tokens", m.blockTokens},
           {"max_concurrency", rangeJson(m.maxConcurrency)},
           {"longest_context_tokens", rangeJson(m.longestContext)},
           {"prefill_s", rangeJson(sp.prefill)},
           {"ttft_s", rangeJson(sp.ttft)},
           {"tpot_s", rangeJson(sp.tpot)},
           {"throughput_tokens_per_s", rangeJson(sp.throughput)},
           {"max_batch", sp.maxBatch},
           {"compute_bound_from_batch", sp.computeBoundFrom},
           {"concurrency", curve},
           {"command", e.command}};
    const InferenceSizing& z = e.sizing;
    if (z.minTp > 0)
        inference["smallest_split"] = {{"tp", z.minTp}, {"pp", z.minPp}};
    if (z.gpus.expected > 0) {
        inference["gpus"] = rangeJson(z.gpus);
        inference["replicas"] = rangeJson(z.replicas);
        inference["requests_per_s_per_replica"] = rangeJson(z.requestsPerSecondPerReplica);
        inference["concurrency_per_replica"] = z.concurrencyPerReplica;
    }
    inference["targets_met"] = z.targetsMet;
    if (e.cpu) {
        inference["cpu_tokens_per_s"] = rangeJson(e.cpu->tokensPerSecond);
        inference["cpu"] = {{"name", e.cpu->cpuName},
                            {"bytes_per_token", e.cpu->bytesPerToken},
                            {"memory_needed_bytes", e.cpu->memoryNeededBytes},
                            {"fits_in_memory", e.cpu->fitsInMemory}};
    }
    if (e.rent)
        inference["rent_vs_api"]
            = {{"gpu_monthly", rangeJson(e.rent->gpuMonthly)},
               {"api_monthly", e.rent->apiMonthly},
               {"requests_per_s", e.rent->requestsPerSecond},
               {"volume_from_capacity", e.rent->volumeFromCapacity},
               {"break_even_requests_per_s", e.rent->breakEvenRequestsPerSecond},
               {"currency", e.rent->currency}};
    nlohmann::json skip = nlohmann::json::array();
    for (const auto& row : e.skipGpu) {
        std::vector<std::string> args = {row.verdict};
        args.insert(args.end(), row.args.begin(), row.args.end());
        skip.push_back({{"id", row.id},
                        {"case", renderEnglish(row.id, {})},
                        {"verdict", row.verdict},
                        {"message", renderEnglish(row.id + "." + row.verdict, args)}});
    }
    inference["skip_gpu"] = skip;
    nlohmann::json alternatives = nlohmann::json::array();
    for (const auto& alt : e.alternatives)
        alternatives.push_back({{"id", alt.id},
                                {"change", alt.change},
                                {"fits", alt.fits},
                                {"max_concurrency", rangeJson(alt.maxConcurrency)},
                                {"longest_context_tokens", rangeJson(alt.longestContext)}});
    inference["alternatives"] = alternatives;
    document["inference"] = inference;
}

nlohmann::json partsJson(const MemoryComponent& component)
{
    nlohmann::json parts = nlohmann::json::array();
    for (const auto& part : component.parts)
        parts.push_back(
            {{"id", part.id}, {"bytes", rangeJson(part.bytes)}, {"formula", part.formula}});
    return parts;
}

nlohmann::json trainingMemoryJson(const TrainingMemory& m)
{
    const TrainingLayout& l = m.layout;
    return {{"per_gpu",
             {{"weights", rangeJson(m.weights.bytes)},
              {"gradients", rangeJson(m.gradients.bytes)},
              {"optimizer", rangeJson(m.optimizer.bytes)},
              {"activations", rangeJson(m.activations.bytes)},
              {"overhead", rangeJson(m.overhead.bytes)},
              {"total", rangeJson(m.total)}}},
            {"busiest_gpu", "first pipeline stage"},
            {"capacity_bytes", m.capacityBytes},
            {"fits", m.fits},
            {"headroom_bytes", rangeJson(m.headroom)},
            {"host_bytes", rangeJson(m.hostBytesPerNode)},
            {"breakdown",
             {{"weights", partsJson(m.weights)},
              {"gradients", partsJson(m.gradients)},
              {"optimizer", partsJson(m.optimizer)},
              {"activations", partsJson(m.activations)},
              {"overhead", partsJson(m.overhead)}}},
            {"layout",
             {{"dp", l.dp},
              {"shard_group", l.shardGroup},
              {"expert_shard_group", l.expertShardGroup},
              {"layers_on_gpu", l.layersOnGpu},
              {"micro_batches_per_step", l.microBatchesPerStep},
              {"in_flight_micro_batches", l.inFlightMicroBatches},
              {"parameters_on_gpu", l.parametersOnGpu},
              {"trainable_parameters_on_gpu", l.trainableParametersOnGpu}}}};
}

std::string gibRange(const Range& r)
{
    char text[96];
    constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
    std::snprintf(text, sizeof text, "%7.2f GiB  (%.2f - %.2f)", r.expected / GiB, r.low / GiB,
                  r.high / GiB);
    return text;
}

} // namespace

std::string humanCount(double value)
{
    struct Unit
    {
        double scale;
        const char* suffix;
    };
    static const Unit units[] = {{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "K"}};
    for (const auto& unit : units) {
        if (std::fabs(value) >= unit.scale) {
            char text[32];
            const double scaled = value / unit.scale;
            std::snprintf(text, sizeof text, scaled >= 100 ? "%.1f %s" : "%.2f %s", scaled,
                          unit.suffix);
            return text;
        }
    }
    return formatNumber(value);
}

nlohmann::json estimateToJson(const Estimate& estimate, const Scenario& scenario)
{
    const ModelFigures& m = estimate.model;
    const ParameterCount& b = m.breakdown;
    nlohmann::json model = {{"name", m.name},
                            {"source", sourceName(scenario.model.kind)},
                            {"parameters", countValue(m.parameters)},
                            {"active_parameters", countValue(m.activeParameters)},
                            {"parameters_overridden", m.overridden},
                            {"breakdown",
                             {{"embedding", b.inputEmbedding},
                              {"output_head", b.outputHead},
                              {"attention", b.attention()},
                              {"mlp", b.mlp()},
                              {"norms", b.norms()},
                              {"total", b.total()},
                              {"active_per_token", b.activePerToken()}}},
                            {"architecture", architectureToJson(scenario.model.architecture)}};
    if (!scenario.model.presetId.empty())
        model["preset"] = scenario.model.presetId;

    nlohmann::json advice = nlohmann::json::array();
    for (const auto& note : estimate.advice)
        advice.push_back(noteToJson(note));
    nlohmann::json assumptions = nlohmann::json::array();
    for (const auto& note : estimate.assumptions)
        assumptions.push_back(noteToJson(note));

    nlohmann::json document
        = {{"format", kEstimateFormat},
           {"scenario", estimate.scenarioName},
           {"workload", estimate.workload == Workload::Training ? "training" : "inference"},
           {"model", model}};
    if (estimate.trainingMemory) {
        document["memory"] = trainingMemoryJson(*estimate.trainingMemory);
        if (const auto& fit = estimate.trainingFit)
            document["memory"]["fit"] = {{"max_micro_batch", fit->maxMicroBatch},
                                         {"max_seq_len", fit->maxSeqLen},
                                         {"min_gpus", fit->minGpus},
                                         {"min_dp", fit->minDp}};
        if (const auto& c = estimate.trainingCalibration)
            document["memory"]["calibration"]
                = {{"trial_estimate_bytes", c->trialEstimateBytes},
                   {"trial_measured_bytes", c->trialMeasuredBytes},
                   {"factor", c->factor},
                   {"calibrated_total", rangeJson(c->calibratedTotal)}};
    }
    if (const auto& f = estimate.stepFlops)
        document["training"] = {{"flops",
                                 {{"model_per_token", f->modelPerToken},
                                  {"recompute_per_token", f->recomputePerToken},
                                  {"tokens_per_step", f->tokensPerStep},
                                  {"model_per_step", f->modelPerStep},
                                  {"hardware_per_step", f->hardwarePerStep}}}};
    if (const auto& tt = estimate.trainingTime) {
        nlohmann::json& training = document["training"];
        training["gpus"] = tt->gpus;
        training["step_time_s"] = rangeJson(tt->stepTime);
        training["compute_s"] = rangeJson(tt->compute);
        training["communication_s"] = rangeJson(tt->communication);
        training["bubble_s"] = rangeJson(tt->bubble);
        training["mfu"] = rangeJson(tt->mfu);
        training["kernel_efficiency"] = rangeJson(tt->efficiency);
        training["tokens_per_s"] = rangeJson(tt->tokensPerSecondPerGpu);
        if (tt->totalTime)
            training["total_time_s"] = rangeJson(*tt->totalTime);
        if (tt->gpuHours)
            training["gpu_hours"] = rangeJson(*tt->gpuHours);
        if (const auto& c = tt->calibration)
            training["calibration"] = {{"trial_estimate_s", c->trialEstimateS},
                                       {"trial_measured_s", c->trialMeasuredS},
                                       {"factor", c->factor}};
        if (const auto& cost = estimate.trainingCost) {
            static const char* billing[] = {"per-second", "hourly", "daily", "monthly", "reserved"};
            training["cost"] = rangeJson(cost->amount);
            training["cost"]["currency"] = cost->currency;
            training["cost"]["billing"] = billing[static_cast<int>(cost->billing)];
            training["cost"]["billed_hours_per_gpu"] = rangeJson(cost->billedHoursPerGpu);
        }
        if (const auto& input = estimate.trainingInput) {
            const double mb = 1e6;
            training["input_tokens_per_s"] = rangeJson(input->tokensPerSecond);
            training["input_mb_per_s"]
                = {{"tokenized", rangeJson(input->tokenizedBytesPerSecond * (1 / mb))},
                   {"text", rangeJson(input->textBytesPerSecond * (1 / mb))},
                   {"token_id_bytes", input->tokenIdBytes}};
        }
        if (const auto& prep = estimate.dataPrep) {
            training["data_prep_s"] = rangeJson(prep->seconds);
            training["data_prep_s"]["given"] = prep->given;
        }
        nlohmann::json parts = nlohmann::json::array();
        for (const auto& part : tt->parts)
            parts.push_back(
                {{"id", part.id}, {"seconds", rangeJson(part.seconds)}, {"formula", part.formula}});
        training["breakdown"] = parts;
    }
    if (const auto& inf = estimate.inference)
        addInferenceJson(*inf, scenario, document);
    nlohmann::json decisions = nlohmann::json::array();
    for (const auto& row : estimate.decisions)
        decisions.push_back(decisionToJson(row));
    document["decisions"] = decisions;
    if (!estimate.decisionOrderId.empty())
        document["decision_order"] = {{"id", estimate.decisionOrderId},
                                      {"message", renderEnglish(estimate.decisionOrderId, {})}};
    document["advice"] = advice;
    document["assumptions"] = assumptions;
    return document;
}

// printf into a string of whatever length the figures need.
[[gnu::format(printf, 1, 2)]] std::string strprintf(const char* format, ...)
{
    va_list args;
    va_start(args, format);
    va_list copy;
    va_copy(copy, args);
    const int size = std::vsnprintf(nullptr, 0, format, copy);
    va_end(copy);
    std::string out(static_cast<std::size_t>(std::max(size, 0)), '\0');
    std::vsnprintf(out.data(), out.size() + 1, format, args);
    va_end(args);
    return out;
}

std::string inferenceText(const InferenceEstimate& e, const Scenario& scenario)
{
    const InferenceMemory& m = e.memory;
    const InferenceSpec& s = scenario.inference;
    std::string text;
    text += std::string(e.onCpu ? "Memory (CPU)" : "Memory per GPU (busiest stage)")
        + ", expected (low - high):\n";
    text += "  Weights:           " + gibRange(m.weights.bytes) + "  (" + s.weights + ", "
        + formatNumber(std::round(m.served.bitsPerWeight * 100) / 100) + " bits/weight)\n";
    text += "  KV cache at peak:  " + gibRange(m.kvCache.bytes) + "\n";
    text += "  Activations:       " + gibRange(m.activations.bytes) + "\n";
    text += "  Overhead:          " + gibRange(m.overhead.bytes) + "\n";
    if (m.companions.bytes.expected > 0)
        text += "  Companions:        " + gibRange(m.companions.bytes) + "\n";
    text += "  Total:             " + gibRange(m.total) + "\n";
    text += "  Capacity:          " + gibRange(Range::exactly(m.capacityBytes)).substr(0, 11)
        + " - "
        + (m.fits ? "fits" : (m.startable ? "does NOT fit the peak" : "the engine cannot start"))
        + "\n";
    text += strprintf(
        "KV cache:\n  %.0f bytes per token on the busiest device; room for %.0f tokens "
        "(%.0f - %.0f)\n"
        "  %.2f concurrent sequences of %lld tokens; %.0f tokens each at %d concurrent\n",
        m.kv.bytesPerToken, m.kvCapacityTokens.expected, m.kvCapacityTokens.low,
        m.kvCapacityTokens.high, m.maxConcurrency.expected, static_cast<long long>(m.maxModelLen),
        m.longestContext.expected, s.peakConcurrency);
    const InferenceSpeed& sp = e.speed;
    text += strprintf("Speed at %d concurrent (expected, low - high):\n"
                      "  First token:       %.3f s (%.3f - %.3f)\n"
                      "  Per output token:  %.1f ms (%.1f - %.1f)\n"
                      "  Throughput:        %.0f output tokens/s (%.0f - %.0f)\n"
                      "  Decoding at once:  %d sequences (beyond: queueing)\n",
                      s.peakConcurrency, sp.ttft.expected, sp.ttft.low, sp.ttft.high,
                      sp.tpot.expected * 1000, sp.tpot.low * 1000, sp.tpot.high * 1000,
                      sp.throughput.expected, sp.throughput.low, sp.throughput.high, sp.maxBatch);
    text += "  Concurrency   TTFT s   TPOT ms   tokens/s\n";
    for (const auto& p : sp.curve) {
        text += strprintf("  %11d %8.3f %9.1f %10.0f%s\n", p.concurrency, p.ttft.expected,
                          p.tpot.expected * 1000, p.throughput.expected,
                          p.queued ? "  (queueing)" : "");
    }
    const InferenceSizing& z = e.sizing;
    if (z.gpus.expected > 0 && e.onCpu) {
        text += strprintf(
            "Deployment:\n  %.0f server(s) (%.0f - %.0f); %d concurrent users each within "
            "the targets\n",
            z.replicas.expected, z.replicas.low, z.replicas.high, z.concurrencyPerReplica);
    } else if (z.gpus.expected > 0) {
        text += strprintf(
            "Deployment:\n  %.0f replica(s) (%.0f - %.0f) of tp %d x pp %d = %.0f GPUs (%.0f - "
            "%.0f); %d concurrent users per replica within the targets\n",
            z.replicas.expected, z.replicas.low, z.replicas.high, s.tp, s.pp, z.gpus.expected,
            z.gpus.low, z.gpus.high, z.concurrencyPerReplica);
    }
    if (e.cpu) {
        text += strprintf("CPU path (%s): %.1f tokens/s (%.1f - %.1f)%s\n", e.cpu->cpuName.c_str(),
                          e.cpu->tokensPerSecond.expected, e.cpu->tokensPerSecond.low,
                          e.cpu->tokensPerSecond.high,
                          e.cpu->fitsInMemory ? "" : ", does NOT fit in its memory");
    }
    if (e.rent) {
        text += strprintf("Rent vs API: GPUs %.0f %s/month, API %.0f %s/month at %.2f requests/s; "
                          "break-even %.2f requests/s\n",
                          e.rent->gpuMonthly.expected, e.rent->currency.c_str(), e.rent->apiMonthly,
                          e.rent->currency.c_str(), e.rent->requestsPerSecond,
                          e.rent->breakEvenRequestsPerSecond);
    }
    if (!e.command.empty())
        text += "Launch: " + e.command + "\n";
    return text;
}

std::string estimateToText(const Estimate& estimate, const Scenario& scenario)
{
    const ModelFigures& m = estimate.model;
    const ParameterCount& b = m.breakdown;
    std::string text;
    text += "Scenario: " + estimate.scenarioName + " ("
        + (estimate.workload == Workload::Training ? "training" : "inference") + ")\n";
    text += "Model: " + m.name + "\n";
    text += "  Parameters:        " + humanCount(m.parameters);
    if (!m.overridden)
        text += " (" + withThousands(static_cast<std::int64_t>(m.parameters)) + ")";
    text += "\n";
    if (scenario.model.architecture.isMoe() || m.activeParameters != m.parameters)
        text += "  Active per token:  " + humanCount(m.activeParameters) + "\n";
    text += "  Embedding:         " + humanCount(static_cast<double>(b.inputEmbedding)) + "\n";
    if (b.outputHead > 0)
        text += "  Output head:       " + humanCount(static_cast<double>(b.outputHead)) + "\n";
    text += "  Attention:         " + humanCount(static_cast<double>(b.attention())) + "\n";
    text += "  MLP / experts:     " + humanCount(static_cast<double>(b.mlp())) + "\n";
    text += "  Norms:             " + humanCount(static_cast<double>(b.norms())) + "\n";
    const Architecture& a = scenario.model.architecture;
    text += "  Shape:             " + std::to_string(a.layers) + " layers, hidden "
        + std::to_string(a.hidden) + ", " + std::to_string(a.heads) + " heads ("
        + std::to_string(a.kvHeads) + " KV), head_dim " + std::to_string(a.headDim) + "\n";
    if (const auto& memory = estimate.trainingMemory) {
        const TrainingMemory* mm = &*memory;
        text += "Memory per GPU (first pipeline stage), expected (low - high):\n";
        text += "  Weights:           " + gibRange(mm->weights.bytes) + "\n";
        text += "  Gradients:         " + gibRange(mm->gradients.bytes) + "\n";
        text += "  Optimizer states:  " + gibRange(mm->optimizer.bytes) + "\n";
        text += "  Activations:       " + gibRange(mm->activations.bytes) + "\n";
        text += "  Overhead:          " + gibRange(mm->overhead.bytes) + "\n";
        text += "  Total:             " + gibRange(mm->total) + "\n";
        text += "  Capacity:          " + gibRange(Range::exactly(mm->capacityBytes)).substr(0, 11)
            + " (" + scenario.hardware.gpu.name + ") - " + (mm->fits ? "fits" : "does NOT fit")
            + "\n";
        if (const auto& c = estimate.trainingCalibration)
            text += "  Calibrated total:  " + gibRange(c->calibratedTotal) + " (trial run)\n";
        if (const auto& fit = estimate.trainingFit) {
            text += "  Largest micro-batch that fits: " + std::to_string(fit->maxMicroBatch)
                + "; longest sequence: " + std::to_string(fit->maxSeqLen) + " tokens\n";
            if (fit->minGpus > 0)
                text += "  Smallest GPU count for this layout: " + std::to_string(fit->minGpus)
                    + "\n";
            else
                text += "  No GPU count up to data parallel 4096 fits this layout\n";
        }
        if (mm->hostBytesPerNode.expected > 0)
            text += "  Host memory/node:  " + gibRange(mm->hostBytesPerNode) + "\n";
    }
    if (const auto& f = estimate.stepFlops) {
        char line[160];
        std::snprintf(line, sizeof line,
                      "Training step:\n  Work:              %.3g FLOPs (%.3g with recomputation), "
                      "%.3g tokens\n",
                      f->modelPerStep, f->hardwarePerStep, f->tokensPerStep);
        text += line;
    }
    if (const auto& tt = estimate.trainingTime) {
        auto seconds = [](const Range& r) {
            char line[96];
            std::snprintf(line, sizeof line, "%9.3f s  (%.3f - %.3f)", r.expected, r.low, r.high);
            return std::string(line);
        };
        text += "  Step time:         " + seconds(tt->stepTime) + "\n";
        text += "    compute          " + seconds(tt->compute) + "\n";
        text += "    communication    " + seconds(tt->communication) + "\n";
        text += "    pipeline bubble  " + seconds(tt->bubble) + "\n";
        char line[160];
        std::snprintf(
            line, sizeof line,
            "  MFU:               %.1f%%  (%.1f - %.1f); %.0f tokens/s per GPU on %d GPUs\n",
            tt->mfu.expected * 100, tt->mfu.low * 100, tt->mfu.high * 100,
            tt->tokensPerSecondPerGpu.expected, tt->gpus);
        text += line;
        if (tt->gpuHours) {
            std::snprintf(
                line, sizeof line,
                "  For %.3g tokens:  %.1f days (%.1f - %.1f), %.0f GPU-hours (%.0f - %.0f)\n",
                scenario.training.tokens.value_or(0.0), tt->totalTime->expected / 86400,
                tt->totalTime->low / 86400, tt->totalTime->high / 86400, tt->gpuHours->expected,
                tt->gpuHours->low, tt->gpuHours->high);
            text += line;
        }
        if (const auto& input = estimate.trainingInput) {
            std::snprintf(line, sizeof line,
                          "  Input pipeline:    %.0f tokens/s (up to %.0f): %.1f MB/s of %d-byte "
                          "token ids, %.1f MB/s of raw text\n",
                          input->tokensPerSecond.expected, input->tokensPerSecond.high,
                          input->tokenizedBytesPerSecond.high / 1e6, input->tokenIdBytes,
                          input->textBytesPerSecond.high / 1e6);
            text += line;
        }
        if (const auto& prep = estimate.dataPrep) {
            std::snprintf(
                line, sizeof line,
                "  Data preparation:  %.1f h (%.1f - %.1f) of CPU time%s, not GPU-hours\n",
                prep->seconds.expected / 3600, prep->seconds.low / 3600, prep->seconds.high / 3600,
                prep->given ? " (given)" : "");
            text += line;
        }
        if (const auto& cost = estimate.trainingCost) {
            std::snprintf(line, sizeof line,
                          "  Cost:              %.0f %s (%.0f - %.0f), %.0f billed hours per GPU\n",
                          cost->amount.expected, cost->currency.c_str(), cost->amount.low,
                          cost->amount.high, cost->billedHoursPerGpu.expected);
            text += line;
        }
    }
    if (const auto& inf = estimate.inference)
        text += inferenceText(*inf, scenario);
    if (!estimate.assumptions.empty()) {
        text += "Assumptions:\n";
        for (const auto& note : estimate.assumptions)
            text += "  - " + note.message + "\n";
    }
    if (!estimate.advice.empty()) {
        text += "Advice:\n";
        for (const auto& note : estimate.advice)
            text += "  - [" + note.level + "] " + (note.path.empty() ? "" : note.path + ": ")
                + note.message + "\n";
    }
    if (!estimate.decisions.empty()) {
        // Training: symptom (cause): verdict - reason; check first. Serving: part (resource):
        // uses the GPU here? - reason; how to save.
        const bool training = estimate.workload == Workload::Training;
        text += training
            ? "Troubleshooting (" + renderEnglish(estimate.decisionOrderId, {}) + "):\n"
            : std::string("Which parts need the GPU:\n");
        for (const auto& row : estimate.decisions)
            text += "  - " + renderEnglish(row.id, {}) + " (" + renderEnglish(row.causeId, {})
                + "): " + row.verdict + " - " + row.reason.message
                + (training ? "; check first: " : "; to save: ")
                + renderEnglish(row.checkFirstId, {}) + "\n";
    }
    return text;
}

} // namespace gp
