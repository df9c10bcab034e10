// The built-in catalogs (ids the scenario format promises, figures from the spec sheets, a
// source and date on every entry) and merging a user's catalog file.
#include "hardware/catalog.h"

#include <QTest>

using namespace gp;

namespace {

// A GPU of one's own with the figures every GPU needs and nothing else.
nlohmann::json ownGpu()
{
    return nlohmann::json::parse(
        R"({"memory_gib": 48, "bandwidth_gbps": 960, "bf16_tflops": 180})");
}

} // namespace

class TestCatalog : public QObject
{
    Q_OBJECT

private slots:
    void hasEveryDocumentedId()
    {
        const Catalog& c = builtinCatalog();
        for (const char* id : {"a100-40gb",
                               "a100-80gb",
                               "a100-80gb-pcie",
                               "h100-sxm",
                               "h100-pcie",
                               "h800",
                               "h200",
                               "h20",
                               "b200",
                               "l40s",
                               "l4",
                               "a10",
                               "a6000",
                               "rtx-4090",
                               "rtx-3090",
                               "mi300x",
                               "ascend-910b",
                               "m2-ultra",
                               "b300",
                               "gb200",
                               "gb300",
                               "a800-80gb",
                               "l20",
                               "rtx-4090d",
                               "rtx-5090",
                               "rtx-pro-6000-se",
                               "mi325x",
                               "mi355x",
                               "ascend-910c",
                               "gaudi3"})
            QVERIFY2(c.gpu(id), id);
        for (const char* id : {"nvlink3", "nvlink4", "nvlink5", "pcie4", "pcie5", "ib-hdr",
                               "ib-ndr", "roce-100g", "eth-1g", "eth-10g", "eth-25g", "eth-100g"})
            QVERIFY2(c.link(id), id);
        QVERIFY(c.cpu("epyc-9654"));
    }

    void everyEntrySaysWhereItsFiguresComeFrom()
    {
        const Catalog& c = builtinCatalog();
        for (const auto& g : c.gpus()) {
            QVERIFY2(!g.provenance.source.empty() && !g.provenance.asOf.empty(), g.id.c_str());
            QVERIFY2(c.link(g.scaleUpLink) || g.scaleUpLink.empty(), g.id.c_str());
        }
        for (const auto& l : c.links())
            QVERIFY2(!l.provenance.source.empty() && !l.provenance.asOf.empty(), l.id.c_str());
        for (const auto& cpu : c.cpus())
            QVERIFY2(!cpu.provenance.source.empty() && !cpu.provenance.asOf.empty(),
                     cpu.id.c_str());
    }

    void figuresMatchTheSpecSheets()
    {
        // Dense tensor-core figures from the datasheets (sparse ones are twice as large).
        const Catalog& c = builtinCatalog();
        QCOMPARE(c.gpu("h100-sxm")->bf16Tflops, 989.0);
        QCOMPARE(c.gpu("h100-sxm")->fp8Tflops, 1979.0);
        QCOMPARE(c.gpu("h100-sxm")->bandwidthGBps, 3350.0);
        QCOMPARE(c.gpu("a100-80gb")->bandwidthGBps, 2039.0);
        QCOMPARE(c.gpu("a100-40gb")->bandwidthGBps, 1555.0);
        QCOMPARE(c.gpu("a100-80gb")->fp8Tflops, 0.0); // Ampere has no FP8
        QCOMPARE(c.gpu("l4")->usableGib, 22.49);
        // The H800 is the H100 SXM5's 80 GB part: the same memory is usable on both.
        QCOMPARE(c.gpu("h800")->usableGib, c.gpu("h100-sxm")->usableGib);
        QCOMPARE(c.gpu("rtx-3090")->bf16Tflops, 71.0); // FP32 accumulate, as frameworks use
        QCOMPARE(c.link("nvlink4")->bandwidthGBps, 450.0); // per direction
        QCOMPARE(c.link("ib-ndr")->bandwidthGBps, 50.0);
        QCOMPARE(c.link("eth-1g")->bandwidthGBps, 0.125);
        QCOMPARE(c.link("eth-1g")->scope, LinkScope::InterNode);
        QCOMPARE(c.link("pcie4")->scope, LinkScope::IntraNode);
        // The accelerators of 2025-26 (dense figures; each entry's note gives the sources).
        QCOMPARE(c.gpu("b300")->bf16Tflops, 2250.0);
        QCOMPARE(c.gpu("b300")->fp8Tflops, 4500.0);
        QCOMPARE(c.gpu("mi355x")->bandwidthGBps, 8000.0);
        QCOMPARE(c.gpu("mi325x")->memoryGib, 256.0);
        QCOMPARE(c.gpu("rtx-5090")->bandwidthGBps, 1792.0);
        QCOMPARE(c.gpu("a800-80gb")->bf16Tflops, c.gpu("a100-80gb")->bf16Tflops);
        QCOMPARE(c.gpu("gaudi3")->scaleUpLink, std::string("gaudi3-roce-scaleup"));
    }

