// Which weight formats each engine runs on each GPU generation: docs/inference.md's table is
// the code's, a refused pair is an error naming the field, and the prompt's peak follows how the
// engine runs the format.
#include "common/test_support.h"
#include "estimate/estimate_json.h"
#include "inference/format_support.h"
#include "inference/inference_estimate.h"
#include "scenario/scenario_parser.h"

#include <QFile>

#include <map>
#include <sstream>

using namespace gp;
using gp::test::parsedScenario;
using gp::test::relativelyClose;

namespace {

const std::map<std::string, Engine>& engineLabels()
{
    static const std::map<std::string, Engine> labels = {{"vLLM", Engine::Vllm},
                                                         {"SGLang", Engine::Sglang},
                                                         {"TensorRT-LLM", Engine::TrtLlm},
                                                         {"LMDeploy", Engine::LmDeploy},
                                                         {"llama.cpp", Engine::LlamaCpp}};
    return labels;
}

nlohmann::json serving(const std::string& engine, const std::string& gpu,
                       const std::string& weights)
{
    nlohmann::json doc = gp::test::servingDocument("llama-3.1-8b", gpu);
    doc["inference"]["engine"] = engine;
    doc["inference"]["weights"] = weights;
    doc["inference"]["prompt_tokens"] = 6000;
    return doc;
}

// The errors of a document that should not parse, as "path id".
std::vector<std::string> errorsOf(const nlohmann::json& doc)
{
    const auto result = parseScenarioJson(doc, builtinCatalog());
    std::vector<std::string> out;
    for (const auto& e : result.diagnostics.errors())
        out.push_back(e.path + " " + e.id);
    return out;
}

std::string named(const std::string& engine, const std::string& gpu, const std::string& weights)
{
    std::string text = engine;
    text.append(" ").append(gpu).append(" ").append(weights);
    return text;
}

bool contains(const std::vector<std::string>& list, const std::string& item)
{
    return std::find(list.begin(), list.end(), item) != list.end();
}

} // namespace

