#pragma once
// What each serving engine chooses when the scenario leaves it open, as its code chooses it:
// the memory share, the prefill chunk it profiles, and how many sequences it runs at once. Each
// depends on the GPU (vLLM and SGLang pick larger batches on larger cards). Sources in
// docs/inference.md, "Engine budgets".
#include "scenario/scenario.h"

#include <cstdint>

namespace gp {

// vLLM with its V1 engine (the default).
bool vllmV1(const InferenceSpec& s);

// The engine's memory share when inference.memory_utilization is not given: vLLM and
// TensorRT-LLM 0.9; LMDeploy 0.8 (of the memory free after the weights); SGLang's
// mem_fraction_static from the GPU's memory and the split (of the memory free at start-up);
// llama.cpp 1.
double defaultUtilization(const Scenario& scenario);

// The prefill chunk the engine profiles when inference.max_num_batched_tokens is not given.
std::int64_t defaultBatchedTokens(const Scenario& scenario, std::int64_t context);

// The most sequences the engine runs at once: inference.max_num_seqs when given, else vLLM's
// max_num_seqs (V1: 1024 on GPUs of 70 GiB or more other than the A100, else 256), TensorRT-LLM's
// max_batch_size (2048), SGLang's (1024), LMDeploy's by the GPU (128 to 1024); llama.cpp one slot
// per request (-np) whatever is given.
int engineSequenceLimit(const Scenario& scenario);
// llama.cpp's parallel slots (-np): one per concurrent request a server is started for.
int llamaCppSlots(const InferenceSpec& s);

} // namespace gp
