// Each family's mixture-of-experts layout, read from its config.json keys as transformers' (and,
// where they differ, vLLM's) modeling code builds it.
#include "common/messages.h"
#include "model/hf_reading.h"

#include <algorithm>
#include <set>

namespace gp::hf {
namespace {

// Whether Architecture's rule puts the MoE layers where the config does.
template <typename IsMoe> bool placedExactly(const Architecture& a, IsMoe isMoe)
{
    for (std::int64_t i = 0; a.isMoe() && i < a.layers; ++i)
        if (isMoe(i) != a.isMoeLayer(i))
            return false;
    return true;
}

// Keeps the config's MoE layers where Architecture's rule puts them; when it cannot, keeps their
// count with the dense layers first and returns `key` to name in a warning.
template <typename IsMoe>
std::string placeOrReorder(Architecture& a, IsMoe isMoe, std::string_view key)
{
    if (placedExactly(a, isMoe))
        return {};
    std::int64_t sparse = 0;
    for (std::int64_t i = 0; i < a.layers; ++i)
        sparse += isMoe(i) ? 1 : 0;
    a.firstDenseLayers = a.layers - sparse;
    a.moeLayerStep = 1;
    a.moeLayerOffset = 0;
    // Dense layers that do come first (Qwen's mlp_only_layers [0, 1]) are placed exactly so.
    return placedExactly(a, isMoe) ? std::string() : std::string(key);
}

// A count that Hunyuan may give per layer: a list must hold one value throughout.
std::int64_t uniformCount(ObjectReader& r, std::string_view key)
{
    const nlohmann::json* value = r.value(key);
    if (value && value->is_array()) {
        const bool integers = !value->empty()
            && std::all_of(value->begin(), value->end(),
                           [](const nlohmann::json& v) { return v.is_number_integer(); });
        if (!integers) {
            r.diagnostics().error(joinPath(r.path(), key), "field.wrong_type",
                                  {messageArg("word.json.whole_number_or_list"), value->dump()});
            return 0;
        }
        if (std::any_of(value->begin(), value->end(),
                        [&](const nlohmann::json& v) { return v != (*value)[0]; })) {
            r.diagnostics().error(joinPath(r.path(), key), "hf.uneven_layers");
            return 0;
        }
        const std::int64_t first = (*value)[0].get<std::int64_t>();
        if (first < 1 || first > hfLimit(key)) {
            r.diagnostics().error(joinPath(r.path(), key), "field.out_of_range",
                                  {"1", std::to_string(hfLimit(key)), std::to_string(first)});
            return 0;
        }
        return first;
    }
    return readCount(r, key);
}

} // namespace

std::string readMoe(ObjectReader& r, const std::string& family, Architecture& a)
{
    if (family == "gpt_oss") {
        // Every layer MoE; each expert intermediate_size wide with biases on its matrices
        // (gate_up_proj_bias, down_proj_bias), the router a Linear with a bias.
        a.experts = readCount(r, "num_local_experts");
        a.expertsPerToken = readCount(r, "num_experts_per_tok");
        a.moeFfn = a.ffn;
        a.mlpBias = true;
        a.routerBias = true;
        return {};
    }
    if (family == "mixtral") {
        a.experts = readCount(r, "num_local_experts");
        a.expertsPerToken = readCount(r, "num_experts_per_tok");
        a.moeFfn = a.ffn;
        return {};
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
        // Every step-th layer counted from 1; mlp_only_layers that break that rule keep the count
        // exact, with the dense layers placed first.
        a.moeLayerStep = step;
        a.moeLayerOffset = 1;
        return placeOrReorder(a, isSparse,
                              r.has("mlp_only_layers") ? "mlp_only_layers" : "decoder_sparse_step");
    }
    if (family == "llama4_text") {
        // Llama 4: every interleave_moe_layer_step-th layer counted from 1 (moe_layers), each with
        // routed experts and one shared expert intermediate_size wide; dense layers are
        // intermediate_size_mlp wide. The router has no bias.
        a.experts = readCount(r, "num_local_experts");
        a.expertsPerToken = readCount(r, "num_experts_per_tok");
        a.moeFfn = a.ffn;
        a.sharedExperts = 1;
        a.ffn = readCount(r, "intermediate_size_mlp", 16384); // Llama4TextConfig's default
        a.moeLayerStep = readCount(r, "interleave_moe_layer_step", 1);
        a.moeLayerOffset = 1;
        if (const nlohmann::json* listed = r.value("moe_layers"); listed && listed->is_array())
            return placeOrReorder(
                a,
                [&](std::int64_t i) {
                    return std::find(listed->begin(), listed->end(), i) != listed->end();
                },
                "moe_layers");
        return {};
    }
    if (family == "jamba") {
        // JambaConfig: layer i is MoE when i % expert_layer_period == expert_layer_offset, with
        // num_experts experts intermediate_size wide (one expert: a dense MLP), a router without
        // bias; JambaConfig's defaults are 16 experts, 2 per token, every second layer from 1.
        a.experts = readCount(r, "num_experts", 16);
        if (a.experts <= 1) {
            a.experts = 0;
            return {};
        }
        a.expertsPerToken = readCount(r, "num_experts_per_tok", 2);
        a.moeFfn = a.ffn;
        a.moeLayerStep = readCount(r, "expert_layer_period", 2);
        const std::int64_t offset
            = readCount(r, "expert_layer_offset", 1, Bound::NonNegative) % a.moeLayerStep;
        a.moeLayerOffset = (a.moeLayerStep - offset) % a.moeLayerStep;
        return {};
    }
    if (family == "granitemoehybrid") {
        // Granite 4.0: every layer's MLP is the shared one (shared_intermediate_size, SwiGLU,
        // always built), beside num_local_experts experts intermediate_size wide when there are
        // any, routed without a bias; the dense models use the shared MLP alone.
        const std::int64_t shared
            = readCount(r, "shared_intermediate_size", 1024, Bound::NonNegative);
        // GraniteMoeHybridConfig's defaults: 8 experts, 2 per token.
        a.experts = readCount(r, "num_local_experts", 8, Bound::NonNegative);
        if (a.experts == 0) {
            a.ffn = shared;
            return {};
        }
        a.expertsPerToken = readCount(r, "num_experts_per_tok", 2);
        a.moeFfn = a.ffn;
        a.sharedExperts = shared > 0 ? 1 : 0;
        a.sharedExpertFfn = shared;
        return {};
    }
    if (family == "olmoe" || family == "minimax_m2" || family == "minimax" || family == "phimoe") {
        // Experts intermediate_size wide, a router without a bias, no shared expert.
        a.experts = readCount(r, family == "olmoe" ? "num_experts" : "num_local_experts");
        a.expertsPerToken = readCount(r, "num_experts_per_tok");
        a.moeFfn = a.ffn;
        return {};
    }
    if (family == "ernie4_5_moe") {
        // Layer i is MoE when (i + 1) % moe_layer_interval == 0 and moe_layer_start_index <= i <=
        // moe_layer_end_index; the shared experts are one MLP moe_num_shared_experts x as wide;
        // the router keeps a correction bias (a parameter in transformers' Ernie 4.5).
        a.experts = readCount(r, "moe_num_experts");
        a.expertsPerToken = readCount(r, "moe_k");
        a.moeFfn = readCount(r, "moe_intermediate_size");
        // Ernie4_5_MoeConfig's defaults: two shared experts, MoE from layer 1.
        a.sharedExperts = readCount(r, "moe_num_shared_experts", 2, Bound::NonNegative);
        a.firstDenseLayers = readCount(r, "moe_layer_start_index", 1, Bound::NonNegative);
        a.moeLayerStep = readCount(r, "moe_layer_interval", 1);
        a.moeLayerOffset = 1;
        a.routerBias = true;
        const nlohmann::json* end = r.value("moe_layer_end_index");
        const std::int64_t last
            = end && end->is_number_integer() ? end->get<std::int64_t>() : std::int64_t(-1);
        const std::int64_t first = a.firstDenseLayers, step = a.moeLayerStep;
        return placeOrReorder(
            a,
            [&](std::int64_t i) {
                return (i + 1) % step == 0 && i >= first && (last < 0 || i <= last);
            },
            "moe_layer_end_index");
    }
    if (family == "hunyuan_v1_moe") {
        // moe_topk, moe_intermediate_size and num_shared_expert may be per-layer lists (read as
        // vLLM does); the shared MLP is num_shared_expert x intermediate_size wide.
        a.experts = uniformCount(r, "num_experts");
        a.expertsPerToken = uniformCount(r, "moe_topk");
        a.moeFfn
            = r.has("moe_intermediate_size") ? uniformCount(r, "moe_intermediate_size") : a.ffn;
        if (r.boolean("use_mixed_mlp_moe").value_or(false)) {
            a.sharedExperts = r.has("num_shared_expert") ? uniformCount(r, "num_shared_expert") : 1;
            a.sharedExpertFfn = a.ffn;
        }
        return {};
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
        return {};
    }
    return {};
}

} // namespace gp::hf
