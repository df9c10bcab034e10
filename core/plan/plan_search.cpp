#include "plan/plan_search.h"

#include "common/messages.h"
#include "plan/scaling_advice.h"
#include "plan/search_space.h"
#include "training/step_flops.h"
#include "training/step_time.h"
#include "training/training_fit.h"
#include "training/training_memory.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace gp {

const std::vector<std::string>& planObjectiveNames()
{
    static const std::vector<std::string> names = {"min-gpus", "min-cost", "min-time"};
    return names;
}

std::vector<int> planGpuCounts(int gpusPerNode, int maxGpus, int scenarioGpus)
{
    std::vector<int> counts;
    for (int n = 1; n < gpusPerNode && n <= maxGpus; n *= 2)
        counts.push_back(n);
    if (maxGpus < gpusPerNode) {
        counts.push_back(maxGpus);
    } else {
        // Whole servers: 1, 2, 3, 4, 5, 6, 8, 10, 12, 16, 20, 24, 32, ... (steps of 1/4 to 1/2 of
        // a power of two), enough points to see a curve bend without visiting every count.
        const int maxNodes = maxGpus / gpusPerNode;
        for (long long power = 1; power <= maxNodes; power *= 2)
            for (long long step : {power, power * 5 / 4, power * 3 / 2})
                if (step <= maxNodes && (step == power || step > power))
                    counts.push_back(static_cast<int>(step * gpusPerNode));
        counts.push_back(maxNodes * gpusPerNode);
    }
    if (scenarioGpus >= 1 && scenarioGpus <= maxGpus
        && (scenarioGpus < gpusPerNode || scenarioGpus % gpusPerNode == 0))
        counts.push_back(scenarioGpus);
    std::sort(counts.begin(), counts.end());
    counts.erase(std::unique(counts.begin(), counts.end()), counts.end());
    return counts;
}

namespace {

// The scenario's own first- and last-stage layer counts hold at its own pipeline depth, without
// virtual stages (the parser allows them only so); other depths split evenly (Megatron's default).
void keepOwnStageSplit(const TrainingSpec& own, TrainingSpec& candidate)
{
    const bool ownDepth = candidate.pp == own.pp && candidate.virtualStages == 1;
    candidate.firstStageLayers = ownDepth ? own.firstStageLayers : 0;
    candidate.lastStageLayers = ownDepth ? own.lastStageLayers : 0;
}

std::string days(double seconds)
{
    return formatNumber(std::round(seconds / 86400.0 * 10) / 10);
}

class PlanSearch
{
public:
    PlanSearch(const Scenario& scenario, const PlanOptions& options, PlanResult& result)
        : m_scenario(scenario)
        , m_work(scenario)
        , m_options(options)
        , m_result(result)
        , m_space(scenario, options.maxGpus)
    {
        // The step's work depends on the recomputation only (batch and sequence are fixed).
        for (Recompute r :
             {Recompute::None, Recompute::Selective, Recompute::Full, Recompute::Offload}) {
            m_work.training.recompute = r;
            m_flops[static_cast<int>(r)] = trainingStepFlops(m_work);
        }
        m_work = scenario;
        const TrainingStages base = estimateTrainingStages(scenario, Detail::TotalsOnly);
        // An MFU band stated for the scenario's own layout says nothing about other layouts;
        // it calibrates the model there instead, and every candidate is scaled alike.
        m_work.training.mfu.reset();
        if (scenario.training.mfu && !scenario.training.trial) {
            const StepFlops flops = trainingStepFlops(scenario);
            const double model
                = estimateTrainingTime(m_work, flops, base, Detail::TotalsOnly).stepTime.expected;
            const double given
                = estimateTrainingTime(scenario, flops, base, Detail::TotalsOnly).stepTime.expected;
            if (model > 0 && given > 0)
                m_mfuFactor = given / model;
        }
        if (auto c = calibrateTrainingMemory(scenario)) {
            m_memoryFactor = c->factor;
            m_memoryCalibrated = true;
        }
        if (const auto& trial = scenario.training.trial) {
            m_trialMeasuredS = trial->stepTimeS;
            if (trial->peakMemoryGib)
                m_trialPeakBytes = *trial->peakMemoryGib * 1024.0 * 1024.0 * 1024.0;
        }
        if (options.deadlineDays)
            m_deadlineS = *options.deadlineDays * 86400.0;
    }

