#include "cli/store_commands.h"

#include "cli/arguments.h"

#include "cli/cli_text.h"
#include "cli/input_file.h"
#include "common/json_document.h"
#include "common/text_columns.h"
#include "message_text.h"
#include "store/catalog_store.h"
#include "store/database.h"
#include "store/exchange.h"
#include "store/project_store.h"

#include <QSaveFile>
#include <QString>

#include <nlohmann/json.hpp>

#include <iomanip>
#include <map>
#include <ostream>

namespace gp::cli {
namespace {

using store::Database;
using store::ProjectStore;

struct StoreOptions
{
    std::vector<std::string> positional;
    std::map<std::string, std::string> values; // --db, --format, --as, --project, --out
    std::string error;
};

// The command line through the CLI's one parser; each option's last value counts.
StoreOptions parse(const std::vector<std::string>& args, std::size_t first,
                   const std::vector<std::string>& allowed)
{
    const Arguments parsed = parseArguments(args, first, allowed);
    StoreOptions o;
    o.positional = parsed.positional;
    o.error = parsed.error;
    for (const auto& [name, values] : parsed.values)
        o.values[name] = values.back();
    if (o.error.empty() && o.values.count("--format") && o.values["--format"] != "json"
        && o.values["--format"] != "text")
        o.error = u8(
            CliText::tr("--format must be json or text; got \"%1\"").arg(qs(o.values["--format"])));
    return o;
}

int usage(const std::string& message, Streams s)
{
    return usageError(qs(message), s);
}

int usage(const QString& message, Streams s)
{
    return usageError(message, s);
}

// Opens the database (--db or the user's default); a new default database gets the demo project.
std::unique_ptr<Database> openDatabase(const StoreOptions& o, Streams s)
{
    const auto db = o.values.find("--db");
    const QString path = db != o.values.end() ? qs(db->second) : Database::defaultPath();
    auto opened = Database::open(path);
    if (!opened.database) {
        s.err << "error: " << u8(opened.error) << "\n";
        return nullptr;
    }
    if (!opened.warning.isEmpty())
        s.err << "warning: " << u8(opened.warning) << "\n";
    if (opened.created && db == o.values.end()) {
        ProjectStore seed(*opened.database);
        store::seedDemoProject(seed);
    }
    return std::move(opened.database);
}

// The database of another command's --db (empty: the user's default).
std::unique_ptr<Database> openNamedDatabase(const std::string& db, Streams s)
{
    StoreOptions o;
    if (!db.empty())
        o.values["--db"] = db;
    return openDatabase(o, s);
}

std::optional<store::ProjectInfo> findProject(ProjectStore& st, const std::string& name, Streams s)
{
    auto p = st.projectByName(qs(name));
    if (!p)
        s.err << "error: " << u8(CliText::tr("no project \"%1\"").arg(qs(name))) << "\n";
    return p;
}

int projectCommand(const std::vector<std::string>& args, Streams s)
{
    if (args.size() < 2)
        return usage(
            CliText::tr("project needs a subcommand: list, show, export, import or delete"), s);
    const std::string& sub = args[1];
    // Each subcommand takes its own options; an unknown one is a usage error before anything
    // is opened.
    static const std::map<std::string, std::vector<std::string>> allowed
        = {{"list", {"--db", "--format"}},
           {"show", {"--db", "--format"}},
           {"export", {"--db", "--out"}},
           {"import", {"--db", "--as"}},
           {"delete", {"--db"}}};
    const auto options = allowed.find(sub);
    if (options == allowed.end())
        return usage(CliText::tr("unknown project subcommand \"%1\"").arg(qs(sub)), s);
    StoreOptions o = parse(args, 2, options->second);
    if (!o.error.empty())
        return usage(o.error, s);
    const bool json = o.values["--format"] == "json";
    const std::size_t expected = sub == "list" ? 0 : 1;
    if (o.positional.size() != expected)
        return usage(expected ? CliText::tr("project %1 takes one argument").arg(qs(sub))
                              : CliText::tr("project %1 takes no argument").arg(qs(sub)),
                     s);
    auto db = openDatabase(o, s);
    if (!db)
        return InvalidInput;
    ProjectStore st(*db);
    if (sub == "list") {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& p : st.projects()) {
            if (json)
                list.push_back({{"name", u8(p.name)},
                                {"description", u8(p.description)},
                                {"scenarios", p.scenarioCount},
                                {"updated", u8(p.updated.toString(Qt::ISODate))}});
            else
                s.out << padRight(u8(p.name), 40) << "  "
                      << u8(CliText::tr("%n scenario(s), updated %1", nullptr, p.scenarioCount)
                                .arg(p.updated.toString(Qt::ISODate)))
                      << "\n";
        }
        if (json)
            s.out << list.dump(1) << "\n";
        return Ok;
    }
    const std::string& name = o.positional.front();
    if (sub == "import") {
        InputFile file = readInputFile(name, std::size_t{64} * 1024 * 1024);
        if (!file.text) {
            s.err << "error: " << file.error << "\n";
            return InvalidInput;
        }
        const auto result
            = store::importProject(st, QByteArray::fromStdString(*file.text), qs(o.values["--as"]));
        if (!result.databaseError.isEmpty())
            s.err << "error: " << u8(st.database().path()) << ": " << u8(result.databaseError)
                  << "\n";
        else
            for (const QString& e : result.errors)
                s.err << "error: " << displayName(name) << ": " << u8(e) << "\n";
        if (!result.ok)
            return InvalidInput;
        s.out << u8(
            CliText::tr("imported project \"%1\" with %n scenario(s)", nullptr, result.scenarios)
                .arg(st.project(result.projectId)->name))
              << "\n";
        return Ok;
    }
    const auto project = findProject(st, name, s);
    if (!project)
        return InvalidInput;
    if (sub == "show") {
        if (json) {
            nlohmann::json list = nlohmann::json::array();
            for (const auto& sc : st.scenarios(project->id))
                list.push_back({{"name", u8(sc.name)},
                                {"workload", u8(sc.workload)},
                                {"model", u8(sc.model)},
                                {"gpu", u8(sc.gpu)},
                                {"revision", sc.revision},
                                {"updated", u8(sc.updated.toString(Qt::ISODate))}});
            s.out << nlohmann::json{{"name", u8(project->name)},
                                    {"description", u8(project->description)},
                                    {"scenarios", list}}
                         .dump(1)
                  << "\n";
        } else {
            s.out << u8(project->name) << "\n";
            if (!project->description.isEmpty())
                s.out << "  " << u8(project->description) << "\n";
            for (const auto& sc : st.scenarios(project->id))
                s.out << "  " << padRight(u8(sc.name), 48) << std::left << std::setw(10)
                      << u8(sc.workload) << std::setw(16) << u8(sc.model) << std::setw(12)
                      << u8(sc.gpu) << " " << u8(CliText::tr("revision %1").arg(sc.revision))
                      << "\n";
        }
        return Ok;
    }
    if (sub == "export") {
        const QByteArray bundle = store::exportProject(st, project->id);
        if (o.values.count("--out")) {
            // Written whole or not at all: an existing file is replaced only on success.
            QSaveFile out(qs(o.values["--out"]));
            if (!out.open(QIODevice::WriteOnly) || out.write(bundle) != bundle.size()
                || !out.commit()) {
                s.err << "error: " << u8(CliText::tr("%1: cannot write").arg(qs(o.values["--out"])))
                      << "\n";
                return InvalidInput;
            }
            return Ok;
        }
        s.out << bundle.toStdString() << "\n";
        return Ok;
    }
    if (sub == "delete") {
        const auto w = st.deleteProject(project->id);
        if (!w.ok) {
            s.err << "error: " << u8(w.error) << "\n";
            return InvalidInput;
        }
        s.out << u8(CliText::tr("deleted project \"%1\" and its %n scenario(s)", nullptr,
                                project->scenarioCount)
                        .arg(qs(name)))
              << "\n";
        return Ok;
    }
    return usage(CliText::tr("unknown project subcommand \"%1\"").arg(qs(sub)), s);
}

int scenarioCommand(const std::vector<std::string>& args, Streams s)
{
    if (args.size() < 2)
        return usage(CliText::tr("scenario needs a subcommand: list, show or export"), s);
    const std::string& sub = args[1];
    if (sub != "list" && sub != "show" && sub != "export")
        return usage(CliText::tr("unknown scenario subcommand \"%1\"").arg(qs(sub)), s);
    StoreOptions o = parse(args, 2, {"--db", "--project"});
    if (!o.error.empty())
        return usage(o.error, s);
    if (!o.values.count("--project"))
        return usage(CliText::tr("scenario %1 needs --project NAME").arg(qs(sub)), s);
    const std::size_t expected = sub == "list" ? 0 : 1;
    if (o.positional.size() != expected)
        return usage(expected ? CliText::tr("scenario %1 takes one scenario name").arg(qs(sub))
                              : CliText::tr("scenario %1 takes no argument").arg(qs(sub)),
                     s);
    auto db = openDatabase(o, s);
    if (!db)
        return InvalidInput;
    ProjectStore st(*db);
    const auto project = findProject(st, o.values["--project"], s);
    if (!project)
        return InvalidInput;
    if (sub == "list") {
        for (const auto& sc : st.scenarios(project->id))
            s.out << u8(sc.name) << "\n";
        return Ok;
    }
    const auto record = st.scenarioByName(project->id, qs(o.positional.front()));
    if (!record) {
        s.err << "error: "
              << u8(CliText::tr("no scenario \"%1\" in project \"%2\"")
                        .arg(qs(o.positional.front()), qs(o.values["--project"])))
              << "\n";
        return InvalidInput;
    }
    if (sub == "show") {
        const auto& i = record->info;
        s.out << u8(i.name) << "\n  "
              << u8(CliText::tr("workload %1, model %2, GPU %3, revision %4, saved %5")
                        .arg(i.workload, i.model, i.gpu, QString::number(i.revision),
                             i.updated.toString(Qt::ISODate)))
              << "\n";
        if (!i.notes.isEmpty())
            s.out << "  " << u8(i.notes) << "\n";
        return Ok;
    }
    if (sub == "export") {
        s.out << u8(record->document) << "\n";
        return Ok;
    }
    return usage(CliText::tr("unknown scenario subcommand \"%1\"").arg(qs(sub)), s);
}

// catalog import FILE | catalog stored | catalog remove KIND ID: the user's own catalog entries.
int catalogCommand(const std::vector<std::string>& args, Streams s)
{
    const std::string& sub = args[1];
    StoreOptions o = parse(args, 2,
                           sub == "stored" ? std::vector<std::string>{"--db", "--format"}
                                           : std::vector<std::string>{"--db"});
    if (!o.error.empty())
        return usage(o.error, s);
    const std::size_t expected = sub == "import" ? 1 : sub == "remove" ? 2 : 0;
    if (o.positional.size() != expected)
        return usage(sub == "import"       ? CliText::tr("catalog import takes one catalog file")
                         : sub == "remove" ? CliText::tr(
                               "catalog remove takes a kind (gpu, cpu, link or price) and an id")
                                           : CliText::tr("catalog stored takes no argument"),
                     s);
    if (sub == "remove" && o.positional[0] != "gpu" && o.positional[0] != "cpu"
        && o.positional[0] != "link" && o.positional[0] != "price")
        return usage(
            CliText::tr("catalog remove: the kind must be gpu, cpu, link or price; got \"%1\"")
                .arg(qs(o.positional[0])),
            s);
    auto db = openDatabase(o, s);
    if (!db)
        return InvalidInput;
    store::CatalogStore catalogs(*db);
    if (sub == "import") {
        const std::string& name = o.positional.front();
        InputFile file = readInputFile(name, JsonLimits{}.maxBytes);
        if (!file.text) {
            s.err << "error: " << file.error << "\n";
            return InvalidInput;
        }
        const std::string shown = displayName(name);
        const store::CatalogImport result
            = catalogs.import(QByteArray::fromStdString(*file.text), qs(shown));
        for (const auto& item : result.diagnostics.errors())
            s.err << "error: " << u8(sheet::diagnosticText(item)) << "\n";
        if (!result.error.isEmpty())
            s.err << "error: " << u8(result.error) << "\n";
        if (!result.ok)
            return InvalidInput;
        s.out << u8(
            CliText::tr("stored %n catalog entries in %1", nullptr, result.stored).arg(db->path()))
              << "\n";
        return Ok;
    }
    if (sub == "remove") {
        const store::WriteResult removed
            = catalogs.remove(qs(o.positional[0]), qs(o.positional[1]));
        if (!removed.ok) {
            s.err << "error: " << u8(removed.error) << "\n";
            return InvalidInput;
        }
        s.out << u8(CliText::tr("removed the stored %1 \"%2\"")
                        .arg(qs(o.positional[0]), qs(o.positional[1])))
              << "\n";
        return Ok;
    }
    const QList<store::CatalogOverride> stored = catalogs.overrides();
    if (o.values["--format"] == "json") {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& entry : stored)
            list.push_back({{"kind", u8(entry.kind)},
                            {"id", u8(entry.id)},
                            {"as_of", u8(entry.asOf)},
                            {"entry", nlohmann::json::parse(u8(entry.document), nullptr, false)}});
        s.out << list.dump(1) << "\n";
        return Ok;
    }
    if (stored.isEmpty())
        s.out << u8(CliText::tr("no catalog entries stored in %1").arg(db->path())) << "\n";
    for (const auto& entry : stored)
        s.out << std::left << std::setw(6) << u8(entry.kind) << std::setw(24) << u8(entry.id)
              << u8(CliText::tr("as of %1").arg(entry.asOf)) << "\n";
    return Ok;
}

} // namespace

