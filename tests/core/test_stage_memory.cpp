// Pipeline stages' memory: the last stage holds the head, uneven and interleaved layouts, the
// fullest middle stage (by its expert or dense layers) decides the verdict, and a trial run
// calibrates on the fuller stage. Figures are derived by hand from the stage's layers.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"
#include "training/training_fit.h"
#include "training/training_memory.h"
#include "training_scenarios.h"

using namespace gp;
using gp::test::llamaLike;
using gp::test::partBytes;
using gp::test::tinyGpt;

namespace {

// llamaLike() with `layers` layers, eight experts of `moeFfn` (two per token) and four pipeline
// stages on four GPUs (data parallel 1: 16 micro-batches a step); which layers are MoE is the
// caller's (first_dense_layers, moe_layer_step).
nlohmann::json moePipeline(int layers, int moeFfn)
{
    auto doc = llamaLike();
    auto& arch = doc["model"]["architecture"];
    arch["layers"] = layers;
    arch["experts"] = 8;
    arch["experts_per_token"] = 2;
    arch["moe_ffn"] = moeFfn;
    doc["hardware"]["gpus_per_node"] = 4;
    doc["training"]["pp"] = 4;
    doc["training"]["global_batch"] = 16;
    return doc;
}

} // namespace

class TestStageMemory : public QObject
{
    Q_OBJECT

private slots:
    void lastPipelineStageHoldsTheHeadAndOneMicroBatch()
    {
        // Four layers over two stages, eight micro-batches a step. Hand derivation:
        // - each stage holds 2 layers; 1F1B keeps p - r micro-batches in flight: 2 on the first
        //   stage, 1 on the last;
        // - the first stage holds the input embedding (V h = 256000), the last the output head
        //   (V h = 256000, untied) and the final RMSNorm (h = 256): 256 parameters more;
        // - the last stage's layer activations are half the first's (one micro-batch, not two),
        //   plus the fused loss's FP32 softmax, 4 B x s x b x V = 4 x 128 x 1 x 1000.
        auto doc = llamaLike();
        doc["hardware"]["gpus_per_node"] = 2; // data parallel 1: the step's 8 micro-batches
        doc["training"]["pp"] = 2;
        doc["training"]["global_batch"] = 8;
        doc["training"]["recompute"] = "none";
        const Scenario scenario = gp::test::parsedScenario(doc);
        const TrainingMemory first = estimateTrainingMemory(scenario);
        const TrainingMemory last
            = estimateTrainingMemory(scenario, Detail::Full, lastStage(scenario));
        QCOMPARE(first.layout.layersOnGpu, std::int64_t{2});
        QCOMPARE(last.layout.layersOnGpu, std::int64_t{2});
        QCOMPARE(first.layout.inFlightMicroBatches, 2.0);
        QCOMPARE(last.layout.inFlightMicroBatches, 1.0);
        QCOMPARE(last.layout.parametersOnGpu - first.layout.parametersOnGpu, 256.0);
        QCOMPARE(partBytes(first.activations, "activations.logits_and_loss"), -1.0);
        const double logits = 4.0 * 128 * 1 * 1000;
        QCOMPARE(partBytes(last.activations, "activations.logits_and_loss"), logits);
        const double expected = first.activations.bytes.expected / 2 + logits;
        QVERIFY2(std::abs(last.activations.bytes.expected - expected) < 1e-9 * expected,
                 qPrintable(QString::number(last.activations.bytes.expected)));
    }

