// The text output of estimates, plans and comparisons goes through the message renderer: every
// word a person reads comes from a message id, so the CLI's --lang translates all of it. The
// check renders with a renderer that returns only the id, then asserts that what is left holds
// no word outside the short list of technical symbols that read the same in every language.
#include "common/messages.h"
#include "common/test_support.h"
#include "common/text_columns.h"
#include "compare/comparison.h"
#include "estimate/estimate_text.h"
#include "plan/plan_text.h"
#include "scenario/scenario_parser.h"

#include <QRegularExpression>
#include <QSet>

using namespace gp;
using gp::test::q;

namespace {

const char* kTraining
    = R"({"format": "gpu-planner.scenario/1", "name": "S1", "workload": "training",
    "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
    "training": {"method": "full", "micro_batch": 1, "global_batch": 64, "seq_len": 4096,
                 "tp": 2, "pp": 2, "tokens": 1e9, "zero_stage": 1},
    "pricing": {"gpu_hour": 2.0, "billing": "hourly"}})";

const char* kServing
    = R"({"format": "gpu-planner.scenario/1", "name": "S2", "workload": "inference",
    "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l40s", "cpu": "epyc-9654"},
    "inference": {"engine": "vllm", "max_model_len": 8192, "peak_concurrency": 32,
                  "companions": [{"name": "c", "memory_gib": 1}],
                  "targets": {"ttft_ms": 2000, "tpot_ms": 60}},
    "pricing": {"gpu_hour": 1.5, "api_input_per_million": 0.2, "api_output_per_million": 0.6}})";

using gp::test::estimatedScenario;

// Renders each message as ⟦id⟧ and remembers the ids it has no template for.
struct IdRenderer
{
    QStringList unknown;
    MessageRenderer render()
    {
        return [this](std::string_view id, const std::vector<std::string>&) {
            if (englishTemplate(id).empty())
                unknown << q(std::string(id));
            return "\u27e6" + std::string(id) + "\u27e7";
        };
    }
};

// The words left once every rendered message is removed; figures and symbols are not words.
QSet<QString> wordsOutsideMessages(const std::string& text)
{
    QString rest = q(text);
    rest.remove(QRegularExpression(QStringLiteral("\u27e6[^\u27e7]*\u27e7")));
    QSet<QString> words;
    const QRegularExpression word(QStringLiteral("[A-Za-z][A-Za-z-]*"));
    for (auto it = word.globalMatch(rest); it.hasNext();)
        words << it.next().captured();
    return words;
}

// Symbols that stay as they are in Chinese text: units, parallelism names, the scenario format's
// own values (recompute modes, currency codes), and the number suffixes of humanCount.
const QSet<QString> kSymbols = {
    QStringLiteral("GiB"),       QStringLiteral("s"),    QStringLiteral("B"),
    QStringLiteral("M"),         QStringLiteral("K"),    QStringLiteral("T"),
    QStringLiteral("e"),         QStringLiteral("TP"),   QStringLiteral("PP"),
    QStringLiteral("v"),         QStringLiteral("CP"),   QStringLiteral("EP"),
    QStringLiteral("DP"),        QStringLiteral("mb"),   QStringLiteral("ZeRO"),
    QStringLiteral("MFU"),       QStringLiteral("off"),  QStringLiteral("none"),
    QStringLiteral("selective"), QStringLiteral("full"), QStringLiteral("USD"),
};

} // namespace

class TestTextOutput : public QObject
{
    Q_OBJECT

private slots:
    void displayWidthCountsWideCharactersTwice()
    {
        // Hand count: ASCII one column each; CJK ideographs and full-width punctuation two.
        QCOMPARE(displayWidth("GiB"), std::size_t{3});
        QCOMPARE(displayWidth("\u663e\u5b58"), std::size_t{4}); // 显存
        QCOMPARE(displayWidth("\u6743\u91cd\uff1a"), std::size_t{6}); // 权重：
        QCOMPARE(displayWidth("MLP / \u4e13\u5bb6"), std::size_t{10}); // MLP / 专家
        QCOMPARE(displayWidth("\u00e9"), std::size_t{1}); // é: narrow, two bytes
        QCOMPARE(padRight("\u663e\u5b58", 6), std::string("\u663e\u5b58  "));
        QCOMPARE(padLeft("ab", 5), std::string("   ab"));
        QCOMPARE(padRight("toolong", 3), std::string("toolong")); // never cut
    }

    void estimateTextIsAllMessages_data()
    {
        QTest::addColumn<QString>("scenario");
        QTest::newRow("training") << QString::fromUtf8(kTraining);
        QTest::newRow("serving") << QString::fromUtf8(kServing);
    }

