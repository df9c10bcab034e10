#include "plan/plan_json.h"

#include "estimate/estimate_json.h"

#include <cstdio>

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

std::string layoutColumns(const PlanLayout& l)
{
    char line[200];
    std::snprintf(line, sizeof line, "%6d %3d %3d %2d %2d %2d %5d %3d   %d%s  %-9s", l.gpus, l.tp,
                  l.pp, l.virtualStages, l.cp, l.ep, l.dp, l.microBatch, l.zeroStage,
                  l.offloadOptimizer ? "+off" : "    ",
                  recomputeNames()[static_cast<int>(l.recompute)].c_str());
    return line;
}

std::string figures(const PlanLayout& l)
{
    char line[200];
    const double gib = 1024.0 * 1024.0 * 1024.0;
    std::snprintf(line, sizeof line, " %6.1f/%-5.0f %8.2f %5.1f%%", l.memoryTotal.expected / gib,
                  l.capacityBytes / gib, l.stepTime.expected, l.mfu.expected * 100);
    std::string text = line;
    if (l.totalTime) {
        std::snprintf(line, sizeof line, " %8.1f %10.0f", l.totalTime->expected / 86400,
                      l.gpuHours->expected);
        text += line;
    }
    if (l.cost) {
        std::snprintf(line, sizeof line, " %12.0f", l.cost->amount.expected);
        text += line;
    }
    return text;
}

} // namespace

std::string describeLayout(const PlanLayout& l)
{
    std::string text = "tp " + std::to_string(l.tp) + " x pp " + std::to_string(l.pp);
    if (l.virtualStages > 1)
        text += " (v " + std::to_string(l.virtualStages) + ")";
    if (l.cp > 1)
        text += " x cp " + std::to_string(l.cp);
    text += " x dp " + std::to_string(l.dp);
    if (l.ep > 1)
        text += ", ep " + std::to_string(l.ep);
    text += ", ZeRO-" + std::to_string(l.zeroStage);
    if (l.offloadOptimizer)
        text += " with optimizer offload";
    static const char* recompute[]
        = {"no recomputation", "selective recomputation", "full recomputation"};
    text += std::string(", ") + recompute[static_cast<int>(l.recompute)] + ", micro-batch "
        + std::to_string(l.microBatch);
    return text;
}

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
    return {{"format", kPlanFormat},
            {"scenario", scenario.name},
            {"objective", planObjectiveNames()[static_cast<int>(o.objective)]},
            {"max_gpus", o.maxGpus},
            {"deadline_days", o.deadlineDays ? nlohmann::json(*o.deadlineDays) : nlohmann::json()},
            {"gpu", scenario.hardware.gpu.id},
            {"gpus_per_node", scenario.hardware.gpusPerNode},
            {"search",
             {{"candidates", plan.candidates},
              {"fitting", plan.fitting},
              {"meeting_deadline", plan.meetingDeadline}}},
            {"layouts", layouts},
            {"scaling", scaling},
            {"advice", advice},
            {"assumptions", assumptions}};
}

std::string planToText(const PlanResult& plan, const Scenario& scenario)
{
    const PlanOptions& o = plan.options;
    std::string text = "Plan: " + scenario.name + "\n";
    text += "  Objective " + planObjectiveNames()[static_cast<int>(o.objective)] + ", up to "
        + std::to_string(o.maxGpus) + " x " + scenario.hardware.gpu.name + " ("
        + std::to_string(scenario.hardware.gpusPerNode) + " per server)";
    if (o.deadlineDays) {
        char line[64];
        std::snprintf(line, sizeof line, ", deadline %g days", *o.deadlineDays);
        text += line;
    }
    text += "\n  " + std::to_string(plan.candidates) + " layouts evaluated, "
        + std::to_string(plan.fitting) + " fit in memory\n";
    const bool timed = !plan.ranked.empty() && plan.ranked.front().totalTime;
    const bool priced = !plan.ranked.empty() && plan.ranked.front().cost;
    const std::string header = "  GPUs  TP  PP  v CP EP    DP  mb  ZeRO   recompute    "
                               "GiB/cap   step s   MFU"
        + std::string(timed ? "     days  GPU-hours" : "")
        + (priced ? "  cost " + plan.ranked.front().cost->currency : "");
    if (!plan.ranked.empty()) {
        text += "Best layouts (expected values):\n" + header + "\n";
        int rank = 0;
        for (const auto& layout : plan.ranked) {
            char index[16];
            std::snprintf(index, sizeof index, "%2d", ++rank);
            text += std::string(index) + layoutColumns(layout) + figures(layout) + "\n";
        }
        text += "  #1: " + describeLayout(plan.ranked.front()) + "\n";
    }
    text += "Scaling (the fastest layout at each GPU count):\n" + header + "\n";
    for (const auto& point : plan.scaling) {
        if (!point.fastest) {
            char line[160];
            std::snprintf(line, sizeof line, "  %6d  %s\n", point.gpus,
                          point.candidates > 0
                              ? "nothing fits in memory"
                              : "no layout: the parallel sizes and the global batch do not "
                                "factor into this count");
            text += line;
            continue;
        }
        text += "  " + layoutColumns(*point.fastest) + figures(*point.fastest) + "\n";
    }
    if (!plan.assumptions.empty()) {
        text += "Assumptions:\n";
        for (const auto& note : plan.assumptions)
            text += "  - " + note.message + "\n";
    }
    if (!plan.advice.empty()) {
        text += "Advice:\n";
        for (const auto& note : plan.advice)
            text += "  - [" + note.level + "] " + (note.path.empty() ? "" : note.path + ": ")
                + note.message + "\n";
    }
    return text;
}

} // namespace gp
