// Activation memory: the tensors each layer saves for its backward pass, derived tensor by tensor
// so that gated MLPs, GQA, any MLP width, MLA and MoE layers follow from the same rules.
//
// For GPT (plain MLP of width 4h, dropout, eager attention) the sum is Korthikanti et al. 2022's
// s*b*h*(34 + 5*a*s/h) bytes per layer; with tensor parallelism t the tensors inside the parallel
// region are divided by t (s*b*h*(10 + 24/t + 5*a*s/(h*t))), and sequence parallelism divides the
// rest too (s*b*h/t*(34 + 5*a*s/h)). Selective recompute (or FlashAttention) drops the s^2 terms;
// full recompute keeps only each layer's input.
#include "training/framework_memory.h"
#include "training/memory_internal.h"

#include <algorithm>
#include <optional>
#include <string>

namespace gp::training {
namespace {

struct LayerActivations
{
    Range attention; // norm input, QKV input, Q, K, V, attention output, masks
    Range scores; // the s^2 softmax terms of eager attention
    Range mlp; // norm input, MLP input and internals (or experts)
    Range total() const { return attention + scores + mlp; }
};

struct Shape
{
    double tokens; // s/cp x b on this GPU
    double seq; // full sequence (keys attended to)
    double localSeq; // s/cp
    double b;
    double h;
    double tp;
    bool sp;
    bool dropout;
    bool eager;
    bool hfEager; // Hugging Face eager attention: FP32 softmax kept, K and V repeated to all heads
    bool sdpaMath; // SDPA's math kernel: the 16-bit softmax, K and V expanded to all heads
    double e; // bytes of a saved tensor's element: 2, or 4 when the whole run is FP32
    double residual; // bytes of the residual stream's element (a layer's and a norm's input)
    // Bytes of a norm output's element and of what the MLP computes from it: a quantised linear
    // returns its input's type (bitsandbytes' Linear4bit: out.to(inp_dtype)).
    double normOut;
};

// The inputs of a QLoRA layer's quantised linears, where the base layer keeps them
// (qloraKeepsInputs): true where no adapter reaches any linear reading that input, so that only
// the quantised layers keep it. An adapter keeps the same tensor for its own gradient (PEFT's
// dropout of 0 is an identity), or with dropout a dropped-out copy, and then the input is extra
// too: the high bound.
struct KeptInputs
{
    bool any = false;
    bool qkv = false; // q, k and v share the norm's output
    bool o = false;
    bool mlp = false; // gate and up share the norm's output
    bool down = false;
};

// Bytes a QLoRA layer keeps beyond what a 16-bit LoRA layer keeps: the inputs of its quantised
// linears (the attention's and, in a dense layer, the MLP's). Routed experts already keep a
// permuted copy of their input; shared experts and linear-attention mixers are not covered.
LayerActivations quantisedInputs(const Architecture& a, const Shape& x, const KeptInputs& kept,
                                 bool moe)
{
    LayerActivations out;
    if (!kept.any)
        return out;
    const double T = x.tokens;
    const double replicated = x.sp ? 1.0 / x.tp : 1.0;
    const double heads = static_cast<double>(a.heads) / x.tp;
    const double vDim = static_cast<double>(a.isMla() ? a.vHeadDim : a.headDim);
    auto input = [](bool alone, double bytes) {
        return Range{alone ? bytes : 0.0, alone ? bytes : 0.0, bytes};
    };
    out.attention
        = input(kept.qkv, replicated * x.normOut * T * x.h) + input(kept.o, x.e * T * heads * vDim);
    if (!moe)
        out.mlp = input(kept.mlp, replicated * x.normOut * T * x.h)
            + input(kept.down, x.normOut * T * static_cast<double>(a.ffn) / x.tp);
    return out;
}

// Bytes of one layer for one micro-batch on one GPU, with nothing recomputed.
LayerActivations layerActivations(const Architecture& a, const Shape& x, bool moe, double topK)
{
    const double T = x.tokens;
    const double replicated = x.sp ? 1.0 / x.tp : 1.0; // tensors at the edges of the TP region
    const double heads = static_cast<double>(a.heads) / x.tp;
    // Hugging Face's eager path saves K and V after repeat_kv, at the query heads' count, and
    // SDPA's math kernel its expanded, scaled copies (aten/src/ATen/native/transformers/
    // attention.cpp, _scaled_dot_product_attention_math).
    const double kvHeads = (a.isMla() || x.hfEager || x.sdpaMath)
        ? heads
        : std::max(1.0, static_cast<double>(a.kvHeads) / x.tp);
    const double qkDim = static_cast<double>(a.isMla() ? a.headDim + a.ropeHeadDim : a.headDim);
    const double vDim = static_cast<double>(a.isMla() ? a.vHeadDim : a.headDim);
    const double mask = x.dropout ? 1.0 : 0.0;
    const double e = x.e;

    LayerActivations out;
    // Attention block: 2 B (e) each for the norm's input and output (the residual's and the norm
    // output's width, FP32 for an upcast QLoRA base), Q, K, V and the attention output; 1 B for
    // the dropout mask after the output projection.
    out.attention.expected
        = replicated * T * x.h * (x.residual + x.normOut + mask) // norm input, QKV input, mask
        + e * T * heads * qkDim // Q
        + e * T * kvHeads * qkDim // K
        + e * T * kvHeads * vDim // V
        + e * T * heads * vDim // output projection input
        + (a.attentionOutputGate ? e * T * heads * vDim : 0.0); // the output gate's sigmoid
    if (a.isMla()) // compressed latents that the up-projections need
        out.attention.expected
            += replicated * e * T * static_cast<double>(a.kvLoraRank + a.qLoraRank);
    if (x.eager) {
        // Softmax output 2 B, and with dropout its mask 1 B and output 2 B, per score. Hugging
        // Face computes the softmax in FP32 and keeps it (4 B) beside the 16-bit copy (2 B).
        // In FP32 the copy is the same tensor: the FP32 softmax alone. SDPA's math kernel keeps
        // the softmax in the inputs' type only (the scores before it are freed).
        const double hfSoftmax = e >= 4 ? 4.0 : 4.0 + e;
        const double perScore = (x.hfEager ? hfSoftmax : e) + (x.dropout ? 1.0 + e : 0.0);
        out.scores.expected = perScore * heads * x.localSeq * x.seq * x.b;
    } else {
        out.attention.expected += 4 * T * heads; // FlashAttention's FP32 log-sum-exp per row
    }

    // MLP block: norm input and MLP input (2 B each, or FP32 as above), then the internals.
    const double edges = replicated * T * x.h * (x.residual + x.normOut + mask);
    auto internals = [&](double width, double tokens) {
        // Gated: the gate and up outputs, the activation and the product (8 B per unit of width)
        // as plain autograd saves them; fused SwiGLU kernels keep 6. Plain: activation input and
        // output (4 B). Twice as much in FP32.
        const double s = x.normOut / 2;
        if (a.gatedMlp)
            return Range{6 * s * tokens * width, 8 * s * tokens * width, 8 * s * tokens * width};
        return Range::exactly(4 * s * tokens * width);
    };
    if (!moe) {
        out.mlp = internals(static_cast<double>(a.ffn) / x.tp, T) + Range::exactly(edges);
    } else {
        // Routed experts are whole on each GPU; every token visits topK of them, each visit
        // keeping a permuted copy of its input and the expert's output (2 B x h each).
        const double routed = replicated * T * topK;
        out.mlp = internals(static_cast<double>(a.moeFfn), routed)
            + Range::exactly(edges + routed * x.h * 2 * x.normOut);
        const double sharedWidth = static_cast<double>(a.sharedExpertWidth())
            * static_cast<double>(a.sharedExperts) / x.tp;
        if (sharedWidth > 0)
            out.mlp += internals(sharedWidth, T);
        out.mlp += Range::exactly(4 * T * replicated
                                  * static_cast<double>(a.experts)); // FP32 router logits
    }
    out.attention.low = out.attention.high = out.attention.expected;
    out.scores.low = out.scores.high = out.scores.expected;
    return out;
}

// A Gated DeltaNet layer's attention-block share, for one micro-batch on one GPU: the norm and
// projection inputs; the conv's input and output and z; q, k and v repeated to the value heads,
// the chunk matrix A (64 wide) kept by the chunked delta-rule kernel (FLA's chunk_gated_delta_rule,
// which recomputes the chunk states in backward) and its FP32 decay, beta and norms; the gated
// norm's input and output.
double linearAttentionActivations(const Architecture& a, const Shape& x)
{
    const double T = x.tokens;
    const double e = x.e;
    const double replicated = x.sp ? 1.0 / x.tp : 1.0;
    const double heads = static_cast<double>(a.linearValueHeads) / x.tp;
    const double conv = static_cast<double>(a.linearConvChannels()) / x.tp;
    const double values = heads * static_cast<double>(a.linearValueHeadDim);
    const double keyDim = static_cast<double>(a.linearKeyHeadDim);
    const double mask = x.dropout ? 1.0 : 0.0;
    if (a.linearMixer == LinearMixer::Mamba2) {
        // Mamba-2 trains through mamba_ssm's mamba_split_conv1d_scan_combined, which saves
        // in_proj's output (z, x, B, C and dt) and the gated norm's rstd per group in FP32, and
        // recomputes the convolution, the scan and out_proj's input in backward.
        const double groups = static_cast<double>(a.linearKeyHeads) / x.tp;
        return replicated * T * x.h
            * (x.residual + x.normOut + mask) // the block's norm input, in_proj's input
            + e * T * (values + conv + heads) // z, x B C, dt
            + 4 * T * groups;
    }
    if (a.linearMixer == LinearMixer::Mamba1) {
        // Jamba's Mamba-1 trains through separate kernels (causal_conv1d_fn, x_proj, dt_proj,
        // selective_scan_fn), each saving its inputs: in_proj's output (x and z), the
        // convolution's output (x_proj's and the scan's input), x_proj's output (dt, B and C,
        // replicated), the scan's dt and its output, and the output gated by z (out_proj's
        // input).
        const double dtBc = static_cast<double>(a.linearDtRank + 2 * a.linearKeyHeadDim);
        return replicated * T * x.h * (x.residual + x.normOut + mask) + e * T * (values * 6 + dtBc);
    }
    if (a.linearMixer == LinearMixer::Lightning) {
        // MiniMax-01's lightning attention, through a fused kernel that saves q, k and v and
        // recomputes its block states (Lightning Attention-2): qkv_proj's output before and
        // after the SiLU, the kernel's output (the norm's input), the gate before the sigmoid,
        // the norm's output and the gated product (out_proj's input).
        return replicated * T * x.h * (x.residual + x.normOut + mask) + e * T * values * 10;
    }
    return replicated * T * x.h * (x.residual + x.normOut + mask)
        + e * T * (2 * conv + values) // conv input and output, z
        + e * T * heads * (2 * keyDim + static_cast<double>(a.linearValueHeadDim) + 64) // q k v A
        + 4 * T * heads * 4 // g, beta and the q/k norms' rstd in FP32
        + e * T * 2 * values; // gated norm input and output
}

// Falcon-H1's mixer beside attention: its own activations, less the norm input the two share.
double linearBesideAttention(const Architecture& a, const Shape& x)
{
    const double replicated = x.sp ? 1.0 / x.tp : 1.0;
    return linearAttentionActivations(a, x) - replicated * x.tokens * x.h * x.residual;
}

Range boundwiseMax(const Range& a, const Range& b)
{
    return {std::max(a.low, b.low), std::max(a.expected, b.expected), std::max(a.high, b.high)};
}

struct LossPeak
{
    Range bytes;
    Loss kind;
    LossMemory per;
    double vocab;
    double headCopy = 0; // an FP32 head's 16-bit copy under autocast, kept for the backward pass

