#pragma once
// Bytes of a model's weights at a serving format: 16-bit, FP8/INT8 with per-channel scales,
// 4-bit integers with a scale per group (GPTQ/AWQ also a zero point), microscaled 4-bit floats
// on every layer matrix or the routed experts alone, and GGUF files, whose K-quant "mixes" (Q4_K_M, ...) keep
// some tensors at more bits than the name says (llama.cpp's per-tensor rules), so whole files are
// larger than their block format.
#include "common/range.h"
#include "model/architecture.h"
#include "scenario/scenario.h"

#include <string>
#include <vector>

namespace gp {

// Bits per weight of a GGUF block type: "q4_k" -> 4.5 (144 bytes per 256 weights). 0 if unknown.
double ggufTypeBits(const std::string& type);

// The block type a GGUF file type mostly uses: "q4_k_m" -> "q4_k".
std::string ggufBaseType(const std::string& fileType);

struct WeightGroup
{
    std::string id; // "weights.embedding", "weights.attention_v", ...
    double parameters = 0; // on the GPU in question
    double bytes = 0;
};

struct ServedWeights
{
    double bytes = 0; // on the busiest GPU
    double routedExpertBytes = 0; // the routed experts' part of bytes
    // The part of bytes a decode step does not stream: the input embedding (a few rows are
    // looked up) unless it doubles as the output head, and the vision encoder (it runs on
    // images, in the prefill).
    double notReadPerToken = 0;
    double highBytes = 0; // with what files add: GGUF metadata and vocabulary, GPTQ's g_idx
    double parameters = 0;
    double bitsPerWeight = 0; // bytes x 8 / parameters
    std::vector<WeightGroup> groups; // tensor classes, each with its bytes
};

// A serving format with what shapes its bits: the group size of the integer 4-bit formats and
// which layer matrices it covers.
struct WeightScheme
{
    WeightFormat format = WeightFormat::Bf16;
    int groupSize = 128;
    QuantizedLayers layers = QuantizedLayers::Auto;
};
WeightScheme weightScheme(const InferenceSpec& inference);

// How a serving engine splits the embedding table across tensor-parallel ranks.
enum class EmbeddingSplit { Replicated, VocabParallel };

// Weights held by one GPU of a tp x pp layout: layers split by TP (attention heads, MLP width,
// experts), the busiest pipeline stage's share of the layers; norms and routers on every rank;
// the output head split by TP; the input embedding per `split`.
ServedWeights servedWeights(const Architecture& arch, const WeightScheme& scheme, int tp, int pp,
                            EmbeddingSplit split);
// ... at the format's defaults: group 128, its usual layers.
ServedWeights servedWeights(const Architecture& arch, WeightFormat format, int tp, int pp,
                            EmbeddingSplit split);

} // namespace gp
