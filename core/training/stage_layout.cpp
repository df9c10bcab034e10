#include "common/messages.h"
#include "training/memory_internal.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <cstdio>

namespace gp::training {

std::string gib(double bytes)
{
    char text[32];
    std::snprintf(text, sizeof text, "%.3g GiB", bytes / (1024.0 * 1024.0 * 1024.0));
    return text;
}

std::string num(double value)
{
    return formatNumber(value);
}

StageLayers layersOnStage(const Scenario& scenario, int stage)
{
    const TrainingSpec& t = scenario.training;
    const Architecture& arch = scenario.model.architecture;
    const std::int64_t firstTrained
        = t.method == TrainingMethod::Freeze ? arch.layers - t.trainableLayers : 0;
    StageLayers layers;
    forEachStageRun(
        pipelineSplit(scenario), t.virtualStages, stage, [&](std::int64_t begin, std::int64_t end) {
            const std::int64_t moe = arch.moeLayersIn(begin, end);
            layers.moe += moe;
            layers.linear += arch.linearAttentionLayersIn(begin, end);
            layers.mixerless += arch.mixerlessLayersIn(begin, end);
            layers.mlpless += arch.mlplessLayersIn(begin, end);
            layers.dense += end - begin - moe;
            layers.trained += std::max<std::int64_t>(0, end - std::max(begin, firstTrained));
        });
    return layers;
}

TrainingLayout layoutOf(const Scenario& scenario, int stage)
{
    const TrainingSpec& t = scenario.training;
    // A rank outside the pipeline would count layers past the model and negative micro-batches.
    assert(stage >= 0 && stage < t.pp);
    TrainingLayout layout;
    layout.stage = stage;
    layout.stages = t.pp;
    layout.holdsEmbedding = layout.isFirstStage();
    layout.holdsOutputHead = layout.isLastStage();
    layout.dp = t.dp;
    // ZeRO shards over every rank holding the same weights: data parallel x context parallel.
    const int replicas = t.dp * t.cp;
    layout.shardGroup = t.shardGroup > 0 ? t.shardGroup : replicas;
    // Routed experts are split by EP only, so the ranks holding the same experts are the other
    // data/context/tensor-parallel ranks: dp x cp x tp / ep of them.
    const int expertReplicas = static_cast<int>(
        std::max<std::int64_t>(1, static_cast<std::int64_t>(replicas) * t.tp / t.ep));
    layout.expertShardGroup = t.shardGroup > 0
        ? std::max(1, std::min(expertReplicas, t.shardGroup * t.tp / t.ep))
        : expertReplicas;
    const StageLayers layers = layersOnStage(scenario, stage);
    layout.layersOnGpu = layers.dense + layers.moe;
    layout.moeLayersOnGpu = layers.moe;
    layout.linearLayersOnGpu = layers.linear;
    layout.mixerlessLayersOnGpu = layers.mixerless;
    layout.mlplessLayersOnGpu = layers.mlpless;
    layout.trainedLayersOnGpu = layers.trained;
    const std::int64_t perReplica = static_cast<std::int64_t>(t.microBatch) * t.dp;
    layout.microBatchesPerStep = std::max<std::int64_t>(1, t.globalBatch / perReplica);
    // 1F1B: stage r holds p - r micro-batches in flight (fewer if the step has fewer): p on the
    // first, 1 on the last, which runs each backward right after its forward. Interleaved:
    // Megatron's warm-up on stage r runs 2(p-1-r) + (v-1)p + 1 model chunks of L/(p v) layers
    // (or all m v of them when the step is that short); on the first stage that is p + (p-1)/v
    // micro-batches' worth (Korthikanti et al. 2022, section 4.2.3: L (1 + (p-1)/(p v)) layers).
    if (t.pp > 1) {
        const double m = static_cast<double>(layout.microBatchesPerStep);
        const double p = t.pp;
        const double v = t.virtualStages;
        const double r = stage;
        layout.inFlightMicroBatches = t.virtualStages > 1
            ? std::min(m * v, 2 * (p - 1 - r) + (v - 1) * p + 1) / v
            : std::min(p - r, m);
    }
    return layout;
}

namespace {

struct Adapters
{
    double dense = 0; // attention, dense MLP, shared experts: split by TP
    double experts = 0; // routed experts' adapters: split by EP with their experts
};

// LoRA adapter parameters of one layer: r x (d_in + d_out) per targeted matrix.
Adapters adapterParameters(const Architecture& a, const TrainingSpec& t, bool moeLayer,
                           bool linearLayer = false, bool withMixer = true)
{
    auto targeted = [&](const std::string& name) { return loraTargets(t, name); };
    const double r = t.loraRank;
    const double h = static_cast<double>(a.hidden);
    // With an output gate q_proj also produces the gate, as wide as the queries.
    const double q = static_cast<double>(a.queryWidth()) * (a.attentionOutputGate ? 2.0 : 1.0);
    const double kv = static_cast<double>(a.kvHeads * a.headDim);
    const double o = static_cast<double>(a.heads * (a.isMla() ? a.vHeadDim : a.headDim));
    double count = 0;
    Adapters result;
    if (!withMixer) {
        // The MLP alone.
    } else if (linearLayer) {
        // A linear mixer has no q/k/v/o_proj; all-linear reaches Gated DeltaNet's in_proj_qkvz,
        // in_proj_ba and out_proj, Mamba-2's in_proj and out_proj, Mamba-1's in_proj, x_proj,
        // dt_proj and out_proj, lightning attention's qkv_proj, output_gate and out_proj.
        const double keys = static_cast<double>(a.linearKeyHeads * a.linearKeyHeadDim);
        const double values = static_cast<double>(a.linearValueHeads * a.linearValueHeadDim);
        const double valueHeads = static_cast<double>(a.linearValueHeads);
        const double dtRank = static_cast<double>(a.linearDtRank);
        if (std::find(t.loraTargets.begin(), t.loraTargets.end(), "all-linear")
            != t.loraTargets.end())
            count += a.linearMixer == LinearMixer::Mamba2
                ? r * (h + 2 * values + 2 * keys + valueHeads) + r * (values + h)
                : a.linearMixer == LinearMixer::Mamba1 ? r * (h + 2 * values)
                    + r * (values + dtRank + 2 * keys) + r * (dtRank + values) + r * (values + h)
                : a.linearMixer == LinearMixer::Lightning // qkv_proj, output_gate, out_proj
                ? r * (h + 2 * keys + values) + r * (h + values) + r * (values + h)
                : r * (h + 2 * keys + 2 * values) + r * (h + 2 * valueHeads) + r * (values + h);
    } else if (targeted("q_proj")) {
        count += r * (h + q);
    }
    if (linearLayer || !withMixer) {
        // k, v and o belong to attention layers only.
    } else {
        if (targeted("k_proj"))
            count += r * (h + (a.isMla() ? 0.0 : kv));
        if (targeted("v_proj"))
            count += r * (h + (a.isMla() ? 0.0 : kv));
        if (targeted("o_proj"))
            count += r * (o + h);
    }
    // MLPs: a dense layer's, or in an MoE layer every expert's (PEFT matches them by name).
    auto mlp = [&](double width, double copies) {
        double n = 0;
        if (a.gatedMlp) {
            if (targeted("gate_proj"))
                n += copies * r * (h + width);
            if (targeted("up_proj"))
                n += copies * r * (h + width);
        } else if (targeted("up_proj") || targeted("gate_up_proj")) {
            n += copies * r * (h + width);
        }
        if (targeted("down_proj"))
            n += copies * r * (width + h);
        return n;
    };
    result.dense = count;
    if (!moeLayer) {
        result.dense += mlp(static_cast<double>(a.ffn), 1);
    } else {
        result.experts = mlp(static_cast<double>(a.moeFfn), static_cast<double>(a.experts));
        const double sharedWidth = static_cast<double>(a.sharedExpertWidth());
        result.dense += mlp(sharedWidth, static_cast<double>(a.sharedExperts));
    }
    return result;
}

} // namespace

StageParameters stageParameters(const Scenario& scenario, const ParameterCount& count,
                                const TrainingLayout& layout)
{
    const TrainingSpec& t = scenario.training;
    const Architecture& a = scenario.model.architecture;
    const double tp = t.tp;
    StageParameters p;
    // Bytes per parameter as stored: QLoRA packs the layers' linear weights and keeps the rest in
    // 16 bits.
    const bool qlora = t.method == TrainingMethod::Qlora;
    const double plainBytes
        = (t.precision == Precision::Fp32 && !qlora) || qloraUpcast(t) ? 4.0 : 2.0;
    // What a gather moves of a quantised weight: bitsandbytes' packed values (its constants stay
    // on the module); nothing of a GPTQ base, whose weights are buffers, never sharded.
    const double packedBytes = !qlora        ? plainBytes
        : t.qloraFormat == QloraFormat::Gptq ? 0.0
                                             : qloraPackedBytesPerWeight(t);
    // The first stage holds the input embedding (split over the vocabulary by TP; learned
    // positions are replicated), the last the output head and the final norm. With tied
    // embeddings and several stages the last stage keeps its own copy of the word embeddings to
    // project onto the vocabulary (Megatron's shared embedding, synchronised by an all-reduce).
    const double positions = a.position == PositionEmbedding::Learned
        ? static_cast<double>(a.maxPosition * a.hidden)
        : 0.0;
    const double wordEmbeddings = static_cast<double>(count.inputEmbedding) - positions;
    // Tied: no separate head in the count (a head bias aside), the word embeddings serve as one.
    const double head = !a.tiedEmbeddings
        ? static_cast<double>(count.outputHead)
        : static_cast<double>(count.outputHead) + (layout.holdsEmbedding ? 0.0 : wordEmbeddings);
    if (layout.holdsEmbedding) {
        p.dense += wordEmbeddings / tp;
        p.replicated += positions;
        // The vision encoder sits before the first layer. It trains with the rest in full
        // training; LoRA puts no adapters on it.
        p.dense += static_cast<double>(count.vision) / tp;
    }
    if (layout.holdsOutputHead) {
        p.dense += head / tp;
        p.replicated += static_cast<double>(count.finalNorm);
    }
    // The stage's layers by kind: each kind's parameters are the same in every layer.
    const double moeLayers = static_cast<double>(layout.moeLayersOnGpu);
    const double denseLayers = static_cast<double>(layout.layersOnGpu) - moeLayers;
    const bool adapters = t.method == TrainingMethod::Lora || t.method == TrainingMethod::Qlora;
    // The largest layer's MLP (or experts) and norms, over the kinds the stage holds.
    double largestMlp = 0;
    double largestSmall = 0;
    auto addLayers = [&](const LayerParameters& layer, double n, bool moe) {
        if (n <= 0)
            return;
        const double linear
            = static_cast<double>(layer.attention + layer.denseMlp + layer.sharedExperts) / tp;
        const double experts = static_cast<double>(layer.routedExperts) / t.ep;
        p.dense += n * linear;
        p.experts += n * experts;
        p.replicated += n * static_cast<double>(layer.norms + layer.router);
        p.quantizable += n * (linear + experts);
        largestMlp
            = std::max(largestMlp, linear + experts - static_cast<double>(layer.attention) / tp);
        largestSmall = std::max(largestSmall, static_cast<double>(layer.norms + layer.router));
        if (adapters) {
            const Adapters perLayer = adapterParameters(a, t, moe);
            p.adapters += n * (perLayer.dense / tp + perLayer.experts / t.ep);
        }
    };
    addLayers(count.denseLayer, denseLayers, false);
    addLayers(count.moeLayer, moeLayers, true);
    // Hybrid models: linear-attention mixers in place of attention in some of those layers (or
    // beside it in every one: Falcon-H1), with their own adapters.
    if (layout.linearLayersOnGpu > 0) {
        const double linear = static_cast<double>(layout.linearLayersOnGpu);
        const std::int64_t replaced = a.parallelMixers ? 0 : count.denseLayer.attention;
        const double excess = linear * static_cast<double>(count.linearMixer - replaced) / tp;
        p.dense += excess;
        p.quantizable += excess;
        if (adapters) {
            // The same layer with either mixer (or with the MLP alone, beside which Falcon-H1's
            // mixer comes): the difference is the mixers' adapters.
            const double mixer = adapterParameters(a, t, false, true).dense
                - adapterParameters(a, t, false, false, !a.parallelMixers).dense;
            p.adapters += linear * mixer / tp;
        }
    }
    // A layer pattern's single blocks lack the other half of a layer.
    if (layout.mixerlessLayersOnGpu > 0 || layout.mlplessLayersOnGpu > 0) {
        const double mixerless = static_cast<double>(layout.mixerlessLayersOnGpu);
        const double mlpless = static_cast<double>(layout.mlplessLayersOnGpu);
        const double missing = (mixerless * static_cast<double>(count.denseLayer.attention)
                                + mlpless * static_cast<double>(count.denseLayer.denseMlp))
            / tp;
        p.dense -= missing;
        p.quantizable -= missing;
        if (adapters) {
            const Adapters full = adapterParameters(a, t, false);
            const Adapters mlpOnly = adapterParameters(a, t, false, false, false);
            p.adapters -= (mixerless * (full.dense - mlpOnly.dense) + mlpless * mlpOnly.dense) / tp;
        }
    }
    // The largest layer as stored, which ZeRO-3 and FSDP gather whole: a full layer with the
    // larger of the mixers the stage holds (attention, a hybrid's linear mixer), or a layer
    // pattern's single block (an MLP alone, a mixer alone).
    {
        const double held = static_cast<double>(layout.layersOnGpu);
        const double linear = static_cast<double>(layout.linearLayersOnGpu);
        const double mixerless = static_cast<double>(layout.mixerlessLayersOnGpu);
        const double mlpless = static_cast<double>(layout.mlplessLayersOnGpu);
        const double attention = held - (a.parallelMixers ? 0.0 : linear) - mixerless > 0
            ? static_cast<double>(std::max(count.denseLayer.attention, count.moeLayer.attention))
                / tp
            : 0.0;
        const double linearMixer = linear > 0 ? static_cast<double>(count.linearMixer) / tp : 0.0;
        const double mixer
            = a.parallelMixers ? attention + linearMixer : std::max(attention, linearMixer);
        const double matrices
            = std::max({held - mixerless - mlpless > 0 ? mixer + largestMlp : 0.0,
                        mixerless > 0 ? largestMlp : 0.0, mlpless > 0 ? mixer : 0.0});
        p.largestLayerBytes = matrices * packedBytes + largestSmall * plainBytes;
    }
    const std::int64_t trainableLayers = layout.trainedLayersOnGpu;
    // ZeRO-3 also gathers the embedding and the output head, whole, when they are used.
    const double embeddingBytes
        = layout.holdsEmbedding ? (wordEmbeddings / tp + positions) * plainBytes : 0.0;
    const double headBytes = layout.holdsOutputHead ? head / tp * plainBytes : 0.0;
    p.largestUnitBytes = std::max({p.largestLayerBytes, embeddingBytes, headBytes});
    p.outsideLayerBytes = embeddingBytes + headBytes
        + (layout.holdsOutputHead ? static_cast<double>(count.finalNorm) * plainBytes : 0.0);
    p.storedBytes
        = p.quantizable * packedBytes + (p.total() - p.quantizable) * plainBytes + p.adapters * 4;
    // A total given in the scenario scales every part alike.
    if (a.parametersOverride && count.total() > 0) {
        const double scale = *a.parametersOverride / static_cast<double>(count.total());
        p.dense *= scale;
        p.experts *= scale;
        p.replicated *= scale;
        p.quantizable *= scale;
        p.largestLayerBytes *= scale;
        p.largestUnitBytes *= scale;
        p.outsideLayerBytes *= scale;
        p.storedBytes *= scale;
        p.adapters *= scale;
    }
    if (t.method == TrainingMethod::Freeze)
        p.trainableFraction = layout.layersOnGpu > 0
            ? static_cast<double>(trainableLayers) / static_cast<double>(layout.layersOnGpu)
                * (p.quantizable / std::max(1.0, p.total()))
            : 0.0;
    return p;
}

} // namespace gp::training
