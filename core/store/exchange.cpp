#include "store/exchange.h"

#include "common/json_document.h"
#include "hardware/catalog.h"
#include "scenario/scenario_parser.h"
#include "store/demo_documents.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <nlohmann/json.hpp>

namespace gp::store {
namespace {

QString q(const std::string& text)
{
    return QString::fromStdString(text);
}

// The parser's errors for one scenario document, their paths under `prefix`.
QStringList scenarioErrors(const std::string& text, const QString& prefix)
{
    QStringList errors;
    const ScenarioParseResult parsed = parseScenario(text, builtinCatalog());
    for (const auto& e : parsed.diagnostics.errors()) {
        const QString path = e.path.empty() ? prefix : prefix + QLatin1Char('.') + q(e.path);
        errors << (path.isEmpty() ? q(e.message) : path + QStringLiteral(": ") + q(e.message));
    }
    return errors;
}

QString textField(const nlohmann::json& object, const char* key)
{
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? q(it->get<std::string>()) : QString();
}

} // namespace

QByteArray exportProject(ProjectStore& store, qint64 projectId)
{
    // One snapshot: another instance's writes land before or after, never in between.
    if (!store.begin())
        return {};
    const auto project = store.project(projectId);
    if (!project) {
        store.rollback();
        return {};
    }
    nlohmann::json scenarios = nlohmann::json::array();
    for (const ScenarioInfo& info : store.scenarios(projectId)) {
        const auto record = store.scenario(info.id);
        if (!record)
            continue;
        nlohmann::json document
            = nlohmann::json::parse(record->document.toStdString(), nullptr, false);
        if (document.is_discarded()) // a draft that is not JSON travels as text
            document = record->document.toStdString();
        scenarios.push_back({{"name", info.name.toStdString()},
                             {"notes", info.notes.toStdString()},
                             {"tags", info.tags.toStdString()},
                             {"document", document}});
    }
    const nlohmann::json bundle = {{"format", kBundleFormat},
                                   {"project",
                                    {{"name", project->name.toStdString()},
                                     {"description", project->description.toStdString()}}},
                                   {"scenarios", scenarios}};
    store.rollback(); // nothing was written
    return QByteArray::fromStdString(bundle.dump(1));
}

ImportResult importProject(ProjectStore& store, const QByteArray& bundle, const QString& renameTo)
{
    ImportResult result;
    Diagnostics diag;
    // Bundles hold whole projects: the limit is the CLI's 64 MiB, not a scenario's 4 MiB.
    JsonLimits limits;
    limits.maxBytes = std::size_t{64} * 1024 * 1024;
    const auto parsed = parseJsonDocument(bundle.toStdString(), diag, limits);
    if (!parsed) {
        for (const auto& e : diag.errors())
            result.errors << q(e.toString());
        return result;
    }
    const nlohmann::json& j = *parsed;
    if (!j.is_object() || j.value("format", nlohmann::json()) != kBundleFormat) {
        result.errors << QCoreApplication::translate("gp::store::Exchange",
                                                     "format: must be \"%1\"")
                             .arg(QLatin1String(kBundleFormat));
        return result;
    }
    const auto project = j.find("project");
    const auto scenarios = j.find("scenarios");
    if (project == j.end() || !project->is_object())
        result.errors << QCoreApplication::translate(
            "gp::store::Exchange", "project: is required (an object with \"name\")");
    if (scenarios == j.end() || !scenarios->is_array())
        result.errors << QCoreApplication::translate("gp::store::Exchange",
                                                     "scenarios: is required (an array)");
    if (!result.errors.isEmpty())
        return result;
    const QString name = renameTo.isEmpty() ? textField(*project, "name") : renameTo;
    if (name.trimmed().isEmpty())
        result.errors << QCoreApplication::translate("gp::store::Exchange",
                                                     "project.name: is required");
    else if (const QString problem = nameProblem(name); !problem.isEmpty())
        result.errors << (renameTo.isEmpty() ? QStringLiteral("project.name: ") : QString())
                + problem;
    else if (store.projectByName(name))
        result.errors << QCoreApplication::translate(
                             "gp::store::Exchange",
                             "project.name: a project \"%1\" exists already; import it under "
                             "another name")
                             .arg(name);
    // Validate everything before writing anything.
    QStringList names;
    for (std::size_t i = 0; i < scenarios->size(); ++i) {
        const nlohmann::json& s = (*scenarios)[i];
        const QString prefix = QStringLiteral("scenarios[%1]").arg(i);
        if (!s.is_object() || !s.contains("document")) {
            result.errors << prefix
                    + QCoreApplication::translate("gp::store::Exchange",
                                                  ": needs \"name\" and \"document\"");
            continue;
        }
        const QString scenarioName = textField(s, "name");
        if (scenarioName.trimmed().isEmpty())
            result.errors << prefix
                    + QCoreApplication::translate("gp::store::Exchange", ".name: is required");
        else if (const QString problem = nameProblem(scenarioName); !problem.isEmpty())
            result.errors << prefix + QStringLiteral(".name: ") + problem;
        else if (names.contains(scenarioName))
            result.errors << prefix
                    + QCoreApplication::translate("gp::store::Exchange",
                                                  ".name: \"%1\" appears twice")
                          .arg(scenarioName);
        names << scenarioName;
        result.errors << scenarioErrors(s["document"].dump(), prefix + QStringLiteral(".document"));
    }
    if (!result.errors.isEmpty())
        return result;

    // One transaction for the whole bundle.
    if (!store.begin()) {
        result.databaseError = store.transactionError(); // "cannot start a transaction: ..."
        result.errors << result.databaseError;
        return result;
    }
    WriteResult created = store.createProject(name, textField(*project, "description"));
    bool ok = created.ok;
    for (std::size_t i = 0; ok && i < scenarios->size(); ++i) {
        const nlohmann::json& s = (*scenarios)[i];
        const WriteResult w
            = store.createScenario(created.id, textField(s, "name"), q(s["document"].dump(1)),
                                   textField(s, "notes"), textField(s, "tags"));
        if (!w.ok)
            created = w;
        ok = w.ok;
    }
    if (!ok || !store.commit()) {
        const QString commitError = store.transactionError();
        store.rollback();
        // Everything was validated: what fails now is the database (read-only, full, locked).
        result.databaseError = created.error.isEmpty()
            ? QCoreApplication::translate("gp::store::Exchange", "cannot commit the import: %1")
                  .arg(commitError)
            : created.error;
        result.errors << result.databaseError;
        return result;
    }
    result.ok = true;
    result.projectId = created.id;
    result.scenarios = static_cast<int>(scenarios->size());
    return result;
}

ImportResult importScenario(ProjectStore& store, qint64 projectId, const QByteArray& document,
                            const QString& name)
{
    ImportResult result;
    result.errors = scenarioErrors(document.toStdString(), QString());
    if (!result.errors.isEmpty())
        return result;
    const auto j = nlohmann::json::parse(document.toStdString(), nullptr, false);
    QString scenarioName = name.isEmpty() ? textField(j, "name") : name;
    if (scenarioName.trimmed().isEmpty())
        scenarioName = QCoreApplication::translate("gp::store::Exchange", "Imported scenario");
    const WriteResult w
        = store.createScenario(projectId, scenarioName, QString::fromUtf8(document));
    if (!w.ok) {
        result.errors << QCoreApplication::translate("gp::store::Exchange", "%1: %2")
                             .arg(scenarioName, w.error);
        return result;
    }
    result.ok = true;
    result.projectId = projectId;
    result.scenarios = 1;
    return result;
}

bool seedDemoProject(ProjectStore& store)
{
    if (!store.projects().isEmpty())
        return false;
    if (!store.begin())
        return false;
    const WriteResult project = store.createProject(
        QCoreApplication::translate("gp::store::Exchange", "Demo project"),
        QCoreApplication::translate(
            "gp::store::Exchange",
            "Examples to start from: a LoRA fine-tune, a 70B pre-training run, "
            "a 70B serving plan and a small model on a CPU."));
    bool ok = project.ok;
    for (const QString& path : demoPaths()) {
        if (!ok)
            break;
        const QByteArray text = demoDocument(path);
        if (text.isEmpty()) {
            ok = false;
            break;
        }
        const auto j = nlohmann::json::parse(text.toStdString(), nullptr, false);
        QString name = textField(j, "name");
        if (name.isEmpty())
            name = QFileInfo(path).completeBaseName();
        ok = store.createScenario(project.id, name, QString::fromUtf8(text), textField(j, "notes"))
                 .ok;
    }
    if (!ok) {
        store.rollback();
        return false;
    }
    return store.commit();
}

} // namespace gp::store
