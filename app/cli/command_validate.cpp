// gpu-planner-cli validate: every problem of a scenario, each naming its field.
#include "cli/command_context.h"

namespace gp::cli {

int commandValidate(const Options& options, Streams s)
{
    int status = Ok;
    auto loaded = loadScenario(options, s, status);
    if (!loaded)
        return status;
    const std::string name = sourceName(options);
    printDiagnostics(loaded->diagnostics, name, s.err);
    s.out << renderer(options)("text.valid", {name}) << "\n";
    return Ok;
}

} // namespace gp::cli