    double mfuFactor() const { return m_mfuFactor; }
    bool timeCalibrated() const { return m_trialMeasuredS > 0; }

    void searchCount(int gpus, ScalingPoint& point)
    {
        const Architecture& a = m_scenario.model.architecture;
        const std::int64_t globalBatch = m_scenario.training.globalBatch;
        for (int tp : m_space.tp) {
            if (gpus % tp != 0)
                continue;
            for (int cp : m_space.cp) {
                if (gpus % (tp * cp) != 0)
                    continue;
                for (int pp : m_space.pp) {
                    if (gpus % (tp * cp * pp) != 0)
                        continue;
                    const int dp = gpus / (tp * cp * pp);
                    if (globalBatch % dp != 0)
                        continue;
                    for (int ep : m_space.ep) {
                        if ((static_cast<std::int64_t>(dp) * cp) % ep != 0)
                            continue;
                        for (int v : m_space.virtualStages(a.layers, pp))
                            searchSharding(gpus, tp, pp, cp, ep, dp, v, point);
                    }
                }
            }
        }
    }

private:
    void searchSharding(int gpus, int tp, int pp, int cp, int ep, int dp, int v,
                        ScalingPoint& point)
    {
        TrainingSpec& t = m_work.training;
        t.tp = tp;
        t.pp = pp;
        t.cp = cp;
        t.ep = ep;
        t.dp = dp;
        t.virtualStages = v;
        keepOwnStageSplit(m_scenario.training, t);
        t.shardGroup = 0;
        t.sequenceParallel = tp > 1;
        // Which middle stages can need more than the first follows from the pipeline's shape
        // alone: found once here, weighed for every sharding and micro-batch below.
        auto [cached, inserted] = m_middleStagesByShape.try_emplace({pp, v});
        if (inserted)
            cached->second = middleStagesToWeigh(m_work);
        m_middleStages = &cached->second;
        // Fewer GPUs than a server holds: the run uses part of one server (as applyLayout).
        const int perNode = m_scenario.hardware.gpusPerNode;
        m_work.hardware.nodes = std::max(1, (gpus + perNode - 1) / perNode);
        m_work.hardware.gpusPerNode = std::min(gpus, perNode);
        // Without data parallelism ZeRO has nothing to shard over; its one use there is
        // ZeRO-Offload (stage 2 with the optimizer on the CPU), the single-GPU recipe.
        const bool sharded = static_cast<std::int64_t>(dp) * cp > 1;
        for (int zero = 0; zero <= 3; ++zero) {
            if (!sharded && zero != 0 && zero != 2)
                continue;
            t.zeroStage = zero;
            t.offloadParams = m_scenario.training.offloadParams && zero >= 3;
            for (int offload = 0; offload <= (zero >= 1 ? 1 : 0); ++offload) {
                if (!sharded && zero == 2 && offload == 0)
                    continue;
                t.offloadOptimizer = offload == 1;
                // Full recomputation needs the least memory, none the most: when a layout does not
                // fit with full recomputation at any micro-batch, it does not fit with none either.
                // Not so for a freeze fine-tune: without recomputation a stage keeps activations only
                // for its trained layers, with full recomputation every layer's input.
                const bool fullIsLeast = t.method != TrainingMethod::Freeze;
                for (Recompute r : {Recompute::Full, Recompute::Selective, Recompute::None}) {
                    t.recompute = r;
                    if (!searchMicroBatches(gpus, point) && fullIsLeast)
                        break;
                }
            }
        }
    }

