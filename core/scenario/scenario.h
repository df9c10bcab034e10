#pragma once
// A scenario: everything a person states about a plan (gpu-planner.scenario/1). Parsing resolves
// catalog ids and model sources, so the estimator works on complete, validated values.
#include "common/range.h"
#include "hardware/catalog.h"
#include "model/architecture.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gp {

inline constexpr const char* kScenarioFormat = "gpu-planner.scenario/1";

enum class Workload { Training, Inference };

enum class ModelSourceKind { Preset, HfConfig, Architecture };

struct ModelSpec
{
    ModelSourceKind kind = ModelSourceKind::Architecture;
    std::string presetId;
    nlohmann::json source; // the hf_config or architecture object as written
    nlohmann::json overrides; // architecture keys written beside the source
    Architecture architecture; // the resolved result
};

struct HardwareSpec
{
    std::string gpuId; // catalog id, or "custom"
    GpuSpec gpu;
    int gpusPerNode = 1;
    int nodes = 1;
    LinkSpec intraNodeLink;
    LinkSpec interNodeLink;
    bool intraNodeLinkGiven = false;
    bool interNodeLinkGiven = false;
    std::string cpuId; // optional CPU for the CPU path
    std::optional<CpuSpec> cpu;

    int totalGpus() const { return gpusPerNode * nodes; }
};

enum class TrainingMethod { Full, Lora, Qlora, Freeze };
enum class Precision { Bf16Mixed, Fp16Mixed, Fp32, Bf16Pure, Fp8Mixed };
enum class Optimizer { AdamW, AdamW8bit, Sgd, SgdMomentum, Lion, Adafactor };
// Full recomputation keeps each layer's input; Offload keeps it in host memory instead and
// brings it back for the layer's recomputation (Unsloth's "unsloth" gradient checkpointing).
enum class Recompute { None, Selective, Full, Offload };
// The attention kernel, which sets what a layer keeps for the backward pass: FlashAttention (a
// log-sum-exp per row), eager attention (the softmax of every score), or PyTorch's
// scaled_dot_product_attention on its math kernel (the 16-bit softmax, K and V at the query
// heads' count): what SDPA falls back to when no fused kernel takes its inputs, as with an
// explicit mask in PyTorch 2.0 (pytorch issue 97514). In attentionNames() order.
enum class Attention { Flash, Eager, SdpaMath };
// The stack that runs the training, which changes what it costs: kernels, overlap of parameter
// gathers and gradient reductions, the loss. Auto follows the method (Megatron-LM for full
// training, Hugging Face PEFT for adapters and freeze). In frameworkNames() order.
enum class Framework {
    Auto,
    Megatron,
    Torchtitan,
    Deepspeed,
    Fsdp,
    Hf,
    Torchtune,
    Unsloth,
    LlamaFactory
};

// In qloraFormatNames() order.
enum class QloraFormat { Bitsandbytes, Gptq };

// How the loss is computed over the vocabulary, which sets the last stage's logits memory. Auto
// follows the framework (framework_memory.h). In lossNames() order.
enum class Loss {
    Auto,
    FullLogits, // 16-bit logits, an FP32 copy and FP32 log-softmax (PyTorch cross_entropy)
    Fused, // a fused vocabulary-parallel cross entropy on FP32 logits (Megatron)
    Chunked, // the head and the loss in chunks of tokens (torchtune, LitGPT)
    FusedLinear, // the head fused with the loss: logits never whole (Cut Cross Entropy, Liger)
    FullLogits16 // cross entropy on the model's 16-bit logits, no FP32 copy (Qwen-1, DeepSpeed)
};

// When the data-parallel gradients are reduced under gradient accumulation. Auto follows the
// framework (framework_memory.h). OncePerStep skips the reduction on all but the last
// micro-batch (FSDP's no_sync) and so holds whole, unsharded gradients until the step. In
// gradientReductionNames() order.
enum class GradientReduction { Auto, EachMicroBatch, OncePerStep };

// How the optimizer's update runs over the parameters, which sets the temporaries of its step
// (framework_memory.h). Fused: fused kernels without temporaries of any size (torch
// fused=True, Apex / Transformer Engine / DeepSpeed FusedAdam, bitsandbytes). Foreach: PyTorch's
// multi-tensor path, which builds Adam's sqrt(v) for every parameter at once. In
// optimizerKernelNames() order.
enum class OptimizerKernel { Fused, Foreach };

// Whether every batch has the same shape (packed, or padded to seq_len) or batches are padded
// only to their longest sample, so the shapes change from step to step. In
// sequenceLengthsNames() order.
enum class SequenceLengths { Fixed, Varying };

