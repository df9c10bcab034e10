// MiniMax-01 and MiniMax-M1 (minimax): lightning-attention layers with a softmax-attention layer
// every eighth, experts in every layer. The count is derived from the config and the shapes of
// MiniMax's modeling code and transformers' MiniMax, written out; the recurrent state and the
// KV cache as vLLM allocates them; the refusals.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/kv_cache.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"
#include "training/step_flops.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::readDataJson;
using gp::test::relativelyClose;

namespace {

nlohmann::json m1Config()
{
    return readDataJson(QStringLiteral("hf/minimax-m1.json"));
}

// MiniMax-M1's config values, as the tests write its shapes out.
constexpr std::int64_t h = 6144, heads = 64, kv = 8, d = 128, ffn = 9216, vocab = 200064;
constexpr std::int64_t experts = 32, perToken = 2, layers = 80, softmax = 10;

// MiniMaxLightningAttention: qkv_proj (3 x heads x d), output_gate, out_proj, an RMSNorm over
// heads x d; no biases, no convolution; slope rates and decays are buffers, not parameters.
constexpr std::int64_t lightning = h * 3 * heads * d + h * heads * d + heads * d * h + heads * d;
// Softmax layers: q, k, v, o without biases or q/k norms.
constexpr std::int64_t attention = h * heads * d + 2 * h * kv * d + heads * d * h;
// Every layer: experts of w1, w3 and w2, a router without bias, two RMSNorms.
constexpr std::int64_t moe(std::int64_t n)
{
    return n * 3 * h * ffn + h * experts + 2 * h;
}

nlohmann::json servingDocument(const std::string& engine)
{
    nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h200");
    doc["model"] = {{"hf_config", m1Config()}};
    doc["inference"]["engine"] = engine;
    doc["inference"]["tp"] = 8;
    return doc;
}

} // namespace

