// The scenario format's error paths, with the exact message a person sees: every bad input named
// by its JSON path, warnings for odd but possible choices, every problem reported at once, hostile
// files refused, and the checks across fields (context parallelism, uneven stages, sections
// the workload does not use).
#include "common/test_support.h"
#include "scenario/scenario_parser.h"
#include "scenario_documents.h"

using namespace gp;
using gp::test::errorLines;
using gp::test::inferenceBase;
using gp::test::parse;
using gp::test::q;
using gp::test::setPath;
using gp::test::trainingBase;

class TestScenarioErrors : public QObject
{
    Q_OBJECT

private slots:
    void rejectsBadInput_data()
    {
        QTest::addColumn<QString>("workload");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("value"); // JSON text, or "<remove>"
        QTest::addColumn<QString>("expected");
        auto row = [](const char* name, const char* workload, const char* path, const char* value,
                      const char* expected) {
            QTest::newRow(name) << QString::fromLatin1(workload) << QString::fromLatin1(path)
                                << QString::fromUtf8(value) << QString::fromUtf8(expected);
        };
        // Document level
        row("format missing", "t", "format", "<remove>", "format: is required");
        row("format other", "t", "format", R"("gpu-planner.scenario/2")",
            R"(format: is "gpu-planner.scenario/2"; this program reads "gpu-planner.scenario/1")");
        row("unknown top key", "t", "trainig", "{}",
            R"(trainig: unknown key; did you mean "training"?)");
        row("workload value", "t", "workload", R"("serving")",
            R"(workload: must be one of "training" or "inference"; got "serving")");
        row("name type", "t", "name", "42", "name: must be a string; got a number");
        // Model
        row("model missing", "t", "model", "<remove>", "model: is required");
        row("no source", "t", "model", "{}",
            R"(model: needs one of "preset", "hf_config" or "architecture")");
        row("two sources", "t", "model.hf_config", "{}",
            R"(model: give only one of "preset", "hf_config" or "architecture")");
        row("unknown preset", "t", "model.preset", R"("llama-9")",
            R"(model.preset: unknown model preset "llama-9"; known ids: "llama-2-7b", "llama-2-13b", "llama-2-70b", "llama-3.1-8b", "llama-3.1-70b", "llama-3.1-405b", "mistral-7b", "mixtral-8x7b", "qwen2.5-7b", "qwen2.5-14b", "qwen2.5-32b", "qwen2.5-72b", "qwen3-8b", "qwen3-30b-a3b", "qwen3-235b-a22b", "qwen3-next-80b-a3b", "deepseek-v3", "deepseek-v3.2-exp", "kimi-k2", "gpt-oss-120b", "glm-4.5-air", "llama-4-scout", "minimax-m2" or "gpt3-175b")");
        row("override negative", "t", "model.layers", "-4",
            "model.layers: must be between 1 and 4096; got -4");
        row("override zero", "t", "model.hidden", "0",
            "model.hidden: must be between 1 and 131072; got 0");
        row("absurd size", "t", "model.vocab", "4294967296",
            "model.vocab: must be between 1 and 33554432; got 4294967296");
        row("qlora bits zero", "t", "training.qlora_bits", "0",
            R"(training.qlora_bits: must be one of "4" or "8"; got "0")");
        row("custom gpu link", "t", "hardware.gpu",
            R"({"memory_gib": 24, "bandwidth_gbps": 900, "bf16_tflops": 80, "scale_up_link": "nvlnk4"})",
            "");
        row("source typo", "t", "model", R"({"presett": "llama-3.1-8b"})",
            R"(model.presett: unknown key; did you mean "preset"?)");
        row("override fraction", "t", "model.layers", "12.5",
            "model.layers: must be a whole number; got 12.5");
        row("override kv heads", "t", "model.kv_heads", "5",
            "model.kv_heads: must divide heads (32); got 5");
        row("parameters string", "t", "model.parameters", R"("7B")",
            "model.parameters: must be a number; got a string");
        row("moe without k", "t", "model.experts", "8",
            "model.experts_per_token: is required for a mixture-of-experts model");
        row("unknown model key", "t", "model.layrs", "12",
            R"(model.layrs: unknown key; did you mean "layers"?)");
        // Hardware
        row("hardware missing", "t", "hardware", "<remove>", "hardware: is required");
        row("gpu missing", "t", "hardware.gpu", "<remove>", "hardware.gpu: is required");
        row("gpu unknown", "t", "hardware.gpu", R"("h300")", "");
        row("too many per node", "t", "hardware.gpus_per_node", "16",
            "hardware.gpus_per_node: must not exceed 8 for h100-sxm (what one server holds); got "
            "16");
        row("nodes zero", "t", "hardware.nodes", "0",
            "hardware.nodes: must be between 1 and 100000; got 0");
        row("nodes string", "t", "hardware.nodes", R"("2")",
            "hardware.nodes: must be a whole number; got a string");
        row("intra is network", "t", "hardware.intra_node_link", R"("eth-1g")",
            R"(hardware.intra_node_link: "eth-1g" connects servers; intra_node_link needs a link inside one server (NVLink, PCIe))");
        row("inter is nvlink", "t", "hardware.inter_node_link", R"("nvlink4")",
            R"(hardware.inter_node_link: "nvlink4" is a link inside one server; inter_node_link needs a network (InfiniBand, RoCE, Ethernet))");
        row("custom link zero", "t", "hardware.inter_node_link", R"({"gbps": 0})",
            "hardware.inter_node_link.gbps: must be greater than 0; got 0");
        row("custom gpu incomplete", "t", "hardware.gpu",
            R"({"memory_gib": 24, "bandwidth_gbps": 900})",
            "hardware.gpu.bf16_tflops: is required");
        // Training
        row("tp does not divide heads", "t", "training.tp", "5",
            "training.tp: must divide heads (32); got 5");
        row("tp zero", "t", "training.tp", "0",
            "training.tp: must be between 1 and 1048576; got 0");
        row("pp beyond layers", "t", "training.pp", "64",
            "training.pp: must not exceed layers (32); got 64");
        row("layout does not divide gpus", "t", "training.pp", "3",
            "training.tp: tp (2) x pp (3) x cp (1) = 6 must divide the GPU count (16)");
        row("dp mismatch", "t", "training.dp", "8",
            "training.dp: must equal GPUs / (tp x pp x cp) = 4; got 8");
        row("qlora bits", "t", "training.qlora_bits", "3",
            R"(training.qlora_bits: must be one of "4" or "8"; got "3")");
        row("method", "t", "training.method", R"("dpo")",
            R"(training.method: must be one of "full", "lora", "qlora" or "freeze"; got "dpo")");
        row("zero stage", "t", "training.zero_stage", "4",
            "training.zero_stage: must be between 0 and 3; got 4");
        row("micro batch negative", "t", "training.micro_batch", "-1",
            "training.micro_batch: must be between 1 and 1048576; got -1");
        row("seq len float", "t", "training.seq_len", "4096.5",
            "training.seq_len: must be a whole number; got 4096.5");
        row("bool as string", "t", "training.sequence_parallel", R"("yes")",
            "training.sequence_parallel: must be true or false; got a string");
        row("ep without moe", "t", "training.ep", "2",
            "training.ep: expert parallelism needs a mixture-of-experts model");
        row("offload params", "t", "training.offload_params", "true",
            "training.offload_params: needs zero_stage 3 or more");
        row("interleave", "t", "training.virtual_stages", "5",
            "training.virtual_stages: layers (32) must divide evenly into pp (2) x virtual_stages "
            "(5)");
        row("cp divides seq", "t", "training.cp", "3",
            "training.cp: must divide seq_len (4096); got 3");
        row("fp8 on ampere", "t", "hardware.gpu", R"("a100-80gb")", "");
        row("mfu above one", "t", "training.mfu", "1.5",
            "training.mfu: must be a fraction between 0.001 and 1; got 1.5");
        row("mfu order", "t", "training.mfu", "[0.5, 0.4, 0.6]",
            "training.mfu: must be [low, expected, high] in increasing order; got [0.5, 0.4, 0.6]");
        row("mfu shape", "t", "training.mfu", "[0.4, 0.5]",
            "training.mfu: must be a number or [low, expected, high]");
        row("trial incomplete", "t", "training.trial",
            R"({"step_time_s": 1.2, "gpus": 8, "micro_batch": 1})",
            "training.trial.seq_len: is required");
        row("trial peak in bytes by mistake", "t", "training.trial",
            R"({"step_time_s": 1.2, "gpus": 8, "micro_batch": 1, "seq_len": 4096,
                "peak_memory_gib": 1e-9})",
            "training.trial.peak_memory_gib: must be between 0.1 and 16384; got 1e-09");
        row("lora target", "t", "training.lora_targets", R"(["q_proj", "qproj"])", "");
        row("tokens negative", "t", "training.tokens", "-1e12",
            "training.tokens: must be between 1 and 1e+16; got -1000000000000");
        row("tokens absurd", "t", "training.tokens", "1e30",
            "training.tokens: must be between 1 and 1e+16; got 1e+30");
        // Inference
        row("request too long", "i", "inference.prompt_tokens", "8000",
            "inference.max_model_len: the prompt (8000 tokens) + output_tokens (500) = 8500 "
            "exceeds "
            "the maximum length 8192");
        row("utilisation above one", "i", "inference.memory_utilization", "1.2",
            "inference.memory_utilization: must be between 0 and 1; got 1.2");
        row("utilisation zero", "i", "inference.memory_utilization", "0",
            "inference.memory_utilization: must be greater than 0; got 0");
        row("weights", "i", "inference.weights", R"("int3")", "");
        row("kv dtype for engine", "i", "inference.kv_cache_dtype", R"("q4_0")",
            R"(inference.kv_cache_dtype: vllm does not offer a "q4_0" KV cache)");
        row("tp more than gpus", "i", "inference.tp", "16", "");
        row("cpu without cpu", "i", "inference.device", R"("cpu")",
            R"(hardware.cpu: is required when inference.device is "cpu")");
        row("companion memory", "i", "inference.companions",
            R"([{"name": "reranker", "memory_gib": -2}])",
            "inference.companions[0].memory_gib: must be greater than 0; got -2");
        row("companion name", "i", "inference.companions", R"([{"memory_gib": 2}])",
            "inference.companions[0].name: is required");
        row("target zero", "i", "inference.targets", R"({"ttft_ms": 0})",
            "inference.targets.ttft_ms: must be greater than 0; got 0");
        // Pricing
        row("currency", "i", "pricing", R"({"currency": "dollars"})",
            R"(pricing.currency: must be a three-letter ISO 4217 code such as "USD"; got "dollars")");
        row("billing", "i", "pricing", R"({"billing": "weekly"})",
            R"(pricing.billing: must be one of "per-second", "hourly", "daily", "monthly" or "reserved"; got "weekly")");
        row("price negative", "i", "pricing", R"({"gpu_hour": -2.5})",
            "pricing.gpu_hour: must be between 0 and 1000000; got -2.5");
    }

    void rejectsBadInput()
    {
        QFETCH(QString, workload);
        QFETCH(QString, path);
        QFETCH(QString, value);
        QFETCH(QString, expected);
        nlohmann::json doc = workload == QLatin1String("t") ? trainingBase() : inferenceBase();
        if (QLatin1String(QTest::currentDataTag()) == QLatin1String("fp8 on ampere"))
            doc["training"]["precision"] = "fp8-mixed";
        if (value == QLatin1String("<remove>"))
            setPath(doc, path.toStdString(), nullptr, true);
        else
            setPath(doc, path.toStdString(), nlohmann::json::parse(value.toStdString()));
        const auto result = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY2(!result.scenario, "the scenario must be refused");
        const QStringList lines = errorLines(result);
        if (expected.isEmpty()) {
            // Long messages (lists of known ids): the path alone is checked here.
            QVERIFY2(!lines.isEmpty(), "an error is expected");
            const QString root = path.section(QLatin1Char('.'), 0, 1);
            bool named = false;
            for (const auto& line : lines)
                named = named || line.startsWith(root)
                    || line.startsWith(QStringLiteral("training.precision"))
                    || line.startsWith(QStringLiteral("inference.tp"))
                    || line.startsWith(QStringLiteral("model"));
            QVERIFY2(named, qPrintable(lines.join(QLatin1Char('\n'))));
        } else {
            QVERIFY2(lines.contains(expected), qPrintable(lines.join(QLatin1Char('\n'))));
        }
    }

    void warnsAboutOddButPossibleChoices()
    {
        auto doc = trainingBase();
        doc["training"]["global_batch"] = 6; // not a multiple of micro_batch x dp = 8
        doc["training"]["sequence_parallel"] = true;
        doc["training"]["tp"] = 1;
        doc["training"]["pp"] = 1;
        doc["training"]["lora_rank"] = 16; // only for LoRA
        const auto result = parse(doc);
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QStringList warnings;
        for (const auto& w : result.diagnostics.warnings())
            warnings << q(w.toString());
        QVERIFY2(warnings.contains(
                     QStringLiteral("training.sequence_parallel: has no effect with tp 1")),
                 qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY(warnings.contains(
            QStringLiteral("training.lora_rank: is ignored when method is \"full\"")));
        QVERIFY(warnings.contains(
            QStringLiteral("training.global_batch: 6 is not a multiple of micro_batch (2) x dp "
                           "(16) = 32; frameworks need a whole number of micro-batches per GPU")));
    }

    void reportsEveryProblemAtOnce()
    {
        auto doc = trainingBase();
        doc["training"]["tp"] = "2";
        doc["training"]["seq_len"] = -5;
        doc["hardware"]["nodes"] = 0;
        const auto result = parse(doc);
        QVERIFY(!result.scenario);
        QCOMPARE(result.diagnostics.errorCount(), std::size_t(3));
        // A GPU figure given as 0 is refused once, for its value, not also as missing.
        auto gpu = inferenceBase();
        gpu["hardware"]["gpu"]
            = {{"memory_gib", 0}, {"bandwidth_gbps", 3350}, {"bf16_tflops", 989}};
        const auto zero = parse(gpu);
        QVERIFY(!zero.scenario);
        QCOMPARE(
            errorLines(zero),
            QStringList{QStringLiteral("hardware.gpu.memory_gib: must be greater than 0; got 0")});
    }

    void hfConfigProblemsNameTheConfigKey()
    {
        auto doc = trainingBase();
        doc["model"] = {{"hf_config",
                         {{"model_type", "llama"},
                          {"hidden_size", 4096},
                          {"intermediate_size", 11008},
                          {"num_attention_heads", 32},
                          {"num_key_value_heads", 5},
                          {"num_hidden_layers", 32},
                          {"vocab_size", 32000}}}};
        QCOMPARE(errorLines(parse(doc)),
                 QStringList{QStringLiteral(
                     "model.hf_config.num_key_value_heads: must divide heads (32); got 5")});
        doc["model"]["hf_config"]["model_type"] = "mixtral";
        doc["model"]["hf_config"]["num_key_value_heads"] = 8;
        QCOMPARE(errorLines(parse(doc)),
                 (QStringList{QStringLiteral("model.hf_config.num_local_experts: is missing from "
                                             "the config; it is needed to size the model"),
                              QStringLiteral("model.hf_config.num_experts_per_tok: is missing from "
                                             "the config; it is needed to size the model")}));
    }

    void contextParallelismNeedsFlashAndUnevenStagesAreNamed()
    {
        auto doc = trainingBase();
        doc["training"]["cp"] = 2;
        doc["training"]["pp"] = 1;
        doc["training"]["attention"] = "eager";
        QVERIFY(
            errorLines(parse(doc))
                .contains(QStringLiteral("training.cp: context parallelism needs flash attention "
                                         "(ring attention exchanges partial results)")));
        doc = trainingBase();
        doc["model"] = {{"preset", "llama-3.1-8b"}, {"layers", 30}};
        doc["training"]["pp"] = 4;
        doc["training"]["tp"] = 1;
        const auto result = parse(doc);
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QCOMPARE(q(result.diagnostics.warnings().front().toString()),
                 QStringLiteral("training.pp: layers (30) do not divide evenly into pp (4): the "
                                "first stage holds 8 of them"));
    }

    void unusedSectionIsNamed()
    {
        auto doc = trainingBase();
        doc.erase("training");
        doc["inference"] = {{"tp", 2}};
        const auto result = parse(doc);
        QVERIFY(result.scenario);
        QCOMPARE(q(result.diagnostics.warnings().front().toString()),
                 QStringLiteral(
                     "inference: is not used by a training scenario; it is kept but ignored"));
    }

    void oneBadIdDoesNotHideOtherProblems()
    {
        auto doc = trainingBase();
        doc["hardware"]["gpu"] = "h100";
        doc["training"]["tp"] = 5;
        const QStringList lines = errorLines(parse(doc));
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines[0].startsWith(QStringLiteral("hardware.gpu: unknown GPU \"h100\"")));
        QCOMPARE(lines[1], QStringLiteral("training.tp: must divide heads (32); got 5"));
    }

    void refusesHostileFiles()
    {
        const std::string deep = std::string(200, '[') + std::string(200, ']');
        auto result = parseScenario(deep, builtinCatalog());
        QVERIFY(!result.scenario);
        QCOMPARE(result.diagnostics.errors().front().id, std::string("json.too_deep"));

        result = parseScenario("[1, 2, 3]", builtinCatalog());
        QCOMPARE(q(result.diagnostics.errors().front().toString()),
                 QStringLiteral("must be an object; got an array"));

        result = parseScenario("", builtinCatalog());
        QCOMPARE(result.diagnostics.errors().front().id, std::string("json.syntax"));

        // A number too large for a double is refused where it is, not turned into infinity.
        std::string overflow = trainingBase().dump();
        overflow.replace(overflow.find("\"seq_len\":4096"), 14, "\"seq_len\":1e400");
        result = parseScenario(overflow, builtinCatalog());
        QVERIFY(!result.scenario);
        QVERIFY(result.diagnostics.hasErrors());

        JsonLimits small;
        small.maxBytes = 100;
        result = parseScenario(trainingBase().dump(), builtinCatalog(), small);
        QCOMPARE(result.diagnostics.errors().front().id, std::string("json.too_large"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioErrors)
#include "test_scenario_errors.moc"
