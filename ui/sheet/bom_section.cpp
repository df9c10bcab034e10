// The sheet's bill of materials: what the cluster as entered needs bought, and the power, racks
// and energy it takes. The core decides every figure (procure/bill_of_materials.h); this formats.
#include "message_text.h"
#include "sheet_html.h"

#include "estimate/estimate.h"

#include <algorithm>
#include <cmath>

namespace gp::sheet {

namespace {

QString labelled(const QString& label, const QString& value)
{
    return SizingSheet::tr("%1: %2").arg(label, value);
}

QString fabricText(const procure::Fabric& f)
{
    if (f.tooLarge)
        return messageText("bom.fabric.too_large",
                           {std::to_string(f.endpoints), std::to_string(f.switchPorts)});
    if (f.replicasWithinServers)
        return messageText("bom.fabric.none_replicas", {});
    if (f.tiers == 0)
        return messageText("bom.fabric.none", {});
    return messageText(
        "bom.fabric.value",
        {std::to_string(f.tiers), std::to_string(f.switchPorts), std::to_string(f.endpoints)});
}

} // namespace

void billOfMaterials(Html& html, const Scenario& s, const Estimate& e)
{
    if (!e.bom)
        return;
    const procure::BillOfMaterials& bom = *e.bom;
    html.heading(SizingSheet::tr("Bill of materials"));
    QList<QStringList> rows;
    auto count = [](std::int64_t n) { return num(static_cast<double>(n), 0); };
    if (e.fleetBom) {
        // Serving: the fleet as entered beside the smallest one that meets the targets, line by
        // line (an item only one of them needs shows an empty cell in the other).
        std::vector<const procure::BomLine*> order;
        for (const procure::BomLine& l : e.fleetBom->lines)
            order.push_back(&l);
        for (const procure::BomLine& l : bom.lines)
            if (std::none_of(order.begin(), order.end(),
                             [&](const procure::BomLine* o) { return o->item == l.item; }))
                order.push_back(&l);
        auto find = [](const procure::BillOfMaterials& b, const std::string& item) {
            const auto it = std::find_if(b.lines.begin(), b.lines.end(),
                                         [&](const procure::BomLine& l) { return l.item == item; });
            return it == b.lines.end() ? nullptr : &*it;
        };
        for (const procure::BomLine* l : order) {
            const procure::BomLine* entered = find(bom, l->item);
            const procure::BomLine* fleet = find(*e.fleetBom, l->item);
            const procure::BomLine& shown = entered ? *entered : *l;
            rows.append({messageText("bom.item." + l->item, {}),
                         entered ? count(entered->quantity) : QString(),
                         fleet ? count(fleet->quantity) : QString(),
                         shown.perServer > 0 ? count(shown.perServer) : QString(),
                         messageText(shown.specId, shown.specArgs)});
        }
        html.table({messageText("bom.csv.item", {}), SizingSheet::tr("As entered"),
                    SizingSheet::tr("For the targets"), messageText("bom.csv.per_server", {}),
                    messageText("bom.csv.specification", {})},
                   rows);
    } else {
        for (const procure::BomLine& l : bom.lines)
            rows.append({messageText("bom.item." + l.item, {}), count(l.quantity),
                         l.perServer > 0 ? count(l.perServer) : QString(),
                         messageText(l.specId, l.specArgs)});
        // The same heads as the quote-request table (bomToCsv).
        html.table({messageText("bom.csv.item", {}), messageText("bom.csv.quantity", {}),
                    messageText("bom.csv.per_server", {}),
                    messageText("bom.csv.specification", {})},
                   rows);
    }

    QStringList items{labelled(messageText("bom.fabric", {}), fabricText(bom.fabric))};
    const procure::FacilityPower& p = bom.power;
    if (p.serverKw && p.totalKw && p.yearlyKwh) {
        items << labelled(messageText("bom.power.server", {}),
                          range(*p.serverKw, 1) + SizingSheet::tr(" kW"));
        items << labelled(messageText("bom.power.total", {}),
                          num(*p.totalKw, 1) + SizingSheet::tr(" kW"));
        if (p.racks > 0)
            items << labelled(
                messageText("bom.power.racks", {}),
                messageText("bom.power.racks_value",
                            {num(static_cast<double>(p.racks), 0).toStdString(),
                             std::to_string(p.serversPerRack), formatNumber(p.rackKw)}));
        if (p.serverOverRackLimit)
            items << messageText("bom.power.over_rack", {formatNumber(p.rackKw)});
        items << labelled(
            messageText("bom.power.energy", {}),
            messageText("bom.power.energy_value",
                        {num(*p.yearlyKwh, 0).toStdString(),
                         formatNumber(std::round(p.averageLoad * 100)), formatNumber(p.pue)}));
        if (p.yearlyEnergyCost)
            items << labelled(
                messageText("bom.power.energy_cost", {}),
                SizingSheet::tr("%1 %2").arg(num(*p.yearlyEnergyCost, 0),
                                             QString::fromStdString(s.pricing.currency)));
    }
    if (p.noPowerModel)
        items << messageText("bom.power.no_model", {});
    if (e.fleetBom && e.fleetBom->power.totalKw)
        items << labelled(SizingSheet::tr("Power of the servers for the targets (maximum)"),
                          messageText("bom.power.fleet_value",
                                      {num(*e.fleetBom->power.totalKw, 1).toStdString(),
                                       std::to_string(e.fleetBom->power.racks)}));
    if (const auto& storage = bom.storage)
        items << labelled(
            messageText("bom.storage", {}),
            messageText("bom.storage_value",
                        {num(storage->writeBytesPerSecond / 1e9, 1).toStdString(),
                         num(storage->checkpointBytes / 1e12, 2).toStdString(),
                         formatNumber(storage->minutes),
                         num(storage->perServerBytesPerSecond / 1e9, 2).toStdString()}));
    for (const std::string& field : bom.missing)
        items << messageText("bom.missing", {field});
    html.list(items);
}

} // namespace gp::sheet
