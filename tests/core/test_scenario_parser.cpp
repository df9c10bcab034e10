// The scenario format: defaults, resolution of presets and catalog ids, the bundled demos and
// documented examples, and a catalog price filling a missing one (the error paths are
// test_scenario_errors.cpp).
#include "common/test_support.h"
#include "estimate/estimate.h"
#include "model/parameter_count.h"
#include "scenario/scenario_parser.h"
#include "scenario_documents.h"

#include <QDir>
#include <QRegularExpression>

using namespace gp;
using gp::test::errorLines;
using gp::test::inferenceBase;
using gp::test::parse;
using gp::test::q;
using gp::test::setPath;
using gp::test::trainingBase;

class TestScenarioParser : public QObject
{
    Q_OBJECT

private slots:
    void validTrainingScenarioResolvesEverything()
    {
        const auto result = parse(trainingBase());
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        const Scenario& s = *result.scenario;
        QCOMPARE(s.workload, Workload::Training);
        QCOMPARE(countParameters(s.model.architecture).total(), std::int64_t(8030261248));
        QCOMPARE(s.hardware.gpu.bf16Tflops, 989.0);
        QCOMPARE(s.hardware.totalGpus(), 16);
        QCOMPARE(s.hardware.intraNodeLink.id, std::string("nvlink4")); // the H100's board link
        QCOMPARE(s.hardware.interNodeLink.id, std::string("ib-ndr"));
        QCOMPARE(s.training.dp, 4); // 16 / (tp 2 x pp 2)
        QCOMPARE(s.training.precision, Precision::Bf16Mixed);
        QCOMPARE(s.training.optimizer, Optimizer::AdamW);
        QVERIFY(result.diagnostics.items().empty());
    }

    void globalBatchDefaultsToOneMicroBatchPerReplica()
    {
        auto doc = trainingBase();
        setPath(doc, "training.global_batch", nullptr, true);
        const auto result = parse(doc);
        QVERIFY(result.scenario);
        QCOMPARE(result.scenario->training.globalBatch, std::int64_t(2 * 4));
    }

    void validInferenceScenario()
    {
        const auto result = parse(inferenceBase());
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QCOMPARE(result.scenario->inference.tp, 4);
        QCOMPARE(result.scenario->inference.weights, WeightFormat::Fp8);
        QVERIFY(!result.scenario->inference.memoryUtilization); // engine default applies later
    }

