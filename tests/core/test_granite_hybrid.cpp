// Granite 4.0-H (granitemoehybrid): Mamba-2 layers with attention at every tenth layer from the
// sixth, each layer's MLP a shared one beside routed experts. The count is derived from the
// config and transformers' GraniteMoeHybrid shapes; the recurrent state as vLLM and llama.cpp
// allocate it; a hybrid whose attention layers start elsewhere than the interval's last layer,
// written by hand.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/kv_cache.h"
#include "inference/serving_split.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

using namespace gp;
using gp::test::importedHf;
using gp::test::parsedScenario;
using gp::test::readDataJson;

namespace {

nlohmann::json tinyConfig()
{
    return readDataJson(QStringLiteral("hf/granite-4.0-h-tiny.json"));
}

nlohmann::json servingDocument(const std::string& engine, int tp)
{
    nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h100-sxm");
    doc["model"] = {{"hf_config", tinyConfig()}};
    doc["inference"]["engine"] = engine;
    doc["inference"]["tp"] = tp;
    return doc;
}

// Granite 4.0-H-Tiny's config values, as the tests below write its shapes out.
constexpr std::int64_t h = 1536, heads = 12, kv = 4, d = 128, vocab = 100352;
constexpr std::int64_t experts = 64, perToken = 6, expertWidth = 512, sharedWidth = 1024;
constexpr std::int64_t mambaHeads = 48, mambaHeadDim = 64, state = 128, kernel = 4;
constexpr std::int64_t inner = mambaHeads * mambaHeadDim; // 3,072: expand 2 x hidden
constexpr std::int64_t convChannels = inner + 2 * state; // x, B and C of one group: 3,328

} // namespace

