#include "inference/format_support.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace gp {
namespace {

// One row per format and engine; one letter per generation of formatTableGenerations(): Volta,
// Turing, Ampere, Ada, Hopper, Blackwell (sm_100/103), Blackwell sm_120, CDNA 2, CDNA 3, CDNA 4.
// N native, W weight-only, U refused, ? no source found.
struct EngineRows
{
    Engine engine;
    // sixteen, fp8, int8, awq, gptq, int4, mxfp4, nvfp4, gguf
    std::array<std::string_view, 9> rows;
};

constexpr std::array kTable{
    // vLLM: docs/features/quantization/README.md's hardware table (AWQ none on Volta, INT8 W8A8
    // from Turing, FP8 W8A8 from Ada and on AMD); fp8.py: Marlin weight-only FP8 below sm_89,
    // on Turing since PR #29901; INT8 W8A8 refused on Blackwell (PR #25935: CUTLASS has no int8
    // there); mxfp4.py: min capability 8.0, Marlin below Hopper, FlashInfer MXFP4 x BF16 on
    // Hopper and by default on sm_100 (MXFP8 activations only with an environment flag);
    // quark.md: MXFP4 emulated on MI250/MI300, native on MI355; modelopt.py and
    // nvfp4_scaled_mm_entry.cu: NVFP4 W4A4 on sm_100-129, FP4 Marlin (weight-only) from sm_75,
    // emulated on ROCm. GGUF loads everywhere (dequantised).
    EngineRows{Engine::Vllm,
               {"NNNNNNNNNN", "UWWNNNNUNN", "UNNNNUUNNN", "UWWWWWWWWW", "WWWWWWWWWW", "?WWWWWWWWW",
                "UUWWWWWWWN", "UWWWWNNWWW", "WWWWWWWWWW"}},
    // SGLang: docs/advanced_features/quantization.md's platform table (fp8 on AMD via Aiter or
    // Triton, GGUF CUDA-only, modelopt_fp4 native on Blackwell, Petit NVFP4 on MI250-MI325X);
    // fp8_utils.py: Marlin FP8 for sm_80-88; mxfp4.py: min capability 8.0, FlashInfer's
    // TensorRT-LLM MoE on sm_100, triton_kernels (BF16 activations) elsewhere, gfx95x only on
    // AMD; PR #19652: FP4 Marlin from sm_75; PR #28137: int8_scaled_mm sm_75-90 only.
    EngineRows{Engine::Sglang,
               {"??NNNNNNNN", "UUWNNNN?NN", "?NNNNUUNNN", "??WWWWWWWW", "??WWWWWWWW", "??WWWWWWWW",
                "UUWWWNWUUN", "UWWWWNNWW?", "??WWWWWUUU"}},
    // TensorRT-LLM (NVIDIA from Ampere only): docs/source/features/quantization.md's hardware
    // matrix (FP8 from Ada, W4A16 AWQ/GPTQ Ampere to sm_100 but not sm_120, NVFP4 and MXFP4 on
    // Blackwell), support-matrix.md (INT8 Ampere to Hopper), the GPT-OSS deployment guide (MXFP4
    // experts with BF16 activations on Hopper, MXFP8 on Blackwell). No GGUF.
    EngineRows{Engine::TrtLlm,
               {"UUNNNNNUUU", "UUUNNNNUUU", "UUNNN??UUU", "UUWWWWUUUU", "UUWWWWUUUU", "UU?????UUU",
                "UUUUWN?UUU", "UUUUUNNUUU", "UUUUUUUUUU"}},
    // LMDeploy's TurboMind (NVIDIA only): turbomind/converter.py (awq, gptq, compressed-tensors,
    // fp8, mxfp4; no int8, NVFP4 or GGUF), kernel/sm90_64n32_8.cu (native FP8 on Hopper only),
    // sm70-sm80 kernels dequantising FP8, INT4 and MXFP4 into 16-bit MMA, gemm/arch.h (sm_100 and
    // sm_120 run the sm_80 kernels), README ("MXFP4 on NVIDIA GPUs starting from V100").
    EngineRows{Engine::LmDeploy,
               {"NNNNNNNUUU", "WWWWNWWUUU", "UUUUUUUUUU", "WWWWWWWUUU", "WWWWWWWUUU", "WWWWWWWUUU",
                "WWWWWWWUUU", "UUUUUUUUUU", "UUUUUUUUUU"}},
    // llama.cpp reads GGUF only (its README): quantised blocks are dequantised or multiplied
    // against 8-bit activations, never in their own format.
    EngineRows{Engine::LlamaCpp,
               {"NNNNNNNNNN", "UUUUUUUUUU", "UUUUUUUUUU", "UUUUUUUUUU", "UUUUUUUUUU", "UUUUUUUUUU",
                "UUUUUUUUUU", "UUUUUUUUUU", "WWWWWWWWWW"}},
};

} // namespace

