// Exact parameter counts against hand derivations and published formulas.
#include "model/parameter_count.h"

#include <QTest>

#include <cmath>

using namespace gp;

namespace {

Architecture llama3_8b()
{
    Architecture a;
    a.family = "llama";
    a.layers = 32;
    a.hidden = 4096;
    a.heads = 32;
    a.kvHeads = 8;
    a.headDim = 128;
    a.ffn = 14336;
    a.vocab = 128256;
    return a;
}

// GPT-3 as in Megatron-LM: learned positions, LayerNorm with bias, biases everywhere, tied output.
Architecture gpt(std::int64_t layers, std::int64_t hidden, std::int64_t heads, std::int64_t vocab,
                 std::int64_t seq)
{
    Architecture a;
    a.family = "gpt";
    a.layers = layers;
    a.hidden = hidden;
    a.heads = heads;
    a.kvHeads = heads;
    a.headDim = hidden / heads;
    a.ffn = 4 * hidden;
    a.vocab = vocab;
    a.maxPosition = seq;
    a.tiedEmbeddings = true;
    a.gatedMlp = false;
    a.qkvBias = a.outputBias = a.mlpBias = true;
    a.norm = NormKind::LayerNorm;
    a.position = PositionEmbedding::Learned;
    return a;
}

} // namespace

class TestParameterCount : public QObject
{
    Q_OBJECT

private slots:
    void moeLayersInARangeAreCountedWithoutVisitingThem()
    {
        // Against visiting every layer: dense first (DeepSeek's first_k_dense), every k-th
        // layer MoE (moe_layer_freq), empty and clipped ranges.
        int ranges = 0;
        for (std::int64_t firstDense : {0, 1, 3, 7})
            for (std::int64_t step : {1, 2, 3})
                for (std::int64_t begin = 0; begin <= 12; ++begin)
                    for (std::int64_t end = 0; end <= 12; ++end) {
                        Architecture a;
                        a.layers = 12;
                        a.experts = 8;
                        a.firstDenseLayers = firstDense;
                        a.moeLayerStep = step;
                        std::int64_t visited = 0;
                        for (std::int64_t i = begin; i < end; ++i)
                            visited += a.isMoeLayer(i) ? 1 : 0;
                        QCOMPARE(a.moeLayersIn(begin, end), visited);
                        ++ranges;
                    }
        QCOMPARE(ranges, 4 * 3 * 13 * 13);
        Architecture dense;
        dense.layers = 12;
        QCOMPARE(dense.moeLayersIn(0, 12), std::int64_t{0});
    }

    void llama3_8bByHand()
    {
        // Embedding and untied head: 2 x 128256 x 4096. Per layer: q and o 4096 x 4096 each,
        // k and v 4096 x 1024 each, gated MLP 3 x 4096 x 14336, two RMSNorm weights.
        const std::int64_t perLayer
            = 2 * 4096 * 4096 + 2 * 4096 * 1024 + 3 * 4096 * 14336 + 2 * 4096;
        const std::int64_t expected = 2 * std::int64_t(128256) * 4096 + 32 * perLayer + 4096;
        const ParameterCount c = countParameters(llama3_8b());
        QCOMPARE(c.total(), expected);
        QCOMPARE(c.total(), std::int64_t(8030261248)); // the published size
        QCOMPARE(c.activePerToken(), c.total());
        QCOMPARE(c.inputEmbedding + c.outputHead + c.attention() + c.linearMixers() + c.mlp()
                     + c.norms(),
                 c.total());
    }

    void gptMatchesMegatronFormula()
    {
        // Narayanan et al. 2021, eq. (2): P = 12 l h^2 (1 + 13 / (12 h) + (V + s) / (12 l h)).
        for (auto [layers, hidden, heads] : {std::tuple{96, 12288, 96}, std::tuple{48, 6144, 64}}) {
            const std::int64_t vocab = 51200, seq = 2048;
            const double l = layers, h = hidden;
            const double formula
                = 12 * l * h * h * (1 + 13 / (12 * h) + double(vocab + seq) / (12 * l * h));
            const ParameterCount c = countParameters(gpt(layers, hidden, heads, vocab, seq));
            // The formula also counts the final LayerNorm inside 13 l h; ours adds it once: 2h.
            QCOMPARE(double(c.total()), formula + 2 * h);
        }
    }

