#include "model/hf_import.h"

#include "common/messages.h"
#include "common/object_reader.h"
#include "model/architecture_json.h"
#include "model/hf_guard.h"

#include <algorithm>
#include <set>

namespace gp {
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
    if (family == "cohere" || family == "cohere2") {
        // One LayerNorm (weight only) before the parallel attention and MLP blocks.
        t.tiedByDefault = true;
        t.normsPerLayer = 1;
    }
    return t;
}

// config.json keys and the architecture keys they set. Read from the left to bound a config key
// (architectureLimit); from the right to name the config key behind an architecture key in
// messages, where the first match wins (so the order of duplicates matters).
struct KeyPair
{
    std::string_view hf;
    std::string_view architecture;
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
};

// The bound of a config key, from the architecture key it sets.
std::int64_t hfLimit(std::string_view key)
{
    for (const KeyPair& pair : kKeyPairs)
        if (pair.hf == key)
            return architectureLimit(pair.architecture);
    return std::int64_t(1) << 30;
}

std::int64_t readCount(ObjectReader& r, std::string_view key, std::int64_t fallback = 0,
                       Bound bound = Bound::Positive)
{
    auto value = r.integerIn(key, bound == Bound::Positive ? 1 : 0, hfLimit(key));
    return value ? *value : fallback;
}

void readSlidingWindow(ObjectReader& r, const std::string& family, Architecture& a)
{
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
        a.slidingWindowLayers = std::max<std::int64_t>(0, a.layers - firstWindowed);
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

// Returns false when the MoE layers' positions could not be kept (they are counted exactly, but
// a pipeline stage's mix of dense and MoE layers then differs from the model's).
bool readMoe(ObjectReader& r, const std::string& family, Architecture& a)
{
    if (family == "gpt_oss") {
        // Every layer MoE; each expert intermediate_size wide with biases on its matrices
        // (gate_up_proj_bias, down_proj_bias), the router a Linear with a bias.
        a.experts = readCount(r, "num_local_experts");
        a.expertsPerToken = readCount(r, "num_experts_per_tok");
        a.moeFfn = a.ffn;
        a.mlpBias = true;
        a.routerBias = true;
        return true;
    }
    if (family == "mixtral") {
        a.experts = readCount(r, "num_local_experts");
        a.expertsPerToken = readCount(r, "num_experts_per_tok");
        a.moeFfn = a.ffn;
        return true;
    }
    if (family == "qwen3_moe" || family == "qwen2_moe" || family == "qwen3_next") {
        a.experts = readCount(r, "num_experts");
        a.expertsPerToken = readCount(r, "num_experts_per_tok");
        a.moeFfn = readCount(r, "moe_intermediate_size");
        if (family == "qwen2_moe" || family == "qwen3_next") {
            const std::int64_t sharedWidth
                = readCount(r, "shared_expert_intermediate_size", 0, Bound::NonNegative);
            a.sharedExperts = sharedWidth > 0 ? 1 : 0;
            a.sharedExpertFfn = sharedWidth;
            a.sharedExpertGate = sharedWidth > 0; // shared_expert_gate: Linear(hidden, 1)
        }
        // Layer i is sparse when (i + 1) % decoder_sparse_step == 0 and i is not in mlp_only_layers.
        const std::int64_t step = readCount(r, "decoder_sparse_step", 1);
        std::set<std::int64_t> denseOnly;
        if (const nlohmann::json* only = r.value("mlp_only_layers"); only && only->is_array())
            for (const auto& index : *only)
                if (index.is_number_integer())
                    denseOnly.insert(index.get<std::int64_t>());
        auto isSparse
            = [&](std::int64_t i) { return (i + 1) % step == 0 && !denseOnly.contains(i); };
        std::int64_t sparse = 0;
        for (std::int64_t i = 0; i < a.layers; ++i)
            sparse += isSparse(i) ? 1 : 0;
        // Architecture follows DeepSeek's rule (dense layers first, then every k-th layer MoE):
        // Qwen's layout is kept when its dense layers come first (all released Qwen MoE
        // checkpoints: every layer sparse), else the count stays exact but the dense layers are
        // placed first.
        a.firstDenseLayers = a.layers - sparse;
        a.moeLayerStep = 1;
        for (std::int64_t i = 0; a.isMoe() && i < a.layers; ++i)
            if (isSparse(i) != a.isMoeLayer(i))
                return false;
        return true;
    }
    if (family == "deepseek_v2" || family == "deepseek_v3" || family == "glm4_moe") {
        a.experts = readCount(r, "n_routed_experts", 0, Bound::NonNegative);
        a.expertsPerToken = readCount(r, "num_experts_per_tok", 0, Bound::NonNegative);
        a.sharedExperts = readCount(r, "n_shared_experts", 0, Bound::NonNegative);
        a.moeFfn = readCount(r, "moe_intermediate_size", 0, Bound::NonNegative);
        a.firstDenseLayers = readCount(r, "first_k_dense_replace", 0, Bound::NonNegative);
        a.moeLayerStep = readCount(r, "moe_layer_freq", 1); // same rule as Architecture::isMoeLayer
        // DeepSeek-V3's aux-loss-free routing adds a learned bias per expert; GLM-4.5's router
        // (DeepSeek-V3's, in transformers) always has it.
        a.routerBias = family == "glm4_moe" || r.string("topk_method").value_or("") == "noaux_tc";
        // GLM-4.5's shared experts are one MLP n_shared_experts x moe_intermediate_size wide: as
        // many weights as n_shared_experts experts. Its MTP layer is trained, not served.
        if (family == "glm4_moe")
            a.mtpLayers = readCount(r, "num_nextn_predict_layers", 0, Bound::NonNegative);
        return true;
    }
    return true;
}

// Qwen3-Next: Gated DeltaNet layers between gated-attention ones. Returns false when layer_types
// places them other than every n-th layer attending, which Architecture cannot hold.
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

void readMla(ObjectReader& r, Architecture& a)
{
    a.kvLoraRank = readCount(r, "kv_lora_rank");
    a.qLoraRank = readCount(r, "q_lora_rank", 0, Bound::NonNegative);
    a.headDim = readCount(r, "qk_nope_head_dim");
    a.ropeHeadDim = readCount(r, "qk_rope_head_dim");
    a.vHeadDim = readCount(r, "v_head_dim");
    a.mtpLayers = readCount(r, "num_nextn_predict_layers", 0, Bound::NonNegative);
}

} // namespace

