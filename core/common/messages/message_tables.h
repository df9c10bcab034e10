#pragma once
// The core's English message templates, one table per area; messageTemplates() (messages.h) joins
// them. scripts/update_core_messages.py reads each file's table for the translators.
#include "common/messages.h"

#include <vector>

namespace gp::messages {

// What the reader of a scenario, a model or a catalog says: JSON syntax, fields, the scenario's
// sections and their checks.
const std::vector<MessageTemplate>& inputMessages();
// The estimate's advice: memory and fit for training, serving memory, speed and deployment.
const std::vector<MessageTemplate>& estimateMessages();
// The decision tables' causes, reasons and checks, and the plan search's findings.
const std::vector<MessageTemplate>& decisionMessages();
// How results are put into words: assumptions, comparison rows, the text output, words inside
// texts, and the verdict.
const std::vector<MessageTemplate>& viewMessages();
// The bill of materials: items, specifications, power and space.
const std::vector<MessageTemplate>& procureMessages();

} // namespace gp::messages
