// What the optimizer step holds beyond the weights, gradients and optimizer states. The step
// runs after the backward pass has freed the activations, so its temporaries raise the peak only
// by what they need beyond those.
#include "training/framework_memory.h"
#include "training/memory_internal.h"

#include <algorithm>
#include <string>

namespace gp::training {
namespace {

// The part of `atStep` bytes that the activations freed before the step do not cover, in the
// range's order (the most activations leave the least beyond).
Range beyondActivations(double atStep, const Range& activations)
{
    return {std::max(0.0, atStep - activations.high), std::max(0.0, atStep - activations.expected),
            std::max(0.0, atStep - activations.low)};
}

} // namespace

void addStepTemporaries(const Scenario& scenario, const StageParameters& params,
                        const TrainingLayout& layout, TrainingMemory& memory)
{
    const TrainingSpec& t = scenario.training;
    const bool sharded = t.zeroStage >= 1;
    const bool adapters = t.method == TrainingMethod::Lora || t.method == TrainingMethod::Qlora;
    const double f = adapters ? 0.0 : params.trainableFraction;
    const double dense = adapters ? params.adapters : (params.dense + params.replicated) * f;
    const double experts = params.experts * f;
    const double trainable
        = sharded ? dense / layout.shardGroup + experts / layout.expertShardGroup : dense + experts;
    // Text only when a formula is asked for: the plan search runs this for every layout.
    auto count = [&] {
        return num(dense + experts) + " trainable parameters"
            + (sharded ? " / " + num(layout.shardGroup) : "");
    };

    double copyAtStep = 0;
    if (keepsFp32GradientCopy(t)) {
        const double copy = 4 * trainable;
        if (!sharded) {
            memory.gradients.add("gradients.fp32_copy", Range::exactly(copy), [&] {
                return count() + " x 4 B (DeepSpeed's FP32 gradients, kept all along)";
            });
        } else {
            copyAtStep = copy;
            memory.stepBeyondActivations = beyondActivations(copy, memory.activations.bytes);
            memory.gradients.add("gradients.fp32_copy", memory.stepBeyondActivations, [&] {
                const std::string what = " x 4 B (DeepSpeed's FP32 gradients for the step, ";
                return count() + what + gib(copy) + ") beyond the activations freed before it";
            });
        }
    }

    const double perParameter = optimizerStepTemporaryBytes(t);
    if (perParameter <= 0 || t.offloadOptimizer)
        return;
    // Counted after the FP32 gradient copy, which the step holds at the same time.
    const double temporary = perParameter * trainable;
    const Range& a = memory.activations.bytes;
    const Range both = beyondActivations(copyAtStep + temporary, a);
    const Range copyOnly = beyondActivations(copyAtStep, a);
    const Range beyond{both.low - copyOnly.low, both.expected - copyOnly.expected,
                       both.high - copyOnly.high};
    memory.stepBeyondActivations = both;
    memory.optimizer.add("optimizer.step_temporaries", beyond, [&] {
        return count() + " x " + num(perParameter) + " B (the foreach step's sqrt(v), "
            + gib(temporary) + ") beyond the activations freed before it";
    });
}

} // namespace gp::training
