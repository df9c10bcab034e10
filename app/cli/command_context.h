#pragma once
// What every estimating command shares: its options (checked), the language it speaks, the
// catalog it uses (built in, stored, files), and the one scenario it reads (a file or a stored
// scenario), with the parser's messages printed as scripts expect them.
#include "cli/arguments.h"
#include "cli/commands.h"
#include "common/diagnostics.h"
#include "common/json_document.h"
#include "common/messages.h"
#include "hardware/catalog.h"
#include "plan/plan_search.h"
#include "scenario/scenario.h"

#include <QLocale>
#include <QTranslator>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace gp::cli {

inline constexpr std::size_t kMaxInputBytes = JsonLimits{}.maxBytes;

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
    std::string bom; // report: the quote-request table (CSV) to write
    // --lang, or from the environment: the language of the text, the messages and the sheet.
    std::string lang;
    std::string paper = "a4";
    std::string error; // set when the command line itself is wrong
};

// The parsed command line as a command's options, each value checked.
Options optionsFrom(const Arguments& arguments);

// The parser's messages in the command's language. "error:" and "warning:" stay as they are in
// every language, so that scripts can look for them.
void printDiagnostics(const Diagnostics& diag, const std::string& file, std::ostream& err);

// The renderer of the command's text: the core's English, or the translated catalogue.
const MessageRenderer& renderer(const Options& options);

// --lang, else the environment's language (LC_ALL, LC_MESSAGES, then LANG, as gettext reads
// them): Chinese for any zh locale, otherwise English.
std::string chooseLanguage(const std::string& requested);

// The language's translations and number format, for as long as a command runs.
class LanguageScope
{
public:
    LanguageScope() = default;
    LanguageScope(const LanguageScope&) = delete;
    LanguageScope& operator=(const LanguageScope&) = delete;
    // Returns an error message, or "" when the language is in place.
    std::string install(const std::string& language);
    ~LanguageScope();

private:
    QTranslator m_translator;
    QLocale m_previous;
    bool m_installed = false;
};

// The built-in catalog, the entries stored in the project database when one is named (--db, or
// --project's), then the user's files; or nothing (with errors printed) if one is bad.
std::optional<Catalog> loadCatalog(const Options& options, Streams s);

// How the scenario of a command is named in its messages: the file, or "project/scenario".
std::string sourceName(const Options& options);

struct LoadedScenario
{
    std::optional<Scenario> scenario;
    Diagnostics diagnostics;
};

// Reads and parses the one scenario file of estimate/validate (or the stored scenario of
// --project/--scenario); prints problems and sets `status` when there is none.
std::optional<LoadedScenario> loadScenario(const Options& options, Streams s, int& status);

// The commands (one file each).
int commandEstimate(const Options& options, Streams s);
int commandValidate(const Options& options, Streams s);
int commandCompare(const Options& options, Streams s);
int commandReport(const Options& options, Streams s);
int commandPlan(const Options& options, Streams s);
int commandCatalog(const Options& options, Streams s);
int commandImportHf(const Options& options, Streams s);

} // namespace gp::cli
