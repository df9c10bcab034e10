#pragma once
// Everything the estimate reports for a serving plan, assembled from the memory, speed and
// sizing models.
#include "inference/inference_fleet.h"
#include "inference/inference_memory.h"
#include "inference/inference_sizing.h"
#include "inference/inference_speed.h"
#include "scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

// A change that would make a plan fit, with what it gives (when the plan does not fit).
struct ServingAlternative
{
    std::string
        id; // "infer.try_fp8_kv", "infer.try_shorter_context", "infer.try_tp", "infer.try_quantization"
    std::string change; // the setting, e.g. "kv_cache_dtype: fp8"
    bool fits = false;
    Range maxConcurrency;
    Range longestContext;
    std::int64_t maxModelLen = 0;
};

struct InferenceEstimate
{
    bool onCpu = false; // inference.device "cpu": the CPU stands in for the GPU
    InferenceMemory memory;
    InferenceSpeed speed;
    InferenceFleet fleet; // the servers and GPUs as entered
    InferenceSizing sizing; // the smallest fleet that meets the targets
    std::optional<CpuPath> cpu;
    std::optional<RentVsApi> rent;
    std::vector<SkipGpuRow> skipGpu;
    std::string command;
    std::vector<ServingAlternative> alternatives;
};

InferenceEstimate estimateInference(const Scenario& scenario);

} // namespace gp
