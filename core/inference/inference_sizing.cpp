#include "inference/inference_sizing.h"

#include "common/bisect.h"
#include "common/messages.h"
#include "cost/billing.h"
#include "inference/engine_defaults.h"
#include "inference/inference_fleet.h"
#include "inference/kv_cache.h"
#include "inference/serving_split.h"
#include "inference/weight_format.h"
#include "model/presets.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {
namespace {

constexpr double kSecondsPerMonth = 30 * 86400.0;

std::string number(double value, int decimals = 1)
{
    const double scale = std::pow(10.0, decimals);
    return formatNumber(std::round(value * scale) / scale);
}

// The most concurrent users one replica serves while every user sees the targets (band: 0 fast,
// 1 expected, 2 slow).
int bestConcurrency(const ServingModel& model, const InferenceTargets& targets, bool perToken,
                    int band)
{
    auto pick
        = [band](const Range& r) { return band == 0 ? r.low : (band == 1 ? r.expected : r.high); };
    auto meets = [&](int c) {
        const ConcurrencyPoint p = model.at(c);
        return !(targets.ttftMs && pick(p.ttft) * 1000 > *targets.ttftMs)
            && !(perToken && targets.tpotMs && pick(p.tpot) * 1000 > *targets.tpotMs);
    };
    // Latency only grows with concurrency, so the targets hold up to some concurrency and not
    // beyond: bisect for it (a scan was linear in the batch, seconds for a small model whose
    // KV cache holds a million sequences).
    return largestPassing(model.maxBatch(), meets);
}

// The most llama.cpp slots (-np) one server of the scenario's split holds, up to the peak: each
// slot's context is reserved at start, so memory grows with them (bisection; 0 when one does
// not fit).
int mostLlamaCppSlots(const Scenario& scenario)
{
    Scenario trial = scenario;
    auto fits = [&trial](int slots) {
        trial.inference.llamaCppSlots = slots;
        return estimateInferenceMemory(trial, Detail::TotalsOnly).fits;
    };
    return largestPassing(std::max(1, scenario.inference.peakConcurrency), fits);
}

} // namespace

InferenceSizing sizeDeployment(const Scenario& scenario, const InferenceMemory& enteredMemory,
                               const ServingModel& enteredModel)
{
    const InferenceSpec& s = scenario.inference;
    InferenceSizing sizing;
    // A llama.cpp server is started for a number of slots: the recommendation starts each one for
    // as many as fit, which the fleet as entered need not (its servers take their share).
    std::optional<Scenario> slotted;
    std::optional<InferenceMemory> slottedMemory;
    std::optional<ServingModel> slottedModel;
    if (s.engine == Engine::LlamaCpp) {
        const int most = mostLlamaCppSlots(scenario);
        if (most >= 1 && most != llamaCppSlots(s)) {
            slotted = scenario;
            slotted->inference.llamaCppSlots = most;
            slottedMemory = estimateInferenceMemory(*slotted, Detail::TotalsOnly);
            slottedModel.emplace(*slotted, *slottedMemory);
        }
    }
    const InferenceMemory& memory = slottedMemory ? *slottedMemory : enteredMemory;
    const ServingModel& model = slottedModel ? *slottedModel : enteredModel;
    // The smallest split that fits: TP inside a server first, then pipeline stages; each judged
    // as the estimate judges the entered one, a replica of the fleet at its share of the peak.
    forEachServingSplit(scenario, 0, [&](int tp, int pp) {
        Scenario trial = scenario;
        trial.inference.tp = tp;
        trial.inference.pp = pp;
        makeReplica(trial);
        if (!estimateInferenceMemory(trial, Detail::TotalsOnly).fits)
            return false;
        sizing.minTp = tp;
        sizing.minPp = pp;
        return true;
    });

    const ConcurrencyPoint one = model.at(1);
    sizing.bestTtft = one.ttft;
    sizing.bestTpot = one.tpot;
    if (!memory.fits || model.maxBatch() < 1) {
        sizing.targetsMet = false; // nothing runs, so no target is met
        return sizing;
    }
    // A single output token has no time per token to meet.
    const bool perToken = s.outputTokens > 1;
    int best[3];
    for (int band = 0; band < 3; ++band)
        best[band] = bestConcurrency(model, s.targets, perToken, band);
    sizing.concurrencyPerReplica = best[1];
    if (best[1] == 0) {
        sizing.targetsMet = false;
        return sizing;
    }
    // The slow end may miss the targets even alone: size it at one user per replica.
    best[2] = std::max(best[2], 1);
    const double output = static_cast<double>(s.outputTokens);
    auto rate = [&](int c, int band) {
        if (c == 0)
            return 0.0;
        const ConcurrencyPoint p = model.at(c);
        const Range cycle = p.ttft + p.tpot * output;
        return c / (band == 0 ? cycle.low : (band == 1 ? cycle.expected : cycle.high));
    };
    // Low: the fast end (fewest replicas); high: the slow end.
    sizing.requestsPerSecondPerReplica = {rate(best[2], 2), rate(best[1], 1), rate(best[0], 0)};
    auto replicasFor = [&](int c, double perReplica) {
        if (c == 0 || perReplica <= 0)
            return std::numeric_limits<double>::infinity();
        double needed = std::ceil(static_cast<double>(s.peakConcurrency) / c);
        if (s.targets.requestsPerS)
            needed = std::max(needed, std::ceil(*s.targets.requestsPerS / perReplica - 1e-9));
        return std::max(1.0, needed);
    };
    sizing.replicas = {replicasFor(best[0], sizing.requestsPerSecondPerReplica.high),
                       replicasFor(best[1], sizing.requestsPerSecondPerReplica.expected),
                       replicasFor(best[2], sizing.requestsPerSecondPerReplica.low)};
    const double perReplica = static_cast<double>(s.tp) * s.pp;
    sizing.gpus = sizing.replicas * perReplica;
    // The expected fleet, each replica carrying its share of the peak, with the speed band. Mixing
    // in the other bands' replica counts gave a low end above the expected value: more replicas
    // at a smaller share each can deliver more in all.
    const double replicas = sizing.replicas.expected;
    if (std::isfinite(replicas) && replicas > 0) {
        const int share = static_cast<int>(std::ceil(s.peakConcurrency / replicas));
        sizing.deploymentThroughput = model.at(share).throughput * replicas;
    }
    return sizing;
}

