#include "quote_request.h"

#include "message_text.h"
#include "sheet_html.h"

#include "procure/bom_json.h"

#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace gp::sheet {

namespace {

// Quantity, per server and unit price: numbers a spreadsheet can add up.
bool numericColumn(std::size_t column)
{
    return column == 1 || column == 2 || column == 4;
}

// Columns wide enough for their text, a Chinese character taking two places.
double displayWidth(const std::string& text)
{
    double width = 0;
    for (const QChar ch : QString::fromStdString(text))
        width += ch.unicode() >= 0x2E80 ? 2 : 1;
    return width;
}

bool writeCsv(const procure::BillOfMaterials& bom, const QString& path)
{
    const std::string csv = "\xEF\xBB\xBF" + procure::bomToCsv(bom, translatedMessages());
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(csv.data(), qint64(csv.size())) >= 0
        && file.commit();
}

// Into `path`, which libxlsxwriter creates itself; the caller renames it into place.
bool writeWorkbook(const std::vector<std::vector<std::string>>& rows, const QString& path)
{
    lxw_workbook* workbook = workbook_new(QFile::encodeName(path).constData());
    if (!workbook)
        return false;
    lxw_worksheet* sheet = workbook_add_worksheet(
        workbook, messageText("bom.sheet_name", {}).left(31).toUtf8().constData());
    lxw_format* bold = workbook_add_format(workbook);
    format_set_bold(bold);
    std::vector<double> widths(rows.front().size(), 8);
    for (std::size_t r = 0; r < rows.size(); ++r) {
        for (std::size_t c = 0; c < rows[r].size(); ++c) {
            const std::string& cell = rows[r][c];
            const auto row = static_cast<lxw_row_t>(r);
            const auto column = static_cast<lxw_col_t>(c);
            widths[c] = std::min(60.0, std::max(widths[c], 1.0 + displayWidth(cell)));
            if (cell.empty())
                continue;
            if (r > 0 && numericColumn(c))
                worksheet_write_number(sheet, row, column, std::strtod(cell.c_str(), nullptr),
                                       nullptr);
            else
                worksheet_write_string(sheet, row, column, cell.c_str(), r == 0 ? bold : nullptr);
        }
    }
    for (std::size_t c = 0; c < widths.size(); ++c)
        worksheet_set_column(sheet, static_cast<lxw_col_t>(c), static_cast<lxw_col_t>(c), widths[c],
                             nullptr);
    worksheet_freeze_panes(sheet, 1, 0);
    return workbook_close(workbook) == LXW_NO_ERROR;
}

} // namespace

bool writeQuoteRequest(const procure::BillOfMaterials& bom, const QString& path, QString& error)
{
    error = SizingSheet::tr("cannot write %1").arg(path);
    if (!path.endsWith(QStringLiteral(".xlsx"), Qt::CaseInsensitive))
        return writeCsv(bom, path);
    // Beside the target, then renamed over it: a reader never sees half a workbook.
    QTemporaryFile part(QFileInfo(path).absoluteDir().filePath(QStringLiteral(".quote-XXXXXX")));
    if (!part.open())
        return false;
    part.close();
    if (!writeWorkbook(procure::quoteRequestRows(bom, translatedMessages()), part.fileName()))
        return false;
    // A temporary file is private to its owner; the workbook reads as any file written here.
    QFile::setPermissions(part.fileName(),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup
                              | QFile::ReadOther);
    if (std::rename(QFile::encodeName(part.fileName()).constData(),
                    QFile::encodeName(path).constData())
        != 0)
        return false;
    part.setAutoRemove(false); // it is the workbook now
    return true;
}

} // namespace gp::sheet
