#pragma once
// Memory against one knob (micro-batch, sequence length, GPU count, context, concurrency): the
// busiest GPU's memory parts at each value, so a chart can show where the plan stops fitting.
// Each point is the scenario document with that one value changed, read by the same parser (a
// value the scenario cannot take, such as a GPU count the parallel sizes do not divide, is
// reported, not guessed) and sized by the same memory model as the estimate.
#include "hardware/catalog.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gp {

enum class SweepKnob { MicroBatch, SeqLen, Gpus, Context, Concurrency };

const std::vector<std::string>& sweepKnobNames(); // "micro_batch", "seq_len", "gpus", ...

struct SweepPoint
{
    double value = 0;
    bool valid = false;
    std::string problem; // the parser's first error when not valid
    std::vector<double> parts; // expected bytes per part, in MemorySweep::partIds order
    double total = 0; // expected
    double totalHigh = 0;
    bool fits = false;
};

struct MemorySweep
{
    SweepKnob knob = SweepKnob::MicroBatch;
    bool training = true;
    bool onCpu = false; // serving on the CPU: the memory is each server's, not a GPU's
    // "weights", "gradients", "optimizer", "activations", "overhead" (training);
    // "weights", "kv_cache", "activations", "overhead", "companions" (serving).
    std::vector<std::string> partIds;
    std::vector<SweepPoint> points;
    double capacityBytes = 0;
    double current = 0; // the scenario's own value of the knob
    std::optional<double> firstNotFitting; // smallest swept value that does not fit
    // Smallest swept value that fits: what matters for GPU count, where memory falls as the
    // count rises.
    std::optional<double> firstFitting;
    // Training with a trial run's measured peak: every point is scaled by its correction (as the
    // estimate's verdict judges), and this is the scenario's own factor.
    std::optional<double> calibrationFactor;
};

// The knobs that apply to the document's workload (training: micro-batch, sequence length, GPU
// count; serving: context, concurrency). Empty when the document does not parse.
std::vector<SweepKnob> sweepKnobs(const nlohmann::json& document, const Catalog& catalog);

// Values worth showing: powers of two over a range that covers the scenario's own value (GPU
// counts follow the plan search's progression), at most 24.
std::vector<double> defaultSweepValues(const nlohmann::json& document, SweepKnob knob,
                                       const Catalog& catalog);

MemorySweep sweepMemory(const nlohmann::json& document, SweepKnob knob,
                        const std::vector<double>& values, const Catalog& catalog);

} // namespace gp