std::optional<CpuPath> cpuPath(const Scenario& scenario)
{
    const auto& cpu = scenario.hardware.cpu;
    if (!cpu)
        return std::nullopt;
    const InferenceSpec& s = scenario.inference;
    const Architecture& a = scenario.model.architecture;
    CpuPath path;
    path.cpuName = cpu->name;
    // One process, no tensor parallelism: the whole model and the request's cache per token.
    const ServedWeights weights
        = servedWeights(a, weightScheme(s), 1, 1, EmbeddingSplit::Replicated);
    const KvCache kv
        = kvCache(a, s.kvCacheDtype, s.weights, 1, 1, {4.0, 4.0}); // llama.cpp's FP32 state
    const double context
        = static_cast<double>(s.prompt()) + static_cast<double>(s.outputTokens) / 2;
    // One request's token reads the dense weights and the k of E routed experts it visits.
    const double read = weights.bytes - weights.notReadPerToken;
    const double experts = std::min(read, weights.routedExpertBytes);
    path.bytesPerToken = read - experts * (1 - expertShareRead(a, 1)) + kv.readForSequence(context);
    // llama.cpp-style decode reaches 40-75% of a socket's DRAM bandwidth.
    const double bw = cpu->bandwidthGBps * 1e9;
    path.tokensPerSecond = {0.4 * bw / path.bytesPerToken, 0.6 * bw / path.bytesPerToken,
                            0.75 * bw / path.bytesPerToken};
    // Each server's CPU carries its share of the peak.
    path.usersPerServer = usersPerServer(scenario);
    path.memoryNeededBytes = weights.bytes
        + path.usersPerServer
            * kv.bytesForSequence(static_cast<double>(s.prompt() + s.outputTokens));
    path.memoryBytes = cpu->memoryGib * 1024.0 * 1024.0 * 1024.0;
    path.fitsInMemory = path.memoryNeededBytes <= path.memoryBytes;
    return path;
}

std::optional<RentVsApi> rentVsApi(const Scenario& scenario, const InferenceSizing& sizing,
                                   const ServingModel& model)
{
    const PricingSpec& p = scenario.pricing;
    if (!p.gpuHour || !p.apiInputPerMillion || !p.apiOutputPerMillion || sizing.gpus.expected <= 0
        || !std::isfinite(sizing.gpus.high))
        return std::nullopt;
    const InferenceSpec& s = scenario.inference;
    RentVsApi r;
    r.currency = p.currency;
    auto monthly = [&](double gpus) {
        return billedHours(kSecondsPerMonth / 3600, p.billing, p.minimumHours) * gpus * *p.gpuHour;
    };
    r.gpuMonthly
        = {monthly(sizing.gpus.low), monthly(sizing.gpus.expected), monthly(sizing.gpus.high)};
    const double perRequest = (static_cast<double>(s.prompt()) * *p.apiInputPerMillion
                               + static_cast<double>(s.outputTokens) * *p.apiOutputPerMillion)
        / 1e6;
    if (s.targets.requestsPerS) {
        r.requestsPerSecond = *s.targets.requestsPerS;
    } else {
        // Without a stated volume: what the replicas serve flat out, each at its share of the
        // peak concurrency.
        const double output = static_cast<double>(s.outputTokens);
        const double replicas = sizing.replicas.expected;
        const int share = static_cast<int>(std::ceil(s.peakConcurrency / replicas));
        r.requestsPerSecond = replicas * model.at(share).throughput.expected / output;
        r.volumeFromCapacity = true;
    }
    r.apiMonthly = r.requestsPerSecond * kSecondsPerMonth * perRequest;
    r.breakEvenRequestsPerSecond
        = perRequest > 0 ? r.gpuMonthly.expected / (kSecondsPerMonth * perRequest) : 0;
    return r;
}

