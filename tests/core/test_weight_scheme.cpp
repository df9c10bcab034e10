// What shapes a quantised format's bits beyond its name: the group size of the 4-bit integer
// formats (an FP16 scale, and for GPTQ/AWQ a 4-bit zero point, per group) and which layer
// matrices it covers (every one, or the routed experts alone as Kimi K2 Thinking and gpt-oss
// ship theirs). Each figure is the model's parameters times the bits the rule says.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "inference/weight_format.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::readDataJson;
using gp::test::relativelyClose;
using gp::test::servingDocument;

namespace {

// Layer matrices, and the rest (embeddings, head, norms), of a model.
struct Split
{
    double routed = 0;
    double otherMatrices = 0;
    double ends = 0;
};

Split splitOf(const Architecture& a)
{
    const ParameterCount c = countParameters(a);
    Split s;
    s.routed = static_cast<double>(c.moeLayers * c.moeLayer.routedExperts);
    s.ends = static_cast<double>(c.inputEmbedding + c.outputHead + c.norms());
    s.otherMatrices = static_cast<double>(c.total()) - s.routed - s.ends;
    return s;
}

bool mentions(const Diagnostics& diag, const std::string& text)
{
    return diag.summary().find(text) != std::string::npos;
}

} // namespace

class TestWeightScheme : public QObject
{
    Q_OBJECT

private slots:
    void latentDownProjectionsStayWholeOnEveryRank()
    {
        // DeepSeek-V3 in BF16 at TP 8, with its query latent halved: q_a_proj (hidden x rank)
        // and its norm stay whole on every rank, as vLLM's and SGLang's DeepseekV2Attention
        // replicate them (ReplicatedLinear); q_b_proj (rank x heads x head width) splits.
        const Architecture v3
            = parsedScenario(servingDocument("deepseek-v3", "h200")).model.architecture;
        Architecture narrower = v3;
        narrower.qLoraRank = v3.qLoraRank / 2;
        auto bytes = [](const Architecture& a) {
            return servedWeights(a, WeightFormat::Bf16, 8, 1, EmbeddingSplit::VocabParallel).bytes;
        };
        const double rank = static_cast<double>(v3.qLoraRank - narrower.qLoraRank);
        const double layers = static_cast<double>(v3.layers);
        const double whole = rank * (static_cast<double>(v3.hidden) + 1);
        const double split = rank * static_cast<double>(v3.heads * (v3.headDim + v3.ropeHeadDim));
        QVERIFY(relativelyClose(bytes(v3) - bytes(narrower), 2 * layers * (whole + split / 8)));
    }

    void theSparseAttentionIndexerStaysWhole()
    {
        // DeepSeek-V3.2's lightning indexer is replicated on every rank (vLLM's Indexer): what it
        // adds per GPU is the same at TP 8 as on one GPU.
        Diagnostics diag;
        const auto v32 = importHfConfig(readDataJson(QStringLiteral("hf/deepseek-v3.2-exp.json")),
                                        "model.hf_config", diag);
        QVERIFY(v32 && v32->hasIndexer());
        Architecture dense = *v32;
        dense.indexTopK = 0;
        auto added = [&](int tp) {
            auto bytes = [&](const Architecture& a) {
                return servedWeights(a, WeightFormat::Bf16, tp, 1, EmbeddingSplit::VocabParallel)
                    .bytes;
            };
            return bytes(*v32) - bytes(dense);
        };
        QVERIFY(added(1) > 1.5 * 1024 * 1024 * 1024); // 1.59 GiB over 61 layers
        QVERIFY(relativelyClose(added(8), added(1), 1e-9));
    }

