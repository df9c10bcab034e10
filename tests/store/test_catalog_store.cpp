// The user's catalog entries in the project database: a file is stored whole or not at all, a
// correction keeps the stored fields it does not name, the merged catalog carries the figures,
// ids with awkward text round-trip (bound parameters), and removing works once.
#include "common/store_test_support.h"
#include "store/catalog_store.h"
#include "store/database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace gp;
using namespace gp::store;
using gp::test::openOrFail;

namespace {

const QByteArray kLabCard = R"({"format": "gpu-planner.catalog/1",
  "gpus": [{"id": "lab-card", "name": "Lab card", "memory_gib": 32, "bandwidth_gbps": 900,
            "bf16_tflops": 200, "scale_up_link": "pcie5", "source": "vendor sheet",
            "as_of": "2026-09-01"},
           {"id": "h100-sxm", "bandwidth_gbps": 3000, "source": "our test",
            "as_of": "2026-10-01"}]})";

} // namespace

class TestCatalogStore : public QObject
{
    Q_OBJECT

    gp::test::DatabaseFiles m_files;

    QString freshPath() { return m_files.fresh(); }

private slots:
    void storedEntriesReachTheCatalog()
    {
        auto db = openOrFail(freshPath());
        CatalogStore store(*db);
        const CatalogImport result = store.import(kLabCard, QStringLiteral("mine.json"));
        QVERIFY2(result.ok, result.diagnostics.summary().c_str());
        QCOMPARE(result.stored, 2);
        const QList<CatalogOverride> rows = store.overrides();
        QCOMPARE(rows.size(), 2);
        QCOMPARE(rows[0].id, QStringLiteral("h100-sxm")); // ordered by kind, then id
        QCOMPARE(rows[0].asOf, QStringLiteral("2026-10-01"));
        Diagnostics problems;
        const Catalog catalog = store.catalog(problems);
        QVERIFY(!problems.hasErrors());
        QVERIFY(catalog.gpu("lab-card"));
        QCOMPARE(catalog.gpu("lab-card")->memoryGib, 32.0);
        // The correction changes the figure it names and keeps the built-in others.
        QCOMPARE(catalog.gpu("h100-sxm")->bandwidthGBps, 3000.0);
        QCOMPARE(catalog.gpu("h100-sxm")->bf16Tflops, builtinCatalog().gpu("h100-sxm")->bf16Tflops);
        // Reopened, the entries are still there.
        db.reset();
        auto again = openOrFail(m_files.last());
        QCOMPARE(CatalogStore(*again).overrides().size(), 2);
    }

