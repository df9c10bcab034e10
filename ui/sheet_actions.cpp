#include "sheet_actions.h"

#include "active_catalog.h"
#include "compare_window.h"
#include "estimate_view.h"
#include "project_tree.h"
#include "prompts.h"
#include "quote_request.h"
#include "scenario/scenario_parser.h"
#include "scenario_document.h"
#include "scenario_session.h"
#include "sheet_preview.h"
#include "sizing_sheet.h"
#include "small_file.h"
#include "store/demo_documents.h"
#include "store/project_store.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QMessageBox>
#include <QTextDocument>

namespace gp::ui {
namespace {

// The translation context these texts had in the window.
class MainWindow
{
    Q_DECLARE_TR_FUNCTIONS(gp::ui::MainWindow)
};

} // namespace

SheetActions::SheetActions(QWidget* window, ProjectTree* tree, ScenarioSession* session,
                           ScenarioDocument* document, EstimateView* estimate,
                           const Prompts* prompts, const WindowCatalog* catalog)
    : QObject(window)
    , m_window(window)
    , m_tree(tree)
    , m_session(session)
    , m_document(document)
    , m_estimate(estimate)
    , m_prompts(prompts)
    , m_catalog(catalog)
{ }

CompareWindow* SheetActions::compareSelected()
{
    store::ProjectStore* store = m_session->store();
    const TreeEntry& open = m_session->current();
    std::vector<ComparedScenario> compared;
    for (QTreeWidgetItem* item : m_tree->selectedItems()) {
        const TreeEntry entry = entryOf(item);
        QString text;
        QString project;
        if (entry.kind == EntryKind::Scenario && store) {
            if (entry.id == open.id && open.kind == EntryKind::Scenario)
                text = m_document->text(); // the open one as edited, saved or not
            else if (const auto record = store->scenario(entry.id))
                text = record->document;
            if (const auto info = store->project(entry.projectId))
                project = info->name;
        } else if (entry.kind == EntryKind::Demo) {
            text = QString::fromUtf8(store::demoDocument(entry.path));
        } else if (entry.kind == EntryKind::File) {
            QString error;
            if (const auto bytes = readSmallFile(entry.path, error))
                text = QString::fromUtf8(*bytes);
        } else {
            continue;
        }
        ScenarioParseResult parsed = parseScenario(text.toStdString(), catalogOf(m_catalog));
        if (!parsed.scenario) {
            emit message(
                MainWindow::tr("\"%1\" has problems; fix them before comparing.").arg(entry.name));
            return nullptr;
        }
        Estimate e = estimate(*parsed.scenario, parsed.diagnostics);
        compared.push_back({entry.name, project, std::move(*parsed.scenario), std::move(e)});
    }
    if (compared.size() < kCompareMin || compared.size() > kCompareMax) {
        emit message(MainWindow::tr("Select 2 to 6 scenarios to compare (Ctrl+click in the "
                                    "list); %n selected.",
                                    nullptr, static_cast<int>(compared.size())));
        return nullptr;
    }
    auto* window = new CompareWindow(std::move(compared), m_window);
    window->show();
    return window;
}

std::unique_ptr<QTextDocument> SheetActions::currentSheet() const
{
    const auto& e = m_estimate->currentEstimate();
    const ScenarioParseResult parsed
        = parseScenario(m_document->text().toStdString(), catalogOf(m_catalog));
    if (!e || !parsed.scenario)
        return nullptr;
    QString project;
    const TreeEntry& open = m_session->current();
    if (m_session->store() && open.kind == EntryKind::Scenario)
        if (const auto info = m_session->store()->project(open.projectId))
            project = info->name;
    return sheet::scenarioSheet(
        *parsed.scenario, *e,
        {project, QString::fromStdString(parsed.scenario->name), QDateTime::currentDateTime()});
}

bool SheetActions::exportSheetPdf(const QString& path, QString& error)
{
    const auto document = currentSheet();
    if (!document) {
        error = MainWindow::tr("the scenario has problems; fix them first");
        return false;
    }
    return sheet::writeSheetPdf(*document, path, sheet::defaultPaper(), error);
}

void SheetActions::chooseSheetPdf()
{
    const QString path = m_prompts->saveFile(m_window, MainWindow::tr("Sizing sheet as PDF"),
                                             m_session->current().name + QStringLiteral(".pdf"),
                                             MainWindow::tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportSheetPdf(path, error)) {
        QMessageBox::warning(m_window, MainWindow::tr("Sizing sheet as PDF"), error);
        return;
    }
    emit message(MainWindow::tr("Sizing sheet written to %1").arg(QDir::toNativeSeparators(path)));
}

bool SheetActions::exportQuoteRequest(const QString& path, QString& error)
{
    const auto& e = m_estimate->currentEstimate();
    if (!e || !e->bom) {
        error = MainWindow::tr("the scenario has problems; fix them first");
        return false;
    }
    return sheet::writeQuoteRequest(*e->bom, path, error);
}

void SheetActions::chooseQuoteRequest()
{
    const QString title = MainWindow::tr("Quote request");
    const QString path
        = m_prompts->saveFile(m_window, title, m_session->current().name + QStringLiteral(".xlsx"),
                              MainWindow::tr("Excel workbook (*.xlsx);;CSV (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportQuoteRequest(path, error)) {
        QMessageBox::warning(m_window, title, error);
        return;
    }
    emit message(MainWindow::tr("Quote request written to %1").arg(QDir::toNativeSeparators(path)));
}

void SheetActions::printSheet()
{
    if (const auto document = currentSheet())
        previewAndPrint(*document, m_window);
}

} // namespace gp::ui
