// Hybrid models (Qwen3-Next: Gated DeltaNet layers between gated-attention ones): the exact
// count derived from the config and transformers' shapes; the KV cache on attention layers only
// and the recurrent state each sequence holds, as vLLM and llama.cpp allocate them; the weights a
// GPU serves; the parameters of each training stage; and the work of a step.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/kv_cache.h"
#include "inference/weight_format.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "training/step_flops.h"
#include "training/training_memory.h"

using namespace gp;
using gp::test::parsedScenario;
using gp::test::readDataJson;
using gp::test::relativelyClose;

namespace {

Architecture qwen3Next()
{
    Diagnostics diag;
    const auto arch = importHfConfig(readDataJson(QStringLiteral("hf/qwen3-next-80b-a3b.json")),
                                     "model.hf_config", diag);
    if (!arch)
        qFatal("%s", diag.summary().c_str());
    return *arch;
}

nlohmann::json servingDocument(const std::string& engine, int tp)
{
    nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", "h100-sxm");
    doc["model"] = {{"hf_config", readDataJson(QStringLiteral("hf/qwen3-next-80b-a3b.json"))}};
    doc["inference"]["engine"] = engine;
    doc["inference"]["tp"] = tp;
    return doc;
}

// Qwen3-Next's config values, as the tests below write its shapes out.
constexpr std::int64_t h = 2048, heads = 16, kv = 2, d = 256, vocab = 151936;
constexpr std::int64_t keyHeads = 16, valueHeads = 32, keyDim = 128, valueDim = 128, kernel = 4;
constexpr std::int64_t experts = 512, used = 10, width = 512;

} // namespace

class TestHybridModels : public QObject
{
    Q_OBJECT

private slots:
    void qwen3NextCountsBothMixers()
    {
        Diagnostics diag;
        const auto arch
            = importHfConfig(readDataJson(QStringLiteral("hf/qwen3-next-80b-a3b.json")), "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QVERIFY2(diag.warnings().empty(), diag.summary().c_str());
        QCOMPARE(arch->family, std::string("qwen3_next"));
        // transformers' Qwen3Next, written out. Gated attention: q_proj twice as wide (the
        // output gate), k, v, o, q/k norms of head_dim. Gated DeltaNet: in_proj_qkvz, in_proj_ba,
        // a depthwise conv without bias over q, k and v, dt_bias and A_log per value head, a
        // gated norm of one value head, out_proj. Every layer: 512 experts, one shared expert
        // and its 1-wide gate, a router without bias, two norms. Layer i attends when (i + 1) is
        // a multiple of 4: 12 attention layers, 36 linear ones.
        const std::int64_t attention = h * 2 * heads * d + 2 * h * kv * d + heads * d * h + 2 * d;
        const std::int64_t keys = keyHeads * keyDim, values = valueHeads * valueDim;
        const std::int64_t linear = h * (2 * keys + 2 * values) + h * 2 * valueHeads
            + (2 * keys + values) * kernel + 2 * valueHeads + valueDim + values * h;
        auto moe = [](std::int64_t n) {
            return n * 3 * h * width + 3 * h * width + h + h * experts + 2 * h;
        };
        const std::int64_t embeddings = 2 * vocab * h + h;
        const ParameterCount count = countParameters(*arch);
        QCOMPARE(count.total(), embeddings + 12 * attention + 36 * linear + 48 * moe(experts));
        QCOMPARE(count.activePerToken(),
                 embeddings + 12 * attention + 36 * linear + 48 * moe(used));
        QCOMPARE(arch->attentionLayers(), std::int64_t(12));
        QVERIFY(!arch->isLinearAttentionLayer(3));
        QVERIFY(arch->isLinearAttentionLayer(4));
        QCOMPARE(arch->linearAttentionLayersIn(0, 6), std::int64_t(5)); // 0-2, 4, 5
    }

    void layerTypesFollowTheIntervalOrAreRefused()
    {
        nlohmann::json config = readDataJson(QStringLiteral("hf/qwen3-next-80b-a3b.json"));
        config.erase("full_attention_interval");
        nlohmann::json types = nlohmann::json::array();
        for (int i = 0; i < 48; ++i) // every third layer attends
            types.push_back((i + 1) % 3 == 0 ? "full_attention" : "linear_attention");
        config["layer_types"] = types;
        Diagnostics diag;
        const auto arch = importHfConfig(config, "m", diag);
        QVERIFY2(arch, diag.summary().c_str());
        QCOMPARE(arch->fullAttentionInterval, std::int64_t(3));
        QCOMPARE(arch->attentionLayers(), std::int64_t(16));
        // 13 attention layers among 48 follow no interval: refused with the key named, not
        // counted as 16.
        config["layer_types"][0] = "full_attention";
        config["layer_types"][2] = "linear_attention";
        config["layer_types"][5] = "linear_attention";
        config["layer_types"][8] = "linear_attention";
        Diagnostics irregular;
        QVERIFY(!importHfConfig(config, "m", irregular));
        QCOMPARE(irregular.errors().front().path, std::string("m.layer_types"));
        QCOMPARE(irregular.errors().front().id, std::string("hf.linear_layers_irregular"));
        QCOMPARE(irregular.errors().front().args.front(), std::string("14"));
    }

    void windowsApplyToAttentionLayersOnly()
    {
        Architecture a = qwen3Next();
        a.slidingWindow = 4096;
        a.slidingWindowLayers = 0;
        completeArchitectureDefaults(a);
        QCOMPARE(a.slidingWindowLayers, std::int64_t(12)); // not 48
        const KvCache kv = kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 1, 1);
        QCOMPARE(kv.fullLayerBytes, 0.0);
        QCOMPARE(kv.bytesForSequence(8192), 4096 * 12.0 * 2048 + kv.stateBytes);
        Diagnostics diag;
        a.slidingWindowLayers = 13;
        validateArchitecture(a, "m", diag);
        QCOMPARE(diag.errors().front().path, std::string("m.sliding_window_layers"));
        // Linear-attention sizes without the interval would be ignored: refused.
        Architecture dense = qwen3Next();
        dense.fullAttentionInterval = 0;
        Diagnostics ignored;
        validateArchitecture(dense, "m", ignored);
        QCOMPARE(ignored.errors().front().id, std::string("arch.needs_linear_attention"));
        Architecture beyond = qwen3Next();
        beyond.fullAttentionInterval = 49;
        Diagnostics tooFar;
        validateArchitecture(beyond, "m", tooFar);
        QCOMPARE(tooFar.errors().front().path, std::string("m.full_attention_interval"));
    }

