#include "training/collectives.h"

#include <algorithm>

namespace gp::training {
namespace {

constexpr double kGB = 1e9;

// Seconds to move `bytes` over a link, plus `hops` latencies: the best efficiency gives the
// shortest time.
Range linkSeconds(double bytes, double hops, const LinkSpec& link)
{
    const double latency = hops * link.latencyUs * 1e-6;
    return (linkEfficiency(link) * (link.bandwidthGBps * kGB)).dividedInto(bytes)
        + Range::exactly(latency);
}

} // namespace

GroupPlacement placeGroup(int ranks, int stride, int gpusPerNode)
{
    GroupPlacement g;
    g.ranks = std::max(1, ranks);
    if (static_cast<long long>(ranks) * stride <= gpusPerNode) {
        g.perNode = g.ranks;
        g.nodes = 1;
        return g;
    }
    g.perNode = std::max(1, std::min(g.ranks, gpusPerNode / std::max(1, stride)));
    g.nodes = std::max(1, (g.ranks + g.perNode - 1) / g.perNode);
    return g;
}

Range linkEfficiency(const LinkSpec& link)
{
    // Stored as {low, expected, high} = {worst, expected, best} bus-bandwidth shares; NCCL tests
    // reach 75-90% of NVLink and InfiniBand line rate, TCP Ethernet noticeably less.
    if (link.id.rfind("eth-", 0) == 0)
        return {0.45, 0.65, 0.8};
    if (link.id.rfind("pcie", 0) == 0)
        return {0.5, 0.7, 0.85};
    return {0.6, 0.8, 0.9};
}

Range allReduceSeconds(double bytes, const GroupPlacement& g, const LinkSpec& intra,
                       const LinkSpec& inter)
{
    if (g.ranks <= 1 || bytes <= 0)
        return Range::exactly(0);
    // NCCL pipelines the NVLink and the network parts of a hierarchical all-reduce, so the
    // slower phase sets the time.
    Range inside = Range::exactly(0);
    Range across = Range::exactly(0);
    if (g.perNode > 1) {
        // Reduce-scatter and all-gather inside each server: 2 (g-1)/g of the data.
        const double n = g.perNode;
        inside = linkSeconds(2 * (n - 1) / n * bytes, 2 * (n - 1), intra);
    }
    if (g.nodes > 1) {
        // Across servers each GPU carries its 1/g shard over its own network link.
        const double k = g.nodes;
        across = linkSeconds(2 * (k - 1) / k * bytes / g.perNode, 2 * (k - 1), inter);
    }
    const Range total
        = {std::max(inside.low, across.low), std::max(inside.expected, across.expected),
           std::max(inside.high, across.high)};
    return total;
}

Range allToAllSeconds(double bytes, const GroupPlacement& g, const LinkSpec& intra,
                      const LinkSpec& inter)
{
    if (g.ranks <= 1 || bytes <= 0)
        return Range::exactly(0);
    const double n = g.ranks;
    const double leaving = bytes * (n - 1) / n;
    // The share bound for other servers crosses the slower network.
    const double remote = g.nodes > 1 ? leaving * (g.ranks - g.perNode) / (n - 1) : 0.0;
    Range total = linkSeconds(leaving - remote, n - 1, intra);
    if (remote > 0)
        total += linkSeconds(remote, n - 1, inter);
    return total;
}

Range transferSeconds(double bytes, const LinkSpec& link)
{
    if (bytes <= 0)
        return Range::exactly(0);
    return linkSeconds(bytes, 1, link);
}

} // namespace gp::training
