// Hybrid families' recurrent layers, read from their config.json keys as transformers' modeling
// code builds them: Qwen3-Next's Gated DeltaNet between attention layers, and Nemotron-H's
// Megatron pattern of Mamba-2, attention and MLP blocks.
#include "common/messages.h"
#include "model/hf_reading.h"

#include <algorithm>

namespace gp::hf {

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
    if (static_cast<std::int64_t>(types->size()) != a.layers)
        return false;
    const auto linear = std::count(types->begin(), types->end(), "linear_attention");
    const auto attending = a.layers - linear;
    if (attending <= 0 || a.layers % attending != 0)
        return false;
    a.fullAttentionInterval = a.layers / attending;
    for (std::int64_t i = 0; i < a.layers; ++i)
        if (((*types)[static_cast<std::size_t>(i)] == "linear_attention")
            != a.isLinearAttentionLayer(i))
            return false;
    return true;
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
    // Mixture-of-experts blocks (Nemotron 3) use latent projections and routing this reader
    // does not count yet.
    if (pattern.find('E') != std::string::npos) {
        diag.error(joinPath(path, patternKey), "hf.uncounted_experts", {"nemotron_h"});
        return;
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
