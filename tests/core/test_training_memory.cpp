// Training memory against hand derivations (the arithmetic is written out in each test) and
// properties that must hold whatever the constants: more micro-batch never less memory, more
// ZeRO sharding never more, more TP never more weights.
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

TrainingMemory memoryOf(const nlohmann::json& doc)
{
    return estimateTrainingMemory(gp::test::parsedScenario(doc));
}

} // namespace

class TestTrainingMemory : public QObject
{
    Q_OBJECT

private slots:
    void gptActivationsAreKorthikantisFormula()
    {
        // s=16, b=2, h=64, a=4, one GPU: per layer s*b*h*(34 + 5*a*s/h) = 2048 * (34 + 5) bytes.
        const double perLayer = 16.0 * 2 * 64 * (34 + 5.0 * 4 * 16 / 64);
        const TrainingMemory m = memoryOf(tinyGpt());
        const double layers = partBytes(m.activations, "activations.attention")
            + partBytes(m.activations, "activations.mlp")
            + partBytes(m.activations, "activations.attention_scores");
        QCOMPARE(layers, 2 * perLayer);
        // The embedding's output is layer 0's norm input; only its dropout mask (s * b * h) is
        // extra. Fused FP32 loss: 4 * s * b * V.
        QCOMPARE(partBytes(m.activations, "activations.embedding_dropout"), 1.0 * 16 * 2 * 64);
        QCOMPARE(partBytes(m.activations, "activations.logits_and_loss"), 4.0 * 16 * 2 * 100);
    }

    void tensorParallelismWithAndWithoutSequenceParallelism()
    {
        auto doc = tinyGpt();
        doc["training"]["tp"] = 2;
        const double sbh = 16.0 * 2 * 64;
        TrainingMemory m = memoryOf(doc);
        double layers = partBytes(m.activations, "activations.attention")
            + partBytes(m.activations, "activations.mlp")
            + partBytes(m.activations, "activations.attention_scores");
        QCOMPARE(layers, 2 * sbh * (10 + 24.0 / 2 + 5.0 * 4 * 16 / (64 * 2)));
        doc["training"]["sequence_parallel"] = true;
        m = memoryOf(doc);
        layers = partBytes(m.activations, "activations.attention")
            + partBytes(m.activations, "activations.mlp")
            + partBytes(m.activations, "activations.attention_scores");
        QCOMPARE(layers, 2 * sbh / 2 * (34 + 5.0 * 4 * 16 / 64));
        doc["training"]["recompute"] = "selective"; // drops the s^2 term
        m = memoryOf(doc);
        QCOMPARE(partBytes(m.activations, "activations.attention_scores"), -1.0);
        QCOMPARE(partBytes(m.activations, "activations.attention")
                     + partBytes(m.activations, "activations.mlp"),
                 2 * sbh / 2 * 34);
    }

    void gatedMlpWithGqaByHand()
    {
        // Llama-like, flash attention, no dropout. Per layer and token (bytes):
        //   attention: norm in 2h + QKV in 2h + Q 2*a*d + K 2*k*d + V 2*k*d + out 2*a*d + LSE 4*a
        //   MLP: norm in 2h + MLP in 2h + 8f (gate, up, activation, product)
        const double h = 256, a = 8, k = 2, d = 32, f = 768, tokens = 128;
        const double attention = tokens * (4 * h + 2 * a * d + 4 * k * d + 2 * a * d + 4 * a);
        const double mlp = tokens * (4 * h + 8 * f);
        const TrainingMemory m = memoryOf(llamaLike());
        QCOMPARE(partBytes(m.activations, "activations.attention"), 4 * attention);
        QCOMPARE(partBytes(m.activations, "activations.mlp"), 4 * mlp);
        // The fused-kernel bound keeps 6f instead of 8f.
        const Range mlpRange = m.activations.parts[1].bytes;
        QCOMPARE(mlpRange.low, 4 * tokens * (4 * h + 6 * f));
    }

    void fullRecomputeKeepsLayerInputsAndOneWorkingLayer()
    {
        auto doc = llamaLike();
        doc["training"]["recompute"] = "full";
        const TrainingMemory m = memoryOf(doc);
        QCOMPARE(partBytes(m.activations, "activations.layer_inputs"), 4 * 2.0 * 128 * 256);
        const double h = 256, a = 8, k = 2, d = 32, f = 768, tokens = 128;
        QCOMPARE(partBytes(m.activations, "activations.recompute_working_set"),
                 tokens * (4 * h + 2 * a * d + 4 * k * d + 2 * a * d + 4 * a)
                     + tokens * (4 * h + 8 * f));
    }

