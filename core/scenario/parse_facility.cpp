#include "scenario/sections.h"

namespace gp::sections {

void readFacility(ObjectReader& top, Scenario& scenario)
{
    const nlohmann::json* value = top.value("facility");
    if (!value)
        return;
    ObjectReader r(*value, "facility", top.diagnostics());
    if (!r.isObject())
        return;
    FacilitySpec& spec = scenario.facility;
    if (auto rack = readSchemaNumber(r, "rack_kw"))
        spec.rackKw = *rack;
    if (auto pue = readSchemaNumber(r, "pue"))
        spec.pue = *pue;
    spec.electricityPerKwh = readSchemaNumber(r, "electricity_per_kwh");
    if (auto minutes = readSchemaNumber(r, "checkpoint_minutes"))
        spec.checkpointMinutes = *minutes;
    r.finish();
}

} // namespace gp::sections
