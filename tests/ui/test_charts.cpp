// The training charts: the step-time bar is the estimate's split, the scaling curve's points
// are what `estimate` gives for each layout, the sweep's points are the estimate of the
// scenario with that one value changed, and clicks anywhere never crash (Qt Charts 6.4.2 does
// on a press over nothing).
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "memory_bars.h"
#include "memory_chart.h"
#include "scaling_chart.h"
#include "scenario/scenario_parser.h"
#include "step_time_chart.h"
#include "sweep_chart.h"
#include "training/training_memory.h"

#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QStackedBarSeries>
#include <QTest>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

using namespace gp;

namespace {

constexpr double kTolerance = 1e-9;

// 70B pre-training over two 8-GPU servers: every chart has something to show.
const char* kPretrain = R"({"format": "gpu-planner.scenario/1", "name": "70B",
  "model": {"preset": "llama-3.1-70b"},
  "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 2},
  "training": {"tp": 8, "pp": 2, "micro_batch": 1, "global_batch": 64, "seq_len": 4096,
               "zero_stage": 1, "recompute": "selective", "tokens": 1e10},
  "pricing": {"gpu_hour": 2.5}})";

Scenario parsed(const std::string& text)
{
    ScenarioParseResult result = parseScenario(text, builtinCatalog());
    if (!result.scenario)
        qFatal("%s", result.diagnostics.summary().c_str());
    return *result.scenario;
}

