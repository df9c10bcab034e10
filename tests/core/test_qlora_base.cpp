// What a QLoRA base adds beyond a 16-bit LoRA run. A base layer that keeps its input for the
// backward pass (bitsandbytes' 8-bit layers, its 4-bit layers before 0.43.2): the inputs of the
// quantised linears no adapter keeps add to the activations, layer by layer; under full
// recomputation only to the layer being recomputed with reentrant checkpointing, and every
// linear's input for every layer without it. A base upcast by PEFT's
// prepare_model_for_kbit_training: FP32 embedding, head and norms, an FP32 residual stream, and
// the head's 16-bit copy under autocast.
#include "common/test_support.h"
#include "scenario/scenario_parser.h"
#include "training/training_memory.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace gp;
using gp::test::partBytes;
using gp::test::partOf;
using gp::test::requiredPart;

namespace {

// Llama-like: 4 layers, h 256 (8 heads of 32, 2 KV heads), SwiGLU 768, 128 tokens, adapters on q
// and v only, nothing recomputed, the base not upcast.
nlohmann::json qlora()
{
    return nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 4, "hidden": 256, "heads": 8, "kv_heads": 2,
                  "ffn": 768, "vocab": 1000, "max_position": 4096}},
        "hardware": {"gpu": "a100-40gb", "gpus_per_node": 1},
        "training": {"method": "qlora", "seq_len": 128, "micro_batch": 1, "recompute": "none",
                     "attention": "flash", "lora_targets": ["q_proj", "v_proj"],
                     "qlora_upcast": false}
    })");
}

TrainingMemory memoryOf(const nlohmann::json& doc)
{
    return estimateTrainingMemory(gp::test::parsedScenario(doc));
}

constexpr double kTokens = 128, kHidden = 256, kFfn = 768, kLayers = 4;

bool qloraUpcastOf(const TrainingSpec& t)
{
    return qloraUpcast(t);
}

} // namespace

class TestQloraBase : public QObject
{
    Q_OBJECT

private slots:
    void fourBitLayersFreeTheirInputsByDefault()
    {
        const TrainingMemory m = memoryOf(qlora());
        QCOMPARE(partBytes(m.activations, "activations.quantised_inputs"), -1.0);
    }

    void keptInputsOfTheLinearsNoAdapterReaches()
    {
        auto doc = qlora();
        const TrainingMemory freed = memoryOf(doc);
        doc["training"]["qlora_keeps_inputs"] = true;
        const TrainingMemory kept = memoryOf(doc);
        // The adapters on q and v keep the norm's output for their own gradient, so k's layer
        // adds nothing; o_proj's input (heads x head_dim = h), the MLP's input (h) and
        // down_proj's (ffn) are kept by the quantised layers alone: 2 B each, per token per
        // layer. With dropout the q and v adapters keep a dropped-out copy instead, and the
        // norm's output is extra too: the high bound.
        const double bytes = 2 * kTokens * kLayers * (2 * kHidden + kFfn);
        QVERIFY(partOf(kept.activations, "activations.quantised_inputs"));
        const Range part = requiredPart(kept.activations, "activations.quantised_inputs");
        QCOMPARE(part.expected, bytes);
        QCOMPARE(part.low, bytes);
        QCOMPARE(part.high, bytes + 2 * kTokens * kLayers * kHidden);
        QCOMPARE(kept.activations.bytes.expected - freed.activations.bytes.expected, bytes);
        QCOMPARE(kept.allocated.expected - freed.allocated.expected, bytes);
        QVERIFY(kept.activations.bytes.isOrdered());
    }

    void adaptersOnEveryLinearLeaveOnlyTheHighBound()
    {
        // An adapter keeps the same input for its own gradient (no dropout): nothing extra is
        // expected, but an adapter with dropout keeps a dropped-out copy, so the input is extra.
        auto doc = qlora();
        doc["training"]["lora_targets"] = {"all-linear"};
        doc["training"]["qlora_keeps_inputs"] = true;
        const TrainingMemory m = memoryOf(doc);
        QVERIFY(partOf(m.activations, "activations.quantised_inputs"));
        const Range part = requiredPart(m.activations, "activations.quantised_inputs");
        QCOMPARE(part.expected, 0.0);
        QCOMPARE(part.low, 0.0);
        QCOMPARE(part.high, 2 * kTokens * kLayers * (3 * kHidden + kFfn));
    }

