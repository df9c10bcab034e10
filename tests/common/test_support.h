#pragma once
// Helpers shared by the test suites: test data files, and JSON edits for table-driven cases.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <QTest>
#include <optional>

#include <cmath>

#include "estimate/estimate.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"
#include "training/training_memory.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gp::test {

inline std::string readDataFile(const QString& relative)
{
    QFile file(QStringLiteral(GP_TEST_DATA_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

inline nlohmann::json readDataJson(const QString& relative)
{
    return nlohmann::json::parse(readDataFile(relative));
}

// Sets (or, with remove, deletes) the value at a dotted path such as "training.tp".
inline void setPath(nlohmann::json& document, const std::string& path, const nlohmann::json& value,
                    bool remove = false)
{
    nlohmann::json* node = &document;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        const std::string key
            = path.substr(start, dot == std::string::npos ? std::string::npos : dot - start);
        if (dot == std::string::npos) {
            if (remove)
                node->erase(key);
            else
                (*node)[key] = value;
            return;
        }
        node = &(*node)[key];
        start = dot + 1;
    }
}

// A vLLM serving scenario of a preset on 8-GPU servers of `gpu`: BF16 weights, 8192-token
// context, 1000 + 200 tokens per request, one user.
inline nlohmann::json servingDocument(const std::string& preset, const std::string& gpu)
{
    nlohmann::json doc = nlohmann::json::parse(R"({
      "format": "gpu-planner.scenario/1", "name": "serve", "workload": "inference",
      "hardware": {"gpus_per_node": 8},
      "inference": {"engine": "vllm", "weights": "bf16", "max_model_len": 8192,
                    "prompt_tokens": 1000, "output_tokens": 200, "peak_concurrency": 1}})");
    doc["model"] = {{"preset", preset}};
    doc["hardware"]["gpu"] = gpu;
    return doc;
}

// a and b agree to a relative tolerance of b.
inline bool relativelyClose(double a, double b, double tolerance = 1e-9)
{
    return std::fabs(a - b) <= tolerance * std::fabs(b);
}

// A training scenario on one server of 8 H100 with NVLink: `training` its training section,
// `model` its model section.
inline nlohmann::json trainingDocument(const std::string& training, const nlohmann::json& model)
{
    nlohmann::json doc = {{"format", "gpu-planner.scenario/1"},
                          {"name", "train"},
                          {"workload", "training"},
                          {"hardware",
                           {{"gpu", "h100-sxm"},
                            {"gpus_per_node", 8},
                            {"nodes", 1},
                            {"intra_node_link", "nvlink4"}}}};
    doc["training"] = nlohmann::json::parse(training);
    doc["model"] = model;
    return doc;
}

// A config.json the test knows the importer reads; a refusal aborts with the reasons.
inline Architecture importedHf(const nlohmann::json& config)
{
    Diagnostics diag;
    const auto arch = importHfConfig(config, "model.hf_config", diag);
    if (!arch)
        qFatal("%s", diag.summary().c_str());
    return *arch;
}

// The expected bytes of a memory component's part, -1 when it has none of that id.
inline double partBytes(const MemoryComponent& component, const std::string& id)
{
    for (const auto& part : component.parts)
        if (part.id == id)
            return part.bytes.expected;
    return -1;
}

// A memory component's part as a range, none when it has no part of that id.
inline std::optional<Range> partOf(const MemoryComponent& component, const std::string& id)
{
    for (const auto& part : component.parts)
        if (part.id == id)
            return part.bytes;
    return std::nullopt;
}

// A memory component's part the test knows it has; a missing one aborts the test with its id.
inline Range requiredPart(const MemoryComponent& component, const std::string& id)
{
    const std::optional<Range> part = partOf(component, id);
    if (!part)
        qFatal("no memory part %s", id.c_str());
    return *part;
}

// A step-time part as a range, exactly -1 when the step has no part of that id.
inline Range timePart(const TrainingTime& time, const std::string& id)
{
    for (const auto& part : time.parts)
        if (part.id == id)
            return part.seconds;
    return Range::exactly(-1);
}

// A scenario document the test knows to be valid; a parse failure aborts with the reasons.
inline Scenario parsedScenario(const nlohmann::json& document)
{
    auto result = parseScenario(document.dump(), builtinCatalog());
    if (!result.scenario)
        qFatal("invalid test scenario: %s", result.diagnostics.summary().c_str());
    return *result.scenario;
}

// The training memory of a scenario document the test knows to be valid.
inline TrainingMemory trainingMemoryOf(const nlohmann::json& document)
{
    return estimateTrainingMemory(parsedScenario(document));
}

// The parameters of a valid scenario document's model, counted from its architecture.
inline double parametersOf(const nlohmann::json& document)
{
    return totalParameters(parsedScenario(document).model.architecture);
}

// A valid test scenario and its estimate, the parser's warnings carried into it as `estimate`
// and the CLI do.
struct EstimatedScenario
{
    Scenario scenario;
    Estimate estimate;
};

inline EstimatedScenario estimatedScenario(const std::string& text)
{
    ScenarioParseResult parsed = parseScenario(text, builtinCatalog());
    if (!parsed.scenario)
        qFatal("invalid test scenario: %s", parsed.diagnostics.summary().c_str());
    Estimate result = estimate(*parsed.scenario, parsed.diagnostics);
    return {std::move(*parsed.scenario), std::move(result)};
}

inline QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

// Every scenario the suites know: the reference cases, the reliability reproducers, the test
// scenarios and the demos. Scenario files only: the reliability folder also holds project bundles.
struct Case
{
    QString name;
    std::string text;
};

inline std::vector<Case> scenarioCorpus()
{
    std::vector<Case> cases;
    for (const char* set : {"training", "inference"}) {
        const nlohmann::json reference
            = readDataJson(QStringLiteral("reference/%1.json").arg(QLatin1String(set)));
        for (const auto& c : reference.at("cases"))
            cases.push_back(
                {QString::fromStdString(c.at("id").get<std::string>()), c.at("scenario").dump()});
    }
    const QStringList folders{QStringLiteral(GP_TEST_DATA_DIR "/reliability"),
                              QStringLiteral(GP_TEST_DATA_DIR "/scenarios"),
                              QStringLiteral(GP_SOURCE_DIR "/resources/demo")};
    for (const QString& folder : folders)
        for (const QFileInfo& info : QDir(folder).entryInfoList({QStringLiteral("*.json")})) {
            QFile file(info.filePath());
            if (!file.open(QIODevice::ReadOnly))
                qFatal("cannot open %s", qPrintable(info.filePath()));
            const std::string text = file.readAll().toStdString();
            // Bundles (projects) are not scenarios; -1e400 overflows the test's own reader.
            const auto document = nlohmann::json::parse(text, nullptr, false);
            if (document.is_discarded() || !document.is_object()
                || document.value("format", "") == "gpu-planner.scenario/1")
                cases.push_back({info.fileName(), text});
        }
    return cases;
}

} // namespace gp::test
