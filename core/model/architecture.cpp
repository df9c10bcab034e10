#include "model/architecture.h"

#include <algorithm>

namespace gp {

bool Architecture::isMoeLayer(std::int64_t index) const
{
    // The rule of DeepSeek's modeling code: dense before first_k_dense_replace, then every
    // moe_layer_freq-th layer counted from 0.
    const std::int64_t step = moeLayerStep > 0 ? moeLayerStep : 1;
    return isMoe() && index >= firstDenseLayers && (index + moeLayerOffset) % step == 0;
}

std::int64_t Architecture::moeLayers() const
{
    return moeLayersIn(0, layers);
}

std::int64_t Architecture::moeLayersIn(std::int64_t begin, std::int64_t end) const
{
    if (!isMoe())
        return 0;
    const std::int64_t step = moeLayerStep > 0 ? moeLayerStep : 1;
    begin = std::max(begin, firstDenseLayers);
    if (end <= begin)
        return 0;
    // Layers i < n with (i + offset) a multiple of step: the multiples below n + offset, less
    // those below offset.
    const std::int64_t offset = moeLayerOffset;
    auto multiplesBelow = [step](std::int64_t n) { return (n + step - 1) / step; };
    return multiplesBelow(end + offset) - multiplesBelow(begin + offset);
}

bool Architecture::isLinearAttentionLayer(std::int64_t index) const
{
    // Qwen3-Next's rule: layer i attends when (i + 1) is a multiple of the interval.
    return isHybrid() && (index + 1) % fullAttentionInterval != 0;
}

std::int64_t Architecture::linearAttentionLayersIn(std::int64_t begin, std::int64_t end) const
{
    if (!isHybrid() || end <= begin)
        return 0;
    // Attention layers among [0, n): the multiples of the interval up to n.
    auto attending = [this](std::int64_t n) { return n / fullAttentionInterval; };
    return (end - begin) - (attending(end) - attending(begin));
}

std::int64_t Architecture::linearConvChannels() const
{
    return 2 * linearKeyHeads * linearKeyHeadDim + linearValueHeads * linearValueHeadDim;
}

std::int64_t Architecture::linearConvStateElements() const
{
    return isHybrid() ? std::max<std::int64_t>(0, linearConvKernel - 1) * linearConvChannels() : 0;
}

std::int64_t Architecture::linearTemporalStateElements() const
{
    return isHybrid() ? linearValueHeads * linearValueHeadDim * linearKeyHeadDim : 0;
}

std::int64_t Architecture::queryWidth() const
{
    return heads * (isMla() ? headDim + ropeHeadDim : headDim);
}

} // namespace gp
