// The decision tables evaluated on a scenario: each row's verdict follows from the estimate's own
// numbers (communication share of the step, memory headroom, the loaders' token rate, the
// network between servers; for serving, each part's share of the GPU), and the reason carries
// those numbers, recomputed here independently from the estimate's figures.
#include "common/messages.h"
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"

#include <cmath>

using namespace gp;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

Scenario parsed(const nlohmann::json& doc)
{
    return gp::test::parsedScenario(doc);
}

const DecisionRow& rowOf(const Estimate& e, const std::string& id)
{
    for (const auto& row : e.decisions)
        if (row.id == id)
            return row;
    qFatal("no decision row %s", id.c_str());
}

// The messages' formats, written out: a share with one decimal, GiB with two.
std::string percentText(double fraction)
{
    return formatNumber(std::round(fraction * 1000) / 10);
}

std::string gibText(double bytes)
{
    return formatNumber(std::round(bytes / GiB * 100) / 100) + " GiB";
}

// Llama 3.1 70B, ZeRO-3 full fine-tune on 4 servers of 8 H100s joined by 1 GbE.
nlohmann::json seventyBOverEthernet()
{
    return nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"preset": "llama-3.1-70b"},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 4, "inter_node_link": "eth-1g"},
        "training": {"zero_stage": 3, "micro_batch": 1, "global_batch": 32, "seq_len": 4096,
                     "recompute": "full", "tokens": 1e9}})");
}

// Llama 3.1 8B LoRA on one H100 (79.1 GiB usable).
nlohmann::json loraOnOneGpu()
{
    return nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 1},
        "training": {"method": "lora", "micro_batch": 1, "global_batch": 8, "seq_len": 2048}})");
}

nlohmann::json servingWithCompanions()
{
    return nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "inference",
        "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l40s", "gpus_per_node": 1},
        "inference": {"max_model_len": 8192, "peak_concurrency": 16, "prompt_tokens": 2000,
                      "output_tokens": 500,
                      "companions": [{"name": "bge-reranker", "memory_gib": 2},
                                     {"name": "whisper-large-v3", "memory_gib": 4}]}})");
}

} // namespace

class TestDecisionTables : public QObject
{
    Q_OBJECT

private slots:
    void slowNetworkMakesScalingAndServersTheSuspects()
    {
        const Estimate e = estimate(parsed(seventyBOverEthernet()));
        const TrainingTime& t = *e.trainingTime;
        QCOMPARE(e.decisions.size(), std::size_t(4));
        QCOMPARE(e.decisionOrderId, std::string("decide.train.order"));

        // ZeRO-3 over dp 32 across 4 servers: the gradient and parameter traffic crosses the
        // network; 1 GbE is one adapter per server, 0.125 GB/s over 8 GPUs = 0.015625 GB/s each.
        const DecisionRow& scaling = rowOf(e, "decide.train.scaling");
        QCOMPARE(scaling.verdict, std::string("likely"));
        QCOMPARE(scaling.reason.id, std::string("decide.train.scaling.likely"));
        const double share = t.communication.expected / t.stepTime.expected;
        QVERIFY(share >= 0.3);
        QCOMPARE(scaling.reason.args[0], percentText(share));
        QCOMPARE(scaling.reason.args[3], messageArg("word.traffic.data_parallel"));
        QVERIFY(scaling.reason.message.find("mostly data parallel traffic") != std::string::npos);
        QCOMPARE(scaling.reason.args[4], builtinCatalog().link("eth-1g")->name);
        QCOMPARE(scaling.reason.args[5], std::string("0.0156"));
        QVERIFY2(scaling.reason.message.find("communication takes " + percentText(share) + "%")
                     == 0,
                 scaling.reason.message.c_str());

        // The data-parallel traffic is the only part that crosses servers. Four servers do a
        // step's compute in a quarter of the time one would: they save 3 x compute, far less
        // than the network costs.
        const DecisionRow& servers = rowOf(e, "decide.train.multi_node");
        const double network = test::timePart(t, "communication.data_parallel").expected;
        QVERIFY(network > 3 * t.compute.expected); // fails too when the part is missing (-1)
        QCOMPARE(servers.verdict, std::string("likely"));
        QCOMPARE(servers.reason.args[0], percentText(network / t.stepTime.expected));
        QCOMPARE(servers.reason.args[4], std::string("450")); // NVLink 4 inside a server
        QCOMPARE(servers.reason.args[5], std::string("4"));

        // The GPUs wait on communication almost all the time; memory is not the problem.
        const DecisionRow& utilization = rowOf(e, "decide.train.utilization");
        QCOMPARE(utilization.verdict, std::string("likely"));
        QCOMPARE(utilization.reason.id, std::string("decide.train.utilization.waits"));
        QCOMPARE(utilization.reason.args[1], percentText(share));
        QCOMPARE(rowOf(e, "decide.train.oom").verdict, std::string("unlikely"));
    }

