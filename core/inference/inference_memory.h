#pragma once
// Memory of one serving GPU: resident weights at the chosen format, the KV cache the peak
// concurrency needs, the engine's own reservations (activation peak, CUDA graphs, context), and
// co-located services; and what the engine's budget leaves for the KV cache: its capacity in
// tokens, the concurrency it allows at max_model_len, and the longest context at the target
// concurrency.
#include "common/range.h"
#include "inference/engine_defaults.h"
#include "inference/kv_cache.h"
#include "inference/weight_format.h"
#include "scenario/scenario.h"
#include "training/training_memory.h"

#include <cstdint>

namespace gp {

struct InferenceMemory
{
    ServedWeights served;
    KvCache kv;
    MemoryComponent weights;
    // At the peak: the running sequences x (prompt + output) tokens; llama.cpp: every slot's
    // whole context.
    MemoryComponent kvCache;
    MemoryComponent activations; // the engine's activation peak / compute buffer
    MemoryComponent overhead; // CUDA context, CUDA graphs, communication buffers
    MemoryComponent companions;
    Range total;

    double capacityBytes = 0; // what the GPU lets a process allocate
    double engineBudgetBytes = 0; // what the engine allows itself (e.g. vLLM's utilisation share)
    double utilization = 0; // the share it was given (or the default)
    bool utilizationReduced = false; // companions forced a lower share than asked
    Range kvBudgetBytes; // what is left for the KV cache (low: the pessimistic reservations)
    // What the weights and reservations take beyond the engine's budget, the KV budget below
    // nothing (expected; 0 when something is left): part of what a plan that cannot start lacks.
    double kvBudgetDeficit = 0;
    int blockTokens = 16; // the engine's KV block size
    Range kvCapacityTokens;
    std::int64_t maxModelLen = 0;
    std::int64_t maxNumBatchedTokens = 0; // the prefill chunk the engine profiles with
    Range maxConcurrency; // sequences of max_model_len the cache holds at once
    // Of peak_concurrency requests of prompt + output tokens: those the engine runs at once (the
    // cache and its sequence limit allow) and those that wait for a slot.
    int runningAtPeak = 0;
    int queuedAtPeak = 0;
    int llamaCppSlots = 0; // llama.cpp: the slots (-np) a server is started for; else 0
    // llama.cpp cannot start for its slots alone: one slot's context fits, all of them do not
    // (fewer slots a server would start).
    bool tooManySlots = false;
    Range longestContext; // tokens per sequence at peak_concurrency
    // The engine starts: one sequence of max_model_len fits (engines refuse to start else);
    // llama.cpp's every slot's context, which it allocates at start.
    bool startable = false;
    bool fits = false; // startable, and the total fits
    // Everything held at the peak (weights, cache, activations, overhead, companions) is on the
    // card. An engine's budget alone does not say so: SGLang's static share leaves activations
    // to the rest, and a share of 1.0 leaves none for what is outside it.
    bool totalFits = false;
    // The judgement, for every view to show as it is: which budget fails first ("" when it
    // fits; "engine_start": one max_model_len sequence, or llama.cpp's slots, do not fit the KV
    // budget; "total": everything held at the peak does not fit the card),
    // by how much, and what is free when it fits (capacity - total).
    std::string failing;
    double shortBytes = 0;
    double freeBytes = 0;
    double neededKvBytes = 0; // the peak's cache, and at least one max_model_len sequence
    Range headroom; // KV budget - needed (negative: short)
};

InferenceMemory estimateInferenceMemory(const Scenario& scenario, Detail detail = Detail::Full);

// The context the engine serves: inference.max_model_len, else the model's max_position.
std::int64_t servedContext(const Scenario& scenario);

} // namespace gp
