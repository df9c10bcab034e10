#include "sheet_html.h"

#include "common/messages.h"
#include "message_text.h"

#include <QFontDatabase>
#include <QLocale>
#include <QTextDocument>
#include <QUrl>

namespace gp::sheet {

QString esc(const QString& text)
{
    return text.toHtmlEscaped();
}

QString text(const std::string& value)
{
    // Hardware a scenario describes without a name carries a default one, in every language.
    if (const std::string_view id = defaultNameId(value); !id.empty())
        return messageText(id, {});
    return QString::fromStdString(value);
}

QString num(double value, int decimals)
{
    return QLocale().toString(value, 'f', decimals);
}

QString range(const Range& r, int decimals, double scale)
{
    return SizingSheet::tr("%1 (%2 - %3)")
        .arg(num(r.expected * scale, decimals), num(r.low * scale, decimals),
             num(r.high * scale, decimals));
}

QString gib(double bytes)
{
    return SizingSheet::tr("%1 GiB").arg(num(bytes / GiB, 2));
}

void header(Html& html, const SheetHeader& h, const QString& kind, const QString& titleLabel)
{
    html.raw(QStringLiteral("<h1>") + esc(kind) + QStringLiteral("</h1>"));
    QList<QStringList> rows;
    if (!h.project.isEmpty())
        rows.append({SizingSheet::tr("Project"), h.project});
    rows.append({titleLabel, h.title});
    rows.append({SizingSheet::tr("Date"), QLocale().toString(h.date, QLocale::LongFormat)});
    rows.append({SizingSheet::tr("Prepared with"),
                 SizingSheet::tr("GPU Planner %1").arg(QStringLiteral(GP_VERSION))});
    html.table({}, rows);
}

void Html::heading(const QString& text)
{
    m_body += QStringLiteral("<h2>") + esc(text) + QStringLiteral("</h2>");
}

void Html::paragraph(const QString& html)
{
    m_body += QStringLiteral("<p>") + html + QStringLiteral("</p>");
}

void Html::table(const QStringList& header, const QList<QStringList>& rows)
{
    m_body += QStringLiteral("<table border='1' cellspacing='0' cellpadding='3' width='100%'>");
    if (!header.isEmpty()) {
        // <thead>: a table that runs onto the next page repeats its heads there.
        m_body += QStringLiteral("<thead><tr>");
        for (const QString& cell : header)
            m_body += QStringLiteral("<th align='left' bgcolor='#eeeeee'>") + esc(cell)
                + QStringLiteral("</th>");
        m_body += QStringLiteral("</tr></thead>");
    }
    for (const QStringList& row : rows) {
        m_body += QStringLiteral("<tr>");
        for (const QString& cell : row)
            m_body += QStringLiteral("<td>") + esc(cell) + QStringLiteral("</td>");
        m_body += QStringLiteral("</tr>");
    }
    m_body += QStringLiteral("</table>");
}

void Html::list(const QStringList& items, bool ordered)
{
    m_body += ordered ? QStringLiteral("<ol>") : QStringLiteral("<ul>");
    for (const QString& item : items)
        m_body += QStringLiteral("<li>") + esc(item) + QStringLiteral("</li>");
    m_body += ordered ? QStringLiteral("</ol>") : QStringLiteral("</ul>");
}

QString Html::document() const
{
    return QStringLiteral("<html><head><style>h1 { font-size: 18pt; } h2 { font-size: 13pt; "
                          "margin-top: 14px; } td, th { font-size: 9pt; line-height: 17px; "
                          "-qt-line-height-type: fixed; }</style></head>"
                          "<body>")
        + m_body + QStringLiteral("</body></html>");
}

void addImage(QTextDocument& document, Html& html, const QString& name, const QImage& image)
{
    document.addResource(QTextDocument::ImageResource, QUrl(name), image);
    // Width in document pixels, which print at 96 per inch: the chart's millimetres on paper.
    html.raw(QStringLiteral("<p><img src='%1' width='%2'></p>")
                 .arg(name)
                 .arg(static_cast<int>(kChartWidthMm / 25.4 * 96)));
}

std::unique_ptr<QTextDocument> newDocument()
{
    auto document = std::make_unique<QTextDocument>();
    QFont font = document->defaultFont();
    font.setPointSizeF(10);
    // A Chinese sheet needs Simplified Chinese glyphs, not whichever CJK face the system picks.
    // The CJK face comes second: Latin text and digits keep the Latin face, whose glyphs the
    // PDF maps back to text (digits shaped from the CJK face come out unsearchable).
    if (QLocale().language() == QLocale::Chinese) {
        const QStringList installed = QFontDatabase::families();
        // Asked for "sans" in a Chinese locale, fontconfig answers with the CJK face itself:
        // name a Latin one.
        QString latin = font.family();
        for (const QString& candidate : {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans"),
                                         QStringLiteral("Liberation Sans")})
            if (installed.contains(candidate)) {
                latin = candidate;
                break;
            }
        for (const QString& family :
             {QStringLiteral("Noto Sans CJK SC"), QStringLiteral("Source Han Sans SC"),
              QStringLiteral("Noto Serif CJK SC")})
            if (installed.contains(family)) {
                font.setFamilies({latin, family});
                break;
            }
    }
    document->setDefaultFont(font);
    return document;
}

} // namespace gp::sheet
