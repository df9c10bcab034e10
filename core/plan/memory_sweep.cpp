#include "plan/memory_sweep.h"

#include "inference/inference_estimate.h"
#include "inference/inference_memory.h"
#include "plan/plan_search.h"
#include "scenario/scenario_parser.h"
#include "training/training_fit.h"
#include "training/training_memory.h"
#include "training/training_stages.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

constexpr std::size_t kMaxSweepPoints = 24;

// The document with the knob set to `value`, as the user would have written it.
nlohmann::json withKnob(const nlohmann::json& document, SweepKnob knob, double value,
                        const Scenario& base)
{
    nlohmann::json edited = document;
    const auto whole = static_cast<std::int64_t>(std::llround(value));
    // The split "tp": "auto" chose for the scenario holds along the sweep: memory per GPU of
    // one layout, not of a layout chosen again at every point.
    if (base.workload == Workload::Inference && base.inference.tpAuto
        && edited["inference"].is_object()) {
        edited["inference"]["tp"] = base.inference.tp;
        edited["inference"]["pp"] = base.inference.pp;
    }
    switch (knob) {
    case SweepKnob::MicroBatch:
        edited["training"]["micro_batch"] = whole;
        break;
    case SweepKnob::SeqLen:
        edited["training"]["seq_len"] = whole;
        break;
    case SweepKnob::Gpus: {
        const int perNode = base.hardware.gpusPerNode;
        auto& hardware = edited["hardware"];
        if (whole <= perNode) {
            hardware["gpus_per_node"] = whole;
            hardware["nodes"] = 1;
        } else {
            // A count that is not whole servers is not a layout; the parser says why.
            hardware["gpus_per_node"] = perNode;
            hardware["nodes"] = whole % perNode == 0 ? whole / perNode : -1;
        }
        if (edited["training"].is_object())
            edited["training"].erase("dp"); // derived from the GPU count again
        break;
    }
    case SweepKnob::Context: {
        // The context of one request: its prompt (text and images) plus its output.
        auto& inference = edited["inference"];
        const std::int64_t output = base.inference.outputTokens;
        inference["prompt_tokens"]
            = std::max<std::int64_t>(1, whole - output - base.inference.imageTokens);
        if (inference.contains("max_model_len") && inference["max_model_len"].is_number()
            && inference["max_model_len"].get<double>() < value)
            inference["max_model_len"] = whole;
        break;
    }
    case SweepKnob::Concurrency:
        edited["inference"]["peak_concurrency"] = whole;
        break;
    }
    return edited;
}

double knobValue(const Scenario& scenario, SweepKnob knob)
{
    switch (knob) {
    case SweepKnob::MicroBatch:
        return scenario.training.microBatch;
    case SweepKnob::SeqLen:
        return static_cast<double>(scenario.training.seqLen);
    case SweepKnob::Gpus:
        return scenario.hardware.totalGpus();
    case SweepKnob::Context:
        return static_cast<double>(scenario.inference.prompt() + scenario.inference.outputTokens);
    case SweepKnob::Concurrency:
        return scenario.inference.peakConcurrency;
    }
    return 0;
}

double floorPowerOfTwo(double value)
{
    return value < 1 ? 1 : std::exp2(std::floor(std::log2(value)));
}

std::vector<double> powersOfTwo(double from, double to)
{
    std::vector<double> values;
    for (double v = from; v <= to && values.size() < kMaxSweepPoints; v *= 2)
        values.push_back(v);
    return values;
}

} // namespace

const std::vector<std::string>& sweepKnobNames()
{
    static const std::vector<std::string> names
        = {"micro_batch", "seq_len", "gpus", "context", "concurrency"};
    return names;
}

std::vector<SweepKnob> sweepKnobs(const nlohmann::json& document, const Catalog& catalog)
{
    const ScenarioParseResult parsed = parseScenarioJson(document, catalog);
    if (!parsed.scenario)
        return {};
    if (parsed.scenario->workload == Workload::Training)
        return {SweepKnob::MicroBatch, SweepKnob::SeqLen, SweepKnob::Gpus};
    return {SweepKnob::Context, SweepKnob::Concurrency};
}

