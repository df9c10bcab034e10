// Falcon-H1 (falcon_h1): a Mamba-2 mixer beside attention in every layer, on one norm. The count
// is derived from the config and transformers' FalconH1 shapes, written out; the KV cache and
// the recurrent state against llama.cpp's published log of Falcon-H1-1.5B; vLLM's blocks; a
// step's work; the architecture written by hand.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/kv_cache.h"
#include "inference/weight_format.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "training/step_flops.h"
#include "training/training_memory.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::readDataJson;
using gp::test::relativelyClose;

namespace {

nlohmann::json smallConfig()
{
    return readDataJson(QStringLiteral("hf/falcon-h1-0.5b.json"));
}

// Falcon-H1-0.5B's config values, as the tests write its shapes out.
constexpr std::int64_t h = 1024, layers = 36, vocab = 32784, ffn = 2048;
constexpr std::int64_t heads = 8, kv = 2, d = 64;
constexpr std::int64_t inner = 1536, mambaHeads = 24, mambaHeadDim = 64, groups = 1, state = 128,
                       kernel = 4;

} // namespace

class TestFalconH1 : public QObject
{
    Q_OBJECT

private slots:
    void countsBothMixersInEveryLayer()
    {
        Diagnostics diag;
        const auto arch = importHfConfig(smallConfig(), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(arch->family, std::string("falcon_h1"));
        // FalconH1Mixer: in_proj to z, x, B, C and one dt per head, no bias; a depthwise conv
        // with bias over x, B and C; dt_bias, A_log and D per head; out_proj; no gated norm
        // (mamba_rms_norm false). Attention without biases; a SwiGLU MLP; input_layernorm and
        // pre_ff_layernorm. The multipliers are floats and mup_vector a non-persistent buffer.
        const std::int64_t conv = inner + 2 * groups * state;
        const std::int64_t mamba
            = h * (inner + conv + mambaHeads) + conv * (kernel + 1) + 3 * mambaHeads + h * inner;
        const std::int64_t attention = 2 * h * heads * d + 2 * h * kv * d;
        const std::int64_t layer = mamba + attention + 3 * h * ffn + 2 * h;
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), 2 * vocab * h + h + layers * layer);
        QCOMPARE(count.activePerToken(), count.total());
        QCOMPARE(arch->attentionLayers(), layers);
        QCOMPARE(arch->linearAttentionLayers(), layers);
        QCOMPARE(arch->parallelRegionsPerLayer(), 3.0);
        // The weights a GPU serves hold every parameter once.
        const ServedWeights one
            = servedWeights(*arch, WeightFormat::Bf16, 1, 1, EmbeddingSplit::Replicated);
        QCOMPARE(one.parameters, static_cast<double>(count.total()));
    }

    void stateAndCacheAsLlamaCppLoggedThem()
    {
        // llama.cpp on Falcon-H1-1.5B at 32,768 cells (GeniePod/genie-claw issue 410): "KV
        // buffer size = 768.00 MiB (32768 cells, 24 layers ...)" and "RS buffer size = 72.98
        // MiB (1 cells, 24 layers, R 0.98 + S 72.00)". Every layer holds both, the state in
        // FP32.
        const Architecture a
            = gp::test::importedHf(readDataJson(QStringLiteral("hf/falcon-h1-1.5b-state.json")));
        const KvCache cache = kvCache(a, KvDtype::Auto, WeightFormat::GgufQ4KM, 1, 1, {4, 4});
        QCOMPARE(cache.bytesPerToken * 32768, 768.0 * 1024 * 1024);
        QCOMPARE(cache.stateBytes, 24 * 4.0 * (3 * (3072 + 2 * 256) + 256 * 3072));
        QCOMPARE(std::round(cache.stateBytes / (1024 * 1024) * 100) / 100, 72.98);
    }

    void vllmGrowsItsBlocksToTheState()
    {
        nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "l4");
        doc["model"] = {{"hf_config", smallConfig()}};
        const InferenceMemory m = estimateInferenceMemory(parsedScenario(doc));
        // A layer's state in BF16: (3 x 1,792 + 24 x 64 x 128) x 2 = 403,968 bytes beside 512 B
        // of cache per token: 16 x ceil(403,968 / (16 x 512)) = 800-token blocks.
        QCOMPARE(m.blockTokens, 800);
        QCOMPARE(m.kv.stateBytes, layers * 800.0 * 512);
        QCOMPARE(m.kv.bytesPerToken, layers * 2.0 * kv * d * 2);
    }

    void aStepRunsBothMixers()
    {
        nlohmann::json doc = gp::test::trainingDocument(
            R"({"method": "full", "precision": "bf16-mixed", "optimizer": "adamw", "tp": 1,
                "pp": 1, "micro_batch": 1, "global_batch": 8, "seq_len": 4096,
                "recompute": "full", "attention": "flash", "tokens": 1e9})",
            {{"hf_config", smallConfig()}});
        const Scenario s = parsedScenario(doc);
        const StepFlops flops = trainingStepFlops(s);
        const double scores = 2.0 * heads * (d + d) * 4096;
        const double scan = 4.0 * mambaHeads * mambaHeadDim * state;
        QVERIFY(relativelyClose(flops.attentionForwardPerToken, layers * (scores + scan)));
        const ParameterCount count = countParameters(s.model.architecture);
        const double matrices = static_cast<double>(count.linearMixerMatrices) + 2.0 * h * heads * d
            + 2.0 * h * kv * d + 3.0 * h * ffn;
        QVERIFY(relativelyClose(flops.matmulForwardPerToken,
                                2 * (layers * matrices + static_cast<double>(h * vocab))));
        // LoRA on attention reaches q, k, v and o in every layer; all-linear adds the mixers'
        // in_proj and out_proj and the MLP.
        doc["training"]["method"] = "lora";
        doc["training"]["lora_rank"] = 16;
        doc["training"]["lora_targets"] = {"attention"};
        const double r = 16;
        const double attention = r * (h + heads * d) + 2 * r * (h + kv * d) + r * (heads * d + h);
        QVERIFY(relativelyClose(
            estimateTrainingMemory(parsedScenario(doc)).layout.trainableParametersOnGpu,
            layers * attention));
        doc["training"]["lora_targets"] = {"all-linear"};
        const double conv = inner + 2.0 * groups * state;
        const double mixer = r * (h + inner + conv + mambaHeads) + r * (inner + h);
        const double mlp = 2 * r * (h + ffn) + r * (ffn + h);
        QVERIFY(relativelyClose(
            estimateTrainingMemory(parsedScenario(doc)).layout.trainableParametersOnGpu,
            layers * (attention + mixer + mlp)));
    }

    void writtenByHandAndReadBack()
    {
        const Architecture a = gp::test::importedHf(smallConfig());
        const nlohmann::json j = architectureToJson(a);
        QVERIFY(j["parallel_mixers"] == true);
        QVERIFY(j["linear_gated_norm"] == false);
        nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "l4");
        doc["model"] = {{"architecture", j}};
        QCOMPARE(countParameters(parsedScenario(doc).model.architecture).total(),
                 countParameters(a).total());
        // Both mixers in every layer: nothing may place attention elsewhere.
        Architecture placed = a;
        placed.fullAttentionInterval = 4;
        Diagnostics diag;
        validateArchitecture(placed, "a", diag);
        QCOMPARE(diag.errors().front().path, std::string("a.full_attention_interval"));
        QCOMPARE(diag.errors().front().id, std::string("arch.parallel_every_layer"));
        // Falcon-H1's Mamba-2 is the only mixer known to run beside attention.
        Architecture deltaNet = a;
        deltaNet.linearMixer = LinearMixer::GatedDeltaNet;
        deltaNet.linearGatedNorm = true;
        Diagnostics mixerDiag;
        validateArchitecture(deltaNet, "a", mixerDiag);
        QCOMPARE(mixerDiag.errors().front().path, std::string("a.parallel_mixers"));
        QCOMPARE(mixerDiag.errors().front().id, std::string("arch.needs_mamba2"));
        // A head width that does not make up mamba_d_ssm is a variant the reader refuses.
        nlohmann::json odd = smallConfig();
        odd["mamba_d_head"] = 48;
        Diagnostics oddDiag;
        QVERIFY(!importHfConfig(odd, "m", oddDiag));
        QCOMPARE(oddDiag.errors().front().path, std::string("m.mamba_d_head"));
    }
};

QTEST_GUILESS_MAIN(TestFalconH1)
#include "test_falcon_h1.moc"
