#pragma once
// The section readers of the scenario parser (internal to scenario/).
#include "common/object_reader.h"
#include "scenario/scenario.h"

namespace gp::sections {

void readModel(ObjectReader& top, Scenario& scenario);
void readHardware(ObjectReader& top, const Catalog& catalog, Scenario& scenario);
void readTraining(ObjectReader& top, Scenario& scenario);
void readInference(ObjectReader& top, Scenario& scenario);
// After readHardware: a scenario without pricing.gpu_hour takes its GPU's catalog price.
void readPricing(ObjectReader& top, const Catalog& catalog, Scenario& scenario);
void readFacility(ObjectReader& top, Scenario& scenario);
void readPurchase(ObjectReader& top, Scenario& scenario);
void readRequest(ObjectReader& top, Scenario& scenario);

// The "currency" and "billing" keys of an object with prices (a scenario's pricing, a catalog's
// price entry): an ISO 4217 code, one of billingNames(). Nothing when absent or wrong (the error
// is reported).
std::optional<std::string> readCurrency(ObjectReader& r);
std::optional<Billing> readBilling(ObjectReader& r);

// Cross-field checks; they need a resolved model. Checks that also need the hardware run only
// when hardwareOk, so one bad GPU id does not hide the other problems.
void checkTraining(const Scenario& scenario, bool hardwareOk, Diagnostics& diag);
void checkInference(const Scenario& scenario, bool hardwareOk, Diagnostics& diag);

// A field within the bounds (and choices) the schema gives it (field_schema.h), at the reader's
// path and key; nothing when absent or refused (the error is reported).
std::optional<std::int64_t> readSchemaInteger(ObjectReader& r, std::string_view key);
std::optional<double> readSchemaNumber(ObjectReader& r, std::string_view key);

// Finds the index of a name in a list of names (the enum's value).
int indexOf(const std::vector<std::string>& names, const std::string& name);

// One of `names` into the enum listed in the same order.
template <typename Enum>
void readEnum(ObjectReader& r, std::string_view key, const std::vector<std::string>& names,
              Enum& field)
{
    if (auto name = r.choice(key, names))
        field = static_cast<Enum>(indexOf(names, *name));
}

} // namespace gp::sections