    void mixedPrecisionAdamIsSixteenBytesAndZeroShardsIt()
    {
        // 16 GPUs on 2 nodes, dp 16. P per GPU is the whole model (tp = pp = 1).
        auto doc = llamaLike();
        doc["hardware"]["nodes"] = 2;
        const TrainingMemory zero0 = memoryOf(doc);
        const double P = zero0.layout.parametersOnGpu;
        QCOMPARE(zero0.weights.bytes.expected, 2 * P);
        QCOMPARE(zero0.gradients.bytes.expected, 2 * P);
        QCOMPARE(zero0.optimizer.bytes.expected, 12 * P);
        const double expected[4][3] = {{2, 2, 12},
                                       {2, 2, 12.0 / 16},
                                       {2, 2.0 / 16, 12.0 / 16},
                                       {2.0 / 16, 2.0 / 16, 12.0 / 16}};
        for (int stage = 1; stage <= 3; ++stage) {
            doc["training"]["zero_stage"] = stage;
            const TrainingMemory m = memoryOf(doc);
            QCOMPARE(m.weights.bytes.expected, expected[stage][0] * P);
            QCOMPARE(m.gradients.bytes.expected, expected[stage][1] * P);
            QCOMPARE(m.optimizer.bytes.expected, expected[stage][2] * P);
        }
        doc["training"]["zero_stage"] = 0;
        doc["training"]["fp32_grad_accumulation"] = true;
        QCOMPARE(memoryOf(doc).gradients.bytes.expected, 4 * P); // 18 B/param in all
    }

    void optimizersKeepTheirOwnStates()
    {
        auto doc = llamaLike();
        const double P = memoryOf(doc).layout.parametersOnGpu;
        const std::pair<const char*, double> moments[] = {{"adamw-8bit", 2 + 8.0 / 2048},
                                                          {"sgd", 0},
                                                          {"sgd-momentum", 4},
                                                          {"lion", 4},
                                                          {"adafactor", 8.0 / 256}};
        for (const auto& [name, bytes] : moments) {
            doc["training"]["optimizer"] = name;
            const TrainingMemory m = memoryOf(doc);
            QVERIFY2(std::fabs(m.optimizer.bytes.expected - (4 + bytes) * P) < 1e-6 * P,
                     name); // + FP32 master
        }
        doc["training"]["optimizer"] = "adamw";
        doc["training"]["precision"] = "fp32";
        const TrainingMemory fp32 = memoryOf(doc);
        QCOMPARE(fp32.weights.bytes.expected, 4 * P);
        QCOMPARE(fp32.optimizer.bytes.expected, 8 * P); // no master copy
    }

    void loraAdaptersByHand()
    {
        // r = 8 on q and v only: per layer 8 * (256 + 256) + 8 * (256 + 2 * 32); 4 layers.
        auto doc = llamaLike();
        doc["training"]["method"] = "lora";
        doc["training"]["lora_rank"] = 8;
        doc["training"]["lora_targets"] = {"q_proj", "v_proj"};
        const TrainingMemory m = memoryOf(doc);
        const double adapters = 4 * (8.0 * (256 + 256) + 8.0 * (256 + 64));
        QCOMPARE(m.layout.trainableParametersOnGpu, adapters);
        QCOMPARE(m.gradients.bytes.expected, 4 * adapters);
        QCOMPARE(m.optimizer.bytes.expected, 8 * adapters);
        QCOMPARE(partBytes(m.weights, "weights.adapters"), 4 * adapters);
    }

    void qloraBaseIsNf4WithItsConstants()
    {
        auto doc = llamaLike();
        doc["training"]["method"] = "qlora";
        const TrainingMemory m = memoryOf(doc);
        // Linear weights of 4 layers: q, o 256x256 each; k, v 256x64 each; MLP 3 x 256 x 768.
        const double linear = 4 * (2 * 256.0 * 256 + 2 * 256.0 * 64 + 3 * 256.0 * 768);
        const double bpw = 0.5 + 1.0 / 64 + 4.0 / (64 * 256); // double quantisation
        QCOMPARE(partBytes(m.weights, "weights.quantized_base"), linear * bpw);
        doc["training"]["qlora_double_quant"] = false;
        QCOMPARE(partBytes(memoryOf(doc).weights, "weights.quantized_base"),
                 linear * (0.5 + 4.0 / 64));
    }

