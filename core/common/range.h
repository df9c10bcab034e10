#pragma once
// A figure the planner is not certain of: the published number or measurement is expected to fall
// between low and high, and "expected" is the single best guess.

namespace gp {

struct Range
{
    double low = 0;
    double expected = 0;
    double high = 0;

    static constexpr Range exactly(double value) { return {value, value, value}; }
    constexpr bool contains(double value) const { return low <= value && value <= high; }
    friend constexpr bool operator==(const Range&, const Range&) = default;
};

} // namespace gp
