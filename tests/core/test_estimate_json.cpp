// The estimate document: its format tag, exact counts, the resolved architecture (which must
// read back to the same model), and advice carried from the parser's warnings.
#include "common/test_support.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"
#include "scenario/scenario_parser.h"

using namespace gp;
using gp::test::q;

namespace {

struct Parsed
{
    Scenario scenario;
    Estimate result;
};

Parsed estimateText(const std::string& text)
{
    auto parsed = parseScenario(text, builtinCatalog());
    if (!parsed.scenario)
        qFatal("invalid test scenario: %s", parsed.diagnostics.summary().c_str());
    Estimate result = estimate(*parsed.scenario, parsed.diagnostics);
    return {*parsed.scenario, result};
}

const char* kDeepSeek
    = R"({"format": "gpu-planner.scenario/1", "name": "V3", "workload": "inference",
    "model": {"preset": "deepseek-v3"}, "hardware": {"gpu": "h200", "gpus_per_node": 8},
    "inference": {"tp": 8, "max_model_len": 8192}})";

const Note* findNote(const std::vector<Note>& notes, const std::string& id)
{
    for (const auto& note : notes)
        if (note.id == id)
            return &note;
    return nullptr;
}

} // namespace

class TestEstimateJson : public QObject
{
    Q_OBJECT

private slots:
    void documentCarriesFormatAndExactCounts()
    {
        const Parsed p = estimateText(kDeepSeek);
        const nlohmann::json j = estimateToJson(p.result, p.scenario);
        QCOMPARE(j["format"].get<std::string>(), std::string("gpu-planner.estimate/1"));
        QCOMPARE(j["workload"].get<std::string>(), std::string("inference"));
        QVERIFY(j["model"]["parameters"].is_number_integer());
        QCOMPARE(j["model"]["parameters"].get<std::int64_t>(), std::int64_t(671026419200));
        const auto& b = j["model"]["breakdown"];
        QCOMPARE(b["embedding"].get<std::int64_t>() + b["output_head"].get<std::int64_t>()
                     + b["attention"].get<std::int64_t>() + b["mlp"].get<std::int64_t>()
                     + b["norms"].get<std::int64_t>(),
                 b["total"].get<std::int64_t>());
        // Only what is computed is printed: serving memory, no training section.
        QVERIFY(j["memory"]["per_gpu"].contains("kv_cache"));
        QVERIFY(j["inference"]["kv_bytes_per_token"].is_number());
        QVERIFY(!j.contains("training"));
    }

    void resolvedArchitectureReadsBackToTheSameCount()
    {
        for (const char* preset : {"deepseek-v3", "qwen3-30b-a3b", "gpt3-175b", "qwen2.5-72b"}) {
            std::string text = kDeepSeek;
            text.replace(text.find("deepseek-v3"), 11, preset);
            const Parsed p = estimateText(text);
            const nlohmann::json arch
                = estimateToJson(p.result, p.scenario)["model"]["architecture"];
            nlohmann::json again = nlohmann::json::parse(kDeepSeek);
            again["model"] = {{"architecture", arch}};
            const Parsed q2 = estimateText(again.dump());
            QCOMPARE(q2.result.model.parameters, p.result.model.parameters);
            QCOMPARE(q2.result.model.activeParameters, p.result.model.activeParameters);
        }
    }

    void assumptionsExplainWhatWasLeftOut()
    {
        const Parsed p = estimateText(kDeepSeek);
        QVERIFY(findNote(p.result.assumptions, "assume.mtp_excluded"));
        // Training it, the note says what a run that trains the module adds instead.
        const Parsed trained = estimateText(R"({"format": "gpu-planner.scenario/1", "name": "t",
          "model": {"preset": "deepseek-v3"}, "hardware": {"gpu": "h200", "gpus_per_node": 8},
          "training": {"method": "lora", "micro_batch": 1, "global_batch": 8, "seq_len": 4096}})");
        QVERIFY(findNote(trained.result.assumptions, "assume.mtp_excluded_training"));
        QVERIFY(!findNote(trained.result.assumptions, "assume.mtp_excluded"));

