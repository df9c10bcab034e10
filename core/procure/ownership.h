#pragma once
// What buying the cluster costs and what owning it costs over a term, beside renting the same
// GPUs and, for serving, paying an API for the same tokens. Every amount is in the quotes'
// currency (purchase.currency); what the scenario prices in pricing.currency (GPU-hours,
// electricity, the API) is converted at purchase.exchange_rate. Nothing is priced by default: an
// item without a quote, or a figure without its input, is named, never counted as zero. Rules:
// docs/sizing-sheet.md, "Cost of ownership".
#include "common/range.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gp {

struct Scenario;
struct Estimate;

namespace procure {

struct BillOfMaterials;

// A quoted item times the quantity the bill of materials counts.
struct PricedItem
{
    std::string item; // one of quoteItemNames()
    std::int64_t quantity = 0;
    double unitPrice = 0;
    double amount = 0;
    std::string vendor;
    std::string date;
};

struct Ownership
{
    std::string currency; // of every amount below
    std::string pricingCurrency; // what rent, energy and the API are priced in
    std::optional<double> exchangeRate; // units of `currency` per unit of pricingCurrency
    std::string exchangeRateDate;
    int years = 3;
    std::vector<PricedItem> priced;
    // Items the bill counts that no quote prices (quoteItemNames()); the capital cost without
    // them is a lower bound.
    std::vector<std::string> unpriced;
    std::optional<double> capex; // the priced items; nothing when none is
    std::optional<double> yearlyEnergy;
    std::optional<double> yearlySupport;
    std::optional<double> yearlySpace;
    std::optional<double> tco; // capex + years x the yearly costs that are given
    // Every item the bill counts is priced and every running cost is given: the capital cost
    // and the total are whole, not lower bounds.
    bool complete = false;
    // The same GPUs rented around the clock for the term, under the scenario's billing.
    std::optional<double> rentTerm;
    std::optional<Range> rentRun; // training: the run itself, rented
    std::optional<double> runsInTerm; // training: runs of this length the cluster does in the term
    std::optional<double> apiTerm; // serving: the API for the term at the deployment's volume
    // Months of round-the-clock use after which buying has cost less than renting (or the API);
    // nothing when the monthly rent does not exceed owning's monthly running cost, or when a
    // running cost is not given (leaving it out would make buying look quicker to pay back).
    std::optional<double> breakEvenMonthsRent;
    std::optional<double> breakEvenMonthsApi;
    // Inputs a figure above needs and the scenario does not give (dotted field paths).
    std::vector<std::string> missing;
};

Ownership ownership(const Scenario& scenario, const BillOfMaterials& bom, const Estimate& estimate);

// The quote item a bill-of-materials line is priced by ("switch.leaf" -> "switch"); empty for
// what the server's price includes (CPUs, memory, drives, adapters).
std::string quoteItemOf(const std::string& bomItem);

} // namespace procure
} // namespace gp
