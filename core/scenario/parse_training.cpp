#include "common/json_document.h"
#include "common/messages.h"
#include "model/parameter_count.h"
#include "scenario/pipeline_split.h"
#include "scenario/sections.h"

#include <algorithm>
#include <set>

namespace gp::sections {
namespace {

void readInt(ObjectReader& r, std::string_view key, int& field)
{
    if (auto value = readSchemaInteger(r, key))
        field = static_cast<int>(*value);
}

void readMfu(ObjectReader& r, TrainingSpec& spec)
{
    const nlohmann::json* value = r.value("mfu");
    if (!value)
        return;
    const std::string path = r.pathOf("mfu");
    Diagnostics& diag = r.diagnostics();
    auto inUnitInterval
        = [&](const nlohmann::json& item, const std::string& at) -> std::optional<double> {
        if (!item.is_number()) {
            diag.error(at, "field.wrong_type",
                       {messageArg("word.json.number"), describeJsonType(item)});
            return std::nullopt;
        }
        const double number = item.get<double>();
        // Below 0.1% no run is planned on purpose, and step times would overflow.
        if (!(number >= 0.001 && number <= 1)) {
            diag.error(at, "train.mfu_fraction", {formatNumber(number)});
            return std::nullopt;
        }
        return number;
    };
    if (value->is_number()) {
        if (auto mfu = inUnitInterval(*value, path))
            spec.mfu = Range::exactly(*mfu);
        return;
    }
    if (!value->is_array() || value->size() != 3) {
        diag.error(path, "train.mfu_shape");
        return;
    }
    auto low = inUnitInterval((*value)[0], indexPath(path, 0));
    auto expected = inUnitInterval((*value)[1], indexPath(path, 1));
    auto high = inUnitInterval((*value)[2], indexPath(path, 2));
    if (!low || !expected || !high)
        return;
    if (!(*low <= *expected && *expected <= *high)) {
        diag.error(path, "field.range_order",
                   {formatNumber(*low), formatNumber(*expected), formatNumber(*high)});
        return;
    }
    spec.mfu = Range{*low, *expected, *high};
}

void readTrial(ObjectReader& r, TrainingSpec& spec)
{
    const nlohmann::json* value = r.value("trial");
    if (!value)
        return;
    ObjectReader trial(*value, r.pathOf("trial"), r.diagnostics());
    if (!trial.isObject())
        return;
    TrialRun run;
    bool complete = true;
    auto require = [&](std::string_view key) {
        if (!trial.has(key)) {
            trial.error(key, "field.required");
            complete = false;
        }
    };
    for (const char* key : {"step_time_s", "gpus", "micro_batch", "seq_len"})
        require(key);
    // Bounds a measured run can have: a step of 0.1 ms to 10 days; a peak of 0.1 GiB (a CUDA
    // context alone is more) to 16 TiB. Outside them the calibration factor would be a unit
    // mistake (1e-9 GiB gives a factor of 1e-12), not a measurement.
    if (auto step = trial.numberIn("step_time_s", 1e-4, 864000))
        run.stepTimeS = *step;
    else
        complete = false;
    if (auto gpus = trial.integerIn("gpus", 1, 1 << 20))
        run.gpus = static_cast<int>(*gpus);
    else
        complete = false;
    if (auto micro = trial.integerIn("micro_batch", 1, 1 << 20))
        run.microBatch = static_cast<int>(*micro);
    else
        complete = false;
    if (auto global = trial.integer("global_batch"))
        run.globalBatch = *global;
    if (auto seq = trial.integer("seq_len"))
        run.seqLen = *seq;
    else
        complete = false;
    if (auto peak = trial.numberIn("peak_memory_gib", 0.1, 16384))
        run.peakMemoryGib = *peak;
    trial.finish();
    if (complete)
        spec.trial = run;
}

void readDataPrep(ObjectReader& r, TrainingSpec& spec)
{
    const nlohmann::json* value = r.value("data_prep");
    if (!value)
        return;
    ObjectReader prep(*value, r.pathOf("data_prep"), r.diagnostics());
    if (!prep.isObject())
        return;
    DataPrep result;
    result.hours = prep.numberIn("hours", 0, 1e6);
    if (auto cores = prep.integerIn("cpu_cores", 1, 1 << 20))
        result.cpuCores = static_cast<int>(*cores);
    result.tokensPerCoreS = prep.numberIn("tokens_per_core_s", 1, 1e9);
    const bool byRate = prep.has("cpu_cores") || prep.has("tokens_per_core_s");
    if (prep.has("hours") && byRate)
        prep.error("hours", "train.data_prep_either");
    else if (!prep.has("hours") && !prep.has("cpu_cores"))
        prep.error("cpu_cores", "train.data_prep_needs");
    else if (result.cpuCores > 0 && !spec.tokens)
        prep.warning("cpu_cores", "train.data_prep_no_tokens");
    prep.finish();
    if (!r.diagnostics().hasErrors())
        spec.dataPrep = result;
}

void readLoraTargets(ObjectReader& r, TrainingSpec& spec)
{
    const nlohmann::json* value = r.value("lora_targets");
    if (!value)
        return;
    const std::string path = r.pathOf("lora_targets");
    Diagnostics& diag = r.diagnostics();
    if (!value->is_array()) {
        diag.error(path, "field.wrong_type",
                   {messageArg("word.json.module_names"), describeJsonType(*value)});
        return;
    }
    std::vector<std::string> targets;
    std::set<std::string> seen;
    for (std::size_t i = 0; i < value->size(); ++i) {
        const auto& item = (*value)[i];
        const std::string at = indexPath(path, i);
        if (!item.is_string()) {
            diag.error(at, "field.wrong_type",
                       {messageArg("word.json.string"), describeJsonType(item)});
            continue;
        }
        const std::string name = item.get<std::string>();
        if (indexOf(loraTargetNames(), name) < 0)
            diag.error(at, "field.unknown_value", {choicesArg(loraTargetNames()), name});
        else if (!seen.insert(name).second)
            diag.error(at, "field.duplicate_item", {name});
        else
            targets.push_back(name);
    }
    if (value->empty())
        diag.error(path, "field.empty");
    spec.loraTargets = targets;
}

} // namespace

void readTraining(ObjectReader& top, Scenario& scenario)
{
    const nlohmann::json* value = top.value("training");
    if (!value)
        return;
    scenario.hasTraining = true;
    ObjectReader r(*value, "training", top.diagnostics());
    if (!r.isObject())
        return;
    TrainingSpec& spec = scenario.training;
    readEnum(r, "method", trainingMethodNames(), spec.method);
    readEnum(r, "precision", precisionNames(), spec.precision);
    if (auto accumulate = r.boolean("fp32_grad_accumulation"))
        spec.fp32GradAccumulation = *accumulate;
    readEnum(r, "optimizer", optimizerNames(), spec.optimizer);
    if (auto stage = readSchemaInteger(r, "zero_stage"))
        spec.zeroStage = static_cast<int>(*stage);
    if (auto offload = r.boolean("offload_optimizer"))
        spec.offloadOptimizer = *offload;
    if (auto offload = r.boolean("offload_params"))
        spec.offloadParams = *offload;
    readInt(r, "tp", spec.tp);
    readInt(r, "pp", spec.pp);
    readInt(r, "cp", spec.cp);
    readInt(r, "ep", spec.ep);
    if (r.has("dp")) {
        readInt(r, "dp", spec.dp);
        spec.dpGiven = true;
    }
    readInt(r, "shard_group", spec.shardGroup);
    if (auto sp = r.boolean("sequence_parallel"))
        spec.sequenceParallel = *sp;
    readInt(r, "virtual_stages", spec.virtualStages);
    if (auto layers = readSchemaInteger(r, "first_stage_layers"))
        spec.firstStageLayers = *layers;
    if (auto layers = readSchemaInteger(r, "last_stage_layers"))
        spec.lastStageLayers = *layers;
    readInt(r, "micro_batch", spec.microBatch);
    if (auto global = readSchemaInteger(r, "global_batch")) {
        spec.globalBatch = *global;
        spec.globalBatchGiven = true;
    }
    if (auto seq = readSchemaInteger(r, "seq_len"))
        spec.seqLen = *seq;
    readEnum(r, "recompute", recomputeNames(), spec.recompute);
    readEnum(r, "attention", attentionNames(), spec.attention);
    readEnum(r, "framework", frameworkNames(), spec.framework);
    readEnum(r, "loss", lossNames(), spec.loss);
    readEnum(r, "gradient_reduction", gradientReductionNames(), spec.gradientReduction);
    if (auto frozen = r.boolean("frozen_weight_gradients"))
        spec.frozenWeightGradients = *frozen;
    if (auto fp32 = r.boolean("fp32_base"))
        spec.fp32Base = *fp32;
    readEnum(r, "optimizer_kernel", optimizerKernelNames(), spec.optimizerKernel);
    readEnum(r, "sequence_lengths", sequenceLengthsNames(), spec.sequenceLengths);
    readInt(r, "lora_rank", spec.loraRank);
    if (auto alpha = readSchemaNumber(r, "lora_alpha"))
        spec.loraAlpha = *alpha;
    readLoraTargets(r, spec);
    if (auto bits = readSchemaInteger(r, "qlora_bits"))
        spec.qloraBits = static_cast<int>(*bits);
    if (auto doubleQuant = r.boolean("qlora_double_quant"))
        spec.qloraDoubleQuant = *doubleQuant;
    readEnum(r, "qlora_format", qloraFormatNames(), spec.qloraFormat);
    if (auto group = readSchemaInteger(r, "qlora_group_size"))
        spec.qloraGroupSize = static_cast<int>(*group);
    spec.qloraKeepsInputs = r.boolean("qlora_keeps_inputs");
    spec.qloraUpcast = r.boolean("qlora_upcast");
    spec.reentrantCheckpointing = r.boolean("reentrant_checkpointing");
    if (auto bucket = readSchemaNumber(r, "reduce_bucket_size"))
        spec.reduceBucketSize = *bucket;
    if (auto overlap = r.boolean("overlap_comm"))
        spec.overlapComm = *overlap;
    readInt(r, "trainable_layers", spec.trainableLayers);
    // At most 1e16: a thousand times the largest published pre-training run (15.6e12 tokens).
    if (auto tokens = readSchemaNumber(r, "tokens"))
        spec.tokens = *tokens;
    readMfu(r, spec);
    readTrial(r, spec);
    readDataPrep(r, spec);

    // Settings that only mean something for another method are almost always a mistake.
    const bool adapters
        = spec.method == TrainingMethod::Lora || spec.method == TrainingMethod::Qlora;
    const std::string method = trainingMethodNames()[static_cast<int>(spec.method)];
    auto warnIgnored = [&](const char* key, bool applies) {
        if (!applies && r.has(key))
            r.warning(key, "train.ignored_for_method", {method});
    };
    for (const char* key : {"lora_rank", "lora_alpha", "lora_targets", "frozen_weight_gradients"})
        warnIgnored(key, adapters);
    for (const char* key : {"qlora_bits", "qlora_double_quant", "qlora_keeps_inputs",
                            "qlora_upcast", "qlora_format", "qlora_group_size"})
        warnIgnored(key, spec.method == TrainingMethod::Qlora);
    warnIgnored("trainable_layers", spec.method == TrainingMethod::Freeze);
    warnIgnored("fp32_base", spec.method == TrainingMethod::Lora);
    // DeepSpeed's reduction buckets belong to ZeRO-1 and 2.
    for (const char* key : {"reduce_bucket_size", "overlap_comm"})
        if ((spec.zeroStage < 1 || spec.zeroStage > 2) && r.has(key))
            r.warning(key, "train.ignored_for_zero", {std::to_string(spec.zeroStage)});
    // A GPTQ base has no double quantisation and a group size of its own.
    if (spec.qloraFormat == QloraFormat::Gptq && spec.method == TrainingMethod::Qlora
        && r.has("qlora_double_quant"))
        r.warning("qlora_double_quant", "train.ignored_for_format", {"gptq"});
    if (spec.qloraFormat != QloraFormat::Gptq && spec.method == TrainingMethod::Qlora
        && r.has("qlora_group_size"))
        r.warning("qlora_group_size", "train.ignored_for_format", {"bitsandbytes"});
    // A pure 16-bit run casts the whole model: a base kept in FP32 contradicts it.
    if (spec.fp32Base && spec.method == TrainingMethod::Lora
        && spec.precision == Precision::Bf16Pure)
        r.error("fp32_base", "train.fp32_base_pure",
                {precisionNames()[static_cast<int>(spec.precision)]});
    if (adapters && spec.loraTargets.empty() && !r.has("lora_targets"))
        spec.loraTargets = {"all-linear"}; // every linear layer, whatever the family names them
    r.finish();
}

// The layers each pipeline stage holds: none may be left without one.
void checkPipelineSplit(const Scenario& scenario, Diagnostics& diag)
{
    const TrainingSpec& t = scenario.training;
    const PipelineSplit split = pipelineSplit(scenario);
    auto n = [](auto value) { return std::to_string(value); };
    if (t.pp == 1) {
        for (const char* key : {"first_stage_layers", "last_stage_layers"})
            if ((key[0] == 'f' ? t.firstStageLayers : t.lastStageLayers) > 0)
                diag.warning(std::string("training.") + key, "train.ignored_without_pp");
        return;
    }
    if (t.pp > split.layers || t.virtualStages > 1) {
        if (split.uneven() && t.virtualStages > 1)
            diag.error(split.firstGiven() ? "training.first_stage_layers"
                                          : "training.last_stage_layers",
                       "train.stage_layers_interleaved");
        return;
    }
    const char* path = split.lastGiven() ? "training.last_stage_layers"
        : split.firstGiven()             ? "training.first_stage_layers"
                                         : "training.pp";
    const int others = split.evenStages();
    if (others == 0) {
        if (split.rest() != 0)
            diag.error(path, "train.stage_layers_sum", {n(split.layers)});
        return;
    }
    if (split.rest() < others) {
        diag.error(path, "train.stage_layers_too_many",
                   {n(split.layers - split.rest()), n(split.layers), n(others)});
        return;
    }
    if (split.rest() % others == 0)
        return;
    // Megatron-LM refuses uneven ends whose rest does not divide over the stages between.
    if (split.uneven()) {
        diag.error(path, "train.stage_layers_rest", {n(split.rest()), n(others)});
        return;
    }
    // Evenly, each stage gets ceil(L/p) layers; the last keeps what remains, maybe none.
    const std::int64_t share = split.evenShare();
    if (share * (others - 1) >= split.rest())
        diag.error(path, "train.empty_last_stage", {n(split.rest()), n(others), n(share)});
    else if (!split.uneven())
        diag.warning("training.pp", "train.uneven_stages", {n(split.layers), n(t.pp), n(share)});
}

void checkTraining(const Scenario& scenario, bool hardwareOk, Diagnostics& diag)
{
    const TrainingSpec& t = scenario.training;
    const Architecture& a = scenario.model.architecture;
    const HardwareSpec& hw = scenario.hardware;
    const int gpus = hw.totalGpus();
    auto n = [](auto value) { return std::to_string(value); };

    if (a.heads % t.tp != 0)
        diag.error("training.tp", "field.must_divide", {"heads", n(a.heads), n(t.tp)});
    else if (!a.isMla() && a.kvHeads % t.tp != 0 && t.tp % a.kvHeads != 0)
        diag.error("training.tp", "train.tp_kv_heads", {n(a.kvHeads), n(t.tp)});
    else if (a.isHybrid() && !a.linearSplitsBy(t.tp, false)) {
        // Mamba-2 splits its heads and groups, Mamba-1 its channels, Gated DeltaNet its key
        // heads: the first that TP does not divide is named.
        const std::int64_t channels = a.linearValueHeads * a.linearValueHeadDim;
        const bool byHeads
            = (a.linearMixer == LinearMixer::Mamba2 && a.linearValueHeads % t.tp != 0)
            || a.linearMixer == LinearMixer::Mamba1;
        diag.error("training.tp", "field.must_divide",
                   {byHeads ? "linear_value_heads" : "linear_key_heads",
                    n(a.linearMixer == LinearMixer::Mamba1 ? channels
                          : byHeads                        ? a.linearValueHeads
                                                           : a.linearKeyHeads),
                    n(t.tp)});
    }
    if (t.pp > a.layers)
        diag.error("training.pp", "field.at_most", {"layers", n(a.layers), n(t.pp)});
    if (t.virtualStages > 1) {
        if (t.pp < 2)
            diag.error("training.virtual_stages", "train.interleave_needs_pp");
        else if (a.layers % (std::int64_t{t.pp} * t.virtualStages) != 0)
            diag.error("training.virtual_stages", "train.interleave_layers",
                       {n(a.layers), n(t.pp), n(t.virtualStages)});
    }
    if (t.cp > 1 && t.attention != Attention::Flash)
        diag.error("training.cp", "train.cp_needs_flash");
    checkPipelineSplit(scenario, diag);
    if (t.seqLen % t.cp != 0)
        diag.error("training.cp", "field.must_divide", {"seq_len", n(t.seqLen), n(t.cp)});
    if (t.ep > 1 && !a.isMoe())
        diag.error("training.ep", "train.ep_needs_moe");
    else if (a.isMoe() && a.experts % t.ep != 0)
        diag.error("training.ep", "field.must_divide", {"experts", n(a.experts), n(t.ep)});

    if (t.method == TrainingMethod::Freeze && t.trainableLayers > a.layers)
        diag.error("training.trainable_layers", "field.at_most",
                   {"layers", n(a.layers), n(t.trainableLayers)});
    if (t.offloadOptimizer && t.zeroStage == 0)
        diag.error("training.offload_optimizer", "train.offload_needs_zero", {"1"});
    if (t.offloadParams && t.zeroStage < 3)
        diag.error("training.offload_params", "train.offload_needs_zero", {"3"});
    if (t.sequenceParallel && t.tp == 1)
        diag.warning("training.sequence_parallel", "train.sp_needs_tp");
    if (a.maxPosition > 0 && t.seqLen > a.maxPosition)
        diag.warning("training.seq_len", "train.seq_beyond_model", {n(t.seqLen), n(a.maxPosition)});
    if (t.method == TrainingMethod::Qlora && (t.tp > 1 || t.pp > 1))
        diag.warning("training.method", "train.qlora_parallel");
    if (t.shardGroup > 0 && t.zeroStage == 0)
        diag.error("training.shard_group", "train.shard_needs_zero");
    if (!hardwareOk)
        return;

    // From here on the checks need the GPU count and the GPU itself.
    if (t.tp > hw.gpusPerNode)
        diag.warning("training.tp", "train.tp_across_nodes", {n(t.tp), n(hw.gpusPerNode)});
    if (t.precision == Precision::Fp8Mixed && hw.gpu.fp8Tflops <= 0)
        diag.error("training.precision", "train.no_fp8", {hw.gpu.name});
    const long long modelParallel = static_cast<long long>(t.tp) * t.pp * t.cp;
    if (gpus % modelParallel != 0) {
        diag.error("training.tp", "train.layout_divides",
                   {n(t.tp), n(t.pp), n(t.cp), n(modelParallel), n(gpus)});
        return;
    }
    const long long derivedDp = gpus / modelParallel;
    if (t.dpGiven && t.dp != derivedDp)
        diag.error("training.dp", "train.dp_mismatch", {n(derivedDp), n(t.dp)});
    const long long dp = derivedDp;
    if (t.ep > 1 && (dp * t.cp) % t.ep != 0)
        diag.error("training.ep", "train.ep_divides", {n(dp * t.cp), n(t.ep)});
    if (t.shardGroup > 0 && t.zeroStage > 0 && dp % t.shardGroup != 0)
        diag.error("training.shard_group", "field.must_divide", {"dp", n(dp), n(t.shardGroup)});
    if (t.globalBatch > 0) {
        const long long perStep = static_cast<long long>(t.microBatch) * dp;
        if (t.globalBatch % perStep != 0)
            diag.warning("training.global_batch", "train.global_batch_multiple",
                         {n(t.globalBatch), n(t.microBatch), n(dp), n(perStep)});
    }
}

} // namespace gp::sections
