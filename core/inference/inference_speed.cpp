#include "inference/inference_speed.h"

#include "inference/format_support.h"
#include "inference/llamacpp_decode.h"
#include "model/attention_flops.h"
#include "model/parameter_count.h"
#include "training/collectives.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace gp {
namespace {

double pick(const Range& r, int band)
{
    return band == 0 ? r.low : (band == 1 ? r.expected : r.high);
}

// Kernel efficiency against the dense peak, by GPU family (the same ordering as training: Hopper
// and later reach a smaller share of a much higher peak).
double familyFactor(const GpuSpec& gpu)
{
    switch (efficiencyGeneration(gpu.generation)) {
    case GpuGeneration::Hopper:
        return 0.85;
    case GpuGeneration::Blackwell:
        return 0.8;
    case GpuGeneration::Cdna3:
        return 0.7;
    case GpuGeneration::Apple:
        return 0.5;
    default:
        return gpu.unifiedMemory ? 0.5 : 1.0;
    }
}

// Steps per second an engine schedules at most: scheduling, sampling and kernel launches.
Range engineStepOverhead(Engine engine)
{
    switch (engine) {
    case Engine::LlamaCpp:
        return {0.15e-3, 0.3e-3, 0.6e-3};
    case Engine::TrtLlm:
    case Engine::LmDeploy: // TurboMind: a C++ batch loop, as TensorRT-LLM's
        return {0.5e-3, 1e-3, 2e-3};
    case Engine::Sglang:
        return {0.7e-3, 1.5e-3, 3e-3};
    case Engine::Vllm:
    case Engine::Generic:
        break;
    }
    return {1e-3, 2e-3, 4e-3};
}

} // namespace

