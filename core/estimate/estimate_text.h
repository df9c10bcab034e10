#pragma once
// The plain-text summary of an estimate (the CLI's --format text), in the language of the
// renderer: English by default, the CLI's --lang through the translated catalogue.
#include "common/messages.h"
#include "estimate/estimate.h"

#include <string>

namespace gp {

std::string estimateToText(const Estimate& estimate, const Scenario& scenario,
                           const MessageRenderer& render = englishMessages());

// A note in the renderer's language: "[warning] training.tp: ..." for advice, the text alone for
// assumptions. Shared by the estimate's and the plan's text.
std::string noteLine(const Note& note, const MessageRenderer& render);

} // namespace gp
