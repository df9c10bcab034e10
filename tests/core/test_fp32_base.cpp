// A LoRA base loaded in FP32 (from_pretrained without torch_dtype): held so by FSDP and a single
// GPU, cast to 16 bits by DeepSpeed, refused by a pure 16-bit run. Each figure by hand.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"
#include "training/training_memory.h"

#include <QTest>

#include <algorithm>

using namespace gp;
using gp::test::parametersOf;
using gp::test::partBytes;
using gp::test::trainingMemoryOf;

namespace {

// Four layers of width 256 on eight H100s, ZeRO-3: the frozen base is sharded eight ways.
nlohmann::json loraRun(const char* framework)
{
    auto doc = nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 4, "hidden": 256, "heads": 8, "kv_heads": 2,
                  "ffn": 768, "vocab": 32000, "max_position": 4096}},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
        "training": {"method": "lora", "seq_len": 128, "micro_batch": 1, "global_batch": 8,
                     "zero_stage": 3}
    })");
    doc["training"]["framework"] = framework;
    return doc;
}

bool assumes(const nlohmann::json& doc, const std::string& id)
{
    Diagnostics none;
    const Estimate e = estimate(gp::test::parsedScenario(doc), none);
    return std::any_of(e.assumptions.begin(), e.assumptions.end(),
                       [&](const Note& n) { return n.id == id; });
}

} // namespace

class TestFp32Base : public QObject
{
    Q_OBJECT

private slots:
    void fsdpHoldsTheBaseAsLoaded()
    {
        auto doc = loraRun("fsdp");
        const double base = parametersOf(doc);
        QCOMPARE(partBytes(trainingMemoryOf(doc).weights, "weights.frozen_base"), 2 * base / 8);
        QVERIFY(!assumes(doc, "assume.fp32_base"));
        doc["training"]["fp32_base"] = true;
        QCOMPARE(partBytes(trainingMemoryOf(doc).weights, "weights.frozen_base"), 4 * base / 8);
        QVERIFY(assumes(doc, "assume.fp32_base"));
        // The adapters were FP32 already.
        QCOMPARE(partBytes(trainingMemoryOf(doc).weights, "weights.adapters"),
                 partBytes(trainingMemoryOf(loraRun("fsdp")).weights, "weights.adapters"));
        // Gradients of frozen weights in a mixed unit take the stored weights' type.
        doc["training"]["frozen_weight_gradients"] = true;
        doc["training"]["gradient_reduction"] = "each-micro-batch";
        QCOMPARE(partBytes(trainingMemoryOf(doc).gradients, "gradients.frozen_base"), 4 * base / 8);
    }

    void oneGpuHoldsItWhole()
    {
        auto doc = loraRun("hf");
        doc["hardware"]["gpus_per_node"] = 1;
        doc["training"]["zero_stage"] = 0;
        doc["training"]["fp32_base"] = true;
        QCOMPARE(partBytes(trainingMemoryOf(doc).weights, "weights.frozen_base"),
                 4 * parametersOf(doc));
    }

    void deepSpeedCastsItTo16Bits()
    {
        auto doc = loraRun("deepspeed");
        doc["training"]["fp32_base"] = true;
        QCOMPARE(partBytes(trainingMemoryOf(doc).weights, "weights.frozen_base"),
                 2 * parametersOf(doc) / 8);
        QVERIFY(assumes(doc, "assume.fp32_base_cast"));
        QVERIFY(!assumes(doc, "assume.fp32_base"));
    }

