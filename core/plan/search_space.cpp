#include "plan/search_space.h"

#include <algorithm>

namespace gp {
namespace {

std::vector<int> powersOfTwo(int limit)
{
    std::vector<int> values;
    for (int v = 1; v <= limit; v *= 2)
        values.push_back(v);
    return values;
}

bool tensorParallelValid(const Architecture& a, int tp)
{
    if (a.heads % tp != 0 || (a.isHybrid() && !a.linearSplitsBy(tp, false)))
        return false;
    return a.isMla() || a.kvHeads % tp == 0 || tp % a.kvHeads == 0;
}

} // namespace

SearchSpace::SearchSpace(const Scenario& scenario, int maxGpus)
{
    const Architecture& a = scenario.model.architecture;
    const TrainingSpec& t = scenario.training;
    const int perNode = scenario.hardware.gpusPerNode;
    // Tensor parallelism stays inside a server.
    // Adapter and freeze fine-tunes are assumed to run on the Hugging Face stack (as their
    // memory estimate does): data parallelism with ZeRO/FSDP only.
    const bool noModelParallel = t.method != TrainingMethod::Full;
    for (int v : powersOfTwo(std::min(perNode, maxGpus)))
        if (tensorParallelValid(a, v) && (v == 1 || !noModelParallel))
            tp.push_back(v);
    // Pipeline: powers of two and divisors of the layer count, at least two layers a stage.
    if (noModelParallel) {
        pp = {1};
    } else {
        // Megatron gives each stage ceil(L/p) layers: skip sizes that would leave the last
        // stage empty.
        for (std::int64_t p = 1; p <= std::max<std::int64_t>(1, a.layers / 2); ++p)
            if (p <= maxGpus && (a.layers % p == 0 || (p & (p - 1)) == 0)
                && (a.layers + p - 1) / p * (p - 1) < a.layers)
                pp.push_back(static_cast<int>(p));
    }
    // Context parallelism splits long sequences (ring attention needs FlashAttention); each
    // rank keeps at least 4096 tokens so that the exchange stays hidden.
    for (int v : powersOfTwo(16))
        if (v == 1
            || (!noModelParallel && t.attention == Attention::Flash
                && t.seqLen % (std::int64_t{2} * v) == 0 && t.seqLen / v >= 4096 && v <= maxGpus))
            cp.push_back(v);
    for (int v : powersOfTwo(static_cast<int>(std::min<std::int64_t>(a.experts, 256))))
        if (v == 1 || (!noModelParallel && a.isMoe() && a.experts % v == 0 && v <= maxGpus))
            ep.push_back(v);
    if (ep.empty())
        ep = {1};
    microBatches = powersOfTwo(64);
}

} // namespace gp
