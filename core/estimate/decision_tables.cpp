#include "estimate/decision_tables.h"

#include "common/messages.h"
#include "training/collectives.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

namespace gp {
namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

std::string percent(double fraction)
{
    return formatNumber(std::round(fraction * 1000) / 10);
}

std::string gibText(double bytes)
{
    return formatNumber(std::round(bytes / kGiB * 100) / 100) + " GiB";
}

// Three significant digits: seconds and bandwidths span many orders of magnitude.
std::string significant(double value)
{
    if (value == 0)
        return "0";
    const double scale = std::pow(10.0, 2 - std::floor(std::log10(std::fabs(value))));
    return formatNumber(std::round(value * scale) / scale);
}

std::string rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return formatNumber(std::round(value * scale) / scale);
}

DecisionRow row(const char* id, const char* verdict, Note reason, const char* cause,
                const char* checkFirst)
{
    return {id, verdict, std::move(reason), cause, checkFirst};
}

// Whether a communication part's group spans servers, with the groups placed exactly as
// step_time.cpp places them (Megatron's rank order: tensor, context, data, pipeline).
bool crossesServers(const Scenario& scenario, const std::string& partId)
{
    const TrainingSpec& t = scenario.training;
    const int G = scenario.hardware.gpusPerNode;
    using training::placeGroup;
    if (partId == "communication.tensor_parallel")
        return placeGroup(t.tp, 1, G).nodes > 1;
    if (partId == "communication.context_parallel")
        return placeGroup(t.cp, t.tp, G).nodes > 1;
    if (partId == "communication.expert_parallel")
        return placeGroup(t.ep, t.tp, G).nodes > 1;
    if (partId == "communication.data_parallel")
        return placeGroup(t.dp * t.cp, t.tp, G).nodes > 1;
    if (partId == "communication.pipeline")
        return static_cast<long long>(t.tp) * t.cp * t.dp * t.pp > G;
    return false;
}

bool isCommunication(const TimePart& part)
{
    return part.id.rfind("communication.", 0) == 0;
}

// What each GPU gets of the network: one Ethernet adapter per server is shared by its GPUs in a
// synchronous step (as step_time.cpp costs it).
double networkGBpsPerGpu(const Scenario& scenario, int gpus)
{
    const LinkSpec& link = scenario.hardware.interNodeLink;
    return link.perServer ? link.bandwidthGBps / std::min(scenario.hardware.gpusPerNode, gpus)
                          : link.bandwidthGBps;
}

// Adding GPUs did not reduce total time -> communication is the bottleneck.
DecisionRow scalingRow(const Scenario& scenario, const TrainingTime& time)
{
    constexpr const char* cause = "decide.train.scaling.cause";
    constexpr const char* check = "decide.train.scaling.check";
    if (time.gpus <= 1)
        return row("decide.train.scaling", "unknown", makeNote("decide.train.scaling.unknown", {}),
                   cause, check);
    const TimePart* worst = nullptr;
    for (const auto& part : time.parts)
        if (isCommunication(part) && (!worst || part.seconds.expected > worst->seconds.expected))
            worst = &part;
    // "communication.tensor_parallel" -> the word "tensor parallel", in the reader's language.
    const std::string traffic
        = messageArg("word.traffic." + (worst ? worst->id.substr(14) : "none"));
    const bool network = worst && crossesServers(scenario, worst->id);
    const LinkSpec& link
        = network ? scenario.hardware.interNodeLink : scenario.hardware.intraNodeLink;
    const double gbps = network ? networkGBpsPerGpu(scenario, time.gpus) : link.bandwidthGBps;
    const double share = time.communication.expected / time.stepTime.expected;
    const bool likely = share >= kDecisionWaitShare;
    return row("decide.train.scaling", likely ? "likely" : "unlikely",
               makeNote(likely ? "decide.train.scaling.likely" : "decide.train.scaling.unlikely",
                        {percent(share), significant(time.communication.expected),
                         significant(time.stepTime.expected), traffic, link.name, significant(gbps),
                         percent(kDecisionWaitShare)}),
               cause, check);
}

