#include "training/step_flops.h"

#include "model/attention_flops.h"
#include "model/parameter_count.h"

#include <algorithm>

namespace gp {
namespace {

// Matrix parameters a token multiplies by in one layer (biases and norms are not matmuls).
// linearMixer: a linear-attention layer's projections in place of attention's, 0 for attention.
// A layer pattern's block holds a mixer or an MLP, not both.
double layerMatmulParameters(const Architecture& a, bool moe, double linearMixer, bool mixer,
                             bool mlp)
{
    const double h = static_cast<double>(a.hidden);
    double attention = 0;
    if (!mixer) {
        attention = 0;
    } else if (linearMixer > 0) {
        attention = linearMixer;
    } else if (a.isMla()) {
        const double qHead = static_cast<double>(a.headDim + a.ropeHeadDim);
        const double heads = static_cast<double>(a.heads);
        const double qRank = static_cast<double>(a.qLoraRank);
        attention += qRank > 0 ? h * qRank + qRank * heads * qHead : h * heads * qHead;
        attention += h * static_cast<double>(a.kvLoraRank + a.ropeHeadDim);
        attention += static_cast<double>(a.kvLoraRank) * heads
            * static_cast<double>(a.headDim + a.vHeadDim);
        attention += heads * static_cast<double>(a.vHeadDim) * h;
        if (a.hasIndexer()) // the indexer's projections
            attention += qRank * static_cast<double>(a.indexHeads * a.indexHeadDim)
                + h * static_cast<double>(a.indexHeadDim + a.indexHeads);
    } else {
        const double q = static_cast<double>(a.heads * a.headDim);
        const double kv = static_cast<double>(a.kvHeads * a.headDim);
        attention = h * q + 2 * h * kv + q * h + (a.attentionOutputGate ? h * q : 0.0);
    }
    const double matrices = a.gatedMlp ? 3 : 2;
    if (!mlp)
        return attention;
    if (!moe)
        return attention + matrices * h * static_cast<double>(a.ffn);
    const double shared
        = static_cast<double>(a.sharedExperts) * static_cast<double>(a.sharedExpertWidth());
    return attention + h * static_cast<double>(a.experts) // router
        + matrices * h * (static_cast<double>(a.expertsPerToken * a.moeFfn) + shared);
}

} // namespace

StepFlops trainingStepFlops(const Scenario& scenario)
{
    const Architecture& a = scenario.model.architecture;
    const TrainingSpec& t = scenario.training;
    const double s = static_cast<double>(t.seqLen);
    StepFlops f;

    double matmul = 0;
    double attention = 0;
    double recomputedMatmul = 0; // full recompute repeats the layers, not the output head
    double frozenMatmul = 0; // freeze: layers below the trained ones (forward only)
    double frozenAttention = 0;
    const bool freeze = t.method == TrainingMethod::Freeze;
    const double linearMatrices
        = a.isHybrid() ? static_cast<double>(countParameters(a).linearMixerMatrices) : 0.0;
    for (std::int64_t i = 0; i < a.layers; ++i) {
        const bool linear = a.isLinearAttentionLayer(i);
        const bool attends = a.attendsAt(i);
        // Falcon-H1's layers run both mixers.
        const double layer = 2
            * (layerMatmulParameters(a, a.isMoeLayer(i), linear && !attends ? linearMatrices : 0.0,
                                     a.hasMixer(i), a.hasMlp(i))
               + (linear && attends ? linearMatrices : 0.0));
        matmul += layer;
        recomputedMatmul += layer;
        // Scores and weighted values over every key position of the sequence (the convention
        // of published MFU figures, which do not halve for causal masking).
        const double scores = layerAttentionFlops(a, i, s);
        attention += scores;
        if (freeze && i < a.layers - t.trainableLayers) {
            frozenMatmul += layer;
            frozenAttention += scores;
        }
    }
    double head = 2 * static_cast<double>(a.hidden * a.vocab); // output head
    matmul += head;
    // A total given in the scenario scales the matrix work alike (against the exact total, so
    // that an MoE model's idle experts do not inflate the scale).
    if (a.parametersOverride) {
        const double exact = static_cast<double>(countParameters(a).total());
        if (exact > 0) {
            const double scale = *a.parametersOverride / exact;
            matmul *= scale;
            head *= scale;
            recomputedMatmul *= scale;
            frozenMatmul *= scale;
        }
    }
    f.matmulForwardPerToken = matmul;
    f.headForwardPerToken = head;
    f.attentionForwardPerToken = attention;

    // Backward costs twice the forward: gradients for the activations and for the weights.
    // Adapters (LoRA, QLoRA) skip the weight gradients of the frozen base: 1 + 1 for its
    // matrices, while attention still needs both.
    const bool adapters = t.method == TrainingMethod::Lora || t.method == TrainingMethod::Qlora;
    const double matmulPasses = adapters ? 2.0 : 3.0;
    f.modelPerToken = matmulPasses * matmul + 3.0 * attention;
    // Freeze: no gradient flows below the lowest trained layer, so those layers run forward only.
    if (freeze)
        f.modelPerToken -= 2.0 * (frozenMatmul + frozenAttention);
    if (recomputesLayers(t.recompute))
        f.recomputePerToken = recomputedMatmul + attention;
    else if (t.recompute == Recompute::Selective)
        f.recomputePerToken = attention;

    f.tokensPerStep = static_cast<double>(t.globalBatch) * s;
    f.modelPerStep = f.modelPerToken * f.tokensPerStep;
    f.hardwarePerStep = (f.modelPerToken + f.recomputePerToken) * f.tokensPerStep;
    return f;
}

} // namespace gp