std::string hfKeyFor(std::string_view key)
{
    for (const KeyPair& pair : kKeyPairs)
        if (pair.architecture == key)
            return std::string(pair.hf);
    return std::string(key);
}

const std::vector<std::string>& supportedHfFamilies()
{
    static const std::vector<std::string> families
        = {"llama",   "mistral",   "mixtral",     "qwen2",       "qwen2_moe",
           "qwen3",   "qwen3_moe", "deepseek_v2", "deepseek_v3", "gemma",
           "gemma2",  "gemma3",    "gemma3_text", "phi3",        "cohere",
           "cohere2", "glm4_moe",  "gpt_oss",     "qwen3_next"};
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
    std::string family = top.string("model_type").value_or("");

    // Multimodal wrappers (Gemma 3, LLaVA, Mistral 3) keep the language model in text_config.
    const nlohmann::json* body = &config;
    std::string bodyPath = path;
    if (top.has("text_config") && !top.has("hidden_size")) {
        body = top.value("text_config");
        bodyPath = joinPath(path, "text_config");
        local.warning(bodyPath, "hf.text_only");
    }
    if (body != &config && body->is_object() && body->contains("model_type")
        && (*body)["model_type"].is_string())
        family = (*body)["model_type"].get<std::string>();
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
    a.tiedEmbeddings = r.boolean("tie_word_embeddings").value_or(traits.tiedByDefault);
    a.qkvBias = traits.qkvBias;
    a.qkNorm = traits.qkNorm;
    a.normsPerLayer = traits.normsPerLayer;
    // What attention_bias controls differs by family (as in transformers' modeling code).
    const bool attentionBias = r.boolean("attention_bias").value_or(false);
    if (family == "llama" || family == "qwen3" || family == "qwen3_moe" || family == "qwen3_next"
        || family.rfind("gemma", 0) == 0 || family == "cohere" || family == "cohere2"
        || family == "gpt_oss" || !isKnown) {
        a.qkvBias = a.qkvBias || attentionBias;
        a.outputBias = attentionBias;
    } else if (attentionBias && (family == "deepseek_v2" || family == "deepseek_v3")) {
        local.warning(joinPath(bodyPath, "attention_bias"), "hf.bias_not_counted");
    }
    if (family == "llama" || !isKnown)
        a.mlpBias = r.boolean("mlp_bias").value_or(false);
    if (family == "cohere" && r.boolean("use_qk_norm").value_or(false)) {
        a.qkNorm = true;
        a.qkNormPerHead = true;
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
    if (!readMoe(r, family, a))
        local.warning(
            joinPath(bodyPath,
                     r.has("mlp_only_layers") ? "mlp_only_layers" : "decoder_sparse_step"),
            "hf.moe_layers_reordered",
            {std::to_string(a.layers - a.firstDenseLayers), std::to_string(a.layers)});
    if (family == "qwen3_next" && !readLinearAttention(r, a)) {
        const nlohmann::json& types = *r.value("layer_types");
        local.error(joinPath(bodyPath, "layer_types"), "hf.linear_layers_irregular",
                    {std::to_string(std::count_if(
                         types.begin(), types.end(),
                         [](const nlohmann::json& t) { return t != "linear_attention"; })),
                     std::to_string(types.size())});
    }
    readSlidingWindow(r, family, a);

    // Essentials are named by their config.json key so the user can find them in the file.
    for (const char* key :
         {"hidden_size", "num_hidden_layers", "num_attention_heads", "vocab_size"})
        if (!r.has(key))
            local.error(joinPath(bodyPath, key), "hf.missing_key");
    if (!a.isMoe() && !r.has("intermediate_size"))
        local.error(joinPath(bodyPath, "intermediate_size"), "hf.missing_key");
    // Without these a mixture-of-experts or latent-attention model would be sized as another model.
    std::vector<const char*> familyKeys;
    if (family == "mixtral")
        familyKeys = {"num_local_experts", "num_experts_per_tok"};
    else if (family == "gpt_oss")
        familyKeys = {"num_local_experts", "num_experts_per_tok", "intermediate_size"};
    else if (family == "qwen2_moe" || family == "qwen3_moe")
        familyKeys = {"num_experts", "num_experts_per_tok", "moe_intermediate_size"};
    else if (family == "qwen3_next")
        familyKeys = {"num_experts",           "num_experts_per_tok",    "moe_intermediate_size",
                      "linear_num_key_heads",  "linear_num_value_heads", "linear_key_head_dim",
                      "linear_value_head_dim", "linear_conv_kernel_dim"};
    else if (family == "glm4_moe")
        familyKeys = {"n_routed_experts", "num_experts_per_tok", "moe_intermediate_size"};
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
