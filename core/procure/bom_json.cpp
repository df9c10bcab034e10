#include "procure/bom_json.h"

#include "common/csv.h"
#include "common/messages.h"
#include "estimate/estimate_json.h"

#include <algorithm>
#include <cstdio>

namespace gp::procure {

namespace {

// A price as typed: cents kept, no exponent, no trailing zeros.
std::string priceText(double value)
{
    char text[48];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s = text;
    while (s.back() == '0')
        s.pop_back();
    if (s.back() == '.')
        s.pop_back();
    return s;
}

void putOptional(nlohmann::json& j, const char* key, const std::optional<double>& value)
{
    if (value)
        j[key] = *value;
}

nlohmann::json ownershipToJson(const Ownership& o)
{
    nlohmann::json priced = nlohmann::json::array();
    for (const PricedItem& p : o.priced)
        priced.push_back({{"item", p.item},
                          {"quantity", p.quantity},
                          {"unit_price", p.unitPrice},
                          {"amount", p.amount},
                          {"vendor", p.vendor},
                          {"date", p.date}});
    nlohmann::json j = {{"currency", o.currency}, {"pricing_currency", o.pricingCurrency},
                        {"years", o.years},       {"priced", priced},
                        {"unpriced", o.unpriced}, {"complete", o.complete},
                        {"missing", o.missing}};
    putOptional(j, "exchange_rate", o.exchangeRate);
    if (!o.exchangeRateDate.empty())
        j["exchange_rate_date"] = o.exchangeRateDate;
    putOptional(j, "capex", o.capex);
    putOptional(j, "yearly_energy", o.yearlyEnergy);
    putOptional(j, "yearly_support", o.yearlySupport);
    putOptional(j, "yearly_space", o.yearlySpace);
    putOptional(j, "tco", o.tco);
    putOptional(j, "rent_term", o.rentTerm);
    if (o.rentRun)
        j["rent_run"] = rangeJson(*o.rentRun);
    putOptional(j, "runs_in_term", o.runsInTerm);
    putOptional(j, "api_term", o.apiTerm);
    putOptional(j, "break_even_months_rent", o.breakEvenMonthsRent);
    putOptional(j, "break_even_months_api", o.breakEvenMonthsApi);
    return j;
}

} // namespace

nlohmann::json bomToJson(const BillOfMaterials& bom)
{
    nlohmann::json lines = nlohmann::json::array();
    for (const BomLine& l : bom.lines)
        lines.push_back({{"item", l.item},
                         {"quantity", l.quantity},
                         {"per_server", l.perServer},
                         {"specification", renderEnglish(l.specId, l.specArgs)},
                         {"specification_id", l.specId},
                         {"specification_args", l.specArgs}});
    nlohmann::json fabric = {{"tiers", bom.fabric.tiers},
                             {"beyond_three_tiers", bom.fabric.tooLarge},
                             {"endpoints", bom.fabric.endpoints},
                             {"leaf_switches", bom.fabric.leaves},
                             {"spine_switches", bom.fabric.spines},
                             {"core_switches", bom.fabric.cores},
                             {"cables", bom.fabric.links},
                             {"switch_ports", bom.fabric.switchPorts},
                             {"replicas_within_servers", bom.fabric.replicasWithinServers}};
    const FacilityPower& p = bom.power;
    nlohmann::json power = {{"rack_kw", p.rackKw},
                            {"pue", p.pue},
                            {"average_load", p.averageLoad},
                            {"servers_per_rack", p.serversPerRack},
                            {"racks", p.racks},
                            {"server_over_rack_limit", p.serverOverRackLimit},
                            {"no_power_model", p.noPowerModel}};
    if (p.serverKw)
        power["server_kw"] = rangeJson(*p.serverKw);
    if (p.totalKw)
        power["total_kw"] = *p.totalKw;
    if (p.yearlyKwh)
        power["yearly_kwh"] = *p.yearlyKwh;
    if (p.yearlyEnergyCost)
        power["yearly_energy_cost"] = *p.yearlyEnergyCost;
    nlohmann::json j = {{"ownership", ownershipToJson(bom.ownership)},
                        {"server_class", serverClassNames()[static_cast<int>(bom.serverClass)]},
                        {"servers", bom.servers},
                        {"gpus_per_server", bom.gpusPerServer},
                        {"lines", lines},
                        {"fabric", fabric},
                        {"power", power},
                        {"missing", bom.missing}};
    // Absent, never null, without a training run on several servers.
    if (bom.storage)
        j["checkpoint_storage"]
            = {{"checkpoint_bytes", bom.storage->checkpointBytes},
               {"minutes", bom.storage->minutes},
               {"write_bytes_per_s", bom.storage->writeBytesPerSecond},
               {"per_server_write_bytes_per_s", bom.storage->perServerBytesPerSecond}};
    return j;
}

std::vector<std::vector<std::string>> quoteRequestRows(const BillOfMaterials& bom,
                                                       const MessageRenderer& render)
{
    std::vector<std::vector<std::string>> rows;
    std::vector<std::string> head;
    for (const char* id :
         {"bom.csv.item", "bom.csv.quantity", "bom.csv.per_server", "bom.csv.specification",
          "bom.csv.unit_price", "bom.csv.currency", "bom.csv.vendor", "bom.csv.date"})
        head.push_back(render(id, {}));
    rows.push_back(std::move(head));
    // A line a quote prices carries it; the vendor fills in the others.
    const Ownership& o = bom.ownership;
    for (const BomLine& l : bom.lines) {
        std::vector<std::string> row{render("bom.item." + l.item, {}), std::to_string(l.quantity),
                                     l.perServer > 0 ? std::to_string(l.perServer) : std::string(),
                                     render(l.specId, l.specArgs)};
        const std::string item = quoteItemOf(l.item);
        const auto priced = std::find_if(o.priced.begin(), o.priced.end(),
                                         [&](const PricedItem& p) { return p.item == item; });
        if (priced != o.priced.end())
            row.insert(row.end(),
                       {priceText(priced->unitPrice), o.currency, priced->vendor, priced->date});
        else
            row.insert(row.end(), 4, std::string());
        rows.push_back(std::move(row));
    }
    return rows;
}

std::string bomToCsv(const BillOfMaterials& bom, const MessageRenderer& render)
{
    std::string csv;
    for (const auto& row : quoteRequestRows(bom, render)) {
        for (std::size_t i = 0; i < row.size(); ++i)
            csv += (i > 0 ? "," : "") + csvField(row[i]);
        csv += "\r\n";
    }
    return csv;
}

} // namespace gp::procure
