// The window's menus and actions: what each does (the action classes' slots), its shortcut
// and object name, its text in the current language, and when it applies.
#include "estimate_view.h"
#include "import_actions.h"
#include "language.h"
#include "main_window.h"
#include "project_actions.h"
#include "scenario_document.h"
#include "scenario_session.h"
#include "sheet_actions.h"

#include <QAction>
#include <QActionGroup>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace gp::ui {

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newScenario = m_fileMenu->addAction(QString(), m_projects, &ProjectActions::newScenario);
    m_newScenario->setShortcut(QKeySequence::New);
    m_newScenario->setObjectName(QStringLiteral("newScenarioAction"));
    m_newProject = m_fileMenu->addAction(QString(), m_projects, &ProjectActions::newProject);
    m_newProject->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_newProject->setObjectName(QStringLiteral("newProjectAction"));
    m_fileMenu->addSeparator();
    m_openFile = m_fileMenu->addAction(QString(), m_imports, &ImportActions::chooseScenarioFile);
    m_openFile->setShortcut(QKeySequence::Open);
    m_openFile->setObjectName(QStringLiteral("openAction"));
    m_addToProject
        = m_fileMenu->addAction(QString(), m_projects, &ProjectActions::addFileToProject);
    m_addToProject->setObjectName(QStringLiteral("addToProjectAction"));
    m_importCatalog
        = m_fileMenu->addAction(QString(), m_imports, &ImportActions::importCatalogFile);
    m_importCatalog->setObjectName(QStringLiteral("importCatalogAction"));
    m_storedCatalog
        = m_fileMenu->addAction(QString(), m_imports, &ImportActions::showStoredCatalog);
    m_storedCatalog->setObjectName(QStringLiteral("storedCatalogAction"));
    m_export = m_fileMenu->addAction(QString(), m_projects, &ProjectActions::exportScenario);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setObjectName(QStringLiteral("exportAction"));
    m_save = m_fileMenu->addAction(QString(), this, &MainWindow::saveNow);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setObjectName(QStringLiteral("saveAction"));
    m_fileMenu->addSeparator();
    m_printSheet = m_fileMenu->addAction(QString(), m_sheets, &SheetActions::printSheet);
    m_printSheet->setShortcut(QKeySequence::Print);
    m_printSheet->setObjectName(QStringLiteral("printSheetAction"));
    m_sheetPdf = m_fileMenu->addAction(QString(), m_sheets, &SheetActions::chooseSheetPdf);
    m_sheetPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_sheetPdf->setObjectName(QStringLiteral("sheetPdfAction"));
    m_quoteRequest = m_fileMenu->addAction(QString(), m_sheets, &SheetActions::chooseQuoteRequest);
    m_quoteRequest->setObjectName(QStringLiteral("quoteRequestAction"));
    m_fileMenu->addSeparator();
    m_quit = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    m_editMenu = menuBar()->addMenu(QString());
    m_undo = m_document->undoStack()->createUndoAction(this);
    m_undo->setShortcut(QKeySequence::Undo);
    m_undo->setObjectName(QStringLiteral("undoAction"));
    m_redo = m_document->undoStack()->createRedoAction(this);
    m_redo->setShortcut(QKeySequence::Redo);
    m_redo->setObjectName(QStringLiteral("redoAction"));
    m_editMenu->addAction(m_undo);
    m_editMenu->addAction(m_redo);

    m_projectMenu = menuBar()->addMenu(QString());
    m_duplicate
        = m_projectMenu->addAction(QString(), m_projects, &ProjectActions::duplicateScenario);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicate->setObjectName(QStringLiteral("duplicateAction"));
    m_rename = m_projectMenu->addAction(QString(), m_projects, &ProjectActions::renameEntry);
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setObjectName(QStringLiteral("renameAction"));
    m_move = m_projectMenu->addAction(QString(), m_projects, &ProjectActions::moveScenario);
    m_move->setObjectName(QStringLiteral("moveAction"));
    m_delete = m_projectMenu->addAction(QString(), m_projects, &ProjectActions::deleteEntry);
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setShortcutContext(Qt::WidgetWithChildrenShortcut); // Delete in a field edits it
    m_delete->setObjectName(QStringLiteral("deleteAction"));
    m_projectMenu->addSeparator();
    m_compare = m_projectMenu->addAction(QString(), this, [this] { compareSelected(); });
    m_compare->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    m_compare->setObjectName(QStringLiteral("compareAction"));
    m_tree->addAction(m_compare);
    m_tree->addAction(m_delete);
    for (QAction* action : {m_newScenario, m_newProject, m_duplicate, m_rename, m_move})
        m_tree->addAction(action);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->setObjectName(QStringLiteral("languageMenu"));
    auto* languages = new QActionGroup(this);
    // Each language is named in itself, so it can be found whatever the current one is.
    const std::pair<QString, QString> names[]
        = {{QStringLiteral("en"), QStringLiteral("English")},
           {QStringLiteral("zh_CN"), QStringLiteral("\u4e2d\u6587\uff08\u7b80\u4f53\uff09")}};
    for (const auto& entry : names) {
        // A copy, not a structured binding: clang 14 (clang-tidy's parser) rejects capturing one.
        const QString code = entry.first;
        QAction* action = m_languageMenu->addAction(entry.second);
        action->setObjectName(QStringLiteral("language_") + code);
        action->setCheckable(true);
        action->setChecked(code == currentLanguage());
        languages->addAction(action);
        connect(action, &QAction::triggered, this, [code] { applyLanguage(code); });
    }

    m_helpMenu = menuBar()->addMenu(QString());
    m_about = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("GPU Planner"));
    showSaveStatus();
    // A passing message in the old language would linger until its timeout.
    statusBar()->clearMessage();
    m_editorTabs->setTabText(0, tr("Form"));
    m_editorTabs->setTabText(1, tr("JSON"));
    m_conflictOpen->setText(tr("Open that version"));
    m_fileMenu->setTitle(tr("&File"));
    m_newScenario->setText(tr("&New scenario..."));
    m_newProject->setText(tr("New &project..."));
    m_openFile->setText(tr("&Open scenario file..."));
    m_importCatalog->setText(tr("Import your &hardware figures and prices (catalog file)..."));
    m_storedCatalog->setText(tr("Your hardware and &prices..."));
    m_addToProject->setText(tr("&Add the open file to the project"));
    m_export->setText(tr("&Export scenario..."));
    m_save->setText(tr("&Save now"));
    m_quit->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_undo->setText(tr("&Undo"));
    m_redo->setText(tr("&Redo"));
    m_projectMenu->setTitle(tr("&Project"));
    m_duplicate->setText(tr("&Duplicate scenario"));
    m_rename->setText(tr("&Rename..."));
    m_move->setText(tr("&Move to project..."));
    m_delete->setText(tr("De&lete..."));
    m_compare->setText(tr("&Compare selected scenarios..."));
    m_printSheet->setText(tr("&Print sizing sheet..."));
    m_sheetPdf->setText(tr("Sizing sheet as P&DF..."));
    m_quoteRequest->setText(tr("Quote re&quest (CSV or Excel)..."));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About GPU Planner"));
}

void MainWindow::updateActions()
{
    const TreeEntry entry = m_tree->currentEntry();
    const TreeEntry& open = m_session->current();
    const bool stored = m_store != nullptr;
    m_newProject->setEnabled(stored);
    m_newScenario->setEnabled(stored);
    m_importCatalog->setEnabled(stored);
    m_storedCatalog->setEnabled(stored);
    m_duplicate->setEnabled(stored && entry.kind == EntryKind::Scenario);
    m_rename->setEnabled(
        stored && (entry.kind == EntryKind::Scenario || entry.kind == EntryKind::Project));
    m_move->setEnabled(stored && entry.kind == EntryKind::Scenario);
    m_delete->setEnabled(
        stored && (entry.kind == EntryKind::Scenario || entry.kind == EntryKind::Project));
    m_addToProject->setEnabled(stored
                               && (open.kind == EntryKind::File || open.kind == EntryKind::Demo));
    m_export->setEnabled(open.kind != EntryKind::None);
    const bool estimated = m_estimate->currentEstimate().has_value();
    m_printSheet->setEnabled(estimated);
    m_sheetPdf->setEnabled(estimated);
    m_quoteRequest->setEnabled(estimated);
}

} // namespace gp::ui
