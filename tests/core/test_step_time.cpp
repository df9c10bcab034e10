// Step time: collectives against hand-computed link times, the pipeline bubble, MFU and
// GPU-hours arithmetic, and the case every planner must get right: adding servers joined by a
// slow network makes training slower.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"
#include "training/collectives.h"
#include "training/step_time.h"

#include <cmath>

using namespace gp;
using namespace gp::training;

namespace {

Scenario parsed(const nlohmann::json& doc)
{
    auto result = parseScenario(doc.dump(), builtinCatalog());
    if (!result.scenario)
        qFatal("invalid scenario: %s", result.diagnostics.summary().c_str());
    return *result.scenario;
}

bool close(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::fabs(b);
}

double partOf(const TrainingTime& t, const std::string& id)
{
    for (const auto& part : t.parts)
        if (part.id == id)
            return part.seconds.expected;
    return -1;
}

} // namespace

class TestStepTime : public QObject
{
    Q_OBJECT

private slots:
    void groupsArePlacedLikeMegatron()
    {
        const GroupPlacement tp = placeGroup(8, 1, 8); // TP 8 fills a server
        QCOMPARE(tp.nodes, 1);
        QCOMPARE(tp.perNode, 8);
        const GroupPlacement dp = placeGroup(64, 8, 8); // DP behind TP 8: one rank per server
        QCOMPARE(dp.nodes, 64);
        QCOMPARE(dp.perNode, 1);
        const GroupPlacement mixed = placeGroup(32, 2, 8); // TP 2: 4 DP ranks share a server
        QCOMPARE(mixed.perNode, 4);
        QCOMPARE(mixed.nodes, 8);
    }

    void ringAllReduceInsideAServer()
    {
        const LinkSpec& nvlink = *builtinCatalog().link("nvlink4"); // 450 GB/s, 5 us
        const Range t = allReduceSeconds(1e9, placeGroup(8, 1, 8), nvlink, nvlink);
        // 2 (n-1)/n of the data at 80% of 450 GB/s, plus 2 (n-1) latencies.
        QVERIFY(close(t.expected, 2 * 7.0 / 8 * 1e9 / (450e9 * 0.8) + 14 * 5e-6));
        QVERIFY(t.low < t.expected && t.expected < t.high);
    }

    void hierarchicalAllReduceAcrossServers()
    {
        const LinkSpec& nvlink = *builtinCatalog().link("nvlink4");
        const LinkSpec& ib = *builtinCatalog().link("ib-ndr"); // 50 GB/s per GPU, 3 us
        const Range t = allReduceSeconds(8e9, placeGroup(32, 1, 8), nvlink, ib); // 4 servers of 8
        const double inside = 2 * 7.0 / 8 * 8e9 / (450e9 * 0.8) + 14 * 5e-6;
        const double across = 2 * 3.0 / 4 * (8e9 / 8) / (50e9 * 0.8) + 6 * 3e-6;
        QVERIFY(close(t.expected, inside + across));
    }

    void bubbleIsTheSchedulesIdleShare()
    {
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"pp": 4, "tp": 2, "micro_batch": 1, "global_batch": 8, "seq_len": 4096}})");
        const Estimate e = estimate(parsed(doc));
        const TrainingTime& t = *e.trainingTime;
        // dp 1, 8 micro-batches: (p - 1) / m = 3 / 8 of compute and tensor-parallel time.
        const double pipelined = t.compute.expected + partOf(t, "communication.tensor_parallel");
        QVERIFY(close(t.bubble.expected, 3.0 / 8 * pipelined));
        QVERIFY(close(t.stepTime.expected, t.compute.expected + t.communication.expected + t.bubble.expected));
    }

    void mfuTokensAndGpuHoursFollowFromStepTime()
    {
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"micro_batch": 2, "global_batch": 64, "seq_len": 4096, "zero_stage": 1, "tokens": 1e10}})");
        const Estimate e = estimate(parsed(doc));
        const TrainingTime& t = *e.trainingTime;
        const StepFlops& f = *e.stepFlops;
        QVERIFY(close(t.mfu.expected, f.modelPerStep / (8 * 989e12 * t.stepTime.expected)));
        QVERIFY(close(t.tokensPerSecondPerGpu.expected, 64 * 4096 / t.stepTime.expected / 8));
        QVERIFY(close(t.totalTime->expected, 1e10 / (64 * 4096) * t.stepTime.expected));
        QVERIFY(close(t.gpuHours->expected, t.totalTime->expected * 8 / 3600));
        QVERIFY(t.mfu.expected > 0.2 && t.mfu.expected < 0.6);
    }

    void givenMfuSetsTheStepTime()
    {
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
            "training": {"micro_batch": 1, "seq_len": 4096, "mfu": [0.3, 0.4, 0.5]}})");
        const Estimate e = estimate(parsed(doc));
        const double model = e.stepFlops->modelPerStep;
        QVERIFY(close(e.trainingTime->stepTime.expected, model / (8 * 312e12 * 0.4)));
        QVERIFY(close(e.trainingTime->stepTime.high, model / (8 * 312e12 * 0.3)));
        QVERIFY(close(e.trainingTime->mfu.expected, 0.4));
    }

    void slowNetworkMakesMoreServersSlower()
    {
        // A 70B full fine-tune with ZeRO-3: one server of 8 H100s, or two joined by 1 GbE. The
        // second has twice the compute but must finish later: gradients and parameter
        // gathers cross a 0.125 GB/s link.
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-70b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 1,
            "inter_node_link": "eth-1g"},
            "training": {"zero_stage": 3, "micro_batch": 1, "global_batch": 16, "seq_len": 4096,
                         "recompute": "full", "tokens": 1e8}})");
        const Estimate one = estimate(parsed(doc));
        doc["hardware"]["nodes"] = 2;
        const Estimate two = estimate(parsed(doc));
        QVERIFY(two.trainingTime->totalTime->expected > one.trainingTime->totalTime->expected);
        QVERIFY(partOf(*two.trainingTime, "communication.data_parallel")
                > 10 * partOf(*one.trainingTime, "communication.data_parallel"));
        bool warned = false;
        for (const auto& note : two.advice)
            warned = warned || (note.id == "time.communication_bound" && note.message.find("Ethernet 1 GbE") != std::string::npos);
        QVERIFY2(warned, "the advice must say that the network is the bottleneck");
        // With InfiniBand between them the second server helps.
        doc["hardware"]["inter_node_link"] = "ib-ndr";
        const Estimate fast = estimate(parsed(doc));
        QVERIFY(fast.trainingTime->totalTime->expected < one.trainingTime->totalTime->expected);
    }
};

QTEST_GUILESS_MAIN(TestStepTime)
#include "test_step_time.moc"
