#pragma once
// The advice and assumptions of a serving plan: what does not fit and what would, saturation,
// targets no configuration meets, and the "can we skip the GPU?" table.
#include "estimate/estimate.h"
#include "inference/inference_estimate.h"

#include <vector>

namespace gp {

void inferenceNotes(const Scenario& scenario, const InferenceEstimate& e, std::vector<Note>& advice,
                    std::vector<Note>& assumptions);

} // namespace gp
