#include "scenario/scenario_parser.h"

#include "common/object_reader.h"
#include "inference/serving_split.h"
#include "scenario/sections.h"

namespace gp {

ScenarioParseResult parseScenario(std::string_view text, const Catalog& catalog,
                                  const JsonLimits& limits)
{
    ScenarioParseResult result;
    auto document = parseJsonDocument(text, result.diagnostics, limits);
    if (!document)
        return result;
    ScenarioParseResult parsed = parseScenarioJson(*document, catalog);
    parsed.diagnostics.append(result.diagnostics);
    return parsed;
}

ScenarioParseResult parseScenarioJson(const nlohmann::json& document, const Catalog& catalog)
{
    ScenarioParseResult result;
    Diagnostics& diag = result.diagnostics;
    ObjectReader top(document, "", diag);
    if (!top.isObject())
        return result;

    // The format tag first: a file of another kind or version must not be half-read.
    if (!top.has("format")) {
        diag.error("format", "field.required");
    } else if (auto format = top.string("format"); format && *format != kScenarioFormat) {
        top.error("format", "scenario.bad_format", {*format, kScenarioFormat});
        return result;
    }

    Scenario scenario;
    scenario.name = top.string("name").value_or("Untitled scenario");
    top.accept("notes"); // free text kept by the store, not used by the estimate
    if (auto workload = top.choice("workload", {"training", "inference"}))
        scenario.workload = *workload == "inference" ? Workload::Inference : Workload::Training;

    const std::size_t errorsBeforeModel = diag.errorCount();
    sections::readModel(top, scenario);
    const bool modelOk = diag.errorCount() == errorsBeforeModel;
    const std::size_t errorsBeforeHardware = diag.errorCount();
    sections::readHardware(top, catalog, scenario);
    const bool hardwareOk = diag.errorCount() == errorsBeforeHardware;
    sections::readTraining(top, scenario);
    sections::readInference(top, scenario);
    sections::readPricing(top, catalog, scenario);
    sections::readFacility(top, scenario);
    sections::readPurchase(top, scenario);
    sections::readRequest(top, scenario);
    top.finish();

    if (!top.has("workload")) {
        // Inferred only when the sections leave no doubt.
        if (scenario.hasTraining != scenario.hasInference)
            scenario.workload = scenario.hasInference ? Workload::Inference : Workload::Training;
        else
            diag.error("workload", "field.required");
    }
    // A section the workload does not use is kept (the editor switches workloads) but named.
    if (top.has("workload")) {
        if (scenario.workload == Workload::Training && scenario.hasInference
            && !scenario.hasTraining)
            diag.warning("inference", "scenario.section_unused", {"training"});
        if (scenario.workload == Workload::Inference && scenario.hasTraining
            && !scenario.hasInference)
            diag.warning("training", "scenario.section_unused", {"inference"});
    }
    const bool cpuOnly
        = scenario.workload == Workload::Inference && scenario.inference.device == Device::Cpu;
    if (hardwareOk && scenario.hardware.gpuId.empty() && !cpuOnly
        && (!document.contains("hardware") || !document["hardware"].contains("gpu")))
        diag.error("hardware.gpu", "field.required");

    const bool hardwareResolved = hardwareOk && (!scenario.hardware.gpuId.empty() || cpuOnly);
    // Each image becomes the model's image tokens in the prompt.
    if (modelOk)
        scenario.inference.imageTokens
            = static_cast<std::int64_t>(scenario.inference.imagesPerRequest)
            * scenario.model.architecture.imageTokens;
    if (modelOk) {
        if (scenario.workload == Workload::Training)
            sections::checkTraining(scenario, hardwareResolved, diag);
        else
            sections::checkInference(scenario, hardwareResolved, diag);
    }
    if (scenario.workload == Workload::Training && !diag.hasErrors()) {
        TrainingSpec& t = scenario.training;
        const int modelParallel = t.tp * t.pp * t.cp;
        t.dp = scenario.hardware.totalGpus() / modelParallel;
        if (t.globalBatch == 0)
            t.globalBatch = static_cast<std::int64_t>(t.microBatch) * t.dp;
    }
    // "tp": "auto" becomes a split here, so that every view and search sees the one chosen.
    if (scenario.workload == Workload::Inference && !diag.hasErrors())
        resolveServingSplit(scenario);
    if (!diag.hasErrors())
        result.scenario = std::move(scenario);
    return result;
}

} // namespace gp
