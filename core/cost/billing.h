#pragma once
// What a run costs under a billing rule: per second, rounded up to whole hours, days or 30-day
// months, or a reserved commitment with a minimum term. Short and long jobs differ exactly where
// the rules say they do.
#include "common/range.h"
#include "scenario/scenario.h"

namespace gp {

struct Cost
{
    Range amount; // in pricing.currency
    Range billedHoursPerGpu; // after rounding and minimum terms
    std::string currency;
    Billing billing = Billing::Hourly;
};

// Hours one GPU is billed for a run of `hours` under the rule and minimum.
double billedHours(double hours, Billing billing, double minimumHours);

// Cost of running `gpus` GPUs for `seconds` (a range); nothing without pricing.gpu_hour.
std::optional<Cost> runCost(const PricingSpec& pricing, int gpus, const Range& seconds);

} // namespace gp
