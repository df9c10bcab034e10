#pragma once
// The pipeline stages that can decide whether a layout fits, each estimated once: the first (the
// embedding, p micro-batches in flight under 1F1B), the fullest of the middle ones whose mix of
// layers the first does not bound, and the last (output head, logits and loss). The estimate, the
// step time, the memory sweep and the plan search all take this list, and one rule names the
// busiest stage, so they cannot disagree on which GPU runs out first.
#include "common/range.h"
#include "scenario/scenario.h"
#include "training/training_memory.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gp {

struct TrainingStage
{
    TrainingMemory memory; // the model's estimate of this stage's GPU
    // The total as judged: scaled by a trial run's measured peak when there is one (the
    // measurement pins it, training_fit.h's calibratedBand), else the model's.
    Range judgedTotal;
    Range headroom; // capacity - judgedTotal (negative: does not fit)
    // The device's total with the blocks cached for earlier batch shapes, scaled alike: what the
    // parts add up to, and what the bars draw. judgedTotal without that cache.
    Range shownTotal;
    bool fits = false; // the judged expected total fits the GPU's usable memory

    // "first", "middle" or "last" (a single stage is the first).
    const char* role() const { return memory.layout.role(); }
};

struct TrainingStages
{
    std::vector<TrainingStage> stages; // pipeline order; the first is always there
    std::size_t busiest = 0; // index of the busiest stage (busiestStageIndex)
    double calibration = 1; // the factor a trial's measured peak applied (1 without a trial)
    bool hasCalibration = false; // a trial's measured peak judged the stages

    const TrainingStage& first() const { return stages.front(); }
    const TrainingStage& busiestStage() const { return stages[busiest]; }
    // With several stages: the middle one weighed (none when the first bounds them all), and the
    // last; nullptr otherwise.
    const TrainingStage* middle() const;
    const TrainingStage* last() const;
    bool allFit() const;
    bool calibrated() const { return hasCalibration; }
};

// The one rule for the busiest stage: the largest expected total, the earliest of equals (the
// first stage holds the most micro-batches in flight, so of equal totals it is the one to watch).
std::size_t busiestStageIndex(const std::vector<TrainingStage>& stages);

// Every stage that can bind, judged with `calibration` (a trial's measured / estimated peak).
// Without `calibration` the model's totals are the judged ones.
TrainingStages estimateTrainingStages(const Scenario& scenario, Detail detail,
                                      std::optional<double> calibration = std::nullopt);

// The same from a first stage already estimated and the middle stages to weigh
// (middleStagesToWeigh, which the plan search keeps per pipeline shape and so can stop on a first
// stage that does not fit before estimating the others).
TrainingStages trainingStagesFrom(const Scenario& scenario, Detail detail, TrainingMemory first,
                                  const std::vector<int>& middleStages,
                                  std::optional<double> calibration = std::nullopt);

} // namespace gp
