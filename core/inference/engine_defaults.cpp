#include "inference/engine_defaults.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

namespace gp {
namespace {

double capacityGib(const GpuSpec& gpu)
{
    return gpu.usableGib > 0 ? gpu.usableGib : gpu.memoryGib;
}

bool largeVllmGpu(const GpuSpec& gpu)
{
    // vllm/engine/arg_utils.py, get_batch_defaults: "device_memory >= 70 GiB and 'a100' not in
    // the device name" (vLLM 0.9 onwards).
    std::string name = gpu.name;
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return capacityGib(gpu) >= 70 && name.find("a100") == std::string::npos;
}

// SGLang's prefill chunk and largest CUDA-graph batch by GPU memory (MiB) and tensor parallel
// size: python/sglang/srt/server_args.py, _handle_gpu_memory_settings (0.5.3 to 0.5.15).
struct SglangBatches
{
    int chunkedPrefill = 4096;
    int cudaGraphMaxBs = 160;
};

SglangBatches sglangBatches(double mib, int tp)
{
    if (mib < 20 * 1024)
        return {2048, 8};
    if (mib < 35 * 1024)
        return {2048, tp < 4 ? 24 : 80};
    if (mib < 60 * 1024)
        return {4096, tp < 4 ? 32 : 160};
    if (mib < 160 * 1024)
        return {8192, tp < 4 ? 256 : 512};
    return {16384, 512};
}

// LMDeploy's max_batch_size when not given: lmdeploy/utils.py, get_max_batch_size, by the
// device name (A100 / A800 384; H100 / H800 / H200 / L20Y 1024; any other 128).
int lmdeployBatchSize(const GpuSpec& gpu)
{
    std::string name = gpu.name;
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    for (const char* large : {"h100", "h800", "l20y", "h200"})
        if (name.find(large) != std::string::npos)
            return 1024;
    for (const char* a : {"a100", "a800"})
        if (name.find(a) != std::string::npos)
            return 384;
    return 128;
}

} // namespace

bool vllmV1(const InferenceSpec& s)
{
    return s.engine == Engine::Vllm && s.engineVersion == EngineVersion::V1;
}

double defaultUtilization(const Scenario& scenario)
{
    const InferenceSpec& s = scenario.inference;
    switch (s.engine) {
    case Engine::Sglang: {
        // mem_fraction_static = (M - R) / M, rounded to three decimals, where R (MiB) holds the
        // metadata (512), the activations of a prefill chunk (1.5 per token), the CUDA graphs
        // (2 per batch size) and the communicators (128 per GPU of the split), at least 10 GiB
        // on cards over 60 GiB.
        const double mib = capacityGib(scenario.hardware.gpu) * 1024;
        const SglangBatches b = sglangBatches(mib, s.tp);
        double reserved = 512 + 1.5 * std::max(b.chunkedPrefill, 2048) + 2.0 * b.cudaGraphMaxBs
            + 128.0 * s.tp * s.pp;
        if (mib > 60 * 1024)
            reserved = std::max(reserved, 10.0 * 1024);
        return mib > reserved ? std::round((mib - reserved) / mib * 1000) / 1000 : 0.5;
    }
    case Engine::LlamaCpp:
        return 1.0;
    case Engine::LmDeploy:
        return 0.8; // TurbomindEngineConfig.cache_max_entry_count, of the memory free
    case Engine::Vllm:
    case Engine::TrtLlm:
    case Engine::Generic:
        break;
    }
    return 0.9;
}

std::int64_t defaultBatchedTokens(const Scenario& scenario, std::int64_t context)
{
    const InferenceSpec& s = scenario.inference;
    if (s.maxNumBatchedTokens > 0)
        return s.maxNumBatchedTokens;
    switch (s.engine) {
    case Engine::Vllm:
        // V1 always chunks its prefill: `vllm serve` takes 8192 tokens on large GPUs, else 2048,
        // at most max_num_seqs whole requests. V0 profiles a whole max-length prompt up to 32k
        // tokens and chunks longer contexts at 2048 (SchedulerConfig, 0.6.5 on).
        if (vllmV1(s))
            return std::min<std::int64_t>(largeVllmGpu(scenario.hardware.gpu) ? 8192 : 2048,
                                          engineSequenceLimit(scenario) * context);
        return context <= 32768 ? std::max<std::int64_t>(context, 2048) : 2048;
    case Engine::Sglang:
        return sglangBatches(capacityGib(scenario.hardware.gpu) * 1024, s.tp).chunkedPrefill;
    case Engine::LlamaCpp:
        return 512; // n_ubatch
    case Engine::LmDeploy:
        return 8192; // TurbomindEngineConfig.max_prefill_token_num
    case Engine::TrtLlm:
    case Engine::Generic:
        break;
    }
    return std::min<std::int64_t>(context, 8192);
}

int llamaCppSlots(const InferenceSpec& s)
{
    return s.llamaCppSlots > 0 ? std::min(s.llamaCppSlots, s.peakConcurrency) : s.peakConcurrency;
}

int engineSequenceLimit(const Scenario& scenario)
{
    const InferenceSpec& s = scenario.inference;
    if (s.engine == Engine::LlamaCpp)
        return llamaCppSlots(s);
    if (s.maxNumSeqs > 0)
        return s.maxNumSeqs;
    switch (s.engine) {
    case Engine::LlamaCpp:
        break;
    case Engine::Sglang:
        return 1024;
    case Engine::Vllm:
        // `vllm serve`'s max_num_seqs: V1 1024 on large GPUs, else 256; V0 256.
        return vllmV1(s) && largeVllmGpu(scenario.hardware.gpu) ? 1024 : 256;
    case Engine::LmDeploy:
        return lmdeployBatchSize(scenario.hardware.gpu);
    case Engine::TrtLlm:
        // BuildConfig's max_batch_size, which trtllm-serve takes for both backends (serve.py).
        return 2048;
    case Engine::Generic:
        break;
    }
    return 256; // max_batch_size defaults
}

} // namespace gp
