#include "compare/comparison.h"

#include "common/csv.h"
#include "common/messages.h"
#include "common/text_columns.h"
#include "compare/comparison_rows.h"
#include "compare/recommendation.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace gp {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

std::string layoutText(const TrainingSpec& t)
{
    return "tp " + std::to_string(t.tp) + ", pp " + std::to_string(t.pp) + ", dp "
        + std::to_string(t.dp) + ", cp " + std::to_string(t.cp) + ", ep " + std::to_string(t.ep);
}

void addInputs(RowBuilder& b, std::size_t i, const Scenario& s, const Estimate& e)
{
    b.word(i, "workload", "compare.workload", true,
           s.workload == Workload::Training ? "word.training" : "word.inference");
    b.text(i, "model", "compare.model", e.model.name);
    b.text(i, "parameters", "compare.parameters", formatFixed(e.model.parameters / 1e9, 2) + " B");
    const bool onCpu = e.inference && e.inference->onCpu;
    const std::string& hardware
        = onCpu && s.hardware.cpu ? s.hardware.cpu->name : s.hardware.gpu.name;
    if (const std::string_view unnamed = defaultNameId(hardware); !unnamed.empty())
        b.word(i, "hardware", "compare.hardware", true, std::string(unnamed));
    else
        b.text(i, "hardware", "compare.hardware", hardware);
    if (onCpu)
        b.text(i, "cpu_servers", "compare.cpu_servers", std::to_string(s.hardware.nodes));
    else
        b.text(i, "servers", "compare.servers",
               std::to_string(s.hardware.gpusPerNode) + " \u00d7 "
                   + std::to_string(s.hardware.nodes));
    if (s.workload == Workload::Training) {
        const TrainingSpec& t = s.training;
        b.word(i, "method", "compare.method", true,
               "method." + trainingMethodNames()[static_cast<int>(t.method)]);
        b.word(i, "precision", "compare.precision", true,
               "precision." + precisionNames()[static_cast<int>(t.precision)]);
        b.word(i, "framework", "compare.framework", true,
               "framework." + frameworkName(resolvedFramework(t)));
        b.text(i, "zero_stage", "compare.zero_stage", std::to_string(t.zeroStage));
        b.text(i, "layout", "compare.layout", layoutText(t));
        b.text(i, "batch", "compare.batch",
               std::to_string(t.microBatch) + " / " + std::to_string(t.globalBatch));
        b.text(i, "seq_len", "compare.seq_len", std::to_string(t.seqLen));
        b.word(i, "recompute", "compare.recompute", true,
               "recompute." + recomputeNames()[static_cast<int>(t.recompute)]);
    } else {
        const InferenceSpec& n = s.inference;
        b.word(i, "engine", "compare.engine", true,
               "engine." + engineNames()[static_cast<int>(n.engine)]);
        b.text(i, "weights", "compare.weights", weightFormatName(n.weights));
        b.text(i, "context", "compare.context",
               std::to_string(n.prompt()) + " + " + std::to_string(n.outputTokens));
        b.text(i, "peak_concurrency", "compare.peak_concurrency",
               std::to_string(n.peakConcurrency));
        if (!onCpu) // a server runs the model whole
            b.text(i, "serving_split", "compare.serving_split",
                   std::to_string(n.tp) + " \u00d7 " + std::to_string(n.pp));
    }
    if (s.pricing.gpuHour) {
        // On the CPU path the price is a server's hour.
        b.text(i, onCpu ? "price_server" : "price",
               onCpu ? "compare.price_server" : "compare.price",
               formatFixed(*s.pricing.gpuHour, 2) + " " + s.pricing.currency);
        b.word(i, "billing", "compare.billing", true,
               "billing." + billingNames()[static_cast<int>(s.pricing.billing)]);
    }
}

// The ids of the memory rows: a server's memory (served on the CPU) is not a GPU's, so its
// figures take rows of their own.
struct MemoryRowIds
{
    const char* expected;
    const char* high;
    const char* capacity;
    const char* headroom;
};
constexpr MemoryRowIds kGpuMemoryRows{"memory_per_gpu_gib", "memory_high_gib", "capacity_gib",
                                      "headroom_gib"};
