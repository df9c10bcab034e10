#pragma once
// From one replica's figures to a deployment: the smallest tensor/pipeline split that fits, replicas for the request rate and the latency targets, the
// CPU path ("can we skip the GPU?"), renting GPUs against paying an API per token, and the
// engine's launch command.
#include "common/range.h"
#include "inference/inference_memory.h"
#include "inference/inference_speed.h"
#include "scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct InferenceSizing
{
    int minTp = 0; // smallest tp (with minPp) whose memory fits; 0: none up to the GPUs given
    int minPp = 0;
    int concurrencyPerReplica = 0; // the most concurrent users one replica serves within targets
    Range requestsPerSecondPerReplica;
    Range replicas;
    Range gpus;
    // Output tokens per second of the expected replica count together in the busiest minutes,
    // each carrying its share of the peak concurrency, over the speed band (0 when the targets
    // cannot be met).
    Range deploymentThroughput;
    bool targetsMet = true; // false: not even one user meets ttft_ms / tpot_ms
    Range bestTtft; // at concurrency 1, for the message when targets are not met
    Range bestTpot;
};

InferenceSizing sizeDeployment(const Scenario& scenario, const InferenceMemory& memory,
                               const ServingModel& model);

struct CpuPath
{
    std::string cpuName;
    Range tokensPerSecond; // decode, one request
    double bytesPerToken = 0; // weights and cache read per token
    double memoryNeededBytes = 0;
    double memoryBytes = 0;
    bool fitsInMemory = false;
    int usersPerServer = 1; // a server's share of peak_concurrency (usersPerServer)
    Range tpotAtPeak; // seconds per token each of a server's users sees on its CPU
};

std::optional<CpuPath> cpuPath(const Scenario& scenario);

// One row of "can we skip the GPU?" (DESIGN decision table), evaluated on the scenario.
struct SkipGpuRow
{
    std::string
        id; // "infer.skip_personal", "infer.skip_offline", "infer.skip_api", "infer.skip_online"
    std::string verdict; // "yes" | "no" | "depends"
    std::string messageId; // the verdict with its reason: "infer.skip_offline.yes_unstated"
    std::vector<std::string> args; // the message's arguments: {0} the verdict, then the numbers
};

struct RentVsApi
{
    Range gpuMonthly; // currency per 30-day month, for the GPUs the deployment needs
    double requestsPerSecond = 0; // the volume compared
    bool volumeFromCapacity = false; // no requests_per_s: the deployment's capacity is used
    double apiMonthly = 0;
    double breakEvenRequestsPerSecond = 0; // below it the API is cheaper
    std::string currency;
};

std::optional<RentVsApi> rentVsApi(const Scenario& scenario, const InferenceSizing& sizing,
                                   const ServingModel& model);

std::vector<SkipGpuRow> skipGpuTable(const Scenario& scenario, const std::optional<CpuPath>& cpu,
                                     const std::optional<RentVsApi>& cost);

// The engine's launch command implied by the plan (vLLM, SGLang, TensorRT-LLM, LMDeploy,
// llama.cpp).
// The name the engine loads the model by: a preset's Hugging Face repository, an imported
// config's _name_or_path when it names one, else "/path/to/model".
std::string servedModelName(const ModelSpec& model);
std::string engineCommand(const Scenario& scenario, const InferenceMemory& memory);

} // namespace gp
