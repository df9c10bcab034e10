#pragma once
// Memory of a GPU while training: weights, gradients, optimizer states, activations and overhead,
// each a range with the parts and formulas behind it. The first pipeline stage is usually the
// busiest (it holds p micro-batches of activations under 1F1B); the last one holds the output
// head and the logits, which can make it the fuller one with a large vocabulary.
#include "common/range.h"
#include "scenario/scenario.h"

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

// The GPU an estimate is for. With one pipeline stage both are the same GPU.
enum class PipelineStage { First, Last };

// Where the GPU sits and what it holds.
struct TrainingLayout
{
    PipelineStage stage = PipelineStage::First;
    bool holdsEmbedding = true; // the first stage: input embedding (and learned positions)
    bool holdsOutputHead = true; // the last stage: output head, final norm, logits and loss
    int dp = 1;
    int shardGroup = 1; // ZeRO/FSDP sharding group of dense parameters
    int expertShardGroup = 1; // ... and of expert parameters
    std::int64_t layersOnGpu = 0; // transformer layers on this pipeline stage
    std::int64_t moeLayersOnGpu = 0;
    std::int64_t trainedLayersOnGpu = 0; // freeze: how many of them train (else all)
    std::int64_t microBatchesPerStep = 1; // per data-parallel replica
    double inFlightMicroBatches = 1; // activations held at once on this stage (1F1B)
    double parametersOnGpu = 0; // before ZeRO sharding
    double trainableParametersOnGpu = 0;
    // ... after full ZeRO sharding (dense over shardGroup, experts over expertShardGroup): what
    // an offloaded optimizer updates and moves per GPU.
    double trainableShard = 0;
    double parameterShard = 0;
};

struct TrainingMemory
{
    TrainingLayout layout;
    MemoryComponent weights;
    MemoryComponent gradients;
    MemoryComponent optimizer;
    MemoryComponent activations;
    MemoryComponent overhead;
    Range total;
    double capacityBytes = 0; // what frameworks can allocate on the GPU
    Range headroom; // capacity - total (negative: does not fit)
    bool fits = false; // the expected total fits
    Range hostBytesPerNode; // CPU memory for offloaded states, per server
};

TrainingMemory estimateTrainingMemory(const Scenario& scenario, Detail detail = Detail::Full,
                                      PipelineStage stage = PipelineStage::First);

// The expected total of the fuller stage, first or last (the first when there is one stage):
// what decides whether a layout fits.
Range busiestStageTotal(const Scenario& scenario, const TrainingMemory& firstStage);

// True when the estimate assumes a fused cross-entropy loss (see activations.logits_and_loss).
bool assumesFusedLoss(const Scenario& scenario);

} // namespace gp
