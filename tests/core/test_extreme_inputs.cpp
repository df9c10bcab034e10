// No accepted scenario yields inf, NaN, a JSON null where a number is documented, or a range
// that does not contain its expected value: every
// numeric field of the demo scenarios and of the reliability campaign's reproducers is set to
// extreme values (the parser must refuse them naming the field, or the estimate stay finite),
// then 10,000 random perturbations of them are estimated.
#include "common/test_support.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"
#include "scenario/scenario_parser.h"

#include <QDir>
#include <QRandomGenerator>
#include <QRegularExpression>

#include <cmath>

using namespace gp;

namespace {

// Dotted paths of every number in a document ("hardware.gpu.bf16_tflops", "x.list.0").
void numericLeaves(const nlohmann::json& node, const std::string& path,
                   std::vector<std::string>& out)
{
    if (node.is_number()) {
        out.push_back(path);
    } else if (node.is_object()) {
        for (const auto& [key, value] : node.items())
            numericLeaves(value, path.empty() ? key : path + "." + key, out);
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i)
            numericLeaves(node[i], path + "." + std::to_string(i), out);
    }
}

nlohmann::json& at(nlohmann::json& document, const std::string& path)
{
    nlohmann::json* node = &document;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = path.find('.', start);
        const std::string key = path.substr(start, dot == std::string::npos ? dot : dot - start);
        node = node->is_array() ? &(*node)[std::stoul(key)] : &(*node)[key];
        if (dot == std::string::npos)
            return *node;
        start = dot + 1;
    }
}

// The first null or non-finite number in an estimate document, or a range whose expected value
// lies outside its own [low, high]; empty when there is none.
std::string firstBadNumber(const nlohmann::json& node, const std::string& path)
{
    if (node.is_null())
        return path + " is null";
    if (node.is_number_float() && !std::isfinite(node.get<double>()))
        return path + " is not finite";
    if (node.is_object() && node.contains("low") && node.contains("expected")
        && node.contains("high") && node["low"].is_number() && node["expected"].is_number()
        && node["high"].is_number()) {
        const double low = node["low"].get<double>();
        const double expected = node["expected"].get<double>();
        const double high = node["high"].get<double>();
        // Within rounding: a range is computed in three passes.
        const double slack = 1e-9 * std::max(1.0, std::fabs(expected));
        if (low > expected + slack || expected > high + slack)
            return path + " = [" + node["low"].dump() + ", " + node["expected"].dump() + ", "
                + node["high"].dump() + "]: the expected value lies outside its range";
    }
    if (node.is_object() || node.is_array()) {
        std::size_t i = 0;
        for (const auto& [key, value] : node.items()) {
            const std::string inner
                = firstBadNumber(value, path + "." + (node.is_array() ? std::to_string(i) : key));
            if (!inner.empty())
                return inner;
            ++i;
        }
    }
    return {};
}

struct Outcome
{
    bool accepted = false;
    std::string problem; // why the estimate is bad, empty when it is fine
};

Outcome check(const nlohmann::json& document)
{
    Outcome outcome;
    ScenarioParseResult parsed = parseScenario(document.dump(), builtinCatalog());
    if (!parsed.scenario) {
        // Refused: every error names the field at fault.
        for (const auto& error : parsed.diagnostics.errors())
            if (error.path.empty())
                outcome.problem = "refused without a path: " + error.toString();
        return outcome;
    }
    outcome.accepted = true;
    const Estimate result = estimate(*parsed.scenario, parsed.diagnostics);
    outcome.problem = firstBadNumber(estimateToJson(result, *parsed.scenario), "");
    if (outcome.problem.empty()) {
        // "inf" or "nan" as a word of its own ("inference" is fine).
        static const QRegularExpression notANumber(QStringLiteral("\\b(inf|nan)\\b"),
                                                   QRegularExpression::CaseInsensitiveOption);
        const QString text = gp::test::q(estimateToText(result, *parsed.scenario));
        if (const auto match = notANumber.match(text); match.hasMatch())
            outcome.problem = "the text holds \"" + match.captured(0).toStdString() + "\": "
                + text.mid(std::max<qsizetype>(0, match.capturedStart() - 60), 120).toStdString();
    }
    return outcome;
}

