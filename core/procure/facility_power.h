#pragma once
// Power, racks and energy of a bill of materials: each server at its published maximum system
// power (estimated from its GPUs' TDP where no system figure is known), servers packed into racks
// under the facility's rack power limit, and a year's energy at the average draw with the PUE.
// Sources: docs/sizing-sheet.md, "Power and space".
#include "procure/bill_of_materials.h"

namespace gp::procure {

// Maximum system power over the GPUs' TDP, per server class. Baseboard: DGX A100 6.5 kW for
// 8 x 400 W (2.03), DGX H100 10.2 kW for 8 x 700 W (1.82), DGX B200 14.3 kW for 8 x 1000 W (1.79).
struct PowerFactor
{
    double low, expected, high;
};
PowerFactor powerFactor(ServerClass serverClass);

// Servers one rack takes at most by their height, whatever its power allows (4 HGX servers of
// 8U-10U per 42U rack, as in the DGX SuperPOD H100 racks).
int serversPerRackBySpace(ServerClass serverClass);

// Servers at their maximum, without the network's switches (no published switch figure is kept).
FacilityPower facilityPower(const Scenario& scenario, ServerClass serverClass, std::int64_t servers,
                            int gpusPerServer, std::vector<std::string>& missing);

} // namespace gp::procure
