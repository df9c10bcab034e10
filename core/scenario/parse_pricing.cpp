#include "common/messages.h"
#include "scenario/sections.h"

#include <regex>

namespace gp::sections {

void readPricing(ObjectReader& top, Scenario& scenario)
{
    const nlohmann::json* value = top.value("pricing");
    if (!value)
        return;
    scenario.hasPricing = true;
    ObjectReader r(*value, "pricing", top.diagnostics());
    if (!r.isObject())
        return;
    PricingSpec& spec = scenario.pricing;
    spec.gpuHour = r.number("gpu_hour", Bound::NonNegative);
    if (auto currency = r.string("currency")) {
        static const std::regex isoCode("[A-Z]{3}");
        if (std::regex_match(*currency, isoCode))
            spec.currency = *currency;
        else
            r.error("currency", "cost.bad_currency", {*currency});
    }
    if (auto billing = r.choice("billing", billingNames()))
        spec.billing = static_cast<Billing>(indexOf(billingNames(), *billing));
    if (auto minimum = r.number("minimum_hours", Bound::NonNegative))
        spec.minimumHours = *minimum;
    spec.apiInputPerMillion = r.number("api_input_per_million", Bound::NonNegative);
    spec.apiOutputPerMillion = r.number("api_output_per_million", Bound::NonNegative);
    r.finish();
}

} // namespace gp::sections
