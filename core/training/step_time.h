#pragma once
// Time of one training step, split into compute, communication and the pipeline bubble, and what
// follows from it: MFU, tokens per second, total time and GPU-hours for training.tokens.
#include "common/range.h"
#include "scenario/scenario.h"
#include "training/step_flops.h"
#include "training/training_memory.h"
#include "training/training_stages.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct TimePart
{
    std::string id; // "compute.matmul", "communication.tensor_parallel", ...
    Range seconds;
    std::string formula;
};

struct TrainingCalibrationTime
{
    double trialEstimateS = 0;
    double trialMeasuredS = 0;
    double factor = 1;
};

struct TrainingTime
{
    int gpus = 0;
    Range efficiency; // share of peak the compute kernels reach
    Range compute; // seconds per step
    Range communication; // exposed (not hidden behind compute)
    Range bubble;
    Range stepTime;
    Range mfu; // model FLOPs / (GPUs x peak x step time)
    Range tokensPerSecondPerGpu;
    std::optional<Range> totalTime; // for training.tokens
    std::optional<Range> gpuHours;
    std::vector<TimePart> parts;
    bool mfuGiven = false;
    std::optional<TrainingCalibrationTime> calibration;
};

// A pipeline goes at the pace of its heaviest stages: the step takes the same stages as the
// memory verdict (training_stages.h).
TrainingTime estimateTrainingTime(const Scenario& scenario, const StepFlops& flops,
                                  const TrainingStages& stages, Detail detail = Detail::Full);

// Carries a measured trial step time to the target: the model's estimate for the trial's own
// configuration is compared with the measurement, and the target's time scaled by the ratio.
void calibrateTrainingTime(TrainingTime& time, const StepFlops& flops, double trialEstimateS,
                           double trialMeasuredS, const Scenario& scenario);

// MFU, tokens per second, total time and GPU-hours from the step time.
void deriveRates(TrainingTime& time, const StepFlops& flops, const Scenario& scenario);

// Dense peak FLOP/s of the GPU at the scenario's precision.
double peakFlops(const Scenario& scenario);

} // namespace gp
