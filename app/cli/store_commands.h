#pragma once
// gpu-planner-cli project ... and scenario ...: the project database from the command line.
#include "cli/cli_text.h"
#include "cli/commands.h"
#include "hardware/catalog.h"

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

// The store commands' entries of --help.
std::vector<UsageEntry> storeUsageEntries();

// catalog import|stored|remove: stored catalog entries, handled by runStoreCommand.
bool isStoredCatalogCommand(const std::vector<std::string>& args);

// The built-in catalog with the entries stored in the database (--db, or the default one).
std::optional<Catalog> storedCatalog(const std::string& db, Streams s);

} // namespace gp::cli
