#pragma once
// The estimate of a scenario: a pure function of its inputs. Everything the CLI prints and the UI
// shows derives from this structure, so every view agrees. Sections are filled as the estimators
// exist; what is not computed is absent, never a placeholder.
#include "common/diagnostics.h"
#include "cost/billing.h"
#include "estimate/decision_tables.h"
#include "estimate/note.h"
#include "estimate/verdict.h"
#include "inference/inference_estimate.h"
#include "model/parameter_count.h"
#include "procure/bill_of_materials.h"
#include "scenario/scenario.h"
#include "training/input_pipeline.h"
#include "training/step_flops.h"
#include "training/step_time.h"
#include "training/training_fit.h"
#include "training/training_memory.h"
#include "training/training_stages.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

inline constexpr const char* kEstimateFormat = "gpu-planner.estimate/1";

struct ModelFigures
{
    std::string name; // preset name, or the family of an imported config
    double parameters = 0; // total, as sized (the override when given)
    double activeParameters = 0; // used per token (MoE: routed experts counted k times)
    bool overridden = false;
    ParameterCount breakdown; // exact parts from the architecture
};

struct Estimate
{
    std::string scenarioName;
    Workload workload = Workload::Training;
    ModelFigures model;
    // Training workloads: the pipeline stages that can bind (the first; with several, the
    // fullest middle one whose layers the first does not bound, and the last), each judged with
    // the trial's correction, and which of them is the busiest.
    std::optional<TrainingStages> training;
    std::optional<TrainingFit> trainingFit;
    std::optional<TrainingCalibration> trainingCalibration; // with a measured trial peak
    std::optional<StepFlops> stepFlops;
    std::optional<TrainingTime> trainingTime;
    std::optional<Cost> trainingCost;
    std::optional<InputPipeline> trainingInput;
    std::optional<DataPrepTime> dataPrep;
    std::optional<InferenceEstimate> inference; // inference workloads
    Verdict verdict; // fits or not, why, and by how much: what every view shows
    std::vector<Note> advice;
    std::vector<Note> assumptions;
    // The DESIGN's decision tables evaluated on this scenario: training troubleshooting, or which
    // parts of a serving plan need the GPU (decision_tables.h).
    std::vector<DecisionRow> decisions;
    std::string decisionOrderId; // training: the order in which to work through the rows
    // What the cluster as entered needs bought, and its power (procure/bill_of_materials.h).
    std::optional<procure::BillOfMaterials> bom;
    // Serving: the same for the smallest fleet that meets the targets (the sizing's expected
    // GPUs on servers of hardware.gpus_per_node), when that is another number of servers.
    std::optional<procure::BillOfMaterials> fleetBom;
};

// CPU memory per server for offloaded states: that of the stage offloading the most (a freeze
// fine-tune's first stage offloads nothing). Zero without offload.
Range hostMemoryPerServer(const TrainingStages& stages);

// warnings: the parser's warnings for this scenario; they are carried into the advice.
Estimate estimate(const Scenario& scenario, const Diagnostics& warnings = {});

} // namespace gp
