// Weight bytes per serving format. GGUF files follow llama.cpp's quantisation rules: each file
// type has a base block type, and some tensors get more bits — the output head Q6_K, attn_v and
// ffn_down Q6_K in about half the layers for Q4_K_M/Q5_K_M ("use_more_bits": the first and last
// eighth and every third layer between), and so on. Norms and the MoE router stay F32. Checked
// against published file sizes: Llama 2 7B Q4_K_M 4.08 GB, Q8_0 7.16 GB; Llama 3 8B Q4_K_M 4.92 GB.
#include "inference/weight_format.h"

#include "model/parameter_count.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace gp {
namespace {

enum class Tensor {
    Embedding,
    Output,
    AttnQ,
    AttnK,
    AttnV,
    AttnOutput,
    AttnOther, // MLA projections
    FfnGate,
    FfnUp,
    FfnDown,
    Router, // kept in full precision
    Norm, // norms and biases, kept in full precision
    Vision, // the vision encoder and its projector, kept in 16 bits
};

// The groups the estimate reports weights in.
enum Group {
    Embedding,
    Output,
    Attention,
    AttentionV,
    Mlp,
    MlpDown,
    NormsAndRouters,
    VisionEncoder,
    GroupCount
};

constexpr const char* kGroupIds[GroupCount] = {
    "weights.embedding", "weights.output_head", "weights.attention",         "weights.attention_v",
    "weights.mlp",       "weights.mlp_down",    "weights.norms_and_routers", "weights.vision"};

Group groupOf(Tensor t)
{
    switch (t) {
    case Tensor::Embedding:
        return Embedding;
    case Tensor::Output:
        return Output;
    case Tensor::AttnQ:
    case Tensor::AttnK:
    case Tensor::AttnOutput:
    case Tensor::AttnOther:
        return Attention;
    case Tensor::AttnV:
        return AttentionV;
    case Tensor::FfnGate:
    case Tensor::FfnUp:
        return Mlp;
    case Tensor::FfnDown:
        return MlpDown;
    case Tensor::Vision:
        return VisionEncoder;
    case Tensor::Router:
    case Tensor::Norm:
        break;
    }
    return NormsAndRouters;
}

// llama.cpp's use_more_bits: the first and last eighth of the layers, and every third between.
bool useMoreBits(std::int64_t i, std::int64_t n)
{
    return i < n / 8 || i >= 7 * n / 8 || (i - n / 8) % 3 == 2;
}

struct ModelTraits
{
    std::int64_t layers = 0;
    std::int64_t gqa = 1; // query heads per KV head
    std::int64_t experts = 0;
    bool is70b = false; // llama.cpp's LLM_TYPE_70B: 80 layers of width 8192
};

// The block type llama.cpp picks for one tensor of a GGUF file type (no importance matrix).
std::string ggufTensorType(const std::string& ftype, Tensor t, std::int64_t layer,
                           const ModelTraits& m)
{
    std::string base = ggufBaseType(ftype); // not const, so that returning it moves
    if (t == Tensor::Norm || t == Tensor::Router)
        return "f32";
    if (ftype == "f16" || ftype == "bf16")
        return ftype;
    const bool iq12 = ftype == "iq2_xxs" || ftype == "iq2_xs" || ftype == "iq1_s"
        || ftype == "iq2_s" || ftype == "iq2_m" || ftype == "iq1_m";
    if (t == Tensor::Output) {
        if (ftype == "q8_0")
            return "q8_0";
        if (iq12 || ftype == "iq3_xxs")
            return "q5_k";
        return "q6_k";
    }
    if (t == Tensor::Embedding) {
        if (ftype == "iq2_xxs" || ftype == "iq2_xs" || ftype == "iq1_s" || ftype == "iq1_m")
            return "q2_k";
        if (ftype == "iq2_s" || ftype == "iq2_m" || ftype == "iq3_xxs")
            return "iq3_s";
        return base;
    }
    const std::int64_t n = m.layers;
    if (iq12) {
        const bool iq2s = ftype == "iq2_s" || ftype == "iq2_m";
        if (t == Tensor::AttnV)
            return m.gqa >= 4 || m.experts >= 4 ? "q4_k" : (iq2s ? "iq3_s" : "q2_k");
        if (t == Tensor::AttnK && m.experts == 8)
            return "q4_k";
        if (t == Tensor::FfnDown && layer < n / 8)
            return iq2s ? "iq3_s" : "q2_k";
        if (t == Tensor::AttnOutput) {
            if (m.experts == 8)
                return "q5_k";
            if (ftype == "iq1_s" || ftype == "iq1_m")
                return "iq2_xxs";
            if (iq2s)
                return "iq3_s";
        }
        return base;
    }
    std::string type = base;
    switch (t) {
    case Tensor::AttnV:
        if (ftype == "q2_k")
            type = m.gqa >= 4 ? "q4_k" : "q3_k";
        else if (ftype == "iq3_xxs")
            type = m.gqa >= 4 ? "q4_k" : "iq3_s";
        else if ((ftype == "iq3_xs" || ftype == "iq3_s") && m.gqa >= 4)
            type = "q4_k";
        else if (ftype == "iq3_m")
            type = "q4_k";
        else if (ftype == "q3_k_m")
            type = layer < 2 ? "q5_k" : "q4_k";
        else if (ftype == "q3_k_l")
            type = "q5_k";
        else if ((ftype == "iq4_nl" || ftype == "iq4_xs") && m.gqa >= 4)
            type = "q5_k";
        else if ((ftype == "q4_k_m" || ftype == "q5_k_m") && useMoreBits(layer, n))
            type = "q6_k";
        else if (ftype == "q4_k_s" && layer < 4)
            type = "q5_k";
        if (m.is70b && (type == "q3_k" || type == "q4_k"))
            type = "q5_k";
        if (m.experts == 8)
            type = "q8_0";
        return type;
    case Tensor::AttnK:
        if (m.experts == 8)
            return "q8_0";
        if (ftype == "iq3_xs")
            return "iq3_xxs";
        if (ftype == "iq3_xxs")
            return "iq2_s";
        return base;
    case Tensor::AttnQ:
        if (ftype == "iq3_xs")
            return "iq3_xxs";
        if (ftype == "iq3_xxs")
            return "iq2_s";
        return base;
    case Tensor::FfnDown:
        if (ftype == "q2_k")
            return "q3_k";
        if (ftype == "iq3_xxs")
            return layer < n / 8 ? "q4_k" : "q3_k";
        if (ftype == "q3_k_m")
            return layer < n / 16 ? "q5_k" : "q4_k";
        if (ftype == "iq3_m" && (layer < n / 8 || (m.experts == 8 && useMoreBits(layer, n))))
            return "q4_k";
        if (ftype == "q3_k_l")
            return "q5_k";
        if ((ftype == "q4_k_m" || ftype == "q5_k_m") && useMoreBits(layer, n))
            return "q6_k";
        if ((ftype == "iq4_nl" || ftype == "iq4_xs") && layer < n / 8)
            return "q5_k";
        if (ftype == "q4_k_s" && layer < n / 8)
            return "q5_k";
        return base;
    case Tensor::AttnOutput:
        if (m.experts == 8) {
            static const char* bumped[]
                = {"q2_k",   "iq3_xs", "iq3_xxs", "q3_k_s", "q3_k_m", "iq4_nl",
                   "q4_k_s", "q4_k_m", "iq3_s",   "iq3_m",  "iq4_xs"};
            for (const char* f : bumped)
                if (ftype == f)
                    return "q5_k";
            return base;
        }
        if (ftype == "q2_k")
            return "q3_k";
        if (ftype == "iq3_xxs")
            return "iq3_s";
        if (ftype == "q3_k_m" || ftype == "iq3_m")
            return "q4_k";
        if (ftype == "q3_k_l")
            return "q5_k";
        return base;
    case Tensor::FfnGate:
    case Tensor::FfnUp:
        if (ftype == "iq3_xs" && layer >= n / 8 && layer < 7 * n / 8)
            return "iq3_xxs";
        return base;
    default:
        return base;
    }
}

// Bits per weight of a tensor class at a non-GGUF format; `routed`: a routed expert's matrix.
double servingBits(const WeightScheme& scheme, Tensor t, bool routed, bool hasExperts)
{
    const WeightFormat format = scheme.format;
    const bool matrixInLayer
        = t != Tensor::Embedding && t != Tensor::Output && t != Tensor::Norm && t != Tensor::Router;
    if (format == WeightFormat::Fp32)
        return 32;
    if (!matrixInLayer)
        return 16; // embeddings, head, norms and routers stay 16-bit when the layers are quantised
    // gpt-oss quantises its experts alone (modules_to_not_convert: attention, router,
    // embeddings, head), as Kimi K2 Thinking its INT4 ones; a dense model every layer matrix.
    const bool expertsOnly = scheme.layers == QuantizedLayers::Experts
        || (scheme.layers == QuantizedLayers::Auto && format == WeightFormat::Mxfp4 && hasExperts);
    if (expertsOnly && !routed)
        return 16;
    const double group = std::max(1, scheme.groupSize);
    switch (format) {
    case WeightFormat::Fp8:
    case WeightFormat::Int8:
        return 8;
    case WeightFormat::AwqInt4:
    case WeightFormat::GptqInt4:
        return 4 + 20.0 / group; // an FP16 scale and a 4-bit zero point per group
    case WeightFormat::Int4:
        return 4 + 16.0 / group; // symmetric: the scale alone (compressed-tensors W4A16)
    case WeightFormat::Mxfp4:
        return 4 + 8.0 / 32; // an 8-bit power-of-two scale per block of 32 (OCP MX)
    case WeightFormat::Nvfp4:
        // An FP8 (E4M3) scale per block of 16 and one FP32 scale per tensor (ModelOpt).
        return 4 + 8.0 / 16;
    default:
        return 16;
    }
}

// Bytes and parameters per group, without allocating: the plan searches call this often.
struct Accumulator
{
    double groupBytes[GroupCount] = {};
    double groupParameters[GroupCount] = {};
    double bytes = 0;
    double parameters = 0;
    double routedBytes = 0; // the routed experts' share of bytes

