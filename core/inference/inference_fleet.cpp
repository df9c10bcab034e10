#include "inference/inference_fleet.h"

#include "common/messages.h"
#include "cost/billing.h"

#include <algorithm>
#include <optional>

namespace gp {

namespace {

bool servedOnCpu(const Scenario& scenario)
{
    return scenario.inference.device == Device::Cpu;
}

long long fleetGpus(const Scenario& scenario)
{
    return servedOnCpu(scenario) ? std::max(1, scenario.hardware.nodes)
                                 : scenario.hardware.totalGpus();
}

int gpusPerReplica(const Scenario& scenario)
{
    return servedOnCpu(scenario) ? 1 : std::max(1, scenario.inference.tp * scenario.inference.pp);
}

} // namespace

long long enteredReplicas(const Scenario& scenario)
{
    return fleetGpus(scenario) / gpusPerReplica(scenario);
}

int usersPerServer(const Scenario& scenario)
{
    const long long peak = std::max(1, scenario.inference.peakConcurrency);
    const long long servers = std::max(1, scenario.hardware.nodes);
    return static_cast<int>((peak + servers - 1) / servers);
}

long long replicasSharingPeak(const Scenario& scenario)
{
    const long long replicas = enteredReplicas(scenario);
    if (replicas < 1)
        return 1;
    const long long peak = std::max(1, scenario.inference.peakConcurrency);
    const long long users = usersPerEnteredReplica(scenario);
    return std::min(replicas, (peak + users - 1) / users);
}

int usersPerEnteredReplica(const Scenario& scenario)
{
    const long long peak = scenario.inference.peakConcurrency;
    const long long replicas = enteredReplicas(scenario);
    if (replicas < 1)
        return static_cast<int>(std::max(1LL, peak));
    return static_cast<int>(std::max(1LL, (peak + replicas - 1) / replicas));
}

namespace {

void standInForCpu(Scenario& s)
{
    if (s.inference.device != Device::Cpu || !s.hardware.cpu)
        return;
    const CpuSpec& cpu = *s.hardware.cpu;
    GpuSpec stand;
    stand.id = "cpu";
    stand.name = cpu.name;
    stand.vendor = cpu.vendor;
    stand.memoryGib = cpu.memoryGib;
    stand.usableGib = cpu.memoryGib;
    stand.bandwidthGBps = cpu.bandwidthGBps;
    // Matrix throughput when known (AMX, Apple), else ~50 GFLOP/s per core of AVX-512/AVX2 FMA.
    stand.bf16Tflops = cpu.bf16Tflops > 0 ? cpu.bf16Tflops : cpu.cores * 0.05;
    stand.fp16Tflops = stand.bf16Tflops;
    s.hardware.gpu = stand;
    s.hardware.gpusPerNode = 1;
    s.hardware.nodes = 1;
    s.inference.tp = 1;
    s.inference.pp = 1;
}

} // namespace

Scenario servingScenario(const Scenario& scenario)
{
    Scenario s = scenario;
    standInForCpu(s);
    return s;
}

void makeReplica(Scenario& scenario)
{
    // The share is of the fleet as entered: worked out before the CPU stands in for the GPU.
    const int share = usersPerEnteredReplica(scenario);
    standInForCpu(scenario);
    if (scenario.inference.engine == Engine::LlamaCpp)
        scenario.inference.llamaCppSlots = share;
    scenario.inference.peakConcurrency = share;
}

Scenario replicaScenario(const Scenario& scenario)
{
    Scenario replica = scenario;
    makeReplica(replica);
    return replica;
}

InferenceFleet evaluateFleet(const Scenario& scenario, const InferenceMemory& memory,
                             const ServingModel& model)
{
    const InferenceSpec& s = scenario.inference;
    const bool onCpu = servedOnCpu(scenario);
    InferenceFleet fleet;
    fleet.targetsSet = s.targets.ttftMs || s.targets.tpotMs || s.targets.requestsPerS;
    fleet.gpus = fleetGpus(scenario);
    fleet.gpusPerReplica = gpusPerReplica(scenario);
    fleet.replicas = enteredReplicas(scenario);
    fleet.spareGpus = fleet.gpus - fleet.replicas * fleet.gpusPerReplica;
    // On the CPU path the price is a server's hour and the fleet counts servers.
    if (const PricingSpec& p = scenario.pricing; p.gpuHour) {
        constexpr double kHoursPerMonth = 30 * 24.0;
        fleet.monthlyCost = billedHours(kHoursPerMonth, p.billing, p.minimumHours)
            * static_cast<double>(fleet.gpus) * *p.gpuHour;
        fleet.currency = p.currency;
    }
    if (fleet.replicas < 1) {
        fleet.shortOf = "replica";
        fleet.messageId = "fleet.short_replica";
        fleet.args = {std::to_string(fleet.gpus), std::to_string(fleet.gpusPerReplica)};
        return fleet;
    }
    // Each replica carries an even share of the peak; the busiest carries the rounded-up one.
    // (A llama.cpp replica is estimated as started for that share: estimateInference.)
    const int users = usersPerEnteredReplica(scenario);
    if (!memory.fits || model.maxBatch() < 1) {
        fleet.shortOf = "memory";
        fleet.messageId = onCpu ? "fleet.short_memory_cpu" : "fleet.short_memory";
        return fleet;
    }
    fleet.usersPerReplica = users;
    const ConcurrencyPoint point = model.at(fleet.usersPerReplica);
    fleet.ttft = point.ttft;
    fleet.tpot = point.tpot;
    // Every user of the peak is served, each as fast as on the busiest replica (replicas beyond
    // the peak's users stay idle): the fleet's rates are the peak's users', not every replica's.
    const double peak = std::max(1, s.peakConcurrency);
    fleet.throughput = point.throughput * (peak / fleet.usersPerReplica);
    // A request takes its first token and then its output tokens; each user has one at a time.
    // The slow end completes the fewest.
    const double output = static_cast<double>(s.outputTokens);
    const Range cycle = point.ttft + point.tpot * output;
    fleet.requestsPerSecond = cycle.dividedInto(peak);
    const bool perToken = s.outputTokens > 1;
    fleet.args = {std::to_string(fleet.usersPerReplica), formatFixed(point.ttft.expected * 1000, 0),
                  formatFixed(point.tpot.expected * 1000, 1),
                  formatFixed(fleet.requestsPerSecond.expected, 2)};
    if (fleet.usersPerReplica > model.maxBatch()) {
        // Beyond what a replica runs at once the rest wait for a slot, whatever the targets: the
        // smallest fleet is sized never to queue either.
        fleet.shortOf = "queue";
        fleet.args.emplace_back(); // no target missed: {4} stays empty
        fleet.args.push_back(std::to_string(model.maxBatch()));
    } else if (s.targets.ttftMs && point.ttft.expected * 1000 > *s.targets.ttftMs) {
        fleet.shortOf = "ttft";
        fleet.args.push_back(formatFixed(*s.targets.ttftMs, 0));
    } else if (perToken && s.targets.tpotMs && point.tpot.expected * 1000 > *s.targets.tpotMs) {
        fleet.shortOf = "tpot";
        fleet.args.push_back(formatFixed(*s.targets.tpotMs, 1));
    } else if (s.targets.requestsPerS
               && fleet.requestsPerSecond.expected < *s.targets.requestsPerS) {
        fleet.shortOf = "rate";
        fleet.args.push_back(formatFixed(*s.targets.requestsPerS, 2));
    }
    fleet.targetsMet = fleet.shortOf.empty();
    fleet.messageId = !fleet.targetsMet ? "fleet.short_" + fleet.shortOf
                                        : (fleet.targetsSet ? "fleet.met" : "fleet.no_targets");
    // On the CPU path each server is a replica: the sentence counts users per server.
    if (onCpu && fleet.shortOf != "rate")
        fleet.messageId += "_cpu";
    return fleet;
}

} // namespace gp
