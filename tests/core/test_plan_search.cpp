// The layout search: its GPU-count grid, that each ranked layout is exactly what a full estimate
// gives for that layout, that pruning never loses the best layout (against a brute force over the
// public estimator), the ranking of each objective, the slow-network case, and its errors.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "plan/plan_search.h"
#include "plan/plan_text.h"

#include <cmath>

using namespace gp;
using gp::test::parsedScenario;

namespace {

// An 8B full fine-tune on up to two 8-GPU servers: small enough to brute-force.
nlohmann::json eightB()
{
    return nlohmann::json::parse(R"({
      "format": "gpu-planner.scenario/1", "name": "8B fine-tune", "workload": "training",
      "model": {"preset": "llama-3.1-8b"},
      "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8, "nodes": 2,
                   "intra_node_link": "nvlink3", "inter_node_link": "ib-hdr"},
      "training": {"method": "full", "precision": "bf16-mixed", "optimizer": "adamw",
                   "micro_batch": 1, "global_batch": 64, "seq_len": 4096, "tokens": 1e9},
      "pricing": {"gpu_hour": 2.0, "billing": "hourly"}})");
}

// A 70B LoRA fine-tune on servers of 8 x A100 80GB.
nlohmann::json lora70b(const std::string& network)
{
    nlohmann::json doc = nlohmann::json::parse(R"({
      "format": "gpu-planner.scenario/1", "name": "70B LoRA", "workload": "training",
      "model": {"preset": "llama-3.1-70b"},
      "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8, "nodes": 4,
                   "intra_node_link": "nvlink3"},
      "training": {"method": "lora", "precision": "bf16-mixed", "optimizer": "adamw",
                   "zero_stage": 3, "micro_batch": 1, "global_batch": 64, "seq_len": 4096,
                   "recompute": "full", "tokens": 2e8}})");
    doc["hardware"]["inter_node_link"] = network;
    return doc;
}

PlanResult plan(const Scenario& s, PlanOptions options, Diagnostics& diag)
{
    return searchPlans(s, options, diag);
}

PlanResult planOk(const Scenario& s, PlanOptions options = {})
{
    Diagnostics diag;
    PlanResult result = searchPlans(s, options, diag);
    if (diag.hasErrors())
        qFatal("plan failed: %s", diag.summary().c_str());
    return result;
}

bool relativelyClose(double a, double b, double tolerance = 1e-9)
{
    return std::fabs(a - b) <= tolerance * std::fabs(b);
}

const ScalingPoint& pointAt(const PlanResult& r, int gpus)
{
    for (const auto& p : r.scaling)
        if (p.gpus == gpus)
            return p;
    qFatal("no scaling point at %d GPUs", gpus);
}

bool hasNote(const std::vector<Note>& notes, const std::string& id)
{
    for (const auto& n : notes)
        if (n.id == id)
            return true;
    return false;
}

bool hasError(const Diagnostics& diag, const std::string& path, const std::string& id)
{
    for (const auto& e : diag.errors())
        if (e.path == path && e.id == id)
            return true;
    return false;
}

// The fullest pipeline stage of a laid-out scenario, found by estimating every rank: what the
// search, which prunes ranks, must agree with.
struct FullestStage
{
    double total = 0;
    int stage = 0;
};

FullestStage fullestStage(const Scenario& laid)
{
    FullestStage fullest;
    for (int stage = 0; stage < laid.training.pp; ++stage) {
        const double total = estimateTrainingMemory(laid, Detail::TotalsOnly, stage).total.expected;
        if (total > fullest.total)
            fullest = {total, stage};
    }
    return fullest;
}

} // namespace

class TestPlanSearch : public QObject
{
    Q_OBJECT

private slots:
    void gpuCountsFollowTheServerShape()
    {
        // Inside a server: 1, 2, 4; then whole servers 1, 2, 3, 4, 5, 6, 8 (x 8 GPUs).
        QCOMPARE(planGpuCounts(8, 64, 16), (std::vector<int>{1, 2, 4, 8, 16, 24, 32, 40, 48, 64}));
        // A maximum inside one server, and the scenario's own count kept.
        QCOMPARE(planGpuCounts(8, 6, 6), (std::vector<int>{1, 2, 4, 6}));
        // 9 servers: the maximum itself is a point even off the progression.
        QCOMPARE(planGpuCounts(4, 36, 4), (std::vector<int>{1, 2, 4, 8, 12, 16, 20, 24, 32, 36}));
    }

