#pragma once
// KV-cache bytes per token on one GPU. The field's most common sizing bug is here: the cache
// holds K and V for the KV heads (not the query heads, not the hidden size) at the published
// head_dim; MLA caches one compressed latent per token, the same on every TP rank; sliding-window
// layers hold at most their window; KV heads are replicated when TP exceeds them.
#include "model/architecture.h"
#include "scenario/scenario.h"

#include <cstdint>
#include <string>

namespace gp {

// Bytes per cached element: auto (the model's 16-bit dtype; 4 for FP32 weights), FP8,
// llama.cpp's q8_0 (34 bytes per 32) and q4_0 (18 bytes per 32).
double kvElementBytes(KvDtype dtype, WeightFormat weights);

struct KvCache
{
    double bytesPerToken = 0; // every layer on the GPU, for a token within any window
    double fullLayerBytes = 0; // the part from full-attention layers (grows with the context)
    double windowedLayerBytes = 0; // the part from sliding-window layers
    std::int64_t window = 0; // tokens a sliding-window layer keeps
    double elementBytes = 2;
    double kvHeadsPerGpu = 0; // 0 for MLA
    std::int64_t layersOnGpu = 0;

    // Bytes one sequence of `tokens` holds: windowed layers stop growing at their window.
    double bytesForSequence(double tokens) const;
};

// The cache of the busiest GPU of a tp x pp layout (ceil(L / pp) layers).
KvCache kvCache(const Architecture& arch, KvDtype dtype, WeightFormat weights, int tp, int pp);

} // namespace gp
