#pragma once
// Print preview and printing of a sheet, shared by the main window and the comparison.
class QTextDocument;
class QWidget;

namespace gp::ui {

void previewAndPrint(QTextDocument& document, QWidget* parent);

} // namespace gp::ui