ServingModel::ServingModel(const Scenario& scenario, const InferenceMemory& memory)
    : m_scenario(scenario)
    , m_memory(memory)
{
    const InferenceSpec& s = scenario.inference;
    const Architecture& a = scenario.model.architecture;
    const GpuSpec& gpu = scenario.hardware.gpu;
    const double tp = s.tp;

    // Weights read per decode step.
    const double read = memory.served.bytes - memory.served.notReadPerToken;
    const ParameterCount count = countParameters(a);
    // The routed experts' bytes as stored: a format may quantise them alone (MXFP4).
    m_expertRead = std::min(read, memory.served.routedExpertBytes);
    m_denseRead = read - m_expertRead;

    // FLOPs per token on one GPU: 2 per active matrix parameter (no embedding), and attention
    // over the context (model/attention_flops.h: windows, sparse attention and linear-attention
    // layers as training counts them). The output head multiplies every token, tied to the
    // embedding or not.
    const double head = 2 * static_cast<double>(a.hidden * a.vocab);
    const double layers = activeParameters(a) - static_cast<double>(count.inputEmbedding)
        - static_cast<double>(count.outputHead);
    const double context
        = static_cast<double>(s.prompt()) + static_cast<double>(s.outputTokens) / 2;
    // Per GPU of the busiest stage: the stages share the work, one after another.
    m_decodeFlopsPerToken = (2 * layers + head + attentionFlops(a, context)) / (tp * s.pp);
    // Prefill of the prompt: causal attention, the query at position n looking back over n
    // keys; logits only for the last token.
    const double prompt = static_cast<double>(s.prompt());
    m_prefillFlops = 2 * layers * prompt + head + promptAttentionFlops(a, prompt);
    // The vision encoder runs every patch of every image through its layers (2 FLOPs per
    // parameter and patch; its attention over one image's patches is small beside that).
    m_prefillFlops += static_cast<double>(s.imagesPerRequest) * 2
        * static_cast<double>(a.visionParameters) * static_cast<double>(a.visionPatches);

    // Peak for the weights' arithmetic: what the engine runs natively on this GPU (format_support.h)
    // runs on those units; weight-only formats are dequantised into 16-bit matmuls. Native FP4
    // (NVFP4 W4A4, MXFP4 experts with MXFP8 activations) is taken at the FP8 peak: the catalog has
    // no vendor FP4 figure, and MXFP8 x MXFP4 runs at FP8's rate. Where no source says (a user's
    // own GPU), FP8 and INT8 run natively when the GPU has those units and 4-bit and quantised
    // GGUF weights are dequantised.
    m_weightKernels = gp::weightKernels(s.engine, gpu.generation, s.weights);
    const bool sixteen = isSixteenBit(s.weights);
    const bool native = m_weightKernels == WeightKernels::Native
        || (m_weightKernels == WeightKernels::Unknown
            && ((s.weights == WeightFormat::Fp8 && gpu.fp8Tflops > 0)
                || (s.weights == WeightFormat::Int8 && gpu.int8Tops > 0)));
    double peak = gpu.bf16Tflops;
    if (s.weights == WeightFormat::Fp16 && gpu.fp16Tflops > 0) {
        peak = gpu.fp16Tflops;
        m_promptPeak = PromptPeak::Fp16;
    }
    if (native && s.weights == WeightFormat::Int8 && gpu.int8Tops > 0) {
        peak = gpu.int8Tops;
        m_promptPeak = PromptPeak::Int8;
    } else if (native && !sixteen && gpu.fp8Tflops > 0) {
        peak = gpu.fp8Tflops;
        m_promptPeak = PromptPeak::Fp8;
    }
    m_peak = peak * 1e12;
    m_bandwidth = gpu.bandwidthGBps * 1e9;
    const double bits = memory.served.bitsPerWeight;
    const bool dequantised = m_weightKernels == WeightKernels::Unknown
        ? bits < 7.5 || (isGguf(s.weights) && !sixteen)
        : !sixteen && !native;
    m_bandwidthEff = bits >= 15 ? Range{0.6, 0.8, 0.9}
                                : (bits >= 7.5 ? Range{0.55, 0.75, 0.88} : Range{0.5, 0.65, 0.8});
    // A CPU (served as a pseudo-GPU, see estimateInference) streams 40-75% of its DRAM bandwidth.
    if (s.device == Device::Cpu)
        m_bandwidthEff = {0.4, 0.6, 0.75};
    const double f = familyFactor(gpu) * (dequantised ? 0.8 : 1.0);
    m_prefillEff = {0.45 * f, 0.6 * f, 0.72 * f};
    m_overhead = engineStepOverhead(s.engine);
    // llama.cpp on a backend that published tables measured (llamacpp_decode.h): one share of
    // the bandwidth for every format, and a cost per layer in place of a fixed one.
    if (s.engine == Engine::LlamaCpp && s.device == Device::Gpu) {
        if (const std::optional<LlamaCppDecode> backend = llamaCppDecode(gpu)) {
            m_bandwidthEff = backend->bandwidthShare;
            m_overhead = backend->secondsPerLayer * static_cast<double>(a.layers);
            m_decodeBackend = backend->backend;
            // Its prompts, where the table measured them: a share of the FP16 peak for 16-bit
            // weights, another for quantised ones (their dequantisation included).
            const Range share = sixteen ? backend->promptShare16 : backend->promptShareQuantised;
            if (share.expected > 0) {
                m_prefillEff = share;
                m_peak = (gpu.fp16Tflops > 0 ? gpu.fp16Tflops : gpu.bf16Tflops) * 1e12;
                m_promptPeak = gpu.fp16Tflops > 0 ? PromptPeak::Fp16 : PromptPeak::Bf16;
            }
        }
    }

    // Tensor parallelism: two all-reduces of the hidden state per layer on the busiest stage.
    if (s.tp > 1) {
        const training::GroupPlacement group
            = training::placeGroup(s.tp, 1, scenario.hardware.gpusPerNode);
        const double bytes = 2 * prompt * static_cast<double>(a.hidden);
        const Range one = training::allReduceSeconds(bytes, group, scenario.hardware.intraNodeLink,
                                                     scenario.hardware.interNodeLink);
        // Half of it overlaps the next layer's matmuls at best.
        m_tpPrefill = one
            * (a.parallelRegionsPerLayer() * static_cast<double>(memory.kv.layersOnGpu) * s.pp);
        m_tpPrefill.low *= 0.5;
    }
    // Sequences decoding at once: the KV slots for whole requests, and the engine's limit.
    const double perRequest
        = memory.kv.allocatedForSequence(static_cast<double>(s.prompt() + s.outputTokens));
    const double slots
        = perRequest > 0 ? std::floor(memory.kvBudgetBytes.expected / perRequest) : 0;
    // An engine that cannot start (one max_model_len sequence does not fit) runs nothing.
    m_maxBatch = memory.startable
        ? static_cast<int>(std::min<double>(slots, engineSequenceLimit(scenario)))
        : 0;
    for (int band = 0; band < 3; ++band)
        m_prefillSeconds[band] = prefillSeconds(band);
}

