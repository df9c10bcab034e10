// The cost of ownership (procure/ownership.h): the capital cost is each quote times the quantity
// the bill of materials counts; what is not quoted is named, never counted as zero; the running
// costs, the total over the term, renting the same GPUs and the API follow from the scenario's
// own prices, converted at the stated exchange rate; and the purchase section is read with
// errors that name the field.
#include "common/test_support.h"
#include "estimate/estimate_json.h"
#include "procure/bill_of_materials.h"
#include "procure/bom_json.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace gp;
using namespace gp::procure;

namespace {

// The 70B pre-training demo without its illustrative prices: 8 servers of 8 H100 on InfiniBand
// NDR, rented at 2.5 USD/GPU-hour.
nlohmann::json pretraining()
{
    QFile file(QStringLiteral(GP_SOURCE_DIR "/resources/demo/pretrain-llama-3.1-70b.json"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open the demo");
    nlohmann::json doc = nlohmann::json::parse(file.readAll().toStdString());
    doc.erase("purchase");
    doc.erase("facility");
    return doc;
}

nlohmann::json quoted(nlohmann::json doc)
{
    doc["purchase"] = nlohmann::json::parse(R"({
      "server": {"unit_price": 289000.5, "vendor": "Example Systems", "date": "2026-11-20"},
      "switch": {"unit_price": 30000, "vendor": "Example Networks", "date": "2026-11-21"},
      "cable": {"unit_price": 900},
      "switch_transceiver": {"unit_price": 1800},
      "server_transceiver": {"unit_price": 1100},
      "support_per_year": 0.1, "space_per_rack_month": 1500})");
    doc["facility"] = {{"electricity_per_kwh", 0.12}};
    return doc;
}

BillOfMaterials bomOf(const nlohmann::json& doc)
{
    const auto planned = test::estimatedScenario(doc.dump());
    return *planned.estimate.bom;
}

// The quantity the bill counts for a quote item, summed over its lines.
std::int64_t counted(const BillOfMaterials& bom, const std::string& quoteItem)
{
    std::int64_t n = 0;
    for (const BomLine& l : bom.lines)
        if (quoteItemOf(l.item) == quoteItem)
            n += l.quantity;
    return n;
}

std::vector<Diagnostic> errorsOf(const nlohmann::json& doc)
{
    return parseScenario(doc.dump(), builtinCatalog()).diagnostics.errors();
}

} // namespace

class TestOwnership : public QObject
{
    Q_OBJECT

private slots:
    void capitalCostIsEachQuoteTimesTheBillsQuantity()
    {
        const BillOfMaterials bom = bomOf(quoted(pretraining()));
        const Ownership& o = bom.ownership;
        QVERIFY(o.unpriced.empty());
        QCOMPARE(o.priced.size(), std::size_t(5));
        double capex = 0;
        for (const PricedItem& p : o.priced) {
            QCOMPARE(p.quantity, counted(bom, p.item));
            QVERIFY(p.quantity > 0);
            QCOMPARE(p.amount, p.unitPrice * static_cast<double>(p.quantity));
            capex += p.amount;
        }
        QCOMPARE(*o.capex, capex);
        // The server is quoted per server, cents kept: 8 servers.
        QCOMPARE(o.priced.front().item, std::string("server"));
        QCOMPARE(o.priced.front().quantity, bom.servers);
        QCOMPARE(o.priced.front().amount, 289000.5 * 8);
        QCOMPARE(o.priced.front().vendor, std::string("Example Systems"));
        QCOMPARE(o.priced.front().date, std::string("2026-11-20"));

        // Running costs: energy as the bill works it out, support a share of the capital cost,
        // space by the rack; the total over three years.
        QCOMPARE(*o.yearlyEnergy, *bom.power.yearlyEnergyCost);
        QCOMPARE(*o.yearlySupport, 0.1 * capex);
        QCOMPARE(*o.yearlySpace, 1500.0 * 12 * static_cast<double>(bom.power.racks));
        const double perYear = *o.yearlyEnergy + *o.yearlySupport + *o.yearlySpace;
        QVERIFY(test::relativelyClose(*o.tco, capex + 3 * perYear));
        QVERIFY(o.missing.empty());
        QVERIFY(o.complete);

        // Renting the same 64 GPUs around the clock for three years at 2.5 USD/GPU-hour, and when
        // buying pays back against it.
        QCOMPARE(*o.rentTerm, 64 * 3 * 8760 * 2.5);
        const double savedPerMonth = (*o.rentTerm / 3 - perYear) / 12;
        QVERIFY(test::relativelyClose(*o.breakEvenMonthsRent, capex / savedPerMonth));
        // The run itself rented, and how many such runs three years hold.
        const auto planned = test::estimatedScenario(quoted(pretraining()).dump());
        QCOMPARE(*o.rentRun, planned.estimate.trainingCost->amount);
        QVERIFY(test::relativelyClose(
            *o.runsInTerm, 3 * 8760 * 3600 / planned.estimate.trainingTime->totalTime->expected));
        QVERIFY(!o.apiTerm);
    }

