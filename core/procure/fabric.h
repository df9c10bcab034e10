#pragma once
// The network between the servers that a plan needs bought: a non-blocking fat tree of switches of
// one radix, two tiers while it fits (k²/2 ports of k-port switches), three up to k³/4; beyond
// that it is left to the vendor. With a full leaf's worth of servers and one port per GPU the
// fabric is rail-optimised: GPU i of every server meets on its own leaves, as in NVIDIA's DGX
// SuperPOD (docs/sizing-sheet.md, "Bill of materials").
#include <cstdint>
#include <string>

namespace gp::procure {

// 64 ports per switch: NVIDIA Quantum-2 QM9700 (64 x NDR 400 Gb/s), and the 64 x 400 GbE of
// Broadcom Tomahawk 4 / Spectrum-3 class Ethernet switches.
inline constexpr int kSwitchPorts = 64;

// The ports of the switch an inter-node link is built from: InfiniBand HDR's Quantum QM8700 has
// 40 (x 200 Gb/s), XDR's Quantum-X800 Q3400 144 (x 800 Gb/s); the others kSwitchPorts.
int switchPortsFor(const std::string& linkId);
// InfiniBand NDR and XDR cages take twin-port OSFP modules: one module serves two ports.
bool twinPortModules(const std::string& linkId);

struct Fabric
{
    std::int64_t endpoints = 0; // server ports on the fabric
    int switchPorts = kSwitchPorts; // the radix it is built of
    int tiers = 0; // 0: no fabric (one server), 1: one switch, 2: leaf-spine, 3: with a core tier
    std::int64_t leaves = 0;
    std::int64_t spines = 0; // the second tier (aggregation when there are three)
    std::int64_t cores = 0; // the third tier
    std::int64_t links = 0; // cables: server-leaf plus switch-switch
    bool tooLarge = false; // more ports than three tiers of these switches hold
    // More than one server, but none needed: each holds whole serving replicas (or is a CPU
    // server on its own), which exchange nothing with the other servers.
    bool replicasWithinServers = false;
    std::int64_t switches() const { return leaves + spines + cores; }
};

// portsPerServer: one per GPU on a rail-optimised fabric, one per server on shared Ethernet.
Fabric fatTree(std::int64_t servers, int portsPerServer, int switchPorts = kSwitchPorts);

} // namespace gp::procure
