#include "model/hf_import.h"

#include "common/messages.h"
#include "common/object_reader.h"
#include "model/architecture_json.h"
#include "model/hf_guard.h"
#include "model/hf_reading.h"

#include <algorithm>

namespace gp {

using hf::readCount;

namespace {

struct FamilyTraits
{
    bool tiedByDefault = false;
    bool qkvBias = false;
    bool qkNorm = false;
    bool qkNormPerHead = false;
    int normsPerLayer = 2;
};

FamilyTraits traitsOf(const std::string& family)
{
    FamilyTraits t;
    if (family == "qwen2" || family == "qwen2_moe")
        t.qkvBias = true; // always on q, k and v; never on o
    if (family == "qwen3" || family == "qwen3_moe" || family == "qwen3_next")
        t.qkNorm = true;
    if (family == "gemma" || family == "gemma2" || family == "gemma3" || family == "gemma3_text") {
        t.tiedByDefault = true;
        t.normsPerLayer = family == "gemma" ? 2 : 4;
        t.qkNorm = family == "gemma3" || family == "gemma3_text";
    }
    // Norms over the whole q and k projections (OLMo 2, OLMoE, MiniMax-M2): as many weights as
    // one norm per head.
    if (family == "olmo2" || family == "olmoe") {
        t.qkNorm = true;
        t.qkNormPerHead = true;
    }
    if (family == "ernie4_5_moe") // Ernie4_5_MoeConfig ties by default; HunYuan's does not
        t.tiedByDefault = true;
    if (family == "cohere" || family == "cohere2") {
        // One LayerNorm (weight only) before the parallel attention and MLP blocks.
        t.tiedByDefault = true;
        t.normsPerLayer = 1;
    }
    return t;
}

// config.json keys and the architecture keys they set. Read from the left to bound a config key
// (architectureLimit); from the right to name the config key behind an architecture key in
// messages: a pair of the model's family first, then the first general one (so the order of
// duplicates matters).
struct KeyPair
{
    std::string_view hf;
    std::string_view architecture;
    std::string_view family = {}; // only this family's configs hold the key
};

constexpr KeyPair kKeyPairs[] = {
    {"num_hidden_layers", "layers"},
    {"hidden_size", "hidden"},
    {"num_attention_heads", "heads"},
    {"num_key_value_heads", "kv_heads"},
    {"head_dim", "head_dim"},
    {"qk_nope_head_dim", "head_dim"},
    {"qk_rope_head_dim", "rope_head_dim"},
    {"v_head_dim", "v_head_dim"},
    {"intermediate_size", "ffn"},
    {"moe_intermediate_size", "moe_ffn"},
    {"shared_expert_intermediate_size", "shared_expert_ffn"},
    {"vocab_size", "vocab"},
    {"max_position_embeddings", "max_position"},
    {"num_experts", "experts"},
    {"num_local_experts", "experts"},
    {"n_routed_experts", "experts"},
    {"num_experts_per_tok", "experts_per_token"},
    {"n_shared_experts", "shared_experts"},
    {"first_k_dense_replace", "first_dense_layers"},
    {"moe_layer_freq", "moe_layer_step"},
    {"decoder_sparse_step", "moe_layer_step"},
    {"max_window_layers", "layers"},
    {"sliding_window_pattern", "layers"},
    {"kv_lora_rank", "kv_lora_rank"},
    {"q_lora_rank", "q_lora_rank"},
    {"sliding_window", "sliding_window"},
    {"sliding_window", "sliding_window_layers"},
    {"num_nextn_predict_layers", "mtp_layers"},
    {"tie_word_embeddings", "tied_embeddings"},
    {"full_attention_interval", "full_attention_interval"},
    {"linear_num_key_heads", "linear_key_heads"},
    {"linear_num_value_heads", "linear_value_heads"},
    {"linear_key_head_dim", "linear_key_head_dim"},
    {"linear_value_head_dim", "linear_value_head_dim"},
    {"linear_conv_kernel_dim", "linear_conv_kernel"},
    {"moe_num_experts", "experts"},
    {"moe_k", "experts_per_token"},
    {"moe_topk", "experts_per_token"},
    {"moe_num_shared_experts", "shared_experts"},
    {"num_shared_expert", "shared_experts"},
    {"moe_layer_start_index", "first_dense_layers"},
    {"moe_layer_interval", "moe_layer_step"},
    {"interleave_moe_layer_step", "moe_layer_step"},
    {"intermediate_size_mlp", "ffn"},
    {"attention_head_dim", "head_dim"},
    {"mamba_num_heads", "linear_value_heads", "nemotron_h"},
    {"mamba_head_dim", "linear_value_head_dim", "nemotron_h"},
    {"n_groups", "linear_key_heads", "nemotron_h"},
    {"ssm_state_size", "linear_key_head_dim", "nemotron_h"},
    {"conv_kernel", "linear_conv_kernel", "nemotron_h"},
    {"hybrid_override_pattern", "layer_pattern", "nemotron_h"},
    {"moe_shared_expert_intermediate_size", "shared_expert_ffn", "nemotron_h"},
    {"mamba_n_heads", "linear_value_heads", "granitemoehybrid"},
    {"mamba_d_head", "linear_value_head_dim", "granitemoehybrid"},
    {"mamba_n_groups", "linear_key_heads", "granitemoehybrid"},
    {"mamba_d_state", "linear_key_head_dim", "granitemoehybrid"},
    {"mamba_d_conv", "linear_conv_kernel", "granitemoehybrid"},
    {"layer_types", "full_attention_interval", "granitemoehybrid"},
    {"layer_types", "first_attention_layer", "granitemoehybrid"},
    {"shared_intermediate_size", "shared_expert_ffn", "granitemoehybrid"},
    {"mamba_expand", "linear_value_heads", "jamba"},
    {"mamba_d_state", "linear_key_head_dim", "jamba"},
    {"mamba_d_conv", "linear_conv_kernel", "jamba"},
    {"mamba_dt_rank", "linear_dt_rank", "jamba"},
    {"attn_layer_period", "full_attention_interval", "jamba"},
    {"attn_layer_offset", "first_attention_layer", "jamba"},
    {"expert_layer_period", "moe_layer_step", "jamba"},
    {"expert_layer_offset", "moe_layer_offset", "jamba"},
    {"num_experts", "experts", "jamba"},
    {"index_topk", "index_topk"},
    {"index_n_heads", "index_heads"},
    {"index_head_dim", "index_head_dim"},
};

void readSlidingWindow(ObjectReader& r, const std::string& family, Architecture& a)
{
    // Llama 4: the RoPE layers (no_rope_layers 1; three in four by default) attend within chunks
    // of attention_chunk_size, so their cache holds at most one chunk, like a window.
    if (family == "llama4_text") {
        const std::int64_t chunk = readCount(r, "attention_chunk_size", 0, Bound::NonNegative);
        if (chunk <= 0)
            return;
        a.slidingWindow = chunk;
        const nlohmann::json* rope = r.value("no_rope_layers");
        a.slidingWindowLayers = rope && rope->is_array()
            ? std::min<std::int64_t>(a.layers, std::count(rope->begin(), rope->end(), 1))
            : a.layers - a.layers / 4;
        return;
    }
    const std::int64_t window = readCount(r, "sliding_window", 0, Bound::NonNegative);
    if (window <= 0)
        return;
    // Qwen2/3 configs carry a window that is off unless use_sliding_window is set, and then only
    // for the layers from max_window_layers on.
    if (family.rfind("qwen", 0) == 0) {
        if (!r.boolean("use_sliding_window").value_or(false))
            return;
        const std::int64_t firstWindowed = readCount(r, "max_window_layers", 0, Bound::NonNegative);
        a.slidingWindow = window;
        // Windows apply to attention layers only (Qwen3-Next's linear layers have none).
        a.slidingWindowLayers
            = std::min(a.attentionLayers(), std::max<std::int64_t>(0, a.layers - firstWindowed));
        return;
    }
    a.slidingWindow = window;
    if (const nlohmann::json* types = r.value("layer_types"); types && types->is_array()) {
        a.slidingWindowLayers = std::count(types->begin(), types->end(), "sliding_attention");
        return;
    }
    if (family == "gemma2") {
        a.slidingWindowLayers = (a.layers + 1) / 2; // even-numbered layers use the window
    } else if (family == "gemma3" || family == "gemma3_text" || family == "cohere2") {
        // Every pattern-th layer is global, the others local.
        const std::int64_t fallbackPattern = family == "cohere2" ? 4 : 6;
        const std::int64_t pattern = readCount(r, "sliding_window_pattern", fallbackPattern);
        a.slidingWindowLayers = a.layers - a.layers / pattern;
    } else {
        a.slidingWindowLayers = a.layers;
    }
}

void readMla(ObjectReader& r, Architecture& a)
{
    // DeepSeek-V3.2's indexer (DeepseekV32Config's defaults: 64 heads of 128, top 2048).
    if (r.has("index_topk") || r.has("index_n_heads") || r.has("index_head_dim")) {
        a.indexTopK = readCount(r, "index_topk", 2048);
        a.indexHeads = readCount(r, "index_n_heads", 64);
        a.indexHeadDim = readCount(r, "index_head_dim", 128);
    }
    a.kvLoraRank = readCount(r, "kv_lora_rank");
    a.qLoraRank = readCount(r, "q_lora_rank", 0, Bound::NonNegative);
    a.headDim = readCount(r, "qk_nope_head_dim");
    a.ropeHeadDim = readCount(r, "qk_rope_head_dim");
    a.vHeadDim = readCount(r, "v_head_dim");
    a.mtpLayers = readCount(r, "num_nextn_predict_layers", 0, Bound::NonNegative);
}

} // namespace

namespace hf {

// The bound of a config key, from the architecture key it sets.
std::int64_t hfLimit(std::string_view key)
{
    for (const KeyPair& pair : kKeyPairs)
        if (pair.hf == key)
            return architectureLimit(pair.architecture);
    return std::int64_t(1) << 30;
}

std::int64_t readCount(ObjectReader& r, std::string_view key, std::int64_t fallback, Bound bound)
{
    auto value = r.integerIn(key, bound == Bound::Positive ? 1 : 0, hfLimit(key));
    return value ? *value : fallback;
}

} // namespace hf

std::string hfKeyFor(std::string_view key, std::string_view family)
{
    for (const KeyPair& pair : kKeyPairs)
        if (pair.architecture == key && !pair.family.empty() && pair.family == family)
            return std::string(pair.hf);
    for (const KeyPair& pair : kKeyPairs)
        if (pair.architecture == key && pair.family.empty())
            return std::string(pair.hf);
    return std::string(key);
}

const std::vector<std::string>& supportedHfFamilies()
{
    // clang-format off
    static const std::vector<std::string> families = {
        "llama", "mistral", "mixtral", "qwen2", "qwen2_moe", "qwen3", "qwen3_moe", "deepseek_v2",
        "deepseek_v3", "gemma", "gemma2", "gemma3", "gemma3_text", "phi3", "cohere", "cohere2",
        "glm4_moe", "gpt_oss", "qwen3_next", "llama4_text", "olmo2", "olmoe", "phimoe",
        "ernie4_5_moe", "hunyuan_v1_moe", "minimax_m2", "minimax", "nemotron_h",
        "granitemoehybrid", "jamba", "falcon_h1"};
    // clang-format on
    return families;
}

std::optional<Architecture> importHfConfig(const nlohmann::json& config, const std::string& path,
                                           Diagnostics& diag)
{
    Diagnostics local;
    ObjectReader top(config, path, local);
    if (!top.isObject()) {
        diag.append(local);
        return std::nullopt;
    }
    top.treatNullAsAbsent();
    const std::string wrapper = top.string("model_type").value_or("");
    std::string family = wrapper;

    // Multimodal wrappers (Gemma 3, Llama 4, Qwen3-VL, LLaVA, Mistral 3) keep the language model
    // in text_config; Qwen2.5-VL's is at the top. The vision encoder of the wrappers the
    // importer knows is counted; of the others, a warning says it is not.
    const nlohmann::json* body = &config;
    std::string bodyPath = path;
    const bool countsVision = hf::readsVision(wrapper) && top.has("vision_config");
    if (top.has("text_config") && !top.has("hidden_size")) {
        body = top.value("text_config");
        bodyPath = joinPath(path, "text_config");
        if (!countsVision)
            local.warning(bodyPath, "hf.text_only");
    }
    if (body != &config && body->is_object() && body->contains("model_type")
        && (*body)["model_type"].is_string())
        family = (*body)["model_type"].get<std::string>();
    // A model_type read as another family keeps its name in the estimate (deepseek_v32).
    const std::string aliased = hf::textFamilyOf(family) != family ? family : std::string();
    family = hf::textFamilyOf(family);
    const auto& known = supportedHfFamilies();
    auto mapped = [&](const std::string& name) {
        return std::find(known.begin(), known.end(), name) != known.end();
    };
    // A model_type the importer does not know, on a model class it does (Kimi K2 is a
    // DeepseekV3ForCausalLM): read as that class's family.
    const std::string modelType = family;
    if (!mapped(family)) {
        if (const std::string fromClass = familyFromArchitectures(config); !fromClass.empty()) {
            local.warning(joinPath(path, "architectures"), "hf.family_from_class",
                          {family.empty() ? "(none)" : family, fromClass});
            family = fromClass;
        }
    }
    // Gemma 3 checkpoints write only what differs from Gemma3TextConfig's defaults.
    nlohmann::json withDefaults;
    if (family == "gemma3_text" && body->is_object()) {
        withDefaults = {{"vocab_size", 262208},      {"hidden_size", 2304},
                        {"intermediate_size", 9216}, {"num_hidden_layers", 26},
                        {"num_attention_heads", 8},  {"num_key_value_heads", 4},
                        {"head_dim", 256},           {"max_position_embeddings", 131072},
                        {"sliding_window", 4096},    {"sliding_window_pattern", 6}};
        withDefaults.update(*body);
        body = &withDefaults;
    }
    ObjectReader r(*body, bodyPath, local);
    if (!r.isObject()) {
        diag.append(local);
        return std::nullopt;
    }
    r.treatNullAsAbsent();

    const bool isKnown = mapped(family);
    // Refuse rather than miscount: keys the reader would leave out.
    if (const auto uncounted = findUncountedKey(config, *body, family, isKnown)) {
        local.error(joinPath(uncounted->inTop ? path : bodyPath, uncounted->key),
                    uncounted->messageId, {modelType.empty() ? "(none)" : modelType});
        diag.append(local);
        return std::nullopt;
    }
    if (!isKnown)
        local.warning(joinPath(bodyPath, "model_type"), "hf.unknown_family",
                      {family.empty() ? "(none)" : family});

    Architecture a;
    a.family = family.empty() ? "unknown" : family;
    const FamilyTraits traits = traitsOf(family);
    a.hidden = readCount(r, "hidden_size");
    a.layers = readCount(r, "num_hidden_layers");
    a.heads = readCount(r, "num_attention_heads");
    a.kvHeads = readCount(r, "num_key_value_heads", a.heads);
    a.headDim = readCount(r, "head_dim");
    a.ffn = readCount(r, "intermediate_size", 0, Bound::NonNegative);
    a.vocab = readCount(r, "vocab_size");
    a.maxPosition = readCount(r, "max_position_embeddings");
    // A wrapper may say it for the whole model (Qwen3-VL).
    a.tiedEmbeddings
        = r.boolean("tie_word_embeddings")
              .value_or(body != &config
                            ? top.boolean("tie_word_embeddings").value_or(traits.tiedByDefault)
                            : traits.tiedByDefault);
    a.qkvBias = traits.qkvBias;
    a.qkNorm = traits.qkNorm;
    a.qkNormPerHead = traits.qkNormPerHead;
    a.normsPerLayer = traits.normsPerLayer;
    // What attention_bias controls differs by family (as in transformers' modeling code).
    const bool attentionBias = r.boolean("attention_bias").value_or(false);
    if (family == "llama" || family == "qwen3" || family == "qwen3_moe" || family == "qwen3_next"
        || family.rfind("gemma", 0) == 0 || family == "cohere" || family == "cohere2"
        || family == "gpt_oss" || family == "llama4_text" || family == "olmo2" || family == "olmoe"
        || family == "phimoe" || family == "hunyuan_v1_moe" || family == "granitemoehybrid"
        || family == "falcon_h1" || !isKnown) {
        a.qkvBias = a.qkvBias || attentionBias;
        a.outputBias = attentionBias;
    } else if (attentionBias && (family == "deepseek_v2" || family == "deepseek_v3")) {
        local.warning(joinPath(bodyPath, "attention_bias"), "hf.bias_not_counted");
    }
    if (family == "llama" || family == "falcon_h1" || !isKnown)
        a.mlpBias = r.boolean("mlp_bias").value_or(false);
    if (family == "cohere" && r.boolean("use_qk_norm").value_or(false)) {
        a.qkNorm = true;
        a.qkNormPerHead = true;
    }
    // ERNIE 4.5: use_bias on every projection, the MLPs' included.
    if (family == "ernie4_5_moe" && r.boolean("use_bias").value_or(false)) {
        a.qkvBias = a.outputBias = a.mlpBias = a.outputHeadBias = true;
    }
    // Phi-3.5-MoE: LayerNorms with biases, and lm_head_bias.
    if (family == "phimoe") {
        a.norm = NormKind::LayerNorm;
        a.outputHeadBias = r.boolean("lm_head_bias").value_or(false);
    }
    // Hunyuan: q/k norms of head_dim when use_qk_norm (vLLM's rule); attention_head_dim.
    if (family == "hunyuan_v1_moe") {
        a.qkNorm = r.boolean("use_qk_norm").value_or(false);
        if (!r.has("head_dim"))
            a.headDim = readCount(r, "attention_head_dim");
    }
    // MiniMax-M2: "per_layer" q/k norms span the whole projections (MiniMaxM2Config: on by
    // default); engines implement no other type.
    if (family == "minimax_m2" && r.boolean("use_qk_norm").value_or(true)) {
        a.qkNorm = true;
        a.qkNormPerHead = true;
        if (r.string("qk_norm_type").value_or("per_layer") != "per_layer")
            local.error(joinPath(bodyPath, "qk_norm_type"), "hf.unknown_variant", {modelType});
    }
    // GLM-4.5/4.6: attention_bias on q, k and v only; use_qk_norm adds norms of head_dim.
    if (family == "glm4_moe") {
        a.qkvBias = attentionBias;
        a.qkNorm = r.boolean("use_qk_norm").value_or(false);
    }
    // gpt-oss: a learned sink logit per head (self_attn.sinks).
    a.attentionSinks = family == "gpt_oss";
    if (family == "deepseek_v2" || family == "deepseek_v3")
        readMla(r, a);
    if (const std::string reordered = hf::readMoe(r, family, a); !reordered.empty())
        local.warning(joinPath(bodyPath, reordered), "hf.moe_layers_reordered",
                      {std::to_string(a.moeLayers()), std::to_string(a.layers)});
    if (family == "nemotron_h")
        hf::readNemotronH(r, bodyPath, a, local);
    if (family == "jamba")
        hf::readJamba(r, bodyPath, a, local);
    if (family == "minimax")
        hf::readLightning(r, bodyPath, a, local);
    if (family == "falcon_h1")
        hf::readFalconH1(r, bodyPath, a, local);
    if ((family == "qwen3_next" && !hf::readLinearAttention(r, a))
        || (family == "granitemoehybrid" && !hf::readGraniteHybrid(r, bodyPath, a, local))) {
        const char* key = r.has("layers_block_type") && !r.has("layer_types") ? "layers_block_type"
                                                                              : "layer_types";
        const nlohmann::json* types = r.value(key);
        const std::string linear = family == "qwen3_next" ? "linear_attention" : "mamba";
        const auto attending = types && types->is_array()
            ? std::count_if(types->begin(), types->end(),
                            [&](const nlohmann::json& t) { return t != linear; })
            : 0;
        local.error(joinPath(bodyPath, key), "hf.linear_layers_irregular",
                    {std::to_string(attending), std::to_string(a.layers)});
    }
    readSlidingWindow(r, family, a);
    if (countsVision) {
        hf::readVisionTower(config, path, wrapper, a, local);
        a.family = wrapper; // the model as its users name it: qwen2_5_vl, not qwen2
    } else if (!aliased.empty()) {
        a.family = aliased;
    }

    // Essentials are named by their config.json key so the user can find them in the file.
    for (const char* key :
         {"hidden_size", "num_hidden_layers", "num_attention_heads", "vocab_size"})
        if (!r.has(key) && !(a.hasLayerPattern() && key == std::string_view("num_hidden_layers")))
            local.error(joinPath(bodyPath, key), "hf.missing_key");
    // A dense MLP is needed unless every layer is MoE, or the pattern has no MLP block.
    const bool needsMlp = a.hasLayerPattern() ? a.layerPattern.find('-') != std::string::npos
                                              : !a.isMoe() && family != "granitemoehybrid";
    if (needsMlp && !r.has("intermediate_size"))
        local.error(joinPath(bodyPath, "intermediate_size"), "hf.missing_key");
    // Without these a mixture-of-experts or latent-attention model would be sized as another model.
    std::vector<const char*> familyKeys;
    if (family == "mixtral")
        familyKeys = {"num_local_experts", "num_experts_per_tok"};
    else if (family == "gpt_oss" || family == "llama4_text" || family == "minimax_m2"
             || family == "minimax" || family == "phimoe")
        familyKeys = {"num_local_experts", "num_experts_per_tok", "intermediate_size"};
    else if (family == "olmoe")
        familyKeys = {"num_experts", "num_experts_per_tok", "intermediate_size"};
    else if (family == "ernie4_5_moe")
        familyKeys = {"moe_num_experts", "moe_k", "moe_intermediate_size"};
    else if (family == "hunyuan_v1_moe")
        familyKeys = {"num_experts", "moe_topk"};
    else if (family == "qwen2_moe" || family == "qwen3_moe")
        familyKeys = {"num_experts", "num_experts_per_tok", "moe_intermediate_size"};
    else if (family == "qwen3_next")
        familyKeys = {"num_experts",           "num_experts_per_tok",    "moe_intermediate_size",
                      "linear_num_key_heads",  "linear_num_value_heads", "linear_key_head_dim",
                      "linear_value_head_dim", "linear_conv_kernel_dim"};
    else if (family == "glm4_moe")
        familyKeys = {"n_routed_experts", "num_experts_per_tok", "moe_intermediate_size"};
    else if (family == "falcon_h1")
        familyKeys = {"mamba_d_ssm"};
    else if (family == "granitemoehybrid" && a.isMoe())
        familyKeys = {"intermediate_size"};
    else if (family == "deepseek_v2" || family == "deepseek_v3") {
        familyKeys = {"kv_lora_rank", "qk_nope_head_dim", "qk_rope_head_dim", "v_head_dim"};
        if (a.experts > 0)
            familyKeys.insert(familyKeys.end(), {"num_experts_per_tok", "moe_intermediate_size"});
    }
    for (const char* key : familyKeys)
        if (!r.has(key))
            local.error(joinPath(bodyPath, key), "hf.missing_key");

    diag.append(local);
    if (local.hasErrors())
        return std::nullopt;
    completeArchitectureDefaults(a);
    return a;
}

} // namespace gp
