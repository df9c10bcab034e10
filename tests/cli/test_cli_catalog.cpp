// gpu-planner-cli's stored catalog, projects and prices: entries imported into a database and
// used by a scenario, projects saved, listed and deleted, a stored price pricing a scenario that
// states none, and a Hugging Face config imported.
#include "cli_suite.h"
#include "common/cli_support.h"
#include "common/test_support.h"

#include <nlohmann/json.hpp>

using namespace gp;
using gp::test::kScenario;
using gp::test::kTraining;
using gp::test::q;
using gp::test::Run;
using gp::test::runCli;

class TestCliCatalog : public gp::test::CliSuite
{
    Q_OBJECT

private slots:
    void storedCatalogEntriesThroughTheCommandLine()
    {
        const std::string db = m_dir.filePath(QStringLiteral("catalog.sqlite")).toStdString();
        const std::string mine = writeFile(QStringLiteral("mine.json"), R"({
          "format": "gpu-planner.catalog/1",
          "gpus": [{"id": "lab-card", "name": "Lab card", "memory_gib": 32,
                    "bandwidth_gbps": 900, "bf16_tflops": 200, "scale_up_link": "pcie5",
                    "source": "vendor sheet", "as_of": "2026-09-01"}]})");
        Run r = runCli({"catalog", "import", mine, "--db", db});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("stored 1 catalog entry")), qPrintable(r.out));
        r = runCli({"catalog", "stored", "--db", db, "--format", "json"});
        const auto listed = nlohmann::json::parse(r.out.toStdString());
        QCOMPARE(listed.size(), std::size_t(1));
        QCOMPARE(listed[0]["entry"]["memory_gib"].get<double>(), 32.0);
        // A scenario naming it: unknown without the database, sized on 32 GiB with it.
        QByteArray scenario(kScenario);
        scenario.replace("\"l40s\"", "\"lab-card\"");
        const std::string path = writeFile(QStringLiteral("lab-scenario.json"), scenario);
        QCOMPARE(runCli({"estimate", path}).status, 1);
        r = runCli({"estimate", path, "--db", db, "--format", "json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(
            nlohmann::json::parse(r.out.toStdString())["memory"]["capacity_bytes"].get<double>(),
            32.0 * 1024 * 1024 * 1024);
        QCOMPARE(runCli({"validate", path, "--db", db}).status, 0);
        // A bad file stores nothing and names the field; remove works once.
        const std::string bad = writeFile(QStringLiteral("half.json"),
                                          R"({"format": "gpu-planner.catalog/1",
                                              "gpus": [{"id": "half", "name": "Half"}]})");
        r = runCli({"catalog", "import", bad, "--db", db});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("gpus[0].memory_gib: is required")),
                 qPrintable(r.err));
        QCOMPARE(
            nlohmann::json::parse(
                runCli({"catalog", "stored", "--db", db, "--format", "json"}).out.toStdString())
                .size(),
            std::size_t(1));
        QCOMPARE(runCli({"catalog", "remove", "gpu", "lab-card", "--db", db}).status, 0);
        QCOMPARE(runCli({"catalog", "remove", "gpu", "lab-card", "--db", db}).status, 1);
        QCOMPARE(runCli({"catalog", "remove", "tpu", "x", "--db", db}).status, 2);
        QCOMPARE(runCli({"estimate", path, "--db", db}).status, 1);
    }

    void projectsThroughTheCommandLine()
    {
        const std::string db = m_dir.filePath(QStringLiteral("projects.sqlite")).toStdString();
        // A bundle with one scenario, imported, listed, estimated from the store, exported.
        nlohmann::json bundle
            = {{"format", "gpu-planner.bundle/1"},
               {"project", {{"name", "Support bot"}, {"description", "serving"}}},
               {"scenarios",
                {{{"name", "8B on L40S"}, {"document", nlohmann::json::parse(kScenario)}}}}};
        const std::string file
            = writeFile(QStringLiteral("bundle.json"), QByteArray::fromStdString(bundle.dump()));
        const Run imported = runCli({"project", "import", file, "--db", db});
        QCOMPARE(imported.status, 0);
        QVERIFY(imported.out.contains(QStringLiteral("imported project \"Support bot\" with 1")));
        const Run list = runCli({"project", "list", "--db", db, "--format", "json"});
        QCOMPARE(list.status, 0);
        const auto projects = nlohmann::json::parse(list.out.toStdString());
        QCOMPARE(projects.size(), std::size_t(1));
        QCOMPARE(projects[0]["scenarios"].get<int>(), 1);
        const Run estimate = runCli({"estimate", "--project", "Support bot", "--scenario",
                                     "8B on L40S", "--db", db, "--format", "json"});
        QCOMPARE(estimate.status, 0);
        QCOMPARE(
            nlohmann::json::parse(estimate.out.toStdString())["inference"]["kv_bytes_per_token"]
                .get<double>(),
            131072.0);
        // validate takes a stored scenario too, and names it "project/scenario" (this crashed).
        const Run validated = runCli(
            {"validate", "--project", "Support bot", "--scenario", "8B on L40S", "--db", db});
        QCOMPARE(validated.status, 0);
        QCOMPARE(validated.out.trimmed(), QStringLiteral("Support bot/8B on L40S: valid"));
        const Run exported
            = runCli({"scenario", "export", "8B on L40S", "--project", "Support bot", "--db", db});
        QVERIFY(nlohmann::json::parse(exported.out.toStdString())
                == nlohmann::json::parse(kScenario));
        // Errors name what is missing and exit 1; a wrong command line exits 2.
        const Run missing
            = runCli({"scenario", "show", "nope", "--project", "Support bot", "--db", db});
        QCOMPARE(missing.status, 1);
        QVERIFY(missing.err.contains(
            QStringLiteral("no scenario \"nope\" in project \"Support bot\"")));
        QCOMPARE(runCli({"project", "show", "--db", db}).status, 2);
        QCOMPARE(runCli({"estimate", "--project", "Support bot", "--db", db}).status, 2);
        const Run deleted = runCli({"project", "delete", "Support bot", "--db", db});
        QCOMPARE(deleted.status, 0);
        QCOMPARE(runCli({"project", "show", "Support bot", "--db", db}).status, 1);
    }

    // A price stored in the database prices every scenario of that GPU without its own
    // pricing.gpu_hour, and says so.
    void storedPricesPriceScenariosThatStateNone()
    {
        const std::string db = m_dir.filePath(QStringLiteral("prices.sqlite")).toStdString();
        QByteArray unpriced(kTraining);
        unpriced.replace(R"("pricing": {"gpu_hour": 2.0, "billing": "per-second"})",
                         R"("notes": "no price")");
        QVERIFY(!unpriced.contains("gpu_hour"));
        const std::string path = writeFile(QStringLiteral("unpriced.json"), unpriced);
        auto json = [](const Run& r) { return nlohmann::json::parse(r.out.toStdString()); };
        Run r = runCli({"estimate", path, "--format", "json", "--db", db});
        QCOMPARE(r.status, 0);
        QVERIFY(!json(r)["training"].contains("cost"));

        const std::string prices = writeFile(QStringLiteral("prices.json"), R"({
          "format": "gpu-planner.catalog/1",
          "prices": [{"id": "a100-80gb", "gpu_hour": 1.29, "billing": "per-second",
                      "provider": "our cloud contract", "source": "contract",
                      "as_of": "2026-11-01"}]})");
        QCOMPARE(runCli({"catalog", "import", prices, "--db", db}).status, 0);
        r = runCli({"catalog", "prices", "--db", db});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains(QStringLiteral("a100-80gb"))
                     && r.out.contains(QStringLiteral("1.29 USD"))
                     && r.out.contains(QStringLiteral("2026-11-01")),
                 qPrintable(r.out));
        r = runCli({"estimate", path, "--format", "json", "--db", db});
        QCOMPARE(r.status, 0);
        const auto priced = json(r);
        const auto& cost = priced["training"]["cost"];
        // Hand check: the billed hours of each GPU, times the GPUs, times the stored price.
        const double expected = cost["billed_hours_per_gpu"]["expected"].get<double>()
            * priced["training"]["gpus"].get<double>() * 1.29;
        QVERIFY(expected > 0);
        QCOMPARE(cost["expected"].get<double>(), expected);
        QCOMPARE(cost["billing"].get<std::string>(), std::string("per-second"));
        bool named = false;
        for (const auto& note : priced["assumptions"])
            named = named || note["id"] == "assume.catalog_price";
        QVERIFY(named);
        // The scenario's own price wins over the stored one.
        const std::string own = writeFile(QStringLiteral("own-price.json"), kTraining);
        r = runCli({"estimate", own, "--format", "json", "--db", db});
        QCOMPARE(json(r)["training"]["cost"]["expected"].get<double>(),
                 json(r)["training"]["cost"]["billed_hours_per_gpu"]["expected"].get<double>()
                     * json(r)["training"]["gpus"].get<double>() * 2.0);
        // Removed, the scenario is unpriced again.
        QCOMPARE(runCli({"catalog", "remove", "price", "a100-80gb", "--db", db}).status, 0);
        QVERIFY(
            !json(runCli({"estimate", path, "--format", "json", "--db", db}))["training"].contains(
                "cost"));
    }

    void catalogListsEverything()
    {
        Run r = runCli({"catalog", "gpus"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains(QStringLiteral("h100-sxm")));
        QVERIFY(!r.out.contains(QStringLiteral("nvlink4")));
        r = runCli({"catalog", "--format", "json"});
        QCOMPARE(r.status, 0);
        const auto doc = nlohmann::json::parse(r.out.toStdString());
        QVERIFY(doc["gpus"].size() >= 17);
        QVERIFY(doc["links"].size() >= 12);
        QVERIFY(doc["models"].size() >= 16);
        QCOMPARE(doc["models"][3]["parameters"].get<std::int64_t>(), std::int64_t(8030261248));
    }

    void userCatalogAddsAGpuAScenarioCanUse()
    {
        const std::string catalog
            = writeFile(QStringLiteral("mine.json"), R"({"gpus": [{"id": "lab-card",
            "memory_gib": 32, "bandwidth_gbps": 900, "bf16_tflops": 200, "source": "vendor", "as_of": "2026-09-01"}]})");
        nlohmann::json doc = nlohmann::json::parse(kScenario);
        doc["hardware"]["gpu"] = "lab-card";
        const std::string scenario
            = writeFile(QStringLiteral("lab.json"), QByteArray::fromStdString(doc.dump()));
        QCOMPARE(runCli({"estimate", scenario}).status, 1); // unknown without the catalog
        QCOMPARE(runCli({"estimate", scenario, "--catalog", catalog}).status, 0);
        const Run listed = runCli({"catalog", "gpus", "--catalog", catalog});
        QVERIFY(listed.out.contains(QStringLiteral("lab-card")));

        const std::string broken
            = writeFile(QStringLiteral("broken.json"), R"({"gpus": [{"id": "x"}]})");
        const Run bad = runCli({"catalog", "--catalog", broken});
        QCOMPARE(bad.status, 1);
        QVERIFY2(bad.err.contains(q(broken + ": gpus[0].memory_gib: is required")),
                 qPrintable(bad.err));
    }

    void importHfPrintsTheCount()
    {
        const std::string path = writeFile(QStringLiteral("config.json"),
                                           QByteArray::fromStdString(gp::test::readDataFile(
                                               QStringLiteral("hf/gemma-2-9b.json"))));
        const Run r = runCli({"import-hf", path, "--format", "json"});
        QCOMPARE(r.status, 0);
        QCOMPARE(nlohmann::json::parse(r.out.toStdString())["parameters"].get<std::int64_t>(),
                 std::int64_t(9241705984));
        const std::string bad
            = writeFile(QStringLiteral("bad-config.json"), R"({"model_type": "llama"})");
        QCOMPARE(runCli({"import-hf", bad}).status, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliCatalog)
#include "test_cli_catalog.moc"
