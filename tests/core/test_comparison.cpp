// Scenarios side by side: every result row is the estimates' own figure, deltas and percentages
// are against the chosen baseline, rows that differ are marked, and the CSV and JSON exports
// carry the same numbers.
#include "common/messages.h"
#include "common/test_support.h"
#include "compare/comparison.h"
#include "scenario/scenario_parser.h"

#include <QTest>

#include <cmath>

using namespace gp;

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

const char* kA100
    = R"({"format": "gpu-planner.scenario/1", "name": "8 x A100", "workload": "training",
  "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "a100-80gb", "gpus_per_node": 8},
  "training": {"method": "full", "zero_stage": 3, "global_batch": 64, "tokens": 2e9},
  "pricing": {"gpu_hour": 1.8, "billing": "per-second"}})";
const char* kH100
    = R"({"format": "gpu-planner.scenario/1", "name": "8 x H100", "workload": "training",
  "model": {"preset": "llama-3.1-8b"}, "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
  "training": {"method": "full", "zero_stage": 3, "global_batch": 64, "tokens": 2e9},
  "pricing": {"gpu_hour": 2.5, "billing": "per-second"}})";
// Not a raw string: moc 6.4 loses its way in a raw string holding \" and writes nothing.
const char* kServing
    = "{\"format\": \"gpu-planner.scenario/1\", "
      "\"name\": \"serve \\\"8B\\\", L40S\", \"workload\": \"inference\", "
      "\"model\": {\"preset\": \"llama-3.1-8b\"}, \"hardware\": {\"gpu\": \"l40s\"}, "
      "\"inference\": {\"max_model_len\": 8192, \"peak_concurrency\": 8}, "
      "\"pricing\": {\"gpu_hour\": 1.0, \"api_input_per_million\": 0.1, "
      "\"api_output_per_million\": 0.2}}";

// Served on a CPU: the price is a server's hour.
const char* kCpu = R"({"format": "gpu-planner.scenario/1", "name": "cpu", "workload": "inference",
  "model": {"preset": "qwen2.5-7b"}, "hardware": {"cpu": "epyc-9654", "nodes": 2},
  "inference": {"engine": "llamacpp", "weights": "gguf-q4_k_m", "device": "cpu",
    "max_model_len": 8192, "peak_concurrency": 4},
  "pricing": {"gpu_hour": 2.5, "api_input_per_million": 0.1, "api_output_per_million": 0.2}})";

using gp::test::estimatedScenario;

const ComparisonRow& rowOf(const Comparison& c, const std::string& id)
{
    for (const ComparisonRow& row : c.rows)
        if (row.id == id)
            return row;
    qFatal("no row %s", id.c_str());
}

} // namespace

