// The launch command the estimate proposes: the engine must be able to load the model by the name
// it is given, a Hugging Face repository rather than the planner's own preset id.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "inference/inference_sizing.h"

#include <QTest>

using namespace gp;

namespace {

nlohmann::json serving(const char* engine)
{
    auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
        "workload": "inference", "model": {"preset": "llama-3.1-70b"},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 4},
        "inference": {"tp": 4, "max_model_len": 8192}})");
    doc["inference"]["engine"] = engine;
    return doc;
}

std::string commandOf(const nlohmann::json& doc)
{
    return estimate(gp::test::parsedScenario(doc)).inference->command;
}

} // namespace

class TestLaunchCommand : public QObject
{
    Q_OBJECT

private slots:
    void presetsLaunchByTheirRepository()
    {
        QVERIFY2(commandOf(serving("vllm")).starts_with("vllm serve meta-llama/Llama-3.1-70B "),
                 commandOf(serving("vllm")).c_str());
        QVERIFY(commandOf(serving("sglang")).find("--model-path meta-llama/Llama-3.1-70B ")
                != std::string::npos);
        QVERIFY(commandOf(serving("trtllm")).starts_with("trtllm-serve meta-llama/Llama-3.1-70B "));
        // GPT-3 was never published: a placeholder the user replaces.
        auto doc = serving("vllm");
        doc["model"]["preset"] = "gpt3-175b";
        doc["hardware"]["gpus_per_node"] = 8;
        doc["inference"]["tp"] = 8;
        QVERIFY(commandOf(doc).starts_with("vllm serve /path/to/model "));
    }

    void anImportedConfigLaunchesByItsNameOrPath()
    {
        const ModelSpec preset = gp::test::parsedScenario(serving("vllm")).model;
        ModelSpec imported;
        imported.kind = ModelSourceKind::HfConfig;
        imported.source = {{"_name_or_path", "my-org/my-model-70b"}};
        QCOMPARE(servedModelName(imported), std::string("my-org/my-model-70b"));
        // A local folder, or no name at all, is not a repository.
        for (const char* local : {"/models/llama", "./llama", "llama", "a/b/c", "my org/model"}) {
            imported.source = {{"_name_or_path", local}};
            QCOMPARE(servedModelName(imported), std::string("/path/to/model"));
        }
        imported.source = nlohmann::json::object();
        QCOMPARE(servedModelName(imported), std::string("/path/to/model"));
        QCOMPARE(servedModelName(preset), std::string("meta-llama/Llama-3.1-70B"));
    }

    void llamaCppLoadsALocalFile()
    {
        auto doc = serving("llamacpp");
        doc["model"]["preset"] = "llama-3.1-8b";
        doc["inference"]["tp"] = 1;
        doc["inference"]["weights"] = "gguf-q4_k_m";
        QVERIFY2(commandOf(doc).starts_with("llama-server -m llama-3.1-8b-q4_k_m.gguf "),
                 commandOf(doc).c_str());
    }

    void theEngineVersionAndItsLimitsShowInTheFlags()
    {
        // V0 is chosen by an environment variable; V1 needs none.
        nlohmann::json doc = serving("vllm");
        doc["inference"]["peak_concurrency"] = 600;
        const std::string v1 = commandOf(doc);
        QVERIFY(!v1.starts_with("VLLM_USE_V1"));
        // The limit the estimate took: V1 runs up to 1024 sequences on an H100.
        QVERIFY2(v1.find("--max-num-seqs 1024") != std::string::npos, v1.c_str());
        doc["inference"]["engine_version"] = "v0";
        const std::string v0 = commandOf(doc);
        QVERIFY2(v0.starts_with("VLLM_USE_V1=0 vllm serve "), v0.c_str());
        // V0's default limit is 256.
        QVERIFY2(v0.find("--max-num-seqs 256") != std::string::npos, v0.c_str());
        // SGLang gets its share as its own default would be on an H100 (79.1 GiB, 80,998 MiB) at
        // tp 4: chunks of 8192 and graphs to batch 512 reserve 512 + 1.5 x 8192 + 2 x 512 +
        // 4 x 128 = 14,336 MiB, so (80998 - 14336) / 80998 = 0.823.
        const std::string sglang = commandOf(serving("sglang"));
        QVERIFY2(sglang.find("--mem-fraction-static 0.823 ") != std::string::npos
                     || sglang.ends_with("--mem-fraction-static 0.823"),
                 sglang.c_str());
    }
};

QTEST_APPLESS_MAIN(TestLaunchCommand)
#include "test_launch_command.moc"
