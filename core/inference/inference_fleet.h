#pragma once
// The fleet as the scenario enters it — hardware.nodes servers x gpus_per_node GPUs — evaluated
// as it stands: how many replicas of tp x pp it holds, the GPUs left over, what each user sees
// when the peak concurrency is shared among the replicas, whether the targets hold, and what the
// fleet costs a month. The smallest fleet that meets the targets is the sizing's answer
// (inference_sizing.h); the two are reported side by side, never mixed.
#include "common/range.h"
#include "inference/inference_memory.h"
#include "inference/inference_speed.h"
#include "scenario/scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct InferenceFleet
{
    long long gpus = 0; // as entered; servers on the CPU path
    int gpusPerReplica = 1; // tp x pp (1 on the CPU path: one server per replica)
    long long replicas = 0; // whole replicas the fleet holds
    long long spareGpus = 0; // GPUs no replica uses
    int usersPerReplica = 0; // each replica's share of peak_concurrency, rounded up
    Range ttft; // seconds, what each user sees at that share
    Range tpot;
    Range throughput; // output tokens per second, all replicas together
    Range requestsPerSecond; // requests the fleet completes per second at that load
    bool targetsMet = false;
    bool targetsSet = false; // any of ttft_ms, tpot_ms, requests_per_s is given
    // Why not ("" when met): "memory" (a replica does not fit or cannot start), "replica" (the
    // fleet has fewer GPUs than one replica), "queue" (each replica's share exceeds what it runs
    // at once, whatever the targets), "ttft", "tpot", or "rate" (requests_per_s).
    std::string shortOf;
    std::optional<double> monthlyCost; // pricing.gpu_hour x the fleet's GPUs, 30-day month
    std::string currency;
    // The judgement in one sentence, for every view to show as it is: "fleet.met",
    // "fleet.no_targets" or "fleet.short_<shortOf>" (each with "_cpu" on the CPU path, where the
    // replicas are servers, except "fleet.short_rate" and "fleet.short_replica"), with
    // {0} users per replica, {1} first-token ms, {2} ms per token, {3} requests/s in all, {4} the
    // target missed, {5} the sequences a replica runs at once ("queue"); {0}, {1} for
    // "fleet.short_replica": the GPUs and what one replica needs.
    std::string messageId;
    std::vector<std::string> args;
};

// The replicas of tp x pp the fleet as entered holds (servers on the CPU path), and each one's
// share of the peak concurrency, rounded up (the whole peak when the fleet holds no replica).
long long enteredReplicas(const Scenario& scenario);
int usersPerEnteredReplica(const Scenario& scenario);
// A server's share of the peak, rounded up: what each server's CPU would carry on the CPU
// path (the CPU's servers are its replicas).
int usersPerServer(const Scenario& scenario);
// The replicas that carry users at that share (the others idle when the fleet holds more
// replicas than the peak has users); 1 when the fleet holds none.
long long replicasSharingPeak(const Scenario& scenario);

// The scenario as the serving models see it: on the CPU path the CPU's memory and bandwidth
// stand in for the GPU's.
Scenario servingScenario(const Scenario& scenario);

// One replica of the fleet as entered, as the serving models see it (servingScenario): it
// serves its share of peak_concurrency (usersPerEnteredReplica), a llama.cpp server started
// for that share. Its memory and speed are what each user of the fleet sees; a fleet of one
// replica carries the whole peak.
Scenario replicaScenario(const Scenario& scenario);
// The same, made of `scenario` itself: the searches that try split after split on one copy.
// `scenario` must be as entered (its whole peak): a replica made twice would take a share of a
// share.
void makeReplica(Scenario& scenario);

// `scenario` is as entered (the CPU path counts servers); `memory` and `model` are one replica's
// (a llama.cpp server's started for its share of the peak).
InferenceFleet evaluateFleet(const Scenario& scenario, const InferenceMemory& memory,
                             const ServingModel& model);

} // namespace gp
