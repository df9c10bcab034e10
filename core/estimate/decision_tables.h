#pragma once
// The DESIGN's decision tables evaluated on a scenario's own numbers, not shown as static text:
// the training troubleshooting table (symptom -> likely cause -> check first), each row marked
// likely or unlikely from the step time's communication share, the waits, the input rate and the
// memory headroom; and the serving table "which parts need the GPU", each part with its share of
// the GPU. The thresholds and why they were chosen: docs/decision-tables.md.
#include "estimate/note.h"
#include "inference/inference_estimate.h"
#include "scenario/scenario.h"
#include "training/input_pipeline.h"
#include "training/step_time.h"
#include "training/training_fit.h"
#include "training/training_memory.h"
#include "training/training_stages.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct DecisionRow
{
    // The row: "decide.train.scaling", ...; its template is the symptom (training) or the part
    // (serving), so the UI can show the table in either language.
    std::string id;
    // Training: "likely" | "unlikely" | "unknown" (the scenario cannot show the symptom: one GPU,
    // one server). Serving, "does this part use the GPU here": "yes" | "no" | "depends".
    std::string verdict;
    Note reason; // the verdict with the scenario's numbers
    std::string causeId; // training: the likely cause; serving: the main resource the part uses
    std::string checkFirstId; // training: what to check first; serving: how to save
};

// Communication (or, for utilisation, all waiting) at or above this share of the step sets the
// pace: the estimate's "time.communication_bound" advice uses the same line.
inline constexpr double kDecisionWaitShare = 0.3;
// Memory: a run needs this share of the GPU free for allocation spikes and fragmentation (the
// "memory.low_headroom" advice and the plan search's 90% use the same line).
inline constexpr double kDecisionHeadroomShare = 0.1;
// One CPU core tokenising on the fly: the low end of the fast-tokenizer band (input_pipeline.cpp)
// when training.data_prep gives no measured rate.
inline constexpr double kDecisionCoreTokensPerS = 0.3e6;

// The busiest pipeline stage, as judged, decides the out-of-memory row.
std::vector<DecisionRow> trainingDecisions(const Scenario& scenario, const TrainingStages& stages,
                                           const TrainingTime& time, const InputPipeline& input);

// "First single-GPU utilisation, then communication, only then a more expensive GPU."
std::string trainingDiagnosisOrderId();

std::vector<DecisionRow> inferenceDecisions(const Scenario& scenario, const InferenceEstimate& e);

} // namespace gp