constexpr MemoryRowIds kServerMemoryRows{"memory_per_server_gib", "memory_high_server_gib",
                                         "capacity_server_gib", "headroom_server_gib"};
constexpr MemoryRowIds kGpuMemoryLabels{"compare.memory_per_gpu_gib", "compare.memory_high_gib",
                                        "compare.capacity_gib", "compare.headroom_gib"};
constexpr MemoryRowIds kServerMemoryLabels{
    "compare.memory_per_server_gib", "compare.memory_high_server_gib",
    "compare.capacity_server_gib", "compare.headroom_server_gib"};

// The memory a scenario needs and the estimate's verdict on it, as every view shows it: a serving
// plan can be short of KV cache with its total under the capacity.
void addMemory(RowBuilder& b, std::size_t i, const Range& total, const Verdict& verdict,
               bool ofServer = false)
{
    const MemoryRowIds& id = ofServer ? kServerMemoryRows : kGpuMemoryRows;
    const MemoryRowIds& label = ofServer ? kServerMemoryLabels : kGpuMemoryLabels;
    b.number(i, id.expected, label.expected, "GiB", total.expected / kGiB, 2);
    b.number(i, id.high, label.high, "GiB", total.high / kGiB, 2);
    b.number(i, id.capacity, label.capacity, "GiB", verdict.capacityBytes / kGiB, 2, false);
    // A margin changes sign: a percentage of it (-0.4 GiB against 66 GiB) says nothing.
    if (ComparisonRow* row
        = b.number(i, id.headroom, label.headroom, "GiB", verdict.marginBytes / kGiB, 2, false))
        row->ratioScale = false;
    b.word(i, "fits", "compare.fits", false, verdict.fits() ? "word.yes" : "word.no");
}

void addTrainingResults(RowBuilder& b, std::size_t i, const Scenario& s, const Estimate& e)
{
    // The fuller pipeline stage, and whether every stage fits, as the estimate's verdict.
    addMemory(b, i, e.training->busiestStage().judgedTotal, e.verdict);
    if (!e.trainingTime)
        return;
    const TrainingTime& t = *e.trainingTime;
    b.number(i, "gpus", "compare.gpus", "", t.gpus, 0);
    b.number(i, "step_time_s", "compare.step_time_s", "s", t.stepTime.expected, 2);
    b.number(i, "mfu_percent", "compare.mfu_percent", "%", t.mfu.expected * 100, 1, false);
    b.number(i, "tokens_per_s", "compare.tokens_per_s", "tokens/s",
             t.tokensPerSecondPerGpu.expected * t.gpus, 0, false);
    if (t.gpuHours)
        b.number(i, "gpu_hours", "compare.gpu_hours", "h", t.gpuHours->expected, 0);
    if (t.totalTime)
        b.number(i, "calendar_days", "compare.calendar_days", "days", t.totalTime->expected / 86400,
                 1);
    if (e.trainingCost) {
        b.number(i, "cost", "compare.cost", e.trainingCost->currency,
                 e.trainingCost->amount.expected, 0);
        if (s.training.tokens && *s.training.tokens > 0)
            b.number(i, "cost_per_million_tokens", "compare.cost_per_million_tokens",
                     e.trainingCost->currency,
                     e.trainingCost->amount.expected / *s.training.tokens * 1e6, 4);
    }
}

