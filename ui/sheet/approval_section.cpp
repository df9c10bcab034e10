// The sheet's sign-off: who asks for the purchase, for what, and who approves it, as the scenario
// names them (`request`), with room to write and sign by hand on the printed page.
#include "sheet_html.h"

namespace gp::sheet {

void approval(Html& html, const RequestSpec& request)
{
    html.heading(SizingSheet::tr("Request and approval"));
    const std::pair<QString, std::string> rows[]
        = {{SizingSheet::tr("Requested by"), request.requester},
           {SizingSheet::tr("Department"), request.department},
           {SizingSheet::tr("Purpose"), request.purpose},
           {SizingSheet::tr("Budget holder"), request.budgetHolder},
           {SizingSheet::tr("Approved by"), request.approver},
           {SizingSheet::tr("Signature and date"), {}}};
    QString table = QStringLiteral("<table border='1' cellspacing='0' cellpadding='6' "
                                   "width='100%'>");
    for (const auto& [label, value] : rows)
        table += QStringLiteral("<tr><td width='30%' height='34' bgcolor='#eeeeee'>") + esc(label)
            + QStringLiteral("</td><td>") + esc(text(value)) + QStringLiteral("</td></tr>");
    html.raw(table + QStringLiteral("</table>"));
}

} // namespace gp::sheet
