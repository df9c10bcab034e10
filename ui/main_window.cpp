#include "main_window.h"

#include "demo_scenarios.h"
#include "estimate_view.h"
#include "store/database.h"
#include "store/exchange.h"
#include "store/project_store.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QStatusBar>

namespace gp::ui {
namespace {

constexpr qint64 kMaxScenarioBytes = 4 * 1024 * 1024; // the same limit the core applies
constexpr int kPathRole = Qt::UserRole + 1;
constexpr int kScenarioIdRole = Qt::UserRole + 2; // a scenario of the project database

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_scenarios(new QListWidget(this))
    , m_editor(new QPlainTextEdit(this))
    , m_estimate(new EstimateView(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("GPU Planner"));
    m_scenarios->setObjectName(QStringLiteral("scenarioList"));
    m_editor->setObjectName(QStringLiteral("scenarioEditor"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);

    for (const DemoScenario& demo : demoScenarios()) {
        auto* item = new QListWidgetItem(demo.name, m_scenarios);
        item->setData(kPathRole, demo.resourcePath);
        item->setToolTip(tr("Bundled demo scenario"));
    }

    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_scenarios);
    splitter->addWidget(m_editor);
    splitter->addWidget(m_estimate);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 2);
    setCentralWidget(splitter);
    createActions();

    connect(m_scenarios, &QListWidget::currentRowChanged, this, &MainWindow::showSelectedScenario);
    // Estimates take microseconds: re-estimate on every edit.
    connect(m_editor, &QPlainTextEdit::textChanged, this,
            [this] { m_estimate->showScenarioText(m_editor->toPlainText()); });
    if (m_scenarios->count() > 0)
        m_scenarios->setCurrentRow(0);
    resize(1280, 800);
    statusBar()->showMessage(tr("Edit the scenario text: the estimate follows every change."));
}

void MainWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open scenario..."), this, &MainWindow::chooseScenarioFile);
    open->setShortcut(QKeySequence::Open);
    open->setObjectName(QStringLiteral("openAction"));
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About GPU Planner"), this, &MainWindow::showAbout);
}

MainWindow::~MainWindow() = default;

QString MainWindow::openDatabase(const QString& path, bool seedDemo)
{
    auto opened = store::Database::open(path);
    if (!opened.database) {
        statusBar()->showMessage(opened.error);
        return opened.error;
    }
    m_database = std::move(opened.database);
    store::ProjectStore projects(*m_database);
    if (opened.created && seedDemo)
        store::seedDemoProject(projects);
    m_scenarios->clear();
    for (const store::ProjectInfo& project : projects.projects())
        for (const store::ScenarioInfo& scenario : projects.scenarios(project.id)) {
            auto* item
                = new QListWidgetItem(tr("%1 / %2").arg(project.name, scenario.name), m_scenarios);
            item->setData(kScenarioIdRole, scenario.id);
            item->setToolTip(
                tr("Revision %1, saved %2")
                    .arg(scenario.revision)
                    .arg(QLocale().toString(scenario.updated.toLocalTime(), QLocale::ShortFormat)));
        }
    if (m_scenarios->count() > 0)
        m_scenarios->setCurrentRow(0);
    statusBar()->showMessage(opened.warning.isEmpty()
                                 ? tr("Projects from %1").arg(QDir::toNativeSeparators(path))
                                 : opened.warning);
    return {};
}

void MainWindow::showSelectedScenario()
{
    QListWidgetItem* item = m_scenarios->currentItem();
    if (!item)
        return;
    if (m_database && item->data(kScenarioIdRole).isValid()) {
        store::ProjectStore projects(*m_database);
        if (const auto record = projects.scenario(item->data(kScenarioIdRole).toLongLong()))
            m_editor->setPlainText(record->document);
        return;
    }
    QFile file(item->data(kPathRole).toString());
    if (!file.open(QIODevice::ReadOnly))
        return;
    m_editor->setPlainText(QString::fromUtf8(file.read(kMaxScenarioBytes)));
}

bool MainWindow::openScenarioFile(const QString& path)
{
    QFile file(path);
    if (file.size() > kMaxScenarioBytes) {
        QMessageBox::warning(
            this, tr("Open scenario"),
            tr("%1 is larger than 4 MiB; a scenario is a few kilobytes.").arg(path));
        return false;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(this, tr("Open scenario"),
                             tr("Cannot read %1: %2").arg(path, file.errorString()));
        return false;
    }
    auto* item = new QListWidgetItem(QFileInfo(path).fileName(), m_scenarios);
    item->setData(kPathRole, path);
    item->setToolTip(path);
    m_scenarios->setCurrentItem(item);
    return true;
}

void MainWindow::chooseScenarioFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open scenario"), QString(),
                                                      tr("Scenario files (*.json);;All files (*)"));
    if (!path.isEmpty())
        openScenarioFile(path);
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About GPU Planner"),
                       tr("<b>GPU Planner %1</b><p>How many GPUs, of which kind, for how long, at "
                          "what cost, and why: estimates for training, fine-tuning and serving "
                          "large language models.</p>")
                           .arg(QStringLiteral(GP_VERSION)));
}

} // namespace gp::ui
