#include "inference/kv_cache.h"

#include <algorithm>

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
    return fullLayerBytes * tokens + windowedLayerBytes * windowed;
}

KvCache kvCache(const Architecture& a, KvDtype dtype, WeightFormat weights, int tp, int pp)
{
    KvCache kv;
    kv.elementBytes = kvElementBytes(dtype, weights);
    const std::int64_t perStage = (a.layers + pp - 1) / pp;
    kv.layersOnGpu = std::min(perStage, a.layers);
    // Sliding-window layers are interleaved with full ones in most models (Gemma 2/3), so a
    // stage holds its share of them.
    const double windowed = a.slidingWindow > 0 && a.layers > 0
        ? static_cast<double>(kv.layersOnGpu) * static_cast<double>(a.slidingWindowLayers)
            / static_cast<double>(a.layers)
        : 0.0;
    const double full = static_cast<double>(kv.layersOnGpu) - windowed;
    double perLayer = 0;
    if (a.isMla()) {
        // The compressed latent and the shared rotary key, replicated on every TP rank.
        perLayer = static_cast<double>(a.kvLoraRank + a.ropeHeadDim) * kv.elementBytes;
    } else {
        kv.kvHeadsPerGpu = std::max(1.0, static_cast<double>(a.kvHeads) / tp);
        perLayer = 2 * kv.kvHeadsPerGpu * static_cast<double>(a.headDim) * kv.elementBytes;
    }
    kv.fullLayerBytes = full * perLayer;
    kv.windowedLayerBytes = windowed * perLayer;
    kv.window = windowed > 0 ? a.slidingWindow : 0;
    kv.bytesPerToken = kv.fullLayerBytes + kv.windowedLayerBytes;
    return kv;
}

} // namespace gp