    void estimateTextIsAllMessages()
    {
        QFETCH(QString, scenario);
        const std::string json = scenario.toStdString();
        const auto p = estimatedScenario(json.c_str());
        IdRenderer ids;
        const std::string text = estimateToText(p.estimate, p.scenario, ids.render());
        QVERIFY2(ids.unknown.isEmpty(), qPrintable(ids.unknown.join(QLatin1Char(' '))));
        const QSet<QString> words = wordsOutsideMessages(text) - kSymbols;
        QVERIFY2(words.isEmpty(),
                 qPrintable(QStringList(words.begin(), words.end()).join(QLatin1Char(' '))
                            + QStringLiteral("\n") + q(text)));
        // And the sections the scenarios exercise are there, so the check covered them.
        for (const char* id : {"text.total", "text.capacity"})
            QVERIFY2(text.find(std::string("\u27e6") + id) != std::string::npos, id);
        if (p.scenario.workload == Workload::Training) {
            for (const char* id : {"text.step_time", "text.bubble", "text.cost", "text.for_tokens",
                                   "text.troubleshooting"})
                QVERIFY2(text.find(std::string("\u27e6") + id) != std::string::npos, id);
        } else {
            for (const char* id : {"text.kv_peak", "text.companions", "text.col_ttft",
                                   "text.deployment", "text.rent", "text.gpu_parts", "text.advice",
                                   "text.assumptions", "text.cpu_path"})
                QVERIFY2(text.find(std::string("\u27e6") + id) != std::string::npos, id);
        }
    }

    // "First pipeline stage" only where there is more than one stage.
    void memoryHeadingNamesTheStageOnlyWithPipelines()
    {
        auto has = [](const std::string& text, const char* id) {
            return text.find("\u27e6" + std::string(id) + "\u27e7") != std::string::npos;
        };
        IdRenderer ids;
        const auto pipelined = estimatedScenario(kTraining);
        QCOMPARE(pipelined.scenario.training.pp, 2);
        std::string text = estimateToText(pipelined.estimate, pipelined.scenario, ids.render());
        QVERIFY(has(text, "text.training_memory"));
        QVERIFY(has(text, "text.last_stage_memory"));
        QVERIFY(!has(text, "text.training_memory_every_gpu"));
        nlohmann::json oneStage = nlohmann::json::parse(kTraining);
        test::setPath(oneStage, "training.pp", 1);
        const auto flat = estimatedScenario(oneStage.dump());
        text = estimateToText(flat.estimate, flat.scenario, ids.render());
        QVERIFY(has(text, "text.training_memory_every_gpu"));
        QVERIFY(!has(text, "text.training_memory"));
        QVERIFY(!has(text, "text.last_stage_memory"));
        QVERIFY(!has(text, "text.middle_stage_memory"));
        // A middle stage fuller than the first gets its own section, named by its rank, between
        // the first stage's and the last's (DeepSeek-V3 over 16 stages: the second).
        const auto deep = estimatedScenario(
            gp::test::readDataFile(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json")));
        text = estimateToText(deep.estimate, deep.scenario, ids.render());
        const auto first = text.find("\u27e6text.training_memory\u27e7");
        const auto middle = text.find("\u27e6text.middle_stage_memory\u27e7");
        const auto last = text.find("\u27e6text.last_stage_memory\u27e7");
        QVERIFY(first < middle && middle < last && last != std::string::npos);
        const std::string english = estimateToText(deep.estimate, deep.scenario);
        QVERIFY2(english.find("Pipeline stage 2 of 16, the fullest between the first and the last")
                     != std::string::npos,
                 english.c_str());
    }

    void anEngineThatCannotStartHasNoSpeed()
    {
        // Llama 3.1 70B in 16 bits does not fit one L4: no KV cache, no first token. The text
        // says so where the speed would be, instead of zeros, and shows the speed when it starts.
        auto has = [](const std::string& text, const char* id) {
            return text.find("\u27e6" + std::string(id) + "\u27e7") != std::string::npos;
        };
        IdRenderer ids;
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "inference", "model": {"preset": "llama-3.1-70b"},
            "hardware": {"gpu": "l4"}, "inference": {"max_model_len": 8192}})");
        const auto stuck = estimatedScenario(doc.dump());
        QVERIFY(!stuck.estimate.inference->memory.startable);
        std::string text = estimateToText(stuck.estimate, stuck.scenario, ids.render());
        QVERIFY(has(text, "text.speed_cannot_start"));
        QVERIFY(!has(text, "text.first_token"));
        QVERIFY(!has(text, "text.col_ttft"));
        QVERIFY(!has(text, "text.burst"));
        // The decision table's forward-pass row says so too, rather than quoting 0 ms.
        auto forwardReason = [](const Estimate& e) {
            for (const DecisionRow& row : e.decisions)
                if (row.id == "decide.infer.forward")
                    return row.reason.id;
            return std::string();
        };
        QCOMPARE(forwardReason(stuck.estimate), std::string("decide.infer.forward.cannot_start"));
        doc["hardware"]["gpu"] = "h100-sxm";
        doc["hardware"]["gpus_per_node"] = 4;
        doc["inference"]["tp"] = 4;
        const auto running = estimatedScenario(doc.dump());
        QVERIFY(running.estimate.inference->memory.startable);
        text = estimateToText(running.estimate, running.scenario, ids.render());
        QVERIFY(!has(text, "text.speed_cannot_start"));
        QVERIFY(has(text, "text.first_token"));
        // Both loads, each under its own name: the closed loop, then the burst.
        QVERIFY(has(text, "text.speed"));
        QVERIFY(has(text, "text.burst"));
        QVERIFY(text.find("\u27e6text.speed\u27e7") < text.find("\u27e6text.burst\u27e7"));
        QCOMPARE(forwardReason(running.estimate), std::string("decide.infer.forward.yes"));
    }