const std::vector<GpuGeneration>& formatTableGenerations()
{
    static const std::vector<GpuGeneration> generations
        = {GpuGeneration::Volta,          GpuGeneration::Turing,
           GpuGeneration::Ampere,         GpuGeneration::Ada,
           GpuGeneration::Hopper,         GpuGeneration::Blackwell,
           GpuGeneration::BlackwellSm120, GpuGeneration::Cdna2,
           GpuGeneration::Cdna3,          GpuGeneration::Cdna4};
    return generations;
}

FormatClass formatClass(WeightFormat format)
{
    switch (format) {
    case WeightFormat::Bf16:
    case WeightFormat::Fp16:
    case WeightFormat::Fp32:
        return FormatClass::Sixteen;
    case WeightFormat::Fp8:
        return FormatClass::Fp8;
    case WeightFormat::Int8:
        return FormatClass::Int8;
    case WeightFormat::AwqInt4:
        return FormatClass::Awq;
    case WeightFormat::GptqInt4:
        return FormatClass::Gptq;
    case WeightFormat::Int4:
        return FormatClass::Int4;
    case WeightFormat::Mxfp4:
        return FormatClass::Mxfp4;
    case WeightFormat::Nvfp4:
        return FormatClass::Nvfp4;
    default:
        return FormatClass::Gguf;
    }
}

WeightKernels weightKernels(Engine engine, GpuGeneration generation, FormatClass format)
{
    const auto& generations = formatTableGenerations();
    const auto column = std::find(generations.begin(), generations.end(), generation);
    const auto row = std::find_if(kTable.begin(), kTable.end(),
                                  [engine](const EngineRows& r) { return r.engine == engine; });
    if (row == kTable.end())
        return WeightKernels::Unknown;
    const std::string_view cells = row->rows[static_cast<std::size_t>(format)];
    // A format the engine refuses on every GPU it names (TurboMind's NVFP4, GGUF outside
    // llama.cpp, vLLM and SGLang) is refused on any other too.
    if (column == generations.end())
        return cells.find_first_not_of('U') == std::string_view::npos ? WeightKernels::Refused
                                                                      : WeightKernels::Unknown;
    const char cell = cells[static_cast<std::size_t>(column - generations.begin())];
    return cell == 'N' ? WeightKernels::Native
        : cell == 'W'  ? WeightKernels::WeightOnly
        : cell == 'U'  ? WeightKernels::Refused
                       : WeightKernels::Unknown;
}

bool isSixteenBit(WeightFormat format)
{
    return formatClass(format) == FormatClass::Sixteen || format == WeightFormat::GgufF16
        || format == WeightFormat::GgufBf16;
}

WeightKernels weightKernels(Engine engine, GpuGeneration generation, WeightFormat format)
{
    return weightKernels(engine, generation, formatClass(format));
}

std::string formatClassName(FormatClass format)
{
    static const std::array<const char*, 9> names
        = {"16-bit", "fp8", "int8", "awq-int4", "gptq-int4", "int4", "mxfp4", "nvfp4", "GGUF"};
    return names[static_cast<std::size_t>(format)];
}

char weightKernelsLetter(WeightKernels kernels)
{
    return "NWU?"[static_cast<int>(kernels)];
}

std::string weightKernelsName(WeightKernels kernels)
{
    static const std::array<const char*, 4> names = {"native", "weight-only", "refused", "unknown"};
    return names[static_cast<std::size_t>(kernels)];
}

} // namespace gp
