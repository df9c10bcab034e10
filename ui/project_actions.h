#pragma once
// What the Project and File menus do to the project database: new projects and scenarios,
// duplicate, rename, move, delete, add an open file to a project, export a scenario file. Each
// asks through the window's prompts, changes the store, and reloads the tree.
#include <QObject>

class QWidget;

namespace gp::ui {

class ProjectTree;
class ScenarioDocument;
class ScenarioSession;
class WindowCatalog;
struct Prompts;

class ProjectActions : public QObject
{
    Q_OBJECT

public:
    // `window` parents the dialogs; `prompts` is the window's (tests replace them).
    ProjectActions(QWidget* window, ProjectTree* tree, ScenarioSession* session,
                   ScenarioDocument* document, const Prompts* prompts,
                   const WindowCatalog* catalog);

    void newProject();
    void newScenario();
    void duplicateScenario();
    void renameEntry();
    void moveScenario();
    void deleteEntry();
    void addFileToProject();
    void exportScenario();

signals:
    // A line for the status bar.
    void message(const QString& text);
    // Entries came or went: which actions apply may have changed.
    void entriesChanged();

private:
    // `base`, or "base (2)", ... : a name no scenario of the project has.
    QString freeScenarioName(qint64 projectId, const QString& base) const;
    // The selected project, else the first, else a new "My project"; 0 when none can be made.
    qint64 targetProject(bool createWhenNone);

    QWidget* m_window;
    ProjectTree* m_tree;
    ScenarioSession* m_session;
    ScenarioDocument* m_document;
    const Prompts* m_prompts;
    const WindowCatalog* m_catalog;
};

} // namespace gp::ui