    // Returns whether any micro-batch fit. Memory grows with the micro-batch, so the first one
    // that does not fit ends the loop.
    bool searchMicroBatches(int gpus, ScalingPoint& point)
    {
        TrainingSpec& t = m_work.training;
        const std::int64_t perReplica = t.globalBatch / t.dp;
        bool anyFit = false;
        calibrateOnTrial();
        for (int micro : m_space.microBatches) {
            if (perReplica % micro != 0)
                break; // the larger powers of two do not divide it either
            const std::int64_t microBatches = perReplica / micro;
            if (t.virtualStages > 1 && microBatches % t.pp != 0)
                continue; // Megatron's interleaved schedule needs m to be a multiple of p
            t.microBatch = micro;
            ++m_result.candidates;
            ++point.candidates;
            TrainingMemory memory = estimateTrainingMemory(m_work, Detail::TotalsOnly);
            // The plan keeps the 10% the low-headroom advice asks for: a layout at 99% of
            // memory fails on the first allocation spike.
            const double limit = kPlanMemoryShare * memory.capacityBytes;
            // A first stage that does not fit settles it without estimating the last one.
            if (memory.needed.expected * m_memoryFactor > limit)
                break;
            // The fullest stage (first, middle or last) must fit; the heaviest ones set the step
            // time: the same stages, and the same judgement, as the estimate's.
            const TrainingStages stages = trainingStagesFrom(
                m_work, Detail::TotalsOnly, std::move(memory), *m_middleStages,
                m_memoryCalibrated ? std::optional(m_memoryFactor) : std::nullopt);
            if (stages.busiestStage().judgedTotal.expected > limit)
                break;
            anyFit = true;
            ++m_result.fitting;
            consider(gpus, stages, point);
        }
        return anyFit;
    }

    // A trial run is modelled at the candidate's own model-parallel layout, sharding and
    // recomputation (trialScenario), as `estimate` does for a single layout; the micro-batch and
    // data parallelism of the candidate do not change it.
    void calibrateOnTrial()
    {
        if (m_trialMeasuredS <= 0)
            return;
        const Scenario small = trialScenario(m_work);
        const TrainingStages stages = estimateTrainingStages(small, Detail::TotalsOnly);
        // The measured peak is the fullest GPU's: compare it with the trial's fuller stage.
        const double trialEstimate = stages.busiestStage().memory.total.expected;
        if (m_trialPeakBytes > 0 && trialEstimate > 0) {
            m_memoryFactor = m_trialPeakBytes / trialEstimate;
            m_memoryCalibrated = true;
        }
        m_trialEstimateS
            = estimateTrainingTime(small, trainingStepFlops(small), stages, Detail::TotalsOnly)
                  .stepTime.expected;
    }

    void consider(int gpus, const TrainingStages& stages, ScalingPoint& point)
    {
        const TrainingSpec& t = m_work.training;
        const StepFlops& flops = m_flops[static_cast<int>(t.recompute)];
        TrainingTime time = estimateTrainingTime(m_work, flops, stages, Detail::TotalsOnly);
        if (m_trialMeasuredS > 0) {
            calibrateTrainingTime(time, flops, m_trialEstimateS, m_trialMeasuredS, m_work);
        } else if (m_mfuFactor != 1.0) {
            time.stepTime = time.stepTime * m_mfuFactor;
            time.compute = time.compute * m_mfuFactor;
            time.communication = time.communication * m_mfuFactor;
            time.bubble = time.bubble * m_mfuFactor;
            deriveRates(time, flops, m_work);
        }

        const bool fastest
            = !point.fastest || time.stepTime.expected < point.fastest->stepTime.expected;
        const bool meetsDeadline
            = !m_deadlineS || (time.totalTime && time.totalTime->expected <= *m_deadlineS);
        if (meetsDeadline)
            ++m_result.meetingDeadline;
        if (!fastest && (!meetsDeadline || !entersRanking(gpus, time)))
            return;

        PlanLayout layout;
        layout.gpus = gpus;
        layout.nodes = m_work.hardware.nodes;
        layout.tp = t.tp;
        layout.pp = t.pp;
        layout.cp = t.cp;
        layout.ep = t.ep;
        layout.dp = t.dp;
        layout.virtualStages = t.virtualStages;
        layout.microBatch = t.microBatch;
        layout.zeroStage = t.zeroStage;
        layout.offloadOptimizer = t.offloadOptimizer;
        layout.sequenceParallel = t.sequenceParallel;
        layout.recompute = t.recompute;
        layout.memoryTotal = stages.busiestStage().judgedTotal;
        layout.capacityBytes = stages.first().memory.capacityBytes;
        layout.stepTime = time.stepTime;
        layout.compute = time.compute;
        layout.communication = time.communication;
        layout.bubble = time.bubble;
        layout.mfu = time.mfu;
        layout.tokensPerSecond = time.tokensPerSecondPerGpu * static_cast<double>(gpus);
        layout.totalTime = time.totalTime;
        layout.gpuHours = time.gpuHours;
        if (time.totalTime)
            layout.cost = runCost(m_scenario.pricing, gpus, *time.totalTime);

        if (fastest)
            point.fastest = layout;
        if (meetsDeadline)
            insertRanked(std::move(layout));
    }