class TestLightningAttention : public QObject
{
    Q_OBJECT

private slots:
    void countsLightningAndSoftmaxLayers()
    {
        Diagnostics diag;
        const auto arch = importHfConfig(m1Config(), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(arch->family, std::string("minimax_m1"));
        QVERIFY(arch->linearMixer == LinearMixer::Lightning);
        // attn_type_list: 1 at layers 7, 15, ..., 79.
        QCOMPARE(arch->attentionLayers(), softmax);
        QVERIFY(arch->isLinearAttentionLayer(6));
        QVERIFY(!arch->isLinearAttentionLayer(7));
        QVERIFY(!arch->isLinearAttentionLayer(79));
        const std::int64_t embeddings = 2 * vocab * h + h; // untied, and the final norm
        const std::int64_t mixers = (layers - softmax) * lightning + softmax * attention;
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), embeddings + mixers + layers * moe(experts));
        QCOMPARE(count.activePerToken(), embeddings + mixers + layers * moe(perToken));
    }

    void transformersLayerTypesReadTheSame()
    {
        nlohmann::json config = m1Config();
        const std::int64_t expected = countParameters(gp::test::importedHf(config)).total();
        config["model_type"] = "minimax";
        config["architectures"] = {"MiniMaxForCausalLM"};
        nlohmann::json types = nlohmann::json::array();
        for (const auto& kind : config["attn_type_list"])
            types.push_back(kind == 1 ? "full_attention" : "linear_attention");
        config.erase("attn_type_list");
        config["layer_types"] = types;
        const Architecture a = gp::test::importedHf(config);
        QCOMPARE(a.family, std::string("minimax"));
        QCOMPARE(countParameters(a).total(), expected);

        // The remote code's model type under another name is found by its class.
        nlohmann::json renamed = m1Config();
        renamed["model_type"] = "minimax_text_02";
        renamed["architectures"] = {"MiniMaxText01ForCausalLM"};
        Diagnostics byClass;
        const auto fromClass = importHfConfig(renamed, "m", byClass);
        QVERIFY2(fromClass, byClass.summary().c_str());
        QCOMPARE(countParameters(*fromClass).total(), expected);
        QCOMPARE(byClass.warnings().front().id, std::string("hf.family_from_class"));
    }

    void irregularOrMissingLayerKindsAreRefused()
    {
        nlohmann::json irregular = m1Config();
        irregular["attn_type_list"][0] = 1; // 11 softmax layers, not every eighth
        Diagnostics diag;
        QVERIFY(!importHfConfig(irregular, "m", diag));
        QCOMPARE(diag.errors().front().path, std::string("m.attn_type_list"));
        QCOMPARE(diag.errors().front().id, std::string("hf.linear_layers_irregular"));
        QCOMPARE(diag.errors().front().args.front(), std::string("11"));

        nlohmann::json missing = m1Config();
        missing.erase("attn_type_list");
        Diagnostics none;
        QVERIFY(!importHfConfig(missing, "m", none));
        QCOMPARE(none.errors().front().path, std::string("m.attn_type_list"));
        QCOMPARE(none.errors().front().id, std::string("hf.missing_key"));

        // A shared expert: MiniMax's code and vLLM disagree on its width, so it is not read.
        nlohmann::json shared = m1Config();
        shared["shared_intermediate_size"] = 4096;
        Diagnostics sharedDiag;
        QVERIFY(!importHfConfig(shared, "m", sharedDiag));
        QCOMPARE(sharedDiag.errors().front().path, std::string("m.shared_intermediate_size"));

        // MiniMax-M2's reader still refuses lightning layers.
        nlohmann::json m2 = readDataJson(QStringLiteral("hf/minimax-m2.json"));
        m2["attn_type_list"] = nlohmann::json::array();
        for (int i = 0; i < m2["num_hidden_layers"].get<int>(); ++i)
            m2["attn_type_list"].push_back(i % 2);
        Diagnostics m2Diag;
        QVERIFY(!importHfConfig(m2, "m", m2Diag));
        QCOMPARE(m2Diag.errors().front().id, std::string("hf.uncounted_hybrid"));
    }

    void stateAndCacheAsVllmAllocatesThem()
    {
        const Architecture a = gp::test::importedHf(m1Config());
        // vLLM's linear_attention_state_shape: (heads / tp, d, d) per lightning layer, in the
        // model's dtype (mamba_cache_dtype "auto"); no convolution state.
        const KvCache kv = kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 8, 1, {2, 2});
        QCOMPARE(kv.stateBytesPerLayer, 8.0 * d * d * 2);
        QCOMPARE(kv.stateBytes, 70 * 8.0 * d * d * 2);
        // The softmax layers' cache: one of the 8 KV heads on each of 8 GPUs.
        QCOMPARE(kv.bytesPerToken, softmax * 2.0 * 1 * d * 2);
        // vLLM grows the attention block until it holds a state: 16 x ceil(262,144 / (16 x
        // 512)) = 512 tokens, the state exactly one block.
        KvCache aligned = kv;
        alignBlocksToState(aligned, 16);
        QCOMPARE(aligned.blockTokens, std::int64_t(512));
        QCOMPARE(aligned.stateBytesPerLayer, 8.0 * d * d * 2);

        const InferenceMemory m = estimateInferenceMemory(parsedScenario(servingDocument("vllm")));
        QCOMPARE(m.blockTokens, 512);
        QCOMPARE(m.kv.stateBytes, kv.stateBytes);
    }

    void llamaCppCannotRunIt()
    {
        const auto result = parseScenarioJson(servingDocument("llamacpp"), builtinCatalog());
        QVERIFY(!result.scenario);
        bool named = false;
        for (const auto& e : result.diagnostics.errors())
            named = named || (e.path == "inference.engine" && e.id == "infer.engine_lightning");
        QVERIFY2(named, result.diagnostics.summary().c_str());
    }

    void writtenByHandAndReadBack()
    {
        const Architecture a = gp::test::importedHf(m1Config());
        const nlohmann::json j = architectureToJson(a);
        QVERIFY(j["linear_mixer"] == "lightning");
        nlohmann::json doc = servingDocument("vllm");
        doc["model"] = {{"architecture", j}};
        const Scenario byHand = parsedScenario(doc);
        QCOMPARE(countParameters(byHand.model.architecture).total(), countParameters(a).total());
        // Lightning attention has no convolution to size.
        Architecture conv = a;
        conv.linearConvKernel = 4;
        Diagnostics convDiag;
        validateArchitecture(conv, "a", convDiag);
        QCOMPARE(convDiag.errors().front().path, std::string("a.linear_conv_kernel"));
        QCOMPARE(convDiag.errors().front().id, std::string("arch.lightning_no_conv"));
    }

    void aStepUpdatesTheStateInsteadOfScoringTheContext()
    {
        nlohmann::json doc = gp::test::trainingDocument(
            R"({"method": "full", "precision": "bf16-mixed", "optimizer": "adamw",
                "zero_stage": 3, "tp": 1, "pp": 1, "micro_batch": 1, "global_batch": 64,
                "seq_len": 4096, "recompute": "full", "attention": "flash", "tokens": 1e9})",
            {{"hf_config", m1Config()}});
        doc["hardware"]["nodes"] = 8;
        const StepFlops flops = trainingStepFlops(parsedScenario(doc));
        const double scores = 2.0 * heads * (d + d) * 4096;
        const double state = 4.0 * heads * d * d;
        QVERIFY(relativelyClose(flops.attentionForwardPerToken, softmax * scores + 70 * state));
    }
};

QTEST_GUILESS_MAIN(TestLightningAttention)
#include "test_lightning_attention.moc"
