#pragma once
// Scenarios side by side: the inputs that set them apart and the results a decision rests on
// (memory per GPU, GPU count, step time, GPU-hours, calendar time, cost, TTFT/TPOT, throughput,
// cost per million tokens), each with its delta against a chosen baseline. The same table feeds
// the window, `gpu-planner-cli compare` and the comparison sheet; CSV and JSON are written here
// so every export agrees.
#include "common/messages.h"
#include "estimate/estimate.h"
#include "scenario/scenario.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gp {

inline constexpr const char* kComparisonFormat = "gpu-planner.comparison/1";
inline constexpr std::size_t kCompareMin = 2;
inline constexpr std::size_t kCompareMax = 6;

struct CompareInput
{
    std::string label; // the scenario's name (or file name) as the column heading
    const Scenario* scenario = nullptr;
    const Estimate* estimate = nullptr;
};

struct ComparisonRow
{
    std::string id; // stable: "memory_per_gpu_gib", "gpus", "ttft_ms", ...
    std::string labelId; // message id of the heading ("compare.gpu_hours")
    std::string label; // English heading
    std::string unit; // "GiB", "s", "days", "USD", ... ("" for texts and counts)
    bool input = false; // an input of the scenario (else a result)
    bool lowerIsBetter = true; // results: which direction of the delta is good
    // Results: a quantity counted from zero, so a delta reads as a percentage of the baseline's
    // (not a margin, whose sign changes).
    bool ratioScale = true;
    std::vector<std::string> texts; // per scenario, in English ("" when it does not apply)
    // Per scenario: the message id of a text that is a word ("word.training", "word.yes"), so a
    // window or sheet can show it translated; empty for names and figures.
    std::vector<std::string> textIds;
    std::vector<std::optional<double>> values; // results: the number behind the text
    std::vector<std::optional<double>> deltas; // value - baseline's value
    std::vector<std::optional<double>> deltaPercents; // relative to the baseline's value
    bool differs = false; // not every scenario shows the same text
};

// The busiest GPU's memory parts of one scenario, for grouped stacked bars on one scale.
struct ComparisonMemory
{
    std::vector<std::string> partIds; // training and serving parts, the union in a fixed order
    std::vector<std::vector<double>> bytes; // [scenario][part], expected
    std::vector<double> capacityBytes; // per scenario
    // Per scenario: a server's memory (served on the CPU) rather than a GPU's.
    std::vector<bool> ofServer;
};

struct Comparison
{
    std::vector<std::string> labels;
    std::size_t baseline = 0;
    // The option the core recommends (recommendation.h): the cheapest of those that fit and meet
    // their targets; nothing when none does or their costs cannot be set side by side.
    std::optional<std::size_t> recommended;
    std::vector<ComparisonRow> rows;
    ComparisonMemory memory;
};

// 2 to 6 scenarios; `baseline` indexes them. Throws std::invalid_argument otherwise (the
// callers check the count and name the option).
Comparison compareScenarios(const std::vector<CompareInput>& inputs, std::size_t baseline);

nlohmann::json comparisonToJson(const Comparison& comparison);
// One row per figure: id, label, unit, then each scenario's value and, after them, each delta
// against the baseline. Quoted where RFC 4180 needs it.
std::string comparisonToCsv(const Comparison& comparison);
// Columns as wide as their cells, in the renderer's language.
std::string comparisonToText(const Comparison& comparison,
                             const MessageRenderer& render = englishMessages());

// A cell in the renderer's language (a word translated by its id; names and figures as they are).
std::string comparisonCellText(const ComparisonRow& row, std::size_t scenario,
                               const MessageRenderer& render);
// A unit in the renderer's language: "days" and "h" have words; GiB, s, ms, %, tokens/s and
// currency codes read the same in both languages.
std::string comparisonUnitText(const std::string& unit, const MessageRenderer& render);

} // namespace gp
