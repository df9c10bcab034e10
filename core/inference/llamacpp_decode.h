#pragma once
// How llama.cpp's one-token step runs on a GPU backend. Its matrix-vector kernels stream the
// weights at a share of the memory bandwidth that hardly depends on the format (F16, Q8_0 and
// Q4_0 alike), and every layer adds a fixed cost (kernel dispatch and synchronisation) that no
// byte count explains: a 7B model's step on an M2 Ultra is 5 ms of overhead beside 5 ms of
// reading its Q4_0 weights. Fitted per backend to published llama-bench tables (the .cpp names
// them), as is the share of the peak a prompt is computed at where a table measured it;
// docs/inference.md, "Speed".
#include "common/range.h"
#include "hardware/catalog.h"

#include <optional>

namespace gp {

struct LlamaCppDecode
{
    const char* backend = ""; // "metal", "cuda"
    Range bandwidthShare; // of the GPU's memory bandwidth (low share = slow band)
    Range secondsPerLayer; // fixed cost of each layer in one step
    // Share of the GPU's FP16 peak a prompt is computed at, 16-bit and quantised weights (0: no
    // table measured it; the generic prefill figures hold).
    Range promptShare16;
    Range promptShareQuantised;
};

// The backend llama.cpp runs on this GPU (Metal on Apple silicon, CUDA on NVIDIA), when a
// published table measured it; none for the others.
std::optional<LlamaCppDecode> llamaCppDecode(const GpuSpec& gpu);

} // namespace gp
