// Serving estimates against hand derivations: KV bytes for each attention kind, GGUF and 4-bit
// weight bytes, engine budget arithmetic, expert coverage, decode roofline, replicas, break-even
// volume, and what happens with input that cannot be served.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "inference/inference_estimate.h"
#include "model/parameter_count.h"

#include <cmath>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::partBytes;
using gp::test::relativelyClose;
using gp::test::servingDocument;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

Architecture preset(const std::string& id)
{
    return parsedScenario(servingDocument(id, "h100-sxm")).model.architecture;
}

bool hasAdvice(const Estimate& e, const std::string& id)
{
    for (const auto& n : e.advice)
        if (n.id == id)
            return true;
    return false;
}

} // namespace

class TestInference : public QObject
{
    Q_OBJECT

private slots:
    void sharedExpertsTakeTheirOwnWidth()
    {
        // One shared expert of width 5632 beside experts of 1408 (Qwen1.5-MoE's shape): the
        // forward pass's MLP peak grows by 6 B x tokens x (5632 - 1408) against a shared expert
        // sized like the routed ones.
        nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
        doc["model"] = {{"architecture",
                         {{"layers", 4},
                          {"hidden", 2048},
                          {"heads", 16},
                          {"ffn", 5632},
                          {"vocab", 1000},
                          {"max_position", 8192},
                          {"experts", 8},
                          {"experts_per_token", 2},
                          {"shared_experts", 1},
                          {"moe_ffn", 1408}}}};
        const InferenceMemory same = estimateInferenceMemory(parsedScenario(doc));
        doc["model"]["architecture"]["shared_expert_ffn"] = 5632;
        const InferenceMemory own = estimateInferenceMemory(parsedScenario(doc));
        const double tokens = static_cast<double>(own.maxNumBatchedTokens);
        QVERIFY(relativelyClose(own.activations.bytes.expected - same.activations.bytes.expected,
                                6 * tokens * (5632 - 1408)));
    }

    void kvBytesPerAttentionKind()
    {
        const Architecture llama = preset("llama-3.1-8b"); // 32 layers, 8 KV heads of 128
        QCOMPARE(kvCache(llama, KvDtype::Auto, WeightFormat::Bf16, 1, 1).bytesPerToken,
                 2.0 * 32 * 8 * 128 * 2);
        QCOMPARE(kvCache(llama, KvDtype::Auto, WeightFormat::Bf16, 2, 1).bytesPerToken,
                 2.0 * 32 * 4 * 128 * 2);
        // TP 16 > 8 KV heads: each rank keeps one replicated head.
        QCOMPARE(kvCache(llama, KvDtype::Auto, WeightFormat::Bf16, 16, 1).bytesPerToken,
                 2.0 * 32 * 1 * 128 * 2);
        QCOMPARE(kvCache(llama, KvDtype::Auto, WeightFormat::Bf16, 1, 2).bytesPerToken,
                 2.0 * 16 * 8 * 128 * 2);
        QCOMPARE(kvCache(llama, KvDtype::Fp8, WeightFormat::Bf16, 1, 1).bytesPerToken,
                 2.0 * 32 * 8 * 128 * 1);
        QCOMPARE(kvCache(llama, KvDtype::Q8_0, WeightFormat::Bf16, 1, 1).bytesPerToken,
                 2.0 * 32 * 8 * 128 * 34 / 32);
        QCOMPARE(kvCache(llama, KvDtype::Q4_0, WeightFormat::Bf16, 1, 1).bytesPerToken,
                 2.0 * 32 * 8 * 128 * 18 / 32);
        // MLA: one latent of 512 + 64 per layer, the same on every TP rank.
        const Architecture v3 = preset("deepseek-v3");
        QCOMPARE(kvCache(v3, KvDtype::Auto, WeightFormat::Bf16, 1, 1).bytesPerToken,
                 61.0 * (512 + 64) * 2);
        QCOMPARE(kvCache(v3, KvDtype::Auto, WeightFormat::Bf16, 8, 1).bytesPerToken,
                 61.0 * (512 + 64) * 2);
        // Sliding window: 5 of 6 layers keep at most 1024 tokens.
        Architecture windowed = llama;
        windowed.layers = 6;
        windowed.slidingWindow = 1024;
        windowed.slidingWindowLayers = 5;
        const KvCache kv = kvCache(windowed, KvDtype::Auto, WeightFormat::Bf16, 1, 1);
        const double perLayer = 2.0 * 8 * 128 * 2;
        QCOMPARE(kv.bytesForSequence(4096), perLayer * (1 * 4096 + 5 * 1024));
        QCOMPARE(kv.bytesForSequence(512), perLayer * 6 * 512);
    }