    // Only when the estimate records its parts: the plan search's fast path builds no text.
    std::string formula() const
    {
        return "loss " + lossName(kind) + ": " + per.what + ", "
            + (per.perLogit.expected > 0
                   ? num(per.perLogit.expected) + " x s x b x V / t (" + num(per.perLogit.low) + "-"
                       + num(per.perLogit.high) + " B), V=" + num(vocab)
                   : num(per.perTokenHidden.expected) + " x s x b x h ("
                       + num(per.perTokenHidden.low) + "-" + num(per.perTokenHidden.high) + " B)")
            + (headCopy > 0 ? "; the FP32 head's 16-bit copy under autocast (" + gib(headCopy) + ")"
                            : std::string());
    }
};

// The last stage (with a single stage, the one GPU) computes the logits and the loss for the
// micro-batch it works on, as the framework does (framework_memory.h).
LossPeak lossPeak(const Scenario& scenario, const Shape& x)
{
    const Loss kind = resolvedLoss(scenario.training);
    const LossMemory per = lossMemory(kind);
    const double vocab = static_cast<double>(scenario.model.architecture.vocab);
    const double logits = x.tokens * vocab / x.tp;
    const double tokenHidden = x.tokens * x.h;
    LossPeak peak{per.perLogit * logits + per.perTokenHidden * tokenHidden, kind, per, vocab};
    // Autocast casts an FP32 head to 16 bits for its matmul, and the matmul keeps that copy for
    // the input's gradient until the backward pass reaches the head (frozen weights are not
    // cached, so each use casts anew).
    const Precision p = scenario.training.precision;
    const bool autocast
        = p == Precision::Bf16Mixed || p == Precision::Fp16Mixed || p == Precision::Fp8Mixed;
    if ((qloraUpcast(scenario.training) || fp32BaseCastPerMatmul(scenario.training)) && autocast) {
        peak.headCopy = 2.0 * vocab * x.h / x.tp;
        peak.bytes += Range::exactly(peak.headCopy);
    }
    return peak;
}

} // namespace

void addActivations(const Scenario& scenario, const TrainingLayout& layout, TrainingMemory& memory)
{
    const TrainingSpec& t = scenario.training;
    const Architecture& a = scenario.model.architecture;
    Shape x{};
    x.localSeq = static_cast<double>(t.seqLen) / t.cp;
    x.seq = static_cast<double>(t.seqLen);
    x.b = t.microBatch;
    x.tokens = x.localSeq * x.b;
    x.h = static_cast<double>(a.hidden);
    x.tp = t.tp;
    x.sp = t.sequenceParallel && t.tp > 1;
    x.dropout = a.trainsWithDropout();
    x.eager = t.attention != Attention::Flash;
    x.hfEager = t.attention == Attention::Eager && runsTransformersModels(t);
    x.sdpaMath = t.attention == Attention::SdpaMath;
    // FP32 training keeps FP32 activations; mixed precision and pure BF16 keep 16-bit ones.
    x.e = t.precision == Precision::Fp32 ? 4.0 : 2.0;
    // A QLoRA base whose embedding and norms are FP32 adds each layer's output to an FP32
    // residual: every layer's input stays FP32.
    x.residual = qloraUpcast(t) ? 4.0 : x.e;
    // Its FP32 norms return FP32, and the quantised linears fed by them return FP32 too.
    x.normOut = x.residual;
    const double topK = static_cast<double>(a.expertsPerToken);
    const double inFlight = layout.inFlightMicroBatches;
    const double replicated = x.sp ? 1.0 / x.tp : 1.0;

    const LayerActivations dense = layerActivations(a, x, false, topK);
    const LayerActivations moe = a.isMoe() ? layerActivations(a, x, true, topK) : dense;
    KeptInputs quantisedKept;
    if (qloraKeepsInputs(t)) {
        quantisedKept.any = true;
        quantisedKept.qkv
            = !(loraTargets(t, "q_proj") || loraTargets(t, "k_proj") || loraTargets(t, "v_proj"));
        quantisedKept.o = !loraTargets(t, "o_proj");
        quantisedKept.mlp = !(loraTargets(t, "gate_proj") || loraTargets(t, "up_proj"));
        quantisedKept.down = !loraTargets(t, "down_proj");
    }
    const LayerActivations denseKept = quantisedInputs(a, x, quantisedKept, false);
    const LayerActivations moeKept = quantisedInputs(a, x, quantisedKept, true);
    double denseLayers = static_cast<double>(layout.layersOnGpu - layout.moeLayersOnGpu);
    double moeLayers = static_cast<double>(layout.moeLayersOnGpu);
    double freezeShare = 1;
    // Freeze without recomputation: below the lowest trained layer nothing needs a gradient, so
    // autograd saves nothing there.
    if (t.method == TrainingMethod::Freeze && !recomputesLayers(t.recompute)
        && layout.layersOnGpu > 0) {
        const double share = static_cast<double>(layout.trainedLayersOnGpu)
            / static_cast<double>(layout.layersOnGpu);
        denseLayers *= share;
        moeLayers *= share;
        freezeShare = share;
    }
    // Formula texts, built only when the estimate records its parts.
    auto perStage = [&] {
        return num(static_cast<double>(layout.layersOnGpu)) + " layers x " + num(inFlight)
            + " micro-batch(es) in flight";
    };
    auto keptText = [&] {
        return "inputs of the quantised linears, kept by bitsandbytes for the backward pass "
               "(training.qlora_keeps_inputs), "
            + perStage();
    };
    auto sbh = [&] {
        return "s=" + num(x.localSeq) + ", b=" + num(x.b) + ", h=" + num(x.h)
            + (t.tp > 1 ? ", t=" + num(x.tp) + (x.sp ? " with SP" : " without SP") : "");
    };

    // The loss's peak comes at the start of the backward pass, when every saved activation is
    // still held; with recomputation the layers' working sets come after it, once it is freed.
    const std::optional<LossPeak> loss
        = layout.holdsOutputHead ? std::optional(lossPeak(scenario, x)) : std::nullopt;
    // A GPTQ base's layers (auto-gptq's qlinear_cuda_old from 128 tokens on) dequantise their
    // weight to 16 bits and multiply by it: autograd saves it for the input's gradient, so a
    // layer whose forward pass records a graph holds its weights in 16 bits until its backward.
    const double dequantised
        = t.method == TrainingMethod::Qlora && t.qloraFormat == QloraFormat::Gptq && x.tokens >= 128
        ? 2.0 * layout.quantizedOnGpu * inFlight
        : 0.0;
    if (recomputesLayers(t.recompute)) {
        // Only each layer's input is kept; one layer at a time is recomputed in full.
        const double checkpoint = x.residual * x.tokens * x.h * replicated;
        const double kept = static_cast<double>(layout.layersOnGpu) * inFlight;
        if (t.recompute == Recompute::Offload) {
            // The inputs wait in host memory; the GPU holds the one being recomputed and the
            // next one on its way back.
            const double onGpu = std::min(2.0, kept);
            memory.activations.add(
                "activations.layer_inputs", Range::exactly(onGpu * checkpoint), [&] {
                    return num(x.residual) + " x s x b x h" + std::string(x.sp ? " / t" : "")
                        + " for " + num(onGpu) + " layer inputs (" + sbh()
                        + "); the rest in host memory";
                });
            memory.hostBytesPerNode
                += Range::exactly(checkpoint * kept * scenario.hardware.gpusPerNode);
        } else {
            memory.activations.add(
                "activations.layer_inputs", Range::exactly(checkpoint * kept), [&] {
                    return num(x.residual) + " x s x b x h" + std::string(x.sp ? " / t" : "")
                        + " per layer (" + sbh() + "), " + perStage();
                });
        }
        // bitsandbytes keeps a quantised layer's input on its autograd context (ctx.tensors in
        // MatMul8bitLt, and in MatMul4Bit before 0.43.2), not through save_for_backward:
        // non-reentrant checkpointing's saved-tensor hooks never see it, so every layer's
        // inputs stay until its backward pass, whether an adapter reads them or not (the
        // adapters' own saved tensors are recomputed). Reentrant checkpointing runs the forward
        // pass without autograd: only the layer being recomputed keeps them (below).
        // Routed and shared experts are not covered. A layer pattern's single blocks have no
        // attention (mixerless) or no MLP (mlpless), as the no-recomputation count below.
        if (quantisedKept.any && t.recompute == Recompute::Full && !reentrantCheckpointing(t)) {
            const KeptInputs every{true, true, true, true, true};
            const LayerActivations inputs = quantisedInputs(a, x, every, false);
            // Falcon-H1's linear mixers sit beside attention, not in its place.
            const std::int64_t replaced = a.parallelMixers ? 0 : layout.linearLayersOnGpu;
            const double attending
                = static_cast<double>(layout.layersOnGpu - replaced - layout.mixerlessLayersOnGpu);
            const double withMlp = denseLayers - static_cast<double>(layout.mlplessLayersOnGpu);
            const Range everyLayer = (inputs.attention * std::max(0.0, attending)
                                      + inputs.mlp * std::max(0.0, withMlp))
                * inFlight;
            memory.activations.add("activations.quantised_inputs", everyLayer, [&] {
                return "inputs of the quantised linears, kept by bitsandbytes on its autograd "
                       "context past non-reentrant checkpointing (training.qlora_keeps_inputs, "
                       "training.reentrant_checkpointing), "
                    + perStage();
            });
        }
        const bool moeWorst = moe.total().expected + moeKept.total().expected
            > dense.total().expected + denseKept.total().expected;
        const LayerActivations& worst = moeWorst ? moe : dense;
        Range layer = worst.total() + (moeWorst ? moeKept : denseKept).total()
            + Range::exactly(dequantised / std::max(1.0, static_cast<double>(layout.layersOnGpu))
                             / inFlight);
        // A hybrid model's linear-attention layer may save more than an attention layer;
        // Falcon-H1's saves both.
        if (layout.linearLayersOnGpu > 0)
            layer += Range::exactly(
                a.parallelMixers
                    ? linearBesideAttention(a, x)
                    : std::max(0.0, linearAttentionActivations(a, x) - worst.attention.expected));
        if (loss && loss->bytes.expected > layer.expected) {
            memory.activations.add("activations.logits_and_loss", boundwiseMax(loss->bytes, layer),
                                   [&] {
                                       return loss->formula() + "; one layer's recomputation ("
                                           + gib(layer.expected) + ") comes after it";
                                   });
        } else {
            memory.activations.add("activations.recompute_working_set",
                                   loss ? boundwiseMax(loss->bytes, layer) : layer, [&] {
                                       return "one layer's activations while it is recomputed"
                                           + (loss ? "; the loss's peak ("
                                                      + gib(loss->bytes.expected)
                                                      + ") comes before it"
                                                   : std::string());
                                   });
        }
    } else {
        const bool keepScores = t.recompute == Recompute::None;
        Range attention = (dense.attention * denseLayers + moe.attention * moeLayers) * inFlight;
        // Hybrid models: linear-attention layers in place of attention in some of them.
        const double linearLayers = static_cast<double>(layout.linearLayersOnGpu) * freezeShare;
        // Falcon-H1's linear mixers sit beside attention, not in its place.
        const std::int64_t replaced = a.parallelMixers ? 0 : layout.linearLayersOnGpu;
        const double attendingShare = layout.layersOnGpu > 0 ? 1
                - static_cast<double>(replaced + layout.mixerlessLayersOnGpu)
                    / static_cast<double>(layout.layersOnGpu)
                                                             : 1.0;
        if (linearLayers > 0)
            attention += Range::exactly(
                (a.parallelMixers ? linearBesideAttention(a, x)
                                  : linearAttentionActivations(a, x) - dense.attention.expected)
                * linearLayers * inFlight);
        // A layer pattern's single blocks save one half of a layer: an MLP or expert block no
        // attention (whose activations are exact, the same in either kind of layer), a mixer
        // block (of the dense kind) no MLP.
        const double mixerless = static_cast<double>(layout.mixerlessLayersOnGpu) * freezeShare;
        const double mlpless = static_cast<double>(layout.mlplessLayersOnGpu) * freezeShare;
        attention += dense.attention * (-mixerless * inFlight);
        const Range mlp = (dense.mlp * (denseLayers - mlpless) + moe.mlp * moeLayers) * inFlight;
        memory.activations.add("activations.attention", attention, [&] {
            return "norm input, QKV input, Q, K, V, attention output"
                + std::string(x.dropout ? ", dropout mask" : "") + " (" + sbh() + "), "
                + perStage();
        });
        if (keepScores && x.eager)
            memory.activations.add(
                "activations.attention_scores",
                (dense.scores * denseLayers + moe.scores * moeLayers) * inFlight * attendingShare,
                [&] {
                    return std::string(x.dropout ? "5" : "2")
                        + " x a x s^2 x b / t bytes per layer (eager softmax"
                        + (x.dropout ? ", dropout mask and output" : "") + "), " + perStage();
                });
        const Range keptInputs
            = ((denseKept.attention * denseLayers + moeKept.attention * moeLayers) * attendingShare
               + denseKept.mlp * (denseLayers - mlpless))
            * inFlight;
        if (quantisedKept.any)
            memory.activations.add("activations.quantised_inputs", keptInputs, keptText);
        if (dequantised > 0)
            memory.activations.add("activations.dequantised_weights", Range::exactly(dequantised),
                                   [] { return "the GPTQ base dequantised to 2 B per weight"; });
        memory.activations.add("activations.mlp", mlp, [&] {
            return std::string(a.isMoe() ? "MLP and routed experts (top-" + num(topK) + ")" : "MLP")
                + (a.gatedMlp ? ": gated, 6-8 B per token per unit of width"
                              : ": 4 B per token per unit of width")
                + ", " + perStage();
        });
    }

    // The embedding's output is the first layer's norm input, already counted; only its dropout
    // mask is extra (Korthikanti et al. 2022, section 4.3).
    if (x.dropout && layout.holdsEmbedding)
        memory.activations.add(
            "activations.embedding_dropout", Range::exactly(x.tokens * x.h * replicated * inFlight),
            [] { return "s x b x h dropout mask after the embedding, per micro-batch in flight"; });
    // Without recomputation the loss's peak adds to everything saved.
    if (loss && !recomputesLayers(t.recompute))
        memory.activations.add("activations.logits_and_loss", loss->bytes,
                               [&] { return loss->formula(); });
}

} // namespace gp::training
