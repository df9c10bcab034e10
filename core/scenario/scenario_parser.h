#pragma once
// Reads a gpu-planner.scenario/1 document. Every problem is reported with the JSON path of the
// field at fault; nothing is clamped or guessed silently (defaults are documented in
// docs/scenario-format.md and listed in the estimate's assumptions).
#include "common/diagnostics.h"
#include "common/json_document.h"
#include "scenario/scenario.h"

#include <optional>
#include <string_view>

namespace gp {

struct ScenarioParseResult
{
    std::optional<Scenario> scenario; // empty when there is any error
    Diagnostics diagnostics; // errors, and warnings about odd but possible choices
};

ScenarioParseResult parseScenario(std::string_view text, const Catalog& catalog,
                                  const JsonLimits& limits = {});
ScenarioParseResult parseScenarioJson(const nlohmann::json& document, const Catalog& catalog);

} // namespace gp