    void groupSizeSetsTheScaleBits()
    {
        const Architecture a
            = parsedScenario(servingDocument("llama-3.1-8b", "h100-sxm")).model.architecture;
        const Split s = splitOf(a);
        QVERIFY(s.routed == 0 && s.otherMatrices > 1e9);
        auto bytes = [&](WeightFormat format, int group) {
            return servedWeights(a, WeightScheme{format, group, QuantizedLayers::Auto}, 1, 1,
                                 EmbeddingSplit::Replicated)
                .bytes;
        };
        // GPTQ / AWQ: 16-bit scale + 4-bit zero per group; int4: the scale alone.
        QVERIFY(relativelyClose(bytes(WeightFormat::GptqInt4, 128),
                                s.otherMatrices * (4 + 20.0 / 128) / 8 + s.ends * 2));
        QVERIFY(relativelyClose(bytes(WeightFormat::AwqInt4, 32),
                                s.otherMatrices * (4 + 20.0 / 32) / 8 + s.ends * 2));
        QVERIFY(
            relativelyClose(bytes(WeightFormat::Int4, 32), s.otherMatrices * 4.5 / 8 + s.ends * 2));
        // The plain overload is group 128.
        QVERIFY(relativelyClose(
            servedWeights(a, WeightFormat::AwqInt4, 1, 1, EmbeddingSplit::Replicated).bytes,
            bytes(WeightFormat::AwqInt4, 128)));
    }

    void expertsAloneLeaveTheRestSixteenBit()
    {
        Diagnostics diag;
        const auto a
            = importHfConfig(readDataJson(QStringLiteral("hf/gpt-oss-120b.json")), "m", diag);
        QVERIFY(a);
        const Split s = splitOf(*a);
        QVERIFY(s.routed > 1e10);
        const ServedWeights experts
            = servedWeights(*a, WeightScheme{WeightFormat::Int4, 32, QuantizedLayers::Experts}, 1,
                            1, EmbeddingSplit::Replicated);
        QVERIFY(
            relativelyClose(experts.bytes, s.routed * 4.5 / 8 + (s.otherMatrices + s.ends) * 2));
        QVERIFY(relativelyClose(experts.routedExpertBytes, s.routed * 4.5 / 8));
        // MXFP4 quantises every layer matrix when told to: the experts as before, the
        // attention too (routers and norms stay 16-bit).
        auto mxfp4 = [&](QuantizedLayers layers) {
            return servedWeights(*a, WeightScheme{WeightFormat::Mxfp4, 128, layers}, 1, 1,
                                 EmbeddingSplit::Replicated);
        };
        const ServedWeights usual = mxfp4(QuantizedLayers::Auto);
        const ServedWeights all = mxfp4(QuantizedLayers::All);
        QVERIFY(relativelyClose(usual.bytes, s.routed * 4.25 / 8 + (s.otherMatrices + s.ends) * 2));
        QVERIFY(relativelyClose(all.routedExpertBytes, usual.routedExpertBytes));
        QVERIFY(all.bytes < usual.bytes - s.otherMatrices / 2 * (2 - 4.25 / 8));
    }

    void theScenarioCarriesTheScheme()
    {
        nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["inference"]["weights"] = "int4";
        doc["inference"]["weight_group_size"] = 32;
        const Scenario scenario = parsedScenario(doc);
        Diagnostics none;
        const Estimate e = estimate(scenario, none);
        QVERIFY(e.inference);
        QVERIFY(relativelyClose(
            e.inference->memory.served.bytes,
            servedWeights(scenario.model.architecture,
                          WeightScheme{WeightFormat::Int4, 32, QuantizedLayers::Auto}, 1, 1,
                          EmbeddingSplit::Replicated)
                .bytes));
    }

    void meaninglessSettingsAreNamed()
    {
        nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["inference"]["quantized_layers"] = "experts"; // a dense model
        doc["inference"]["weights"] = "awq-int4";
        auto parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!parsed.scenario);
        QVERIFY(mentions(parsed.diagnostics, "inference.quantized_layers"));

        doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["inference"]["weight_group_size"] = 64; // BF16 has no groups
        parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(parsed.scenario);
        QVERIFY(mentions(parsed.diagnostics, "inference.weight_group_size"));

        doc = servingDocument("llama-3.1-8b", "rtx-4090");
        doc["inference"]["engine"] = "llamacpp";
        doc["inference"]["weights"] = "int4";
        parsed = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!parsed.scenario);
        QVERIFY(mentions(parsed.diagnostics, "inference.weights"));
    }
};

QTEST_APPLESS_MAIN(TestWeightScheme)
#include "test_weight_scheme.moc"
