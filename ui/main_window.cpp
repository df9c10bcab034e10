#include "main_window.h"

#include "active_catalog.h"
#include "common/json_document.h"
#include "compare_window.h"
#include "estimate_view.h"
#include "language.h"
#include "message_text.h"
#include "new_scenario_wizard.h"
#include "scenario/scenario_parser.h"
#include "scenario_document.h"
#include "scenario_form.h"
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
namespace {

constexpr qint64 kMaxScenarioBytes = qint64{4} * 1024 * 1024; // the same limit the core applies
constexpr int kAutosaveDelayMs = 700; // after the last edit: typing never waits on the disk

std::optional<QByteArray> readSmallFile(const QString& path, QString& error)
{
    QFile file(path);
    if (file.size() > kMaxScenarioBytes) {
        error = MainWindow::tr("%1 is larger than 4 MiB; a scenario or config.json is a few "
                               "kilobytes.")
                    .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        error = MainWindow::tr("Cannot read %1: %2")
                    .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    return file.read(kMaxScenarioBytes);
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_prompts(dialogPrompts())
    , m_tree(new ProjectTree(this))
    , m_document(new ScenarioDocument(this))
    , m_form(new ScenarioForm(this))
    , m_jsonEditor(new QPlainTextEdit(this))
    , m_editorTabs(new QTabWidget(this))
    , m_estimate(new EstimateView(this))
    , m_saveTimer(new QTimer(this))
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
    createActions();
    retranslate();

    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kAutosaveDelayMs);
    connect(m_saveTimer, &QTimer::timeout, this, &MainWindow::saveNow);
    connect(m_tree, &ProjectTree::entrySelected, this, &MainWindow::openEntry);
    connect(m_document, &ScenarioDocument::changed, this, &MainWindow::documentChanged);
    connect(m_form, &ScenarioForm::edited, this,
            [this](const QString& path, const QVariant& value, const QString& label) {
                m_document->setValue(path, value, tr("Change %1").arg(label));
            });
    connect(m_form, &ScenarioForm::presetChosen, this, [this](const QString& id) {
        m_document->setJson(QStringLiteral("model"), {{"preset", id.toStdString()}},
                            tr("Choose the model"));
    });
    connect(m_form, &ScenarioForm::importConfigFileRequested, this, &MainWindow::importConfigFile);
    connect(m_form, &ScenarioForm::importConfigTextRequested, this, &MainWindow::importConfigText);
    connect(m_editorTabs, &QTabWidget::currentChanged, this, &MainWindow::syncJsonEditor);
    connect(m_jsonEditor, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_switching)
            m_document->setText(m_jsonEditor->toPlainText());
    });
    connect(m_conflictOpen, &QPushButton::clicked, this, [this] {
        if (!m_store || m_current.kind != EntryKind::Scenario)
            return;
        if (const auto other = m_store->revisionDocument(m_current.id, m_conflictRevision))
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

void MainWindow::createActions()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_newScenario = m_fileMenu->addAction(QString(), this, &MainWindow::newScenario);
    m_newScenario->setShortcut(QKeySequence::New);
    m_newScenario->setObjectName(QStringLiteral("newScenarioAction"));
    m_newProject = m_fileMenu->addAction(QString(), this, &MainWindow::newProject);
    m_newProject->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_newProject->setObjectName(QStringLiteral("newProjectAction"));
    m_fileMenu->addSeparator();
    m_openFile = m_fileMenu->addAction(QString(), this, &MainWindow::chooseScenarioFile);
    m_openFile->setShortcut(QKeySequence::Open);
    m_openFile->setObjectName(QStringLiteral("openAction"));
    m_addToProject = m_fileMenu->addAction(QString(), this, &MainWindow::addFileToProject);
    m_addToProject->setObjectName(QStringLiteral("addToProjectAction"));
    m_importCatalog = m_fileMenu->addAction(QString(), this, &MainWindow::importCatalogFile);
    m_importCatalog->setObjectName(QStringLiteral("importCatalogAction"));
    m_storedCatalog = m_fileMenu->addAction(QString(), this, &MainWindow::showStoredCatalog);
    m_storedCatalog->setObjectName(QStringLiteral("storedCatalogAction"));
    m_export = m_fileMenu->addAction(QString(), this, &MainWindow::exportScenario);
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setObjectName(QStringLiteral("exportAction"));
    m_save = m_fileMenu->addAction(QString(), this, &MainWindow::saveNow);
    m_save->setShortcut(QKeySequence::Save);
    m_save->setObjectName(QStringLiteral("saveAction"));
    m_fileMenu->addSeparator();
    m_printSheet = m_fileMenu->addAction(QString(), this, &MainWindow::printSheet);
    m_printSheet->setShortcut(QKeySequence::Print);
    m_printSheet->setObjectName(QStringLiteral("printSheetAction"));
    m_sheetPdf = m_fileMenu->addAction(QString(), this, &MainWindow::chooseSheetPdf);
    m_sheetPdf->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    m_sheetPdf->setObjectName(QStringLiteral("sheetPdfAction"));
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
    m_duplicate = m_projectMenu->addAction(QString(), this, &MainWindow::duplicateScenario);
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicate->setObjectName(QStringLiteral("duplicateAction"));
    m_rename = m_projectMenu->addAction(QString(), this, &MainWindow::renameEntry);
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setObjectName(QStringLiteral("renameAction"));
    m_move = m_projectMenu->addAction(QString(), this, &MainWindow::moveScenario);
    m_move->setObjectName(QStringLiteral("moveAction"));
    m_delete = m_projectMenu->addAction(QString(), this, &MainWindow::deleteEntry);
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
    if (m_saveStatusText)
        m_saveStatus->setText(m_saveStatusText());
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
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_about->setText(tr("&About GPU Planner"));
}

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

void MainWindow::updateActions()
{
    const TreeEntry entry = m_tree->currentEntry();
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
    m_addToProject->setEnabled(
        stored && (m_current.kind == EntryKind::File || m_current.kind == EntryKind::Demo));
    m_export->setEnabled(m_current.kind != EntryKind::None);
    const bool estimated = m_estimate->currentEstimate().has_value();
    m_printSheet->setEnabled(estimated);
    m_sheetPdf->setEnabled(estimated);
}

QString MainWindow::openDatabase(const QString& path, bool seedDemo)
{
    auto opened = store::Database::open(path);
    if (!opened.database) {
        showSaveStatus([error = opened.error] { return error; }, true);
        statusBar()->showMessage(opened.error);
        return opened.error;
    }
    saveNow();
    // The dialog lists the old database's entries and holds a reference to it.
    delete m_storedCatalogDialog;
    m_database = std::move(opened.database);
    m_store = std::make_unique<store::ProjectStore>(*m_database);
    if (opened.created && seedDemo)
        store::seedDemoProject(*m_store);
    loadStoredCatalog();
    m_current = {};
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
        if (m_current.kind == EntryKind::None)
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
    if (entry.kind == m_current.kind && entry.id == m_current.id && entry.path == m_current.path) {
        m_current = entry; // the same scenario, perhaps moved or renamed: keep its project
        return;
    }
    const bool leave = keepUnsavedFileEdits()
        && (saveNow()
            || m_prompts.confirm(this, tr("Unsaved changes"),
                                 tr("The changes to \"%1\" could not be saved (%2). Discard them?")
                                     .arg(m_current.name, m_saveStatus->text())));
    if (!leave) {
        // Stay: the tree shows the entry still being edited.
        const QSignalBlocker block(m_tree);
        m_tree->selectEntry(m_current);
        return;
    }
    QString text;
    if (entry.kind == EntryKind::Scenario) {
        const auto record = m_store ? m_store->scenario(entry.id) : std::nullopt;
        if (!record) {
            statusBar()->showMessage(tr("The scenario no longer exists; the list is reloaded."));
            m_tree->reload(m_store.get());
            return;
        }
        text = record->document;
        m_baseRevision = record->info.revision;
        showSaveStatus(
            [this, revision = m_baseRevision] { return tr("Revision %1").arg(revision); });
    } else {
        QString error;
        const auto bytes = readSmallFile(entry.path, error);
        if (!bytes) {
            statusBar()->showMessage(error);
            return;
        }
        text = QString::fromUtf8(*bytes);
        m_baseRevision = 0;
        showSaveStatus([this, demo = entry.kind == EntryKind::Demo] {
            return demo ? tr("Demo: add it to a project to keep changes")
                        : tr("File: edits are not saved until added to a project");
        });
    }
    m_current = entry;
    m_conflictBar->hide();
    m_switching = true;
    m_document->load(text);
    m_switching = false;
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
    if (m_current.kind == EntryKind::Scenario && m_document->isModified()) {
        showSaveStatus([this] { return tr("Unsaved changes"); });
        m_saveTimer->start();
    }
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

void MainWindow::commitPendingEdit()
{
    // A box still being typed in (an editable list commits on leaving it) hands its text over
    // before anything is saved or exported.
    QWidget* focused = QApplication::focusWidget();
    if (focused && m_form->isAncestorOf(focused))
        focused->clearFocus();
}

bool MainWindow::keepUnsavedFileEdits()
{
    // Files and demos are not saved by themselves: leaving edits behind is asked.
    if ((m_current.kind != EntryKind::File && m_current.kind != EntryKind::Demo)
        || !m_document->isModified())
        return true;
    return m_prompts.confirm(this, tr("Unsaved changes"),
                             tr("\"%1\" is not in a project, so its changes are not saved. "
                                "Discard them? (File > Add the open file to the project keeps "
                                "them.)")
                                 .arg(m_current.name));
}

bool MainWindow::saveNow()
{
    commitPendingEdit();
    m_saveTimer->stop();
    if (!m_store || m_current.kind != EntryKind::Scenario || !m_document->isModified())
        return true;
    const store::WriteResult saved
        = m_store->saveScenario(m_current.id, m_document->text(), m_baseRevision);
    if (!saved.ok) {
        showSaveStatus([this, error = saved.error] { return tr("Not saved: %1").arg(error); },
                       true);
        return false;
    }
    m_baseRevision = saved.revision;
    m_document->markSaved();
    showSaveStatus([this, time = QTime::currentTime(), revision = saved.revision] {
        return tr("Saved %1 (revision %2)")
            .arg(QLocale().toString(time, QLocale::ShortFormat))
            .arg(revision);
    });
    if (saved.overwroteOther)
        showConflict(saved.otherRevision);
    followDocumentName();
    return true;
}

// The tree and the project list name a scenario as its document does: a name edited in the
// form renames the stored entry with the save (unless another scenario of the project has it).
void MainWindow::followDocumentName()
{
    const auto name = m_document->value(QStringLiteral("name"));
    if (!name.is_string())
        return;
    const QString wanted = QString::fromStdString(name.get<std::string>()).trimmed();
    if (wanted.isEmpty() || wanted == m_current.name)
        return;
    const store::WriteResult renamed = m_store->renameScenario(m_current.id, wanted);
    if (!renamed.ok) {
        statusBar()->showMessage(
            tr("The tree keeps the name \"%1\": %2").arg(m_current.name, renamed.error));
        return;
    }
    m_current.name = wanted;
    // In place: a save can run while the tree reports a new selection (leaving a scenario).
    m_tree->renameScenario(m_current.id, wanted);
}

void MainWindow::showSaveStatus(std::function<QString()> text, bool problem)
{
    m_saveStatusText = std::move(text);
    m_saveStatus->setText(m_saveStatusText());
    m_saveStatus->setStyleSheet(problem ? QStringLiteral("color: #b02020;") : QString());
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

QString MainWindow::freeScenarioName(qint64 projectId, const QString& base)
{
    QString name = base.trimmed().isEmpty() ? tr("Untitled scenario") : base.trimmed();
    for (int n = 2; m_store->scenarioByName(projectId, name); ++n)
        name = tr("%1 (%2)").arg(base.trimmed()).arg(n);
    return name;
}

void MainWindow::newProject()
{
    if (!m_store)
        return;
    const auto name = m_prompts.text(this, tr("New project"), tr("Project name:"), {});
    if (!name || name->trimmed().isEmpty())
        return;
    const store::WriteResult created = m_store->createProject(name->trimmed());
    if (!created.ok) {
        QMessageBox::warning(this, tr("New project"), created.error);
        return;
    }
    m_tree->reload(m_store.get());
    m_tree->selectProject(created.id);
}

void MainWindow::newScenario()
{
    if (!m_store)
        return;
    qint64 projectId = m_tree->currentProjectId();
    if (projectId == 0) {
        const auto projects = m_store->projects();
        if (projects.isEmpty()) {
            const store::WriteResult created = m_store->createProject(tr("My project"));
            if (!created.ok)
                return;
            projectId = created.id;
        } else {
            projectId = projects.front().id;
        }
    }
    const auto document = m_prompts.newScenario(this);
    if (!document)
        return;
    Diagnostics diag;
    const auto json = parseJsonDocument(document->toStdString(), diag);
    const QString base = json && json->contains("name") && (*json)["name"].is_string()
        ? QString::fromStdString((*json)["name"].get<std::string>())
        : tr("Untitled scenario");
    const store::WriteResult created
        = m_store->createScenario(projectId, freeScenarioName(projectId, base), *document);
    if (!created.ok) {
        QMessageBox::warning(this, tr("New scenario"), created.error);
        return;
    }
    m_tree->reload(m_store.get());
    m_tree->selectScenario(created.id);
}

void MainWindow::duplicateScenario()
{
    const TreeEntry entry = m_tree->currentEntry();
    if (!m_store || entry.kind != EntryKind::Scenario || !saveNow())
        return;
    const auto record = m_store->scenario(entry.id);
    if (!record)
        return;
    const QString name = freeScenarioName(entry.projectId, tr("%1 copy").arg(record->info.name));
    // The copy's document carries its own name, as a rename does: the tree follows the
    // document's name on every save.
    QString document = record->document;
    auto json = nlohmann::ordered_json::parse(document.toStdString(), nullptr, false);
    if (json.is_object()) {
        json["name"] = name.toStdString();
        document = QString::fromStdString(json.dump(2)) + QLatin1Char('\n');
    }
    const store::WriteResult created = m_store->createScenario(
        entry.projectId, name, document, record->info.notes, record->info.tags);
    if (!created.ok) {
        QMessageBox::warning(this, tr("Duplicate scenario"), created.error);
        return;
    }
    m_tree->reload(m_store.get());
    m_tree->selectScenario(created.id);
}

void MainWindow::renameEntry()
{
    const TreeEntry entry = m_tree->currentEntry();
    if (!m_store || (entry.kind != EntryKind::Scenario && entry.kind != EntryKind::Project))
        return;
    const auto name = m_prompts.text(this, tr("Rename"), tr("New name:"), entry.name);
    if (!name || name->trimmed().isEmpty() || name->trimmed() == entry.name)
        return;
    const store::WriteResult renamed = entry.kind == EntryKind::Scenario
        ? m_store->renameScenario(entry.id, name->trimmed())
        : m_store->renameProject(entry.id, name->trimmed());
    if (!renamed.ok) {
        QMessageBox::warning(this, tr("Rename"), renamed.error);
        return;
    }
    if (entry.kind == EntryKind::Scenario && entry.id == m_current.id) {
        m_current.name = name->trimmed();
        // The document's own name follows, so lists, comparisons and sheets agree.
        m_document->setValue(QStringLiteral("name"), name->trimmed(), tr("Rename"));
    }
    m_tree->reload(m_store.get());
}

void MainWindow::moveScenario()
{
    const TreeEntry entry = m_tree->currentEntry();
    if (!m_store || entry.kind != EntryKind::Scenario)
        return;
    QStringList names;
    QList<qint64> ids;
    for (const store::ProjectInfo& project : m_store->projects())
        if (project.id != entry.projectId) {
            names << project.name;
            ids << project.id;
        }
    if (names.isEmpty()) {
        statusBar()->showMessage(tr("There is no other project to move to."));
        return;
    }
    const auto chosen = m_prompts.choose(this, tr("Move scenario"), tr("Move to project:"), names);
    if (!chosen || *chosen < 0 || *chosen >= ids.size())
        return;
    const store::WriteResult moved = m_store->moveScenario(entry.id, ids[*chosen]);
    if (!moved.ok) {
        QMessageBox::warning(this, tr("Move scenario"), moved.error);
        return;
    }
    if (m_current.kind == EntryKind::Scenario && m_current.id == entry.id)
        m_current.projectId = ids[*chosen];
    m_tree->reload(m_store.get());
    m_tree->selectScenario(entry.id);
}

void MainWindow::deleteEntry()
{
    const TreeEntry entry = m_tree->currentEntry();
    if (!m_store || (entry.kind != EntryKind::Scenario && entry.kind != EntryKind::Project))
        return;
    QString question;
    if (entry.kind == EntryKind::Scenario) {
        question = tr("Delete the scenario \"%1\" and all its revisions? This cannot be undone.")
                       .arg(entry.name);
    } else {
        const auto project = m_store->project(entry.id);
        question = tr("Delete the project \"%1\" with its %n scenario(s)? This cannot be undone.",
                      nullptr, project ? project->scenarioCount : 0)
                       .arg(entry.name);
    }
    if (!m_prompts.confirm(this, tr("Delete"), question))
        return;
    // Whether the open scenario goes too: asked of the store, which knows where it lives now.
    bool openInside = false;
    if (m_current.kind == EntryKind::Scenario) {
        if (entry.kind == EntryKind::Scenario) {
            openInside = entry.id == m_current.id;
        } else if (const auto open = m_store->scenario(m_current.id)) {
            openInside = open->info.projectId == entry.id;
        }
    }
    // Save edits first: if the delete fails they are kept; if it succeeds they go, as confirmed.
    if (!openInside)
        saveNow();
    const store::WriteResult deleted = entry.kind == EntryKind::Scenario
        ? m_store->deleteScenario(entry.id)
        : m_store->deleteProject(entry.id);
    if (!deleted.ok) {
        QMessageBox::warning(this, tr("Delete"), deleted.error);
        return;
    }
    if (openInside) {
        m_saveTimer->stop();
        m_document->markSaved();
        m_current = {};
        m_switching = true;
        m_document->load(QString());
        m_switching = false;
    }
    m_tree->reload(m_store.get());
    updateActions();
}

void MainWindow::addFileToProject()
{
    if (!m_store || (m_current.kind != EntryKind::File && m_current.kind != EntryKind::Demo))
        return;
    qint64 projectId = m_tree->currentProjectId();
    if (projectId == 0) {
        const auto projects = m_store->projects();
        projectId = projects.isEmpty() ? 0 : projects.front().id;
    }
    if (projectId == 0) {
        const store::WriteResult created = m_store->createProject(tr("My project"));
        if (!created.ok)
            return;
        projectId = created.id;
    }
    const auto name = m_document->value(QStringLiteral("name"));
    const QString base = name.is_string() ? QString::fromStdString(name.get<std::string>())
                                          : QFileInfo(m_current.path).completeBaseName();
    const store::ImportResult imported = store::importScenario(
        *m_store, projectId, m_document->text().toUtf8(), freeScenarioName(projectId, base));
    if (!imported.ok) {
        QMessageBox::warning(
            this, tr("Add to project"),
            tr("The scenario was not added:\n%1").arg(imported.errors.join(QLatin1Char('\n'))));
        return;
    }
    m_tree->reload(m_store.get());
    // The newest scenario of that project is the one just added.
    qint64 newest = 0;
    for (const store::ScenarioInfo& info : m_store->scenarios(projectId))
        newest = std::max(newest, info.id);
    m_tree->selectScenario(newest);
}

void MainWindow::exportScenario()
{
    commitPendingEdit();
    if (m_current.kind == EntryKind::None)
        return;
    const QString path
        = m_prompts.saveFile(this, tr("Export scenario"), m_current.name + QStringLiteral(".json"),
                             tr("Scenario files (*.json)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_document->text().toUtf8()) < 0
        || !file.commit()) {
        QMessageBox::warning(
            this, tr("Export scenario"),
            tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return;
    }
    statusBar()->showMessage(tr("Exported to %1").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::importConfigFile()
{
    const QString path = m_prompts.openFile(this, tr("Import a Hugging Face config.json"),
                                            tr("config.json (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const auto bytes = readSmallFile(path, error);
    if (!bytes) {
        QMessageBox::warning(this, tr("Import config.json"), error);
        return;
    }
    applyHfConfig(*bytes, QDir::toNativeSeparators(path));
}

void MainWindow::importConfigText()
{
    const auto text
        = m_prompts.multiline(this, tr("Import config.json"), tr("Paste the model's config.json:"));
    if (text && !text->trimmed().isEmpty())
        applyHfConfig(text->toUtf8(), tr("the pasted text"));
}

void MainWindow::applyHfConfig(const QByteArray& text, const QString& origin)
{
    Diagnostics diag;
    const auto config = parseJsonDocument(std::string_view(text.constData(), text.size()), diag);
    if (!config || !config->is_object()) {
        QMessageBox::warning(
            this, tr("Import config.json"),
            tr("%1 is not a JSON object:\n%2").arg(origin, QString::fromStdString(diag.summary())));
        return;
    }
    // The model becomes the config; what the parser finds wrong with it shows at the field.
    m_document->setJson(QStringLiteral("model"),
                        nlohmann::ordered_json{{"hf_config", nlohmann::ordered_json(*config)}},
                        tr("Import config.json"));
}

CompareWindow* MainWindow::compareSelected()
{
    std::vector<ComparedScenario> compared;
    for (QTreeWidgetItem* item : m_tree->selectedItems()) {
        const TreeEntry entry = entryOf(item);
        QString text;
        QString project;
        if (entry.kind == EntryKind::Scenario && m_store) {
            if (entry.id == m_current.id && m_current.kind == EntryKind::Scenario)
                text = m_document->text(); // the open one as edited, saved or not
            else if (const auto record = m_store->scenario(entry.id))
                text = record->document;
            if (const auto info = m_store->project(entry.projectId))
                project = info->name;
        } else if (entry.kind == EntryKind::File || entry.kind == EntryKind::Demo) {
            QString error;
            if (const auto bytes = readSmallFile(entry.path, error))
                text = QString::fromUtf8(*bytes);
        } else {
            continue;
        }
        ScenarioParseResult parsed = parseScenario(text.toStdString(), activeCatalog());
        if (!parsed.scenario) {
            statusBar()->showMessage(
                tr("\"%1\" has problems; fix them before comparing.").arg(entry.name));
            return nullptr;
        }
        Estimate e = estimate(*parsed.scenario, parsed.diagnostics);
        compared.push_back({entry.name, project, std::move(*parsed.scenario), std::move(e)});
    }
    if (compared.size() < kCompareMin || compared.size() > kCompareMax) {
        statusBar()->showMessage(tr("Select 2 to 6 scenarios to compare (Ctrl+click in the "
                                    "list); %n selected.",
                                    nullptr, static_cast<int>(compared.size())));
        return nullptr;
    }
    auto* window = new CompareWindow(std::move(compared), this);
    window->show();
    return window;
}

std::unique_ptr<QTextDocument> MainWindow::currentSheet() const
{
    const auto& e = m_estimate->currentEstimate();
    const ScenarioParseResult parsed
        = parseScenario(m_document->text().toStdString(), activeCatalog());
    if (!e || !parsed.scenario)
        return nullptr;
    QString project;
    if (m_store && m_current.kind == EntryKind::Scenario)
        if (const auto info = m_store->project(m_current.projectId))
            project = info->name;
    return sheet::scenarioSheet(
        *parsed.scenario, *e,
        {project, QString::fromStdString(parsed.scenario->name), QDateTime::currentDateTime()});
}

bool MainWindow::exportSheetPdf(const QString& path, QString& error)
{
    const auto document = currentSheet();
    if (!document) {
        error = tr("the scenario has problems; fix them first");
        return false;
    }
    return sheet::writeSheetPdf(*document, path, sheet::defaultPaper(), error);
}

void MainWindow::chooseSheetPdf()
{
    const QString path
        = m_prompts.saveFile(this, tr("Sizing sheet as PDF"),
                             m_current.name + QStringLiteral(".pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportSheetPdf(path, error)) {
        QMessageBox::warning(this, tr("Sizing sheet as PDF"), error);
        return;
    }
    statusBar()->showMessage(tr("Sizing sheet written to %1").arg(QDir::toNativeSeparators(path)));
}

void MainWindow::printSheet()
{
    if (const auto document = currentSheet())
        previewAndPrint(*document, this);
}

bool MainWindow::openScenarioFile(const QString& path)
{
    const QString error = addScenarioFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open scenario"), error);
    return error.isEmpty();
}

QString MainWindow::addScenarioFile(const QString& path)
{
    QString error;
    if (!readSmallFile(path, error))
        return error;
    m_tree->addFile(path, QFileInfo(path).fileName());
    return {};
}

void MainWindow::chooseScenarioFile()
{
    const QString path = m_prompts.openFile(this, tr("Open scenario"),
                                            tr("Scenario files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

void MainWindow::loadStoredCatalog()
{
    Diagnostics problems;
    setActiveCatalog(m_database ? store::CatalogStore(*m_database).catalog(problems)
                                : builtinCatalog());
    m_form->refreshChoices();
    // A stored entry this version no longer accepts is left out; say which.
    if (const auto errors = problems.errors(); !errors.empty())
        statusBar()->showMessage(tr("A stored catalog entry was left out: %1")
                                     .arg(sheet::diagnosticText(errors.front())));
}

void MainWindow::importCatalogFile()
{
    if (!m_database)
        return;
    const QString path = m_prompts.openFile(this, tr("Import your hardware figures and prices"),
                                            tr("Catalog files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    const auto bytes = readSmallFile(path, error);
    store::CatalogImport result;
    if (bytes)
        result = store::CatalogStore(*m_database).import(*bytes, QFileInfo(path).fileName());
    if (!bytes || !result.ok) {
        QStringList lines;
        if (!bytes)
            lines << error;
        for (const Diagnostic& item : result.diagnostics.errors())
            lines << sheet::diagnosticText(item);
        if (!result.error.isEmpty())
            lines << result.error;
        const QString message
            = tr("Nothing was stored from %1:").arg(QDir::toNativeSeparators(path))
            + QStringLiteral("\n") + lines.join(QLatin1Char('\n'));
        statusBar()->showMessage(lines.value(0));
        if (m_prompts.inform)
            m_prompts.inform(this, tr("Import your hardware figures and prices"), message);
        return;
    }
    loadStoredCatalog();
    if (m_storedCatalogDialog)
        m_storedCatalogDialog->refresh();
    // The open scenario may name what was just added or corrected: estimate it again.
    documentChanged();
    statusBar()->showMessage(tr("Stored %n catalog entries from %1", nullptr, result.stored)
                                 .arg(QFileInfo(path).fileName()));
}

void MainWindow::showStoredCatalog()
{
    if (!m_database)
        return;
    if (!m_storedCatalogDialog) {
        // Not modal: the user can look at the estimate while removing an entry.
        m_storedCatalogDialog = new StoredCatalogDialog(*m_database, m_prompts, this);
        connect(m_storedCatalogDialog, &StoredCatalogDialog::importRequested, this,
                &MainWindow::importCatalogFile);
        connect(m_storedCatalogDialog, &StoredCatalogDialog::changed, this, [this] {
            loadStoredCatalog();
            documentChanged();
        });
    }
    m_storedCatalogDialog->refresh();
    m_storedCatalogDialog->show();
    m_storedCatalogDialog->raise();
    m_storedCatalogDialog->activateWindow();
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
