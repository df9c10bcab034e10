// What the training framework changes in memory: the loss it computes over the vocabulary, the
// offloaded layer inputs, DeepSpeed's FP32 gradients, and the three peaks (allocated, reserved,
// the whole device). Each figure is derived by hand in the test.
#include "common/test_support.h"
#include "scenario/scenario_parser.h"
#include "training/framework_memory.h"
#include "training/training_memory.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <optional>

using namespace gp;
using gp::test::partOf;
using gp::test::requiredPart;
using gp::test::trainingMemoryOf;

namespace {

// Four layers of width 256, a vocabulary of 32,000 (the logits dominate at 128 tokens), one
// H100.
nlohmann::json smallModel()
{
    return nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 4, "hidden": 256, "heads": 8, "kv_heads": 2,
                  "ffn": 768, "vocab": 32000, "max_position": 4096}},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 1},
        "training": {"seq_len": 128, "micro_batch": 2}
    })");
}

// Equal to rounding: sums taken in another order.
bool near(const Range& a, const Range& b)
{
    auto close = [](double x, double y) { return std::abs(x - y) <= 1e-9 * std::max(1.0, y); };
    return close(a.low, b.low) && close(a.expected, b.expected) && close(a.high, b.high);
}

constexpr double kLogits = 128.0 * 2 * 32000; // s x b x V

} // namespace

class TestFrameworkMemory : public QObject
{
    Q_OBJECT

private slots:
    void eachFrameworkHasItsUsualLoss()
    {
        auto loss = [](const char* framework, const char* method) {
            auto doc = smallModel();
            doc["training"]["framework"] = framework;
            doc["training"]["method"] = method;
            return resolvedLoss(gp::test::parsedScenario(doc).training);
        };
        QCOMPARE(loss("auto", "full"), Loss::Fused); // Megatron-LM
        QCOMPARE(loss("auto", "lora"), Loss::FullLogits); // Hugging Face PEFT
        QCOMPARE(loss("megatron", "full"), Loss::Fused);
        QCOMPARE(loss("torchtitan", "full"), Loss::FullLogits);
        QCOMPARE(loss("hf", "full"), Loss::FullLogits);
        QCOMPARE(loss("torchtune", "lora"), Loss::Chunked);
        QCOMPARE(loss("unsloth", "qlora"), Loss::FusedLinear);
        // The scenario's own choice wins.
        auto doc = smallModel();
        doc["training"]["framework"] = "hf";
        doc["training"]["loss"] = "fused-linear";
        QCOMPARE(resolvedLoss(gp::test::parsedScenario(doc).training), Loss::FusedLinear);
    }

    void theLossSetsTheLogitsBytes()
    {
        // Without recomputation the loss's peak adds to the saved activations as it stands.
        auto bytesWith = [](const char* loss) {
            auto doc = smallModel();
            doc["training"]["loss"] = loss;
            return requiredPart(trainingMemoryOf(doc).activations, "activations.logits_and_loss");
        };
        // PyTorch's cross entropy on an FP32 copy: 2 + 4 B held, 4 + 4 B of gradients: 14 B.
        QCOMPARE(bytesWith("full-logits"), (Range{10, 14, 18} * kLogits));
        // Megatron: the FP32 softmax and its gradient in place (Korthikanti et al.'s 4 B).
        QCOMPARE(bytesWith("fused"), (Range{4, 4, 6} * kLogits));
        QCOMPARE(bytesWith("chunked"), (Range{4, 6, 8} * kLogits));
        // Fused with the head: a chunk of about tokens x hidden FP32 logits, no vocabulary term.
        QCOMPARE(bytesWith("fused-linear"), (Range{0, 4, 6} * (128.0 * 2 * 256)));
        // The model's 16-bit logits as they are: logits, log-softmax and both gradients, 2 B each.
        QCOMPARE(bytesWith("full-logits-16bit"), (Range{6, 8, 10} * kLogits));
    }

    void withRecomputationTheLossAndALayerDoNotAdd()
    {
        // The loss's peak is over before the first layer is recomputed: the activations beyond
        // the layer inputs are the larger of the two, never their sum.
        auto doc = smallModel();
        doc["training"]["recompute"] = "full";
        doc["training"]["loss"] = "full-logits";
        const TrainingMemory withLogits = trainingMemoryOf(doc);
        const double inputs = 2.0 * 128 * 2 * 256 * 4; // 2 x s x b x h per layer, 4 layers
        QCOMPARE(requiredPart(withLogits.activations, "activations.layer_inputs").expected, inputs);
        const Range loss = Range{10, 14, 18} * kLogits;
        QCOMPARE(requiredPart(withLogits.activations, "activations.logits_and_loss"), loss);
        QVERIFY(!partOf(withLogits.activations, "activations.recompute_working_set"));
        QCOMPARE(withLogits.activations.bytes, loss + Range::exactly(inputs));

        // With the head fused into the loss the recomputed layer is the larger.
        doc["training"]["loss"] = "fused-linear";
        const TrainingMemory fused = trainingMemoryOf(doc);
        QVERIFY(!partOf(fused.activations, "activations.logits_and_loss"));
        const Range layer = requiredPart(fused.activations, "activations.recompute_working_set");
        QVERIFY(layer.expected > 4.0 * 128 * 2 * 256);
        QCOMPARE(fused.activations.bytes, layer + Range::exactly(inputs));
    }

