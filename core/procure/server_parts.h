#pragma once
// What one server of a plan holds besides its GPUs, and the rules behind each figure: CPU cores
// per GPU, system memory against GPU memory, local NVMe for the model and checkpoints, and the
// network adapters of a rail-optimised cluster. Sources: docs/sizing-sheet.md, "Bill of
// materials"; the reference systems are NVIDIA's DGX A100, H100 and B200.
#include "procure/bill_of_materials.h"

namespace gp::procure {

// CPU cores a GPU server provides per GPU: DGX H100 and DGX B200 carry 2 x 56 cores for 8 GPUs.
inline constexpr int kCoresPerGpu = 14;
// System memory per GPU memory: DGX H100 and B200 carry 2 TB for 8 x 80 GB / 8 x 180 GB, DGX
// A100 1-2 TB for 8 x 80 GB; NVIDIA-Certified Systems ask for at least twice the GPU memory.
inline constexpr double kHostMemoryPerGpuMemory = 2.0;
// Data drives of the reference systems: 3.84 TB U.2 NVMe (8 in DGX H100 / B200, 4 in DGX A100).
inline constexpr double kNvmeDriveBytes = 3.84e12;
// Local checkpoint copies kept on the servers (the last and the one before).
inline constexpr int kCheckpointCopies = 2;

// The per-server lines (GPUs, CPU, memory, drives, adapters) for `servers` servers of the class,
// each with `gpus` GPUs (a rack-scale system's whole NVLink domain); the compute fabric's
// adapters when the servers need one (needsComputeFabric).
std::vector<BomLine> serverLines(const Scenario& scenario, const Estimate& estimate,
                                 ServerClass serverClass, std::int64_t servers, int gpus,
                                 bool computeFabric);

// Bytes of one whole checkpoint of the run (the model for serving), as the sheet sizes drives.
double checkpointBytes(const Scenario& scenario, const Estimate& estimate);

} // namespace gp::procure