    void freezeTrainsOnlyTheLastLayers()
    {
        auto doc = llamaLike();
        doc["training"]["method"] = "freeze";
        doc["training"]["trainable_layers"] = 1;
        const TrainingMemory m = memoryOf(doc);
        // One of four layers trains: its linear weights q, o (256x256), k, v (256x64), MLP 3x256x768.
        const double layer = 2 * 256.0 * 256 + 2 * 256.0 * 64 + 3 * 256.0 * 768;
        QCOMPARE(m.gradients.bytes.expected, 2 * layer);
        QCOMPARE(m.optimizer.bytes.expected, 12 * layer);
        QCOMPARE(m.weights.bytes.expected, 2 * m.layout.parametersOnGpu); // all weights stay
    }

    void freezeKeepsActivationsOnlyForTrainedLayers()
    {
        auto doc = llamaLike();
        const double all = partBytes(memoryOf(doc).activations, "activations.mlp");
        doc["training"]["method"] = "freeze";
        doc["training"]["trainable_layers"] = 1;
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.mlp"), all / 4);
    }

    void huggingFaceEagerAttentionKeepsFp32Scores()
    {
        // LoRA is assumed to run on the Hugging Face stack: its eager attention keeps the FP32
        // softmax (4 B) and the 16-bit copy (2 B) per score, and K and V repeated to all heads.
        auto doc = llamaLike();
        doc["training"]["attention"] = "eager";
        doc["training"]["method"] = "lora";
        const TrainingMemory m = memoryOf(doc);
        QCOMPARE(partBytes(m.activations, "activations.attention_scores"), 4 * 6.0 * 8 * 128 * 128);
        const double h = 256, a = 8, d = 32, tokens = 128;
        QCOMPARE(partBytes(m.activations, "activations.attention"),
                 4 * tokens * (4 * h + 2 * a * d + 4 * a * d + 2 * a * d));
    }

