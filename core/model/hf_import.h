#pragma once
// Turns a Hugging Face config.json into an Architecture. Each supported family maps its own keys
// and conventions (biases, norms, MoE and MLA layouts); an unknown family is read from the common
// keys with a warning.
#include "common/diagnostics.h"
#include "model/architecture.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gp {

// model_type values with a dedicated mapping.
const std::vector<std::string>& supportedHfFamilies();

// The config.json key that sets an architecture key ("kv_heads" -> "num_key_value_heads"), in
// the configs of `family` when its keys differ (Granite's "mamba_n_heads", Jamba's "mamba_expand").
std::string hfKeyFor(std::string_view architectureKey, std::string_view family = {});

// path is where the config sits in the scenario ("model.hf_config"), used in every message.
std::optional<Architecture> importHfConfig(const nlohmann::json& config, const std::string& path,
                                           Diagnostics& diag);

} // namespace gp