    void whatIsNotQuotedIsNamedNotZero()
    {
        // No quotes at all: no capital cost, no total, every item the bill counts named.
        const Ownership none = bomOf(pretraining()).ownership;
        QVERIFY(!none.capex && !none.tco && !none.rentTerm && !none.breakEvenMonthsRent);
        QCOMPARE(none.unpriced,
                 (std::vector<std::string>{"server", "switch", "cable", "switch_transceiver",
                                           "server_transceiver"}));
        QVERIFY(std::find(none.missing.begin(), none.missing.end(), "purchase.server.unit_price")
                != none.missing.end());

        // The server alone: a capital cost that says it is a lower bound, and the inputs the
        // running costs lack.
        nlohmann::json doc = pretraining();
        doc["purchase"] = {{"server", {{"unit_price", 300000}}}};
        const Ownership partial = bomOf(doc).ownership;
        QCOMPARE(*partial.capex, 300000.0 * 8);
        QCOMPARE(partial.unpriced.size(), std::size_t(4));
        for (const char* field : {"purchase.switch.unit_price", "facility.electricity_per_kwh",
                                  "purchase.support_per_year", "purchase.space_per_rack_month"})
            QVERIFY2(std::find(partial.missing.begin(), partial.missing.end(), field)
                         != partial.missing.end(),
                     field);
        QVERIFY(!partial.yearlyEnergy && !partial.yearlySupport && !partial.yearlySpace);
        QCOMPARE(*partial.tco, *partial.capex);
        // ... a lower bound, and no pay-back that leaving them out would bring forward.
        QVERIFY(!partial.complete);
        QVERIFY(partial.rentTerm && !partial.breakEvenMonthsRent);

        // One workstation has no network to buy: only the machine is asked for.
        nlohmann::json desk = test::servingDocument("qwen3-8b", "rtx-4090");
        desk["hardware"]["gpus_per_node"] = 2;
        const Ownership workstation = bomOf(desk).ownership;
        QCOMPARE(workstation.unpriced, std::vector<std::string>{"server"});
    }

    void otherCurrenciesNeedTheirRate()
    {
        // Quotes in CNY, renting in USD: without a rate nothing is set beside the quotes.
        nlohmann::json doc = quoted(pretraining());
        doc["purchase"]["currency"] = "CNY";
        const Ownership unconverted = bomOf(doc).ownership;
        QCOMPARE(unconverted.currency, std::string("CNY"));
        QVERIFY(unconverted.capex);
        QVERIFY(!unconverted.rentTerm && !unconverted.yearlyEnergy && !unconverted.rentRun);
        QVERIFY(std::find(unconverted.missing.begin(), unconverted.missing.end(),
                          "purchase.exchange_rate")
                != unconverted.missing.end());

        // With 7.1 CNY to the dollar, renting and energy are converted into the quotes' yuan.
        doc["purchase"]["exchange_rate"] = 7.1;
        doc["purchase"]["exchange_rate_date"] = "2026-11-30";
        const BillOfMaterials bom = bomOf(doc);
        const Ownership& o = bom.ownership;
        QCOMPARE(*o.exchangeRate, 7.1);
        QCOMPARE(o.exchangeRateDate, std::string("2026-11-30"));
        QVERIFY(test::relativelyClose(*o.rentTerm, 64 * 3 * 8760 * 2.5 * 7.1));
        QVERIFY(test::relativelyClose(*o.yearlyEnergy, *bom.power.yearlyEnergyCost * 7.1));
        const nlohmann::json all = bomToJson(bom);
        QCOMPARE(all["fabric"]["beyond_three_tiers"].get<bool>(), false);
        const nlohmann::json& j = all["ownership"];
        QCOMPARE(j["currency"].get<std::string>(), std::string("CNY"));
        QCOMPARE(j["exchange_rate_date"].get<std::string>(), std::string("2026-11-30"));
        QVERIFY(test::relativelyClose(j["rent_term"].get<double>(), *o.rentTerm));
    }

