#include "cost/billing.h"

#include <algorithm>
#include <cmath>

namespace gp {

double billedHours(double hours, Billing billing, double minimumHours)
{
    // Rounding up must not bill an extra unit for floating-point noise (7200.0000001 s).
    auto ceilUnits = [](double value) { return std::ceil(value - 1e-9); };
    double billed = hours;
    switch (billing) {
    case Billing::PerSecond:
        billed = ceilUnits(hours * 3600.0) / 3600.0;
        break;
    case Billing::Hourly:
        billed = ceilUnits(hours);
        break;
    case Billing::Daily:
        billed = ceilUnits(hours / 24.0) * 24.0;
        break;
    case Billing::Monthly:
        billed = ceilUnits(hours / 720.0) * 720.0;
        break;
    case Billing::Reserved:
        // A commitment is paid whole: the minimum term, or whole hours beyond it (a policy
        // choice; some providers bill reserved capacity by the month).
        billed = ceilUnits(hours);
        break;
    }
    return std::max(billed, minimumHours);
}

std::optional<Cost> runCost(const PricingSpec& pricing, int gpus, const Range& seconds)
{
    if (!pricing.gpuHour)
        return std::nullopt;
    Cost cost;
    cost.currency = pricing.currency;
    cost.billing = pricing.billing;
    auto hoursFor
        = [&](double s) { return billedHours(s / 3600.0, pricing.billing, pricing.minimumHours); };
    cost.billedHoursPerGpu
        = {hoursFor(seconds.low), hoursFor(seconds.expected), hoursFor(seconds.high)};
    cost.amount = cost.billedHoursPerGpu * (gpus * *pricing.gpuHour);
    return cost;
}

} // namespace gp