int runStoreCommand(const std::vector<std::string>& args, Streams s)
{
    if (args.front() == "catalog")
        return catalogCommand(args, s);
    return args.front() == "project" ? projectCommand(args, s) : scenarioCommand(args, s);
}

bool isStoredCatalogCommand(const std::vector<std::string>& args)
{
    return args.size() >= 2 && args[0] == "catalog"
        && (args[1] == "import" || args[1] == "stored" || args[1] == "remove");
}

std::optional<Catalog> storedCatalog(const std::string& db, Streams s)
{
    auto opened = openNamedDatabase(db, s);
    if (!opened)
        return std::nullopt;
    store::CatalogStore catalogs(*opened);
    Diagnostics problems;
    Catalog catalog = catalogs.catalog(problems);
    // A stored entry this program no longer accepts is left out, and said so.
    for (const auto& item : problems.errors())
        s.err << "warning: "
              << u8(CliText::tr("%1: stored catalog entry left out: %2")
                        .arg(opened->path(), sheet::diagnosticText(item)))
              << "\n";
    return catalog;
}

std::optional<std::string> storedScenario(const std::string& db, const std::string& project,
                                          const std::string& scenario, Streams s)
{
    auto opened = openNamedDatabase(db, s);
    if (!opened)
        return std::nullopt;
    ProjectStore st(*opened);
    const auto p = findProject(st, project, s);
    if (!p)
        return std::nullopt;
    const auto record = st.scenarioByName(p->id, qs(scenario));
    if (!record) {
        s.err << "error: "
              << u8(CliText::tr("no scenario \"%1\" in project \"%2\"")
                        .arg(qs(scenario), qs(project)))
              << "\n";
        return std::nullopt;
    }
    return u8(record->document);
}

std::vector<UsageEntry> storeUsageEntries()
{
    return {
        {R"(  gpu-planner-cli catalog import FILE|stored [--format text|json]|remove gpu|cpu|link|price ID
                  [--db FILE] [--lang en|zh_CN])",
         CliText::tr("Your own GPUs, CPUs, links and GPU prices (gpu-planner.catalog/1 entries) "
                     "kept in the project database; estimate, plan, validate, compare and report "
                     "use them with --db or --project, and so does the window.")},
        {R"(  gpu-planner-cli project list|show NAME|export NAME [--out FILE]|import FILE [--as NAME]|delete NAME
                          [--db FILE] [--format text|json] [--lang en|zh_CN])",
         CliText::tr("Projects in the project database (default: the user's data folder, created "
                     "with a demo project on first use; --db FILE uses another).")},
        {R"(  gpu-planner-cli scenario list|show NAME|export NAME --project NAME [--db FILE]
                           [--lang en|zh_CN])",
         CliText::tr("The scenarios of a project; export prints the scenario file.")},
    };
}

} // namespace gp::cli
