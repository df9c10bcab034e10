#pragma once
// Model presets: published configurations stored as data (resources/models/presets.json), each
// with its source, resolved through the same import path a user's config.json takes.
#include "model/architecture.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace gp {

struct ModelPreset
{
    std::string id;
    std::string name;
    std::string source;
    std::string repo; // the Hugging Face repository engines load it from ("" when none)
    nlohmann::json config; // the hf_config or architecture object as stored
    bool isHfConfig = true;
    Architecture architecture;
};

const std::vector<ModelPreset>& builtinPresets();
const ModelPreset* findPreset(std::string_view id);
std::vector<std::string> presetIds();

} // namespace gp
