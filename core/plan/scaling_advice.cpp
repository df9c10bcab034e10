#include "plan/scaling_advice.h"

#include "common/messages.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

// Step times for messages: three significant digits are what the model can claim.
std::string seconds(double value)
{
    const double scale = std::pow(10.0, 2 - std::floor(std::log10(std::max(value, 1e-9))));
    return formatNumber(std::round(value * scale) / scale);
}

} // namespace

void scalingAdvice(const Scenario& scenario, const PlanResult& result, std::vector<Note>& advice)
{
    const ScalingPoint* fastest = nullptr;
    const ScalingPoint* last = nullptr;
    const ScalingPoint* bestOneServer = nullptr;
    const ScalingPoint* bestSeveral = nullptr;
    const int perNode = scenario.hardware.gpusPerNode;
    auto faster = [](const ScalingPoint* a, const ScalingPoint& b) {
        return !a || b.fastest->stepTime.expected < a->fastest->stepTime.expected;
    };
    for (const auto& point : result.scaling) {
        if (!point.fastest)
            continue;
        if (faster(fastest, point))
            fastest = &point;
        last = &point;
        if (point.gpus <= perNode && faster(bestOneServer, point))
            bestOneServer = &point;
        if (point.gpus > perNode && faster(bestSeveral, point))
            bestSeveral = &point;
    }
    if (!fastest || !last)
        return;
    const std::string link = scenario.hardware.interNodeLink.name;
    if (bestOneServer && bestSeveral
        && bestSeveral->fastest->stepTime.expected > bestOneServer->fastest->stepTime.expected) {
        const PlanLayout& several = *bestSeveral->fastest;
        advice.push_back(
            makeNote("plan.multi_node_slower",
                     {std::to_string(bestOneServer->gpus),
                      seconds(bestOneServer->fastest->stepTime.expected),
                      std::to_string(several.gpus), seconds(several.stepTime.expected), link,
                      formatNumber(std::round(several.communication.expected
                                              / several.stepTime.expected * 100))},
                     "critical", "hardware.inter_node_link"));
    } else if (fastest != last
               && last->fastest->stepTime.expected > 1.05 * fastest->fastest->stepTime.expected) {
        const PlanLayout& slow = *last->fastest;
        advice.push_back(makeNote(
            "plan.scaling_stops",
            {std::to_string(fastest->gpus), std::to_string(last->gpus),
             formatNumber(std::round(slow.communication.expected / slow.stepTime.expected * 100)),
             slow.nodes > 1 ? link : scenario.hardware.intraNodeLink.name},
            "warning", "hardware.nodes"));
    }
}

} // namespace gp