    void rankedLayoutsEqualAFullEstimate()
    {
        const Scenario s = parsedScenario(eightB());
        PlanOptions options;
        options.top = 20;
        const PlanResult r = planOk(s, options);
        QCOMPARE(static_cast<int>(r.ranked.size()), 20);
        for (const PlanLayout& layout : r.ranked) {
            const Estimate e = estimate(applyLayout(s, layout));
            QVERIFY(relativelyClose(layout.memoryTotal.expected,
                                    e.training->first().memory.total.expected));
            QVERIFY(relativelyClose(layout.stepTime.expected, e.trainingTime->stepTime.expected));
            QVERIFY(relativelyClose(layout.stepTime.high, e.trainingTime->stepTime.high));
            QVERIFY(
                relativelyClose(layout.totalTime->expected, e.trainingTime->totalTime->expected));
            QVERIFY(relativelyClose(layout.cost->amount.expected, e.trainingCost->amount.expected));
            // The plan keeps 10% of the memory free.
            QVERIFY(layout.memoryTotal.expected <= kPlanMemoryShare * layout.capacityBytes);
            QCOMPARE(layout.tp * layout.pp * layout.cp * layout.dp, layout.gpus);
        }
    }

    void fewestGpusAndTrialRunsAgreeWithEstimate_data()
    {
        QTest::addColumn<bool>("trial");
        QTest::newRow("model") << false;
        QTest::newRow("calibrated by a trial run") << true;
    }

    void fewestGpusAndTrialRunsAgreeWithEstimate()
    {
        // Below one server (1-4 GPUs of 8) and with a measured trial, each ranked layout must
        // still be what `estimate` says for it.
        QFETCH(bool, trial);
        nlohmann::json doc = eightB();
        if (trial)
            doc["training"]["trial"] = {{"step_time_s", 1.0},
                                        {"gpus", 8},
                                        {"micro_batch", 2},
                                        {"seq_len", 4096},
                                        {"peak_memory_gib", 45}};
        const Scenario s = parsedScenario(doc);
        PlanOptions options;
        options.objective = PlanObjective::MinGpus;
        options.top = 30;
        const PlanResult r = planOk(s, options);
        QVERIFY(r.ranked.front().gpus < 8);
        for (const PlanLayout& layout : r.ranked) {
            const Estimate e = estimate(applyLayout(s, layout));
            // The plan and the estimate judge the same busiest stage the same way.
            const double total = e.training->busiestStage().judgedTotal.expected;
            QCOMPARE(e.training->calibrated(), trial);
            QVERIFY2(relativelyClose(layout.memoryTotal.expected, total, 1e-9),
                     qPrintable(QStringLiteral("%1 GPUs: plan %2, estimate %3")
                                    .arg(layout.gpus)
                                    .arg(layout.memoryTotal.expected)
                                    .arg(total)));
            QVERIFY(relativelyClose(layout.stepTime.expected, e.trainingTime->stepTime.expected));
        }
    }

    void pruningNeverLosesTheFastestLayout()
    {
        // Brute force over the same space with the public estimator, no shortcuts.
        const Scenario s = parsedScenario(eightB());
        const PlanResult r = planOk(s);
        double best = 1e300;
        int fitting = 0;
        for (int gpus : {1, 2, 4, 8, 16})
            for (int tp : {1, 2, 4, 8})
                for (int pp : {1, 2, 4, 8, 16})
                    for (int zero = 0; zero <= 3; ++zero)
                        for (int offload = 0; offload <= 1; ++offload)
                            for (int rc = 0; rc < 3; ++rc)
                                for (int mb : {1, 2, 4, 8, 16, 32, 64}) {
                                    if (gpus % (tp * pp) != 0)
                                        continue;
                                    const int dp = gpus / (tp * pp);
                                    if (64 % (dp * mb) != 0 || (offload && zero == 0))
                                        continue;
                                    PlanLayout l;
                                    l.gpus = gpus;
                                    l.tp = tp;
                                    l.pp = pp;
                                    l.dp = dp;
                                    l.zeroStage = zero;
                                    l.offloadOptimizer = offload == 1;
                                    l.recompute = static_cast<Recompute>(rc);
                                    l.microBatch = mb;
                                    l.sequenceParallel = tp > 1;
                                    const Estimate e = estimate(applyLayout(s, l));
                                    if (e.training->first().memory.total.expected > kPlanMemoryShare
                                            * e.training->first().memory.capacityBytes)
                                        continue;
                                    ++fitting;
                                    best = std::min(best, e.trainingTime->stepTime.expected);
                                }
        QVERIFY(fitting > 100);
        QVERIFY(!r.ranked.empty());
        // The plan's search space is wider (virtual stages), so it may only do better.
        QVERIFY2(r.ranked.front().stepTime.expected <= best * (1 + 1e-9),
                 qPrintable(QStringLiteral("plan %1 s, brute force %2 s")
                                .arg(r.ranked.front().stepTime.expected)
                                .arg(best)));
    }

