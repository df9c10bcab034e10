#include "procure/bill_of_materials.h"

#include "estimate/estimate.h"
#include "procure/facility_power.h"
#include "procure/server_parts.h"
#include "scenario/scenario.h"

#include <algorithm>
#include <cmath>

namespace gp::procure {

const std::vector<std::string>& serverClassNames()
{
    static const std::vector<std::string> names{"baseboard",   "rack-scale",    "pcie-server",
                                                "workstation", "apple-machine", "cpu-server"};
    return names;
}

ServerClass serverClassOf(const Scenario& scenario)
{
    const HardwareSpec& hw = scenario.hardware;
    if (scenario.workload == Workload::Inference && scenario.inference.device == Device::Cpu)
        return ServerClass::CpuServer;
    if (hw.gpu.unifiedMemory)
        return ServerClass::AppleMachine;
    // NVL72: 72 GPUs in one NVLink domain, sold as a rack.
    if (hw.gpu.maxPerNode > 16)
        return ServerClass::RackScale;
    // A scale-up link other than PCIe means a baseboard (SXM / OAM modules).
    const bool pcie = hw.intraNodeLink.id.rfind("pcie", 0) == 0 || hw.gpu.scaleUpLink.empty()
        || hw.gpu.scaleUpLink.rfind("pcie", 0) == 0;
    if (!pcie)
        return ServerClass::Baseboard;
    // Up to four desktop cards (GeForce, RTX A-series) on one machine: a workstation. Data
    // centre PCIe cards (L40S, H100 PCIe, RTX PRO Server) are passively cooled: a server.
    const std::string& name = hw.gpu.name;
    const bool desktopCard
        = name.find("GeForce") != std::string::npos || name.find("RTX A") != std::string::npos;
    return desktopCard && hw.gpusPerNode <= 4 && hw.nodes == 1 ? ServerClass::Workstation
                                                               : ServerClass::PcieServer;
}

bool needsComputeFabric(const Scenario& scenario, const Estimate& estimate, ServerClass serverClass,
                        std::int64_t servers, int gpusPerServer)
{
    if (servers <= 1 || serverClass == ServerClass::Workstation
        || serverClass == ServerClass::AppleMachine)
        return false;
    if (scenario.workload == Workload::Training)
        return true;
    // Each CPU server runs its own llama.cpp replica.
    if (serverClass == ServerClass::CpuServer)
        return false;
    if (!estimate.inference)
        return true;
    // The replicas this bill serves: the fleet as entered holds fleet.replicas; a bill for
    // another number of servers is the smallest fleet's, which needs sizing.replicas. They need
    // no fabric when each fits whole inside a server and the servers hold them all so.
    const InferenceEstimate& n = *estimate.inference;
    const int perReplica = std::max(1, n.fleet.gpusPerReplica);
    const bool asEntered = static_cast<long long>(scenario.hardware.totalGpus()) == n.fleet.gpus;
    const double needed
        = asEntered ? static_cast<double>(n.fleet.replicas) : std::ceil(n.sizing.replicas.expected);
    const int wholePerServer = gpusPerServer / perReplica; // whole replicas, rounded down
    const double whole = static_cast<double>(servers) * wholePerServer;
    return perReplica > gpusPerServer || whole < needed;
}

namespace {

// The servers, what they hold, the fabric and the power, without prices.
BillOfMaterials equipment(const Scenario& scenario, const Estimate& estimate)
{
    BillOfMaterials bom;
    const HardwareSpec& hw = scenario.hardware;
    bom.serverClass = serverClassOf(scenario);
    bom.servers = hw.nodes;
    bom.gpusPerServer = bom.serverClass == ServerClass::CpuServer ? 0 : hw.gpusPerNode;
    if (bom.serverClass == ServerClass::RackScale) {
        // Bought by the rack: as many whole NVLink domains as the GPUs fill.
        const std::int64_t domain = hw.gpu.maxPerNode;
        bom.servers = (static_cast<std::int64_t>(hw.totalGpus()) + domain - 1) / domain;
        bom.gpusPerServer = static_cast<int>(domain);
    }
    static const char* const kServerSpec[] = {
        "bom.spec.server.baseboard",   "bom.spec.server.rack_scale", "bom.spec.server.pcie_server",
        "bom.spec.server.workstation", "bom.spec.server.apple",      "bom.spec.server.cpu"};
    bom.lines.push_back({"server",
                         bom.servers,
                         1,
                         kServerSpec[static_cast<int>(bom.serverClass)],
                         {std::to_string(bom.gpusPerServer), hw.intraNodeLink.name}});
    const bool fabric
        = needsComputeFabric(scenario, estimate, bom.serverClass, bom.servers, bom.gpusPerServer);
    for (BomLine& l :
         serverLines(scenario, estimate, bom.serverClass, bom.servers, bom.gpusPerServer, fabric))
        bom.lines.push_back(std::move(l));

    // The compute fabric between the servers.
    bom.fabric.replicasWithinServers = !fabric && bom.servers > 1
        && bom.serverClass != ServerClass::Workstation
        && bom.serverClass != ServerClass::AppleMachine;
    if (fabric) {
        const int ports
            = hw.interNodeLink.perServer || bom.gpusPerServer == 0 ? 1 : bom.gpusPerServer;
        bom.fabric = fatTree(bom.servers, ports, switchPortsFor(hw.interNodeLink.id));
        const std::string& link = hw.interNodeLink.name;
        const std::string radix = std::to_string(bom.fabric.switchPorts);
        auto add = [&](const char* item, std::int64_t count, const char* spec) {
            if (count > 0)
                bom.lines.push_back({item, count, 0, spec, {radix, link}});
        };
        if (bom.fabric.tooLarge) {
            bom.power = facilityPower(scenario, bom.serverClass, bom.servers, bom.gpusPerServer,
                                      bom.missing);
            return bom; // beyond three tiers: the sheet says to design it with the vendor
        }
        add("switch.leaf", bom.fabric.leaves, "bom.spec.switch_leaf");
        add("switch.spine", bom.fabric.spines, "bom.spec.switch_spine");
        add("switch.core", bom.fabric.cores, "bom.spec.switch_core");
        bom.lines.push_back({"cable", bom.fabric.links, 0, "bom.spec.cable", {link}});
        // Each cable has a module at both ends: a switch port and a server port, or two switch
        // ports. InfiniBand NDR / XDR cages are twin-port OSFP, one module for two ports (the
        // DGX SuperPOD H100's 4 SU: 1,536 switch and 508 server modules for 2,040 cables).
        const std::int64_t switchPorts = 2 * bom.fabric.links - bom.fabric.endpoints;
        const bool twinPort = twinPortModules(hw.interNodeLink.id);
        auto modules = [&](std::int64_t count) { return twinPort ? (count + 1) / 2 : count; };
        bom.lines.push_back({"transceiver.switch",
                             modules(switchPorts),
                             0,
                             twinPort ? "bom.spec.transceiver_twin" : "bom.spec.transceiver",
                             {link}});
        bom.lines.push_back({"transceiver.server",
                             modules(bom.fabric.endpoints),
                             0,
                             twinPort ? "bom.spec.transceiver_twin" : "bom.spec.transceiver",
                             {link}});
    }
    bom.power
        = facilityPower(scenario, bom.serverClass, bom.servers, bom.gpusPerServer, bom.missing);
    return bom;
}

} // namespace

BillOfMaterials billOfMaterials(const Scenario& scenario, const Estimate& estimate)
{
    BillOfMaterials bom = equipment(scenario, estimate);
    if (scenario.workload == Workload::Training && bom.servers > 1) {
        CheckpointStorage storage;
        storage.checkpointBytes = checkpointBytes(scenario, estimate);
        storage.minutes = scenario.facility.checkpointMinutes;
        storage.writeBytesPerSecond = storage.checkpointBytes / (storage.minutes * 60);
        storage.perServerBytesPerSecond
            = storage.writeBytesPerSecond / static_cast<double>(bom.servers);
        bom.storage = storage;
    }
    bom.ownership = ownership(scenario, bom, estimate);
    return bom;
}

} // namespace gp::procure