void addServingResults(RowBuilder& b, std::size_t i, const Scenario& s, const Estimate& e)
{
    const InferenceEstimate& n = *e.inference;
    addMemory(b, i, n.memory.total, e.verdict, n.onCpu);
    // The fleet as entered, judged by the core, before the smallest fleet's figures.
    b.number(i, "fleet_replicas", "compare.fleet_replicas", "",
             static_cast<double>(n.fleet.replicas), 0);
    b.word(i, "fleet_targets_met", "compare.fleet_targets_met", false,
           !n.fleet.targetsSet ? "word.no_targets" : (n.fleet.targetsMet ? "word.yes" : "word.no"));
    if (n.fleet.monthlyCost)
        b.number(i, "fleet_cost_per_month", "compare.fleet_cost_per_month", n.fleet.currency,
                 *n.fleet.monthlyCost, 0);
    // What each user of the fleet as entered sees (a replica at its share of the peak); a plan
    // that does not fit has no speed to time: those rows stay empty rather than showing zeros
    // that would read as improvements.
    if (e.verdict.fits()) {
        b.number(i, "ttft_ms", "compare.ttft_ms", "ms", n.speed.ttft.expected * 1000, 0);
        b.number(i, "tpot_ms", "compare.tpot_ms", "ms", n.speed.tpot.expected * 1000, 1);
    }
    // The smallest fleet stands on its own (a llama.cpp server of fewer slots can fit where the
    // fleet as entered does not).
    // On the CPU path a replica is a server: one row says how many.
    if (n.sizing.gpus.expected > 0 && n.onCpu) {
        b.number(i, "smallest_servers", "compare.smallest_servers", "", n.sizing.gpus.expected, 0);
    } else if (n.sizing.gpus.expected > 0) {
        b.number(i, "gpus", "compare.smallest_gpus", "", n.sizing.gpus.expected, 0);
        b.number(i, "replicas", "compare.replicas", "", n.sizing.replicas.expected, 0);
    }
    if (!e.verdict.fits())
        return;
    const double throughput = n.sizing.deploymentThroughput.expected;
    if (throughput > 0)
        b.number(i, "throughput_tokens_per_s", "compare.throughput_tokens_per_s", "tokens/s",
                 throughput, 0, false);
    // A million generated tokens at the busiest minutes' rate, all replicas busy.
    if (s.pricing.gpuHour && n.sizing.gpus.expected > 0 && throughput > 0)
        b.number(i, "cost_per_million_output_tokens", "compare.cost_per_million_output_tokens",
                 s.pricing.currency,
                 *s.pricing.gpuHour * n.sizing.gpus.expected / (throughput * 3600) * 1e6, 4);
    if (n.rent)
        b.number(i, "cost_per_month", "compare.cost_per_month", n.rent->currency,
                 n.rent->gpuMonthly.expected, 0);
}

// What buying each option costs (procure/ownership.h), where quotes are given.
void addOwnership(RowBuilder& b, std::size_t i, const Estimate& e)
{
    if (!e.bom)
        return;
    b.number(i, "servers_bought", "compare.servers_bought", "", static_cast<double>(e.bom->servers),
             0);
    if (e.bom->power.totalKw)
        b.number(i, "power_kw", "compare.power_kw", "kW", *e.bom->power.totalKw, 1);
    const procure::Ownership& o = e.bom->ownership;
    if (o.capex)
        b.number(i, "capex", "compare.capex", o.currency, *o.capex, 0);
    if (o.tco)
        b.number(i, "tco", "compare.tco", o.currency, *o.tco, 0);
}

void fillDeltas(Comparison& c)
{
    for (ComparisonRow& row : c.rows) {
        const std::size_t n = row.texts.size();
        row.deltas.assign(n, std::nullopt);
        row.deltaPercents.assign(n, std::nullopt);
        for (std::size_t i = 1; i < n; ++i)
            row.differs = row.differs || row.texts[i] != row.texts[0];
        const auto& base = row.values[c.baseline];
        if (!base)
            continue;
        for (std::size_t i = 0; i < n; ++i) {
            if (!row.values[i])
                continue;
            row.deltas[i] = *row.values[i] - *base;
            if (row.ratioScale && *base > 0)
                row.deltaPercents[i] = (*row.values[i] - *base) / std::fabs(*base) * 100;
        }
    }
}

