// Weights, gradients and optimizer states of the first pipeline stage.
//
// Mixed-precision Adam keeps 2 bytes of 16-bit weights, 2 of gradients (4 with FP32 gradient
// accumulation) and 12 of optimizer state (FP32 master weights, first and second moments) per
// parameter: 16 (18) bytes (Rajbhandari et al. 2020, "ZeRO", section 3.1). ZeRO stage 1 shards
// the optimizer states over the data-parallel group, stage 2 also the gradients, stage 3 also
// the weights.
#include "training/framework_memory.h"
#include "training/memory_internal.h"

#include <algorithm>
#include <string>

namespace gp::training {
namespace {

bool isMixed(Precision p)
{
    return p == Precision::Bf16Mixed || p == Precision::Fp16Mixed || p == Precision::Fp8Mixed;
}

// Bytes of optimizer moments per trainable parameter (without the FP32 master copy).
Range momentBytes(Optimizer optimizer, Precision precision, bool adapters, double hidden)
{
    // In pure BF16 the moments take the parameters' type: PyTorch's optimizers create them with
    // torch.zeros_like(param) (torch/optim/adamw.py, _init_group), fused or not. LoRA adapters
    // stay FP32 (PEFT's autocast_adapter_dtype), and so do their moments.
    const double scale = precision == Precision::Bf16Pure && !adapters ? 0.5 : 1.0;
    switch (optimizer) {
    case Optimizer::AdamW:
        return Range::exactly(8 * scale);
    case Optimizer::AdamW8bit:
        // One byte per moment plus an FP32 scale per 2048-value block for each (bitsandbytes).
        return Range::exactly(2 + 8.0 / 2048);
    case Optimizer::Sgd:
        return Range::exactly(0);
    case Optimizer::SgdMomentum:
        return Range::exactly(4 * scale);
    case Optimizer::Lion:
        return Range::exactly(4 * scale); // one moment
    case Optimizer::Adafactor: {
        // Factored second moment: a row and a column vector per matrix, ~8/h bytes a parameter;
        // the high bound adds a first moment (beta1 set).
        const double factored = 8.0 / hidden;
        return {factored, factored, factored + 4};
    }
    }
    return Range::exactly(8);
}

const char* optimizerLabel(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return "AdamW moments (m, v)";
    case Optimizer::AdamW8bit:
        return "8-bit AdamW moments";
    case Optimizer::Sgd:
        return "SGD (no state)";
    case Optimizer::SgdMomentum:
        return "SGD momentum";
    case Optimizer::Lion:
        return "Lion momentum";
    case Optimizer::Adafactor:
        return "Adafactor factored moments";
    }
    return "optimizer states";
}

} // namespace

// NF4 with one FP32 absmax per 64 weights, or with double quantisation an 8-bit absmax plus one
// FP32 constant per 256 blocks (Dettmers et al. 2023); 8-bit LLM.int8 with an FP32 scale per row.
double qloraBytesPerWeight(const TrainingSpec& t, double hidden)
{
    // GPTQ (auto-gptq's QuantLinear): the packed values, and per group of weights of an output
    // column a 16-bit scale and a zero point of the same width as the values.
    if (t.qloraFormat == QloraFormat::Gptq) {
        const double packed = t.qloraBits / 8.0;
        return packed + (2 + packed) / t.qloraGroupSize;
    }
    if (t.qloraBits == 8)
        return 1.0 + 4.0 / hidden;
    return t.qloraDoubleQuant ? 0.5 + 1.0 / 64 + 4.0 / (64 * 256) : 0.5 + 4.0 / 64;
}

double qloraPackedBytesPerWeight(const TrainingSpec& t)
{
    return t.qloraBits / 8.0;
}

bool loraTargets(const TrainingSpec& t, const std::string& linear)
{
    const bool attention = linear == "q_proj" || linear == "k_proj" || linear == "v_proj"
        || linear == "o_proj" || linear == "qkv_proj";
    for (const auto& target : t.loraTargets) {
        if (target == linear || target == "all-linear")
            return true;
        if (target == "attention" && attention)
            return true;
        if (target == "mlp" && !attention)
            return true;
        if (target == "qkv_proj"
            && (linear == "q_proj" || linear == "k_proj" || linear == "v_proj"))
            return true;
        if (target == "gate_up_proj" && (linear == "gate_proj" || linear == "up_proj"))
            return true;
    }
    return false;
}

