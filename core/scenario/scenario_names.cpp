#include "scenario/scenario.h"

namespace gp {

const std::vector<std::string>& trainingMethodNames()
{
    static const std::vector<std::string> names = {"full", "lora", "qlora", "freeze"};
    return names;
}

const std::vector<std::string>& precisionNames()
{
    static const std::vector<std::string> names
        = {"bf16-mixed", "fp16-mixed", "fp32", "bf16-pure", "fp8-mixed"};
    return names;
}

const std::vector<std::string>& optimizerNames()
{
    static const std::vector<std::string> names
        = {"adamw", "adamw-8bit", "sgd", "sgd-momentum", "lion", "adafactor"};
    return names;
}

const std::vector<std::string>& recomputeNames()
{
    static const std::vector<std::string> names = {"none", "selective", "full", "offload"};
    return names;
}

const std::vector<std::string>& frameworkNames()
{
    static const std::vector<std::string> names
        = {"auto", "megatron",  "torchtitan", "deepspeed",    "fsdp",
           "hf",   "torchtune", "unsloth",    "llama-factory"};
    return names;
}

Framework resolvedFramework(const TrainingSpec& training)
{
    if (training.framework != Framework::Auto)
        return training.framework;
    return training.method == TrainingMethod::Full ? Framework::Megatron : Framework::Hf;
}

const std::string& frameworkName(Framework framework)
{
    return frameworkNames()[static_cast<std::size_t>(framework)];
}

const std::vector<std::string>& qloraFormatNames()
{
    static const std::vector<std::string> names = {"bitsandbytes", "gptq"};
    return names;
}

const std::vector<std::string>& lossNames()
{
    static const std::vector<std::string> names
        = {"auto", "full-logits", "fused", "chunked", "fused-linear", "full-logits-16bit"};
    return names;
}

const std::vector<std::string>& gradientReductionNames()
{
    static const std::vector<std::string> names = {"auto", "each-micro-batch", "once-per-step"};
    return names;
}

const std::vector<std::string>& quantizedLayersNames()
{
    static const std::vector<std::string> names = {"auto", "all", "experts"};
    return names;
}

const std::vector<std::string>& optimizerKernelNames()
{
    static const std::vector<std::string> names = {"fused", "foreach"};
    return names;
}

const std::vector<std::string>& sequenceLengthsNames()
{
    static const std::vector<std::string> names = {"fixed", "varying"};
    return names;
}

const std::vector<std::string>& attentionNames()
{
    static const std::vector<std::string> names = {"flash", "eager", "sdpa-math"};
    return names;
}

const std::vector<std::string>& engineVersionNames()
{
    static const std::vector<std::string> names = {"v1", "v0"};
    return names;
}

const std::vector<std::string>& trtllmBackendNames()
{
    static const std::vector<std::string> names = {"pytorch", "tensorrt"};
    return names;
}

const std::vector<std::string>& engineNames()
{
    static const std::vector<std::string> names
        = {"vllm", "sglang", "trtllm", "lmdeploy", "llamacpp", "generic"};
    return names;
}

const std::vector<std::string>& billingNames()
{
    static const std::vector<std::string> names
        = {"per-second", "hourly", "daily", "monthly", "reserved"};
    return names;
}

const std::vector<std::string>& quoteItemNames()
{
    static const std::vector<std::string> names
        = {"server", "switch", "cable", "switch_transceiver", "server_transceiver"};
    return names;
}

const std::vector<std::string>& weightFormatNames()
{
    static const std::vector<std::string> names = {
        "bf16",        "fp16",         "fp32",        "fp8",         "int8",        "awq-int4",
        "gptq-int4",   "int4",         "mxfp4",       "nvfp4",       "gguf-f16",    "gguf-bf16",
        "gguf-q8_0",   "gguf-q6_k",    "gguf-q5_k_m", "gguf-q5_k_s", "gguf-q5_0",   "gguf-q5_1",
        "gguf-q4_k_m", "gguf-q4_k_s",  "gguf-q4_0",   "gguf-q4_1",   "gguf-q3_k_l", "gguf-q3_k_m",
        "gguf-q3_k_s", "gguf-q2_k",    "gguf-iq4_xs", "gguf-iq4_nl", "gguf-iq3_m",  "gguf-iq3_s",
        "gguf-iq3_xs", "gguf-iq3_xxs", "gguf-iq2_m",  "gguf-iq2_s",  "gguf-iq2_xs", "gguf-iq2_xxs",
        "gguf-iq1_m",  "gguf-iq1_s"};
    return names;
}

const std::vector<std::string>& kvCacheDtypeNames()
{
    static const std::vector<std::string> names = {"auto", "fp8", "q8_0", "q4_0"};
    return names;
}

const std::string& weightFormatName(WeightFormat format)
{
    return weightFormatNames()[static_cast<std::size_t>(format)];
}

bool isGguf(WeightFormat format)
{
    // The GGUF file types close the list.
    static_assert(static_cast<int>(WeightFormat::GgufIq1S) == 37);
    return format >= WeightFormat::GgufF16;
}

std::string ggufFileType(WeightFormat format)
{
    return isGguf(format) ? weightFormatName(format).substr(5) : std::string();
}

const std::string& kvDtypeName(KvDtype dtype)
{
    return kvCacheDtypeNames()[static_cast<std::size_t>(dtype)];
}

const std::vector<std::string>& loraTargetNames()
{
    static const std::vector<std::string> names
        = {"q_proj",    "k_proj",     "v_proj",       "o_proj",   "gate_proj", "up_proj",
           "down_proj", "qkv_proj",   "gate_up_proj", "q_a_proj", "q_b_proj",  "kv_a_proj_with_mqa",
           "kv_b_proj", "all-linear", "attention",    "mlp"};
    return names;
}

} // namespace gp
