#include "inference/serving_split.h"

#include "inference/inference_fleet.h"
#include "inference/inference_memory.h"
#include "inference/inference_speed.h"

namespace gp {

ServingSplit chooseServingSplit(const Scenario& scenario, int fixedPp)
{
    const InferenceSpec& s = scenario.inference;
    std::optional<ServingSplit> firstFit;
    ServingSplit largest;
    ServingSplit chosen;
    bool found = false;
    forEachServingSplit(scenario, fixedPp, [&](int tp, int pp) {
        Scenario trial = scenario;
        trial.inference.tp = tp;
        trial.inference.pp = pp;
        // A replica of the split at its share of the peak, as the estimate judges it (a llama.cpp
        // server started for that share).
        makeReplica(trial);
        const InferenceMemory memory = estimateInferenceMemory(trial, Detail::TotalsOnly);
        if (pp == (fixedPp > 0 ? fixedPp : 1))
            largest = {tp, pp, memory.fits, false};
        if (!memory.fits)
            return false;
        // One user alone, at the expected speed: more users only wait longer.
        const ConcurrencyPoint one = ServingModel(trial, memory).at(1);
        const bool perToken = s.outputTokens > 1;
        const bool met = !(s.targets.ttftMs && one.ttft.expected * 1000 > *s.targets.ttftMs)
            && !(perToken && s.targets.tpotMs && one.tpot.expected * 1000 > *s.targets.tpotMs);
        if (!firstFit)
            firstFit = ServingSplit{tp, pp, true, met};
        if (met) {
            chosen = {tp, pp, true, true};
            found = true;
        }
        return met;
    });
    if (found)
        return chosen;
    if (firstFit)
        return *firstFit;
    return largest;
}

void resolveServingSplit(Scenario& scenario)
{
    InferenceSpec& s = scenario.inference;
    if (!s.tpAuto || s.device == Device::Cpu || scenario.workload != Workload::Inference)
        return;
    const ServingSplit split = chooseServingSplit(scenario, s.ppGiven ? s.pp : 0);
    s.tp = split.tp;
    s.pp = split.pp;
}

} // namespace gp
