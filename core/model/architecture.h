#pragma once
// The shape of a decoder-only transformer, as much as sizing needs: enough to count parameters
// exactly, size the KV cache and derive the activations each layer saves.
#include <cstdint>
#include <optional>
#include <string>

namespace gp {

enum class NormKind { RmsNorm, LayerNorm };
enum class PositionEmbedding { Rotary, Learned };
// The recurrent mixer of a hybrid model's linear layers.
enum class LinearMixer {
    GatedDeltaNet, // Qwen3-Next
    Mamba2, // Nemotron-H: keys are the groups' B and C, values the heads' x, key dim the state
    // Jamba: every inner channel its own state of key dim (value heads of width 1), B and C one
    // group from x_proj, and dt through a low-rank projection (linearDtRank).
    Mamba1,
    // MiniMax-01's lightning attention: linear attention with a fixed decay per head, over all
    // attention heads (keys and values head_dim wide), no convolution; the state is one key x
    // value matrix per head.
    Lightning,
};

struct Architecture
{
    std::string family = "custom"; // model_type of the Hugging Face config, or "custom"
    std::int64_t layers = 0;
    std::int64_t hidden = 0;
    std::int64_t heads = 0;
    std::int64_t kvHeads = 0;
    std::int64_t headDim = 0; // for MLA: the part of a query/key head without rotary (qk_nope)
    std::int64_t ffn = 0; // dense MLP width
    std::int64_t vocab = 0;
    bool tiedEmbeddings = false;
    bool gatedMlp = true; // SwiGLU/GeGLU: three matrices instead of two
    std::int64_t maxPosition = 0;

    // Mixture of experts (experts == 0 means dense).
    std::int64_t experts = 0;
    std::int64_t expertsPerToken = 0;
    std::int64_t sharedExperts = 0;
    std::int64_t moeFfn = 0; // width of one expert's MLP
    std::int64_t sharedExpertFfn = 0; // width of one shared expert (0: same as moeFfn)
    std::int64_t firstDenseLayers = 0; // leading layers with a dense MLP
    std::int64_t moeLayerStep = 1; // every n-th layer after those is MoE
    // Which of every n: layer i is MoE when (i + moeLayerOffset) % moeLayerStep == 0 (DeepSeek
    // counts from 0; Qwen's decoder_sparse_step, Llama 4's interleave and ERNIE from 1).
    std::int64_t moeLayerOffset = 0;
    bool routerBias = false; // per-expert score correction bias (DeepSeek-V3)
    bool sharedExpertGate = false; // a 1-wide gate on the shared experts (Qwen2-MoE)
    // One shared expert's MLP width: its own (Qwen-MoE: 5632 beside experts of 1408), else an
    // expert's.
    std::int64_t sharedExpertWidth() const
    {
        return sharedExpertFfn > 0 ? sharedExpertFfn : moeFfn;
    }

    // Multi-head latent attention (kvLoraRank > 0 means MLA).
    std::int64_t kvLoraRank = 0;
    std::int64_t qLoraRank = 0; // 0: queries are projected directly
    std::int64_t ropeHeadDim = 0;
    std::int64_t vHeadDim = 0;
    // DeepSeek Sparse Attention's lightning indexer (DeepSeek-V3.2): per layer, indexHeads query
    // heads of indexHeadDim from the query latent, one key of indexHeadDim, and their weights;
    // each query attends to the indexTopK keys it ranks highest. 0: dense attention.
    std::int64_t indexHeads = 0;
    std::int64_t indexHeadDim = 0;
    std::int64_t indexTopK = 0;

    // Linear-attention layers in place of attention (Qwen3-Next's Gated DeltaNet): every
    // fullAttentionInterval-th layer attends, the others keep a recurrent state of fixed size per
    // sequence instead of a KV cache. 0 (or 1): every layer attends.
    std::int64_t fullAttentionInterval = 0;
    // The first layer that attends, from which every interval-th attends: the interval's last
    // layer unless given (Qwen3-Next: 3, 7, ...); Granite 4.0-H attends at 5, 15, ... and Jamba
    // at 4, 12, ...
    std::optional<std::int64_t> firstAttentionLayer;
    std::int64_t attentionPhase() const
    {
        return firstAttentionLayer.value_or(fullAttentionInterval - 1);
    }
    std::int64_t linearKeyHeads = 0;
    std::int64_t linearValueHeads = 0;
    std::int64_t linearKeyHeadDim = 0;
    std::int64_t linearValueHeadDim = 0;
    std::int64_t linearConvKernel = 0; // the short causal convolution over q, k and v
    std::int64_t linearDtRank = 0; // Mamba-1's dt_rank: x_proj's dt part, dt_proj's input
    bool attentionOutputGate = false; // q_proj twice as wide: a sigmoid gate on the output
    bool linearConvBias = false; // Mamba-2's convolution carries a bias (use_conv_bias)
    // vLLM keeps the recurrent state's matrix in FP32 rather than the model's dtype (Nemotron-H's
    // mamba_ssm_cache_dtype, "float32" by default).
    bool linearStateFp32 = false;
    bool linearInnerNorms = false; // Jamba's RMSNorms on Mamba-1's dt, B and C
    // Mamba-2's gated RMSNorm over the inner width before out_proj (Falcon-H1 without
    // mamba_rms_norm gates by SiLU alone).
    bool linearGatedNorm = true;
    // Falcon-H1: every layer runs attention and the linear mixer side by side on one norm and
    // adds their outputs, so every layer holds both a KV cache and a recurrent state.
    bool parallelMixers = false;
    LinearMixer linearMixer = LinearMixer::GatedDeltaNet;
    // Megatron's hybrid layer pattern (--hybrid-override-pattern; Nemotron-H's
    // hybrid_override_pattern): one character per layer, each layer one block with one norm:
    // 'M' a linear mixer, '*' attention, '-' an MLP, 'E' a mixture of experts. Empty: every
    // layer holds a mixer and an MLP, placed by the rules above.
    std::string layerPattern;