    void nvl72IsOneScaleUpDomain()
    {
        // A GB200 or GB300 NVL72 rack joins 72 GPUs over NVLink 5: the catalog's node is the
        // NVLink domain (a compute tray holds 4), so tensor and expert groups may span it.
        const Catalog& c = builtinCatalog();
        for (const char* id : {"gb200", "gb300"}) {
            QCOMPARE(c.gpu(id)->maxPerNode, 72);
            QCOMPARE(c.gpu(id)->scaleUpLink, std::string("nvlink5"));
        }
        QCOMPARE(c.gpu("b300")->maxPerNode, 8);
        QCOMPARE(c.gpu("ascend-910c")->maxPerNode, 16); // 8 modules of 2 dies, one device each
    }

    void userFileOverridesOneFigureAndAddsEntries()
    {
        Catalog c = builtinCatalog();
        const auto document = nlohmann::json::parse(R"({
            "format": "gpu-planner.catalog/1",
            "gpus": [
                {"id": "h100-sxm", "bandwidth_gbps": 3000, "source": "our measurement", "as_of": "2026-10-01"},
                {"id": "lab-card", "name": "Lab card", "memory_gib": 32, "bandwidth_gbps": 900,
                 "bf16_tflops": 200, "scale_up_link": "pcie5", "source": "vendor sheet", "as_of": "2026-09-01"}
            ],
            "links": [{"id": "eth-400g", "scope": "inter-node", "gbps": 50, "latency_us": 10,
                       "source": "switch sheet", "as_of": "2026-01-01"}]
        })");
        Diagnostics diag;
        QVERIFY2(c.merge(document, "mine.json", diag), diag.summary().c_str());
        QCOMPARE(c.gpu("h100-sxm")->bandwidthGBps, 3000.0);
        QCOMPARE(c.gpu("h100-sxm")->bf16Tflops, 989.0); // untouched fields stay
        QCOMPARE(c.gpu("h100-sxm")->provenance.source, std::string("our measurement"));
        QVERIFY(c.gpu("lab-card"));
        QCOMPARE(c.gpu("lab-card")->fp16Tflops, 200.0); // defaults to the BF16 figure
        QVERIFY(c.link("eth-400g"));
        QCOMPARE(builtinCatalog().gpu("h100-sxm")->bandwidthGBps, 3350.0); // built-in unchanged
    }

    void invalidUserFileChangesNothingAndNamesTheFile()
    {
        Catalog c = builtinCatalog();
        const auto document = nlohmann::json::parse(R"({
            "gpus": [
                {"id": "h100-sxm", "bandwidth_gbps": 1},
                {"id": "half-card", "memory_gib": 16, "source": "x", "as_of": "2026-01-01"},
                {"id": "Bad Id", "memory_gib": 16},
                {"id": "linked", "memory_gib": 16, "bandwidth_gbps": 1, "bf16_tflops": 1,
                 "scale_up_link": "warp-drive", "source": "x", "as_of": "yesterday"}
            ],
            "gpu_list": []
        })");
        Diagnostics diag;
        QVERIFY(!c.merge(document, "mine.json", diag));
        QCOMPARE(c.gpu("h100-sxm")->bandwidthGBps, 3350.0);
        QVERIFY(!c.gpu("half-card"));
        std::vector<std::string> messages;
        for (const auto& e : diag.errors())
            messages.push_back(e.toString());
        auto has = [&](const std::string& text) {
            return std::find(messages.begin(), messages.end(), text) != messages.end();
        };
        QVERIFY2(has("mine.json: gpus[1].bandwidth_gbps: is required"), diag.summary().c_str());
        QVERIFY2(has("mine.json: gpus[1].bf16_tflops: is required"), diag.summary().c_str());
        QVERIFY2(has("mine.json: gpus[2].id: \"Bad Id\" is not a valid id (lower-case letters, "
                     "digits, '.', '_', '-')"),
                 diag.summary().c_str());
        QVERIFY2(
            has("mine.json: gpus[3].as_of: must be a date written YYYY-MM-DD; got \"yesterday\""),
            diag.summary().c_str());
        QVERIFY2(has("mine.json: gpu_list: unknown key; expected one of \"comment\", \"cpus\", "
                     "\"format\", \"gpus\", \"links\", \"prices\" or \"title\""),
                 diag.summary().c_str());
        QVERIFY2(has("mine.json: gpus[3].scale_up_link: refers to the unknown link \"warp-drive\""),
                 diag.summary().c_str());
        QVERIFY2(
            diag.errors().size() == 6,
            diag.summary()
                .c_str()); // nothing else: no noise // nothing else: no noise from the bad entry
    }

    void linksMustExistAndJoinTheRightThings()
    {
        Catalog c = builtinCatalog();
        const auto document = nlohmann::json::parse(R"({
            "gpus": [{"id": "h100-sxm", "scale_up_link": "ib-ndr", "default_network": "nvlink4"}],
            "links": [{"id": "mystery", "gbps": 10, "source": "x", "as_of": "2026-01-01"}]
        })");
        Diagnostics diag;
        QVERIFY(!c.merge(document, "mine.json", diag));
        QStringList lines;
        for (const auto& e : diag.errors())
            lines << QString::fromStdString(e.toString());
        QVERIFY2(lines.contains(QStringLiteral("mine.json: links[0].scope: is required")),
                 qPrintable(lines.join(QLatin1Char('\n'))));
        QVERIFY(lines.contains(
            QStringLiteral("mine.json: gpus[0].scale_up_link: \"ib-ndr\" connects servers; "
                           "intra_node_link needs a link inside one server (NVLink, PCIe)")));
        QVERIFY(lines.contains(QStringLiteral(
            "mine.json: gpus[0].default_network: \"nvlink4\" is a link inside one server; "
            "inter_node_link needs a network (InfiniBand, RoCE, Ethernet)")));
    }

    void pricesAreForKnownGpusWithTheirSource()
    {
        Catalog c = builtinCatalog();
        QVERIFY(c.prices().empty()); // the program knows no price it could keep current
        Diagnostics diag;
        // A price for a built-in GPU and one for a GPU the same file adds.
        QVERIFY2(c.merge(nlohmann::json::parse(R"({
            "gpus": [{"id": "lab-card", "memory_gib": 32, "bandwidth_gbps": 900,
                      "bf16_tflops": 200, "source": "x", "as_of": "2026-09-01"}],
            "prices": [
              {"id": "h100-sxm", "gpu_hour": 2.49, "billing": "per-second",
               "provider": "our cloud contract", "source": "contract", "as_of": "2026-11-01"},
              {"id": "lab-card", "gpu_hour": 0.4, "currency": "CNY", "minimum_hours": 24,
               "source": "charge-back rate", "as_of": "2026-10-01"}]})"),
                         "mine.json", diag),
                 diag.summary().c_str());
        const PriceSpec* h100 = c.price("h100-sxm");
        QVERIFY(h100);
        QCOMPARE(h100->gpuHour, 2.49);
        QCOMPARE(h100->currency, std::string("USD")); // the default
        QCOMPARE(h100->billing, std::string("per-second"));
        QCOMPARE(h100->provider, std::string("our cloud contract"));
        QCOMPARE(h100->provenance.asOf, std::string("2026-11-01"));
        QCOMPARE(c.price("lab-card")->currency, std::string("CNY"));
        QCOMPARE(c.price("lab-card")->minimumHours, 24.0);
        // A correction names what changed and keeps the rest.
        QVERIFY(c.merge(nlohmann::json::parse(
                            R"({"prices": [{"id": "h100-sxm", "gpu_hour": 2.19,
                                "as_of": "2026-12-01"}]})"),
                        "newer.json", diag));
        QCOMPARE(c.price("h100-sxm")->gpuHour, 2.19);
        QCOMPARE(c.price("h100-sxm")->billing, std::string("per-second"));
        QCOMPARE(c.price("h100-sxm")->provenance.source, std::string("contract"));

        // Wrong prices: each named by field, and nothing changes.
        Diagnostics bad;
        QVERIFY(!c.merge(nlohmann::json::parse(R"({"prices": [
            {"id": "warp-card", "gpu_hour": 1, "source": "x", "as_of": "2026-01-01"},
            {"id": "a100-80gb", "gpu_hour": 0, "currency": "usd", "billing": "weekly",
             "source": "x", "as_of": "2026-01-01"},
            {"id": "l40s"}]})"),
                         "bad.json", bad));
        QCOMPARE(c.price("h100-sxm")->gpuHour, 2.19);
        QVERIFY(!c.price("a100-80gb"));
        QStringList lines;
        for (const auto& e : bad.errors())
            lines << QString::fromStdString(e.toString());
        const QString all = lines.join(QLatin1Char('\n'));
        for (const char* expected :
             {"bad.json: prices[0].id: prices the unknown GPU \"warp-card\"",
              "bad.json: prices[1].gpu_hour: must be greater than 0; got 0",
              "bad.json: prices[1].currency: must be a three-letter ISO 4217 code",
              "code such as \"USD\"; got \"usd\"", "bad.json: prices[1].billing: must be one of",
              "bad.json: prices[2].gpu_hour: is required",
              "bad.json: prices[2].source: is required", "bad.json: prices[2].as_of: is required"})
            QVERIFY2(all.contains(QString::fromUtf8(expected)),
                     qPrintable(QString::fromUtf8(expected) + all));
        QCOMPARE(lines.size(), 7); // a wrong gpu_hour is not also "required"
    }

    void datesAreCalendarDates()
    {
        for (const char* date : {"2026-13-01", "2026-00-10", "2026-09", "26-09-01"}) {
            Catalog c = builtinCatalog();
            nlohmann::json document = {{"links",
                                        {{{"id", "x"},
                                          {"scope", "inter-node"},
                                          {"gbps", 1},
                                          {"source", "s"},
                                          {"as_of", date}}}}};
            Diagnostics diag;
            QVERIFY2(!c.merge(document, "f", diag), date);
        }
    }

    void customGpuNeedsTheCoreFigures()
    {
        Diagnostics diag;
        auto gpu = parseCustomGpu(ownGpu(), "hardware.gpu", diag);
        QVERIFY(gpu);
        QCOMPARE(gpu->memoryGib, 48.0);
        Diagnostics missing;
        QVERIFY(
            !parseCustomGpu(nlohmann::json::parse(R"({"memory_gib": 48, "bandwidht_gbps": 960})"),
                            "hardware.gpu", missing));
        QCOMPARE(missing.errors().size(), std::size_t(3));
        QCOMPARE(missing.errors()[0].toString(),
                 std::string(
                     "hardware.gpu.bandwidht_gbps: unknown key; did you mean \"bandwidth_gbps\"?"));
    }

    void customGpuWithoutAGenerationIsTimedByTheMedianAndSaysSo()
    {
        Diagnostics unnamed;
        auto gpu = parseCustomGpu(ownGpu(), "hardware.gpu", unnamed);
        QVERIFY(gpu);
        QCOMPARE(gpu->generation, GpuGeneration::Unknown);
        QCOMPARE(unnamed.warnings().size(), std::size_t(1));
        QCOMPARE(unnamed.warnings()[0].path, std::string("hardware.gpu.generation"));
        QCOMPARE(unnamed.warnings()[0].id, std::string("hw.generation_unset"));
        // The choices named are the known generations, not "unknown" itself.
        QVERIFY(unnamed.warnings()[0].message.find("\"ada\"") != std::string::npos);
        QVERIFY(unnamed.warnings()[0].message.find("\"unknown\",") == std::string::npos);
        // Named, even as "unknown" on purpose: nothing to say.
        for (const char* generation : {"ada", "unknown"}) {
            Diagnostics named;
            auto doc = ownGpu();
            doc["generation"] = generation;
            QVERIFY(parseCustomGpu(doc, "hardware.gpu", named));
            QVERIFY2(named.items().empty(), generation);
        }
    }
};

QTEST_GUILESS_MAIN(TestCatalog)
#include "test_catalog.moc"
