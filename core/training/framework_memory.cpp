#include "training/framework_memory.h"

namespace gp {

Loss resolvedLoss(const TrainingSpec& training)
{
    if (training.loss != Loss::Auto)
        return training.loss;
    switch (resolvedFramework(training)) {
    case Framework::Megatron:
        // megatron/core/tensor_parallel/cross_entropy.py: the vocabulary-parallel cross entropy
        // on FP32 logits, its softmax and gradient computed in place.
        return Loss::Fused;
    case Framework::Torchtune:
        // torchtune/modules/loss/ce_chunked_output_loss.py (CEWithChunkedOutputLoss, 8 chunks),
        // the recipes' default loss.
        return Loss::Chunked;
    case Framework::Unsloth:
        // unsloth_zoo's fused cross entropy (Cut Cross Entropy since December 2024): the head's
        // logits are never whole.
        return Loss::FusedLinear;
    case Framework::Auto:
    case Framework::Torchtitan: // torchtitan/components/loss.py: cross_entropy(pred.float())
    case Framework::Deepspeed: // runs the model's own loss (Hugging Face)
    case Framework::Fsdp: // Accelerate / HF Trainer
    case Framework::Hf: // transformers/loss/loss_utils.py ForCausalLMLoss: logits.float()
    case Framework::LlamaFactory: // HF Trainer; enable_liger_kernel is off by default
        return Loss::FullLogits;
    }
    return Loss::FullLogits;
}

const std::string& lossName(Loss loss)
{
    return lossNames()[static_cast<std::size_t>(loss)];
}

LossMemory lossMemory(Loss loss)
{
    switch (loss) {
    case Loss::Fused:
        // An FP32 copy of the logits (4 B) in which the softmax and then its gradient are
        // computed in place: Korthikanti et al. 2022's 4 x s x b x V / t. The 16-bit gradient
        // cast from it adds 2 B for a moment.
        return {{4, 4, 6}, Range::exactly(0), "FP32 softmax, its gradient in place"};
    case Loss::Chunked:
        // The 16-bit logits of every chunk (2 B) and each chunk's saved log-softmax: FP32 (4 B)
        // in torchtune, 16-bit in LitGPT's chunked_cross_entropy (2 B); the backward adds one
        // chunk's gradients at a time (up to 2 B more with 8 chunks).
        return {{4, 6, 8}, Range::exactly(0), "16-bit logits and each chunk's log-softmax"};
    case Loss::FusedLinear:
        // Liger's fused linear cross entropy holds one chunk of about tokens x hidden FP32
        // logits (4 B x s x b x h) and the hidden states' gradient (2 B); Cut Cross Entropy
        // works in blocks and holds neither.
        return {Range::exactly(0), {0, 4, 6}, "one chunk of logits at a time"};
    case Loss::FullLogits16:
        // A model whose code takes the loss of its 16-bit logits as they are (Qwen-1's
        // modeling_qwen.py), run where no autocast upcasts them (DeepSpeed's 16-bit engine): the
        // logits and the saved log-softmax in 16 bits (2 B each), then the gradients of the
        // log-probabilities and of the logits (2 B each): 8 B.
        return {{6, 8, 10}, Range::exactly(0), "16-bit logits, log-softmax and gradients"};
    case Loss::Auto:
    case Loss::FullLogits:
        break;
    }
    // PyTorch's cross_entropy on an FP32 upcast: the 16-bit logits the model returns (2 B) and
    // the FP32 log-softmax saved for backward (4 B); the backward's start adds the FP32 gradient
    // of the log-probabilities and of the logits (4 B each) while the saved output lives: 14 B.
    // 10 B when the first gradient is freed early; 18 B when the FP32 upcast is kept as the
    // model's output (transformers before 4.45: logits = logits.float()).
    return {{10, 14, 18}, Range::exactly(0), "16-bit logits, FP32 log-softmax and gradients"};
}

GradientReduction resolvedGradientReduction(const TrainingSpec& training)
{
    if (training.gradientReduction != GradientReduction::Auto)
        return training.gradientReduction;
    switch (resolvedFramework(training)) {
    case Framework::Fsdp:
        // transformers' Trainer runs every micro-batch but the last under accelerator.no_sync
        // (unless accelerator_config.gradient_accumulation_kwargs.sync_each_batch), as
        // Accelerate's accumulate() does: FSDP then keeps the unsharded gradients until the
        // step (PyTorch FSDP no_sync(); FSDP2 set_requires_gradient_sync(False)).
        return GradientReduction::OncePerStep;
    case Framework::Auto:
    case Framework::Megatron: // the distributed optimizer's gradient buffer is whole anyway
    case Framework::Torchtitan: // FSDP2 reduce-scatters in every backward pass
    case Framework::Deepspeed: // ZeRO-2/3 reduce every micro-batch (no_sync is refused)
    case Framework::Hf: // DDP, or DeepSpeed when sharded
    case Framework::Torchtune: // the distributed recipes never skip the reduction
    case Framework::Unsloth: // one GPU
    case Framework::LlamaFactory: // HF Trainer under DeepSpeed, which syncs every micro-batch
        break;
    }
    return GradientReduction::EachMicroBatch;
}

const std::string& gradientReductionName(GradientReduction reduction)
{
    return gradientReductionNames()[static_cast<std::size_t>(reduction)];
}

bool shardsGradients(const TrainingSpec& training)
{
    return training.zeroStage >= 2 && training.dp * training.cp > 1;
}

bool holdsWholeGradients(const TrainingSpec& training, std::int64_t microBatchesPerStep)
{
    return shardsGradients(training) && microBatchesPerStep > 1
        && resolvedGradientReduction(training) == GradientReduction::OncePerStep;
}

bool runsTransformersModels(const TrainingSpec& training)
{
    switch (resolvedFramework(training)) {
    case Framework::Megatron:
    case Framework::Torchtitan:
    case Framework::Torchtune:
        return false;
    case Framework::Auto:
    case Framework::Deepspeed:
    case Framework::Fsdp:
    case Framework::Hf:
    case Framework::Unsloth:
    case Framework::LlamaFactory:
        break;
    }
    return true;
}

bool keepsFp32GradientCopy(const TrainingSpec& training)
{
    // deepspeed/runtime/zero/stage_1_and_2.py (single_partition_of_fp32_groups), stage3.py
    // (fp32_partitioned_groups_flat) and bf16_optimizer.py (fp32_groups_gradients): the step
    // works on FP32 gradients of the GPU's shard. Adapters already train in FP32.
    const bool mixed = training.precision == Precision::Bf16Mixed
        || training.precision == Precision::Fp16Mixed || training.precision == Precision::Fp8Mixed;
    const bool adapters
        = training.method == TrainingMethod::Lora || training.method == TrainingMethod::Qlora;
    // With ZeRO-Offload the FP32 gradients live in host memory with the optimizer.
    return resolvedFramework(training) == Framework::Deepspeed && mixed && !adapters
        && !training.fp32GradAccumulation && !training.offloadOptimizer;
}

bool reentrantCheckpointing(const TrainingSpec& training)
{
    const Framework framework = resolvedFramework(training);
    return training.reentrantCheckpointing.value_or(framework != Framework::Torchtune
                                                    && framework != Framework::Torchtitan);
}

ReduceBuckets zeroReduceBuckets(const TrainingSpec& training, double hidden)
{
    const Framework framework = resolvedFramework(training);
    const bool deepspeed = framework == Framework::Deepspeed || framework == Framework::Hf
        || framework == Framework::LlamaFactory;
    // contiguous_gradients, on by default, makes the bucket; ZeRO-3 reduces through its own.
    if (!deepspeed || training.zeroStage < 1 || training.zeroStage > 2)
        return {};
    ReduceBuckets buckets;
    // DeepSpeed's default (zero/config.py) and LLaMA-Factory's ds_z*_config.json: 5e8; the
    // Trainer's "auto", which the Hugging Face DeepSpeed guide's configs use, hidden x hidden
    // (transformers/integrations/deepspeed.py, trainer_config_finalize).
    buckets.elements
        = training.reduceBucketSize.value_or(framework == Framework::Hf ? hidden * hidden : 5e8);
    buckets.bytesPerElement = training.precision == Precision::Fp32 ? 4.0 : 2.0;
    // A pipeline module runs without overlap (engine.py, _configure_zero_optimizer). ZeRO-1
    // has made the bucket since DeepSpeed 0.13 (#4887); before, it turned it off.
    buckets.count = training.overlapComm && training.pp == 1 ? 2 : 1;
    return buckets;
}

bool keepsRootUnitGathered(const TrainingSpec& training)
{
    return resolvedFramework(training) == Framework::Fsdp
        && (training.zeroStage >= 3 || training.offloadParams);
}

double optimizerStepTemporaryBytes(const TrainingSpec& training)
{
    if (training.optimizer != Optimizer::AdamW
        || training.optimizerKernel != OptimizerKernel::Foreach)
        return 0;
    // The optimizer updates FP32 parameters (master weights, the adapters) except the BF16
    // weights of pure BF16 full training.
    const bool adapters
        = training.method == TrainingMethod::Lora || training.method == TrainingMethod::Qlora;
    return training.precision == Precision::Bf16Pure && !adapters ? 2.0 : 4.0;
}

} // namespace gp
