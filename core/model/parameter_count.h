#pragma once
// Exact parameter counts from an architecture, split by where the parameters live so that later
// stages (pipeline split, LoRA targets, expert sharding) can reuse the parts.
#include "model/architecture.h"

#include <cstdint>

namespace gp {

struct LayerParameters
{
    std::int64_t attention = 0; // projections, their biases and q/k norms
    std::int64_t denseMlp = 0; // dense MLP (0 in an MoE layer)
    std::int64_t routedExperts = 0; // all routed experts of the layer
    std::int64_t oneExpert = 0; // one routed expert
    std::int64_t sharedExperts = 0;
    std::int64_t router = 0; // gate weights (+ bias)
    std::int64_t norms = 0;

    std::int64_t total() const
    {
        return attention + denseMlp + routedExperts + sharedExperts + router + norms;
    }
};

struct ParameterCount
{
    std::int64_t inputEmbedding = 0; // token (and learned position) embeddings
    std::int64_t outputHead = 0; // 0 when tied to the input embedding
    std::int64_t finalNorm = 0;
    LayerParameters denseLayer; // one layer with a dense MLP
    LayerParameters moeLayer; // one MoE layer (all zero for dense models)
    std::int64_t denseLayers = 0;
    std::int64_t moeLayers = 0;
    // Hybrid models: linearLayers of the layers (dense or MoE) hold a linear-attention mixer of
    // linearMixer parameters in place of the layer's `attention`; linearMixerMatrices of them are
    // its projections, the rest its convolution, decay and norm.
    std::int64_t linearMixer = 0;
    std::int64_t linearMixerMatrices = 0;
    std::int64_t linearLayers = 0;
    // Falcon-H1: the linear mixers sit beside attention instead of in its place.
    bool linearBesideAttention = false;
    // What those layers add over attention in every layer (negative when they are smaller).
    std::int64_t linearMixerExcess() const
    {
        return linearLayers
            * (linearMixer - (linearBesideAttention ? std::int64_t(0) : denseLayer.attention));
    }

    // A layer pattern's single-block layers: MLP or experts without a mixer, or a mixer without
    // an MLP (mlpless layers are among denseLayers). What they lack from the full layers above.
    std::int64_t mixerlessLayers = 0;
    std::int64_t mlplessLayers = 0;
    std::int64_t missingParts() const
    {
        return mixerlessLayers * denseLayer.attention + mlplessLayers * denseLayer.denseMlp;
    }

    std::int64_t attention() const; // attention layers' mixers only
    std::int64_t linearMixers() const { return linearLayers * linearMixer; }
    std::int64_t mlp() const; // dense MLPs, experts, shared experts and routers
    std::int64_t norms() const;
    std::int64_t total() const;
    // Routed experts counted only expertsPerToken times, the vision encoder not at all.
    std::int64_t activePerToken() const;

    std::int64_t expertsPerToken = 0;
    // The vision encoder and its projector, on the first pipeline stage. Part of the total, not
    // of the parameters a text token passes through.
    std::int64_t vision = 0;
};

// Counts from the architecture alone (the override, if any, is not applied here).
ParameterCount countParameters(const Architecture& arch);

// The figure to size with: the override when given, else the exact count.
double totalParameters(const Architecture& arch);
double activeParameters(const Architecture& arch);

} // namespace gp
