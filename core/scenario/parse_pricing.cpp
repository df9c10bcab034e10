#include "common/messages.h"
#include "scenario/sections.h"

#include <regex>

namespace gp::sections {

namespace {

// The price the user keeps for this GPU fills what the file does not say: the price itself, and
// the currency, billing and minimum when the file names none. A file whose amounts are in another
// currency (its stated currency, or USD for API prices given without one) keeps its own and is
// left without a GPU price: mixing currencies would make every comparison wrong.
void applyCatalogPrice(const Catalog& catalog, Scenario& scenario, const ObjectReader* pricing,
                       Diagnostics& diag)
{
    PricingSpec& spec = scenario.pricing;
    // Served on the CPU the hour priced is a server's: a GPU's price says nothing of it.
    const bool onCpu
        = scenario.workload == Workload::Inference && scenario.inference.device == Device::Cpu;
    if (spec.gpuHour || scenario.hardware.gpuId.empty() || onCpu)
        return;
    const PriceSpec* price = catalog.price(scenario.hardware.gpuId);
    if (!price)
        return;
    auto stated = [&](const char* key) { return pricing && pricing->has(key); };
    const bool fileHasCurrency
        = stated("currency") || spec.apiInputPerMillion || spec.apiOutputPerMillion;
    if (fileHasCurrency && spec.currency != price->currency) {
        diag.warning(stated("currency") ? "pricing.currency" : "pricing", "cost.catalog_currency",
                     {spec.currency, scenario.hardware.gpuId, price->currency});
        return;
    }
    spec.gpuHour = price->gpuHour;
    spec.currency = price->currency;
    if (!stated("billing"))
        spec.billing = static_cast<Billing>(indexOf(billingNames(), price->billing));
    if (!stated("minimum_hours"))
        spec.minimumHours = price->minimumHours;
    spec.fromCatalog = *price;
    scenario.hasPricing = true;
}

} // namespace

std::optional<std::string> readCurrency(ObjectReader& r)
{
    auto currency = r.string("currency");
    if (!currency)
        return std::nullopt;
    static const std::regex isoCode("[A-Z]{3}");
    if (std::regex_match(*currency, isoCode))
        return currency;
    r.error("currency", "cost.bad_currency", {*currency});
    return std::nullopt;
}

std::optional<Billing> readBilling(ObjectReader& r)
{
    if (auto billing = r.choice("billing", billingNames()))
        return static_cast<Billing>(indexOf(billingNames(), *billing));
    return std::nullopt;
}

void readPricing(ObjectReader& top, const Catalog& catalog, Scenario& scenario)
{
    const nlohmann::json* value = top.value("pricing");
    if (!value) {
        applyCatalogPrice(catalog, scenario, nullptr, top.diagnostics());
        return;
    }
    scenario.hasPricing = true;
    ObjectReader r(*value, "pricing", top.diagnostics());
    if (!r.isObject())
        return;
    PricingSpec& spec = scenario.pricing;
    spec.gpuHour = readSchemaNumber(r, "gpu_hour");
    if (auto currency = readCurrency(r))
        spec.currency = *currency;
    if (auto billing = readBilling(r))
        spec.billing = *billing;
    if (auto minimum = readSchemaNumber(r, "minimum_hours"))
        spec.minimumHours = *minimum;
    spec.apiInputPerMillion = readSchemaNumber(r, "api_input_per_million");
    spec.apiOutputPerMillion = readSchemaNumber(r, "api_output_per_million");
    r.finish();
    applyCatalogPrice(catalog, scenario, &r, top.diagnostics());
}

} // namespace gp::sections