class TestGraniteHybrid : public QObject
{
    Q_OBJECT

private slots:
    void countsEachLayerOnce()
    {
        Diagnostics diag;
        const auto arch = importHfConfig(tinyConfig(), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(arch->family, std::string("granitemoehybrid"));
        // layer_types: attention at 5, 15, 25 and 35, Mamba elsewhere.
        QVERIFY(arch->isHybrid());
        QCOMPARE(arch->attentionLayers(), std::int64_t(4));
        for (std::int64_t i = 0; i < 40; ++i)
            QCOMPARE(arch->isLinearAttentionLayer(i), i % 10 != 5);
        QCOMPARE(arch->linearAttentionLayersIn(0, 6), std::int64_t(5));
        QCOMPARE(arch->linearAttentionLayersIn(6, 16), std::int64_t(9));
        // transformers' GraniteMoeHybrid, written out. Attention: q, k, v and o without biases
        // or rotary weights (position_embedding_type "nope"). Mamba-2 (a BambaMixer): in_proj to
        // z, x, B, C and one dt per head, a depthwise convolution with bias over x, B and C,
        // dt_bias, A_log and D per head, a gated RMSNorm over the inner width, out_proj.
        const std::int64_t attention = h * heads * d + 2 * h * kv * d + heads * d * h;
        const std::int64_t mamba = h * (2 * inner + 2 * state + mambaHeads)
            + convChannels * (kernel + 1) + 3 * mambaHeads + inner + inner * h;
        QCOMPARE(mamba, std::int64_t(14'642'576));
        // Every layer: 64 experts (input_linear 2 x 512 x 1536 and output_linear per expert),
        // a router without bias, the shared SwiGLU MLP; two RMSNorms. Tied embeddings, a final
        // norm.
        const std::int64_t expert = 3 * h * expertWidth;
        const std::int64_t shared = 3 * h * sharedWidth;
        const std::int64_t total = vocab * h + h + 4 * attention + 36 * mamba
            + 40 * (experts * expert + h * experts + shared + 2 * h);
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), total);
        // Per token: 6 of the experts, the router and the shared MLP.
        const std::int64_t active = vocab * h + h + 4 * attention + 36 * mamba
            + 40 * (perToken * expert + h * experts + shared + 2 * h);
        QCOMPARE(count.activePerToken(), active);
    }

    void stateAsVllmAndLlamaCppAllocateIt()
    {
        // vLLM (GraniteMoeHybridForCausalLM -> mamba2_state_shape): (kernel - 1) x (inner + 2 x
        // groups x state) and heads x head dim x state, both in the model's dtype (no override
        // of mamba_ssm_cache_dtype for Granite): 806,400 bytes per Mamba layer.
        const double conv = 3.0 * convChannels, ssm = 1.0 * mambaHeads * mambaHeadDim * state;
        QCOMPARE((conv + ssm) * 2, 806'400.0);
        const InferenceMemory vllm
            = estimateInferenceMemory(parsedScenario(servingDocument("vllm", 1)));
        QCOMPARE(vllm.kv.bytesPerToken, 4.0 * 2 * kv * d * 2); // the four attention layers
        // The block grows until one attention layer's block holds a Mamba layer's state:
        // 16 x ceil(806,400 / (16 x 2,048)) = 400 tokens, the state padded to 819,200 bytes.
        QCOMPARE(vllm.blockTokens, 400);
        QCOMPARE(vllm.kv.stateBytes, 36 * 400.0 * 2048);
        // llama.cpp: both in FP32 (n_embd_r, n_embd_s).
        const InferenceMemory cpp
            = estimateInferenceMemory(parsedScenario(servingDocument("llamacpp", 1)));
        QCOMPARE(cpp.kv.stateBytes, 36 * (conv + ssm) * 4);
        // TP 2 splits the heads; the single group of B and C stays whole on each rank (vLLM
        // adds tp - 1 groups when TP does not divide them): 3 x (3,072 / 2 + 256) + 24 x 64 x 128.
        const Architecture a = importedHf(tinyConfig());
        QVERIFY(a.linearSplitsBy(2, true));
        QVERIFY(a.linearSplitsBy(16, true));
        QVERIFY(!a.linearSplitsBy(32, true)); // 48 heads
        // Megatron's Mamba-2 trains with whole groups per rank only (ngroups % tp == 0).
        QVERIFY(!a.linearSplitsBy(2, false));
        QVERIFY(a.linearSplitsBy(1, false));
        // Its weights too: in_proj's B and C columns and their convolution channels on both
        // ranks (half of 2 x 128 x (1,536 + 4 + 1) more on each), as the routers and the
        // layers' norms; the rest halved.
        const InferenceMemory two
            = estimateInferenceMemory(parsedScenario(servingDocument("vllm", 2)));
        const double replicated = 40.0 * h * experts + 40.0 * 2 * h + h;
        QCOMPARE(two.served.parameters,
                 static_cast<double>(countParameters(a).total()) / 2 + replicated / 2
                     + 36.0 * state * (h + kernel + 1));
        const KvCache split = kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 2, 1);
        QCOMPARE(split.stateBytesPerLayer, (3.0 * (0.5 * inner + 2 * state) + ssm / 2) * 2);
        // The planner's own splits keep to what the linear layers accept: with 50 Mamba heads
        // beside 12 attention heads, TP 4 divides the latter only and is never proposed.
        nlohmann::json odd = architectureToJson(a);
        odd["linear_value_heads"] = 50;
        nlohmann::json doc = servingDocument("vllm", 1);
        doc["model"] = {{"architecture", odd}};
        std::vector<int> tps;
        forEachServingSplit(parsedScenario(doc), 1, [&](int tp, int) {
            tps.push_back(tp);
            return false;
        });
        QCOMPARE(tps, (std::vector<int>{1, 2}));
    }

    void denseAndAllMambaVariants()
    {
        // Granite 4.0 Micro: granitemoehybrid with every layer attending and no experts; its
        // Mamba keys build nothing, the shared MLP is the layer's MLP.
        nlohmann::json micro = tinyConfig();
        micro["hidden_size"] = 2560;
        micro["num_attention_heads"] = 40;
        micro["num_key_value_heads"] = 8;
        micro["num_local_experts"] = 0;
        micro["num_experts_per_tok"] = 0;
        micro["intermediate_size"] = 8192;
        micro["shared_intermediate_size"] = 8192;
        micro["mamba_d_head"] = 40;
        micro["mamba_n_heads"] = 128;
        micro["mamba_d_state"] = 256;
        micro["layer_types"] = std::vector<std::string>(40, "attention");
        const Architecture dense = importedHf(micro);
        QVERIFY(!dense.isHybrid());
        QVERIFY(!dense.isMoe());
        const std::int64_t mh = 2560, md = 64;
        const std::int64_t layer
            = mh * 40 * md + 2 * mh * 8 * md + 40 * md * mh + 3 * mh * 8192 + 2 * mh;
        QCOMPARE(countParameters(dense).total(), vocab * mh + mh + 40 * layer);
        // Without layer_types every layer is Mamba (GraniteMoeHybridConfig): no attention layer
        // to place, refused with the key named.
        nlohmann::json allMamba = tinyConfig();
        allMamba.erase("layer_types");
        Diagnostics diag;
        QVERIFY(!importHfConfig(allMamba, "m", diag));
        QCOMPARE(diag.errors().front().path, std::string("m.layer_types"));
        QCOMPARE(diag.errors().front().id, std::string("hf.linear_layers_irregular"));
        // A projection bias is a variant the count leaves out: refused.
        nlohmann::json biased = tinyConfig();
        biased["mamba_proj_bias"] = true;
        Diagnostics bias;
        QVERIFY(!importHfConfig(biased, "m", bias));
        QCOMPARE(bias.errors().front().path, std::string("m.mamba_proj_bias"));
    }

    void firstAttentionLayerWrittenByHand()
    {
        // The importer's output round-trips: the first attending layer is written out.
        const Architecture a = importedHf(tinyConfig());
        const nlohmann::json j = architectureToJson(a);
        QCOMPARE(j.at("first_attention_layer").get<std::int64_t>(), std::int64_t(5));
        QCOMPARE(j.at("full_attention_interval").get<std::int64_t>(), std::int64_t(10));
        nlohmann::json doc = servingDocument("vllm", 1);
        doc["model"] = {{"architecture", j}};
        const Scenario byHand = parsedScenario(doc);
        QCOMPARE(countParameters(byHand.model.architecture).total(), countParameters(a).total());
        QCOMPARE(estimateInferenceMemory(byHand).kv.stateBytes,
                 estimateInferenceMemory(parsedScenario(servingDocument("vllm", 1))).kv.stateBytes);
        // A layer count written beside the config that leaves layer 5 out: the message names
        // the config's own key for where the attention layers start.
        nlohmann::json shortened = servingDocument("vllm", 1);
        shortened["model"]["layers"] = 4;
        const Diagnostics cut = parseScenario(shortened.dump(), builtinCatalog()).diagnostics;
        QVERIFY2(!cut.errors().empty(), cut.summary().c_str());
        QCOMPARE(cut.errors().front().path, std::string("model.hf_config.layer_types"));
        // Beyond the last layer, or without linear layers: refused with the field named.
        Architecture beyond = a;
        beyond.firstAttentionLayer = 40;
        Diagnostics far;
        validateArchitecture(beyond, "m", far);
        QCOMPARE(far.errors().front().path, std::string("m.first_attention_layer"));
        QCOMPARE(far.errors().front().id, std::string("field.out_of_range"));
        Architecture plain = a;
        plain.fullAttentionInterval = 0;
        plain.linearKeyHeads = plain.linearValueHeads = plain.linearKeyHeadDim = 0;
        plain.linearValueHeadDim = plain.linearConvKernel = 0;
        plain.linearMixer = LinearMixer::GatedDeltaNet;
        plain.linearConvBias = false;
        Diagnostics ignored;
        validateArchitecture(plain, "m", ignored);
        QCOMPARE(ignored.errors().front().path, std::string("m.first_attention_layer"));
        QCOMPARE(ignored.errors().front().id, std::string("arch.needs_linear_attention"));
    }
};

QTEST_GUILESS_MAIN(TestGraniteHybrid)
#include "test_granite_hybrid.moc"
