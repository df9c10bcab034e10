#include "inference/kv_cache.h"

#include <algorithm>
#include <cmath>

namespace gp {

double kvElementBytes(KvDtype dtype, WeightFormat weights)
{
    if (dtype == KvDtype::Fp8)
        return 1.0;
    if (dtype == KvDtype::Q8_0)
        return 34.0 / 32; // 32 int8 values and an FP16 scale
    if (dtype == KvDtype::Q4_0)
        return 18.0 / 32; // 32 4-bit values and an FP16 scale
    return weights == WeightFormat::Fp32 ? 4.0 : 2.0; // auto: the activations' dtype
}

double KvCache::bytesForSequence(double tokens) const
{
    const double windowed = window > 0 ? std::min(tokens, static_cast<double>(window)) : tokens;
    return fullLayerBytes * tokens + windowedLayerBytes * windowed + stateBytes;
}

double KvCache::allocatedForSequence(double tokens) const
{
    if (blockTokens <= 0)
        return bytesForSequence(tokens);
    const double block = static_cast<double>(blockTokens);
    return bytesForSequence(std::ceil(tokens / block) * block);
}

double KvCache::readForSequence(double tokens) const
{
    const double unread
        = sparseTopK > 0 ? std::max(0.0, tokens - static_cast<double>(sparseTopK)) : 0.0;
    return bytesForSequence(tokens) - sparseReadBytes * unread;
}

void alignBlocksToState(KvCache& kv, std::int64_t kernelBlock)
{
    const bool attends = kv.fullLayerBytes + kv.windowedLayerBytes > 0;
    if (kv.stateBytesPerLayer <= 0 || kv.bytesPerTokenPerLayer <= 0 || kernelBlock <= 0 || !attends)
        return;
    const double step = static_cast<double>(kernelBlock) * kv.bytesPerTokenPerLayer;
    kv.blockTokens
        = kernelBlock * static_cast<std::int64_t>(std::ceil(kv.stateBytesPerLayer / step));
    kv.stateBytesPerLayer = static_cast<double>(kv.blockTokens) * kv.bytesPerTokenPerLayer;
    kv.stateBytes = kv.recurrentLayers * kv.stateBytesPerLayer;
}

KvCache kvCache(const Architecture& a, KvDtype dtype, WeightFormat weights, int tp, int pp,
                StateElementBytes state)
{
    KvCache kv;
    kv.elementBytes = kvElementBytes(dtype, weights);
    const std::int64_t perStage = (a.layers + pp - 1) / pp;
    kv.layersOnGpu = std::min(perStage, a.layers);
    // A hybrid's stages hold different mixes (Jamba over 8 stages: 4 Mamba layers, then 1
    // attention and 3 Mamba): the busiest is the one with the most attention layers, whose cache
    // grows with every token (then the most linear layers). The state's heads are split by TP
    // like attention's.
    std::int64_t stageAttention = a.attentionLayers();
    std::int64_t stageLinear = a.linearAttentionLayers();
    if (a.isHybrid() && pp > 1) {
        stageAttention = -1;
        for (int k = 0; k < pp; ++k) {
            const std::int64_t begin = std::min(a.layers, k * perStage);
            const std::int64_t end = std::min(a.layers, begin + perStage);
            const std::int64_t linear = a.linearAttentionLayersIn(begin, end);
            const std::int64_t attention = a.attentionLayersIn(begin, end);
            if (attention > stageAttention
                || (attention == stageAttention && linear > stageLinear)) {
                stageAttention = attention;
                stageLinear = linear;
            }
        }
    }
    if (a.isHybrid() && a.layers > 0) {
        kv.recurrentLayers = static_cast<double>(stageLinear);
        const double convInputs
            = static_cast<double>(std::max<std::int64_t>(0, a.linearConvKernel - 1));
        kv.stateBytesPerLayer = convInputs * a.linearConvChannelsPerRank(tp) * state.conv
            + static_cast<double>(a.linearTemporalStateElements()) * state.temporal / tp;
        kv.stateBytes = kv.recurrentLayers * kv.stateBytesPerLayer;
    }
    // A layer pattern's MLP and expert blocks hold neither.
    const double attending = a.isHybrid()
        ? static_cast<double>(std::max<std::int64_t>(0, stageAttention))
        : a.layers > 0 ? static_cast<double>(kv.layersOnGpu)
            * static_cast<double>(a.attentionLayers()) / static_cast<double>(a.layers)
                       : 0.0;
    // Sliding-window layers are interleaved with full ones in most models (Gemma 2/3), so a
    // stage's attention layers hold their share of them. Windows apply to attention layers only.
    const std::int64_t attentionLayers = a.attentionLayers();
    const double windowed = a.slidingWindow > 0 && attentionLayers > 0
        ? attending * static_cast<double>(std::min(a.slidingWindowLayers, attentionLayers))
            / static_cast<double>(attentionLayers)
        : 0.0;
    const double full = attending - windowed;
    double perLayer = 0;
    if (a.isMla()) {
        // The compressed latent and the shared rotary key, replicated on every TP rank.
        perLayer = static_cast<double>(a.kvLoraRank + a.ropeHeadDim) * kv.elementBytes;
        if (a.hasIndexer()) {
            // The indexer's key in FP8 with an FP32 scale per 128 values, whatever the cache's
            // dtype (vLLM's DeepseekV32IndexerCache, SGLang's NSA pool): 132 bytes for 128.
            kv.sparseTopK = a.indexTopK;
            kv.sparseReadBytes = full * perLayer;
            const std::int64_t scales = (a.indexHeadDim + 127) / 128; // one per 128 values
            perLayer += static_cast<double>(a.indexHeadDim + 4 * scales);
        }
    } else {
        kv.kvHeadsPerGpu = std::max(1.0, static_cast<double>(a.kvHeads) / tp);
        perLayer = 2 * kv.kvHeadsPerGpu * static_cast<double>(a.headDim) * kv.elementBytes;
    }
    kv.bytesPerTokenPerLayer = perLayer;
    kv.fullLayerBytes = full * perLayer;
    kv.windowedLayerBytes = windowed * perLayer;
    kv.window = windowed > 0 ? a.slidingWindow : 0;
    kv.bytesPerToken = kv.fullLayerBytes + kv.windowedLayerBytes;
    return kv;
}

} // namespace gp