    void mixtureOfExpertsCountsRoutedExpertsOncePerTokenChoice()
    {
        Architecture a = llama3_8b();
        a.experts = 8;
        a.expertsPerToken = 2;
        a.moeFfn = 14336;
        const ParameterCount c = countParameters(a);
        const std::int64_t expert = 3 * 4096 * 14336;
        const std::int64_t router = 4096 * 8;
        const std::int64_t dense = countParameters(llama3_8b()).total();
        QCOMPARE(c.total(), dense + 32 * (7 * expert + router));
        QCOMPARE(c.activePerToken(), dense + 32 * (1 * expert + router));
    }

    void denseLeadingLayersAndSharedExperts()
    {
        Architecture a = llama3_8b();
        a.experts = 16;
        a.expertsPerToken = 4;
        a.sharedExperts = 2;
        a.moeFfn = 1024;
        a.firstDenseLayers = 3;
        a.moeLayerStep = 2; // DeepSeek's rule: i >= 3 and i % 2 == 0, so layers 4, 6, ..., 30
        QCOMPARE(a.moeLayers(), std::int64_t(14));
        QVERIFY(!a.isMoeLayer(3) && a.isMoeLayer(4) && !a.isMoeLayer(5) && a.isMoeLayer(30));
        const ParameterCount c = countParameters(a);
        const std::int64_t expert = 3 * 4096 * 1024;
        const std::int64_t moeMlp = 16 * expert + 2 * expert + 4096 * 16;
        const std::int64_t denseMlp = 3 * 4096 * 14336;
        const std::int64_t base = countParameters(llama3_8b()).total();
        QCOMPARE(c.total(), base - 14 * denseMlp + 14 * moeMlp);
        QCOMPARE(c.activePerToken(), c.total() - 14 * 12 * expert);
    }

    void sharedExpertGateAddsOneVectorPerMoeLayer()
    {
        Architecture a = llama3_8b();
        a.experts = 60;
        a.expertsPerToken = 4;
        a.sharedExperts = 1;
        a.moeFfn = 1408;
        a.sharedExpertFfn = 5632;
        const std::int64_t without = countParameters(a).total();
        a.sharedExpertGate = true; // Qwen2-MoE: shared_expert_gate = Linear(hidden, 1)
        QCOMPARE(countParameters(a).total() - without, std::int64_t(32) * 4096);
    }

    void latentAttentionByHand()
    {
        Architecture a = llama3_8b();
        a.kvLoraRank = 512;
        a.qLoraRank = 1536;
        a.ropeHeadDim = 64;
        a.vHeadDim = 128;
        const std::int64_t h = 4096, heads = 32, nope = 128, rope = 64, v = 128;
        const std::int64_t attention = h * 1536 + 1536 + 1536 * heads * (nope + rope) // queries
            + h * (512 + rope) + 512 + 512 * heads * (nope + v) // keys, values
            + heads * v * h; // output
        QCOMPARE(countParameters(a).denseLayer.attention, attention);
    }

    void overrideReplacesTheTotalAndKeepsTheActiveShare()
    {
        Architecture a = llama3_8b();
        a.parametersOverride = 7.5e9;
        QCOMPARE(totalParameters(a), 7.5e9);
        QCOMPARE(activeParameters(a), 7.5e9);
        a.experts = 8;
        a.expertsPerToken = 2;
        a.moeFfn = 14336;
        const ParameterCount c = countParameters(a);
        const double share = double(c.activePerToken()) / double(c.total());
        QVERIFY(std::fabs(activeParameters(a) - 7.5e9 * share) < 1);
    }
};

QTEST_GUILESS_MAIN(TestParameterCount)
#include "test_parameter_count.moc"