    void ggufFilesFollowLlamaCppTensorRules()
    {
        const Architecture a = preset("llama-2-7b"); // 32 layers, h 4096, ffn 11008, MHA
        const ParameterCount c = countParameters(a);
        const double norms = static_cast<double>(c.norms());
        // Q8_0: every matrix at 8.5 bits, norms in F32.
        const double q8 = (static_cast<double>(c.total()) - norms) * 8.5 / 8 + norms * 4;
        QVERIFY(relativelyClose(
            servedWeights(a, WeightFormat::GgufQ8_0, 1, 1, EmbeddingSplit::Replicated).bytes, q8));
        // Q4_K_M: Q4_K, with the output head at Q6_K and attn_v / ffn_down at Q6_K in the 16
        // layers use_more_bits picks (0-3, 28-31, and 6, 9, ..., 27).
        const double h = 4096, f = 11008, V = 32000;
        const double attn = h * h, mlp = h * f;
        const double q4 = V * h * 4.5 / 8 + V * h * 6.5625 / 8 // embedding, output
            + 32 * 3 * attn * 4.5 / 8 // q, k, o
            + attn * (16 * 6.5625 + 16 * 4.5) / 8 // v
            + 32 * 2 * mlp * 4.5 / 8 // gate, up
            + mlp * (16 * 6.5625 + 16 * 4.5) / 8 // down
            + norms * 4;
        QVERIFY(relativelyClose(
            servedWeights(a, WeightFormat::GgufQ4KM, 1, 1, EmbeddingSplit::Replicated).bytes, q4));
        // The published file is 4.081 GB (tensors + tokenizer and metadata).
        QVERIFY(std::fabs(q4 / 4.081e9 - 1) < 0.002);
        // AWQ: layer matrices at 4 bits + an FP16 scale and 4-bit zero per 128; the rest 16-bit.
        const double layers = 32 * (4 * attn + 3 * mlp);
        const double awq = layers * (4 + 20.0 / 128) / 8 + (2 * V * h + norms) * 2;
        QVERIFY(relativelyClose(
            servedWeights(a, WeightFormat::AwqInt4, 1, 1, EmbeddingSplit::Replicated).bytes, awq));
        // TP 2 halves the layers and the head; a vocab-parallel embedding halves too.
        const ServedWeights half
            = servedWeights(a, WeightFormat::Bf16, 2, 1, EmbeddingSplit::VocabParallel);
        QVERIFY(relativelyClose(half.bytes, (layers / 2 + V * h + norms) * 2));
    }

