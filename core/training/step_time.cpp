// Step time = compute + exposed communication + pipeline bubble.
//
// Compute divides the step's FLOPs (with recomputation) by the GPUs' dense peak and a kernel
// efficiency band by chip generation, precision and model width (kernel_efficiency.h, fitted to
// published step times once their communication and bubble are taken out, and reported out of
// sample in docs/fidelity.md). Communication is costed collective by collective on the link each
// crosses (collectives.cpp).
#include "training/step_time.h"

#include "training/collectives.h"
#include "training/framework_memory.h"
#include "training/kernel_efficiency.h"
#include "training/memory_internal.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

// QLoRA's dequantization, in bytes of the GPU's memory bandwidth per 4-bit weight and matmul:
// what LitGPT's resource tables (tutorials/resource-tables.md, 1x A100 40GB, bitsandbytes
// 0.41.1, micro-batch 1 of Alpaca) give as the extra time of bnb.nf4 over 16-bit LoRA, per
// weight dequantized twice an iteration: 5.8 (phi-1.5), 8.4 (StableLM 3B), 9.5 (Llama 2 7B),
// 11.7 (Llama 2 13B). Expected the median, the band their spread; test_qlora_time refits it.
// A kernel that only moved its bytes (0.56 read, 2 written) would take 2.6: the measured cost is
// about three and a half times that; it grows with the model (5.8 to 11.7 B), which one constant
// does not follow: large models sit near the high end.
constexpr Range kQloraDequantBytes{5.8, 8.95, 11.7};

using training::allReduceSeconds;
using training::allToAllSeconds;
using training::GroupPlacement;
using training::num;
using training::placeGroup;
using training::transferSeconds;

// Exposed share of a transfer that can run under compute: {best, expected, worst}. With a
// window (the compute it can hide behind), whatever exceeds the window is exposed in any case.
Range exposed(const Range& seconds, double best, double expected, double worst,
              double window = 1e300)
{
    return {std::max(seconds.low * best, seconds.low - window),
            std::max(seconds.expected * expected, seconds.expected - window),
            std::max(seconds.high * worst, seconds.high - window)};
}

// What the stage holding the most of each needs moved and updated each step: a pipeline goes at
// the pace of its slowest stage, and the stages differ (the first holds the embedding, the last
// the head, a middle one of DeepSeek-V3 four MoE layers to the first's one, a freeze fine-tune's
// later stages the trained layers). Taken over the first, the fullest middle and the last stage.
struct StageLoad
{
    double layers = 0;
    double moeLayers = 0;
    double parameters = 0;
    double parameterBytes = 0; // as gathered by ZeRO-3 (an FP32 LoRA base in 16 bits)
    double quantized = 0; // QLoRA's 4-bit weights
    // What ZeRO-3 gathers per pass, on average over the forward and the backward pass: every
    // parameter as stored, less half of FSDP's root unit, which stays gathered in between.
    double gatheredBytes = 0;
    double trainableParameters = 0;
    double stateBytes = 0; // weights, gradients and optimizer states on the GPU
    double trainableShard = 0;
    double parameterShard = 0;

    void include(const TrainingMemory& m)
    {
        layers = std::max(layers, static_cast<double>(m.layout.layersOnGpu));
        moeLayers = std::max(moeLayers, static_cast<double>(m.layout.moeLayersOnGpu));
        parameters = std::max(parameters, m.layout.parametersOnGpu);
        parameterBytes = std::max(parameterBytes, m.layout.parameterBytesOnGpu);
        quantized = std::max(quantized, m.layout.quantizedOnGpu);
        gatheredBytes
            = std::max(gatheredBytes, m.layout.parameterBytesOnGpu - m.layout.rootUnitBytes / 2);
        trainableParameters = std::max(trainableParameters, m.layout.trainableParametersOnGpu);
        stateBytes = std::max(stateBytes,
                              m.weights.bytes.expected + m.gradients.bytes.expected
                                  + m.optimizer.bytes.expected);
        trainableShard = std::max(trainableShard, m.layout.trainableShard);
        parameterShard = std::max(parameterShard, m.layout.parameterShard);
    }
};

StageLoad heaviestStageLoad(const TrainingStages& stages)
{
    StageLoad load;
    for (const TrainingStage& stage : stages.stages)
        load.include(stage.memory);
    return load;
}