std::vector<nlohmann::json> seeds()
{
    std::vector<nlohmann::json> documents;
    for (const QString& folder : {QStringLiteral(GP_SOURCE_DIR "/resources/demo"),
                                  QStringLiteral(GP_TEST_DATA_DIR "/reliability")})
        for (const QFileInfo& file : QDir(folder).entryInfoList({QStringLiteral("*.json")})) {
            QFile f(file.filePath());
            if (!f.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(file.filePath()));
            const auto j = nlohmann::json::parse(f.readAll().toStdString(), nullptr, false);
            if (j.is_object())
                documents.push_back(j);
        }
    return documents;
}

} // namespace

class TestExtremeInputs : public QObject
{
    Q_OBJECT

private slots:
    void reproducersAreRefusedNamingTheField()
    {
        for (const char* name : {"overflow-gpu-hour-1e308.json", "nan-bf16-tflops-5e-324.json",
                                 "nan-bandwidth-1e-308.json", "overflow-companion-1e308.json"}) {
            const auto text
                = gp::test::readDataFile(QStringLiteral("reliability/") + QLatin1String(name));
            ScenarioParseResult parsed = parseScenario(text, builtinCatalog());
            QVERIFY2(!parsed.scenario, name);
            const auto errors = parsed.diagnostics.errors();
            QVERIFY2(!errors.empty() && !errors.front().path.empty(), name);
            QVERIFY2(errors.front().toString().find("between") != std::string::npos,
                     errors.front().toString().c_str());
        }
    }

    void everyNumericFieldAtItsExtremes()
    {
        int accepted = 0;
        int tried = 0;
        for (const nlohmann::json& seed : seeds()) {
            std::vector<std::string> leaves;
            numericLeaves(seed, "", leaves);
            for (const std::string& leaf : leaves)
                for (const double value :
                     {1e308, -1e308, 5e-324, 1e-308, 1e18, 1e-9, 0.0, 1e15, 1e9}) {
                    nlohmann::json document = seed;
                    at(document, leaf) = value;
                    const Outcome outcome = check(document);
                    ++tried;
                    accepted += outcome.accepted ? 1 : 0;
                    QVERIFY2(
                        outcome.problem.empty(),
                        (leaf + " = " + std::to_string(value) + ": " + outcome.problem).c_str());
                }
        }
        qInfo("%d extreme values tried, %d accepted", tried, accepted);
        QVERIFY(accepted > 0); // the sweep reached the estimator, not only the parser
    }

    // Until 10,000 perturbed scenarios were accepted: most changes are within a factor of 1,000,
    // one in ten spans 24 orders of magnitude.
    void randomPerturbationsStayFinite()
    {
        const std::vector<nlohmann::json> documents = seeds();
        QRandomGenerator random(20261201); // fixed: a failure can be replayed
        int accepted = 0;
        int tried = 0;
        for (; accepted < 10000 && tried < 400000; ++tried) {
            nlohmann::json document = documents[random.bounded(int(documents.size()))];
            std::vector<std::string> leaves;
            numericLeaves(document, "", leaves);
            std::string changed;
            for (int k = 0, n = 1 + random.bounded(3); k < n; ++k) {
                const std::string& leaf = leaves[random.bounded(int(leaves.size()))];
                nlohmann::json& value = at(document, leaf);
                const double decades = random.bounded(10) == 0 ? 12.0 : 3.0;
                const double scale = std::pow(10.0, random.bounded(2 * decades) - decades);
                if (value.is_number_integer())
                    value = std::llround(std::max(1.0, value.get<double>() * scale));
                else
                    value = value.get<double>() * scale;
                changed += leaf + " = " + value.dump() + "; ";
            }
            const Outcome outcome = check(document);
            accepted += outcome.accepted ? 1 : 0;
            QVERIFY2(outcome.problem.empty(), (changed + outcome.problem).c_str());
        }
        qInfo("%d random scenarios tried, %d accepted", tried, accepted);
        QCOMPARE(accepted, 10000);
    }
};

QTEST_GUILESS_MAIN(TestExtremeInputs)
#include "test_extreme_inputs.moc"
