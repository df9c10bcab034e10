#include "estimate/estimate.h"

#include "common/messages.h"
#include "estimate/inference_notes.h"
#include "model/presets.h"
#include "training/framework_memory.h"

#include <algorithm>
#include <cmath>

namespace gp {

Note makeNote(std::string id, std::vector<std::string> args, std::string level, std::string path)
{
    std::string message = renderEnglish(id, args);
    return {std::move(id), std::move(args), std::move(message), std::move(path), std::move(level)};
}

namespace {

// The most servers a scenario may enter (hardware.nodes): a fleet beyond it gets no bill.
constexpr double kMaxFleetServers = 100000;

ModelFigures modelFigures(const Scenario& scenario, std::vector<Note>& assumptions)
{
    const Architecture& arch = scenario.model.architecture;
    ModelFigures figures;
    figures.breakdown = countParameters(arch);
    figures.parameters = totalParameters(arch);
    figures.activeParameters = activeParameters(arch);
    figures.overridden = arch.parametersOverride.has_value();
    if (scenario.model.kind == ModelSourceKind::Preset) {
        if (const ModelPreset* preset = findPreset(scenario.model.presetId))
            figures.name = preset->name;
    } else {
        figures.name = arch.family;
    }
    if (figures.overridden)
        assumptions.push_back(
            makeNote("assume.parameters_override",
                     {formatNumber(figures.parameters),
                      formatNumber(static_cast<double>(figures.breakdown.total()))}));
    // Serving engines and Hugging Face's model classes leave the modules out; Megatron trains
    // them when asked (mtp_num_layers), which this estimate does not count.
    if (arch.mtpLayers > 0)
        assumptions.push_back(makeNote(scenario.workload == Workload::Training
                                           ? "assume.mtp_excluded_training"
                                           : "assume.mtp_excluded",
                                       {std::to_string(arch.mtpLayers)}));
    return figures;
}

std::string percent(double fraction)
{
    return formatNumber(std::round(fraction * 1000) / 10);
}

std::string gibText(double bytes)
{
    return formatNumber(std::round(bytes / (1024.0 * 1024.0 * 1024.0) * 100) / 100) + " GiB";
}

// What to change first when training memory is short, most effective first.
void trainingMemoryAdvice(const Scenario& scenario, const TrainingStage& stage,
                          std::vector<Note>& advice)
{
    const TrainingSpec& t = scenario.training;
    const TrainingMemory& m = stage.memory;
    const double total = stage.judgedTotal.expected;
    const double capacity = m.capacityBytes;
    if (!stage.fits) {
        advice.push_back(makeNote("memory.does_not_fit",
                                  {gibText(total), scenario.hardware.gpu.name, gibText(capacity)},
                                  "critical"));
        const double activations = m.activations.bytes.expected;
        const double states
            = m.weights.bytes.expected + m.gradients.bytes.expected + m.optimizer.bytes.expected;
        if (activations >= states) {
            if (!recomputesLayers(t.recompute))
                advice.push_back(makeNote("memory.try_recompute", {gibText(activations)}, "info",
                                          "training.recompute"));
            if (t.microBatch > 1)
                advice.push_back(makeNote("memory.try_smaller_micro_batch",
                                          {std::to_string(t.microBatch)}, "info",
                                          "training.micro_batch"));
            if (t.tp > 1 && !t.sequenceParallel)
                advice.push_back(makeNote("memory.try_sequence_parallel", {}, "info",
                                          "training.sequence_parallel"));
        }
        if (t.zeroStage < 3 && m.layout.shardGroup > 1)
            advice.push_back(
                makeNote("memory.try_zero",
                         {std::to_string(t.zeroStage), std::to_string(m.layout.shardGroup)}, "info",
                         "training.zero_stage"));
        if (t.method == TrainingMethod::Full)
            advice.push_back(makeNote("memory.try_lora", {}, "info", "training.method"));
        if (t.method == TrainingMethod::Lora)
            advice.push_back(makeNote("memory.try_qlora", {}, "info", "training.method"));
        if (t.tp < scenario.hardware.gpusPerNode)
            advice.push_back(
                makeNote("memory.try_tp", {std::to_string(t.tp)}, "info", "training.tp"));
    } else if (stage.headroom.expected < 0.1 * capacity) {
        advice.push_back(
            makeNote("memory.low_headroom",
                     {gibText(stage.headroom.expected), percent(stage.headroom.expected / capacity),
                      scenario.hardware.gpu.name},
                     "warning"));
    } else if (stage.judgedTotal.high > capacity) {
        advice.push_back(makeNote("memory.may_not_fit",
                                  {gibText(stage.judgedTotal.high), gibText(capacity)}, "warning"));
    }
    if (t.pp > 1 && m.layout.microBatchesPerStep < t.pp)
        advice.push_back(
            makeNote("pipeline.few_micro_batches",
                     {std::to_string(m.layout.microBatchesPerStep), std::to_string(t.pp)},
                     "warning", "training.global_batch"));
}

// The assumption note that names how the loss is computed.
const char* lossAssumption(Loss loss)
{
    switch (loss) {
    case Loss::Fused:
        return "assume.fused_loss";
    case Loss::Chunked:
        return "assume.chunked_loss";
    case Loss::FusedLinear:
        return "assume.fused_linear_loss";
    case Loss::FullLogits16:
        return "assume.half_loss";
    case Loss::Auto:
    case Loss::FullLogits:
        break;
    }
    return "assume.unfused_loss";
}

// Why a stage other than the first does not fit, when it is the fullest: the last by its logits,
// a middle one by the layers it holds that the first does not.
void stageAdvice(const Scenario& scenario, const TrainingStages& stages, std::vector<Note>& advice)
{
    const TrainingMemory& stage = stages.busiestStage().memory;
    const double factor = stages.calibration;
    const std::string needs = gibText(stages.busiestStage().judgedTotal.expected);
    const std::string capacity = gibText(stage.capacityBytes);
    const TrainingLayout& layout = stage.layout;
    if (layout.isLastStage()) {
        advice.push_back(makeNote(
            resolvedLoss(scenario.training) == Loss::FullLogits ? "memory.last_stage_over_unfused"
                                                                : "memory.last_stage_over",
            {needs, capacity, gibText(stage.activations.bytes.expected * factor)}, "critical",
            "training.pp"));
        return;
    }
    if (!layout.isMiddleStage())
        return;
    const TrainingLayout& first = stages.first().memory.layout;
    const std::string rank = std::to_string(layout.stage + 1);
    const std::string count = std::to_string(layout.stages);
    // Name what the stage holds that the first does not: more experts, more trained layers, or
    // (MoE every k-th layer) more of the dense layers.
    // A first stage given fewer layers than the others (first_stage_layers): the stage holds
    // more layers of the same kinds, all trained unless it is a freeze fine-tune.
    const bool freeze = scenario.training.method == TrainingMethod::Freeze;
    if (scenario.training.firstStageLayers > 0 && layout.layersOnGpu > first.layersOnGpu
        && layout.moeLayersOnGpu <= first.moeLayersOnGpu && !freeze)
        advice.push_back(makeNote("memory.middle_stage_over_layers",
                                  {rank, count, needs, capacity, std::to_string(layout.layersOnGpu),
                                   std::to_string(first.layersOnGpu)},
                                  "critical", "training.first_stage_layers"));
    else if (layout.moeLayersOnGpu > first.moeLayersOnGpu)
        advice.push_back(
            makeNote("memory.middle_stage_over_moe",
                     {rank, count, needs, capacity, std::to_string(layout.moeLayersOnGpu),
                      std::to_string(first.moeLayersOnGpu)},
                     "critical", "training.ep"));
    else if (layout.trainedLayersOnGpu > first.trainedLayersOnGpu)
        advice.push_back(
            makeNote("memory.middle_stage_over_trained",
                     {rank, count, needs, capacity, std::to_string(layout.trainedLayersOnGpu),
                      std::to_string(first.trainedLayersOnGpu)},
                     "critical", "training.pp"));
    else
        advice.push_back(makeNote("memory.middle_stage_over_dense",
                                  {rank, count, needs, capacity,
                                   std::to_string(layout.layersOnGpu - layout.moeLayersOnGpu),
                                   std::to_string(first.layersOnGpu - first.moeLayersOnGpu)},
                                  "critical", "training.pp"));
}

} // namespace

Estimate estimate(const Scenario& scenario, const Diagnostics& warnings)
{
    Estimate result;
    result.scenarioName = scenario.name;
    result.workload = scenario.workload;
    result.model = modelFigures(scenario, result.assumptions);
    if (scenario.workload == Workload::Training) {
        // A measurement outranks the model: a trial's measured peak scales every stage, and the
        // scaled totals decide what fits, here and in the fit search alike.
        result.trainingCalibration = calibrateTrainingMemory(scenario);
        const double factor = result.trainingCalibration ? result.trainingCalibration->factor : 1.0;
        result.training = estimateTrainingStages(scenario, Detail::Full,
                                                 result.trainingCalibration ? std::optional(factor)
                                                                            : std::nullopt);
        const TrainingStages& stages = *result.training;
        result.trainingFit = findTrainingFit(scenario, factor);
        result.stepFlops = trainingStepFlops(scenario);
        result.trainingTime = estimateTrainingTime(scenario, *result.stepFlops, stages);
        // A measured trial step time outranks the model.
        if (const auto& trial = scenario.training.trial) {
            const Scenario small = trialScenario(scenario);
            const StepFlops smallFlops = trainingStepFlops(small);
            const TrainingTime smallTime = estimateTrainingTime(
                small, smallFlops, estimateTrainingStages(small, Detail::TotalsOnly));
            calibrateTrainingTime(*result.trainingTime, *result.stepFlops,
                                  smallTime.stepTime.expected, trial->stepTimeS, scenario);
            const auto& c = *result.trainingTime->calibration;
            result.assumptions.push_back(
                makeNote("assume.time_calibrated",
                         {formatNumber(c.trialEstimateS), formatNumber(c.trialMeasuredS),
                          formatNumber(std::round(c.factor * 1000) / 1000)}));
        }
        result.trainingInput = inputPipeline(scenario, *result.trainingTime, *result.stepFlops);
        result.dataPrep = dataPrepTime(scenario);
        if (scenario.hasPricing) {
            if (result.trainingTime->totalTime)
                result.trainingCost = runCost(scenario.pricing, result.trainingTime->gpus,
                                              *result.trainingTime->totalTime);
            if (!scenario.pricing.gpuHour)
                result.advice.push_back(
                    makeNote("cost.no_price", {}, "warning", "pricing.gpu_hour"));
            else if (!scenario.training.tokens)
                result.advice.push_back(
                    makeNote("cost.no_tokens", {}, "warning", "training.tokens"));
        }
        // The first row of the troubleshooting table: communication, not compute, sets the pace.
        const TrainingTime& time = *result.trainingTime;
        if (time.communication.expected > 0.3 * time.stepTime.expected) {
            const TimePart* worst = nullptr;
            for (const auto& part : time.parts)
                if (part.id.rfind("communication.", 0) == 0
                    && (!worst || part.seconds.expected > worst->seconds.expected))
                    worst = &part;
            result.advice.push_back(
                makeNote("time.communication_bound",
                         {percent(time.communication.expected / time.stepTime.expected),
                          messageArg("word.traffic." + (worst ? worst->id.substr(14) : "none")),
                          scenario.hardware.nodes > 1 ? scenario.hardware.interNodeLink.name
                                                      : scenario.hardware.intraNodeLink.name},
                         "warning", "hardware.inter_node_link"));
        }
        if (result.trainingTime->mfuGiven)
            result.assumptions.push_back(makeNote("assume.mfu_given", {}));
        if (const auto& c = result.trainingCalibration)
            result.assumptions.push_back(
                makeNote("assume.memory_calibrated",
                         {gibText(c->trialEstimateBytes), gibText(c->trialMeasuredBytes),
                          formatNumber(std::round(c->factor * 1000) / 1000)}));
        // The loss is computed on the last stage (the only one without pipelining).
        result.assumptions.push_back(makeNote(lossAssumption(resolvedLoss(scenario.training)), {}));
        if (qloraUpcast(scenario.training))
            result.assumptions.push_back(makeNote("assume.qlora_upcast", {}));
        if (fp32BaseHeld(scenario.training))
            result.assumptions.push_back(makeNote("assume.fp32_base", {}));
        else if (fp32BaseCast(scenario.training))
            result.assumptions.push_back(makeNote(
                "assume.fp32_base_cast",
                {resolvedFramework(scenario.training) == Framework::Hf
                     ? std::string("deepspeed") // the HF Trainer shards through DeepSpeed
                     : frameworkNames()[static_cast<int>(resolvedFramework(scenario.training))]}));
        if (qloraKeepsInputs(scenario.training))
            result.assumptions.push_back(makeNote("assume.qlora_keeps_inputs", {}));
        // Advice on the fuller stage: its headroom is the one that runs out.
        const TrainingStage& busiest = stages.busiestStage();
        trainingMemoryAdvice(scenario, busiest, result.advice);
        if (!busiest.fits && busiest.memory.layout.stages > 1)
            stageAdvice(scenario, stages, result.advice);
        const TrainingFit& fit = *result.trainingFit;
        if (!stages.allFit() && fit.minGpus > scenario.hardware.totalGpus()) {
            result.advice.push_back(makeNote(
                "memory.needs_gpus", {std::to_string(fit.minGpus), std::to_string(fit.minDp)},
                "info", "hardware.nodes"));
            // What can be bought and run: whole servers, the global batch split evenly.
            const std::string perServer = std::to_string(scenario.hardware.gpusPerNode);
            const std::string batch = std::to_string(scenario.training.globalBatch);
            if (fit.minServers == 0)
                result.advice.push_back(makeNote("memory.no_servers",
                                                 {std::to_string(fit.minDp), batch, perServer},
                                                 "info", "training.global_batch"));
            else if (fit.minServersGpus != fit.minGpus && fit.batchFixed)
                result.advice.push_back(
                    makeNote("memory.needs_servers",
                             {perServer, batch, std::to_string(fit.minServers),
                              std::to_string(fit.minServersGpus), std::to_string(fit.minServersDp)},
                             "info", "hardware.nodes"));
            else if (fit.minServersGpus != fit.minGpus)
                result.advice.push_back(
                    makeNote("memory.needs_servers_any",
                             {perServer, std::to_string(fit.minServers),
                              std::to_string(fit.minServersGpus), std::to_string(fit.minServersDp)},
                             "info", "hardware.nodes"));
        }
        result.decisions
            = trainingDecisions(scenario, stages, *result.trainingTime, *result.trainingInput);
        result.decisionOrderId = trainingDiagnosisOrderId();
        result.verdict = trainingVerdict(result);
        // The time and cost shown are the layout's as entered: say so when it cannot run.
        if (!result.verdict.fits() && result.trainingTime)
            result.assumptions.push_back(makeNote("assume.timed_not_fitting", {}));
    }
    if (scenario.workload == Workload::Inference) {
        result.inference = estimateInference(scenario);
        inferenceNotes(scenario, *result.inference, result.advice, result.assumptions);
        result.decisions = inferenceDecisions(scenario, *result.inference);
        result.verdict = servingVerdict(*result.inference);
    }
    result.bom = procure::billOfMaterials(scenario, result);
    if (result.inference && !result.inference->onCpu && result.inference->sizing.targetsMet) {
        const double gpus = result.inference->sizing.gpus.expected;
        const double servers = std::ceil(gpus / scenario.hardware.gpusPerNode);
        if (std::isfinite(servers) && servers >= 1 && servers <= kMaxFleetServers
            && static_cast<int>(servers) != scenario.hardware.nodes) {
            Scenario fleet = scenario;
            fleet.hardware.nodes = static_cast<int>(servers);
            result.fleetBom = procure::billOfMaterials(fleet, result);
        }
    }
    // A price from the user's catalog is an input the reader did not see in the scenario: name
    // it, with where it comes from and how old it is.
    if (const auto& price = scenario.pricing.fromCatalog)
        result.assumptions.push_back(
            makeNote("assume.catalog_price",
                     {price->id, formatNumber(price->gpuHour), price->currency,
                      price->provider.empty() ? price->provenance.source : price->provider,
                      price->provenance.asOf}));
    for (const auto& warning : warnings.warnings())
        result.advice.push_back(
            {warning.id, warning.args, warning.message, warning.path, "warning"});
    // Most pressing first: what stops the plan, then what may, then what could be better; each
    // level in the order the estimate found it.
    auto rank = [](const Note& note) {
        return note.level == "critical" ? 0 : (note.level == "warning" ? 1 : 2);
    };
    std::stable_sort(result.advice.begin(), result.advice.end(),
                     [&](const Note& a, const Note& b) { return rank(a) < rank(b); });
    return result;
}

Range hostMemoryPerServer(const TrainingStages& stages)
{
    Range most = Range::exactly(0);
    for (const TrainingStage& stage : stages.stages)
        if (stage.memory.hostBytesPerNode.expected > most.expected)
            most = stage.memory.hostBytesPerNode;
    return most;
}

} // namespace gp