    void add(Tensor t, double params, double bits)
    {
        const Group g = groupOf(t);
        groupParameters[g] += params;
        groupBytes[g] += params * bits / 8;
        bytes += params * bits / 8;
        parameters += params;
    }
};

} // namespace

double ggufTypeBits(const std::string& type)
{
    static const std::map<std::string, double> bits
        = {{"f32", 32},         {"f16", 16},      {"bf16", 16},       {"q8_0", 8.5},
           {"q6_k", 6.5625},    {"q5_k", 5.5},    {"q5_0", 5.5},      {"q5_1", 6},
           {"q4_k", 4.5},       {"q4_0", 4.5},    {"q4_1", 5},        {"q3_k", 3.4375},
           {"q2_k", 2.625},     {"iq4_xs", 4.25}, {"iq4_nl", 4.5},    {"iq3_s", 3.4375},
           {"iq3_xxs", 3.0625}, {"iq2_s", 2.5},   {"iq2_xs", 2.3125}, {"iq2_xxs", 2.0625},
           {"iq1_m", 1.75},     {"iq1_s", 1.5625}};
    const auto it = bits.find(type);
    return it == bits.end() ? 0.0 : it->second;
}

std::string ggufBaseType(const std::string& fileType)
{
    static const std::map<std::string, std::string> base = {
        {"q2_k", "q2_k"},       {"q3_k_s", "q3_k"},  {"q3_k_m", "q3_k"},     {"q3_k_l", "q3_k"},
        {"q4_k_s", "q4_k"},     {"q4_k_m", "q4_k"},  {"q5_k_s", "q5_k"},     {"q5_k_m", "q5_k"},
        {"q6_k", "q6_k"},       {"iq2_s", "iq2_xs"}, {"iq2_m", "iq2_s"},     {"iq3_xs", "iq3_s"},
        {"iq3_m", "iq3_s"},     {"iq3_s", "iq3_s"},  {"iq3_xxs", "iq3_xxs"}, {"iq2_xs", "iq2_xs"},
        {"iq2_xxs", "iq2_xxs"}, {"iq1_s", "iq1_s"},  {"iq1_m", "iq1_m"},     {"iq4_xs", "iq4_xs"},
        {"iq4_nl", "iq4_nl"}};
    const auto it = base.find(fileType);
    return it == base.end() ? fileType : it->second;
}