    void vllmBudgetArithmetic()
    {
        // Llama 3.1 8B on an RTX 3090 (23.58 GiB usable) at 0.9, max length 20000, vLLM's V0
        // engine: the budget holds the weights, the activation peak of a 20000-token forward
        // pass, and 0.5 GiB outside PyTorch; CUDA graphs come after the cache.
        nlohmann::json doc = servingDocument("llama-3.1-8b", "rtx-3090");
        doc["inference"]["max_model_len"] = 20000;
        doc["inference"]["engine_version"] = "v0";
        const Scenario s = parsedScenario(doc);
        const InferenceMemory m = estimateInferenceMemory(s);
        const double weights
            = static_cast<double>(countParameters(s.model.architecture).total()) * 2;
        QVERIFY(relativelyClose(m.weights.bytes.expected, weights));
        const double activations = 20000.0 * (6 * 14336 + 4 * 4096) + 256.0 * 128256 * 4;
        QVERIFY(relativelyClose(m.activations.bytes.expected, activations));
        const double budget = 0.9 * 23.58 * GiB - weights - activations - 0.5 * GiB;
        QVERIFY(relativelyClose(m.kvBudgetBytes.expected, budget));
        QCOMPARE(m.kvCapacityTokens.expected, std::floor(budget / 131072 / 16) * 16);
        QVERIFY(relativelyClose(m.maxConcurrency.expected, budget / (131072.0 * 20000)));
        // At a 2048-token context V0's profile is led by its sampler warm-up (top-k / top-p on
        // 256 rows of the vocabulary, 7 FP32 copies), as V1's is.
        doc["inference"]["max_model_len"] = 2048;
        const InferenceMemory shortV0 = estimateInferenceMemory(parsedScenario(doc));
        QVERIFY(relativelyClose(shortV0.activations.bytes.expected, 7.0 * 256 * 128256 * 4));
        doc["inference"]["max_model_len"] = 20000;
        // V1 chunks its prefill at 2048 tokens on a GPU under 70 GiB, and its sampler warm-up
        // (7 FP32 copies of 256 rows of the vocabulary) outweighs that forward pass. The CUDA
        // context lies outside its share; 0.06 GiB allocated outside PyTorch during the profile
        // does not.
        doc["inference"]["engine_version"] = "v1";
        const InferenceMemory v1 = estimateInferenceMemory(parsedScenario(doc));
        QCOMPARE(v1.maxNumBatchedTokens, std::int64_t(2048));
        const double forward = 2048.0 * (6 * 14336 + 4 * 4096);
        const double sampler = 7.0 * 256 * 128256 * 4;
        QVERIFY(sampler > forward);
        QVERIFY(relativelyClose(v1.activations.bytes.expected, sampler));
        QVERIFY(relativelyClose(v1.kvBudgetBytes.expected,
                                0.9 * 23.58 * GiB - weights - sampler - 0.06 * GiB));
        // On an H100 (79.1 GiB) `vllm serve` takes 8192-token chunks and 1024 sequences.
        nlohmann::json large = servingDocument("llama-3.1-8b", "h100-sxm");
        const InferenceMemory h100 = estimateInferenceMemory(parsedScenario(large));
        QCOMPARE(h100.maxNumBatchedTokens, std::int64_t(8192));
        QVERIFY(relativelyClose(h100.activations.bytes.expected, 7.0 * 1024 * 128256 * 4));
        doc["inference"].erase("engine_version");
        // SGLang: its static share, of the memory free once the CUDA context is up (0.5 GiB),
        // holds weights and cache only. Its default on a 24,146 MiB card: chunks of 2048 and
        // CUDA graphs up to batch 24 reserve 512 + 1.5 x 2048 + 2 x 24 + 128 = 3760 MiB, so
        // (24146 - 3760) / 24146 = 0.844.
        doc["inference"]["engine"] = "sglang";
        const InferenceMemory sg = estimateInferenceMemory(parsedScenario(doc));
        QCOMPARE(sg.utilization, 0.844);
        QCOMPARE(sg.maxNumBatchedTokens, std::int64_t(2048));
        const double load = partBytes(sg.overhead, "overhead.weight_segments"); // its own test
        QVERIFY(relativelyClose(sg.kvBudgetBytes.expected,
                                0.844 * (23.58 - 0.5) * GiB - weights - load));
        // TensorRT-LLM: 0.9 of what is free after the engine is loaded.
        doc["inference"]["engine"] = "trtllm";
        const InferenceMemory trt = estimateInferenceMemory(parsedScenario(doc));
        const double trtActivations = 8192.0 * (6 * 14336 + 4 * 4096) + 256.0 * 128256 * 4;
        QVERIFY(relativelyClose(trt.kvBudgetBytes.expected,
                                0.9 * (23.58 * GiB - weights - trtActivations - 0.5 * GiB)));
        QCOMPARE(trt.blockTokens, 32);
    }

    void companionsShrinkTheEngineShare()
    {
        nlohmann::json doc = servingDocument("llama-3.1-8b", "l4"); // 22.49 GiB usable
        doc["inference"]["weights"] = "fp8";
        doc["inference"]["companions"] = {{{"name", "reranker"}, {"memory_gib", 4}}};
        const Estimate e = estimate(parsedScenario(doc));
        const InferenceMemory& m = e.inference->memory;
        QVERIFY(m.utilizationReduced);
        QVERIFY(relativelyClose(m.engineBudgetBytes, (22.49 - 4) * GiB));
        QVERIFY(hasAdvice(e, "infer.utilization_reduced"));
    }

