#include "model/presets.h"

#include "common/json_document.h"
#include "common/object_reader.h"
#include "embedded/embedded_data.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"

#include <stdexcept>

namespace gp {
namespace {

std::vector<ModelPreset> loadPresets()
{
    Diagnostics diag;
    std::vector<ModelPreset> presets;
    auto document = parseJsonDocument(embedded::embeddedPresets(), diag);
    if (document) {
        for (std::size_t i = 0; i < document->at("models").size(); ++i) {
            const nlohmann::json& entry = document->at("models")[i];
            const std::string path = indexPath("models", i);
            ModelPreset preset;
            preset.id = entry.at("id").get<std::string>();
            preset.name = entry.at("name").get<std::string>();
            preset.source = entry.at("source").get<std::string>();
            preset.repo = entry.value("repo", std::string());
            preset.isHfConfig = entry.contains("hf_config");
            if (preset.isHfConfig) {
                preset.config = entry.at("hf_config");
                if (auto arch = importHfConfig(preset.config, joinPath(path, "hf_config"), diag))
                    preset.architecture = *arch;
            } else {
                preset.config = entry.at("architecture");
                ObjectReader reader(preset.config, joinPath(path, "architecture"), diag);
                readArchitectureFields(reader, preset.architecture);
                reader.finish();
                completeArchitectureDefaults(preset.architecture);
            }
            validateArchitecture(preset.architecture, path, diag);
            presets.push_back(std::move(preset));
        }
    }
    // The presets ship with the program and are tested; a bad one is a build defect.
    if (diag.hasErrors())
        throw std::logic_error("built-in model presets are invalid: " + diag.summary());
    return presets;
}

} // namespace

const std::vector<ModelPreset>& builtinPresets()
{
    static const std::vector<ModelPreset> presets = loadPresets();
    return presets;
}

const ModelPreset* findPreset(std::string_view id)
{
    for (const auto& preset : builtinPresets())
        if (preset.id == id)
            return &preset;
    return nullptr;
}

std::vector<std::string> presetIds()
{
    std::vector<std::string> ids;
    for (const auto& preset : builtinPresets())
        ids.push_back(preset.id);
    return ids;
}

} // namespace gp
