#include "model/architecture.h"

namespace gp {

std::int64_t Architecture::moeLayers() const
{
    if (!isMoe() || layers <= firstDenseLayers)
        return 0;
    const std::int64_t candidates = layers - firstDenseLayers;
    const std::int64_t step = moeLayerStep > 0 ? moeLayerStep : 1;
    // Layers firstDense, firstDense + step, ... are MoE when counting from the first candidate.
    return (candidates + step - 1) / step;
}

std::int64_t Architecture::queryWidth() const
{
    return heads * (isMla() ? headDim + ropeHeadDim : headDim);
}

} // namespace gp
