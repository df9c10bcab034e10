// How long the core takes for what the UI does on every edit: parse a scenario, estimate it,
// write the estimate document. Figures are recorded in docs/benchmarks.md; nothing here asserts
// a time.
#include "common/test_support.h"
#include "estimate/estimate_json.h"
#include "inference/inference_estimate.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "plan/plan_search.h"
#include "scenario/scenario_parser.h"
#include "training/training_memory.h"

using namespace gp;

namespace {

// Benchmarks the plan search over every layout on 1 to 16,384 GPUs.
void searchUpTo16384Gpus(const nlohmann::json& doc)
{
    const Scenario scenario = gp::test::parsedScenario(doc);
    PlanOptions options;
    options.maxGpus = 16384;
    std::uint64_t candidates = 0;
    QBENCHMARK
    {
        Diagnostics diag;
        candidates = searchPlans(scenario, options, diag).candidates;
    }
    qInfo("%llu candidate layouts per search", static_cast<unsigned long long>(candidates));
    QVERIFY(candidates > 0);
}

nlohmann::json serveDemo()
{
    QFile file(QStringLiteral(GP_SOURCE_DIR "/resources/demo/serve-llama-3.1-70b.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("no serving demo");
    return nlohmann::json::parse(file.readAll().toStdString());
}

} // namespace

class BenchEstimate : public QObject
{
    Q_OBJECT

    std::string m_scenario;

private slots:
    void initTestCase()
    {
        QFile file(QStringLiteral(GP_SOURCE_DIR "/resources/demo/pretrain-llama-3.1-70b.json"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_scenario = file.readAll().toStdString();
        builtinCatalog(); // loaded once per process, not per estimate
    }

    void parseScenario()
    {
        QBENCHMARK
        {
            auto result = gp::parseScenario(m_scenario, builtinCatalog());
            QVERIFY(result.scenario);
        }
    }

    void parseAndEstimateToJson()
    {
        QBENCHMARK
        {
            auto result = gp::parseScenario(m_scenario, builtinCatalog());
            const Estimate e = estimate(*result.scenario, result.diagnostics);
            const std::string text = estimateToJson(e, *result.scenario).dump();
            QVERIFY(!text.empty());
        }
    }

    void fullTrainingEstimate()
    {
        // Everything the window shows on an edit: memory, what fits (three bisections), work,
        // step time, cost.
        auto parsed = gp::parseScenario(m_scenario, builtinCatalog());
        QVERIFY(parsed.scenario);
        double total = 0;
        QBENCHMARK
        {
            total += estimate(*parsed.scenario).trainingTime->stepTime.expected;
        }
        QVERIFY(total > 0);
    }

    void trainingMemoryOneEstimate()
    {
        auto parsed = gp::parseScenario(m_scenario, builtinCatalog());
        QVERIFY(parsed.scenario);
        double total = 0;
        QBENCHMARK
        {
            total += estimateTrainingMemory(*parsed.scenario).total.expected;
        }
        QVERIFY(total > 0);
    }

    void trainingMemorySweep256MicroBatches()
    {
        // What a chart of memory against micro-batch needs: 256 estimates.
        auto parsed = gp::parseScenario(m_scenario, builtinCatalog());
        QVERIFY(parsed.scenario);
        Scenario scenario = *parsed.scenario;
        double total = 0;
        QBENCHMARK
        {
            for (int micro = 1; micro <= 256; ++micro) {
                scenario.training.microBatch = micro;
                scenario.training.globalBatch
                    = static_cast<std::int64_t>(micro) * scenario.training.dp * 8;
                total += estimateTrainingMemory(scenario).total.expected;
            }
        }
        QVERIFY(total > 0);
    }

    void trainingMemoryTotalsOnly()
    {
        // The plan search's fast path: the same model without the formula texts.
        const Scenario scenario = gp::test::parsedScenario(nlohmann::json::parse(m_scenario));
        double total = 0;
        QBENCHMARK
        {
            total += estimateTrainingMemory(scenario, Detail::TotalsOnly).total.expected;
        }
        QVERIFY(total > 0);
    }

    void planSearchLlama405bUpTo16384Gpus()
    {
        // Every layout of Llama 3.1 405B pre-training on 1 to 16,384 H100s.
        nlohmann::json doc = nlohmann::json::parse(m_scenario);
        doc["model"] = {{"preset", "llama-3.1-405b"}};
        doc["hardware"]["nodes"] = 2048;
        doc["training"]["global_batch"] = 2048;
        doc["training"].erase("mfu");
        doc["training"]["virtual_stages"] = 1; // 126 layers: pp 4 x v 5 does not divide them
        doc["training"]["tokens"] = 15.6e12;
        searchUpTo16384Gpus(doc);
    }

    void planSearchDeepSeekV3UpTo16384Gpus()
    {
        // Every layout of DeepSeek-V3 pre-training on 1 to 16,384 H100s: its first three layers
        // are dense, so each pipelined layout that fits its first and last stage also weighs the
        // stage between them with the most MoE layers.
        nlohmann::json doc = nlohmann::json::parse(m_scenario);
        doc["model"] = {{"preset", "deepseek-v3"}};
        doc["hardware"]["nodes"] = 2048;
        doc["training"]["global_batch"] = 2048;
        doc["training"]["seq_len"] = 4096;
        doc["training"].erase("mfu");
        doc["training"]["tp"] = 1;
        doc["training"]["pp"] = 1;
        doc["training"]["virtual_stages"] = 1;
        doc["training"]["tokens"] = 14.8e12;
        searchUpTo16384Gpus(doc);
    }

    void inferenceMemoryAndSpeed()
    {
        // One serving estimate: weights, KV cache, engine budget, and the speed at the peak.
        const Scenario scenario = gp::test::parsedScenario(serveDemo());
        double ttft = 0;
        QBENCHMARK
        {
            const InferenceMemory memory = estimateInferenceMemory(scenario, Detail::TotalsOnly);
            ttft += ServingModel(scenario, memory)
                        .at(scenario.inference.peakConcurrency)
                        .ttft.expected;
        }
        QVERIFY(ttft > 0);
    }

    void fullInferenceEstimate()
    {
        // Everything the window shows for a serving plan: with the texts, the smallest split,
        // replicas for the targets, the curve, and the cost comparison.
        const Scenario scenario = gp::test::parsedScenario(serveDemo());
        double gpus = 0;
        QBENCHMARK
        {
            gpus += estimateInference(scenario).sizing.gpus.expected;
        }
        QVERIFY(gpus > 0);
    }

    void fullInferenceEstimatePathologicalCpu()
    {
        // The reliability case whose sizing once scanned every concurrency: 16,777,216 users
        // of a sliding-window model on one CPU socket.
        const Scenario scenario = gp::test::parsedScenario(
            gp::test::readDataJson(QStringLiteral("reliability/slow-llamacpp-cpu-2e24.json")));
        double replicas = 0;
        QBENCHMARK
        {
            replicas += static_cast<double>(estimateInference(scenario).fleet.replicas);
        }
        QVERIFY(replicas > 0);
    }

    void parseServingWithAutoSplit()
    {
        // "tp": "auto" is resolved when the file is read: memory estimates per candidate split.
        nlohmann::json doc = serveDemo();
        doc["inference"]["tp"] = "auto";
        doc["hardware"]["nodes"] = 4;
        const std::string text = doc.dump();
        int tp = 0;
        QBENCHMARK
        {
            tp += gp::parseScenario(text, builtinCatalog()).scenario->inference.tp;
        }
        QVERIFY(tp > 0);
    }

    void concurrencySweep256()
    {
        // TTFT / TPOT / throughput at concurrency 1 to 256, as the concurrency chart needs.
        const Scenario scenario = gp::test::parsedScenario(serveDemo());
        const InferenceMemory memory = estimateInferenceMemory(scenario, Detail::TotalsOnly);
        double total = 0;
        QBENCHMARK
        {
            const ServingModel model(scenario, memory);
            for (int c = 1; c <= 256; ++c)
                total += model.at(c).tpot.expected;
        }
        QVERIFY(total > 0);
    }

    void countParametersDeepSeekV3()
    {
        Diagnostics diag;
        const auto arch = importHfConfig(
            gp::test::readDataJson(QStringLiteral("hf/deepseek-v3.json")), "model.hf_config", diag);
        QVERIFY(arch);
        std::int64_t total = 0;
        QBENCHMARK
        {
            total += countParameters(*arch).total();
        }
        QVERIFY(total > 0);
    }
};

QTEST_GUILESS_MAIN(BenchEstimate)
#include "bench_estimate.moc"