    // How much machinery a layout needs, compared in order: offload, ZeRO stage, recomputation,
    // model-parallel size, then the larger micro-batch. Between equally fast layouts the simpler
    // one is easier to run.
    using Simplicity = std::array<double, 5>;
    static Simplicity simplicity(bool offload, int zero, Recompute recompute, int modelParallel,
                                 int microBatch)
    {
        return {offload ? 1.0 : 0.0, static_cast<double>(zero), static_cast<double>(recompute),
                static_cast<double>(modelParallel), -static_cast<double>(microBatch)};
    }
    static Simplicity simplicity(const TrainingSpec& t)
    {
        return simplicity(t.offloadOptimizer, t.zeroStage, t.recompute,
                          t.tp * t.pp * t.cp * t.ep * t.virtualStages, t.microBatch);
    }
    static Simplicity simplicity(const PlanLayout& l)
    {
        return simplicity(l.offloadOptimizer, l.zeroStage, l.recompute,
                          l.tp * l.pp * l.cp * l.ep * l.virtualStages, l.microBatch);
    }

    // Objective first, then the other measure (step times rounded to 0.1%), then the simpler
    // layout; earlier wins ties.
    using Key = std::array<double, 7>;
    Key key(int gpus, const Range& stepTime, const std::optional<Cost>& cost,
            const Simplicity& simple) const
    {
        const double g = gpus;
        const double time = std::round(std::log(stepTime.expected) * 1000);
        Key k{time, g, 0, 0, 0, 0, 0};
        switch (m_options.objective) {
        case PlanObjective::MinGpus:
            k[0] = g;
            k[1] = time;
            break;
        case PlanObjective::MinCost:
            k[0] = cost ? std::round(cost->amount.expected * 100) : 0.0;
            k[1] = time;
            break;
        case PlanObjective::MinTime:
            break;
        }
        std::copy(simple.begin(), simple.end(), k.begin() + 2);
        return k;
    }

    Key key(const PlanLayout& l) const { return key(l.gpus, l.stepTime, l.cost, simplicity(l)); }

    // A cheap test before building the layout: ranked lists are short, candidates many.
    bool entersRanking(int gpus, const TrainingTime& time) const
    {
        if (static_cast<int>(m_result.ranked.size()) < m_options.top)
            return true;
        const auto& worst = m_result.ranked.back();
        std::optional<Cost> cost;
        if (m_options.objective == PlanObjective::MinCost && time.totalTime)
            cost = runCost(m_scenario.pricing, gpus, *time.totalTime);
        return key(gpus, time.stepTime, cost, simplicity(m_work.training)) < key(worst);
    }

    void insertRanked(PlanLayout layout)
    {
        auto& ranked = m_result.ranked;
        const auto k = key(layout);
        const auto at = std::upper_bound(
            ranked.begin(), ranked.end(), k,
            [&](const auto& value, const PlanLayout& other) { return value < key(other); });
        if (at - ranked.begin() >= m_options.top)
            return;
        ranked.insert(at, std::move(layout));
        if (static_cast<int>(ranked.size()) > m_options.top)
            ranked.pop_back();
    }

    const Scenario& m_scenario;
    Scenario m_work; // the scenario set to the candidate in hand
    const PlanOptions& m_options;
    PlanResult& m_result;
    SearchSpace m_space;
    std::array<StepFlops, 4> m_flops; // by Recompute
    // middleStagesToWeigh per pipeline shape (pp, virtual stages), and the current shape's.
    std::map<std::pair<int, int>, std::vector<int>> m_middleStagesByShape;
    const std::vector<int>* m_middleStages = nullptr;
    double m_memoryFactor = 1;
    bool m_memoryCalibrated = false; // a trial's measured peak set m_memoryFactor
    double m_mfuFactor = 1;
    double m_trialEstimateS = 0;
    double m_trialMeasuredS = 0;
    double m_trialPeakBytes = 0;
    std::optional<double> m_deadlineS;
};

bool checkRequest(const Scenario& scenario, const PlanOptions& options, Diagnostics& diag)
{
    if (scenario.workload != Workload::Training) {
        diag.error("workload", "plan.training_only", {});
        return false;
    }
    const std::string objective = planObjectiveNames()[static_cast<int>(options.objective)];
    if (options.objective == PlanObjective::MinCost) {
        if (!scenario.pricing.gpuHour)
            diag.error("pricing.gpu_hour", "plan.needs_price", {objective});
        if (!scenario.training.tokens)
            diag.error("training.tokens", "plan.needs_tokens", {"--objective " + objective});
    }
    if (options.deadlineDays && !scenario.training.tokens)
        diag.error("training.tokens", "plan.needs_tokens", {"--deadline-days"});
    return !diag.hasErrors();
}

} // namespace

