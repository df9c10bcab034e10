#pragma once
// Where adding GPUs stops helping, and why: the advice the plan search adds from its scaling
// curve (the troubleshooting table's first and last rows).
#include "estimate/note.h"
#include "plan/plan_search.h"

#include <vector>

namespace gp {

void scalingAdvice(const Scenario& scenario, const PlanResult& result, std::vector<Note>& advice);

} // namespace gp