double expertShareRead(const Architecture& a, double batch)
{
    if (!a.isMoe() || a.experts <= 0)
        return 1;
    const double E = static_cast<double>(a.experts);
    const double k = static_cast<double>(a.expertsPerToken);
    return 1 - std::pow(1 - k / E, batch);
}

double ServingModel::weightsRead(double batch) const
{
    return m_denseRead + m_expertRead * expertShareRead(m_scenario.model.architecture, batch);
}

double ServingModel::stepSeconds(double batch, int band) const
{
    // Pipeline stages overlap: the engine keeps up to pp micro-batches in flight (vLLM's virtual
    // engines), each stage working on another, so a token's step is pp stage times of one
    // micro-batch. One sequence alone crosses the stages one after another.
    const int pp = m_scenario.inference.pp;
    const double microBatches = std::min(static_cast<double>(pp), std::max(1.0, batch));
    return pp * stageSeconds(batch / microBatches, band) + pick(m_overhead, band);
}

double ServingModel::stageSeconds(double batch, int band) const
{
    const InferenceSpec& s = m_scenario.inference;
    const double context
        = static_cast<double>(s.prompt()) + static_cast<double>(s.outputTokens) / 2;
    const double kvRead = batch * m_memory.kv.readForSequence(context);
    const double memory
        = (weightsRead(batch) + kvRead) / (m_bandwidth * pick(m_bandwidthEff, 2 - band));
    const double compute
        = batch * m_decodeFlopsPerToken / (m_peak * pick(m_prefillEff, 2 - band) * 0.8);
    double seconds = std::max(memory, compute);
    if (s.tp > 1) {
        const auto& a = m_scenario.model.architecture;
        const training::GroupPlacement group
            = training::placeGroup(s.tp, 1, m_scenario.hardware.gpusPerNode);
        const Range one = training::allReduceSeconds(2 * batch * static_cast<double>(a.hidden),
                                                     group, m_scenario.hardware.intraNodeLink,
                                                     m_scenario.hardware.interNodeLink);
        seconds += pick(one, band) * a.parallelRegionsPerLayer()
            * static_cast<double>(m_memory.kv.layersOnGpu);
    }
    return seconds;
}

double ServingModel::prefillSeconds(int band) const
{
    const InferenceSpec& s = m_scenario.inference;
    const double compute = m_prefillFlops / (s.tp * m_peak * pick(m_prefillEff, 2 - band));
    // A long prompt also streams the weights once: it never beats one decode step.
    return std::max(compute, stepSeconds(1, band)) + pick(m_tpPrefill, band);
}

Range ServingModel::decodeStep(double batch) const
{
    return {stepSeconds(batch, 0), stepSeconds(batch, 1), stepSeconds(batch, 2)};
}

Range ServingModel::prefill() const
{
    return {m_prefillSeconds[0], m_prefillSeconds[1], m_prefillSeconds[2]};
}

int ServingModel::computeBoundFrom() const
{
    // The batch at which compute time overtakes reading the weights and caches.
    for (int b = 1; b <= std::max(1, m_maxBatch); b *= 2) {
        const InferenceSpec& s = m_scenario.inference;
        const double context
            = static_cast<double>(s.prompt()) + static_cast<double>(s.outputTokens) / 2;
        const double memory = (weightsRead(b) + b * m_memory.kv.readForSequence(context))
            / (m_bandwidth * m_bandwidthEff.expected);
        const double compute = b * m_decodeFlopsPerToken / (m_peak * m_prefillEff.expected * 0.8);
        if (compute >= memory)
            return b;
    }
    return 0;
}

