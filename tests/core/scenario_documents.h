#pragma once
// Two valid scenarios the parser suites edit into each case, and the parser's result as a person
// reads it.
#include "common/test_support.h"
#include "scenario/scenario_parser.h"

#include <nlohmann/json.hpp>

#include <QStringList>

namespace gp::test {

inline nlohmann::json trainingBase()
{
    return nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1",
        "name": "LoRA on Llama 3.1 8B",
        "workload": "training",
        "model": {"preset": "llama-3.1-8b"},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 2},
        "training": {"method": "full", "tp": 2, "pp": 2, "micro_batch": 2, "global_batch": 64,
                     "seq_len": 4096, "zero_stage": 1}
    })");
}

inline nlohmann::json inferenceBase()
{
    return nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1",
        "name": "Serve 70B",
        "workload": "inference",
        "model": {"preset": "llama-3.1-70b"},
        "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
        "inference": {"engine": "vllm", "weights": "fp8", "tp": 4, "max_model_len": 8192,
                      "prompt_tokens": 2000, "output_tokens": 500, "peak_concurrency": 32}
    })");
}

inline ScenarioParseResult parse(const nlohmann::json& document)
{
    return parseScenario(document.dump(), builtinCatalog());
}

// All error lines of a result, as the CLI prints them.
inline QStringList errorLines(const ScenarioParseResult& result)
{
    QStringList lines;
    for (const auto& e : result.diagnostics.errors())
        lines << q(e.toString());
    return lines;
}

} // namespace gp::test