    void fastNetworkClearsTheCommunicationRows()
    {
        // The same run over InfiniBand NDR (50 GB/s per GPU): a few percent of the step.
        nlohmann::json doc = seventyBOverEthernet();
        doc["hardware"]["inter_node_link"] = "ib-ndr";
        const Estimate e = estimate(parsed(doc));
        const TrainingTime& t = *e.trainingTime;
        const double share = t.communication.expected / t.stepTime.expected;
        QVERIFY(share < 0.3);
        const DecisionRow& scaling = rowOf(e, "decide.train.scaling");
        QCOMPARE(scaling.verdict, std::string("unlikely"));
        QCOMPARE(scaling.reason.id, std::string("decide.train.scaling.unlikely"));
        QCOMPARE(scaling.reason.args[0], percentText(share));
        QCOMPARE(scaling.reason.args[5], std::string("50"));
        QCOMPARE(rowOf(e, "decide.train.multi_node").verdict, std::string("unlikely"));
        QCOMPARE(rowOf(e, "decide.train.utilization").verdict, std::string("unlikely"));
    }

    void loraWithRoomToSpareDoesNotRunOutOfMemory()
    {
        const Estimate e = estimate(parsed(loraOnOneGpu()));
        const TrainingMemory& m = e.training->first().memory;
        const double headroom = m.capacityBytes - m.total.expected;
        // About 29 GiB of 79.1: well over the 10% an allocator needs.
        QVERIFY(headroom > 0.5 * m.capacityBytes);
        const DecisionRow& oom = rowOf(e, "decide.train.oom");
        QCOMPARE(oom.verdict, std::string("unlikely"));
        QCOMPARE(oom.reason.id, std::string("decide.train.oom.unlikely"));
        QCOMPARE(oom.reason.args[0], gibText(headroom));
        QCOMPARE(oom.reason.args[1], percentText(headroom / m.capacityBytes));
        QCOMPARE(oom.reason.args[2], std::string("79.1 GiB"));
        // One GPU in one server: neither communication row can show its symptom.
        QCOMPARE(rowOf(e, "decide.train.scaling").verdict, std::string("unknown"));
        QCOMPARE(rowOf(e, "decide.train.multi_node").verdict, std::string("unknown"));
        // Nothing waits, and ~12,700 tokens/s is far below one core's 300,000.
        const DecisionRow& utilization = rowOf(e, "decide.train.utilization");
        QCOMPARE(utilization.verdict, std::string("unlikely"));
        QCOMPARE(utilization.reason.args[0], std::string("0"));
    }

    void headroomUnderTenPercentIsAnOutOfMemoryRisk()
    {
        // Micro-batch 3 at 2048 tokens leaves 25% free: safe. With the head fused into the loss
        // (a narrow band), 10,600 tokens per sequence leave 9.1% (71.9 of 79.1 GiB), under the
        // 10% the allocator needs, though even the high estimate (78.1 GiB) fits: the headroom
        // alone makes it likely.
        nlohmann::json doc = loraOnOneGpu();
        doc["training"]["micro_batch"] = 3;
        doc["training"]["global_batch"] = 6;
        const Estimate roomy = estimate(parsed(doc));
        const TrainingMemory& r = roomy.training->first().memory;
        QVERIFY(r.capacityBytes - r.total.expected > 0.1 * r.capacityBytes);
        QCOMPARE(rowOf(roomy, "decide.train.oom").verdict, std::string("unlikely"));

        doc = loraOnOneGpu();
        doc["training"]["seq_len"] = 10600;
        doc["training"]["loss"] = "fused-linear";
        const Estimate tight = estimate(parsed(doc));
        const TrainingMemory& m = tight.training->first().memory;
        const double headroom = m.capacityBytes - m.total.expected;
        QVERIFY(headroom > 0.05 * m.capacityBytes && headroom < 0.1 * m.capacityBytes);
        QVERIFY(m.total.high <= m.capacityBytes);
        const DecisionRow& oom = rowOf(tight, "decide.train.oom");
        QCOMPARE(oom.verdict, std::string("likely"));
        QCOMPARE(oom.reason.id, std::string("decide.train.oom.low_headroom"));
        QCOMPARE(oom.reason.args[0], gibText(headroom));
        QCOMPARE(oom.reason.args[4], gibText(m.activations.bytes.expected));

        // A full fine-tune of 8B needs ~16 bytes a parameter: it does not start at all.
        doc = loraOnOneGpu();
        doc["training"]["method"] = "full";
        const Estimate full = estimate(parsed(doc));
        QVERIFY(!full.training->first().fits);
        QCOMPARE(rowOf(full, "decide.train.oom").verdict, std::string("likely"));
        QCOMPARE(rowOf(full, "decide.train.oom").reason.id,
                 std::string("decide.train.oom.does_not_fit"));
    }

