// The bill of materials against published reference systems: NVIDIA's DGX A100 / H100 / B200
// (maximum system power, CPUs, memory, drives, network adapters) and the DGX SuperPOD H100
// reference architecture's rail-optimised fabric (leaf and spine switches, cables, transceivers).
// The power factors are fitted to the three DGX systems, so each is checked leave-one-out.
#include "common/messages.h"
#include "common/test_support.h"
#include "procure/bill_of_materials.h"
#include "procure/bom_json.h"
#include "procure/facility_power.h"

#include <QTest>

using namespace gp;
using namespace gp::procure;

namespace {

nlohmann::json training(const std::string& gpu, int gpusPerNode, int nodes,
                        const std::string& network = "ib-ndr")
{
    nlohmann::json doc = nlohmann::json::parse(R"({
      "format": "gpu-planner.scenario/1", "name": "bom", "workload": "training",
      "model": {"preset": "llama-3.1-8b"},
      "training": {"method": "full", "micro_batch": 1, "seq_len": 4096}})");
    doc["hardware"] = {{"gpu", gpu}, {"gpus_per_node", gpusPerNode}, {"nodes", nodes}};
    if (nodes > 1)
        doc["hardware"]["inter_node_link"] = network;
    return doc;
}

BillOfMaterials bomOf(const nlohmann::json& doc)
{
    const Scenario scenario = test::parsedScenario(doc);
    const Estimate e = estimate(scenario);
    if (!e.bom)
        qFatal("no bill of materials");
    return *e.bom;
}

const BomLine* lineOf(const BillOfMaterials& bom, const std::string& item)
{
    for (const BomLine& l : bom.lines)
        if (l.item == item)
            return &l;
    return nullptr;
}

// Published maximum system power and GPU TDP (W) of the reference systems.
struct Reference
{
    const char* system;
    double maxKw;
    double gpuWatts;
};
// DGX A100 datasheet "6.5 kW max"; DGX H100/H200 user guide "10.2 kW max"; DGX B200 user guide
// "14.3 kW max"; 8 GPUs each.
constexpr Reference kDgx[]
    = {{"DGX A100", 6.5, 400}, {"DGX H100", 10.2, 700}, {"DGX B200", 14.3, 1000}};

} // namespace

class TestBillOfMaterials : public QObject
{
    Q_OBJECT

private slots:
    void baseboardPowerHoldsOutOfSample()
    {
        const PowerFactor band = powerFactor(ServerClass::Baseboard);
        for (std::size_t i = 0; i < std::size(kDgx); ++i) {
            // Fitted to the other two, predicting this one.
            double sum = 0;
            for (std::size_t j = 0; j < std::size(kDgx); ++j)
                if (j != i)
                    sum += kDgx[j].maxKw / (8 * kDgx[j].gpuWatts / 1000);
            const double predicted = sum / 2 * 8 * kDgx[i].gpuWatts / 1000;
            QVERIFY2(std::fabs(predicted / kDgx[i].maxKw - 1) < 0.12, kDgx[i].system);
            // In sample: the band holds every reference system.
            const double ratio = kDgx[i].maxKw / (8 * kDgx[i].gpuWatts / 1000);
            QVERIFY2(ratio >= band.low - 1e-9 && ratio <= band.high + 1e-9, kDgx[i].system);
        }
        // The product's figure for a DGX H100-like server.
        const BillOfMaterials h100 = bomOf(training("h100-sxm", 8, 1));
        QVERIFY(h100.power.serverKw.has_value());
        QVERIFY(h100.power.serverKw->low <= 10.2 && 10.2 <= h100.power.serverKw->high);
    }

    void dgxH100ServerLines()
    {
        const BillOfMaterials bom = bomOf(training("h100-sxm", 8, 4));
        QCOMPARE(bom.serverClass, ServerClass::Baseboard);
        QCOMPARE(bom.servers, std::int64_t{4});
        // DGX H100: 8 ConnectX-7 400G compute ports (one per GPU), two dual-port adapters for
        // storage and in-band management, one BMC port; 2 x 56 cores; 2 TB for 640 GB of GPU
        // memory; two mirrored boot drives.
        QCOMPARE(lineOf(bom, "nic.compute")->perServer, std::int64_t{8});
        QCOMPARE(lineOf(bom, "nic.compute")->quantity, std::int64_t{32});
        QCOMPARE(lineOf(bom, "nic.storage")->perServer, std::int64_t{2});
        QCOMPARE(lineOf(bom, "nic.bmc")->perServer, std::int64_t{1});
        QCOMPARE(lineOf(bom, "cpu")->specArgs.at(1), std::string("112"));
        QCOMPARE(lineOf(bom, "nvme.os")->perServer, std::int64_t{2});
        const double memoryGib = std::stod(lineOf(bom, "memory")->specArgs.at(0));
        QVERIFY(memoryGib >= 2 * 8 * 80 && memoryGib <= 2048);
        // One server alone needs no compute fabric.
        const BillOfMaterials one = bomOf(training("h100-sxm", 8, 1));
        QVERIFY(lineOf(one, "nic.compute") == nullptr && lineOf(one, "switch.leaf") == nullptr);
        QCOMPARE(one.fabric.tiers, 0);
    }