    // Sliding-window attention: how many layers use a window, and its size.
    std::int64_t slidingWindow = 0;
    std::int64_t slidingWindowLayers = 0;

    // Details that change the exact count.
    bool qkvBias = false; // biases on the query/key/value projections (Qwen2)
    bool outputBias = false; // bias on the attention output projection
    bool mlpBias = false; // biases on the MLP matrices
    bool outputHeadBias = false; // a bias on the output head (Phi-3.5-MoE's lm_head_bias)
    bool qkNorm = false; // norms on queries and keys (Qwen3, Gemma3), shared by heads
    bool qkNormPerHead = false; // ... or one norm per head (Cohere Command R+)
    bool attentionSinks = false; // one learned logit per head and layer (gpt-oss)
    int normsPerLayer = 2; // 1 for parallel blocks (Cohere), 4 for Gemma2/3
    NormKind norm = NormKind::RmsNorm;
    PositionEmbedding position = PositionEmbedding::Rotary;
    std::int64_t mtpLayers = 0; // multi-token-prediction modules: trained, not served, not counted
    // A vision encoder and its projector into the language model (Gemma 3's SigLIP, Llama 4's,
    // Qwen-VL's), counted by the importer from the config's vision_config: its parameters, the
    // prompt tokens one image becomes (at the model's reference size), and the patches the
    // encoder runs per image.
    std::int64_t visionParameters = 0;
    std::int64_t imageTokens = 0;
    std::int64_t visionPatches = 0;
    // Dropout during training saves a mask per dropout site. GPT-style models (plain MLP) train
    // with it; modern gated-MLP models train without. Unset means "follow gatedMlp".
    std::optional<bool> dropout;
    bool trainsWithDropout() const { return dropout.value_or(!gatedMlp); }

    // A known total when the architecture is only sketched ("a 7.5B model").
    std::optional<double> parametersOverride;

    bool isMoe() const { return experts > 0; }
    bool hasVision() const { return visionParameters > 0; }
    bool isMla() const { return kvLoraRank > 0; }
    bool hasIndexer() const { return indexTopK > 0; }
    bool isHybrid() const;
    bool hasLayerPattern() const { return !layerPattern.empty(); }
    bool isLinearAttentionLayer(std::int64_t index) const;
    // Linear-attention layers among the layers [begin, end), without visiting them (in closed
    // form, or over the pattern's characters).
    std::int64_t linearAttentionLayersIn(std::int64_t begin, std::int64_t end) const;
    std::int64_t linearAttentionLayers() const { return linearAttentionLayersIn(0, layers); }
    // A pattern's blocks that hold an MLP or experts and no mixer ('-', 'E'), or a mixer and no
    // MLP ('M', '*'); none without a pattern.
    bool hasMixer(std::int64_t index) const;
    bool hasMlp(std::int64_t index) const;
    std::int64_t mixerlessLayersIn(std::int64_t begin, std::int64_t end) const;
    std::int64_t mlplessLayersIn(std::int64_t begin, std::int64_t end) const;
    // Tensor-parallel regions per layer on average: a mixer and an MLP (2), or a pattern's
    // single block (1), each closed by one all-reduce; Falcon-H1's two mixers reduce apart (3).
    double parallelRegionsPerLayer() const
    {
        return layers > 0 ? (parallelMixers ? 3.0 : 2.0)
                - static_cast<double>(mixerlessLayersIn(0, layers) + mlplessLayersIn(0, layers))
                    / static_cast<double>(layers)
                          : 2.0;
    }
    // Layers among [begin, end) that attend: those without a linear mixer or a pattern's MLP
    // block, or every one beside its linear mixer (parallelMixers).
    std::int64_t attentionLayersIn(std::int64_t begin, std::int64_t end) const;
    std::int64_t attentionLayers() const { return attentionLayersIn(0, layers); }
    // Whether layer i attends (beside a linear mixer, with parallelMixers).
    bool attendsAt(std::int64_t index) const
    {
        return hasMixer(index) && (parallelMixers || !isLinearAttentionLayer(index));
    }
    // The convolution's channels (q, k and v) and one layer's recurrent state per sequence, in
    // elements: the convolution's last kernel - 1 inputs and the delta rule's value x key matrix
    // per value head (vLLM's gated_delta_net_state_shape, llama.cpp's n_embd_r and n_embd_s).
    std::int64_t linearConvChannels() const;
    // Whether TP ranks can split the linear layers: Gated DeltaNet splits its key heads; Mamba-2
    // its heads and its groups, though in serving a single group stays whole on every rank
    // (vLLM's MambaMixer2; Megatron's trainer asserts ngroups % tp == 0); Mamba-1 its channels.
    // The convolution's channels on one serving rank follow.
    bool linearSplitsBy(std::int64_t tp, bool serving) const;
    double linearConvChannelsPerRank(std::int64_t tp) const;
    std::int64_t linearConvStateElements() const;
    std::int64_t linearTemporalStateElements() const;
    std::int64_t moeLayers() const;
    bool isMoeLayer(std::int64_t index) const;
    // MoE layers among the layers [begin, end), counted without visiting them (the plan search
    // asks this of every pipeline stage of every layout).
    std::int64_t moeLayersIn(std::int64_t begin, std::int64_t end) const;
    std::int64_t denseLayers() const { return layers - moeLayers(); }
    std::int64_t queryWidth() const; // heads x head dim of the query projection output
};

} // namespace gp
