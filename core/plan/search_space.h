#pragma once
// What the plan search may try: the values each parallel dimension may take for a model and a
// method on a server of some size.
#include "scenario/scenario.h"

#include <cstdint>
#include <vector>

namespace gp {

// The values each parallel dimension may take for this model and method (the same rules the
// scenario parser enforces, so every candidate is a valid scenario).
struct SearchSpace
{
    std::vector<int> tp;
    std::vector<int> pp;
    std::vector<int> cp;
    std::vector<int> ep;
    std::vector<int> microBatches;

    SearchSpace(const Scenario& scenario, int maxGpus);

    // Interleaving needs at least two stages and layers that split into p x v equal chunks.
    std::vector<int> virtualStages(std::int64_t layers, int pipeline) const
    {
        std::vector<int> values = {1};
        if (pipeline > 1)
            for (int v = 2; v <= 8; ++v)
                if (layers % (static_cast<std::int64_t>(pipeline) * v) == 0)
                    values.push_back(v);
        return values;
    }
};

} // namespace gp
