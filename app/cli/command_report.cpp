// gpu-planner-cli report: the sizing sheet of one scenario as a PDF (no display needed: main()
// starts Qt's offscreen platform for this command).
#include "cli/command_context.h"

#include "cli/cli_text.h"
#include "estimate/estimate.h"
#include "message_text.h"
#include "quote_request.h"
#include "sizing_sheet.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTextDocument>

namespace gp::cli {

int commandReport(const Options& options, Streams s)
{
    if (options.pdf.empty() && options.bom.empty())
        return usageError(CliText::tr("report needs --pdf FILE, --bom FILE or both"), s);
    if (!options.pdf.empty() && !qobject_cast<QGuiApplication*>(QCoreApplication::instance())) {
        s.err << "error: "
              << u8(CliText::tr("report needs Qt's GUI library, which this process did not start"))
              << "\n";
        return InvalidInput;
    }
    int status = Ok;
    auto loaded = loadScenario(options, s, status);
    if (!loaded)
        return status;
    // The sheet lists the warnings among its findings; the terminal gets them too, as validate's.
    printDiagnostics(loaded->diagnostics, sourceName(options), s.err);
    // run() has installed the language: the sheet's texts, numbers and dates follow it.
    const Estimate result = estimate(*loaded->scenario, loaded->diagnostics);
    if (!options.bom.empty()) {
        const QString path = QString::fromStdString(options.bom);
        if (!result.bom) { // every estimate has one; a guard, not a path
            s.err << "error: " << u8(CliText::tr("cannot write %1").arg(path)) << "\n";
            return InvalidInput;
        }
        QString error;
        if (!sheet::writeQuoteRequest(*result.bom, path, error)) {
            s.err << "error: " << u8(error) << "\n";
            return InvalidInput;
        }
        s.out << u8(CliText::tr("wrote %1").arg(QFileInfo(path).absoluteFilePath())) << "\n";
        if (options.pdf.empty())
            return Ok;
    }
    sheet::SheetHeader header;
    header.project = QString::fromStdString(options.project);
    header.title = QString::fromStdString(loaded->scenario->name);
    header.date = QDateTime::currentDateTime();
    auto document = sheet::scenarioSheet(*loaded->scenario, result, header);
    QString error;
    const QString path = QString::fromStdString(options.pdf);
    if (!sheet::writeSheetPdf(*document, path,
                              options.paper == "letter" ? QPageSize::Letter : QPageSize::A4,
                              error)) {
        s.err << "error: " << error.toStdString() << "\n";
        return InvalidInput;
    }
    s.out << u8(CliText::tr("wrote %1").arg(QFileInfo(path).absoluteFilePath())) << "\n";
    return Ok;
}

} // namespace gp::cli
