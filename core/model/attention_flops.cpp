#include "model/attention_flops.h"

#include <algorithm>

namespace gp {
namespace {

// 2 FLOPs per multiply-add, for the scores (query . key) and the weighted values, per key.
double perKey(const Architecture& a)
{
    const double qkDim = static_cast<double>(a.isMla() ? a.headDim + a.ropeHeadDim : a.headDim);
    const double vDim = static_cast<double>(a.isMla() ? a.vHeadDim : a.headDim);
    return 2 * static_cast<double>(a.heads) * (qkDim + vDim);
}

// The indexer of sparse attention scores every key: one multiply-add per index head and
// dimension.
double indexerPerKey(const Architecture& a)
{
    return a.hasIndexer() ? 2 * static_cast<double>(a.indexHeads * a.indexHeadDim) : 0.0;
}

// A linear-attention layer updates and reads a key x value state per value head: about 2
// multiply-adds per state element and token (the chunked delta rule, Mamba-2's chunked scan).
double linearState(const Architecture& a)
{
    return 4 * static_cast<double>(a.linearValueHeads)
        * static_cast<double>(a.linearKeyHeadDim * a.linearValueHeadDim);
}

// The most keys a query of this layer attends to (0: no limit). Windowed layers are the last
// slidingWindowLayers ones, the rule the KV cache counts them by as well.
double keyLimit(const Architecture& a, std::int64_t layer)
{
    double limit = 0;
    if (a.slidingWindow > 0 && layer >= a.layers - a.slidingWindowLayers)
        limit = static_cast<double>(a.slidingWindow);
    if (a.hasIndexer()) {
        const double topK = static_cast<double>(a.indexTopK);
        limit = limit > 0 ? std::min(limit, topK) : topK;
    }
    return limit;
}

// Keys attended to summed over the positions 1..n of a causal prompt, when each query sees at
// most `limit` of them (0: no limit).
double causalKeys(double n, double limit)
{
    if (limit > 0 && n > limit)
        return limit * limit / 2 + (n - limit) * limit;
    return n * n / 2;
}

} // namespace

double layerAttentionFlops(const Architecture& a, std::int64_t layer, double keys)
{
    double flops = a.isLinearAttentionLayer(layer) ? linearState(a) : 0.0;
    if (a.attendsAt(layer)) {
        const double limit = keyLimit(a, layer);
        flops += perKey(a) * (limit > 0 ? std::min(keys, limit) : keys) + indexerPerKey(a) * keys;
    }
    return flops;
}

double attentionFlops(const Architecture& a, double keys)
{
    double flops = 0;
    for (std::int64_t i = 0; i < a.layers; ++i)
        flops += layerAttentionFlops(a, i, keys);
    return flops;
}

double promptAttentionFlops(const Architecture& a, double tokens)
{
    double flops = 0;
    for (std::int64_t i = 0; i < a.layers; ++i) {
        if (a.isLinearAttentionLayer(i))
            flops += linearState(a) * tokens;
        if (a.attendsAt(i))
            flops += perKey(a) * causalKeys(tokens, keyLimit(a, i))
                + indexerPerKey(a) * tokens * tokens / 2;
    }
    return flops;
}

} // namespace gp
