#pragma once
// The "architecture" object of a scenario (and the overrides a model object may carry) to and from
// an Architecture.
#include "common/object_reader.h"
#include "model/architecture.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string_view>

namespace gp {

// The largest value an architecture key accepts (far above any real model; keeps exact counts
// within 64 bits).
std::int64_t architectureLimit(std::string_view key);

// Reads every architecture key present in the reader's object into arch (unlisted keys are left to
// the caller). Values that fail their rule are recorded as errors and leave arch unchanged.
void readArchitectureFields(ObjectReader& reader, Architecture& arch);

// Where an architecture key was written, for messages ("model.architecture.kv_heads",
// "model.hf_config.num_key_value_heads", ...).
using ArchitecturePath = std::function<std::string(std::string_view key)>;

// Checks the merged architecture for missing essentials and impossible shapes.
void validateArchitecture(const Architecture& arch, const ArchitecturePath& pathOf,
                          Diagnostics& diag);
void validateArchitecture(const Architecture& arch, const std::string& basePath, Diagnostics& diag);

// Fills head_dim, kv_heads and other fields that have a conventional default.
void completeArchitectureDefaults(Architecture& arch);

nlohmann::json architectureToJson(const Architecture& arch);

} // namespace gp
