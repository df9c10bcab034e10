// The form's purchase quotes (one price, vendor and date per item the bill of materials counts),
// the cost of owning, and the names printed in the sizing sheet's approval block.
#include "field_spec_builders.h"

#include "scenario/scenario.h"

#include <QCoreApplication>

namespace gp::ui::fields {
namespace {

// The translation context of the field texts (field_specs.cpp).
class FieldSpecs
{
    Q_DECLARE_TR_FUNCTIONS(FieldSpecs)
};

struct QuoteItem
{
    const char* key;
    QString name;
    QString what;
};

} // namespace

void addPurchase(std::vector<FieldSpec>& specs)
{
    const auto A = FieldScope::Both;
    const auto G = FieldGroup::Purchase;
    specs.push_back(text(QStringLiteral("purchase.currency"), G, A,
                         FieldSpecs::tr("Quote currency"),
                         FieldSpecs::tr("ISO 4217 code of the quotes, such as CNY; empty: the "
                                        "pricing currency.")));
    const QuoteItem items[] = {
        {"server", FieldSpecs::tr("Server"),
         FieldSpecs::tr("One server as the bill of materials specifies it (a rack-scale system: "
                        "one rack), GPUs, CPUs, memory, drives and adapters included.")},
        {"switch", FieldSpecs::tr("Switch"),
         FieldSpecs::tr("One switch of the network between the servers.")},
        {"cable", FieldSpecs::tr("Cable"), FieldSpecs::tr("One cable of that network.")},
        {"switch_transceiver", FieldSpecs::tr("Transceiver, switch side"),
         FieldSpecs::tr("One transceiver module on a switch.")},
        {"server_transceiver", FieldSpecs::tr("Transceiver, server side"),
         FieldSpecs::tr("One transceiver module in a server.")},
    };
    for (const QuoteItem& item : items) {
        const QString at = QStringLiteral("purchase.") + QLatin1String(item.key);
        specs.push_back(number(at + QStringLiteral(".unit_price"), G, A,
                               FieldSpecs::tr("%1: unit price").arg(item.name), item.what, 2));
        specs.push_back(text(at + QStringLiteral(".vendor"), G, A,
                             FieldSpecs::tr("%1: vendor").arg(item.name),
                             FieldSpecs::tr("Who quoted the price.")));
        specs.push_back(text(at + QStringLiteral(".date"), G, A,
                             FieldSpecs::tr("%1: quote date").arg(item.name),
                             FieldSpecs::tr("When it was quoted, written YYYY-MM-DD.")));
    }
    specs.push_back(number(QStringLiteral("purchase.exchange_rate"), G, A,
                           FieldSpecs::tr("Exchange rate"),
                           FieldSpecs::tr("Units of the quote currency one unit of the pricing "
                                          "currency buys: needed when the two differ, to put "
                                          "renting and energy beside the quotes."),
                           4));
    specs.push_back(text(QStringLiteral("purchase.exchange_rate_date"), G, A,
                         FieldSpecs::tr("Exchange rate date"),
                         FieldSpecs::tr("When the rate was read, written YYYY-MM-DD.")));
    specs.push_back(number(QStringLiteral("purchase.support_per_year"), G, A,
                           FieldSpecs::tr("Support per year"),
                           FieldSpecs::tr("Support and maintenance each year, as a share of the "
                                          "capital cost."),
                           1, QStringLiteral("%"), 0.01));
    specs.push_back(number(QStringLiteral("purchase.space_per_rack_month"), G, A,
                           FieldSpecs::tr("Space per rack and month"),
                           FieldSpecs::tr("What the data centre charges for one rack for one "
                                          "month, in the quote currency."),
                           2));
    specs.push_back(integer(QStringLiteral("purchase.years"), G, A,
                            FieldSpecs::tr("Years of ownership"),
                            FieldSpecs::tr("The term over which owning is compared with "
                                           "renting."),
                            FieldSpecs::tr(" years")));
}

void addRequest(std::vector<FieldSpec>& specs)
{
    const auto A = FieldScope::Both;
    const auto G = FieldGroup::Request;
    const QString printed = FieldSpecs::tr("Printed in the sizing sheet's approval block.");
    specs.push_back(
        text(QStringLiteral("request.requester"), G, A, FieldSpecs::tr("Requested by"), printed));
    specs.push_back(
        text(QStringLiteral("request.department"), G, A, FieldSpecs::tr("Department"), printed));
    specs.push_back(
        text(QStringLiteral("request.purpose"), G, A, FieldSpecs::tr("Purpose"), printed));
    specs.push_back(text(QStringLiteral("request.budget_holder"), G, A,
                         FieldSpecs::tr("Budget holder"), printed));
    specs.push_back(
        text(QStringLiteral("request.approver"), G, A, FieldSpecs::tr("Approved by"), printed));
}

} // namespace gp::ui::fields
