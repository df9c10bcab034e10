// The burst load model against hand derivations: prompts sent at once are prefilled first come,
// first served in chunks of max_num_batched_tokens, and those beyond what the engine runs at once
// wait for the next wave.
#include "common/test_support.h"
#include "estimate/estimate_json.h"
#include "inference/inference_estimate.h"
#include "inference/inference_speed.h"
#include "scenario/scenario_parser.h"

#include <cmath>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::relativelyClose;
using gp::test::servingDocument;

namespace {

// Llama 3.1 8B on one H100, vLLM V1: 8192-token chunks, 1000 + 200 tokens per request.
Scenario llama8b(int prompts)
{
    nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
    doc["hardware"]["gpus_per_node"] = 1;
    doc["inference"]["peak_concurrency"] = prompts;
    doc["inference"]["max_num_batched_tokens"] = 8192;
    return parsedScenario(doc);
}

} // namespace

class TestBurstLoad : public QObject
{
    Q_OBJECT

private slots:
    void oneChunkGivesEveryPromptItsFirstTokenTogether()
    {
        // 8 prompts of 1000 tokens are one step of 8000 tokens: all first tokens come at its end,
        // later than one prompt alone, and sooner than 8 prompts one after another.
        const Scenario eight = llama8b(8);
        const InferenceMemory m = estimateInferenceMemory(eight);
        const BurstPoint b = ServingModel(eight, m).burst(8);
        QCOMPARE(b.running, 8);
        QCOMPARE(b.waves, 1);
        QVERIFY(relativelyClose(b.ttft.expected, b.lastTtft.expected));
        const Scenario one = llama8b(1);
        const InferenceMemory m1 = estimateInferenceMemory(one);
        const BurstPoint alone = ServingModel(one, m1).burst(1);
        QVERIFY(b.ttft.expected > 4 * alone.ttft.expected);
        QVERIFY(b.ttft.expected < 8 * alone.ttft.expected);
        // One prompt alone is its prefill, as the closed loop's single user has it.
        QVERIFY(
            relativelyClose(alone.ttft.expected, ServingModel(one, m1).prefill().expected, 0.1));
    }

    void laterPromptsWaitForTheChunksAhead_data()
    {
        QTest::addColumn<int>("prompt");
        QTest::addColumn<int>("chunk");
        QTest::addColumn<int>("whole"); // prompts that fill a whole number of steps
        QTest::newRow("prompts longer than a step") << 3072 << 2048 << 2;
        QTest::newRow("several prompts to a step") << 1536 << 4096 << 8;
    }

    void laterPromptsWaitForTheChunksAhead()
    {
        // Step by step: prompt i has its first token at the end of step ceil(i P / B); every
        // step but the last takes t, the last one its share of t. t comes from a burst whose
        // prompts fill whole steps (pp 1: one step after another).
        QFETCH(int, prompt);
        QFETCH(int, chunk);
        QFETCH(int, whole);
        nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["hardware"]["gpus_per_node"] = 1;
        doc["inference"]["prompt_tokens"] = prompt;
        doc["inference"]["max_num_batched_tokens"] = chunk;
        const Scenario s = parsedScenario(doc);
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        QVERIFY(model.maxBatch() >= 10);
        const double t
            = model.burst(whole).lastTtft.expected / (static_cast<double>(whole) * prompt / chunk);
        for (int n : {1, 3, 5, 7, 10}) {
            const std::int64_t tokens = static_cast<std::int64_t>(n) * prompt;
            const std::int64_t steps = (tokens + chunk - 1) / chunk;
            const BurstPoint b = model.burst(n);
            if (steps == 1) { // one step of what there is: no one waits for another
                QVERIFY(relativelyClose(b.ttft.expected, b.lastTtft.expected));
                QVERIFY(b.ttft.expected <= t);
                continue;
            }
            const double lastStep = static_cast<double>(tokens - (steps - 1) * chunk) / chunk * t;
            double sum = 0;
            double latest = 0;
            for (std::int64_t i = 1; i <= n; ++i) {
                const std::int64_t k = (i * prompt + chunk - 1) / chunk;
                const double at = k < steps ? static_cast<double>(k) * t
                                            : static_cast<double>(steps - 1) * t + lastStep;
                sum += at;
                latest = std::max(latest, at);
            }
            QVERIFY2(relativelyClose(b.ttft.expected, sum / n, 1e-9),
                     qPrintable(QString::number(n)));
            QVERIFY(relativelyClose(b.lastTtft.expected, latest, 1e-9));
            // The early prompts decode one token per later step: slower than after the last.
            if (n > 1)
                QVERIFY(b.tpot.expected > model.decodeStep(n).expected);
        }
    }

    void pipelineStagesStreamChunks()
    {
        // Two stages: one short prompt crosses both, as its prefill does; a long burst streams
        // its chunks a stage apart, so it takes about half as long per chunk as one chunk alone.
        nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["hardware"]["gpus_per_node"] = 2;
        doc["inference"]["pp"] = 2;
        doc["inference"]["prompt_tokens"] = 16;
        doc["inference"]["max_num_batched_tokens"] = 2048;
        const Scenario s = parsedScenario(doc);
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        QVERIFY(relativelyClose(model.burst(1).ttft.expected, model.prefill().expected, 0.1));
        // 128 prompts of 16 tokens: one chunk of 2048; 256 of them: two, the second a stage
        // behind the first.
        const double one = model.burst(128).lastTtft.expected;
        const double two = model.burst(256).lastTtft.expected;
        QVERIFY(relativelyClose(two - one, one / 2, 1e-9));
    }

