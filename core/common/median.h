#pragma once
// The middle of a list of fitted constants: what a case no figure measured takes (a GPU
// generation, a framework) instead of any one of them.
#include <algorithm>
#include <vector>

namespace gp {

// The median; 0 for an empty list.
inline double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace gp