    void replicasAndBreakEven()
    {
        nlohmann::json doc = servingDocument("llama-3.1-70b", "h100-sxm");
        doc["inference"]["weights"] = "fp8";
        doc["inference"]["tp"] = 2;
        doc["inference"]["peak_concurrency"] = 32;
        doc["inference"]["targets"] = {{"ttft_ms", 800}, {"tpot_ms", 40}, {"requests_per_s", 5}};
        doc["pricing"] = {{"gpu_hour", 2.5},
                          {"billing", "monthly"},
                          {"api_input_per_million", 1.0},
                          {"api_output_per_million", 3.0}};
        const Scenario s = parsedScenario(doc);
        const Estimate e = estimate(s);
        const InferenceEstimate& inf = *e.inference;
        const ServingModel model(s, inf.memory);
        const int c = inf.sizing.concurrencyPerReplica;
        QVERIFY(c >= 1);
        // The largest concurrency within both targets, and the next one is not.
        QVERIFY(model.at(c).ttft.expected <= 0.8 && model.at(c).tpot.expected <= 0.040);
        QVERIFY(model.at(c + 1).ttft.expected > 0.8 || model.at(c + 1).tpot.expected > 0.040
                || c == model.maxBatch());
        // Every smaller concurrency meets them too: latency grows with concurrency, which is what
        // lets the sizing bisect instead of scanning every concurrency.
        for (int k = 1; k < c; ++k)
            QVERIFY(model.at(k).ttft.expected <= model.at(k + 1).ttft.expected
                    && model.at(k).tpot.expected <= model.at(k + 1).tpot.expected);
        // Replicas for 5 requests/s: each serves c / (TTFT + output x TPOT) requests/s.
        const ConcurrencyPoint p = model.at(c);
        const double perReplica = c / (p.ttft.expected + 200 * p.tpot.expected);
        QCOMPARE(inf.sizing.replicas.expected,
                 std::max(std::ceil(5 / perReplica), std::ceil(32.0 / c)));
        QCOMPARE(inf.sizing.gpus.expected, 2 * inf.sizing.replicas.expected);
        // Rent: 720 billed hours a month per GPU; API: 1000 x $1 + 200 x $3 per million
        // tokens = $0.0016 a request.
        const double monthly = 720 * 2.5 * inf.sizing.gpus.expected;
        QVERIFY(relativelyClose(inf.rent->gpuMonthly.expected, monthly));
        QVERIFY(relativelyClose(inf.rent->apiMonthly, 5 * 30 * 86400 * 0.0016));
        QVERIFY(
            relativelyClose(inf.rent->breakEvenRequestsPerSecond, monthly / (30 * 86400 * 0.0016)));
    }

