#pragma once
// What the Hugging Face importer's readers share: config keys bounded by the architecture key
// they set, and the readers of each family's mixture-of-experts layout and recurrent layers.
#include "common/diagnostics.h"
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

// Qwen3-Next's Gated DeltaNet layers between attention ones. Returns false when layer_types
// places them other than every n-th layer attending from a first one, which Architecture cannot
// hold.
bool readLinearAttention(ObjectReader& r, Architecture& a);

// MiniMax-01's lightning-attention layers between softmax ones (attn_type_list, or
// transformers' layer_types); problems are reported under `path`.
void readLightning(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag);

// Falcon-H1's Mamba-2 mixer beside attention in every layer; variants the reader does not count
// are reported under `path`.
void readFalconH1(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag);

// Granite 4.0's Mamba-2 layers between attention ones (layer_types); false as above. Variants
// the reader does not count are reported under `path`.
bool readGraniteHybrid(ObjectReader& r, const std::string& path, Architecture& a,
                       Diagnostics& diag);

// Jamba's Mamba-1 layers, attention every attn_layer_period-th from attn_layer_offset;
// variants the reader does not count are reported under `path`.
void readJamba(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag);

// Nemotron-H's Megatron pattern of Mamba-2, attention and MLP blocks; problems are reported
// under `path`, the config's path.
void readNemotronH(ObjectReader& r, const std::string& path, Architecture& a, Diagnostics& diag);

// The family a model_type reads as (a multimodal wrapper's language model: Qwen2.5-VL's is
// Qwen2's; DeepSeek-V3.2 is DeepSeek-V3 with an indexer), and whether the importer counts a
// wrapper's vision encoder.
std::string textFamilyOf(const std::string& modelType);
bool readsVision(const std::string& wrapper);

// The vision encoder and projector of `wrapper`'s vision_config, into a.visionParameters,
// a.imageTokens and a.visionPatches; a vision_config without the sizes needed is an error.
void readVisionTower(const nlohmann::json& config, const std::string& path,
                     const std::string& wrapper, Architecture& a, Diagnostics& diag);

} // namespace gp::hf