    void autocastKeepsA16BitCopyOfEachFrozenWeight()
    {
        // One GPU, HF Trainer: every frozen linear is cast to 16 bits for its matmul, which
        // keeps the copy for the input's gradient. Per layer q, o 256 x 256, k, v 256 x 64 and a
        // gated MLP 3 x 256 x 768: 753,664 weights; four layers.
        auto doc = loraRun("hf");
        doc["hardware"]["gpus_per_node"] = 1;
        doc["training"]["zero_stage"] = 0;
        doc["training"]["global_batch"] = 1;
        doc["training"]["recompute"] = "none";
        QCOMPARE(partBytes(trainingMemoryOf(doc).activations, "activations.autocast_weight_copies"),
                 -1.0);
        doc["training"]["fp32_base"] = true;
        constexpr double kLayer = 753664;
        QCOMPARE(partBytes(trainingMemoryOf(doc).activations, "activations.autocast_weight_copies"),
                 2 * 4 * kLayer);
        // Recomputed layers: only the one being recomputed holds its copies, taken as its whole
        // 16-bit layer, two norms of 256 with it.
        doc["training"]["recompute"] = "full";
        QCOMPARE(partBytes(trainingMemoryOf(doc).activations, "activations.autocast_weight_copies"),
                 2 * (kLayer + 2 * 256));
        // FSDP gathers the weights in 16 bits: no cast, no copy.
        auto fsdp = loraRun("fsdp");
        fsdp["training"]["fp32_base"] = true;
        QCOMPARE(
            partBytes(trainingMemoryOf(fsdp).activations, "activations.autocast_weight_copies"),
            -1.0);
    }

    void otherFrameworksHoldTheBaseIn16Bits()
    {
        for (const char* framework : {"megatron", "torchtune", "deepspeed"}) {
            auto doc = loraRun(framework);
            doc["training"]["fp32_base"] = true;
            QCOMPARE(partBytes(trainingMemoryOf(doc).weights, "weights.frozen_base"),
                     2 * parametersOf(doc) / 8);
            QVERIFY2(assumes(doc, "assume.fp32_base_cast"), framework);
        }
        // The HF Trainer shards through DeepSpeed, which casts: ZeRO-3 holds 16-bit shards and
        // no autocast copies, and the note names DeepSpeed.
        auto sharded = loraRun("hf");
        sharded["training"]["fp32_base"] = true;
        QCOMPARE(partBytes(trainingMemoryOf(sharded).weights, "weights.frozen_base"),
                 2 * parametersOf(sharded) / 8);
        QCOMPARE(
            partBytes(trainingMemoryOf(sharded).activations, "activations.autocast_weight_copies"),
            -1.0);
        Diagnostics none;
        const Estimate e = estimate(gp::test::parsedScenario(sharded), none);
        QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(), [](const Note& n) {
            return n.id == "assume.fp32_base_cast"
                && n.args == std::vector<std::string>{"deepspeed"};
        }));
        // In FP32 training everything is FP32 already: nothing is cast, nothing to say.
        auto fp32 = loraRun("deepspeed");
        fp32["training"]["fp32_base"] = true;
        fp32["training"]["precision"] = "fp32";
        QCOMPARE(partBytes(trainingMemoryOf(fp32).weights, "weights.frozen_base"),
                 4 * parametersOf(fp32) / 8);
        QVERIFY(!assumes(fp32, "assume.fp32_base_cast"));
        QVERIFY(!assumes(fp32, "assume.fp32_base"));
    }

    void aPure16BitRunOrAnotherMethodRefusesOrIgnoresIt()
    {
        auto pure = loraRun("fsdp");
        pure["training"]["fp32_base"] = true;
        pure["training"]["precision"] = "bf16-pure";
        const auto refused = parseScenario(pure.dump(), builtinCatalog());
        QVERIFY(!refused.scenario);
        const auto errors = refused.diagnostics.errors();
        QVERIFY(std::any_of(errors.begin(), errors.end(), [](const Diagnostic& d) {
            return d.path == "training.fp32_base" && d.id == "train.fp32_base_pure";
        }));

        // QLoRA's base is quantised: the flag means nothing there, and says so.
        auto qlora = loraRun("fsdp");
        qlora["training"]["method"] = "qlora";
        qlora["training"]["fp32_base"] = true;
        const auto parsed = parseScenario(qlora.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        const auto warnings = parsed.diagnostics.warnings();
        QVERIFY(std::any_of(warnings.begin(), warnings.end(), [](const Diagnostic& d) {
            return d.path == "training.fp32_base" && d.id == "train.ignored_for_method";
        }));
        auto plain = qlora;
        plain["training"]["fp32_base"] = false;
        QCOMPARE(trainingMemoryOf(qlora).weights.bytes.expected,
                 trainingMemoryOf(plain).weights.bytes.expected);
    }
};

QTEST_GUILESS_MAIN(TestFp32Base)
#include "test_fp32_base.moc"
