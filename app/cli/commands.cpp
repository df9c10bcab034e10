#include "cli/commands.h"

#include "cli/arguments.h"
#include "cli/cli_text.h"
#include "cli/command_context.h"
#include "cli/store_commands.h"

#include <algorithm>

namespace gp::cli {
namespace {

using Command = int (*)(const Options&, Streams);
struct CommandEntry
{
    const char* name;
    Command run;
    std::vector<std::string> options;
};

// The commands that estimate and list, with the options each accepts; usageText() must show
// every one (test_cli checks).
const std::vector<CommandEntry>& commandTable()
{
    static const std::vector<CommandEntry> commands = {
        {"estimate",
         commandEstimate,
         {"--format", "--lang", "--catalog", "--db", "--project", "--scenario"}},
        {"plan",
         commandPlan,
         {"--format", "--lang", "--catalog", "--db", "--objective", "--max-gpus", "--deadline-days",
          "--top"}},
        {"validate", commandValidate, {"--lang", "--catalog", "--db", "--project", "--scenario"}},
        {"compare", commandCompare, {"--format", "--lang", "--catalog", "--db", "--baseline"}},
        {"report",
         commandReport,
         {"--pdf", "--bom", "--lang", "--paper", "--catalog", "--db", "--project", "--scenario"}},
        {"catalog", commandCatalog, {"--format", "--catalog", "--db", "--lang"}},
        {"import-hf", commandImportHf, {"--format", "--lang"}},
    };
    return commands;
}

} // namespace

std::vector<std::pair<std::string, std::vector<std::string>>> commandOptions()
{
    std::vector<std::pair<std::string, std::vector<std::string>>> table;
    for (const CommandEntry& entry : commandTable())
        table.emplace_back(entry.name, entry.options);
    return table;
}

std::string usageText()
{
    // The syntax lines are the same in every language (docs/cli.md holds them to this); the
    // descriptions are translated and wrapped to the terminal's 80 columns.
    const std::vector<UsageEntry> entries = {
        {R"(  gpu-planner-cli estimate FILE|--project NAME --scenario NAME [--db FILE]
                           [--format text|json] [--lang en|zh_CN] [--catalog FILE]...)",
         CliText::tr("Estimate a scenario (gpu-planner.scenario/1), from a file or the project "
                     "database. --format json prints the gpu-planner.estimate/1 document; text "
                     "prints a readable summary.")},
        {R"(  gpu-planner-cli plan FILE [--objective min-gpus|min-cost|min-time] [--max-gpus N]
                  [--deadline-days D] [--top K] [--format text|json] [--lang en|zh_CN]
                  [--db FILE] [--catalog FILE]...)",
         CliText::tr("Search the training layouts (GPU count, TP, PP, CP, EP, ZeRO stage, "
                     "offload, recompute, micro-batch, virtual stages) that fit on up to N GPUs "
                     "(default: the scenario's count), rank the best K (default 10) by the "
                     "objective (default min-time), and show the scaling curve.")},
        {R"(  gpu-planner-cli validate FILE|--project NAME --scenario NAME [--db FILE]
                      [--lang en|zh_CN] [--catalog FILE]...)",
         CliText::tr("Check a scenario and list every problem with the field it concerns.")},
        {R"(  gpu-planner-cli compare FILE FILE... [--baseline FILE|NAME] [--format text|json|csv]
                  [--lang en|zh_CN] [--db FILE] [--catalog FILE]...)",
         CliText::tr("Put 2 to 6 scenarios side by side: the inputs that differ and the results "
                     "(memory per GPU, GPUs, step time, GPU-hours, days, cost, TTFT, TPOT, "
                     "throughput, cost per million tokens) with deltas against the baseline "
                     "(default: the first). json prints gpu-planner.comparison/1.")},
        {R"(  gpu-planner-cli report FILE|--project NAME --scenario NAME [--db FILE] [--pdf OUT.pdf]
                 [--bom OUT.csv|OUT.xlsx] [--lang en|zh_CN] [--paper a4|letter] [--catalog FILE]...)",
         CliText::tr("Write the sizing sheet of a scenario as PDF: the recommendation, the "
                     "memory chart, time and cost ranges, the bill of materials with power and "
                     "racks, findings, assumptions with their sources, and the validation "
                     "checklist; --bom writes the quote-request table a vendor can answer (CSV, or "
                     "an Excel workbook for .xlsx). "
                     "Needs no display.")},
        {R"(  gpu-planner-cli catalog [gpus|cpus|links|prices|models] [--format text|json] [--db FILE]
                  [--lang en|zh_CN] [--catalog FILE]...)",
         CliText::tr("List the built-in catalogs, with the entries stored in the project "
                     "database (--db) and the user's files (--catalog) merged in. Prices are "
                     "only ever yours: a scenario without pricing.gpu_hour uses its GPU's.")},
        {R"(  gpu-planner-cli import-hf CONFIG.json [--format text|json] [--lang en|zh_CN])",
         CliText::tr("Read a Hugging Face config.json and print the architecture and its exact "
                     "parameter count.")},
    };
    std::string text
        = u8(CliText::tr("gpu-planner-cli - sizes GPUs for training, fine-tuning and serving LLMs"))
        + "\n\n" + u8(CliText::tr("Usage:")) + "\n" + formatUsage(entries)
        + formatUsage(storeUsageEntries()) + "  gpu-planner-cli --help | --version\n\n";
    text += wrapText(CliText::tr("--lang sets the language of every command's text and messages "
                                 "(default: LC_ALL, LC_MESSAGES or LANG; Chinese when it starts "
                                 "with \"zh\"); JSON and CSV never change. FILE may be \"-\" for "
                                 "standard input. --catalog FILE adds or overrides catalog entries "
                                 "(format gpu-planner.catalog/1; an entry with a known id replaces "
                                 "the fields it names). Files larger than 4 MiB are refused."),
                     0)
        + "\n";
    text += wrapText(CliText::tr("Exit status: 0 success, 1 invalid or unreadable input "
                                 "(messages on stderr, each naming the field, e.g. "
                                 "\"training.tp: must divide heads (32); got 5\"), 2 wrong command "
                                 "line."),
                     0);
    return text;
}

