#pragma once
// Helpers shared by the test suites: test data files, and JSON edits for table-driven cases.
#include <QFile>
#include <QString>
#include <QTest>

#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"

#include <nlohmann/json.hpp>

#include <string>

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

// A scenario document the test knows to be valid; a parse failure aborts with the reasons.
inline Scenario parsedScenario(const nlohmann::json& document)
{
    auto result = parseScenario(document.dump(), builtinCatalog());
    if (!result.scenario)
        qFatal("invalid test scenario: %s", result.diagnostics.summary().c_str());
    return *result.scenario;
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

} // namespace gp::test
