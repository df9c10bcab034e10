// The families of 2025-26 counted exactly: each total is derived here from the model's
// config.json and the shapes of its transformers modeling code, written out (their published
// totals are kept out of the tests for an independent check).
#include "common/test_support.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

using namespace gp;
using gp::test::readDataJson;

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