PlanResult searchPlans(const Scenario& scenario, const PlanOptions& requested, Diagnostics& diag)
{
    PlanResult result;
    result.options = requested;
    PlanOptions& options = result.options;
    if (options.maxGpus <= 0)
        options.maxGpus = scenario.hardware.totalGpus();
    if (!checkRequest(scenario, options, diag))
        return result;

    PlanSearch search(scenario, options, result);
    for (int gpus : planGpuCounts(scenario.hardware.gpusPerNode, options.maxGpus,
                                  scenario.hardware.totalGpus())) {
        ScalingPoint point;
        point.gpus = gpus;
        search.searchCount(gpus, point);
        result.scaling.push_back(std::move(point));
    }

    const TrainingSpec& t = scenario.training;
    result.assumptions.push_back(makeNote(t.globalBatchGiven ? "plan.assume_global_batch"
                                                             : "plan.assume_global_batch_derived",
                                          {std::to_string(t.globalBatch)}));
    result.assumptions.push_back(makeNote("plan.assume_fit", {}));
    if (t.method != TrainingMethod::Full)
        result.assumptions.push_back(makeNote("plan.assume_data_parallel_only", {}));
    if (t.trial && t.trial->peakMemoryGib)
        result.assumptions.push_back(makeNote("plan.assume_memory_calibrated", {}));
    if (search.timeCalibrated())
        result.assumptions.push_back(makeNote("plan.assume_time_calibrated", {}));
    if (search.mfuFactor() != 1.0)
        result.assumptions.push_back(
            makeNote("plan.assume_mfu_calibrated",
                     {formatNumber(std::round(search.mfuFactor() * 1000) / 1000)}));

    if (result.fitting == 0) {
        diag.error("hardware.gpu", "plan.nothing_fits",
                   {std::to_string(options.maxGpus), scenario.hardware.gpu.name});
        return result;
    }
    if (result.ranked.empty() && options.deadlineDays) {
        // The fastest layout found, to say how far off the deadline is.
        const PlanLayout* best = nullptr;
        for (const auto& point : result.scaling)
            if (point.fastest && point.fastest->totalTime
                && (!best || point.fastest->totalTime->expected < best->totalTime->expected))
                best = &*point.fastest;
        diag.error("--deadline-days", "plan.deadline_unmet",
                   {formatNumber(*options.deadlineDays),
                    best ? days(best->totalTime->expected) : "?",
                    best ? std::to_string(best->gpus) : "?"});
        return result;
    }
    scalingAdvice(scenario, result, result.advice);
    return result;
}

Scenario applyLayout(const Scenario& scenario, const PlanLayout& layout)
{
    Scenario s = scenario;
    TrainingSpec& t = s.training;
    t.tp = layout.tp;
    t.pp = layout.pp;
    t.cp = layout.cp;
    t.ep = layout.ep;
    t.dp = layout.dp;
    t.dpGiven = false;
    t.shardGroup = 0;
    t.virtualStages = layout.virtualStages;
    keepOwnStageSplit(scenario.training, t);
    t.microBatch = layout.microBatch;
    t.zeroStage = layout.zeroStage;
    t.offloadOptimizer = layout.offloadOptimizer;
    t.offloadParams = t.offloadParams && layout.zeroStage >= 3;
    t.sequenceParallel = layout.sequenceParallel;
    t.recompute = layout.recompute;
    // With fewer GPUs than a server holds, the run uses part of one server.
    const int perNode = s.hardware.gpusPerNode;
    s.hardware.nodes = std::max(1, (layout.gpus + perNode - 1) / perNode);
    if (layout.gpus < perNode)
        s.hardware.gpusPerNode = layout.gpus;
    return s;
}

} // namespace gp
