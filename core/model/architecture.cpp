#include "model/architecture.h"

namespace gp {

bool Architecture::isMoeLayer(std::int64_t index) const
{
    // The rule of DeepSeek's modeling code: dense before first_k_dense_replace, then every
    // moe_layer_freq-th layer counted from 0.
    const std::int64_t step = moeLayerStep > 0 ? moeLayerStep : 1;
    return isMoe() && index >= firstDenseLayers && index % step == 0;
}

std::int64_t Architecture::moeLayers() const
{
    std::int64_t count = 0;
    for (std::int64_t i = 0; i < layers; ++i) // layers is bounded by the readers
        count += isMoeLayer(i) ? 1 : 0;
    return count;
}

std::int64_t Architecture::queryWidth() const
{
    return heads * (isMla() ? headDim + ropeHeadDim : headDim);
}

} // namespace gp
