// Printing the sheet with its headings kept with what they head. QTextDocument has no "keep with
// next", so the sheet is laid out on the device's pages here, as QTextDocument::print lays out a
// document without a page size (2 mm device margins, 2 cm page margins, the page number at the
// foot), a heading that would end a page gets a page break before it, and the pages are painted
// from that same layout.
#include "sheet_html.h"

#include <QAbstractTextDocumentLayout>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPageRanges>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QScreen>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>

#include <algorithm>
#include <cmath>
#include <memory>

namespace gp::sheet {
namespace {

// The resolution the 2 cm margins are given at (Qt's default DPI, as QTextDocument::print).
int sourceDpi(bool vertical)
{
    if (QCoreApplication::testAttribute(Qt::AA_Use96Dpi))
        return 96;
    if (const QScreen* screen = QGuiApplication::primaryScreen())
        return static_cast<int>(
            std::lround(vertical ? screen->logicalDotsPerInchY() : screen->logicalDotsPerInchX()));
    return 100;
}

// The device's margins and the pages' margins, as QTextDocument::print sets them.
struct PageGeometry
{
    int marginX = 0; // at sourceDpi
    int marginY = 0;
    QRectF body; // one page, in device pixels
};

PageGeometry pageGeometry(QPagedPaintDevice& device)
{
    if (device.pageLayout().margins(QPageLayout::Millimeter).isNull())
        device.setPageMargins(QMarginsF(2, 2, 2, 2), QPageLayout::Millimeter);
    return {static_cast<int>((2 / 2.54) * sourceDpi(false)),
            static_cast<int>((2 / 2.54) * sourceDpi(true)),
            QRectF(0, 0, device.width(), device.height())};
}

// The first heading whose next block starts on a later page; an invalid block when none does.
QTextBlock orphanHeading(const QTextDocument& laidOut)
{
    for (QTextBlock block = laidOut.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || !block.next().isValid())
            continue;
        if (block.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
            continue; // already at a page's head
        if (pageOf(laidOut, block.next()) > pageOf(laidOut, block))
            return block;
    }
    return {};
}

} // namespace

// The block's rectangle starts where the block was placed; a first line that did not fit there
// was moved down, to the next page, within the block.
int pageOf(const QTextDocument& laidOut, const QTextBlock& block)
{
    double top = laidOut.documentLayout()->blockBoundingRect(block).top();
    if (const QTextLayout* layout = block.layout(); layout && layout->lineCount() > 0)
        top += std::max(0.0, layout->lineAt(0).y());
    return static_cast<int>(std::floor(top / laidOut.pageSize().height()));
}

std::unique_ptr<QTextDocument> paginated(const QTextDocument& document, QPagedPaintDevice& device)
{
    const PageGeometry geometry = pageGeometry(device);
    std::unique_ptr<QTextDocument> pages(document.clone());
    pages->documentLayout()->setPaintDevice(&device);
    QTextFrameFormat frame = pages->rootFrame()->frameFormat();
    frame.setLeftMargin(geometry.marginX);
    frame.setRightMargin(geometry.marginX);
    frame.setTopMargin(geometry.marginY);
    frame.setBottomMargin(geometry.marginY);
    pages->rootFrame()->setFrameFormat(frame);
    pages->setPageSize(geometry.body.size());
    // One at a time: each break moves everything after it.
    for (QTextBlock orphan = orphanHeading(*pages); orphan.isValid();
         orphan = orphanHeading(*pages)) {
        QTextBlockFormat format = orphan.blockFormat();
        format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
        QTextCursor(orphan).setBlockFormat(format);
    }
    return pages;
}

void printKeepingHeadings(const QTextDocument& document, QPagedPaintDevice& device)
{
    const std::unique_ptr<QTextDocument> pages = paginated(document, device);
    const PageGeometry geometry = pageGeometry(device);
    const QRectF& body = geometry.body;
    QPainter painter(&device);
    if (!painter.isActive())
        return;
    // The page number at the foot's right, below the text, as QTextDocument::print puts it.
    const double scaleX = device.logicalDpiX() / static_cast<double>(sourceDpi(false));
    const double scaleY = device.logicalDpiY() / static_cast<double>(sourceDpi(true));
    const QPointF numberAt(body.width() - geometry.marginX * scaleX,
                           body.height() - geometry.marginY * scaleY
                               + QFontMetrics(pages->defaultFont(), &device).ascent()
                               + 5 * device.logicalDpiY() / 72.0);
    // A page range chosen in the print dialog, as QTextDocument::print honours it.
    const QPageRanges ranges = device.pageRanges();
    const int count = pages->pageCount();
    bool first = true;
    for (int page = 0; page < count; ++page) {
        if (!ranges.isEmpty() && !ranges.contains(page + 1))
            continue;
        if (!first)
            device.newPage();
        first = false;
        painter.save();
        painter.translate(0, -page * body.height());
        const QRectF view(0, page * body.height(), body.width(), body.height());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        pages->documentLayout()->draw(&painter, context);
        painter.setClipping(false);
        painter.setFont(pages->defaultFont());
        const QString number = QString::number(page + 1);
        painter.drawText(qRound(numberAt.x() - painter.fontMetrics().horizontalAdvance(number)),
                         qRound(numberAt.y() + view.top()), number);
        painter.restore();
    }
}

} // namespace gp::sheet
