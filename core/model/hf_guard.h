#pragma once
// What the config.json reader would leave out. The importer counts the families it maps key by
// key; anything else it reads from the common keys of a dense transformer. A config that also
// describes experts, linear-attention or state-space layers, a latent or sparse attention, or a
// vision or audio encoder the reader does not map would come out silently too small, so it is
// refused with the key named instead.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>

namespace gp {

// The family an `architectures` entry names (transformers' model class), for configs whose
// model_type is unknown or missing but whose class is one the importer maps: Kimi K2's
// "kimi_k2" is a DeepseekV3ForCausalLM. Empty when none of the entries is known.
std::string familyFromArchitectures(const nlohmann::json& config);

struct UncountedKey
{
    std::string key; // the config.json key, relative to the object checked
    std::string messageId; // hf.uncounted_experts | _hybrid | _mla | _sparse | _tower
    bool inTop = false; // a key of the whole config (an encoder), not of the language model's
};

// The first key of `body` (the language model's config) that `family`'s reader would not count;
// `top` is the whole config, checked for encoders when the family is unknown.
std::optional<UncountedKey> findUncountedKey(const nlohmann::json& top, const nlohmann::json& body,
                                             const std::string& family, bool knownFamily);

} // namespace gp