    void objectivesRankTheirOwnMeasure()
    {
        const Scenario s = parsedScenario(eightB());
        for (PlanObjective objective :
             {PlanObjective::MinTime, PlanObjective::MinGpus, PlanObjective::MinCost}) {
            PlanOptions options;
            options.objective = objective;
            options.top = 50;
            const PlanResult r = planOk(s, options);
            QVERIFY(r.ranked.size() > 10);
            for (std::size_t i = 1; i < r.ranked.size(); ++i) {
                const PlanLayout& a = r.ranked[i - 1];
                const PlanLayout& b = r.ranked[i];
                if (objective == PlanObjective::MinTime)
                    QVERIFY(a.stepTime.expected <= b.stepTime.expected * 1.001);
                else if (objective == PlanObjective::MinGpus)
                    QVERIFY(a.gpus <= b.gpus);
                else
                    QVERIFY(a.cost->amount.expected <= b.cost->amount.expected + 0.01);
            }
        }
        // The fewest GPUs: an 8B full fine-tune (16 B a parameter = 128 GB of states) needs at
        // least two A100 80GB with ZeRO-3, or one with the optimizer offloaded.
        PlanOptions fewest;
        fewest.objective = PlanObjective::MinGpus;
        const PlanResult r = planOk(s, fewest);
        QCOMPARE(r.ranked.front().gpus, 1);
        QVERIFY(r.ranked.front().offloadOptimizer);
    }

    void deadlineFiltersAndNamesTheFastest()
    {
        const Scenario s = parsedScenario(eightB());
        PlanOptions options;
        options.objective = PlanObjective::MinGpus;
        options.deadlineDays = 0.5;
        const PlanResult r = planOk(s, options);
        QVERIFY(!r.ranked.empty());
        for (const auto& l : r.ranked)
            QVERIFY(l.totalTime->expected <= 0.5 * 86400);
        // Fewer GPUs than the first ranked miss the deadline at their fastest.
        for (const auto& point : r.scaling)
            if (point.gpus < r.ranked.front().gpus && point.fastest)
                QVERIFY(point.fastest->totalTime->expected > 0.5 * 86400);

        options.deadlineDays = 0.001; // 86 s for a billion tokens
        Diagnostics diag;
        const PlanResult none = plan(s, options, diag);
        QVERIFY(none.ranked.empty());
        QVERIFY(hasError(diag, "--deadline-days", "plan.deadline_unmet"));
        QVERIFY(diag.errors().front().message.find("16 GPUs") != std::string::npos);
    }

    void slowNetworkBetweenServersIsSlowerThanOneServer()
    {
        // Over 1 GbE (one adapter per server) every layout across servers must gather the
        // frozen 70B base over the network: one server wins, and the advice says why.
        const PlanResult slow = planOk(parsedScenario(lora70b("eth-1g")));
        const double oneServer = pointAt(slow, 8).fastest->stepTime.expected;
        for (int gpus : {16, 32})
            QVERIFY(pointAt(slow, gpus).fastest->stepTime.expected > 2 * oneServer);
        QVERIFY(hasNote(slow.advice, "plan.multi_node_slower"));
        QCOMPARE(slow.ranked.front().gpus, 8);

        // The same plan on InfiniBand scales: 32 GPUs beat 8 by more than 2x.
        const PlanResult fast = planOk(parsedScenario(lora70b("ib-hdr")));
        QVERIFY(pointAt(fast, 32).fastest->stepTime.expected
                < pointAt(fast, 8).fastest->stepTime.expected / 2);
        QVERIFY(!hasNote(fast.advice, "plan.multi_node_slower"));
        QCOMPARE(fast.ranked.front().gpus, 32);
        // Adapter fine-tunes are laid out data-parallel only.
        for (const auto& l : fast.ranked)
            QVERIFY(l.tp == 1 && l.pp == 1 && l.cp == 1);
    }

