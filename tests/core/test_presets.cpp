// The model presets: each one imports through the user's path without a warning, names the
// repository engines load, carries the totals its publisher gives, and where the same config.json
// is a test file it is that file, so the two cannot drift apart.
#include "common/test_support.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "model/presets.h"

#include <cmath>
#include <set>

using namespace gp;
using gp::test::readDataJson;

class TestPresets : public QObject
{
    Q_OBJECT

private slots:
    void everyPresetImportsCleanly()
    {
        std::set<std::string> ids;
        for (const ModelPreset& preset : builtinPresets()) {
            QVERIFY2(ids.insert(preset.id).second, preset.id.c_str());
            QVERIFY2(!preset.name.empty() && !preset.source.empty(), preset.id.c_str());
            if (!preset.isHfConfig)
                continue;
            QVERIFY2(!preset.repo.empty(), preset.id.c_str());
            Diagnostics diag;
            const auto arch = importHfConfig(preset.config, "model.hf_config", diag);
            QVERIFY2(arch, diag.summary().c_str());
            QVERIFY2(diag.warnings().empty(), (preset.id + ": " + diag.summary()).c_str());
        }
        QCOMPARE(presetIds().size(), builtinPresets().size());
    }

    // Totals as the model cards state them (billions, rounded as published): within half a
    // per cent of the stated figure's last digit.
    void newFamiliesHaveTheirPublishedTotals_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("billions");
        QTest::addColumn<double>("rounding");
        // Qwen3-235B-A22B-Instruct-2507 model card: 235B in total.
        QTest::newRow("qwen3-235b-a22b") << QStringLiteral("qwen3-235b-a22b") << 235.0 << 0.5;
        // Qwen3-Next-80B-A3B model card: 80B in total.
        QTest::newRow("qwen3-next-80b-a3b") << QStringLiteral("qwen3-next-80b-a3b") << 80.0 << 0.5;
        // DeepSeek-V3.2-Exp: 671B main model (685B with the multi-token-prediction module).
        QTest::newRow("deepseek-v3.2-exp") << QStringLiteral("deepseek-v3.2-exp") << 671.0 << 1.0;
        // Kimi K2 model card: 1T parameters in total (32B activated).
        QTest::newRow("kimi-k2") << QStringLiteral("kimi-k2") << 1000.0 << 50.0;
        // gpt-oss model card (OpenAI, 2025), Table 1: 116.83B in total.
        QTest::newRow("gpt-oss-120b") << QStringLiteral("gpt-oss-120b") << 116.83 << 0.005;
        // GLM-4.5 report: GLM-4.5-Air has 106B in total (its MTP layer not served).
        QTest::newRow("glm-4.5-air") << QStringLiteral("glm-4.5-air") << 106.0 << 1.0;
        // Llama 4 model card: Scout has 109B in total, its vision encoder included.
        QTest::newRow("llama-4-scout") << QStringLiteral("llama-4-scout") << 109.0 << 0.5;
        // MiniMax-M2 model card: 230B in total.
        QTest::newRow("minimax-m2") << QStringLiteral("minimax-m2") << 230.0 << 1.5;
    }

    void newFamiliesHaveTheirPublishedTotals()
    {
        QFETCH(QString, id);
        QFETCH(double, billions);
        QFETCH(double, rounding);
        const ModelPreset* preset = findPreset(id.toStdString());
        QVERIFY(preset);
        const double total
            = static_cast<double>(countParameters(preset->architecture).total()) / 1e9;
        QVERIFY2(std::abs(total - billions) <= rounding,
                 qPrintable(QStringLiteral("%1: %2 B").arg(id).arg(total)));
    }

    // A preset whose config.json is also a test file is that file.
    void presetsMatchTheirTestCopies()
    {
        const std::pair<const char*, const char*> copies[]
            = {{"qwen3-next-80b-a3b", "qwen3-next-80b-a3b.json"},
               {"deepseek-v3.2-exp", "deepseek-v3.2-exp.json"},
               {"kimi-k2", "kimi-k2.json"},
               {"gpt-oss-120b", "gpt-oss-120b.json"},
               {"glm-4.5-air", "glm-4.5-air.json"},
               {"llama-4-scout", "llama-4-scout.json"},
               {"minimax-m2", "minimax-m2.json"}};
        for (const auto& [id, file] : copies) {
            const ModelPreset* preset = findPreset(id);
            QVERIFY2(preset, id);
            const nlohmann::json copy
                = readDataJson(QStringLiteral("hf/") + QString::fromUtf8(file));
            QVERIFY2(preset->config == copy, id);
        }
    }
};

QTEST_APPLESS_MAIN(TestPresets)
#include "test_presets.moc"
