#pragma once
// Time of the collectives a training step runs, on the links they actually cross. Groups are
// placed the way Megatron-LM orders ranks (tensor parallel fastest, then context, data and
// pipeline parallel), so a group either fits in one server or spans several with the same
// number of GPUs in each.
#include "common/range.h"
#include "hardware/catalog.h"

namespace gp::training {

struct GroupPlacement
{
    int ranks = 1; // GPUs in the group
    int perNode = 1; // of them in one server
    int nodes = 1; // servers the group spans
};

// A group of `ranks` whose members are `stride` ranks apart, in servers of `gpusPerNode`.
GroupPlacement placeGroup(int ranks, int stride, int gpusPerNode);

// Share of a link's nominal bandwidth that collectives reach: {worst, expected, best}.
Range linkEfficiency(const LinkSpec& link);

// Ring all-reduce of `bytes` per GPU; hierarchical when the group spans servers (inside each
// server and across servers with one network link per GPU, pipelined: the slower part sets the
// time). Seconds, low to high.
Range allReduceSeconds(double bytes, const GroupPlacement& group, const LinkSpec& intra,
                       const LinkSpec& inter);

// All-to-all where each GPU exchanges `bytes` with the rest of the group.
Range allToAllSeconds(double bytes, const GroupPlacement& group, const LinkSpec& intra,
                      const LinkSpec& inter);

// One point-to-point transfer of `bytes` over a link.
Range transferSeconds(double bytes, const LinkSpec& link);

} // namespace gp::training
