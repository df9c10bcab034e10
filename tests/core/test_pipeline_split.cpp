// The layers each pipeline stage holds, even or with counts of its own for the first and the
// last stage (Megatron's --decoder-first/last-pipeline-num-layers), what the parser refuses, and
// how the split reaches memory and step time.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "hardware/catalog.h"
#include "scenario/pipeline_split.h"
#include "scenario/scenario_parser.h"
#include "training/training_memory.h"

#include <QTest>

#include <algorithm>

using namespace gp;

namespace {

// Llama 3.1 405B (126 layers) over 16 stages, as its paper trained it.
nlohmann::json llama405b(int firstLayers, int lastLayers)
{
    auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
        "workload": "training", "model": {"preset": "llama-3.1-405b"},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 16},
        "training": {"tp": 8, "pp": 16, "global_batch": 64, "seq_len": 8192,
                     "recompute": "none", "sequence_parallel": true}})");
    if (firstLayers > 0)
        doc["training"]["first_stage_layers"] = firstLayers;
    if (lastLayers > 0)
        doc["training"]["last_stage_layers"] = lastLayers;
    return doc;
}

// The step time's model compute (the busiest stage's FLOPs), without the optimizer step.
double modelCompute(const Estimate& e)
{
    for (const auto& part : e.trainingTime->parts)
        if (part.id == "compute.model")
            return part.seconds.expected;
    return -1;
}

std::vector<Diagnostic> errorsOf(const nlohmann::json& doc)
{
    return parseScenario(doc.dump(), builtinCatalog()).diagnostics.errors();
}

} // namespace

class TestPipelineSplit : public QObject
{
    Q_OBJECT

private slots:
    void evenSplitIsCeilThenTheRest()
    {
        // 126 over 16: ceil = 8 on the first 15 stages (120), 6 on the last.
        const PipelineSplit even{126, 16};
        QCOMPARE(even.layersOn(0), std::int64_t{8});
        QCOMPARE(even.layersOn(14), std::int64_t{8});
        QCOMPARE(even.layersOn(15), std::int64_t{6});
        QCOMPARE(even.stage(15), (std::pair<std::int64_t, std::int64_t>{120, 126}));
    }

    void firstAndLastCountsLeaveTheRestEven()
    {
        // The paper's split: 7 + 14 x 8 + 7 = 126, every layer once, in order.
        const PipelineSplit split{126, 16, 7, 7};
        QCOMPARE(split.evenStages(), 14);
        QCOMPARE(split.evenShare(), std::int64_t{8});
        std::int64_t next = 0;
        for (int rank = 0; rank < 16; ++rank) {
            const auto [begin, end] = split.stage(rank);
            QCOMPARE(begin, next);
            QVERIFY(end > begin);
            next = end;
        }
        QCOMPARE(next, std::int64_t{126});
        QCOMPARE(split.layersOn(0), std::int64_t{7});
        QCOMPARE(split.layersOn(1), std::int64_t{8});
        QCOMPARE(split.layersOn(15), std::int64_t{7});
        // Only the last given: 61 layers (DeepSeek-V3) over 8 stages with 5 on the last.
        const PipelineSplit last{61, 8, 0, 5};
        QCOMPARE(last.layersOn(0), std::int64_t{8});
        QCOMPARE(last.layersOn(6), std::int64_t{8});
        QCOMPARE(last.layersOn(7), std::int64_t{5});
    }

