#include "training/kernel_efficiency.h"

#include "common/median.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace gp {
namespace {

struct Base
{
    GpuGeneration generation;
    double bf16; // share of the BF16 peak at the reference width
    double fp8; // share of the FP8 peak at the reference width (0: no FP8 figure)
};

// Fitted by scripts/fidelity.py --fit: least squares on the log of the compute efficiency each
// published step time implies once the estimate's own communication and bubble are taken out,
// over every measured time figure in tests/data/reference (sources listed in docs/fidelity.md).
// A constant needs figures from two sources or more: a generation, precision or framework that
// one source alone measured (MI300X, DeepSpeed, torchtitan today) takes the median instead. Each
// generation's FP8 share is of the FP8 peak, twice the BF16 one: FP8 steps are faster than BF16
// ones, but well short of 2x, because attention, norms and the optimizer stay in 16 bits.
constexpr std::array kBases{
    Base{GpuGeneration::Ampere, 0.661, 0.000},
    Base{GpuGeneration::Hopper, 0.604, 0.442},
    Base{GpuGeneration::Blackwell, 0.401, 0.322},
};
// Width exponent: efficiency grows as (hidden / 8192)^kWidthExponent (fitted with the bases).
constexpr double kReferenceHidden = 8192;
constexpr double kWidthExponent = 0.408;
// MoE layers' grouped GEMMs against dense ones of the same width (fitted with the bases).
constexpr double kMoeFactor = 0.957;
// Each framework's step against Megatron-LM's on the same layout (fitted with the bases): fused
// kernels, Transformer Engine, and how much of the parameter gathers and gradient reductions it
// overlaps. A framework without a fitted figure takes the middle of the fitted ones.
struct FrameworkFactor
{
    Framework framework;
    double factor;
};
constexpr std::array kFrameworks{
    FrameworkFactor{Framework::Fsdp, 1.127},
    FrameworkFactor{Framework::Megatron, 1.000},
};

// No kernel sustains more than about 80% of a tensor-core peak (cuBLAS's large BF16 GEMMs on
// A100 and H100); a share below 10% is a stack the model does not describe.
constexpr double kHighest = 0.80;
constexpr double kLowest = 0.10;
// The band: the 10th and 90th percentiles of measured / fitted efficiency over the same figures.
constexpr double kBandLow = 0.76;
constexpr double kBandHigh = 1.30;

// A generation without a fitted figure (a user's own chip, an older one): the middle of the
// known ones, worked out once.
double unknownShare(bool fp8)
{
    static const auto middle = [](bool ofFp8) {
        std::vector<double> known;
        for (const Base& base : kBases)
            if ((ofFp8 ? base.fp8 : base.bf16) > 0)
                known.push_back(ofFp8 ? base.fp8 : base.bf16);
        return median(known);
    };
    static const double bf16 = middle(false);
    static const double fp8Share = middle(true);
    return fp8 ? fp8Share : bf16;
}

double baseShare(GpuGeneration generation, bool fp8)
{
    for (const Base& base : kBases)
        if (base.generation == efficiencyGeneration(generation) && (fp8 ? base.fp8 : base.bf16) > 0)
            return fp8 ? base.fp8 : base.bf16;
    return unknownShare(fp8);
}

double frameworkFactor(Framework framework)
{
    for (const FrameworkFactor& f : kFrameworks)
        if (f.framework == framework)
            return f.factor;
    static const double middle = [] {
        std::vector<double> fitted;
        fitted.reserve(kFrameworks.size());
        for (const FrameworkFactor& f : kFrameworks)
            fitted.push_back(f.factor);
        return median(fitted);
    }();
    return middle;
}

} // namespace

EfficiencyInputs efficiencyInputs(const Scenario& scenario)
{
    const GpuSpec& gpu = scenario.hardware.gpu;
    EfficiencyInputs inputs;
    inputs.generation = gpu.generation;
    inputs.fp8 = scenario.training.precision == Precision::Fp8Mixed && gpu.fp8Tflops > 0;
    inputs.hidden = static_cast<double>(scenario.model.architecture.hidden);
    inputs.moe = scenario.model.architecture.isMoe();
    inputs.framework = resolvedFramework(scenario.training);
    return inputs;
}

Range trainingKernelEfficiency(const EfficiencyInputs& inputs)
{
    double eta = baseShare(inputs.generation, inputs.fp8)
        * std::pow(std::max(1.0, inputs.hidden) / kReferenceHidden, kWidthExponent);
    if (inputs.moe)
        eta *= kMoeFactor;
    eta *= frameworkFactor(inputs.framework);
    eta = std::clamp(eta, kLowest, kHighest);
    return {kBandLow * eta, eta, std::min(kHighest, kBandHigh * eta)};
}

} // namespace gp
