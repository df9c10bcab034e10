#pragma once
// What a plan needs bought, from the scenario's cluster as entered: servers of a class that
// follows from the GPU and its link, what each server holds (CPUs, memory, local NVMe, network
// adapters), the fabric between the servers, and the power, racks and energy it takes. Every rule
// is documented with its source in docs/sizing-sheet.md; the views only format this.
#include "common/range.h"
#include "procure/fabric.h"
#include "procure/ownership.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gp {

struct Scenario;
struct Estimate;

namespace procure {

// The kind of machine the GPUs come in. In serverClassNames() order.
enum class ServerClass {
    Baseboard, // 8 GPUs on an HGX / OAM baseboard with their scale-up link (DGX H100, XE9680)
    RackScale, // a rack-scale NVLink domain (GB200 / GB300 NVL72): bought by the rack
    PcieServer, // PCIe cards in a 2-socket server (L40S, H100 PCIe)
    Workstation, // up to 4 consumer or workstation cards
    AppleMachine, // a Mac with unified memory
    CpuServer, // serving on the CPU: no GPU
};
const std::vector<std::string>& serverClassNames();

// One line of the bill: a quantity of one item, with a specification in the reader's language
// (a message id and its arguments) and where the rule comes from.
struct BomLine
{
    std::string item; // "server", "gpu", "cpu", "memory", "nvme", "nic.compute", "switch.leaf" ...
    std::int64_t quantity = 0; // for the whole cluster
    std::int64_t perServer = 0; // 0 for what is not inside a server (switches, cables)
    std::string specId; // message id of the specification
    std::vector<std::string> specArgs;
};

struct FacilityPower
{
    std::optional<Range> serverKw; // maximum system power of one server (unknown without TDP)
    std::optional<double> totalKw; // the servers at their maximum (switches not counted)
    int serversPerRack = 0;
    bool serverOverRackLimit = false; // one server draws more than facility.rack_kw
    bool noPowerModel = false; // a Mac or a CPU server: no published figure to scale
    std::int64_t racks = 0; // 0 for desk-side machines
    double rackKw = 0; // the rack power limit used
    double pue = 0;
    double averageLoad = 0; // the year's average draw as a share of the maximum
    std::optional<double> yearlyKwh; // facility energy at the average draw, PUE included
    std::optional<double> yearlyEnergyCost; // with an electricity price
};

// Shared storage for a training run's checkpoints: the write bandwidth that saves a whole one
// (weights, master copy and optimizer states) in facility.checkpoint_minutes.
struct CheckpointStorage
{
    double checkpointBytes = 0;
    double minutes = 0;
    double writeBytesPerSecond = 0; // all servers together
    double perServerBytesPerSecond = 0;
};

struct BillOfMaterials
{
    ServerClass serverClass = ServerClass::Baseboard;
    std::int64_t servers = 0;
    int gpusPerServer = 0;
    std::vector<BomLine> lines;
    Fabric fabric;
    FacilityPower power;
    std::optional<CheckpointStorage> storage; // training on more than one server
    // Inputs the sheet would need for a figure it leaves out ("facility.electricity_per_kwh").
    std::vector<std::string> missing;
    Ownership ownership; // what it costs bought and owned, beside renting
};

// The scenario's cluster as entered (hardware.nodes servers of hardware.gpus_per_node GPUs).
BillOfMaterials billOfMaterials(const Scenario& scenario, const Estimate& estimate);

ServerClass serverClassOf(const Scenario& scenario);

// Whether the servers exchange tensors, and so need a compute fabric between them: training on
// more than one server does (data parallelism at least); serving does only when a replica
// spans servers: tp x pp beyond one server, or more replicas than the servers hold whole (the
// fleet as entered, or the smallest fleet's replicas for a bill of another size). Replicas
// inside one server each take requests over the data centre's own network.
bool needsComputeFabric(const Scenario& scenario, const Estimate& estimate, ServerClass serverClass,
                        std::int64_t servers, int gpusPerServer);

} // namespace procure
} // namespace gp
