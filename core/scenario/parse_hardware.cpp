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
        hw.error(key, "catalog.unknown_id",
                 {messageArg("word.catalog.link"), *id, choicesArg(catalog.linkIds())});
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

// A CPU server described in the scenario: cores, memory and DRAM bandwidth for the whole server,
// and its sockets. The decode reads one socket's share of the bandwidth (CpuSpec::sockets).
std::optional<CpuSpec> readCustomCpu(const nlohmann::json& value, Diagnostics& diag)
{
    const std::string path = "hardware.cpu";
    Diagnostics local;
    ObjectReader r(value, path, local);
    if (!r.isObject()) {
        diag.append(local);
        return std::nullopt;
    }
    CpuSpec c;
    c.id = "custom";
    c.name = messageArg("word.custom_cpu");
    r.readInto("name", c.name);
    r.readInto("vendor", c.vendor);
    if (auto cores = r.integerIn("cores", 1, 100000))
        c.cores = static_cast<int>(*cores);
    if (auto sockets = r.integerIn("sockets", 1, 16))
        c.sockets = static_cast<int>(*sockets);
    r.readInto("memory_gib", c.memoryGib, Bound::Positive);
    r.readInto("bandwidth_gbps", c.bandwidthGBps, Bound::Positive);
    r.readInto("bf16_tflops", c.bf16Tflops, Bound::NonNegative);
    r.finish();
    for (const char* key : {"cores", "memory_gib", "bandwidth_gbps"})
        if (!value.contains(key))
            local.error(joinPath(path, key), "field.required");
    c.bandwidthGBps /= c.sockets;
    c.provenance.source = "scenario file";
    diag.append(local);
    if (local.hasErrors())
        return std::nullopt;
    return c;
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
                hw.error("gpu", "catalog.unknown_id",
                         {messageArg("word.catalog.gpu"), *id, choicesArg(catalog.gpuIds())});
            }
        }
    }

    if (const nlohmann::json* cpuValue = hw.has("cpu") ? hw.value("cpu") : nullptr;
        cpuValue && cpuValue->is_object()) {
        if (auto custom = readCustomCpu(*cpuValue, diag)) {
            spec.cpu = *custom;
            spec.cpuId = "custom";
        }
    } else if (auto cpuId = hw.string("cpu")) {
        if (const CpuSpec* cpu = catalog.cpu(*cpuId)) {
            spec.cpu = *cpu;
            spec.cpuId = *cpuId;
        } else {
            hw.error("cpu", "catalog.unknown_id",
                     {messageArg("word.catalog.cpu"), *cpuId, choicesArg(catalog.cpuIds())});
        }
    }

    if (auto perNode = readSchemaInteger(hw, "gpus_per_node")) {
        spec.gpusPerNode = static_cast<int>(*perNode);
        if (gpuResolved && spec.gpusPerNode > spec.gpu.maxPerNode)
            hw.error("gpus_per_node", "hw.too_many_per_node",
                     {std::to_string(spec.gpu.maxPerNode), spec.gpuId,
                      std::to_string(spec.gpusPerNode)});
    }
    if (auto nodes = readSchemaInteger(hw, "nodes"))
        spec.nodes = static_cast<int>(*nodes);

    spec.intraNodeLinkGiven
        = readLink(hw, "intra_node_link", LinkScope::IntraNode, catalog, spec.intraNodeLink);
    spec.interNodeLinkGiven
        = readLink(hw, "inter_node_link", LinkScope::InterNode, catalog, spec.interNodeLink);
    hw.finish();

    // Defaults come from the GPU's entry (its usual board link and network); a custom GPU may
    // name them too, and a wrong name must not leave a link of zero bandwidth behind.
    auto defaultLink = [&](const std::string& id, const char* fallback, LinkScope scope,
                           const char* key, LinkSpec& link) {
        const std::string wanted = id.empty() ? fallback : id;
        const LinkSpec* known = catalog.link(wanted);
        const std::string path = joinPath("hardware.gpu", key);
        if (!known)
            diag.error(path, "catalog.unknown_id",
                       {messageArg("word.catalog.link"), wanted, choicesArg(catalog.linkIds())});
        else if (known->scope != scope)
            diag.error(
                path, scope == LinkScope::IntraNode ? "hw.needs_intra_link" : "hw.needs_inter_link",
                {wanted});
        else
            link = *known;
    };
    if (gpuResolved && !spec.intraNodeLinkGiven)
        defaultLink(spec.gpu.scaleUpLink, "pcie4", LinkScope::IntraNode, "scale_up_link",
                    spec.intraNodeLink);
    if (gpuResolved && !spec.interNodeLinkGiven)
        defaultLink(spec.gpu.defaultNetwork, "eth-10g", LinkScope::InterNode, "default_network",
                    spec.interNodeLink);
}

} // namespace gp::sections