    void offloadedInputsWaitInHostMemory()
    {
        auto doc = smallModel();
        doc["hardware"]["gpus_per_node"] = 2;
        doc["training"]["recompute"] = "offload";
        const TrainingMemory m = trainingMemoryOf(doc);
        const double input = 2.0 * 128 * 2 * 256; // one layer's input
        // The GPU keeps the input being recomputed and the next one on its way back; the host
        // keeps all four layers' inputs for each of the server's two GPUs.
        QCOMPARE(requiredPart(m.activations, "activations.layer_inputs"),
                 Range::exactly(2 * input));
        QCOMPARE(m.hostBytesPerNode, Range::exactly(4 * input * 2));
        // A stage of one layer keeps that one input only.
        auto one = doc;
        one["model"]["architecture"]["layers"] = 1;
        QCOMPARE(requiredPart(trainingMemoryOf(one).activations, "activations.layer_inputs"),
                 Range::exactly(input));
        // Full recomputation keeps every input on the GPU instead: two fewer on it here.
        doc["training"]["recompute"] = "full";
        const TrainingMemory full = trainingMemoryOf(doc);
        QCOMPARE(full.activations.bytes.expected - m.activations.bytes.expected, 2 * input);
    }

    // FP32 training saves FP32 activations: the layers' tensors (and their kept inputs under
    // recomputation) are twice the 16-bit ones, dropout masks stay one byte.
    void fp32TrainingKeepsFp32Activations()
    {
        nlohmann::json doc = smallModel();
        doc["training"]["recompute"] = "none";
        const TrainingMemory half = trainingMemoryOf(doc);
        doc["training"]["precision"] = "fp32";
        const TrainingMemory full = trainingMemoryOf(doc);
        QVERIFY(near(requiredPart(full.activations, "activations.mlp"),
                     requiredPart(half.activations, "activations.mlp") * 2));
        // FlashAttention's FP32 log-sum-exp is FP32 either way.
        const double lse = 4.0 * 128 * 2 * 8 * 4; // per row and head, 4 layers
        const double fp32 = requiredPart(full.activations, "activations.attention").expected;
        const double bf16 = requiredPart(half.activations, "activations.attention").expected;
        QVERIFY2(std::abs((fp32 - lse) - 2 * (bf16 - lse)) <= 1e-9 * fp32,
                 qPrintable(QStringLiteral("%1 %2").arg(fp32).arg(bf16)));
        doc["training"]["recompute"] = "full";
        const Range fp32Inputs
            = requiredPart(trainingMemoryOf(doc).activations, "activations.layer_inputs");
        doc["training"]["precision"] = "bf16-mixed";
        QVERIFY(
            near(fp32Inputs,
                 requiredPart(trainingMemoryOf(doc).activations, "activations.layer_inputs") * 2));
    }

    void deepSpeedKeepsFp32GradientsOfItsShard()
    {
        auto doc = smallModel();
        doc["hardware"]["gpus_per_node"] = 4;
        doc["training"]["framework"] = "fsdp";
        doc["training"]["zero_stage"] = 2;
        QVERIFY(!partOf(trainingMemoryOf(doc).gradients, "gradients.fp32_copy"));
        // Without ZeRO (bf16_optimizer.py) the copy stays all along: 4 B per trainable
        // parameter, twice the 16-bit gradients.
        doc["training"]["framework"] = "deepspeed";
        doc["training"]["zero_stage"] = 0;
        const TrainingMemory plain = trainingMemoryOf(doc);
        QCOMPARE(
            requiredPart(plain.gradients, "gradients.fp32_copy"),
            Range::exactly(2 * requiredPart(plain.gradients, "gradients.parameters").expected));
        // With ZeRO it is built at the step, after the activations are freed: of the GPU's
        // quarter, only what exceeds the activations counts. Eight tokens leave little
        // activation memory; 2,048 leave more than the copy.
        doc["training"]["zero_stage"] = 2;
        doc["training"]["seq_len"] = 8;
        doc["training"]["micro_batch"] = 1;
        doc["training"]["global_batch"] = 4;
        const TrainingMemory shortRun = trainingMemoryOf(doc);
        const double copy = 4.0 * shortRun.layout.trainableParametersOnGpu / 4;
        const Range beyond = requiredPart(shortRun.gradients, "gradients.fp32_copy");
        QVERIFY(copy > shortRun.activations.bytes.high);
        QCOMPARE(beyond.expected, copy - shortRun.activations.bytes.expected);
        QCOMPARE(beyond.low, copy - shortRun.activations.bytes.high);
        doc["training"]["seq_len"] = 2048;
        QCOMPARE(requiredPart(trainingMemoryOf(doc).gradients, "gradients.fp32_copy").expected,
                 0.0);
        // With ZeRO-Offload the copy lives in host memory with the optimizer; adapters train in
        // FP32 already.
        doc["training"]["offload_optimizer"] = true;
        QVERIFY(!partOf(trainingMemoryOf(doc).gradients, "gradients.fp32_copy"));
        doc["training"]["offload_optimizer"] = false;
        doc["training"]["method"] = "lora";
        QVERIFY(!partOf(trainingMemoryOf(doc).gradients, "gradients.fp32_copy"));
    }