    void theParserRefusesSplitsThatLeaveAStageEmpty()
    {
        // 120 + 6 of 126 layers on two ends leave none for the 14 stages between.
        auto errors = errorsOf(llama405b(120, 6));
        QCOMPARE(errors.size(), std::size_t{1});
        QCOMPARE(errors.front().id, std::string("train.stage_layers_too_many"));
        QCOMPARE(errors.front().path, std::string("training.last_stage_layers"));
        // Two stages: the counts must cover the model.
        auto doc = llama405b(60, 60);
        doc["training"]["pp"] = 2;
        doc["hardware"]["nodes"] = 2;
        errors = errorsOf(doc);
        QCOMPARE(errors.front().id, std::string("train.stage_layers_sum"));
        // Megatron needs the rest to divide over the stages between: 7 on the first alone leaves
        // 119 over 15; 6 leaves 120, 8 each.
        errors = errorsOf(llama405b(7, 0));
        QCOMPARE(errors.front().id, std::string("train.stage_layers_rest"));
        QCOMPARE(errors.front().path, std::string("training.first_stage_layers"));
        QVERIFY(errorsOf(llama405b(6, 0)).empty());
        // An interleaved schedule splits evenly (126 layers: 2 stages x 3 chunks of 21).
        doc = llama405b(60, 0);
        doc["training"]["pp"] = 2;
        doc["training"]["virtual_stages"] = 3;
        doc["hardware"]["nodes"] = 2;
        QCOMPARE(errorsOf(doc).front().id, std::string("train.stage_layers_interleaved"));
        // One stage: the counts mean nothing, and the parser says so.
        doc = llama405b(7, 7);
        doc["training"]["pp"] = 1;
        doc["training"]["tp"] = 8;
        doc["hardware"]["nodes"] = 1;
        const auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        QCOMPARE(parsed.diagnostics.warnings().size(), std::size_t{2});
        QCOMPARE(parsed.diagnostics.warnings().front().id, std::string("train.ignored_without_pp"));
    }

    void stagesHoldTheLayersTheSplitGives()
    {
        const Scenario even = gp::test::parsedScenario(llama405b(0, 0));
        const Scenario paper = gp::test::parsedScenario(llama405b(7, 7));
        QCOMPARE(estimateTrainingMemory(even).layout.layersOnGpu, std::int64_t{8});
        QCOMPARE(estimateTrainingMemory(paper).layout.layersOnGpu, std::int64_t{7});
        QCOMPARE(estimateTrainingMemory(paper, Detail::Full, 15).layout.layersOnGpu,
                 std::int64_t{7});
        // A first stage lighter than the even share: the second stage holds the most layers
        // and is weighed with the first and the last.
        QCOMPARE(middleStagesToWeigh(paper), std::vector<int>{1});
        QVERIFY(middleStagesToWeigh(even).empty());
        const Estimate e = estimate(paper);
        QCOMPARE(e.training->stages.size(), std::size_t{3});
        QCOMPARE(e.training->middle()->memory.layout.layersOnGpu, std::int64_t{8});
    }

    void aFullerSecondStageIsNamedInTheAdvice()
    {
        // Six layers on the first stage leave eight on each of the others: at 4,096 tokens with
        // selective recomputation the first fits an H100 and the second does not, and the
        // advice points at first_stage_layers, not at experts or trained layers.
        auto doc = llama405b(6, 0);
        doc["training"]["seq_len"] = 4096;
        doc["training"]["recompute"] = "selective";
        const Estimate e = estimate(gp::test::parsedScenario(doc));
        QVERIFY(e.training->first().fits);
        QVERIFY(!e.training->middle()->fits);
        QCOMPARE(&e.training->busiestStage(), e.training->middle());
        const auto note = std::find_if(e.advice.begin(), e.advice.end(), [](const Note& n) {
            return n.id.rfind("memory.middle_stage_over", 0) == 0;
        });
        QVERIFY(note != e.advice.end());
        QCOMPARE(note->id, std::string("memory.middle_stage_over_layers"));
        QCOMPARE(note->path, std::string("training.first_stage_layers"));
        QCOMPARE(note->args[4], std::string("8"));
        QCOMPARE(note->args[5], std::string("6"));
    }

    void theBusiestStageSetsTheComputeTime()
    {
        // Evenly the last stage holds 6 layers and the head, fewer than the 8 of the others: the
        // 8-layer stages set the pace. Taking one layer off the first and the last (7 + head on
        // the last) leaves 8 on the middle stages: the same pace.
        const Estimate even = estimate(gp::test::parsedScenario(llama405b(0, 0)));
        const Estimate paper = estimate(gp::test::parsedScenario(llama405b(7, 7)));
        QVERIFY(modelCompute(even) > 0);
        QCOMPARE(modelCompute(paper), modelCompute(even));
        // 21 layers on the last stage (105 = 15 x 7 before it) with the head make it the
        // slowest.
        const Estimate heavyLast = estimate(gp::test::parsedScenario(llama405b(0, 21)));
        QVERIFY(modelCompute(heavyLast) > modelCompute(even) * 21 / 8);
    }
};

QTEST_APPLESS_MAIN(TestPipelineSplit)
#include "test_pipeline_split.moc"
