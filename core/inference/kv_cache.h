#pragma once
// KV-cache bytes per token on one GPU. The field's most common sizing bug is here: the cache
// holds K and V for the KV heads (not the query heads, not the hidden size) at the published
// head_dim; MLA caches one compressed latent per token, the same on every TP rank; sliding-window
// layers hold at most their window; KV heads are replicated when TP exceeds them. Linear-attention
// layers of hybrid models (Qwen3-Next) hold no KV cache but a recurrent state of fixed size per
// sequence.
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
    double bytesPerTokenPerLayer = 0; // one attention layer's K and V of one token on this GPU
    // Hybrid models: the linear-attention layers on this GPU and one sequence's recurrent state
    // in them (every sequence holds it whatever its length), per layer and in all.
    double recurrentLayers = 0;
    double stateBytesPerLayer = 0;
    double stateBytes = 0;
    // Tokens per block when the engine sizes blocks to the state (vLLM), else 0: a sequence's
    // attention cache then grows a block at a time.
    std::int64_t blockTokens = 0;
    // Sparse attention (DeepSeek-V3.2): each query reads the latent cache of the sparseTopK keys
    // its indexer ranks highest, and the indexer's keys of all; sparseReadBytes is the latent
    // part of fullLayerBytes.
    std::int64_t sparseTopK = 0;
    double sparseReadBytes = 0;

    // Bytes one sequence of `tokens` holds: windowed layers stop growing at their window; the
    // recurrent state does not grow.
    double bytesForSequence(double tokens) const;
    // ... as the engine allocates it: the attention cache in whole blocks.
    double allocatedForSequence(double tokens) const;
    // ... as one decode step reads it: with sparse attention, the latent of the top keys only.
    double readForSequence(double tokens) const;
};

// Element sizes of a linear-attention layer's state: the convolution's inputs and the recurrent
// (temporal) matrix. vLLM keeps both in the model's dtype (mamba_ssm_cache_dtype "auto"), SGLang
// the matrix in FP32 (mamba_ssm_dtype "float32"), llama.cpp both in FP32.
struct StateElementBytes
{
    double conv = 2;
    double temporal = 2;
};

// The cache of the busiest GPU of a tp x pp layout (ceil(L / pp) layers).
KvCache kvCache(const Architecture& arch, KvDtype dtype, WeightFormat weights, int tp, int pp,
                StateElementBytes state = {});

// vLLM's hybrid allocator: the attention block grows, in steps of `kernelBlock` tokens, until one
// layer's block holds a whole recurrent state; the state's page is padded to that block
// (Platform._align_hybrid_block_size). Sets blockTokens and the padded state bytes.
void alignBlocksToState(KvCache& kv, std::int64_t kernelBlock);

} // namespace gp
