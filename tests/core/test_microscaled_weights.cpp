// The microscaled 4-bit formats: MXFP4 as gpt-oss ships it (its experts only, an 8-bit scale per
// block of 32) and on a dense model (every layer matrix), NVFP4 (every layer matrix, an FP8
// scale per block of 16); llama.cpp reads neither outside a GGUF file.
#include "common/test_support.h"
#include "inference/weight_format.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::readDataJson;
using gp::test::relativelyClose;
using gp::test::servingDocument;

class TestMicroscaledWeights : public QObject
{
    Q_OBJECT

private slots:
    void mxfp4QuantisesGptOssExpertsOnly()
    {
        Diagnostics diag;
        const auto a
            = importHfConfig(readDataJson(QStringLiteral("hf/gpt-oss-120b.json")), "m", diag);
        QVERIFY(a);
        const ParameterCount c = countParameters(*a);
        const double routed = static_cast<double>(c.moeLayers * c.moeLayer.routedExperts);
        const double rest = static_cast<double>(c.total()) - routed;
        const ServedWeights w
            = servedWeights(*a, WeightFormat::Mxfp4, 1, 1, EmbeddingSplit::Replicated);
        QVERIFY(relativelyClose(w.bytes, routed * 4.25 / 8 + rest * 2));
        QCOMPARE(std::llround(w.bytes / 1e8), 652LL); // 65.2 GB
        // Decode reads the experts it routes to at their own 4.25 bits, the rest at 16.
        QVERIFY(relativelyClose(w.routedExpertBytes, routed * 4.25 / 8));
        QVERIFY(
            relativelyClose(servedWeights(*a, WeightFormat::Bf16, 1, 1, EmbeddingSplit::Replicated)
                                .routedExpertBytes,
                            routed * 2));
    }

    void denseModelsQuantiseEveryLayerMatrix()
    {
        const Architecture a
            = parsedScenario(servingDocument("llama-3.1-8b", "b200")).model.architecture;
        const ParameterCount c = countParameters(a);
        const double ends = static_cast<double>(c.inputEmbedding + c.outputHead);
        const double norms = static_cast<double>(c.norms());
        const double matrices = static_cast<double>(c.total()) - ends - norms;
        for (const auto& [format, bits] :
             {std::pair{WeightFormat::Mxfp4, 4.25}, std::pair{WeightFormat::Nvfp4, 4.5}}) {
            const ServedWeights w = servedWeights(a, format, 1, 1, EmbeddingSplit::Replicated);
            QVERIFY(relativelyClose(w.bytes, matrices * bits / 8 + (ends + norms) * 2));
        }
    }

    void llamaCppReadsThemOnlyInGguf()
    {
        nlohmann::json doc = servingDocument("llama-3.1-8b", "rtx-4090");
        doc["inference"]["engine"] = "llamacpp";
        doc["inference"]["weights"] = "nvfp4";
        const ScenarioParseResult parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!parsed.scenario);
        QCOMPARE(parsed.diagnostics.errors().front().path, std::string("inference.weights"));
        QCOMPARE(parsed.diagnostics.errors().front().id, std::string("infer.engine_weights"));
    }
};

QTEST_GUILESS_MAIN(TestMicroscaledWeights)
#include "test_microscaled_weights.moc"