bool near(double a, double b)
{
    return std::abs(a - b) <= kTolerance * std::max({1.0, std::abs(a), std::abs(b)});
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private slots:
    void stepTimeChartIsTheEstimatesSplit()
    {
        const Scenario s = parsed(kPretrain);
        const Estimate e = estimate(s);
        ui::StepTimeChart chart;
        chart.showTime(*e.trainingTime);
        QCOMPARE(chart.segments().size(), 3);
        QVERIFY(near(chart.segments()[0].seconds.expected, e.trainingTime->compute.expected));
        QVERIFY(near(chart.segments()[1].seconds.expected, e.trainingTime->communication.expected));
        QVERIFY(near(chart.segments()[2].seconds.expected, e.trainingTime->bubble.expected));
        // The three parts make up the step (the bubble is part of it, not extra).
        const double sum = chart.segments()[0].seconds.expected
            + chart.segments()[1].seconds.expected + chart.segments()[2].seconds.expected;
        QVERIFY(near(sum, e.trainingTime->stepTime.expected));
        QVERIFY(!chart.segments()[0].formulas.isEmpty());
    }

    void scalingPointsAreEstimates()
    {
        const Scenario s = parsed(kPretrain);
        ui::ScalingChart chart;
        chart.showScaling(s);
        int shown = 0;
        bool sawOwnCount = false;
        for (const ScalingPoint& point : chart.points()) {
            if (!point.fastest)
                continue;
            ++shown;
            sawOwnCount = sawOwnCount || point.gpus == 16;
            // The same layout through the public estimate gives the same days.
            const Estimate e = estimate(applyLayout(s, *point.fastest));
            QVERIFY(near(e.trainingTime->totalTime->expected, point.fastest->totalTime->expected));
        }
        QVERIFY(shown >= 4); // 70B fits from a handful of GPUs up to 8 x 16
        QVERIFY(sawOwnCount);
        QVERIFY(chart.chart()->series().size() >= 3); // time, this scenario, cost
    }

    void sweepPointsAreEstimatesOfTheChangedScenario()
    {
        auto document = nlohmann::json::parse(kPretrain);
        ui::SweepView view;
        view.showDocument(document);
        auto* knob = view.findChild<QComboBox*>(QStringLiteral("sweepKnob"));
        QCOMPARE(knob->count(), 3); // micro-batch, sequence length, GPU count
        const MemorySweep& sweep = view.chart()->sweep();
        QCOMPARE(sweep.knob, SweepKnob::MicroBatch);
        QVERIFY(sweep.points.size() >= 5);
        for (const SweepPoint& point : sweep.points) {
            nlohmann::json changed = document;
            changed["training"]["micro_batch"] = static_cast<int>(point.value);
            const ScenarioParseResult result = parseScenarioJson(changed, builtinCatalog());
            // 64 sequences per step cannot split into micro-batches of 128: the point says so.
            QCOMPARE(point.valid, result.scenario.has_value());
            if (!point.valid) {
                QVERIFY(!point.problem.empty());
                continue;
            }
            // The fuller of the first and the last pipeline stage, as the verdict judges.
            TrainingMemory m = estimateTrainingMemory(*result.scenario);
            TrainingMemory last = estimateTrainingMemory(*result.scenario, Detail::Full,
                                                         lastStage(*result.scenario));
            if (last.total.expected > m.total.expected)
                m = std::move(last);
            QVERIFY(near(point.total, m.total.expected));
            QVERIFY(near(point.parts[3], m.activations.bytes.expected));
            QCOMPARE(point.fits, m.total.expected <= m.capacityBytes);
        }
        // Where the last stage is the fuller one (a LoRA's unfused logits at 65536 tokens), the
        // sweep shows it and stops fitting there, as the estimate's verdict does.
        const auto longLora = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "qwen2.5-7b"},
            "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"method": "lora", "micro_batch": 1, "global_batch": 8,
                         "seq_len": 16384, "pp": 2, "recompute": "full"}})");
        const MemorySweep lengths
            = sweepMemory(longLora, SweepKnob::SeqLen, {16384, 65536}, builtinCatalog());
        auto changed = longLora;
        changed["training"]["seq_len"] = 65536;
        const Estimate e = estimate(*parseScenarioJson(changed, builtinCatalog()).scenario);
        QVERIFY(lengths.points[0].fits);
        QVERIFY(!lengths.points[1].fits);
        QVERIFY(near(lengths.points[1].total, e.training->last()->memory.total.expected));
        QCOMPARE(lengths.firstNotFitting.value_or(0), 65536.0);
        // The GPU-count sweep: memory falls as GPUs are added, so the title says from where
        // it fits.
        knob->setCurrentIndex(2);
        const MemorySweep& gpus = view.chart()->sweep();
        QCOMPARE(gpus.knob, SweepKnob::Gpus);
        QCOMPARE(gpus.current, 16.0);
        QVERIFY(gpus.firstFitting.has_value());
        QVERIFY2(view.chart()->chart()->title().contains(QStringLiteral("fits from")),
                 qPrintable(view.chart()->chart()->title()));
        // A count that is not whole servers is refused by the parser, not guessed.
        const MemorySweep odd = sweepMemory(document, SweepKnob::Gpus, {12, 16}, builtinCatalog());
        QVERIFY(!odd.points[0].valid && !odd.points[0].problem.empty());
        QVERIFY(odd.points[1].valid);
        QVERIFY(!gpus.onCpu);
        // Serving on the CPU: the memory swept is each server's, and the title says so.
        const auto cpu = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "inference", "model": {"preset": "qwen2.5-7b"},
            "hardware": {"cpu": "epyc-9654"},
            "inference": {"engine": "llamacpp", "weights": "gguf-q4_k_m", "device": "cpu",
                          "max_model_len": 8192, "prompt_tokens": 1500, "output_tokens": 300,
                          "peak_concurrency": 2}})");
        ui::SweepView cpuView;
        cpuView.showDocument(cpu);
        QVERIFY(cpuView.chart()->sweep().onCpu);
        QVERIFY2(cpuView.chart()->chart()->title().startsWith(
                     QStringLiteral("Memory of each server against")),
                 qPrintable(cpuView.chart()->chart()->title()));
    }

    // An edit that moves the sweep's range (the swept value past its end) or every area (another
    // knob) updates the drawn series in place, and they still show the sweep's points.
    void sweepUpdatesInPlace()
    {
        auto document = nlohmann::json::parse(kPretrain);
        document["training"]["global_batch"] = 4096; // micro-batches up to 512 divide it
        ui::SweepView view;
        view.showDocument(document);
        QChart* chart = view.chart()->chart();
        auto areas = [&] {
            QList<QAreaSeries*> list;
            for (QAbstractSeries* series : chart->series())
                if (auto* area = qobject_cast<QAreaSeries*>(series))
                    list << area;
            return list;
        };
        const QList<QAreaSeries*> before = areas();
        QVERIFY(before.size() >= 4);
        // Marked, since a rebuilt series may well be allocated where the old one was.
        for (QAreaSeries* area : before)
            area->setProperty("gp_test_mark", true);
        auto sameSeries = [&] {
            const QList<QAreaSeries*> now = areas();
            return now.size() == before.size()
                && std::all_of(now.begin(), now.end(), [](QAreaSeries* area) {
                       return area->property("gp_test_mark").toBool();
                   });
        };
        auto check = [&] {
            const MemorySweep& sweep = view.chart()->sweep();
            std::vector<const SweepPoint*> valid;
            for (const SweepPoint& point : sweep.points)
                if (point.valid)
                    valid.push_back(&point);
            QVERIFY(!valid.empty());
            // The top area's upper line is the stacked total of every drawn part, in GiB.
            const QList<QPointF> top = areas().back()->upperSeries()->points();
            QCOMPARE(top.size(), qsizetype(valid.size()));
            for (std::size_t i = 0; i < valid.size(); ++i) {
                QCOMPARE(top[qsizetype(i)].x(), valid[i]->value);
                QVERIFY(near(top[qsizetype(i)].y() * 1024.0 * 1024 * 1024, valid[i]->total));
            }
            auto* x = qobject_cast<QLogValueAxis*>(chart->axes(Qt::Horizontal).value(0));
            QVERIFY(x);
            QVERIFY(x->max() >= valid.back()->value);
            QCOMPARE(x->min(), valid.front()->value);
        };
        check();
        const double firstEnd = view.chart()->sweep().points.back().value;
        // Past the range's end: the range grows, the series stay.
        document["training"]["micro_batch"] = 64;
        view.showDocument(document);
        QVERIFY(view.chart()->sweep().points.back().value > firstEnd);
        QVERIFY(sameSeries());
        check();
        // Another knob: every area moves, the series stay.
        document["training"]["seq_len"] = 2048;
        view.showDocument(document);
        QVERIFY(sameSeries());
        check();
    }

    void sweepRangesHoldTheScenario()
    {
        // A big cluster: its own GPU count stays among the at most 24 values.
        auto big = nlohmann::json::parse(kPretrain);
        big["hardware"]["nodes"] = 256;
        const auto counts = defaultSweepValues(big, SweepKnob::Gpus, builtinCatalog());
        QVERIFY(counts.size() <= 25);
        QVERIFY(std::find(counts.begin(), counts.end(), 2048.0) != counts.end());
        // Serving with long outputs: a context no longer than the output is no request of
        // this scenario's, so it is not drawn.
        auto serving = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
          "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm"},
          "inference": {"prompt_tokens": 4000, "output_tokens": 4000}})");
        const MemorySweep context
            = sweepMemory(serving, SweepKnob::Context, {2048, 4000, 8192}, builtinCatalog());
        QVERIFY(!context.points[0].valid && !context.points[1].valid);
        QVERIFY(context.points[2].valid);
        for (double v : defaultSweepValues(serving, SweepKnob::Context, builtinCatalog()))
            QVERIFY(v > 4000);
        // "tp": "auto" chooses a split for the scenario, and the sweep keeps it: at a
        // concurrency whose cache alone would want another split, the weights per GPU are
        // still the scenario's.
        auto automatic = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
          "workload": "inference", "model": {"preset": "llama-3.1-70b"},
          "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
          "inference": {"tp": "auto", "max_model_len": 8192, "prompt_tokens": 2000,
                        "output_tokens": 400, "peak_concurrency": 1,
                        "engine": "llamacpp", "weights": "gguf-f16"}})");
        const Scenario chosen = *parseScenarioJson(automatic, builtinCatalog()).scenario;
        const double weights = estimate(chosen).inference->memory.weights.bytes.expected;
        const MemorySweep users
            = sweepMemory(automatic, SweepKnob::Concurrency, {1, 64}, builtinCatalog());
        for (const SweepPoint& point : users.points) {
            QVERIFY(point.valid);
            QVERIFY(near(point.parts[0], weights));
        }
        auto alone = automatic;
        alone["inference"]["peak_concurrency"] = 64;
        QVERIFY(parseScenarioJson(alone, builtinCatalog()).scenario->inference.tp
                != chosen.inference.tp); // chosen again, it would differ
    }

    void memoryChartHasABarPerPipelineRole()
    {
        // pp = 2: the first and the last stage side by side, each bar the stage's estimate.
        const Scenario s = parsed(kPretrain);
        const Estimate e = estimate(s);
        QVERIFY(e.training->last());
        ui::MemoryChart chart;
        chart.showTraining(*e.training);
        QCOMPARE(chart.bars().size(), 2);
        const TrainingMemory* stages[] = {&e.training->first().memory, &e.training->last()->memory};
        for (int b = 0; b < 2; ++b) {
            const TrainingMemory& m = *stages[b];
            const double parts[]
                = {m.weights.bytes.expected, m.gradients.bytes.expected, m.optimizer.bytes.expected,
                   m.activations.bytes.expected, m.overhead.bytes.expected};
            QCOMPARE(chart.bars()[b].segments.size(), 5);
            for (int i = 0; i < 5; ++i)
                QVERIFY(near(chart.bars()[b].segments[i].bytes.expected, parts[i]));
            QVERIFY(near(chart.bars()[b].total.high, m.total.high));
        }
        // The series carry the same figures: one value per bar in every stacked set.
        auto* stack = qobject_cast<QStackedBarSeries*>(chart.chart()->series().front());
        QVERIFY(stack);
        for (QBarSet* set : stack->barSets())
            QCOMPARE(set->count(), 2);
        QVERIFY(near(stack->barSets()[3]->at(1) * 1024 * 1024 * 1024,
                     e.training->last()->memory.activations.bytes.expected));
        // Each total's low-high range is drawn on its own bar (within the bar's width), from
        // the low to the high total.
        QCOMPARE(chart.whiskers().size(), 2);
        for (int b = 0; b < 2; ++b) {
            const QList<QPointF> points = chart.whiskers()[b]->points();
            double bottom = points.front().y();
            double top = bottom;
            for (const QPointF& p : points) {
                QVERIFY(std::abs(p.x() - b) <= stack->barWidth() / 2);
                bottom = std::min(bottom, p.y());
                top = std::max(top, p.y());
            }
            QVERIFY(near(bottom * 1024 * 1024 * 1024, stages[b]->total.low));
            QVERIFY(near(top * 1024 * 1024 * 1024, stages[b]->total.high));
        }
        // An edit that keeps the roles moves the bars in place; one stage again gives one bar.
        Scenario single = s;
        single.training.pp = 1;
        single.training.dp = 2;
        const Estimate one = estimate(single);
        chart.showTraining(*one.training);
        QCOMPARE(chart.bars().size(), 1);
        QCOMPARE(qobject_cast<QStackedBarSeries*>(chart.chart()->series().front())
                     ->barSets()
                     .front()
                     ->count(),
                 1);
    }

    void aSmallPlanScalesTheAxisToItsBars()
    {
        // 70B on two servers fills most of each GPU: the axis reaches above the capacity line.
        const Estimate big = estimate(parsed(kPretrain));
        ui::MemoryChart chart;
        chart.showTraining(*big.training);
        auto axisTop = [&chart] {
            const QList<QAbstractAxis*> axes = chart.chart()->axes(Qt::Vertical);
            return qobject_cast<QValueAxis*>(axes.front())->max();
        };
        QVERIFY(!chart.capacityOffScale());
        QVERIFY(axisTop() >= chart.capacityGib());
        QCOMPARE(chart.capacityName(), QStringLiteral("Capacity"));
        // A 7B model on a server's CPU memory takes well under a quarter of it: the axis
        // follows the bar (its high total on the scale) and the legend gives the capacity.
        const Scenario cpu = parsed(R"({"format": "gpu-planner.scenario/1", "name": "cpu",
          "workload": "inference", "model": {"preset": "qwen2.5-7b"},
          "hardware": {"cpu": "epyc-9654"},
          "inference": {"engine": "llamacpp", "weights": "gguf-q4_k_m", "device": "cpu",
                        "max_model_len": 8192, "prompt_tokens": 1500, "output_tokens": 300,
                        "peak_concurrency": 2}})");
        const Estimate small = estimate(cpu);
        QVERIFY(small.inference);
        chart.showInference(small.inference->memory, true);
        const double highGib = small.inference->memory.total.high / (1024.0 * 1024 * 1024);
        QVERIFY(chart.capacityGib() > 4 * highGib);
        QVERIFY(chart.capacityOffScale());
        QVERIFY(axisTop() >= highGib);
        QVERIFY(axisTop() < chart.capacityGib() / 2);
        QVERIFY(chart.capacityName().contains(QLocale().toString(chart.capacityGib(), 'f', 0)));
        QCOMPARE(qobject_cast<QLineSeries*>(chart.chart()->series()[1])->name(),
                 chart.capacityName());
        // The sheets use the same rule: above the scale from more than four times the bars.
        QVERIFY(!sheet::capacityAboveScale(80, 20));
        QVERIFY(sheet::capacityAboveScale(80, 19.9));
        QVERIFY(!sheet::capacityAboveScale(80, 0)); // nothing drawn yet: the capacity's scale
    }

    void aFullerMiddleStageIsAThirdBar()
    {
        // DeepSeek-V3 over 16 stages, ep 2: stage 2 holds four MoE layers to the first's one.
        const Scenario s
            = parsed(gp::test::readDataFile(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json")));
        const Estimate e = estimate(s);
        QVERIFY(e.training->middle());
        ui::MemoryChart chart;
        chart.showTraining(*e.training);
        QCOMPARE(chart.bars().size(), 3);
        QCOMPARE(chart.bars()[0].label, QStringLiteral("First stage"));
        QCOMPARE(chart.bars()[1].label, QStringLiteral("Stage 2"));
        QCOMPARE(chart.bars()[2].label, QStringLiteral("Last stage"));
        const TrainingMemory& middle = e.training->middle()->memory;
        QVERIFY(near(chart.bars()[1].segments[0].bytes.expected, middle.weights.bytes.expected));
        QVERIFY(near(chart.bars()[1].total.expected, middle.total.expected));
        // The middle bar crosses the capacity line the others stay under.
        QVERIFY(chart.bars()[1].total.expected > middle.capacityBytes);
        QVERIFY(chart.bars()[0].total.expected < middle.capacityBytes);
        // A sweep draws the fullest stage at each value: here the middle one, checked against
        // every rank of the pipeline.
        const auto document
            = gp::test::readDataJson(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json"));
        const MemorySweep sweep
            = sweepMemory(document, SweepKnob::MicroBatch, {1, 2}, builtinCatalog());
        for (const SweepPoint& point : sweep.points) {
            QVERIFY(point.valid);
            auto changed = document;
            changed["training"]["micro_batch"] = static_cast<int>(point.value);
            const Scenario at = parsed(changed.dump());
            double fullest = 0;
            for (int stage = 0; stage < at.training.pp; ++stage)
                fullest = std::max(
                    fullest, estimateTrainingMemory(at, Detail::TotalsOnly, stage).total.expected);
            QVERIFY(near(point.total, fullest));
            QVERIFY(!point.fits);
        }
        // No stage at all clears the chart rather than reading a first bar that is not there.
        chart.showTraining({});
        QVERIFY(chart.bars().isEmpty());
    }

    void clicksOverNothingDoNotCrash()
    {
        const Scenario s = parsed(kPretrain);
        ui::ScalingChart scaling;
        scaling.resize(400, 300);
        scaling.show();
        scaling.showScaling(s);
        ui::StepTimeChart empty; // no series at all
        empty.resize(300, 200);
        empty.show();
        // Mouse events arrive at a chart view's viewport, as they do from a real mouse.
        for (QChartView* view :
             {static_cast<QChartView*>(&scaling), static_cast<QChartView*>(&empty)})
            for (const QPoint at : {QPoint(2, 2), QPoint(150, 100), QPoint(290, 190)}) {
                QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
                QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
            }
        QVERIFY(true); // reaching here is the point: no crash
    }
};

QTEST_MAIN(TestCharts)
#include "test_charts.moc"
