// The sheet's sign-off: who asks for the purchase, for what, and who approves it, with room to
// write and sign by hand on the printed page.
#include "sheet_html.h"

namespace gp::sheet {

void approval(Html& html)
{
    html.heading(SizingSheet::tr("Request and approval"));
    const QStringList rows{SizingSheet::tr("Requested by"), SizingSheet::tr("Department"),
                           SizingSheet::tr("Purpose"),      SizingSheet::tr("Budget holder"),
                           SizingSheet::tr("Approved by"),  SizingSheet::tr("Signature and date")};
    QString table = QStringLiteral("<table border='1' cellspacing='0' cellpadding='6' "
                                   "width='100%'>");
    for (const QString& label : rows)
        table += QStringLiteral("<tr><td width='30%' height='34' bgcolor='#eeeeee'>") + esc(label)
            + QStringLiteral("</td><td></td></tr>");
    html.raw(table + QStringLiteral("</table>"));
}

} // namespace gp::sheet
