// Hybrid families' recurrent layers, read from their config.json keys as transformers' modeling
// code builds them: Qwen3-Next's Gated DeltaNet, MiniMax-01's lightning attention and Granite
// 4.0-H's Mamba-2 between attention layers, Jamba's Mamba-1, and Nemotron-H's Megatron pattern of
// Mamba-2, attention, MLP and expert blocks.
#include "common/messages.h"
#include "model/architecture_json.h"
#include "model/hf_reading.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace gp::hf {

namespace {

// Places the attention layers of a layer_types list of `linearName` and `attentionName`: the
// first attending layer, then every interval-th, which is what Architecture holds. False when
// the list attends otherwise (or never), or names another kind of layer.
bool placeAttentionLayers(const nlohmann::json& types, std::string_view linearName,
                          std::string_view attentionName, Architecture& a)
{
    if (!types.is_array() || static_cast<std::int64_t>(types.size()) != a.layers)
        return false;
    auto named = [](const nlohmann::json& type, std::string_view name) {
        return type.is_string() && type.get<std::string>() == name;
    };
    std::vector<std::int64_t> attending;
    for (std::size_t i = 0; i < types.size(); ++i) {
        if (named(types[i], attentionName))
            attending.push_back(static_cast<std::int64_t>(i));
        else if (!named(types[i], linearName))
            return false;
    }
    if (attending.empty())
        return false;
    if (attending.size() == types.size()) {
        a.fullAttentionInterval = 0; // every layer attends: not a hybrid
        return true;
    }
    a.firstAttentionLayer = attending.front();
    a.fullAttentionInterval = attending.size() > 1 ? attending[1] - attending[0] : a.layers;
    if (a.fullAttentionInterval < 2)
        return false;
    for (std::int64_t i = 0; i < a.layers; ++i)
        if (named(types[static_cast<std::size_t>(i)], linearName) != a.isLinearAttentionLayer(i))
            return false;
    // The interval's last layer is the default: written out only when it differs.
    if (a.firstAttentionLayer == a.fullAttentionInterval - 1)
        a.firstAttentionLayer.reset();
    return true;
}

} // namespace

bool readLinearAttention(ObjectReader& r, Architecture& a)
{
    a.attentionOutputGate = true; // q_proj is twice as wide: the output gate
    a.linearKeyHeads = readCount(r, "linear_num_key_heads");
    a.linearValueHeads = readCount(r, "linear_num_value_heads");
    a.linearKeyHeadDim = readCount(r, "linear_key_head_dim");
    a.linearValueHeadDim = readCount(r, "linear_value_head_dim");
    a.linearConvKernel = readCount(r, "linear_conv_kernel_dim");
    // Qwen3NextConfig: layer_types when given, else every full_attention_interval-th layer
    // (default 4) attends.
    const nlohmann::json* types = r.value("layer_types");
    if (!types || !types->is_array()) {
        a.fullAttentionInterval = readCount(r, "full_attention_interval", 4);
        return true;
    }
    return placeAttentionLayers(*types, "linear_attention", "full_attention", a);
}

void readLightning(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag)
{
    // MiniMax-01's remote code (MiniMaxText01Config, MiniMaxM1Config): attn_type_list, 0 for a
    // lightning layer and 1 for softmax attention, with no default; transformers' MiniMaxConfig
    // writes layer_types of linear_attention and full_attention.
    const bool listed = r.has("attn_type_list");
    const char* key = listed ? "attn_type_list" : "layer_types";
    const nlohmann::json* given = r.value(key);
    if (!given || !given->is_array()) {
        diag.error(joinPath(path, "attn_type_list"), "hf.missing_key");
        return;
    }
    nlohmann::json types = nlohmann::json::array();
    for (const auto& type : *given)
        types.push_back(!listed         ? type
                            : type == 0 ? nlohmann::json("linear_attention")
                            : type == 1 ? nlohmann::json("full_attention")
                                        : nlohmann::json(nullptr));
    if (!placeAttentionLayers(types, "linear_attention", "full_attention", a)) {
        const auto attending = std::count(types.begin(), types.end(), "full_attention");
        diag.error(joinPath(path, key), "hf.linear_layers_irregular",
                   {std::to_string(attending), std::to_string(a.layers)});
        return;
    }
    if (!a.isHybrid())
        return; // softmax attention in every layer: a plain MoE model
    // MiniMaxLightningAttention: qkv_proj over all attention heads of head_dim (no grouping of
    // keys and values), an output gate, an RMSNorm over the heads, out_proj; no convolution.
    a.linearMixer = LinearMixer::Lightning;
    a.linearKeyHeads = a.linearValueHeads = a.heads;
    a.linearKeyHeadDim = a.linearValueHeadDim
        = a.headDim > 0 ? a.headDim : a.hidden / std::max<std::int64_t>(1, a.heads);
    // vLLM keeps the state in the model's dtype (mamba_cache_dtype "auto").
    a.linearStateFp32 = false;
}