    void servingIsComparedWithTheApi()
    {
        nlohmann::json doc = test::servingDocument("llama-3.1-70b", "h100-sxm");
        doc["inference"]["targets"] = {{"requests_per_s", 5}};
        doc["inference"]["tp"] = "auto";
        doc["pricing"]
            = {{"gpu_hour", 2.5}, {"api_input_per_million", 0.6}, {"api_output_per_million", 0.8}};
        doc["purchase"] = {{"server", {{"unit_price", 289000}}},
                           {"support_per_year", 0.1},
                           {"space_per_rack_month", 1500}};
        doc["facility"] = {{"electricity_per_kwh", 0.12}};
        const auto planned = test::estimatedScenario(doc.dump());
        const Ownership& o = planned.estimate.bom->ownership;
        QVERIFY(planned.estimate.inference->rent && o.apiTerm);
        const RentVsApi& rent = *planned.estimate.inference->rent;
        // The API at the deployment's volume for three years (30-day months counted by year).
        QVERIFY(test::relativelyClose(*o.apiTerm, rent.apiMonthly * (8760.0 / 720) * 3));
        const double perYear = *o.yearlySupport + *o.yearlySpace + *o.yearlyEnergy;
        const double apiSaved = (*o.apiTerm / 3 - perYear) / 12;
        QVERIFY(apiSaved > 0);
        QVERIFY(test::relativelyClose(*o.breakEvenMonthsApi, *o.capex / apiSaved));
        QVERIFY(!o.rentRun && !o.runsInTerm);

        // A price so high that the rent never covers owning's running costs: no pay-back.
        doc["purchase"]["support_per_year"] = 1;
        doc["purchase"]["server"]["unit_price"] = 1e9;
        const Ownership never = test::estimatedScenario(doc.dump()).estimate.bom->ownership;
        QVERIFY(never.rentTerm && never.apiTerm);
        QVERIFY(!never.breakEvenMonthsRent && !never.breakEvenMonthsApi);
    }

    // Serving: the smallest fleet that meets the targets has its own bill and cost beside the
    // fleet as entered; when the entered servers are that fleet, there is one bill only.
    void servingFleetForTheTargetsHasItsOwnBill()
    {
        nlohmann::json doc = test::servingDocument("llama-3.1-70b", "h100-sxm");
        doc["inference"]["tp"] = "auto";
        doc["inference"]["peak_concurrency"] = 512;
        doc["inference"]["targets"] = {{"requests_per_s", 40}, {"tpot_ms", 50}};
        doc["purchase"] = {{"server", {{"unit_price", 300000}}}};
        const auto planned = test::estimatedScenario(doc.dump());
        const Estimate& e = planned.estimate;
        QVERIFY(e.inference->sizing.targetsMet);
        QVERIFY(e.fleetBom);
        const auto servers
            = static_cast<std::int64_t>(std::ceil(e.inference->sizing.gpus.expected / 8));
        QVERIFY(servers > 1);
        QCOMPARE(e.fleetBom->servers, servers);
        QCOMPARE(e.bom->servers, std::int64_t(1));
        QCOMPARE(*e.fleetBom->ownership.capex, 300000.0 * static_cast<double>(servers));
        // More than one server, each holding whole replicas: no compute fabric to buy, so no
        // switch waits for a quote.
        QVERIFY(e.fleetBom->fabric.replicasWithinServers);
        QCOMPARE(counted(*e.fleetBom, "switch"), std::int64_t{0});
        QVERIFY(std::find(e.fleetBom->ownership.unpriced.begin(),
                          e.fleetBom->ownership.unpriced.end(), "switch")
                == e.fleetBom->ownership.unpriced.end());
        const nlohmann::json j = estimateToJson(e, planned.scenario);
        QCOMPARE(j["bill_of_materials_for_targets"]["servers"].get<std::int64_t>(), servers);

        // The targets met by as many servers as entered: no second bill.
        doc["hardware"]["nodes"] = servers;
        QVERIFY(!test::estimatedScenario(doc.dump()).estimate.fleetBom);
    }

    void purchaseFieldsAreCheckedWithTheirPath()
    {
        nlohmann::json doc = pretraining();
        doc["purchase"] = nlohmann::json::parse(R"({
          "server": {"unit_price": -1, "date": "2026-02-30", "colour": "red"},
          "currency": "yuan", "years": 0, "exchange_rate": 0})");
        std::vector<std::pair<std::string, std::string>> found;
        for (const Diagnostic& d : errorsOf(doc))
            found.emplace_back(d.path, d.id);
        const std::vector<std::pair<std::string, std::string>> expected = {
            {"purchase.currency", "cost.bad_currency"},
            {"purchase.server.unit_price", "field.out_of_range"},
            {"purchase.server.date", "field.bad_date"},
            {"purchase.server.colour", "field.unknown_key"},
            {"purchase.exchange_rate", "field.not_positive"},
            {"purchase.years", "field.out_of_range"},
        };
        for (const auto& e : expected)
            QVERIFY2(std::find(found.begin(), found.end(), e) != found.end(),
                     (e.first + " " + e.second).c_str());
        // Leap days are dates.
        doc["purchase"] = {{"server", {{"unit_price", 1}, {"date", "2028-02-29"}}}};
        QVERIFY(errorsOf(doc).empty());
        doc["request"] = {{"requester", "Lin Wei"}, {"signature", "x"}};
        const auto errors = errorsOf(doc);
        QCOMPARE(errors.size(), std::size_t(1));
        QCOMPARE(errors.front().path, std::string("request.signature"));
    }
};

QTEST_GUILESS_MAIN(TestOwnership)
#include "test_ownership.moc"
