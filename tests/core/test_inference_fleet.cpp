// The fleet as entered and the split "auto" chooses, each checked against an estimate made
// another way: a fleet of replicas sharing the peak against one replica given its share, and the
// chosen split against the splits just below it.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"
#include "inference/inference_estimate.h"
#include "scenario/scenario_parser.h"

#include <algorithm>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::partBytes;

namespace {

// Llama 3.1 70B in BF16 on H100 servers of 8 GPUs, 2,000 + 400 tokens per request.
nlohmann::json fleetOf(int nodes, int tp, int peak)
{
    nlohmann::json doc = nlohmann::json::parse(R"({
      "format": "gpu-planner.scenario/1", "name": "fleet", "workload": "inference",
      "model": {"preset": "llama-3.1-70b"},
      "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
      "inference": {"engine": "vllm", "weights": "bf16", "max_model_len": 8192,
                    "prompt_tokens": 2000, "output_tokens": 400}})");
    doc["hardware"]["nodes"] = nodes;
    doc["inference"]["tp"] = tp;
    doc["inference"]["peak_concurrency"] = peak;
    return doc;
}

bool advises(const Estimate& e, const std::string& id)
{
    return std::any_of(e.advice.begin(), e.advice.end(),
                       [&](const Note& note) { return note.id == id; });
}

bool fits(nlohmann::json doc, int tp)
{
    doc["inference"]["tp"] = tp;
    return estimate(parsedScenario(doc)).inference->memory.fits;
}

} // namespace

class TestInferenceFleet : public QObject
{
    Q_OBJECT

private slots:
    void twoServersOfEightWithTp8AreTwoReplicas()
    {
        const Estimate e = estimate(parsedScenario(fleetOf(2, 8, 64)));
        const InferenceFleet& f = e.inference->fleet;
        QCOMPARE(f.gpus, 16LL);
        QCOMPARE(f.gpusPerReplica, 8);
        QCOMPARE(f.replicas, 2LL);
        QCOMPARE(f.spareGpus, 0LL);
        QCOMPARE(f.usersPerReplica, 32);
        // Each replica serves half the peak: what one replica shows for 32 users.
        const Estimate half = estimate(parsedScenario(fleetOf(1, 8, 32)));
        QCOMPARE(f.ttft, half.inference->speed.ttft);
        QCOMPARE(f.tpot, half.inference->speed.tpot);
        QCOMPARE(f.throughput, half.inference->speed.throughput * 2.0);
        // The estimate's own speeds and memory are that replica's too, not one replica at all
        // 64 users: the closed loop, the burst and the KV cache at the peak.
        const InferenceEstimate& i = *e.inference;
        QCOMPARE(i.speed.users, 32);
        QCOMPARE(i.speed.sharedBy, 2LL);
        QCOMPARE(i.speed.ttft, f.ttft);
        QCOMPARE(i.speed.tpot, f.tpot);
        QCOMPARE(i.speed.burst.prompts, 32);
        QCOMPARE(i.speed.burst.ttft, half.inference->speed.burst.ttft);
        QCOMPARE(i.memory.runningAtPeak, 32);
        QCOMPARE(i.memory.kvCache.bytes, half.inference->memory.kvCache.bytes);
        // No targets: nothing to miss, and the sentence says so.
        QVERIFY(f.targetsMet);
        QCOMPARE(f.messageId, std::string("fleet.no_targets"));
        // Both answers in the document, each with its own GPU count.
        const nlohmann::json j = estimateToJson(e, parsedScenario(fleetOf(2, 8, 64)));
        QCOMPARE(j["inference"]["fleet"]["replicas"].get<long long>(), 2LL);
        QCOMPARE(j["inference"]["fleet"]["gpus"].get<long long>(), 16LL);
        QCOMPARE(j["inference"]["fleet"]["users_per_replica"].get<int>(), 32);
        QVERIFY(j["inference"].contains("gpus")); // the smallest fleet, apart
        QCOMPARE(j["inference"]["users"].get<int>(), 32);
        QCOMPARE(j["inference"]["replicas_sharing_peak"].get<long long>(), 2LL);
        QCOMPARE(j["inference"]["ttft_s"]["expected"].get<double>(), f.ttft.expected);
        const std::string text = estimateToText(e, parsedScenario(fleetOf(2, 8, 64)));
        QVERIFY2(text.find("Fleet as entered: 16 GPUs, 2 replicas of tp 8 x pp 1, 0 spare")
                     != std::string::npos,
                 text.c_str());
        QVERIFY2(text.find("Closed loop of 32 users on each of 2 replicas (64 in all)")
                         != std::string::npos
                     && text.find("Burst of 32 prompts sent at once to each of 2 replicas")
                         != std::string::npos,
                 text.c_str());
    }

