// The form's list fields that may hold something the list does not offer: a model imported or
// written out, a GPU or a CPU server described in the file. They are named, not chosen.
#include "scenario_form.h"

#include <QComboBox>

namespace gp::ui {

void ScenarioForm::showModel(const Field& field, const nlohmann::ordered_json& model)
{
    auto* combo = static_cast<QComboBox*>(field.editor);
    const int unset = combo->findData(unsetChoice());
    if (unset >= 0)
        combo->removeItem(unset);
    const auto preset = model.is_object() ? model.find("preset") : model.end();
    if (model.is_object() && preset != model.end() && preset->is_string()) {
        const int index = combo->findData(QString::fromStdString(preset->get<std::string>()));
        if (index >= 0) {
            combo->setCurrentIndex(index);
            return;
        }
    }
    // An imported config.json or a written-out shape: named, not one of the presets.
    QString family = tr("custom architecture");
    if (model.is_object() && model.contains("hf_config")) {
        const auto& config = model["hf_config"];
        family = tr("imported config.json");
        if (config.is_object() && config.contains("model_type") && config["model_type"].is_string())
            family = tr("imported config.json (%1)")
                         .arg(QString::fromStdString(config["model_type"].get<std::string>()));
    }
    combo->insertItem(0, family, unsetChoice());
    combo->setCurrentIndex(0);
}

void ScenarioForm::showGpu(const Field& field, const nlohmann::ordered_json& gpu)
{
    auto* combo = static_cast<QComboBox*>(field.editor);
    const int unset = combo->findData(unsetChoice());
    if (unset >= 0)
        combo->removeItem(unset);
    if (gpu.is_string()) {
        const int index = combo->findData(QString::fromStdString(gpu.get<std::string>()));
        if (index >= 0) {
            combo->setCurrentIndex(index);
            return;
        }
    }
    combo->insertItem(0, gpu.is_object() ? tr("custom GPU (edit it in the JSON tab)") : tr("none"),
                      unsetChoice());
    combo->setCurrentIndex(0);
}

void ScenarioForm::showCustomEntry(const Field& field, const QString& text)
{
    auto* combo = static_cast<QComboBox*>(field.editor);
    const int unset = combo->findData(unsetChoice());
    if (unset >= 0)
        combo->removeItem(unset);
    combo->insertItem(0, text, unsetChoice());
    combo->setCurrentIndex(0);
}

} // namespace gp::ui
