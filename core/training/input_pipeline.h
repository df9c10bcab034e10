#pragma once
// What the data side must deliver: the token rate (and bytes per second) the loaders must
// sustain so that the GPUs never wait, and the CPU time to prepare the corpus. Neither counts in
// GPU-hours; both are what to check first when GPU utilisation stays low (DESIGN troubleshooting
// table, second row).
#include "common/range.h"
#include "scenario/scenario.h"
#include "training/step_flops.h"
#include "training/step_time.h"

#include <optional>

namespace gp {

struct InputPipeline
{
    Range tokensPerSecond; // all GPUs together, at the step time's range
    int tokenIdBytes = 4; // a pre-tokenised corpus: 2 bytes per id when the vocabulary fits
    Range tokenizedBytesPerSecond; // reading pre-tokenised ids
    Range textBytesPerSecond; // tokenising raw text on the fly (3-5 bytes of UTF-8 per token)
};

InputPipeline inputPipeline(const Scenario& scenario, const TrainingTime& time,
                            const StepFlops& flops);

struct DataPrepTime
{
    Range seconds;
    bool given = false; // training.data_prep.hours, not derived from a rate
};

// From training.data_prep: the hours given, or training.tokens / (cores x tokens per core-second).
std::optional<DataPrepTime> dataPrepTime(const Scenario& scenario);

} // namespace gp
