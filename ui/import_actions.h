#pragma once
// What comes into the window from files: a model's Hugging Face config.json (from a file or
// pasted), scenario files opened beside the projects, and the user's catalog of hardware figures
// and prices kept in the project database (imported, listed, removed).
#include <QObject>
#include <QPointer>

class QWidget;

namespace gp::store {
class Database;
}

namespace gp::ui {

class ProjectTree;
class ScenarioDocument;
class ScenarioForm;
class StoredCatalogDialog;
class WindowCatalog;
struct Prompts;

class ImportActions : public QObject
{
    Q_OBJECT

public:
    // `catalog` is the window's: stored entries are loaded into it.
    ImportActions(QWidget* window, ProjectTree* tree, ScenarioDocument* document,
                  ScenarioForm* form, const Prompts* prompts, WindowCatalog* catalog);

    // The database whose stored catalog entries count (null: the built-in catalog only).
    void setDatabase(store::Database* database);

    void importConfigFile();
    void importConfigText();
    // Adds a scenario file to the tree: the problem, or empty when added.
    QString addScenarioFile(const QString& path);
    // The same, with a warning on failure.
    bool openScenarioFile(const QString& path);
    void chooseScenarioFile();
    // Stores a gpu-planner.catalog/1 file's GPUs, CPUs and links in the project database.
    void importCatalogFile();
    void showStoredCatalog();

signals:
    void message(const QString& text);
    // The catalog the estimates use changed: the open scenario is estimated again.
    void catalogChanged();

private:
    void applyHfConfig(const QByteArray& text, const QString& origin);
    // The built-in catalog with the database's stored entries, for every parse and choice.
    void loadStoredCatalog();

    QWidget* m_window;
    ProjectTree* m_tree;
    ScenarioDocument* m_document;
    ScenarioForm* m_form;
    const Prompts* m_prompts;
    WindowCatalog* m_catalog;
    store::Database* m_database = nullptr;
    QPointer<StoredCatalogDialog> m_storedCatalogDialog;
};

} // namespace gp::ui