    void slowTokenizingStarvesTheGpus()
    {
        // With a measured 5,000 tokens per core-second the loaders fall behind: the fastest step
        // needs tokens per step / fastest step time per GPU.
        nlohmann::json doc = loraOnOneGpu();
        doc["training"]["tokens"] = 1e8;
        doc["training"]["data_prep"] = {{"cpu_cores", 8}, {"tokens_per_core_s", 5000}};
        const Estimate e = estimate(parsed(doc));
        const double needed = e.stepFlops->tokensPerStep / e.trainingTime->stepTime.low;
        QVERIFY(needed > 5000);
        const DecisionRow& utilization = rowOf(e, "decide.train.utilization");
        QCOMPARE(utilization.verdict, std::string("likely"));
        QCOMPARE(utilization.reason.id, std::string("decide.train.utilization.input"));
        QCOMPARE(utilization.reason.args[5], formatNumber(std::round(needed)));
        QCOMPARE(utilization.reason.args[7], std::string("5000"));
    }

    void servingPartsShowTheirShareOfTheGpu()
    {
        const Estimate e = estimate(parsed(servingWithCompanions()));
        const InferenceMemory& m = e.inference->memory;
        QCOMPARE(e.decisions.size(), std::size_t(5));
        QVERIFY(e.decisionOrderId.empty());
        const DecisionRow& weights = rowOf(e, "decide.infer.weights");
        QCOMPARE(weights.verdict, std::string("yes"));
        QCOMPARE(weights.reason.args[0], gibText(m.weights.bytes.expected));
        QCOMPARE(weights.reason.args[3], percentText(m.weights.bytes.expected / m.capacityBytes));
        QCOMPARE(weights.checkFirstId, std::string("decide.infer.weights.save"));
        // 16 requests x 2500 tokens x 131,072 bytes (32 layers x 8 KV heads x 128 x 2 x 2 B).
        const DecisionRow& kv = rowOf(e, "decide.infer.kv_cache");
        QCOMPARE(kv.reason.args[0], gibText(16 * 2500 * 131072.0));
        QCOMPARE(kv.reason.args[5], std::string("131072"));
        // The reranker is a search service, Whisper a speech service: 2 and 4 of the 44.42 GiB
        // an L40S gives CUDA.
        const DecisionRow& search = rowOf(e, "decide.infer.search");
        QCOMPARE(search.verdict, std::string("yes"));
        QCOMPARE(search.reason.args[0], std::string("bge-reranker"));
        QCOMPARE(search.reason.args[2], std::string("4.5"));
        const DecisionRow& services = rowOf(e, "decide.infer.services");
        QCOMPARE(services.verdict, std::string("yes"));
        QCOMPARE(services.reason.args[0], std::string("whisper-large-v3"));
        QCOMPARE(services.reason.args[2], std::string("9"));

        nlohmann::json alone = servingWithCompanions();
        alone["inference"].erase("companions");
        const Estimate bare = estimate(parsed(alone));
        QCOMPARE(rowOf(bare, "decide.infer.search").verdict, std::string("depends"));
        QCOMPARE(rowOf(bare, "decide.infer.services").verdict, std::string("no"));
    }

