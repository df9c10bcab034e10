#include "plan/plan_json.h"

#include "estimate/estimate_json.h"

namespace gp {
namespace {

nlohmann::json layoutJson(const PlanLayout& l)
{
    nlohmann::json j = {
        {"gpus", l.gpus},
        {"nodes", l.nodes},
        {"tp", l.tp},
        {"pp", l.pp},
        {"cp", l.cp},
        {"ep", l.ep},
        {"dp", l.dp},
        {"virtual_stages", l.virtualStages},
        {"micro_batch", l.microBatch},
        {"zero_stage", l.zeroStage},
        {"offload_optimizer", l.offloadOptimizer},
        {"sequence_parallel", l.sequenceParallel},
        {"recompute", recomputeNames()[static_cast<int>(l.recompute)]},
        {"memory",
         {{"per_gpu_total", rangeJson(l.memoryTotal)},
          {"capacity_bytes", l.capacityBytes},
          {"headroom_bytes",
           rangeJson({l.capacityBytes - l.memoryTotal.high,
                      l.capacityBytes - l.memoryTotal.expected,
                      l.capacityBytes - l.memoryTotal.low})}}},
    };
    nlohmann::json training = {{"step_time_s", rangeJson(l.stepTime)},
                               {"compute_s", rangeJson(l.compute)},
                               {"communication_s", rangeJson(l.communication)},
                               {"bubble_s", rangeJson(l.bubble)},
                               {"mfu", rangeJson(l.mfu)},
                               {"tokens_per_s", rangeJson(l.tokensPerSecond)}};
    if (l.totalTime)
        training["total_time_s"] = rangeJson(*l.totalTime);
    if (l.gpuHours)
        training["gpu_hours"] = rangeJson(*l.gpuHours);
    if (l.cost) {
        training["cost"] = rangeJson(l.cost->amount);
        training["cost"]["currency"] = l.cost->currency;
        training["cost"]["billing"] = billingNames()[static_cast<int>(l.cost->billing)];
    }
    j["training"] = training;
    return j;
}

} // namespace

nlohmann::json planToJson(const PlanResult& plan, const Scenario& scenario)
{
    nlohmann::json layouts = nlohmann::json::array();
    int rank = 0;
    for (const auto& layout : plan.ranked) {
        nlohmann::json j = layoutJson(layout);
        j["rank"] = ++rank;
        layouts.push_back(std::move(j));
    }
    nlohmann::json scaling = nlohmann::json::array();
    for (const auto& point : plan.scaling) {
        nlohmann::json j = {{"gpus", point.gpus},
                            {"candidates", point.candidates},
                            {"fits", point.fastest.has_value()}};
        if (point.fastest)
            j["fastest"] = layoutJson(*point.fastest);
        scaling.push_back(std::move(j));
    }
    nlohmann::json advice = nlohmann::json::array();
    for (const auto& note : plan.advice)
        advice.push_back(noteToJson(note));
    nlohmann::json assumptions = nlohmann::json::array();
    for (const auto& note : plan.assumptions)
        assumptions.push_back(noteToJson(note));
    const PlanOptions& o = plan.options;
    nlohmann::json document{{"format", kPlanFormat},
                            {"scenario", scenario.name},
                            {"objective", planObjectiveNames()[static_cast<int>(o.objective)]},
                            {"max_gpus", o.maxGpus}};
    // A number when a deadline was given, absent otherwise: never null.
    if (o.deadlineDays)
        document["deadline_days"] = *o.deadlineDays;
    document.update(nlohmann::json{{"gpu", scenario.hardware.gpu.id},
                                   {"gpus_per_node", scenario.hardware.gpusPerNode},
                                   {"search",
                                    {{"candidates", plan.candidates},
                                     {"fitting", plan.fitting},
                                     {"meeting_deadline", plan.meetingDeadline}}},
                                   {"layouts", layouts},
                                   {"scaling", scaling},
                                   {"advice", advice},
                                   {"assumptions", assumptions}});
    return document;
}

} // namespace gp