    void whatDoesNotFitSaysWhatWould()
    {
        // Llama 3.1 70B in BF16 on one H100: the weights alone exceed it.
        nlohmann::json doc = servingDocument("llama-3.1-70b", "h100-sxm");
        const Estimate e = estimate(parsedScenario(doc));
        QVERIFY(!e.inference->memory.fits);
        QVERIFY(hasAdvice(e, "infer.cannot_start_weights") && !hasAdvice(e, "infer.cannot_start"));
        QCOMPARE(e.inference->memory.failing, std::string("engine_start"));
        // Short by what the engine lacks to start: the weights' excess over its share and more.
        const InferenceMemory& em = e.inference->memory;
        QVERIFY(em.shortBytes > em.weights.bytes.expected - em.engineBudgetBytes);
        // 8B for 128 users on an L4: the cache holds fewer, which run while the rest wait for
        // a slot (a paged engine queues what does not fit); an FP8 cache doubles what runs.
        nlohmann::json small = servingDocument("llama-3.1-8b", "l4");
        small["inference"]["weights"] = "fp8";
        small["inference"]["max_model_len"] = 16384;
        small["inference"]["peak_concurrency"] = 128;
        small["hardware"]["gpus_per_node"] = 1; // one replica carries the whole peak
        const Estimate busy = estimate(parsedScenario(small));
        const InferenceMemory& bm = busy.inference->memory;
        QVERIFY(bm.fits);
        QVERIFY(bm.runningAtPeak > 0 && bm.runningAtPeak < 128);
        QCOMPARE(bm.runningAtPeak + bm.queuedAtPeak, 128);
        QCOMPARE(bm.runningAtPeak, busy.inference->speed.maxBatch);
        // Only the running sequences hold cache, within the engine's budget.
        QVERIFY(bm.kvCache.bytes.expected <= bm.kvBudgetBytes.expected);
        QCOMPARE(bm.kvCache.bytes.expected, bm.runningAtPeak * bm.kv.bytesForSequence(1000 + 200));
        QCOMPARE(busy.verdict.message.id, std::string("fit.fits_queued"));
        QVERIFY(hasAdvice(busy, "infer.saturated"));
        bool fp8 = false;
        for (const auto& alt : busy.inference->alternatives)
            if (alt.id == "infer.try_kv_dtype") {
                fp8 = true;
                QVERIFY(alt.maxConcurrency.expected
                        > 1.9 * busy.inference->memory.maxConcurrency.expected);
            }
        QVERIFY(fp8);
        // llama.cpp allocates every slot's context at start: one server for the whole peak
        // cannot start, and the verdict says so, with its slots and what is short.
        small["inference"]["engine"] = "llamacpp";
        small["inference"]["weights"] = "gguf-q8_0";
        small["hardware"]["gpus_per_node"] = 1;
        const Estimate llama = estimate(parsedScenario(small));
        const InferenceMemory& sm = llama.inference->memory;
        QVERIFY(!sm.fits && !sm.startable);
        QCOMPARE(sm.llamaCppSlots, 128);
        QCOMPARE(sm.failing, std::string("engine_start"));
        QCOMPARE(sm.shortBytes, sm.neededKvBytes - sm.kvBudgetBytes.expected);
        QCOMPARE(llama.verdict.message.id, std::string("fit.cannot_start_slots"));
        QVERIFY(hasAdvice(llama, "infer.cannot_start_slots"));
        QVERIFY(!hasAdvice(llama, "infer.cannot_start"));
        QCOMPARE(sm.freeBytes, 0.0);
        QCOMPARE(sm.queuedAtPeak, 0);
        QVERIFY(hasAdvice(llama, "infer.try_kv_dtype")
                || hasAdvice(llama, "infer.try_kv_dtype_short"));
        // Still short with an FP8 cache: said by the message itself, not by a word passed in.
        bool shortNote = false;
        for (const auto& note : e.advice)
            if (note.id == "infer.try_kv_dtype_short") {
                shortNote = true;
                QCOMPARE(note.args.size(), std::size_t(4));
                for (const auto& arg : note.args)
                    QVERIFY2(arg.find("fit") == std::string::npos, arg.c_str());
            }
        QVERIFY(shortNote);
    }

    // SGLang's static share holds the weights and the KV pool; activations live in the rest,
    // which must hold them too (25 GiB at 262,144 batched tokens on a 24 GB L4 does not).
    void theWholeMustFitNotOnlyTheCache()
    {
        const Estimate e = estimate(parsedScenario(gp::test::readDataJson(
            QStringLiteral("reliability/sglang-fits-while-total-exceeds-gpu.json"))));
        const InferenceMemory& m = e.inference->memory;
        QVERIFY(m.startable);
        QVERIFY(m.kvBudgetBytes.expected >= m.neededKvBytes); // the cache alone would fit
        QVERIFY(m.total.expected > m.capacityBytes);
        QVERIFY(!m.totalFits);
        QVERIFY(!m.fits);
        QVERIFY(hasAdvice(e, "infer.total_does_not_fit"));
        QCOMPARE(m.failing, std::string("total"));
        QCOMPARE(m.shortBytes, m.total.expected - m.capacityBytes);
        // A batch the rest can hold fits again.
        nlohmann::json doc = gp::test::readDataJson(
            QStringLiteral("reliability/sglang-fits-while-total-exceeds-gpu.json"));
        doc["inference"]["max_num_batched_tokens"] = 2048;
        const Estimate smaller = estimate(parsedScenario(doc));
        QVERIFY(smaller.inference->memory.total.expected
                <= smaller.inference->memory.capacityBytes);
        QVERIFY(smaller.inference->memory.fits);
    }