std::vector<SkipGpuRow> skipGpuTable(const Scenario& scenario, const std::optional<CpuPath>& cpu,
                                     const std::optional<RentVsApi>& cost)
{
    const InferenceSpec& s = scenario.inference;
    std::vector<SkipGpuRow> rows;
    // The message is the row's id, its verdict and, where the reason differs, a variant.
    auto add = [&rows](const std::string& id, const std::string& verdict,
                       std::vector<std::string> args, const std::string& variant = {}) {
        args.insert(args.begin(), verdict);
        rows.push_back({id, verdict, id + "." + verdict + variant, std::move(args)});
    };
    if (!cpu) {
        add("infer.skip_personal", "depends", {});
        add("infer.skip_offline", "depends", {});
    } else {
        const double tps = cpu->tokensPerSecond.expected;
        const std::string speed = number(tps);
        // Personal validation: it only has to run, at reading speed (5 tokens/s or better).
        const bool personal = cpu->fitsInMemory && tps >= 5;
        add("infer.skip_personal", personal ? "yes" : "no", {speed, cpu->cpuName});
        // Offline batch: latency does not matter; the daily volume must fit into a day.
        if (s.targets.requestsPerS) {
            const double needed = *s.targets.requestsPerS * static_cast<double>(s.outputTokens);
            add("infer.skip_offline", cpu->fitsInMemory && tps >= needed ? "yes" : "no",
                {speed, number(needed)});
        } else {
            add("infer.skip_offline", cpu->fitsInMemory ? "yes" : "no", {speed}, "_unstated");
        }
    }
    // On the CPU path the rent is the servers'.
    if (cost)
        add("infer.skip_api", cost->apiMonthly <= cost->gpuMonthly.expected ? "yes" : "no",
            {number(cost->apiMonthly, 0), number(cost->gpuMonthly.expected, 0), cost->currency,
             number(cost->breakEvenRequestsPerSecond, 2)},
            s.device == Device::Cpu ? "_cpu" : "");
    else
        add("infer.skip_api", "depends", {});
    // Online service: each server's CPU must meet the latency targets at its share of the peak.
    const int users = usersPerServer(scenario);
    if (cpu) {
        // As the speed model has it for the CPU at that share (batching included).
        const double tpot = cpu->tpotAtPeak.expected;
        const bool meets = cpu->fitsInMemory && users <= 2
            && (!s.targets.tpotMs || tpot * 1000 <= *s.targets.tpotMs);
        add("infer.skip_online", meets ? "yes" : "no",
            {number(tpot * 1000, 0), std::to_string(users)});
    } else {
        add("infer.skip_online", "depends", {"", std::to_string(users)});
    }
    return rows;
}

namespace {

// vLLM's and SGLang's spelling of the weight format.
std::string quantizationFlag(WeightFormat weights)
{
    switch (weights) {
    case WeightFormat::AwqInt4:
        return " --quantization awq";
    case WeightFormat::GptqInt4:
        return " --quantization gptq";
    case WeightFormat::Int4:
        return " --quantization compressed-tensors";
    case WeightFormat::Fp8:
        return " --quantization fp8";
    default:
        return {};
    }
}

} // namespace

std::string servedModelName(const ModelSpec& model)
{
    // A preset's Hugging Face repository; an imported config's _name_or_path when it names one
    // ("org/name", not a local folder); else a placeholder the user replaces.
    if (model.kind == ModelSourceKind::Preset) {
        if (const ModelPreset* preset = findPreset(model.presetId); preset && !preset->repo.empty())
            return preset->repo;
    } else if (model.kind == ModelSourceKind::HfConfig && model.source.is_object()) {
        const auto name = model.source.find("_name_or_path");
        if (name != model.source.end() && name->is_string()) {
            std::string repo = name->get<std::string>();
            const auto slash = repo.find('/');
            const bool local = repo.empty() || repo.front() == '/' || repo.front() == '.'
                || repo.front() == '~' || repo.find('\\') != std::string::npos;
            if (!local && slash != std::string::npos && slash > 0 && slash + 1 < repo.size()
                && repo.find('/', slash + 1) == std::string::npos
                && repo.find(' ') == std::string::npos)
                return repo;
        }
    }
    return "/path/to/model";
}

