#include "model/parameter_count.h"

namespace gp {
namespace {

std::int64_t attentionParameters(const Architecture& a)
{
    const std::int64_t h = a.hidden;
    std::int64_t count = 0;
    if (a.isMla()) {
        // DeepSeek-V2/V3 multi-head latent attention.
        const std::int64_t qHead = a.headDim + a.ropeHeadDim;
        if (a.qLoraRank > 0)
            count
                += h * a.qLoraRank + a.qLoraRank + a.qLoraRank * a.heads * qHead; // q_a, norm, q_b
        else
            count += h * a.heads * qHead;
        count += h * (a.kvLoraRank + a.ropeHeadDim); // kv_a_proj_with_mqa
        count += a.kvLoraRank; // kv_a_layernorm
        count += a.kvLoraRank * a.heads * (a.headDim + a.vHeadDim); // kv_b_proj
        count += a.heads * a.vHeadDim * h; // o_proj
        if (a.outputBias)
            count += h;
        // DeepSeek-V3.2's indexer: wq_b from the query latent, wk, k_norm (a LayerNorm with
        // bias), weights_proj.
        if (a.hasIndexer())
            count += a.qLoraRank * a.indexHeads * a.indexHeadDim + h * a.indexHeadDim
                + 2 * a.indexHeadDim + h * a.indexHeads;
        return count;
    }
    const std::int64_t q = a.heads * a.headDim;
    const std::int64_t kv = a.kvHeads * a.headDim;
    count += h * q + 2 * h * kv + q * h;
    if (a.attentionOutputGate) // the gate comes out of q_proj, as wide as the queries
        count += h * q + (a.qkvBias ? q : 0);
    if (a.qkvBias)
        count += q + 2 * kv;
    if (a.outputBias)
        count += h;
    if (a.qkNorm)
        count += a.qkNormPerHead ? (a.heads + a.kvHeads) * a.headDim : 2 * a.headDim;
    if (a.attentionSinks)
        count += a.heads;
    return count;
}

std::int64_t mlpParameters(const Architecture& a, std::int64_t width)
{
    const std::int64_t matrices = a.gatedMlp ? 3 : 2;
    std::int64_t count = matrices * a.hidden * width;
    if (a.mlpBias)
        count += (a.gatedMlp ? 2 * width : width) + a.hidden;
    return count;
}

// The linear mixer's projections, split by TP like attention's.
std::int64_t linearMixerMatrices(const Architecture& a)
{
    const std::int64_t h = a.hidden;
    const std::int64_t keys = a.linearKeyHeads * a.linearKeyHeadDim;
    const std::int64_t values = a.linearValueHeads * a.linearValueHeadDim;
    if (a.linearMixer == LinearMixer::Mamba2) // in_proj (z, x, B, C and dt per head), out_proj
        return h * (2 * values + 2 * keys + a.linearValueHeads) + values * h;
    if (a.linearMixer
        == LinearMixer::Mamba1) // in_proj (x, z), x_proj (dt, B, C), dt_proj, out_proj
        return h * 2 * values + values * (a.linearDtRank + 2 * keys) + a.linearDtRank * values
            + values * h;
    if (a.linearMixer == LinearMixer::Lightning) // qkv_proj, output_gate, out_proj
        return h * (2 * keys + values) + h * values + values * h;
    // Gated DeltaNet: in_proj_qkvz, in_proj_ba, out_proj.
    return h * (2 * keys + 2 * values) + h * 2 * a.linearValueHeads + values * h;
}

// Plus the depthwise convolution (Mamba-2's with its bias), and the small per-head tensors:
// Gated DeltaNet's dt_bias and A_log and a gated norm one value head wide (transformers'
// Qwen3NextGatedDeltaNet); Mamba-2's dt_bias, A_log and D and a gated norm over all heads
// (NemotronHMamba2Mixer); Mamba-1's dt_proj bias, A_log per channel and state, D, and Jamba's
// norms on dt, B and C (JambaMambaMixer); lightning attention's norm over all heads (its decay
// rates are constants, not parameters: MiniMaxLightningAttention's buffers).
std::int64_t linearMixerParameters(const Architecture& a)
{
    const std::int64_t conv
        = a.linearConvChannels() * (a.linearConvKernel + (a.linearConvBias ? 1 : 0));
    const std::int64_t values = a.linearValueHeads * a.linearValueHeadDim;
    if (a.linearMixer == LinearMixer::Mamba2)
        return linearMixerMatrices(a) + conv + 3 * a.linearValueHeads
            + (a.linearGatedNorm ? values : 0);
    if (a.linearMixer == LinearMixer::Mamba1) // dt_proj's bias, A_log and D per channel
        return linearMixerMatrices(a) + conv + values * (2 + a.linearKeyHeadDim)
            + (a.linearInnerNorms ? a.linearDtRank + 2 * a.linearKeyHeadDim : 0);
    if (a.linearMixer == LinearMixer::Lightning)
        return linearMixerMatrices(a) + values;
    return linearMixerMatrices(a) + conv + 2 * a.linearValueHeads + a.linearValueHeadDim;
}

std::int64_t normParameters(const Architecture& a)
{
    return a.hidden * (a.norm == NormKind::LayerNorm ? 2 : 1);
}

} // namespace

ParameterCount countParameters(const Architecture& a)
{
    ParameterCount c;
    c.inputEmbedding = a.vocab * a.hidden;
    if (a.position == PositionEmbedding::Learned)
        c.inputEmbedding += a.maxPosition * a.hidden;
    c.outputHead = (a.tiedEmbeddings ? 0 : a.vocab * a.hidden) + (a.outputHeadBias ? a.vocab : 0);
    c.finalNorm = normParameters(a);

    const std::int64_t attention = attentionParameters(a);
    const std::int64_t norms = a.normsPerLayer * normParameters(a);

    c.denseLayer.attention = attention;
    c.denseLayer.denseMlp = mlpParameters(a, a.ffn);
    c.denseLayer.norms = norms;

    if (a.isMoe()) {
        c.moeLayer.attention = attention;
        c.moeLayer.norms = norms;
        c.moeLayer.oneExpert = mlpParameters(a, a.moeFfn);
        c.moeLayer.routedExperts = a.experts * c.moeLayer.oneExpert;
        c.moeLayer.sharedExperts = a.sharedExperts * mlpParameters(a, a.sharedExpertWidth());
        c.moeLayer.router = a.hidden * a.experts + (a.routerBias ? a.experts : 0)
            + (a.sharedExpertGate && a.sharedExperts > 0 ? a.hidden : 0);
        c.expertsPerToken = a.expertsPerToken;
    }
    c.moeLayers = a.moeLayers();
    c.denseLayers = a.layers - c.moeLayers;
    if (a.isHybrid()) {
        c.linearLayers = a.linearAttentionLayers();
        c.linearBesideAttention = a.parallelMixers;
        c.linearMixer = linearMixerParameters(a);
        c.linearMixerMatrices = linearMixerMatrices(a);
    }
    c.vision = a.visionParameters;
    c.mixerlessLayers = a.mixerlessLayersIn(0, a.layers);
    c.mlplessLayers = a.mlplessLayersIn(0, a.layers);
    return c;
}

std::int64_t ParameterCount::attention() const
{
    return denseLayers * denseLayer.attention + moeLayers * moeLayer.attention
        - ((linearBesideAttention ? 0 : linearLayers) + mixerlessLayers) * denseLayer.attention;
}

std::int64_t ParameterCount::mlp() const
{
    return denseLayers * denseLayer.denseMlp
        + moeLayers * (moeLayer.routedExperts + moeLayer.sharedExperts + moeLayer.router)
        - mlplessLayers * denseLayer.denseMlp;
}

std::int64_t ParameterCount::norms() const
{
    return denseLayers * denseLayer.norms + moeLayers * moeLayer.norms + finalNorm;
}

std::int64_t ParameterCount::total() const
{
    return inputEmbedding + outputHead + finalNorm + denseLayers * denseLayer.total()
        + moeLayers * moeLayer.total() + linearMixerExcess() - missingParts() + vision;
}

std::int64_t ParameterCount::activePerToken() const
{
    const std::int64_t idleExperts = moeLayer.routedExperts - expertsPerToken * moeLayer.oneExpert;
    return total() - moeLayers * idleExperts - vision;
}

double totalParameters(const Architecture& arch)
{
    if (arch.parametersOverride)
        return *arch.parametersOverride;
    return static_cast<double>(countParameters(arch).total());
}

double activeParameters(const Architecture& arch)
{
    const ParameterCount count = countParameters(arch);
    if (!arch.parametersOverride)
        return static_cast<double>(count.activePerToken());
    // Keep the architecture's active share when only the total is overridden.
    const double total = static_cast<double>(count.total());
    if (total <= 0)
        return *arch.parametersOverride;
    return *arch.parametersOverride * static_cast<double>(count.activePerToken()) / total;
}

} // namespace gp