    void stateAsVllmAndLlamaCppAllocateIt()
    {
        const Architecture a = qwen3Next();
        // vLLM (gated_delta_net_state_shape): a conv state of (kernel - 1) x (2 x 16 x 128 +
        // 32 x 128) and a temporal state of 32 x 128 x 128 per layer, in the model's dtype.
        const double perLayer = (3.0 * 8192 + 32.0 * 128 * 128) * 2;
        const KvCache vllm = kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 1, 1, {2, 2});
        QCOMPARE(vllm.stateBytesPerLayer, perLayer);
        QCOMPARE(vllm.stateBytes, 36 * perLayer);
        QCOMPARE(vllm.bytesPerToken, 12.0 * 2 * kv * d * 2); // attention layers only
        QCOMPARE(vllm.bytesForSequence(1000), 1000 * vllm.bytesPerToken + 36 * perLayer);
        // llama.cpp keeps both states in FP32 (n_embd_r, n_embd_s); SGLang the matrix.
        QCOMPARE(kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 1, 1, {4, 4}).stateBytes,
                 36 * perLayer * 2);
        QCOMPARE(kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 1, 1, {2, 4}).stateBytesPerLayer,
                 3.0 * 8192 * 2 + 32.0 * 128 * 128 * 4);
        // TP splits the state's heads four ways.
        QCOMPARE(kvCache(a, KvDtype::Auto, WeightFormat::Bf16, 4, 1, {2, 2}).stateBytesPerLayer,
                 perLayer / 4);

        // vLLM's hybrid allocator grows the 16-token attention block until a layer's block
        // holds a state: 16 x ceil(1,097,728 / (16 x 2,048)) = 544 tokens, the state padded to
        // 544 x 2,048 bytes; a sequence's attention cache then grows 544 tokens at a time.
        KvCache aligned = vllm;
        alignBlocksToState(aligned, 16);
        QCOMPARE(aligned.blockTokens, std::int64_t(544));
        QCOMPARE(aligned.stateBytesPerLayer, 544.0 * 2048);
        QCOMPARE(aligned.allocatedForSequence(1000),
                 1088 * aligned.bytesPerToken + 36 * 544.0 * 2048);
    }

    void servingCapacityPaysTheStateOncePerSequence()
    {
        const InferenceMemory m
            = estimateInferenceMemory(parsedScenario(servingDocument("vllm", 4)));
        QCOMPARE(m.blockTokens, 272); // 1,097,728 / 4 bytes of state beside 1,024 B per token
        QCOMPARE(m.kv.stateBytes, 36.0 * 272 * 1024);
        // Every sequence of the longest context pays its state once, and its attention cache in
        // whole blocks: 31 of 272 tokens for 8,192.
        const double perSequence = 31 * 272 * m.kv.bytesPerToken + m.kv.stateBytes;
        QVERIFY(relativelyClose(m.maxConcurrency.expected, m.kvBudgetBytes.expected / perSequence));
        // The weights: every parameter at 16 bits, split four ways except norms and routers.
        const Architecture a = qwen3Next();
        const ServedWeights one
            = servedWeights(a, WeightFormat::Bf16, 1, 1, EmbeddingSplit::Replicated);
        QCOMPARE(one.parameters, static_cast<double>(countParameters(a).total()));
        // SGLang keeps the matrix in FP32 (mamba_ssm_dtype), without vLLM's block alignment.
        const InferenceMemory sglang
            = estimateInferenceMemory(parsedScenario(servingDocument("sglang", 4)));
        QCOMPARE(sglang.kv.stateBytes, 36.0 * (3.0 * 8192 * 2 + 32.0 * 128 * 128 * 4) / 4);
        QCOMPARE(sglang.kv.blockTokens, std::int64_t(0));
        // llama.cpp: FP32 state, one slot per concurrent request.
        const InferenceMemory cpp
            = estimateInferenceMemory(parsedScenario(servingDocument("llamacpp", 1)));
        QCOMPARE(cpp.kv.stateBytes, 36.0 * (3.0 * 8192 + 32.0 * 128 * 128) * 4);
    }

    void trainingStagesHoldEveryParameterOnce()
    {
        nlohmann::json doc = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "train", "workload": "training",
          "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 2,
                       "intra_node_link": "nvlink4", "inter_node_link": "ib-ndr"},
          "training": {"method": "full", "precision": "bf16-mixed", "optimizer": "adamw",
                       "zero_stage": 1, "tp": 1, "pp": 4, "ep": 4, "micro_batch": 1,
                       "global_batch": 64, "seq_len": 4096, "recompute": "none",
                       "attention": "flash", "tokens": 1e9}})");
        doc["model"] = {{"hf_config", readDataJson(QStringLiteral("hf/qwen3-next-80b-a3b.json"))}};
        const Scenario s = parsedScenario(doc);
        const ParameterCount count = countParameters(s.model.architecture);
        double onStages = 0;
        for (int stage = 0; stage < 4; ++stage) {
            const TrainingMemory m = estimateTrainingMemory(s, Detail::Full, stage);
            QCOMPARE(m.layout.linearLayersOnGpu, std::int64_t(9)); // 12 layers, 3 attending
            onStages += m.layout.parametersOnGpu;
        }
        // With EP 4 each stage holds a quarter of its experts.
        const double routed = static_cast<double>(count.moeLayers * count.moeLayer.routedExperts);
        QVERIFY(relativelyClose(onStages, static_cast<double>(count.total()) - routed * 3 / 4));

        // A step's work: the linear layers' projections instead of attention's, and no scores
        // over the context in them.
        const StepFlops flops = trainingStepFlops(s);
        const double scores = 2.0 * heads * (d + d) * 4096;
        const double state = 4.0 * valueHeads * keyDim * valueDim;
        QVERIFY(relativelyClose(flops.attentionForwardPerToken, 12 * scores + 36 * state));
    }

    void loraReachesTheMixersThatExist()
    {
        nlohmann::json doc = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "lora", "workload": "training",
          "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 1,
                       "intra_node_link": "nvlink4"},
          "training": {"method": "lora", "lora_rank": 16, "lora_targets": ["attention"],
                       "precision": "bf16-mixed", "optimizer": "adamw", "tp": 1, "pp": 1,
                       "micro_batch": 1, "global_batch": 8, "seq_len": 2048,
                       "recompute": "full", "attention": "flash", "tokens": 1e8}})");
        doc["model"] = {{"hf_config", readDataJson(QStringLiteral("hf/qwen3-next-80b-a3b.json"))}};
        const double r = 16;
        // Attention targets exist in the 12 attention layers only; q_proj is twice as wide.
        const double attention
            = r * (h + 2 * heads * d) + 2 * r * (h + kv * d) + r * (heads * d + h);
        const TrainingMemory lora = estimateTrainingMemory(parsedScenario(doc));
        QVERIFY(relativelyClose(lora.layout.trainableParametersOnGpu, 12 * attention));
        // all-linear adds the DeltaNet projections in the other 36, and every expert's MLP.
        doc["training"]["lora_targets"] = {"all-linear"};
        const TrainingMemory all = estimateTrainingMemory(parsedScenario(doc));
        const double keys = keyHeads * keyDim, values = valueHeads * valueDim;
        const double deltaNet
            = r * (h + 2 * keys + 2 * values) + r * (h + 2 * valueHeads) + r * (values + h);
        const double mlp = 3 * r * (h + width) * (experts + 1);
        QVERIFY(relativelyClose(all.layout.trainableParametersOnGpu,
                                12 * attention + 36 * deltaNet + 48 * mlp));
    }
};

QTEST_GUILESS_MAIN(TestHybridModels)
#include "test_hybrid_models.moc"
