#include "procure/fabric.h"

namespace gp::procure {

namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

} // namespace

int switchPortsFor(const std::string& linkId)
{
    if (linkId == "ib-hdr")
        return 40;
    if (linkId == "ib-xdr")
        return 144;
    return kSwitchPorts;
}

bool twinPortModules(const std::string& linkId)
{
    return linkId == "ib-ndr" || linkId == "ib-xdr";
}

Fabric fatTree(std::int64_t servers, int portsPerServer, int switchPorts)
{
    Fabric f;
    f.switchPorts = switchPorts;
    if (servers <= 1 || portsPerServer < 1 || switchPorts < 4)
        return f;
    const std::int64_t k = switchPorts;
    const std::int64_t half = k / 2;
    f.endpoints = servers * portsPerServer;
    f.links = f.endpoints;
    if (f.endpoints <= k) {
        f.tiers = 1;
        f.leaves = 1;
        return f;
    }
    if (f.endpoints > k * k * k / 4) {
        f.tooLarge = true; // beyond three tiers: a design for the vendor, not a count
        return f;
    }
    // A leaf gives half its ports to servers and as many to the tier above (non-blocking). With
    // a full leaf's worth of servers the fabric is rail-optimised: port i of every server meets
    // on its own leaves (DGX SuperPOD); a smaller cluster fills its leaves in order.
    f.leaves
        = servers >= half ? portsPerServer * ceilDiv(servers, half) : ceilDiv(f.endpoints, half);
    if (f.endpoints <= k * k / 2) {
        f.tiers = 2;
        // One uplink per server port in use, spread over spines of k ports.
        f.spines = ceilDiv(f.endpoints, k);
        f.links += f.endpoints;
        return f;
    }
    // Three tiers (a k-ary fat tree): pods of leaves and aggregation switches, one uplink per
    // server port at each tier, and a core of k-port switches above them.
    f.tiers = 3;
    f.leaves = ceilDiv(f.endpoints, half);
    f.spines = f.leaves;
    f.cores = ceilDiv(f.endpoints, k);
    f.links += 2 * f.endpoints;
    return f;
}

} // namespace gp::procure
