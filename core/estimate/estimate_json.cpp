#include "estimate/estimate_json.h"

#include "training/kernel_efficiency.h"

#include "common/messages.h"
#include "inference/engine_defaults.h"
#include "model/architecture_json.h"
#include "procure/bom_json.h"
#include "training/framework_memory.h"
#include "training/training_fit.h"

#include <algorithm>
#include <cmath>
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
        j["args"] = printableArgs(note.args);
    return j;
}

nlohmann::json verdictToJson(const Verdict& v)
{
    nlohmann::json j = {{"fit", fitName(v.fit)},
                        {"fits", v.fits()},
                        {"reason", v.reason},
                        {"used_bytes", v.usedBytes},
                        {"capacity_bytes", v.capacityBytes},
                        {"margin_bytes", v.marginBytes},
                        {"on_cpu", v.onCpu},
                        {"message", noteToJson(v.message)}};
    if (!v.stage.empty())
        j["stage"] = v.stage;
    if (v.targetsMet)
        j["targets_met"] = *v.targetsMet;
    return j;
}

nlohmann::json decisionToJson(const DecisionRow& row)
{
    auto text = [](const std::string& id) {
        return nlohmann::json{{"id", id}, {"message", renderEnglish(id, {})}};
    };
    const Note& reason = row.reason;
    return {
        {"id", row.id},
        {"label", renderEnglish(row.id, {})},
        {"verdict", row.verdict},
        {"cause", text(row.causeId)},
        {"reason",
         {{"id", reason.id}, {"args", printableArgs(reason.args)}, {"message", reason.message}}},
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
                          {"total_fits", m.totalFits},
                          {"failing", m.failing},
                          {"short_bytes", m.shortBytes},
                          {"free_bytes", m.freeBytes},
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
           {"engine_version",
            engineVersionNames()[static_cast<int>(scenario.inference.engineVersion)]},
           {"trtllm_backend",
            trtllmBackendNames()[static_cast<int>(scenario.inference.trtllmBackend)]},
           // The sequences the engine runs at once: as given, else its default.
           {"max_num_seqs", engineSequenceLimit(scenario)},
           // The split estimated, chosen by the planner when the file says "tp": "auto".
           {"tp", scenario.inference.tp},
           {"pp", scenario.inference.pp},
           {"tp_auto", scenario.inference.tpAuto},
           {"weights",
            {{"format", weightFormatName(scenario.inference.weights)},
             {"kernels", weightKernelsName(sp.weightKernels)},
             {"bits_per_weight", m.served.bitsPerWeight},
             {"parameters_on_gpu", m.served.parameters}}},
           {"kv_bytes_per_token", m.kv.bytesPerToken},
           {"recurrent_state_bytes_per_sequence", m.kv.stateBytes},
           {"kv_capacity_tokens", rangeJson(m.kvCapacityTokens)},
           {"max_model_len", m.maxModelLen},
           {"max_num_batched_tokens", m.maxNumBatchedTokens},
           {"block_tokens", m.blockTokens},
           {"max_concurrency", rangeJson(m.maxConcurrency)},
           {"running_at_peak", m.runningAtPeak},
           {"queued_at_peak", m.queuedAtPeak},
           {"longest_context_tokens", rangeJson(m.longestContext)},
           {"prefill_s", rangeJson(sp.prefill)},
           // The figures below and the curve are the closed loop; "burst" is the other load.
           // Both are one replica of the fleet as entered at its share of the peak: "users"
           // of the "replicas_sharing_peak" (1 when the fleet holds no whole replica).
           {"load", "closed_loop"},
           {"users", sp.users},
           {"replicas_sharing_peak", sp.sharedBy},
           {"ttft_s", rangeJson(sp.ttft)},
           {"tpot_s", rangeJson(sp.tpot)},
           {"throughput_tokens_per_s", rangeJson(sp.throughput)},
           {"max_batch", sp.maxBatch},
           {"compute_bound_from_batch", sp.computeBoundFrom},
           // How a decode step is timed: weights and cache at a share of the bandwidth, plus the
           // engine's fixed cost; "backend" names the published tables they come from.
           {"decode",
            {{"bandwidth_share", rangeJson(sp.bandwidthEfficiency)},
             {"step_overhead_s", rangeJson(sp.stepOverhead)},
             {"weights_read_bytes", sp.weightsReadPerStep},
             {"backend", sp.decodeBackend}}},
           {"concurrency", curve},
           {"burst",
            {{"prompts", sp.burst.prompts},
             {"running", sp.burst.running},
             {"waves", sp.burst.waves},
             {"ttft_s", rangeJson(sp.burst.ttft)},
             {"last_ttft_s", rangeJson(sp.burst.lastTtft)},
             {"tpot_s", rangeJson(sp.burst.tpot)},
             {"throughput_tokens_per_s", rangeJson(sp.burst.throughput)},
             {"seconds", rangeJson(sp.burst.seconds)}}},
           {"command", e.command}};
    const InferenceSizing& z = e.sizing;
    if (z.minTp > 0)
        inference["smallest_split"] = {{"tp", z.minTp}, {"pp", z.minPp}};
    if (z.gpus.expected > 0) {
        inference["gpus"] = rangeJson(z.gpus);
        inference["replicas"] = rangeJson(z.replicas);
        inference["requests_per_s_per_replica"] = rangeJson(z.requestsPerSecondPerReplica);
        inference["concurrency_per_replica"] = z.concurrencyPerReplica;
        inference["deployment_tokens_per_s"] = rangeJson(z.deploymentThroughput);
    }
    inference["targets_met"] = z.targetsMet;
    // The fleet as entered, beside the smallest one above: never mixed into its figures.
    const InferenceFleet& f = e.fleet;
    nlohmann::json fleet = {{"gpus", f.gpus},
                            {"gpus_per_replica", f.gpusPerReplica},
                            {"replicas", f.replicas},
                            {"spare_gpus", f.spareGpus},
                            {"targets_met", f.targetsMet},
                            {"short_of", f.shortOf}};
    if (f.usersPerReplica > 0) {
        fleet["users_per_replica"] = f.usersPerReplica;
        fleet["ttft_s"] = rangeJson(f.ttft);
        fleet["tpot_s"] = rangeJson(f.tpot);
        fleet["throughput_tokens_per_s"] = rangeJson(f.throughput);
        fleet["requests_per_s"] = rangeJson(f.requestsPerSecond);
    }
    if (f.monthlyCost)
        fleet["cost"] = {{"monthly", *f.monthlyCost}, {"currency", f.currency}};
    inference["fleet"] = fleet;
    if (e.cpu) {
        inference["cpu_tokens_per_s"] = rangeJson(e.cpu->tokensPerSecond);
        inference["cpu"] = {{"name", englishName(e.cpu->cpuName)},
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
    for (const auto& row : e.skipGpu)
        skip.push_back({{"id", row.id},
                        {"case", renderEnglish(row.id, {})},
                        {"verdict", row.verdict},
                        {"message", renderEnglish(row.messageId, row.args)}});
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

nlohmann::json trainingMemoryJson(const TrainingStage& stage)
{
    const TrainingMemory& m = stage.memory;
    const TrainingLayout& l = m.layout;
    return {{"per_gpu",
             {{"weights", rangeJson(m.weights.bytes)},
              {"gradients", rangeJson(m.gradients.bytes)},
              {"optimizer", rangeJson(m.optimizer.bytes)},
              {"activations", rangeJson(m.activations.bytes)},
              {"overhead", rangeJson(m.overhead.bytes)},
              {"allocated", rangeJson(m.allocated)},
              {"reserved", rangeJson(m.reserved)},
              {"total", rangeJson(m.total)},
              {"needed", rangeJson(m.needed)}}},
            // Which GPU these figures are for (kept under its first name for compatibility).
            {"busiest_gpu", std::string(l.role()) + " pipeline stage"},
            {"stage", l.role()},
            {"stage_index", l.stage},
            {"capacity_bytes", m.capacityBytes},
            {"fits", stage.fits},
            {"headroom_bytes", rangeJson(stage.headroom)},
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
                              {"linear_layers", b.linearMixers()},
                              {"mlp", b.mlp()},
                              {"norms", b.norms()},
                              {"vision", b.vision},
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
           {"model", model},
           {"verdict", verdictToJson(estimate.verdict)}};
    if (const auto& stages = estimate.training) {
        document["memory"] = trainingMemoryJson(stages->first());
        // With several stages: the fullest middle one and the last, in the same shape, each
        // judged with the trial's correction when there is one (and saying so); then every stage
        // in pipeline order, and which is the busiest.
        auto stageJson = [&](const TrainingStage& stage) {
            nlohmann::json j = trainingMemoryJson(stage);
            if (stages->calibrated())
                j["calibration"] = {{"factor", stages->calibration},
                                    {"calibrated_total", rangeJson(stage.judgedTotal)}};
            return j;
        };
        nlohmann::json list = nlohmann::json::array();
        for (const TrainingStage& stage : stages->stages) {
            if (stage.memory.layout.isMiddleStage())
                document["memory"]["middle_stage"] = stageJson(stage);
            else if (stage.memory.layout.isLastStage() && stage.memory.layout.stages > 1)
                document["memory"]["last_stage"] = stageJson(stage);
            list.push_back({{"stage", stage.role()},
                            {"stage_index", stage.memory.layout.stage},
                            {"total", rangeJson(stage.memory.total)},
                            {"judged_total", rangeJson(stage.judgedTotal)},
                            {"capacity_bytes", stage.memory.capacityBytes},
                            {"fits", stage.fits}});
        }
        document["memory"]["stages"] = std::move(list);
        document["memory"]["all_stages_fit"] = stages->allFit();
        document["memory"]["busiest_stage"] = stages->busiestStage().role();
        if (const auto& fit = estimate.trainingFit)
            document["memory"]["fit"] = {{"max_micro_batch", fit->maxMicroBatch},
                                         {"max_seq_len", fit->maxSeqLen},
                                         {"min_gpus", fit->minGpus},
                                         {"min_dp", fit->minDp},
                                         {"min_servers", fit->minServers},
                                         {"min_servers_gpus", fit->minServersGpus},
                                         {"min_servers_dp", fit->minServersDp}};
        if (const auto& c = estimate.trainingCalibration)
            document["memory"]["calibration"]
                = {{"trial_estimate_bytes", c->trialEstimateBytes},
                   {"trial_measured_bytes", c->trialMeasuredBytes},
                   {"factor", c->factor},
                   {"calibrated_total", rangeJson(stages->first().judgedTotal)}};
    }
    if (const auto& f = estimate.stepFlops)
        document["training"] = {{"flops",
                                 {{"model_per_token", f->modelPerToken},
                                  {"attention_forward_per_token", f->attentionForwardPerToken},
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
        // What the efficiency table was read with, so a fit can be checked and redone.
        const EfficiencyInputs inputs = efficiencyInputs(scenario);
        training["efficiency_inputs"]
            = {{"generation", gpuGenerationNames()[static_cast<std::size_t>(inputs.generation)]},
               {"precision", inputs.fp8 ? "fp8" : "bf16"},
               {"hidden", inputs.hidden},
               {"moe", inputs.moe},
               {"framework", frameworkName(inputs.framework)}};
        training["framework"] = frameworkName(inputs.framework);
        training["loss"] = lossName(resolvedLoss(scenario.training));
        training["gradient_reduction"]
            = gradientReductionName(resolvedGradientReduction(scenario.training));
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
    if (estimate.bom)
        document["bill_of_materials"] = procure::bomToJson(*estimate.bom);
    if (estimate.fleetBom)
        document["bill_of_materials_for_targets"] = procure::bomToJson(*estimate.fleetBom);
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

} // namespace gp
