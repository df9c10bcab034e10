// What the optimizer step adds to the peak: PyTorch's foreach AdamW builds sqrt(v) for every
// trained parameter at once, in the type of the parameters it updates, once the activations are
// freed; fused kernels build nothing. And pure BF16 keeps the moments in BF16.
#include "common/test_support.h"
#include "model/parameter_count.h"
#include "training/framework_memory.h"
#include "training/training_memory.h"

#include <QTest>

using namespace gp;
using gp::test::partBytes;

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

TrainingMemory memoryOf(const nlohmann::json& doc)
{
    return estimateTrainingMemory(gp::test::parsedScenario(doc));
}

double parametersOf(const nlohmann::json& doc)
{
    return totalParameters(gp::test::parsedScenario(doc).model.architecture);
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
            const TrainingMemory m = memoryOf(doc);
            const double temporary = bytes * parametersOf(doc);
            QCOMPARE(partBytes(m.optimizer, "optimizer.step_temporaries"),
                     temporary - m.activations.bytes.expected);
            QVERIFY(m.activations.bytes.expected < temporary);
            // The same run with fused kernels: no such part, and a lower peak by that much.
            const TrainingMemory fused = memoryOf(fullRun(precision, "fused"));
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
        const TrainingMemory m = memoryOf(doc);
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
        QCOMPARE(partBytes(memoryOf(offloaded).optimizer, "optimizer.step_temporaries"), -1.0);
    }

    void pureBf16KeepsTheMomentsInBf16()
    {
        const auto doc = fullRun("bf16-pure", "fused");
        const Range moments = [&] {
            for (const auto& part : memoryOf(doc).optimizer.parts)
                if (part.id == "optimizer.moments")
                    return part.bytes;
            return Range::exactly(-1);
        }();
        QCOMPARE(moments, Range::exactly(4 * parametersOf(doc)));
    }
};

QTEST_GUILESS_MAIN(TestOptimizerStepMemory)
#include "test_optimizer_step_memory.moc"
