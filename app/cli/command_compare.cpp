// gpu-planner-cli compare: 2 to 6 scenarios side by side, as text, JSON or CSV.
#include "cli/command_context.h"

#include "cli/cli_text.h"
#include "cli/input_file.h"
#include "compare/comparison.h"
#include "estimate/estimate.h"
#include "scenario/scenario_parser.h"

namespace gp::cli {

int commandCompare(const Options& options, Streams s)
{
    if (options.positional.size() < kCompareMin || options.positional.size() > kCompareMax)
        return usageError(CliText::tr("compare takes 2 to 6 scenario files; got %1")
                              .arg(static_cast<qulonglong>(options.positional.size())),
                          s);
    auto catalog = loadCatalog(options, s);
    if (!catalog)
        return InvalidInput;
    std::vector<Scenario> scenarios;
    std::vector<Estimate> estimates;
    scenarios.reserve(options.positional.size());
    estimates.reserve(options.positional.size());
    bool failed = false;
    for (const std::string& path : options.positional) {
        InputFile file = readInputFile(path, kMaxInputBytes);
        if (!file.text) {
            s.err << "error: " << file.error << "\n";
            failed = true;
            continue;
        }
        ScenarioParseResult parsed = parseScenario(*file.text, *catalog);
        if (!parsed.scenario) {
            printDiagnostics(parsed.diagnostics, displayName(path), s.err);
            failed = true;
            continue;
        }
        // The table has no room for a file's warnings: they go to standard error, as validate's.
        printDiagnostics(parsed.diagnostics, displayName(path), s.err);
        estimates.push_back(estimate(*parsed.scenario, parsed.diagnostics));
        scenarios.push_back(std::move(*parsed.scenario));
    }
    if (failed)
        return InvalidInput; // every file's problems are printed, then nothing is compared
    std::vector<CompareInput> inputs;
    std::size_t baseline = 0;
    bool baselineFound = options.baseline.empty();
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
        const std::string& path = options.positional[i];
        const std::string fileName = path.substr(path.find_last_of('/') + 1);
        inputs.push_back({scenarios[i].name, &scenarios[i], &estimates[i]});
        if (!baselineFound
            && (options.baseline == path || options.baseline == fileName
                || options.baseline == scenarios[i].name)) {
            baseline = i;
            baselineFound = true;
        }
    }
    if (!baselineFound)
        return usageError(
            CliText::tr("--baseline \"%1\" is none of the files or scenario names compared")
                .arg(qs(options.baseline)),
            s);
    const Comparison comparison = compareScenarios(inputs, baseline);
    if (options.format == "json")
        s.out << comparisonToJson(comparison).dump(1) << "\n";
    else if (options.format == "csv")
        s.out << comparisonToCsv(comparison);
    else
        s.out << comparisonToText(comparison, renderer(options));
    return Ok;
}

} // namespace gp::cli
