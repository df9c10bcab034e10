#include "model/hf_guard.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace gp {
namespace {

struct ClassFamily
{
    std::string_view modelClass;
    std::string_view family;
};

// transformers' model classes of the families the importer maps.
constexpr ClassFamily kClasses[] = {
    {"LlamaForCausalLM", "llama"},
    {"MistralForCausalLM", "mistral"},
    {"MixtralForCausalLM", "mixtral"},
    {"Qwen2ForCausalLM", "qwen2"},
    {"Qwen2MoeForCausalLM", "qwen2_moe"},
    {"Qwen3ForCausalLM", "qwen3"},
    {"Qwen3MoeForCausalLM", "qwen3_moe"},
    {"DeepseekV2ForCausalLM", "deepseek_v2"},
    {"DeepseekV3ForCausalLM", "deepseek_v3"},
    {"DeepseekV32ForCausalLM", "deepseek_v3"},
    {"GemmaForCausalLM", "gemma"},
    {"Gemma2ForCausalLM", "gemma2"},
    {"Gemma3ForCausalLM", "gemma3_text"},
    {"Phi3ForCausalLM", "phi3"},
    {"CohereForCausalLM", "cohere"},
    {"Cohere2ForCausalLM", "cohere2"},
    {"Glm4MoeForCausalLM", "glm4_moe"},
    {"GptOssForCausalLM", "gpt_oss"},
    {"Qwen3NextForCausalLM", "qwen3_next"},
    {"Llama4ForCausalLM", "llama4_text"},
    {"Olmo2ForCausalLM", "olmo2"},
    {"OlmoeForCausalLM", "olmoe"},
    {"PhiMoEForCausalLM", "phimoe"},
    {"Ernie4_5_MoeForCausalLM", "ernie4_5_moe"},
    {"HunYuanMoEV1ForCausalLM", "hunyuan_v1_moe"},
    {"MiniMaxM2ForCausalLM", "minimax_m2"},
    {"MiniMaxForCausalLM", "minimax"},
    {"MiniMaxText01ForCausalLM", "minimax"},
    {"MiniMaxM1ForCausalLM", "minimax"},
    {"NemotronHForCausalLM", "nemotron_h"},
    {"GraniteMoeHybridForCausalLM", "granitemoehybrid"},
    {"JambaForCausalLM", "jamba"},
    {"FalconH1ForCausalLM", "falcon_h1"},
};

// Keys by what they describe, each with the families whose reader counts it.
struct KeyGroup
{
    std::string_view messageId;
    std::vector<std::string_view> keys;
    std::vector<std::string_view> countedBy;
};

const std::vector<KeyGroup>& keyGroups()
{
    static const std::vector<KeyGroup> groups = {
        {"hf.uncounted_sparse", {"index_topk", "index_n_heads", "index_head_dim"}, {"deepseek_v3"}},
        {"hf.uncounted_hybrid",
         {"full_attention_interval", "linear_num_key_heads", "linear_num_value_heads",
          "linear_key_head_dim", "linear_value_head_dim", "linear_conv_kernel_dim"},
         {"qwen3_next"}},
        // Nemotron-H's Mamba-2 blocks; Granite 4.0's Mamba-2 layers.
        {"hf.uncounted_hybrid",
         {"hybrid_override_pattern", "ssm_state_size", "mamba_num_heads", "mamba_head_dim",
          "conv_kernel"},
         {"nemotron_h"}},
        {"hf.uncounted_hybrid", {"layers_block_type"}, {"nemotron_h", "granitemoehybrid"}},
        {"hf.uncounted_hybrid",
         {"mamba_n_groups"},
         {"nemotron_h", "granitemoehybrid", "falcon_h1"}},
        {"hf.uncounted_hybrid",
         {"mamba_d_conv", "mamba_expand"},
         {"nemotron_h", "granitemoehybrid", "jamba", "falcon_h1"}},
        {"hf.uncounted_hybrid",
         {"mamba_n_heads", "mamba_d_head"},
         {"granitemoehybrid", "falcon_h1"}},
        {"hf.uncounted_hybrid", {"mamba_d_state"}, {"granitemoehybrid", "jamba", "falcon_h1"}},
        // Falcon-H1's Mamba-2 width; its attn_layer_indices builds nothing (every layer runs
        // both mixers).
        {"hf.uncounted_hybrid", {"attn_layer_indices", "mamba_d_ssm"}, {"falcon_h1"}},
        // Jamba's Mamba-1 layers between attention ones, and its expert layers.
        {"hf.uncounted_hybrid",
         {"attn_layer_period", "attn_layer_offset", "mamba_dt_rank", "expert_layer_period",
          "expert_layer_offset"},
         {"jamba"}},
        {"hf.uncounted_hybrid", {"ssm_cfg", "state_size", "time_step_rank"}, {}},
        // MiniMax's attention kinds: MiniMax-M2 attends fully in every layer (all 1), MiniMax-01
        // puts lightning attention (0) between softmax layers (1).
        {"hf.uncounted_hybrid", {"attn_type_list"}, {"minimax_m2", "minimax"}},
        {"hf.uncounted_mla",
         {"kv_lora_rank", "q_lora_rank", "qk_rope_head_dim", "qk_nope_head_dim"},
         {"deepseek_v2", "deepseek_v3"}},
        {"hf.uncounted_experts",
         {"num_local_experts", "num_experts", "n_routed_experts", "moe_num_experts",
          "num_experts_per_tok", "moe_topk", "moe_k", "moe_intermediate_size", "n_shared_experts",
          "shared_expert_intermediate_size"},
         {"mixtral", "qwen2_moe", "qwen3_moe", "qwen3_next", "deepseek_v2", "deepseek_v3",
          "glm4_moe", "gpt_oss", "llama4_text", "olmoe", "phimoe", "ernie4_5_moe", "hunyuan_v1_moe",
          "minimax_m2", "minimax", "nemotron_h", "granitemoehybrid", "jamba"}},
        // Granite 4.0's shared MLP; MiniMax-M2's shared expert width (0 in the released model)
        // is not read.
        {"hf.uncounted_experts", {"shared_intermediate_size"}, {"granitemoehybrid"}},
        // Hunyuan's cross-layer attention shares one KV cache between layers.
        {"hf.uncounted_cross_layer", {"use_cla"}, {}},
    };
    return groups;
}

// A key is there when it holds something: configs of dense models sometimes carry an expert
// count of 0 or null.
bool holds(const nlohmann::json& object, std::string_view key)
{
    const auto it = object.find(std::string(key));
    if (it == object.end() || it->is_null())
        return false;
    if (it->is_number())
        return it->get<double>() != 0;
    if (it->is_boolean())
        return it->get<bool>();
    if (it->is_string() || it->is_array() || it->is_object())
        return !it->empty();
    return true;
}

} // namespace