    void promptsBeyondTheEngineWaitForTheNextWave()
    {
        // Three waves of the engine's running limit and a partial fourth: the mean first token
        // includes the waves ahead, and the throughput is every output token over the time all
        // of them take.
        const Scenario s = llama8b(1);
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        const int running = model.maxBatch();
        QVERIFY(running > 8);
        const int rest = running / 2; // the partial fourth wave
        const int prompts = 3 * running + rest;
        const BurstPoint b = model.burst(prompts);
        const BurstPoint full = model.burst(running);
        const BurstPoint half = model.burst(rest);
        QCOMPARE(b.running, running);
        QCOMPARE(b.waves, 4);
        QVERIFY(
            relativelyClose(b.seconds.expected, 3 * full.seconds.expected + half.seconds.expected));
        const double mean = (running * (3 * full.ttft.expected + 3 * full.seconds.expected)
                             + rest * (3 * full.seconds.expected + half.ttft.expected))
            / prompts;
        QVERIFY(relativelyClose(b.ttft.expected, mean));
        QVERIFY(relativelyClose(b.throughput.expected, prompts * 200.0 / b.seconds.expected));
        QVERIFY(b.ttft.low <= b.ttft.expected && b.ttft.expected <= b.ttft.high);
        QVERIFY(b.throughput.low <= b.throughput.expected
                && b.throughput.expected <= b.throughput.high);
    }

    void aBillionPromptsTakeClosedForms()
    {
        // Closed forms: a billion prompts give finite figures, and the mean first token grows
        // with the waves (half of them ahead on average).
        const Scenario s = llama8b(1);
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        const BurstPoint b = model.burst(1000000000);
        QVERIFY(std::isfinite(b.ttft.high) && std::isfinite(b.seconds.high));
        const double waves = std::ceil(1e9 / model.maxBatch());
        QCOMPARE(b.waves, static_cast<int>(waves));
        const double wave = model.burst(model.maxBatch()).seconds.expected;
        QVERIFY(relativelyClose(b.ttft.expected, wave * (waves - 1) / 2, 0.01));
    }

    void theDocumentNamesBothLoads()
    {
        // 64 prompts of 1000 tokens at once wait for each other's prefills; 64 users in a closed
        // loop do not: the burst's mean first token is the later one, and each is reported
        // under its own name.
        nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["hardware"]["gpus_per_node"] = 1;
        doc["inference"]["peak_concurrency"] = 64;
        const auto e = gp::test::estimatedScenario(doc.dump());
        const nlohmann::json json = estimateToJson(e.estimate, e.scenario);
        const nlohmann::json& inference = json.at("inference");
        QCOMPARE(inference.at("load").get<std::string>(), std::string("closed_loop"));
        const nlohmann::json& burst = inference.at("burst");
        QCOMPARE(burst.at("prompts").get<int>(), 64);
        QCOMPARE(burst.at("waves").get<int>(), 1);
        QVERIFY(burst.at("ttft_s").at("expected").get<double>()
                > 2 * inference.at("ttft_s").at("expected").get<double>());
        QVERIFY(burst.at("last_ttft_s").at("expected").get<double>()
                > burst.at("ttft_s").at("expected").get<double>());
        QVERIFY(burst.at("seconds").at("high").get<double>()
                >= burst.at("seconds").at("low").get<double>());
    }

    void anEngineThatCannotStartHasNoBurst()
    {
        // 70B in BF16 on one 24 GB card: nothing runs, so no figure.
        nlohmann::json doc = servingDocument("llama-3.1-70b", "rtx-4090");
        doc["hardware"]["gpus_per_node"] = 1;
        doc["inference"]["peak_concurrency"] = 16;
        const Scenario s = parsedScenario(doc);
        const InferenceEstimate e = estimateInference(s);
        QCOMPARE(e.speed.burst.prompts, 16);
        QCOMPARE(e.speed.burst.waves, 0);
        QCOMPARE(e.speed.burst.ttft.expected, 0.0);
        QCOMPARE(e.speed.burst.throughput.expected, 0.0);
        // Llama 3.1 8B on one L4 at its full 131072-token context: a request of 1200 tokens
        // would fit the cache, but vLLM refuses to start without room for one max-length
        // sequence, so neither load has a figure.
        nlohmann::json l4 = servingDocument("llama-3.1-8b", "l4");
        l4["hardware"]["gpus_per_node"] = 1;
        l4["inference"]["max_model_len"] = 131072;
        const InferenceEstimate refused = estimateInference(parsedScenario(l4));
        QVERIFY(!refused.memory.startable);
        QVERIFY(refused.memory.kvBudgetBytes.expected > 1200.0 * refused.memory.kv.bytesPerToken);
        QCOMPARE(refused.speed.ttft.expected, 0.0);
        QCOMPARE(refused.speed.burst.waves, 0);
    }
};

QTEST_GUILESS_MAIN(TestBurstLoad)
#include "test_burst_load.moc"
