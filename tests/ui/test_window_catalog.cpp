// Each window estimates with its own catalog: two windows on two project databases, each with a
// GPU of its own stored, offer and size only their own (the catalog is passed, never global).
#include "estimate_view.h"
#include "main_window.h"
#include "store/catalog_store.h"
#include "store/project_store.h"

#include <QComboBox>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTest>

using namespace gp;
using namespace gp::ui;

namespace {

QByteArray labCard(const char* id)
{
    return QByteArray(R"({"format": "gpu-planner.catalog/1", "gpus": [{"id": ")") + id
        + R"(", "name": "Lab card", "memory_gib": 32, "bandwidth_gbps": 900, "bf16_tflops": 200,
           "scale_up_link": "pcie5", "source": "vendor sheet", "as_of": "2026-09-01"}]})";
}

QString scenarioOn(const char* gpu)
{
    return QStringLiteral(R"({"format": "gpu-planner.scenario/1", "workload": "inference",
        "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "%1"},
        "inference": {"max_model_len": 4096}})")
        .arg(QLatin1String(gpu));
}

bool offers(MainWindow& window, const char* gpu)
{
    auto* combo = window.findChild<QComboBox*>(QStringLiteral("field:hardware.gpu"));
    return combo && combo->findData(QLatin1String(gpu)) >= 0;
}

} // namespace

class TestWindowCatalog : public QObject
{
    Q_OBJECT

private slots:
    void twoWindowsOnTwoDatabases()
    {
        QTemporaryDir dir;
        MainWindow a;
        MainWindow b;
        QVERIFY(a.openDatabase(dir.filePath(QStringLiteral("a.sqlite")), false).isEmpty());
        QVERIFY(b.openDatabase(dir.filePath(QStringLiteral("b.sqlite")), false).isEmpty());
        QVERIFY(store::CatalogStore(a.projectStore()->database())
                    .import(labCard("lab-a"), QStringLiteral("a.json"))
                    .ok);
        QVERIFY(store::CatalogStore(b.projectStore()->database())
                    .import(labCard("lab-b"), QStringLiteral("b.json"))
                    .ok);
        // As the windows read their databases when they open them.
        QVERIFY(a.openDatabase(dir.filePath(QStringLiteral("a.sqlite")), false).isEmpty());
        QVERIFY(b.openDatabase(dir.filePath(QStringLiteral("b.sqlite")), false).isEmpty());
        QVERIFY(a.catalog().gpu("lab-a") && !a.catalog().gpu("lab-b"));
        QVERIFY(b.catalog().gpu("lab-b") && !b.catalog().gpu("lab-a"));
        QVERIFY(offers(a, "lab-a") && !offers(a, "lab-b"));
        QVERIFY(offers(b, "lab-b") && !offers(b, "lab-a"));

        // The estimate view of each sizes with its own: lab-a is known to a only.
        a.estimateView()->showScenarioText(scenarioOn("lab-a"));
        QVERIFY(a.estimateView()->currentEstimate().has_value());
        b.estimateView()->showScenarioText(scenarioOn("lab-a"));
        QVERIFY(!b.estimateView()->currentEstimate().has_value());
        QVERIFY(b.estimateView()->diagnostics().hasErrors());

        // A window of its own, with no database, knows neither.
        MainWindow c;
        QVERIFY(!c.catalog().gpu("lab-a") && !c.catalog().gpu("lab-b"));
    }
};

QTEST_MAIN(TestWindowCatalog)
#include "test_window_catalog.moc"