    void gpusNoReplicaUsesAreSpare()
    {
        // Three servers, replicas of two: one replica, a server left over.
        nlohmann::json doc = fleetOf(3, 8, 8);
        doc["inference"]["pp"] = 2;
        const InferenceFleet f = estimate(parsedScenario(doc)).inference->fleet;
        QCOMPARE(f.gpusPerReplica, 16);
        QCOMPARE(f.replicas, 1LL);
        QCOMPARE(f.spareGpus, 8LL);
        QCOMPARE(f.usersPerReplica, 8);
    }

    void targetsAreJudgedAtEachReplicasShare()
    {
        nlohmann::json doc = fleetOf(2, 8, 64);
        const Estimate free = estimate(parsedScenario(doc));
        const double tpotMs = free.inference->fleet.tpot.expected * 1000;
        const double ttftMs = free.inference->fleet.ttft.expected * 1000;
        // Just above what each user sees: met; just under: missed, and which target says so.
        doc["inference"]["targets"] = {{"tpot_ms", tpotMs * 1.01}, {"ttft_ms", ttftMs * 1.01}};
        const InferenceFleet met = estimate(parsedScenario(doc)).inference->fleet;
        QVERIFY(met.targetsMet);
        QCOMPARE(met.messageId, std::string("fleet.met"));
        doc["inference"]["targets"]["tpot_ms"] = tpotMs * 0.99;
        const InferenceFleet slow = estimate(parsedScenario(doc)).inference->fleet;
        QVERIFY(!slow.targetsMet);
        QCOMPARE(slow.shortOf, std::string("tpot"));
        QCOMPARE(slow.messageId, std::string("fleet.short_tpot"));
        QCOMPARE(slow.args.size(), std::size_t(5));
        // A rate the two replicas cannot complete.
        doc["inference"]["targets"] = {{"requests_per_s", 1000}};
        const InferenceFleet rate = estimate(parsedScenario(doc)).inference->fleet;
        QCOMPARE(rate.shortOf, std::string("rate"));
        QVERIFY(rate.requestsPerSecond.expected < 1000);
        // The smallest fleet for that rate is larger than the one entered.
        const Estimate big = estimate(parsedScenario(doc));
        QVERIFY(big.inference->sizing.gpus.expected > 16);
    }

    void aFleetThatDoesNotFitServesNoOne()
    {
        const Estimate e = estimate(parsedScenario(fleetOf(1, 1, 8)));
        QVERIFY(!e.inference->memory.fits);
        QCOMPARE(e.inference->fleet.shortOf, std::string("memory"));
        QVERIFY(!e.inference->fleet.targetsMet);
        QCOMPARE(e.inference->fleet.usersPerReplica, 0);
    }

    void theFleetCostsItsGpusForAMonth()
    {
        nlohmann::json doc = fleetOf(2, 8, 64);
        doc["pricing"] = {{"gpu_hour", 2.5}, {"billing", "hourly"}};
        const InferenceFleet f = estimate(parsedScenario(doc)).inference->fleet;
        QVERIFY(f.monthlyCost);
        QCOMPARE(*f.monthlyCost, 16 * 30 * 24 * 2.5);
    }

    void autoChoosesTheSmallestSplitThatFits()
    {
        nlohmann::json doc = fleetOf(1, 1, 8);
        doc["inference"]["tp"] = "auto";
        const Scenario s = parsedScenario(doc);
        QVERIFY(s.inference.tpAuto);
        const int tp = s.inference.tp;
        QVERIFY(tp > 1);
        QVERIFY(estimate(s).inference->memory.fits);
        // Every smaller tensor split does not fit.
        for (int smaller = 1; smaller < tp; smaller *= 2)
            QVERIFY(!fits(fleetOf(1, 1, 8), smaller));
        QCOMPARE(s.inference.pp, 1);
    }

