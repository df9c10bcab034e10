// llama.cpp's decode step on Metal and CUDA: the constants are the least-squares fit of the
// published llama-bench tables in tests/data/reference/serving (refitted here), every format
// streams at one share of the bandwidth, the fixed cost grows with the layers and falls with
// the GPU generation, and a backend no table measured keeps the generic figures.
#include "common/test_support.h"
#include "estimate/estimate_json.h"
#include "inference/inference_estimate.h"
#include "inference/inference_speed.h"
#include "inference/llamacpp_decode.h"
#include "scenario/scenario_parser.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::relativelyClose;

namespace {

// One published figure: seconds per token, the seconds of reading its bytes at the full
// bandwidth, its layers, and its GPU.
struct Figure
{
    double published;
    double readSeconds;
    double layers;
    GpuSpec gpu;
};

// The figures of a file that the fit uses, or (band) those marked "role": "band", which set the
// side of the band a build other than the table's leaves open.
std::vector<Figure> figures(const QString& file, bool band = false)
{
    std::vector<Figure> out;
    const nlohmann::json document = gp::test::readDataJson(file);
    for (const auto& c : document.at("cases")) {
        if ((c.value("role", "") == "band") != band
            || c.at("expect").at(0).at("paths").at(0) != "inference.tpot_s")
            continue;
        const Scenario s = parsedScenario(c.at("scenario"));
        const InferenceMemory m = estimateInferenceMemory(s);
        const ServingModel model(s, m);
        const InferenceSpec& in = s.inference;
        const double context
            = static_cast<double>(in.prompt()) + static_cast<double>(in.outputTokens) / 2;
        const double bytes = model.weightsRead(1) + m.kv.readForSequence(context);
        out.push_back({c.at("expect").at(0).at("value").get<double>(),
                       bytes / (s.hardware.gpu.bandwidthGBps * 1e9),
                       static_cast<double>(s.model.architecture.layers), s.hardware.gpu});
    }
    return out;
}

// Least squares of published = read / share + layers x cost[group], for one share and a cost
// per group; returns {1 / share, cost per group...}. Normal equations, solved by elimination.
std::vector<double> fit(const std::vector<Figure>& data, const std::vector<GpuGeneration>& groups)
{
    const std::size_t n = groups.size() + 1;
    std::vector<std::vector<double>> a(n, std::vector<double>(n + 1, 0.0));
    for (const Figure& f : data) {
        std::vector<double> x(n, 0.0);
        x[0] = f.readSeconds;
        for (std::size_t g = 0; g < groups.size(); ++g)
            if (f.gpu.generation == groups[g])
                x[g + 1] = f.layers;
        for (std::size_t i = 0; i < n; ++i) {
            for (std::size_t j = 0; j < n; ++j)
                a[i][j] += x[i] * x[j];
            a[i][n] += x[i] * f.published;
        }
    }
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t r = 0; r < n; ++r)
            if (r != i) {
                const double factor = a[r][i] / a[i][i];
                for (std::size_t k = i; k <= n; ++k)
                    a[r][k] -= factor * a[i][k];
            }
    std::vector<double> solution(n);
    for (std::size_t i = 0; i < n; ++i)
        solution[i] = a[i][n] / a[i][i];
    return solution;
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    const double at = p * static_cast<double>(values.size() - 1);
    const auto below = static_cast<std::size_t>(at);
    const std::size_t above = std::min(below + 1, values.size() - 1);
    return values[below] + (values[above] - values[below]) * (at - static_cast<double>(below));
}

// published / fitted step time of each figure, with the product's own constants.
std::vector<double> ratios(const std::vector<Figure>& data)
{
    std::vector<double> out;
    for (const Figure& f : data) {
        const LlamaCppDecode d = *llamaCppDecode(f.gpu);
        out.push_back(
            f.published
            / (f.readSeconds / d.bandwidthShare.expected + f.layers * d.secondsPerLayer.expected));
    }
    return out;
}

