// What the optimizer step adds to the peak: PyTorch's foreach AdamW builds sqrt(v) for every
// trained parameter at once, in the type of the parameters it updates, once the activations are
// freed; fused kernels build nothing. And pure BF16 keeps the moments in BF16.
#include "common/test_support.h"
#include "model/parameter_count.h"
#include "training/framework_memory.h"
#include "training/training_memory.h"

#include <QTest>

using namespace gp;
using gp::test::parametersOf;
using gp::test::partBytes;
using gp::test::requiredPart;
using gp::test::trainingMemoryOf;

namespace {

// A short sequence on one GPU: the activations are far smaller than the parameters.
nlohmann::json fullRun(const char* precision, const char* kernel)
{
    auto doc = nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 4, "hidden": 1024, "heads": 8, "ffn": 4096,
                  "vocab": 32000, "max_position": 4096}},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 1},
        "training": {"method": "full", "framework": "hf", "optimizer": "adamw", "seq_len": 64,
                     "micro_batch": 1, "recompute": "full"}
    })");
    doc["training"]["precision"] = precision;
    doc["training"]["optimizer_kernel"] = kernel;
    return doc;
}

} // namespace

class TestOptimizerStepMemory : public QObject
{
    Q_OBJECT

private slots:
    void foreachBuildsOneMomentBeyondTheActivations()
    {
        for (const auto& [precision, bytes] : {std::pair{"bf16-mixed", 4.0}, {"bf16-pure", 2.0}}) {
            const auto doc = fullRun(precision, "foreach");
            const TrainingMemory m = trainingMemoryOf(doc);
            const double temporary = bytes * parametersOf(doc);
            QCOMPARE(partBytes(m.optimizer, "optimizer.step_temporaries"),
                     temporary - m.activations.bytes.expected);
            QVERIFY(m.activations.bytes.expected < temporary);
            // The same run with fused kernels: no such part, and a lower peak by that much.
            const TrainingMemory fused = trainingMemoryOf(fullRun(precision, "fused"));
            QCOMPARE(partBytes(fused.optimizer, "optimizer.step_temporaries"), -1.0);
            QCOMPARE(m.allocated.expected - fused.allocated.expected,
                     temporary - m.activations.bytes.expected);
        }
    }

    void aStepSmallerThanTheActivationsAddsNothing()
    {
        auto doc = fullRun("bf16-mixed", "foreach");
        doc["training"]["seq_len"] = 4096;
        doc["training"]["recompute"] = "none";
        const TrainingMemory m = trainingMemoryOf(doc);
        QVERIFY(m.activations.bytes.low > 4 * parametersOf(doc));
        QCOMPARE(partBytes(m.optimizer, "optimizer.step_temporaries"), 0.0);
    }

    void onlyAdamWOnTheGpuBuildsIt()
    {
        auto sgd = fullRun("bf16-mixed", "foreach");
        sgd["training"]["optimizer"] = "sgd-momentum";
        QCOMPARE(optimizerStepTemporaryBytes(gp::test::parsedScenario(sgd).training), 0.0);
        auto offloaded = fullRun("bf16-mixed", "foreach");
        offloaded["training"]["framework"] = "deepspeed";
        offloaded["training"]["zero_stage"] = 2;
        offloaded["training"]["offload_optimizer"] = true;
        QCOMPARE(partBytes(trainingMemoryOf(offloaded).optimizer, "optimizer.step_temporaries"),
                 -1.0);
    }

    void deepSpeedsGradientCopyAndTheTemporaryShareTheFreedActivations()
    {
        // ZeRO-2 on 8 GPUs with a long sequence: the FP32 gradient shard alone fits in the
        // activations freed before the step, the temporary beside it does not.
        auto doc = fullRun("bf16-mixed", "foreach");
        doc["hardware"]["gpus_per_node"] = 8;
        doc["training"]["framework"] = "deepspeed";
        doc["training"]["zero_stage"] = 2;
        const double shard = parametersOf(doc) / 8;
        // The shortest sequence whose activations exceed the copy at their lowest.
        TrainingMemory m;
        for (int seqLen = 16; seqLen <= 4096; seqLen += 16) {
            doc["training"]["seq_len"] = seqLen;
            m = trainingMemoryOf(doc);
            if (m.activations.bytes.low > 4 * shard)
                break;
        }
        const Range& a = m.activations.bytes;
        QVERIFY(4 * shard < a.low && 8 * shard > a.high);
        const Range copy = requiredPart(m.gradients, "gradients.fp32_copy");
        const Range temporary = requiredPart(m.optimizer, "optimizer.step_temporaries");
        QVERIFY(copy.isOrdered() && temporary.isOrdered());
        QCOMPARE(copy, Range::exactly(0));
        // Together: the copy and the temporary (4 + 4 B a parameter of the shard) less what the
        // activations freed, bound by bound.
        QCOMPARE(temporary.expected, 8 * shard - a.expected);
        QCOMPARE(temporary.low, 8 * shard - a.high);
        QCOMPARE(temporary.high, 8 * shard - a.low);
    }

    void pureBf16KeepsTheMomentsInBf16ButAdaptersInFp32()
    {
        const auto doc = fullRun("bf16-pure", "fused");
        QCOMPARE(requiredPart(trainingMemoryOf(doc).optimizer, "optimizer.moments"),
                 Range::exactly(4 * parametersOf(doc)));
        // LoRA's adapters train in FP32 (PEFT's autocast_adapter_dtype): 8 B of moments and a
        // 4 B temporary each.
        auto lora = fullRun("bf16-pure", "foreach");
        lora["training"]["method"] = "lora";
        const TrainingMemory m = trainingMemoryOf(lora);
        const double adapters = m.layout.trainableParametersOnGpu;
        QVERIFY(adapters > 0);
        QCOMPARE(requiredPart(m.optimizer, "optimizer.moments"), Range::exactly(8 * adapters));
        QCOMPARE(optimizerStepTemporaryBytes(gp::test::parsedScenario(lora).training), 4.0);
    }
};

QTEST_GUILESS_MAIN(TestOptimizerStepMemory)
#include "test_optimizer_step_memory.moc"
