#include "sheet_preview.h"

#include "sizing_sheet.h"

#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QTextDocument>

namespace gp::ui {

void previewAndPrint(QTextDocument& document, QWidget* parent)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(sheet::defaultPaper()));
    QPrintPreviewDialog preview(&printer, parent);
    QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, parent,
                     [&document](QPrinter* target) { sheet::printSheet(document, *target); });
    preview.exec();
}

} // namespace gp::ui
