// When sharded gradients are reduced under gradient accumulation, and which weights get them:
// FSDP's no_sync holds whole gradients until the step, and FSDP units mixing frozen and LoRA
// weights give the frozen ones gradients too. Each figure is the model's parameter count times
// the bytes the rule says, sharded or not.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"
#include "training/framework_memory.h"
#include "training/training_memory.h"

#include <QTest>

using namespace gp;
using gp::test::parametersOf;
using gp::test::partBytes;
using gp::test::trainingMemoryOf;

namespace {

// Four layers of width 256 on eight H100s, one sequence per GPU per micro-batch: a global batch
// of 32 is four micro-batches a step.
nlohmann::json fsdpRun(const char* method, const char* framework, int globalBatch)
{
    auto doc = nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 4, "hidden": 256, "heads": 8, "kv_heads": 2,
                  "ffn": 768, "vocab": 32000, "max_position": 4096}},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
        "training": {"seq_len": 128, "micro_batch": 1, "zero_stage": 3}
    })");
    doc["training"]["method"] = method;
    doc["training"]["framework"] = framework;
    doc["training"]["global_batch"] = globalBatch;
    return doc;
}

} // namespace

class TestGradientReduction : public QObject
{
    Q_OBJECT

private slots:
    void eachFrameworkReducesAsItsTrainerDoes()
    {
        auto reduction = [](const char* framework) {
            return resolvedGradientReduction(
                gp::test::parsedScenario(fsdpRun("full", framework, 32)).training);
        };
        // transformers' Trainer and Accelerate skip the reduction under no_sync.
        QCOMPARE(reduction("fsdp"), GradientReduction::OncePerStep);
        for (const char* framework : {"megatron", "torchtitan", "deepspeed", "hf", "torchtune",
                                      "unsloth", "llama-factory", "auto"})
            QCOMPARE(reduction(framework), GradientReduction::EachMicroBatch);
        auto doc = fsdpRun("full", "fsdp", 32);
        doc["training"]["gradient_reduction"] = "each-micro-batch";
        QCOMPARE(resolvedGradientReduction(gp::test::parsedScenario(doc).training),
                 GradientReduction::EachMicroBatch);
    }

    void noSyncHoldsWholeGradientsOnEveryGpu()
    {
        // BF16 mixed precision: 2 B of gradient per parameter, whole on each of the 8 GPUs
        // while four micro-batches accumulate, an eighth when each one is reduce-scattered.
        const auto held = fsdpRun("full", "fsdp", 32);
        const double parameters = parametersOf(held);
        QVERIFY(parameters > 1e6);
        QCOMPARE(partBytes(trainingMemoryOf(held).gradients, "gradients.parameters"),
                 2 * parameters);
        QCOMPARE(partBytes(trainingMemoryOf(fsdpRun("full", "torchtitan", 32)).gradients,
                           "gradients.parameters"),
                 2 * parameters / 8);
        // One micro-batch a step: nothing to accumulate, reduced at once.
        QCOMPARE(partBytes(trainingMemoryOf(fsdpRun("full", "fsdp", 8)).gradients,
                           "gradients.parameters"),
                 2 * parameters / 8);
        // ZeRO-1 never sharded them.
        auto zero1 = fsdpRun("full", "fsdp", 32);
        zero1["training"]["zero_stage"] = 1;
        QCOMPARE(partBytes(trainingMemoryOf(zero1).gradients, "gradients.parameters"),
                 2 * parameters);
    }

    void frozenWeightsInAMixedUnitGetGradients()
    {
        auto lora = fsdpRun("lora", "fsdp", 32);
        const double base = parametersOf(lora);
        QCOMPARE(partBytes(trainingMemoryOf(lora).gradients, "gradients.frozen_base"), -1.0);
        lora["training"]["frozen_weight_gradients"] = true;
        // BF16 frozen weights, whole under no_sync ...
        QCOMPARE(partBytes(trainingMemoryOf(lora).gradients, "gradients.frozen_base"), 2 * base);
        // ... or the GPU's shard when each micro-batch is reduced.
        lora["training"]["gradient_reduction"] = "each-micro-batch";
        QCOMPARE(partBytes(trainingMemoryOf(lora).gradients, "gradients.frozen_base"),
                 2 * base / 8);
    }

    void qloraFrozenGradientsHaveThePackedStorageSize()
    {
        // The gradient of a unit is the size of its flat storage: the quantized base's packed
        // bytes, without the constants bitsandbytes keeps outside it on every GPU.
        auto qlora = fsdpRun("qlora", "fsdp", 32);
        qlora["training"]["frozen_weight_gradients"] = true;
        const TrainingMemory m = trainingMemoryOf(qlora);
        const double packed = m.layout.quantizedOnGpu * 0.5; // before sharding by 8
        const double constants = partBytes(m.weights, "weights.quantized_base") - packed / 8;
        QVERIFY(std::abs(constants - m.layout.quantizedOnGpu * (1.0 / 64 + 4.0 / (64 * 256)))
                < 1e-9 * constants);
        const double stored
            = packed + partBytes(m.weights, "weights.unquantized") * 8; // sharded by 8
        QVERIFY(stored > 0);
        QCOMPARE(partBytes(m.gradients, "gradients.frozen_base"), stored);
    }

    void noSyncReducesOncePerStep()
    {
        // Fewer reduce-scatters: the data-parallel communication can only shrink.
        auto once = fsdpRun("full", "fsdp", 64);
        auto each = once;
        each["training"]["gradient_reduction"] = "each-micro-batch";
        Diagnostics none;
        const Estimate a = estimate(gp::test::parsedScenario(once), none);
        const Estimate b = estimate(gp::test::parsedScenario(each), none);
        QVERIFY(a.trainingTime && b.trainingTime);
        QVERIFY(a.trainingTime->communication.expected > 0);
        QVERIFY(a.trainingTime->communication.expected < b.trainingTime->communication.expected);
    }

    void frozenGradientsTravelAtTheirStoredSize()
    {
        // The frozen weights' gradient is reduce-scattered too: 16-bit for LoRA, the packed
        // 4-bit storage for QLoRA.
        auto communication = [](const char* method, bool frozen) {
            auto doc = fsdpRun(method, "fsdp", 64);
            doc["training"]["gradient_reduction"] = "each-micro-batch";
            doc["training"]["frozen_weight_gradients"] = frozen;
            Diagnostics none;
            const Estimate e = estimate(gp::test::parsedScenario(doc), none);
            return e.trainingTime ? e.trainingTime->communication.expected : -1.0;
        };
        const double qloraPlain = communication("qlora", false);
        const double qlora = communication("qlora", true);
        const double lora = communication("lora", true);
        QVERIFY(qloraPlain > 0);
        QVERIFY(qloraPlain < qlora);
        QVERIFY(qlora < lora);
    }

    void frozenGradientsMeanNothingForFullTraining()
    {
        auto doc = fsdpRun("full", "fsdp", 32);
        doc["training"]["frozen_weight_gradients"] = true;
        const auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        QVERIFY(parsed.diagnostics.summary().find("training.frozen_weight_gradients")
                != std::string::npos);
        QCOMPARE(partBytes(trainingMemoryOf(doc).gradients, "gradients.frozen_base"), -1.0);
    }
};

QTEST_APPLESS_MAIN(TestGradientReduction)
#include "test_gradient_reduction.moc"