void readFalconH1(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag)
{
    // FalconH1DecoderLayer: the input norm feeds a Mamba-2 mixer (FalconH1Mixer) and attention,
    // whose outputs add; then pre_ff_layernorm and a SwiGLU MLP. Every layer holds both.
    a.parallelMixers = true;
    a.linearMixer = LinearMixer::Mamba2;
    // FalconH1Config: mamba_d_ssm is the inner width (mamba_n_heads x mamba_d_head, "auto":
    // the width over the heads); its class default 1024 and a null (expand x hidden) disagree,
    // so it is required.
    const std::int64_t inner = readCount(r, "mamba_d_ssm");
    a.linearValueHeads = readCount(r, "mamba_n_heads", 128);
    const nlohmann::json* headDim = r.value("mamba_d_head");
    a.linearValueHeadDim = headDim && headDim->is_number_integer()
        ? readCount(r, "mamba_d_head")
        : inner / std::max<std::int64_t>(1, a.linearValueHeads);
    a.linearKeyHeads = readCount(r, "mamba_n_groups", 1);
    a.linearKeyHeadDim = readCount(r, "mamba_d_state", 256);
    a.linearConvKernel = readCount(r, "mamba_d_conv", 4);
    a.linearConvBias = r.boolean("mamba_conv_bias").value_or(true);
    // The gated RMSNorm only with mamba_rms_norm; otherwise y x SiLU(z).
    a.linearGatedNorm = r.boolean("mamba_rms_norm").value_or(false);
    a.linearStateFp32 = false; // vLLM: both states in the model's dtype (no override)
    if (inner > 0 && a.linearValueHeads * a.linearValueHeadDim != inner)
        diag.error(joinPath(path, "mamba_d_head"), "hf.unknown_variant", {"falcon_h1"});
    // Biases on in_proj (mamba_proj_bias) and out_proj (projectors_bias in transformers,
    // mamba_proj_bias in vLLM) are not counted: no released checkpoint has them.
    for (const char* key : {"mamba_proj_bias", "projectors_bias"})
        if (r.boolean(key).value_or(false))
            diag.error(joinPath(path, key), "hf.unknown_variant", {"falcon_h1"});
}

bool readGraniteHybrid(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag)
{
    // GraniteMoeHybridConfig: layer_types (alias layers_block_type) of "mamba" and "attention";
    // without it every layer is Mamba.
    const char* typesKey = r.has("layer_types") ? "layer_types" : "layers_block_type";
    const nlohmann::json* types = r.value(typesKey);
    if (!types || !placeAttentionLayers(*types, "mamba", "attention", a))
        return false;
    if (!a.isHybrid())
        return true; // all attention (Granite 4.0 Micro): the Mamba keys build nothing
    // GraniteMoeHybridMambaLayer (Bamba's Mamba-2 mixer): the inner width expand x hidden is
    // mamba_n_heads x mamba_d_head; the groups' B and C play the keys, the state size their width.
    a.linearMixer = LinearMixer::Mamba2;
    a.linearValueHeads = readCount(r, "mamba_n_heads", 128);
    const std::int64_t inner = readCount(r, "mamba_expand", 2) * a.hidden;
    const nlohmann::json* headDim = r.value("mamba_d_head");
    a.linearValueHeadDim = headDim && headDim->is_number_integer()
        ? readCount(r, "mamba_d_head")
        : inner / std::max<std::int64_t>(1, a.linearValueHeads); // "auto"
    a.linearKeyHeads = readCount(r, "mamba_n_groups", 1);
    a.linearKeyHeadDim = readCount(r, "mamba_d_state", 256);
    a.linearConvKernel = readCount(r, "mamba_d_conv", 4);
    a.linearConvBias = r.boolean("mamba_conv_bias").value_or(true);
    // vLLM keeps both states in the model's dtype unless told otherwise (no override for
    // Granite, unlike Nemotron-H).
    a.linearStateFp32 = false;
    if (a.linearValueHeadDim > architectureLimit("linear_value_head_dim"))
        diag.error(joinPath(path, "mamba_expand"), "field.too_large",
                   {std::to_string(a.linearValueHeadDim)});
    else if (a.linearValueHeads * a.linearValueHeadDim != inner)
        diag.error(joinPath(path, "mamba_d_head"), "hf.unknown_variant", {"granitemoehybrid"});
    if (r.boolean("mamba_proj_bias").value_or(false))
        diag.error(joinPath(path, "mamba_proj_bias"), "hf.unknown_variant", {"granitemoehybrid"});
    return true;
}

