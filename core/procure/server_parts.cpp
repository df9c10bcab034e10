#include "procure/server_parts.h"

#include "common/messages.h"
#include "estimate/estimate.h"
#include "scenario/scenario.h"

#include <algorithm>
#include <cmath>

namespace gp::procure {

namespace {

constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

std::int64_t roundUpTo(double value, double step)
{
    return static_cast<std::int64_t>(std::ceil(std::max(value, step) / step - 1e-9));
}

// Bytes each trained parameter's optimizer keeps, as a checkpoint saves them.
double optimizerBytes(Optimizer optimizer)
{
    switch (optimizer) {
    case Optimizer::AdamW:
        return 8; // two FP32 moments
    case Optimizer::AdamW8bit:
        return 2;
    case Optimizer::SgdMomentum:
    case Optimizer::Lion:
        return 4; // one FP32 state
    case Optimizer::Sgd:
    case Optimizer::Adafactor:
        return 0; // Adafactor's factored moments are a few bytes per row, not per weight
    }
    return 8;
}

BomLine line(std::string item, std::int64_t perServer, std::int64_t servers, std::string specId,
             std::vector<std::string> args)
{
    return {std::move(item), perServer * servers, perServer, std::move(specId), std::move(args)};
}

std::string tb(double bytes)
{
    return formatFixed(bytes / 1e12, 2);
}

} // namespace

double checkpointBytes(const Scenario& scenario, const Estimate& estimate)
{
    const double parameters = estimate.model.parameters;
    if (scenario.workload == Workload::Inference) {
        const double bits
            = estimate.inference ? estimate.inference->memory.served.bitsPerWeight : 16;
        return parameters * bits / 8;
    }
    const TrainingSpec& t = scenario.training;
    if (t.method != TrainingMethod::Full)
        return parameters * 2; // the base model's files; the adapter's own are small
    const bool master = t.precision == Precision::Bf16Mixed || t.precision == Precision::Fp16Mixed
        || t.precision == Precision::Fp8Mixed;
    const double weightBytes = t.precision == Precision::Fp32 ? 4 : 2;
    return parameters * (weightBytes + (master ? 4 : 0) + optimizerBytes(t.optimizer));
}

std::vector<BomLine> serverLines(const Scenario& scenario, const Estimate& estimate,
                                 ServerClass serverClass, std::int64_t servers, int gpus,
                                 bool computeFabric)
{
    const HardwareSpec& hw = scenario.hardware;
    std::vector<BomLine> lines;
    if (serverClass == ServerClass::CpuServer) {
        if (hw.cpu)
            lines.push_back(line("cpu", hw.cpu->sockets, servers, "bom.spec.cpu_named",
                                 {hw.cpu->name, std::to_string(hw.cpu->cores)}));
        return lines;
    }
    lines.push_back(line("gpu", gpus, servers, "bom.spec.gpu",
                         {hw.gpu.name, formatFixed(hw.gpu.memoryGib, 0)}));
    if (serverClass == ServerClass::AppleMachine)
        return lines; // the machine is the GPU, its memory and its drive
    if (serverClass == ServerClass::RackScale) {
        // The rack brings its CPUs, memory, drives and NVLink switches; what is bought for it
        // is its network: one port per GPU (GB200 NVL72: 72 x 400 Gb/s).
        if (computeFabric)
            lines.push_back(line("nic.compute", gpus, servers, "bom.spec.nic_compute",
                                 {hw.interNodeLink.name}));
        return lines;
    }
    const bool desk = serverClass == ServerClass::Workstation;

    // CPUs: two sockets in a GPU server, one in a workstation.
    const int cores = std::max(desk ? 8 : 32, kCoresPerGpu * gpus);
    if (desk)
        lines.push_back(line("cpu", 1, servers, "bom.spec.cpu_single", {std::to_string(cores)}));
    else
        lines.push_back(line("cpu", 2, servers, "bom.spec.cpu", {"2", std::to_string(cores)}));

    // System memory: twice the GPU memory, and the states offloaded to it.
    double hostBytes = kHostMemoryPerGpuMemory * gpus * hw.gpu.memoryGib * GiB;
    if (estimate.training)
        hostBytes += hostMemoryPerServer(*estimate.training).high;
    const std::int64_t memoryGib = roundUpTo(hostBytes / GiB, 256) * 256;
    lines.push_back(line("memory", 1, servers, "bom.spec.memory", {std::to_string(memoryGib)}));

    // Local NVMe: the model's files, and the server's share of the checkpoints kept.
    const double checkpoint = checkpointBytes(scenario, estimate);
    const double modelFiles = estimate.model.parameters * 2;
    const double shared = scenario.workload == Workload::Training
        ? kCheckpointCopies * checkpoint / static_cast<double>(servers)
        : checkpoint;
    const double nvmeBytes = modelFiles + shared;
    const std::int64_t drives = roundUpTo(nvmeBytes, kNvmeDriveBytes);
    lines.push_back(
        line("nvme", drives, servers, "bom.spec.nvme", {tb(kNvmeDriveBytes), tb(nvmeBytes)}));
    if (desk)
        lines.push_back(line("nvme.os", 1, servers, "bom.spec.nvme_boot", {}));
    else
        lines.push_back(line("nvme.os", 2, servers, "bom.spec.nvme_os", {}));

    // Network adapters. The compute fabric: one port per GPU on InfiniBand / RoCE (rail-
    // optimised), one per server on shared Ethernet; none for a single server, nor for servers
    // that each hold whole serving replicas.
    if (computeFabric && !desk) {
        const LinkSpec& link = hw.interNodeLink;
        if (link.perServer)
            lines.push_back(
                line("nic.compute", 1, servers, "bom.spec.nic_compute_server", {link.name}));
        else
            lines.push_back(
                line("nic.compute", gpus, servers, "bom.spec.nic_compute", {link.name}));
    }
    if (!desk) {
        // Storage and in-band management: DGX H100 / B200 carry two dual-port adapters.
        lines.push_back(line("nic.storage", 2, servers, "bom.spec.nic_storage", {}));
        lines.push_back(line("nic.bmc", 1, servers, "bom.spec.nic_bmc", {}));
    }
    return lines;
}

} // namespace gp::procure
