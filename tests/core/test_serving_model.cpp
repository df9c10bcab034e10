// The serving speed model against hand derivations: the decode roofline, the experts a batch
// visits, a prompt's windowed attention, and pipeline stages that overlap.
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "inference/inference_estimate.h"
#include "inference/inference_sizing.h"
#include "inference/llamacpp_decode.h"
#include "model/attention_flops.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"

#include <cmath>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::relativelyClose;
using gp::test::servingDocument;

class TestServingModel : public QObject
{
    Q_OBJECT

private slots:
    void moeDecodeReadsTheExpertsTouched()
    {
        // Mixtral: 8 experts, 2 per token; a batch of B touches 8 (1 - (3/4)^B) of them.
        const Scenario s = parsedScenario(servingDocument("mixtral-8x7b", "h100-sxm"));
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        const double all = model.weightsRead(1e9); // every expert
        const double one = model.weightsRead(1);
        const double four = model.weightsRead(4);
        // dense + experts x coverage: solve for both parts from B=1 and B=infinity.
        const double experts = (all - one) / (1 - 0.25);
        const double dense = all - experts;
        QVERIFY(relativelyClose(four, dense + experts * (1 - std::pow(0.75, 4)), 1e-9));
        QVERIFY(experts > 10 * dense); // routed experts are most of Mixtral
    }

    void theCpuPathReadsTheExpertsOneTokenVisits()
    {
        // Qwen3 30B-A3B on an EPYC server: one request's token reads the dense weights and 8 of
        // the 128 experts of each layer, as the GPU's decode step at batch 1 reads them, not the
        // whole model.
        nlohmann::json doc = servingDocument("qwen3-30b-a3b", "h100-sxm");
        doc["hardware"]["cpu"] = "epyc-9654";
        doc["inference"]["engine"] = "llamacpp";
        doc["inference"]["weights"] = "gguf-q4_k_m";
        doc["inference"]["tp"] = 1;
        const Scenario s = parsedScenario(doc);
        const auto cpu = cpuPath(s);
        QVERIFY(cpu);
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        const double context = 1000 + 200 / 2.0;
        QVERIFY(relativelyClose(cpu->bytesPerToken - model.weightsRead(1),
                                m.kv.readForSequence(context), 1e-6));
        QVERIFY(model.weightsRead(1) < 0.25 * (m.served.bytes - m.served.notReadPerToken));
        QCOMPARE(expertShareRead(s.model.architecture, 1), 8.0 / 128);
        QCOMPARE(expertShareRead(
                     parsedScenario(servingDocument("qwen3-8b", "h100-sxm")).model.architecture, 1),
                 1.0);
    }

    void decodeIsTheBandwidthRoofline()
    {
        // llama.cpp, Llama 3 8B F16 on an RTX 4090 (1008 GB/s), one user: the weights but the
        // embedding, and the cache at the mean context (512 + 256 tokens), at CUDA's share of
        // the bandwidth, plus 32 layers' cost (test_llamacpp_decode checks both constants).
        nlohmann::json doc = servingDocument("llama-3.1-8b", "rtx-4090");
        doc["inference"]
            = {{"engine", "llamacpp"}, {"weights", "fp16"},    {"max_model_len", 1024},
               {"prompt_tokens", 512}, {"output_tokens", 512}, {"peak_concurrency", 1}};
        const Scenario s = parsedScenario(doc);
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        const double params = static_cast<double>(countParameters(s.model.architecture).total());
        const double read = (params - 128256.0 * 4096) * 2 + 768.0 * 131072;
        const LlamaCppDecode cuda = *llamaCppDecode(s.hardware.gpu);
        QVERIFY(relativelyClose(model.decodeStep(1).expected,
                                read / (1008e9 * cuda.bandwidthShare.expected)
                                    + 32 * cuda.secondsPerLayer.expected,
                                1e-9));
    }

    void pipelineStagesOverlap()
    {
        // Llama 3.1 70B on two H100s. One user crosses the two stages one after another: two
        // stage times of one sequence. A batch of 256 is two micro-batches of 128 in flight, each
        // stage busy with one: still two stage times, of 128 sequences each.
        // Short requests, so that the weights, not the caches, are what a step reads.
        nlohmann::json doc = servingDocument("llama-3.1-70b", "h100-sxm");
        doc["inference"]["pp"] = 2;
        doc["inference"]["prompt_tokens"] = 64;
        doc["inference"]["output_tokens"] = 16;
        const Scenario s = parsedScenario(doc);
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel pipelined(s, m);
        const double overhead = 2e-3; // vLLM's per-step overhead, expected
        const double oneStage = (pipelined.decodeStep(1).expected - overhead) / 2;
        QVERIFY(oneStage > 0);
        // At a compute-bound batch two overlapping stages do about what tp 2 does with both
        // GPUs (which also pays its all-reduces): not half of it, as stages one after another
        // would.
        nlohmann::json tensor = servingDocument("llama-3.1-70b", "h100-sxm");
        tensor["inference"]["tp"] = 2;
        tensor["inference"]["prompt_tokens"] = 64;
        tensor["inference"]["output_tokens"] = 16;
        const Scenario ts = parsedScenario(tensor);
        const InferenceMemory tm = estimateInferenceMemory(ts);
        const ServingModel tensorParallel(ts, tm);
        const double batch = 4096;
        const double ratio
            = pipelined.decodeStep(batch).expected / tensorParallel.decodeStep(batch).expected;
        QVERIFY2(ratio < 1.1, std::to_string(ratio).c_str());
        // A memory-bound batch gains little: each micro-batch reads its stage's weights again.
        const double small = pipelined.decodeStep(4).expected;
        QVERIFY(small > 0.9 * pipelined.decodeStep(1).expected);
    }