    void sdpaMathKernelKeepsASixteenBitSoftmax()
    {
        // PyTorch's SDPA on its math kernel (aten _scaled_dot_product_attention_math): the
        // softmax of every score in 16 bits (the scores before it are freed), and the scaled
        // copies of K and V expanded to all heads, on any stack.
        auto doc = llamaLike();
        doc["training"]["attention"] = "sdpa-math";
        doc["training"]["method"] = "lora";
        const TrainingMemory m = memoryOf(doc);
        QCOMPARE(partBytes(m.activations, "activations.attention_scores"), 4 * 2.0 * 8 * 128 * 128);
        const double h = 256, a = 8, d = 32, tokens = 128;
        QCOMPARE(partBytes(m.activations, "activations.attention"),
                 4 * tokens * (4 * h + 2 * a * d + 4 * a * d + 2 * a * d));
        // Like FlashAttention, it cannot split the sequence over context parallelism.
        doc["training"]["cp"] = 2;
        doc["hardware"]["gpus_per_node"] = 2;
        const ScenarioParseResult refused = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!refused.scenario);
        QCOMPARE(refused.diagnostics.errors().front().id, std::string("train.cp_needs_flash"));
    }

    void loraOnExpertsSplitsWithTheExperts()
    {
        nlohmann::json doc = llamaLike();
        doc["model"]["architecture"]["experts"] = 8;
        doc["model"]["architecture"]["experts_per_token"] = 2;
        doc["model"]["architecture"]["moe_ffn"] = 512;
        doc["training"]["method"] = "lora";
        doc["training"]["lora_targets"] = {"down_proj"};
        doc["training"]["ep"] = 4;
        // r 8 x (512 + 256) per expert; 2 of 8 experts per GPU; 4 layers.
        QCOMPARE(memoryOf(doc).layout.trainableParametersOnGpu, 4 * 2 * 8.0 * (512 + 256));
    }

    void expertsSplitByExpertParallelism()
    {
        nlohmann::json doc = llamaLike();
        doc["model"]["architecture"]["experts"] = 8;
        doc["model"]["architecture"]["experts_per_token"] = 2;
        doc["model"]["architecture"]["moe_ffn"] = 512;
        const double expert = 3 * 256.0 * 512;
        const TrainingMemory ep1 = memoryOf(doc);
        doc["training"]["ep"] = 4;
        const TrainingMemory ep4 = memoryOf(doc);
        // Each GPU keeps 2 of 8 experts in each of 4 layers: 6 experts x 4 layers fewer.
        QCOMPARE(ep1.layout.parametersOnGpu - ep4.layout.parametersOnGpu, 4 * 6 * expert);
        // Expert activations: every token visits 2 experts, each keeping 4h (copies) + 8 x moe_ffn.
        const double tokens = 128, h = 256;
        const double routed = 4 * tokens * 2 * (4 * h + 8 * 512);
        const double shared = 4 * tokens * (4 * h + 4 * 8); // norm/MLP inputs, FP32 router logits
        QCOMPARE(partBytes(ep4.activations, "activations.mlp"), routed + shared);
    }

    void contextParallelismSplitsTheSequence()
    {
        auto doc = llamaLike();
        const double cp1 = partBytes(memoryOf(doc).activations, "activations.attention");
        doc["training"]["cp"] = 2;
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.attention"), cp1 / 2);
    }

    void precisionBoundsAreExplicit()
    {
        auto doc = llamaLike();
        const double P = memoryOf(doc).layout.parametersOnGpu;
        doc["training"]["precision"] = "bf16-pure";
        TrainingMemory m = memoryOf(doc);
        // PyTorch's optimizers keep the moments in the parameters' BF16; no master copy.
        QCOMPARE(m.optimizer.bytes, Range::exactly(4 * P));
        doc["training"]["precision"] = "fp8-mixed";
        m = memoryOf(doc);
        QCOMPARE(m.weights.bytes.expected, 2 * P);
        QVERIFY(m.weights.bytes.high > 2 * P); // cached FP8 copies of the linear weights
        QCOMPARE(m.optimizer.bytes.expected, 12 * P);
    }

    void pipelineKeepsMicroBatchesInFlight()
    {
        auto doc = llamaLike();
        doc["model"]["architecture"]["layers"] = 16;
        doc["training"]["pp"] = 4;
        doc["training"]["global_batch"] = 2 * 2; // dp 2, micro 1: 2 micro-batches per step
        TrainingMemory m = memoryOf(doc);
        QCOMPARE(m.layout.layersOnGpu, std::int64_t(4));
        QCOMPARE(m.layout.inFlightMicroBatches, 2.0); // fewer than p
        doc["training"]["global_batch"] = 2 * 8;
        doc["training"]["virtual_stages"] = 2;
        m = memoryOf(doc);
        QCOMPARE(m.layout.inFlightMicroBatches, 4 * (1 + 3.0 / 8)); // p (1 + (p-1)/(p v))
        // A step of exactly p micro-batches runs every forward first: p in flight, not more.
        doc["training"]["global_batch"] = 2 * 4;
        QCOMPARE(memoryOf(doc).layout.inFlightMicroBatches, 4.0);
        QCOMPARE(partBytes(m.activations, "activations.logits_and_loss"),
                 -1.0); // on the last stage
    }

    void offloadMovesStatesToTheHost()
    {
        auto doc = llamaLike();
        doc["training"]["zero_stage"] = 2;
        doc["training"]["offload_optimizer"] = true;
        const TrainingMemory m = memoryOf(doc);
        const double P = m.layout.parametersOnGpu;
        QCOMPARE(m.optimizer.bytes.expected, 0.0);
        // Per GPU on the host: 12 B of states and master weights + 4 B of FP32 gradients, / dp 8;
        // times 8 GPUs per server.
        QCOMPARE(m.hostBytesPerNode.expected, 16 * P / 8 * 8);
    }

    void moreMicroBatchNeverLessMemory()
    {
        auto doc = llamaLike();
        double previous = 0;
        for (int micro : {1, 2, 3, 4, 8, 16}) {
            doc["training"]["micro_batch"] = micro;
            doc["training"].erase("global_batch");
            const double total = memoryOf(doc).total.expected;
            QVERIFY(total >= previous);
            previous = total;
        }
    }

    void moreShardingNeverMoreMemoryAndMoreTpNeverMoreWeights()
    {
        auto doc = llamaLike();
        doc["hardware"]["nodes"] = 2;
        double previous = 1e300;
        for (int stage = 0; stage <= 3; ++stage) {
            doc["training"]["zero_stage"] = stage;
            const TrainingMemory m = memoryOf(doc);
            const double states = m.weights.bytes.expected + m.gradients.bytes.expected
                + m.optimizer.bytes.expected;
            QVERIFY(states <= previous);
            previous = states;
        }
        doc["training"]["zero_stage"] = 0;
        previous = 1e300;
        for (int tp : {1, 2}) { // kv_heads = 2 bounds TP here
            doc["training"]["tp"] = tp;
            const double weights = memoryOf(doc).weights.bytes.expected;
            QVERIFY(weights <= previous);
            previous = weights;
        }
    }

    void fitSearchFindsTheEdges()
    {
        // A LoRA fine-tune of a 7B model on one H200: the search results must sit exactly at the
        // edge where the expected total crosses the capacity.
        nlohmann::json doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "qwen2.5-7b"}, "hardware": {"gpu": "h200", "gpus_per_node": 8},
            "training": {"method": "lora", "seq_len": 2048, "micro_batch": 1, "global_batch": 8}})");
        auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        const Scenario base = *parsed.scenario;
        const TrainingFit fit = findTrainingFit(base);
        auto totalWith = [&](auto change) {
            Scenario s = base;
            change(s.training);
            const TrainingMemory m = estimateTrainingMemory(s);
            return m.total.expected - m.capacityBytes;
        };
        QVERIFY(fit.maxMicroBatch > 1);
        QVERIFY(totalWith([&](TrainingSpec& t) { t.microBatch = fit.maxMicroBatch; }) <= 0);
        QVERIFY(totalWith([&](TrainingSpec& t) { t.microBatch = fit.maxMicroBatch + 1; }) > 0);
        QVERIFY(fit.maxSeqLen > 2048);
        QVERIFY(totalWith([&](TrainingSpec& t) { t.seqLen = fit.maxSeqLen; }) <= 0);
        if (fit.maxSeqLen < base.model.architecture.maxPosition)
            QVERIFY(totalWith([&](TrainingSpec& t) { t.seqLen = fit.maxSeqLen + 1; }) > 0);
        QCOMPARE(fit.minGpus, std::int64_t(1)); // it fits on one GPU already
    }

    void smallestGpuCountUsesZeroSharding()
    {
        // Full training of an 8B model with ZeRO-3 cannot fit on one 80 GB GPU (16 B/param),
        // but fits once the states are sharded over enough replicas.
        nlohmann::json doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm"},
            "training": {"zero_stage": 3, "seq_len": 2048, "recompute": "full"}})");
        auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        const TrainingFit fit = findTrainingFit(*parsed.scenario);
        QVERIFY(fit.minDp > 1);
        Scenario s = *parsed.scenario;
        s.training.dp = fit.minDp;
        QVERIFY(estimateTrainingStages(s, Detail::Full).allFit());
        s.training.dp = fit.minDp - 1;
        QVERIFY(!estimateTrainingStages(s, Detail::Full).allFit());
        QCOMPARE(fit.minGpus, std::int64_t(fit.minDp));
    }

    void trialRunCalibratesTheTotal()
    {
        auto doc = llamaLike();
        doc["training"]["micro_batch"] = 4;
        doc["training"]["trial"] = {{"step_time_s", 0.5},
                                    {"gpus", 8},
                                    {"micro_batch", 1},
                                    {"seq_len", 128},
                                    {"peak_memory_gib", 1.0}};
        auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY2(parsed.scenario, parsed.diagnostics.summary().c_str());
        // The trial configuration is llamaLike() itself: its estimate is the reference.
        const double trialEstimate = memoryOf(llamaLike()).total.expected;
        const TrainingMemory target = estimateTrainingMemory(*parsed.scenario);
        const auto calibration = calibrateTrainingMemory(*parsed.scenario);
        QVERIFY(calibration);
        QCOMPARE(calibration->trialEstimateBytes, trialEstimate);
        const double factor = 1024.0 * 1024 * 1024 / trialEstimate;
        QCOMPARE(calibration->factor, factor);
        const Estimate e = estimate(*parsed.scenario);
        QVERIFY(e.trainingCalibration);
        QCOMPARE(e.training->calibration, factor);
        QCOMPARE(e.training->first().judgedTotal.expected, target.total.expected * factor);
        // What fits is judged with the same correction as the plan.
        QCOMPARE(e.trainingFit->maxMicroBatch,
                 findTrainingFit(*parsed.scenario, factor).maxMicroBatch);
        QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
                            [](const Note& n) { return n.id == "assume.memory_calibrated"; }));
    }

    void capacityHeadroomAndAdvice()
    {
        nlohmann::json doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-70b"}, "hardware": {"gpu": "h100-sxm"},
            "training": {"seq_len": 4096, "micro_batch": 1}})");
        auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        const Estimate e = estimate(*parsed.scenario);
        QVERIFY(e.training);
        QCOMPARE(e.training->first().memory.capacityBytes,
                 79.1 * 1024 * 1024 * 1024); // usable, not the label
        QVERIFY(!e.training->first().fits);
        QVERIFY(e.training->first().headroom.expected < 0);
        std::vector<std::string> ids;
        for (const auto& note : e.advice)
            ids.push_back(note.id);
        QCOMPARE(ids.front(), std::string("memory.does_not_fit"));
        QVERIFY(std::find(ids.begin(), ids.end(), "memory.try_lora") != ids.end());
    }
};

QTEST_GUILESS_MAIN(TestTrainingMemory)
#include "test_training_memory.moc"