std::string engineCommand(const Scenario& scenario, const InferenceMemory& memory)
{
    const InferenceSpec& s = scenario.inference;
    const std::string model = servedModelName(scenario.model);
    // llama.cpp loads a local GGUF file, named here after the preset.
    const std::string file = scenario.model.kind == ModelSourceKind::Preset
        ? scenario.model.presetId
        : std::string("/path/to/model");
    const std::string len = std::to_string(memory.maxModelLen);
    const std::string tp = std::to_string(s.tp);
    const std::string pp = std::to_string(s.pp);
    auto fraction = [](double f) { return formatNumber(std::round(f * 100) / 100); };
    // The sequences run at once, as the estimate took them (given, else the engine's default):
    // the engine sizes its sampler, batch and decoder buffers by this limit.
    const std::string sequences = std::to_string(engineSequenceLimit(scenario));
    switch (s.engine) {
    case Engine::Vllm: {
        // V0 is chosen by an environment variable (vLLM 0.8 to 0.10; later releases have only V1).
        std::string cmd = std::string(s.engineVersion == EngineVersion::V0 ? "VLLM_USE_V1=0 " : "")
            + "vllm serve " + model + " --tensor-parallel-size " + tp;
        if (s.pp > 1)
            cmd += " --pipeline-parallel-size " + pp;
        cmd += " --max-model-len " + len + " --gpu-memory-utilization "
            + fraction(memory.engineBudgetBytes / memory.capacityBytes);
        if (s.kvCacheDtype == KvDtype::Fp8)
            cmd += " --kv-cache-dtype fp8";
        cmd += quantizationFlag(s.weights);
        cmd += " --max-num-seqs " + sequences;
        return cmd;
    }
    case Engine::Sglang: {
        std::string cmd = "python -m sglang.launch_server --model-path " + model + " --tp " + tp
            + " --context-length " + len + " --mem-fraction-static "
            + formatNumber(std::round(memory.utilization * 1000)
                           / 1000); // three decimals, as its own
        if (s.pp > 1)
            cmd += " --pp-size " + pp;
        if (s.kvCacheDtype == KvDtype::Fp8)
            cmd += " --kv-cache-dtype fp8_e5m2";
        // SGLang derives its limit from the KV pool when none is given: name only a given one.
        if (s.maxNumSeqs > 0)
            cmd += " --max-running-requests " + sequences;
        cmd += quantizationFlag(s.weights);
        return cmd;
    }
    case Engine::TrtLlm:
        return "trtllm-serve " + model
            + (s.trtllmBackend == TrtllmBackend::Tensorrt ? " --backend tensorrt" : "")
            + " --tp_size " + tp + " --pp_size " + pp + " --max_seq_len " + len
            + " --max_batch_size " + sequences + " --kv_cache_free_gpu_memory_fraction "
            + fraction(memory.utilization);
    case Engine::LmDeploy: {
        // TurboMind reads AWQ and GPTQ checkpoints when told their format; no pipeline stages.
        std::string cmd = "lmdeploy serve api_server " + model + " --backend turbomind --tp " + tp
            + " --session-len " + len + " --cache-max-entry-count " + fraction(memory.utilization)
            + " --max-batch-size " + sequences;
        if (s.weights == WeightFormat::AwqInt4)
            cmd += " --model-format awq";
        else if (s.weights == WeightFormat::GptqInt4)
            cmd += " --model-format gptq";
        return cmd;
    }
    case Engine::LlamaCpp: {
        const bool cpu = s.device == Device::Cpu;
        std::string cmd = "llama-server -m " + file + "-"
            + (isGguf(s.weights) ? ggufFileType(s.weights) : weightFormatName(s.weights))
            + ".gguf -ngl " + (cpu ? "0" : "99") + " -c "
            + std::to_string(memory.maxModelLen * llamaCppSlots(s)) + " -np "
            + std::to_string(llamaCppSlots(s)) + " -fa on";
        if (cpu && scenario.hardware.cpu)
            cmd += " -t " + std::to_string(scenario.hardware.cpu->cores);
        if (s.kvCacheDtype == KvDtype::Q8_0 || s.kvCacheDtype == KvDtype::Q4_0)
            cmd += " -ctk " + kvDtypeName(s.kvCacheDtype) + " -ctv " + kvDtypeName(s.kvCacheDtype);
        if (s.tp > 1)
            cmd += " -sm row";
        return cmd;
    }
    case Engine::Generic:
        break;
    }
    return {};
}

} // namespace gp
