#pragma once
// A figure the planner is not certain of: the published number or measurement is expected to fall
// between low and high, and "expected" is the single best guess. Always ordered, low <= expected
// <= high: a figure worked out from an input's worst case (the lowest efficiency gives the longest
// time) goes through one of the named mappings below, never through a triple listed by hand the
// other way round.
#include <cassert>

namespace gp {

struct Range
{
    double low = 0;
    double expected = 0;
    double high = 0;

    constexpr Range() = default;
    constexpr Range(double low_, double expected_, double high_)
        : low(low_)
        , expected(expected_)
        , high(high_)
    {
        // Also false for a NaN: no range may carry one.
        assert(isOrdered());
    }

    static constexpr Range exactly(double value) { return {value, value, value}; }
    // numerator / this: a rate becomes a time, the highest rate giving the lowest time.
    constexpr Range dividedInto(double numerator) const
    {
        return {numerator / high, numerator / expected, numerator / low};
    }
    // whole - this: what is left of a capacity, the largest when this is lowest.
    constexpr Range remainderOf(double whole) const
    {
        return {whole - high, whole - expected, whole - low};
    }
    constexpr bool isOrdered() const { return low <= expected && expected <= high; }
    constexpr bool contains(double value) const { return low <= value && value <= high; }
    friend constexpr bool operator==(const Range&, const Range&) = default;

    constexpr Range& operator+=(const Range& other)
    {
        low += other.low;
        expected += other.expected;
        high += other.high;
        return *this;
    }
    friend constexpr Range operator+(Range a, const Range& b) { return a += b; }
    // A negative factor turns the range round, so the result stays ordered.
    friend constexpr Range operator*(const Range& a, double factor)
    {
        return factor >= 0 ? Range{a.low * factor, a.expected * factor, a.high * factor}
                           : Range{a.high * factor, a.expected * factor, a.low * factor};
    }
    friend constexpr Range operator*(double factor, const Range& a) { return a * factor; }
};

} // namespace gp
