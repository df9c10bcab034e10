#include "cli/command_context.h"

#include "cli/cli_text.h"
#include "cli/input_file.h"
#include "cli/store_commands.h"
#include "message_text.h"
#include "scenario/scenario_parser.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace gp::cli {
namespace {

// A whole number in [low, high], or nothing.
std::optional<long long> parseWhole(const std::string& text, long long low, long long high)
{
    if (text.empty() || text.size() > 12
        || !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const long long value = std::stoll(text);
    if (value < low || value > high)
        return std::nullopt;
    return value;
}

// The plan command's own options; returns an error message, or "".
std::string parsePlanOption(const std::string& name, const std::string& value, PlanOptions& plan)
{
    if (name == "--objective") {
        const auto& names = planObjectiveNames();
        const auto found = std::find(names.begin(), names.end(), value);
        if (found == names.end())
            return u8(CliText::tr("--objective must be min-gpus, min-cost or min-time; got \"%1\"")
                          .arg(qs(value)));
        plan.objective = static_cast<PlanObjective>(found - names.begin());
    } else if (name == "--max-gpus") {
        const auto n = parseWhole(value, 1, kPlanMaxGpus);
        if (!n)
            return u8(CliText::tr("--max-gpus must be a whole number from 1 to %1; got \"%2\"")
                          .arg(kPlanMaxGpus)
                          .arg(qs(value)));
        plan.maxGpus = static_cast<int>(*n);
    } else if (name == "--top") {
        const auto n = parseWhole(value, 1, kPlanMaxTop);
        if (!n)
            return u8(CliText::tr("--top must be a whole number from 1 to %1; got \"%2\"")
                          .arg(kPlanMaxTop)
                          .arg(qs(value)));
        plan.top = static_cast<int>(*n);
    } else if (name == "--deadline-days") {
        char* end = nullptr;
        const double days = std::strtod(value.c_str(), &end);
        if (value.empty() || end != value.c_str() + value.size() || !std::isfinite(days)
            || days <= 0 || days > 36500)
            return u8(CliText::tr("--deadline-days must be a number of days above 0 (at most "
                                  "36500); got \"%1\"")
                          .arg(qs(value)));
        plan.deadlineDays = days;
    }
    return {};
}

} // namespace

Options optionsFrom(const Arguments& arguments)
{
    Options options;
    options.error = arguments.error;
    options.positional = arguments.positional;
    options.catalogFiles = arguments.all("--catalog");
    options.db = arguments.value("--db");
    options.project = arguments.value("--project");
    options.scenario = arguments.value("--scenario");
    options.baseline = arguments.value("--baseline");
    options.pdf = arguments.value("--pdf");
    options.bom = arguments.value("--bom");
    options.lang = arguments.value("--lang");
    options.format = arguments.value("--format", "text");
    options.paper = arguments.value("--paper", "a4");
    if (!options.error.empty())
        return options;
    // Every value given, not only the last. csv only where a table is written (compare); run()
    // says so for the others.
    for (const std::string& format : arguments.all("--format"))
        if (options.error.empty() && format != "json" && format != "text" && format != "csv")
            options.error
                = u8(CliText::tr("--format must be json or text (or csv for compare); got \"%1\"")
                         .arg(qs(format)));
    for (const std::string& lang : arguments.all("--lang"))
        if (options.error.empty() && lang != "en" && lang != "zh_CN")
            options.error = u8(CliText::tr("--lang must be en or zh_CN; got \"%1\"").arg(qs(lang)));
    for (const std::string& paper : arguments.all("--paper"))
        if (options.error.empty() && paper != "a4" && paper != "letter")
            options.error
                = u8(CliText::tr("--paper must be a4 or letter; got \"%1\"").arg(qs(paper)));
    for (const char* name : {"--objective", "--max-gpus", "--top", "--deadline-days"})
        if (options.error.empty() && arguments.has(name))
            options.error = parsePlanOption(name, arguments.value(name), options.plan);
    return options;
}

// The parser's messages in the command's language. "error:" and "warning:" stay as they are in
// every language, so that scripts can look for them.
void printDiagnostics(const Diagnostics& diag, const std::string& file, std::ostream& err)
{
    const std::string prefix = file.empty() ? "" : file + ": ";
    for (const auto& item : diag.errors())
        err << "error: " << prefix << sheet::diagnosticText(item).toStdString() << "\n";
    for (const auto& item : diag.warnings())
        err << "warning: " << prefix << sheet::diagnosticText(item).toStdString() << "\n";
}

// The renderer of the command's text: the core's English, or the translated catalogue.
const MessageRenderer& renderer(const Options& options)
{
    return options.lang.empty() || options.lang == "en" ? englishMessages()
                                                        : sheet::translatedMessages();
}

// --lang, else the environment's language (LC_ALL, LC_MESSAGES, then LANG, as gettext reads
// them): Chinese for any zh locale, otherwise English.
std::string chooseLanguage(const std::string& requested)
{
    if (!requested.empty())
        return requested;
    for (const char* variable : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* value = std::getenv(variable); value && *value)
            return std::string(value).rfind("zh", 0) == 0 ? "zh_CN" : "en";
    return "en";
}

std::string LanguageScope::install(const std::string& language)
{
    // English too: its catalogue holds the plural forms ("1 entry", "2 entries").
    const QString file
        = QStringLiteral(":/i18n/gpu_planner_%1.qm").arg(QString::fromStdString(language));
    if (m_translator.load(file)) {
        QCoreApplication::installTranslator(&m_translator);
        m_installed = true;
    } else if (language != "en") {
        return "no " + language + " translation is built in";
    }
    QLocale::setDefault(QLocale(QString::fromStdString(language)));
    return {};
}

LanguageScope::~LanguageScope()
{
    if (m_installed)
        QCoreApplication::removeTranslator(&m_translator);
    QLocale::setDefault(m_previous);
}

// The built-in catalog, the entries stored in the project database when one is named (--db, or
// --project's), then the user's files; or nothing (with errors printed) if one is bad.
std::optional<Catalog> loadCatalog(const Options& options, Streams s)
{
    std::ostream& err = s.err;
    std::optional<Catalog> base;
    if (!options.db.empty() || !options.project.empty())
        base = storedCatalog(options.db, s);
    else
        base = builtinCatalog();
    if (!base)
        return std::nullopt;
    Catalog catalog = std::move(*base);
    for (const auto& path : options.catalogFiles) {
        InputFile file = readInputFile(path, kMaxInputBytes);
        if (!file.text) {
            err << "error: " << file.error << "\n";
            return std::nullopt;
        }
        Diagnostics diag;
        auto document = parseJsonDocument(*file.text, diag);
        if (!document || !catalog.merge(*document, path, diag)) {
            printDiagnostics(diag, document ? "" : path, err);
            return std::nullopt;
        }
    }
    return catalog;
}

// How the scenario of a command is named in its messages: the file, or "project/scenario".
std::string sourceName(const Options& options)
{
    return options.positional.empty() ? options.project + "/" + options.scenario
                                      : displayName(options.positional.front());
}

std::optional<LoadedScenario> loadScenario(const Options& options, Streams s, int& status)
{
    // --db alone brings the catalog entries stored in that database to a scenario file.
    const bool stored = !options.project.empty() || !options.scenario.empty();
    if (stored
        && (options.project.empty() || options.scenario.empty() || !options.positional.empty())) {
        status
            = usageError(CliText::tr("--project and --scenario go together, instead of a file"), s);
        return std::nullopt;
    }
    if (stored) {
        auto catalog = loadCatalog(options, s);
        const auto text = storedScenario(options.db, options.project, options.scenario, s);
        if (!catalog || !text) {
            status = InvalidInput;
            return std::nullopt;
        }
        ScenarioParseResult parsed = parseScenario(*text, *catalog);
        if (!parsed.scenario) {
            printDiagnostics(parsed.diagnostics, sourceName(options), s.err);
            status = InvalidInput;
            return std::nullopt;
        }
        return LoadedScenario{std::move(parsed.scenario), std::move(parsed.diagnostics)};
    }
    if (options.positional.size() != 1) {
        status = usageError(CliText::tr("expected exactly one scenario file"), s);
        return std::nullopt;
    }
    auto catalog = loadCatalog(options, s);
    if (!catalog) {
        status = InvalidInput;
        return std::nullopt;
    }
    const std::string& path = options.positional.front();
    InputFile file = readInputFile(path, kMaxInputBytes);
    if (!file.text) {
        s.err << "error: " << file.error << "\n";
        status = InvalidInput;
        return std::nullopt;
    }
    ScenarioParseResult parsed = parseScenario(*file.text, *catalog);
    if (!parsed.scenario) {
        printDiagnostics(parsed.diagnostics, displayName(path), s.err);
        status = InvalidInput;
        return std::nullopt;
    }
    return LoadedScenario{std::move(parsed.scenario), std::move(parsed.diagnostics)};
}

} // namespace gp::cli