struct TrialRun
{
    double stepTimeS = 0;
    int gpus = 0;
    int microBatch = 0;
    std::int64_t globalBatch = 0;
    std::int64_t seqLen = 0;
    std::optional<double> peakMemoryGib;
};

// Cleaning and tokenising the corpus: CPU work before (or beside) training, never GPU-hours.
struct DataPrep
{
    std::optional<double> hours; // measured or planned wall-clock hours
    int cpuCores = 0; // else: cores tokenising in parallel ...
    std::optional<double> tokensPerCoreS; // ... at this rate (default: a published band)
};

struct TrainingSpec
{
    TrainingMethod method = TrainingMethod::Full;
    Precision precision = Precision::Bf16Mixed;
    bool fp32GradAccumulation = false;
    Optimizer optimizer = Optimizer::AdamW;
    int zeroStage = 0;
    bool offloadOptimizer = false;
    bool offloadParams = false;
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int ep = 1;
    int dp = 1; // derived from the GPU count unless given
    bool dpGiven = false;
    int shardGroup = 0; // ZeRO/FSDP sharding group; 0 = all of dp (HSDP when smaller)
    bool sequenceParallel = false;
    int virtualStages = 1;
    int microBatch = 1;
    std::int64_t globalBatch = 0; // sequences per optimizer step; derived when 0
    bool globalBatchGiven = false; // else micro_batch x dp (the plan search keeps it fixed)
    std::int64_t seqLen = 4096;
    // Layers of the first and the last pipeline stage when they differ from the even split (0:
    // even); pipelineSplit() applies them.
    std::int64_t firstStageLayers = 0;
    std::int64_t lastStageLayers = 0;
    Recompute recompute = Recompute::None;
    Attention attention = Attention::Flash;
    Framework framework = Framework::Auto;
    Loss loss = Loss::Auto;
    GradientReduction gradientReduction = GradientReduction::Auto;
    // Adapters only: the frozen base weights get gradients too, as when FSDP wraps them in one
    // unit with the adapters (use_orig_params=True).
    bool frozenWeightGradients = false;
    // LoRA only: the frozen base as loaded, in FP32 (from_pretrained without torch_dtype), under
    // mixed precision that computes in 16 bits. DeepSpeed casts it to 16 bits when it starts.
    bool fp32Base = false;
    OptimizerKernel optimizerKernel = OptimizerKernel::Fused;
    SequenceLengths sequenceLengths = SequenceLengths::Fixed;
    double loraAlpha = 16;
    std::vector<std::string> loraTargets;
    int qloraBits = 4;
    // The QLoRA base's quantisation: bitsandbytes (NF4 or LLM.int8), or a GPTQ checkpoint with
    // a 16-bit scale and a zero point per group of weights.
    QloraFormat qloraFormat = QloraFormat::Bitsandbytes;
    int qloraGroupSize = 128;
    bool qloraDoubleQuant = true;
    // DeepSpeed ZeRO-1/2: whether reductions overlap the backward pass (a second bucket).
    bool overlapComm = false;
    // Whether each quantised layer keeps its input for the backward pass: bitsandbytes' 8-bit
    // layers always do, its 4-bit layers did before 0.43.2. Unset: follows the bits.
    std::optional<bool> qloraKeepsInputs;
    // Whether the embedding, head and norms of a QLoRA base are upcast to FP32, as PEFT's
    // prepare_model_for_kbit_training leaves them. Unset: follows the framework.
    std::optional<bool> qloraUpcast;
    // Whether recomputation goes through PyTorch's reentrant checkpoint (the forward pass without
    // autograd) rather than the non-reentrant one (saved-tensor hooks). Unset: follows the
    // framework (framework_memory.h).
    std::optional<bool> reentrantCheckpointing;
    int trainableLayers = 2; // freeze method: the last n layers are trained
    int loraRank = 8;
    // DeepSpeed ZeRO-1/2: elements of a gradient-reduction bucket (unset: the framework's
    // default, framework_memory.h).
    std::optional<double> reduceBucketSize;
    std::optional<double> tokens;
    std::optional<Range> mfu;
    std::optional<TrialRun> trial;
    std::optional<DataPrep> dataPrep;
};

