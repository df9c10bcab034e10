#pragma once
// The gpu-planner.plan/1 document and the plain-text table of a plan search.
#include "plan/plan_search.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gp {

nlohmann::json planToJson(const PlanResult& plan, const Scenario& scenario);

// A readable ranking and scaling curve in English (the CLI's --format text).
std::string planToText(const PlanResult& plan, const Scenario& scenario);

// "tp 8 x pp 4 (v 5) x dp 2, ZeRO-1, selective recompute, micro-batch 1"
std::string describeLayout(const PlanLayout& layout);

} // namespace gp
