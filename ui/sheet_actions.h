#pragma once
// What leaves the window for other people: the open scenario's sizing sheet (print preview or
// PDF) and the comparison of the scenarios selected in the tree.
#include <QObject>

#include <memory>

class QTextDocument;
class QWidget;

namespace gp::ui {

class CompareWindow;
class EstimateView;
class ProjectTree;
class ScenarioDocument;
class ScenarioSession;
class WindowCatalog;
struct Prompts;

class SheetActions : public QObject
{
    Q_OBJECT

public:
    SheetActions(QWidget* window, ProjectTree* tree, ScenarioSession* session,
                 ScenarioDocument* document, EstimateView* estimate, const Prompts* prompts,
                 const WindowCatalog* catalog);

    // The scenarios selected in the tree (2 to 6) side by side; null (with the reason as a
    // message) when the selection does not allow it.
    CompareWindow* compareSelected();
    // The open scenario's sizing sheet as PDF; false with the reason.
    bool exportSheetPdf(const QString& path, QString& error);
    void chooseSheetPdf();
    // The open scenario's quote-request table, CSV or (.xlsx) an Excel workbook; false with the
    // reason.
    bool exportQuoteRequest(const QString& path, QString& error);
    void chooseQuoteRequest();
    void printSheet();

signals:
    void message(const QString& text);

private:
    // The open scenario's sizing sheet; null while the scenario has problems.
    std::unique_ptr<QTextDocument> currentSheet() const;

    QWidget* m_window;
    ProjectTree* m_tree;
    ScenarioSession* m_session;
    ScenarioDocument* m_document;
    EstimateView* m_estimate;
    const Prompts* m_prompts;
    const WindowCatalog* m_catalog;
};

} // namespace gp::ui
