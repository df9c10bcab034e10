// DeepSeek-V3.2's sparse attention: the lightning indexer's parameters in every layer, derived
// from the config and the reference model's shapes, written out; its FP8 key in the KV cache;
// and a decode step that reads the latent cache of the top keys only.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/kv_cache.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "training/step_flops.h"

using namespace gp;
using gp::test::importedHf;
using gp::test::parsedScenario;
using gp::test::readDataJson;

namespace {

nlohmann::json v32Config()
{
    return readDataJson(QStringLiteral("hf/deepseek-v3.2-exp.json"));
}

nlohmann::json withoutIndexer(nlohmann::json config)
{
    for (const char* key : {"index_topk", "index_n_heads", "index_head_dim"})
        config.erase(key);
    config["model_type"] = "deepseek_v3";
    config["architectures"] = {"DeepseekV3ForCausalLM"};
    return config;
}

} // namespace

class TestSparseAttention : public QObject
{
    Q_OBJECT

private slots:
    void everyLayerHoldsAnIndexer()
    {
        Diagnostics diag;
        const auto v32 = importHfConfig(v32Config(), "m", diag);
        QVERIFY2(v32, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(v32->family, std::string("deepseek_v32"));
        // inference/model.py's Indexer: wq_b from the 1,536-wide query latent to 64 heads of
        // 128, wk from the hidden state to one key of 128, k_norm a LayerNorm with bias,
        // weights_proj from the hidden state to one weight per head. In all 61 layers.
        const std::int64_t h = 7168, qRank = 1536, heads = 64, dim = 128;
        const std::int64_t indexer = qRank * heads * dim + h * dim + 2 * dim + h * heads;
        QCOMPARE(indexer, std::int64_t(13'959'424));
        const Architecture v3 = importedHf(withoutIndexer(v32Config()));
        QCOMPARE(countParameters(*v32).total() - countParameters(v3).total(), 61 * indexer);
        QCOMPARE(countParameters(*v32).activePerToken() - countParameters(v3).activePerToken(),
                 61 * indexer);
    }

    void theCacheHoldsTheIndexerKeyAndTheStepReadsTheTopKeys()
    {
        const Architecture v32 = importedHf(v32Config());
        // The latent and rotary key (512 + 64) in BF16, and the indexer's key: 128 FP8 values
        // and one FP32 scale (vLLM's DeepseekV32IndexerCache: 132 bytes).
        const KvCache kv = kvCache(v32, KvDtype::Auto, WeightFormat::Bf16, 8, 1);
        QCOMPARE(kv.bytesPerToken, 61.0 * (576 * 2 + 132));
        // A decode step at 100,000 tokens reads the latent of its 2,048 top keys and every
        // indexer key.
        QCOMPARE(kv.readForSequence(100'000), 61.0 * (576 * 2 * 2048.0 + 132 * 100'000.0));
        QCOMPARE(kv.readForSequence(1000), kv.bytesForSequence(1000));

        // Serving a long prompt: less attention work than dense DeepSeek-V3, the same weights.
        nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h200");
        doc["hardware"]["gpus_per_node"] = 8;
        doc["inference"]["tp"] = 8;
        doc["inference"]["prompt_tokens"] = 60000;
        doc["inference"]["max_model_len"] = 65536;
        doc["inference"]["output_tokens"] = 1000;
        doc["inference"]["weights"] = "fp8";
        doc["model"] = {{"hf_config", v32Config()}};
        const InferenceEstimate sparse = estimateInference(parsedScenario(doc));
        doc["model"] = {{"hf_config", withoutIndexer(v32Config())}};
        const InferenceEstimate dense = estimateInference(parsedScenario(doc));
        QVERIFY(sparse.speed.ttft.expected < dense.speed.ttft.expected);
        QVERIFY(sparse.speed.tpot.expected < dense.speed.tpot.expected);
    }

    void trainingAttendsToTheTopKeys()
    {
        nlohmann::json doc = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "train", "workload": "training",
          "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 32,
                       "intra_node_link": "nvlink4", "inter_node_link": "ib-ndr"},
          "training": {"method": "full", "precision": "bf16-mixed", "tp": 8, "pp": 8, "ep": 4,
                       "micro_batch": 1, "global_batch": 512, "seq_len": 32768,
                       "tokens": 1e9}})");
        doc["model"] = {{"hf_config", v32Config()}};
        const StepFlops sparse = trainingStepFlops(parsedScenario(doc));
        // Per layer and token: scores and values over 2,048 keys for 128 heads of 192 + 128,
        // and the indexer's 64 heads of 128 over all 32,768.
        const double perLayer = 2.0 * 128 * (192 + 128) * 2048 + 2.0 * 64 * 128 * 32768;
        QCOMPARE(sparse.attentionForwardPerToken, 61 * perLayer);
    }
};

QTEST_GUILESS_MAIN(TestSparseAttention)
#include "test_sparse_attention.moc"