std::vector<double> defaultSweepValues(const nlohmann::json& document, SweepKnob knob,
                                       const Catalog& catalog)
{
    const ScenarioParseResult parsed = parseScenarioJson(document, catalog);
    if (!parsed.scenario)
        return {};
    const Scenario& s = *parsed.scenario;
    const double current = knobValue(s, knob);
    std::vector<double> values;
    switch (knob) {
    case SweepKnob::MicroBatch:
        values = powersOfTwo(1, std::max(32.0, current * 4));
        break;
    case SweepKnob::SeqLen:
        values = powersOfTwo(std::min(512.0, floorPowerOfTwo(current)),
                             std::max(32768.0, current * 4));
        break;
    case SweepKnob::Gpus: {
        std::vector<double> counts;
        for (int gpus :
             planGpuCounts(s.hardware.gpusPerNode,
                           std::max(s.hardware.totalGpus() * 8, s.hardware.gpusPerNode * 4),
                           s.hardware.totalGpus()))
            counts.push_back(gpus);
        // At most 24 points, spread over the whole progression, the scenario's own count kept.
        const std::size_t stride = (counts.size() + kMaxSweepPoints - 2) / (kMaxSweepPoints - 1);
        for (std::size_t i = 0; i < counts.size(); i += std::max<std::size_t>(1, stride))
            values.push_back(counts[i]);
        if (values.back() != counts.back())
            values.push_back(counts.back());
        if (std::find(values.begin(), values.end(), current) == values.end()) {
            values.push_back(current);
            std::sort(values.begin(), values.end());
        }
        break;
    }
    case SweepKnob::Context: {
        // A request's context holds its output: shorter ones are not this scenario's requests.
        const double limit = static_cast<double>(servedContext(s));
        const double output = static_cast<double>(s.inference.outputTokens);
        for (double v : powersOfTwo(std::min(512.0, floorPowerOfTwo(current)),
                                    std::max(current, limit > 0 ? limit : 131072.0)))
            if (v > output)
                values.push_back(v);
        break;
    }
    case SweepKnob::Concurrency:
        values = powersOfTwo(1, std::max(64.0, current * 4));
        break;
    }
    // The scenario's own value is marked on the chart, not added: the swept values stay the same
    // while the user edits, so the chart moves instead of being rebuilt.
    return values;
}

MemorySweep sweepMemory(const nlohmann::json& document, SweepKnob knob,
                        const std::vector<double>& values, const Catalog& catalog)
{
    MemorySweep sweep;
    sweep.knob = knob;
    const ScenarioParseResult base = parseScenarioJson(document, catalog);
    if (!base.scenario)
        return sweep;
    sweep.training = base.scenario->workload == Workload::Training;
    sweep.onCpu = !sweep.training && base.scenario->inference.device == Device::Cpu;
    sweep.current = knobValue(*base.scenario, knob);
    sweep.partIds = sweep.training
        ? std::vector<std::string>{"weights", "gradients", "optimizer", "activations", "overhead"}
        : std::vector<std::string>{"weights", "kv_cache", "activations", "overhead", "companions"};
    if (sweep.training)
        if (const auto calibration = calibrateTrainingMemory(*base.scenario))
            sweep.calibrationFactor = calibration->factor;
    for (const double value : values) {
        SweepPoint point;
        point.value = value;
        if (knob == SweepKnob::Context
            && value <= static_cast<double>(base.scenario->inference.outputTokens)) {
            point.problem = "a request's context must be longer than its "
                + std::to_string(base.scenario->inference.outputTokens) + " output tokens";
            sweep.points.push_back(std::move(point));
            continue;
        }
        const ScenarioParseResult parsed
            = parseScenarioJson(withKnob(document, knob, value, *base.scenario), catalog);
        if (!parsed.scenario) {
            const auto errors = parsed.diagnostics.errors();
            point.problem = errors.empty() ? std::string() : errors.front().toString();
            sweep.points.push_back(std::move(point));
            continue;
        }
        point.valid = true;
        Range total;
        if (sweep.training) {
            // The fullest pipeline stage, corrected by a trial run's measured peak as the
            // verdict judges it: every part scaled alike.
            const auto calibration = calibrateTrainingMemory(*parsed.scenario);
            const double factor = calibration ? calibration->factor : 1.0;
            const TrainingStages stages
                = estimateTrainingStages(*parsed.scenario, Detail::TotalsOnly,
                                         calibration ? std::optional(factor) : std::nullopt);
            const TrainingMemory& m = stages.busiestStage().memory;
            // The parts as judged: without the blocks cached for earlier batch shapes.
            point.parts
                = {m.weights.bytes.expected * factor, m.gradients.bytes.expected * factor,
                   m.optimizer.bytes.expected * factor, m.activations.bytes.expected * factor,
                   (m.overhead.bytes.expected - m.shapeCache.expected) * factor};
            total = stages.busiestStage().judgedTotal;
            point.fits = stages.allFit();
            sweep.capacityBytes = m.capacityBytes;
        } else {
            // One replica of the fleet as entered, as the estimate judges it, on the device it
            // serves on (the CPU's memory standing in for a GPU's).
            const InferenceMemory m
                = estimateInferenceMemory(replicaScenario(*parsed.scenario), Detail::TotalsOnly);
            point.parts
                = {m.weights.bytes.expected, m.kvCache.bytes.expected, m.activations.bytes.expected,
                   m.overhead.bytes.expected, m.companions.bytes.expected};
            total = m.total;
            point.fits = m.fits;
            sweep.capacityBytes = m.capacityBytes;
        }
        point.total = total.expected;
        point.totalHigh = total.high;
        if (!point.fits && !sweep.firstNotFitting)
            sweep.firstNotFitting = value;
        if (point.fits && !sweep.firstFitting)
            sweep.firstFitting = value;
        sweep.points.push_back(std::move(point));
    }
    return sweep;
}

} // namespace gp
