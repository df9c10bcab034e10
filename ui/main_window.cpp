#include "main_window.h"

#include "active_catalog.h"
#include "common/json_document.h"
#include "compare_window.h"
#include "estimate_view.h"
#include "import_actions.h"
#include "language.h"
#include "message_text.h"
#include "new_scenario_wizard.h"
#include "project_actions.h"
#include "scenario/scenario_parser.h"
#include "scenario_document.h"
#include "scenario_form.h"
#include "scenario_session.h"
#include "sheet_actions.h"
#include "sheet_preview.h"
#include "sizing_sheet.h"
#include "store/catalog_store.h"
#include "store/database.h"
#include "store/exchange.h"
#include "store/project_store.h"
#include "stored_catalog_dialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTextDocument>
#include <QTime>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace gp::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_prompts(dialogPrompts())
    , m_tree(new ProjectTree(this))
    , m_document(new ScenarioDocument(this))
    , m_form(new ScenarioForm(this))
    , m_jsonEditor(new QPlainTextEdit(this))
    , m_editorTabs(new QTabWidget(this))
    , m_estimate(new EstimateView(this))
    , m_session(new ScenarioSession(m_document, this))
    , m_projects(new ProjectActions(this, m_tree, m_session, m_document, &m_prompts, &m_catalog))
    , m_imports(new ImportActions(this, m_tree, m_document, m_form, &m_prompts, &m_catalog))
    , m_sheets(
          new SheetActions(this, m_tree, m_session, m_document, m_estimate, &m_prompts, &m_catalog))
    , m_saveStatus(new QLabel(this))
    , m_conflictBar(new QWidget(this))
    , m_conflictText(new QLabel(m_conflictBar))
    , m_conflictOpen(new QPushButton(m_conflictBar))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_jsonEditor->setObjectName(QStringLiteral("scenarioEditor"));
    m_jsonEditor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_jsonEditor->setLineWrapMode(QPlainTextEdit::NoWrap);
    // The window's undo history covers text edits too: one history, not two.
    m_jsonEditor->setUndoRedoEnabled(false);
    m_jsonEditor->installEventFilter(this);
    m_editorTabs->setObjectName(QStringLiteral("editorTabs"));
    m_editorTabs->addTab(m_form, QString());
    m_editorTabs->addTab(m_jsonEditor, QString());
    m_saveStatus->setObjectName(QStringLiteral("saveStatus"));
    statusBar()->addPermanentWidget(m_saveStatus);

    // A notice above the editor when another copy of the app saved the same scenario.
    m_conflictBar->setObjectName(QStringLiteral("conflictNotice"));
    m_conflictBar->setStyleSheet(QStringLiteral("#conflictNotice { background: #fff4d6; }"));
    m_conflictText->setWordWrap(true);
    m_conflictOpen->setObjectName(QStringLiteral("conflictOpenOther"));
    auto* conflictLayout = new QHBoxLayout(m_conflictBar);
    conflictLayout->addWidget(m_conflictText, 1);
    conflictLayout->addWidget(m_conflictOpen);
    m_conflictBar->hide();

    auto* middle = new QWidget(this);
    auto* middleLayout = new QVBoxLayout(middle);
    middleLayout->setContentsMargins(0, 0, 0, 0);
    middleLayout->addWidget(m_conflictBar);
    middleLayout->addWidget(m_editorTabs, 1);

    auto* splitter = new QSplitter(this);
    splitter->setObjectName(QStringLiteral("mainSplitter"));
    splitter->addWidget(m_tree);
    splitter->addWidget(middle);
    splitter->addWidget(m_estimate);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 3);
    splitter->setSizes({220, 420, 640});
    setCentralWidget(splitter);
    // One catalog for this window's parses, choices and charts.
    m_estimate->setCatalog(&m_catalog);
    m_form->setCatalog(&m_catalog);
    createActions();
    retranslate();

    connect(m_tree, &ProjectTree::entrySelected, this, &MainWindow::openEntry);
    connectSession();
    // What the actions report goes to the status bar until the next message.
    auto show = [this](const QString& text) { statusBar()->showMessage(text); };
    connect(m_projects, &ProjectActions::message, this, show);
    connect(m_imports, &ImportActions::message, this, show);
    connect(m_sheets, &SheetActions::message, this, show);
    connect(m_projects, &ProjectActions::entriesChanged, this, &MainWindow::updateActions);
    connect(m_imports, &ImportActions::catalogChanged, this, &MainWindow::documentChanged);
    connect(m_document, &ScenarioDocument::changed, this, &MainWindow::documentChanged);
    connect(m_form, &ScenarioForm::edited, this,
            [this](const QString& path, const QVariant& value, const QString& label) {
                m_document->setValue(path, value, tr("Change %1").arg(label));
            });
    connect(m_form, &ScenarioForm::presetChosen, this, [this](const QString& id) {
        m_document->setJson(QStringLiteral("model"), {{"preset", id.toStdString()}},
                            tr("Choose the model"));
    });
    connect(m_form, &ScenarioForm::importConfigFileRequested, m_imports,
            &ImportActions::importConfigFile);
    connect(m_form, &ScenarioForm::importConfigTextRequested, m_imports,
            &ImportActions::importConfigText);
    connect(m_editorTabs, &QTabWidget::currentChanged, this, &MainWindow::syncJsonEditor);
    connect(m_jsonEditor, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_switching)
            m_document->setText(m_jsonEditor->toPlainText());
    });
    connect(m_conflictOpen, &QPushButton::clicked, this, [this] {
        if (const auto other = m_session->otherVersion(m_conflictRevision))
            m_document->setText(*other); // an edit: undo brings this window's version back
        m_conflictBar->hide();
    });

    m_tree->reload(nullptr);
    // Until a database opens, the demos are there to look at.
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if (entryOf(*it).kind == EntryKind::Demo) {
            m_tree->setCurrentItem(*it);
            break;
        }
    resize(1280, 800);
    restoreLayout();
    updateActions();
}

