#include "common/json_document.h"
#include "common/messages.h"
#include "inference/format_support.h"
#include "scenario/field_schema.h"
#include "scenario/sections.h"

namespace gp::sections {
namespace {

void readCompanions(ObjectReader& r, InferenceSpec& spec)
{
    const nlohmann::json* value = r.value("companions");
    if (!value)
        return;
    const std::string path = r.pathOf("companions");
    Diagnostics& diag = r.diagnostics();
    if (!value->is_array()) {
        diag.error(path, "field.wrong_type",
                   {messageArg("word.json.array"), describeJsonType(*value)});
        return;
    }
    for (std::size_t i = 0; i < value->size(); ++i) {
        ObjectReader item((*value)[i], indexPath(path, i), diag);
        if (!item.isObject())
            continue;
        Companion companion;
        auto name = item.string("name");
        auto memory = item.number("memory_gib");
        if (!item.has("name"))
            diag.error(item.pathOf("name"), "field.required");
        else if (name && name->empty())
            item.error("name", "field.empty");
        if (!item.has("memory_gib"))
            diag.error(item.pathOf("memory_gib"), "field.required");
        item.finish();
        if (name && memory && !name->empty())
            spec.companions.push_back({*name, *memory});
    }
}

void readTargets(ObjectReader& r, InferenceSpec& spec)
{
    const nlohmann::json* value = r.value("targets");
    if (!value)
        return;
    ObjectReader targets(*value, r.pathOf("targets"), r.diagnostics());
    if (!targets.isObject())
        return;
    spec.targets.ttftMs = readSchemaNumber(targets, "ttft_ms");
    spec.targets.tpotMs = readSchemaNumber(targets, "tpot_ms");
    spec.targets.requestsPerS = readSchemaNumber(targets, "requests_per_s");
    targets.finish();
}

} // namespace

void readInference(ObjectReader& top, Scenario& scenario)
{
    const nlohmann::json* value = top.value("inference");
    if (!value)
        return;
    scenario.hasInference = true;
    ObjectReader r(*value, "inference", top.diagnostics());
    if (!r.isObject())
        return;
    InferenceSpec& spec = scenario.inference;
    if (auto engine = r.choice("engine", engineNames()))
        spec.engine = static_cast<Engine>(indexOf(engineNames(), *engine));
    readEnum(r, "engine_version", engineVersionNames(), spec.engineVersion);
    readEnum(r, "trtllm_backend", trtllmBackendNames(), spec.trtllmBackend);
    readEnum(r, "weights", weightFormatNames(), spec.weights);
    if (auto group = readSchemaInteger(r, "weight_group_size"))
        spec.weightGroupSize = static_cast<int>(*group);
    readEnum(r, "quantized_layers", quantizedLayersNames(), spec.quantizedLayers);
    // A group size only shapes the integer 4-bit formats; which layers are quantised means
    // nothing for 16/32-bit weights or a GGUF file's own per-tensor mix.
    const std::string& format = weightFormatName(spec.weights);
    if (r.has("weight_group_size") && spec.weights != WeightFormat::AwqInt4
        && spec.weights != WeightFormat::GptqInt4 && spec.weights != WeightFormat::Int4)
        r.warning("weight_group_size", "infer.ignored_for_weights", {format});
    if (r.has("quantized_layers")
        && (isGguf(spec.weights) || spec.weights == WeightFormat::Bf16
            || spec.weights == WeightFormat::Fp16 || spec.weights == WeightFormat::Fp32))
        r.warning("quantized_layers", "infer.ignored_for_weights", {format});
    readEnum(r, "kv_cache_dtype", kvCacheDtypeNames(), spec.kvCacheDtype);
    if (auto fraction = readSchemaNumber(r, "memory_utilization"))
        spec.memoryUtilization = *fraction;
    if (auto length = readSchemaInteger(r, "max_model_len"))
        spec.maxModelLen = *length;
    if (auto batched = readSchemaInteger(r, "max_num_batched_tokens"))
        spec.maxNumBatchedTokens = *batched;
    if (auto sequences = readSchemaInteger(r, "max_num_seqs"))
        spec.maxNumSeqs = static_cast<int>(*sequences);
    if (auto prompt = readSchemaInteger(r, "prompt_tokens"))
        spec.promptTokens = *prompt;
    if (auto output = readSchemaInteger(r, "output_tokens"))
        spec.outputTokens = *output;
    if (auto images = readSchemaInteger(r, "images_per_request"))
        spec.imagesPerRequest = static_cast<int>(*images);
    if (auto concurrency = readSchemaInteger(r, "peak_concurrency"))
        spec.peakConcurrency = static_cast<int>(*concurrency);
    // "auto": the planner chooses the split once the whole scenario is read.
    if (const nlohmann::json* tp = r.has("tp") ? r.value("tp") : nullptr; tp && tp->is_string()) {
        if (tp->get<std::string>() == "auto")
            spec.tpAuto = true;
        else
            r.error("tp", "field.integer_or_auto",
                    {formatNumber(findScenarioField("inference.tp")->minimum),
                     formatNumber(findScenarioField("inference.tp")->maximum),
                     tp->get<std::string>().substr(0, 40)});
    } else if (auto size = readSchemaInteger(r, "tp")) {
        spec.tp = static_cast<int>(*size);
    }
    if (auto pp = readSchemaInteger(r, "pp")) {
        spec.pp = static_cast<int>(*pp);
        spec.ppGiven = true;
    }
    if (auto device = r.choice("device", {"gpu", "cpu"}))
        spec.device = *device == "cpu" ? Device::Cpu : Device::Gpu;
    readCompanions(r, spec);
    readTargets(r, spec);
    r.finish();
}

void checkInference(const Scenario& scenario, bool hardwareOk, Diagnostics& diag)
{
    const InferenceSpec& s = scenario.inference;
    const Architecture& a = scenario.model.architecture;
    const HardwareSpec& hw = scenario.hardware;
    auto n = [](auto value) { return std::to_string(value); };

    if (s.imagesPerRequest > 0 && !a.hasVision())
        diag.error("inference.images_per_request", "infer.no_vision");
    // The limit is max_model_len when given, else the model's max_position: say which.
    const std::int64_t total = s.prompt() + s.outputTokens;
    if (s.maxModelLen > 0 && total > s.maxModelLen)
        diag.error("inference.max_model_len", "infer.request_too_long",
                   {n(s.prompt()), n(s.outputTokens), n(total), n(s.maxModelLen)});
    else if (s.maxModelLen == 0 && a.maxPosition > 0 && total > a.maxPosition)
        diag.error("inference.prompt_tokens", "infer.request_beyond_model",
                   {n(s.prompt()), n(s.outputTokens), n(total), n(a.maxPosition)});
    if (a.maxPosition > 0 && s.maxModelLen > a.maxPosition)
        diag.warning("inference.max_model_len", "infer.beyond_model",
                     {n(s.maxModelLen), n(a.maxPosition)});

    if (s.quantizedLayers == QuantizedLayers::Experts && !a.isMoe())
        diag.error("inference.quantized_layers", "infer.no_experts_to_quantize");
    const bool gguf = isGguf(s.weights);
    const GpuGeneration generation
        = s.device == Device::Cpu ? GpuGeneration::Unknown : hw.gpu.generation;
    if (s.engine == Engine::LlamaCpp) {
        if (s.weights == WeightFormat::AwqInt4 || s.weights == WeightFormat::GptqInt4
            || s.weights == WeightFormat::Int4 || s.weights == WeightFormat::Fp8
            || s.weights == WeightFormat::Int8 || s.weights == WeightFormat::Mxfp4
            || s.weights == WeightFormat::Nvfp4)
            diag.error("inference.weights", "infer.engine_weights",
                       {"llamacpp", weightFormatName(s.weights)});
        if (s.kvCacheDtype == KvDtype::Fp8)
            diag.error("inference.kv_cache_dtype", "infer.engine_kv",
                       {"llamacpp", kvDtypeName(s.kvCacheDtype)});
        // llama.cpp keeps no per-layer key x value state (ggml-org/llama.cpp#11290, closed).
        if (a.isHybrid() && a.linearMixer == LinearMixer::Lightning)
            diag.error("inference.engine", "infer.engine_lightning", {"llamacpp"});
    } else {
        if (s.kvCacheDtype == KvDtype::Q8_0 || s.kvCacheDtype == KvDtype::Q4_0)
            diag.error("inference.kv_cache_dtype", "infer.engine_kv",
                       {engineNames()[static_cast<int>(s.engine)], kvDtypeName(s.kvCacheDtype)});
        if (gguf && weightKernels(s.engine, generation, s.weights) != WeightKernels::Refused)
            diag.warning("inference.weights", "infer.gguf_elsewhere",
                         {engineNames()[static_cast<int>(s.engine)]});
    }
    // TurboMind quantises its cache to INT8 or INT4 (quant_policy), not to FP8, and has no
    // pipeline stages.
    if (s.engine == Engine::LmDeploy && s.kvCacheDtype == KvDtype::Fp8)
        diag.error("inference.kv_cache_dtype", "infer.engine_kv",
                   {"lmdeploy", kvDtypeName(s.kvCacheDtype)});
    if (s.engine == Engine::LmDeploy && s.ppGiven && s.pp > 1)
        diag.error("inference.pp", "infer.engine_no_pp", {"lmdeploy"});
    if (s.engineVersion != EngineVersion::V1 && s.engine != Engine::Vllm)
        diag.warning("inference.engine_version", "infer.ignored_for_engine",
                     {engineNames()[static_cast<int>(s.engine)]});
    if (s.memoryUtilization && (s.engine == Engine::LlamaCpp))
        diag.warning("inference.memory_utilization", "infer.ignored_for_engine", {"llamacpp"});
    if (s.trtllmBackend != TrtllmBackend::Pytorch && s.engine != Engine::TrtLlm)
        diag.warning("inference.trtllm_backend", "infer.ignored_for_engine",
                     {engineNames()[static_cast<int>(s.engine)]});
    // vLLM refuses to start when a step's tokens cannot hold one for each running sequence
    // (SchedulerConfig._verify_args).
    if (s.engine == Engine::Vllm && s.maxNumSeqs > 0 && s.maxNumBatchedTokens > 0
        && s.maxNumBatchedTokens < s.maxNumSeqs)
        diag.error("inference.max_num_batched_tokens", "infer.batch_below_sequences",
                   {n(s.maxNumBatchedTokens), n(s.maxNumSeqs)});
    // llama.cpp runs one slot per concurrent request (-np): peak_concurrency sets them.
    if (s.maxNumSeqs > 0 && s.engine == Engine::LlamaCpp)
        diag.warning("inference.max_num_seqs", "infer.ignored_for_engine", {"llamacpp"});

    // An engine that does not run the weights' format on this GPU generation refuses to load
    // them (docs/inference.md, "Weight formats by engine and GPU"); on a CPU only the formats an
    // engine refuses everywhere. llama.cpp's refusals are named above.
    if (hardwareOk && s.engine != Engine::LlamaCpp
        && weightKernels(s.engine, generation, s.weights) == WeightKernels::Refused)
        diag.error("inference.weights", "infer.weights_refused",
                   {engineNames()[static_cast<int>(s.engine)], weightFormatName(s.weights),
                    s.device == Device::Cpu && hw.cpu ? hw.cpu->name : hw.gpu.name,
                    gpuGenerationNames()[static_cast<std::size_t>(generation)]});
    if (s.device == Device::Cpu) {
        if (hardwareOk && !hw.cpu)
            diag.error("hardware.cpu", "infer.cpu_needed");
        return; // the GPU layout does not apply
    }

    // Serving engines that shard heads (vLLM, SGLang, TensorRT-LLM) refuse such a layout at
    // start (vLLM's attention layers assert it): an error for them. Others split unevenly, and
    // memory can still be sized: a warning.
    const bool shardsHeads
        = s.engine == Engine::Vllm || s.engine == Engine::Sglang || s.engine == Engine::TrtLlm;
    auto report = [&](const char* id, std::vector<std::string> args) {
        if (shardsHeads)
            diag.error("inference.tp", id, std::move(args));
        else
            diag.warning("inference.tp", id, std::move(args));
    };
    if (a.heads % s.tp != 0)
        report("infer.tp_heads", {n(a.heads), n(s.tp)});
    else if (!a.isMla() && a.kvHeads % s.tp != 0 && s.tp % a.kvHeads != 0)
        report("train.tp_kv_heads", {n(a.kvHeads), n(s.tp)});
    else if (a.isHybrid() && !a.linearSplitsBy(s.tp, true))
        report("infer.tp_heads",
               {n(a.linearMixer == LinearMixer::Mamba1 ? a.linearValueHeads * a.linearValueHeadDim
                      : a.linearMixer == LinearMixer::Mamba2 && a.linearValueHeads % s.tp != 0
                      ? a.linearValueHeads
                      : a.linearKeyHeads),
                n(s.tp)});
    if (s.pp > a.layers)
        diag.error("inference.pp", "field.at_most", {"layers", n(a.layers), n(s.pp)});
    if (!hardwareOk)
        return;
    if (static_cast<long long>(s.tp) * s.pp > hw.totalGpus())
        diag.error("inference.tp", "infer.more_than_gpus", {n(s.tp), n(s.pp), n(hw.totalGpus())});
    else if (s.tp > hw.gpusPerNode)
        diag.warning("inference.tp", "train.tp_across_nodes", {n(s.tp), n(hw.gpusPerNode)});
}

} // namespace gp::sections
