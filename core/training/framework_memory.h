#pragma once
// What the training framework changes in a GPU's memory beyond the model and the layout: how it
// computes the loss over the vocabulary, when it reduces the gradients, and whether its optimizer
// copies them into FP32 for the step. Each rule cites the framework's code (docs/training-memory.md).
#include "common/range.h"
#include "scenario/scenario.h"

#include <cstdint>

namespace gp {

// The scenario's loss, else the framework's usual one (never Auto).
Loss resolvedLoss(const TrainingSpec& training);
const std::string& lossName(Loss loss);

// The loss's peak on the last stage, as bytes per logit (tokens x vocabulary / TP) plus bytes
// per token per unit of width (tokens x hidden), at the start of the backward pass.
struct LossMemory
{
    Range perLogit;
    Range perTokenHidden;
    const char* what; // for the formula: which tensors are held
};
LossMemory lossMemory(Loss loss);

// The scenario's gradient reduction, else the framework's usual one (never Auto).
GradientReduction resolvedGradientReduction(const TrainingSpec& training);
const std::string& gradientReductionName(GradientReduction reduction);

// Whether the gradient reduction's timing matters at all: gradients sharded (ZeRO-2/3, FSDP)
// over more than one GPU (data and context parallel). The views show the reduction only then.
bool shardsGradients(const TrainingSpec& training);

// Whether sharded gradients (ZeRO-2/3, FSDP) are held whole on every GPU between micro-batches:
// reduced once per step, with more than one micro-batch to accumulate.
bool holdsWholeGradients(const TrainingSpec& training, std::int64_t microBatchesPerStep);

// Whether the framework runs the model's Hugging Face transformers code (eager attention keeps
// an FP32 softmax and repeats K and V to every head) rather than a model of its own.
bool runsTransformersModels(const TrainingSpec& training);

// DeepSpeed's mixed-precision optimizers keep an FP32 copy of the (sharded) 16-bit gradients for
// the step: all along without ZeRO (bf16_optimizer.py), only at the step with it, once the
// activations are freed (stage_1_and_2.py, stage3.py).
bool keepsFp32GradientCopy(const TrainingSpec& training);

// Whether FSDP keeps its root unit (the parameters no layer's unit holds) gathered from the
// forward pass to the end of the backward pass: PyTorch FSDP (FSDP1 under FULL_SHARD, and FSDP2's
// root alike) as Accelerate and the Hugging Face Trainer wrap it, the decoder layers apart and the
// embedding, head and final norm left to the root. torchtitan wraps those as units of their own
// and DeepSpeed gathers them like a layer. The caller checks that the parameters are sharded.
bool keepsRootUnitGathered(const TrainingSpec& training);

// Whether recomputation uses PyTorch's reentrant checkpoint: the forward pass runs without
// autograd and only the layer being recomputed builds a graph. Hugging Face's
// gradient_checkpointing_enable passes use_reentrant=True unless told otherwise (transformers
// 4.35+, modeling_utils.py), as PEFT's prepare_model_for_kbit_training does; torchtune and
// torchtitan wrap layers in checkpoint_wrapper's non-reentrant implementation.
bool reentrantCheckpointing(const TrainingSpec& training);

// DeepSpeed ZeRO-1/2 (framework deepspeed, or hf and llama-factory, whose Trainer shards through
// DeepSpeed): each backward pass allocates a contiguous gradient bucket of reduce_bucket_size
// elements in the 16-bit type, and a second one with overlap_comm, on every GPU whatever the
// data-parallel size (deepspeed/runtime/zero/stage_1_and_2.py, backward(); released after the
// reduction, _release_ipg_buffers). No buckets (count 0) where no such bucket exists.
struct ReduceBuckets
{
    int count = 0; // 0, 1, or 2 with overlap_comm
    double elements = 0; // reduce_bucket_size
    double bytesPerElement = 0;
    double bytes() const { return count * elements * bytesPerElement; }
};
ReduceBuckets zeroReduceBuckets(const TrainingSpec& training, double hidden);

// Bytes per trainable parameter that the optimizer's step allocates for the moment: PyTorch's
// foreach AdamW builds sqrt(v) for all the parameters of a device and type at once
// (torch/optim/adamw.py, _multi_tensor_adamw: torch._foreach_sqrt(device_exp_avg_sqs)), in the
// type of the parameters it updates (FP32 but for pure BF16 full training's weights). Fused
// kernels and other optimizers: none.
double optimizerStepTemporaryBytes(const TrainingSpec& training);

} // namespace gp