ComparisonMemory memoryBars(const std::vector<CompareInput>& inputs)
{
    ComparisonMemory memory;
    memory.partIds = {"weights",  "gradients", "optimizer", "activations",
                      "kv_cache", "overhead",  "companions"};
    for (const CompareInput& input : inputs) {
        const Estimate& e = *input.estimate;
        std::vector<double> bytes(memory.partIds.size(), 0.0);
        double capacity = 0;
        if (e.training) {
            // The busiest stage's parts, scaled by a trial's measured peak as the verdict is.
            const TrainingMemory* m = &e.training->busiestStage().memory;
            const double k = e.training->calibration;
            bytes = {m->weights.bytes.expected * k,
                     m->gradients.bytes.expected * k,
                     m->optimizer.bytes.expected * k,
                     m->activations.bytes.expected * k,
                     0,
                     m->overhead.bytes.expected * k,
                     0};
            capacity = m->capacityBytes;
        } else if (e.inference) {
            const InferenceMemory& served = e.inference->memory;
            bytes = {served.weights.bytes.expected,
                     0,
                     0,
                     served.activations.bytes.expected,
                     served.kvCache.bytes.expected,
                     served.overhead.bytes.expected,
                     served.companions.bytes.expected};
            capacity = served.capacityBytes;
        }
        memory.bytes.push_back(bytes);
        memory.capacityBytes.push_back(capacity);
        memory.ofServer.push_back(e.inference && e.inference->onCpu);
    }
    return memory;
}

// Every digit a spreadsheet needs to get the number back exactly (no 1.52605e+06).
std::string exactNumber(double value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

nlohmann::json optionalNumber(const std::optional<double>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

} // namespace

Comparison compareScenarios(const std::vector<CompareInput>& inputs, std::size_t baseline)
{
    if (inputs.size() < kCompareMin || inputs.size() > kCompareMax)
        throw std::invalid_argument("compare takes 2 to 6 scenarios");
    if (baseline >= inputs.size())
        throw std::invalid_argument("the baseline is not one of the scenarios");
    Comparison c;
    c.baseline = baseline;
    RowBuilder inputsRows(inputs.size());
    RowBuilder results(inputs.size());
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        const CompareInput& in = inputs[i];
        // Columns must tell scenarios apart (two "Plan"s from two projects): "Plan (2)".
        std::string label = in.label;
        for (int n = 2; std::find(c.labels.begin(), c.labels.end(), label) != c.labels.end(); ++n)
            label = in.label + " (" + std::to_string(n) + ")";
        c.labels.push_back(label);
        addInputs(inputsRows, i, *in.scenario, *in.estimate);
        if (in.estimate->training)
            addTrainingResults(results, i, *in.scenario, *in.estimate);
        else if (in.estimate->inference)
            addServingResults(results, i, *in.scenario, *in.estimate);
        addOwnership(results, i, *in.estimate);
    }
    c.rows = inputsRows.take();
    for (ComparisonRow& row : results.take())
        c.rows.push_back(std::move(row));
    recommend(c, inputs);
    fillDeltas(c);
    c.memory = memoryBars(inputs);
    return c;
}

nlohmann::json comparisonToJson(const Comparison& c)
{
    nlohmann::json rows = nlohmann::json::array();
    for (const ComparisonRow& row : c.rows) {
        nlohmann::json values = nlohmann::json::array();
        for (std::size_t i = 0; i < row.texts.size(); ++i) {
            nlohmann::json value = {{"text", row.texts[i]},
                                    {"value", optionalNumber(row.values[i])},
                                    {"delta", optionalNumber(row.deltas[i])},
                                    {"delta_percent", optionalNumber(row.deltaPercents[i])}};
            // A word's message id: stable where the English text is for people.
            if (!row.textIds[i].empty())
                value["text_id"] = row.textIds[i];
            values.push_back(value);
        }
        rows.push_back({{"id", row.id},
                        {"label", row.label},
                        {"unit", row.unit},
                        {"kind", row.input ? "input" : "result"},
                        {"lower_is_better", row.lowerIsBetter},
                        {"differs", row.differs},
                        {"values", values}});
    }
    nlohmann::json memory = nlohmann::json::array();
    for (std::size_t i = 0; i < c.memory.bytes.size(); ++i) {
        nlohmann::json parts = nlohmann::json::object();
        for (std::size_t p = 0; p < c.memory.partIds.size(); ++p)
            parts[c.memory.partIds[p]] = c.memory.bytes[i][p];
        memory.push_back({{"scenario", c.labels[i]},
                          {"device", c.memory.ofServer[i] ? "server" : "gpu"},
                          {"parts_bytes", parts},
                          {"capacity_bytes", c.memory.capacityBytes[i]}});
    }
    nlohmann::json j = {
        {"format", kComparisonFormat},  {"scenarios", c.labels}, {"baseline", c.labels[c.baseline]},
        {"baseline_index", c.baseline}, {"rows", rows},          {"memory_per_gpu", memory}};
    // Absent, never null, when no option is recommended.
    if (c.recommended) {
        j["recommended"] = c.labels[*c.recommended];
        j["recommended_index"] = *c.recommended;
    }
    return j;
}

