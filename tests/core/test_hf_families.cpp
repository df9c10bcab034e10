// The families of 2025-26 counted exactly: each total is derived here from the model's
// config.json and the shapes of its transformers modeling code, written out (their published
// totals are kept out of the tests for an independent check).
#include "common/test_support.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

using namespace gp;
using gp::test::readDataJson;

namespace {

// Imports a config (tests/data/hf/<file>, or `config` when file is null), checks its family and
// its counts; `warnings` it may give (a multimodal wrapper read text only).
Architecture expectCounts(const char* file, const nlohmann::json& config, const char* family,
                          std::int64_t total, std::int64_t active, std::size_t warnings = 0)
{
    Diagnostics diag;
    const auto arch = importHfConfig(
        file ? readDataJson(QStringLiteral("hf/") + QString::fromUtf8(file)) : config, "m", diag);
    if (!arch)
        qFatal("%s: %s", file ? file : "config", diag.summary().c_str());
    QTest::qCompare(arch->family, std::string(family), "family", "expected", __FILE__, __LINE__);
    QTest::qCompare(diag.warnings().size(), warnings, "warnings", "expected", __FILE__, __LINE__);
    const ParameterCount count = countParameters(*arch);
    QTest::qCompare(count.total(), total, "total", "derived", __FILE__, __LINE__);
    QTest::qCompare(count.activePerToken(), active, "active", "derived", __FILE__, __LINE__);
    return *arch;
}

Architecture expectCounts(const char* file, const char* family, std::int64_t total,
                          std::int64_t active, std::size_t warnings = 0)
{
    return expectCounts(file, nlohmann::json(), family, total, active, warnings);
}

} // namespace

