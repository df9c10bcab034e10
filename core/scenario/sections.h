#pragma once
// The section readers of the scenario parser (internal to scenario/).
#include "common/object_reader.h"
#include "scenario/scenario.h"

namespace gp::sections {

void readModel(ObjectReader& top, Scenario& scenario);
void readHardware(ObjectReader& top, const Catalog& catalog, Scenario& scenario);
void readTraining(ObjectReader& top, Scenario& scenario);
void readInference(ObjectReader& top, Scenario& scenario);
void readPricing(ObjectReader& top, Scenario& scenario);

// Cross-field checks that need the model and the hardware; run only when both resolved.
void checkTraining(const Scenario& scenario, Diagnostics& diag);
void checkInference(const Scenario& scenario, Diagnostics& diag);

// Finds the index of a name in a list of names (the enum's value).
int indexOf(const std::vector<std::string>& names, const std::string& name);

} // namespace gp::sections
