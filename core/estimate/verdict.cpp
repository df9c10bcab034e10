#include "estimate/verdict.h"

#include "common/messages.h"
#include "estimate/estimate.h"

#include <cmath>
#include <cstdio>

namespace gp {
namespace {

// Two decimals always, as the window's and the sheet's memory figures.
std::string gibText(double bytes)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.2f GiB", bytes / (1024.0 * 1024.0 * 1024.0));
    return buffer;
}

// The sentence for a verdict on the whole total: free or short, of a GPU or of the server.
Note totalMessage(const Verdict& v)
{
    const std::vector<std::string> args{gibText(std::fabs(v.marginBytes)),
                                        gibText(v.capacityBytes)};
    if (v.fits())
        return makeNote(v.onCpu ? "fit.fits_cpu" : "fit.fits", args);
    return makeNote(v.onCpu ? "fit.short_cpu" : "fit.short", args);
}

} // namespace

const char* fitName(Fit fit)
{
    switch (fit) {
    case Fit::Fits:
        return "fits";
    case Fit::DoesNotFit:
        return "does_not_fit";
    case Fit::CannotStart:
        return "cannot_start";
    }
    return "does_not_fit";
}

Verdict trainingVerdict(const Estimate& estimate)
{
    // Every stage has the same capacity and a calibration scales them alike, so the busiest
    // stage has the least room: it fits exactly when every stage does.
    const TrainingStages& stages = *estimate.training;
    const TrainingStage& busiest = stages.busiestStage();
    Verdict v;
    v.fit = stages.allFit() ? Fit::Fits : Fit::DoesNotFit;
    v.reason = "total";
    if (busiest.memory.layout.stages > 1)
        v.stage = busiest.role();
    v.usedBytes = busiest.judgedTotal.expected;
    v.capacityBytes = busiest.memory.capacityBytes;
    v.marginBytes = v.capacityBytes - v.usedBytes;
    v.message = totalMessage(v);
    return v;
}

Verdict servingVerdict(const InferenceEstimate& inference)
{
    const InferenceMemory& m = inference.memory;
    Verdict v;
    v.onCpu = inference.onCpu;
    v.usedBytes = m.total.expected;
    v.capacityBytes = m.capacityBytes;
    v.targetsMet = inference.sizing.targetsMet;
    if (m.fits) {
        v.fit = Fit::Fits;
        v.reason = "total";
        v.marginBytes = m.freeBytes;
        v.message = totalMessage(v);
        // It runs, but not the whole peak at once: said in the verdict, not only in the latency.
        if (m.queuedAtPeak > 0 && !v.onCpu)
            v.message = makeNote("fit.fits_queued",
                                 {gibText(v.marginBytes), gibText(v.capacityBytes),
                                  std::to_string(m.runningAtPeak),
                                  std::to_string(m.runningAtPeak + m.queuedAtPeak)});
        return v;
    }
    v.fit = m.failing == "engine_start" ? Fit::CannotStart : Fit::DoesNotFit;
    v.reason = m.failing;
    v.marginBytes = -m.shortBytes;
    if (m.failing == "engine_start" && m.tooManySlots)
        v.message = makeNote("fit.cannot_start_slots",
                             {gibText(m.shortBytes), std::to_string(m.llamaCppSlots)});
    else if (m.failing == "engine_start")
        v.message = makeNote("fit.cannot_start", {gibText(m.shortBytes)});
    else
        v.message = totalMessage(v);
    return v;
}

} // namespace gp