void addModelStates(const Scenario& scenario, const StageParameters& params,
                    const TrainingLayout& layout, TrainingMemory& memory)
{
    const TrainingSpec& t = scenario.training;
    const double hidden = static_cast<double>(scenario.model.architecture.hidden);
    const bool adapters = t.method == TrainingMethod::Lora || t.method == TrainingMethod::Qlora;
    const double S = layout.shardGroup;
    const double Se = layout.expertShardGroup;
    const double denseParams = params.dense + params.replicated;
    const double expertParams = params.experts;
    // Parameters of each group after sharding by ZeRO at a given stage.
    auto share = [&](double dense, double experts, bool sharded) {
        return sharded ? dense / S + experts / Se : dense + experts;
    };
    auto shardNote
        = [&] { return " / " + num(S) + (expertParams > 0 ? " (experts / " + num(Se) + ")" : ""); };

    // Weights
    const bool weightsSharded = t.zeroStage >= 3;
    const double weightBytes = t.precision == Precision::Fp32 ? 4.0 : 2.0;
    // A QLoRA base's quantisation constants stay on every GPU, sharded or offloaded or not.
    const bool qlora = t.method == TrainingMethod::Qlora;
    // A GPTQ base's weights are buffers (auto-gptq's QuantLinear): whole on every GPU, as the
    // constants are.
    const bool gptq = qlora && t.qloraFormat == QloraFormat::Gptq;
    const double constantBytes = qlora ? params.quantizable
            * (qloraBytesPerWeight(t, hidden) - (gptq ? 0.0 : qloraPackedBytesPerWeight(t)))
                                       : 0.0;
    if (t.offloadParams) {
        memory.weights.add("weights.offloaded", Range::exactly(constantBytes), [&] {
            return std::string("parameters live in CPU memory (ZeRO-3 offload); see overhead for "
                               "the gather buffer")
                + (qlora ? "; " + std::string(gptq ? "the GPTQ base" : "the quantisation constants")
                           + " of " + num(params.quantizable) + " linear weights stays on the GPU"
                         : std::string());
        });
    } else if (qlora) {
        const double packed = gptq ? 0.0 : qloraPackedBytesPerWeight(t);
        const double quantized = share(params.quantizable, 0, weightsSharded);
        const double other
            = share(denseParams + expertParams - params.quantizable, 0, weightsSharded);
        memory.weights.add(
            "weights.quantized_base", Range::exactly(quantized * packed + constantBytes), [&] {
                if (gptq)
                    return num(params.quantizable) + " linear weights x "
                        + num(constantBytes / std::max(1.0, params.quantizable))
                        + " B (GPTQ base, buffers whole on every GPU)";
                return num(quantized) + " linear weights x " + num(packed) + " B ("
                    + std::to_string(t.qloraBits) + "-bit base) + " + num(constantBytes)
                    + " B of constants" + (weightsSharded ? ", whole on every GPU" : "");
            });
        if (qloraUpcast(t)) {
            memory.weights.add("weights.unquantized", Range::exactly(other * 4), [&] {
                return num(other)
                    + " embedding, head and norm parameters x 4 B (upcast to FP32, "
                      "training.qlora_upcast)";
            });
        } else {
            // A tool that upcasts them without saying so: the high bound.
            memory.weights.add("weights.unquantized", Range{other * 2, other * 2, other * 4}, [&] {
                return num(other)
                    + " embedding, head and norm parameters x 2 B (4 B if "
                      "upcast to FP32)";
            });
        }
    } else {
        const double n = share(denseParams, expertParams, weightsSharded);
        const double baseBytes = fp32BaseHeld(t) ? 4.0 : weightBytes;
        Range bytes = Range::exactly(n * baseBytes);
        const bool fp8 = t.precision == Precision::Fp8Mixed;
        // Transformer Engine may cache FP8 copies of the linear weights next to the BF16 ones.
        if (fp8)
            bytes.high += share(params.quantizable, 0, weightsSharded);
        memory.weights.add(adapters ? "weights.frozen_base" : "weights.parameters", bytes, [&] {
            return num(denseParams + expertParams) + " parameters"
                + (weightsSharded ? shardNote() : "") + " x " + num(baseBytes) + " B"
                + (fp32BaseHeld(t) ? " (the base as loaded, FP32)" : "")
                + (fp8 ? "; up to 1 B more per linear weight for cached FP8 copies" : "");
        });
    }
    if (adapters) {
        const double n = share(params.adapters, 0, weightsSharded);
        memory.weights.add("weights.adapters", Range::exactly(n * 4), [&] {
            return num(params.adapters) + " LoRA adapter parameters x 4 B (FP32)";
        });
    }

    // Gradients: only for what trains (and the frozen weights sharing an FSDP unit with it).
    // Sharded from ZeRO-2 on, unless the reduction waits for the step: FSDP's no_sync keeps
    // them whole in the 16-bit compute type until then.
    const bool wholeUntilStep = holdsWholeGradients(t, layout.microBatchesPerStep);
    const bool gradShare = t.zeroStage >= 2 && !wholeUntilStep;
    auto gradNote = [&] {
        if (wholeUntilStep)
            return ", held whole over " + num(static_cast<double>(layout.microBatchesPerStep))
                + " micro-batches (reduced once per step)";
        return gradShare ? shardNote() : std::string();
    };
    if (adapters) {
        const double n = share(params.adapters, 0, gradShare);
        memory.gradients.add("gradients.adapters", Range::exactly(n * 4), [&] {
            return num(params.adapters) + " adapter parameters" + gradNote() + " x 4 B (FP32)";
        });
        if (t.frozenWeightGradients) {
            // PyTorch's FSDP docs: a unit mixing frozen and trainable parameters allocates the
            // gradient of all of them (use_orig_params=True); LitGPT issue 1417. The gradient
            // has the stored weights' type and size: 16-bit, or QLoRA's packed storage; an FP32
            // base's shard gradient FP32, while whole ones stay in the 16-bit compute type.
            const double base = denseParams + expertParams;
            const double stored = t.method == TrainingMethod::Qlora
                ? params.quantizable
                        * (t.qloraFormat == QloraFormat::Gptq ? 0.0 : qloraPackedBytesPerWeight(t))
                    + (base - params.quantizable) * 2
                : base * (fp32BaseHeld(t) && !wholeUntilStep ? 4.0 : weightBytes);
            const double bytes = gradShare ? stored / S : stored;
            memory.gradients.add("gradients.frozen_base", Range::exactly(bytes), [&] {
                return num(base) + " frozen parameters" + gradNote()
                    + " (FSDP units shared with the adapters give them gradients too)";
            });
        }
    } else {
        const double f = params.trainableFraction;
        const double n = share(denseParams * f, expertParams * f, gradShare);
        const double gradBytes
            = (t.precision == Precision::Fp32 || t.fp32GradAccumulation) ? 4.0 : 2.0;
        memory.gradients.add("gradients.parameters", Range::exactly(n * gradBytes), [&] {
            return num((denseParams + expertParams) * f) + " trainable parameters" + gradNote()
                + " x " + num(gradBytes) + " B"
                + (t.fp32GradAccumulation ? " (FP32 accumulation)" : "");
        });
    }

    // Optimizer: FP32 master weights (mixed precision) and the optimizer's moments.
    const bool optShare = t.zeroStage >= 1;
    const double trainable = adapters ? share(params.adapters, 0, optShare)
                                      : share(denseParams * params.trainableFraction,
                                              expertParams * params.trainableFraction, optShare);
    const double trainableUnsharded
        = adapters ? params.adapters : (denseParams + expertParams) * params.trainableFraction;
    memory.layout.trainableShard = adapters ? share(params.adapters, 0, true)
                                            : share(denseParams * params.trainableFraction,
                                                    expertParams * params.trainableFraction, true);
    memory.layout.parameterShard = share(denseParams, expertParams, true);
    auto shardText = [&] { return optShare ? shardNote() : std::string(); };
    Range master = Range::exactly(0);
    if (!adapters && isMixed(t.precision))
        master = Range::exactly(trainable * 4);
    const Range moments = momentBytes(t.optimizer, t.precision, adapters, hidden) * trainable;
    if (t.offloadOptimizer) {
        memory.optimizer.add("optimizer.offloaded", Range::exactly(0), [] {
            return "optimizer states and master weights live in CPU memory (ZeRO-Offload)";
        });
        // The host also keeps FP32 gradients for the CPU optimizer step.
        memory.hostBytesPerNode
            += (master + moments + Range::exactly(trainable * 4)) * scenario.hardware.gpusPerNode;
    } else {
        if (master.expected > 0)
            memory.optimizer.add("optimizer.master_weights", master, [&] {
                return num(trainableUnsharded) + " parameters" + shardText()
                    + " x 4 B (FP32 master copy)";
            });
        memory.optimizer.add("optimizer.moments", moments, [&] {
            return num(trainableUnsharded) + " parameters" + shardText() + " x "
                + num(momentBytes(t.optimizer, t.precision, adapters, hidden).expected) + " B ("
                + optimizerLabel(t.optimizer) + ")";
        });
    }
    if (t.offloadParams)
        memory.hostBytesPerNode += Range::exactly(share(denseParams, expertParams, true)
                                                  * (fp32BaseHeld(t) ? 4.0 : weightBytes)
                                                  * scenario.hardware.gpusPerNode);
}

} // namespace gp::training