class TestComparison : public QObject
{
    Q_OBJECT

private slots:
    void pipelinedPlansAreComparedOnTheirFullerStage()
    {
        // Over two stages, a LoRA at 65536 tokens keeps 10 B x 65536 x 152064 of logits on the
        // last stage: that stage, not the first, is the plan's memory, and it does not fit.
        const char* text = R"({"format": "gpu-planner.scenario/1", "name": "long",
            "workload": "training", "model": {"preset": "qwen2.5-7b"},
            "hardware": {"gpu": "h100-sxm", "gpus_per_node": 8},
            "training": {"method": "lora", "micro_batch": 1, "global_batch": 8,
                         "seq_len": 65536, "pp": 2, "recompute": "full"}})";
        const auto longer = estimatedScenario(text);
        const auto a = estimatedScenario(kA100);
        QVERIFY(longer.estimate.training->last());
        const Comparison c = compareScenarios(
            {{"long", &longer.scenario, &longer.estimate}, {"A100", &a.scenario, &a.estimate}}, 1);
        QVERIFY(std::abs(*rowOf(c, "memory_per_gpu_gib").values[0]
                         - longer.estimate.training->last()->memory.total.expected / GiB)
                < 1e-12);
        QCOMPARE(rowOf(c, "fits").texts[0], std::string("no"));
        QCOMPARE(rowOf(c, "fits").texts[1], std::string("yes"));
        // The grouped bars too: the last stage's activations.
        QCOMPARE(c.memory.bytes[0][3],
                 longer.estimate.training->last()->memory.activations.bytes.expected);
    }

    void deltasAreAgainstTheBaseline()
    {
        const auto a = estimatedScenario(kA100);
        const auto h = estimatedScenario(kH100);
        const Comparison c = compareScenarios(
            {{"A100", &a.scenario, &a.estimate}, {"H100", &h.scenario, &h.estimate}}, 1);
        QCOMPARE(c.baseline, std::size_t(1));
        // GPU-hours: the estimates' own figures, the delta and its share of the H100's.
        const ComparisonRow& hours = rowOf(c, "gpu_hours");
        const double ha = a.estimate.trainingTime->gpuHours->expected;
        const double hh = h.estimate.trainingTime->gpuHours->expected;
        QCOMPARE(*hours.values[0], ha);
        QCOMPARE(*hours.deltas[0], ha - hh);
        QVERIFY(std::abs(*hours.deltaPercents[0] - (ha - hh) / hh * 100) < 1e-9);
        QCOMPARE(*hours.deltas[1], 0.0);
        QVERIFY(ha > hh); // the A100 is slower
        // Cost per million tokens: the cost over the 2e9 tokens.
        const ComparisonRow& perToken = rowOf(c, "cost_per_million_tokens");
        QVERIFY(std::abs(*perToken.values[1] - h.estimate.trainingCost->amount.expected / 2e3)
                < 1e-9);
        // Memory: the same model and layout, so the same bytes, on different capacities.
        QVERIFY(std::abs(*rowOf(c, "memory_per_gpu_gib").values[0]
                         - a.estimate.training->first().memory.total.expected / GiB)
                < 1e-12);
        QVERIFY(!rowOf(c, "precision").differs);
        QVERIFY(rowOf(c, "hardware").differs);
        QCOMPARE(c.memory.bytes.size(), std::size_t(2));
        QCOMPARE(c.memory.capacityBytes[1], h.estimate.training->first().memory.capacityBytes);
    }

    void trainingAndServingTogether()
    {
        const auto a = estimatedScenario(kA100);
        const auto s = estimatedScenario(kServing);
        const Comparison c = compareScenarios(
            {{"train", &a.scenario, &a.estimate}, {"serve", &s.scenario, &s.estimate}}, 0);
        // A row only one side has stays empty on the other, with no delta.
        const ComparisonRow& ttft = rowOf(c, "ttft_ms");
        QVERIFY(!ttft.values[0] && ttft.texts[0].empty());
        QCOMPARE(*ttft.values[1], s.estimate.inference->speed.ttft.expected * 1000);
        QVERIFY(!ttft.deltas[1]); // no baseline value to compare with
        // Serving cost per million output tokens: GPU-hour price x GPUs over the tokens the
        // deployment makes in an hour at the peak. That rate, independently: the rent-versus-API
        // volume when no request rate is given is what the replicas serve flat out.
        const auto& n = *s.estimate.inference;
        QVERIFY(n.rent && n.rent->volumeFromCapacity);
        const double tokensPerSecond = n.rent->requestsPerSecond * 256; // output_tokens default
        QVERIFY(std::abs(n.sizing.deploymentThroughput.expected - tokensPerSecond)
                < 1e-9 * tokensPerSecond);
        QVERIFY(std::abs(*rowOf(c, "cost_per_million_output_tokens").values[1]
                         - 1.0 * n.sizing.gpus.expected / (tokensPerSecond * 3600) * 1e6)
                < 1e-9);
        // Training's cost per million (training) tokens is another row: never compared with it.
        QVERIFY(!rowOf(c, "cost_per_million_tokens").values[1]);
        // KV cache is a serving part only.
        const auto kv = std::find(c.memory.partIds.begin(), c.memory.partIds.end(), "kv_cache")
            - c.memory.partIds.begin();
        QCOMPARE(c.memory.bytes[0][kv], 0.0);
        QCOMPARE(c.memory.bytes[1][kv], n.memory.kvCache.bytes.expected);
        // Choices are words with a message of their own, so a reader sees them translated.
        for (const ComparisonRow& row : c.rows)
            for (const std::string& id : row.textIds)
                QVERIFY2(id.empty() || !englishTemplate(id).empty(), id.c_str());
        QCOMPARE(rowOf(c, "engine").textIds[1], std::string("engine.vllm"));
        QCOMPARE(rowOf(c, "method").textIds[0].rfind("method.", 0), std::size_t(0));
    }

    void aServerIsComparedAsAServer()
    {
        const auto gpu = estimatedScenario(kServing);
        const auto cpu = estimatedScenario(kCpu);
        QVERIFY(cpu.estimate.inference->onCpu && !gpu.estimate.inference->onCpu);
        const Comparison c = compareScenarios(
            {{"gpu", &gpu.scenario, &gpu.estimate}, {"cpu", &cpu.scenario, &cpu.estimate}}, 0);
        // A server's memory is not set against a GPU's: each has rows of its own.
        for (const char* of : {"memory_per_", "capacity", "headroom"}) {
            const std::string gpuId = std::string(of) + (of[0] == 'm' ? "gpu_gib" : "_gib");
            const std::string serverId
                = std::string(of) + (of[0] == 'm' ? "server_gib" : "_server_gib");
            QVERIFY2(rowOf(c, gpuId).values[0] && !rowOf(c, gpuId).values[1], gpuId.c_str());
            QVERIFY2(!rowOf(c, serverId).values[0] && rowOf(c, serverId).values[1],
                     serverId.c_str());
            QVERIFY(rowOf(c, serverId).label.find("server") != std::string::npos);
        }
        QCOMPARE(*rowOf(c, "capacity_server_gib").values[1],
                 cpu.estimate.verdict.capacityBytes / GiB);
        // The smallest fleet counts servers, the layout is the number of servers, the price is
        // a server's hour.
        const auto& n = *cpu.estimate.inference;
        QCOMPARE(*rowOf(c, "smallest_servers").values[1], n.sizing.gpus.expected);
        QVERIFY(!rowOf(c, "gpus").values[1] && !rowOf(c, "replicas").values[1]);
        QCOMPARE(rowOf(c, "cpu_servers").texts[1], std::string("2"));
        QVERIFY(!rowOf(c, "servers").texts[0].empty() && rowOf(c, "servers").texts[1].empty());
        QVERIFY(rowOf(c, "price_server").texts[1].rfind("2.50 ", 0) == 0);
        QVERIFY(rowOf(c, "price").texts[1].empty());
        // Both fleets as entered cost a month of their hours: two servers, one GPU.
        QVERIFY(n.fleet.monthlyCost);
        QCOMPARE(*rowOf(c, "fleet_cost_per_month").values[1], 2 * 2.5 * 30 * 24);
        QCOMPARE(*rowOf(c, "fleet_cost_per_month").values[0], 1.0 * 30 * 24);
        // A server's row sits beside its GPU twin, whichever option comes first.
        const auto indexOf = [](const Comparison& compared, const std::string& id) {
            return std::find_if(compared.rows.begin(), compared.rows.end(),
                                [&](const ComparisonRow& row) { return row.id == id; })
                - compared.rows.begin();
        };
        const Comparison swapped = compareScenarios(
            {{"cpu", &cpu.scenario, &cpu.estimate}, {"gpu", &gpu.scenario, &gpu.estimate}}, 0);
        for (const auto& [first, second] :
             {std::pair{"memory_per_gpu_gib", "memory_per_server_gib"},
              std::pair{"headroom_gib", "headroom_server_gib"},
              std::pair{"price", "price_server"}}) {
            QCOMPARE(indexOf(c, second), indexOf(c, first) + 1);
            QCOMPARE(indexOf(swapped, first), indexOf(swapped, second) + 1);
        }
        // The smallest fleet's rows stay together, its GPU rows in their order; the split
        // follows the concurrency.
        QCOMPARE(indexOf(c, "smallest_servers"), indexOf(c, "replicas") + 1);
        QCOMPARE(indexOf(swapped, "gpus"), indexOf(swapped, "smallest_servers") + 1);
        QCOMPARE(indexOf(swapped, "replicas"), indexOf(swapped, "gpus") + 1);
        QCOMPARE(indexOf(swapped, "serving_split"), indexOf(swapped, "peak_concurrency") + 1);
        QCOMPARE(indexOf(c, "serving_split"), indexOf(c, "peak_concurrency") + 1);
        // The recommendation speaks of rent, whichever option it is.
        for (const std::string& text : rowOf(c, "recommended").texts)
            QCOMPARE(text.find("GPU"), std::string::npos);
        // The memory bars say whose memory they are.
        QCOMPARE(c.memory.ofServer, (std::vector<bool>{false, true}));
        QVERIFY(comparisonToJson(c)["memory_per_gpu"][1]["device"] == "server");
    }

    void exportsCarryTheSameNumbers()
    {
        const auto a = estimatedScenario(kA100);
        const auto s = estimatedScenario(kServing);
        const Comparison c = compareScenarios({{a.scenario.name, &a.scenario, &a.estimate},
                                               {s.scenario.name, &s.scenario, &s.estimate}},
                                              0);
        const std::string csv = comparisonToCsv(c);
        // RFC 4180: the name with a comma and quotes is quoted, its quotes doubled.
        QVERIFY(csv.rfind("id,label,unit,8 x A100,\"serve \"\"8B\"\", L40S\",", 0) == 0);
        QVERIFY(csv.find("\r\nttft_ms,\"Time to first token, as entered\",ms,,")
                != std::string::npos);
        const nlohmann::json json = comparisonToJson(c);
        QVERIFY(json["format"] == kComparisonFormat);
        QCOMPARE(json["rows"].size(), c.rows.size());
        QVERIFY(json["memory_per_gpu"][1]["parts_bytes"]["kv_cache"]
                == s.estimate.inference->memory.kvCache.bytes.expected);
        const std::string text = comparisonToText(c);
        QVERIFY(text.find("*8 x A100") != std::string::npos);
    }

    void differentCurrenciesAndFailedPlansAreNotCompared()
    {
        const auto usd = estimatedScenario(kServing);
        std::string cnyText = kServing;
        const std::string price = "\"gpu_hour\": 1.0";
        cnyText.replace(cnyText.find(price), price.size(),
                        "\"gpu_hour\": 7.2, \"currency\": \"CNY\"");
        const auto cny = estimatedScenario(cnyText.c_str());
        // A model whose weights exceed the card: it does not fit.
        std::string fullText = kServing;
        const std::string model = "llama-3.1-8b";
        fullText.replace(fullText.find(model), model.size(), "llama-3.1-70b");
        const auto full = estimatedScenario(fullText.c_str());
        QVERIFY(!full.estimate.inference->memory.fits);
        const Comparison c = compareScenarios({{"same", &usd.scenario, &usd.estimate},
                                               {"same", &cny.scenario, &cny.estimate},
                                               {"full", &full.scenario, &full.estimate}},
                                              0);
        // Equal names are told apart.
        QCOMPARE(c.labels[1], std::string("same (2)"));
        // USD and CNY figures sit in rows of their own, with no delta between them.
        const ComparisonRow& usdRow = rowOf(c, "cost_per_month");
        const ComparisonRow& cnyRow = rowOf(c, "cost_per_month_CNY");
        QVERIFY(usdRow.values[0] && !usdRow.values[1]);
        QVERIFY(cnyRow.values[1] && !cnyRow.deltas[1]);
        // The plan that does not fit has no latency or GPU count to look better with.
        QVERIFY(!rowOf(c, "ttft_ms").values[2]);
        QVERIFY(!rowOf(c, "gpus").values[2]);
        QCOMPARE(rowOf(c, "fits").texts[2], std::string("no"));
        // CSV keeps every digit.
        QVERIFY(comparisonToCsv(c).find("e+") == std::string::npos);
    }

    void refusesTooFewOrTooMany()
    {
        const auto a = estimatedScenario(kA100);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 compareScenarios({{"a", &a.scenario, &a.estimate}}, 0));
        std::vector<CompareInput> seven(7, {"a", &a.scenario, &a.estimate});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, compareScenarios(seven, 0));
        QVERIFY_THROWS_EXCEPTION(
            std::invalid_argument,
            compareScenarios({{"a", &a.scenario, &a.estimate}, {"b", &a.scenario, &a.estimate}},
                             2));
    }

    // The core recommends the cheapest option that fits: by cost of ownership where every such
    // option has one in one currency, else by the run's cost; a plan that does not fit is never
    // recommended, however cheap.
    void recommendsTheCheapestOptionThatFits()
    {
        nlohmann::json a100 = nlohmann::json::parse(kA100);
        nlohmann::json h100 = nlohmann::json::parse(kH100);
        // Without quotes: the run's cost decides (the A100 run costs less here, or the H100's).
        const auto a = estimatedScenario(a100.dump());
        const auto h = estimatedScenario(h100.dump());
        Comparison byCost = compareScenarios(
            {{"A100", &a.scenario, &a.estimate}, {"H100", &h.scenario, &h.estimate}}, 0);
        QVERIFY(byCost.recommended);
        const std::size_t cheaper
            = a.estimate.trainingCost->amount.expected <= h.estimate.trainingCost->amount.expected
            ? 0
            : 1;
        QCOMPARE(*byCost.recommended, cheaper);
        QCOMPARE(rowOf(byCost, "recommended").textIds[cheaper],
                 std::string("word.recommended.cost"));
        QCOMPARE(comparisonToJson(byCost)["recommended_index"].get<std::size_t>(), cheaper);

        // Quotes for both: the lower cost of ownership decides, whatever the run costs. The
        // other option is made the cheaper to own.
        const std::size_t other = 1 - cheaper;
        nlohmann::json& cheapToOwn = other == 0 ? a100 : h100;
        nlohmann::json& dearToOwn = other == 0 ? h100 : a100;
        for (nlohmann::json* option : {&cheapToOwn, &dearToOwn}) {
            (*option)["purchase"] = {{"support_per_year", 0.1}, {"space_per_rack_month", 1500}};
            (*option)["facility"] = {{"electricity_per_kwh", 0.12}};
        }
        cheapToOwn["purchase"]["server"] = {{"unit_price", 100000}};
        dearToOwn["purchase"]["server"] = {{"unit_price", 900000}};
        const auto a2 = estimatedScenario(a100.dump());
        const auto h2 = estimatedScenario(h100.dump());
        Comparison byTco = compareScenarios(
            {{"A100", &a2.scenario, &a2.estimate}, {"H100", &h2.scenario, &h2.estimate}}, 0);
        QCOMPARE(*byTco.recommended, other);
        QCOMPARE(rowOf(byTco, "recommended").textIds[other], std::string("word.recommended.tco"));
        QCOMPARE(*rowOf(byTco, "capex").values[other], 100000.0);
        // A total that leaves out a running cost is not ranked: the run's cost decides again.
        cheapToOwn["facility"].erase("electricity_per_kwh");
        const auto a5 = estimatedScenario(a100.dump());
        const auto h5 = estimatedScenario(h100.dump());
        Comparison partial = compareScenarios(
            {{"A100", &a5.scenario, &a5.estimate}, {"H100", &h5.scenario, &h5.estimate}}, 0);
        QCOMPARE(*partial.recommended, cheaper);
        cheapToOwn["facility"]["electricity_per_kwh"] = 0.12;

        // The cheap-to-own option no longer fits: the other is recommended.
        cheapToOwn["model"] = {{"preset", "llama-3.1-70b"}};
        cheapToOwn["training"]["zero_stage"] = 0;
        const auto a3 = estimatedScenario(a100.dump());
        const auto h3 = estimatedScenario(h100.dump());
        const Estimate& misfit = other == 0 ? a3.estimate : h3.estimate;
        QVERIFY(!misfit.verdict.fits());
        Comparison oneFits = compareScenarios(
            {{"A100", &a3.scenario, &a3.estimate}, {"H100", &h3.scenario, &h3.estimate}}, 0);
        QCOMPARE(*oneFits.recommended, cheaper);

        // Neither fits: no recommendation, and no row saying one.
        dearToOwn["model"] = {{"preset", "llama-3.1-70b"}};
        dearToOwn["training"]["zero_stage"] = 0;
        const auto a4 = estimatedScenario(a100.dump());
        const auto h4 = estimatedScenario(h100.dump());
        Comparison none = compareScenarios(
            {{"A100", &a4.scenario, &a4.estimate}, {"H100", &h4.scenario, &h4.estimate}}, 0);
        QVERIFY(!none.recommended);
        QVERIFY(std::none_of(none.rows.begin(), none.rows.end(),
                             [](const ComparisonRow& r) { return r.id == "recommended"; }));
        QVERIFY(!comparisonToJson(none).contains("recommended"));
    }
};

QTEST_MAIN(TestComparison)
#include "test_comparison.moc"
