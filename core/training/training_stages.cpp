#include "training/training_stages.h"

#include "training/training_fit.h"

#include <algorithm>
#include <utility>

namespace gp {
namespace {

TrainingStage judged(TrainingMemory memory, std::optional<double> calibration)
{
    TrainingStage stage;
    // Cached blocks the allocator releases before failing do not decide whether the run fits.
    stage.judgedTotal
        = calibration ? calibratedBand(memory.needed.expected * *calibration) : memory.needed;
    stage.shownTotal
        = calibration ? calibratedBand(memory.total.expected * *calibration) : memory.total;
    stage.headroom = stage.judgedTotal.remainderOf(memory.capacityBytes);
    stage.fits = stage.judgedTotal.expected <= memory.capacityBytes;
    stage.memory = std::move(memory);
    return stage;
}

} // namespace

bool TrainingStages::allFit() const
{
    return std::all_of(stages.begin(), stages.end(),
                       [](const TrainingStage& stage) { return stage.fits; });
}

const TrainingStage* TrainingStages::middle() const
{
    for (const TrainingStage& stage : stages)
        if (stage.memory.layout.isMiddleStage())
            return &stage;
    return nullptr;
}

const TrainingStage* TrainingStages::last() const
{
    return stages.size() > 1 ? &stages.back() : nullptr;
}

std::size_t busiestStageIndex(const std::vector<TrainingStage>& stages)
{
    // Compared on the model's totals: a calibration scales every stage alike.
    std::size_t busiest = 0;
    for (std::size_t i = 1; i < stages.size(); ++i)
        if (stages[i].memory.needed.expected > stages[busiest].memory.needed.expected)
            busiest = i;
    return busiest;
}

TrainingStages trainingStagesFrom(const Scenario& scenario, Detail detail, TrainingMemory first,
                                  const std::vector<int>& middleStages,
                                  std::optional<double> calibration)
{
    TrainingStages result;
    result.calibration = calibration.value_or(1.0);
    result.hasCalibration = calibration.has_value();
    const int pp = scenario.training.pp;
    result.stages.reserve(3);
    result.stages.push_back(judged(std::move(first), calibration));
    if (pp > 1) {
        if (auto middle = fullestOfStages(scenario, middleStages)) {
            if (detail == Detail::Full)
                middle = estimateTrainingMemory(scenario, detail, middle->layout.stage);
            result.stages.push_back(judged(std::move(*middle), calibration));
        }
        result.stages.push_back(
            judged(estimateTrainingMemory(scenario, detail, lastStage(scenario)), calibration));
    }
    result.busiest = busiestStageIndex(result.stages);
    return result;
}

TrainingStages estimateTrainingStages(const Scenario& scenario, Detail detail,
                                      std::optional<double> calibration)
{
    return trainingStagesFrom(scenario, detail, estimateTrainingMemory(scenario, detail),
                              middleStagesToWeigh(scenario), calibration);
}

} // namespace gp
