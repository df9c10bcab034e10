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
    // The same three cases listed the other way round: figures worked out from an input's worst
    // case first (the lowest efficiency gives the longest time) become a range again.
    constexpr Range reversed() const { return {high, expected, low}; }
    // numerator / this, ordered: a rate becomes a time (the highest rate gives the lowest time).
    constexpr Range dividedInto(double numerator) const
    {
        return {numerator / high, numerator / expected, numerator / low};
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
    friend constexpr Range operator*(Range a, double factor)
    {
        return {a.low * factor, a.expected * factor, a.high * factor};
    }
    friend constexpr Range operator*(double factor, Range a) { return a * factor; }
};

} // namespace gp
