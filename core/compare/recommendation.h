#pragma once
// Which of the compared options to buy, decided once in the core: of the options that fit and
// (serving) meet their targets, the one with the lowest cost of ownership when every such option
// has one in the same currency; failing that, the lowest cost of the run (training) or of the
// GPUs per month (serving). No recommendation when no option qualifies or none of these figures
// is there for all of them. The comparison carries it as a row ("recommended") that names the
// figure it rests on, and as Comparison::recommended.
#include "compare/comparison.h"

namespace gp {

void recommend(Comparison& comparison, const std::vector<CompareInput>& inputs);

} // namespace gp
