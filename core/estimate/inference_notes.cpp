#include "estimate/inference_notes.h"

#include "common/messages.h"
#include "inference/format_support.h"

#include <cmath>

namespace gp {
namespace {

std::string gibText(double bytes)
{
    return formatNumber(std::round(bytes / (1024.0 * 1024.0 * 1024.0) * 100) / 100) + " GiB";
}

std::string rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return formatNumber(std::round(value * scale) / scale);
}

const char* engineLabel(Engine engine)
{
    switch (engine) {
    case Engine::Vllm:
        return "vLLM";
    case Engine::Sglang:
        return "SGLang";
    case Engine::TrtLlm:
        return "TensorRT-LLM";
    case Engine::LmDeploy:
        return "LMDeploy";
    case Engine::LlamaCpp:
        return "llama.cpp";
    case Engine::Generic:
        break;
    }
    return "generic engine";
}

} // namespace

void inferenceNotes(const Scenario& scenario, const InferenceEstimate& e, std::vector<Note>& advice,
                    std::vector<Note>& assumptions)
{
    const InferenceSpec& s = scenario.inference;
    const InferenceMemory& m = e.memory;
    const std::string gpu = e.onCpu && scenario.hardware.cpu ? scenario.hardware.cpu->name
                                                             : scenario.hardware.gpu.name;
    const double perMax = m.kv.allocatedForSequence(static_cast<double>(m.maxModelLen));
    if (!m.startable && m.tooManySlots) {
        // Fewer slots a server (more servers), or a shorter context per slot.
        advice.push_back(
            makeNote("infer.cannot_start_slots",
                     {std::to_string(m.llamaCppSlots), std::to_string(m.maxModelLen),
                      gibText(m.neededKvBytes), gibText(m.kvBudgetBytes.expected), gpu},
                     "critical", "inference.max_model_len"));
    } else if (!m.startable && m.companions.bytes.expected >= m.capacityBytes) {
        // The co-located services alone take the card: they are what to move.
        advice.push_back(
            makeNote("infer.cannot_start_companions",
                     {gibText(m.companions.bytes.expected), gpu, gibText(m.capacityBytes)},
                     "critical", "inference.companions"));
    } else if (!m.startable && m.kvBudgetDeficit > 0) {
        // Nothing is left for the cache at all: the weights are what to shrink or split first.
        advice.push_back(
            makeNote("infer.cannot_start_weights",
                     {gibText(m.weights.bytes.expected), gpu, std::to_string(m.maxModelLen),
                      gibText(perMax), gibText(m.shortBytes)},
                     "critical", "inference.tp"));
    } else if (!m.startable) {
        advice.push_back(makeNote("infer.cannot_start",
                                  {std::to_string(m.maxModelLen), gibText(perMax),
                                   gibText(m.kvBudgetBytes.expected), gpu},
                                  "critical", "inference.max_model_len"));
    } else if (!m.totalFits) {
        // The cache fits the engine's budget, but the whole does not fit the card.
        const bool sglang = s.engine == Engine::Sglang;
        advice.push_back(
            makeNote("infer.total_does_not_fit",
                     {gibText(m.total.expected), gibText(m.capacityBytes), gpu,
                      gibText(m.activations.bytes.expected + m.overhead.bytes.expected)},
                     "critical",
                     sglang ? "inference.max_num_batched_tokens" : "inference.memory_utilization"));
    } else if (m.headroom.low < 0 && m.queuedAtPeak == 0) {
        // (With requests already queued the cache is full by design: fewer run, none fails.)
        advice.push_back(makeNote("infer.may_not_fit",
                                  {gibText(m.kvBudgetBytes.low), gibText(m.neededKvBytes)},
                                  "warning", "inference.peak_concurrency"));
    }
    // Whether the change fits is part of the message, so that each language words it whole.
    for (const auto& alt : e.alternatives)
        advice.push_back(
            makeNote(alt.fits ? alt.id : alt.id + "_short",
                     {alt.change, rounded(alt.maxConcurrency.expected, 2),
                      std::to_string(alt.maxModelLen), rounded(alt.longestContext.expected, 0)},
                     "info", "inference"));
    if (m.utilizationReduced)
        advice.push_back(makeNote("infer.utilization_reduced",
                                  {gibText(m.companions.bytes.expected),
                                   rounded(m.engineBudgetBytes / m.capacityBytes, 2)},
                                  "warning", "inference.memory_utilization"));
    // A replica's share of the peak: what it runs at once and what waits.
    if (m.fits && e.speed.maxBatch > 0 && e.speed.users > e.speed.maxBatch)
        advice.push_back(makeNote(
            "infer.saturated",
            {std::to_string(e.speed.users), std::to_string(e.speed.maxBatch),
             rounded(e.speed.ttft.expected, 2)},
            "warning",
            // The user's own limit, when it is what stops the batch, is the one to move.
            s.maxNumSeqs > 0 && e.speed.maxBatch == s.maxNumSeqs ? "inference.max_num_seqs"
                                                                 : "inference.peak_concurrency"));
    if (m.fits && !e.sizing.targetsMet)
        advice.push_back(makeNote("infer.target_unmet",
                                  {rounded(e.sizing.bestTtft.expected * 1000, 0),
                                   rounded(e.sizing.bestTpot.expected * 1000, 1)},
                                  "critical", "inference.targets"));
    // With "tp": "auto" the split was chosen already, perhaps larger for a latency target.
    if (e.sizing.minTp > 0 && (e.sizing.minTp != s.tp || e.sizing.minPp != s.pp) && !e.onCpu
        && !s.tpAuto)
        advice.push_back(makeNote("infer.smallest_split",
                                  {std::to_string(e.sizing.minTp), std::to_string(e.sizing.minPp)},
                                  "info", "inference.tp"));
    // The "can we skip the GPU?" rows are advice only where the question is open: with a CPU
    // named (the rows then answer it), or for a model a CPU could hold and decode at reading
    // speed (weights within 32 GiB: 3-12 tokens/s over 100-400 GB/s of DRAM bandwidth). Renting
    // against an API is open once there are prices to compare. Elsewhere (70B for 200 users)
    // they pushed the advice that matters down the list; the decision table keeps every row.
    const double modelWeights = m.weights.bytes.expected * s.tp * s.pp;
    const bool cpuQuestionOpen
        = e.cpu.has_value() || modelWeights <= 32.0 * 1024.0 * 1024.0 * 1024.0;
    for (const auto& row : e.skipGpu) {
        const bool open = row.id == "infer.skip_api" ? row.verdict != "depends" : cpuQuestionOpen;
        if (open)
            advice.push_back(makeNote(row.messageId, row.args, "info"));
    }

    // On the CPU path the budget is the server's memory, which Chinese names apart from a GPU's.
    assumptions.push_back(
        makeNote(s.engine == Engine::LmDeploy
                     ? "assume.infer_engine_lmdeploy"
                     : (e.onCpu ? "assume.infer_engine_cpu" : "assume.infer_engine"),
                 {engineLabel(s.engine), rounded(m.utilization, 2),
                  std::to_string(m.maxNumBatchedTokens), std::to_string(m.blockTokens)}));
    if (e.speed.decodeBackend.empty())
        assumptions.push_back(makeNote("assume.infer_speed",
                                       {rounded(e.speed.bandwidthEfficiency.low * 100, 0),
                                        rounded(e.speed.bandwidthEfficiency.high * 100, 0),
                                        rounded(e.speed.prefillEfficiency.expected * 100, 0)}));
    else
        assumptions.push_back(makeNote("assume.infer_speed_llamacpp",
                                       {e.speed.decodeBackend == "metal" ? "Metal" : "CUDA",
                                        rounded(e.speed.bandwidthEfficiency.low * 100, 0),
                                        rounded(e.speed.bandwidthEfficiency.high * 100, 0),
                                        rounded(e.speed.stepOverhead.low * 1e3, 1),
                                        rounded(e.speed.stepOverhead.high * 1e3, 1),
                                        std::to_string(scenario.model.architecture.layers),
                                        rounded(e.speed.prefillEfficiency.expected * 100, 0)}));
    // How the engine runs a quantised format on this GPU, which sets the prompt's peak.
    const GpuSpec& card = scenario.hardware.gpu;
    if (!e.onCpu && !isSixteenBit(s.weights)) {
        const std::string format = weightFormatName(s.weights);
        if (e.speed.weightKernels == WeightKernels::WeightOnly)
            assumptions.push_back(
                makeNote("assume.weights_dequantised", {engineLabel(s.engine), format, card.name}));
        else if (e.speed.weightKernels == WeightKernels::Native) {
            // The peak the speed model used: the weights' units, or the 16-bit peak when the card
            // gives no figure for them (then the note names the field that would give it).
            const PromptPeak peak = e.speed.promptPeak;
            const bool sixteen = peak == PromptPeak::Bf16 || peak == PromptPeak::Fp16;
            const bool int8 = s.weights == WeightFormat::Int8;
            if (!sixteen)
                assumptions.push_back(makeNote("assume.weights_native",
                                               {engineLabel(s.engine), format, card.name,
                                                peak == PromptPeak::Int8 ? "INT8" : "FP8",
                                                rounded(e.speed.promptPeakTflops, 0)}));
            else
                assumptions.push_back(
                    makeNote("assume.weights_native_no_peak",
                             {engineLabel(s.engine), format, card.name, int8 ? "INT8" : "FP8",
                              int8 ? "hardware.gpu.int8_tops" : "hardware.gpu.fp8_tflops",
                              peak == PromptPeak::Fp16 ? "FP16" : "BF16",
                              rounded(e.speed.promptPeakTflops, 0)}));
        }
    }
    if (e.rent && e.rent->volumeFromCapacity)
        assumptions.push_back(
            makeNote("assume.infer_volume_capacity", {rounded(e.rent->requestsPerSecond, 2)}));
}

} // namespace gp
