// FLOPs of a training step against Narayanan et al. 2021 (eq. 3) and hand counts.
#include "common/test_support.h"
#include "scenario/scenario_parser.h"
#include "training/step_flops.h"

#include <cmath>

using namespace gp;

namespace {

Scenario parsed(const nlohmann::json& doc)
{
    return gp::test::parsedScenario(doc);
}

// Megatron GPT 22B of Korthikanti et al. (the reference cases' model), batch B on 8 GPUs.
nlohmann::json gpt22b(const char* recompute)
{
    auto doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 48, "hidden": 6144, "heads": 64, "ffn": 24576, "vocab": 51200,
                  "gated_mlp": false, "tied_embeddings": true, "max_position": 2048}},
        "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
        "training": {"tp": 8, "micro_batch": 4, "global_batch": 4, "seq_len": 2048}})");
    doc["training"]["recompute"] = recompute;
    return doc;
}

bool close(double a, double b)
{
    return std::fabs(a - b) <= 1e-12 * std::fabs(b);
}

} // namespace

class TestStepFlops : public QObject
{
    Q_OBJECT

private slots:
    void gptMatchesNarayananEquationThree()
    {
        // F = 72 B s l h^2 (1 + s/(6h) + V/(12 l h)) without recomputation and
        //     96 B s l h^2 (1 + s/(6h) + V/(16 l h)) with full recomputation.
        const double B = 4, s = 2048, l = 48, h = 6144, V = 51200;
        const StepFlops none = trainingStepFlops(parsed(gpt22b("none")));
        QVERIFY(close(none.hardwarePerStep,
                      72 * B * s * l * h * h * (1 + s / (6 * h) + V / (12 * l * h))));
        QCOMPARE(none.modelPerStep, none.hardwarePerStep);
        const StepFlops full = trainingStepFlops(parsed(gpt22b("full")));
        QVERIFY(close(full.hardwarePerStep,
                      96 * B * s * l * h * h * (1 + s / (6 * h) + V / (16 * l * h))));
        QCOMPARE(full.modelPerStep, none.modelPerStep); // recomputation is not model work
        // Selective recomputation repeats only the attention scores: 4 B s^2 h l.
        const StepFlops selective = trainingStepFlops(parsed(gpt22b("selective")));
        QVERIFY(close(selective.hardwarePerStep - none.hardwarePerStep, 4 * B * s * s * h * l));
    }

    void llamaIsSixTimesTheMatrixParametersPlusAttention()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm"},
            "training": {"seq_len": 8192, "micro_batch": 1}})");
        const StepFlops f = trainingStepFlops(parsed(doc));
        // Matrix parameters: everything but the input embedding (128256 x 4096) and the norms
        // (65 x 4096). Attention: 32 layers x 2 x 32 heads x (128 + 128) x 8192 keys.
        const double matrices = 8030261248.0 - 128256.0 * 4096 - 65 * 4096;
        const double attention = 32 * 2 * 32 * 256.0 * 8192;
        QVERIFY(close(f.modelPerToken, 6 * matrices + 3 * attention));
        QCOMPARE(f.tokensPerStep, 8192.0);
    }

    void adaptersSkipTheFrozenWeightGradients()
    {
        auto doc = gpt22b("none");
        const StepFlops full = trainingStepFlops(parsed(doc));
        doc["training"]["method"] = "lora";
        const StepFlops lora = trainingStepFlops(parsed(doc));
        QVERIFY(close(lora.modelPerToken,
                      2 * full.matmulForwardPerToken + 3 * full.attentionForwardPerToken));
    }

    void parametersOverrideScalesByTheWholeModel()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "mixtral-8x7b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"seq_len": 4096}})");
        const StepFlops exact = trainingStepFlops(parsed(doc));
        doc["model"]["parameters"] = 46702792704.0; // the exact total: nothing may change
        QVERIFY(close(trainingStepFlops(parsed(doc)).matmulForwardPerToken,
                      exact.matmulForwardPerToken));
    }

    void freezeRunsFrozenLayersForwardOnly()
    {
        auto doc = gpt22b("none");
        const StepFlops full = trainingStepFlops(parsed(doc));
        doc["training"]["method"] = "freeze";
        doc["training"]["trainable_layers"] = 12;
        const StepFlops freeze = trainingStepFlops(parsed(doc));
        // 36 of 48 layers lose their backward (2 of 3 passes).
        const double layer = 2 * 12.0 * 6144 * 6144 + 2 * 64 * 192.0 * 2048;
        QVERIFY(close(full.modelPerToken - freeze.modelPerToken, 2 * 36 * layer));
    }

    void expertsCountOnlyWhereTokensGo()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "mixtral-8x7b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"seq_len": 4096, "ep": 8}})");
        const StepFlops f = trainingStepFlops(parsed(doc));
        // Per layer: attention 4096 x (4096 + 2 x 1024 + 4096), router 4096 x 8, two experts of
        // 3 x 4096 x 14336; plus the output head 4096 x 32000.
        const double layer = 4096.0 * (4096 + 2048 + 4096) + 4096.0 * 8 + 2 * 3 * 4096.0 * 14336;
        QVERIFY(close(f.matmulForwardPerToken, 2 * (32 * layer + 4096.0 * 32000)));
    }

    void slidingWindowCapsAttendedKeys()
    {
        auto doc
            = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1", "workload": "training",
            "model": {"preset": "mistral-7b"}, "hardware": {"gpu": "h100-sxm"},
            "training": {"seq_len": 16384}})");
        const StepFlops f = trainingStepFlops(parsed(doc));
        QVERIFY(close(f.attentionForwardPerToken, 32 * 2 * 32 * 256.0 * 4096)); // window 4096
    }
};

QTEST_GUILESS_MAIN(TestStepFlops)
#include "test_step_flops.moc"
