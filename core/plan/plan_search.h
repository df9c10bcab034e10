#pragma once
// The layout search behind `gpu-planner-cli plan`: every way to lay the scenario's training run
// out on 1..max GPUs of its kind (GPU count x TP x PP x CP x EP x ZeRO stage x optimizer offload x
// recompute x micro-batch x virtual stages), the ones that fit in memory, ranked by an objective,
// and the scaling curve that shows where adding GPUs stops paying.
//
// Each candidate runs the same memory and step-time model as a single estimate, without the
// formula texts (Detail::TotalsOnly), so a ranked layout's figures equal what `estimate` prints
// for the scenario set to that layout.
#include "common/diagnostics.h"
#include "common/range.h"
#include "cost/billing.h"
#include "estimate/estimate.h"
#include "scenario/scenario.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gp {

inline constexpr const char* kPlanFormat = "gpu-planner.plan/1";

enum class PlanObjective { MinGpus, MinCost, MinTime };

const std::vector<std::string>& planObjectiveNames(); // "min-gpus", "min-cost", "min-time"

struct PlanOptions
{
    PlanObjective objective = PlanObjective::MinTime;
    int maxGpus = 0; // 0: the scenario's own GPU count
    std::optional<double> deadlineDays;
    int top = 10;
};

inline constexpr int kPlanMaxGpus = 1 << 20;
// Share of a GPU's memory a layout may use by the expected estimate.
inline constexpr double kPlanMemoryShare = 0.9;
inline constexpr int kPlanMaxTop = 1000;

struct PlanLayout
{
    int gpus = 0;
    int nodes = 0;
    int tp = 1;
    int pp = 1;
    int cp = 1;
    int ep = 1;
    int dp = 1;
    int virtualStages = 1;
    int microBatch = 1;
    int zeroStage = 0;
    bool offloadOptimizer = false;
    bool sequenceParallel = false;
    Recompute recompute = Recompute::None;

    Range memoryTotal; // bytes on the busiest GPU (with the trial's correction, if measured)
    double capacityBytes = 0;
    Range stepTime;
    Range compute;
    Range communication;
    Range bubble;
    Range mfu;
    Range tokensPerSecond; // all GPUs together
    std::optional<Range> totalTime; // for training.tokens
    std::optional<Range> gpuHours;
    std::optional<Cost> cost;
};

// The fastest layout at one GPU count (none when nothing fits there).
struct ScalingPoint
{
    int gpus = 0;
    std::uint64_t candidates = 0; // valid layouts tried (0: the count does not factor into one)
    std::optional<PlanLayout> fastest;
};

struct PlanResult
{
    PlanOptions options; // maxGpus resolved
    std::vector<PlanLayout> ranked; // best first, at most options.top
    std::vector<ScalingPoint> scaling; // by GPU count
    std::uint64_t candidates = 0; // layouts whose memory was evaluated
    std::uint64_t fitting = 0; // of them, the ones that fit (and were timed)
    std::uint64_t meetingDeadline = 0;
    std::vector<Note> advice;
    std::vector<Note> assumptions;
};

// Errors (a price or a token count the objective needs, a deadline nothing meets, nothing that
// fits) go to `diag` with the option or scenario field at fault; the result then holds what was
// found so far (the scaling curve shows the fastest times).
PlanResult searchPlans(const Scenario& scenario, const PlanOptions& options, Diagnostics& diag);

// The GPU counts the search visits: powers of two inside one server, then whole servers in a
// 1-1.25-1.5-2 progression, with the scenario's own count and the maximum.
std::vector<int> planGpuCounts(int gpusPerNode, int maxGpus, int scenarioGpus);

// The scenario set to a layout (what `estimate` would need to reproduce it).
Scenario applyLayout(const Scenario& scenario, const PlanLayout& layout);

} // namespace gp
