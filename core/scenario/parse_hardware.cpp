#include "common/messages.h"
#include "scenario/sections.h"

namespace gp::sections {
namespace {

// Resolves a link given as a catalog id or a {"gbps", "latency_us"} object.
bool readLink(ObjectReader& hw, std::string_view key, LinkScope scope, const Catalog& catalog,
              LinkSpec& link)
{
    const nlohmann::json* value = hw.value(key);
    if (!value)
        return false;
    Diagnostics& diag = hw.diagnostics();
    const std::string path = hw.pathOf(key);
    if (value->is_object()) {
        if (auto custom = parseCustomLink(*value, path, scope, diag)) {
            link = *custom;
            return true;
        }
        return false;
    }
    auto id = hw.string(key);
    if (!id)
        return false;
    const LinkSpec* spec = catalog.link(*id);
    if (!spec) {
        hw.error(key, "catalog.unknown_id", {"link", *id, listChoices(catalog.linkIds())});
        return false;
    }
    if (spec->scope != scope) {
        hw.error(key, scope == LinkScope::IntraNode ? "hw.needs_intra_link" : "hw.needs_inter_link",
                 {*id});
        return false;
    }
    link = *spec;
    return true;
}

} // namespace

void readHardware(ObjectReader& top, const Catalog& catalog, Scenario& scenario)
{
    Diagnostics& diag = top.diagnostics();
    const nlohmann::json* value = top.value("hardware");
    if (!value) {
        diag.error("hardware", "field.required");
        return;
    }
    ObjectReader hw(*value, "hardware", diag);
    if (!hw.isObject())
        return;
    HardwareSpec& spec = scenario.hardware;

    bool gpuResolved = false;
    if (const nlohmann::json* gpu = hw.value("gpu")) {
        if (gpu->is_object()) {
            if (auto custom = parseCustomGpu(*gpu, "hardware.gpu", diag)) {
                spec.gpu = *custom;
                spec.gpuId = "custom";
                gpuResolved = true;
            }
        } else if (auto id = hw.string("gpu")) {
            if (const GpuSpec* known = catalog.gpu(*id)) {
                spec.gpu = *known;
                spec.gpuId = *id;
                gpuResolved = true;
            } else {
                hw.error("gpu", "catalog.unknown_id", {"GPU", *id, listChoices(catalog.gpuIds())});
            }
        }
    }

    if (auto cpuId = hw.string("cpu")) {
        if (const CpuSpec* cpu = catalog.cpu(*cpuId)) {
            spec.cpu = *cpu;
            spec.cpuId = *cpuId;
        } else {
            hw.error("cpu", "catalog.unknown_id", {"CPU", *cpuId, listChoices(catalog.cpuIds())});
        }
    }

    if (auto perNode = hw.integerIn("gpus_per_node", 1, 1024)) {
        spec.gpusPerNode = static_cast<int>(*perNode);
        if (gpuResolved && spec.gpusPerNode > spec.gpu.maxPerNode)
            hw.error("gpus_per_node", "hw.too_many_per_node",
                     {std::to_string(spec.gpu.maxPerNode), spec.gpuId,
                      std::to_string(spec.gpusPerNode)});
    }
    if (auto nodes = hw.integerIn("nodes", 1, 100000))
        spec.nodes = static_cast<int>(*nodes);

    spec.intraNodeLinkGiven
        = readLink(hw, "intra_node_link", LinkScope::IntraNode, catalog, spec.intraNodeLink);
    spec.interNodeLinkGiven
        = readLink(hw, "inter_node_link", LinkScope::InterNode, catalog, spec.interNodeLink);
    hw.finish();

    // Defaults come from the GPU's catalog entry (its usual board link and network).
    if (gpuResolved && !spec.intraNodeLinkGiven) {
        const LinkSpec* link
            = catalog.link(spec.gpu.scaleUpLink.empty() ? "pcie4" : spec.gpu.scaleUpLink);
        if (link)
            spec.intraNodeLink = *link;
    }
    if (gpuResolved && !spec.interNodeLinkGiven) {
        const LinkSpec* link
            = catalog.link(spec.gpu.defaultNetwork.empty() ? "eth-10g" : spec.gpu.defaultNetwork);
        if (link)
            spec.interNodeLink = *link;
    }
}

} // namespace gp::sections
