#pragma once
// Which weight formats each serving engine runs on each GPU generation, and how: natively (the
// matrix multiplications in that format on the tensor cores), weight-only (the weights
// dequantised into 16-bit matrix multiplications: their bytes are saved, not their arithmetic),
// or not at all. One table, read by the parser (a refused pair is an error), the speed model
// (the peak a prompt is computed at) and docs/inference.md (tests/core/test_format_support.cpp
// checks that page against it).
#include "hardware/catalog.h"
#include "scenario/scenario.h"

#include <string>
#include <vector>

namespace gp {

enum class WeightKernels {
    Native,
    WeightOnly,
    Refused,
    Unknown, // no source says: the estimate keeps its general rule
};

// The formats as the table's rows: 16-bit (bf16, fp16, fp32), fp8, int8 (W8A8), awq-int4,
// gptq-int4, int4 (compressed-tensors W4A16), mxfp4, nvfp4, GGUF.
enum class FormatClass { Sixteen, Fp8, Int8, Awq, Gptq, Int4, Mxfp4, Nvfp4, Gguf };
FormatClass formatClass(WeightFormat format);
// 16-bit weights, in a GGUF file (F16, BF16) or not: nothing to dequantise.
bool isSixteenBit(WeightFormat format);

WeightKernels weightKernels(Engine engine, GpuGeneration generation, WeightFormat format);
WeightKernels weightKernels(Engine engine, GpuGeneration generation, FormatClass format);

// The generations the table has a column for, in its order (the others are Unknown).
const std::vector<GpuGeneration>& formatTableGenerations();
// The table's row names ("16-bit", "fp8", ...) and cell letters (N, W, U, ?), as docs/inference.md
// writes them.
std::string formatClassName(FormatClass format);
char weightKernelsLetter(WeightKernels kernels);
std::string weightKernelsName(WeightKernels kernels); // "native", "weight-only", ...

} // namespace gp