std::string familyFromArchitectures(const nlohmann::json& config)
{
    const auto it = config.find("architectures");
    if (it == config.end() || !it->is_array())
        return {};
    for (const auto& entry : *it) {
        if (!entry.is_string())
            continue;
        const std::string name = entry.get<std::string>();
        for (const ClassFamily& c : kClasses)
            if (c.modelClass == name)
                return std::string(c.family);
    }
    return {};
}

std::optional<UncountedKey> findUncountedKey(const nlohmann::json& top, const nlohmann::json& body,
                                             const std::string& family, bool knownFamily)
{
    if (!body.is_object())
        return std::nullopt;
    // An encoder beside the language model: a known family's wrapper is read text only (with a
    // warning); an unknown one is refused.
    if (!knownFamily && top.is_object())
        for (const char* key : {"vision_config", "audio_config", "vision_tower", "visual"})
            if (holds(top, key))
                return UncountedKey{key, "hf.uncounted_tower", true};
    for (const KeyGroup& group : keyGroups()) {
        const bool counted = knownFamily
            && std::find(group.countedBy.begin(), group.countedBy.end(), family)
                != group.countedBy.end();
        if (counted)
            continue;
        for (std::string_view key : group.keys)
            if (holds(body, key))
                return UncountedKey{std::string(key), std::string(group.messageId)};
    }
    const bool readsLightning = knownFamily && family == "minimax";
    if (const auto it = body.find("attn_type_list");
        it != body.end() && it->is_array() && !readsLightning)
        for (const auto& type : *it)
            if (type != 1)
                return UncountedKey{"attn_type_list", "hf.uncounted_hybrid"};
    // Layer types beyond full and sliding-window attention (linear attention, Mamba, ...).
    const bool readsLinear = knownFamily && (family == "qwen3_next" || readsLightning);
    const bool readsMamba = knownFamily && family == "granitemoehybrid";
    if (const auto it = body.find("layer_types"); it != body.end() && it->is_array())
        for (const auto& type : *it)
            if (type.is_string() && type != "full_attention" && type != "sliding_attention"
                && !(readsLinear && type == "linear_attention")
                && !(readsMamba && (type == "mamba" || type == "attention")))
                return UncountedKey{"layer_types", "hf.uncounted_hybrid"};
    return std::nullopt;
}

} // namespace gp