nlohmann::json llamaCpp(const std::string& preset, const std::string& gpu,
                        const std::string& weights)
{
    nlohmann::json doc = gp::test::servingDocument(preset, gpu);
    doc["hardware"]["gpus_per_node"] = 1;
    doc["inference"] = {{"engine", "llamacpp"}, {"weights", weights},   {"max_model_len", 1024},
                        {"prompt_tokens", 512}, {"output_tokens", 512}, {"peak_concurrency", 1}};
    return doc;
}

} // namespace

class TestLlamaCppDecode : public QObject
{
    Q_OBJECT

private slots:
    void metalIsTheFitOfDiscussion4167()
    {
        // 28 Apple chips x F16, Q8_0, Q4_0: one share, one cost per layer.
        const auto data = figures(QStringLiteral("reference/serving/"
                                                 "llamacpp-discussion4167-apple-2023.json"));
        QCOMPARE(data.size(), std::size_t{79});
        const auto solution = fit(data, {GpuGeneration::Apple});
        const LlamaCppDecode metal = *llamaCppDecode(data.front().gpu);
        QCOMPARE(std::string(metal.backend), std::string("metal"));
        QVERIFY2(relativelyClose(metal.bandwidthShare.expected, 1 / solution[0], 0.005),
                 std::to_string(1 / solution[0]).c_str());
        QVERIFY2(relativelyClose(metal.secondsPerLayer.expected, solution[1], 0.005),
                 std::to_string(solution[1]).c_str());
        // The slow side of the band is the 90th percentile of published / fitted.
        const double slow = percentile(ratios(data), 0.9);
        QVERIFY2(relativelyClose(metal.secondsPerLayer.high / metal.secondsPerLayer.expected, slow,
                                 0.01),
                 std::to_string(slow).c_str());
        // A build a year later cut the fixed cost, the share held: the fast side of the cost.
        const auto later = figures(QStringLiteral("reference/serving/"
                                                  "llamacpp-discussion4167-apple-2023.json"),
                                   true);
        QCOMPARE(later.size(), std::size_t{1});
        const Figure& f = later.front();
        const double shorter = (f.published - f.readSeconds / metal.bandwidthShare.expected)
            / (f.layers * metal.secondsPerLayer.expected);
        const double fast = percentile(ratios(data), 0.1);
        QVERIFY2(relativelyClose(metal.secondsPerLayer.low,
                                 metal.secondsPerLayer.expected * fast * shorter, 0.01),
                 std::to_string(shorter).c_str());
        QVERIFY(metal.bandwidthShare.high < 1);
    }

    void metalPromptsAreTheFitOfDiscussion4167()
    {
        // pp512 of the M1 and M2 chips (Apple's FP32 figures; FP16 runs at that rate): a share of
        // the peak for 16-bit weights and one for Q4_0, least squares of the prompt's time.
        const nlohmann::json document = gp::test::readDataJson(
            QStringLiteral("reference/serving/llamacpp-discussion4167-apple-2023.json"));
        for (const bool quantised : {false, true}) {
            double xx = 0;
            double xt = 0;
            std::vector<std::pair<double, double>> points; // seconds at the full peak, published
            std::optional<LlamaCppDecode> metal;
            for (const auto& c : document.at("cases")) {
                if (c.at("expect").at(0).at("paths").at(0) != "inference.prefill_s"
                    || (c.at("scenario").at("inference").at("weights") != "gguf-f16") != quantised)
                    continue;
                const Scenario s = parsedScenario(c.at("scenario"));
                const InferenceMemory m = estimateInferenceMemory(s);
                const ServingModel model(s, m);
                const double x = model.prefillFlops() / (s.hardware.gpu.bf16Tflops * 1e12);
                const double t = c.at("expect").at(0).at("value").get<double>();
                xx += x * x;
                xt += x * t;
                points.emplace_back(x, t);
                metal = llamaCppDecode(s.hardware.gpu);
                // The estimate's own prompt is that work at the fitted share.
                QVERIFY(relativelyClose(
                    model.prefill().expected,
                    x / (quantised ? metal->promptShareQuantised : metal->promptShare16).expected,
                    1e-9));
            }
            QCOMPARE(points.size(), std::size_t{quantised ? 16u : 13u});
            const double share = xx / xt;
            const Range fitted = quantised ? metal->promptShareQuantised : metal->promptShare16;
            QVERIFY2(relativelyClose(fitted.expected, share, 0.005), std::to_string(share).c_str());
            std::vector<double> ratio;
            ratio.reserve(points.size());
            for (const auto& [x, t] : points)
                ratio.push_back(t / (x / share));
            QVERIFY(relativelyClose(fitted.low, share / percentile(ratio, 0.9), 0.01));
            QVERIFY(relativelyClose(fitted.high, share / percentile(ratio, 0.1), 0.01));
        }
    }