// --lang's value wherever it is on the command line ("" when absent).
std::string requestedLanguage(const std::vector<std::string>& args)
{
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--lang" && i + 1 < args.size())
            return args[i + 1];
        if (args[i].rfind("--lang=", 0) == 0)
            return args[i].substr(7);
    }
    return {};
}

int run(const std::vector<std::string>& commandLine, Streams s)
{
    // The language first, so that every word the command prints, a usage error too, speaks it.
    const std::string requested = requestedLanguage(commandLine);
    if (!requested.empty() && requested != "en" && requested != "zh_CN")
        return usageError(CliText::tr("--lang must be en or zh_CN; got \"%1\"").arg(qs(requested)),
                          s);
    LanguageScope language;
    const std::string lang = chooseLanguage(requested);
    if (const std::string error = language.install(lang); !error.empty()) {
        s.err << "error: " << error << "\n";
        return InvalidInput;
    }
    // --lang may also come before the command ("--lang zh_CN --help").
    std::vector<std::string> args = commandLine;
    if (!args.empty() && args.front() == "--lang")
        args.erase(args.begin(), args.begin() + std::min<std::ptrdiff_t>(2, std::ssize(args)));
    else if (!args.empty() && args.front().rfind("--lang=", 0) == 0)
        args.erase(args.begin());
    if (args.empty())
        return usageError(CliText::tr("no command given"), s);
    const std::string& command = args.front();
    const bool help = std::find(args.begin(), args.end(), "--help") != args.end();
    if (command == "--help" || command == "-h" || command == "help") {
        s.out << usageText();
        return Ok;
    }
    if (command == "project" || command == "scenario" || isStoredCatalogCommand(args)) {
        if (help) {
            s.out << usageText();
            return Ok;
        }
        return runStoreCommand(args, s);
    }
    if (command == "--version") {
        s.out << "gpu-planner-cli " << GP_VERSION << "\n";
        return Ok;
    }
    for (const CommandEntry& entry : commandTable()) {
        if (command != entry.name)
            continue;
        if (help) {
            s.out << usageText();
            return Ok;
        }
        Options options = optionsFrom(parseArguments(args, 1, entry.options));
        if (!options.error.empty())
            return usageError(qs(options.error), s);
        if (options.format == "csv" && command != "compare")
            return usageError(CliText::tr("--format must be json or text; got \"csv\""), s);
        options.lang = lang;
        return entry.run(options, s);
    }
    return usageError(CliText::tr("unknown command \"%1\"").arg(qs(command)), s);
}

} // namespace gp::cli
