#pragma once
// How one serving replica is split over GPUs when the scenario leaves it to the planner
// ("tp": "auto"): the smallest tensor x pipeline split that fits (it starts, and everything it
// holds at the peak fits the card) and lets one user meet the latency targets. Tensor parallelism stays inside a server (its
// all-reduces need the board's link); pipeline stages go across servers only when one server is
// not enough, as vLLM's and SGLang's deployment guides advise.
#include "scenario/scenario.h"

#include <algorithm>
#include <cstdint>

namespace gp {

struct ServingSplit
{
    int tp = 1;
    int pp = 1;
    bool fits = false; // the memory of one replica fits at this split
    bool targetsMet = false; // and one user meets ttft_ms / tpot_ms
};

// Calls `visit(tp, pp)` for every split an engine accepts on this hardware, smallest first:
// tp 1, 2, 4, ... up to a server's GPUs (dividing the attention heads and the KV heads or their
// multiple, and a hybrid's linear heads), within the fleet's GPUs, then the same with 2, 4,
// ... pipeline stages, while the stages do not outnumber the servers or the layers. With
// `fixedPp` > 0 only that pipeline size is tried. Stops when `visit` returns true.
template <typename Visit>
void forEachServingSplit(const Scenario& scenario, int fixedPp, Visit&& visit)
{
    const HardwareSpec& hw = scenario.hardware;
    const Architecture& a = scenario.model.architecture;
    const int firstPp = fixedPp > 0 ? fixedPp : 1;
    // LMDeploy serves with tensor, data and expert parallelism only: no pipeline stages.
    const int lastPp = fixedPp > 0
        ? fixedPp
        : (scenario.inference.engine == Engine::LmDeploy ? 1 : std::max(1, hw.nodes));
    for (int pp = firstPp; pp <= lastPp && pp <= std::max<std::int64_t>(1, a.layers); pp *= 2)
        for (int tp = 1; tp <= std::max(1, hw.gpusPerNode); tp *= 2) {
            // What the engines accept: heads split evenly, KV heads split or replicated
            // evenly, and no more GPUs than the fleet has.
            if (a.heads > 0 && a.heads % tp != 0)
                continue;
            if (!a.isMla() && a.kvHeads > 0 && a.kvHeads % tp != 0 && tp % a.kvHeads != 0)
                continue;
            if (a.isHybrid() && !a.linearSplitsBy(tp, true)) // the linear layers' heads
                continue;
            if (static_cast<long long>(tp) * pp > hw.totalGpus())
                continue;
            if (visit(tp, pp))
                return;
        }
}

// The split "auto" stands for. When no split meets the targets, the smallest that fits; when none
// fits, the largest tensor split of one server (the verdict then says how far it is short).
ServingSplit chooseServingSplit(const Scenario& scenario, int fixedPp);

// Replaces "tp": "auto" by its split in a parsed scenario (inference.tpAuto stays set: the
// estimate's JSON says the split was chosen, and the advice does not propose another). Nothing changes for a CPU plan or a split given in the file.
void resolveServingSplit(Scenario& scenario);

} // namespace gp
