#pragma once
// gpu-planner-cli project ... and scenario ...: the project database from the command line.
#include "cli/commands.h"

#include <optional>
#include <string>
#include <vector>

namespace gp::cli {

// `args` starts with "project" or "scenario".
int runStoreCommand(const std::vector<std::string>& args, Streams s);

// The document of a stored scenario for `estimate --project P --scenario S`; prints the
// problem and returns nothing when it cannot be read.
std::optional<std::string> storedScenario(const std::string& db, const std::string& project,
                                          const std::string& scenario, Streams s);

std::string storeUsageText();

} // namespace gp::cli
