#include "training/training_fit.h"

#include "common/bisect.h"
#include "training/training_memory.h"
#include "training/training_stages.h"

#include <algorithm>
#include <numeric>

namespace gp {
namespace {

bool fits(const Scenario& scenario, double calibration)
{
    return estimateTrainingStages(scenario, Detail::TotalsOnly, calibration).allFit();
}

// The smallest data-parallel size from fit.minDp up to 4096 that a buyer can run
// (TrainingFit::minServers). With a global batch given, a divisor of its micro-batches. Without
// one (it follows dp), or one the micro-batch does not divide (the parser says so), any size on
// whole servers. At most 4096 sizes are tried, whatever the global batch.
template <typename Valid>
void wholeServers(const Scenario& scenario, TrainingFit& fit, const Valid& valid)
{
    const TrainingSpec& t = scenario.training;
    const std::int64_t micro = t.microBatch;
    const std::int64_t modelParallel = static_cast<std::int64_t>(t.tp) * t.pp * t.cp;
    const std::int64_t perServer = std::max(1, scenario.hardware.gpusPerNode);
    const bool batchFixed = t.globalBatchGiven && micro > 0 && t.globalBatch % micro == 0;
    const std::int64_t microBatches = batchFixed ? t.globalBatch / micro : 0;
    auto runnable = [&](std::int64_t dp) {
        const std::int64_t gpus = dp * modelParallel;
        if (dp < fit.minDp || dp > 4096 || !(gpus <= perServer || gpus % perServer == 0)
            || !valid(static_cast<int>(dp)))
            return false;
        // Megatron's interleaved schedule runs a multiple of pp micro-batches on each replica.
        return !batchFixed || t.virtualStages <= 1 || (microBatches / dp) % t.pp == 0;
    };
    std::int64_t best = 0;
    if (batchFixed) {
        for (std::int64_t dp = fit.minDp; dp <= std::min<std::int64_t>(4096, microBatches); ++dp)
            if (microBatches % dp == 0 && runnable(dp)) {
                best = dp;
                break;
            }
    } else if (runnable(fit.minDp)) {
        best = fit.minDp;
    } else {
        // Whole servers come every `step` replicas; the first valid one of those.
        const std::int64_t step = perServer / std::gcd(perServer, modelParallel);
        for (std::int64_t dp = (fit.minDp + step - 1) / step * step; dp <= 4096 && best == 0;
             dp += step)
            if (runnable(dp))
                best = dp;
    }
    fit.batchFixed = batchFixed;
    if (best == 0)
        return;
    fit.minServersDp = static_cast<int>(best);
    fit.minServersGpus = best * modelParallel;
    fit.minServers = (fit.minServersGpus + perServer - 1) / perServer;
}

} // namespace

TrainingFit findTrainingFit(const Scenario& scenario, double calibration)
{
    TrainingFit fit;
    Scenario trial = scenario;
    TrainingSpec& t = trial.training;
    const TrainingSpec& original = scenario.training;
    // Micro-batch: the global batch follows so that the step keeps as many micro-batches.
    const std::int64_t microBatches = std::max<std::int64_t>(
        1, original.globalBatch / (static_cast<std::int64_t>(original.microBatch) * original.dp));
    fit.maxMicroBatch = largestPassing(4096, [&](int micro) {
        t.microBatch = micro;
        t.globalBatch = static_cast<std::int64_t>(micro) * t.dp * microBatches;
        return fits(trial, calibration);
    });
    t = original;
    // Sequence length, in steps of the context-parallel size, up to the model's context.
    const std::int64_t longest = scenario.model.architecture.maxPosition > 0
        ? scenario.model.architecture.maxPosition
        : std::int64_t(1) << 20;
    const std::int64_t units
        = longest < t.cp ? 0 : largestPassing<std::int64_t>(longest / t.cp, [&](std::int64_t n) {
              t.seqLen = n * original.cp;
              return fits(trial, calibration);
          });
    fit.maxSeqLen = units * original.cp;
    t = original;
    // Data parallelism: more replicas shard ZeRO states further and, with a fixed global batch,
    // leave fewer micro-batches in flight.
    auto fitsWithDp = [&](int dp) {
        t.dp = dp;
        return fits(trial, calibration);
    };
    // A valid data-parallel size: HSDP's group divides it, expert parallelism divides dp x cp.
    auto valid = [&](int dp) {
        return (original.shardGroup <= 0 || dp % original.shardGroup == 0)
            && (static_cast<std::int64_t>(dp) * original.cp) % original.ep == 0;
    };
    const int maxDp = 4096;
    // The smallest size that fits, then the first valid one from there.
    int found = smallestPassing(maxDp, fitsWithDp);
    while (found > 0 && found <= maxDp && !valid(found))
        ++found;
    if (found > maxDp)
        found = 0;
    if (found > 0) {
        fit.minDp = found;
        fit.minGpus = static_cast<std::int64_t>(found) * original.tp * original.pp * original.cp;
        wholeServers(scenario, fit, valid);
    }
    return fit;
}

Scenario trialScenario(const Scenario& scenario)
{
    const TrialRun* trial = &*scenario.training.trial;
    // The trial ran the same model and method at a small configuration: keep the target's model
    // parallel layout when the trial's GPU count allows it, else a single-GPU layout.
    Scenario small = scenario;
    TrainingSpec& t = small.training;
    const int modelParallel = t.tp * t.pp * t.cp;
    if (trial->gpus % modelParallel != 0) {
        t.tp = t.pp = t.cp = 1;
        t.virtualStages = 1;
        t.sequenceParallel = false;
    }
    t.dp = trial->gpus / (t.tp * t.pp * t.cp);
    // The target's sharding group or expert split may not exist at the trial's size.
    if (t.shardGroup > 0 && t.dp % t.shardGroup != 0)
        t.shardGroup = 0;
    if ((t.dp * t.cp) % t.ep != 0)
        t.ep = 1;
    t.microBatch = trial->microBatch;
    t.seqLen = trial->seqLen;
    t.globalBatch = trial->globalBatch > 0 ? trial->globalBatch
                                           : static_cast<std::int64_t>(t.microBatch) * t.dp;
    small.hardware.gpusPerNode = std::min(trial->gpus, scenario.hardware.gpusPerNode);
    small.hardware.nodes = std::max(1, trial->gpus / small.hardware.gpusPerNode);

    return small;
}

std::optional<TrainingCalibration> calibrateTrainingMemory(const Scenario& scenario)
{
    const auto& trial = scenario.training.trial;
    if (!trial || !trial->peakMemoryGib)
        return std::nullopt;
    const Scenario small = trialScenario(scenario);
    TrainingCalibration calibration;
    // The measured peak is the fullest GPU's: compare it with the trial's fuller stage.
    calibration.trialEstimateBytes
        = estimateTrainingStages(small, Detail::TotalsOnly).busiestStage().memory.total.expected;
    calibration.trialMeasuredBytes = *trial->peakMemoryGib * 1024.0 * 1024.0 * 1024.0;
    if (calibration.trialEstimateBytes <= 0)
        return std::nullopt;
    calibration.factor = calibration.trialMeasuredBytes / calibration.trialEstimateBytes;
    return calibration;
}

Range calibratedBand(double expected)
{
    return {std::min(expected * 0.95, expected), expected, expected * 1.05};
}

} // namespace gp
