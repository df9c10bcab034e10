#pragma once
// Pieces of the training-memory estimate (internal to training/).
#include "model/parameter_count.h"
#include "scenario/pipeline_split.h"
#include "training/training_memory.h"

#include <algorithm>
#include <string>

namespace gp::training {

// Parameters the first pipeline stage holds, split the way sharding and precision treat them.
struct StageParameters
{
    double dense = 0; // attention, dense MLPs, shared experts, embeddings (split by TP)
    double experts = 0; // routed experts (split by EP)
    double replicated = 0; // norms and routers, on every TP rank
    double quantizable = 0; // linear weights inside the layers (what QLoRA quantises)
    double adapters = 0; // LoRA/QLoRA adapter parameters
    double trainableFraction = 1; // freeze: share of the stage's parameters that train
    // Bytes as the GPU stores them (16-bit, FP32, or QLoRA's packed base), which is what a
    // ZeRO-3 / FSDP all-gather moves and what its gather buffer holds:
    double largestLayerBytes = 0; // one transformer layer's parameters
    double largestUnitBytes = 0; // ... or the embedding or head, whole, when larger
    double outsideLayerBytes = 0; // embedding, head and final norm: FSDP's root unit
    double storedBytes = 0; // every parameter of the stage, adapters included

    double total() const { return dense + experts + replicated; }
};

TrainingLayout layoutOf(const Scenario& scenario, int stage);
StageParameters stageParameters(const Scenario& scenario, const ParameterCount& count,
                                const TrainingLayout& layout);

// Bytes per weight of a QLoRA base as stored: the quantised values and their constants.
double qloraBytesPerWeight(const TrainingSpec& t, double hidden);
// ... the quantised values alone: what ZeRO-3 / FSDP shards, gathers and offloads. bitsandbytes
// keeps the constants (absmax, the row scales) in each layer's quant_state, on the module and
// outside the parameters, so every GPU holds all of them (bitsandbytes nn/modules.py,
// fix_4bit_weight_quant_state_from_module).
double qloraPackedBytesPerWeight(const TrainingSpec& t);
// Whether the LoRA targets reach the linear layer of this name (q_proj, o_proj, down_proj ...).
bool loraTargets(const TrainingSpec& t, const std::string& linear);

void addModelStates(const Scenario& scenario, const StageParameters& params,
                    const TrainingLayout& layout, TrainingMemory& memory);
void addActivations(const Scenario& scenario, const TrainingLayout& layout, TrainingMemory& memory);
// Autocast's 16-bit copies of a frozen FP32 base's linear weights (fp32BaseCastPerMatmul).
void addAutocastWeightCopies(const Scenario& scenario, const StageParameters& params,
                             const TrainingLayout& layout, TrainingMemory& memory);
// What the optimizer step builds beyond the states (framework_memory.h): DeepSpeed's FP32
// gradients and the foreach path's temporaries. After the activations: what exists only at the
// step counts beyond the activations freed before it.
void addStepTemporaries(const Scenario& scenario, const StageParameters& params,
                        const TrainingLayout& layout, TrainingMemory& memory);
void addOverhead(const Scenario& scenario, const StageParameters& params,
                 const TrainingLayout& layout, TrainingMemory& memory);

// Calls fn(begin, end) for each run of consecutive transformer layers [begin, end) (0-based)
// that pipeline stage `rank` (0 .. pp-1) holds: one run, or one per model chunk when interleaved.
// A callback rather than a list: the plan search calls this for every stage of every layout.
template <class Fn>
void forEachStageRun(const PipelineSplit& split, int virtualStages, int rank, Fn&& fn)
{
    if (virtualStages <= 1) {
        const auto [begin, end] = split.stage(rank);
        fn(begin, end);
        return;
    }
    // Interleaved: stage r holds model chunks r, r + p, r + 2p, ... of L / (p v) layers each.
    const std::int64_t chunk = split.layers / (static_cast<std::int64_t>(split.pp) * virtualStages);
    for (int j = 0; j < virtualStages; ++j) {
        const std::int64_t first = (static_cast<std::int64_t>(j) * split.pp + rank) * chunk;
        fn(first, first + chunk);
    }
}

// The transformer layers pipeline stage `stage` holds, by kind: all the per-layer memory of the
// model follows from these counts (with the stage's rank, for the micro-batches in flight).
struct StageLayers
{
    std::int64_t dense = 0;
    std::int64_t moe = 0;
    std::int64_t linear = 0; // of the dense and MoE ones, those with linear attention
    std::int64_t mixerless = 0; // a layer pattern's MLP or expert blocks
    std::int64_t mlpless = 0; // ... and its mixer blocks
    std::int64_t trained = 0; // a freeze fine-tune's trained layers; else every layer
    bool operator==(const StageLayers&) const = default;
};
StageLayers layersOnStage(const Scenario& scenario, int stage);

// "1.23 GiB" for formulas.
std::string gib(double bytes);
std::string num(double value);

} // namespace gp::training