    void theCpuPathNeedsNoGpu()
    {
        nlohmann::json doc = servingWithCompanions();
        doc["hardware"]["cpu"] = "epyc-9654";
        doc["inference"] = {{"device", "cpu"},
                            {"engine", "llamacpp"},
                            {"weights", "gguf-q4_k_m"},
                            {"max_model_len", 8192}};
        const Estimate e = estimate(parsed(doc));
        for (const char* id : {"decide.infer.weights", "decide.infer.forward"})
            QCOMPARE(rowOf(e, id).verdict, std::string("no"));
        // llama.cpp holds each slot's whole context: 8192 tokens, 1 GiB for Llama 3.1 8B.
        const DecisionRow& kv = rowOf(e, "decide.infer.kv_cache");
        QCOMPARE(kv.verdict, std::string("no"));
        QCOMPARE(kv.reason.args[4], std::string("8192"));
        QCOMPARE(kv.reason.args[0], std::string("1 GiB"));
        // Four such servers for 64 users: each is started for 16 slots, which the row counts
        // beside their 16 GiB (not the whole peak's 64).
        doc["hardware"]["nodes"] = 4;
        doc["inference"]["peak_concurrency"] = 64;
        const Estimate fleet = estimate(parsed(doc));
        const DecisionRow& shared = rowOf(fleet, "decide.infer.kv_cache");
        QCOMPARE(shared.reason.args[3], std::string("16"));
        QCOMPARE(shared.reason.args[0], std::string("16 GiB"));
    }

    void everyRowSpeaksThroughTheCatalogue()
    {
        // The CPU path with its companions, for the ".cpu" variants.
        nlohmann::json cpu = servingWithCompanions();
        cpu["hardware"]["cpu"] = "epyc-9654";
        cpu["inference"]["device"] = "cpu";
        cpu["inference"]["engine"] = "llamacpp";
        cpu["inference"]["weights"] = "gguf-q4_k_m";
        for (const auto& doc :
             {seventyBOverEthernet(), loraOnOneGpu(), servingWithCompanions(), cpu})
            for (const auto& row : estimate(parsed(doc)).decisions)
                for (const std::string& id : {row.id, row.reason.id, row.causeId, row.checkFirstId})
                    QVERIFY2(!englishTemplate(id).empty(), ("no template for " + id).c_str());
    }

    void documentAndTextCarryTheTable()
    {
        const Scenario s = parsed(seventyBOverEthernet());
        const Estimate e = estimate(s);
        const nlohmann::json j = estimateToJson(e, s);
        QCOMPARE(j["decisions"].size(), std::size_t(4));
        const nlohmann::json& first = j["decisions"][0];
        QCOMPARE(first["id"].get<std::string>(), std::string("decide.train.scaling"));
        QCOMPARE(first["label"].get<std::string>(),
                 std::string("Adding GPUs did not reduce total time"));
        QCOMPARE(first["verdict"].get<std::string>(), std::string("likely"));
        QCOMPARE(first["reason"]["id"].get<std::string>(),
                 std::string("decide.train.scaling.likely"));
        QCOMPARE(first["reason"]["args"][0].get<std::string>(), e.decisions[0].reason.args[0]);
        QCOMPARE(first["reason"]["message"].get<std::string>(), e.decisions[0].reason.message);
        QCOMPARE(first["cause"]["message"].get<std::string>(),
                 std::string("communication is the bottleneck"));
        QCOMPARE(first["check_first"]["id"].get<std::string>(),
                 std::string("decide.train.scaling.check"));
        QCOMPARE(j["decision_order"]["id"].get<std::string>(), std::string("decide.train.order"));

        const QString text = gp::test::q(estimateToText(e, s));
        QVERIFY2(text.contains(QStringLiteral("Troubleshooting (diagnose in this order: first "
                                              "single-GPU utilisation")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(
            "  - Adding GPUs did not reduce total time (communication is the bottleneck): likely - "
            "communication takes ")));
        QVERIFY(text.contains(QStringLiteral("; check first: the network between the machines")));

        const Scenario serving = parsed(servingWithCompanions());
        const nlohmann::json inference = estimateToJson(estimate(serving), serving);
        QCOMPARE(inference["decisions"].size(), std::size_t(5));
        QVERIFY(!inference.contains("decision_order"));
    }
};

QTEST_GUILESS_MAIN(TestDecisionTables)
#include "test_decision_tables.moc"