    void planTextIsAllMessages()
    {
        const auto p = estimatedScenario(kTraining);
        Diagnostics diag;
        PlanOptions options;
        options.maxGpus = 16;
        const PlanResult plan = searchPlans(p.scenario, options, diag);
        QVERIFY(!plan.ranked.empty());
        IdRenderer ids;
        const std::string text = planToText(plan, p.scenario, ids.render());
        QVERIFY2(ids.unknown.isEmpty(), qPrintable(ids.unknown.join(QLatin1Char(' '))));
        const QSet<QString> words = wordsOutsideMessages(text) - kSymbols;
        QVERIFY2(words.isEmpty(),
                 qPrintable(QStringList(words.begin(), words.end()).join(QLatin1Char(' '))
                            + QStringLiteral("\n") + q(text)));
    }

    void comparisonTextIsAllMessages()
    {
        const auto a = estimatedScenario(kTraining);
        const auto b = estimatedScenario(kServing);
        const Comparison c = compareScenarios(
            {{"A", &a.scenario, &a.estimate}, {"B", &b.scenario, &b.estimate}}, 0);
        IdRenderer ids;
        const std::string text = comparisonToText(c, ids.render());
        QVERIFY2(ids.unknown.isEmpty(), qPrintable(ids.unknown.join(QLatin1Char(' '))));
        // Cells that hold names and the scenario format's values (model, GPU, method, engine,
        // weights, layouts) are data, not words: only the row headings and word cells are
        // checked here, through the rows that carry ids.
        for (const ComparisonRow& row : c.rows)
            for (std::size_t i = 0; i < row.texts.size(); ++i)
                if (row.id == "workload" || row.id == "fits")
                    QVERIFY2(!row.textIds[i].empty(), row.id.c_str());
        QVERIFY(text.find("\u27e6word.training\u27e7") != std::string::npos);
        QVERIFY(text.find("\u27e6text.compare_legend\u27e7") != std::string::npos);
        QCOMPARE(comparisonUnitText("days", ids.render()), std::string("\u27e6unit.days\u27e7"));
    }

    void labelsLineUpInWideText()
    {
        // A renderer whose labels are all wide characters: the values must still start in one
        // column, counted in display columns.
        const auto p = estimatedScenario(kTraining);
        const MessageRenderer wide = [](std::string_view id, const std::vector<std::string>& args) {
            const std::string english = renderEnglish(id, args);
            if (english.empty() || english.back() != ':')
                return english;
            return std::string("\u663e\u5b58\u663e\u5b58\uff1a"); // 显存显存：, 10 columns
        };
        const std::string text = estimateToText(p.estimate, p.scenario, wide);
        int checked = 0;
        for (const QString& line : q(text).split(QLatin1Char('\n'))) {
            if (!line.contains(QStringLiteral("GiB  (")))
                continue;
            const QString before = line.left(line.indexOf(QStringLiteral("GiB")));
            const QString value = before.trimmed().section(QLatin1Char(' '), -1);
            const QString label = before.left(before.lastIndexOf(value));
            // "  " + label padded to 19 columns, then the value right-aligned in 7.
            QCOMPARE(displayWidth(label.toStdString()) + static_cast<std::size_t>(value.size()),
                     std::size_t{2 + 19 + 7});
            ++checked;
        }
        QVERIFY(checked >= 6);
    }
};

QTEST_APPLESS_MAIN(TestTextOutput)
#include "test_text_output.moc"
