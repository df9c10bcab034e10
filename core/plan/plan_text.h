#pragma once
// The plain-text ranking and scaling curve of a plan search (the CLI's --format text), in the
// renderer's language.
#include "common/messages.h"
#include "plan/plan_search.h"

#include <string>

namespace gp {

std::string planToText(const PlanResult& plan, const Scenario& scenario,
                       const MessageRenderer& render = englishMessages());

// "tp 8 x pp 4 (v 5) x dp 2, ZeRO-1, selective recomputation, micro-batch 1"
std::string describeLayout(const PlanLayout& layout,
                           const MessageRenderer& render = englishMessages());

} // namespace gp