enum class Engine { Vllm, Sglang, TrtLlm, LmDeploy, LlamaCpp, Generic };
// vLLM's engine: V1 (the default since 0.8, the only one from 0.11) or the older V0. Their memory
// profiles differ (docs/inference.md, "Engine budgets"). In engineVersionNames() order.
enum class EngineVersion { V1, V0 };
// TensorRT-LLM's runtime: the PyTorch backend (the default since 1.0) or a built TensorRT engine
// (trtllm-build; the default up to 0.19), whose C++ runtime allocates its decoder's buffers for
// max_batch_size sequences before the KV cache. In trtllmBackendNames() order.
enum class TrtllmBackend { Pytorch, Tensorrt };
enum class Device { Gpu, Cpu };
// The KV cache's element type: the activations' (auto), FP8, or llama.cpp's block formats. In
// kvCacheDtypeNames() order.
enum class KvDtype { Auto, Fp8, Q8_0, Q4_0 };

// Weights as served: 16/32-bit, FP8 or INT8 with per-channel scales, AWQ/GPTQ 4-bit, the
// microscaled 4-bit floats (MXFP4 as gpt-oss ships its experts, NVFP4 as NVIDIA's ModelOpt
// checkpoints), or a GGUF file type (llama.cpp). In weightFormatNames() order.
enum class WeightFormat {
    Bf16,
    Fp16,
    Fp32,
    Fp8,
    Int8,
    AwqInt4,
    GptqInt4,
    Int4, // 4-bit integers, a 16-bit scale per group, no zero points (compressed-tensors W4A16)
    Mxfp4,
    Nvfp4,
    GgufF16,
    GgufBf16,
    GgufQ8_0,
    GgufQ6K,
    GgufQ5KM,
    GgufQ5KS,
    GgufQ5_0,
    GgufQ5_1,
    GgufQ4KM,
    GgufQ4KS,
    GgufQ4_0,
    GgufQ4_1,
    GgufQ3KL,
    GgufQ3KM,
    GgufQ3KS,
    GgufQ2K,
    GgufIq4Xs,
    GgufIq4Nl,
    GgufIq3M,
    GgufIq3S,
    GgufIq3Xs,
    GgufIq3Xxs,
    GgufIq2M,
    GgufIq2S,
    GgufIq2Xs,
    GgufIq2Xxs,
    GgufIq1M,
    GgufIq1S
};

struct Companion
{
    std::string name;
    double memoryGib = 0;
};

struct InferenceTargets
{
    std::optional<double> ttftMs;
    std::optional<double> tpotMs;
    std::optional<double> requestsPerS;
};

// Which weights a quantised format covers. Auto: every layer matrix, except MXFP4 on an MoE
// model, which quantises the routed experts alone (as gpt-oss ships). In
// quantizedLayersNames() order.
enum class QuantizedLayers { Auto, All, Experts };

struct InferenceSpec
{
    Engine engine = Engine::Vllm;
    EngineVersion engineVersion = EngineVersion::V1;
    TrtllmBackend trtllmBackend = TrtllmBackend::Pytorch;
    WeightFormat weights = WeightFormat::Bf16;
    int weightGroupSize = 128; // weights per scale of the integer 4-bit formats
    QuantizedLayers quantizedLayers = QuantizedLayers::Auto;
    KvDtype kvCacheDtype = KvDtype::Auto;
    std::optional<double> memoryUtilization;
    std::int64_t maxModelLen = 0; // 0: the model's max_position
    std::int64_t maxNumBatchedTokens = 0; // the engine's prefill chunk; 0: its default
    // The most sequences the engine runs at once (vLLM's max_num_seqs, SGLang's
    // max_running_requests, TensorRT-LLM's and LMDeploy's max_batch_size); 0: its default.
    int maxNumSeqs = 0;
    // Not a scenario field: llama.cpp's parallel slots (-np) of each server, set by the estimate
    // to a server's share of the peak in the fleet as entered; 0: peak_concurrency.
    int llamaCppSlots = 0;
    std::int64_t promptTokens = 512; // the text of a typical request, as entered
    std::int64_t outputTokens = 256;
    int imagesPerRequest = 0;
    std::int64_t imageTokens = 0; // the images' prompt tokens: imagesPerRequest x the model's
    // The prompt as the engine sees it: the text and the images' tokens.
    std::int64_t prompt() const { return promptTokens + imageTokens; }
    int peakConcurrency = 1;
    int tp = 1;
    int pp = 1;
    // "tp": "auto": tp (and pp, unless the file gives it) were chosen by the planner
    // (inference/serving_split.h) after parsing; tp and pp hold the choice.
    bool tpAuto = false;
    bool ppGiven = false;
    Device device = Device::Gpu;
    std::vector<Companion> companions;
    InferenceTargets targets;
};

enum class Billing { PerSecond, Hourly, Daily, Monthly, Reserved };

