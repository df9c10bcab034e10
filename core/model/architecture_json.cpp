#include "model/architecture_json.h"

#include "common/messages.h"

namespace gp {
namespace {

const std::vector<std::string> kNormNames = {"rmsnorm", "layernorm"};

// Upper bounds far above any real model, low enough that exact counts fit in 64 bits.
void readDim(ObjectReader& r, std::string_view key, std::int64_t& field, Bound bound)
{
    if (auto value = r.integerIn(key, bound == Bound::Positive ? 1 : 0, architectureLimit(key)))
        field = *value;
}
const std::vector<std::string> kPositionNames = {"rotary", "learned"};
const std::vector<std::string> kLinearMixerNames
    = {"gated_deltanet", "mamba2", "mamba1", "lightning"};

} // namespace

std::int64_t architectureLimit(std::string_view key)
{
    static const std::pair<std::string_view, std::int64_t> limits[]
        = {{"layers", 4096},
           {"hidden", 131072},
           {"heads", 16384},
           {"kv_heads", 16384},
           {"head_dim", 4096},
           {"ffn", 1 << 20},
           {"vocab", 1 << 25},
           {"max_position", 1 << 30},
           {"experts", 2048},
           {"experts_per_token", 2048},
           {"shared_experts", 64},
           {"moe_ffn", 1 << 20},
           {"shared_expert_ffn", 1 << 20},
           {"first_dense_layers", 4096},
           {"moe_layer_step", 4096},
           {"moe_layer_offset", 4096},
           {"kv_lora_rank", 65536},
           {"q_lora_rank", 65536},
           {"rope_head_dim", 4096},
           {"v_head_dim", 4096},
           {"index_heads", 1024},
           {"index_head_dim", 4096},
           {"index_topk", 1 << 24},
           {"sliding_window", 1 << 30},
           {"sliding_window_layers", 4096},
           {"mtp_layers", 64},
           {"full_attention_interval", 4096},
           {"first_attention_layer", 4096},
           {"linear_key_heads", 16384},
           {"linear_value_heads", 16384},
           {"linear_key_head_dim", 4096},
           {"linear_value_head_dim", 4096},
           {"linear_conv_kernel", 64},
           {"linear_dt_rank", 65536},
           {"vision_parameters", std::int64_t(1) << 40},
           {"image_tokens", 1 << 20},
           {"vision_patches", 1 << 20}};
    for (const auto& [name, limit] : limits)
        if (name == key)
            return limit;
    return std::int64_t(1) << 30;
}

void readArchitectureFields(ObjectReader& r, Architecture& a)
{
    r.readInto("family", a.family);
    readDim(r, "layers", a.layers, Bound::Positive);
    readDim(r, "hidden", a.hidden, Bound::Positive);
    readDim(r, "heads", a.heads, Bound::Positive);
    readDim(r, "kv_heads", a.kvHeads, Bound::Positive);
    readDim(r, "head_dim", a.headDim, Bound::Positive);
    readDim(r, "ffn", a.ffn, Bound::NonNegative);
    readDim(r, "vocab", a.vocab, Bound::Positive);
    r.readInto("tied_embeddings", a.tiedEmbeddings);
    r.readInto("gated_mlp", a.gatedMlp);
    readDim(r, "max_position", a.maxPosition, Bound::Positive);
    readDim(r, "experts", a.experts, Bound::NonNegative);
    readDim(r, "experts_per_token", a.expertsPerToken, Bound::NonNegative);
    readDim(r, "shared_experts", a.sharedExperts, Bound::NonNegative);
    readDim(r, "moe_ffn", a.moeFfn, Bound::NonNegative);
    readDim(r, "shared_expert_ffn", a.sharedExpertFfn, Bound::NonNegative);
    readDim(r, "first_dense_layers", a.firstDenseLayers, Bound::NonNegative);
    readDim(r, "moe_layer_step", a.moeLayerStep, Bound::Positive);
    readDim(r, "moe_layer_offset", a.moeLayerOffset, Bound::NonNegative);
    r.readInto("router_bias", a.routerBias);
    r.readInto("shared_expert_gate", a.sharedExpertGate);
    readDim(r, "kv_lora_rank", a.kvLoraRank, Bound::NonNegative);
    readDim(r, "q_lora_rank", a.qLoraRank, Bound::NonNegative);
    readDim(r, "rope_head_dim", a.ropeHeadDim, Bound::NonNegative);
    readDim(r, "v_head_dim", a.vHeadDim, Bound::NonNegative);
    readDim(r, "index_heads", a.indexHeads, Bound::NonNegative);
    readDim(r, "index_head_dim", a.indexHeadDim, Bound::NonNegative);
    readDim(r, "index_topk", a.indexTopK, Bound::NonNegative);
    readDim(r, "full_attention_interval", a.fullAttentionInterval, Bound::NonNegative);
    if (auto first
        = r.integerIn("first_attention_layer", 0, architectureLimit("first_attention_layer")))
        a.firstAttentionLayer = *first;
    readDim(r, "linear_key_heads", a.linearKeyHeads, Bound::NonNegative);
    readDim(r, "linear_value_heads", a.linearValueHeads, Bound::NonNegative);
    readDim(r, "linear_key_head_dim", a.linearKeyHeadDim, Bound::NonNegative);
    readDim(r, "linear_value_head_dim", a.linearValueHeadDim, Bound::NonNegative);
    readDim(r, "linear_conv_kernel", a.linearConvKernel, Bound::NonNegative);
    r.readInto("attention_output_gate", a.attentionOutputGate);
    if (auto mixer = r.choice("linear_mixer", kLinearMixerNames))
        a.linearMixer = *mixer == "mamba2" ? LinearMixer::Mamba2
            : *mixer == "mamba1"           ? LinearMixer::Mamba1
            : *mixer == "lightning"        ? LinearMixer::Lightning
                                           : LinearMixer::GatedDeltaNet;
    readDim(r, "linear_dt_rank", a.linearDtRank, Bound::NonNegative);
    r.readInto("linear_inner_norms", a.linearInnerNorms);
    r.readInto("linear_conv_bias", a.linearConvBias);
    r.readInto("linear_state_fp32", a.linearStateFp32);
    r.readInto("layer_pattern", a.layerPattern);
    r.readInto("parallel_mixers", a.parallelMixers);
    r.readInto("linear_gated_norm", a.linearGatedNorm);
    // The pattern names every layer: the count follows from it when not given.
    if (a.hasLayerPattern() && !r.has("layers"))
        a.layers = std::min(static_cast<std::int64_t>(a.layerPattern.size()),
                            architectureLimit("layers"));
    readDim(r, "sliding_window", a.slidingWindow, Bound::NonNegative);
    readDim(r, "sliding_window_layers", a.slidingWindowLayers, Bound::NonNegative);
    r.readInto("qkv_bias", a.qkvBias);
    r.readInto("output_bias", a.outputBias);
    r.readInto("mlp_bias", a.mlpBias);
    r.readInto("output_head_bias", a.outputHeadBias);
    r.readInto("qk_norm", a.qkNorm);
    r.readInto("qk_norm_per_head", a.qkNormPerHead);
    r.readInto("attention_sinks", a.attentionSinks);
    if (auto norms = r.integerIn("norms_per_layer", 0, 8))
        a.normsPerLayer = static_cast<int>(*norms);
    if (auto norm = r.choice("norm", kNormNames))
        a.norm = *norm == "layernorm" ? NormKind::LayerNorm : NormKind::RmsNorm;
    if (auto position = r.choice("position_embedding", kPositionNames))
        a.position
            = *position == "learned" ? PositionEmbedding::Learned : PositionEmbedding::Rotary;
    readDim(r, "mtp_layers", a.mtpLayers, Bound::NonNegative);
    readDim(r, "vision_parameters", a.visionParameters, Bound::NonNegative);
    readDim(r, "image_tokens", a.imageTokens, Bound::NonNegative);
    readDim(r, "vision_patches", a.visionPatches, Bound::NonNegative);
    if (auto dropout = r.boolean("dropout"))
        a.dropout = *dropout;
    if (auto parameters = r.number("parameters", Bound::Positive))
        a.parametersOverride = *parameters;
}

void completeArchitectureDefaults(Architecture& a)
{
    if (a.kvHeads == 0)
        a.kvHeads = a.heads;
    if (a.headDim == 0 && a.heads > 0 && a.hidden % a.heads == 0)
        a.headDim = a.hidden / a.heads;
    if (a.isMla() && a.vHeadDim == 0)
        a.vHeadDim = a.headDim;
    if (a.isMoe() && a.moeFfn == 0)
        a.moeFfn = a.ffn;
    if (a.slidingWindow > 0 && a.slidingWindowLayers == 0)
        a.slidingWindowLayers = a.attentionLayers(); // windows apply to attention layers
}

void validateArchitecture(const Architecture& a, const std::string& base, Diagnostics& diag)
{
    validateArchitecture(
        a, [&](std::string_view key) { return joinPath(base, key); }, diag);
}

namespace {

// A layer pattern: its characters, its length, and the rules it replaces.
void validateLayerPattern(const Architecture& a, const ArchitecturePath& at, Diagnostics& diag)
{
    const std::string& pattern = a.layerPattern;
    const auto bad = pattern.find_first_not_of("M*-E");
    if (bad != std::string::npos) {
        const unsigned char c = static_cast<unsigned char>(pattern[bad]);
        diag.error(
            at("layer_pattern"), "arch.pattern_character",
            {c >= 0x20 && c < 0x7f ? std::string(1, pattern[bad]) : "?", std::to_string(bad + 1)});
    }
    if (static_cast<std::int64_t>(pattern.size()) > architectureLimit("layers"))
        diag.error(at("layer_pattern"), "field.too_large", {std::to_string(pattern.size())});
    else if (static_cast<std::int64_t>(pattern.size()) != a.layers)
        diag.error(at("layer_pattern"), "arch.pattern_length",
                   {std::to_string(pattern.size()), std::to_string(a.layers)});
    for (const auto& [key, set] :
         {std::pair<std::string_view, bool>{"full_attention_interval", a.fullAttentionInterval > 0},
          {"first_attention_layer", a.firstAttentionLayer.has_value()},
          {"first_dense_layers", a.firstDenseLayers > 0},
          {"moe_layer_step", a.moeLayerStep != 1},
          {"moe_layer_offset", a.moeLayerOffset > 0}})
        if (set)
            diag.error(at(key), "arch.pattern_places_layers");
    if (a.isMoe() != (pattern.find('E') != std::string::npos))
        diag.error(at("experts"), "arch.pattern_needs_experts");
}

} // namespace

void validateArchitecture(const Architecture& a, const ArchitecturePath& at, Diagnostics& diag)
{
    // Essentials: a missing one is reported once, by its scenario name.
    const std::pair<std::string_view, std::int64_t> essentials[]
        = {{"layers", a.layers}, {"hidden", a.hidden}, {"heads", a.heads}, {"vocab", a.vocab}};
    bool complete = true;
    for (const auto& [key, value] : essentials) {
        if (value <= 0) {
            diag.error(at(key), "field.required");
            complete = false;
        }
    }
    if (!complete)
        return;
    if (a.headDim <= 0)
        diag.error(at("head_dim"), "arch.head_dim_needed",
                   {std::to_string(a.heads), std::to_string(a.hidden)});
    if (!a.isMla() && a.heads % a.kvHeads != 0)
        diag.error(at("kv_heads"), "field.must_divide",
                   {"heads", std::to_string(a.heads), std::to_string(a.kvHeads)});
    if (a.kvHeads > a.heads)
        diag.error(at("kv_heads"), "field.at_most",
                   {"heads", std::to_string(a.heads), std::to_string(a.kvHeads)});
    const bool needsDenseMlp = a.hasLayerPattern() ? a.layerPattern.find('-') != std::string::npos
                                                   : !a.isMoe() || a.denseLayers() > 0;
    if (needsDenseMlp && a.ffn <= 0)
        diag.error(at("ffn"), "field.required");
    if (a.isMoe()) {
        if (a.expertsPerToken <= 0)
            diag.error(at("experts_per_token"), "arch.moe_needs");
        else if (a.expertsPerToken > a.experts)
            diag.error(at("experts_per_token"), "field.at_most",
                       {"experts", std::to_string(a.experts), std::to_string(a.expertsPerToken)});
        if (a.moeFfn <= 0)
            diag.error(at("moe_ffn"), "arch.moe_needs");
        if (a.firstDenseLayers > a.layers)
            diag.error(at("first_dense_layers"), "field.at_most",
                       {"layers", std::to_string(a.layers), std::to_string(a.firstDenseLayers)});
    } else {
        if (a.expertsPerToken > 0)
            diag.error(at("experts_per_token"), "arch.needs_experts");
        if (a.sharedExperts > 0)
            diag.error(at("shared_experts"), "arch.needs_experts");
    }
    if (a.isMla() && a.ropeHeadDim <= 0)
        diag.error(at("rope_head_dim"), "arch.mla_needs");
    if (!a.isMla() && a.qLoraRank > 0)
        diag.error(at("q_lora_rank"), "arch.needs_mla");
    // The indexer reads the query latent: latent attention with a query compression.
    for (const auto& [key, value] :
         {std::pair<std::string_view, std::int64_t>{"index_heads", a.indexHeads},
          {"index_head_dim", a.indexHeadDim},
          {"index_topk", a.indexTopK}}) {
        if (value > 0 && (!a.isMla() || a.qLoraRank <= 0))
            diag.error(at(key), "arch.indexer_needs_latent");
        else if (value <= 0 && (a.indexHeads > 0 || a.indexHeadDim > 0 || a.indexTopK > 0))
            diag.error(at(key), "arch.indexer_needs");
    }
    if (a.hasLayerPattern())
        validateLayerPattern(a, at, diag);
    // Both mixers in every layer: nothing else may place them.
    if (a.parallelMixers)
        for (const auto& [key, set] :
             {std::pair<std::string_view, bool>{"layer_pattern", a.hasLayerPattern()},
              {"full_attention_interval", a.fullAttentionInterval > 1},
              {"first_attention_layer", a.firstAttentionLayer.has_value()}})
            if (set)
                diag.error(at(key), "arch.parallel_every_layer");
    if (a.fullAttentionInterval > a.layers)
        diag.error(at("full_attention_interval"), "field.at_most",
                   {"layers", std::to_string(a.layers), std::to_string(a.fullAttentionInterval)});
    if (a.firstAttentionLayer && !a.hasLayerPattern()) {
        if (!a.isHybrid())
            diag.error(at("first_attention_layer"), "arch.needs_linear_attention");
        else if (*a.firstAttentionLayer >= a.layers)
            diag.error(at("first_attention_layer"), "field.out_of_range",
                       {"0", std::to_string(a.layers - 1), std::to_string(*a.firstAttentionLayer)});
    }
    // The linear-attention sizes: required with linear layers, refused without them. Lightning
    // attention has no convolution.
    const bool lightning = a.linearMixer == LinearMixer::Lightning;
    for (const auto& [key, value] :
         {std::pair<std::string_view, std::int64_t>{"linear_key_heads", a.linearKeyHeads},
          {"linear_value_heads", a.linearValueHeads},
          {"linear_key_head_dim", a.linearKeyHeadDim},
          {"linear_value_head_dim", a.linearValueHeadDim},
          {"linear_conv_kernel", a.linearConvKernel}}) {
        const bool convolution = key == "linear_conv_kernel";
        if (a.isHybrid() && value <= 0 && !(convolution && lightning))
            diag.error(at(key), "arch.linear_attention_needs");
        if (!a.isHybrid() && value > 0)
            diag.error(at(key), "arch.needs_linear_attention");
        if (a.isHybrid() && convolution && lightning && (value > 0 || a.linearConvBias))
            diag.error(at(a.linearConvBias ? "linear_conv_bias" : key), "arch.lightning_no_conv");
    }
    for (const auto& [key, set] : {std::pair<std::string_view, bool>{
                                       "linear_mixer", a.linearMixer != LinearMixer::GatedDeltaNet},
                                   {"linear_conv_bias", a.linearConvBias},
                                   {"linear_state_fp32", a.linearStateFp32},
                                   {"linear_gated_norm", !a.linearGatedNorm}})
        if (set && !a.isHybrid())
            diag.error(at(key), "arch.needs_linear_attention");
    if (a.isHybrid() && !a.linearGatedNorm && a.linearMixer != LinearMixer::Mamba2)
        diag.error(at("linear_gated_norm"), "arch.needs_mamba2");
    // Falcon-H1's is the only mixer known to run beside attention.
    if (a.parallelMixers && a.linearMixer != LinearMixer::Mamba2)
        diag.error(at("parallel_mixers"), "arch.needs_mamba2");
    // Mamba-1's dt rank and inner norms: with it, and only with it.
    const bool mamba1 = a.isHybrid() && a.linearMixer == LinearMixer::Mamba1;
    if (mamba1 && a.linearDtRank <= 0)
        diag.error(at("linear_dt_rank"), "arch.mamba1_needs");
    // Mamba-1's shape: one state vector per channel, B and C shared by all channels.
    for (const auto& [key, value] :
         {std::pair<std::string_view, std::int64_t>{"linear_key_heads", a.linearKeyHeads},
          {"linear_value_head_dim", a.linearValueHeadDim}})
        if (mamba1 && value != 1)
            diag.error(at(key), "arch.mamba1_shape", {std::to_string(value)});
    for (const auto& [key, set] :
         {std::pair<std::string_view, bool>{"linear_dt_rank", a.linearDtRank > 0},
          {"linear_inner_norms", a.linearInnerNorms}})
        if (set && !mamba1)
            diag.error(at(key), "arch.needs_mamba1");
    if (a.isHybrid()) {
        if (a.linearKeyHeads > 0 && a.linearValueHeads % a.linearKeyHeads != 0)
            diag.error(at("linear_key_heads"), "field.must_divide",
                       {"linear_value_heads", std::to_string(a.linearValueHeads),
                        std::to_string(a.linearKeyHeads)});
    }
    if (a.slidingWindowLayers > a.attentionLayers())
        diag.error(at("sliding_window_layers"), "field.at_most",
                   {a.hasLayerPattern() ? "layer_pattern"
                        : a.isHybrid()  ? "layers / full_attention_interval"
                                        : "layers",
                    std::to_string(a.attentionLayers()), std::to_string(a.slidingWindowLayers)});
    // A vision encoder's tokens and patches per image: required with it, refused without it.
    for (const auto& [key, value] :
         {std::pair<std::string_view, std::int64_t>{"image_tokens", a.imageTokens},
          {"vision_patches", a.visionPatches}}) {
        if (a.hasVision() && value <= 0)
            diag.error(at(key), "arch.vision_needs");
        if (!a.hasVision() && value > 0)
            diag.error(at(key), "arch.needs_vision");
    }
    if (a.slidingWindowLayers > 0 && a.slidingWindow <= 0)
        diag.error(at("sliding_window"), "arch.window_needed");
}

nlohmann::json architectureToJson(const Architecture& a)
{
    nlohmann::json j;
    j["family"] = a.family;
    j["layers"] = a.layers;
    j["hidden"] = a.hidden;
    j["heads"] = a.heads;
    j["kv_heads"] = a.kvHeads;
    j["head_dim"] = a.headDim;
    j["ffn"] = a.ffn;
    j["vocab"] = a.vocab;
    j["tied_embeddings"] = a.tiedEmbeddings;
    j["gated_mlp"] = a.gatedMlp;
    if (a.maxPosition > 0)
        j["max_position"] = a.maxPosition;
    if (a.isMoe()) {
        j["experts"] = a.experts;
        j["experts_per_token"] = a.expertsPerToken;
        j["shared_experts"] = a.sharedExperts;
        j["moe_ffn"] = a.moeFfn;
        if (a.sharedExpertFfn > 0)
            j["shared_expert_ffn"] = a.sharedExpertFfn;
        j["first_dense_layers"] = a.firstDenseLayers;
        j["moe_layer_step"] = a.moeLayerStep;
        if (a.moeLayerOffset > 0)
            j["moe_layer_offset"] = a.moeLayerOffset;
        j["router_bias"] = a.routerBias;
        if (a.sharedExpertGate)
            j["shared_expert_gate"] = true;
    }
    if (a.isMla()) {
        j["kv_lora_rank"] = a.kvLoraRank;
        j["q_lora_rank"] = a.qLoraRank;
        j["rope_head_dim"] = a.ropeHeadDim;
        j["v_head_dim"] = a.vHeadDim;
        if (a.hasIndexer()) {
            j["index_heads"] = a.indexHeads;
            j["index_head_dim"] = a.indexHeadDim;
            j["index_topk"] = a.indexTopK;
        }
    }
    if (a.hasLayerPattern())
        j["layer_pattern"] = a.layerPattern;
    if (a.isHybrid()) {
        if (!a.hasLayerPattern())
            j["full_attention_interval"] = a.fullAttentionInterval;
        if (!a.hasLayerPattern() && a.firstAttentionLayer)
            j["first_attention_layer"] = *a.firstAttentionLayer;
        if (a.linearMixer == LinearMixer::Mamba2)
            j["linear_mixer"] = "mamba2";
        if (a.parallelMixers)
            j["parallel_mixers"] = true;
        if (!a.linearGatedNorm)
            j["linear_gated_norm"] = false;
        if (a.linearMixer == LinearMixer::Lightning)
            j["linear_mixer"] = "lightning";
        if (a.linearMixer == LinearMixer::Mamba1) {
            j["linear_mixer"] = "mamba1";
            j["linear_dt_rank"] = a.linearDtRank;
            if (a.linearInnerNorms)
                j["linear_inner_norms"] = true;
        }
        if (a.linearConvBias)
            j["linear_conv_bias"] = true;
        if (a.linearStateFp32)
            j["linear_state_fp32"] = true;
        j["linear_key_heads"] = a.linearKeyHeads;
        j["linear_value_heads"] = a.linearValueHeads;
        j["linear_key_head_dim"] = a.linearKeyHeadDim;
        j["linear_value_head_dim"] = a.linearValueHeadDim;
        j["linear_conv_kernel"] = a.linearConvKernel;
    }
    if (a.attentionOutputGate)
        j["attention_output_gate"] = true;
    if (a.slidingWindow > 0) {
        j["sliding_window"] = a.slidingWindow;
        j["sliding_window_layers"] = a.slidingWindowLayers;
    }
    j["qkv_bias"] = a.qkvBias;
    j["output_bias"] = a.outputBias;
    j["mlp_bias"] = a.mlpBias;
    if (a.outputHeadBias)
        j["output_head_bias"] = true;
    j["qk_norm"] = a.qkNorm;
    if (a.qkNormPerHead)
        j["qk_norm_per_head"] = true;
    if (a.attentionSinks)
        j["attention_sinks"] = true;
    j["norms_per_layer"] = a.normsPerLayer;
    j["norm"] = a.norm == NormKind::LayerNorm ? "layernorm" : "rmsnorm";
    j["position_embedding"] = a.position == PositionEmbedding::Learned ? "learned" : "rotary";
    if (a.mtpLayers > 0)
        j["mtp_layers"] = a.mtpLayers;
    if (a.hasVision()) {
        j["vision_parameters"] = a.visionParameters;
        j["image_tokens"] = a.imageTokens;
        j["vision_patches"] = a.visionPatches;
    }
    if (a.dropout)
        j["dropout"] = *a.dropout;
    if (a.parametersOverride)
        j["parameters"] = *a.parametersOverride;
    return j;
}

} // namespace gp
