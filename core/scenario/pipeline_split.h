#pragma once
// How a model's transformer layers are split over the pipeline stages, as Megatron-LM does it.
// The first and the last stage may be given counts of their own
// (--decoder-first-pipeline-num-layers, --decoder-last-pipeline-num-layers; Llama 3 405B took one
// layer off each end for the embedding and the head); the other stages share the rest, which
// Megatron requires to divide evenly (the parser checks). Without counts every stage gets
// ceil(L / p) and the last what remains. Interleaved schedules are estimated with even splits
// only. Constant time in the stage count: the plan search calls it for every stage.
#include "scenario/scenario.h"

#include <algorithm>
#include <cstdint>
#include <utility>

namespace gp {

struct PipelineSplit
{
    std::int64_t layers = 0;
    int pp = 1;
    std::int64_t first = 0; // layers of the first stage; 0: an even share
    std::int64_t last = 0; // ... of the last stage

    bool firstGiven() const { return pp > 1 && first > 0; }
    bool lastGiven() const { return pp > 1 && last > 0; }
    bool uneven() const { return firstGiven() || lastGiven(); }
    // Stages without a count of their own, the layers they share, and each one's share.
    int evenStages() const { return pp - (firstGiven() ? 1 : 0) - (lastGiven() ? 1 : 0); }
    std::int64_t rest() const
    {
        return layers - (firstGiven() ? first : 0) - (lastGiven() ? last : 0);
    }
    std::int64_t evenShare() const
    {
        const int k = evenStages();
        return k > 0 ? (rest() + k - 1) / k : 0;
    }
    // Layers [begin, end) of stage `rank` (0 .. pp - 1).
    std::pair<std::int64_t, std::int64_t> stage(int rank) const
    {
        if (firstGiven() && rank == 0)
            return {0, std::min(layers, first)};
        if (lastGiven() && rank == pp - 1)
            return {std::max<std::int64_t>(0, layers - last), layers};
        const std::int64_t start = firstGiven() ? first : 0;
        const std::int64_t end = lastGiven() ? layers - last : layers;
        const std::int64_t index = rank - (firstGiven() ? 1 : 0);
        const std::int64_t begin = std::clamp(start + evenShare() * index, start, end);
        return {begin, std::clamp(begin + evenShare(), begin, end)};
    }
    std::int64_t layersOn(int rank) const
    {
        const auto [begin, end] = stage(rank);
        return end - begin;
    }
};

inline PipelineSplit pipelineSplit(const Scenario& scenario)
{
    const TrainingSpec& t = scenario.training;
    return {scenario.model.architecture.layers, t.pp, t.firstStageLayers, t.lastStageLayers};
}

} // namespace gp