// Single-GPU utilisation stays low -> data loading or communication waits. The model's waits are
// the exposed communication and the pipeline bubble; the data side is judged by the token rate
// each GPU's loaders must sustain at the fastest step against one core tokenising on the fly.
DecisionRow utilizationRow(const Scenario& scenario, const TrainingTime& time,
                           const InputPipeline& input)
{
    const double step = time.stepTime.expected;
    const double waits = (time.communication.expected + time.bubble.expected) / step;
    // MFU with the waits taken out: what the same kernels reach when nothing waits.
    const double ideal
        = time.compute.expected > 0 ? time.mfu.expected * step / time.compute.expected : 0;
    const double perGpu = input.tokensPerSecond.high / std::max(1, time.gpus);
    const auto& prep = scenario.training.dataPrep;
    const double coreRate
        = prep && prep->tokensPerCoreS ? *prep->tokensPerCoreS : kDecisionCoreTokensPerS;
    const bool waiting = waits >= kDecisionWaitShare;
    const bool starved = perGpu > coreRate;
    const char* reason = "decide.train.utilization.unlikely";
    if (waiting)
        reason = "decide.train.utilization.waits";
    else if (starved)
        reason = "decide.train.utilization.input";
    const bool likely = waiting || starved;
    return row("decide.train.utilization", likely ? "likely" : "unlikely",
               makeNote(reason,
                        {percent(waits), percent(time.communication.expected / step),
                         percent(time.bubble.expected / step), percent(time.mfu.expected),
                         percent(ideal), formatNumber(std::round(perGpu)),
                         significant(input.tokenizedBytesPerSecond.high / 1e6),
                         formatNumber(coreRate), percent(kDecisionWaitShare)}),
               "decide.train.utilization.cause", "decide.train.utilization.check");
}

// Frequent out-of-memory errors mid-run -> too little headroom, or a bad split. A trial run's
// measured peak outranks the model, as it does for whether the plan fits.
DecisionRow memoryRow(const Scenario& scenario, const TrainingStages& stages)
{
    // The busiest stage, judged as the verdict, the figures and the sheet show it.
    const TrainingStage& busiest = stages.busiestStage();
    const TrainingMemory& memory = busiest.memory;
    const double factor = stages.calibration;
    const Range total = busiest.judgedTotal;
    const double capacity = memory.capacityBytes;
    const double headroom = capacity - total.expected;
    // Short of the expected peak implies short of the headroom: one test covers both.
    const bool likely = headroom < kDecisionHeadroomShare * capacity || total.high > capacity;
    const char* reason = "decide.train.oom.unlikely";
    if (total.expected > capacity)
        reason = "decide.train.oom.does_not_fit";
    else if (headroom < kDecisionHeadroomShare * capacity)
        reason = "decide.train.oom.low_headroom";
    else if (total.high > capacity)
        reason = "decide.train.oom.high_exceeds";
    return row("decide.train.oom", likely ? "likely" : "unlikely",
               makeNote(reason,
                        {gibText(headroom), percent(headroom / capacity), gibText(capacity),
                         gibText(total.high), gibText(memory.activations.bytes.expected * factor),
                         gibText(total.expected), scenario.hardware.gpu.name,
                         percent(kDecisionHeadroomShare)}),
               "decide.train.oom.cause", "decide.train.oom.check");
}

// Several machines slower than one -> the network between them is too slow. Without running the
// plan search (estimate() stays microseconds): spreading a step over n servers saves about
// (n - 1) x its compute against one server doing all of it; when the exposed communication that
// crosses servers costs more than that, one server would have been faster. Whether the model
// fits on one server is the memory row's question, not this one's.
DecisionRow multiNodeRow(const Scenario& scenario, const TrainingTime& time)
{
    constexpr const char* cause = "decide.train.multi_node.cause";
    constexpr const char* check = "decide.train.multi_node.check";
    const int G = scenario.hardware.gpusPerNode;
    const int servers = (time.gpus + G - 1) / G;
    if (servers <= 1)
        return row("decide.train.multi_node", "unknown",
                   makeNote("decide.train.multi_node.unknown", {}), cause, check);
    double network = 0;
    for (const auto& part : time.parts)
        if (isCommunication(part) && crossesServers(scenario, part.id))
            network += part.seconds.expected;
    const double saved = (servers - 1) * time.compute.expected;
    const bool likely = network > saved;
    const HardwareSpec& hw = scenario.hardware;
    return row(
        "decide.train.multi_node", likely ? "likely" : "unlikely",
        makeNote(likely ? "decide.train.multi_node.likely" : "decide.train.multi_node.unlikely",
                 {percent(network / time.stepTime.expected), significant(network),
                  hw.interNodeLink.name, significant(networkGBpsPerGpu(scenario, time.gpus)),
                  significant(hw.intraNodeLink.bandwidthGBps), std::to_string(servers),
                  significant(saved)}),
        cause, check);
}

} // namespace

std::vector<DecisionRow> trainingDecisions(const Scenario& scenario, const TrainingStages& stages,
                                           const TrainingTime& time, const InputPipeline& input)
{
    // The DESIGN table's order; trainingDiagnosisOrderId() says which row to work on first.
    return {scalingRow(scenario, time), utilizationRow(scenario, time, input),
            memoryRow(scenario, stages), multiNodeRow(scenario, time)};
}

std::string trainingDiagnosisOrderId()
{
    return "decide.train.order";
}

