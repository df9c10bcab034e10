#pragma once
// Specifications of GPUs, CPUs and links. Every entry says where its figures come from and when
// they were checked: specs and prices change, and the planner must not pretend otherwise.
#include "common/diagnostics.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct Provenance
{
    std::string source; // datasheet, paper or measurement the figures come from
    std::string asOf; // ISO date the figures were checked
    std::string note; // caveats ("sources disagree on bandwidth")
};

// The chip generation: what the training and serving efficiency tables are keyed on (one table
// each, core/training/kernel_efficiency.h), so a user's own GPU of a known generation is timed
// like its siblings. In gpuGenerationNames() order; Unknown takes a default.
enum class GpuGeneration {
    Unknown,
    Volta,
    Turing,
    Ampere,
    Ada,
    Hopper,
    Blackwell,
    Cdna2,
    Cdna3,
    Apple,
    Ascend,
    // Blackwell's workstation and consumer chips (sm_120/121: RTX 5090, RTX PRO 6000, GB10):
    // without datacentre Blackwell's tcgen05 path, and some engines' kernels skip them.
    BlackwellSm120,
    Cdna4, // MI350X, MI355X: native MXFP4
};
// The generation whose efficiency figures a chip takes: sm_120 Blackwell takes Blackwell's,
// CDNA 4 takes CDNA 3's (neither has published training or serving figures of its own).
GpuGeneration efficiencyGeneration(GpuGeneration generation);
const std::vector<std::string>& gpuGenerationNames();

struct GpuSpec
{
    std::string id;
    std::string name;
    std::string vendor;
    double memoryGib = 0; // device memory
    double usableGib = 0; // what frameworks can allocate (0: unknown, use memoryGib)
    double bandwidthGBps = 0; // memory bandwidth, GB/s
    double bf16Tflops = 0; // dense tensor-core throughput (never the sparse figure)
    double fp16Tflops = 0;
    double fp8Tflops = 0; // 0: not supported
    double int8Tops = 0;
    double tf32Tflops = 0;
    double fp32Tflops = 0; // non-tensor FP32
    double tdpWatts = 0;
    std::string scaleUpLink; // link id used between GPUs of one node by default
    std::string defaultNetwork; // link id used between nodes by default
    int maxPerNode = 8;
    bool unifiedMemory = false; // Apple silicon: memory shared with the CPU
    GpuGeneration generation = GpuGeneration::Unknown;
    Provenance provenance;
};

struct CpuSpec
{
    std::string id;
    std::string name;
    std::string vendor;
    int cores = 0;
    // Sockets of the server (1 in the catalog, whose figures are one socket's). llama.cpp reads
    // the weights from the socket that loaded them, so its decode gets one socket's bandwidth.
    int sockets = 1;
    double memoryGib = 0; // a typical maximal configuration
    double bandwidthGBps = 0; // peak DRAM bandwidth of one socket
    double bf16Tflops = 0; // matrix throughput (AMX, AVX-512 BF16, AMX on Apple) if known
    Provenance provenance;
};

enum class LinkScope { IntraNode, InterNode };

struct LinkSpec
{
    std::string id;
    std::string name;
    LinkScope scope = LinkScope::IntraNode;
    double bandwidthGBps = 0; // per GPU, per direction (per server when perServer)
    double latencyUs = 0; // per message / collective step
    bool perServer = false; // one adapter per server, shared by its GPUs (typical Ethernet)
    Provenance provenance;
};

// What the user pays for one GPU of a kind: a cloud contract, a reserved-instance quote or an
// internal charge-back rate. Only user catalogs carry prices (the program knows none it could
// keep current); a scenario without its own pricing.gpu_hour uses the price of its GPU.
struct PriceSpec
{
    std::string id; // the GPU it prices (a catalog GPU id)
    double gpuHour = 0;
    std::string currency = "USD"; // ISO 4217
    std::string billing = "hourly"; // one of billingNames()
    double minimumHours = 0;
    std::string provider; // who quoted it ("our cloud contract"), free text
    Provenance provenance;
};

class Catalog
{
public:
    const std::vector<GpuSpec>& gpus() const { return m_gpus; }
    const std::vector<CpuSpec>& cpus() const { return m_cpus; }
    const std::vector<LinkSpec>& links() const { return m_links; }
    const std::vector<PriceSpec>& prices() const { return m_prices; }

    const GpuSpec* gpu(std::string_view id) const;
    const CpuSpec* cpu(std::string_view id) const;
    const LinkSpec* link(std::string_view id) const;
    const PriceSpec* price(std::string_view gpuId) const;

    std::vector<std::string> gpuIds() const;
    std::vector<std::string> cpuIds() const;
    std::vector<std::string> linkIds() const;

    // Adds the entries of a catalog document; an entry whose id exists replaces the fields it
    // names and keeps the others, so a user file can correct one figure or add a new GPU.
    // Returns false (with errors, and the catalog unchanged) when the document is invalid.
    bool merge(const nlohmann::json& document, const std::string& origin, Diagnostics& diag);

private:
    std::vector<GpuSpec> m_gpus;
    std::vector<CpuSpec> m_cpus;
    std::vector<LinkSpec> m_links;
    std::vector<PriceSpec> m_prices;
};

// The catalog compiled into the program (resources/catalogs/*.json).
const Catalog& builtinCatalog();

// Parses a custom GPU object from a scenario ("hardware.gpu": {...}).
std::optional<GpuSpec> parseCustomGpu(const nlohmann::json& value, const std::string& path,
                                      Diagnostics& diag);
std::optional<LinkSpec> parseCustomLink(const nlohmann::json& value, const std::string& path,
                                        LinkScope scope, Diagnostics& diag);

nlohmann::json gpuToJson(const GpuSpec& gpu);
nlohmann::json cpuToJson(const CpuSpec& cpu);
nlohmann::json linkToJson(const LinkSpec& link);
nlohmann::json priceToJson(const PriceSpec& price);

} // namespace gp
