#include "cli/commands.h"

#include "cli/cli_text.h"

#include "cli/input_file.h"
#include "cli/store_commands.h"
#include "common/json_document.h"
#include "common/messages.h"
#include "common/text_columns.h"
#include "compare/comparison.h"
#include "estimate/estimate.h"
#include "estimate/estimate_json.h"
#include "estimate/estimate_text.h"
#include "hardware/catalog.h"
#include "message_text.h"
#include "model/architecture_json.h"
#include "model/hf_import.h"
#include "model/parameter_count.h"
#include "model/presets.h"
#include "plan/plan_json.h"
#include "plan/plan_text.h"
#include "scenario/scenario_parser.h"
#include "sizing_sheet.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLocale>
#include <QTextDocument>
#include <QTranslator>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <map>
#include <optional>
#include <ostream>
#include <sstream>

namespace gp::cli {
namespace {

constexpr std::size_t kMaxInputBytes = JsonLimits{}.maxBytes;

struct Options
{
    std::vector<std::string> positional;
    std::string format = "text";
    std::vector<std::string> catalogFiles;
    PlanOptions plan;
    std::string db; // --db: the project database
    std::string project; // --project / --scenario: a stored scenario instead of a file
    std::string scenario;
    std::string baseline; // compare: the scenario the others are measured against
    std::string pdf; // report: the PDF to write
    // --lang, or from the environment: the language of the text, the messages and the sheet.
    std::string lang;
    std::string paper = "a4";
    std::string error; // set when the command line itself is wrong
};

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

// Parses "--name value" and "--name=value" for the options a command takes.
Options parseOptions(const std::vector<std::string>& args, std::size_t first,
                     const std::vector<std::string>& allowed)
{
    Options options;
    for (std::size_t i = first; i < args.size() && options.error.empty(); ++i) {
        const std::string& arg = args[i];
        if (arg.size() < 2 || arg[0] != '-' || arg == "-") {
            options.positional.push_back(arg);
            continue;
        }
        const std::size_t equals = arg.find('=');
        const std::string name = arg.substr(0, equals);
        if (std::find(allowed.begin(), allowed.end(), name) == allowed.end()) {
            options.error = u8(CliText::tr("unknown option %1 for this command").arg(qs(name)));
            break;
        }
        std::string value;
        if (equals != std::string::npos) {
            value = arg.substr(equals + 1);
        } else if (i + 1 < args.size()) {
            value = args[++i];
        } else {
            options.error = u8(CliText::tr("%1 needs a value").arg(qs(name)));
            break;
        }
        if (name == "--format") {
            // csv only where a table is written (compare); the others say so below.
            if (value != "json" && value != "text" && value != "csv")
                options.error = u8(
                    CliText::tr("--format must be json or text (or csv for compare); got \"%1\"")
                        .arg(qs(value)));
            options.format = value;
        } else if (name == "--baseline") {
            options.baseline = value;
        } else if (name == "--pdf") {
            options.pdf = value;
        } else if (name == "--lang") {
            if (value != "en" && value != "zh_CN")
                options.error
                    = u8(CliText::tr("--lang must be en or zh_CN; got \"%1\"").arg(qs(value)));
            options.lang = value;
        } else if (name == "--paper") {
            if (value != "a4" && value != "letter")
                options.error
                    = u8(CliText::tr("--paper must be a4 or letter; got \"%1\"").arg(qs(value)));
            options.paper = value;
        } else if (name == "--catalog") {
            options.catalogFiles.push_back(value);
        } else if (name == "--db") {
            options.db = value;
        } else if (name == "--project") {
            options.project = value;
        } else if (name == "--scenario") {
            options.scenario = value;
        } else {
            options.error = parsePlanOption(name, value, options.plan);
        }
    }
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

// The language's translations and number format, for as long as a command runs.
class LanguageScope
{
public:
    // Returns an error message, or "" when the language is in place.
    std::string install(const std::string& language)
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
    ~LanguageScope()
    {
        if (m_installed)
            QCoreApplication::removeTranslator(&m_translator);
        QLocale::setDefault(m_previous);
    }

private:
    QTranslator m_translator;
    QLocale m_previous;
    bool m_installed = false;
};

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

struct LoadedScenario
{
    std::optional<Scenario> scenario;
    Diagnostics diagnostics;
};

// Reads and parses the one scenario file of estimate/validate (or the stored scenario of
// --project/--scenario); prints problems.
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

// The scenarios side by side: 2 to 6 files, deltas against --baseline (a file as given, its file
// name, or a scenario's name; default the first).
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

// The sizing sheet of one scenario as a PDF (no display needed: main() starts Qt's offscreen
// platform for this command).
int commandReport(const Options& options, Streams s)
{
    if (options.pdf.empty())
        return usageError(CliText::tr("report needs --pdf FILE"), s);
    if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        s.err << "error: "
              << u8(CliText::tr("report needs Qt's GUI library, which this process did not start"))
              << "\n";
        return InvalidInput;
    }
    int status = Ok;
    auto loaded = loadScenario(options, s, status);
    if (!loaded)
        return status;
    // The sheet lists the warnings among its findings; the terminal gets them too, as validate's.
    printDiagnostics(loaded->diagnostics, sourceName(options), s.err);
    // run() has installed the language: the sheet's texts, numbers and dates follow it.
    const Estimate result = estimate(*loaded->scenario, loaded->diagnostics);
    sheet::SheetHeader header;
    header.project = QString::fromStdString(options.project);
    header.title = QString::fromStdString(loaded->scenario->name);
    header.date = QDateTime::currentDateTime();
    auto document = sheet::scenarioSheet(*loaded->scenario, result, header);
    QString error;
    const QString path = QString::fromStdString(options.pdf);
    if (!sheet::writeSheetPdf(*document, path,
                              options.paper == "letter" ? QPageSize::Letter : QPageSize::A4,
                              error)) {
        s.err << "error: " << error.toStdString() << "\n";
        return InvalidInput;
    }
    s.out << u8(CliText::tr("wrote %1").arg(QFileInfo(path).absoluteFilePath())) << "\n";
    return Ok;
}

int commandPlan(const Options& options, Streams s)
{
    int status = Ok;
    auto loaded = loadScenario(options, s, status);
    if (!loaded)
        return status;
    const Scenario& scenario = *loaded->scenario;
    Diagnostics diag;
    const auto start = std::chrono::steady_clock::now();
    const PlanResult plan = searchPlans(scenario, options.plan, diag);
    const double elapsed
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const std::string name = sourceName(options);
    printDiagnostics(loaded->diagnostics, name, s.err);
    printDiagnostics(diag, name, s.err);
    // A request the plan cannot serve (missing price or tokens) prints nothing else.
    if (diag.hasErrors() && plan.candidates == 0)
        return InvalidInput;
    if (options.format == "json") {
        nlohmann::json document = planToJson(plan, scenario);
        document["search"]["elapsed_s"] = elapsed;
        nlohmann::json errors = nlohmann::json::array();
        for (const auto& error : diag.errors())
            errors.push_back({{"path", error.path}, {"id", error.id}, {"message", error.message}});
        document["errors"] = errors;
        s.out << document.dump(1) << "\n";
    } else {
        const MessageRenderer& render = renderer(options);
        s.out << planToText(plan, scenario, render);
        char seconds[32];
        char rate[32];
        std::snprintf(seconds, sizeof seconds, "%.3f", elapsed);
        std::snprintf(rate, sizeof rate, "%.2f",
                      elapsed > 0 ? static_cast<double>(plan.candidates) / elapsed / 1e6 : 0.0);
        s.out << render("text.plan_searched", {seconds, rate}) << "\n";
    }
    return diag.hasErrors() ? InvalidInput : Ok;
}

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

std::string fixed(double value, int decimals)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(decimals) << value;
    return text.str();
}

// A listing's column heads, translated: padded in display columns so that Chinese heads line
// up with the rows below them.
std::string left(const QString& head, std::size_t width)
{
    return padRight(u8(head), width);
}

std::string right(const QString& head, std::size_t width)
{
    return padLeft(u8(head), width);
}

void printGpus(const Catalog& catalog, std::ostream& out)
{
    out << left(QStringLiteral("id"), 16) << left(CliText::tr("name"), 34)
        << right(CliText::tr("mem GiB"), 9) << right(QStringLiteral("GB/s"), 9)
        << right(QStringLiteral("BF16 TF"), 10) << right(QStringLiteral("FP8 TF"), 9) << "  "
        << u8(CliText::tr("as of")) << "\n";
    const std::string seeNote = "  " + u8(CliText::tr("(see note)"));
    for (const auto& g : catalog.gpus())
        out << std::left << std::setw(16) << g.id << std::setw(34) << g.name << std::right
            << std::setw(9) << fixed(g.memoryGib, 1) << std::setw(9) << fixed(g.bandwidthGBps, 0)
            << std::setw(10) << fixed(g.bf16Tflops, 1) << std::setw(9)
            << (g.fp8Tflops > 0 ? fixed(g.fp8Tflops, 1) : "-") << "  " << g.provenance.asOf
            << (g.provenance.note.empty() ? "" : seeNote) << "\n";
}

void printCpus(const Catalog& catalog, std::ostream& out)
{
    out << left(QStringLiteral("id"), 16) << left(CliText::tr("name"), 50)
        << right(CliText::tr("cores"), 7) << right(QStringLiteral("GB/s"), 9) << "  "
        << u8(CliText::tr("as of")) << "\n";
    for (const auto& c : catalog.cpus())
        out << std::left << std::setw(16) << c.id << std::setw(50) << c.name << std::right
            << std::setw(7) << c.cores << std::setw(9) << fixed(c.bandwidthGBps, 1) << "  "
            << c.provenance.asOf << "\n";
}

void printLinks(const Catalog& catalog, std::ostream& out)
{
    out << left(QStringLiteral("id"), 18) << left(CliText::tr("name"), 44)
        << left(CliText::tr("scope"), 12) << right(QStringLiteral("GB/s"), 9)
        << right(CliText::tr("latency us"), 12) << "\n";
    for (const auto& l : catalog.links())
        out << std::left << std::setw(18) << l.id << std::setw(44) << l.name << std::setw(12)
            << (l.scope == LinkScope::InterNode ? "inter-node" : "intra-node") << std::right
            << std::setw(9) << fixed(l.bandwidthGBps, 3) << std::setw(12) << fixed(l.latencyUs, 0)
            << "\n";
}

void printPrices(const Catalog& catalog, std::ostream& out)
{
    if (catalog.prices().empty()) {
        out << u8(CliText::tr("none: add your own with --catalog FILE or catalog import FILE "
                              "(docs/catalogs.md)"))
            << "\n";
        return;
    }
    out << left(QStringLiteral("gpu"), 18) << right(CliText::tr("per GPU-hour"), 14) << "  "
        << left(CliText::tr("billing"), 12) << left(CliText::tr("as of"), 12)
        << u8(CliText::tr("from")) << "\n";
    for (const auto& p : catalog.prices())
        out << std::left << std::setw(18) << p.id << std::right << std::setw(10)
            << fixed(p.gpuHour, 2) << " " << p.currency << "  " << std::left << std::setw(12)
            << p.billing << std::setw(12) << p.provenance.asOf
            << (p.provider.empty() ? p.provenance.source : p.provider) << "\n";
}

void printModels(std::ostream& out)
{
    out << left(QStringLiteral("id"), 16) << left(CliText::tr("name"), 26)
        << right(CliText::tr("parameters"), 12) << right(CliText::tr("active"), 12) << "\n";
    for (const auto& p : builtinPresets())
        out << std::left << std::setw(16) << p.id << std::setw(26) << p.name << std::right
            << std::setw(12) << humanCount(totalParameters(p.architecture)) << std::setw(12)
            << humanCount(activeParameters(p.architecture)) << "\n";
}

nlohmann::json presetsToJson()
{
    nlohmann::json list = nlohmann::json::array();
    for (const auto& p : builtinPresets()) {
        const ParameterCount count = countParameters(p.architecture);
        list.push_back({{"id", p.id},
                        {"name", p.name},
                        {"source", p.source},
                        {"parameters", count.total()},
                        {"active_parameters", count.activePerToken()},
                        {"architecture", architectureToJson(p.architecture)}});
    }
    return list;
}

int commandCatalog(const Options& options, Streams s)
{
    if (options.positional.size() > 1)
        return usageError(
            CliText::tr("catalog takes at most one of gpus, cpus, links, prices, models"), s);
    const std::string which = options.positional.empty() ? "all" : options.positional.front();
    if (which != "all" && which != "gpus" && which != "cpus" && which != "links"
        && which != "prices" && which != "models")
        return usageError(
            CliText::tr("unknown catalog \"%1\"; use gpus, cpus, links, prices or models")
                .arg(qs(which)),
            s);
    auto catalog = loadCatalog(options, s);
    if (!catalog)
        return InvalidInput;
    const bool all = which == "all";
    if (options.format == "json") {
        nlohmann::json document = {{"format", "gpu-planner.catalog/1"}};
        if (all || which == "gpus") {
            document["gpus"] = nlohmann::json::array();
            for (const auto& g : catalog->gpus())
                document["gpus"].push_back(gpuToJson(g));
        }
        if (all || which == "cpus") {
            document["cpus"] = nlohmann::json::array();
            for (const auto& c : catalog->cpus())
                document["cpus"].push_back(cpuToJson(c));
        }
        if (all || which == "links") {
            document["links"] = nlohmann::json::array();
            for (const auto& l : catalog->links())
                document["links"].push_back(linkToJson(l));
        }
        if (all || which == "prices") {
            document["prices"] = nlohmann::json::array();
            for (const auto& price : catalog->prices())
                document["prices"].push_back(priceToJson(price));
        }
        if (all || which == "models")
            document["models"] = presetsToJson();
        s.out << document.dump(1) << "\n";
        return Ok;
    }
    const char* separator = "";
    auto section = [&](const QString& title) {
        s.out << separator << u8(title) << "\n";
        separator = "\n";
    };
    if (all || which == "gpus") {
        section(CliText::tr("GPUs (dense tensor-core figures):"));
        printGpus(*catalog, s.out);
    }
    if (all || which == "cpus") {
        section(CliText::tr("CPUs:"));
        printCpus(*catalog, s.out);
    }
    if (all || which == "links") {
        section(CliText::tr("Links (bandwidth per GPU per direction):"));
        printLinks(*catalog, s.out);
    }
    if (all || which == "prices") {
        section(CliText::tr("Your GPU prices (used where a scenario states no pricing.gpu_hour):"));
        printPrices(*catalog, s.out);
    }
    if (all || which == "models") {
        section(CliText::tr("Model presets:"));
        printModels(s.out);
    }
    return Ok;
}

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
            *arch, [](std::string_view key) { return hfKeyFor(key); }, diag);
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
         {"--pdf", "--lang", "--paper", "--catalog", "--db", "--project", "--scenario"}},
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
        {R"(  gpu-planner-cli report FILE|--project NAME --scenario NAME [--db FILE] --pdf OUT.pdf
                 [--lang en|zh_CN] [--paper a4|letter] [--catalog FILE]...)",
         CliText::tr("Write the sizing sheet of a scenario as PDF: the recommendation, the "
                     "memory chart, time and cost ranges, findings, assumptions with their "
                     "sources, and the validation checklist. Needs no display.")},
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
        Options options = parseOptions(args, 1, entry.options);
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
