#pragma once
// Floating-point work of one training step, from the architecture: the matrix multiplications
// of every layer (dense, attention projections, the experts a token actually visits, the
// output head) and the attention scores at the sequence length, forward and backward, plus
// what recomputation repeats. This is what training time divides by the GPUs' throughput.
#include "scenario/scenario.h"

namespace gp {

struct StepFlops
{
    double matmulForwardPerToken = 0; // 2 x active matrix parameters (incl. output head)
    double headForwardPerToken = 0; // the output head's share of it (2 h V)
    double attentionForwardPerToken = 0; // 2 x 2 x query heads x head dims x attended keys
    double modelPerToken = 0; // forward + backward, without recomputation
    double recomputePerToken = 0; // forward work repeated by activation recomputation
    double tokensPerStep = 0; // global_batch x seq_len
    double modelPerStep = 0; // model FLOPs: what MFU is measured against
    double hardwarePerStep = 0; // model FLOPs + recomputation: what the GPUs execute
};

StepFlops trainingStepFlops(const Scenario& scenario);

} // namespace gp
