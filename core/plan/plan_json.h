#pragma once
// The gpu-planner.plan/1 document (the text table is in plan_text.h).
#include "plan/plan_search.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gp {

nlohmann::json planToJson(const PlanResult& plan, const Scenario& scenario);

} // namespace gp
