#include "procure/fabric.h"

namespace gp::procure {

namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

} // namespace

Fabric fatTree(std::int64_t servers, int portsPerServer, int switchPorts)
{
    Fabric f;
    if (servers <= 1 || portsPerServer < 1 || switchPorts < 2)
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
    // A leaf gives half its ports to servers and half to the tier above (non-blocking). Rails:
    // each of a server's ports goes to its own leaf, so every rail has its own leaves.
    const std::int64_t leavesPerRail = ceilDiv(servers, half);
    f.leaves = portsPerServer * leavesPerRail;
    if (f.endpoints <= k * k / 2) {
        f.tiers = 2;
        // Every leaf's uplinks, spread over spines of k ports.
        f.spines = ceilDiv(f.leaves * half, k);
        f.links += f.leaves * half;
        return f;
    }
    // Three tiers (a k-ary fat tree): as many aggregation switches as leaves, and a core of
    // half as many, each tier non-blocking.
    f.tiers = 3;
    f.spines = f.leaves;
    f.cores = ceilDiv(f.spines * half, k);
    f.links += f.leaves * half + f.spines * half;
    return f;
}

} // namespace gp::procure