// A closed loop of `c` users, each sending the next request when the last one finished. The
// GPU interleaves the others' prefills with the decode steps: each user's tokens are slowed by
// (c - 1) prefills per request, spread over its output.
ConcurrencyPoint ServingModel::below(int c) const
{
    const InferenceSpec& s = m_scenario.inference;
    const double output = static_cast<double>(s.outputTokens);
    ConcurrencyPoint point;
    point.concurrency = c;
    double values[3][3];
    for (int band = 0; band < 3; ++band) {
        const double p = m_prefillSeconds[band];
        // The others' prefills slow each user's decode; with a single output token there is no
        // decode to slow, and the prefills queue for the first token instead (below).
        const double tpot = stepSeconds(c, band) + (output > 1 ? (c - 1) * p / output : 0.0);
        const double cycle = p + output * tpot;
        const double ttft = p * (1 + (c - 1) * p / cycle) + stepSeconds(c, band);
        values[band][0] = ttft;
        values[band][1] = tpot;
        values[band][2] = c * output / cycle;
    }
    point.ttft = {values[0][0], values[1][0], values[2][0]};
    point.tpot = {values[0][1], values[1][1], values[2][1]};
    point.throughput = {values[2][2], values[1][2], values[0][2]};
    return point;
}

ConcurrencyPoint ServingModel::at(int c) const
{
    if (m_maxBatch < 1) {
        ConcurrencyPoint none;
        none.concurrency = c;
        none.queued = true;
        return none;
    }
    if (c <= m_maxBatch)
        return below(c);
    // Beyond the knee the extra requests wait for a slot: each slot frees once per cycle.
    ConcurrencyPoint knee = below(m_maxBatch);
    const InferenceSpec& s = m_scenario.inference;
    const double output = static_cast<double>(s.outputTokens);
    auto cycle = [&](double ttft, double tpot) { return ttft + output * tpot; };
    const double waiting = static_cast<double>(c - m_maxBatch) / m_maxBatch;
    knee.ttft = {knee.ttft.low + waiting * cycle(knee.ttft.low, knee.tpot.low),
                 knee.ttft.expected + waiting * cycle(knee.ttft.expected, knee.tpot.expected),
                 knee.ttft.high + waiting * cycle(knee.ttft.high, knee.tpot.high)};
    knee.concurrency = c;
    knee.queued = true;
    return knee;
}

InferenceSpeed estimateInferenceSpeed(const Scenario& scenario, const InferenceMemory& memory)
{
    const ServingModel model(scenario, memory);
    InferenceSpeed speed;
    speed.prefill = model.prefill();
    speed.decodeStep = model.decodeStep(1);
    speed.maxBatch = model.maxBatch();
    speed.computeBoundFrom = model.computeBoundFrom();
    speed.bandwidthEfficiency = model.bandwidthEfficiency();
    speed.stepOverhead = model.stepOverhead();
    speed.decodeBackend = model.decodeBackend();
    speed.weightKernels = model.weightKernels();
    speed.promptPeak = model.promptPeak();
    speed.promptPeakTflops = model.promptPeakTflops();
    speed.prefillEfficiency = model.prefillEfficiency();
    speed.weightsReadPerStep = model.weightsRead(1);
    speed.users = std::max(1, scenario.inference.peakConcurrency);
    const ConcurrencyPoint peak = model.at(speed.users);
    speed.ttft = peak.ttft;
    speed.tpot = peak.tpot;
    speed.throughput = peak.throughput;
    speed.burst = model.burst(speed.users);
    // The curve: powers of two up to twice the knee (or the users, if more).
    const int last = std::max(2 * std::max(1, speed.maxBatch), speed.users);
    for (int c = 1; c <= last; c *= 2)
        speed.curve.push_back(model.at(c));
    if (speed.curve.back().concurrency != last)
        speed.curve.push_back(model.at(last));
    return speed;
}

} // namespace gp
