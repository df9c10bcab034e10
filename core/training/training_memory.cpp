#include "training/training_memory.h"

#include "model/parameter_count.h"
#include "training/framework_memory.h"
#include "training/memory_internal.h"

#include <algorithm>

namespace gp {

namespace training {

namespace {

// Batches padded only to their own longest sample change shape from step to step. The caching
// allocator keeps the blocks it cut for earlier shapes, which a longer batch cannot reuse, so it
// reserves more than the allocated peak: k x the activations, k fitted to ModelScope SWIFT's
// varying-length peaks (docs/training-memory.md; its fixed-shape peaks need none). The
// allocator returns whole cached blocks to the device and retries before it reports an
// out-of-memory error, so this cache stops at the GPU's capacity and is not judged.
constexpr double kVaryingShapeCache[] = {0.3, 1.6, 2.3}; // low, expected, high

void addVaryingShapeCache(const Scenario& scenario, TrainingMemory& memory)
{
    if (scenario.training.sequenceLengths != SequenceLengths::Varying)
        return;
    const Range& a = memory.activations.bytes;
    const Range& step = memory.stepBeyondActivations;
    // The optimizer step reuses these blocks for its temporaries: only the cache beyond what
    // the step needs beyond the activations adds to the peak. It stops where the expected
    // total meets the capacity (none when the run does not fit without it); one limit for
    // every bound keeps the range ordered.
    const double room = std::max(0.0, memory.capacityBytes - memory.total.expected);
    auto added = [&](double k, double activations, double stepBeyond) {
        return std::min(room, std::max(0.0, k * activations - stepBeyond));
    };
    const Range cache{added(kVaryingShapeCache[0], a.low, step.high),
                      added(kVaryingShapeCache[1], a.expected, step.expected),
                      added(kVaryingShapeCache[2], a.high, step.low)};
    memory.overhead.add("overhead.varying_shapes", cache, [&] {
        return num(kVaryingShapeCache[0]) + "-" + num(kVaryingShapeCache[2])
            + " x the activations: blocks cached for earlier batch shapes, less what the "
              "optimizer step reuses, up to the GPU's capacity (released before an "
              "out-of-memory error)";
    });
    memory.reserved += cache;
    memory.total += cache;
    memory.shapeCache = cache;
}

} // namespace

void addOverhead(const Scenario& scenario, const StageParameters& params,
                 const TrainingLayout& layout, TrainingMemory& memory)
{
    const TrainingSpec& t = scenario.training;
    constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
    // Sharded over one GPU nothing is gathered: PyTorch FSDP switches to NO_SHARD, and
    // DeepSpeed's ZeRO-3 with one partition makes each parameter a view of its shard
    // (partition_parameters.py, _no_gather_coalesced and NoGatherHandle).
    const bool fsdp = keepsRootUnitGathered(t);
    const bool gathers
        = (t.zeroStage >= 3 || t.offloadParams) && !(layout.shardGroup == 1 && !t.offloadParams);
    if (gathers) {
        if (fsdp && params.outsideLayerBytes > 0) {
            memory.layout.rootUnitBytes = params.outsideLayerBytes;
            // FSDP gathers the layer in use and prefetches the next one. Its root unit - what
            // no layer's unit holds once Accelerate wraps the decoder layers: embedding, head,
            // final norm - stays gathered from the forward pass to the end of the backward pass
            // (torch/distributed/fsdp/_runtime_utils.py, _post_forward_reshard: the root is not
            // freed after forward; FSDP2's root likewise skips its post-forward reshard).
            const double layers = 2 * params.largestLayerBytes;
            memory.overhead.add("overhead.zero3_gather",
                                Range{layers / 2 + params.outsideLayerBytes,
                                      layers + params.outsideLayerBytes,
                                      layers + params.outsideLayerBytes},
                                [&] {
                                    return "gathered parameters: the current and the prefetched "
                                           "layer (2 x "
                                        + gib(params.largestLayerBytes)
                                        + "), and the root unit held from the forward to the end "
                                          "of the backward pass (embedding, head and final norm, "
                                        + gib(params.outsideLayerBytes) + ")";
                                });
        } else {
            // ZeRO-3 gathers the layer in use and prefetches the next one.
            const double bytes = 2 * params.largestUnitBytes;
            memory.overhead.add("overhead.zero3_gather", Range{bytes / 2, bytes, bytes}, [&] {
                return "gathered parameters of the current and the prefetched layer: 2 x "
                    + gib(params.largestUnitBytes) + " as stored";
            });
        }
    }
    if (const ReduceBuckets buckets
        = zeroReduceBuckets(t, static_cast<double>(scenario.model.architecture.hidden));
        buckets.count > 0) {
        const bool two = buckets.count == 2;
        memory.overhead.add("overhead.reduce_buckets", Range::exactly(buckets.bytes()), [&] {
            return std::string("DeepSpeed's gradient-reduction bucket") + (two ? "s" : "")
                + " for the backward pass: " + (two ? "2 x " : "") + num(buckets.elements)
                + " elements (reduce_bucket_size" + (two ? ", overlap_comm" : "") + ")";
        });
    }
    // Overhead so far holds the buffers tensors occupy; what follows is not allocated by tensors.
    memory.allocated = memory.weights.bytes + memory.gradients.bytes + memory.optimizer.bytes
        + memory.activations.bytes + memory.overhead.bytes;
    // Allocator fragmentation grows with the churn of activations and gradients.
    const double churn = memory.activations.bytes.expected + memory.gradients.bytes.expected;
    const Range idle{0.02 * churn, 0.05 * churn, 0.15 * churn};
    memory.overhead.add("overhead.fragmentation", idle, [] {
        return "2-15% of activations and gradients (caching allocator fragmentation)";
    });
    memory.reserved = memory.allocated + idle;
    // What PyTorch's allocator does not see: NCCL's own buffers (with the few gradient buckets
    // counted alike) and the CUDA context.
    Range outside = Range::exactly(0);
    const bool communicates = layout.dp * t.cp > 1 || t.tp > 1 || t.pp > 1 || t.ep > 1;
    if (communicates) {
        const Range buffers{0.1 * GiB, 0.25 * GiB, 1.0 * GiB};
        memory.overhead.add("overhead.communication_buffers", buffers, [] {
            return "NCCL's buffers (and DDP's gradient buckets): 0.1-1 GiB";
        });
        outside += buffers;
    }
    // The CUDA context, cuBLAS/cuDNN workspaces and loaded kernels: 0.3-1.5 GiB beyond what the
    // framework allocates, more with many kernels (measured on A100/H100 with PyTorch).
    const Range context{0.3 * GiB, 0.75 * GiB, 1.5 * GiB};
    memory.overhead.add("overhead.cuda_context", context,
                        [] { return "CUDA context and library workspaces: 0.3-1.5 GiB"; });
    memory.total = memory.reserved + outside + context;
    memory.needed = memory.total;
    addVaryingShapeCache(scenario, memory);
}

} // namespace training

std::vector<int> middleStagesToWeigh(const Scenario& scenario)
{
    using training::StageLayers;
    const TrainingSpec& t = scenario.training;
    const Architecture& a = scenario.model.architecture;
    std::vector<int> stages;
    if (t.pp < 3)
        return stages;
    // Layers all of one kind and all trained: the ceil split gives no middle stage more layers
    // than the first, so the first bounds them (the common case, decided without counting).
    const bool freeze = t.method == TrainingMethod::Freeze;
    // A hybrid's stages mix mixers (attention, linear) and a pattern's blocks (mixer, MLP)
    // unevenly too: a middle stage may hold more of the heavier kind than the first.
    const bool mixedKinds = (a.isMoe() && (a.firstDenseLayers > 0 || a.moeLayerStep > 1))
        || a.isHybrid() || a.hasLayerPattern();
    const StageLayers first = training::layersOnStage(scenario, 0);
    if (!freeze && !mixedKinds) {
        // A first stage given fewer layers than the even share: the first of the others holds
        // the most.
        const PipelineSplit split = pipelineSplit(scenario);
        if (split.firstGiven() && t.virtualStages == 1 && split.layersOn(1) > split.layersOn(0)
            && t.pp > 2)
            stages.push_back(1);
        return stages;
    }
    // With freeze, a share of the stage's layers trains, so a stage of fewer layers is not
    // simply smaller: every distinct mix is weighed.
    // No more layers of any kind than the first stage: bounded by it.
    auto attending = [&a](const StageLayers& s) {
        return s.dense + s.moe - (a.parallelMixers ? 0 : s.linear) - s.mixerless;
    };
    auto boundedByFirst = [&](const StageLayers& stage) {
        return !freeze && stage.dense <= first.dense && stage.moe <= first.moe
            && stage.linear <= first.linear && attending(stage) <= attending(first)
            && stage.mixerless <= first.mixerless && stage.mlpless <= first.mlpless;
    };
    std::vector<StageLayers> weighed;
    for (int stage = 1; stage < t.pp - 1; ++stage) {
        const StageLayers layers = training::layersOnStage(scenario, stage);
        if (boundedByFirst(layers)
            || std::find(weighed.begin(), weighed.end(), layers) != weighed.end())
            continue;
        weighed.push_back(layers);
        stages.push_back(stage);
    }
    return stages;
}

std::optional<TrainingMemory> fullestOfStages(const Scenario& scenario,
                                              const std::vector<int>& stages)
{
    std::optional<TrainingMemory> fullest;
    for (int stage : stages) {
        TrainingMemory memory = estimateTrainingMemory(scenario, Detail::TotalsOnly, stage);
        if (!fullest || memory.needed.expected > fullest->needed.expected)
            fullest = std::move(memory);
    }
    return fullest;
}

TrainingMemory estimateTrainingMemory(const Scenario& scenario, Detail detail, int stage)
{
    using namespace training;
    TrainingMemory memory;
    const bool record = detail == Detail::Full;
    for (MemoryComponent* c : {&memory.weights, &memory.gradients, &memory.optimizer,
                               &memory.activations, &memory.overhead})
        c->recordParts = record;
    const ParameterCount count = countParameters(scenario.model.architecture);
    memory.layout = layoutOf(scenario, stage);
    const StageParameters params = stageParameters(scenario, count, memory.layout);
    memory.layout.parametersOnGpu = params.total() + params.adapters;
    memory.layout.parameterBytesOnGpu = params.storedBytes;
    if (scenario.training.method == TrainingMethod::Qlora)
        memory.layout.quantizedOnGpu = params.quantizable;
    const bool adapters = scenario.training.method == TrainingMethod::Lora
        || scenario.training.method == TrainingMethod::Qlora;
    memory.layout.trainableParametersOnGpu
        = adapters ? params.adapters : params.total() * params.trainableFraction;

    addModelStates(scenario, params, memory.layout, memory);
    addActivations(scenario, memory.layout, memory);
    addAutocastWeightCopies(scenario, params, memory.layout, memory);
    addStepTemporaries(scenario, params, memory.layout, memory);
    const GpuSpec& gpu = scenario.hardware.gpu;
    const double usable = gpu.usableGib > 0 ? gpu.usableGib : gpu.memoryGib;
    memory.capacityBytes = usable * 1024.0 * 1024.0 * 1024.0;
    addOverhead(scenario, params, memory.layout, memory);
    return memory;
}

} // namespace gp