    void lastStageWithTiedEmbeddingsKeepsACopy()
    {
        // Tied embeddings over two stages: the first holds the word embeddings (V h = 6400) and
        // the learned positions (16 x 64 = 1024), the last a copy of the word embeddings as its
        // head and the final LayerNorm (2 h = 128). One layer each, so the last holds
        // 128 - 1024 = -896 parameters more; the embedding's dropout mask stays on the first.
        auto doc = tinyGpt();
        doc["training"]["pp"] = 2;
        doc["training"]["global_batch"] = 4;
        const Scenario scenario = gp::test::parsedScenario(doc);
        const TrainingMemory first = estimateTrainingMemory(scenario);
        const TrainingMemory last
            = estimateTrainingMemory(scenario, Detail::Full, lastStage(scenario));
        QCOMPARE(last.layout.parametersOnGpu - first.layout.parametersOnGpu, -896.0);
        QCOMPARE(partBytes(first.activations, "activations.embedding_dropout"), 1.0 * 16 * 2 * 64);
        QCOMPARE(partBytes(last.activations, "activations.embedding_dropout"), -1.0);
    }

    void stageLayersUnevenAndInterleaved()
    {
        // Ten layers over four stages: Megatron gives ceil(10/4) = 3 to each stage but the
        // last, which keeps 10 - 3 x 3 = 1.
        auto doc = llamaLike();
        doc["model"]["architecture"]["layers"] = 10;
        doc["training"]["pp"] = 4;
        doc["training"]["global_batch"] = 8;
        Scenario scenario = gp::test::parsedScenario(doc);
        QCOMPARE(estimateTrainingMemory(scenario).layout.layersOnGpu, std::int64_t{3});
        QCOMPARE(
            estimateTrainingMemory(scenario, Detail::Full, lastStage(scenario)).layout.layersOnGpu,
            std::int64_t{1});
        // Eight layers, p = 2, v = 2: chunks of 2 layers; the last stage holds chunks 1 and 3
        // (4 layers). Warm-up on stage r: 2(p-1-r) + (v-1)p + 1 chunks (at most m v = 16), over
        // v: the first stage (2 + 2 + 1) / 2 = 2.5 micro-batches, the last (0 + 2 + 1) / 2 = 1.5.
        doc = llamaLike();
        doc["hardware"]["gpus_per_node"] = 2; // data parallel 1: m = 8 micro-batches
        doc["model"]["architecture"]["layers"] = 8;
        doc["training"]["pp"] = 2;
        doc["training"]["virtual_stages"] = 2;
        doc["training"]["global_batch"] = 8;
        scenario = gp::test::parsedScenario(doc);
        const TrainingMemory first = estimateTrainingMemory(scenario);
        const TrainingMemory last
            = estimateTrainingMemory(scenario, Detail::Full, lastStage(scenario));
        QCOMPARE(first.layout.layersOnGpu, std::int64_t{4});
        QCOMPARE(last.layout.layersOnGpu, std::int64_t{4});
        QCOMPARE(first.layout.inFlightMicroBatches, 2.5);
        QCOMPARE(last.layout.inFlightMicroBatches, 1.5);
    }

