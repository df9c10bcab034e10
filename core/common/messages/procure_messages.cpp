// The bill of materials: its items, their specifications, and the power and space lines.
#include "common/messages/message_tables.h"

namespace gp::messages {

const std::vector<MessageTemplate>& procureMessages()
{
    static const std::vector<MessageTemplate> templates = {
        // Items (procure/bill_of_materials.h)
        {"bom.item.server", "Server"},
        {"bom.item.gpu", "GPU"},
        {"bom.item.cpu", "CPU"},
        {"bom.item.memory", "System memory"},
        {"bom.item.nvme", "Data drives (NVMe)"},
        {"bom.item.nvme.os", "System drives (NVMe)"},
        {"bom.item.nic.compute", "Compute network adapter ports"},
        {"bom.item.nic.storage", "Storage and in-band network adapters"},
        {"bom.item.nic.bmc", "Out-of-band management port"},
        {"bom.item.switch.leaf", "Leaf switch"},
        {"bom.item.switch.spine", "Spine switch"},
        {"bom.item.switch.core", "Core switch"},
        {"bom.item.cable", "Cable"},
        {"bom.item.transceiver.switch", "Transceiver, switch side"},
        {"bom.item.transceiver.server", "Transceiver, server side"},
        // Specifications
        {"bom.spec.server.baseboard", "{0} GPUs on an HGX / OAM baseboard, {1}"},
        {"bom.spec.server.rack_scale", "rack-scale system of {0} GPUs in one {1} domain"},
        {"bom.spec.server.pcie_server", "2-socket server with {0} PCIe {0|GPU|GPUs} ({1})"},
        {"bom.spec.server.workstation", "workstation with {0} {0|GPU|GPUs} ({1})"},
        {"bom.spec.server.apple", "Mac with unified memory"},
        {"bom.spec.server.cpu", "CPU server"},
        {"bom.spec.gpu", "{0}, {1} GiB"},
        {"bom.spec.cpu", "{0} sockets, at least {1} cores in all"},
        {"bom.spec.cpu_single", "1 socket, at least {0} cores"},
        {"bom.spec.cpu_named", "{0}, {1} cores per socket"},
        {"bom.spec.memory", "at least {0} GiB"},
        {"bom.spec.nvme", "{0} TB drives for {1} TB: the model's files and checkpoints"},
        {"bom.spec.nvme_os", "mirrored boot drives"},
        {"bom.spec.nvme_boot", "boot drive"},
        {"bom.spec.nic_compute", "one port per GPU: {0}"},
        {"bom.spec.nic_compute_server", "one port per server: {0}"},
        {"bom.spec.nic_storage", "dual-port 200/400 Gb/s"},
        {"bom.spec.nic_bmc", "1 GbE (BMC)"},
        {"bom.spec.switch_leaf", "{0}-port switch for {1}"},
        {"bom.spec.switch_spine", "{0}-port switch for {1}"},
        {"bom.spec.switch_core", "{0}-port switch for {1}"},
        {"bom.spec.cable", "for {0}"},
        {"bom.spec.transceiver", "one per port, for {0}"},
        {"bom.spec.transceiver_twin", "twin-port OSFP, one per two ports, for {0}"},
        // The quote-request table's columns; the vendor fills in the last.
        {"bom.sheet_name", "Quote request"},
        {"bom.csv.item", "Item"},
        {"bom.csv.quantity", "Quantity"},
        {"bom.csv.per_server", "Per server"},
        {"bom.csv.specification", "Specification"},
        {"bom.csv.unit_price", "Unit price"},
        {"bom.csv.currency", "Currency"},
        {"bom.csv.vendor", "Vendor"},
        {"bom.csv.date", "Quote date"},
        // Power and space
        {"bom.power.server", "Power per server (maximum)"},
        {"bom.power.total", "Power of the servers (maximum)"},
        {"bom.power.racks", "Racks"},
        {"bom.power.racks_value", "{0}, each with up to {1} {1|server|servers} under {2} kW"},
        {"bom.power.over_rack",
         "one server draws more than the {0} kW a rack may: the racks need more power"},
        {"bom.power.energy", "Energy per year"},
        {"bom.power.fleet_value", "{0} kW in {1} {1|rack|racks}"},
        {"bom.power.energy_value", "{0} kWh at {1}% of the maximum with a PUE of {2}"},
        {"bom.power.energy_cost", "Energy cost per year"},
        {"bom.missing", "Not given: {0}"},
        {"bom.fabric", "Network between the servers"},
        {"bom.storage", "Shared storage for checkpoints"},
        {"bom.storage_value",
         "{0} GB/s of writes to save the {1} TB checkpoint in {2} minutes ({3} GB/s per server; "
         "DGX SuperPOD's storage guidance is 2 to 20 GB/s of writes per server)"},
        {"bom.fabric.value", "{0}-tier fat tree of {1}-port switches, {2} ports"},
        {"bom.fabric.none", "none (one server)"},
        {"bom.fabric.none_replicas",
         "none: each server holds whole replicas, which exchange nothing with the other servers; "
         "requests reach them over the data centre's own network"},
        {"bom.fabric.too_large",
         "{0} ports: more than a three-tier fat tree of {1}-port switches holds; design it with "
         "the vendor"},
        // Cost of ownership (procure/ownership.h)
        {"own.item.server", "Server"},
        {"own.item.switch", "Switch"},
        {"own.item.cable", "Cable"},
        {"own.item.switch_transceiver", "Transceiver, switch side"},
        {"own.item.server_transceiver", "Transceiver, server side"},
        {"own.col.amount", "Amount"},
        {"own.none",
         "No purchase price is given: enter a quote for each item (the form's Purchase quotes "
         "group, or purchase.server.unit_price and the others in the file) to see the capital "
         "cost and the cost of ownership."},
        {"own.server_includes",
         "A server's price is for the server as the bill of materials specifies it: GPUs, CPUs, "
         "memory, drives and adapters included."},
        {"own.capex", "Capital cost"},
        {"own.capex_partial", "{0}, a lower bound: not priced: {1}"},
        {"own.not_priced", "{0} ({1})"},
        {"own.lower_bound", "at least {0}: an item or a running cost is not given"},
        {"own.exchange_rate", "Exchange rate"},
        {"own.exchange_rate_value", "1 {0} = {1} {2}"},
        {"own.exchange_rate_dated", "1 {0} = {1} {2}, as of {3}"},
        {"own.energy", "Energy per year"},
        {"own.support", "Support per year ({0}% of the capital cost)"},
        {"own.space", "Space per year (racks: {0})"},
        {"own.tco", "Cost of ownership over {0} {0|year|years}"},
        {"own.rent_term",
         "Renting the same {0} {0|GPU|GPUs} around the clock for {1} {1|year|years}"},
        {"own.break_even", "Buying pays back after"},
        {"own.break_even_value", "{0} months of round-the-clock use"},
        {"own.no_break_even",
         "Buying does not pay back against renting: the rent is not above owning's running "
         "costs"},
        {"own.rent_run", "Renting this run once"},
        {"own.fleet", "The fleet for the targets ({0} {0|server|servers})"},
        {"own.fleet_value", "capital cost {0}; over {1} {1|year|years}, owning costs {2}"},
        {"own.fleet_rent_value",
         "capital cost {0}; over {1} {1|year|years}, owning costs {2} and renting the same GPUs "
         "{3}"},
        {"own.runs_in_term", "Runs of this length in {0} {0|year|years}"},
        {"own.api_term", "The API for {0} {0|year|years} at the deployment's volume"},
        {"own.break_even_api", "Buying pays back against the API after"},
        {"own.no_break_even_api",
         "Buying does not pay back against the API: the API costs less than owning's running "
         "costs"},
        {"bom.power.no_model",
         "no power figure: no published maximum system power to scale for this kind of machine"},
    };
    return templates;
}

} // namespace gp::messages
