#include "plan/plan_text.h"

#include "common/messages.h"
#include "common/text_columns.h"
#include "estimate/estimate_text.h"

#include <algorithm>

namespace gp {
namespace {

const char* objectiveId(PlanObjective objective)
{
    switch (objective) {
    case PlanObjective::MinGpus:
        return "objective.min_gpus";
    case PlanObjective::MinCost:
        return "objective.min_cost";
    case PlanObjective::MinTime:
        return "objective.min_time";
    }
    return "objective.min_gpus";
}

// One column of the layout table: its heading and the cell of a layout.
struct Column
{
    std::string heading;
    std::size_t width; // at least; widened to the heading
    bool left; // left-aligned text, else right-aligned figures
    std::string (*cell)(const PlanLayout&);
};

std::vector<Column> columns(const PlanResult& plan, const MessageRenderer& render)
{
    constexpr double gib = 1024.0 * 1024.0 * 1024.0;
    std::vector<Column> list = {
        {render("text.col_gpus", {}), 6, false,
         [](const PlanLayout& l) { return std::to_string(l.gpus); }},
        {"TP", 3, false, [](const PlanLayout& l) { return std::to_string(l.tp); }},
        {"PP", 3, false, [](const PlanLayout& l) { return std::to_string(l.pp); }},
        {"v", 2, false, [](const PlanLayout& l) { return std::to_string(l.virtualStages); }},
        {"CP", 2, false, [](const PlanLayout& l) { return std::to_string(l.cp); }},
        {"EP", 2, false, [](const PlanLayout& l) { return std::to_string(l.ep); }},
        {"DP", 5, false, [](const PlanLayout& l) { return std::to_string(l.dp); }},
        {"mb", 3, false, [](const PlanLayout& l) { return std::to_string(l.microBatch); }},
        {"ZeRO", 5, true,
         [](const PlanLayout& l) {
             return std::to_string(l.zeroStage) + (l.offloadOptimizer ? "+off" : "");
         }},
        {render("text.col_recompute", {}), 9, true,
         [](const PlanLayout& l) { return recomputeNames()[static_cast<int>(l.recompute)]; }},
        {render("text.col_memory", {}), 11, false,
         [](const PlanLayout& l) {
             return formatFixed(l.memoryTotal.expected / gib, 1) + "/"
                 + formatFixed(l.capacityBytes / gib, 0);
         }},
        {render("text.col_step", {}), 8, false,
         [](const PlanLayout& l) { return formatFixed(l.stepTime.expected, 2); }},
        {"MFU", 6, false,
         [](const PlanLayout& l) { return formatFixed(l.mfu.expected * 100, 1) + "%"; }},
    };
    const bool timed = !plan.ranked.empty() && plan.ranked.front().totalTime;
    const bool priced = !plan.ranked.empty() && plan.ranked.front().cost;
    if (timed) {
        list.push_back({render("text.col_days", {}), 8, false, [](const PlanLayout& l) {
                            return l.totalTime ? formatFixed(l.totalTime->expected / 86400, 1)
                                               : "-";
                        }});
        list.push_back({render("text.col_gpu_hours", {}), 10, false, [](const PlanLayout& l) {
                            return l.gpuHours ? formatFixed(l.gpuHours->expected, 0) : "-";
                        }});
    }
    if (priced)
        list.push_back({render("text.col_cost", {plan.ranked.front().cost->currency}), 12, false,
                        [](const PlanLayout& l) {
                            return l.cost ? formatFixed(l.cost->amount.expected, 0) : "-";
                        }});
    for (Column& column : list)
        column.width = std::max(column.width, displayWidth(column.heading));
    return list;
}

std::string cell(const Column& column, const std::string& text)
{
    return " " + (column.left ? padRight(text, column.width) : padLeft(text, column.width));
}

// The rank (or blanks), then the columns.
std::string row(const std::vector<Column>& list, const std::string& rank, const PlanLayout& l)
{
    std::string line = padLeft(rank, 3);
    for (const Column& column : list)
        line += cell(column, column.cell(l));
    // Left-aligned last cells leave trailing blanks; a line never ends in spaces.
    return line.substr(0, line.find_last_not_of(' ') + 1);
}

std::string headingRow(const std::vector<Column>& list)
{
    std::string line = "   ";
    for (const Column& column : list)
        line += cell(column, column.heading);
    return line.substr(0, line.find_last_not_of(' ') + 1);
}

} // namespace

std::string describeLayout(const PlanLayout& l, const MessageRenderer& render)
{
    // "×", not a spaced "x": the sign reads as multiplication in every language.
    std::string text = "tp " + std::to_string(l.tp) + " \u00d7 pp " + std::to_string(l.pp);
    if (l.virtualStages > 1)
        text += " (v " + std::to_string(l.virtualStages) + ")";
    if (l.cp > 1)
        text += " \u00d7 cp " + std::to_string(l.cp);
    text += " \u00d7 dp " + std::to_string(l.dp);
    if (l.ep > 1)
        text += ", ep " + std::to_string(l.ep);
    static const char* recompute[] = {"layout.recompute_none", "layout.recompute_selective",
                                      "layout.recompute_full", "layout.recompute_offload"};
    return render(l.offloadOptimizer ? "layout.summary_offload" : "layout.summary",
                  {text, std::to_string(l.zeroStage),
                   render(recompute[static_cast<int>(l.recompute)], {}),
                   std::to_string(l.microBatch)});
}

std::string planToText(const PlanResult& plan, const Scenario& scenario,
                       const MessageRenderer& render)
{
    const PlanOptions& o = plan.options;
    std::string text = render("text.plan", {scenario.name}) + "\n";
    std::string search
        = render("text.plan_search",
                 {render(objectiveId(o.objective), {}), std::to_string(o.maxGpus),
                  scenario.hardware.gpu.name, std::to_string(scenario.hardware.gpusPerNode)});
    if (o.deadlineDays)
        search += render("text.plan_deadline", {formatNumber(*o.deadlineDays)});
    text += "  " + search + "\n";
    text += "  "
        + render("text.plan_evaluated",
                 {std::to_string(plan.candidates), std::to_string(plan.fitting)})
        + "\n";
    const std::vector<Column> list = columns(plan, render);
    const std::string heading = headingRow(list);
    if (!plan.ranked.empty()) {
        text += render("text.plan_best", {}) + "\n" + heading + "\n";
        int rank = 0;
        for (const auto& layout : plan.ranked)
            text += row(list, std::to_string(++rank), layout) + "\n";
        text += "  #1: " + describeLayout(plan.ranked.front(), render) + "\n";
    }
    text += render("text.plan_scaling", {}) + "\n" + heading + "\n";
    for (const auto& point : plan.scaling) {
        if (point.fastest) {
            text += row(list, "", *point.fastest) + "\n";
            continue;
        }
        text += "   " + cell(list.front(), std::to_string(point.gpus)) + "  "
            + render(point.candidates > 0 ? "text.plan_nothing_fits" : "text.plan_no_layout", {})
            + "\n";
    }
    if (!plan.assumptions.empty()) {
        text += render("text.assumptions", {}) + "\n";
        for (const auto& note : plan.assumptions)
            text += "  - " + noteLine(note, render) + "\n";
    }
    if (!plan.advice.empty()) {
        text += render("text.advice", {}) + "\n";
        for (const auto& note : plan.advice)
            text += "  - " + noteLine(note, render) + "\n";
    }
    return text;
}

} // namespace gp
