#pragma once
// The "architecture" object of a scenario (and the overrides a model object may carry) to and from
// an Architecture.
#include "common/object_reader.h"
#include "model/architecture.h"

#include <nlohmann/json.hpp>

namespace gp {

// Reads every architecture key present in the reader's object into arch (unlisted keys are left to
// the caller). Values that fail their rule are recorded as errors and leave arch unchanged.
void readArchitectureFields(ObjectReader& reader, Architecture& arch);

// Checks the merged architecture for missing essentials and impossible shapes; basePath is where
// the fields were written ("model.architecture" or "model").
void validateArchitecture(const Architecture& arch, const std::string& basePath, Diagnostics& diag);

// Fills head_dim, kv_heads and other fields that have a conventional default.
void completeArchitectureDefaults(Architecture& arch);

nlohmann::json architectureToJson(const Architecture& arch);

} // namespace gp