    void deepSpeedAllocatesItsReductionBucketsInEachBackwardPass()
    {
        auto doc = smallModel();
        doc["training"]["framework"] = "deepspeed";
        doc["training"]["zero_stage"] = 2;
        // One GPU still reduces through the bucket: DeepSpeed's default of 5e8 16-bit elements.
        const TrainingMemory plain = trainingMemoryOf(doc);
        QCOMPARE(requiredPart(plain.overhead, "overhead.reduce_buckets"), Range::exactly(5e8 * 2));
        // Overlapping the reductions takes a second bucket, here of Qwen's 2e8 elements; the
        // allocated peak grows by exactly what the buckets grew by.
        doc["training"]["reduce_bucket_size"] = 2e8;
        const TrainingMemory single = trainingMemoryOf(doc);
        doc["training"]["overlap_comm"] = true;
        const TrainingMemory overlapped = trainingMemoryOf(doc);
        QCOMPARE(requiredPart(overlapped.overhead, "overhead.reduce_buckets"),
                 Range::exactly(2 * 2e8 * 2));
        QVERIFY(near(overlapped.allocated, single.allocated + Range::exactly(2e8 * 2)));
        // A pipeline runs without overlap: one bucket.
        doc["hardware"]["gpus_per_node"] = 2;
        doc["training"]["pp"] = 2;
        QCOMPARE(requiredPart(trainingMemoryOf(doc).overhead, "overhead.reduce_buckets"),
                 Range::exactly(2e8 * 2));
        // The Hugging Face Trainer's "auto": hidden x hidden, at ZeRO-1 too.
        doc.erase("training");
        doc["training"] = {{"seq_len", 128},
                           {"micro_batch", 2},
                           {"framework", "hf"},
                           {"method", "lora"},
                           {"zero_stage", 1}};
        QCOMPARE(requiredPart(trainingMemoryOf(doc).overhead, "overhead.reduce_buckets"),
                 Range::exactly(256.0 * 256 * 2));
        // Given at ZeRO-3, the bucket's settings are refused by name.
        auto zero3 = doc;
        zero3["training"]["zero_stage"] = 3;
        zero3["training"]["reduce_bucket_size"] = 1e8;
        const auto parsed = parseScenario(zero3.dump(), builtinCatalog());
        const auto warnings = parsed.diagnostics.warnings();
        QVERIFY(std::any_of(warnings.begin(), warnings.end(), [](const Diagnostic& d) {
            return d.id == "train.ignored_for_zero" && d.path == "training.reduce_bucket_size";
        }));
        // No bucket without DeepSpeed's ZeRO-1/2: ZeRO-3, no ZeRO, FSDP, torchtune.
        for (const auto& [framework, stage] : {std::pair{"hf", 3}, std::pair{"hf", 0},
                                               std::pair{"fsdp", 2}, std::pair{"torchtune", 2}}) {
            doc["training"]["framework"] = framework;
            doc["training"]["zero_stage"] = stage;
            QVERIFY2(!partOf(trainingMemoryOf(doc).overhead, "overhead.reduce_buckets"), framework);
        }
    }

    void allocatedReservedAndDeviceNest()
    {
        auto doc = smallModel();
        doc["training"]["seq_len"] = 2048;
        const TrainingMemory m = trainingMemoryOf(doc);
        const Range idle = requiredPart(m.overhead, "overhead.fragmentation");
        const Range context = requiredPart(m.overhead, "overhead.cuda_context");
        QVERIFY(near(m.reserved, m.allocated + idle));
        QVERIFY(near(m.total, m.reserved + context));
        QVERIFY(near(m.total,
                     m.weights.bytes + m.gradients.bytes + m.optimizer.bytes + m.activations.bytes
                         + m.overhead.bytes));
        // The allocated peak holds every tensor and nothing the allocator or driver adds.
        QVERIFY(
            near(m.allocated,
                 m.weights.bytes + m.gradients.bytes + m.optimizer.bytes + m.activations.bytes));
    }
};

QTEST_APPLESS_MAIN(TestFrameworkMemory)
#include "test_framework_memory.moc"
