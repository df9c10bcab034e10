#pragma once
// What the Hugging Face importer's readers share: config keys bounded by the architecture key
// they set, and the reader of each family's mixture-of-experts layout.
#include "common/object_reader.h"
#include "model/architecture.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace gp::hf {

// The bound of a config key, from the architecture key it sets.
std::int64_t hfLimit(std::string_view key);

// A count from the config, bounded; `fallback` when absent.
std::int64_t readCount(ObjectReader& r, std::string_view key, std::int64_t fallback = 0,
                       Bound bound = Bound::Positive);

// Experts, shared experts, routers and which layers are MoE, by family. Returns the config key
// to name when the MoE layers' positions could not be kept (they are counted exactly, but a
// pipeline stage's mix of dense and MoE layers then differs from the model's), else "".
std::string readMoe(ObjectReader& r, const std::string& family, Architecture& a);

} // namespace gp::hf
