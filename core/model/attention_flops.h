#pragma once
// The work of attention itself (scores and weighted values; 2 FLOPs per multiply-add), apart
// from its projections, which count with the layer's matrices. One rule for training and
// serving: a sliding-window layer sees at most its window, a sparse-attention layer (DeepSeek-
// V3.2) the indexer's top keys after the indexer has scored every key, and a linear-attention
// layer updates and reads a state of fixed size instead of looking back over keys.
#include "model/architecture.h"

#include <cstdint>

namespace gp {

// Layer `layer`'s work for one query that may look back over `keys` positions.
double layerAttentionFlops(const Architecture& a, std::int64_t layer, double keys);

// Every layer's, for one query that may look back over `keys` positions: a decode step at a
// context of `keys`, or a training token under the convention of published MFU figures (every
// position of the sequence, causal masking not halved).
double attentionFlops(const Architecture& a, double keys);

// Every layer's over a causal prompt of `tokens` positions, the query at position n looking
// back over n keys: the work a prefill does.
double promptAttentionFlops(const Architecture& a, double tokens);

} // namespace gp
