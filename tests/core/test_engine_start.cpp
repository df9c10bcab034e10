// What a serving plan that cannot start lacks: for every engine, the memory each GPU would need
// more for the engine to start, so that a card that much larger starts and one a little smaller
// does not; and the advice names what takes the room.
#include "common/test_support.h"
#include "estimate/estimate.h"

using namespace gp;
using gp::test::parsedScenario;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

// Llama 3.1 70B in BF16 (131 GiB of weights) on one card of `gib`.
nlohmann::json seventyB(const std::string& engine, double gib)
{
    nlohmann::json doc = nlohmann::json::parse(R"({"format": "gpu-planner.scenario/1",
      "name": "s", "workload": "inference", "model": {"preset": "llama-3.1-70b"},
      "hardware": {"gpus_per_node": 1,
                   "gpu": {"memory_gib": 80, "bandwidth_gbps": 3350, "bf16_tflops": 989,
                           "generation": "hopper"}},
      "inference": {"weights": "bf16", "tp": 1, "max_model_len": 8192, "prompt_tokens": 1000,
                    "output_tokens": 200, "peak_concurrency": 1}})");
    doc["inference"]["engine"] = engine;
    doc["hardware"]["gpu"]["memory_gib"] = gib;
    return doc;
}

bool advises(const Estimate& e, const std::string& id)
{
    for (const Note& n : e.advice)
        if (n.id == id)
            return true;
    return false;
}

} // namespace

class TestEngineStart : public QObject
{
    Q_OBJECT

private slots:
    void theShortfallIsTheMemoryToAdd_data()
    {
        QTest::addColumn<QString>("engine");
        for (const char* engine : {"vllm", "sglang", "trtllm", "lmdeploy", "llamacpp"})
            QTest::newRow(engine) << QString::fromLatin1(engine);
    }

    void theShortfallIsTheMemoryToAdd()
    {
        QFETCH(QString, engine);
        const Estimate e = estimate(parsedScenario(seventyB(engine.toStdString(), 80)));
        const InferenceMemory& m = e.inference->memory;
        QVERIFY(!m.startable);
        QCOMPARE(m.failing, std::string("engine_start"));
        QCOMPARE(e.verdict.message.id, std::string("fit.cannot_start"));
        QVERIFY(advises(e, "infer.cannot_start_weights"));
        const double shortGib = m.shortBytes / GiB;
        // The weights alone are 51 GiB over the card: the shortfall is at least that.
        QVERIFY(shortGib > (m.weights.bytes.expected - m.capacityBytes) / GiB);
        const Estimate larger
            = estimate(parsedScenario(seventyB(engine.toStdString(), 80 + shortGib + 1)));
        QVERIFY2(larger.inference->memory.startable, qPrintable(QString::number(shortGib)));
        const Estimate smaller
            = estimate(parsedScenario(seventyB(engine.toStdString(), 80 + shortGib - 1)));
        QVERIFY(!smaller.inference->memory.startable);
    }

    void companionsOverTheCardAreNamed()
    {
        nlohmann::json doc = seventyB("vllm", 80);
        doc["model"] = {{"preset", "llama-3.1-8b"}};
        doc["inference"]["companions"] = {{{"name", "speech"}, {"memory_gib", 90}}};
        const Estimate e = estimate(parsedScenario(doc));
        QVERIFY(!e.inference->memory.startable);
        QVERIFY(advises(e, "infer.cannot_start_companions"));
        QVERIFY(!advises(e, "infer.cannot_start_weights"));
    }
};

QTEST_GUILESS_MAIN(TestEngineStart)
#include "test_engine_start.moc"