    void customHardwareAndArchitecture()
    {
        auto doc = trainingBase();
        doc["model"] = nlohmann::json::parse(R"({"architecture": {"layers": 24, "hidden": 2048,
            "heads": 16, "ffn": 5632, "vocab": 32000, "max_position": 4096}})");
        doc["hardware"] = nlohmann::json::parse(R"({"gpu": {"name": "Lab card", "memory_gib": 48,
            "bandwidth_gbps": 960, "bf16_tflops": 180}, "gpus_per_node": 4, "nodes": 4,
            "intra_node_link": {"gbps": 25, "latency_us": 8}, "inter_node_link": "eth-25g"})");
        const auto result = parse(doc);
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QCOMPARE(result.scenario->model.architecture.kvHeads,
                 std::int64_t(16)); // defaults to heads
        QCOMPARE(result.scenario->model.architecture.headDim, std::int64_t(128));
        QCOMPARE(result.scenario->hardware.gpu.name, std::string("Lab card"));
        QCOMPARE(result.scenario->hardware.intraNodeLink.bandwidthGBps, 25.0);
        QCOMPARE(result.scenario->hardware.interNodeLink.bandwidthGBps, 3.125);
    }

    void overridesRefineAPreset()
    {
        auto doc = trainingBase();
        doc["model"] = nlohmann::json::parse(R"({"preset": "llama-3.1-8b", "layers": 16})");
        const auto result = parse(doc);
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QCOMPARE(result.scenario->model.architecture.layers, std::int64_t(16));
        QCOMPARE(result.scenario->model.overrides["layers"].get<int>(), 16);

        doc["model"] = nlohmann::json::parse(R"({"preset": "llama-3.1-8b", "parameters": 7.5e9})");
        const auto sized = parse(doc);
        QVERIFY(sized.scenario);
        QCOMPARE(totalParameters(sized.scenario->model.architecture), 7.5e9);
    }

    void workloadIsInferredOnlyWithoutDoubt()
    {
        auto doc = inferenceBase();
        setPath(doc, "workload", nullptr, true);
        QVERIFY(parse(doc).scenario);
        QCOMPARE(parse(doc).scenario->workload, Workload::Inference);
        doc["training"] = nlohmann::json::object();
        QCOMPARE(errorLines(parse(doc)), QStringList{QStringLiteral("workload: is required")});
    }

    void cpuInferenceNeedsACpuNotAGpu()
    {
        auto doc = inferenceBase();
        doc["model"] = {{"preset", "qwen2.5-7b"}};
        doc["hardware"] = {{"cpu", "epyc-9654"}};
        doc["inference"] = {{"engine", "llamacpp"},
                            {"weights", "gguf-q4_k_m"},
                            {"device", "cpu"},
                            {"max_model_len", 4096}};
        const auto result = parse(doc);
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QCOMPARE(result.scenario->hardware.cpu->bandwidthGBps, 460.8);
    }

    void bundledDemosAreCleanScenarios()
    {
        const QDir demos(QStringLiteral(GP_SOURCE_DIR "/resources/demo"));
        const QStringList files = demos.entryList({QStringLiteral("*.json")}, QDir::Files);
        QCOMPARE(files.size(), 4);
        for (const QString& name : files) {
            QFile file(demos.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const auto result = parseScenario(file.readAll().toStdString(), builtinCatalog());
            QVERIFY2(result.scenario,
                     qPrintable(name + QLatin1Char(' ') + q(result.diagnostics.summary())));
            QVERIFY2(result.diagnostics.items().empty(),
                     qPrintable(name + QLatin1Char(' ') + q(result.diagnostics.summary())));
        }
    }

    void documentedExamplesAreValid()
    {
        // Every ```json block of the docs that is a scenario must parse.
        const QDir docs(QStringLiteral(GP_SOURCE_DIR "/docs"));
        static const QRegularExpression block(QStringLiteral("```json\\n(.*?)```"),
                                              QRegularExpression::DotMatchesEverythingOption);
        int checked = 0;
        for (const QString& name : docs.entryList({QStringLiteral("*.md")}, QDir::Files)) {
            QFile file(docs.filePath(name));
            QVERIFY(file.open(QIODevice::ReadOnly));
            auto matches = block.globalMatch(QString::fromUtf8(file.readAll()));
            while (matches.hasNext()) {
                const QString text = matches.next().captured(1);
                if (!text.contains(QLatin1String("gpu-planner.scenario/1")))
                    continue;
                const auto result = parseScenario(text.toStdString(), builtinCatalog());
                QVERIFY2(result.scenario,
                         qPrintable(name + QLatin1Char(' ') + q(result.diagnostics.summary())));
                ++checked;
            }
        }
        QVERIFY(checked >= 1);
    }

    // A scenario without pricing.gpu_hour is priced at the catalog's price for its GPU; what the
    // file states wins, and the estimate names where the price came from.
    void catalogPriceFillsAMissingGpuHour()
    {
        Catalog catalog = builtinCatalog();
        Diagnostics merged;
        QVERIFY(catalog.merge(nlohmann::json::parse(R"({"prices": [
            {"id": "h100-sxm", "gpu_hour": 2.5, "billing": "per-second", "minimum_hours": 1,
             "provider": "our contract", "source": "contract", "as_of": "2026-11-01"}]})"),
                              "prices.json", merged));
        nlohmann::json document = trainingBase();
        setPath(document, "training.tokens", 1e9);
        auto priced = parseScenario(document.dump(), catalog);
        QVERIFY(priced.scenario);
        const PricingSpec& p = priced.scenario->pricing;
        QVERIFY(priced.scenario->hasPricing);
        QCOMPARE(p.gpuHour.value_or(0), 2.5);
        QCOMPARE(p.billing, Billing::PerSecond);
        QCOMPARE(p.minimumHours, 1.0);
        QVERIFY(p.fromCatalog);
        QCOMPARE(p.fromCatalog->provenance.asOf, std::string("2026-11-01"));

        // The same price written into the scenario costs the same: the catalog only supplies it.
        nlohmann::json explicitPrice = document;
        setPath(explicitPrice, "pricing",
                {{"gpu_hour", 2.5}, {"billing", "per-second"}, {"minimum_hours", 1}});
        const auto stated = parseScenario(explicitPrice.dump(), catalog);
        QVERIFY(stated.scenario);
        QVERIFY(!stated.scenario->pricing.fromCatalog);
        const Estimate fromCatalog = estimate(*priced.scenario);
        const Estimate fromFile = estimate(*stated.scenario);
        QVERIFY(fromCatalog.trainingCost && fromFile.trainingCost);
        QCOMPARE(fromCatalog.trainingCost->amount.expected, fromFile.trainingCost->amount.expected);
        auto noteArgs = [](const Estimate& e) -> std::vector<std::string> {
            for (const auto& note : e.assumptions)
                if (note.id == "assume.catalog_price")
                    return note.args;
            return {};
        };
        QCOMPARE(
            noteArgs(fromCatalog),
            (std::vector<std::string>{"h100-sxm", "2.5", "USD", "our contract", "2026-11-01"}));
        QVERIFY(noteArgs(fromFile).empty());

        // Served on the CPU the hour priced is a server's: the GPU's price does not stand in.
        const auto onCpu = parseScenario(R"({"format": "gpu-planner.scenario/1",
            "workload": "inference", "model": {"preset": "qwen2.5-7b"},
            "hardware": {"gpu": "h100-sxm", "cpu": "epyc-9654"},
            "inference": {"engine": "llamacpp", "weights": "gguf-q4_k_m", "device": "cpu"}})",
                                         catalog);
        QVERIFY(onCpu.scenario);
        QVERIFY(!onCpu.scenario->pricing.gpuHour && !onCpu.scenario->pricing.fromCatalog);

        // The file's own billing stays.
        setPath(document, "pricing", {{"billing", "hourly"}});
        const auto ownBilling = parseScenario(document.dump(), catalog);
        QVERIFY(ownBilling.scenario);
        QCOMPARE(ownBilling.scenario->pricing.gpuHour.value_or(0), 2.5);
        QCOMPARE(ownBilling.scenario->pricing.billing, Billing::Hourly);
        // Amounts in another currency (stated, or API prices in the default USD against a price
        // in EUR): the file keeps its currency, the catalog price is not used, and it says so.
        setPath(document, "pricing", {{"currency", "CNY"}, {"api_input_per_million", 1.0}});
        const auto mixed = parseScenario(document.dump(), catalog);
        QVERIFY(mixed.scenario);
        QCOMPARE(mixed.scenario->pricing.currency, std::string("CNY"));
        QVERIFY(!mixed.scenario->pricing.gpuHour);
        QVERIFY(!mixed.scenario->pricing.fromCatalog);
        QCOMPARE(mixed.diagnostics.warnings().size(), std::size_t(1));
        QCOMPARE(mixed.diagnostics.warnings().front().path, std::string("pricing.currency"));
        QCOMPARE(mixed.diagnostics.warnings().front().id, std::string("cost.catalog_currency"));
        Catalog euros = catalog;
        QVERIFY(euros.merge(
            nlohmann::json::parse(R"({"prices": [{"id": "h100-sxm", "currency": "EUR"}]})"),
            "eur.json", merged));
        setPath(document, "pricing", {{"api_output_per_million", 2.0}});
        const auto apiOnly = parseScenario(document.dump(), euros);
        QVERIFY(apiOnly.scenario);
        QVERIFY(!apiOnly.scenario->pricing.gpuHour);
        QCOMPARE(apiOnly.diagnostics.warnings().front().path, std::string("pricing"));
        // With nothing in a currency of its own, the file takes the price's.
        setPath(document, "pricing", nullptr, true);
        const auto adopted = parseScenario(document.dump(), euros);
        QCOMPARE(adopted.scenario->pricing.currency, std::string("EUR"));
        QCOMPARE(adopted.scenario->pricing.gpuHour.value_or(0), 2.5);

        // Another GPU has no price: no cost, as before.
        setPath(document, "hardware.gpu", "a100-80gb");
        setPath(document, "pricing", nullptr, true);
        const auto unpriced = parseScenario(document.dump(), catalog);
        QVERIFY(unpriced.scenario);
        QVERIFY(!unpriced.scenario->pricing.gpuHour);
        QVERIFY(!unpriced.scenario->hasPricing);
    }

    void truncatingAModelKeepsItsDerivedLayerCounts()
    {
        auto doc = trainingBase();
        doc["model"] = {{"preset", "mistral-7b"}, {"layers", 16}};
        auto result = parse(doc);
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QCOMPARE(result.scenario->model.architecture.slidingWindowLayers,
                 std::int64_t(16)); // all windowed
        doc["model"] = {{"preset", "deepseek-v3"}, {"layers", 2}};
        doc["training"]["pp"] = 1;
        result = parse(doc);
        QVERIFY2(result.scenario, result.diagnostics.summary().c_str());
        QCOMPARE(result.scenario->model.architecture.firstDenseLayers, std::int64_t(2));
    }
};

QTEST_GUILESS_MAIN(TestScenarioParser)
#include "test_scenario_parser.moc"