    void cudaIsTheFitOfDiscussion15013()
    {
        // 26 GPUs of four generations, Q4_0: one share, a cost per layer by generation.
        const auto data = figures(QStringLiteral("reference/serving/"
                                                 "llamacpp-discussion15013-cuda-2025.json"));
        QCOMPARE(data.size(), std::size_t{26});
        const std::vector<GpuGeneration> generations{GpuGeneration::Turing, GpuGeneration::Ampere,
                                                     GpuGeneration::Ada,
                                                     GpuGeneration::BlackwellSm120};
        const auto solution = fit(data, generations);
        for (std::size_t g = 0; g < generations.size(); ++g) {
            GpuSpec gpu;
            gpu.generation = generations[g];
            const LlamaCppDecode cuda = *llamaCppDecode(gpu);
            QCOMPARE(std::string(cuda.backend), std::string("cuda"));
            QVERIFY(relativelyClose(cuda.bandwidthShare.expected, 1 / solution[0], 0.005));
            QVERIFY2(relativelyClose(cuda.secondsPerLayer.expected, solution[g + 1], 0.005),
                     std::to_string(solution[g + 1]).c_str());
        }
        // The fast side of the band is the 10th percentile.
        const double fast = percentile(ratios(data), 0.1);
        const LlamaCppDecode board = *llamaCppDecode(data.front().gpu);
        QVERIFY2(
            relativelyClose(board.secondsPerLayer.low / board.secondsPerLayer.expected, fast, 0.01),
            std::to_string(fast).c_str());
        // A build of January 2024 on an RTX 3090, F16 and Q4_0: its own share and cost per layer,
        // with the spread between GPUs on top, are the slow side.
        const double slow = percentile(ratios(data), 0.9);
        const auto older
            = figures(QStringLiteral("reference/serving/llamacpp-pr4766-rtx3090-2024.json"), true);
        QCOMPARE(older.size(), std::size_t{2});
        const auto then = fit(older, {GpuGeneration::Ampere});
        const LlamaCppDecode ampere = *llamaCppDecode(older.front().gpu);
        QVERIFY2(relativelyClose(ampere.bandwidthShare.low, 1 / then[0] / slow, 0.005),
                 std::to_string(1 / then[0]).c_str());
        QVERIFY2(relativelyClose(ampere.secondsPerLayer.high, then[1] * slow, 0.005),
                 std::to_string(then[1]).c_str());
        // Turing's board figures had no CUDA graphs already, and Volta takes them: the older
        // build's longer cost is not applied again.
        GpuSpec turing;
        turing.generation = GpuGeneration::Turing;
        GpuSpec volta;
        volta.generation = GpuGeneration::Volta;
        const LlamaCppDecode t = *llamaCppDecode(turing);
        QVERIFY(relativelyClose(t.secondsPerLayer.high, t.secondsPerLayer.expected * slow, 0.005));
        QCOMPARE(llamaCppDecode(volta)->secondsPerLayer.expected, t.secondsPerLayer.expected);
    }