struct PricingSpec
{
    std::optional<double> gpuHour;
    std::string currency = "USD";
    Billing billing = Billing::Hourly;
    double minimumHours = 0;
    std::optional<double> apiInputPerMillion;
    std::optional<double> apiOutputPerMillion;
    // Set when gpuHour (and what the scenario left out of currency, billing and minimum) came
    // from the catalog's price for the scenario's GPU rather than from the file.
    std::optional<PriceSpec> fromCatalog;
};

// The data centre the cluster goes into: how much power a rack may draw, how much the building
// adds (PUE), and what a kWh costs. Defaults and their sources: docs/sizing-sheet.md.
struct FacilitySpec
{
    double rackKw = 40; // power one rack may draw
    double pue = 1.58; // facility energy / IT energy
    std::optional<double> electricityPerKwh; // in pricing.currency
    // The time a whole training checkpoint may take to write to shared storage (training stops
    // while it is written): sets the storage bandwidth the sheet asks for.
    double checkpointMinutes = 5;
};

// One vendor's quote for one item of the bill of materials.
struct Quote
{
    std::optional<double> unitPrice; // in PurchaseSpec::currency
    std::string vendor;
    std::string date; // YYYY-MM-DD
};

// What buying the cluster costs: the quotes for what the bill of materials counts, and what
// owning it costs a year beside its energy. Nothing here is a default price: an item without a
// quote is named as not priced. Rules: docs/sizing-sheet.md, "Cost of ownership".
struct PurchaseSpec
{
    std::string currency; // the quotes' currency; empty: pricing.currency
    // Keyed by quoteItemNames(): "server", "switch", "cable", "switch_transceiver",
    // "server_transceiver".
    std::map<std::string, Quote> quotes;
    // Units of the quotes' currency one unit of pricing.currency buys, and when it was read.
    std::optional<double> exchangeRate;
    std::string exchangeRateDate;
    std::optional<double> supportPerYear; // a share of the capital cost, each year
    std::optional<double> spacePerRackMonth; // colocation: one rack for one month
    int years = 3; // the term of ownership compared with renting
};

// Who asks for the purchase and why: printed in the sheet's approval block.
struct RequestSpec
{
    std::string requester;
    std::string department;
    std::string purpose;
    std::string budgetHolder;
    std::string approver;
};

struct Scenario
{
    std::string name;
    Workload workload = Workload::Training;
    ModelSpec model;
    HardwareSpec hardware;
    TrainingSpec training;
    InferenceSpec inference;
    bool hasTraining = false; // the file had a "training" section
    bool hasInference = false; // the file had an "inference" section
    PricingSpec pricing;
    FacilitySpec facility;
    PurchaseSpec purchase;
    RequestSpec request;
    bool hasPricing = false;
};

// Names used in the file format, in the order they are documented.
const std::vector<std::string>& trainingMethodNames();
const std::vector<std::string>& precisionNames();
const std::vector<std::string>& optimizerNames();
const std::vector<std::string>& recomputeNames();
const std::vector<std::string>& attentionNames();
const std::vector<std::string>& frameworkNames();
// The framework a scenario trains with: the one it names, else the method's usual one.
Framework resolvedFramework(const TrainingSpec& training);
const std::string& frameworkName(Framework framework);
const std::vector<std::string>& lossNames();
const std::vector<std::string>& qloraFormatNames();
const std::vector<std::string>& gradientReductionNames();
const std::vector<std::string>& optimizerKernelNames();
const std::vector<std::string>& sequenceLengthsNames();
const std::vector<std::string>& quantizedLayersNames();
// Full or offloaded recomputation: only each layer's input is kept between the passes.
inline bool recomputesLayers(Recompute recompute)
{
    return recompute == Recompute::Full || recompute == Recompute::Offload;
}
const std::vector<std::string>& engineNames();
const std::vector<std::string>& engineVersionNames();
const std::vector<std::string>& trtllmBackendNames();
const std::vector<std::string>& billingNames();
// The items a purchase quote is given for (PurchaseSpec::quotes), in the order documented.
const std::vector<std::string>& quoteItemNames();
const std::vector<std::string>& weightFormatNames();
// The file format's name of a weight format ("awq-int4", "gguf-q4_k_m").
const std::string& weightFormatName(WeightFormat format);
// A GGUF file type, and its llama.cpp name ("q4_k_m"); empty for the others.
bool isGguf(WeightFormat format);
std::string ggufFileType(WeightFormat format);
const std::vector<std::string>& kvCacheDtypeNames();
// The file format's name of a KV dtype ("fp8").
const std::string& kvDtypeName(KvDtype dtype);
const std::vector<std::string>& loraTargetNames();

} // namespace gp