MainWindow::~MainWindow() = default;

bool MainWindow::eventFilter(QObject* watched, QEvent* event)
{
    // The text box would take Ctrl+Z for its own (disabled) history: hand it to the window's.
    if (watched == m_jsonEditor
        && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool undo = key->matches(QKeySequence::Undo);
        const bool redo = key->matches(QKeySequence::Redo);
        if (undo || redo) {
            if (event->type() == QEvent::KeyPress) {
                if (undo)
                    m_document->undoStack()->undo();
                else
                    m_document->undoStack()->redo();
            }
            event->accept();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

QString MainWindow::openDatabase(const QString& path, bool seedDemo)
{
    auto opened = store::Database::open(path);
    if (!opened.database) {
        m_session->reportNoDatabase(opened.error);
        statusBar()->showMessage(opened.error);
        return opened.error;
    }
    saveNow();
    m_imports->setDatabase(nullptr); // before the old database goes
    m_database = std::move(opened.database);
    m_store = std::make_unique<store::ProjectStore>(*m_database);
    if (opened.created && seedDemo)
        store::seedDemoProject(*m_store);
    m_imports->setDatabase(m_database.get());
    m_session->setStore(m_store.get());
    m_tree->reload(m_store.get());
    // Open the first scenario (else the first demo), so the window starts with something to look
    // at that the tree shows.
    QTreeWidgetItem* first = nullptr;
    for (const EntryKind kind : {EntryKind::Scenario, EntryKind::Demo})
        for (QTreeWidgetItemIterator it(m_tree); *it && !first; ++it)
            if (entryOf(*it).kind == kind)
                first = *it;
    if (first) {
        m_tree->setCurrentItem(first);
        // Already current (the demo shown before the database opened): no signal came.
        if (m_session->current().kind == EntryKind::None)
            openEntry(entryOf(first));
    }
    statusBar()->showMessage(opened.warning.isEmpty()
                                 ? tr("Projects from %1").arg(QDir::toNativeSeparators(path))
                                 : opened.warning);
    updateActions();
    return {};
}

void MainWindow::openEntry(const TreeEntry& entry)
{
    updateActions();
    if (entry.kind == EntryKind::None || entry.kind == EntryKind::Project)
        return;
    const TreeEntry& open = m_session->current();
    if (entry.kind == open.kind && entry.id == open.id && entry.path == open.path) {
        // The same scenario, perhaps moved or renamed: keep its project and name.
        m_session->entryMoved(entry.projectId);
        m_session->entryRenamed(entry.name);
        return;
    }
    const bool leave = keepUnsavedFileEdits()
        && (saveNow()
            || m_prompts.confirm(this, tr("Unsaved changes"),
                                 tr("The changes to \"%1\" could not be saved (%2). Discard them?")
                                     .arg(open.name, m_saveStatus->text())));
    if (!leave) {
        // Stay: the tree shows the entry still being edited.
        const QSignalBlocker block(m_tree);
        m_tree->selectEntry(m_session->current());
        return;
    }
    QString error;
    switch (m_session->open(entry, error)) {
    case ScenarioSession::Opened::Yes:
        m_conflictBar->hide();
        break;
    case ScenarioSession::Opened::Gone:
        statusBar()->showMessage(tr("The scenario no longer exists; the list is reloaded."));
        m_tree->reload(m_store.get());
        return;
    case ScenarioSession::Opened::Unreadable:
        statusBar()->showMessage(error);
        return;
    }
    updateActions();
}

void MainWindow::documentChanged()
{
    const QString& text = m_document->text();
    syncJsonEditor();
    m_estimate->showScenarioText(text);
    m_form->showDocument(m_document->object());
    m_form->showDiagnostics(m_estimate->diagnostics());
    const bool estimated = m_estimate->currentEstimate().has_value();
    m_printSheet->setEnabled(estimated);
    m_sheetPdf->setEnabled(estimated);
}

void MainWindow::syncJsonEditor()
{
    // Laying out the text costs more than the estimate: only while the JSON tab is shown.
    const QString& text = m_document->text();
    if (m_editorTabs->currentWidget() != m_jsonEditor || m_jsonEditor->toPlainText() == text)
        return;
    // Undo, redo or a form edit: show the new text and keep the cursor near where it was.
    const int position = m_jsonEditor->textCursor().position();
    const bool switching = m_switching;
    m_switching = true;
    m_jsonEditor->setPlainText(text);
    QTextCursor cursor = m_jsonEditor->textCursor();
    cursor.setPosition(std::min<int>(position, static_cast<int>(text.size())));
    m_jsonEditor->setTextCursor(cursor);
    m_switching = switching;
}

bool MainWindow::keepUnsavedFileEdits()
{
    // Files and demos are not saved by themselves: leaving edits behind is asked.
    if (!m_session->hasUnsavedFileEdits())
        return true;
    return m_prompts.confirm(this, tr("Unsaved changes"),
                             tr("\"%1\" is not in a project, so its changes are not saved. "
                                "Discard them? (File > Add the open file to the project keeps "
                                "them.)")
                                 .arg(m_session->current().name));
}

bool MainWindow::saveNow()
{
    return m_session->save();
}

void MainWindow::connectSession()
{
    // A box still being typed in (an editable list commits on leaving it) hands its text over
    // before anything is saved or exported.
    connect(m_session, &ScenarioSession::aboutToSave, this, [this] {
        QWidget* focused = QApplication::focusWidget();
        if (focused && m_form->isAncestorOf(focused))
            focused->clearFocus();
    });
    connect(m_session, &ScenarioSession::statusChanged, this, &MainWindow::showSaveStatus);
    connect(m_session, &ScenarioSession::overwroteOther, this, &MainWindow::showConflict);
    // In place: a save can run while the tree reports a new selection (leaving a scenario).
    connect(m_session, &ScenarioSession::renamed, m_tree, &ProjectTree::renameScenario);
    connect(m_session, &ScenarioSession::renameRefused, this,
            [this](const QString& kept, const QString& error) {
                statusBar()->showMessage(tr("The tree keeps the name \"%1\": %2").arg(kept, error));
            });
}

void MainWindow::showSaveStatus()
{
    const SaveStatus& status = m_session->status();
    QString text;
    switch (status.kind) {
    case SaveStatus::Kind::None:
        break;
    case SaveStatus::Kind::Revision:
        text = tr("Revision %1").arg(status.revision);
        break;
    case SaveStatus::Kind::Demo:
        text = tr("Demo: add it to a project to keep changes");
        break;
    case SaveStatus::Kind::File:
        text = tr("File: edits are not saved until added to a project");
        break;
    case SaveStatus::Kind::Unsaved:
        text = tr("Unsaved changes");
        break;
    case SaveStatus::Kind::Saved:
        text = tr("Saved %1 (revision %2)")
                   .arg(QLocale().toString(status.time, QLocale::ShortFormat))
                   .arg(status.revision);
        break;
    case SaveStatus::Kind::NotSaved:
        text = tr("Not saved: %1").arg(status.error);
        break;
    case SaveStatus::Kind::NoDatabase:
        text = status.error;
        break;
    }
    m_saveStatus->setText(text);
    m_saveStatus->setStyleSheet(status.isProblem() ? QStringLiteral("color: #b02020;") : QString());
}

void MainWindow::showConflict(int otherRevision)
{
    m_conflictRevision = otherRevision;
    m_conflictText->setText(
        tr("Another copy of GPU Planner saved this scenario (revision %1) after you opened it. "
           "Your version replaced it; theirs is kept in the history.")
            .arg(otherRevision));
    m_conflictBar->show();
}

bool MainWindow::openScenarioFile(const QString& path)
{
    return m_imports->openScenarioFile(path);
}

QString MainWindow::addScenarioFile(const QString& path)
{
    return m_imports->addScenarioFile(path);
}

CompareWindow* MainWindow::compareSelected()
{
    return m_sheets->compareSelected();
}

bool MainWindow::exportSheetPdf(const QString& path, QString& error)
{
    return m_sheets->exportSheetPdf(path, error);
}

bool MainWindow::exportQuoteRequest(const QString& path, QString& error)
{
    return m_sheets->exportQuoteRequest(path, error);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Planner"),
                       tr("<b>GPU Planner %1</b><p>How many GPUs, of which kind, for how long, at "
                          "what cost, and why: estimates for training, fine-tuning and serving "
                          "large language models.</p>")
                           .arg(QStringLiteral(GP_VERSION)));
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    if (auto* splitter = findChild<QSplitter*>(QStringLiteral("mainSplitter")))
        splitter->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_editorTabs->setCurrentIndex(settings.value(QStringLiteral("window/editorTab"), 0).toInt());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!keepUnsavedFileEdits()) {
        event->ignore();
        return;
    }
    if (!saveNow()
        && !m_prompts.confirm(
            this, tr("Unsaved changes"),
            tr("The changes could not be saved (%1). Quit anyway?").arg(m_saveStatus->text()))) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    if (auto* splitter = findChild<QSplitter*>(QStringLiteral("mainSplitter")))
        settings.setValue(QStringLiteral("window/splitter"), splitter->saveState());
    settings.setValue(QStringLiteral("window/editorTab"), m_editorTabs->currentIndex());
    event->accept();
}

} // namespace gp::ui
