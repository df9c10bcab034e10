// Vision encoders of multimodal configs, counted from vision_config as transformers' modeling
// code builds them: Gemma 3's SigLIP tower and projector, Llama 4's vision model and projector,
// Qwen2.5-VL's and Qwen3-VL's vision transformers with their mergers. Each also gives the prompt
// tokens one image becomes and the patches the encoder runs for it.
#include "common/messages.h"
#include "model/architecture_json.h"
#include "model/hf_reading.h"

#include <cmath>
#include <vector>

namespace gp::hf {
namespace {

// Sizes of vision_config, bounded so that the counts below stay exact in 64 bits.
struct VisionSizes
{
    std::int64_t layers = 0, hidden = 0, ffn = 0, channels = 3, patch = 0, imageSize = 0;
    std::int64_t temporalPatch = 1, merge = 1, out = 0, positions = 0, deepstack = 0;
};

std::int64_t dim(ObjectReader& v, std::string_view key, std::int64_t max, std::int64_t fallback = 0)
{
    const auto value = v.integerIn(key, 1, max);
    return value ? *value : fallback;
}

VisionSizes readSizes(ObjectReader& v, std::string_view layersKey)
{
    VisionSizes s;
    s.layers = dim(v, layersKey, 1024);
    s.hidden = dim(v, "hidden_size", 65536);
    s.ffn = dim(v, "intermediate_size", 1 << 20);
    s.channels = v.has("in_chans") ? dim(v, "in_chans", 16, 3) : dim(v, "in_channels", 16, 3);
    if (v.has("num_channels"))
        s.channels = dim(v, "num_channels", 16, 3);
    s.patch = dim(v, "patch_size", 1024);
    s.imageSize = dim(v, "image_size", 1 << 16);
    s.temporalPatch = dim(v, "temporal_patch_size", 16, 1);
    s.merge = dim(v, "spatial_merge_size", 16, 1);
    s.out = dim(v, "out_hidden_size", 131072);
    s.positions = dim(v, "num_position_embeddings", 1 << 20);
    return s;
}

std::int64_t linear(std::int64_t in, std::int64_t out, bool bias = true)
{
    return in * out + (bias ? out : 0);
}

// Gemma 3: SiglipVisionModel without its pooling head (vision_use_head false): a patch Conv2d
// with bias, one position per patch, per layer two LayerNorms, q/k/v/out and fc1/fc2 with
// biases, a post-LayerNorm; Gemma3MultiModalProjector: an RMSNorm and a vision x text matrix.
// Each image is pooled to mm_tokens_per_image embeddings between begin- and end-of-image and two
// blank lines: 4 more prompt tokens.
bool gemma3(ObjectReader& top, ObjectReader& v, Architecture& a)
{
    const VisionSizes s = readSizes(v, "num_hidden_layers");
    if (s.layers == 0 || s.hidden == 0 || s.ffn == 0 || s.patch == 0 || s.imageSize == 0)
        return false;
    const std::int64_t h = s.hidden;
    const std::int64_t patches = (s.imageSize / s.patch) * (s.imageSize / s.patch);
    const std::int64_t layer = 4 * linear(h, h) + linear(h, s.ffn) + linear(s.ffn, h) + 4 * h;
    std::int64_t tower
        = s.channels * s.patch * s.patch * h + h + patches * h + s.layers * layer + 2 * h;
    // transformers adds the pooling head unless vision_use_head says otherwise.
    if (v.boolean("vision_use_head").value_or(true))
        tower += h + linear(h, 3 * h) + linear(h, h) + 2 * h + linear(h, s.ffn) + linear(s.ffn, h);
    a.visionParameters = tower + h + h * a.hidden;
    a.imageTokens = dim(top, "mm_tokens_per_image", 1 << 16, 256) + 4;
    a.visionPatches = patches;
    return true;
}

// Llama 4: Llama4VisionModel (an unfolded patch linear without bias, a class embedding, one
// position per patch and the class, pre- and post-LayerNorms, per layer q/k/v/o and fc1/fc2
// with biases and two LayerNorms, the pixel-shuffle adapter's two matrices without bias) and
// Llama4MultiModalProjector (one matrix). One 336-pixel tile becomes 144 embeddings between
// image markers: 147 prompt tokens.
bool llama4(ObjectReader& v, Architecture& a)
{
    const VisionSizes s = readSizes(v, "num_hidden_layers");
    const std::int64_t projectorIn = dim(v, "projector_input_dim", 131072, 4096);
    const std::int64_t projectorOut = dim(v, "projector_output_dim", 131072, 4096);
    const std::int64_t output = dim(v, "vision_output_dim", 131072);
    if (s.layers == 0 || s.hidden == 0 || s.ffn == 0 || s.patch == 0 || s.imageSize == 0
        || output == 0)
        return false;
    const std::int64_t h = s.hidden;
    const std::int64_t patches = (s.imageSize / s.patch) * (s.imageSize / s.patch);
    const std::int64_t layer = 4 * linear(h, h) + linear(h, s.ffn) + linear(s.ffn, h) + 4 * h;
    const std::int64_t model = s.channels * s.patch * s.patch * h + h + (patches + 1) * h + 4 * h
        + s.layers * layer + s.ffn * projectorIn + projectorOut * projectorOut;
    a.visionParameters = model + output * a.hidden;
    a.imageTokens = patches / 4 + 3; // pixel shuffle 0.5: four patches to an embedding
    a.visionPatches = patches + 1;
    return true;
}

// Qwen2.5-VL and Qwen3-VL: a Conv3d patch embedding over temporal_patch_size frames, blocks of
// fused qkv and proj with biases, a merger of spatial_merge_size^2 patches into out_hidden_size.
// Qwen2.5-VL: no conv bias, RMSNorms, a gated SiLU MLP with biases, the merger's RMSNorm.
// Qwen3-VL: conv bias, learned positions, LayerNorms, a plain MLP, the merger's LayerNorm, and
// one more merger (normed after the merge) per deepstack layer. The image processors resize an
// image to multiples of patch x merge: a 1,024 x 1,024 image, the reference here, becomes
// round(1024 / (patch x merge))^2 embeddings between vision_start and vision_end.
bool qwenVl(ObjectReader& v, bool qwen3, Architecture& a)
{
    VisionSizes s = readSizes(v, "depth");
    if (const nlohmann::json* deep = v.value("deepstack_visual_indexes"); deep && deep->is_array())
        s.deepstack = std::min<std::int64_t>(64, static_cast<std::int64_t>(deep->size()));
    if (s.layers == 0 || s.hidden == 0 || s.ffn == 0 || s.patch == 0 || s.out == 0
        || (qwen3 && s.positions == 0))
        return false;
    const std::int64_t h = s.hidden;
    const std::int64_t merged = h * s.merge * s.merge;
    const std::int64_t conv = s.channels * h * s.temporalPatch * s.patch * s.patch;
    const std::int64_t attention = linear(h, 3 * h) + linear(h, h);
    std::int64_t tower = 0;
    if (qwen3) {
        const std::int64_t block = 4 * h + attention + linear(h, s.ffn) + linear(s.ffn, h);
        const std::int64_t deepMerger = 2 * merged + linear(merged, merged) + linear(merged, s.out);
        tower = conv + h + s.positions * h + s.layers * block + 2 * h + linear(merged, merged)
            + linear(merged, s.out) + s.deepstack * deepMerger;
    } else {
        const std::int64_t block = 2 * h + attention + 2 * linear(h, s.ffn) + linear(s.ffn, h);
        tower = conv + s.layers * block + h + linear(merged, merged) + linear(merged, s.out);
    }
    a.visionParameters = tower;
    const auto side
        = static_cast<std::int64_t>(std::llround(1024.0 / static_cast<double>(s.patch * s.merge)));
    a.imageTokens = side * side + 2;
    a.visionPatches = side * side * s.merge * s.merge;
    return true;
}

} // namespace

std::string textFamilyOf(const std::string& modelType)
{
    if (modelType == "deepseek_v32") // DeepSeek-V3's shapes and the sparse-attention indexer
        return "deepseek_v3";
    // Kimi K2's remote code is DeepSeek-V3's (DeepseekV3ForCausalLM, modeling_deepseek.py).
    if (modelType == "kimi_k2")
        return "deepseek_v3";
    // MiniMax-01's remote code (minimax_text_01, minimax_m1) is transformers' minimax.
    if (modelType == "minimax_text_01" || modelType == "minimax_m1")
        return "minimax";
    if (modelType == "qwen2_5_vl" || modelType == "qwen2_5_vl_text")
        return "qwen2";
    if (modelType == "qwen3_vl" || modelType == "qwen3_vl_text")
        return "qwen3";
    if (modelType == "qwen3_vl_moe" || modelType == "qwen3_vl_moe_text")
        return "qwen3_moe";
    return modelType;
}

bool readsVision(const std::string& wrapper)
{
    return wrapper == "gemma3" || wrapper == "llama4" || wrapper == "qwen2_5_vl"
        || wrapper == "qwen3_vl" || wrapper == "qwen3_vl_moe";
}

void readVisionTower(const nlohmann::json& config, const std::string& path,
                     const std::string& wrapper, Architecture& a, Diagnostics& diag)
{
    ObjectReader top(config, path, diag);
    top.treatNullAsAbsent();
    const nlohmann::json* vision = top.value("vision_config");
    if (!vision || !vision->is_object())
        return;
    const std::string visionPath = joinPath(path, "vision_config");
    ObjectReader v(*vision, visionPath, diag);
    v.treatNullAsAbsent();
    // The sizes each encoder needs, named when missing (their defaults in transformers are
    // another model's: SiglipVisionConfig's are SigLIP-base's, not Gemma 3's so400m).
    std::vector<std::string_view> needed = {"hidden_size", "intermediate_size", "patch_size"};
    if (wrapper == "gemma3" || wrapper == "llama4")
        needed.insert(needed.end(), {"num_hidden_layers", "image_size"});
    else
        needed.insert(needed.end(), {"depth", "out_hidden_size"});
    if (wrapper == "llama4")
        needed.emplace_back("vision_output_dim");
    if (wrapper == "qwen3_vl" || wrapper == "qwen3_vl_moe")
        needed.emplace_back("num_position_embeddings");
    bool complete = true;
    for (std::string_view key : needed)
        if (!v.has(key)) {
            diag.error(joinPath(visionPath, key), "hf.missing_key");
            complete = false;
        }
    if (!complete)
        return;
    const bool hadErrors = diag.hasErrors();
    bool read = false;
    if (wrapper == "gemma3")
        read = gemma3(top, v, a);
    else if (wrapper == "llama4")
        read = llama4(v, a);
    else
        read = qwenVl(v, wrapper != "qwen2_5_vl", a);
    if (!read) {
        // A size out of its bounds is reported where it was read; say so here otherwise.
        if (!diag.hasErrors() || hadErrors)
            diag.error(visionPath, "hf.vision_incomplete", {wrapper});
        return;
    }
    // Within what a scenario's architecture accepts, so that the model reads back.
    for (const auto& [key, value] :
         {std::pair<std::string_view, std::int64_t>{"vision_parameters", a.visionParameters},
          {"image_tokens", a.imageTokens},
          {"vision_patches", a.visionPatches}})
        if (value > architectureLimit(key))
            diag.error(visionPath, "field.too_large", {std::to_string(value)});
}

} // namespace gp::hf