    void middleStageWithMoreExpertLayersIsSized()
    {
        // Eight layers over four stages of two, the first three dense (DeepSeek's
        // first_k_dense): stage 0 holds layers 0-1 (dense) and the embedding, stage 1 layers 2-3
        // (one dense, one MoE), stage 2 layers 4-5 (both MoE), stage 3 layers 6-7 and the head.
        // Parameters per layer, by hand (h 256, 8 heads of 32, 2 KV heads, no biases):
        // - attention: 256 x 256 (q) + 2 x 256 x 64 (k, v) + 256 x 256 (o) = 163,840;
        // - dense MLP: 3 x 256 x 768 = 589,824; MoE: 8 experts x 3 x 256 x 512 = 3,145,728 and
        //   a router of 256 x 8 = 2,048; two RMSNorms: 512.
        // Dense layer 754,176, MoE layer 3,312,128: stage 2 holds
        // 2 x 3,312,128 - 2 x 754,176 - 256,000 (the embedding, V h) = 4,859,904 more than
        // stage 0, with p - r = 2 micro-batches in flight against 4.
        auto doc = moePipeline(8, 512);
        auto& arch = doc["model"]["architecture"];
        arch["first_dense_layers"] = 3;
        const Scenario scenario = gp::test::parsedScenario(doc);
        const TrainingMemory first = estimateTrainingMemory(scenario);
        const auto middle = fullestOfStages(scenario, middleStagesToWeigh(scenario));
        QVERIFY(middle);
        QCOMPARE(middle->layout.stage, 2);
        QCOMPARE(middle->layout.moeLayersOnGpu, std::int64_t{2});
        QCOMPARE(middle->layout.inFlightMicroBatches, 2.0);
        QCOMPARE(first.layout.inFlightMicroBatches, 4.0);
        QCOMPARE(middle->layout.parametersOnGpu - first.layout.parametersOnGpu, 4859904.0);
        // BF16 weights: 2 bytes per parameter.
        QCOMPARE(middle->weights.bytes.expected - first.weights.bytes.expected, 2 * 4859904.0);
        // The estimate carries it, with its parts, as the stage a third bar shows.
        const Estimate e = estimate(scenario);
        QVERIFY(e.training->middle());
        QCOMPARE(e.training->middle()->memory.layout.stage, 2);
        QVERIFY(!e.training->middle()->memory.weights.parts.empty());
        QCOMPARE(e.training->middle()->memory.total.expected, middle->total.expected);
        QCOMPARE(e.training->stages.size(), std::size_t{3});
        // All layers MoE: no middle stage holds more than the first, so none is weighed.
        arch["first_dense_layers"] = 0;
        QVERIFY(middleStagesToWeigh(gp::test::parsedScenario(doc)).empty());
        QCOMPARE(estimate(gp::test::parsedScenario(doc)).training->stages.size(), std::size_t{2});
    }

    void deepSeekMiddleStageDecidesTheVerdict()
    {
        // DeepSeek-V3 (61 layers, the first 3 dense) over 16 stages of ceil(61/16) = 4: stage 0
        // holds layers 0-3 (one MoE), stage 1 layers 4-7 (four MoE). With tp 8 and only ep 2
        // each MoE layer keeps half its 256 experts per GPU, so the first stage fits an H100 and
        // the second does not. Its parameters exceed the first's by three MoE layers less three
        // dense ones and the embedding, each split as the GPU holds it: attention, dense MLP and
        // shared experts by tp, routed experts by ep, norms and the router whole.
        const auto doc
            = gp::test::readDataJson(QStringLiteral("scenarios/deepseek-v3-pp16-ep2.json"));
        const Scenario scenario = gp::test::parsedScenario(doc);
        const ParameterCount count = countParameters(scenario.model.architecture);
        auto onGpu = [](const LayerParameters& l) {
            return static_cast<double>(l.attention + l.denseMlp + l.sharedExperts) / 8
                + static_cast<double>(l.routedExperts) / 2
                + static_cast<double>(l.norms + l.router);
        };
        const double more = 3 * onGpu(count.moeLayer) - 3 * onGpu(count.denseLayer)
            - static_cast<double>(count.inputEmbedding) / 8;
        const Estimate e = estimate(scenario);
        QVERIFY(e.training->middle());
        const TrainingMemory& middle = e.training->middle()->memory;
        QCOMPARE(middle.layout.stage, 1);
        QCOMPARE(middle.layout.moeLayersOnGpu, std::int64_t{4});
        QCOMPARE(e.training->first().memory.layout.moeLayersOnGpu, std::int64_t{1});
        const double difference
            = middle.layout.parametersOnGpu - e.training->first().memory.layout.parametersOnGpu;
        QVERIFY2(std::abs(difference - more) < 1e-9 * more,
                 qPrintable(QString::number(difference)));
        QVERIFY(e.training->first().fits);
        QVERIFY(e.training->last()->fits);
        QVERIFY(!e.training->middle()->fits);
        QVERIFY(!e.training->allFit());
        QCOMPARE(&e.training->busiestStage().memory, &middle);
        // Nothing fits this layout at any micro-batch or length: the middle stage's weights alone
        // are too many.
        QCOMPARE(e.trainingFit->maxMicroBatch, 0);
        const auto advice = std::find_if(e.advice.begin(), e.advice.end(), [](const Note& n) {
            return n.id == "memory.middle_stage_over_moe";
        });
        QVERIFY(advice != e.advice.end());
        QCOMPARE(advice->level, std::string("critical"));
        QCOMPARE(advice->args[0], std::string("2"));
        QCOMPARE(advice->args[1], std::string("16"));
        QCOMPARE(advice->args[4], std::string("4"));
        QCOMPARE(advice->args[5], std::string("1"));
        const nlohmann::json j = estimateToJson(e, scenario);
        QCOMPARE(j["memory"]["busiest_stage"].get<std::string>(), std::string("middle"));
        QCOMPARE(j["memory"]["middle_stage"]["stage"].get<std::string>(), std::string("middle"));
        QCOMPARE(j["memory"]["middle_stage"]["stage_index"].get<int>(), 1);
        QVERIFY(!j["memory"]["all_stages_fit"].get<bool>());
        // Expert parallelism 16 (over data parallel 16, 2,048 GPUs) spreads the experts thin
        // enough: every stage fits.
        auto wide = doc;
        wide["training"]["ep"] = 16;
        wide["hardware"]["nodes"] = 256;
        const Estimate spread = estimate(gp::test::parsedScenario(wide));
        QVERIFY(spread.training->middle());
        QVERIFY(spread.training->allFit());
    }

