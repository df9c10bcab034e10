#include "estimate/estimate.h"

#include "common/messages.h"
#include "model/presets.h"

namespace gp {
namespace {

Note makeNote(std::string id, std::vector<std::string> args, std::string level = {},
              std::string path = {})
{
    std::string message = renderEnglish(id, args);
    return {std::move(id), std::move(args), std::move(message), std::move(path), std::move(level)};
}

ModelFigures modelFigures(const Scenario& scenario, std::vector<Note>& assumptions)
{
    const Architecture& arch = scenario.model.architecture;
    ModelFigures figures;
    figures.breakdown = countParameters(arch);
    figures.parameters = totalParameters(arch);
    figures.activeParameters = activeParameters(arch);
    figures.overridden = arch.parametersOverride.has_value();
    if (scenario.model.kind == ModelSourceKind::Preset) {
        if (const ModelPreset* preset = findPreset(scenario.model.presetId))
            figures.name = preset->name;
    } else {
        figures.name = arch.family;
    }
    if (figures.overridden)
        assumptions.push_back(
            makeNote("assume.parameters_override",
                     {formatNumber(figures.parameters),
                      formatNumber(static_cast<double>(figures.breakdown.total()))}));
    if (arch.mtpLayers > 0)
        assumptions.push_back(makeNote("assume.mtp_excluded", {std::to_string(arch.mtpLayers)}));
    return figures;
}

} // namespace

Estimate estimate(const Scenario& scenario, const Diagnostics& warnings)
{
    Estimate result;
    result.scenarioName = scenario.name;
    result.workload = scenario.workload;
    result.model = modelFigures(scenario, result.assumptions);
    for (const auto& warning : warnings.warnings())
        result.advice.push_back(
            {warning.id, warning.args, warning.message, warning.path, "warning"});
    return result;
}

} // namespace gp
