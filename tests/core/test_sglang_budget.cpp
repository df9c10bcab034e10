// SGLang's KV budget: its static share of the memory free once the CUDA context and the
// communicators are up, less the weights as its load measures them (device memory: the FP32
// rotary cache and the allocator's rounding come with them), in pages of one token.
#include "common/test_support.h"
#include "inference/inference_memory.h"
#include "model/parameter_count.h"

#include <QTest>

#include <cmath>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::partBytes;
using gp::test::relativelyClose;
using gp::test::servingDocument;

class TestSglangBudget : public QObject
{
    Q_OBJECT

private slots:
    void theLoadTakesTheRotaryCacheAndRounding()
    {
        nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["inference"]["engine"] = "sglang";
        const Scenario s = parsedScenario(doc);
        const Architecture& a = s.model.architecture;
        const InferenceMemory m = estimateInferenceMemory(s);
        // 131,072 positions x 128 rotary dimensions x 4 B, and 1 MiB for each of 4 x 32 layer
        // matrices and the embedding and head.
        const double rotary = static_cast<double>(a.maxPosition * a.headDim) * 4;
        QCOMPARE(rotary, 64.0 * 1024 * 1024);
        const double extra = rotary + (4.0 * static_cast<double>(a.layers) + 2) * 1024 * 1024;
        QCOMPARE(partBytes(m.overhead, "overhead.weight_segments"), extra);
        // The budget takes it off the cache, with the weights.
        const double context = 0.5 * 1024 * 1024 * 1024; // one GPU: no communicators
        const double budget
            = m.utilization * (m.capacityBytes - context) - m.weights.bytes.expected - extra;
        QVERIFY(relativelyClose(m.kvBudgetBytes.expected, budget, 1e-12));
        // Pages of one token: the capacity is the budget's whole tokens, not blocks of 16.
        QCOMPARE(m.blockTokens, 1);
        QCOMPARE(m.kvCapacityTokens.expected, std::floor(budget / m.kv.bytesPerToken));
    }

    void otherEnginesMeasureTheWeightsAlone()
    {
        for (const char* engine : {"vllm", "trtllm", "lmdeploy"}) {
            nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
            doc["inference"]["engine"] = engine;
            const InferenceMemory m = estimateInferenceMemory(parsedScenario(doc));
            QCOMPARE(partBytes(m.overhead, "overhead.weight_segments"), -1.0);
            QVERIFY(m.blockTokens > 1);
        }
    }
};

QTEST_APPLESS_MAIN(TestSglangBudget)
#include "test_sglang_budget.moc"
