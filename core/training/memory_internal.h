#pragma once
// Pieces of the training-memory estimate (internal to training/).
#include "model/parameter_count.h"
#include "training/training_memory.h"

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
    double largestLayer = 0; // one layer's parameters on this GPU (ZeRO-3 gather buffer)

    double total() const { return dense + experts + replicated; }
};

TrainingLayout layoutOf(const Scenario& scenario, const ParameterCount& count);
StageParameters stageParameters(const Scenario& scenario, const ParameterCount& count,
                                const TrainingLayout& layout);

void addModelStates(const Scenario& scenario, const StageParameters& params,
                    const TrainingLayout& layout, TrainingMemory& memory);
void addActivations(const Scenario& scenario, const TrainingLayout& layout, TrainingMemory& memory);
void addOverhead(const Scenario& scenario, const StageParameters& params,
                 const TrainingLayout& layout, TrainingMemory& memory);

// Whether the loss is computed by a fused cross entropy (pre-training stacks) or by the
// Hugging Face path that keeps FP32 logits (assumed for LoRA, QLoRA and freeze fine-tunes).
bool fusedLoss(const TrainingSpec& t);

// Which transformer layers (0-based) the first pipeline stage holds.
std::vector<std::int64_t> firstStageLayers(std::int64_t layers, int pp, int virtualStages);
bool isMoeLayer(const Architecture& arch, std::int64_t index);

// "1.23 GiB" for formulas.
std::string gib(double bytes);
std::string num(double value);

} // namespace gp::training
