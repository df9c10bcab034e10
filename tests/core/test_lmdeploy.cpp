// LMDeploy's TurboMind engine as its code sizes it: cache_max_entry_count of the memory free
// after the weights becomes KV cache in 64-token blocks, max_batch_size by the GPU's name, no
// pipeline stages, no FP8 cache; and the command that starts it.
#include "common/test_support.h"
#include "inference/inference_estimate.h"
#include "inference/inference_sizing.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"

#include <cmath>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::relativelyClose;
using gp::test::servingDocument;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

nlohmann::json lmdeploy(const std::string& gpu)
{
    nlohmann::json doc = servingDocument("llama-3.1-8b", gpu);
    doc["hardware"]["gpus_per_node"] = 1;
    doc["inference"]["engine"] = "lmdeploy";
    return doc;
}

std::vector<std::string> errorPaths(const nlohmann::json& doc)
{
    std::vector<std::string> paths;
    for (const Diagnostic& d : parseScenario(doc.dump(), builtinCatalog()).diagnostics.errors())
        paths.push_back(d.path + " " + d.id);
    return paths;
}

} // namespace

class TestLmdeploy : public QObject
{
    Q_OBJECT

private slots:
    void cacheIsAShareOfTheMemoryFreeAfterTheWeights()
    {
        // Llama 3.1 8B in BF16 on an A100 80GB: 0.8 x (80 GiB - 0.5 GiB of CUDA context - the
        // weights) of KV cache, in whole 64-token blocks of 128 KiB per token.
        const Scenario s = parsedScenario(lmdeploy("a100-80gb"));
        const InferenceMemory m = estimateInferenceMemory(s);
        const double weights
            = static_cast<double>(countParameters(s.model.architecture).total()) * 2;
        QVERIFY(relativelyClose(m.weights.bytes.expected, weights));
        const double kv = 0.8 * (80 * GiB - 0.5 * GiB - weights);
        QVERIFY(relativelyClose(m.kvBudgetBytes.expected, kv));
        QCOMPARE(m.blockTokens, 64);
        QCOMPARE(m.kvCapacityTokens.expected, std::floor(kv / 131072 / 64) * 64);
        QVERIFY(relativelyClose(m.utilization, 0.8));
        // A larger share gives more cache, in proportion to what is free.
        nlohmann::json doc = lmdeploy("a100-80gb");
        doc["inference"]["memory_utilization"] = 0.9;
        const InferenceMemory more = estimateInferenceMemory(parsedScenario(doc));
        QVERIFY(relativelyClose(more.kvBudgetBytes.expected, kv * 0.9 / 0.8));
    }

    void batchBuffersMustFitBesideTheWholeCache()
    {
        // TurboMind allocates its share of the free memory at start: at 0.99 the 1% left cannot
        // hold its prefill buffers, though the peak's own cache is small.
        nlohmann::json doc = lmdeploy("a100-80gb");
        QVERIFY(estimateInferenceMemory(parsedScenario(doc)).fits);
        doc["inference"]["memory_utilization"] = 0.99;
        const InferenceMemory m = estimateInferenceMemory(parsedScenario(doc));
        QVERIFY(m.startable);
        QVERIFY(!m.fits);
        QCOMPARE(m.failing, std::string("total"));
    }

    void batchSizeFollowsTheGpuName()
    {
        // lmdeploy/utils.py, get_max_batch_size: A100 384, H100 / H200 1024, others 128.
        auto limit = [](const std::string& gpu) {
            return engineSequenceLimit(parsedScenario(lmdeploy(gpu)));
        };
        QCOMPARE(limit("a100-80gb"), 384);
        QCOMPARE(limit("h100-sxm"), 1024);
        QCOMPARE(limit("h200"), 1024);
        QCOMPARE(limit("l40s"), 128);
    }

    void refusesPipelineStagesAndAnFp8Cache()
    {
        nlohmann::json doc = lmdeploy("h100-sxm");
        doc["hardware"]["nodes"] = 2;
        doc["inference"]["pp"] = 2;
        QCOMPARE(errorPaths(doc), std::vector<std::string>{"inference.pp infer.engine_no_pp"});
        doc["inference"]["pp"] = 1;
        doc["inference"]["kv_cache_dtype"] = "fp8";
        QCOMPARE(errorPaths(doc),
                 std::vector<std::string>{"inference.kv_cache_dtype infer.engine_kv"});
    }

    void autoSplitNeverChoosesPipelineStages()
    {
        // Llama 3.1 70B in BF16 (141 GB) on two servers of two L40S: vLLM splits it into two
        // stages of two GPUs; LMDeploy can only spread it over one server's tensor-parallel
        // group, where it does not fit.
        nlohmann::json doc = servingDocument("llama-3.1-70b", "l40s");
        doc["hardware"]["gpus_per_node"] = 2;
        doc["hardware"]["nodes"] = 2;
        doc["inference"]["tp"] = "auto";
        const Scenario vllm = parsedScenario(doc);
        QCOMPARE(vllm.inference.pp, 2);
        QVERIFY(estimateInferenceMemory(vllm).fits);
        doc["inference"]["engine"] = "lmdeploy";
        const Scenario turbomind = parsedScenario(doc);
        QCOMPARE(turbomind.inference.pp, 1);
        QCOMPARE(turbomind.inference.tp, 2);
        QVERIFY(!estimateInferenceMemory(turbomind).fits);
    }

    void alternativesAreOnesItRuns()
    {
        // Llama 3.1 70B in BF16 on one H100 does not fit: the alternatives offered are ones
        // TurboMind runs (4-bit AWQ weights, no FP8 cache).
        nlohmann::json doc = servingDocument("llama-3.1-70b", "h100-sxm");
        doc["hardware"]["gpus_per_node"] = 2;
        doc["inference"]["engine"] = "lmdeploy";
        const InferenceEstimate e = estimateInference(parsedScenario(doc));
        QVERIFY(!e.memory.fits);
        QVERIFY(!e.alternatives.empty());
        bool weights = false;
        for (const ServingAlternative& alternative : e.alternatives) {
            QVERIFY2(alternative.id != "infer.try_kv_dtype", alternative.change.c_str());
            if (alternative.id == "infer.try_quantization") {
                QCOMPARE(alternative.change, std::string("weights: awq-int4"));
                weights = true;
            }
        }
        QVERIFY(weights);
    }

    void launchCommandNamesTheBudget()
    {
        nlohmann::json doc = lmdeploy("h100-sxm");
        doc["inference"]["weights"] = "awq-int4";
        doc["inference"]["peak_concurrency"] = 64;
        const Scenario s = parsedScenario(doc);
        const std::string cmd = engineCommand(s, estimateInferenceMemory(s));
        // The batch the estimate sized TurboMind's buffers for: its default on an H100.
        QCOMPARE(cmd,
                 std::string("lmdeploy serve api_server meta-llama/Llama-3.1-8B --backend "
                             "turbomind --tp 1 --session-len 8192 --cache-max-entry-count "
                             "0.8 --max-batch-size 1024 --model-format awq"));
    }
};

QTEST_GUILESS_MAIN(TestLmdeploy)
#include "test_lmdeploy.moc"
