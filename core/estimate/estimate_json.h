#pragma once
// The gpu-planner.estimate/1 document (the text summary is in estimate_text.h).
#include "estimate/estimate.h"

#include <nlohmann/json.hpp>

#include <string>

namespace gp {

nlohmann::json estimateToJson(const Estimate& estimate, const Scenario& scenario);

// {"low", "expected", "high"}, as every quantity in the public formats.
nlohmann::json rangeJson(const Range& r);
nlohmann::json noteToJson(const Note& note);
// {"id", "label", "verdict", "cause", "reason": {"id", "args", "message"}, "check_first"}.
nlohmann::json decisionToJson(const DecisionRow& row);

// 8030261248 -> "8.03 B"; 525336576 -> "525.3 M".
std::string humanCount(double value);

} // namespace gp
