// Jamba (jamba): Mamba-1 layers with attention every eighth layer from the fifth, experts in every
// second layer. The count is derived from the config and transformers' Jamba shapes; the
// recurrent state as vLLM and llama.cpp allocate it; the training activations and work of a
// Mamba-1 layer; the mixer written by hand.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/kv_cache.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "training/step_flops.h"
#include "training/training_memory.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::partBytes;
using gp::test::readDataJson;
using gp::test::relativelyClose;

namespace {

nlohmann::json jambaConfig()
{
    return readDataJson(QStringLiteral("hf/jamba-v0.1.json"));
}

Architecture jamba()
{
    return gp::test::importedHf(jambaConfig());
}

nlohmann::json withJamba(nlohmann::json doc)
{
    doc["model"] = {{"hf_config", jambaConfig()}};
    return doc;
}

nlohmann::json servingDocument(const std::string& engine, int tp)
{
    nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h100-sxm");
    doc["inference"]["engine"] = engine;
    doc["inference"]["tp"] = tp;
    return withJamba(doc);
}

// Jamba-v0.1's config values (AI21-Jamba-1.5-Mini's are the same), as the tests write them out.
constexpr std::int64_t h = 4096, heads = 32, kv = 8, d = 128, ffn = 14336, vocab = 65536;
constexpr std::int64_t experts = 16, perToken = 2;
constexpr std::int64_t inner = 2 * h, state = 16, dtRank = 256, kernel = 4;

} // namespace