    void eightBitLayersKeepTheirInputsByDefault()
    {
        auto doc = qlora();
        doc["training"]["qlora_bits"] = 8;
        QVERIFY(partBytes(memoryOf(doc).activations, "activations.quantised_inputs") > 0);
        doc["training"]["qlora_keeps_inputs"] = false;
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.quantised_inputs"), -1.0);
    }

    void fullRecomputationKeepsThemForOneLayer()
    {
        auto doc = qlora();
        doc["training"]["recompute"] = "full";
        // A small vocabulary: the working layer, not the loss, sets the recomputation peak.
        doc["model"]["architecture"]["vocab"] = 32;
        const TrainingMemory freed = memoryOf(doc);
        doc["training"]["qlora_keeps_inputs"] = true;
        const TrainingMemory kept = memoryOf(doc);
        QCOMPARE(partBytes(kept.activations, "activations.quantised_inputs"), -1.0);
        QCOMPARE(kept.activations.bytes.expected - freed.activations.bytes.expected,
                 2 * kTokens * (2 * kHidden + kFfn));
    }

    void aGptqBaseKeepsItsGroupsAndItsDequantisedWeights()
    {
        auto doc = qlora();
        const TrainingMemory nf4 = memoryOf(doc);
        doc["training"]["qlora_format"] = "gptq";
        const TrainingMemory gptq = memoryOf(doc);
        // Linear weights of 4 layers: q, o 256x256; k, v 256x64; MLP 3 x 256 x 768.
        const double linear
            = kLayers * (2 * kHidden * kHidden + 2 * kHidden * 64 + 3 * kHidden * kFfn);
        QCOMPARE(gptq.layout.quantizedOnGpu, linear);
        // 0.5 B packed, and per 128 weights a 2 B scale and a 0.5 B zero point.
        QCOMPARE(partBytes(gptq.weights, "weights.quantized_base"), linear * (0.5 + 2.5 / 128));
        doc["training"]["qlora_group_size"] = 32;
        QCOMPARE(partBytes(memoryOf(doc).weights, "weights.quantized_base"),
                 linear * (0.5 + 2.5 / 32));
        // From 128 tokens on every layer saves its weights dequantised to 16 bits; bitsandbytes
        // saves none.
        QCOMPARE(partBytes(gptq.activations, "activations.dequantised_weights"), 2 * linear);
        QCOMPARE(partBytes(nf4.activations, "activations.dequantised_weights"), -1.0);
        doc["training"]["seq_len"] = 64;
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.dequantised_weights"), -1.0);
        // Fully recomputed, only the layer being recomputed holds them.
        doc["training"]["seq_len"] = 128;
        doc["training"]["recompute"] = "full";
        doc["model"]["architecture"]["vocab"] = 32; // the working layer sets the peak
        const TrainingMemory recomputed = memoryOf(doc);
        doc["training"]["qlora_format"] = "bitsandbytes";
        const TrainingMemory plain = memoryOf(doc);
        QCOMPARE(recomputed.activations.bytes.expected - plain.activations.bytes.expected,
                 2 * linear / kLayers);
        // Its weights are buffers: ZeRO-3 over two GPUs neither shards nor gathers them.
        doc["training"]["qlora_format"] = "gptq";
        doc["training"]["qlora_group_size"] = 128;
        doc["training"]["zero_stage"] = 3;
        doc["training"]["framework"] = "deepspeed";
        doc["hardware"]["gpus_per_node"] = 2;
        const TrainingMemory sharded = memoryOf(doc);
        QCOMPARE(partBytes(sharded.weights, "weights.quantized_base"), linear * (0.5 + 2.5 / 128));
        const double gathered = partBytes(sharded.overhead, "overhead.zero3_gather");
        QVERIFY(gathered > 0 && gathered < 0.1 * linear / kLayers); // norms, not the matrices
        // PEFT leaves a GPTQ base as it is, and its 8-bit layers keep no inputs by default.
        doc["training"]["framework"] = "hf";
        doc["training"]["zero_stage"] = 0;
        doc["hardware"]["gpus_per_node"] = 1;
        doc["training"]["qlora_bits"] = 8;
        doc.at("training").erase("qlora_upcast"); // the fixture's, to see the defaults
        const TrainingSpec spec = gp::test::parsedScenario(doc).training;
        QVERIFY(!qloraUpcastOf(spec) && !qloraKeepsInputs(spec));
        doc["training"]["qlora_format"] = "bitsandbytes";
        doc.at("training").erase("qlora_group_size");
        const TrainingSpec bnb = gp::test::parsedScenario(doc).training;
        QVERIFY(qloraUpcastOf(bnb) && qloraKeepsInputs(bnb));
    }

