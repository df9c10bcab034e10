// The sheet's cost of ownership: the quoted items and the capital cost, the running costs, the
// total over the term beside renting the same GPUs (and, for serving, the API), and when buying
// pays back. The core decides every figure (procure/ownership.h); this formats, and names what
// is not priced instead of printing a zero.
#include "message_text.h"
#include "sheet_html.h"

#include "estimate/estimate.h"

#include <QLocale>

#include <algorithm>

#include <cmath>

namespace gp::sheet {

namespace {

QString labelled(const QString& label, const QString& value)
{
    return SizingSheet::tr("%1: %2").arg(label, value);
}

QString item(const std::string& quoteItem)
{
    return messageText("own.item." + quoteItem, {});
}

} // namespace

void ownership(Html& html, const Estimate& e)
{
    if (!e.bom)
        return;
    const procure::Ownership& o = e.bom->ownership;
    html.heading(SizingSheet::tr("Cost of ownership"));
    const QString currency = QString::fromStdString(o.currency);
    auto money
        = [&](double amount) { return SizingSheet::tr("%1 %2").arg(num(amount, 0), currency); };
    // A quote as given: cents only where it has them.
    auto quoted = [&](double amount) {
        return SizingSheet::tr("%1 %2").arg(num(amount, amount == std::round(amount) ? 0 : 2),
                                            currency);
    };
    QStringList notPriced;
    for (const std::string& name : o.unpriced)
        notPriced << messageText("own.not_priced",
                                 {item(name).toStdString(), "purchase." + name + ".unit_price"});
    if (!o.capex) {
        html.paragraph(esc(messageText("own.none", {})));
        if (!notPriced.isEmpty())
            html.list({messageText("bom.missing",
                                   {notPriced.join(SizingSheet::tr("; ")).toStdString()})});
        return;
    }
    QList<QStringList> rows;
    for (const procure::PricedItem& p : o.priced)
        rows.append({item(p.item), num(static_cast<double>(p.quantity), 0), quoted(p.unitPrice),
                     quoted(p.amount), text(p.vendor), text(p.date)});
    html.table({messageText("bom.csv.item", {}), messageText("bom.csv.quantity", {}),
                messageText("bom.csv.unit_price", {}), messageText("own.col.amount", {}),
                messageText("bom.csv.vendor", {}), messageText("bom.csv.date", {})},
               rows);

    QStringList items;
    items << labelled(messageText("own.capex", {}),
                      notPriced.isEmpty()
                          ? money(*o.capex)
                          : messageText("own.capex_partial",
                                        {money(*o.capex).toStdString(),
                                         notPriced.join(SizingSheet::tr("; ")).toStdString()}));
    if (o.exchangeRate && o.currency != o.pricingCurrency)
        items << labelled(messageText("own.exchange_rate", {}),
                          messageText(o.exchangeRateDate.empty() ? "own.exchange_rate_value"
                                                                 : "own.exchange_rate_dated",
                                      {o.pricingCurrency,
                                       QLocale().toString(*o.exchangeRate, 'g', 6).toStdString(),
                                       o.currency, o.exchangeRateDate}));
    if (o.yearlyEnergy)
        items << labelled(messageText("own.energy", {}), money(*o.yearlyEnergy));
    if (o.yearlySupport && *o.capex > 0)
        items << labelled(
            messageText("own.support",
                        {formatNumber(std::round(*o.yearlySupport / *o.capex * 1000) / 10)}),
            money(*o.yearlySupport));
    if (o.yearlySpace)
        items << labelled(messageText("own.space", {std::to_string(e.bom->power.racks)}),
                          money(*o.yearlySpace));
    const std::string years = std::to_string(o.years);
    if (o.tco)
        items << labelled(messageText("own.tco", {years}),
                          o.complete
                              ? money(*o.tco)
                              : messageText("own.lower_bound", {money(*o.tco).toStdString()}));
    if (o.rentTerm) {
        const std::int64_t gpus = e.bom->servers * e.bom->gpusPerServer;
        items << labelled(messageText("own.rent_term", {std::to_string(gpus), years}),
                          money(*o.rentTerm));
        items << (o.breakEvenMonthsRent
                      ? labelled(messageText("own.break_even", {}),
                                 messageText("own.break_even_value",
                                             {num(*o.breakEvenMonthsRent, 1).toStdString()}))
                      : messageText("own.no_break_even", {}));
    }
    if (o.rentRun)
        items << labelled(messageText("own.rent_run", {}),
                          o.rentRun->low == o.rentRun->high
                              ? money(o.rentRun->expected)
                              : SizingSheet::tr("%1 %2").arg(range(*o.rentRun, 0), currency));
    if (o.runsInTerm)
        items << labelled(messageText("own.runs_in_term", {years}), num(*o.runsInTerm, 1));
    if (o.apiTerm) {
        items << labelled(messageText("own.api_term", {years}), money(*o.apiTerm));
        items << (o.breakEvenMonthsApi
                      ? labelled(messageText("own.break_even_api", {}),
                                 messageText("own.break_even_value",
                                             {num(*o.breakEvenMonthsApi, 1).toStdString()}))
                      : messageText("own.no_break_even_api", {}));
    }
    if (e.fleetBom && e.fleetBom->ownership.capex && e.fleetBom->ownership.tco) {
        const procure::Ownership& f = e.fleetBom->ownership;
        QStringList fleetNotPriced;
        for (const std::string& name : f.unpriced)
            fleetNotPriced << item(name);
        const std::string capex = fleetNotPriced.isEmpty()
            ? money(*f.capex).toStdString()
            : messageText("own.capex_partial",
                          {money(*f.capex).toStdString(),
                           fleetNotPriced.join(SizingSheet::tr("; ")).toStdString()})
                  .toStdString();
        items << labelled(messageText("own.fleet", {std::to_string(e.fleetBom->servers)}),
                          f.rentTerm ? messageText("own.fleet_rent_value",
                                                   {capex, years, money(*f.tco).toStdString(),
                                                    money(*f.rentTerm).toStdString()})
                                     : messageText("own.fleet_value",
                                                   {capex, years, money(*f.tco).toStdString()}));
    }
    // What the bill of materials has named already is not repeated.
    const auto& named = e.bom->missing;
    for (const std::string& field : o.missing)
        if (field.find(".unit_price") == std::string::npos
            && std::find(named.begin(), named.end(), field) == named.end())
            items << messageText("bom.missing", {field});
    items << messageText("own.server_includes", {});
    html.list(items);
}

} // namespace gp::sheet