    // The fleet's output rate is a band around its expected value. When the ends of the speed
    // band need different replica counts (70B for 64 users: 1 or 2), mixing those counts into
    // the band once put the expected value outside it (1,245 within 1,346-1,497 tokens/s).
    void deploymentThroughputContainsItsExpectedValue()
    {
        nlohmann::json doc = gp::test::readDataJson(
            QStringLiteral("../../resources/demo/serve-llama-3.1-70b.json"));
        bool replicaCountsDiffer = false;
        for (const int users : {16, 32, 64}) {
            doc["inference"]["peak_concurrency"] = users;
            const Estimate e = estimate(parsedScenario(doc));
            const InferenceSizing& z = e.inference->sizing;
            replicaCountsDiffer = replicaCountsDiffer || z.replicas.low < z.replicas.high;
            const Range& t = z.deploymentThroughput;
            QVERIFY2(t.low <= t.expected && t.expected <= t.high,
                     qPrintable(QStringLiteral("%1 users: %2 (%3 - %4)")
                                    .arg(users)
                                    .arg(t.expected)
                                    .arg(t.low)
                                    .arg(t.high)));
            QVERIFY(t.expected > 0);
        }
        QVERIFY(replicaCountsDiffer);
    }

    void badServingInputIsNamed()
    {
        auto errors = [](const nlohmann::json& doc) {
            return parseScenario(doc.dump(), builtinCatalog()).diagnostics.summary();
        };
        nlohmann::json doc = servingDocument("llama-2-7b", "l4");
        doc["inference"]["max_model_len"] = 0;
        doc["inference"].erase("max_model_len");
        doc["inference"]["prompt_tokens"] = 8000; // Llama 2 holds 4096
        QVERIFY(errors(doc).find("inference.prompt_tokens") != std::string::npos);
        doc = servingDocument("llama-2-7b", "l4");
        doc["inference"]["weights"] = "gguf-q4_k_x";
        QVERIFY(errors(doc).find("inference.weights") != std::string::npos);
        // A target nobody meets: 1 ms per token for a 70B model.
        doc = servingDocument("llama-3.1-70b", "h100-sxm");
        doc["inference"]["weights"] = "fp8";
        doc["inference"]["tp"] = 2;
        doc["inference"]["targets"] = {{"tpot_ms", 1}};
        const Estimate e = estimate(parsedScenario(doc));
        QVERIFY(!e.inference->sizing.targetsMet);
        QVERIFY(hasAdvice(e, "infer.target_unmet"));
        for (double v : {e.inference->speed.ttft.expected, e.inference->speed.tpot.expected,
                         e.inference->memory.maxConcurrency.expected})
            QVERIFY(std::isfinite(v));
    }

    void theKvBudgetLeavesOutTheGraphsEndByEnd()
    {
        // vLLM captures CUDA graphs outside its share: they are in the overhead but do not come
        // out of the KV budget. Each end of the budget is the engine's share less the weights and
        // the same end of what the activations and the rest of the overhead reserve, so the
        // budget's spread is theirs, the graphs' spread taken out.
        const InferenceMemory m
            = estimateInferenceMemory(parsedScenario(servingDocument("llama-3.1-8b", "h100-sxm")));
        // V1 measures its share after the CUDA context is up: the context is outside it too.
        // Only the low end takes the graphs' high end out again (vLLM 0.21's estimate).
        Range graphs;
        double graphsHigh = 0;
        for (const MemoryPart& part : m.overhead.parts) {
            if (part.id == "overhead.cuda_graphs" || part.id == "overhead.cuda_context")
                graphs += part.bytes;
            if (part.id == "overhead.cuda_graphs")
                graphsHigh = part.bytes.high;
        }
        QVERIFY(graphs.high > graphs.low);
        QVERIFY(graphsHigh > 0);
        const Range reserved = m.activations.bytes + m.overhead.bytes;
        const double spread
            = (reserved.high - graphs.high) - (reserved.low - graphs.low) + graphsHigh;
        QVERIFY(std::fabs((m.kvBudgetBytes.high - m.kvBudgetBytes.low) - spread) < 1024);
        QVERIFY(m.kvBudgetBytes.isOrdered());
    }