    void autoGoesFurtherForATarget()
    {
        // A per-token target the smallest fitting split misses alone: auto takes the next.
        nlohmann::json doc = fleetOf(1, 1, 1);
        doc["inference"]["tp"] = "auto";
        const int smallest = parsedScenario(doc).inference.tp;
        nlohmann::json fixed = fleetOf(1, smallest, 1);
        const double tpot = estimate(parsedScenario(fixed)).inference->speed.tpot.expected * 1000;
        doc["inference"]["targets"] = {{"tpot_ms", tpot * 0.9}};
        const Scenario s = parsedScenario(doc);
        QVERIFY(s.inference.tp > smallest);
        const Estimate e = estimate(s);
        QVERIFY(e.inference->speed.tpot.expected * 1000 <= tpot * 0.9);
        QVERIFY(e.inference->sizing.targetsMet);
    }

    void autoKeepsAGivenPipeline()
    {
        nlohmann::json doc = fleetOf(2, 1, 8);
        doc["inference"]["tp"] = "auto";
        doc["inference"]["pp"] = 2;
        const Scenario s = parsedScenario(doc);
        QCOMPARE(s.inference.pp, 2);
        QVERIFY(s.inference.ppGiven);
    }

    void aWordOtherThanAutoIsRefusedByName()
    {
        nlohmann::json doc = fleetOf(1, 1, 8);
        doc["inference"]["tp"] = "eight";
        const ScenarioParseResult r = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!r.scenario);
        bool named = false;
        for (const auto& d : r.diagnostics.items())
            named = named || (d.path == "inference.tp" && d.id == "field.integer_or_auto");
        QVERIFY(named);
    }

    void aReplicaPastWhatItRunsAtOnceQueues()
    {
        // 5000 users on one server of tp 2 replicas: each replica's share is more than its
        // cache and the engine run at once. Whatever the targets, that is a queue, and the
        // smallest fleet is sized never to queue.
        nlohmann::json doc = fleetOf(1, 2, 5000);
        doc["inference"]["weights"] = "fp8";
        const Estimate e = estimate(parsedScenario(doc));
        const InferenceFleet& f = e.inference->fleet;
        QVERIFY(f.usersPerReplica > e.inference->speed.maxBatch);
        QCOMPARE(f.shortOf, std::string("queue"));
        QVERIFY(!f.targetsMet);
        QCOMPARE(f.args.at(5), std::to_string(e.inference->speed.maxBatch));
        QVERIFY(e.inference->sizing.gpus.expected > 8);
        // Figures stay fixed-point, however large.
        for (const std::string& arg : f.args)
            QVERIFY2(arg.find('e') == std::string::npos, arg.c_str());
    }

    void llamaCppServersAreStartedForTheirShare()
    {
        // llama.cpp holds one slot per request it is started for: 640 users over 64 GPUs are 10
        // slots each, which fit, though 640 slots on one GPU would not.
        nlohmann::json doc = fleetOf(8, 1, 640);
        doc["model"]["preset"] = "llama-3.1-8b";
        doc["inference"]["engine"] = "llamacpp";
        doc["inference"]["weights"] = "gguf-q4_k_m";
        const Estimate e = estimate(parsedScenario(doc));
        const InferenceEstimate& inf = *e.inference;
        QCOMPARE(inf.fleet.replicas, 64LL);
        QCOMPARE(inf.fleet.usersPerReplica, 10);
        QVERIFY2(inf.fleet.shortOf != "memory", inf.fleet.shortOf.c_str());
        // The replica the estimate describes is such a server: its memory, its verdict and its
        // launch command are for 10 slots, and the rest of the peak is the other servers'.
        QVERIFY(inf.memory.fits);
        QCOMPARE(inf.memory.runningAtPeak, 10);
        QCOMPARE(partBytes(inf.memory.kvCache, "kv_cache.context"),
                 10 * inf.memory.kv.bytesForSequence(8192));
        QVERIFY2(inf.command.find(" -c 81920 -np 10 ") != std::string::npos, inf.command.c_str());
        // One GPU started for all 640 does not fit; the smallest fleet starts each server for as
        // many slots as fit, and takes enough of them for the peak.
        doc["hardware"]["gpus_per_node"] = 1;
        const Estimate one = estimate(parsedScenario(doc));
        const InferenceSizing& sizing = one.inference->sizing;
        QVERIFY(!one.inference->memory.fits);
        QCOMPARE(one.inference->fleet.shortOf, std::string("memory"));
        QVERIFY(sizing.concurrencyPerReplica > 10);
        QVERIFY(sizing.concurrencyPerReplica < 640);
        QVERIFY(sizing.replicas.expected * sizing.concurrencyPerReplica >= 640);
        QVERIFY((sizing.replicas.expected - 1) * sizing.concurrencyPerReplica < 640);
        // "auto" chooses the split for a server started for its share: tp 1 on 64 GPUs.
        nlohmann::json automatic = fleetOf(8, 1, 640);
        automatic["model"]["preset"] = "llama-3.1-8b";
        automatic["inference"]["engine"] = "llamacpp";
        automatic["inference"]["weights"] = "gguf-q4_k_m";
        automatic["inference"]["tp"] = "auto";
        const Scenario chosen = parsedScenario(automatic);
        QCOMPARE(chosen.inference.tp, 1);
        QVERIFY(estimate(chosen).inference->memory.fits);
        // A server started for that many slots fits one GPU.
        nlohmann::json started = doc;
        started["inference"]["peak_concurrency"] = sizing.concurrencyPerReplica;
        QVERIFY(estimate(parsedScenario(started)).inference->memory.fits);
    }

    void autoStaysWithinTheFleetAndSaysSo()
    {
        // Four pipeline stages given on one server of 8: the tensor split may use 2 GPUs a stage.
        nlohmann::json doc = fleetOf(1, 1, 8);
        doc["model"]["preset"] = "llama-3.1-405b";
        doc["inference"]["tp"] = "auto";
        doc["inference"]["pp"] = 4;
        const Scenario s = parsedScenario(doc);
        QVERIFY(s.inference.tp * s.inference.pp <= 8);
        const Estimate e = estimate(s);
        QVERIFY(e.inference->fleet.replicas >= 1);
        // The estimate names the split it used, and that it was chosen.
        const nlohmann::json j = estimateToJson(e, s);
        QCOMPARE(j["inference"]["tp"].get<int>(), s.inference.tp);
        QCOMPARE(j["inference"]["pp"].get<int>(), 4);
        QVERIFY(j["inference"]["tp_auto"].get<bool>());
        // Nothing fits (405B in BF16 on 8 GPUs): no target is met either.
        QVERIFY(!e.inference->memory.fits);
        QVERIFY(!e.inference->sizing.targetsMet);
        QVERIFY(!j["inference"]["targets_met"].get<bool>());
    }
    // More replicas than users: each busy one carries one user, the rest idle; the fleet's rates
    // are its users', not every replica's.
    void replicasBeyondThePeakIdle()
    {
        nlohmann::json doc = fleetOf(2, 1, 4);
        doc["model"]["preset"] = "llama-3.1-8b";
        const Scenario s = parsedScenario(doc);
        const Estimate e = estimate(s);
        const InferenceEstimate& i = *e.inference;
        QCOMPARE(i.fleet.replicas, 16LL);
        QCOMPARE(i.speed.users, 1);
        QCOMPARE(i.speed.sharedBy, 4LL);
        QCOMPARE(i.fleet.throughput, i.speed.throughput * 4.0);
        const Range cycle = i.speed.ttft + i.speed.tpot * 400.0;
        QVERIFY(gp::test::relativelyClose(i.fleet.requestsPerSecond.expected, 4 / cycle.expected));
        const std::string text = estimateToText(e, s);
        // One user a replica, in the singular.
        QVERIFY2(text.find("Closed loop of 1 user on each of 4 replicas (4 in all)")
                         != std::string::npos
                     && text.find("Burst of 1 prompt sent at once") != std::string::npos,
                 text.c_str());
    }

    // The smallest split is judged as the entered one: a replica at its share of the peak. 400
    // users on 8 H100 with the whole card given to vLLM: tp 4 fits at 200 users a replica, so
    // the smallest split is no larger (judged at all 400 on one replica it was tp 8).
    void theSmallestSplitIsJudgedAtEachReplicasShare()
    {
        nlohmann::json doc = fleetOf(1, 4, 400);
        doc["inference"]["weights"] = "fp8";
        doc["inference"]["memory_utilization"] = 1.0;
        const Estimate e = estimate(parsedScenario(doc));
        QVERIFY(e.inference->memory.fits);
        const int smallest = e.inference->sizing.minTp;
        QVERIFY2(smallest >= 1 && smallest <= 4, std::to_string(smallest).c_str());
        QVERIFY(fits(doc, smallest));
        QVERIFY(smallest == 1 || !fits(doc, smallest / 2));
    }

    // A llama.cpp server whose one slot's context does not fit cannot start whatever its slots:
    // the advice says so, and not "start it for fewer users".
    void aLlamaCppSlotThatDoesNotFitIsNotASlotCount()
    {
        const Estimate e = estimate(parsedScenario(nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "l", "workload": "inference",
          "model": {"preset": "llama-3.1-8b"},
          "hardware": {"gpu": "l4", "gpus_per_node": 4},
          "inference": {"engine": "llamacpp", "weights": "gguf-q8_0", "max_model_len": 131072,
                        "prompt_tokens": 2000, "output_tokens": 400, "peak_concurrency": 4,
                        "tp": 1}})")));
        const InferenceMemory& m = e.inference->memory;
        QVERIFY(!m.startable && !m.tooManySlots);
        QCOMPARE(m.llamaCppSlots, 1);
        QCOMPARE(e.verdict.message.id, std::string("fit.cannot_start"));
        QVERIFY(advises(e, "infer.cannot_start") && !advises(e, "infer.cannot_start_slots"));
    }

    // On the CPU path each server's CPU carries its share of the peak, as the estimate's speed
    // does: the skip-the-GPU judgement is made at that share.
    void eachCpuServerCarriesItsShare()
    {
        const Scenario s = parsedScenario(nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "c", "workload": "inference",
          "model": {"preset": "qwen2.5-7b"}, "hardware": {"cpu": "epyc-9654", "nodes": 4},
          "inference": {"engine": "llamacpp", "weights": "gguf-q4_k_m", "device": "cpu",
                        "max_model_len": 8192, "prompt_tokens": 1500, "output_tokens": 300,
                        "peak_concurrency": 16}})"));
        const Estimate e = estimate(s);
        const InferenceEstimate& i = *e.inference;
        QCOMPARE(i.speed.users, 4);
        QVERIFY(i.cpu);
        QCOMPARE(i.cpu->usersPerServer, 4);
        bool online = false;
        for (const auto& row : i.skipGpu)
            if (row.id == "infer.skip_online") {
                online = true;
                QCOMPARE(row.args.back(), std::string("4"));
            }
        QVERIFY(online);
        // The CPU's replicas are its servers, as the fleet line calls them.
        const std::string text = estimateToText(e, s);
        QVERIFY2(text.find("Closed loop of 4 users on each of 4 servers (16 in all)")
                         != std::string::npos
                     && text.find("Fleet as entered: 4 servers") != std::string::npos
                     && text.find("No targets set: 4 users per server") != std::string::npos,
                 text.c_str());
        QCOMPARE(i.fleet.messageId, std::string("fleet.no_targets_cpu"));
        // The engine's budget is the server's memory: a message Chinese words apart from a GPU's.
        QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
                            [](const Note& note) { return note.id == "assume.infer_engine_cpu"; }));
        QVERIFY(!i.fleet.targetsSet);
    }

    // On the CPU path the hour priced is a server's: the fleet as entered costs its servers'
    // month, and renting is weighed against the API as servers, never as GPUs.
    void aCpuFleetCostsItsServers()
    {
        const Scenario s = parsedScenario(nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "c", "workload": "inference",
          "model": {"preset": "qwen2.5-7b"}, "hardware": {"cpu": "epyc-9654", "nodes": 3},
          "inference": {"engine": "llamacpp", "weights": "gguf-q4_k_m", "device": "cpu",
                        "max_model_len": 8192, "peak_concurrency": 6,
                        "targets": {"requests_per_s": 0.5}},
          "pricing": {"gpu_hour": 2.5, "api_input_per_million": 0.2,
                      "api_output_per_million": 0.6}})"));
        const Estimate e = estimate(s);
        const InferenceEstimate& i = *e.inference;
        QVERIFY(i.fleet.monthlyCost);
        QCOMPARE(*i.fleet.monthlyCost, 3 * 30 * 24 * 2.5);
        QVERIFY(i.rent);
        QCOMPARE(i.rent->gpuMonthly.expected, i.sizing.gpus.expected * 30 * 24 * 2.5);
        const auto api = std::find_if(i.skipGpu.begin(), i.skipGpu.end(),
                                      [](const auto& row) { return row.id == "infer.skip_api"; });
        QVERIFY(api != i.skipGpu.end());
        QVERIFY2(api->messageId.size() > 4
                     && api->messageId.compare(api->messageId.size() - 4, 4, "_cpu") == 0,
                 api->messageId.c_str());
        const std::string text = estimateToText(e, s);
        QVERIFY2(text.find("Costs 5400 USD a month") != std::string::npos
                     && text.find("Rent vs API: servers ") != std::string::npos
                     && text.find("for the servers") != std::string::npos
                     && text.find("GPUs") == std::string::npos,
                 text.c_str());
    }
};

QTEST_APPLESS_MAIN(TestInferenceFleet)
#include "test_inference_fleet.moc"