    // Serving replicas that each fit inside a server exchange nothing between servers: no
    // compute fabric, no compute adapters, and the JSON and the sheet say why. A replica that
    // spans two servers needs the fabric, as does any training run on two servers; each CPU
    // server serves on its own.
    void servingReplicasInsideServersNeedNoFabric()
    {
        nlohmann::json serving = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "bom", "workload": "inference",
          "model": {"preset": "llama-3.1-70b"},
          "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8, "nodes": 2,
                       "inter_node_link": "ib-ndr"},
          "inference": {"engine": "vllm", "weights": "bf16", "tp": 8, "pp": 1,
                        "max_model_len": 8192, "prompt_tokens": 1000, "output_tokens": 200,
                        "peak_concurrency": 64}})");
        const BillOfMaterials inside = bomOf(serving);
        QCOMPARE(inside.servers, std::int64_t{2});
        QVERIFY(inside.fabric.replicasWithinServers);
        QCOMPARE(inside.fabric.tiers, 0);
        QVERIFY(lineOf(inside, "nic.compute") == nullptr);
        QVERIFY(lineOf(inside, "switch.leaf") == nullptr && lineOf(inside, "cable") == nullptr);
        QVERIFY(lineOf(inside, "nic.storage") != nullptr); // still on the data centre's network
        QCOMPARE(bomToJson(inside)["fabric"]["replicas_within_servers"].get<bool>(), true);

        serving["inference"]["pp"] = 2; // one replica of 16 GPUs across both servers
        const BillOfMaterials across = bomOf(serving);
        QVERIFY(!across.fabric.replicasWithinServers);
        QVERIFY(across.fabric.tiers >= 1);
        QVERIFY(lineOf(across, "nic.compute") != nullptr);
        QCOMPARE(lineOf(across, "nic.compute")->quantity, std::int64_t{16});

        // Replicas of 6 GPUs on three 8-GPU servers: the fleet holds 4, one of which would
        // straddle two servers, so it needs the fabric.
        serving["inference"]["tp"] = 2;
        serving["inference"]["pp"] = 3;
        serving["hardware"]["nodes"] = 3;
        const BillOfMaterials straddling = bomOf(serving);
        QVERIFY(!straddling.fabric.replicasWithinServers && straddling.fabric.tiers >= 1);

        const BillOfMaterials trainingPair = bomOf(training("h100-sxm", 8, 2));
        QVERIFY(!trainingPair.fabric.replicasWithinServers && trainingPair.fabric.tiers >= 1);

        nlohmann::json cpu = nlohmann::json::parse(R"({
          "format": "gpu-planner.scenario/1", "name": "bom", "workload": "inference",
          "model": {"preset": "qwen2.5-7b"}, "hardware": {"cpu": "epyc-9654", "nodes": 2},
          "inference": {"engine": "llamacpp", "weights": "gguf-q4_k_m", "device": "cpu",
                        "max_model_len": 8192, "prompt_tokens": 1500, "output_tokens": 300,
                        "peak_concurrency": 4}})");
        const BillOfMaterials servers = bomOf(cpu);
        QVERIFY(servers.fabric.replicasWithinServers);
        QVERIFY(lineOf(servers, "switch.leaf") == nullptr && lineOf(servers, "cable") == nullptr
                && lineOf(servers, "transceiver.server") == nullptr);
    }

    void superPodFabricCounts()
    {
        // DGX SuperPOD H100 RA: scalable units of 31 usable nodes, rail-optimised, QM9700
        // switches of 64 x 400G. 1 SU: 8 leaves, 4 spines; 2 SU: 16 and 8; 4 SU (127 nodes):
        // 32 and 16, 2,040 compute cables, 1,536 switch and 508 node transceivers (Table 8).
        struct Case
        {
            std::int64_t nodes, leaves, spines;
        };
        for (const Case c : {Case{31, 8, 4}, Case{62, 16, 8}, Case{127, 32, 16}}) {
            const Fabric f = fatTree(c.nodes, 8);
            QCOMPARE(f.tiers, 2);
            QCOMPARE(f.leaves, c.leaves);
            QCOMPARE(f.spines, c.spines);
        }
        // 127 nodes use 1,016 leaf ports; NVIDIA's counts include the fabric manager's 8 (1,024):
        // 2,040 cables and 1,536 switch modules against 2,032 and 1,524 here.
        const BillOfMaterials pod = bomOf(training("h100-sxm", 8, 127));
        QVERIFY(std::llabs(lineOf(pod, "cable")->quantity - 2040) <= 2040 / 100);
        QCOMPARE(lineOf(pod, "transceiver.server")->quantity, std::int64_t{508});
        QVERIFY(std::llabs(lineOf(pod, "transceiver.switch")->quantity - 1536) <= 1536 / 100);
        QCOMPARE(lineOf(pod, "switch.leaf")->quantity, std::int64_t{32});
        QCOMPARE(lineOf(pod, "switch.spine")->quantity, std::int64_t{16});
        // The DGX SuperPOD B200 at 16 scalable units (512 nodes, 4,096 ports): three tiers of
        // 128 leaves, 128 spines and 64 core switches.
        const Fabric b200 = fatTree(512, 8);
        QCOMPARE(b200.tiers, 3);
        QCOMPARE(b200.leaves, std::int64_t{128});
        QCOMPARE(b200.spines, std::int64_t{128});
        QCOMPARE(b200.cores, std::int64_t{64});
    }

    void fabricTiersFollowTheSize()
    {
        QCOMPARE(fatTree(1, 8).tiers, 0);
        QCOMPARE(fatTree(8, 8).tiers, 1); // 64 ports: one switch
        // Fewer servers than a leaf takes: leaves filled in order, one uplink per port used.
        const Fabric nine = fatTree(9, 8);
        QCOMPARE(nine.tiers, 2);
        QCOMPARE(nine.leaves, std::int64_t{3});
        QCOMPARE(nine.spines, std::int64_t{2});
        QCOMPARE(nine.links, std::int64_t{144});
        QCOMPARE(fatTree(256, 8).tiers, 2); // 2,048 = 64^2 / 2
        // Every two-tier fabric can be wired: no more leaves than a spine has ports.
        for (const std::int64_t servers : {33, 100, 200, 256}) {
            const Fabric f = fatTree(servers, 8);
            QVERIFY(f.leaves <= kSwitchPorts && f.spines * kSwitchPorts >= f.endpoints);
        }
        const Fabric big = fatTree(257, 8);
        QCOMPARE(big.tiers, 3);
        QVERIFY(big.cores > 0 && big.spines == big.leaves);
        QCOMPARE(big.links, 3 * big.endpoints);
        // Beyond 64^3 / 4 = 65,536 ports three tiers do not hold: no count, a design to make.
        const Fabric huge = fatTree(100000, 8);
        QVERIFY(huge.tooLarge && huge.switches() == 0);
        const BillOfMaterials hugeBom = bomOf(training("h100-sxm", 8, 100000));
        QVERIFY(lineOf(hugeBom, "switch.leaf") == nullptr && lineOf(hugeBom, "cable") == nullptr);
        QVERIFY(hugeBom.power.totalKw.has_value());
        // Shared Ethernet: one port per server, said so.
        const BillOfMaterials ethernet = bomOf(training("h100-sxm", 8, 4, "eth-100g"));
        QCOMPARE(ethernet.fabric.endpoints, std::int64_t{4});
        QCOMPARE(lineOf(ethernet, "nic.compute")->specId,
                 std::string("bom.spec.nic_compute_server"));
    }

    void serverClassFollowsTheGpuAndLink()
    {
        QCOMPARE(serverClassOf(test::parsedScenario(training("l40s", 8, 2))),
                 ServerClass::PcieServer);
        QCOMPARE(serverClassOf(test::parsedScenario(training("rtx-4090", 2, 1))),
                 ServerClass::Workstation);
        QCOMPARE(serverClassOf(test::parsedScenario(training("m2-ultra", 1, 1))),
                 ServerClass::AppleMachine);
        QCOMPARE(serverClassOf(test::parsedScenario(training("gb200", 72, 2))),
                 ServerClass::RackScale);
        QCOMPARE(serverClassOf(test::parsedScenario(training("mi300x", 8, 1))),
                 ServerClass::Baseboard);
        // Data-centre PCIe cards are servers even four at a time; desktop cards, workstations.
        for (const char* card : {"h100-pcie", "l40s", "l4", "rtx-pro-6000-se"})
            QVERIFY2(serverClassOf(test::parsedScenario(training(card, 4, 1)))
                         == ServerClass::PcieServer,
                     card);
        QCOMPARE(serverClassOf(test::parsedScenario(training("a6000", 2, 1))),
                 ServerClass::Workstation);
        const BillOfMaterials desk = bomOf(training("rtx-4090", 2, 1));
        QCOMPARE(lineOf(desk, "cpu")->specId, std::string("bom.spec.cpu_single"));
        QCOMPARE(lineOf(desk, "nvme.os")->specId, std::string("bom.spec.nvme_boot"));
        // An NVL72 is bought by the rack, however the GPUs were entered, and brings its own
        // CPUs, memory and drives: only its network ports are bought for it.
        const BillOfMaterials nvl = bomOf(training("gb200", 4, 36));
        QCOMPARE(nvl.servers, std::int64_t{2});
        QCOMPARE(nvl.gpusPerServer, 72);
        QVERIFY(lineOf(nvl, "cpu") == nullptr && lineOf(nvl, "memory") == nullptr);
        QCOMPARE(lineOf(nvl, "nic.compute")->quantity, std::int64_t{144});
        QCOMPARE(nvl.power.racks, std::int64_t{2});
    }

    void racksAndEnergy()
    {
        nlohmann::json doc = training("h100-sxm", 8, 16);
        // SuperPOD H100 racks hold four DGX H100 at over 40 kW.
        doc["facility"] = {{"rack_kw", 41}, {"pue", 1.3}, {"electricity_per_kwh", 0.1}};
        const BillOfMaterials bom = bomOf(doc);
        QCOMPARE(bom.power.serversPerRack, 4);
        QCOMPARE(bom.power.racks, std::int64_t{4});
        const double kw = 16 * bom.power.serverKw->expected;
        QVERIFY(test::relativelyClose(*bom.power.totalKw, kw));
        QVERIFY(test::relativelyClose(*bom.power.yearlyKwh, kw * 0.76 * 8760 * 1.3));
        QVERIFY(test::relativelyClose(*bom.power.yearlyEnergyCost, *bom.power.yearlyKwh * 0.1));
        QVERIFY(bom.missing.empty());
        // At the default 40 kW, three fit; without a price the energy cost is named missing.
        const BillOfMaterials standard = bomOf(training("h100-sxm", 8, 16));
        QCOMPARE(standard.power.serversPerRack, 3);
        QCOMPARE(standard.power.racks, std::int64_t{6});
        QVERIFY(!standard.power.yearlyEnergyCost.has_value());
        QCOMPARE(standard.missing, std::vector<std::string>{"facility.electricity_per_kwh"});
        // An NVL72 rack draws about 120 kW: over a 40 kW limit, and said so.
        const BillOfMaterials nvl = bomOf(training("gb200", 72, 2));
        QVERIFY(nvl.power.serverOverRackLimit);
        QCOMPARE(nvl.power.serversPerRack, 1);
        QVERIFY(nvl.power.serverKw->low <= 120 && 120 <= nvl.power.serverKw->high);
        // No TDP (an Apple machine): no power figure, and the reason.
        // A Mac: no published ratio, said so; a GPU class without a TDP names the missing input.
        const BillOfMaterials mac = bomOf(training("m2-ultra", 1, 1));
        QVERIFY(!mac.power.serverKw.has_value() && mac.power.noPowerModel);
        const BillOfMaterials ascend = bomOf(training("ascend-910c", 16, 1));
        QVERIFY(!ascend.power.serverKw.has_value() && !ascend.power.noPowerModel);
        QCOMPARE(ascend.missing.front(), std::string("hardware.gpu.tdp_w"));
    }

    void facilityFieldsAreChecked()
    {
        nlohmann::json doc = training("h100-sxm", 8, 1);
        doc["facility"] = {{"pue", 0.5}, {"rack_kw", -3}, {"colour", "red"}};
        const auto result = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!result.scenario);
        QStringList paths;
        for (const auto& d : result.diagnostics.errors())
            paths << QString::fromStdString(d.path);
        QVERIFY2(paths.contains(QStringLiteral("facility.pue"))
                     && paths.contains(QStringLiteral("facility.rack_kw"))
                     && paths.contains(QStringLiteral("facility.colour")),
                 qPrintable(paths.join(QStringLiteral(", "))));
    }

    void everyLineSaysWhatItIs()
    {
        const BillOfMaterials bom = bomOf(training("h100-sxm", 8, 300));
        for (const BomLine& l : bom.lines) {
            QVERIFY2(!englishTemplate("bom.item." + l.item).empty(), l.item.c_str());
            QVERIFY2(!englishTemplate(l.specId).empty(), l.specId.c_str());
            QVERIFY2(l.quantity > 0, l.item.c_str());
        }
        // The quote-request table: a header, a line per item, quoted where needed.
        const std::string csv = bomToCsv(bom, englishMessages());
        QVERIFY(csv.rfind("Item,Quantity,Per server,Specification,", 0) == 0);
        std::size_t rows = 0;
        for (std::size_t at = 0; (at = csv.find("\r\n", at)) != std::string::npos; at += 2)
            ++rows;
        QCOMPARE(rows, bom.lines.size() + 1);
        QVERIFY(csv.find("\"2 sockets, at least 112 cores in all\"") != std::string::npos);
        const nlohmann::json j = bomToJson(bom);
        QCOMPARE(j["fabric"]["tiers"].get<int>(), 3);
        QCOMPARE(j["lines"].size(), bom.lines.size());
    }

    // Shared storage writes a whole checkpoint (14 bytes per parameter with AdamW and mixed
    // precision, as BLOOM-176B's 2.3 TB) in the stated minutes; one server or a serving plan
    // asks for none.
    void checkpointStorageWritesAWholeCheckpointInTheStatedTime()
    {
        nlohmann::json doc = training("h100-sxm", 8, 8);
        doc["facility"] = {{"checkpoint_minutes", 10}};
        const Scenario scenario = test::parsedScenario(doc);
        const Estimate e = estimate(scenario);
        QVERIFY(e.bom->storage);
        const CheckpointStorage& s = *e.bom->storage;
        QCOMPARE(s.checkpointBytes, e.model.parameters * 14);
        QCOMPARE(s.minutes, 10.0);
        QVERIFY(test::relativelyClose(s.writeBytesPerSecond, s.checkpointBytes / 600));
        QVERIFY(test::relativelyClose(s.perServerBytesPerSecond, s.writeBytesPerSecond / 8));
        QVERIFY(bomToJson(*e.bom).contains("checkpoint_storage"));

        QVERIFY(!bomOf(training("h100-sxm", 8, 1)).storage);
        const BillOfMaterials serving = bomOf(test::servingDocument("llama-3.1-8b", "h100-sxm"));
        QVERIFY(!serving.storage);
        QVERIFY(!bomToJson(serving).contains("checkpoint_storage"));

        doc["facility"]["checkpoint_minutes"] = 0;
        const auto refused = parseScenario(doc.dump(), builtinCatalog());
        QVERIFY(!refused.scenario);
        QCOMPARE(refused.diagnostics.errors().front().path,
                 std::string("facility.checkpoint_minutes"));
    }

    // The switch follows the link: InfiniBand HDR's Quantum QM8700 has 40 ports, XDR's
    // Quantum-X800 Q3400 144, whose two tiers NVIDIA gives as 10,368 ports (144 x 144 / 2).
    // HDR takes one module per port; NDR and XDR twin-port OSFP, one per two.
    void switchesFollowTheLink()
    {
        QCOMPARE(switchPortsFor("ib-hdr"), 40);
        QCOMPARE(switchPortsFor("ib-xdr"), 144);
        QCOMPARE(switchPortsFor("roce-400g"), kSwitchPorts);
        QCOMPARE(fatTree(1296, 8, 144).tiers, 2);
        QCOMPARE(fatTree(1297, 8, 144).tiers, 3);
        QCOMPARE(fatTree(100, 8, 40).tiers, 2);
        QCOMPARE(fatTree(101, 8, 40).tiers, 3);

        // 32 DGX A100 on HDR: 256 ports, rail-optimised over leaves of 20 server ports.
        const BillOfMaterials hdr = bomOf(training("a100-80gb", 8, 32, "ib-hdr"));
        QCOMPARE(hdr.fabric.switchPorts, 40);
        QCOMPARE(hdr.fabric.leaves, std::int64_t(8 * 2));
        QCOMPARE(hdr.fabric.spines, std::int64_t(7)); // 256 uplinks over 40-port spines
        QCOMPARE(lineOf(hdr, "switch.leaf")->specArgs.front(), std::string("40"));
        QCOMPARE(lineOf(hdr, "transceiver.server")->quantity, std::int64_t(256));
        QCOMPARE(bomToJson(hdr)["fabric"]["switch_ports"].get<int>(), 40);
        const BillOfMaterials ndr = bomOf(training("h100-sxm", 8, 32, "ib-ndr"));
        QCOMPARE(lineOf(ndr, "transceiver.server")->quantity, std::int64_t(128));
    }
};

QTEST_GUILESS_MAIN(TestBillOfMaterials)
#include "test_bill_of_materials.moc"
