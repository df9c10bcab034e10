#pragma once
// The share of the GPU's dense peak a training step's kernels reach (the matrix work, with
// attention and the element-wise work it carries), by chip generation and precision, scaled by
// the model's width: wider matrices run closer to peak. One table, fitted to published step times
// and checked out of sample (docs/fidelity.md); a GPU of unknown generation takes the median of
// the known ones.
#include "common/range.h"
#include "hardware/catalog.h"
#include "scenario/scenario.h"

namespace gp {

struct EfficiencyInputs
{
    GpuGeneration generation = GpuGeneration::Unknown;
    bool fp8 = false; // matmuls in FP8 against the FP8 peak
    double hidden = 0; // the model's width
    bool moe = false; // routed experts: grouped GEMMs of expert-sized matrices
    Framework framework = Framework::Megatron; // resolved (never Auto)
};

EfficiencyInputs efficiencyInputs(const Scenario& scenario);

// {worst, expected, best} share of the peak: low is the slowest case, high the fastest.
Range trainingKernelEfficiency(const EfficiencyInputs& inputs);

} // namespace gp
