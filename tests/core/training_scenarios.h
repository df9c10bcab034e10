#pragma once
// Two small training scenarios the training-memory tests derive their figures by hand from.
#include <nlohmann/json.hpp>

namespace gp::test {

// A tiny GPT-style model: plain MLP (dropout on), learned positions, tied embeddings.
inline nlohmann::json tinyGpt()
{
    return nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 2, "hidden": 64, "heads": 4, "ffn": 256, "vocab": 100,
                  "gated_mlp": false, "tied_embeddings": true, "max_position": 16,
                  "norm": "layernorm", "position_embedding": "learned",
                  "qkv_bias": true, "output_bias": true, "mlp_bias": true}},
        "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
        "training": {"seq_len": 16, "micro_batch": 2, "attention": "eager", "recompute": "none"}
    })");
}

inline nlohmann::json llamaLike()
{
    return nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 4, "hidden": 256, "heads": 8, "kv_heads": 2, "ffn": 768,
                  "vocab": 1000, "max_position": 4096}},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
        "training": {"seq_len": 128, "micro_batch": 1}
    })");
}

} // namespace gp::test
