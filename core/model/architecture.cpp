#include "model/architecture.h"

#include <algorithm>
#include <string_view>

namespace gp {
namespace {

// Characters of the pattern in [begin, end) that are one of `kinds`; a pattern is at most a few
// thousand characters (the layer bound), so counting them is cheap.
std::int64_t countIn(const std::string& pattern, std::int64_t begin, std::int64_t end,
                     std::string_view kinds)
{
    const auto size = static_cast<std::int64_t>(pattern.size());
    begin = std::clamp<std::int64_t>(begin, 0, size);
    end = std::clamp<std::int64_t>(end, begin, size);
    return std::count_if(pattern.begin() + begin, pattern.begin() + end,
                         [kinds](char c) { return kinds.find(c) != std::string_view::npos; });
}

char kindAt(const std::string& pattern, std::int64_t index)
{
    return index >= 0 && index < static_cast<std::int64_t>(pattern.size())
        ? pattern[static_cast<std::size_t>(index)]
        : '\0';
}

} // namespace

bool Architecture::isHybrid() const
{
    return hasLayerPattern() ? layerPattern.find('M') != std::string::npos
                             : fullAttentionInterval > 1 || parallelMixers;
}

bool Architecture::hasMixer(std::int64_t index) const
{
    if (!hasLayerPattern())
        return true;
    const char kind = kindAt(layerPattern, index);
    return kind == 'M' || kind == '*';
}

bool Architecture::hasMlp(std::int64_t index) const
{
    if (!hasLayerPattern())
        return true;
    const char kind = kindAt(layerPattern, index);
    return kind == '-' || kind == 'E';
}

std::int64_t Architecture::mixerlessLayersIn(std::int64_t begin, std::int64_t end) const
{
    return hasLayerPattern() ? countIn(layerPattern, begin, end, "-E") : 0;
}

std::int64_t Architecture::mlplessLayersIn(std::int64_t begin, std::int64_t end) const
{
    return hasLayerPattern() ? countIn(layerPattern, begin, end, "M*") : 0;
}

bool Architecture::isMoeLayer(std::int64_t index) const
{
    // The rule of DeepSeek's modeling code: dense before first_k_dense_replace, then every
    // moe_layer_freq-th layer counted from 0.
    if (hasLayerPattern())
        return kindAt(layerPattern, index) == 'E';
    const std::int64_t step = moeLayerStep > 0 ? moeLayerStep : 1;
    return isMoe() && index >= firstDenseLayers && (index + moeLayerOffset) % step == 0;
}

std::int64_t Architecture::moeLayers() const
{
    return moeLayersIn(0, layers);
}

std::int64_t Architecture::moeLayersIn(std::int64_t begin, std::int64_t end) const
{
    if (hasLayerPattern())
        return countIn(layerPattern, begin, end, "E");
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
    // Layer i attends from the first attending layer on, every interval-th (Qwen3-Next: when
    // i + 1 is a multiple of the interval).
    if (hasLayerPattern())
        return kindAt(layerPattern, index) == 'M';
    if (parallelMixers)
        return true;
    const std::int64_t first = attentionPhase();
    return isHybrid() && (index < first || (index - first) % fullAttentionInterval != 0);
}

std::int64_t Architecture::linearAttentionLayersIn(std::int64_t begin, std::int64_t end) const
{
    if (hasLayerPattern())
        return countIn(layerPattern, begin, end, "M");
    if (!isHybrid() || end <= begin)
        return 0;
    if (parallelMixers)
        return end - begin;
    // Attention layers among [0, n): first, first + interval, ... below n.
    auto attending = [this](std::int64_t n) {
        const std::int64_t first = attentionPhase();
        return n <= first ? 0 : (n - first - 1) / fullAttentionInterval + 1;
    };
    return (end - begin) - (attending(end) - attending(begin));
}

std::int64_t Architecture::attentionLayersIn(std::int64_t begin, std::int64_t end) const
{
    if (end <= begin)
        return 0;
    return end - begin - (parallelMixers ? 0 : linearAttentionLayersIn(begin, end))
        - mixerlessLayersIn(begin, end);
}

std::int64_t Architecture::linearConvChannels() const
{
    // Mamba-1 convolves x alone; B and C come after the convolution, from x_proj. Lightning
    // attention has no convolution.
    if (linearMixer == LinearMixer::Lightning)
        return 0;
    if (linearMixer == LinearMixer::Mamba1)
        return linearValueHeads * linearValueHeadDim;
    return 2 * linearKeyHeads * linearKeyHeadDim + linearValueHeads * linearValueHeadDim;
}

bool Architecture::linearSplitsBy(std::int64_t tp, bool serving) const
{
    if (tp <= 0)
        return false;
    if (linearMixer == LinearMixer::Mamba2)
        return linearValueHeads % tp == 0
            && (linearKeyHeads % tp == 0 || (serving && linearKeyHeads == 1));
    if (linearMixer == LinearMixer::Mamba1) // the inner channels (vLLM's MambaMixer)
        return linearValueHeads * linearValueHeadDim % tp == 0;
    return linearKeyHeads % tp == 0;
}

double Architecture::linearConvChannelsPerRank(std::int64_t tp) const
{
    const auto ranks = static_cast<double>(std::max<std::int64_t>(1, tp));
    if (linearMixer == LinearMixer::Mamba2 && linearKeyHeads == 1 && tp > 1)
        return static_cast<double>(linearValueHeads * linearValueHeadDim) / ranks
            + static_cast<double>(2 * linearKeyHeadDim); // the group on every rank
    return static_cast<double>(linearConvChannels()) / ranks;
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
