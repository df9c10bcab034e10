#include "procure/ownership.h"

#include "estimate/estimate.h"
#include "procure/bill_of_materials.h"

#include <algorithm>

namespace gp::procure {

namespace {

constexpr double kHoursPerYear = 8760;
// The serving estimate's month is 30 days (inference_sizing.cpp); ownership counts in years.
constexpr double kServingMonthsPerYear = kHoursPerYear / (30 * 24);

// The months after which buying has cost less: the capital cost over what owning saves a month.
std::optional<double> breakEven(double capex, double alternativePerYear, double owningPerYear)
{
    const double savedPerMonth = (alternativePerYear - owningPerYear) / 12;
    if (savedPerMonth <= 0)
        return std::nullopt;
    return capex / savedPerMonth;
}

} // namespace

std::string quoteItemOf(const std::string& bomItem)
{
    if (bomItem == "server" || bomItem == "cable")
        return bomItem;
    if (bomItem.rfind("switch.", 0) == 0)
        return "switch";
    if (bomItem == "transceiver.switch")
        return "switch_transceiver";
    if (bomItem == "transceiver.server")
        return "server_transceiver";
    return {};
}

Ownership ownership(const Scenario& scenario, const BillOfMaterials& bom, const Estimate& estimate)
{
    const PurchaseSpec& spec = scenario.purchase;
    Ownership o;
    o.pricingCurrency = scenario.pricing.currency;
    o.currency = spec.currency.empty() ? o.pricingCurrency : spec.currency;
    o.years = spec.years;
    o.exchangeRateDate = spec.exchangeRateDate;

    // Quantities per quote item, in the bill's order.
    std::vector<std::pair<std::string, std::int64_t>> counted;
    for (const BomLine& line : bom.lines) {
        const std::string item = quoteItemOf(line.item);
        if (item.empty() || line.quantity <= 0)
            continue;
        auto it = std::find_if(counted.begin(), counted.end(),
                               [&](const auto& c) { return c.first == item; });
        if (it == counted.end())
            counted.emplace_back(item, line.quantity);
        else
            it->second += line.quantity;
    }
    for (const auto& [item, quantity] : counted) {
        const auto quote = spec.quotes.find(item);
        if (quote == spec.quotes.end() || !quote->second.unitPrice) {
            o.unpriced.push_back(item);
            o.missing.emplace_back("purchase." + item + ".unit_price");
            continue;
        }
        const Quote& q = quote->second;
        o.priced.push_back({item, quantity, *q.unitPrice,
                            *q.unitPrice * static_cast<double>(quantity), q.vendor, q.date});
        o.capex = o.capex.value_or(0) + o.priced.back().amount;
    }
    if (!o.capex)
        return o;

    // What the scenario prices in its pricing currency needs the rate when the quotes differ.
    if (o.currency == o.pricingCurrency)
        o.exchangeRate = 1;
    else if (spec.exchangeRate)
        o.exchangeRate = spec.exchangeRate;
    else
        o.missing.emplace_back("purchase.exchange_rate");

    double perYear = 0;
    if (bom.power.yearlyEnergyCost && o.exchangeRate) {
        o.yearlyEnergy = *bom.power.yearlyEnergyCost * *o.exchangeRate;
        perYear += *o.yearlyEnergy;
    } else if (!bom.power.yearlyEnergyCost && bom.power.yearlyKwh) {
        o.missing.emplace_back("facility.electricity_per_kwh");
    }
    if (spec.supportPerYear) {
        o.yearlySupport = *o.capex * *spec.supportPerYear;
        perYear += *o.yearlySupport;
    } else {
        o.missing.emplace_back("purchase.support_per_year");
    }
    if (bom.power.racks > 0) {
        if (spec.spacePerRackMonth) {
            o.yearlySpace = *spec.spacePerRackMonth * 12 * static_cast<double>(bom.power.racks);
            perYear += *o.yearlySpace;
        } else {
            o.missing.emplace_back("purchase.space_per_rack_month");
        }
    }
    o.tco = *o.capex + perYear * o.years;
    const std::size_t runningCostsMissing = static_cast<std::size_t>(
        std::count_if(o.missing.begin(), o.missing.end(), [](const std::string& field) {
            return field.find(".unit_price") == std::string::npos;
        }));
    // Without a power figure (a Mac, a GPU without TDP) the energy is unknown, not nothing.
    const bool runningCostsGiven = runningCostsMissing == 0 && bom.power.yearlyKwh.has_value();
    o.complete = o.unpriced.empty() && runningCostsGiven;

    const double termSeconds = o.years * kHoursPerYear * 3600;
    const std::int64_t gpus = bom.servers * bom.gpusPerServer;
    if (!o.exchangeRate)
        return o;
    const double rate = *o.exchangeRate;
    if (gpus > 0) {
        if (auto rent
            = runCost(scenario.pricing, static_cast<int>(gpus), Range::exactly(termSeconds))) {
            o.rentTerm = rent->amount.expected * rate;
            if (runningCostsGiven)
                o.breakEvenMonthsRent = breakEven(*o.capex, *o.rentTerm / o.years, perYear);
        } else {
            o.missing.emplace_back("pricing.gpu_hour");
        }
    }
    if (estimate.trainingCost)
        o.rentRun = estimate.trainingCost->amount * rate;
    if (estimate.trainingTime && estimate.trainingTime->totalTime
        && estimate.trainingTime->totalTime->expected > 0)
        o.runsInTerm = termSeconds / estimate.trainingTime->totalTime->expected;
    if (estimate.inference && estimate.inference->rent) {
        const double apiPerYear
            = estimate.inference->rent->apiMonthly * kServingMonthsPerYear * rate;
        o.apiTerm = apiPerYear * o.years;
        if (runningCostsGiven)
            o.breakEvenMonthsApi = breakEven(*o.capex, apiPerYear, perYear);
    }
    return o;
}

} // namespace gp::procure
