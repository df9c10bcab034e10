#include "inference/inference_estimate.h"

#include <algorithm>

namespace gp {
namespace {

std::vector<ServingAlternative> alternatives(const Scenario& scenario)
{
    const InferenceSpec& s = scenario.inference;
    const Architecture& a = scenario.model.architecture;
    std::vector<ServingAlternative> result;
    auto tryChange = [&](const char* id, const std::string& change, auto&& edit) {
        Scenario changed = scenario;
        edit(changed.inference);
        const InferenceMemory m = estimateInferenceMemory(changed, Detail::TotalsOnly);
        result.push_back({id, change, m.fits, m.maxConcurrency, m.longestContext, m.maxModelLen});
    };
    // TurboMind quantises its cache to INT8 / INT4 only, which the format does not express.
    if (s.kvCacheDtype == KvDtype::Auto && s.engine != Engine::LmDeploy) {
        const KvDtype dtype = s.engine == Engine::LlamaCpp ? KvDtype::Q8_0 : KvDtype::Fp8;
        tryChange("infer.try_kv_dtype", "kv_cache_dtype: " + kvDtypeName(dtype),
                  [&](InferenceSpec& i) { i.kvCacheDtype = dtype; });
    }
    const std::int64_t context = servedContext(scenario);
    const std::int64_t request = s.prompt() + s.outputTokens;
    if (context > request) {
        // The request's own length, rounded up to 1024 tokens.
        const std::int64_t shorter = std::min(context, (request + 1023) / 1024 * 1024);
        tryChange("infer.try_shorter_context", "max_model_len: " + std::to_string(shorter),
                  [&](InferenceSpec& i) { i.maxModelLen = shorter; });
    }
    const int tp = s.tp * 2;
    if (tp <= scenario.hardware.gpusPerNode && a.heads % tp == 0 && s.engine != Engine::LlamaCpp
        && (!a.isHybrid() || a.linearSplitsBy(tp, true)))
        tryChange("infer.try_tp", "tp: " + std::to_string(tp),
                  [&](InferenceSpec& i) { i.tp = tp; });
    // One step down in weight bits, in the same kind of file (a GGUF type for llama.cpp).
    std::optional<WeightFormat> smaller;
    const WeightFormat w = s.weights;
    const std::string ggufType = ggufFileType(w);
    // TurboMind's quantised weights are 4-bit AWQ / GPTQ.
    if (s.engine == Engine::LmDeploy && !isGguf(w) && w != WeightFormat::AwqInt4
        && w != WeightFormat::GptqInt4 && w != WeightFormat::Int4)
        smaller = WeightFormat::AwqInt4;
    else if (w == WeightFormat::Bf16 || w == WeightFormat::Fp16 || w == WeightFormat::Fp32)
        smaller = scenario.hardware.gpu.fp8Tflops > 0 ? WeightFormat::Fp8 : WeightFormat::Int8;
    else if (w == WeightFormat::Fp8 || w == WeightFormat::Int8)
        smaller = WeightFormat::AwqInt4;
    else if (w == WeightFormat::GgufF16 || w == WeightFormat::GgufBf16
             || w == WeightFormat::GgufQ8_0 || w == WeightFormat::GgufQ6K
             || ggufType.rfind("q5", 0) == 0)
        smaller = WeightFormat::GgufQ4KM;
    else if (ggufType.rfind("q4", 0) == 0 || ggufType.rfind("iq4", 0) == 0)
        smaller = WeightFormat::GgufQ3KM;
    if (smaller && isGguf(*smaller) == (s.engine == Engine::LlamaCpp))
        tryChange("infer.try_quantization", "weights: " + weightFormatName(*smaller),
                  [&](InferenceSpec& i) { i.weights = *smaller; });
    return result;
}

} // namespace

InferenceEstimate estimateInference(const Scenario& original)
{
    // The whole peak, for the smallest fleet that serves it (llama.cpp's servers started for
    // the entered fleet's share, as the replica below).
    Scenario scenario = servingScenario(original);
    const Scenario replica = replicaScenario(original);
    scenario.inference.llamaCppSlots = replica.inference.llamaCppSlots;
    InferenceEstimate e;
    e.onCpu = original.inference.device == Device::Cpu;
    e.memory = estimateInferenceMemory(replica);
    const ServingModel model(replica, e.memory);
    e.speed = estimateInferenceSpeed(replica, e.memory);
    e.speed.sharedBy = replicasSharingPeak(original);
    e.sizing = sizeDeployment(scenario, e.memory, model);
    e.fleet = evaluateFleet(original, e.memory, model);
    e.cpu = cpuPath(original);
    if (e.cpu) {
        // The same serving model with the CPU standing in for the GPU.
        Scenario onCpu = original;
        onCpu.inference.device = Device::Cpu;
        const Scenario cpuScenario = servingScenario(onCpu);
        const InferenceMemory cpuMemory = estimateInferenceMemory(cpuScenario, Detail::TotalsOnly);
        e.cpu->tpotAtPeak = ServingModel(cpuScenario, cpuMemory).at(e.cpu->usersPerServer).tpot;
    }
    e.rent = rentVsApi(original, e.sizing, model);
    e.skipGpu = skipGpuTable(original, e.cpu, e.rent);
    e.command = engineCommand(replica, e.memory);
    // What would fit, or let more of a replica's share run at once.
    if (!e.memory.fits || e.memory.queuedAtPeak > 0)
        e.alternatives = alternatives(replica);
    return e;
}

} // namespace gp