namespace {

// Companions are named freely; these words mark a retrieval service (the table's "vector search
// / rerank" row). Every other co-located service is judged like speech and image services: it
// takes GPU memory only because it was put there.
bool isSearchService(const std::string& name)
{
    std::string lower = name;
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    static const std::array<const char*, 9> words
        = {"search", "rerank", "embed", "vector", "retriev", "faiss", "milvus", "qdrant", "bge"};
    return std::any_of(words.begin(), words.end(),
                       [&](const char* word) { return lower.find(word) != std::string::npos; });
}

struct CompanionGroup
{
    std::string names;
    double bytes = 0;
};

CompanionGroup companions(const Scenario& scenario, bool search)
{
    CompanionGroup group;
    for (const auto& c : scenario.inference.companions) {
        if (isSearchService(c.name) != search)
            continue;
        group.names += (group.names.empty() ? "" : ", ") + (c.name.empty() ? "a service" : c.name);
        group.bytes += c.memoryGib * kGiB;
    }
    return group;
}

} // namespace

std::vector<DecisionRow> inferenceDecisions(const Scenario& scenario, const InferenceEstimate& e)
{
    const InferenceSpec& s = scenario.inference;
    const InferenceMemory& m = e.memory;
    const bool gpu = !e.onCpu;
    const char* onGpu = gpu ? "yes" : "no";
    const std::string device = e.onCpu && scenario.hardware.cpu ? scenario.hardware.cpu->name
                                                                : scenario.hardware.gpu.name;
    const double capacity = m.capacityBytes;
    std::vector<DecisionRow> rows;

    const double weights = m.weights.bytes.expected;
    rows.push_back(
        row("decide.infer.weights", onGpu,
            makeNote(gpu ? "decide.infer.weights.yes" : "decide.infer.weights.no",
                     {gibText(weights), device, gibText(capacity), percent(weights / capacity),
                      weightFormatName(s.weights), rounded(m.served.bitsPerWeight, 2)}),
            "decide.infer.weights.resource", "decide.infer.weights.save"));

    const InferenceSpeed& sp = e.speed;
    // An engine that cannot start computes nothing: no time stands in for the speed.
    const char* forward = !m.startable ? "decide.infer.forward.cannot_start"
        : gpu                          ? "decide.infer.forward.yes"
                                       : "decide.infer.forward.no";
    rows.push_back(row("decide.infer.forward", onGpu,
                       makeNote(forward,
                                {rounded(sp.tpot.expected * 1000, 1), significant(sp.ttft.expected),
                                 std::to_string(sp.users), gibText(sp.weightsReadPerStep), device}),
                       "decide.infer.forward.resource", "decide.infer.forward.save"));

    const double kv = m.kvCache.bytes.expected;
    // llama.cpp allocates every slot's whole context up front; the others hold what is in use.
    const std::int64_t tokensHeld
        = s.engine == Engine::LlamaCpp ? m.maxModelLen : s.prompt() + s.outputTokens;
    rows.push_back(row("decide.infer.kv_cache", onGpu,
                       makeNote(gpu ? "decide.infer.kv_cache.yes" : "decide.infer.kv_cache.no",
                                {gibText(kv), device, percent(kv / capacity),
                                 std::to_string(m.runningAtPeak), std::to_string(tokensHeld),
                                 formatNumber(std::round(m.kv.bytesPerToken)), gibText(capacity)}),
                       "decide.infer.kv_cache.resource", "decide.infer.kv_cache.save"));

    // Co-located services: on the GPU they take memory the KV cache cannot use.
    const CompanionGroup search = companions(scenario, true);
    const std::vector<std::string> searchArgs
        = {search.names, gibText(search.bytes), percent(search.bytes / capacity), device};
    if (search.names.empty())
        rows.push_back(row("decide.infer.search", "depends",
                           makeNote("decide.infer.search.depends", searchArgs),
                           "decide.infer.search.resource", "decide.infer.search.save"));
    else
        rows.push_back(
            row("decide.infer.search", onGpu,
                makeNote(gpu ? "decide.infer.search.yes" : "decide.infer.search.cpu", searchArgs),
                "decide.infer.search.resource", "decide.infer.search.save"));

    const CompanionGroup services = companions(scenario, false);
    const char* servicesReason = "decide.infer.services.no";
    if (!services.names.empty())
        servicesReason = gpu ? "decide.infer.services.yes" : "decide.infer.services.cpu";
    rows.push_back(row("decide.infer.services", services.names.empty() ? "no" : onGpu,
                       makeNote(servicesReason,
                                {services.names, gibText(services.bytes),
                                 percent(services.bytes / capacity), device}),
                       "decide.infer.services.resource", "decide.infer.services.save"));
    return rows;
}

} // namespace gp
