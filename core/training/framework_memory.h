#pragma once
// What the training framework changes in a GPU's memory beyond the model and the layout: how it
// computes the loss over the vocabulary, and whether its optimizer copies the gradients into FP32
// for the step. Each rule cites the framework's code (docs/training-memory.md).
#include "common/range.h"
#include "scenario/scenario.h"

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

// Whether the framework runs the model's Hugging Face transformers code (eager attention keeps
// an FP32 softmax and repeats K and V to every head) rather than a model of its own.
bool runsTransformersModels(const TrainingSpec& training);

// DeepSpeed's mixed-precision optimizers keep an FP32 copy of the (sharded) 16-bit gradients for
// the step: all along without ZeRO (bf16_optimizer.py), only at the step with it, once the
// activations are freed (stage_1_and_2.py, stage3.py).
bool keepsFp32GradientCopy(const TrainingSpec& training);

} // namespace gp
