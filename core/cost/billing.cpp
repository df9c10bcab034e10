#include "cost/billing.h"

#include <algorithm>
#include <cmath>

namespace gp {

double billedHours(double hours, Billing billing, double minimumHours)
{
    double billed = hours;
    switch (billing) {
    case Billing::PerSecond:
        billed = std::ceil(hours * 3600.0) / 3600.0;
        break;
    case Billing::Hourly:
        billed = std::ceil(hours);
        break;
    case Billing::Daily:
        billed = std::ceil(hours / 24.0) * 24.0;
        break;
    case Billing::Monthly:
        billed = std::ceil(hours / 720.0) * 720.0;
        break;
    case Billing::Reserved:
        // A commitment is paid whole: the minimum term, or whole hours beyond it.
        billed = std::ceil(hours);
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
