// gpu-planner-cli estimate: a scenario's estimate, as text or the gpu-planner.estimate/1 document.
#include "cli/command_context.h"

#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"

namespace gp::cli {

int commandEstimate(const Options& options, Streams s)
{
    int status = Ok;
    auto loaded = loadScenario(options, s, status);
    if (!loaded)
        return status;
    const Estimate result = estimate(*loaded->scenario, loaded->diagnostics);
    if (options.format == "json")
        s.out << estimateToJson(result, *loaded->scenario).dump(1) << "\n";
    else
        s.out << estimateToText(result, *loaded->scenario, renderer(options));
    return Ok;
}

} // namespace gp::cli