void readJamba(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag)
{
    // JambaConfig: layer i attends when i % attn_layer_period == attn_layer_offset (offset below
    // the period); the others are Mamba-1 mixers.
    const std::int64_t period = readCount(r, "attn_layer_period", 8);
    const std::int64_t offset = readCount(r, "attn_layer_offset", 4, Bound::NonNegative);
    if (offset >= period)
        diag.error(joinPath(path, "attn_layer_offset"), "field.out_of_range",
                   {"0", std::to_string(period - 1), std::to_string(offset)});
    if (period <= 1)
        return; // every layer attends: no Mamba layer to read
    a.fullAttentionInterval = period;
    if (offset != period - 1)
        a.firstAttentionLayer = offset;
    // JambaMambaMixer: the inner width expand x hidden, each channel a state of mamba_d_state;
    // dt through mamba_dt_rank ("auto": hidden / 16, rounded up); norms on dt, B and C.
    a.linearMixer = LinearMixer::Mamba1;
    a.linearValueHeads = readCount(r, "mamba_expand", 2) * a.hidden;
    a.linearValueHeadDim = 1;
    a.linearKeyHeads = 1;
    a.linearKeyHeadDim = readCount(r, "mamba_d_state", 16);
    a.linearConvKernel = readCount(r, "mamba_d_conv", 4);
    a.linearConvBias = r.boolean("mamba_conv_bias").value_or(true);
    const nlohmann::json* rank = r.value("mamba_dt_rank");
    a.linearDtRank
        = rank && rank->is_number_integer() ? readCount(r, "mamba_dt_rank") : (a.hidden + 15) / 16;
    a.linearInnerNorms = true;
    a.linearStateFp32 = false; // vLLM: both states in the model's dtype by default
    if (a.linearValueHeads > architectureLimit("linear_value_heads"))
        diag.error(joinPath(path, "mamba_expand"), "field.too_large",
                   {std::to_string(a.linearValueHeads)});
    if (r.boolean("mamba_proj_bias").value_or(false))
        diag.error(joinPath(path, "mamba_proj_bias"), "hf.unknown_variant", {"jamba"});
}

namespace {

// NemotronHConfig's layers: hybrid_override_pattern in Megatron's characters, or the newer
// layers_block_type list of names. "" when neither is readable.
std::string nemotronPattern(ObjectReader& r, const std::string& path, Diagnostics& diag)
{
    if (const auto pattern = r.string("hybrid_override_pattern"))
        return *pattern;
    const nlohmann::json* types = r.value("layers_block_type");
    if (!types || !types->is_array()) {
        diag.error(joinPath(path, "hybrid_override_pattern"), "hf.missing_key");
        return {};
    }
    std::string pattern;
    if (types->empty() || static_cast<std::int64_t>(types->size()) > hfLimit("num_hidden_layers")) {
        diag.error(joinPath(path, "layers_block_type"), "hf.unknown_variant", {"nemotron_h"});
        return {};
    }
    for (const auto& type : *types) {
        const std::string name = type.is_string() ? type.get<std::string>() : std::string();
        const char kind = name == "mamba" ? 'M'
            : name == "attention"         ? '*'
            : name == "mlp"               ? '-'
            : name == "moe"               ? 'E'
                                          : '?';
        if (kind == '?') {
            diag.error(joinPath(path, "layers_block_type"), "hf.unknown_variant", {"nemotron_h"});
            return {};
        }
        pattern += kind;
    }
    return pattern;
}

} // namespace