    void aMiddleStageFullerByItsDenseLayersSaysSo()
    {
        // MoE every other layer (layers 0, 2, 4, ...) with experts smaller than the dense MLP:
        // 8 x 3 x 256 x 32 = 196,608 expert weights against 589,824 of a dense MLP. Eleven layers
        // over four stages of three (the last keeps two): stage 0 holds MoE, dense, MoE and the
        // embedding, stage 1 dense, MoE, dense; the last dense, MoE and the head. Stage 1 holds
        // a dense layer (754,176 parameters) where stage 0 holds an MoE one (363,008) and the
        // embedding (256,000): 135,168 parameters more, more than one micro-batch fewer of
        // checkpoints takes away.
        // The second stage, with one dense layer more, needs more than the first; on a GPU whose
        // memory lies between the two the first fits and the second does not, and says why.
        auto doc = moePipeline(11, 32);
        doc["model"]["architecture"]["moe_layer_step"] = 2;
        doc["training"]["recompute"] = "full";
        const Scenario onH100 = gp::test::parsedScenario(doc);
        const Estimate sized = estimate(onH100);
        QVERIFY(sized.training->middle());
        QCOMPARE(sized.training->middle()->memory.layout.stage, 1);
        QCOMPARE(sized.training->middle()->memory.layout.moeLayersOnGpu, std::int64_t{1});
        QCOMPARE(sized.training->first().memory.layout.moeLayersOnGpu, std::int64_t{2});
        QCOMPARE(sized.training->middle()->memory.layout.parametersOnGpu
                     - sized.training->first().memory.layout.parametersOnGpu,
                 135168.0);
        QCOMPARE(&sized.training->busiestStage().memory, &sized.training->middle()->memory);
        // A GPU whose capacity lies between the first stage's total and the middle one's.
        const double gib = 1024.0 * 1024 * 1024;
        const double first = sized.training->first().memory.total.expected;
        const double middle = sized.training->middle()->memory.total.expected;
        QVERIFY(middle > first);
        // A custom GPU's capacity is its memory_gib (no usable share given).
        doc["hardware"]["gpu"] = {{"name", "Small card"},
                                  {"memory_gib", (first + middle) / 2 / gib},
                                  {"bandwidth_gbps", 1000},
                                  {"bf16_tflops", 100}};
        const Estimate small = estimate(gp::test::parsedScenario(doc));
        QVERIFY(small.training->first().fits);
        QVERIFY(!small.training->middle()->fits);
        const auto advice
            = std::find_if(small.advice.begin(), small.advice.end(),
                           [](const Note& n) { return n.id == "memory.middle_stage_over_dense"; });
        QVERIFY(advice != small.advice.end());
        QCOMPARE(advice->args[4], std::string("2"));
        QCOMPARE(advice->args[5], std::string("1"));
    }

