#include "training/input_pipeline.h"

namespace gp {

InputPipeline inputPipeline(const Scenario& scenario, const TrainingTime& time,
                            const StepFlops& flops)
{
    InputPipeline p;
    // The fastest step needs the highest rate.
    p.tokensPerSecond
        = {flops.tokensPerStep / time.stepTime.high, flops.tokensPerStep / time.stepTime.expected,
           flops.tokensPerStep / time.stepTime.low};
    p.tokenIdBytes = scenario.model.architecture.vocab <= 65536 ? 2 : 4;
    p.tokenizedBytesPerSecond = p.tokensPerSecond * static_cast<double>(p.tokenIdBytes);
    // English text averages about 4 bytes per token with 32k-150k vocabularies; code and
    // Chinese differ, hence the 3-5 band.
    p.textBytesPerSecond
        = {p.tokensPerSecond.low * 3, p.tokensPerSecond.expected * 4, p.tokensPerSecond.high * 5};
    return p;
}

std::optional<DataPrepTime> dataPrepTime(const Scenario& scenario)
{
    const auto& prep = scenario.training.dataPrep;
    if (!prep)
        return std::nullopt;
    if (prep->hours)
        return DataPrepTime{Range::exactly(*prep->hours * 3600.0), true};
    const auto& tokens = scenario.training.tokens;
    if (prep->cpuCores <= 0 || !tokens)
        return std::nullopt;
    // A fast (Rust) tokenizer runs at roughly 0.3-1.5 million tokens per core-second on batched
    // input; cleaning and deduplication add to it, so the low rate sets the high time.
    const Range rate
        = prep->tokensPerCoreS ? Range::exactly(*prep->tokensPerCoreS) : Range{0.3e6, 0.7e6, 1.5e6};
    const double cores = prep->cpuCores;
    return DataPrepTime{{*tokens / (cores * rate.high), *tokens / (cores * rate.expected),
                         *tokens / (cores * rate.low)},
                        false};
}

} // namespace gp
