// Hugging Face config.json import for every supported family: the exact published totals, and
// the family conventions (windows, norms, biases, MoE and MLA layouts) behind them.
#include "common/test_support.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

#include <cmath>

using namespace gp;
using gp::test::q;
using gp::test::readDataJson;

namespace {

Architecture importOrFail(const nlohmann::json& config, Diagnostics& diag)
{
    auto arch = importHfConfig(config, "model.hf_config", diag);
    if (!arch)
        qFatal("import failed: %s", diag.summary().c_str());
    return *arch;
}

Architecture importFile(const char* name)
{
    Diagnostics diag;
    return importOrFail(readDataJson(QStringLiteral("hf/") + QLatin1String(name)), diag);
}

} // namespace

class TestHfImport : public QObject
{
    Q_OBJECT

private slots:
    void reproducesPublishedTotals_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("family");
        QTest::addColumn<qint64>("parameters");
        QTest::addColumn<double>("active");
        QTest::addColumn<double>("activeTolerance");
        const nlohmann::json cases
            = readDataJson(QStringLiteral("hf/cases.json")); // outlives the loop
        for (const auto& c : cases["cases"]) {
            const std::string file = c["file"].get<std::string>();
            QTest::newRow(file.c_str())
                << q(file) << q(c["family"].get<std::string>()) << c["parameters"].get<qint64>()
                << c.value("active_parameters", 0.0) << c.value("active_tolerance", 0.0);
        }
    }

    void reproducesPublishedTotals()
    {
        QFETCH(QString, file);
        QFETCH(QString, family);
        QFETCH(qint64, parameters);
        QFETCH(double, active);
        QFETCH(double, activeTolerance);
        Diagnostics diag;
        const Architecture arch = importOrFail(readDataJson(QStringLiteral("hf/") + file), diag);
        QCOMPARE(q(arch.family), family);
        QVERIFY2(!diag.hasErrors(), diag.summary().c_str());
        const ParameterCount count = countParameters(arch);
        QCOMPARE(count.total(), parameters); // exact, to the parameter
        if (active > 0) {
            const double error
                = std::fabs(static_cast<double>(count.activePerToken()) - active) / active;
            QVERIFY2(error <= activeTolerance,
                     qPrintable(QStringLiteral("active %1 vs published %2")
                                    .arg(count.activePerToken())
                                    .arg(active)));
        } else {
            QCOMPARE(count.activePerToken(), count.total());
        }
    }

    void gemma2AlternatesLocalAndGlobalLayers()
    {
        const Architecture a = importFile("gemma-2-9b.json");
        QCOMPARE(a.slidingWindow, std::int64_t(4096));
        QCOMPARE(a.slidingWindowLayers, std::int64_t(21)); // even layers of 42
        QCOMPARE(a.headDim, std::int64_t(256)); // explicit, not 3584 / 16 = 224
        QCOMPARE(a.normsPerLayer, 4);
        QVERIFY(a.tiedEmbeddings); // Gemma ties by default
    }

    void gemma3KeepsOneGlobalLayerInSix()
    {
        const Architecture a = importFile("gemma-3-1b.json");
        QCOMPARE(a.slidingWindow, std::int64_t(512));
        QCOMPARE(a.slidingWindowLayers, std::int64_t(26 - 26 / 6));
        QVERIFY(a.qkNorm);
    }

    void gemma3MultimodalReadsTheTextModelWithDefaults()
    {
        Diagnostics diag;
        const Architecture a
            = importOrFail(readDataJson(QStringLiteral("hf/gemma-3-4b.json")), diag);
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        // Keys absent from text_config take Gemma3TextConfig's defaults (8 heads, 4 KV heads,
        // head_dim 256, vocabulary 262,208). Hand count of the language model:
        const std::int64_t h = 2560, layers = 34, heads = 8, kv = 4, d = 256, f = 10240,
                           vocab = 262208;
        const std::int64_t attention
            = h * heads * d * 2 + 2 * h * kv * d + 2 * d; // q, o, k, v, q/k norms
        const std::int64_t mlp = 3 * h * f;
        const std::int64_t norms = 4 * h;
        const std::int64_t expected = vocab * h /* tied */ + layers * (attention + mlp + norms) + h;
        // The SigLIP tower and projector apart (tests/core/test_vision_models.cpp).
        QCOMPARE(countParameters(a).total() - a.visionParameters, expected);
        QCOMPARE(a.slidingWindow, std::int64_t(1024));
    }

    void qwenWindowIsOffUnlessEnabled()
    {
        QCOMPARE(importFile("qwen2.5-14b.json").slidingWindowLayers, std::int64_t(0));
        nlohmann::json config = readDataJson(QStringLiteral("hf/qwen2.5-14b.json"));
        config["use_sliding_window"] = true;
        config["max_window_layers"] = 28;
        config["sliding_window"] = 32768;
        Diagnostics diag;
        const Architecture a = importOrFail(config, diag);
        QCOMPARE(a.slidingWindowLayers, std::int64_t(48 - 28));
        QCOMPARE(a.slidingWindow, std::int64_t(32768));
    }

    void mistralWindowsEveryLayerAndNullMeansNone()
    {
        const Architecture v3 = importFile("mistral-7b-v0.3.json");
        QCOMPARE(v3.slidingWindow, std::int64_t(0));
        const Architecture phi = importFile("phi-3-mini-4k.json");
        QCOMPARE(phi.slidingWindow, std::int64_t(2047));
        QCOMPARE(phi.slidingWindowLayers, std::int64_t(32));
    }

    void qwen2AddsBiasesToQueryKeyValue()
    {
        nlohmann::json config = readDataJson(QStringLiteral("hf/qwen2.5-14b.json"));
        Diagnostics diag;
        const std::int64_t withBias = countParameters(importOrFail(config, diag)).total();
        config["model_type"] = "llama";
        const std::int64_t without = countParameters(importOrFail(config, diag)).total();
        const std::int64_t layers = 48, heads = 40, kv = 8, d = 128;
        QCOMPARE(withBias - without, layers * (heads * d + 2 * kv * d));
    }

    void cohereQkNormIsPerHead()
    {
        nlohmann::json config = readDataJson(QStringLiteral("hf/command-r-v01.json"));
        Diagnostics diag;
        const std::int64_t plain = countParameters(importOrFail(config, diag)).total();
        config["use_qk_norm"] = true;
        const std::int64_t normed = countParameters(importOrFail(config, diag)).total();
        QCOMPARE(normed - plain, std::int64_t(40) * (64 + 64) * 128);
    }

    void deepseekV3MapsLatentAttentionAndExperts()
    {
        const Architecture a = importFile("deepseek-v3.json");
        QVERIFY(a.isMla());
        QCOMPARE(a.kvLoraRank, std::int64_t(512));
        QCOMPARE(a.qLoraRank, std::int64_t(1536));
        QCOMPARE(a.ropeHeadDim, std::int64_t(64));
        QCOMPARE(a.vHeadDim, std::int64_t(128));
        QCOMPARE(a.mtpLayers, std::int64_t(1)); // recorded, not counted
        QCOMPARE(a.moeLayers(), std::int64_t(58));
        QVERIFY(a.routerBias);
    }

    void qwen3MoeHonoursDenseOnlyLayers()
    {
        nlohmann::json config = readDataJson(QStringLiteral("hf/qwen3-30b-a3b.json"));
        config["mlp_only_layers"] = {0, 1};
        Diagnostics diag;
        const Architecture a = importOrFail(config, diag);
        QCOMPARE(a.moeLayers(), std::int64_t(46));
        QCOMPARE(a.denseLayers(), std::int64_t(2));
        // Dense layers first: the layout itself is kept, layer by layer.
        QVERIFY(!a.isMoeLayer(1) && a.isMoeLayer(2));
        // The warnings about the placement (warnings() is a copy: keep it while iterating).
        auto reordered = [](const Diagnostics& d) {
            std::vector<Diagnostic> found;
            for (const Diagnostic& w : d.warnings())
                if (w.id == "hf.moe_layers_reordered")
                    found.push_back(w);
            return found;
        };
        QVERIFY(reordered(diag).empty());
        // A dense layer in the middle cannot be kept in place: the count stays exact, the
        // placement is approximated and the import says so.
        config["mlp_only_layers"] = {5};
        Diagnostics middle;
        const Architecture b = importOrFail(config, middle);
        QCOMPARE(b.moeLayers(), std::int64_t(47));
        const auto warnings = reordered(middle);
        QCOMPARE(warnings.size(), std::size_t{1});
        QCOMPARE(warnings.front().args, (std::vector<std::string>{"47", "48"}));
        // Every second layer counted from 1 (decoder_sparse_step 2) is kept in place.
        config.erase("mlp_only_layers");
        config["decoder_sparse_step"] = 2;
        Diagnostics stepped;
        const Architecture c = importOrFail(config, stepped);
        QCOMPARE(c.moeLayers(), std::int64_t(24));
        QVERIFY(!c.isMoeLayer(0) && c.isMoeLayer(1) && c.isMoeLayer(47));
        QCOMPARE(c.moeLayersIn(10, 15), std::int64_t(2)); // 11 and 13
        QVERIFY(reordered(stepped).empty());
    }

    void unknownFamilyWarnsAndUsesCommonKeys()
    {
        Diagnostics diag;
        const Architecture a
            = importOrFail(readDataJson(QStringLiteral("hf/unknown-family.json")), diag);
        QCOMPARE(diag.warnings().size(), std::size_t(1));
        QCOMPARE(diag.warnings().front().id, std::string("hf.unknown_family"));
        QCOMPARE(diag.warnings().front().path, std::string("model.hf_config.model_type"));
        const std::int64_t h = 1024, f = 4096, layers = 8, vocab = 32000;
        // Untied (the common default of causal LMs), four h x h projections, gated MLP, 2 norms.
        QCOMPARE(countParameters(a).total(),
                 2 * vocab * h + layers * (4 * h * h + 3 * h * f + 2 * h) + h);
    }

    void missingEssentialKeyIsAnErrorNamingIt()
    {
        Diagnostics diag;
        QVERIFY(!importHfConfig(readDataJson(QStringLiteral("hf/missing-hidden.json")),
                                "model.hf_config", diag));
        QCOMPARE(diag.errors().size(), std::size_t(1));
        QCOMPARE(q(diag.errors().front().toString()),
                 QStringLiteral("model.hf_config.hidden_size: is missing from the config; it is "
                                "needed to size the model"));
    }

    void wrongTypesAreErrorsNotCrashes()
    {
        nlohmann::json config = readDataJson(QStringLiteral("hf/qwen3-8b.json"));
        config["num_hidden_layers"] = "36";
        Diagnostics diag;
        QVERIFY(!importHfConfig(config, "model.hf_config", diag));
        QCOMPARE(q(diag.errors().front().toString()),
                 QStringLiteral(
                     "model.hf_config.num_hidden_layers: must be a whole number; got a string"));

        Diagnostics notObject;
        QVERIFY(!importHfConfig(nlohmann::json::array(), "model.hf_config", notObject));
        QCOMPARE(notObject.errors().front().id, std::string("field.wrong_type"));
    }
};

QTEST_GUILESS_MAIN(TestHfImport)
#include "test_hf_import.moc"
