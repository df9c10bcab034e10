// What fits, as a buyer can run it: the smallest GPU count for a layout, and the smallest fleet
// of whole servers whose data-parallel size splits the global batch into whole micro-batches.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "training/training_fit.h"
#include "training/training_stages.h"

using namespace gp;
using gp::test::parsedScenario;

namespace {

// Llama 3.1 70B trained in full with ZeRO-3 on 8-GPU H100 servers: too big for one server.
nlohmann::json seventyB(std::int64_t globalBatch)
{
    nlohmann::json doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
      "workload": "training", "model": {"preset": "llama-3.1-70b"},
      "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
      "training": {"framework": "deepspeed", "zero_stage": 3, "micro_batch": 1, "seq_len": 4096,
                   "recompute": "full"}})");
    doc["training"]["global_batch"] = globalBatch;
    return doc;
}

bool has(const std::vector<Note>& notes, const std::string& id)
{
    for (const Note& n : notes)
        if (n.id == id)
            return true;
    return false;
}

bool hasAdvice(const Estimate& e, const std::string& id)
{
    return has(e.advice, id);
}

} // namespace

class TestTrainingFit : public QObject
{
    Q_OBJECT

private slots:
    void wholeServersSplitTheGlobalBatch()
    {
        const Scenario s = parsedScenario(seventyB(96));
        const TrainingFit fit = findTrainingFit(s);
        QVERIFY(fit.minDp > 8); // more than one server's worth
        QVERIFY(fit.minServers > 0);
        // Runnable: whole servers, whole micro-batches per GPU, and it still fits.
        QVERIFY(fit.minServersDp >= fit.minDp);
        QCOMPARE(96 % fit.minServersDp, 0);
        QCOMPARE(fit.minServersGpus, std::int64_t(fit.minServersDp));
        QCOMPARE(fit.minServersGpus % 8, std::int64_t(0));
        QCOMPARE(fit.minServers, fit.minServersGpus / 8);
        Scenario at = s;
        at.training.dp = fit.minServersDp;
        QVERIFY(estimateTrainingStages(at, Detail::Full).allFit());
        // And the smallest such: no data-parallel size between the two is runnable.
        for (int dp = fit.minDp; dp < fit.minServersDp; ++dp)
            QVERIFY(96 % dp != 0 || dp % 8 != 0);
        // The estimate says so in its advice and document when the fleet as entered is short.
        QVERIFY(fit.minServersGpus > fit.minGpus); // 18 GPUs fit; 3 servers of 8 run
        const Estimate e = estimate(s);
        QVERIFY(hasAdvice(e, "memory.needs_servers"));
        const nlohmann::json j = estimateToJson(e, s);
        QCOMPARE(j["memory"]["fit"]["min_servers"].get<std::int64_t>(), fit.minServers);
        QCOMPARE(j["memory"]["fit"]["min_servers_dp"].get<int>(), fit.minServersDp);
    }

    void aHugeGlobalBatchIsSearchedWithinTheDataParallelBound()
    {
        // 2^50 sequences: only data-parallel sizes up to 4096 are tried, powers of two here;
        // the first from minDp on whole servers is the next power of two.
        const TrainingFit fit = findTrainingFit(parsedScenario(seventyB(std::int64_t(1) << 50)));
        QVERIFY(fit.batchFixed && fit.minDp > 8);
        int expected = 8;
        while (expected < fit.minDp)
            expected *= 2;
        QCOMPARE(fit.minServersDp, expected);
    }

    void withoutAGlobalBatchAnyWholeServerCountRuns()
    {
        // Left out, the global batch follows dp: whole servers are the only condition.
        nlohmann::json doc = seventyB(96);
        doc["training"].erase("global_batch");
        const Scenario s = parsedScenario(doc);
        const TrainingFit fit = findTrainingFit(s);
        QVERIFY(!fit.batchFixed);
        QCOMPARE(fit.minServersGpus, (fit.minGpus + 7) / 8 * 8);
        QCOMPARE(fit.minServers, fit.minServersGpus / 8);
        const Estimate e = estimate(s);
        QVERIFY(hasAdvice(e, "memory.needs_servers_any"));
        QVERIFY(!hasAdvice(e, "memory.no_servers") && !hasAdvice(e, "memory.needs_servers"));
    }

    void aPrimeGlobalBatchHasNoWholeServerFleet()
    {
        // 97 sequences split only into 1 or 97 replicas: 97 GPUs are no whole number of servers.
        const Scenario s = parsedScenario(seventyB(97));
        const TrainingFit fit = findTrainingFit(s);
        QVERIFY(fit.minGpus > 8 && fit.minGpus < 97);
        QCOMPARE(fit.minServers, std::int64_t(0));
        QCOMPARE(fit.minServersDp, 0);
        const Estimate e = estimate(s);
        QVERIFY(hasAdvice(e, "memory.no_servers"));
        QVERIFY(!hasAdvice(e, "memory.needs_servers"));
        // Its time and cost are for a layout that cannot run, and the estimate says so; once
        // it fits, it does not.
        QVERIFY(!e.verdict.fits() && e.trainingTime);
        QVERIFY(has(e.assumptions, "assume.timed_not_fitting"));
        nlohmann::json fitting = seventyB(96);
        fitting["hardware"]["nodes"] = 3;
        const Estimate runs = estimate(parsedScenario(fitting));
        QVERIFY(runs.verdict.fits());
        QVERIFY(!has(runs.assumptions, "assume.timed_not_fitting"));
    }
};

QTEST_GUILESS_MAIN(TestTrainingFit)
#include "test_training_fit.moc"