namespace gp {

// bitsandbytes' MatMul8bitLt saves A whenever A needs a gradient; MatMul4Bit did too until
// 0.43.2 (bitsandbytes PR 1270, July 2024), though its backward never reads it.
bool qloraKeepsInputs(const TrainingSpec& t)
{
    // A GPTQ layer keeps its dequantised weight instead (activations.cpp).
    const bool bitsandbytes = t.qloraFormat == QloraFormat::Bitsandbytes;
    return t.method == TrainingMethod::Qlora
        && t.qloraKeepsInputs.value_or(bitsandbytes && t.qloraBits == 8);
}

// from_pretrained without torch_dtype loads FP32 (transformers before v5), and PEFT's
// examples/sft/utils.py asks for FP32 unless a 4-bit base stores its weights in a float type.
// Autocast and FSDP's MixedPrecision compute in 16 bits but leave the stored (sharded) weights
// as loaded; DeepSpeed casts the module to its 16-bit type in deepspeed.initialize.
namespace {

bool fp32BaseAsked(const TrainingSpec& t)
{
    return t.method == TrainingMethod::Lora && t.fp32Base && training::isMixed(t.precision);
}

// The stacks that take the model as from_pretrained made it: the HF Trainer on one GPU or with
// DDP, and PyTorch FSDP. The HF Trainer shards through DeepSpeed, which casts the module when it
// starts, as Megatron does; torchtitan, torchtune, Unsloth and LLaMA-Factory load the weights in
// the compute type themselves.
bool keepsLoadedType(const TrainingSpec& t)
{
    const Framework f = resolvedFramework(t);
    return f == Framework::Fsdp || (f == Framework::Hf && t.zeroStage == 0);
}

} // namespace

bool fp32BaseHeld(const TrainingSpec& t)
{
    return fp32BaseAsked(t) && keepsLoadedType(t);
}

bool fp32BaseCast(const TrainingSpec& t)
{
    return fp32BaseAsked(t) && !keepsLoadedType(t);
}

bool fp32BaseCastPerMatmul(const TrainingSpec& t)
{
    return fp32BaseHeld(t) && resolvedFramework(t) == Framework::Hf;
}

namespace training {

void addAutocastWeightCopies(const Scenario& scenario, const StageParameters& params,
                             const TrainingLayout& layout, TrainingMemory& memory)
{
    const TrainingSpec& t = scenario.training;
    if (!fp32BaseCastPerMatmul(t) || layout.layersOnGpu <= 0)
        return;
    // Each frozen linear's 16-bit copy is an input of its matmul, which keeps it for the input's
    // gradient: every layer's until the backward pass reaches it, or with recomputation only the
    // layer being recomputed, the largest (its 16-bit bytes, as ZeRO-3 would gather it).
    const bool recomputed = recomputesLayers(t.recompute);
    const double bytes = recomputed ? params.largestLayerBytes
                                    : 2 * params.quantizable * layout.inFlightMicroBatches;
    memory.activations.add("activations.autocast_weight_copies", Range::exactly(bytes), [&] {
        return (recomputed ? gib(bytes) + " for the largest layer being recomputed"
                           : num(params.quantizable) + " frozen linear weights x 2 B, per "
                        + "micro-batch in flight")
            + ": autocast's 16-bit copies of the FP32 base, kept by each matmul for the "
              "backward pass";
    });
}

} // namespace training

// PEFT's prepare_model_for_kbit_training casts every 16-bit parameter of a bitsandbytes base to
// FP32 (peft/utils/other.py; GPTQ bases are left alone). TRL's SFTTrainer calls it for a base it
// does not shard, as do axolotl and PEFT's QLoRA recipe; FSDP-QLoRA, LLaMA-Factory, Unsloth and
// ms-swift do not.
bool qloraUpcast(const TrainingSpec& t)
{
    // PEFT's prepare_model_for_kbit_training leaves a GPTQ base as it is (peft utils/other.py).
    return t.method == TrainingMethod::Qlora
        && t.qloraUpcast.value_or(t.qloraFormat == QloraFormat::Bitsandbytes
                                  && resolvedFramework(t) == Framework::Hf && t.zeroStage < 3);
}

} // namespace gp