// Host transfer and CPU work of ZeRO-Offload: each GPU sends its gradient shard over PCIe and
// gets the updated 16-bit parameters back; the CPU's Adam reads and writes about 30 bytes per
// parameter (FP32 parameter, gradient and two moments, then the 16-bit copy), memory-bound at
// half the server's DRAM bandwidth, shared by every GPU of the server. ZeRO-Infinity's parameter
// offload also fetches the parameter shard for each forward and backward pass.
template <class Add>
Range offloadSeconds(const Scenario& scenario, const StageLoad& load, double microBatches,
                     Add&& add)
{
    const TrainingSpec& t = scenario.training;
    const HardwareSpec& hw = scenario.hardware;
    const double shard = load.trainableShard;
    const double weightBytes = t.precision == Precision::Fp32 ? 4.0 : 2.0;
    double pcieBytes = shard * (2.0 + weightBytes); // 16-bit gradients down, parameters up
    if (t.offloadParams)
        pcieBytes += 2 * microBatches * load.parameterShard
            * (fp32BaseHeld(t) ? 4.0 : load.parameterBytes / std::max(1.0, load.parameters));
    // PCIe 4.0 x16 moves ~20-25 GB/s in practice, PCIe 5.0 about twice that.
    const Range pcieGBps{12, 22, 45};
    const Range pcie = (pcieGBps * 1e9).dividedInto(pcieBytes);
    Range seconds = add("compute.offload_transfer", pcie, [&] {
        return training::gib(pcieBytes) + " over PCIe between GPU and host at 12-45 GB/s";
    });
    if (t.offloadOptimizer) {
        // DeepSpeed's CPU Adam runs on every core of the server: a described server's sockets, a
        // catalog CPU (one socket's figures) in the usual dual-socket server, or a typical
        // dual-socket server's ~400 GB/s.
        const double sockets = hw.cpu && hw.cpu->id == "custom" ? hw.cpu->sockets : 2.0;
        const double hostGBps = hw.cpu ? sockets * hw.cpu->bandwidthGBps : 400.0;
        const double bytes = 30.0 * shard * hw.gpusPerNode;
        const double cpu = bytes / (0.5 * hostGBps * 1e9);
        seconds += add("compute.offload_cpu_optimizer", {0.7 * cpu, cpu, 2 * cpu}, [&] {
            return "CPU optimizer step: 30 B x " + training::num(shard * hw.gpusPerNode)
                + " parameters per server at half of " + training::num(hostGBps) + " GB/s";
        });
    }
    return seconds;
}

} // namespace

// MFU, tokens per second, total time and GPU-hours from the step time.
void deriveRates(TrainingTime& r, const StepFlops& flops, const Scenario& scenario)
{
    const double N = r.gpus;
    const double peak = peakFlops(scenario);
    r.mfu = {flops.modelPerStep / (N * peak * r.stepTime.high),
             flops.modelPerStep / (N * peak * r.stepTime.expected),
             flops.modelPerStep / (N * peak * r.stepTime.low)};
    r.tokensPerSecondPerGpu
        = {flops.tokensPerStep / r.stepTime.high / N, flops.tokensPerStep / r.stepTime.expected / N,
           flops.tokensPerStep / r.stepTime.low / N};
    if (scenario.training.tokens && flops.tokensPerStep > 0) {
        const double steps = *scenario.training.tokens / flops.tokensPerStep;
        r.totalTime = r.stepTime * steps;
        r.gpuHours = *r.totalTime * (N / 3600.0);
    }
}

double peakFlops(const Scenario& scenario)
{
    const GpuSpec& g = scenario.hardware.gpu;
    switch (scenario.training.precision) {
    case Precision::Fp16Mixed:
        return g.fp16Tflops * 1e12;
    case Precision::Fp8Mixed:
        return (g.fp8Tflops > 0 ? g.fp8Tflops : g.bf16Tflops) * 1e12;
    case Precision::Fp32:
        return (g.tf32Tflops > 0 ? g.tf32Tflops
                                 : (g.fp32Tflops > 0 ? g.fp32Tflops : g.bf16Tflops / 8))
            * 1e12;
    case Precision::Bf16Mixed:
    case Precision::Bf16Pure:
        break;
    }
    return g.bf16Tflops * 1e12;
}

