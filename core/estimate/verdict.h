#pragma once
// Whether the plan runs, judged once: every view (the window, the sizing sheet, the CLI text, the
// comparison) shows this verdict as it is, and none compares memory figures itself.
#include "estimate/note.h"

#include <optional>
#include <string>

namespace gp {

struct Estimate;
struct InferenceEstimate;

enum class Fit {
    Fits,
    DoesNotFit,
    CannotStart, // serving: the engine refuses one max_model_len sequence and does not start
};

struct Verdict
{
    Fit fit = Fit::DoesNotFit;
    // What decides: "total" (everything the busiest GPU holds against its capacity) or
    // "engine_start" (the engine's KV budget against what it needs to start).
    std::string reason;
    // Training with pipeline parallelism: the stage that decides ("first", "middle", "last");
    // empty otherwise.
    std::string stage;
    double usedBytes = 0; // the total judged (a training stage's after a trial's calibration)
    double capacityBytes = 0; // of one GPU, or of the server's memory on the CPU
    double marginBytes = 0; // free when it fits; minus what is short when it does not
    bool onCpu = false;
    // Serving: whether at least one user meets the latency targets. Training has no target.
    std::optional<bool> targetsMet;
    Note message; // the verdict in one sentence, the same in every view

    bool fits() const { return fit == Fit::Fits; }
};

// The training verdict: every pipeline stage must fit, and the busiest one decides the margin.
// The estimate's stages and calibration must be complete.
Verdict trainingVerdict(const Estimate& estimate);
Verdict servingVerdict(const InferenceEstimate& inference);

// "fits" | "does_not_fit" | "cannot_start"
const char* fitName(Fit fit);

} // namespace gp
