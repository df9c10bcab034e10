#pragma once
// Serving speed: prefill (time to first token) is compute-bound, decode (time per output token)
// is memory-bound — each step reads the weights once for the whole batch, plus every sequence's
// KV cache — with efficiency bands (measured decode reaches 50-87% of bandwidth, pure roofline is
// 1.4-2.3x optimistic) and a fixed per-step overhead of the engine. As concurrency rises the batch
// amortises the weights until the KV cache (or the engine's sequence limit) is full; beyond that
// knee, requests queue and the first token waits.
#include "common/range.h"
#include "inference/format_support.h"
#include "inference/inference_memory.h"
#include "scenario/scenario.h"

#include <string>
#include <vector>

namespace gp {

enum class PromptPeak { Bf16, Fp16, Fp8, Int8 };

struct ConcurrencyPoint
{
    int concurrency = 1;
    Range ttft; // seconds
    Range tpot; // seconds per output token, as each user sees it
    Range throughput; // output tokens per second of one replica
    bool queued = false; // beyond the knee: some requests wait for a slot
};

// N prompts sent at once (a launch, a batch job, a benchmark whose requests all have the same
// lengths and so stay in step): the engine prefills them first come first served in chunks of
// max_num_batched_tokens, each starting to decode as its prompt is done, and runs as many as its
// cache and sequence limit allow; the rest wait for the next wave.
struct BurstPoint
{
    int prompts = 0;
    int running = 0; // sequences of one wave
    int waves = 0;
    Range ttft; // mean over the prompts, seconds
    Range lastTtft; // the last prompt's first token
    Range tpot; // mean over the prompts: early ones decode during the others' prefill chunks
    Range throughput; // output tokens per second, all prompts over the time they all take
    Range seconds; // until the last prompt's last token
};

struct InferenceSpeed
{
    Range prefill; // the prompt alone, seconds
    Range decodeStep; // one decode step at concurrency 1
    // The users one replica serves: peak_concurrency shared among the replicas of the fleet as
    // entered, rounded up (the whole peak when the fleet holds no replica). The closed loop's
    // figures are at that many users and the burst is that many prompts, so that they describe
    // what each user of the fleet sees (inference_estimate.cpp).
    int users = 1;
    long long sharedBy = 1; // the replicas sharing the peak (1 when the fleet holds none)
    Range ttft; // at `users` concurrent
    Range tpot;
    Range throughput; // one replica's
    BurstPoint burst; // `users` prompts at once on one replica
    int maxBatch = 0; // sequences decoding at once: KV slots and the engine's limit
    int computeBoundFrom = 0; // batch from which a decode step is compute-bound (0: never)
    Range bandwidthEfficiency;
    Range stepOverhead; // the engine's fixed cost of one decode step, seconds
    // The backend whose published tables set the share and the overhead ("metal", "cuda"), or
    // empty: the generic figures.
    std::string decodeBackend;
    Range prefillEfficiency;
    // How the engine runs the weights' format on this GPU (format_support.h), which sets the peak
    // prompts are computed at.
    WeightKernels weightKernels = WeightKernels::Unknown;
    // The peak prompts are computed at: the units the weights run on, or the 16-bit peak when the
    // GPU gives no figure for those units (a GPU of one's own without fp8_tflops).
    PromptPeak promptPeak = PromptPeak::Bf16;
    double promptPeakTflops = 0;
    double weightsReadPerStep = 0; // bytes at concurrency 1 (MoE: the experts one token visits)
    std::vector<ConcurrencyPoint> curve; // 1, 2, 4, ... past the knee
};

// The share of a MoE layer's routed experts a decode step of `batch` sequences reads: each token
// visits k of E, so a batch visits E (1 - (1 - k/E)^B) of them (1 for a dense model). The GPU's
// decode step and the CPU path both read the experts this way.
double expertShareRead(const Architecture& a, double batch);

// The model behind the figures, reusable for other concurrencies (replica sizing).
class ServingModel
{
public:
    ServingModel(const Scenario& scenario, const InferenceMemory& memory);

    // Decode step time at a batch of `batch` sequences (seconds, low to high).
    Range decodeStep(double batch) const;
    Range prefill() const;
    // A closed loop: `concurrency` users, each sending the next request when the last finished,
    // in steady state (requests of varied lengths overlap at random).
    ConcurrencyPoint at(int concurrency) const;
    // `prompts` requests at once (burst_load.cpp).
    BurstPoint burst(int prompts) const;
    int maxBatch() const { return m_maxBatch; }
    int computeBoundFrom() const;
    Range bandwidthEfficiency() const { return m_bandwidthEff; }
    Range stepOverhead() const { return m_overhead; }
    const std::string& decodeBackend() const { return m_decodeBackend; }
    Range prefillEfficiency() const { return m_prefillEff; }
    WeightKernels weightKernels() const { return m_weightKernels; }
    PromptPeak promptPeak() const { return m_promptPeak; }
    double promptPeakTflops() const { return m_peak / 1e12; }
    double weightsRead(double batch) const;
    double prefillFlops() const { return m_prefillFlops; } // one prompt's, the whole model

private:
    double stepSeconds(double batch, int band) const; // band 0 = fast, 1 = expected, 2 = slow
    double stageSeconds(double batch, int band) const; // one pipeline stage, one micro-batch
    double prefillSeconds(int band) const;
    // One engine step that prefills `tokens` prompt tokens (of prompts of the scenario's length).
    double chunkSeconds(double tokens, int band) const;
    // One wave of `running` prompts: mean and last first-token time, mean TPOT, and its length.
    struct Wave
    {
        double ttft = 0, lastTtft = 0, tpot = 0, seconds = 0;
    };
    Wave wave(int running, int band) const;
    ConcurrencyPoint below(int concurrency) const; // at or under the knee

    const Scenario& m_scenario;
    const InferenceMemory& m_memory;
    double m_denseRead = 0; // bytes read every step whatever the batch
    double m_expertRead = 0; // all routed experts' bytes (read as far as tokens visit them)
    double m_decodeFlopsPerToken = 0;
    double m_prefillFlops = 0;
    double m_peak = 0;
    WeightKernels m_weightKernels = WeightKernels::Unknown;
    PromptPeak m_promptPeak = PromptPeak::Bf16;
    double m_bandwidth = 0;
    Range m_bandwidthEff;
    Range m_prefillEff;
    Range m_overhead;
    std::string m_decodeBackend;
    Range m_tpPrefill; // tensor-parallel all-reduce time of the prefill
    int m_maxBatch = 0;
    double m_prefillSeconds[3] = {}; // per band, computed once
};

InferenceSpeed estimateInferenceSpeed(const Scenario& scenario, const InferenceMemory& memory);

} // namespace gp
