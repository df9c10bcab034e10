#include "project_actions.h"

#include "active_catalog.h"
#include "common/json_document.h"
#include "project_tree.h"
#include "prompts.h"
#include "scenario_document.h"
#include "scenario_session.h"
#include "store/exchange.h"
#include "store/project_store.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QSaveFile>

#include <algorithm>

namespace gp::ui {
namespace {

// The translation context these texts had in the window.
class MainWindow
{
    Q_DECLARE_TR_FUNCTIONS(gp::ui::MainWindow)
};

} // namespace

ProjectActions::ProjectActions(QWidget* window, ProjectTree* tree, ScenarioSession* session,
                               ScenarioDocument* document, const Prompts* prompts,
                               const WindowCatalog* catalog)
    : QObject(window)
    , m_window(window)
    , m_tree(tree)
    , m_session(session)
    , m_document(document)
    , m_prompts(prompts)
    , m_catalog(catalog)
{ }

QString ProjectActions::freeScenarioName(qint64 projectId, const QString& base) const
{
    QString name = base.trimmed().isEmpty() ? MainWindow::tr("Untitled scenario") : base.trimmed();
    for (int n = 2; m_session->store()->scenarioByName(projectId, name); ++n)
        name = MainWindow::tr("%1 (%2)").arg(base.trimmed()).arg(n);
    return name;
}

qint64 ProjectActions::targetProject(bool createWhenNone)
{
    store::ProjectStore* store = m_session->store();
    if (const qint64 selected = m_tree->currentProjectId(); selected != 0)
        return selected;
    const auto projects = store->projects();
    if (!projects.isEmpty())
        return projects.front().id;
    if (!createWhenNone)
        return 0;
    const store::WriteResult created = store->createProject(MainWindow::tr("My project"));
    return created.ok ? created.id : 0;
}

void ProjectActions::newProject()
{
    store::ProjectStore* store = m_session->store();
    if (!store)
        return;
    const auto name = m_prompts->text(m_window, MainWindow::tr("New project"),
                                      MainWindow::tr("Project name:"), {});
    if (!name || name->trimmed().isEmpty())
        return;
    const store::WriteResult created = store->createProject(name->trimmed());
    if (!created.ok) {
        QMessageBox::warning(m_window, MainWindow::tr("New project"), created.error);
        return;
    }
    m_tree->reload(store);
    m_tree->selectProject(created.id);
}

void ProjectActions::newScenario()
{
    store::ProjectStore* store = m_session->store();
    if (!store)
        return;
    const qint64 projectId = targetProject(true);
    if (projectId == 0)
        return;
    const auto document = m_prompts->newScenario(m_window, catalogOf(m_catalog));
    if (!document)
        return;
    Diagnostics diag;
    const auto json = parseJsonDocument(document->toStdString(), diag);
    const QString base = json && json->contains("name") && (*json)["name"].is_string()
        ? QString::fromStdString((*json)["name"].get<std::string>())
        : MainWindow::tr("Untitled scenario");
    const store::WriteResult created
        = store->createScenario(projectId, freeScenarioName(projectId, base), *document);
    if (!created.ok) {
        QMessageBox::warning(m_window, MainWindow::tr("New scenario"), created.error);
        return;
    }
    m_tree->reload(store);
    m_tree->selectScenario(created.id);
}

void ProjectActions::duplicateScenario()
{
    store::ProjectStore* store = m_session->store();
    const TreeEntry entry = m_tree->currentEntry();
    if (!store || entry.kind != EntryKind::Scenario || !m_session->save())
        return;
    const auto record = store->scenario(entry.id);
    if (!record)
        return;
    const QString name
        = freeScenarioName(entry.projectId, MainWindow::tr("%1 copy").arg(record->info.name));
    // The copy's document carries its own name, as a rename does: the tree follows the
    // document's name on every save.
    QString document = record->document;
    auto json = nlohmann::ordered_json::parse(document.toStdString(), nullptr, false);
    if (json.is_object()) {
        json["name"] = name.toStdString();
        document = QString::fromStdString(json.dump(2)) + QLatin1Char('\n');
    }
    const store::WriteResult created = store->createScenario(entry.projectId, name, document,
                                                             record->info.notes, record->info.tags);
    if (!created.ok) {
        QMessageBox::warning(m_window, MainWindow::tr("Duplicate scenario"), created.error);
        return;
    }
    m_tree->reload(store);
    m_tree->selectScenario(created.id);
}

void ProjectActions::renameEntry()
{
    store::ProjectStore* store = m_session->store();
    const TreeEntry entry = m_tree->currentEntry();
    if (!store || (entry.kind != EntryKind::Scenario && entry.kind != EntryKind::Project))
        return;
    const auto name = m_prompts->text(m_window, MainWindow::tr("Rename"),
                                      MainWindow::tr("New name:"), entry.name);
    if (!name || name->trimmed().isEmpty() || name->trimmed() == entry.name)
        return;
    const store::WriteResult renamed = entry.kind == EntryKind::Scenario
        ? store->renameScenario(entry.id, name->trimmed())
        : store->renameProject(entry.id, name->trimmed());
    if (!renamed.ok) {
        QMessageBox::warning(m_window, MainWindow::tr("Rename"), renamed.error);
        return;
    }
    const TreeEntry& open = m_session->current();
    if (entry.kind == EntryKind::Scenario && open.kind == EntryKind::Scenario
        && entry.id == open.id) {
        m_session->entryRenamed(name->trimmed());
        // The document's own name follows, so lists, comparisons and sheets agree.
        m_document->setValue(QStringLiteral("name"), name->trimmed(), MainWindow::tr("Rename"));
    }
    m_tree->reload(store);
}

void ProjectActions::moveScenario()
{
    store::ProjectStore* store = m_session->store();
    const TreeEntry entry = m_tree->currentEntry();
    if (!store || entry.kind != EntryKind::Scenario)
        return;
    QStringList names;
    QList<qint64> ids;
    for (const store::ProjectInfo& project : store->projects())
        if (project.id != entry.projectId) {
            names << project.name;
            ids << project.id;
        }
    if (names.isEmpty()) {
        emit message(MainWindow::tr("There is no other project to move to."));
        return;
    }
    const auto chosen = m_prompts->choose(m_window, MainWindow::tr("Move scenario"),
                                          MainWindow::tr("Move to project:"), names);
    if (!chosen || *chosen < 0 || *chosen >= ids.size())
        return;
    const store::WriteResult moved = store->moveScenario(entry.id, ids[*chosen]);
    if (!moved.ok) {
        QMessageBox::warning(m_window, MainWindow::tr("Move scenario"), moved.error);
        return;
    }
    const TreeEntry& open = m_session->current();
    if (open.kind == EntryKind::Scenario && open.id == entry.id)
        m_session->entryMoved(ids[*chosen]);
    m_tree->reload(store);
    m_tree->selectScenario(entry.id);
}

void ProjectActions::deleteEntry()
{
    store::ProjectStore* store = m_session->store();
    const TreeEntry entry = m_tree->currentEntry();
    if (!store || (entry.kind != EntryKind::Scenario && entry.kind != EntryKind::Project))
        return;
    QString question;
    if (entry.kind == EntryKind::Scenario) {
        question = MainWindow::tr(
                       "Delete the scenario \"%1\" and all its revisions? This cannot be undone.")
                       .arg(entry.name);
    } else {
        const auto project = store->project(entry.id);
        question = MainWindow::tr(
                       "Delete the project \"%1\" with its %n scenario(s)? This cannot be undone.",
                       nullptr, project ? project->scenarioCount : 0)
                       .arg(entry.name);
    }
    if (!m_prompts->confirm(m_window, MainWindow::tr("Delete"), question))
        return;
    // Whether the open scenario goes too: asked of the store, which knows where it lives now.
    const TreeEntry& open = m_session->current();
    bool openInside = false;
    if (open.kind == EntryKind::Scenario) {
        if (entry.kind == EntryKind::Scenario) {
            openInside = entry.id == open.id;
        } else if (const auto record = store->scenario(open.id)) {
            openInside = record->info.projectId == entry.id;
        }
    }
    // Save edits first: if the delete fails they are kept; if it succeeds they go, as confirmed.
    if (!openInside)
        m_session->save();
    const store::WriteResult deleted = entry.kind == EntryKind::Scenario
        ? store->deleteScenario(entry.id)
        : store->deleteProject(entry.id);
    if (!deleted.ok) {
        QMessageBox::warning(m_window, MainWindow::tr("Delete"), deleted.error);
        return;
    }
    if (openInside)
        m_session->close();
    m_tree->reload(store);
    emit entriesChanged();
}

void ProjectActions::addFileToProject()
{
    store::ProjectStore* store = m_session->store();
    const TreeEntry& open = m_session->current();
    if (!store || (open.kind != EntryKind::File && open.kind != EntryKind::Demo))
        return;
    const qint64 projectId = targetProject(true);
    if (projectId == 0)
        return;
    const auto name = m_document->value(QStringLiteral("name"));
    const QString base = name.is_string() ? QString::fromStdString(name.get<std::string>())
                                          : QFileInfo(open.path).completeBaseName();
    const store::ImportResult imported = store::importScenario(
        *store, projectId, m_document->text().toUtf8(), freeScenarioName(projectId, base));
    if (!imported.ok) {
        QMessageBox::warning(m_window, MainWindow::tr("Add to project"),
                             MainWindow::tr("The scenario was not added:\n%1")
                                 .arg(imported.errors.join(QLatin1Char('\n'))));
        return;
    }
    m_tree->reload(store);
    // The newest scenario of that project is the one just added.
    qint64 newest = 0;
    for (const store::ScenarioInfo& info : store->scenarios(projectId))
        newest = std::max(newest, info.id);
    m_tree->selectScenario(newest);
}

void ProjectActions::exportScenario()
{
    m_session->commitPendingEdit();
    const TreeEntry& open = m_session->current();
    if (open.kind == EntryKind::None)
        return;
    const QString path = m_prompts->saveFile(m_window, MainWindow::tr("Export scenario"),
                                             open.name + QStringLiteral(".json"),
                                             MainWindow::tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_document->text().toUtf8()) < 0
        || !file.commit()) {
        QMessageBox::warning(m_window, MainWindow::tr("Export scenario"),
                             MainWindow::tr("Cannot write %1: %2")
                                 .arg(QDir::toNativeSeparators(path), file.errorString()));
        return;
    }
    emit message(MainWindow::tr("Exported to %1").arg(QDir::toNativeSeparators(path)));
}

} // namespace gp::ui