WeightScheme weightScheme(const InferenceSpec& inference)
{
    return {inference.weights, inference.weightGroupSize, inference.quantizedLayers};
}

ServedWeights servedWeights(const Architecture& a, WeightFormat format, int tp, int pp,
                            EmbeddingSplit split)
{
    return servedWeights(a, WeightScheme{format, 128, QuantizedLayers::Auto}, tp, pp, split);
}

ServedWeights servedWeights(const Architecture& a, const WeightScheme& scheme, int tp, int pp,
                            EmbeddingSplit split)
{
    const WeightFormat format = scheme.format;
    const bool gguf = isGguf(format);
    const std::string ftype = ggufFileType(format);
    ModelTraits traits;
    traits.layers = a.layers;
    traits.gqa = a.kvHeads > 0 ? std::max<std::int64_t>(1, a.heads / a.kvHeads) : 1;
    traits.experts = a.experts;
    traits.is70b = a.layers == 80 && a.hidden == 8192;
    auto bitsOf = [&](Tensor t, std::int64_t layer, bool routed = false) {
        return gguf ? ggufTypeBits(ggufTensorType(ftype, t, layer, traits))
                    : servingBits(scheme, t, routed, a.isMoe());
    };

    const double h = static_cast<double>(a.hidden);
    const double t = tp;
    const ParameterCount count = countParameters(a);
    const std::int64_t perStage = (a.layers + pp - 1) / pp;

    // One pipeline stage: layers [first, last), with the embedding and/or the head.
    auto stage = [&](std::int64_t first, std::int64_t last, bool embedding, bool head) {
        Accumulator acc;
        // Engines keep the vision encoder in 16 bits whatever the language model's format
        // (vLLM loads it unquantised; llama.cpp from its own F16 mmproj file), split by TP.
        if (embedding && count.vision > 0)
            acc.add(Tensor::Vision, static_cast<double>(count.vision) / t,
                    format == WeightFormat::Fp32 ? 32.0 : 16.0);
        if (embedding) {
            const double rows = static_cast<double>(count.inputEmbedding);
            acc.add(Tensor::Embedding, split == EmbeddingSplit::VocabParallel ? rows / t : rows,
                    bitsOf(Tensor::Embedding, 0));
        }
        if (head) {
            if (count.outputHead > 0) // untied, or a tied head's bias alone
                acc.add(Tensor::Output, static_cast<double>(count.outputHead) / t,
                        bitsOf(Tensor::Output, 0));
            acc.add(Tensor::Norm, static_cast<double>(count.finalNorm), bitsOf(Tensor::Norm, 0));
        }
        for (std::int64_t i = first; i < last; ++i) {
            const bool moe = a.isMoeLayer(i);
            const LayerParameters& layer = moe ? count.moeLayer : count.denseLayer;
            if (a.hasMixer(i) && a.isLinearAttentionLayer(i)) {
                // A linear mixer: its projections split by TP; convolution, decay and norm small.
                // A single Mamba-2 group's B and C (in_proj's columns, the convolution's
                // channels) stay whole on every rank (vLLM's MambaMixer2).
                const double matrices = static_cast<double>(count.linearMixerMatrices);
                const double whole = a.linearMixer == LinearMixer::Mamba2 && a.linearKeyHeads == 1
                    ? 2.0 * static_cast<double>(a.linearKeyHeadDim) * (1.0 - 1.0 / t)
                    : 0.0;
                const double conv
                    = static_cast<double>(a.linearConvKernel + (a.linearConvBias ? 1 : 0));
                acc.add(Tensor::AttnOther, matrices / t + whole * h, bitsOf(Tensor::AttnOther, i));
                acc.add(Tensor::Norm,
                        (static_cast<double>(count.linearMixer) - matrices) / t + whole * conv,
                        bitsOf(Tensor::Norm, i));
            }
            // Attention, unless a layer pattern's MLP or expert block or a linear mixer in its
            // place (Falcon-H1 runs both).
            const bool attends = a.attendsAt(i);
            if (attends && a.isMla()) {
                // The down-projections into the query and key-value latents (q_a_proj,
                // kv_a_proj_with_mqa) and their norms stay whole on every rank: vLLM's and
                // SGLang's DeepseekV2Attention build them as ReplicatedLinear. So does
                // DeepSeek-V3.2's indexer (vLLM's Indexer: "no tensor parallel, just
                // replicated"). The rest splits.
                double whole = h * static_cast<double>(a.qLoraRank)
                    + static_cast<double>(a.qLoraRank)
                    + h * static_cast<double>(a.kvLoraRank + a.ropeHeadDim)
                    + static_cast<double>(a.kvLoraRank);
                if (a.hasIndexer())
                    whole += static_cast<double>(a.qLoraRank * a.indexHeads * a.indexHeadDim
                                                 + a.hidden * a.indexHeadDim + 2 * a.indexHeadDim
                                                 + a.hidden * a.indexHeads);
                const double attention = static_cast<double>(layer.attention);
                acc.add(Tensor::AttnOther, whole + (attention - whole) / t,
                        bitsOf(Tensor::AttnOther, i));
            } else if (attends) {
                const double q = static_cast<double>(a.heads * a.headDim);
                // KV heads are replicated when TP exceeds them.
                const double kvPerGpu = std::max(1.0, static_cast<double>(a.kvHeads) / t)
                    * static_cast<double>(a.headDim);
                const double gate = a.attentionOutputGate ? h * q : 0.0; // inside q_proj
                const double matrices
                    = 2 * h * q + gate + 2 * h * static_cast<double>(a.kvHeads * a.headDim);
                acc.add(Tensor::AttnQ, (h * q + gate) / t, bitsOf(Tensor::AttnQ, i));
                acc.add(Tensor::AttnK, h * kvPerGpu, bitsOf(Tensor::AttnK, i));
                acc.add(Tensor::AttnV, h * kvPerGpu, bitsOf(Tensor::AttnV, i));
                acc.add(Tensor::AttnOutput, q * h / t, bitsOf(Tensor::AttnOutput, i));
                // Biases and q/k norms, small, in full precision.
                acc.add(Tensor::Norm, (static_cast<double>(layer.attention) - matrices) / t,
                        bitsOf(Tensor::Norm, i));
            }
            // MLP matrices: the gated ones split into gate, up and down; experts by EP = TP. The
            // routed experts apart, as some formats quantise them alone.
            auto addMlp = [&](double parameters, bool routed) {
                const double mlp = parameters / t;
                const double down = a.gatedMlp ? mlp / 3 : mlp / 2;
                auto add = [&](Tensor tensor) {
                    const double bits = bitsOf(tensor, i, routed);
                    acc.add(tensor, down, bits);
                    if (routed)
                        acc.routedBytes += down * bits / 8;
                };
                if (a.gatedMlp)
                    add(Tensor::FfnGate);
                add(Tensor::FfnUp);
                add(Tensor::FfnDown);
            };
            if (a.hasMlp(i))
                addMlp(static_cast<double>(layer.denseMlp + layer.sharedExperts), false);
            if (layer.routedExperts > 0)
                addMlp(static_cast<double>(layer.routedExperts), true);
            if (moe)
                acc.add(Tensor::Router, static_cast<double>(layer.router),
                        bitsOf(Tensor::Router, i));
            acc.add(Tensor::Norm, static_cast<double>(layer.norms), bitsOf(Tensor::Norm, i));
        }
        return acc;
    };

    // The busiest stage: the first holds the embedding, the last the head, and a middle one may
    // hold more MoE layers (DeepSeek's first layers are dense).
    Accumulator busiest = stage(0, std::min(perStage, a.layers), true, pp == 1);
    for (int k = 1; k < pp; ++k) {
        const std::int64_t first = std::min(a.layers, k * perStage);
        Accumulator next = stage(first, std::min(a.layers, first + perStage), false, k == pp - 1);
        if (next.bytes > busiest.bytes)
            busiest = next;
    }
    ServedWeights result;
    result.bytes = busiest.bytes;
    result.routedExpertBytes = busiest.routedBytes;
    result.notReadPerToken = busiest.groupBytes[VisionEncoder]
        + (a.tiedEmbeddings ? 0.0 : busiest.groupBytes[Embedding]);
    result.parameters = busiest.parameters;
    // A total given in the scenario scales every part alike.
    double scale = 1;
    if (a.parametersOverride && count.total() > 0) {
        scale = *a.parametersOverride / static_cast<double>(count.total());
        result.routedExpertBytes *= scale;
        result.notReadPerToken *= scale;
        result.bytes *= scale;
        result.parameters *= scale;
    }
    result.bitsPerWeight = result.parameters > 0 ? result.bytes * 8 / result.parameters : 0;
    // GGUF files carry the tokenizer and metadata and pad tensors to 32 bytes; GPTQ keeps an
    // act-order index per input row: up to 2% more than the tensors.
    const bool quantizedFile
        = gguf || format == WeightFormat::GptqInt4 || format == WeightFormat::AwqInt4;
    result.highBytes = result.bytes * (quantizedFile ? 1.02 : 1.0);
    for (int g = 0; g < GroupCount; ++g)
        if (busiest.groupParameters[g] > 0)
            result.groups.push_back(
                {kGroupIds[g], busiest.groupParameters[g] * scale, busiest.groupBytes[g] * scale});
    return result;
}

} // namespace gp
