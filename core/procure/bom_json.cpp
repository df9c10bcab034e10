#include "procure/bom_json.h"

#include "common/csv.h"
#include "estimate/estimate_json.h"

namespace gp::procure {

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
    nlohmann::json fabric
        = {{"tiers", bom.fabric.tiers},          {"endpoints", bom.fabric.endpoints},
           {"leaf_switches", bom.fabric.leaves}, {"spine_switches", bom.fabric.spines},
           {"core_switches", bom.fabric.cores},  {"cables", bom.fabric.links},
           {"switch_ports", kSwitchPorts}};
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
    return {{"server_class", serverClassNames()[static_cast<int>(bom.serverClass)]},
            {"servers", bom.servers},
            {"gpus_per_server", bom.gpusPerServer},
            {"lines", lines},
            {"fabric", fabric},
            {"power", power},
            {"missing", bom.missing}};
}

std::string bomToCsv(const BillOfMaterials& bom, const MessageRenderer& render)
{
    std::string csv = csvField(render("bom.csv.item", {})) + ","
        + csvField(render("bom.csv.quantity", {})) + ","
        + csvField(render("bom.csv.per_server", {})) + ","
        + csvField(render("bom.csv.specification", {})) + ","
        + csvField(render("bom.csv.quote", {})) + "\r\n";
    for (const BomLine& l : bom.lines)
        csv += csvField(render("bom.item." + l.item, {})) + "," + std::to_string(l.quantity) + ","
            + (l.perServer > 0 ? std::to_string(l.perServer) : std::string()) + ","
            + csvField(render(l.specId, l.specArgs)) + ",\r\n";
    return csv;
}

} // namespace gp::procure
