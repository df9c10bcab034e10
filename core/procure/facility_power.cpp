#include "procure/facility_power.h"

#include "scenario/scenario.h"

#include <algorithm>
#include <cmath>

namespace gp::procure {

namespace {

// The average draw over a year as a share of the servers' maximum: compute-heavy training on
// 8 x H100 ran at 76% of the DGX H100's 10.2 kW (Newkirk et al., arXiv:2506.14551); the highest
// draw measured training on an HGX H100 node was 82% (Latif et al., arXiv:2412.08602).
constexpr double kAverageLoad = 0.76;
constexpr double kHoursPerYear = 8760;

} // namespace

PowerFactor powerFactor(ServerClass serverClass)
{
    switch (serverClass) {
    case ServerClass::Baseboard:
        return {1.78, 1.82, 2.04};
    case ServerClass::RackScale:
        // GB200 NVL72: "approximately 120 kW" for 72 x 1.2 kW (DGX GB200 user guide).
        return {1.33, 1.39, 1.53};
    case ServerClass::PcieServer:
        // No vendor publishes a PCIe server's maximum: the baseboard's ratio, widened.
        return {1.5, 1.8, 2.2};
    case ServerClass::Workstation:
        // The cards and a desktop CPU, board and drives; no published reference: a wide band.
        return {1.2, 1.4, 1.8};
    case ServerClass::AppleMachine:
    case ServerClass::CpuServer:
        break;
    }
    return {0, 0, 0};
}

int serversPerRackBySpace(ServerClass serverClass)
{
    switch (serverClass) {
    case ServerClass::Baseboard:
        return 4;
    case ServerClass::RackScale:
        return 1; // the rack is the server
    case ServerClass::PcieServer:
        return 8;
    case ServerClass::CpuServer:
        return 16;
    case ServerClass::Workstation:
    case ServerClass::AppleMachine:
        break;
    }
    return 0;
}

FacilityPower facilityPower(const Scenario& scenario, ServerClass serverClass, std::int64_t servers,
                            int gpusPerServer, std::vector<std::string>& missing)
{
    const FacilitySpec& facility = scenario.facility;
    FacilityPower p;
    p.rackKw = facility.rackKw;
    p.pue = facility.pue;
    p.averageLoad = kAverageLoad;
    const PowerFactor factor = powerFactor(serverClass);
    const double gpuKw = scenario.hardware.gpu.tdpWatts / 1000.0 * gpusPerServer;
    if (factor.expected <= 0)
        p.noPowerModel = true; // a Mac or a CPU server: no published ratio to scale by
    else if (gpuKw > 0)
        p.serverKw = Range{gpuKw * factor.low, gpuKw * factor.expected, gpuKw * factor.high};
    else
        missing.emplace_back("hardware.gpu.tdp_w");
    if (p.serverKw) {
        p.totalKw = static_cast<double>(servers) * p.serverKw->expected;
        const int bySpace = serversPerRackBySpace(serverClass);
        if (bySpace > 0) {
            // In double first: a tiny custom TDP must not overflow the cast.
            const double byPower = facility.rackKw / p.serverKw->expected;
            p.serverOverRackLimit = byPower < 1;
            p.serversPerRack = static_cast<int>(
                std::clamp(std::floor(byPower), 1.0, static_cast<double>(bySpace)));
            p.racks = (servers + p.serversPerRack - 1) / p.serversPerRack;
        }
        p.yearlyKwh = *p.totalKw * kAverageLoad * kHoursPerYear * facility.pue;
        if (facility.electricityPerKwh)
            p.yearlyEnergyCost = *p.yearlyKwh * *facility.electricityPerKwh;
        else
            missing.emplace_back("facility.electricity_per_kwh");
    }
    return p;
}

} // namespace gp::procure
