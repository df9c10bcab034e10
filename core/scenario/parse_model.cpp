#include "common/messages.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/presets.h"
#include "scenario/sections.h"

#include <algorithm>

namespace gp::sections {

int indexOf(const std::vector<std::string>& names, const std::string& name)
{
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == name)
            return static_cast<int>(i);
    return -1;
}

void readModel(ObjectReader& top, Scenario& scenario)
{
    Diagnostics& diag = top.diagnostics();
    const nlohmann::json* value = top.value("model");
    if (!value) {
        diag.error("model", "field.required");
        return;
    }
    ObjectReader model(*value, "model", diag);
    if (!model.isObject())
        return;
    ModelSpec& spec = scenario.model;

    // Exactly one source: a preset, a Hugging Face config, or an architecture written out.
    const char* sources[] = {"preset", "hf_config", "architecture"};
    int given = 0;
    for (const char* key : sources)
        given += model.has(key) ? 1 : 0;
    if (given != 1) {
        diag.error("model",
                   given == 0 ? "scenario.no_model_source" : "scenario.many_model_sources");
        // Still check the other keys, so a misspelt "presett" is named.
        for (const char* key : sources)
            model.accept(key);
        Architecture ignored;
        readArchitectureFields(model, ignored);
        model.finish();
        return;
    }

    const std::size_t errorsBefore = diag.errorCount();
    if (model.has("preset")) {
        spec.kind = ModelSourceKind::Preset;
        auto id = model.string("preset");
        if (!id)
            return;
        const ModelPreset* preset = findPreset(*id);
        if (!preset) {
            model.error("preset", "catalog.unknown_id",
                        {messageArg("word.catalog.model_preset"), *id, choicesArg(presetIds())});
            return;
        }
        spec.presetId = *id;
        spec.source = preset->config;
        spec.architecture = preset->architecture;
    } else if (model.has("hf_config")) {
        spec.kind = ModelSourceKind::HfConfig;
        spec.source = *model.value("hf_config");
        if (auto arch = importHfConfig(spec.source, "model.hf_config", diag))
            spec.architecture = *arch;
        else
            return;
    } else {
        spec.kind = ModelSourceKind::Architecture;
        spec.source = *model.value("architecture");
        ObjectReader arch(spec.source, "model.architecture", diag);
        if (!arch.isObject())
            return;
        readArchitectureFields(arch, spec.architecture);
        arch.finish();
    }

    // Overrides beside the source ("layers": 12, "parameters": 7.5e9) refine the resolved shape.
    Architecture before = spec.architecture;
    readArchitectureFields(model, spec.architecture);
    spec.overrides = nlohmann::json::object();
    for (const auto& [key, item] : value->items())
        if (key != "preset" && key != "hf_config" && key != "architecture")
            spec.overrides[key] = item;
    model.finish();
    // Layer counts derived from the source follow an override of "layers" (a truncated model
    // keeps its share of windowed and dense-first layers).
    Architecture& arch = spec.architecture;
    if (spec.overrides.contains("layers") && before.layers > 0 && arch.layers != before.layers) {
        if (!spec.overrides.contains("sliding_window_layers") && before.slidingWindowLayers > 0)
            arch.slidingWindowLayers = before.slidingWindowLayers == before.layers
                ? arch.layers
                : (before.slidingWindowLayers * arch.layers + before.layers / 2) / before.layers;
        if (!spec.overrides.contains("first_dense_layers"))
            arch.firstDenseLayers = std::min(arch.firstDenseLayers, arch.layers);
    }
    // A derived default (head_dim from hidden/heads) must follow an override of its inputs.
    if (spec.kind == ModelSourceKind::Architecture || !spec.overrides.empty()) {
        if (!spec.overrides.contains("head_dim") && spec.kind != ModelSourceKind::Architecture
            && (before.hidden != spec.architecture.hidden
                || before.heads != spec.architecture.heads)
            && before.headDim == before.hidden / std::max<std::int64_t>(1, before.heads))
            spec.architecture.headDim = 0;
        completeArchitectureDefaults(spec.architecture);
    }
    // Messages name the key the user wrote: an override beside the source, the architecture key,
    // or the config.json key it came from.
    const ArchitecturePath pathOf = [&](std::string_view key) {
        if (spec.overrides.contains(std::string(key)))
            return joinPath("model", key);
        switch (spec.kind) {
        case ModelSourceKind::Architecture:
            return joinPath("model.architecture", key);
        case ModelSourceKind::HfConfig:
            return joinPath("model.hf_config", hfKeyFor(key, spec.architecture.family));
        case ModelSourceKind::Preset:
            break;
        }
        return joinPath("model", key);
    };
    if (diag.errorCount() == errorsBefore)
        validateArchitecture(spec.architecture, pathOf, diag);
}

} // namespace gp::sections