void readNemotronH(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag)
{
    const std::string pattern = nemotronPattern(r, path, diag);
    const std::string patternKey
        = r.has("hybrid_override_pattern") ? "hybrid_override_pattern" : "layers_block_type";
    if (pattern.empty())
        return;
    // The layer bound holds here too: counts stay exact and per-layer work short.
    if (static_cast<std::int64_t>(pattern.size()) > hfLimit("num_hidden_layers")) {
        diag.error(joinPath(path, patternKey), "field.too_large", {std::to_string(pattern.size())});
        return;
    }
    // Mixture-of-experts blocks (Nemotron 3, NemotronHMoE): n_routed_experts experts of
    // up_proj and down_proj moe_intermediate_size wide (squared ReLU, as the MLP blocks), one
    // shared expert moe_shared_expert_intermediate_size wide, a router without bias and its
    // score-correction bias (kept in the checkpoint). Latent projections (moe_latent_size) are
    // not counted.
    if (pattern.find('E') != std::string::npos) {
        a.experts = readCount(r, "n_routed_experts", 8); // NemotronHConfig's defaults
        a.expertsPerToken = readCount(r, "num_experts_per_tok", 2);
        a.moeFfn = readCount(r, "moe_intermediate_size", 7688);
        a.sharedExpertFfn
            = readCount(r, "moe_shared_expert_intermediate_size", 7688, Bound::NonNegative);
        a.sharedExperts = a.sharedExpertFfn > 0 ? 1 : 0;
        a.routerBias = true;
        if (r.has("moe_latent_size"))
            diag.error(joinPath(path, "moe_latent_size"), "hf.unknown_variant", {"nemotron_h"});
        // transformers builds one shared expert whatever n_shared_experts says; vLLM widens it.
        if (readCount(r, "n_shared_experts", 1, Bound::NonNegative) != 1)
            diag.error(joinPath(path, "n_shared_experts"), "hf.unknown_variant", {"nemotron_h"});
    }
    // Other characters are named by the architecture check, with their position.
    a.layerPattern = pattern;
    a.layers = static_cast<std::int64_t>(pattern.size()); // num_hidden_layers is deprecated
    a.normsPerLayer = 1; // one RMSNorm per block
    a.gatedMlp = false; // up_proj, squared ReLU, down_proj
    // Trained without dropout (hidden_dropout and attention_dropout 0), though its MLP is plain.
    a.dropout = false;
    a.mlpBias = r.boolean("mlp_bias").value_or(false);
    if (!r.has("head_dim"))
        a.headDim = readCount(r, "attention_head_dim", 0);
    // NemotronHMamba2Mixer: the inner width is heads x head dim (expand is not used); the
    // groups' B and C play the keys, the heads' x the values, the state size the key width.
    a.linearMixer = LinearMixer::Mamba2;
    a.linearValueHeads = readCount(r, "mamba_num_heads");
    a.linearValueHeadDim = readCount(r, "mamba_head_dim");
    a.linearKeyHeads
        = r.has("n_groups") ? readCount(r, "n_groups") : readCount(r, "mamba_n_groups");
    a.linearKeyHeadDim = readCount(r, "ssm_state_size");
    a.linearConvKernel
        = r.has("conv_kernel") ? readCount(r, "conv_kernel") : readCount(r, "mamba_d_conv", 4);
    a.linearConvBias = r.has("use_conv_bias") ? r.boolean("use_conv_bias").value_or(true)
                                              : r.boolean("mamba_conv_bias").value_or(true);
    // vLLM keeps Nemotron-H's SSM state in mamba_ssm_cache_dtype, FP32 unless the config says
    // otherwise ("only float32 is known to have no accuracy issues").
    const std::string stateDtype = r.string("mamba_ssm_cache_dtype").value_or("float32");
    a.linearStateFp32 = stateDtype == "float32";
    for (const char* key : {"mamba_proj_bias", "use_bias"})
        if (r.boolean(key).value_or(false))
            diag.error(joinPath(path, key), "hf.unknown_variant", {"nemotron_h"});
    for (const char* key : {"mamba_num_heads", "mamba_head_dim", "ssm_state_size"})
        if (!r.has(key))
            diag.error(joinPath(path, key), "hf.missing_key");
    if (!r.has("n_groups") && !r.has("mamba_n_groups"))
        diag.error(joinPath(path, "n_groups"), "hf.missing_key");
}

} // namespace gp::hf
