// Step time: collectives against hand-computed link times, the pipeline bubble, MFU and
// GPU-hours arithmetic, and the case every planner must get right: adding servers joined by a
// slow network makes training slower.
#include "common/messages.h"
#include "common/test_support.h"
#include "cost/billing.h"
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"
#include "training/collectives.h"
#include "training/kernel_efficiency.h"
#include "training/memory_internal.h"
#include "training/step_flops.h"
#include "training/step_time.h"
#include "training/training_fit.h"
#include "training/training_memory.h"

#include <cmath>

using namespace gp;
using namespace gp::training;

namespace {

Scenario parsed(const nlohmann::json& doc)
{
    return gp::test::parsedScenario(doc);
}

bool close(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::fabs(b);
}

double partOf(const TrainingTime& t, const std::string& id)
{
    return gp::test::timePart(t, id).expected;
}

} // namespace

class TestStepTime : public QObject
{
    Q_OBJECT

private slots:
    void efficiencyComesFromOneTableByGeneration()
    {
        EfficiencyInputs hopper{GpuGeneration::Hopper, false, 8192, false};
        const Range h = trainingKernelEfficiency(hopper);
        QVERIFY(h.isOrdered() && h.low < h.expected && h.expected < h.high);
        // Wider models run closer to peak; an MoE model's grouped GEMMs carry their own factor.
        EfficiencyInputs wider = hopper;
        wider.hidden = 16384;
        QVERIFY(trainingKernelEfficiency(wider).expected > h.expected);
        // Never above what a tensor core sustains, nor below the floor, at any width.
        for (double width : {64.0, 1e6}) {
            EfficiencyInputs extreme = hopper;
            extreme.hidden = width;
            const Range e = trainingKernelEfficiency(extreme);
            QVERIFY(e.isOrdered() && e.expected >= 0.1 && e.high <= 0.8);
        }
        // A generation with no figure takes the middle of the known ones, for its precision.
        EfficiencyInputs unknown = hopper;
        unknown.generation = GpuGeneration::Unknown;
        std::vector<double> known;
        for (GpuGeneration g :
             {GpuGeneration::Ampere, GpuGeneration::Hopper, GpuGeneration::Blackwell}) {
            EfficiencyInputs one = hopper;
            one.generation = g;
            known.push_back(trainingKernelEfficiency(one).expected);
        }
        std::sort(known.begin(), known.end());
        QCOMPARE(trainingKernelEfficiency(unknown).expected, known[1]);
        // The catalog names each GPU's generation; a user's own card may state one.
        QCOMPARE(builtinCatalog().gpu("h200")->generation, GpuGeneration::Hopper);
        QCOMPARE(builtinCatalog().gpu("b200")->generation, GpuGeneration::Blackwell);
        // The estimate says which row it read, so a fit can be redone from its document.
        const Scenario s = parsed(nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": "h100-sxm"},
            "training": {"precision": "fp8-mixed", "seq_len": 4096, "global_batch": 8}})"));
        const EfficiencyInputs inputs = efficiencyInputs(s);
        QCOMPARE(inputs.generation, GpuGeneration::Hopper);
        QVERIFY(inputs.fp8);
        QCOMPARE(estimate(s).trainingTime->efficiency, trainingKernelEfficiency(inputs));
    }

    void theFrameworkFollowsTheMethodUnlessNamed()
    {
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": "h100-sxm"},
            "training": {"seq_len": 4096, "global_batch": 8}})");
        const Scenario full = parsed(doc);
        QCOMPARE(resolvedFramework(full.training), Framework::Megatron);
        doc["training"]["method"] = "lora";
        QCOMPARE(resolvedFramework(parsed(doc).training), Framework::Hf);
        doc["training"]["method"] = "full";
        doc["training"]["framework"] = "fsdp";
        const Scenario fsdp = parsed(doc);
        QCOMPARE(resolvedFramework(fsdp.training), Framework::Fsdp);
        // The framework's factor moves the efficiency, and the estimate names what it used.
        const Estimate a = estimate(full);
        const Estimate b = estimate(fsdp);
        QVERIFY(a.trainingTime->efficiency.expected != b.trainingTime->efficiency.expected);
        QCOMPARE(estimateToJson(b, fsdp)["training"]["framework"].get<std::string>(),
                 std::string("fsdp"));
        QVERIFY(estimateToText(a, full).find("Megatron-LM / NeMo (follows the method)")
                != std::string::npos);
        // A name the list does not hold is refused with the field's path.
        doc["training"]["framework"] = "megatron-lm";
        const auto refused = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!refused.scenario);
        QVERIFY(refused.diagnostics.summary().find("training.framework") != std::string::npos);
    }

    void aGpuGenerationIsOneOfTheNamedOnes()
    {
        const auto result = parseScenario(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": {"memory_gib": 32, "bandwidth_gbps": 900, "bf16_tflops": 200,
                                 "generation": "hoper"}}})",
                                          builtinCatalog());
        QVERIFY(!result.scenario);
        QVERIFY2(result.diagnostics.summary().find("hardware.gpu.generation") != std::string::npos,
                 result.diagnostics.summary().c_str());
    }

    // A pipeline goes at the pace of its slowest stage: traffic and optimizer work per stage are
    // those of the stage that holds the most of each, not of the first.
    void pipelinePaceIsTheHeaviestStages()
    {
        // DeepSeek-V3 over 16 stages: the first stage holds one MoE layer, the second four.
        // Each MoE layer dispatches and combines forward and backward, and full recomputation
        // repeats the forward: 6 all-to-alls per MoE layer and micro-batch, with
        // m = 512 / (1 x dp 2) = 256 micro-batches: 6 x 4 x 256 = 6,144.
        const Scenario deepSeek
            = parsed(gp::test::readDataJson(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json")));
        const Estimate e = estimate(deepSeek);
        const TimePart* experts = nullptr;
        for (const TimePart& part : e.trainingTime->parts)
            if (part.id == "communication.expert_parallel")
                experts = &part;
        QVERIFY(experts);
        QVERIFY2(experts->formula.rfind(formatNumber(6144) + " all-to-alls", 0) == 0,
                 experts->formula.c_str());
        // Freeze, eight layers over four stages, the last six trained: the first stage trains
        // nothing, the next ones two layers each, 2 x (163,840 + 589,824) = 1,507,328 weights
        // whose 16-bit gradients data parallelism reduces: 3,014,656 bytes.
        const Scenario freeze = parsed(nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training",
            "model": {"architecture": {"layers": 8, "hidden": 256, "heads": 8, "kv_heads": 2,
                                       "ffn": 768, "vocab": 1000, "max_position": 4096}},
            "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"seq_len": 128, "micro_batch": 1, "pp": 4, "global_batch": 16,
                         "method": "freeze", "trainable_layers": 6}})"));
        const TrainingStages stages = estimateTrainingStages(freeze, Detail::Full);
        QCOMPARE(stages.first().memory.layout.trainableParametersOnGpu, 0.0);
        const TrainingTime time = estimateTrainingTime(freeze, trainingStepFlops(freeze), stages);
        const TimePart* gradients = nullptr;
        for (const TimePart& part : time.parts)
            if (part.id == "communication.data_parallel")
                gradients = &part;
        QVERIFY(gradients);
        QVERIFY2(gradients->formula.rfind("gradient reduction of " + gib(3014656.0) + " over", 0)
                     == 0,
                 gradients->formula.c_str());
    }

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
        // NCCL pipelines the two parts: the slower one sets the time.
        QVERIFY(close(t.expected, std::max(inside, across)));
    }

    void zeroThreeGathersParametersEveryMicroBatch()
    {
        // DP 16 over two servers: ZeRO-3 moves the whole parameter shard twice per micro-batch,
        // ZeRO-1 only the gradients once per step.
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 2},
            "training": {"zero_stage": 1, "micro_batch": 1, "global_batch": 64, "seq_len": 4096}})");
        const TrainingTime one = *estimate(parsed(doc)).trainingTime;
        doc["training"]["zero_stage"] = 3;
        const TrainingTime three = *estimate(parsed(doc)).trainingTime;
        QVERIFY(three.communication.high > 2 * one.communication.high);
    }

    void givenMfuKeepsRangesOrdered()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-70b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 4},
            "training": {"tp": 8, "pp": 2, "micro_batch": 1, "global_batch": 32, "seq_len": 4096, "mfu": 0.4}})");
        const TrainingTime t = *estimate(parsed(doc)).trainingTime;
        for (const Range* r : {&t.compute, &t.communication, &t.bubble, &t.stepTime, &t.mfu})
            QVERIFY(r->low <= r->expected && r->expected <= r->high);
    }

    void bubbleIsTheSchedulesIdleShare()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"pp": 4, "tp": 2, "micro_batch": 1, "global_batch": 8, "seq_len": 4096}})");
        const Estimate e = estimate(parsed(doc));
        const TrainingTime& t = *e.trainingTime;
        // dp 1, 8 micro-batches: (p - 1) / m = 3 / 8 of compute and tensor-parallel time.
        // The optimizer step is not pipelined.
        const double pipelined
            = partOf(t, "compute.model") + partOf(t, "communication.tensor_parallel");
        QVERIFY(close(t.bubble.expected, 3.0 / 8 * pipelined));
        QVERIFY(close(t.stepTime.expected,
                      t.compute.expected + t.communication.expected + t.bubble.expected));
    }

    void mfuTokensAndGpuHoursFollowFromStepTime()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
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
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
            "training": {"micro_batch": 1, "seq_len": 4096, "mfu": [0.3, 0.4, 0.5]}})");
        const Estimate e = estimate(parsed(doc));
        const double model = e.stepFlops->modelPerStep;
        QVERIFY(close(e.trainingTime->stepTime.expected, model / (8 * 312e12 * 0.4)));
        QVERIFY(close(e.trainingTime->stepTime.high, model / (8 * 312e12 * 0.3)));
        QVERIFY(close(e.trainingTime->mfu.expected, 0.4));
    }

    void calibratingOnATrialReproducesItsMeasuredTime()
    {
        // The trial is the target's own configuration: calibration must return the measured time.
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
            "training": {"micro_batch": 2, "global_batch": 16, "seq_len": 4096, "tokens": 1e9,
                         "trial": {"step_time_s": 7.5, "gpus": 8, "micro_batch": 2, "global_batch": 16, "seq_len": 4096}}})");
        const Estimate e = estimate(parsed(doc));
        QVERIFY(e.trainingTime->calibration);
        QVERIFY(close(e.trainingTime->stepTime.expected, 7.5));
        QVERIFY(close(e.trainingTime->totalTime->expected, 1e9 / (16 * 4096) * 7.5));
        // A trial at half the micro-batch carries its ratio, not its time.
        doc["training"]["trial"]["micro_batch"] = 1;
        doc["training"]["trial"]["global_batch"] = 8;
        const Estimate half = estimate(parsed(doc));
        const auto& c = *half.trainingTime->calibration;
        QVERIFY(close(c.factor, 7.5 / c.trialEstimateS));
        QVERIFY(half.trainingTime->stepTime.expected > 7.5); // twice the work per step
    }

    void billingRoundsTheWayTheRulesSay()
    {
        // 90 minutes: per second 1.5 h, hourly 2 h, daily 24 h, monthly 720 h.
        QCOMPARE(billedHours(1.5, Billing::PerSecond, 0), 1.5);
        QCOMPARE(billedHours(1.5, Billing::Hourly, 0), 2.0);
        QCOMPARE(billedHours(1.5, Billing::Daily, 0), 24.0);
        QCOMPARE(billedHours(1.5, Billing::Monthly, 0), 720.0);
        QCOMPARE(billedHours(1.5, Billing::Reserved, 8760), 8760.0); // a one-year commitment
        // A long job: 1000.2 hours.
        QCOMPARE(billedHours(1000.2, Billing::Hourly, 0), 1001.0);
        QCOMPARE(billedHours(1000.2, Billing::Daily, 0), 42 * 24.0);
        QCOMPARE(billedHours(1000.2, Billing::Monthly, 0), 1440.0);
        QCOMPARE(billedHours(1000.2, Billing::Reserved, 720), 1001.0);
        QCOMPARE(billedHours(7200.0000001 / 3600, Billing::Hourly, 0), 2.0); // no bill for noise
        PricingSpec pricing;
        pricing.gpuHour = 2.0;
        pricing.billing = Billing::Hourly;
        const auto cost = runCost(pricing, 8, Range{3600, 5400, 7200});
        QVERIFY(cost);
        QCOMPARE(cost->amount.low, 8 * 2.0 * 1);
        QCOMPARE(cost->amount.expected, 8 * 2.0 * 2);
        QCOMPARE(cost->amount.high, 8 * 2.0 * 2);
        pricing.gpuHour.reset();
        QVERIFY(!runCost(pricing, 8, Range{1, 1, 1}));
    }

    void costNeedsAPriceAndTokens()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
            "training": {"seq_len": 4096}, "pricing": {"currency": "EUR"}})");
        auto advises = [](const Estimate& estimate, const char* id) {
            return std::any_of(estimate.advice.begin(), estimate.advice.end(),
                               [&](const Note& note) { return note.id == id; });
        };
        Estimate e = estimate(parsed(doc));
        QVERIFY(!e.trainingCost);
        QVERIFY(advises(e, "cost.no_price"));
        doc["pricing"]["gpu_hour"] = 1.9;
        e = estimate(parsed(doc));
        QVERIFY(advises(e, "cost.no_tokens"));
        doc["training"]["tokens"] = 5e9;
        e = estimate(parsed(doc));
        QVERIFY(e.trainingCost);
        QCOMPARE(e.trainingCost->currency, std::string("EUR"));
        QVERIFY(close(e.trainingCost->amount.expected,
                      std::ceil(e.trainingTime->totalTime->expected / 3600) * 8
                          * 1.9)); // hourly by default
    }

    void slowNetworkMakesMoreServersSlower()
    {
        // A 70B full fine-tune with ZeRO-3: one server of 8 H100s, or two joined by 1 GbE. The
        // second has twice the compute but must finish later: gradients and parameter
        // gathers cross a 0.125 GB/s link.
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
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
            warned = warned
                || (note.id == "time.communication_bound"
                    && note.message.find("Ethernet 1 GbE") != std::string::npos);
        QVERIFY2(warned, "the advice must say that the network is the bottleneck");
        // With InfiniBand between them the second server helps.
        doc["hardware"]["inter_node_link"] = "ib-ndr";
        const Estimate fast = estimate(parsed(doc));
        QVERIFY(fast.trainingTime->totalTime->expected < one.trainingTime->totalTime->expected);
    }

    void oneAdapterPerServerSharesItsBandwidth()
    {
        // Eight GPUs behind one 10 GbE adapter get an eighth of it each: the same step time as
        // a link of 1.25 / 8 GB/s per GPU.
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8, "nodes": 2,
                         "inter_node_link": {"gbps": 1.25, "latency_us": 30, "per_server": true}},
            "training": {"zero_stage": 1, "pp": 2, "micro_batch": 1, "global_batch": 64,
                         "seq_len": 4096}})");
        const Estimate shared = estimate(parsed(doc));
        doc["hardware"]["inter_node_link"] = {{"gbps", 1.25 / 8}, {"latency_us", 30}};
        const Estimate perGpu = estimate(parsed(doc));
        QVERIFY(
            close(shared.trainingTime->stepTime.expected, perGpu.trainingTime->stepTime.expected));
        // With one GPU per server nothing is shared.
        doc["hardware"] = {{"gpu", "a100-80gb"},
                           {"gpus_per_node", 1},
                           {"nodes", 16},
                           {"inter_node_link", {{"gbps", 1.25}, {"per_server", true}}}};
        const Estimate alone = estimate(parsed(doc));
        doc["hardware"]["inter_node_link"] = {{"gbps", 1.25}};
        QVERIFY(close(alone.trainingTime->stepTime.expected,
                      estimate(parsed(doc)).trainingTime->stepTime.expected));
        // The catalog's Ethernet links are one adapter per server; InfiniBand one per GPU.
        QVERIFY(builtinCatalog().link("eth-1g")->perServer);
        QVERIFY(!builtinCatalog().link("ib-ndr")->perServer);
    }

    void optimizerOffloadCostsPcieAndCpuTime()
    {
        // ZeRO-Offload on one GPU: Llama 2 7B has 6,738,415,616 parameters. Each step moves
        // 2 B of gradient down and 2 B of parameter up per parameter: 26.95 GB at 22 GB/s =
        // 1.2252 s; the CPU's Adam touches 30 B a parameter at half of 400 GB/s: 1.0108 s.
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "a100-80gb", "gpus_per_node": 1},
            "training": {"zero_stage": 2, "offload_optimizer": true, "micro_batch": 1,
                         "global_batch": 8, "seq_len": 2048, "recompute": "full"}})");
        const Estimate e = estimate(parsed(doc));
        const double n = 6738415616.0;
        QVERIFY(close(partOf(*e.trainingTime, "compute.offload_transfer"), n * 4 / 22e9));
        QVERIFY(close(partOf(*e.trainingTime, "compute.offload_cpu_optimizer"), n * 30 / 200e9));
        // A named CPU sets the host bandwidth: two sockets of the EPYC 9654.
        doc["hardware"]["cpu"] = "epyc-9654";
        const Estimate epyc = estimate(parsed(doc));
        const double socket = builtinCatalog().cpu("epyc-9654")->bandwidthGBps;
        QVERIFY(close(partOf(*epyc.trainingTime, "compute.offload_cpu_optimizer"),
                      n * 30 / (0.5 * 2 * socket * 1e9)));
        // A described server gives its whole bandwidth, whatever its sockets: one socket of
        // 300 GB/s, then four sharing 800 GB/s.
        doc["hardware"]["cpu"]
            = {{"cores", 64}, {"memory_gib", 512}, {"bandwidth_gbps", 300}, {"sockets", 1}};
        QVERIFY(close(partOf(*estimate(parsed(doc)).trainingTime, "compute.offload_cpu_optimizer"),
                      n * 30 / (0.5 * 300e9)));
        doc["hardware"]["cpu"]["bandwidth_gbps"] = 800;
        doc["hardware"]["cpu"]["sockets"] = 4;
        QVERIFY(close(partOf(*estimate(parsed(doc)).trainingTime, "compute.offload_cpu_optimizer"),
                      n * 30 / (0.5 * 800e9)));
    }

    void offloadedExpertsAreUpdatedWhereTheyLive()
    {
        // Mixtral on 8 GPUs with ep 8: every GPU holds one eighth of the experts, unsharded by
        // ZeRO (no other rank holds them), and an eighth of the dense parameters. The server's
        // CPU therefore updates every parameter of the model once: 30 B x 46.7e9 / 200 GB/s.
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "mixtral-8x7b"},
            "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"zero_stage": 2, "offload_optimizer": true, "ep": 8, "micro_batch": 1,
                         "global_batch": 8, "seq_len": 2048, "recompute": "full"}})");
        const Scenario s = parsed(doc);
        const Estimate e = estimate(s);
        const double all = static_cast<double>(countParameters(s.model.architecture).total());
        QVERIFY(close(partOf(*e.trainingTime, "compute.offload_cpu_optimizer"), 30 * all / 200e9));
    }

    void inputPipelineRateFollowsTheStep()
    {
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "llama-3.1-8b"},
            "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"zero_stage": 1, "micro_batch": 2, "global_batch": 64,
                         "seq_len": 8192, "tokens": 1e10,
                         "data_prep": {"cpu_cores": 64, "tokens_per_core_s": 1e6}}})");
        const Estimate e = estimate(parsed(doc));
        const double tokens = 64.0 * 8192;
        const InputPipeline& in = *e.trainingInput;
        QVERIFY(close(in.tokensPerSecond.expected, tokens / e.trainingTime->stepTime.expected));
        QVERIFY(close(in.tokensPerSecond.high, tokens / e.trainingTime->stepTime.low));
        // Llama 3's 128,256-entry vocabulary needs 4-byte ids; raw text ~4 B a token.
        QCOMPARE(in.tokenIdBytes, 4);
        QVERIFY(close(in.tokenizedBytesPerSecond.expected, 4 * in.tokensPerSecond.expected));
        QVERIFY(close(in.textBytesPerSecond.high, 5 * in.tokensPerSecond.high));
        // Data preparation: 1e10 tokens / (64 cores x 1e6 tokens/s) = 156.25 s, not GPU-hours.
        QVERIFY(close(e.dataPrep->seconds.expected, 156.25));
        QVERIFY(!e.dataPrep->given);
        doc["training"]["data_prep"] = {{"hours", 5}};
        const Estimate given = estimate(parsed(doc));
        QVERIFY(close(given.dataPrep->seconds.expected, 18000));
        QVERIFY(given.dataPrep->given);
        QVERIFY(close(given.trainingTime->gpuHours->expected, e.trainingTime->gpuHours->expected));
        // Llama 2's 32,000 entries fit 2-byte ids.
        doc["model"]["preset"] = "llama-2-7b";
        QCOMPARE(estimate(parsed(doc)).trainingInput->tokenIdBytes, 2);
    }

    void dataPrepNeedsHoursOrARate()
    {
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "llama-2-7b"},
            "hardware": {"gpu": "h100-sxm"},
            "training": {"tokens": 1e9, "data_prep": {"hours": 2, "cpu_cores": 8}}})");
        auto both = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!both.scenario);
        QCOMPARE(both.diagnostics.errors().front().path, std::string("training.data_prep.hours"));
        QCOMPARE(both.diagnostics.errors().front().id, std::string("train.data_prep_either"));
        doc["training"]["data_prep"] = nlohmann::json::object();
        auto neither = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!neither.scenario);
        QCOMPARE(neither.diagnostics.errors().front().id, std::string("train.data_prep_needs"));
        doc["training"]["data_prep"] = {{"cpu_cores", 0}};
        QVERIFY(!parseScenario(doc.dump(), builtinCatalog()).scenario);
    }
};

QTEST_GUILESS_MAIN(TestStepTime)
#include "test_step_time.moc"
