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

    void laterPromptsWaitForTheChunksAhead()
    {
        // Chunks of 8000 tokens: 8 prompts of 1000 fill the first step (time t), and each
        // later prompt waits 1000 more tokens at t / 8000 a token. For 64 prompts the last first
        // token is at 8 t, and the mean at t + t / 8000 x sum over i = 9..64 of (1000 i - 8000)
        // / 64.
        Scenario s = llama8b(64);
        s.inference.maxNumBatchedTokens = 8000;
        const InferenceMemory m = estimateInferenceMemory(s);
        QCOMPARE(m.maxNumBatchedTokens, 8000);
        const ServingModel model(s, m);
        const double t = model.burst(8).lastTtft.expected;
        const BurstPoint b = model.burst(64);
        QVERIFY(relativelyClose(b.lastTtft.expected, 8 * t));
        double waited = 0;
        for (int i = 9; i <= 64; ++i)
            waited += 1000.0 * i - 8000;
        QVERIFY(relativelyClose(b.ttft.expected, t + t / 8000 * waited / 64));
        // The early prompts decode one token per later chunk: slower than after the last one.
        QVERIFY(b.tpot.expected > model.decodeStep(64).expected);
        QVERIFY(b.tpot.expected < t);
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
    }
};

QTEST_GUILESS_MAIN(TestBurstLoad)
#include "test_burst_load.moc"