    void freezeTrainsTheMiddleStages()
    {
        // Eight layers over four stages, the last six trained: stage 0 holds layers 0-1, both
        // frozen, stages 1 and 2 two trained layers each, stage 3 two and the head. Stage 1 is
        // the fullest in the middle (three micro-batches in flight against two) and needs more
        // than the first, which keeps no gradients, no optimizer states and, without
        // recomputation, no activations. Its trained parameters: the linear weights of two
        // layers, 2 x (163,840 + 589,824) = 1,507,328 (the norms stay frozen).
        auto doc = llamaLike();
        doc["model"]["architecture"]["layers"] = 8;
        doc["hardware"]["gpus_per_node"] = 4;
        doc["training"]["pp"] = 4;
        doc["training"]["global_batch"] = 16;
        doc["training"]["method"] = "freeze";
        doc["training"]["trainable_layers"] = 6;
        doc["training"]["recompute"] = "none";
        const Scenario scenario = gp::test::parsedScenario(doc);
        const Estimate e = estimate(scenario);
        QVERIFY(e.training->middle());
        const TrainingMemory& middle = e.training->middle()->memory;
        QCOMPARE(middle.layout.stage, 1);
        QCOMPARE(middle.layout.trainedLayersOnGpu, std::int64_t{2});
        QCOMPARE(e.training->first().memory.layout.trainedLayersOnGpu, std::int64_t{0});
        QCOMPARE(e.training->first().memory.layout.trainableParametersOnGpu, 0.0);
        QCOMPARE(middle.layout.trainableParametersOnGpu, 1507328.0);
        QCOMPARE(e.training->first().memory.gradients.bytes.expected, 0.0);
        QVERIFY(middle.gradients.bytes.expected > 0);
        QCOMPARE(&e.training->busiestStage().memory, &middle);
        // Llama 3.1 70B, the last 60 of 80 layers trained over four stages of 20: the first
        // stage keeps no states and fits an H100, the second holds 20 trained layers' and does
        // not; the advice says which stage and why.
        const Estimate big = estimate(gp::test::parsedScenario(nlohmann::json::parse(R"({
            "format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-70b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 4},
            "training": {"method": "freeze", "trainable_layers": 60, "pp": 4, "micro_batch": 1,
                         "global_batch": 16, "seq_len": 2048, "recompute": "selective"}})")));
        QVERIFY(big.training->first().fits);
        QVERIFY(big.training->middle() && !big.training->middle()->fits);
        const auto advice = std::find_if(big.advice.begin(), big.advice.end(), [](const Note& n) {
            return n.id == "memory.middle_stage_over_trained";
        });
        QVERIFY(advice != big.advice.end());
        QCOMPARE(advice->args[0], std::string("2"));
        QCOMPARE(advice->args[4], std::string("20"));
        QCOMPARE(advice->args[5], std::string("0"));
    }

    void firstStageBoundsEveryMiddleStageNotWeighed()
    {
        // middleStagesToWeigh keeps only the middle stages whose mix of layers the first does not
        // bound. Against brute force over every rank: the first stage and the fullest of those
        // together need at least as much as any middle stage, and when the returned one needs
        // more than the first it is the fullest middle stage (the estimate shows it either way).
        int weighed = 0;
        int bounded = 0;
        for (const char* method : {"full", "lora", "freeze"})
            for (int kind = 0; kind < 4; ++kind) // dense, all MoE, dense first, MoE every other
                for (int pp : {3, 4, 5, 7})
                    for (int virtualStages : {1, 2})
                        for (const char* recompute : {"none", "full"}) {
                            auto doc = llamaLike();
                            auto& arch = doc["model"]["architecture"];
                            arch["layers"] = 14;
                            if (kind > 0) {
                                arch["experts"] = 8;
                                arch["experts_per_token"] = 2;
                                arch["moe_ffn"] = kind == 3 ? 32 : 256;
                            }
                            if (kind == 2)
                                arch["first_dense_layers"] = 3;
                            if (kind == 3)
                                arch["moe_layer_step"] = 2;
                            doc["hardware"]["gpus_per_node"] = pp;
                            doc["training"]["pp"] = pp;
                            doc["training"]["virtual_stages"] = virtualStages;
                            doc["training"]["global_batch"] = 4 * pp;
                            doc["training"]["method"] = method;
                            doc["training"]["trainable_layers"] = 9;
                            doc["training"]["recompute"] = recompute;
                            const auto parsed = parseScenario(doc.dump(), builtinCatalog());
                            if (!parsed.scenario)
                                continue; // 14 layers do not interleave over every pp
                            const Scenario& s = *parsed.scenario;
                            double mostInMiddle = 0;
                            for (int stage = 1; stage < pp - 1; ++stage)
                                mostInMiddle
                                    = std::max(mostInMiddle,
                                               estimateTrainingMemory(s, Detail::TotalsOnly, stage)
                                                   .total.expected);
                            const std::string where = std::string(method) + " kind "
                                + std::to_string(kind) + " pp " + std::to_string(pp) + " v "
                                + std::to_string(virtualStages) + " " + recompute;
                            const double first
                                = estimateTrainingMemory(s, Detail::TotalsOnly).total.expected;
                            const auto middle = fullestOfStages(s, middleStagesToWeigh(s));
                            (middle ? weighed : bounded) += 1;
                            const double returned = middle ? middle->total.expected : 0;
                            QVERIFY2(std::max(first, returned) >= mostInMiddle, where.c_str());
                            if (returned > first)
                                QVERIFY2(returned == mostInMiddle, where.c_str());
                        }
        // Both branches ran, many times.
        QVERIFY(weighed > 20);
        QVERIFY(bounded > 20);
    }

    void anOverfullLastStageDecidesTheVerdict()
    {
        // A LoRA fine-tune (Hugging Face's loss) keeps 16-bit logits, FP32 log-softmax and its
        // gradients: 14 B x s x V on the last stage at the backward's start, 14 x 65536 x 152064
        // B = 130 GiB for Qwen2.5's vocabulary, more than an H100 holds, while the first stage
        // (no logits) fits easily. The layer recomputed after it needs less.
        const Scenario scenario = gp::test::parsedScenario(nlohmann::json::parse(R"({
            "format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "qwen2.5-7b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"method": "lora", "micro_batch": 1, "global_batch": 8,
                         "seq_len": 65536, "pp": 2, "recompute": "full"}})"));
        const Estimate e = estimate(scenario);
        QVERIFY(e.training->first().fits);
        QVERIFY(e.training->last());
        QCOMPARE(partBytes(e.training->last()->memory.activations, "activations.logits_and_loss"),
                 14.0 * 65536 * 152064);
        QVERIFY(!e.training->last()->fits);
        QVERIFY(!e.training->allFit());
        QCOMPARE(&e.training->busiestStage().memory, &e.training->last()->memory);
        // The advice is about the fuller stage, and names the unfused loss (LoRA's path).
        QVERIFY(std::any_of(e.advice.begin(), e.advice.end(), [](const Note& n) {
            return n.id == "memory.last_stage_over_unfused" && n.level == "critical";
        }));
        QVERIFY(std::any_of(e.advice.begin(), e.advice.end(),
                            [](const Note& n) { return n.id == "memory.does_not_fit"; }));
        QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
                            [](const Note& n) { return n.id == "assume.unfused_loss"; }));
        const auto oom
            = std::find_if(e.decisions.begin(), e.decisions.end(),
                           [](const DecisionRow& r) { return r.id == "decide.train.oom"; });
        QVERIFY(oom != e.decisions.end());
        QCOMPARE(oom->verdict, std::string("likely"));
        // What fits is judged on the fuller stage too: a shorter sequence.
        QVERIFY(e.trainingFit->maxSeqLen < 65536);
        QVERIFY(e.trainingFit->maxSeqLen > 0);
    }

    void trialOfAPipelineCalibratesOnItsFullerStage()
    {
        // The trial runs the target's own layout (pp = 2, one micro-batch of 32768 tokens), and
        // its measured peak is the fullest GPU's. The factor divides by the trial's fuller stage,
        // so the target's fuller stage comes out at the measured 60 GiB exactly.
        const char* text = R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 2},
            "training": {"method": "lora", "micro_batch": 1, "global_batch": 8, "seq_len": 32768,
                         "pp": 2, "recompute": "full",
                         "trial": {"step_time_s": 20, "gpus": 2, "micro_batch": 1, "seq_len": 32768,
                                   "peak_memory_gib": 60}}})";
        const Scenario scenario = gp::test::parsedScenario(nlohmann::json::parse(text));
        const Estimate e = estimate(scenario);
        QVERIFY(e.trainingCalibration && e.training->last());
        const TrainingStage& busiest = e.training->busiestStage();
        QCOMPARE(&busiest, e.training->last()); // the logits make the last one fuller
        const double gib = 1024.0 * 1024 * 1024;
        QVERIFY(std::abs(busiest.judgedTotal.expected - 60 * gib) < 1e-6 * gib);
        QVERIFY(e.training->allFit());
        // The JSON says which stage is the fuller one.
        const nlohmann::json j = estimateToJson(e, scenario);
        QCOMPARE(j["memory"]["busiest_stage"].get<std::string>(), std::string("last"));
        QCOMPARE(j["memory"]["last_stage"]["stage"].get<std::string>(), std::string("last"));
        QVERIFY(j["memory"]["all_stages_fit"].get<bool>());
        // The last stage's "fits" was judged on its calibrated total: the document carries it,
        // so a reader can check the verdict against the capacity.
        const nlohmann::json& last = j["memory"]["last_stage"];
        QVERIFY(last.contains("calibration"));
        QCOMPARE(last["calibration"]["factor"].get<double>(), e.trainingCalibration->factor);
        const double calibrated = last["calibration"]["calibrated_total"]["expected"].get<double>();
        QVERIFY(std::abs(calibrated - 60 * gib) < 1e-6 * gib);
        QCOMPARE(last["fits"].get<bool>(), calibrated <= last["capacity_bytes"].get<double>());
    }

    void aPipelineThatLeavesTheLastStageEmptyIsRefused()
    {
        // Qwen2.5 7B has 28 layers; over 8 stages Megatron gives ceil(28/8) = 4 to each of the
        // first 7 (28 layers) and none to the last. Over 6 stages: 5 x 5 = 25, 3 on the last.
        auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
            "workload": "training", "model": {"preset": "qwen2.5-7b"},
            "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"pp": 8, "global_batch": 8}})");
        auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!parsed.scenario);
        QCOMPARE(parsed.diagnostics.errors().front().id, std::string("train.empty_last_stage"));
        QCOMPARE(parsed.diagnostics.errors().front().path, std::string("training.pp"));
        doc["training"]["pp"] = 6;
        doc["hardware"]["gpus_per_node"] = 6;
        parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        QCOMPARE(estimateTrainingMemory(*parsed.scenario, Detail::Full, lastStage(*parsed.scenario))
                     .layout.layersOnGpu,
                 std::int64_t{3});
    }
};

QTEST_GUILESS_MAIN(TestStageMemory)
#include "test_stage_memory.moc"
