// The purchase quotes, the cost of owning, and the request's names (scenario.h, PurchaseSpec and
// RequestSpec).
#include "scenario/sections.h"

namespace gp::sections {

namespace {

void readQuote(ObjectReader& purchase, const std::string& item, Quote& quote)
{
    const nlohmann::json* value = purchase.value(item);
    if (!value)
        return;
    ObjectReader r(*value, purchase.pathOf(item), purchase.diagnostics());
    if (!r.isObject())
        return;
    quote.unitPrice = readSchemaNumber(r, "unit_price");
    r.readInto("vendor", quote.vendor);
    if (auto date = r.string("date")) {
        if (isIsoDate(*date))
            quote.date = *date;
        else
            r.error("date", "field.bad_date", {*date});
    }
    r.finish();
}

} // namespace

void readPurchase(ObjectReader& top, Scenario& scenario)
{
    const nlohmann::json* value = top.value("purchase");
    if (!value)
        return;
    ObjectReader r(*value, "purchase", top.diagnostics());
    if (!r.isObject())
        return;
    PurchaseSpec& spec = scenario.purchase;
    if (auto currency = readCurrency(r))
        spec.currency = *currency;
    for (const std::string& item : quoteItemNames())
        readQuote(r, item, spec.quotes[item]);
    spec.exchangeRate = readSchemaNumber(r, "exchange_rate");
    if (auto date = r.string("exchange_rate_date")) {
        if (isIsoDate(*date))
            spec.exchangeRateDate = *date;
        else
            r.error("exchange_rate_date", "field.bad_date", {*date});
    }
    spec.supportPerYear = readSchemaNumber(r, "support_per_year");
    spec.spacePerRackMonth = readSchemaNumber(r, "space_per_rack_month");
    if (auto years = readSchemaInteger(r, "years"))
        spec.years = static_cast<int>(*years);
    r.finish();
}

void readRequest(ObjectReader& top, Scenario& scenario)
{
    const nlohmann::json* value = top.value("request");
    if (!value)
        return;
    ObjectReader r(*value, "request", top.diagnostics());
    if (!r.isObject())
        return;
    RequestSpec& spec = scenario.request;
    r.readInto("requester", spec.requester);
    r.readInto("department", spec.department);
    r.readInto("purpose", spec.purpose);
    r.readInto("budget_holder", spec.budgetHolder);
    r.readInto("approver", spec.approver);
    r.finish();
}

} // namespace gp::sections