    void nonReentrantCheckpointingKeepsThemForEveryLayer()
    {
        // bitsandbytes holds the inputs on its autograd context, which non-reentrant
        // checkpointing's hooks never free: every layer keeps every quantised linear's input,
        // adapters or not (theirs are recomputed). Reentrant checkpointing (the Hugging Face
        // default) keeps them for the layer being recomputed only.
        auto doc = qlora();
        doc["training"]["recompute"] = "full";
        doc["training"]["qlora_keeps_inputs"] = true;
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.quantised_inputs"), -1.0);
        doc["training"]["reentrant_checkpointing"] = false;
        const TrainingMemory kept = memoryOf(doc);
        const double bytes = 2 * kTokens * kLayers * (3 * kHidden + kFfn);
        const Range part = requiredPart(kept.activations, "activations.quantised_inputs");
        QCOMPARE(part.expected, bytes);
        QCOMPARE(part.low, bytes);
        QCOMPARE(part.high, bytes);
        // torchtune checkpoints without reentrancy by default; a base that frees its inputs
        // (bitsandbytes 0.43.2 and later with 4 bits) keeps nothing either way.
        doc["training"].erase("reentrant_checkpointing");
        doc["training"]["framework"] = "torchtune";
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.quantised_inputs"), bytes);
        doc["training"]["qlora_keeps_inputs"] = false;
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.quantised_inputs"), -1.0);
    }

