#pragma once
// The building blocks of the printed sheets (internal to ui/sheet): one HTML body that each
// section appends to, the header table, charts as images at print resolution, the document's
// fonts, and the number formats every sheet uses (in the current language).
#include "sizing_sheet.h"

#include <QCoreApplication>
#include <QImage>
#include <QString>
#include <QStringList>

#include <memory>
#include <string>

class QPagedPaintDevice;
class QTextBlock;
class QTextDocument;

namespace gp::sheet {

inline constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
inline constexpr double kChartWidthMm = 170;
inline constexpr double kChartHeightMm = 70;

// The translation context of every sheet's words.
class SizingSheet
{
    Q_DECLARE_TR_FUNCTIONS(SizingSheet)
};

QString esc(const QString& text);
// Plain text for cells and list items, which Html escapes itself; a default hardware name
// ("@word.custom_gpu") in the sheet's language.
QString text(const std::string& value);
QString num(double value, int decimals);
// "expected (low - high)", scaled (1/86400 for days).
QString range(const Range& r, int decimals, double scale = 1);
QString gib(double bytes);

// Each section appends to one HTML body.
class Html
{
public:
    void heading(const QString& text);
    void paragraph(const QString& html);
    void raw(const QString& html) { m_body += html; }
    // A bordered table; `header` repeats on every page the table runs onto.
    void table(const QStringList& header, const QList<QStringList>& rows);
    void list(const QStringList& items, bool ordered = false);
    QString document() const;

private:
    QString m_body;
};

// The title, then the project, the scenario (or scenarios), the date and the version.
void header(Html& html, const SheetHeader& h, const QString& kind, const QString& titleLabel);
// A chart as a document image at the sheet's chart width.
void addImage(QTextDocument& document, Html& html, const QString& name, const QImage& image);
// The bill of materials with its power, racks and energy (bom_section.cpp).
void billOfMaterials(Html& html, const Scenario& s, const Estimate& e);
// The quoted prices, the capital cost and the cost of ownership beside renting
// (ownership_section.cpp).
void ownership(Html& html, const Estimate& e);
// The request and approval block, to be filled in and signed on paper (approval_section.cpp).
void approval(Html& html, const RequestSpec& request);
// Prints the document on the device's pages, numbered, with a page break before each heading
// that would otherwise end a page (page_breaks.cpp).
void printKeepingHeadings(const QTextDocument& document, QPagedPaintDevice& device);
// The document laid out on the device's pages as printKeepingHeadings prints it.
std::unique_ptr<QTextDocument> paginated(const QTextDocument& document, QPagedPaintDevice& device);
// The page (from 0) a block's first line is on, in a paginated document.
int pageOf(const QTextDocument& laidOut, const QTextBlock& block);
// An empty document with the sheet's font (a Simplified Chinese face for a Chinese sheet).
std::unique_ptr<QTextDocument> newDocument();

} // namespace gp::sheet
