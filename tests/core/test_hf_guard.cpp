// The importer refuses what it would miscount: config.json files of 2025-26 models whose experts,
// hybrid layers, sparse attention or encoders its readers do not count are refused with the key
// named, and a model_type it does not know on a model class it maps is read as that class.
#include "common/test_support.h"
#include "model/hf_guard.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

using namespace gp;
using gp::test::q;
using gp::test::readDataJson;

class TestHfGuard : public QObject
{
    Q_OBJECT

private slots:
    void refusesWhatItWouldMiscount_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("id");
        const nlohmann::json cases = readDataJson(QStringLiteral("hf/refused/cases.json"));
        for (const auto& c : cases["cases"]) {
            const std::string file = c["file"].get<std::string>();
            QTest::newRow(file.c_str())
                << q(file) << q(c["path"].get<std::string>()) << q(c["id"].get<std::string>());
        }
    }

    void refusesWhatItWouldMiscount()
    {
        QFETCH(QString, file);
        QFETCH(QString, path);
        QFETCH(QString, id);
        Diagnostics diag;
        const auto arch = importHfConfig(readDataJson(QStringLiteral("hf/refused/") + file),
                                         "model.hf_config", diag);
        QVERIFY(!arch);
        QCOMPARE(diag.errors().size(), std::size_t(1));
        QCOMPARE(q(diag.errors().front().path), QStringLiteral("model.hf_config.") + path);
        QCOMPARE(q(diag.errors().front().id), id);
    }

    void emptyExpertKeysOfADenseModelAreNotExperts()
    {
        // Some dense configs carry an expert count of 0 or null: still a dense model.
        nlohmann::json config = readDataJson(QStringLiteral("hf/unknown-family.json"));
        config["num_experts"] = 0;
        config["num_experts_per_tok"] = nullptr;
        config["layer_types"] = nlohmann::json::array({"full_attention", "sliding_attention"});
        Diagnostics diag;
        QVERIFY2(importHfConfig(config, "model.hf_config", diag), diag.summary().c_str());
        QVERIFY(!diag.hasErrors());
        // A linear-attention layer among them is not.
        config["layer_types"][1] = "linear_attention";
        Diagnostics hybrid;
        QVERIFY(!importHfConfig(config, "model.hf_config", hybrid));
        QCOMPARE(hybrid.errors().front().path, std::string("model.hf_config.layer_types"));
        QCOMPARE(hybrid.errors().front().id, std::string("hf.uncounted_hybrid"));
    }

    void modelClassNamesTheFamily()
    {
        // A model_type the importer does not know on a DeepseekV3ForCausalLM (Kimi K2's config
        // under another name): read with DeepSeek-V3's latent attention and experts, with a
        // warning saying so. As "kimi_k2" it is read so without one.
        nlohmann::json config = readDataJson(QStringLiteral("hf/kimi-k2.json"));
        Diagnostics named;
        QVERIFY(importHfConfig(config, "m", named));
        QVERIFY2(named.warnings().empty(), named.summary().c_str());
        config["model_type"] = "moonshot_next";
        Diagnostics diag;
        const auto arch = importHfConfig(config, "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QCOMPARE(arch->family, std::string("deepseek_v3"));
        QCOMPARE(diag.warnings().size(), std::size_t(1));
        QCOMPARE(diag.warnings().front().id, std::string("hf.family_from_class"));
        QCOMPARE(diag.warnings().front().path, std::string("m.architectures"));
        // The total from the config and DeepSeek-V3's shapes, written out: per layer latent
        // attention (q down, q norm, q up, kv down with the rope key, kv norm, kv up, output) and
        // two norms; the first layer a dense MLP, the other 60 384 routed experts, one shared,
        // the router and its bias; embedding and head untied; the final norm.
        const std::int64_t h = 7168, heads = 64, qRank = 1536, kvRank = 512, nope = 128, rope = 64,
                           v = 128, vocab = 163840;
        const std::int64_t attention = h * qRank + qRank + qRank * heads * (nope + rope)
            + h * (kvRank + rope) + kvRank + kvRank * heads * (nope + v) + heads * v * h;
        const std::int64_t dense = 3 * h * 18432;
        const std::int64_t experts = 384;
        const std::int64_t moe = (experts + 1) * 3 * h * 2048 + experts * h + experts;
        const std::int64_t total = 2 * vocab * h + h + 61 * (attention + 2 * h) + dense + 60 * moe;
        QCOMPARE(countParameters(*arch).total(), total);
    }

    void refusalNamesTheConfigsOwnModelType()
    {
        // A Llama-class model with experts under its own model_type: refused as a Llama with a
        // key its reader does not count, under the name the user's file gives.
        nlohmann::json config = readDataJson(QStringLiteral("hf/refused/llama-with-experts.json"));
        config["model_type"] = "my_llama";
        Diagnostics diag;
        QVERIFY(!importHfConfig(config, "m", diag));
        QCOMPARE(diag.errors().front().id, std::string("hf.uncounted_experts"));
        QCOMPARE(diag.errors().front().args, std::vector<std::string>{"my_llama"});
    }

    void knownModelTypeWinsOverTheClass()
    {
        // A mapped model_type is read as itself, without the class's say.
        nlohmann::json config = readDataJson(QStringLiteral("hf/qwen3-8b.json"));
        config["architectures"] = nlohmann::json::array({"LlamaForCausalLM"});
        Diagnostics diag;
        const auto arch = importHfConfig(config, "m", diag);
        QVERIFY(arch);
        QCOMPARE(arch->family, std::string("qwen3"));
        QVERIFY(diag.warnings().empty());
        QCOMPARE(familyFromArchitectures(config), std::string("llama"));
    }
};

QTEST_GUILESS_MAIN(TestHfGuard)
#include "test_hf_guard.moc"
