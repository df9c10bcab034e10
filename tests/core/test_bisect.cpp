#include "common/bisect.h"

#include <QtTest>

#include <cmath>
#include <cstdint>

using namespace gp;

// The searches against every threshold a small range allows, and their cost: a handful of
// evaluations where a scan would take the whole range.
class TestBisect : public QObject
{
    Q_OBJECT

private slots:
    void largestPassingFindsEveryThreshold()
    {
        for (int limit = 1; limit <= 40; ++limit)
            for (int last = 0; last <= limit; ++last) {
                int calls = 0;
                const int found = largestPassing(limit, [&](int v) {
                    ++calls;
                    return v <= last;
                });
                QCOMPARE(found, last);
                QVERIFY(calls <= 3 + static_cast<int>(std::ceil(std::log2(limit))));
            }
        QCOMPARE(largestPassing(0, [](int) { return true; }), 0);
    }

    void smallestPassingFindsEveryThreshold()
    {
        for (int limit = 1; limit <= 40; ++limit)
            for (int first = 1; first <= limit + 1; ++first) {
                int calls = 0;
                const int found = smallestPassing(limit, [&](int v) {
                    ++calls;
                    return v >= first;
                });
                QCOMPARE(found, first > limit ? 0 : first);
                QVERIFY(calls <= 3 + static_cast<int>(std::ceil(std::log2(limit))));
            }
    }

    void aLargeRangeTakesLogarithmicallyFewSteps()
    {
        const std::int64_t limit = std::int64_t(1) << 40;
        const std::int64_t last = 123456789012;
        int calls = 0;
        QCOMPARE(largestPassing(limit,
                                [&](std::int64_t v) {
                                    ++calls;
                                    return v <= last;
                                }),
                 last);
        QVERIFY(calls <= 43);
    }
};

QTEST_APPLESS_MAIN(TestBisect)
#include "test_bisect.moc"
