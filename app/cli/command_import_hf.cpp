// gpu-planner-cli import-hf: a Hugging Face config.json read as an architecture, with its
// exact parameter count.
#include "cli/command_context.h"

#include "cli/cli_text.h"
#include "cli/input_file.h"
#include "common/text_columns.h"
#include "estimate/estimate_json.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"

namespace gp::cli {

int commandImportHf(const Options& options, Streams s)
{
    if (options.positional.size() != 1)
        return usageError(CliText::tr("expected exactly one config.json"), s);
    const std::string& path = options.positional.front();
    InputFile file = readInputFile(path, kMaxInputBytes);
    if (!file.text) {
        s.err << "error: " << file.error << "\n";
        return InvalidInput;
    }
    Diagnostics diag;
    auto document = parseJsonDocument(*file.text, diag);
    std::optional<Architecture> arch;
    if (document)
        arch = importHfConfig(*document, "", diag);
    if (arch)
        validateArchitecture(
            *arch, [&](std::string_view key) { return hfKeyFor(key, arch->family); }, diag);
    printDiagnostics(diag, displayName(path), s.err);
    if (!arch || diag.hasErrors())
        return InvalidInput;
    const ParameterCount count = countParameters(*arch);
    if (options.format == "json") {
        nlohmann::json out = {{"architecture", architectureToJson(*arch)},
                              {"parameters", count.total()},
                              {"active_parameters", count.activePerToken()}};
        s.out << out.dump(1) << "\n";
    } else {
        const std::size_t labelWidth = 19;
        auto label = [&](const QString& text) { return padRight(u8(text), labelWidth); };
        s.out << label(CliText::tr("family:")) << arch->family << "\n"
              << label(CliText::tr("parameters:")) << humanCount(static_cast<double>(count.total()))
              << " (" << count.total() << ")\n"
              << label(CliText::tr("active per token:"))
              << humanCount(static_cast<double>(count.activePerToken())) << "\n"
              << label(CliText::tr("architecture:")) << architectureToJson(*arch).dump() << "\n"
              << u8(CliText::tr("Use it in a scenario as \"model\": {\"hf_config\": <the file's "
                                "object>}."))
              << "\n";
    }
    return Ok;
}

} // namespace gp::cli