    void givenMfuCalibratesTheScenariosOwnLayout()
    {
        nlohmann::json doc = eightB();
        doc["hardware"]["nodes"] = 1;
        doc["training"]["tp"] = 2;
        doc["training"]["zero_stage"] = 1;
        doc["training"]["mfu"] = nlohmann::json::array({0.3, 0.4, 0.5});
        const Scenario s = parsedScenario(doc);
        const Estimate given = estimate(s);
        PlanOptions options;
        options.top = kPlanMaxTop;
        const PlanResult r = planOk(s, options);
        QVERIFY(hasNote(r.assumptions, "plan.assume_mfu_calibrated"));
        bool found = false;
        for (const auto& l : r.ranked)
            if (l.gpus == 8 && l.tp == 2 && l.pp == 1 && l.zeroStage == 1 && !l.offloadOptimizer
                && l.recompute == Recompute::None && l.microBatch == 1 && l.virtualStages == 1) {
                found = true;
                QVERIFY(relativelyClose(l.stepTime.expected, given.trainingTime->stepTime.expected,
                                        1e-6));
            }
        QVERIFY(found);
    }

    void requestsItCannotServeAreNamed()
    {
        nlohmann::json doc = eightB();
        doc.erase("pricing");
        PlanOptions cost;
        cost.objective = PlanObjective::MinCost;
        Diagnostics noPrice;
        plan(parsedScenario(doc), cost, noPrice);
        QVERIFY(hasError(noPrice, "pricing.gpu_hour", "plan.needs_price"));

        doc = eightB();
        doc["training"].erase("tokens");
        Diagnostics noTokens;
        PlanOptions deadline;
        deadline.deadlineDays = 3;
        const PlanResult r = plan(parsedScenario(doc), deadline, noTokens);
        QVERIFY(hasError(noTokens, "training.tokens", "plan.needs_tokens"));
        QCOMPARE(r.candidates, std::uint64_t(0));

        // 405B on at most 4 GPUs: nothing fits, and the message names the GPU.
        nlohmann::json big = eightB();
        big["model"]["preset"] = "llama-3.1-405b";
        PlanOptions small;
        small.maxGpus = 4;
        Diagnostics nothing;
        plan(parsedScenario(big), small, nothing);
        QVERIFY(hasError(nothing, "hardware.gpu", "plan.nothing_fits"));
        QVERIFY(nothing.errors().front().message.find("A100") != std::string::npos);

        nlohmann::json serving = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "workload": "inference",
          "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "l4"}})");
        Diagnostics inference;
        plan(parsedScenario(serving), {}, inference);
        QVERIFY(hasError(inference, "workload", "plan.training_only"));
    }

    void largeSearchCountsItsCandidates()
    {
        // Llama 3.1 405B up to 16,384 H100s: many candidates, every ranked one valid.
        nlohmann::json doc = eightB();
        doc["model"]["preset"] = "llama-3.1-405b";
        doc["hardware"] = {{"gpu", "h100-sxm"},
                           {"gpus_per_node", 8},
                           {"nodes", 2048},
                           {"intra_node_link", "nvlink4"},
                           {"inter_node_link", "ib-ndr"}};
        doc["training"]["global_batch"] = 2048;
        doc["training"]["seq_len"] = 8192;
        doc["training"]["tokens"] = 15.6e12;
        const PlanResult r = planOk(parsedScenario(doc));
        QVERIFY(r.candidates > 10000);
        QVERIFY(r.fitting > 1000);
        QCOMPARE(r.ranked.front().gpus, 16384);
        // Meta reports 30.84M H100-hours for the 405B run; the plan's layouts at scale sit
        // within 30% of it.
        const double hours = r.ranked.front().gpuHours->expected;
        QVERIFY2(hours > 0.7 * 30.84e6 && hours < 1.3 * 30.84e6,
                 qPrintable(QString::number(hours)));
    }

    void nvl72SpreadsExpertsOverItsNvlinkDomain()
    {
        // DeepSeek-V3 on 64 GB200 of one NVL72 rack: the catalog's node is the NVLink domain, so
        // expert groups wider than an 8-GPU server stay on NVLink 5. The same GPUs as 16 trays of
        // 4 joined by InfiniBand are slower for the same layout.
        nlohmann::json doc = eightB();
        doc["model"]["preset"] = "deepseek-v3";
        doc["hardware"] = {{"gpu", "gb200"}, {"gpus_per_node", 64}, {"nodes", 1}};
        doc["training"]["global_batch"] = 1024;
        doc["training"]["seq_len"] = 4096;
        doc["training"]["tp"] = 1;
        doc["training"]["pp"] = 1;
        const Scenario rack = parsedScenario(doc);
        PlanOptions options;
        options.top = 50;
        const PlanResult r = planOk(rack, options);
        PlanLayout wide;
        bool found = false;
        for (const PlanLayout& layout : r.ranked)
            if (!found && layout.gpus == 64 && layout.tp * layout.ep > 8) {
                wide = layout;
                found = true;
            }
        QVERIFY2(found, "the test needs a ranked layout whose TP x EP spans more than 8 GPUs");
        doc["hardware"] = {{"gpu", "gb200"}, {"gpus_per_node", 4}, {"nodes", 16}};
        const Scenario trays = parsedScenario(doc);
        const double inRack = estimate(applyLayout(rack, wide)).trainingTime->stepTime.expected;
        const double overIb = estimate(applyLayout(trays, wide)).trainingTime->stepTime.expected;
        QVERIFY2(overIb > inRack, describeLayout(wide).c_str());
    }

    void theScenariosOwnStageSplitHoldsAtItsDepth()
    {
        // Llama 3.1 70B's 80 layers in 4 stages of 18, 22, 22 and 18 (the embedding and the
        // head lighten the ends): layouts of that depth keep the split, other depths split
        // evenly, and each ranked layout's memory is its fullest stage's, checked over every
        // rank.
        nlohmann::json doc = eightB();
        doc["model"]["preset"] = "llama-3.1-70b";
        doc["training"]["pp"] = 4;
        doc["training"]["tp"] = 4;
        doc["training"]["first_stage_layers"] = 18;
        doc["training"]["last_stage_layers"] = 18;
        const Scenario scenario = parsedScenario(doc);
        PlanOptions options;
        options.top = 400;
        Diagnostics diag;
        const PlanResult r = searchPlans(scenario, options, diag);
        QVERIFY2(!diag.hasErrors(), diag.summary().c_str());
        int ownDepth = 0;
        for (const PlanLayout& layout : r.ranked) {
            const Scenario laid = applyLayout(scenario, layout);
            const bool own = layout.pp == 4 && layout.virtualStages == 1;
            QCOMPARE(laid.training.firstStageLayers, own ? 18 : 0);
            QCOMPARE(laid.training.lastStageLayers, own ? 18 : 0);
            ownDepth += own;
            QVERIFY2(relativelyClose(layout.memoryTotal.expected, fullestStage(laid).total),
                     describeLayout(layout).c_str());
        }
        QVERIFY(ownDepth > 0);
    }

    void deepMoePipelinesAreJudgedOnEveryStage()
    {
        // DeepSeek-V3's first three layers are dense, so in a deep pipeline a middle stage holds
        // more expert layers than the first. Each ranked layout's memory must be its fullest
        // stage's: checked by brute force over every pipeline rank, which the search prunes.
        nlohmann::json doc = eightB();
        doc["model"]["preset"] = "deepseek-v3";
        doc["hardware"] = {{"gpu", "h100-sxm"}, {"gpus_per_node", 8}, {"nodes", 64}};
        doc["training"]["global_batch"] = 512;
        doc["training"]["seq_len"] = 4096;
        doc["training"]["tp"] = 1;
        doc["training"]["pp"] = 1;
        const Scenario scenario = parsedScenario(doc);
        PlanOptions options;
        options.top = 200; // deep pipelines rank below the fastest layouts
        Diagnostics diag;
        const PlanResult r = searchPlans(scenario, options, diag);
        QVERIFY2(!diag.hasErrors(), diag.summary().c_str());
        int deep = 0;
        int middleDecides = 0;
        for (const PlanLayout& layout : r.ranked) {
            const Scenario laid = applyLayout(scenario, layout);
            const auto [fullest, fullestAt] = fullestStage(laid);
            QVERIFY2(std::abs(layout.memoryTotal.expected - fullest) <= 1e-9 * fullest,
                     describeLayout(layout).c_str());
            // Its step time, which takes the heaviest stages' traffic from the stages the search
            // estimated, is what a full estimate of the layout gives.
            QVERIFY2(relativelyClose(layout.stepTime.expected,
                                     estimate(laid).trainingTime->stepTime.expected),
                     describeLayout(layout).c_str());
            QVERIFY(layout.memoryTotal.expected <= kPlanMemoryShare * layout.capacityBytes);
            deep += layout.pp >= 3 ? 1 : 0;
            middleDecides += fullestAt > 0 && fullestAt < layout.pp - 1 ? 1 : 0;
        }
        QVERIFY2(deep > 0, "the test needs a ranked layout with 3 or more stages");
        QVERIFY2(middleDecides > 0, "the test needs a layout whose middle stage is the fullest");
    }
};

QTEST_GUILESS_MAIN(TestPlanSearch)
#include "test_plan_search.moc"