    void everyWeightFormatNameIsItsEnum()
    {
        // The enum follows weightFormatNames(): a file's name reads back as the same format, and
        // the GGUF file types are exactly the "gguf-" names.
        const auto& names = weightFormatNames();
        for (std::size_t i = 0; i < names.size(); ++i) {
            const auto format = static_cast<WeightFormat>(i);
            QCOMPARE(weightFormatName(format), names[i]);
            QCOMPARE(isGguf(format), names[i].rfind("gguf-", 0) == 0);
            QCOMPARE(ggufFileType(format), isGguf(format) ? names[i].substr(5) : std::string());
            nlohmann::json doc = servingDocument("llama-3.1-8b", "h100-sxm");
            doc["inference"]["weights"] = names[i];
            if (isGguf(format))
                doc["inference"]["engine"] = "llamacpp";
            const auto parsed = parseScenario(doc.dump(), builtinCatalog());
            QVERIFY2(parsed.scenario, names[i].c_str());
            QCOMPARE(parsed.scenario->inference.weights, format);
        }
        QCOMPARE(names.size(), static_cast<std::size_t>(WeightFormat::GgufIq1S) + 1);
    }

    void reviewedEdgeCases()
    {
        // A middle pipeline stage can be the busiest: DeepSeek-V3's first 3 layers are dense.
        const Architecture v3 = preset("deepseek-v3");
        const double all
            = servedWeights(v3, WeightFormat::Fp8, 8, 1, EmbeddingSplit::VocabParallel).bytes;
        QVERIFY(servedWeights(v3, WeightFormat::Fp8, 8, 4, EmbeddingSplit::VocabParallel).bytes
                > all / 4);
        // A target only the optimistic band meets never yields infinite replicas.
        nlohmann::json doc = servingDocument("llama-3.1-70b", "h100-sxm");
        doc["inference"]["weights"] = "fp8";
        doc["inference"]["tp"] = 2;
        doc["inference"]["targets"] = {{"tpot_ms", 16}};
        const Estimate tight = estimate(parsedScenario(doc));
        const InferenceSizing& z = tight.inference->sizing;
        QVERIFY(!z.targetsMet || (std::isfinite(z.replicas.high) && std::isfinite(z.gpus.high)));
        // One output token (classification): there is no time per token to meet.
        doc["inference"]["output_tokens"] = 1;
        doc["inference"]["targets"] = {{"ttft_ms", 2000}, {"tpot_ms", 1}};
        QVERIFY(estimate(parsedScenario(doc)).inference->sizing.targetsMet);
        // llama.cpp's row split keeps the whole cache on the main GPU.
        nlohmann::json lcpp = servingDocument("llama-3.1-8b", "rtx-4090");
        lcpp["inference"]["engine"] = "llamacpp";
        lcpp["inference"]["weights"] = "gguf-q4_k_m";
        lcpp["inference"]["tp"] = 2;
        QCOMPARE(estimateInferenceMemory(parsedScenario(lcpp)).kv.bytesPerToken, 131072.0);
        // The longest context stops at max_model_len, and SGLang's AWQ flag is spelled right.
        nlohmann::json sg = servingDocument("qwen2.5-7b", "h100-sxm");
        sg["inference"]["engine"] = "sglang";
        sg["inference"]["weights"] = "awq-int4";
        const Estimate sgl = estimate(parsedScenario(sg));
        QCOMPARE(sgl.inference->memory.longestContext.expected, 8192.0);
        QVERIFY(sgl.inference->command.find("--quantization awq ") != std::string::npos
                || sgl.inference->command.ends_with("--quantization awq"));
    }

    void cpuPathFromMemoryBandwidth()
    {
        nlohmann::json doc = servingDocument("qwen2.5-7b", "h100-sxm");
        doc["hardware"]["cpu"] = "epyc-9654";
        doc["inference"]["engine"] = "llamacpp";
        doc["inference"]["weights"] = "gguf-q4_k_m";
        const Scenario s = parsedScenario(doc);
        const auto cpu = cpuPath(s);
        QVERIFY(cpu);
        // 0.6 x 460.8 GB/s / bytes per token.
        QVERIFY(relativelyClose(cpu->tokensPerSecond.expected, 0.6 * 460.8e9 / cpu->bytesPerToken));
        QVERIFY(cpu->bytesPerToken > 4e9 && cpu->bytesPerToken < 5e9);
        const Estimate e = estimate(s);
        bool personal = false;
        for (const auto& row : e.inference->skipGpu)
            personal = personal || (row.id == "infer.skip_personal" && row.verdict == "yes");
        QVERIFY(personal);
    }
};

QTEST_GUILESS_MAIN(TestInference)
#include "test_inference.moc"
