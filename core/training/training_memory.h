#pragma once
// Memory of a GPU while training: weights, gradients, optimizer states, activations and overhead,
// each a range with the parts and formulas behind it. The first pipeline stage is usually the
// busiest (it holds p micro-batches of activations under 1F1B); the last one holds the output
// head and the logits, which can make it the fuller one with a large vocabulary; a stage between
// them can be the fullest when the layers differ (dense layers first in an MoE model, or the
// trained layers of a freeze fine-tune at the end).
#include "common/range.h"
#include "scenario/scenario.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gp {

struct MemoryPart
{
    std::string id; // stable: "optimizer.adam_moments", "activations.attention", ...
    Range bytes;
    std::string formula; // how the bytes were computed, with the numbers
};

struct MemoryComponent
{
    Range bytes;
    std::vector<MemoryPart> parts;
    bool recordParts = true; // false on the plan search's fast path: totals only

    // `formula` is a callable returning the text; it only runs when parts are recorded, so the
    // fast path builds no strings.
    template <class Formula> void add(const char* id, Range value, Formula&& formula)
    {
        bytes += value;
        if (recordParts)
            parts.push_back({id, value, std::forward<Formula>(formula)()});
    }
};

// How much of the explanation an estimate builds.
enum class Detail {
    Full, // every part with its formula (the CLI, the UI, the sizing sheet)
    TotalsOnly, // component totals only (the plan search, sweeps)
};

// Where the GPU sits and what it holds.
struct TrainingLayout
{
    // The pipeline stage an estimate is for, by rank: 0 is the first, stages - 1 the last. With
    // one stage both are the same GPU.
    int stage = 0;
    int stages = 1;
    bool holdsEmbedding = true; // the first stage: input embedding (and learned positions)
    bool holdsOutputHead = true; // the last stage: output head, final norm, logits and loss
    int dp = 1;
    int shardGroup = 1; // ZeRO/FSDP sharding group of dense parameters
    int expertShardGroup = 1; // ... and of expert parameters
    std::int64_t layersOnGpu = 0; // transformer layers on this pipeline stage
    std::int64_t moeLayersOnGpu = 0;
    std::int64_t linearLayersOnGpu = 0; // hybrid models: layers with linear attention
    // A layer pattern's single blocks (Nemotron-H): layers with an MLP or experts and no mixer,
    // and layers with a mixer and no MLP.
    std::int64_t mixerlessLayersOnGpu = 0;
    std::int64_t mlplessLayersOnGpu = 0;
    std::int64_t trainedLayersOnGpu = 0; // freeze: how many of them train (else all)
    std::int64_t microBatchesPerStep = 1; // per data-parallel replica
    double inFlightMicroBatches = 1; // activations held at once on this stage (1F1B)
    double parametersOnGpu = 0; // before ZeRO sharding
    double parameterBytesOnGpu = 0; // ... as gathered (16-bit, FP32, QLoRA's packed base)
    double quantizedOnGpu = 0; // QLoRA: the packed base's weights, dequantized for each matmul
    double rootUnitBytes = 0; // FSDP's root unit, gathered once per micro-batch and held
    double trainableParametersOnGpu = 0;
    // ... after full ZeRO sharding (dense over shardGroup, experts over expertShardGroup): what
    // an offloaded optimizer updates and moves per GPU.
    double trainableShard = 0;
    double parameterShard = 0;

    bool isFirstStage() const { return stage == 0; }
    bool isLastStage() const { return stage == stages - 1; }
    bool isMiddleStage() const { return !isFirstStage() && !isLastStage(); }
    // "first", "middle" or "last" (a single stage is the first).
    const char* role() const
    {
        if (isFirstStage())
            return "first";
        return isLastStage() ? "last" : "middle";
    }
};

struct TrainingMemory
{
    TrainingLayout layout;
    MemoryComponent weights;
    MemoryComponent gradients;
    MemoryComponent optimizer;
    MemoryComponent activations;
    MemoryComponent overhead;
    // Three peaks, each containing the one before: what tensors hold (PyTorch's
    // max_memory_allocated), what the caching allocator reserves for them (max_memory_reserved:
    // the allocated peak and the blocks fragmentation leaves idle), and the whole device
    // (nvidia-smi: the reserved peak and the CUDA context), which an out-of-memory error sees
    // and the fit verdict uses.
    Range allocated;
    Range reserved;
    Range total;
    // The total without what the allocator gives back before it fails an allocation (blocks
    // cached for earlier batch shapes): what the fit is judged on.
    Range needed;
    // Of total, the blocks cached for earlier batch shapes (0 without them): total - needed.
    Range shapeCache = Range::exactly(0);
    // What the optimizer step's temporaries need beyond the activations freed before it (part of
    // the figures above): blocks cached for the activations serve them.
    Range stepBeyondActivations = Range::exactly(0);
    // What frameworks can allocate on the GPU. Whether the stage fits is judged with a trial's
    // correction too (TrainingStage in training_stages.h).
    double capacityBytes = 0;
    Range hostBytesPerNode; // CPU memory for offloaded states, per server
};

// stage: the pipeline rank, 0 .. training.pp - 1 (lastStage()).
TrainingMemory estimateTrainingMemory(const Scenario& scenario, Detail detail = Detail::Full,
                                      int stage = 0);

inline int lastStage(const Scenario& scenario)
{
    return scenario.training.pp - 1;
}

// Which middle stages (between the first and the last) may need more than the first, one per
// distinct mix of layers (of equal mixes the earliest holds the most micro-batches in flight);
// none when the first bounds them all. From the layer layout, pipeline and method alone, so the
// plan search keeps them per pipeline shape. A middle stage that holds no more dense layers and
// MoE layers than the first, all trained, has no part larger than the first's (no embedding,
// fewer micro-batches in flight). Dense layers first (DeepSeek's first_k_dense), MoE layers every
// other one, or a freeze fine-tune's trained layers at the end break that bound.
std::vector<int> middleStagesToWeigh(const Scenario& scenario);
// The fullest of those stages (totals only); none when `stages` is empty.
std::optional<TrainingMemory> fullestOfStages(const Scenario& scenario,
                                              const std::vector<int>& stages);

// Whether a QLoRA base layer keeps its input for the backward pass (TrainingSpec).
bool qloraKeepsInputs(const TrainingSpec& t);
// Whether a QLoRA base's embedding, head and norms are FP32 (TrainingSpec::qloraUpcast): then the
// residual stream between the layers is FP32 too.
bool qloraUpcast(const TrainingSpec& t);
// Whether a LoRA base loaded in FP32 stays FP32 (TrainingSpec::fp32Base): under mixed precision
// with the HF Trainer or PyTorch FSDP, which keep the model as loaded.
bool fp32BaseHeld(const TrainingSpec& t);
// Whether the framework casts such a base to 16 bits itself (DeepSpeed, Megatron, ...).
bool fp32BaseCast(const TrainingSpec& t);
// Whether autocast casts each frozen FP32 weight for its matmul: a held FP32 base that FSDP does
// not gather in 16 bits.
bool fp32BaseCastPerMatmul(const TrainingSpec& t);

} // namespace gp