class TestJamba : public QObject
{
    Q_OBJECT

private slots:
    void countsMambaOneLayersAndExperts()
    {
        Diagnostics diag;
        const auto arch = importHfConfig(jambaConfig(), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(arch->family, std::string("jamba"));
        // Layer i attends when i % 8 == 4, is MoE when i % 2 == 1.
        for (std::int64_t i = 0; i < 32; ++i) {
            QCOMPARE(arch->isLinearAttentionLayer(i), i % 8 != 4);
            QCOMPARE(arch->isMoeLayer(i), i % 2 == 1);
        }
        QCOMPARE(arch->attentionLayers(), std::int64_t(4));
        QCOMPARE(arch->moeLayersIn(0, 8), std::int64_t(4));
        // transformers' JambaMambaMixer, written out: in_proj to x and z, a depthwise
        // convolution with bias over x, x_proj to dt, B and C, dt_proj with bias, A_log per
        // channel and state, D, out_proj, RMSNorms on dt, B and C; no projection biases.
        const std::int64_t mixer = h * 2 * inner + inner * (kernel + 1)
            + inner * (dtRank + 2 * state) + dtRank * inner + inner + inner * state + inner
            + inner * h + dtRank + 2 * state;
        QCOMPARE(mixer, std::int64_t(105'308'448));
        // Attention without biases or rotary weights; a SwiGLU MLP, or 16 of them and a router
        // without bias; two RMSNorms per layer; untied embeddings and a final norm.
        const std::int64_t attention = h * heads * d + 2 * h * kv * d + heads * d * h;
        const std::int64_t mlp = 3 * h * ffn;
        const std::int64_t shared = 2 * vocab * h + h + 28 * mixer + 4 * attention + 16 * mlp
            + 64 * h /* two norms in 32 layers */ + 16 * h * experts;
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), shared + 16 * experts * mlp);
        QCOMPARE(count.activePerToken(), shared + 16 * perToken * mlp);
    }

    void stateAsVllmAndLlamaCppAllocateIt()
    {
        // vLLM (mamba1_state_shape): (kernel - 1) x inner and inner x state, both in the
        // model's dtype (no override for Jamba): 311,296 bytes per Mamba layer.
        const double conv = 3.0 * inner, ssm = 1.0 * inner * state;
        QCOMPARE((conv + ssm) * 2, 311'296.0);
        const InferenceMemory vllm
            = estimateInferenceMemory(parsedScenario(servingDocument("vllm", 1)));
        QCOMPARE(vllm.kv.bytesPerToken, 4.0 * 2 * kv * d * 2);
        // 16 x ceil(311,296 / (16 x 4,096)) = 80-token blocks, the state padded to 327,680.
        QCOMPARE(vllm.blockTokens, 80);
        QCOMPARE(vllm.kv.stateBytes, 28 * 80.0 * 4096);
        // llama.cpp: n_embd_r = (d_conv - 1) x d_inner (no groups), n_embd_s = d_state x
        // d_inner, both FP32: 17,432,576 bytes per sequence slot.
        const InferenceMemory cpp
            = estimateInferenceMemory(parsedScenario(servingDocument("llamacpp", 1)));
        QCOMPARE(cpp.kv.stateBytes, 17'432'576.0);
        // TP splits the inner channels.
        const Architecture a = jamba();
        QVERIFY(a.linearSplitsBy(8, true) && a.linearSplitsBy(8, false));
        QVERIFY(!a.linearSplitsBy(3, true));
        const KvCache split = kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 2, 1);
        QCOMPARE(split.stateBytesPerLayer, 311'296.0 / 2);
        // Over 8 pipeline stages of 4 layers, every second stage holds one attention layer and
        // three Mamba layers, the others four Mamba layers: the busiest holds the attention
        // layer's cache and three states, not an average half layer and 3.5 states.
        const KvCache staged = kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 1, 8);
        QCOMPARE(staged.bytesPerToken, 1.0 * 2 * kv * d * 2);
        QCOMPARE(staged.recurrentLayers, 3.0);
    }

    void trainingSavesAndWorksPerLayer()
    {
        const nlohmann::json doc = gp::test::trainingDocument(
            R"({"method": "full", "precision": "bf16-mixed", "optimizer": "adamw",
                "zero_stage": 1, "tp": 1, "pp": 4, "micro_batch": 1, "global_batch": 64,
                "seq_len": 4096, "recompute": "none", "attention": "flash", "tokens": 1e9})",
            {{"hf_config", jambaConfig()}});
        const Scenario s = parsedScenario(doc);
        // The first stage's 8 layers: 7 Mamba-1 and 1 attention. A Mamba-1 layer saves its norm
        // and in_proj inputs, x and z, the convolution's output, dt, B and C, the scan's dt and
        // output and the gated output; 1F1B holds 4 micro-batches on the first stage.
        const double T = 4096, e = 2;
        const double attentionLayer
            = T * h * 2 * e + e * T * (heads * d + 2 * kv * d + heads * d) + 4 * T * heads;
        const double mambaLayer = T * h * 2 * e + e * T * (6 * inner + dtRank + 2 * state);
        const TrainingMemory first = estimateTrainingMemory(s, Detail::Full, 0);
        QCOMPARE(first.layout.linearLayersOnGpu, std::int64_t(7));
        QVERIFY(relativelyClose(partBytes(first.activations, "activations.attention"),
                                4 * (attentionLayer + 7 * mambaLayer)));
        // A step's work: 4 attention layers' scores, 28 Mamba layers' state updates (about 2
        // multiply-adds per state element and token).
        const StepFlops flops = trainingStepFlops(s);
        const double scores = 2.0 * heads * (d + d) * 4096;
        QVERIFY(
            relativelyClose(flops.attentionForwardPerToken, 4 * scores + 28 * 4.0 * inner * state));
        // Over 8 stages the first holds 4 Mamba layers, the second an attention layer and 3
        // Mamba layers: not bounded by the first, so it is weighed.
        nlohmann::json eight = doc;
        eight["training"]["pp"] = 8;
        const std::vector<int> weighed = middleStagesToWeigh(parsedScenario(eight));
        QVERIFY(std::find(weighed.begin(), weighed.end(), 1) != weighed.end());
    }

    void mambaOneWrittenByHand()
    {
        // The importer's output reads back the same.
        const Architecture a = jamba();
        const nlohmann::json j = architectureToJson(a);
        QVERIFY(j["linear_mixer"] == "mamba1");
        QCOMPARE(j.at("linear_dt_rank").get<std::int64_t>(), dtRank);
        QCOMPARE(j.at("first_attention_layer").get<std::int64_t>(), std::int64_t(4));
        nlohmann::json doc = servingDocument("vllm", 1);
        doc["model"] = {{"architecture", j}};
        const Scenario byHand = parsedScenario(doc);
        QCOMPARE(countParameters(byHand.model.architecture).total(), countParameters(a).total());
        // The dt rank is needed with Mamba-1 and refused without it.
        Architecture noRank = a;
        noRank.linearDtRank = 0;
        Diagnostics missing;
        validateArchitecture(noRank, "m", missing);
        QCOMPARE(missing.errors().front().path, std::string("m.linear_dt_rank"));
        QCOMPARE(missing.errors().front().id, std::string("arch.mamba1_needs"));
        Architecture mamba2 = a;
        mamba2.linearMixer = LinearMixer::Mamba2;
        Diagnostics stray;
        validateArchitecture(mamba2, "m", stray);
        QCOMPARE(stray.errors().front().path, std::string("m.linear_dt_rank"));
        QCOMPARE(stray.errors().front().id, std::string("arch.needs_mamba1"));
        // Mamba-1 has one state per channel and one B and C: other shapes are refused.
        Architecture grouped = a;
        grouped.linearKeyHeads = 2;
        Diagnostics shape;
        validateArchitecture(grouped, "m", shape);
        QCOMPARE(shape.errors().front().path, std::string("m.linear_key_heads"));
        QCOMPARE(shape.errors().front().id, std::string("arch.mamba1_shape"));
        // Training splits the channels: 4,100 of them under TP 8 is refused, naming them.
        nlohmann::json odd = j;
        odd["linear_value_heads"] = 4100;
        const nlohmann::json training = gp::test::trainingDocument(
            R"({"method": "full", "precision": "bf16-mixed", "optimizer": "adamw", "tp": 8,
                "pp": 1, "micro_batch": 1, "global_batch": 8, "seq_len": 4096,
                "recompute": "full", "attention": "flash", "tokens": 1e9})",
            {{"architecture", odd}});
        const Diagnostics tp = parseScenario(training.dump(), builtinCatalog()).diagnostics;
        bool named = false;
        for (const auto& e : tp.errors())
            named = named
                || (e.path == "training.tp" && e.args.size() == 3
                    && e.args[0] == "linear_value_heads" && e.args[1] == "4100");
        QVERIFY2(named, tp.summary().c_str());
        // An offset at or beyond the period is refused with the key named.
        nlohmann::json config = jambaConfig();
        config["attn_layer_offset"] = 8;
        Diagnostics offset;
        QVERIFY(!importHfConfig(config, "m", offset));
        QCOMPARE(offset.errors().front().path, std::string("m.attn_layer_offset"));
    }
};

QTEST_GUILESS_MAIN(TestJamba)
#include "test_jamba.moc"