TrainingTime estimateTrainingTime(const Scenario& scenario, const StepFlops& flops,
                                  const TrainingStages& stages, Detail detail)
{
    const TrainingSpec& t = scenario.training;
    const Architecture& a = scenario.model.architecture;
    const HardwareSpec& hw = scenario.hardware;
    TrainingTime r;
    r.gpus = t.tp * t.pp * t.cp * t.dp;
    const double N = r.gpus;
    const double peak = peakFlops(scenario);
    const TrainingMemory& memory = stages.first().memory;
    const double m = static_cast<double>(memory.layout.microBatchesPerStep);
    const StageLoad load = heaviestStageLoad(stages);
    const double layers = load.layers;
    const double tokensLocal = static_cast<double>(t.seqLen) / t.cp * t.microBatch;
    const double activationBytes = t.precision == Precision::Fp32 ? 4.0 : 2.0;
    const int G = hw.gpusPerNode;
    // A server's single network adapter is shared: in a synchronous step every GPU of the
    // server sends across it at once, so each gets its share of the bandwidth.
    LinkSpec inter = hw.interNodeLink;
    if (hw.interNodeLink.perServer)
        inter.bandwidthGBps /= std::min(G, r.gpus);
    // A pipeline boundary between servers is crossed by one stage's GPUs only.
    LinkSpec interPipeline = hw.interNodeLink;
    if (hw.interNodeLink.perServer)
        interPipeline.bandwidthGBps /= std::max(1, std::min({G, r.gpus, t.tp * t.cp * t.dp}));
    // `formula` is a callable: the plan search's fast path builds no text.
    const bool record = detail == Detail::Full;
    auto add = [&](const char* id, Range seconds, auto&& formula) {
        if (record)
            r.parts.push_back({id, seconds, formula()});
        return seconds;
    };

    // Compute: the step's FLOPs over every GPU; with a pipeline, the busiest stage sets the pace.
    r.efficiency = trainingKernelEfficiency(efficiencyInputs(scenario));
    const bool adapters = t.method == TrainingMethod::Lora || t.method == TrainingMethod::Qlora;
    const double headWork
        = flops.headForwardPerToken * (adapters ? 2.0 : 3.0) * flops.tokensPerStep;
    // The stage with the most layers (first, or the first of the even ones), or the last with
    // its layers and the head, whichever works longer.
    const PipelineSplit split = pipelineSplit(scenario);
    const double perLayer = (flops.hardwarePerStep - headWork) / static_cast<double>(a.layers);
    const std::int64_t mostLayers = t.virtualStages > 1
        ? a.layers / t.pp
        : std::max(split.layersOn(0), split.layersOn(std::min(1, t.pp - 1)));
    const double busiest = t.pp > 1
        ? std::max(perLayer * static_cast<double>(mostLayers),
                   perLayer * static_cast<double>(split.layersOn(t.pp - 1)) + headWork)
        : flops.hardwarePerStep;
    const double stageGpus = N / t.pp;
    const Range matmul = (r.efficiency * (stageGpus * peak)).dividedInto(busiest);
    r.compute = add("compute.model", matmul, [&] {
        return num(busiest) + " FLOPs" + (t.pp > 1 ? " on the busiest stage" : "") + " / ("
            + num(stageGpus) + " GPUs x " + num(peak / 1e12) + " TFLOP/s x "
            + num(std::round(r.efficiency.expected * 100) / 100) + " efficiency)";
    });
    // The optimizer update reads and writes every state it holds: memory-bound.
    const double stateBytes = load.stateBytes;
    const double optimizer = 2 * stateBytes / (hw.gpu.bandwidthGBps * 1e9 * 0.7);
    r.compute += add("compute.optimizer_step", {optimizer * 0.7, optimizer, optimizer * 1.5}, [&] {
        return "read and write " + training::gib(stateBytes)
            + " of weights, gradients and states at 70% of " + num(hw.gpu.bandwidthGBps) + " GB/s";
    });
    if (t.offloadOptimizer || t.offloadParams)
        r.compute += offloadSeconds(scenario, load, m, add);
    // LLM.int8 (qlora_bits 8) runs another kernel, which no measurement here covers.
    Range dequantized = Range::exactly(0);
    if (load.quantized > 0 && t.qloraBits == 4) {
        // bitsandbytes' MatMul4Bit dequantizes a 4-bit weight to 16 bits for each matmul it
        // enters: the forward pass, the input gradient's in the backward pass, and the forward
        // again under full recomputation (autograd/_functions.py). Its cost per weight and pass
        // is kQloraDequantBytes at the GPU's bandwidth, from LitGPT's LoRA and QLoRA times.
        const double passes = recomputesLayers(t.recompute) ? 3.0 : 2.0;
        const double weights = passes * m * load.quantized;
        const Range dequant = kQloraDequantBytes * (weights / (hw.gpu.bandwidthGBps * 1e9));
        dequantized = dequant;
        r.compute += add("compute.qlora_dequantize", dequant, [&] {
            return num(passes) + " dequantizations of " + num(load.quantized)
                + " 4-bit weights per micro-batch, " + num(m) + " micro-batches, at "
                + num(kQloraDequantBytes.expected) + " B per weight of " + num(hw.gpu.bandwidthGBps)
                + " GB/s";
        });
    }

    r.communication = Range::exactly(0);
    // Tensor parallelism: 2 all-reduces (or reduce-scatter + all-gather with SP) forward and 2
    // backward per layer and micro-batch, 2 more when full recomputation repeats the forward.
    Range tensor = Range::exactly(0);
    if (t.tp > 1) {
        const double bytes = activationBytes * tokensLocal * static_cast<double>(a.hidden);
        // A layer pattern's block is one parallel region (a mixer or an MLP), half a layer.
        const double count = (recomputesLayers(t.recompute) ? 6.0 : 4.0) * layers * m
            * a.parallelRegionsPerLayer() / 2;
        const GroupPlacement group = placeGroup(t.tp, 1, G);
        tensor = allReduceSeconds(bytes, group, hw.intraNodeLink, inter) * count;
        // At best, tensor-parallel communication overlap hides about half of it.
        tensor.low *= 0.5;
        r.communication += add("communication.tensor_parallel", tensor, [&] {
            return num(count) + " all-reduces of " + training::gib(bytes) + " over " + num(t.tp)
                + (group.nodes > 1 ? " GPUs across servers" : " GPUs in one server");
        });
    }
    // Context parallelism: ring attention passes K and V around the ring (backward also their
    // gradients), mostly hidden behind the attention computation.
    if (t.cp > 1) {
        // Ring attention passes decompressed K and V (MLA too), split over the TP ranks.
        const double kv = a.isMla() ? static_cast<double>(a.heads)
                * static_cast<double>(a.headDim + a.ropeHeadDim + a.vHeadDim) / t.tp
                                    : 2.0 * std::max(1.0, static_cast<double>(a.kvHeads) / t.tp)
                * static_cast<double>(a.headDim);
        const double bytes = activationBytes * tokensLocal * kv * (t.cp - 1) * 3;
        // Only attention layers hold K and V (a hybrid model's linear layers do not).
        const double attending = a.layers > 0
            ? layers * static_cast<double>(a.attentionLayers()) / static_cast<double>(a.layers)
            : layers;
        const GroupPlacement group = placeGroup(t.cp, t.tp, G);
        const LinkSpec& link = group.nodes > 1 ? inter : hw.intraNodeLink;
        r.communication += add(
            "communication.context_parallel",
            exposed(transferSeconds(bytes, link) * (attending * m), 0.1, 0.3, 0.8), [&] {
                return "K/V ring exchange of " + training::gib(bytes) + " per layer, 30% exposed";
            });
    }
    // Expert parallelism: dispatch and combine, forward and backward, per MoE layer.
    if (t.ep > 1 && a.isMoe()) {
        const double tokens = t.sequenceParallel ? tokensLocal / t.tp : tokensLocal;
        const double bytes
            = 2 * tokens * static_cast<double>(a.expertsPerToken) * static_cast<double>(a.hidden);
        const GroupPlacement group = placeGroup(t.ep, t.tp, G);
        const double count = (recomputesLayers(t.recompute) ? 6.0 : 4.0) * load.moeLayers * m;
        r.communication += add(
            "communication.expert_parallel",
            exposed(allToAllSeconds(bytes, group, hw.intraNodeLink, inter) * count, 0.4, 0.7, 1.0),
            [&] {
                return num(count) + " all-to-alls of " + training::gib(bytes) + " over " + num(t.ep)
                    + " GPUs";
            });
    }
    // Data parallelism. ZeRO-0/1 (and Megatron's distributed optimizer) reduce the gradients
    // once per step, hidden behind the last micro-batch's backward pass; DeepSpeed ZeRO-2
    // reduce-scatters them every micro-batch and gathers the updated shard once; ZeRO-3/FSDP
    // also gather every parameter (frozen ones too) in each forward and backward pass, hidden
    // behind the whole computation. FSDP under no_sync reduce-scatters once per step.
    if (t.dp * t.cp > 1) {
        const double gradBytes = adapters
            ? 4.0
            : ((t.fp32GradAccumulation || t.precision == Precision::Fp32) ? 4.0 : 2.0);
        double grads = load.trainableParameters * gradBytes;
        // Frozen weights sharing FSDP units with the adapters: their gradient has the stored
        // weights' size (QLoRA's packed layers, its embedding and head in 16 bits).
        if (adapters && t.frozenWeightGradients)
            grads += load.parameterBytes - 4 * load.trainableParameters; // FP32 adapters
        const double reductions
            = holdsWholeGradients(t, memory.layout.microBatchesPerStep) ? 1.0 : m;
        const GroupPlacement group = placeGroup(t.dp * t.cp, t.tp, G);
        const Range allReduce = allReduceSeconds(grads, group, hw.intraNodeLink, inter);
        Range sync = allReduce;
        double window = 2.0 / 3.0 * matmul.expected / m;
        // Every parameter as stored (QLoRA's packed base), gathered for the forward and again
        // for the backward pass, but FSDP's root unit, which stays gathered in between; on the
        // stage that gathers the most.
        const double params = load.gatheredBytes;
        if (t.zeroStage == 2) {
            sync = allReduce * ((reductions + 1) / 2);
            window = 2.0 / 3.0 * matmul.expected;
        } else if (t.zeroStage >= 3) {
            sync = allReduce * (reductions / 2)
                + allReduceSeconds(params, group, hw.intraNodeLink, inter) * m;
            window = matmul.expected;
        }
        auto what = [&] {
            if (t.zeroStage == 2)
                return num(reductions) + " gradient reduce-scatters of " + training::gib(grads);
            if (t.zeroStage >= 3)
                return num(2 * m) + " parameter gathers of " + training::gib(params) + " and "
                    + num(reductions) + " gradient reduce-scatters";
            return "gradient reduction of " + training::gib(grads);
        };
        const Range hidden = {std::max(0.0, sync.low - 1.5 * window),
                              std::max(0.15 * sync.expected, sync.expected - window),
                              std::max(0.5 * sync.high, sync.high - 0.5 * window)};
        if (sync.expected > 0)
            r.communication += add("communication.data_parallel", hidden, [&] {
                return what() + " over " + num(group.ranks) + " GPUs (" + num(group.nodes)
                    + " server(s)), partly hidden behind computation";
            });
    }
    // Pipeline: activations forward and gradients backward at every chunk boundary, scattered
    // over the tensor-parallel ranks.
    if (t.pp > 1) {
        const double bytes = activationBytes * tokensLocal * static_cast<double>(a.hidden) / t.tp;
        const bool crossesServers = static_cast<long long>(t.tp) * t.cp * t.dp * t.pp > G;
        const double count = 2.0 * t.virtualStages * m;
        r.communication
            += add("communication.pipeline",
                   exposed(transferSeconds(bytes, crossesServers ? interPipeline : hw.intraNodeLink)
                               * count,
                           0.2, 0.5, 1.0, matmul.expected),
                   [&] {
                       return num(count) + " point-to-point transfers of " + training::gib(bytes)
                           + ", half exposed (all beyond the stage's compute)";
                   });
        // Bubble: (p - 1) / (v m) of the pipelined work (Narayanan et al. 2021).
        const double fraction = static_cast<double>(t.pp - 1) / (t.virtualStages * m);
        // Pipelined work idles in the bubble; the optimizer step is not pipelined.
        r.bubble = (matmul + tensor + dequantized) * fraction;
        add("bubble.pipeline", r.bubble, [&] {
            return "(p - 1) / (v m) = " + num(t.pp - 1) + " / (" + num(t.virtualStages) + " x "
                + num(m) + ") of compute";
        });
    }

    r.stepTime = r.compute + r.communication + r.bubble;
    // A given MFU replaces the efficiency model: the step takes model FLOPs / (N x peak x MFU).
    if (t.mfu) {
        r.mfuGiven = true;
        r.stepTime = {flops.modelPerStep / (N * peak * t.mfu->high),
                      flops.modelPerStep / (N * peak * t.mfu->expected),
                      flops.modelPerStep / (N * peak * t.mfu->low)};
        const Range other = r.communication + r.bubble;
        r.compute = {std::max(0.0, r.stepTime.low - other.high),
                     std::max(0.0, r.stepTime.expected - other.expected),
                     std::max(0.0, r.stepTime.high - other.low)};
    }
    deriveRates(r, flops, scenario);
    return r;
}

void calibrateTrainingTime(TrainingTime& time, const StepFlops& flops, double trialEstimateS,
                           double trialMeasuredS, const Scenario& scenario)
{
    if (trialEstimateS <= 0 || trialMeasuredS <= 0)
        return;
    const double factor = trialMeasuredS / trialEstimateS;
    time.calibration = TrainingCalibrationTime{trialEstimateS, trialMeasuredS, factor};
    // The measurement pins the expected value; carrying it to another size keeps a +-10% band.
    const double expected = time.stepTime.expected * factor;
    time.compute = time.compute * factor;
    time.communication = time.communication * factor;
    time.bubble = time.bubble * factor;
    for (auto& part : time.parts)
        part.seconds = part.seconds * factor;
    time.stepTime = {0.9 * expected, expected, 1.1 * expected};
    deriveRates(time, flops, scenario);
}

} // namespace gp