    // Prices are stored like the other entries, reach the catalog, and the GPU a price is for
    // cannot be removed from under it.
    void pricesAreStoredWithTheirGpu()
    {
        auto db = openOrFail(freshPath());
        CatalogStore store(*db);
        QVERIFY(store.import(kLabCard, QStringLiteral("mine.json")).ok);
        const QByteArray prices = R"({"format": "gpu-planner.catalog/1",
          "prices": [{"id": "lab-card", "gpu_hour": 0.8, "currency": "EUR",
                      "source": "charge-back", "as_of": "2026-11-01"},
                     {"id": "h100-sxm", "gpu_hour": 2.4, "source": "quote",
                      "as_of": "2026-11-15"}]})";
        const CatalogImport result = store.import(prices, QStringLiteral("prices.json"));
        QVERIFY2(result.ok, result.diagnostics.summary().c_str());
        QCOMPARE(result.stored, 2);
        int storedPrices = 0;
        for (const CatalogOverride& row : store.overrides())
            if (row.kind == QLatin1String("price")) {
                ++storedPrices;
                QCOMPARE(row.asOf,
                         row.id == QLatin1String("lab-card") ? QStringLiteral("2026-11-01")
                                                             : QStringLiteral("2026-11-15"));
            }
        QCOMPARE(storedPrices, 2);
        Diagnostics problems;
        Catalog catalog = store.catalog(problems);
        QVERIFY(!problems.hasErrors());
        QCOMPARE(catalog.price("lab-card")->gpuHour, 0.8);
        QCOMPARE(catalog.price("lab-card")->currency, std::string("EUR"));
        // A correction of the price keeps its currency and source.
        QVERIFY(store
                    .import(R"({"prices": [{"id": "lab-card", "gpu_hour": 0.7,
                                "as_of": "2026-12-01"}]})",
                            QStringLiteral("newer.json"))
                    .ok);
        catalog = store.catalog(problems);
        QCOMPARE(catalog.price("lab-card")->gpuHour, 0.7);
        QCOMPARE(catalog.price("lab-card")->currency, std::string("EUR"));
        // The user's own GPU keeps its price valid: it goes after the price, not before.
        const WriteResult refused = store.remove(QStringLiteral("gpu"), QStringLiteral("lab-card"));
        QVERIFY(!refused.ok);
        QVERIFY2(refused.error.contains(QStringLiteral("price")), qPrintable(refused.error));
        QVERIFY(store.catalog(problems).gpu("lab-card"));
        // A built-in GPU's correction can go: its price still has a GPU.
        QVERIFY(store.remove(QStringLiteral("gpu"), QStringLiteral("h100-sxm")).ok);
        QVERIFY(store.remove(QStringLiteral("price"), QStringLiteral("lab-card")).ok);
        QVERIFY(store.remove(QStringLiteral("gpu"), QStringLiteral("lab-card")).ok);
        catalog = store.catalog(problems);
        QVERIFY(!problems.hasErrors());
        QVERIFY(!catalog.gpu("lab-card"));
        QCOMPARE(catalog.price("h100-sxm")->gpuHour, 2.4);
    }

    void aBadFileStoresNothing()
    {
        auto db = openOrFail(freshPath());
        CatalogStore store(*db);
        QVERIFY(store.import(kLabCard, QStringLiteral("mine.json")).ok);
        // One good entry, one without its figures: neither is stored.
        const QByteArray bad = R"({"format": "gpu-planner.catalog/1",
          "gpus": [{"id": "other", "name": "Other", "memory_gib": 16, "bandwidth_gbps": 500,
                    "bf16_tflops": 100, "source": "s", "as_of": "2026-01-01"},
                   {"id": "broken", "name": "Broken"}]})";
        const CatalogImport result = store.import(bad, QStringLiteral("bad.json"));
        QVERIFY(!result.ok);
        QVERIFY(result.diagnostics.hasErrors());
        // The path names the file and the entry: "bad.json: gpus[1].memory_gib".
        const std::string path = result.diagnostics.errors().front().path;
        QVERIFY2(path.size() > 18 && path.substr(path.size() - 18) == "gpus[1].memory_gib",
                 path.c_str());
        QCOMPARE(result.stored, 0);
        QCOMPARE(store.overrides().size(), 2);
        // Not JSON at all: refused with the JSON reader's message.
        QVERIFY(!store.import("{\"format\": ", QStringLiteral("cut.json")).ok);
        QCOMPARE(store.overrides().size(), 2);
    }

    void aCorrectionKeepsTheStoredFields()
    {
        auto db = openOrFail(freshPath());
        CatalogStore store(*db);
        QVERIFY(store.import(kLabCard, QStringLiteral("mine.json")).ok);
        // Only the bandwidth, measured later: memory and throughput stay as stored.
        const QByteArray correction = R"({"format": "gpu-planner.catalog/1",
          "gpus": [{"id": "lab-card", "bandwidth_gbps": 1000, "source": "STREAM",
                    "as_of": "2026-11-01"}]})";
        QVERIFY(store.import(correction, QStringLiteral("measured.json")).ok);
        Diagnostics problems;
        const Catalog catalog = store.catalog(problems);
        QCOMPARE(catalog.gpu("lab-card")->bandwidthGBps, 1000.0);
        QCOMPARE(catalog.gpu("lab-card")->memoryGib, 32.0);
        QCOMPARE(catalog.gpu("lab-card")->bf16Tflops, 200.0);
        for (const CatalogOverride& row : store.overrides())
            if (row.id == QLatin1String("lab-card"))
                QCOMPARE(row.asOf, QStringLiteral("2026-11-01"));
    }

    void awkwardTextAndRemoval()
    {
        // Ids are restricted to [a-z0-9._-] by the catalog reader; the other text is free and
        // goes through bound parameters.
        auto db = openOrFail(freshPath());
        CatalogStore store(*db);
        const std::string source = "x'); DROP TABLE catalog_overrides;-- \"\u4ea4\u6362\u673a\"";
        const nlohmann::json document = {{"format", "gpu-planner.catalog/1"},
                                         {"links",
                                          {{{"id", "lab-eth-25g"},
                                            {"scope", "inter-node"},
                                            {"gbps", 25},
                                            {"latency_us", 5},
                                            {"source", source},
                                            {"as_of", "2026-02-01"}}}}};
        QVERIFY(
            store.import(QByteArray::fromStdString(document.dump()), QStringLiteral("l.json")).ok);
        const CatalogOverride row = store.overrides().front();
        QCOMPARE(row.kind, QStringLiteral("link"));
        QCOMPARE(nlohmann::json::parse(row.document.toStdString())["source"].get<std::string>(),
                 source);
        Diagnostics problems;
        QVERIFY(store.catalog(problems).link("lab-eth-25g"));
        QVERIFY(store.remove(QStringLiteral("link"), QStringLiteral("lab-eth-25g")).ok);
        QVERIFY(store.overrides().isEmpty());
        QVERIFY(!store.catalog(problems).link("lab-eth-25g"));
        const WriteResult again
            = store.remove(QStringLiteral("link"), QStringLiteral("lab-eth-25g"));
        QVERIFY(!again.ok);
        QVERIFY(again.error.contains(QStringLiteral("lab-eth-25g")));
    }
};

QTEST_GUILESS_MAIN(TestCatalogStore)
#include "test_catalog_store.moc"