    void theFieldIsForQloraOnly()
    {
        auto doc = qlora();
        doc["training"]["method"] = "lora";
        doc["training"]["qlora_keeps_inputs"] = true;
        doc["training"]["qlora_upcast"] = true;
        const ScenarioParseResult parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario.has_value());
        std::set<std::string> warned;
        for (const Diagnostic& d : parsed.diagnostics.warnings())
            if (d.id == "train.ignored_for_method")
                warned.insert(d.path);
        QVERIFY(warned.count("training.qlora_keeps_inputs") == 1);
        QVERIFY(warned.count("training.qlora_upcast") == 1);
        QVERIFY(!qloraUpcastOf(parsed.scenario->training));
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.quantised_inputs"), -1.0);
        // A GPTQ base has no double quantisation; bitsandbytes no group size.
        auto format = [](const char* name, const char* key, const nlohmann::json& value) {
            auto gptq = qlora();
            gptq["training"]["qlora_format"] = name;
            gptq["training"][key] = value;
            const ScenarioParseResult result = parseScenario(gptq.dump(), builtinCatalog());
            const auto warnings = result.diagnostics.warnings();
            return std::any_of(warnings.begin(), warnings.end(), [&](const Diagnostic& d) {
                return d.id == "train.ignored_for_format"
                    && d.path == std::string("training.") + key;
            });
        };
        QVERIFY(format("gptq", "qlora_double_quant", true));
        QVERIFY(format("bitsandbytes", "qlora_group_size", 64));
        QVERIFY(!format("gptq", "qlora_group_size", 64));
    }

    void theUpcastFollowsTheFramework()
    {
        // PEFT's prepare_model_for_kbit_training runs where TRL's SFTTrainer does (hf, an
        // unsharded base); not under FSDP-QLoRA, Unsloth or LLaMA-Factory.
        auto doc = qlora();
        doc["training"].erase("qlora_upcast");
        QVERIFY(qloraUpcastOf(gp::test::parsedScenario(doc).training)); // auto picks hf for QLoRA
        auto upcast = [&](const char* framework, int zero) {
            doc["training"]["framework"] = framework;
            doc["training"]["zero_stage"] = zero;
            return gp::test::parsedScenario(doc).training;
        };
        QVERIFY(qloraUpcastOf(upcast("hf", 0)));
        QVERIFY(!qloraUpcastOf(upcast("hf", 3)));
        QVERIFY(!qloraUpcastOf(upcast("unsloth", 0)));
        QVERIFY(!qloraUpcastOf(upcast("llama-factory", 0)));
        QVERIFY(!qloraUpcastOf(upcast("fsdp", 3)));
        // The estimate says which it took, in its assumptions.
        auto notes = [](const nlohmann::json& scenario) {
            std::set<std::string> ids;
            for (const Note& note :
                 gp::test::estimatedScenario(scenario.dump()).estimate.assumptions)
                ids.insert(note.id);
            return ids;
        };
        doc["training"]["framework"] = "hf";
        doc["training"]["zero_stage"] = 0;
        QVERIFY(notes(doc).count("assume.qlora_upcast") == 1);
        QVERIFY(notes(doc).count("assume.qlora_keeps_inputs") == 0);
        doc["training"]["framework"] = "unsloth";
        doc["training"]["qlora_keeps_inputs"] = true;
        QVERIFY(notes(doc).count("assume.qlora_upcast") == 0);
        QVERIFY(notes(doc).count("assume.qlora_keeps_inputs") == 1);
    }

    void anUpcastBaseIsFp32OutsideItsLinearsAndKeepsFp32LayerInputs()
    {
        auto doc = qlora();
        doc["training"]["framework"] = "hf";
        doc["training"]["precision"] = "bf16-mixed";
        doc["training"]["recompute"] = "full";
        doc["training"]["qlora_upcast"] = false;
        const TrainingMemory plain = memoryOf(doc);
        doc["training"]["qlora_upcast"] = true;
        const TrainingMemory upcast = memoryOf(doc);
        // Embedding and head (1000 x 256 each, untied) and 9 norms of 256: 2 B more each, exact.
        const double other = 2 * 1000.0 * 256 + 9 * 256.0;
        QCOMPARE(partBytes(plain.weights, "weights.unquantized"), other * 2);
        QCOMPARE(partBytes(upcast.weights, "weights.unquantized"), other * 4);
        QCOMPARE(upcast.weights.bytes.high, upcast.weights.bytes.expected);
        // The layer inputs kept by recomputation are the FP32 residual: 4 B per value, not 2.
        QCOMPARE(partBytes(upcast.activations, "activations.layer_inputs"),
                 4 * kTokens * kHidden * kLayers);
        QCOMPARE(partBytes(plain.activations, "activations.layer_inputs"),
                 2 * kTokens * kHidden * kLayers);
    }

    void anUpcastBaseComputesItsMlpInFp32()
    {
        // The FP32 norm's output goes into quantised linears that return their input's type:
        // gate, up, the activation and the product are FP32, as are the norm's input and output.
        auto doc = qlora();
        const double plain = partBytes(memoryOf(doc).activations, "activations.mlp");
        doc["training"]["qlora_upcast"] = true;
        const double upcast = partBytes(memoryOf(doc).activations, "activations.mlp");
        QCOMPARE(plain, kLayers * kTokens * (8 * kFfn + 4 * kHidden));
        QCOMPARE(upcast, 2 * plain);
    }

    void autocastKeepsTheUpcastHeadsSixteenBitCopyThroughTheLoss()
    {
        // Nothing recomputed: the loss's peak adds to everything saved, and with an FP32 head
        // under autocast it holds the head's 16-bit copy too (1000 x 256 x 2 B).
        auto doc = qlora();
        doc["training"]["framework"] = "hf";
        doc["training"]["precision"] = "bf16-mixed";
        doc["training"]["qlora_upcast"] = true;
        const double mixed = partBytes(memoryOf(doc).activations, "activations.logits_and_loss");
        doc["training"]["qlora_upcast"] = false;
        const double plain = partBytes(memoryOf(doc).activations, "activations.logits_and_loss");
        QCOMPARE(mixed - plain, 2 * 1000.0 * 256);
        // Without autocast the head runs in FP32 and no copy is made.
        doc["training"]["precision"] = "bf16-pure";
        const double pure = partBytes(memoryOf(doc).activations, "activations.logits_and_loss");
        doc["training"]["qlora_upcast"] = true;
        QCOMPARE(partBytes(memoryOf(doc).activations, "activations.logits_and_loss"), pure);
    }
};

QTEST_GUILESS_MAIN(TestQloraBase)
#include "test_qlora_base.moc"