    // A prompt's attention is causal, and a sliding-window layer looks back over its window
    // only, as training counts it (model/attention_flops.h): Mistral 7B's 32 layers all have a
    // 4096-token window, so a 16384-token prompt's query n sees min(n, 4096) keys.
    void aPromptLooksBackOverTheWindowOnly()
    {
        nlohmann::json doc = servingDocument("mistral-7b", "h100-sxm");
        doc["inference"]["max_model_len"] = 32768;
        doc["inference"]["prompt_tokens"] = 16384;
        const Scenario s = parsedScenario(doc);
        const Architecture& a = s.model.architecture;
        QCOMPARE(a.slidingWindow, std::int64_t(4096));
        QCOMPARE(a.slidingWindowLayers, std::int64_t(32));
        const ParameterCount count = countParameters(a);
        const double matrices = activeParameters(a) - static_cast<double>(count.inputEmbedding)
            - static_cast<double>(count.outputHead);
        const double p = 16384, w = 4096;
        const double perKey = 2 * 32 * (128.0 + 128.0); // scores and values, 32 query heads
        const double keys = w * w / 2 + (p - w) * w; // summed over the prompt's positions
        const double head = 2.0 * 4096 * 32000; // the last token's logits
        const double expected = 2 * matrices * p + head + 32 * perKey * keys;
        const InferenceMemory m = estimateInferenceMemory(s);
        QVERIFY(relativelyClose(ServingModel(s, m).prefillFlops(), expected, 1e-12));
        // Without the window, every earlier position: p^2 / 2 keys per layer.
        doc["model"]["sliding_window"] = 0;
        doc["model"]["sliding_window_layers"] = 0;
        const Scenario full = parsedScenario(doc);
        const InferenceMemory fm = estimateInferenceMemory(full);
        QVERIFY(relativelyClose(ServingModel(full, fm).prefillFlops(),
                                expected + 32 * perKey * (p * p / 2 - keys), 1e-12));
        // The prompt's sum agrees with one query's work at each position (to the half key
        // the closed form drops per position).
        double summed = 0;
        for (double n = 1; n <= p; ++n)
            summed += attentionFlops(a, n);
        QVERIFY(std::fabs(promptAttentionFlops(a, p) - summed) <= 32 * perKey * p);
    }

    void aCpuServerOfYourOwnDecodesAtOneSocketsBandwidth()
    {
        // Two EPYC 9654 sockets described in the file: 192 cores, 3 TiB, 921.6 GB/s in all.
        // llama.cpp reads the weights from the socket that loaded them: the decode is the
        // catalog's one-socket figure, the memory the whole server's.
        nlohmann::json doc = servingDocument("qwen2.5-7b", "h100-sxm");
        doc["inference"]["engine"] = "llamacpp";
        doc["inference"]["weights"] = "gguf-q4_k_m";
        doc["hardware"]["cpu"] = "epyc-9654";
        const auto socket = cpuPath(parsedScenario(doc));
        doc["hardware"]["cpu"] = {{"name", "2 x EPYC 9654"},
                                  {"cores", 192},
                                  {"sockets", 2},
                                  {"memory_gib", 3072},
                                  {"bandwidth_gbps", 921.6}};
        const Scenario s = parsedScenario(doc);
        QCOMPARE(s.hardware.cpu->sockets, 2);
        const auto server = cpuPath(s);
        QVERIFY(socket && server);
        QVERIFY(
            relativelyClose(server->tokensPerSecond.expected, socket->tokensPerSecond.expected));
        QCOMPARE(server->memoryBytes, 3072.0 * 1024 * 1024 * 1024);
        QCOMPARE(server->cpuName, std::string("2 x EPYC 9654"));
        // Served on it, llama.cpp is started with all of its cores.
        nlohmann::json onCpu = doc;
        onCpu["inference"]["device"] = "cpu";
        const std::string command = estimate(parsedScenario(onCpu)).inference->command;
        QVERIFY2(command.find(" -t 192") != std::string::npos, command.c_str());
        // A server without its bandwidth is refused, naming the key.
        doc["hardware"]["cpu"].erase("bandwidth_gbps");
        const ScenarioParseResult bad = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!bad.scenario);
        bool named = false;
        for (const auto& d : bad.diagnostics.items())
            named = named || d.path == "hardware.cpu.bandwidth_gbps";
        QVERIFY(named);
    }
};

QTEST_APPLESS_MAIN(TestServingModel)
#include "test_serving_model.moc"