std::string comparisonToCsv(const Comparison& c)
{
    std::ostringstream out;
    out << "id,label,unit";
    for (const std::string& label : c.labels)
        out << "," << csvField(label);
    for (const std::string& label : c.labels)
        out << "," << csvField("delta " + label);
    out << "\r\n";
    for (const ComparisonRow& row : c.rows) {
        out << csvField(row.id) << "," << csvField(row.label) << "," << csvField(row.unit);
        for (std::size_t i = 0; i < row.texts.size(); ++i)
            out << "," << csvField(row.values[i] ? exactNumber(*row.values[i]) : row.texts[i]);
        for (std::size_t i = 0; i < row.texts.size(); ++i)
            out << "," << (row.deltas[i] ? exactNumber(*row.deltas[i]) : std::string());
        out << "\r\n";
    }
    return out.str();
}

std::string comparisonCellText(const ComparisonRow& row, std::size_t scenario,
                               const MessageRenderer& render)
{
    return row.textIds[scenario].empty() ? row.texts[scenario] : render(row.textIds[scenario], {});
}

std::string comparisonUnitText(const std::string& unit, const MessageRenderer& render)
{
    if (unit == "days")
        return render("unit.days", {});
    if (unit == "h")
        return render("unit.hours", {});
    return unit;
}

std::string comparisonToText(const Comparison& c, const MessageRenderer& render)
{
    // Columns as wide as their longest cell, the baseline's marked with '*', differing rows with
    // '!' and deltas as percentages beside each value.
    std::vector<std::vector<std::string>> table;
    std::vector<std::string> header{""};
    for (std::size_t i = 0; i < c.labels.size(); ++i)
        header.push_back((i == c.baseline ? "*" : "") + c.labels[i]);
    table.push_back(header);
    for (const ComparisonRow& row : c.rows) {
        const std::string unit = comparisonUnitText(row.unit, render);
        const std::string label = render(row.labelId, {});
        std::vector<std::string> line{
            (row.differs ? "! " : "  ")
            + (unit.empty() ? label : render("compare.label_unit", {label, unit}))};
        for (std::size_t i = 0; i < row.texts.size(); ++i) {
            std::string cell = row.texts[i].empty() ? "-" : comparisonCellText(row, i, render);
            if (i != c.baseline && row.deltaPercents[i] && row.differs)
                cell += " (" + std::string(*row.deltaPercents[i] >= 0 ? "+" : "")
                    + formatFixed(*row.deltaPercents[i], 1) + "%)";
            line.push_back(cell);
        }
        table.push_back(line);
    }
    std::vector<std::size_t> widths(header.size(), 0);
    for (const auto& line : table)
        for (std::size_t col = 0; col < line.size(); ++col)
            widths[col] = std::max(widths[col], displayWidth(line[col]));
    std::ostringstream out;
    for (const auto& line : table) {
        for (std::size_t col = 0; col < line.size(); ++col) {
            out << (col + 1 < line.size() ? padRight(line[col], widths[col] + 2) : line[col]);
        }
        out << "\n";
    }
    out << render("text.compare_legend", {}) << "\n";
    return out.str();
}

} // namespace gp