class TestHfFamilies : public QObject
{
    Q_OBJECT

private slots:
    // GLM-4.5-Air (zai-org/GLM-4.5-Air's config.json, as ms-swift prints it).
    void glmMoeCountsItsExperts()
    {
        Diagnostics diag;
        const auto arch
            = importHfConfig(readDataJson(QStringLiteral("hf/glm-4.5-air.json")), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QCOMPARE(arch->family, std::string("glm4_moe"));
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        // transformers' Glm4Moe, written out: per layer q, k and v with biases (attention_bias),
        // o without, two norms; the first layer a dense MLP, the other 45 128 routed experts,
        // one shared expert of the same width, the router and its score-correction bias;
        // embedding and head untied; the final norm. The MTP layer is not counted.
        const std::int64_t h = 4096, heads = 96, kv = 8, d = 128, vocab = 151552, width = 1408;
        const std::int64_t attention
            = h * heads * d + heads * d + 2 * (h * kv * d + kv * d) + heads * d * h;
        const std::int64_t dense = 3 * h * 10944;
        const std::int64_t expert = 3 * h * width;
        const std::int64_t moe = 129 * expert + 128 * h + 128;
        const std::int64_t total = 2 * vocab * h + h + 46 * (attention + 2 * h) + dense + 45 * moe;
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), total);
        // Per token: 8 routed experts and the shared one.
        const std::int64_t active = 2 * vocab * h + h + 46 * (attention + 2 * h) + dense
            + 45 * (9 * expert + 128 * h + 128);
        QCOMPARE(count.activePerToken(), active);
        QCOMPARE(arch->mtpLayers, std::int64_t(1));
        // The same config under another model_type, on the same class: read as GLM-4.5.
        nlohmann::json renamed = readDataJson(QStringLiteral("hf/glm-4.5-air.json"));
        renamed["model_type"] = "glm4_moe_next";
        Diagnostics classDiag;
        const auto byClass = importHfConfig(renamed, "m", classDiag);
        QVERIFY(byClass);
        QCOMPARE(countParameters(*byClass).total(), total);
    }

    // gpt-oss-120b (openai/gpt-oss-120b's config.json).
    void gptOssCountsExpertsBiasesAndSinks()
    {
        const nlohmann::json config = readDataJson(QStringLiteral("hf/gpt-oss-120b.json"));
        Diagnostics diag;
        const auto arch = importHfConfig(config, "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QCOMPARE(arch->family, std::string("gpt_oss"));
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        // transformers' GptOss, written out: q, k, v and o with biases, one sink logit per head,
        // two RMSNorms; every layer's experts hold gate_up (h x 2f) and down (f x h) with their
        // biases; the router is a Linear with a bias; embedding and head untied; the final norm.
        const std::int64_t h = 2880, heads = 64, kv = 8, d = 64, f = 2880, vocab = 201088;
        const std::int64_t attention
            = h * heads * d + heads * d + 2 * (h * kv * d + kv * d) + heads * d * h + h + heads;
        const std::int64_t expert = h * 2 * f + 2 * f + f * h + h;
        auto layer = [&](std::int64_t experts, std::int64_t used) {
            return attention + 2 * h + used * expert + h * experts + experts;
        };
        const std::int64_t embeddings = 2 * vocab * h + h;
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), embeddings + 36 * layer(128, 128));
        QCOMPARE(count.activePerToken(), embeddings + 36 * layer(128, 4));
        // Half the layers attend within 128 tokens (layer_types).
        QCOMPARE(arch->slidingWindow, std::int64_t(128));
        QCOMPARE(arch->slidingWindowLayers, std::int64_t(18));
        QVERIFY(arch->attentionSinks);

        // gpt-oss-20b: the same shapes, 24 layers of 32 experts.
        nlohmann::json small = config;
        small["num_hidden_layers"] = 24;
        small["num_local_experts"] = 32;
        small["layer_types"].erase(small["layer_types"].begin() + 24, small["layer_types"].end());
        Diagnostics smallDiag;
        const auto smallArch = importHfConfig(small, "m", smallDiag);
        QVERIFY2(smallArch, smallDiag.summary().c_str());
        const ParameterCount smallCount = countParameters(*smallArch);
        QCOMPARE(smallCount.total(), embeddings + 24 * layer(32, 32));
        QCOMPARE(smallCount.activePerToken(), embeddings + 24 * layer(32, 4));
    }

    // Mixtral-8x22B-v0.1 (mistralai's config.json): Mixtral's shapes written out: q, k, v, o
    // without biases, two RMSNorms, 8 experts of three matrices, a router without a bias.
    void mixtralCountsEveryExpert()
    {
        Diagnostics diag;
        const auto arch
            = importHfConfig(readDataJson(QStringLiteral("hf/mixtral-8x22b.json")), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        const std::int64_t h = 6144, heads = 48, kv = 8, d = 128, f = 16384, vocab = 32000;
        const std::int64_t attention = 2 * h * heads * d + 2 * h * kv * d;
        auto layer
            = [&](std::int64_t used) { return attention + 2 * h + used * 3 * h * f + h * 8; };
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), 2 * vocab * h + h + 56 * layer(8));
        QCOMPARE(count.activePerToken(), 2 * vocab * h + h + 56 * layer(2));
    }

    // Qwen3-30B-A3B (Qwen's config.json): Qwen3-MoE's shapes, with q/k norms of head_dim.
    void qwen3MoeCountsEveryExpert()
    {
        Diagnostics diag;
        const auto arch
            = importHfConfig(readDataJson(QStringLiteral("hf/qwen3-30b-a3b.json")), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        const std::int64_t h = 2048, heads = 32, kv = 4, d = 128, f = 768, vocab = 151936;
        const std::int64_t attention = 2 * h * heads * d + 2 * h * kv * d + 2 * d;
        auto layer
            = [&](std::int64_t used) { return attention + 2 * h + used * 3 * h * f + h * 128; };
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), 2 * vocab * h + h + 48 * layer(128));
        QCOMPARE(count.activePerToken(), 2 * vocab * h + h + 48 * layer(8));
    }

    // Each family below: the config's values, and the shapes of its transformers modeling code
    // written out per layer (attention, MLP or experts, router, norms), then embeddings, head and
    // final norm. Sources of the configs: tests/data/hf/sources.json.
    void olmoeCountsFullWidthQkNorms()
    {
        // OLMoE-1B-7B: q/k norms over the whole q and k projections, 64 experts, top 8.
        const std::int64_t h = 2048, f = 1024, vocab = 50304;
        auto layer = [&](std::int64_t used) {
            return 4 * h * h + 2 * h + 2 * h + used * 3 * h * f + h * 64;
        };
        expectCounts("olmoe-1b-7b.json", "olmoe", 2 * vocab * h + h + 16 * layer(64),
                     2 * vocab * h + h + 16 * layer(8));
    }

    void phiMoeCountsLayerNormsAndBiases()
    {
        // Phi-3.5-MoE: LayerNorms with biases, q/k/v/o biases (attention_bias), an lm_head bias.
        const std::int64_t h = 4096, kv = 1024, f = 6400, vocab = 32064;
        const std::int64_t attention = 2 * (h * h + h) + 2 * (h * kv + kv);
        auto layer
            = [&](std::int64_t used) { return attention + 4 * h + used * 3 * h * f + h * 16; };
        const std::int64_t ends = 2 * vocab * h + vocab + 2 * h;
        expectCounts("phi-3.5-moe.json", "phimoe", ends + 32 * layer(16), ends + 32 * layer(2));
    }

    void ernieCountsItsDenseFirstLayer()
    {
        // ERNIE-4.5-21B-A3B: layer 0 dense (12288 wide); layers 1-27 with 64 experts of 1536,
        // two shared ones as one MLP of 3072, the router and its correction bias; tied.
        const std::int64_t h = 2560, kv = 512, vocab = 103424;
        const std::int64_t attention = 2 * h * h + 2 * h * kv;
        const std::int64_t expert = 3 * h * 1536;
        auto moe = [&](std::int64_t used) {
            return attention + 2 * h + used * expert + 3 * h * 3072 + h * 64 + 64;
        };
        const std::int64_t rest = vocab * h + h + attention + 2 * h + 3 * h * 12288;
        const Architecture a = expectCounts("ernie-4.5-21b-a3b.json", "ernie4_5_moe",
                                            rest + 27 * moe(64), rest + 27 * moe(6));
        QVERIFY(!a.isMoeLayer(0));
        QVERIFY(a.isMoeLayer(1) && a.isMoeLayer(27));
        // Dense layers after moe_layer_end_index: counted exactly, placed first, and said so.
        nlohmann::json config = readDataJson(QStringLiteral("hf/ernie-4.5-21b-a3b.json"));
        config["moe_layer_end_index"] = 20;
        Diagnostics diag;
        const auto shorter = importHfConfig(config, "m", diag);
        QVERIFY(shorter);
        QCOMPARE(shorter->moeLayers(), std::int64_t(20));
        QCOMPARE(diag.warnings().front().path, std::string("m.moe_layer_end_index"));
        QCOMPARE(diag.warnings().front().id, std::string("hf.moe_layers_reordered"));
    }

    void hunyuanReadsPerLayerLists()
    {
        // Hunyuan-A13B: per-layer lists of one value; q/k norms of head_dim; a shared MLP of
        // intermediate_size; tied.
        const std::int64_t h = 4096, kv = 1024, d = 128, f = 3072, vocab = 128167;
        auto layer = [&](std::int64_t used) {
            return 2 * h * h + 2 * h * kv + 2 * d + 2 * h + (used + 1) * 3 * h * f + h * 64;
        };
        expectCounts("hunyuan-a13b.json", "hunyuan_v1_moe", vocab * h + h + 32 * layer(64),
                     vocab * h + h + 32 * layer(8));
        // A list that changes from layer to layer is refused, naming it.
        nlohmann::json config = readDataJson(QStringLiteral("hf/hunyuan-a13b.json"));
        config["moe_topk"][3] = 4;
        Diagnostics diag;
        QVERIFY(!importHfConfig(config, "m", diag));
        QCOMPARE(diag.errors().front().path, std::string("m.moe_topk"));
        QCOMPARE(diag.errors().front().id, std::string("hf.uneven_layers"));
        // HunYuanMoEV1Config does not tie by default: without the key the head is its own.
        config = readDataJson(QStringLiteral("hf/hunyuan-a13b.json"));
        config.erase("tie_word_embeddings");
        config["num_experts"] = nlohmann::json::array({64, 64}); // a list of one value
        const Architecture untied
            = expectCounts(nullptr, config, "hunyuan_v1_moe", 2 * vocab * h + h + 32 * layer(64),
                           2 * vocab * h + h + 32 * layer(8));
        QVERIFY(!untied.tiedEmbeddings);
        // Cross-layer attention shares the KV cache: refused.
        config = readDataJson(QStringLiteral("hf/hunyuan-a13b.json"));
        config["use_cla"] = true;
        Diagnostics cla;
        QVERIFY(!importHfConfig(config, "m", cla));
        QCOMPARE(cla.errors().front().id, std::string("hf.uncounted_cross_layer"));
    }

    void miniMaxM2AttendsInEveryLayer()
    {
        // MiniMax-M2: q/k norms over the whole projections (6144 and 1024 wide), 256 experts;
        // the routing bias is a buffer, not a parameter.
        const std::int64_t h = 3072, q = 6144, kv = 1024, f = 1536, vocab = 200064;
        auto layer = [&](std::int64_t used) {
            return 2 * h * q + 2 * h * kv + q + kv + 2 * h + used * 3 * h * f + h * 256;
        };
        expectCounts("minimax-m2.json", "minimax_m2", 2 * vocab * h + h + 62 * layer(256),
                     2 * vocab * h + h + 62 * layer(8));
        // A q/k norm type the engines do not implement is refused, naming it.
        nlohmann::json perHead = readDataJson(QStringLiteral("hf/minimax-m2.json"));
        perHead["qk_norm_type"] = "per_head";
        Diagnostics typed;
        QVERIFY(!importHfConfig(perHead, "m", typed));
        QCOMPARE(typed.errors().front().path, std::string("m.qk_norm_type"));
        // MiniMax-01's lightning attention (attn_type 0) is refused.
        nlohmann::json config = readDataJson(QStringLiteral("hf/minimax-m2.json"));
        config["attn_type_list"][0] = 0;
        Diagnostics diag;
        QVERIFY(!importHfConfig(config, "m", diag));
        QCOMPARE(diag.errors().front().path, std::string("m.attn_type_list"));
    }

    void llama4InterleavesItsExperts()
    {
        // Llama 4 Scout's language model: 48 MoE layers of 16 experts and a shared one, all
        // intermediate_size wide; the router has no bias; the L2 q/k norm has no weights. The
        // vision encoder is counted apart (tests/core/test_vision_models.cpp) and is part of
        // the total only.
        const std::int64_t h = 5120, kv = 1024, f = 8192, vocab = 202048;
        const std::int64_t attention = 2 * h * h + 2 * h * kv;
        auto moe = [&](std::int64_t experts, std::int64_t used) {
            return attention + 2 * h + (used + 1) * 3 * h * f + h * experts;
        };
        const std::int64_t ends = 2 * vocab * h + h;
        const std::int64_t vision = 871'932'416;
        const Architecture scout
            = expectCounts("llama-4-scout.json", "llama4", ends + 48 * moe(16, 16) + vision,
                           ends + 48 * moe(16, 1));
        // Its RoPE layers (three in four) attend within chunks of 8192 tokens: their cache holds
        // one chunk at most.
        QCOMPARE(scout.slidingWindow, std::int64_t(8192));
        QCOMPARE(scout.slidingWindowLayers, std::int64_t(36));
        // Maverick: 128 experts in every second layer counted from 1, dense layers of
        // intermediate_size_mlp between them.
        nlohmann::json config = readDataJson(QStringLiteral("hf/llama-4-scout.json"));
        config["text_config"]["num_local_experts"] = 128;
        config["text_config"]["interleave_moe_layer_step"] = 2;
        config["text_config"].erase("moe_layers");
        Diagnostics diag;
        const auto maverick = importHfConfig(config, "m", diag);
        QVERIFY2(maverick, diag.summary().c_str());
        QVERIFY(!maverick->isMoeLayer(0) && maverick->isMoeLayer(1) && maverick->isMoeLayer(47));
        const std::int64_t dense = attention + 2 * h + 3 * h * 16384;
        const ParameterCount count = countParameters(*maverick);
        QCOMPARE(count.total(), ends + 24 * dense + 24 * moe(128, 128) + vision);
        QCOMPARE(count.activePerToken(), ends + 24 * dense + 24 * moe(128, 1));
    }

    void aTiedHeadKeepsItsBias()
    {
        // ERNIE with use_bias: tied embeddings, and lm_head's bias of one value per token.
        nlohmann::json config = readDataJson(QStringLiteral("hf/ernie-4.5-21b-a3b.json"));
        config["use_bias"] = true;
        Diagnostics diag;
        const auto a = importHfConfig(config, "m", diag);
        QVERIFY(a && a->tiedEmbeddings && a->outputHeadBias);
        QCOMPARE(countParameters(*a).outputHead, std::int64_t(103424));
    }

    // Phi-4 (microsoft/phi-4's config.json, as a public write-up quotes it): Phi-3's shapes,
    // read as phi3 (Phi3ForCausalLM), without a window (sliding_window null).
    void phi4ReadsAsPhi3()
    {
        const nlohmann::json config = nlohmann::json::parse(R"({
            "architectures": ["Phi3ForCausalLM"], "model_type": "phi3",
            "attention_bias": false, "hidden_size": 5120, "intermediate_size": 17920,
            "max_position_embeddings": 16384, "num_attention_heads": 40,
            "num_hidden_layers": 40, "num_key_value_heads": 10, "sliding_window": null,
            "tie_word_embeddings": false, "vocab_size": 100352})");
        // transformers' Phi3, written out: the fused qkv_proj (40 + 2 x 10 heads of 128),
        // o_proj, the fused gate_up_proj and down_proj, two RMSNorms; untied embeddings and a
        // final norm.
        const std::int64_t h = 5120, vocab = 100352;
        const std::int64_t layer = h * (40 + 2 * 10) * 128 + 40 * 128 * h + 3 * h * 17920 + 2 * h;
        const std::int64_t total = 2 * vocab * h + h + 40 * layer;
        const Architecture a = expectCounts(nullptr, config, "phi3", total, total);
        QCOMPARE(total, std::int64_t(14'659'507'200));
        QCOMPARE(a.slidingWindow, std::int64_t(0));
    }

    void gptOssWithoutItsExpertCountIsRefused()
    {
        nlohmann::json config = readDataJson(QStringLiteral("hf/gpt-oss-120b.json"));
        config.erase("num_local_experts");
        Diagnostics diag;
        QVERIFY(!importHfConfig(config, "model.hf_config", diag));
        QCOMPARE(diag.errors().front().path, std::string("model.hf_config.num_local_experts"));
        QCOMPARE(diag.errors().front().id, std::string("hf.missing_key"));
    }
};

QTEST_GUILESS_MAIN(TestHfFamilies)
#include "test_hf_families.moc"