        nlohmann::json sized = nlohmann::json::parse(kDeepSeek);
        sized["model"] = {{"preset", "llama-3.1-8b"}, {"parameters", 7.5e9}};
        const Parsed o = estimateText(sized.dump());
        QCOMPARE(o.result.model.parameters, 7.5e9);
        QCOMPARE(q(findNote(o.result.assumptions, "assume.parameters_override")->message),
                 QStringLiteral("parameters set to 7500000000 by the scenario (the architecture "
                                "alone gives 8030261248)"));
    }

    void parserWarningsBecomeAdvice()
    {
        nlohmann::json doc = nlohmann::json::parse(kDeepSeek);
        doc["model"] = {{"preset", "qwen2.5-7b"}};
        // 28 heads over 8 GPUs: an engine that splits them unevenly still sizes memory, with a
        // warning (vLLM, SGLang and TensorRT-LLM refuse the layout: an error, below).
        doc["inference"]["engine"] = "generic";
        doc["inference"]["tp"] = 8;
        const Parsed p = estimateText(doc.dump());
        nlohmann::json advice;
        const nlohmann::json document = estimateToJson(p.result, p.scenario);
        for (const auto& note : document["advice"])
            if (note["id"] == "infer.tp_heads")
                advice = note;
        QCOMPARE(advice["id"].get<std::string>(), std::string("infer.tp_heads"));
        QCOMPARE(advice["level"].get<std::string>(), std::string("warning"));
        QCOMPARE(advice["path"].get<std::string>(), std::string("inference.tp"));
        doc["inference"]["engine"] = "vllm";
        const auto refused = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!refused.scenario);
        QVERIFY2(refused.diagnostics.summary().find("inference.tp: heads (28) are not divisible")
                     != std::string::npos,
                 refused.diagnostics.summary().c_str());
    }

    void textSummaryIsReadable()
    {
        const Parsed p = estimateText(kDeepSeek);
        const QString text = q(estimateToText(p.result, p.scenario));
        QVERIFY2(text.contains(QStringLiteral("Parameters:        671.0 B (671,026,419,200)")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Active per token:  37.55 B")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("multi-token-prediction")));
    }

    void humanCountsUseSensibleUnits()
    {
        QCOMPARE(humanCount(8030261248.0), std::string("8.03 B"));
        QCOMPARE(humanCount(525336576.0), std::string("525.3 M"));
        QCOMPARE(humanCount(1.2e12), std::string("1.20 T"));
        QCOMPARE(humanCount(999), std::string("999"));
    }

    // Advice leads with what stops the plan; "can we skip the GPU?" is advice only where the
    // question is open (a small model, or a CPU named), while the decision table keeps its rows.
    void adviceIsOrderedAndStaysOnTheQuestion()
    {
        nlohmann::json fleet = gp::test::readDataJson(
            QStringLiteral("../../resources/demo/serve-llama-3.1-70b.json"));
        fleet["inference"]["peak_concurrency"] = 200;
        const Estimate big = estimate(gp::test::parsedScenario(fleet));
        QVERIFY(!big.advice.empty());
        auto rank = [](const Note& n) {
            return n.level == "critical" ? 0 : (n.level == "warning" ? 1 : 2);
        };
        for (std::size_t i = 1; i < big.advice.size(); ++i)
            QVERIFY2(rank(big.advice[i - 1]) <= rank(big.advice[i]), big.advice[i].id.c_str());
        for (const Note& note : big.advice)
            QVERIFY2(note.id.rfind("infer.skip_personal", 0) != 0
                         && note.id.rfind("infer.skip_offline", 0) != 0
                         && note.id.rfind("infer.skip_online", 0) != 0,
                     note.id.c_str());
        QCOMPARE(big.inference->skipGpu.size(), std::size_t(4));
        // An 8B model on one L4: whether a CPU would do is a real question.
        const Estimate small = estimate(gp::test::parsedScenario(nlohmann::json::parse(
            R"({"format": "gpu-planner.scenario/1", "workload": "inference",
                "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l4"}})")));
        bool asked = false;
        for (const Note& note : small.advice)
            asked = asked || note.id.rfind("infer.skip_personal", 0) == 0;
        QVERIFY(asked);
    }
};

QTEST_GUILESS_MAIN(TestEstimateJson)
#include "test_estimate_json.moc"
