#pragma once
// The main window: the project tree on the left, the scenario editor (form and JSON) in the
// middle, the estimate on the right. Every edit re-estimates at once, is one step of undo, and
// is saved to the project database shortly after typing stops (ScenarioSession). What the
// menus do lives in ProjectActions, ImportActions and SheetActions; the window lays them out.
#include "active_catalog.h"
#include "project_tree.h"
#include "prompts.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTextDocument;
class QTimer;

namespace gp::store {
class Database;
class ProjectStore;
} // namespace gp::store

namespace gp::ui {

class EstimateView;
class ImportActions;
class ProjectActions;
class ScenarioDocument;
class ScenarioForm;
class ScenarioSession;
class SheetActions;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Shows a scenario file (or a ":/demo/..." resource) under "Open files", not saved until
    // added to a project; false with a message if unreadable.
    bool openScenarioFile(const QString& path);
    // Adds a scenario file to the tree without asking anything: the problem, or empty when added.
    // For files named on the command line, where a modal warning would block scripted starts.
    QString addScenarioFile(const QString& path);

    // Uses a project database (created when missing); `seedDemo` gives a newly created database
    // the demo project. On failure the demos stay and the error is returned (and shown).
    QString openDatabase(const QString& path, bool seedDemo);

    void setPrompts(Prompts prompts) { m_prompts = std::move(prompts); }

    // Saves the open scenario now if it has unsaved edits; false (with the status saying why)
    // when the save failed.
    bool saveNow();

    // The scenarios selected in the tree (2 to 6) side by side; null (with the reason in the
    // status bar) when the selection does not allow it.
    class CompareWindow* compareSelected();
    // The open scenario's sizing sheet as PDF; false with the reason.
    bool exportSheetPdf(const QString& path, QString& error);
    // The open scenario's quote-request table (CSV, or an Excel workbook for .xlsx).
    bool exportQuoteRequest(const QString& path, QString& error);

    ScenarioDocument* document() const { return m_document; }
    ScenarioSession* session() const { return m_session; }
    EstimateView* estimateView() const { return m_estimate; }
    ScenarioForm* form() const { return m_form; }
    ProjectTree* projectTree() const { return m_tree; }
    store::ProjectStore* projectStore() const { return m_store.get(); }
    const Catalog& catalog() const { return m_catalog.get(); }

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void createActions();
    void retranslate();
    void updateActions();
    void openEntry(const TreeEntry& entry);
    void documentChanged();
    bool keepUnsavedFileEdits();
    void syncJsonEditor();
    void connectSession();
    // The session's save status in the window's language.
    void showSaveStatus();
    void showConflict(int otherRevision);
    void showAbout();
    void restoreLayout();

    Prompts m_prompts;
    WindowCatalog m_catalog; // this window's: the built-in one with its database's entries
    std::unique_ptr<store::Database> m_database;
    std::unique_ptr<store::ProjectStore> m_store;
    bool m_switching = false;

    ProjectTree* m_tree;
    ScenarioDocument* m_document;
    ScenarioForm* m_form;
    QPlainTextEdit* m_jsonEditor;
    QTabWidget* m_editorTabs;
    EstimateView* m_estimate;
    ScenarioSession* m_session;
    ProjectActions* m_projects;
    ImportActions* m_imports;
    SheetActions* m_sheets;
    QLabel* m_saveStatus;
    QWidget* m_conflictBar;
    QLabel* m_conflictText;
    QPushButton* m_conflictOpen;
    int m_conflictRevision = 0;

    QMenu* m_fileMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_projectMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QAction* m_newProject = nullptr;
    QAction* m_newScenario = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_rename = nullptr;
    QAction* m_move = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_openFile = nullptr;
    QAction* m_importCatalog = nullptr;
    QAction* m_storedCatalog = nullptr;
    QAction* m_addToProject = nullptr;
    QAction* m_export = nullptr;
    QAction* m_save = nullptr;
    QAction* m_printSheet = nullptr;
    QAction* m_sheetPdf = nullptr;
    QAction* m_quoteRequest = nullptr;
    QAction* m_compare = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_redo = nullptr;
    QAction* m_quit = nullptr;
    QAction* m_about = nullptr;
};

} // namespace gp::ui
