#include "inference/llamacpp_decode.h"

#include "common/median.h"

#include <algorithm>
#include <array>
#include <vector>

namespace gp {
namespace {

// A step's time is bytes / (share x bandwidth) + layers x cost per layer: a least-squares fit of
// both to published llama-bench tg128 figures of LLaMA 2 7B (32 layers) from an empty context,
// the bytes counted as the estimate counts them (the weights but the embedding, and the cache).
// tests/data/reference/serving marks the figures "fitted"; test_llamacpp_decode refits them and
// fails when these constants are not the fit.
//
// Metal: 28 Apple chips (M1 to M4 Ultra, 7 to 80 GPU cores, 68 to 800 GB/s) in F16, Q8_0 and
// Q4_0 on one build (llama.cpp discussion 4167, build 8e672ef, 2023-11-21). One share and one
// cost per layer put the middle 80% of chips and formats within -6%/+6%. Every figure has 32
// layers: that the cost goes by layers is an assumption, which 3B to 70B models out of sample
// bear out.
constexpr double kMetalShare = 0.8954;
constexpr double kMetalSecondsPerLayer = 167.34e-6;
// Prompts (pp512) on the same table's M1 and M2 chips, the ones Apple gives an FP32 figure for
// (FP16 runs at the FP32 rate on Apple GPUs): a share of that peak fitted by least squares, 16-bit
// (13 chips) and Q4_0 (16), with the 10th and 90th percentile of published / fitted.
constexpr Range kMetalPrompt16{0.7392 / 1.0730, 0.7392, 0.7392 / 0.9737};
constexpr Range kMetalPromptQuantised{0.6357 / 1.0528, 0.6357, 0.6357 / 0.9495};
// CUDA: 26 GPUs of four generations on 2025-26 builds, Q4_0, one sequence on one GPU (llama.cpp
// discussion 15013, FlashAttention off). The share is common; the cost per layer is each
// generation's. Those builds captured CUDA graphs from Ampere on only (ggml-cuda turned them off
// below Ampere, and for batches over one and several GPUs), so Turing's cost is a step without
// graphs, and Volta takes it. The middle 80% within -7%/+4%. Hopper and datacentre Blackwell,
// with fewer than three GPUs on the board, take the middle of the four.
constexpr double kCudaShare = 0.8971;
struct LayerCost
{
    GpuGeneration generation;
    double seconds;
};
constexpr std::array kCudaLayerCosts{
    LayerCost{GpuGeneration::Turing, 97.53e-6},
    LayerCost{GpuGeneration::Ampere, 64.17e-6},
    LayerCost{GpuGeneration::Ada, 37.50e-6},
    LayerCost{GpuGeneration::BlackwellSm120, 43.37e-6},
};

// The band. Both parts take the 10th and 90th percentiles of published / fitted step time over
// the fitted figures (the spread between chips), applied on top of a build other than the
// table's on the side the table leaves open (its figures marked "role": "band" in the reference
// data):
// - Metal (a 2023 table): a year of builds cut the fixed cost, the share held: the M2 Ultra
//   (76 cores) Q4_0 step went from 94.27 to 108.80 t/s (discussion 4167's own history,
//   2024-11-12): its cost per layer x 0.730.
// - CUDA (a 2025-26 board): a build of January 2024, before CUDA graphs, streamed at a lower share
//   and paid more per layer: on an RTX 3090 its F16 and Q4_0 steps (48.52 and 121.82 t/s, llama.cpp
//   PR 4766's table) fit a share of 0.815 and 1.58 x Ampere's cost per layer.
constexpr double kMetalFast = 0.9402;
constexpr double kMetalSlow = 1.0628;
constexpr double kMetalNewerBuildCost = 0.7296;
constexpr double kCudaFast = 0.9345;
constexpr double kCudaSlow = 1.0369;
constexpr double kCudaOlderBuildShare = 0.8153;
constexpr double kCudaOlderBuildCost = 1.5820;

bool isNvidia(GpuGeneration generation)
{
    switch (generation) {
    case GpuGeneration::Volta:
    case GpuGeneration::Turing:
    case GpuGeneration::Ampere:
    case GpuGeneration::Ada:
    case GpuGeneration::Hopper:
    case GpuGeneration::Blackwell:
    case GpuGeneration::BlackwellSm120:
        return true;
    default:
        return false;
    }
}

double cudaLayerCost(GpuGeneration generation)
{
    if (generation == GpuGeneration::Volta)
        generation = GpuGeneration::Turing;
    for (const LayerCost& cost : kCudaLayerCosts)
        if (cost.generation == generation)
            return cost.seconds;
    static const double middle = [] {
        std::vector<double> costs;
        costs.reserve(kCudaLayerCosts.size());
        for (const LayerCost& cost : kCudaLayerCosts)
            costs.push_back(cost.seconds);
        return median(costs);
    }();
    return middle;
}

// Both parts of the step scale by the spread between chips, on top of another build's figures
// where one was measured (the two vary independently: a chip at the 90th percentile on an older
// build).
struct OtherBuilds
{
    double fastCost = 1; // x the cost per layer, a faster build
    double slowShare = 1; // the share of a slower build (1: none measured)
    double slowCost = 1; // x the cost per layer, a slower build
};

LlamaCppDecode banded(const char* backend, double share, double secondsPerLayer, double fast,
                      double slow, OtherBuilds builds)
{
    return {backend,
            {std::min(share, builds.slowShare) / slow, share, share / fast},
            {secondsPerLayer * fast * builds.fastCost, secondsPerLayer,
             secondsPerLayer * std::max(1.0, builds.slowCost) * slow},
            {},
            {}};
}

} // namespace

std::optional<LlamaCppDecode> llamaCppDecode(const GpuSpec& gpu)
{
    if (gpu.generation == GpuGeneration::Apple) {
        LlamaCppDecode metal = banded("metal", kMetalShare, kMetalSecondsPerLayer, kMetalFast,
                                      kMetalSlow, {kMetalNewerBuildCost, 1, 1});
        metal.promptShare16 = kMetalPrompt16;
        metal.promptShareQuantised = kMetalPromptQuantised;
        return metal;
    }
    if (isNvidia(gpu.generation)) {
        // The older build's longer cost is its lack of CUDA graphs: Turing's and Volta's figures
        // have none already, and Blackwell postdates that build.
        const bool graphsThen = gpu.generation == GpuGeneration::Ampere
            || gpu.generation == GpuGeneration::Ada || gpu.generation == GpuGeneration::Hopper;
        return banded("cuda", kCudaShare, cudaLayerCost(gpu.generation), kCudaFast, kCudaSlow,
                      {1, kCudaOlderBuildShare, graphsThen ? kCudaOlderBuildCost : 1.0});
    }
    return std::nullopt;
}

} // namespace gp
