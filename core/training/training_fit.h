#pragma once
// What fits on the chosen GPU for the chosen layout, and the correction a measured trial run
// brings.
#include "common/range.h"
#include "scenario/scenario.h"

#include <cstdint>
#include <optional>

namespace gp {

struct TrainingFit
{
    int maxMicroBatch = 0; // 0: not even one sequence fits
    std::int64_t maxSeqLen = 0; // 0: not even a short sequence fits
    std::int64_t minGpus = 0; // smallest GPU count for this tp x pp x cp layout; 0: none
    int minDp = 0;
    // The smallest of those a buyer can run: whole servers (or part of one), with a data-parallel
    // size that splits the global batch into whole micro-batches on every GPU. 0: none from minDp
    // up (the global batch has no such divisor).
    std::int64_t minServers = 0;
    std::int64_t minServersGpus = 0;
    int minServersDp = 0;
    bool batchFixed = false; // the global batch was given (and whole micro-batches) and bound dp
};

// Searches with the expected total (times a calibration factor) against the GPU's capacity.
// Memory never decreases with the micro-batch or the sequence, so those are bisections. With
// data parallelism it only falls (ZeRO sharding, fewer micro-batches in flight) once there is
// any: dp 1 is tried on its own (it has no communication buffers), then dp 2 and up by bisection.
TrainingFit findTrainingFit(const Scenario& scenario, double calibration = 1.0);

struct TrainingCalibration
{
    double trialEstimateBytes = 0; // the model's total for the trial configuration
    double trialMeasuredBytes = 0; // training.trial.peak_memory_gib
    double factor = 1; // measured / estimated: what every stage of the target is scaled by
};

// The scenario of training.trial: the same model and method at the trial's size (the target's
// model-parallel layout when the trial's GPU count allows it, else one GPU per replica).
Scenario trialScenario(const Scenario& scenario);

// The band of a total corrected by a measured trial: the measurement pins the expected value, and
// what differs between trial and target keeps +-5% (narrower than the model alone).
Range calibratedBand(double expected);

// Uses training.trial (with peak_memory_gib) when present.
std::optional<TrainingCalibration> calibrateTrainingMemory(const Scenario& scenario);

} // namespace gp
