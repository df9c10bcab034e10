#pragma once
// Searches over a condition that changes once along the integers, in O(log n) evaluations: an
// estimate is too costly to scan a user's number (a batch, slots, a GPU count) linearly.
#include <type_traits>

namespace gp {

// The largest value in [1, limit] for which ok holds, given that it holds up to some value and
// not beyond; 0 when ok(1) does not hold. The limit is tried first: the common case when
// everything passes costs two evaluations.
template <typename T, typename Ok> T largestPassing(T limit, Ok ok)
{
    static_assert(std::is_integral_v<T>);
    if (limit < 1 || !ok(T(1)))
        return 0;
    if (ok(limit))
        return limit;
    T good = 1; // passes
    T bad = limit; // does not
    while (bad - good > 1) {
        const T middle = good + (bad - good) / 2;
        (ok(middle) ? good : bad) = middle;
    }
    return good;
}

// The smallest value in [1, limit] for which ok holds, given that it fails up to some value and
// holds beyond; 0 when no value does. 1 is tried first: the common case costs one evaluation.
template <typename T, typename Ok> T smallestPassing(T limit, Ok ok)
{
    static_assert(std::is_integral_v<T>);
    if (limit < 1)
        return 0;
    if (ok(T(1)))
        return 1;
    if (!ok(limit))
        return 0;
    T bad = 1; // fails
    T good = limit; // passes
    while (good - bad > 1) {
        const T middle = bad + (good - bad) / 2;
        (ok(middle) ? good : bad) = middle;
    }
    return good;
}

} // namespace gp
