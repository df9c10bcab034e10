// The stage list and the range type: one rule for the busiest stage, a calibration that scales
// every stage alike, the same stages in the estimate, the step time and the plan search, and
// ranges that stay ordered through every mapping (checked over every scenario the suites know).
#include "common/range.h"
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "training/collectives.h"
#include "training/step_flops.h"
#include "training/step_time.h"
#include "training/training_stages.h"

#include <cmath>
#include <string>

using namespace gp;

namespace {

TrainingStage stageWithTotal(int rank, int stages, double total)
{
    TrainingStage stage;
    stage.memory.layout.stage = rank;
    stage.memory.layout.stages = stages;
    stage.memory.total = Range::exactly(total);
    stage.memory.needed = stage.memory.total;
    return stage;
}

// Every {low, expected, high} object in an estimate document, with its JSON path.
void checkRangesOrdered(const nlohmann::json& node, const std::string& path, const QString& name)
{
    if (node.is_object()) {
        if (node.contains("low") && node.contains("expected") && node.contains("high")) {
            const double low = node["low"].get<double>();
            const double expected = node["expected"].get<double>();
            const double high = node["high"].get<double>();
            QVERIFY2(low <= expected && expected <= high,
                     qPrintable(name + QStringLiteral(": ") + QString::fromStdString(path)));
        }
        for (const auto& [key, value] : node.items()) {
            std::string child = path;
            child += '.';
            child += key;
            checkRangesOrdered(value, child, name);
        }
    } else if (node.is_array()) {
        for (std::size_t i = 0; i < node.size(); ++i) {
            std::string child = path;
            child += '[';
            child += std::to_string(i);
            child += ']';
            checkRangesOrdered(node[i], child, name);
        }
    }
}

} // namespace

class TestTrainingStages : public QObject
{
    Q_OBJECT

private slots:
    void theBusiestIsTheFullestAndTheEarliestOfEquals()
    {
        std::vector<TrainingStage> stages
            = {stageWithTotal(0, 4, 10), stageWithTotal(1, 4, 12), stageWithTotal(3, 4, 12)};
        QCOMPARE(busiestStageIndex(stages), std::size_t{1});
        stages[2].memory.needed = Range::exactly(12.5);
        QCOMPARE(busiestStageIndex(stages), std::size_t{2});
        stages[0].memory.needed = Range::exactly(12.5);
        QCOMPARE(busiestStageIndex(stages), std::size_t{0});
        // Blocks cached for earlier batch shapes raise a total, not what the stage needs.
        stages[1].memory.total = Range::exactly(20);
        QCOMPARE(busiestStageIndex(stages), std::size_t{0});
    }

    void aTrialScalesEveryStageAndTheVerdictFollows()
    {
        // pp 4 with a trial that peaked 30% above the model: every stage is judged scaled, and
        // the verdict's margin is the busiest stage's scaled room.
        const Scenario plain = test::parsedScenario(
            test::readDataJson(QStringLiteral("scenarios/pretrain-70b-trial-peaked-higher.json")));
        const Estimate e = estimate(plain);
        QVERIFY(e.training && e.trainingCalibration);
        const TrainingStages& stages = *e.training;
        QCOMPARE(stages.calibration, e.trainingCalibration->factor);
        QVERIFY(stages.stages.size() >= 2);
        for (const TrainingStage& stage : stages.stages) {
            QVERIFY(std::abs(stage.judgedTotal.expected
                             - stage.memory.total.expected * stages.calibration)
                    <= 1e-9 * stage.judgedTotal.expected);
            QCOMPARE(stage.fits, stage.judgedTotal.expected <= stage.memory.capacityBytes);
            QCOMPARE(stage.headroom.expected,
                     stage.memory.capacityBytes - stage.judgedTotal.expected);
        }
        const TrainingStage& busiest = stages.busiestStage();
        QCOMPARE(e.verdict.usedBytes, busiest.judgedTotal.expected);
        QCOMPARE(e.verdict.fits(), stages.allFit());
        // Pipeline order, and the roles the views name.
        for (std::size_t i = 1; i < stages.stages.size(); ++i)
            QVERIFY(stages.stages[i].memory.layout.stage
                    > stages.stages[i - 1].memory.layout.stage);
        QCOMPARE(std::string(stages.first().role()), std::string("first"));
        QCOMPARE(std::string(stages.last()->role()), std::string("last"));
    }

    void theStepTimeTakesTheSameStages()
    {
        // DeepSeek-V3 over 16 stages: the middle stage holds four MoE layers to the first's one,
        // so the step time (its expert all-to-alls) must see it. Without it the time is shorter.
        const Scenario s = test::parsedScenario(
            test::readDataJson(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json")));
        const TrainingStages all = estimateTrainingStages(s, Detail::TotalsOnly);
        QVERIFY(all.middle());
        const StepFlops flops = trainingStepFlops(s);
        const double withMiddle = estimateTrainingTime(s, flops, all).stepTime.expected;
        TrainingStages withoutMiddle = all;
        std::erase_if(withoutMiddle.stages, [](const TrainingStage& stage) {
            return stage.memory.layout.isMiddleStage();
        });
        withoutMiddle.busiest = busiestStageIndex(withoutMiddle.stages);
        QVERIFY(estimateTrainingTime(s, flops, withoutMiddle).stepTime.expected < withMiddle);
        QCOMPARE(estimate(s).trainingTime->stepTime.expected,
                 estimateTrainingTime(s, flops, estimateTrainingStages(s, Detail::Full))
                     .stepTime.expected);
    }

    void mappingsKeepARangeOrdered()
    {
        const Range rate{2, 4, 8};
        const Range time = rate.dividedInto(16);
        QCOMPARE(time, (Range{2, 4, 8}));
        QVERIFY(time.isOrdered());
        const Range left = Range{10, 20, 30}.remainderOf(100);
        QCOMPARE(left, (Range{70, 80, 90}));
        const Range negated = Range{1, 2, 3} * -2.0;
        QCOMPARE(negated, (Range{-6, -4, -2}));
        // A link's best efficiency gives the shortest time: ordered without a hand-made swap.
        LinkSpec link;
        link.id = "ib-ndr";
        link.bandwidthGBps = 50;
        link.latencyUs = 5;
        const training::GroupPlacement group = training::placeGroup(16, 1, 8);
        const Range seconds = training::allReduceSeconds(1e9, group, link, link);
        QVERIFY(seconds.isOrdered());
        QVERIFY(seconds.low < seconds.high);
        const Range efficiency = training::linkEfficiency(link);
        QVERIFY(efficiency.isOrdered());
    }

    void everyRangeOfEveryEstimateIsOrdered()
    {
        int estimated = 0;
        for (const test::Case& c : test::scenarioCorpus()) {
            const ScenarioParseResult parsed = parseScenario(c.text, builtinCatalog());
            if (!parsed.scenario)
                continue; // the reproducers of bad input: their errors are tested elsewhere
            const Estimate e = estimate(*parsed.scenario, parsed.diagnostics);
            checkRangesOrdered(estimateToJson(e, *parsed.scenario), "", c.name);
            ++estimated;
        }
        QVERIFY2(estimated >= 30, qPrintable(QString::number(estimated)));
    }
};

QTEST_APPLESS_MAIN(TestTrainingStages)
#include "test_training_stages.moc"