class TestFormatSupport : public QObject
{
    Q_OBJECT

private slots:
    void theDocumentedTableIsTheCodes()
    {
        QFile file(QStringLiteral(GP_SOURCE_DIR "/docs/inference.md"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        std::istringstream lines(file.readAll().toStdString());
        const auto& generations = formatTableGenerations();
        int rows = 0;
        for (std::string line; std::getline(lines, line);) {
            std::vector<std::string> cells;
            std::istringstream row(line);
            for (std::string cell; std::getline(row, cell, '|');) {
                const auto first = cell.find_first_not_of(' ');
                cells.push_back(first == std::string::npos
                                    ? std::string()
                                    : cell.substr(first, cell.find_last_not_of(' ') - first + 1));
            }
            // "| vLLM | fp8 | U | W | ..." splits into "", engine, format, 10 letters.
            if (cells.size() != 3 + generations.size() || !engineLabels().count(cells[1]))
                continue;
            const Engine engine = engineLabels().at(cells[1]);
            int format = 0;
            while (format < 9 && formatClassName(static_cast<FormatClass>(format)) != cells[2])
                ++format;
            QVERIFY2(format < 9, line.c_str());
            for (std::size_t g = 0; g < generations.size(); ++g) {
                const char letter = weightKernelsLetter(
                    weightKernels(engine, generations[g], static_cast<FormatClass>(format)));
                QVERIFY2(cells[3 + g] == std::string(1, letter),
                         (line + ": column " + std::to_string(g + 1)).c_str());
            }
            ++rows;
        }
        QCOMPARE(rows, 5 * 9); // every engine, every format
        // Generations without a column are not judged.
        QVERIFY(weightKernels(Engine::TrtLlm, GpuGeneration::Apple, WeightFormat::Fp8)
                == WeightKernels::Unknown);
        QVERIFY(weightKernels(Engine::Generic, GpuGeneration::Hopper, WeightFormat::Nvfp4)
                == WeightKernels::Unknown);
    }

    void aRefusedPairIsAnErrorOnTheWeights()
    {
        // TensorRT-LLM has no FP8 kernels before Ada; vLLM no INT8 W8A8 on Blackwell;
        // TurboMind no NVFP4 anywhere; SGLang no GGUF on AMD.
        for (const auto& [engine, gpu, weights] :
             std::vector<std::tuple<std::string, std::string, std::string>>{
                 {"trtllm", "a100-80gb", "fp8"},
                 {"vllm", "b200", "int8"},
                 {"lmdeploy", "h100-sxm", "nvfp4"},
                 {"sglang", "mi300x", "gguf-q4_k_m"},
                 {"trtllm", "rtx-5090", "awq-int4"}}) {
            const auto errors = errorsOf(serving(engine, gpu, weights));
            QVERIFY2(contains(errors, "inference.weights infer.weights_refused"),
                     named(engine, gpu, weights).c_str());
        }
        // A format an engine refuses on every GPU is refused on a GPU the table has no column
        // for; llama.cpp names its own refusal.
        QVERIFY(contains(errorsOf(serving("trtllm", "gaudi3", "gguf-q4_k_m")),
                         "inference.weights infer.weights_refused"));
        QVERIFY(contains(errorsOf(serving("llamacpp", "h100-sxm", "int8")),
                         "inference.weights infer.engine_weights"));
        QVERIFY(errorsOf(serving("vllm", "gaudi3", "fp8")).empty());
        // The same formats where the engine runs them.
        for (const auto& [engine, gpu, weights] :
             std::vector<std::tuple<std::string, std::string, std::string>>{
                 {"trtllm", "l40s", "fp8"},
                 {"vllm", "h100-sxm", "int8"},
                 {"vllm", "a100-80gb", "fp8"},
                 {"trtllm", "b200", "awq-int4"}})
            QVERIFY2(errorsOf(serving(engine, gpu, weights)).empty(),
                     named(engine, gpu, weights).c_str());
    }

    void thePromptsPeakFollowsTheKernels()
    {
        // On an L40S vLLM runs FP8 natively, TurboMind dequantises it: the prompt's compute
        // differs by the FP8 / BF16 peaks and the 80% of dequantisation.
        const Scenario vllm = parsedScenario(serving("vllm", "l40s", "fp8"));
        const Scenario turbomind = parsedScenario(serving("lmdeploy", "l40s", "fp8"));
        const InferenceEstimate native = estimateInference(vllm);
        const InferenceEstimate weightOnly = estimateInference(turbomind);
        QVERIFY(native.speed.weightKernels == WeightKernels::Native);
        QVERIFY(weightOnly.speed.weightKernels == WeightKernels::WeightOnly);
        const GpuSpec& l40s = vllm.hardware.gpu;
        QVERIFY(relativelyClose(weightOnly.speed.prefill.expected / native.speed.prefill.expected,
                                l40s.fp8Tflops / l40s.bf16Tflops / 0.8, 1e-6));
        // The document says which way, and the assumptions say why.
        const nlohmann::json j = estimateToJson(estimate(vllm), vllm);
        QCOMPARE(j["inference"]["weights"]["kernels"].get<std::string>(), std::string("native"));
        const Estimate e = estimate(turbomind);
        bool said = false;
        for (const Note& note : e.assumptions)
            said = said || note.id == "assume.weights_dequantised";
        QVERIFY(said);

        // A GGUF file of 16-bit weights has nothing to dequantise.
        const Scenario f16 = parsedScenario(serving("llamacpp", "l40s", "gguf-f16"));
        for (const Note& note : estimate(f16).assumptions)
            QVERIFY(note.id != "assume.weights_dequantised");
        QVERIFY(
            relativelyClose(estimateInference(f16).speed.prefill.expected,
                            estimateInference(parsedScenario(serving("llamacpp", "l40s", "bf16")))
                                .speed.prefill.expected,
                            1e-6));

        // A native FP4 format on Blackwell is timed at the FP8 peak, a weight-only one on
        // Hopper at the 16-bit peak.
        const InferenceEstimate fp4
            = estimateInference(parsedScenario(serving("vllm", "b200", "nvfp4")));
        QVERIFY(fp4.speed.weightKernels == WeightKernels::Native);
        const InferenceEstimate bf16
            = estimateInference(parsedScenario(serving("vllm", "b200", "bf16")));
        const GpuSpec b200 = parsedScenario(serving("vllm", "b200", "bf16")).hardware.gpu;
        QVERIFY(relativelyClose(bf16.speed.prefill.expected / fp4.speed.prefill.expected,
                                b200.fp8Tflops / b200.bf16Tflops, 1e-6));
    }

    // A Hopper of one's own without an FP8 figure: vLLM runs FP8 weights natively, but the
    // prompt is timed at the BF16 peak the card gives, and the note says that, not "0 TFLOPS".
    void aNativeFormatWithoutItsPeakIsTimedAtTheSixteenBitOne()
    {
        nlohmann::json doc = serving("vllm", "h100-sxm", "fp8");
        doc["hardware"]["gpu"] = {{"name", "Lab Hopper"},
                                  {"memory_gib", 80},
                                  {"bandwidth_gbps", 3350},
                                  {"bf16_tflops", 989},
                                  {"generation", "hopper"}};
        const Scenario own = parsedScenario(doc);
        const InferenceEstimate e = estimateInference(own);
        QVERIFY(e.speed.weightKernels == WeightKernels::Native);
        QVERIFY(e.speed.promptPeak == PromptPeak::Bf16);
        QCOMPARE(e.speed.promptPeakTflops, 989.0);
        auto noteOf = [](const Estimate& estimated, const std::string& id) -> const Note* {
            for (const Note& note : estimated.assumptions)
                if (note.id == id)
                    return &note;
            return nullptr;
        };
        const Estimate withoutPeak = estimate(own);
        const Note* fallback = noteOf(withoutPeak, "assume.weights_native_no_peak");
        QVERIFY(fallback && !noteOf(withoutPeak, "assume.weights_native"));
        QCOMPARE(fallback->args.at(4), std::string("hardware.gpu.fp8_tflops"));
        QCOMPARE(fallback->args.at(5), std::string("BF16"));
        QCOMPARE(fallback->args.at(6), std::string("989"));
        // Given the figure, the FP8 peak times the prompt, and the note names it.
        doc["hardware"]["gpu"]["fp8_tflops"] = 1979;
        const Scenario withFp8 = parsedScenario(doc);
        QVERIFY(estimateInference(withFp8).speed.promptPeak == PromptPeak::Fp8);
        const Estimate withPeak = estimate(withFp8);
        const Note* native = noteOf(withPeak, "assume.weights_native");
        QVERIFY(native && !noteOf(withPeak, "assume.weights_native_no_peak"));
        QCOMPARE(native->args.at(4), std::string("1979"));
    }
};

QTEST_GUILESS_MAIN(TestFormatSupport)
#include "test_format_support.moc"
