#include "common/messages.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/presets.h"
#include "scenario/sections.h"

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
        model.accept("preset");
        model.accept("hf_config");
        model.accept("architecture");
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
                        {"model preset", *id, listChoices(presetIds())});
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
    // A derived default (head_dim from hidden/heads) must follow an override of its inputs.
    if (spec.kind == ModelSourceKind::Architecture || !spec.overrides.empty()) {
        if (!spec.overrides.contains("head_dim") && spec.kind != ModelSourceKind::Architecture
            && (before.hidden != spec.architecture.hidden
                || before.heads != spec.architecture.heads)
            && before.headDim == before.hidden / std::max<std::int64_t>(1, before.heads))
            spec.architecture.headDim = 0;
        completeArchitectureDefaults(spec.architecture);
    }
    if (diag.errorCount() == errorsBefore)
        validateArchitecture(
            spec.architecture,
            spec.kind == ModelSourceKind::Architecture ? "model.architecture" : "model", diag);
}

} // namespace gp::sections
