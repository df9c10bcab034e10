// gpu-planner-cli plan: the training layouts that fit, ranked by the objective, and the
// scaling curve.
#include "cli/command_context.h"

#include "plan/plan_json.h"
#include "plan/plan_text.h"

#include <chrono>
#include <cstdio>

namespace gp::cli {

int commandPlan(const Options& options, Streams s)
{
    int status = Ok;
    auto loaded = loadScenario(options, s, status);
    if (!loaded)
        return status;
    const Scenario& scenario = *loaded->scenario;
    Diagnostics diag;
    const auto start = std::chrono::steady_clock::now();
    const PlanResult plan = searchPlans(scenario, options.plan, diag);
    const double elapsed
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string name = sourceName(options);
    printDiagnostics(loaded->diagnostics, name, s.err);
    printDiagnostics(diag, name, s.err);
    // A request the plan cannot serve (missing price or tokens) prints nothing else.
    if (diag.hasErrors() && plan.candidates == 0)
        return InvalidInput;
    if (options.format == "json") {
        nlohmann::json document = planToJson(plan, scenario);
        document["search"]["elapsed_s"] = elapsed;
        nlohmann::json errors = nlohmann::json::array();
        for (const auto& error : diag.errors())
            errors.push_back({{"path", error.path}, {"id", error.id}, {"message", error.message}});
        document["errors"] = errors;
        s.out << document.dump(1) << "\n";
    } else {
        const MessageRenderer& render = renderer(options);
        s.out << planToText(plan, scenario, render);
        char seconds[32];
        char rate[32];
        std::snprintf(seconds, sizeof seconds, "%.3f", elapsed);
        std::snprintf(rate, sizeof rate, "%.2f",
                      elapsed > 0 ? static_cast<double>(plan.candidates) / elapsed / 1e6 : 0.0);
        s.out << render("text.plan_searched", {seconds, rate}) << "\n";
    }
    return diag.hasErrors() ? InvalidInput : Ok;
}

} // namespace gp::cli