    void everyFormatStreamsAtOneShare()
    {
        // Llama 3.1 8B on an RTX 4090 in F16 and Q4_0: the step is the bytes at one share plus
        // 32 layers' cost, so halving the bytes does not halve the step, as a share that fell
        // with the bits would make it seem.
        double steps[2] = {};
        double reads[2] = {};
        const char* formats[2] = {"gguf-f16", "gguf-q4_0"};
        for (int i = 0; i < 2; ++i) {
            const Scenario s = parsedScenario(llamaCpp("llama-3.1-8b", "rtx-4090", formats[i]));
            const InferenceMemory m = estimateInferenceMemory(s);
            const ServingModel model(s, m);
            QCOMPARE(model.decodeBackend(), std::string("cuda"));
            reads[i] = model.weightsRead(1) + m.kv.readForSequence(512 + 256);
            steps[i] = model.decodeStep(1).expected;
            QVERIFY(relativelyClose(steps[i],
                                    reads[i] / (1008e9 * model.bandwidthEfficiency().expected)
                                        + model.stepOverhead().expected));
            QVERIFY(relativelyClose(model.stepOverhead().expected,
                                    32 * llamaCppDecode(s.hardware.gpu)->secondsPerLayer.expected));
        }
        QVERIFY(reads[0] > 3 * reads[1]);
        QVERIFY(steps[0] < 3 * steps[1]);
    }

    void olderGenerationsPayMorePerLayer()
    {
        // The same model on an RTX 3090 (Ampere) and an RTX 4090 (Ada): nearly the same
        // bandwidth, but Ampere's launches cost more.
        const Scenario ada = parsedScenario(llamaCpp("llama-3.1-8b", "rtx-4090", "gguf-q4_k_m"));
        const Scenario ampere = parsedScenario(llamaCpp("llama-3.1-8b", "rtx-3090", "gguf-q4_k_m"));
        const InferenceEstimate a = estimateInference(ada);
        const InferenceEstimate b = estimateInference(ampere);
        QVERIFY(b.speed.stepOverhead.expected > 1.5 * a.speed.stepOverhead.expected);
        // A Hopper GPU, with fewer than three on the board, takes the middle of the four.
        const Scenario hopper = parsedScenario(llamaCpp("llama-3.1-8b", "h100-sxm", "gguf-q4_k_m"));
        const double middle = estimateInference(hopper).speed.stepOverhead.expected;
        QVERIFY(middle > a.speed.stepOverhead.expected && middle < b.speed.stepOverhead.expected);
    }

    void unmeasuredBackendsKeepTheGenericFigures()
    {
        // No table measured llama.cpp on ROCm, nor on a CPU: 0.3 ms per step and the share by
        // bits; other engines on an NVIDIA GPU are not llama.cpp's kernels either.
        for (const auto& [gpu, engine] : std::vector<std::pair<std::string, std::string>>{
                 {"mi300x", "llamacpp"}, {"rtx-4090", "vllm"}}) {
            nlohmann::json doc = llamaCpp("llama-3.1-8b", gpu, "gguf-q4_k_m");
            doc["inference"]["engine"] = engine;
            if (engine == "vllm")
                doc["inference"]["weights"] = "awq-int4";
            const InferenceEstimate e = estimateInference(parsedScenario(doc));
            QVERIFY(e.speed.decodeBackend.empty());
            QCOMPARE(e.speed.bandwidthEfficiency.expected, 0.65);
        }
        nlohmann::json cpu = llamaCpp("llama-3.1-8b", "rtx-4090", "gguf-q4_k_m");
        cpu["hardware"]["cpu"] = "epyc-9654";
        cpu["inference"]["device"] = "cpu";
        const InferenceEstimate onCpu = estimateInference(parsedScenario(cpu));
        QVERIFY(onCpu.speed.decodeBackend.empty());
        QCOMPARE(onCpu.speed.stepOverhead.expected, 0.3e-3);
    }

    void theEstimateNamesTheBackend()
    {
        const auto estimated
            = gp::test::estimatedScenario(llamaCpp("llama-3.1-8b", "m2-ultra", "gguf-q4_0").dump());
        const nlohmann::json json = estimateToJson(estimated.estimate, estimated.scenario);
        const auto& decode = json.at("inference").at("decode");
        QCOMPARE(decode.at("backend").get<std::string>(), std::string("metal"));
        QVERIFY(decode.at("step_overhead_s").at("expected").get<double>() > 4e-3);
        bool noted = false;
        for (const auto& note : estimated.estimate.assumptions)
            noted = noted || note.id == "assume.infer_speed_llamacpp";
        QVERIFY(noted);
    }
};

QTEST_APPLESS_MAIN(TestLlamaCppDecode)
#include "test_llamacpp_decode.moc"
