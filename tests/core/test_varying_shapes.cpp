// Batches padded only to their longest sample: the caching allocator keeps blocks cut for earlier
// shapes, so the reserved and device peaks grow by a share of the activations, less what the
// optimizer step reuses, never past the GPU's capacity; the allocated peak and the fit verdict
// stay those of fixed-length batches.
#include "common/test_support.h"
#include "training/training_memory.h"
#include "training/training_stages.h"

#include <QTest>

using namespace gp;
using gp::test::partBytes;

namespace {

nlohmann::json loraRun(const char* lengths, int seqLen)
{
    auto doc = nlohmann::json::parse(R"({
        "format": "gpu-planner.scenario/1", "workload": "training",
        "model": {"architecture": {"layers": 8, "hidden": 1024, "heads": 8, "ffn": 4096,
                  "vocab": 64000, "max_position": 65536}},
        "hardware": {"gpu": "l4", "gpus_per_node": 1},
        "training": {"method": "lora", "framework": "hf", "micro_batch": 1,
                     "recompute": "full"}
    })");
    doc["training"]["sequence_lengths"] = lengths;
    doc["training"]["seq_len"] = seqLen;
    return doc;
}

Scenario parsed(const nlohmann::json& doc)
{
    return gp::test::parsedScenario(doc);
}

} // namespace

class TestVaryingShapes : public QObject
{
    Q_OBJECT

private slots:
    void theCacheAddsToTheReservedPeakOnly()
    {
        const TrainingMemory fixed = estimateTrainingMemory(parsed(loraRun("fixed", 2048)));
        const TrainingMemory varying = estimateTrainingMemory(parsed(loraRun("varying", 2048)));
        QCOMPARE(partBytes(fixed.overhead, "overhead.varying_shapes"), -1.0);
        const double cache = partBytes(varying.overhead, "overhead.varying_shapes");
        QVERIFY(cache > 0);
        // A share of the activations: more than none, at most a few times them.
        const double share = cache / varying.activations.bytes.expected;
        QVERIFY(share > 0.2 && share < 3);
        QCOMPARE(varying.allocated, fixed.allocated);
        QCOMPARE(varying.reserved.expected - fixed.reserved.expected, cache);
        QCOMPARE(varying.total.expected - fixed.total.expected, cache);
        QCOMPARE(varying.shapeCache.expected, cache);
        QCOMPARE(fixed.shapeCache, Range::exactly(0));
        QCOMPARE(varying.needed, fixed.total);
        QVERIFY(varying.reserved.isOrdered() && varying.total.isOrdered());
    }

    void theCacheStopsAtCapacityAndIsNotJudged()
    {
        // Long enough that the fixed run nearly fills the 24 GB card: the cache is cut to the room
        // left, and the verdict judges what the fixed run needs.
        auto fitsFixed = [](int seqLen) {
            const TrainingMemory m = estimateTrainingMemory(parsed(loraRun("fixed", seqLen)));
            return m.total.expected <= m.capacityBytes;
        };
        int seqLen = 2048;
        while (fitsFixed(seqLen + 1024) && seqLen < 60000)
            seqLen += 1024;
        QVERIFY(fitsFixed(seqLen) && !fitsFixed(seqLen + 1024));
        const auto fixedDoc = loraRun("fixed", seqLen);
        const auto varyingDoc = loraRun("varying", seqLen);
        const TrainingMemory varying = estimateTrainingMemory(parsed(varyingDoc));
        const TrainingMemory fixed = estimateTrainingMemory(parsed(fixedDoc));
        QVERIFY(fixed.total.expected <= fixed.capacityBytes);
        QVERIFY(varying.total.expected <= varying.capacityBytes);
        const double uncut = 1.6 * varying.activations.bytes.expected;
        QVERIFY(fixed.total.expected + uncut > fixed.capacityBytes);
        QCOMPARE(varying.total.expected, varying.capacityBytes);
        // One limit for every bound: none takes more than the room the expected total leaves.
        QVERIFY(varying.shapeCache.isOrdered());
        QVERIFY(varying.shapeCache.high <= fixed.capacityBytes - fixed.total.expected);
        // A run that does not fit even without the cache gets none.
        const TrainingMemory over = estimateTrainingMemory(parsed(loraRun("varying", seqLen * 2)));
        QVERIFY(over.needed.expected > over.capacityBytes);
        QCOMPARE(over.shapeCache, Range::exactly(0));
        const TrainingStages judged = estimateTrainingStages(parsed(varyingDoc), Detail::Full);
        const TrainingStages reference = estimateTrainingStages(parsed(fixedDoc), Detail::Full);
        QCOMPARE(judged.busiestStage().judgedTotal, reference.busiestStage().judgedTotal);
        // What the bars draw is the device's total, cache and all.
        QCOMPARE(judged.busiestStage().shownTotal, varying.total);
        QCOMPARE(judged.allFit(), reference.allFit());
    }

    void theOptimizerStepReusesTheCachedBlocks()
    {
        // Full training with the foreach AdamW: its temporary outgrows the activations of a short
        // sequence, and takes the cached blocks first.
        auto doc = loraRun("varying", 256);
        doc["training"]["method"] = "full";
        doc["training"]["optimizer_kernel"] = "foreach";
        const TrainingMemory m = estimateTrainingMemory(parsed(doc));
        QVERIFY(partBytes(m.optimizer, "optimizer.step_temporaries") > 0);
        QCOMPARE(partBytes(m.overhead, "overhead.varying_shapes"), 0.0);
    }
};

QTEST_GUILESS_MAIN(TestVaryingShapes)
#include "test_varying_shapes.moc"
