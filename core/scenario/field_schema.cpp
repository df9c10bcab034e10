#include "scenario/field_schema.h"

#include "scenario/scenario.h"

#include <algorithm>

namespace gp {
namespace {

// Counts the parser takes as given: parallel sizes, micro-batches, layers (2^20), and token
// lengths (2^24, sixteen million tokens). Beyond them a figure is a typing mistake.
constexpr double kCount = 1 << 20;
constexpr double kTokens = 1 << 24;
// The largest whole number a double holds exactly, and so the largest global batch.
constexpr double kWhole = 9.0e15;

FieldSchema section(std::string path, std::string description)
{
    FieldSchema f;
    f.path = std::move(path);
    f.type = FieldType::Object;
    f.description = std::move(description);
    return f;
}

FieldSchema integer(std::string path, double minimum, double maximum, nlohmann::json fallback,
                    std::string description)
{
    FieldSchema f;
    f.path = std::move(path);
    f.type = FieldType::Integer;
    f.minimum = minimum;
    f.maximum = maximum;
    f.defaultValue = std::move(fallback);
    f.description = std::move(description);
    return f;
}

FieldSchema number(std::string path, double minimum, bool exclusive, double maximum,
                   nlohmann::json fallback, std::string description)
{
    FieldSchema f
        = integer(std::move(path), minimum, maximum, std::move(fallback), std::move(description));
    f.type = FieldType::Number;
    f.exclusiveMinimum = exclusive;
    return f;
}

FieldSchema choice(std::string path, std::vector<std::string> choices, nlohmann::json fallback,
                   std::string description)
{
    FieldSchema f;
    f.path = std::move(path);
    f.type = FieldType::Choice;
    f.choices = std::move(choices);
    f.defaultValue = std::move(fallback);
    f.description = std::move(description);
    return f;
}

FieldSchema autoInteger(FieldSchema f)
{
    f.allowsAuto = true;
    return f;
}

FieldSchema typed(std::string path, FieldType type, nlohmann::json fallback,
                  std::string description)
{
    FieldSchema f;
    f.path = std::move(path);
    f.type = type;
    f.defaultValue = std::move(fallback);
    f.description = std::move(description);
    return f;
}

std::vector<FieldSchema> topAndHardware()
{
    const auto S = FieldType::String;
    const auto C = FieldType::CatalogId;
    return {
        typed("format", S, nullptr, "must be \"gpu-planner.scenario/1\""),
        typed("name", S, "Untitled scenario", "shown in lists and reports"),
        typed("notes", S, nullptr, "free text, kept but not used by the estimate"),
        choice("workload", {"training", "inference"}, nullptr,
               "what is planned; inferred when only one of the two sections is present"),
        section("model", "the model: a preset, a Hugging Face config or an architecture"),
        typed("model.preset", S, nullptr, "a model preset id (gpu-planner-cli catalog models)"),
        typed("model.hf_config", FieldType::Object, nullptr, "a Hugging Face config.json"),
        typed("model.architecture", FieldType::Object, nullptr,
              "the shape: layers, hidden, heads, vocab, ..."),
        section("hardware", "the GPUs and how they are connected"),
        typed("hardware.gpu", C, nullptr, "a GPU catalog id, or a GPU described inline"),
        integer("hardware.gpus_per_node", 1, 1024, 1, "GPUs in one server"),
        integer("hardware.nodes", 1, 100000, 1, "servers"),
        typed("hardware.intra_node_link", C, nullptr,
              "the link inside a server (default: the GPU's board link)"),
        typed("hardware.inter_node_link", C, nullptr,
              "the network between servers (default: the GPU's usual network)"),
        typed("hardware.cpu", C, nullptr,
              "a CPU catalog id, or a CPU server described inline; needed to serve on the CPU"),
    };
}

std::vector<FieldSchema> training()
{
    const auto B = FieldType::Boolean;
    return {
        section("training", "the training run (training workloads)"),
        choice("training.method", trainingMethodNames(), "full", "full, LoRA, QLoRA or freeze"),
        choice("training.precision", precisionNames(), "bf16-mixed", "training precision"),
        typed("training.fp32_grad_accumulation", B, false, "FP32 main gradients (Megatron)"),
        choice("training.optimizer", optimizerNames(), "adamw", "the optimizer"),
        integer("training.zero_stage", 0, 3, 0, "ZeRO / FSDP sharding stage"),
        integer("training.shard_group", 1, kCount, nullptr,
                "sharding group size (HSDP); default: all data-parallel GPUs"),
        typed("training.offload_optimizer", B, false, "optimizer states in host memory"),
        typed("training.offload_params", B, false, "weights in host memory (ZeRO-3)"),
        integer("training.tp", 1, kCount, 1, "tensor parallel size"),
        integer("training.pp", 1, kCount, 1, "pipeline parallel size"),
        integer("training.cp", 1, kCount, 1, "context parallel size"),
        integer("training.ep", 1, kCount, 1, "expert parallel size"),
        integer("training.dp", 1, kCount, nullptr,
                "data parallel size; if given, must equal GPUs / (tp x pp x cp)"),
        typed("training.sequence_parallel", B, false, "sequence parallelism with TP"),
        integer("training.virtual_stages", 1, 1024, 1, "interleaved pipeline stages per GPU"),
        integer("training.first_stage_layers", 1, kCount, nullptr,
                "layers of the first pipeline stage; default: an even share"),
        integer("training.last_stage_layers", 1, kCount, nullptr,
                "layers of the last pipeline stage; default: an even share"),
        integer("training.micro_batch", 1, kCount, 1, "sequences per GPU per micro-step"),
        integer("training.global_batch", 1, kWhole, nullptr,
                "sequences per optimizer step; default: micro_batch x dp"),
        integer("training.seq_len", 1, kTokens, 4096, "tokens per sequence"),
        choice("training.recompute", recomputeNames(), "none",
               "activation recomputation; offload: full, with layer inputs in host memory"),
        choice("training.attention", attentionNames(), "flash",
               "attention kernel: FlashAttention, eager attention (every score's softmax kept), or "
               "PyTorch's scaled_dot_product_attention on its math kernel (its fallback when no "
               "fused kernel takes the inputs, as with an explicit mask in PyTorch 2.0: a 16-bit "
               "softmax per score)"),
        choice("training.framework", frameworkNames(), "auto",
               "the training stack; auto: Megatron-LM for full training, HF PEFT otherwise"),
        choice("training.loss", lossNames(), "auto",
               "how the loss is computed over the vocabulary; auto: the framework's usual way"),
        choice("training.gradient_reduction", gradientReductionNames(), "auto",
               "when sharded gradients are reduced under accumulation; once-per-step holds them "
               "whole until the step (FSDP's no_sync); auto: the framework's usual way"),
        choice("training.optimizer_kernel", optimizerKernelNames(), "fused",
               "how the optimizer steps: fused kernels, or PyTorch's foreach path, which builds "
               "a temporary the size of one moment for every parameter (AdamW)"),
        choice("training.sequence_lengths", sequenceLengthsNames(), "fixed",
               "fixed: every batch is seq_len long (packed or padded); varying: batches padded "
               "to their longest sample, up to seq_len"),
        typed("training.frozen_weight_gradients", B, false,
              "LoRA/QLoRA: the frozen weights get gradients too (FSDP units mixing them with "
              "the adapters)"),
        typed("training.fp32_base", B, false,
              "LoRA: the frozen base held in FP32, as from_pretrained loads it without "
              "torch_dtype (transformers before v5; PEFT's examples/sft script for a 16-bit "
              "base); kept so by the HF Trainer and PyTorch FSDP, cast to 16 bits by DeepSpeed "
              "and Megatron"),
        integer("training.lora_rank", 1, 65536, 8, "LoRA rank"),
        number("training.lora_alpha", 0, true, kCount, 16, "LoRA alpha (2 x rank is common)"),
        typed("training.lora_targets", FieldType::Array, nlohmann::json::array({"all-linear"}),
              "the modules LoRA adapts"),
        [] {
            FieldSchema bits = integer("training.qlora_bits", 4, 8, 4, "QLoRA bits: 4 or 8");
            bits.choices = {"4", "8"};
            return bits;
        }(),
        typed("training.qlora_double_quant", B, true, "quantised quantisation constants"),
        choice("training.qlora_format", qloraFormatNames(), "bitsandbytes",
               "the QLoRA base's quantisation: bitsandbytes (NF4, or LLM.int8 with 8 bits), or a "
               "GPTQ checkpoint (a 16-bit scale and a zero point per group)"),
        integer("training.qlora_group_size", 8, 8192, 128,
                "weights per scale of a GPTQ base (qlora_format gptq)"),
        typed("training.qlora_keeps_inputs", B, nullptr,
              "each quantised layer keeps its input for the backward pass: bitsandbytes' 8-bit "
              "layers always, its 4-bit layers before 0.43.2 (default: true with 8 bits, false "
              "with 4)"),
        typed("training.qlora_upcast", B, nullptr,
              "the embedding, head and norms in FP32, as PEFT's prepare_model_for_kbit_training "
              "leaves a bitsandbytes base (default: true with framework hf, what auto picks for "
              "QLoRA, and zero_stage below 3; false otherwise)"),
        typed("training.reentrant_checkpointing", B, nullptr,
              "recomputation through PyTorch's reentrant checkpoint, which runs the forward pass "
              "without autograd (Hugging Face's and PEFT's use_reentrant default), rather than "
              "the non-reentrant one (torchtune, torchtitan); with a QLoRA base that keeps its "
              "inputs, non-reentrant checkpointing keeps them for every layer (default: false "
              "with framework torchtune or torchtitan, true otherwise)"),
        number("training.reduce_bucket_size", 1, false, 1e11, nullptr,
               "DeepSpeed ZeRO-1/2: elements of a gradient-reduction bucket, one of which (two "
               "with overlap_comm) each backward pass allocates in the 16-bit type (default: "
               "5e8, DeepSpeed's and LLaMA-Factory's; hidden x hidden with framework hf, the "
               "Hugging Face Trainer's \"auto\")"),
        typed("training.overlap_comm", B, false,
              "DeepSpeed ZeRO-1/2: reductions overlap the backward pass, in a second bucket"),
        integer("training.trainable_layers", 1, kCount, 2, "layers trained (method freeze)"),
        number("training.tokens", 1, false, 1e16, nullptr, "training tokens, for time and cost"),
        typed("training.mfu", FieldType::NumberOrBand, nullptr,
              "model FLOPs utilisation, 0.001 to 1, or [low, expected, high]"),
        typed("training.trial", FieldType::Object, nullptr, "a measured short run"),
        typed("training.data_prep", FieldType::Object, nullptr,
              "cleaning and tokenising the corpus"),
    };
}

std::vector<FieldSchema> inferenceAndPricing()
{
    return {
        section("inference", "the serving deployment (inference workloads)"),
        choice("inference.engine", engineNames(), "vllm", "the serving engine"),
        choice("inference.engine_version", engineVersionNames(), "v1",
               "vLLM's engine: v1 (the default since vLLM 0.8) or the older v0"),
        choice("inference.trtllm_backend", trtllmBackendNames(), "pytorch",
               "TensorRT-LLM's runtime: pytorch (the default since 1.0) or a built tensorrt "
               "engine, whose decoder buffers for max_num_seqs sequences come before the KV "
               "cache"),
        choice("inference.weights", weightFormatNames(), "bf16", "weight format"),
        integer("inference.weight_group_size", 8, 8192, 128,
                "weights per 16-bit scale of awq-int4, gptq-int4 and int4"),
        choice("inference.quantized_layers", quantizedLayersNames(), "auto",
               "which layer matrices the format quantises: all, or the routed experts alone "
               "(the rest 16-bit); auto: experts for mxfp4 on an MoE model, else all"),
        choice("inference.kv_cache_dtype", kvCacheDtypeNames(), "auto", "KV cache data type"),
        number("inference.memory_utilization", 0, true, 1, nullptr,
               "the engine's memory share: of the whole GPU (vLLM), of the memory free at "
               "start-up (SGLang) or after the weights (TensorRT-LLM, LMDeploy); default: the "
               "engine's"),
        integer("inference.max_model_len", 1, kTokens, nullptr,
                "longest request; default: the model's max_position"),
        integer("inference.max_num_batched_tokens", 16, kTokens, nullptr,
                "tokens of one prefill batch; default: the engine's"),
        integer("inference.max_num_seqs", 1, 1048576, nullptr,
                "most sequences the engine runs at once (vLLM max_num_seqs, SGLang "
                "max_running_requests, TensorRT-LLM and LMDeploy max_batch_size); default: the "
                "engine's"),
        integer("inference.prompt_tokens", 1, kTokens, 512, "prompt tokens of a typical request"),
        integer("inference.output_tokens", 1, kTokens, 256, "output tokens of a typical request"),
        integer("inference.images_per_request", 0, 64, 0,
                "images in a typical request: each adds the model's image tokens to the prompt "
                "and runs its vision encoder in the prefill"),
        integer("inference.peak_concurrency", 1, kTokens, 1, "requests in flight at the peak"),
        autoInteger(integer("inference.tp", 1, 1024, 1,
                            "tensor parallel size; auto: the smallest split that fits and meets "
                            "the targets")),
        integer("inference.pp", 1, 1024, 1, "pipeline parallel size"),
        choice("inference.device", {"gpu", "cpu"}, "gpu", "serve on the GPU or on the CPU"),
        typed("inference.companions", FieldType::Array, nlohmann::json::array(),
              "other services on the same GPU: [{\"name\", \"memory_gib\"}]"),
        section("inference.targets", "latency each user must see, and the peak request rate"),
        number("inference.targets.ttft_ms", 0, true, 1e7, nullptr, "time to first token, ms"),
        number("inference.targets.tpot_ms", 0, true, 1e6, nullptr, "time per output token, ms"),
        number("inference.targets.requests_per_s", 0, true, 1e7, nullptr,
               "requests per second at the peak"),
        section("pricing", "prices and billing"),
        number("pricing.gpu_hour", 0, false, 1e6, nullptr,
               "price of one GPU-hour; default: your catalog's price for the GPU"),
        typed("pricing.currency", FieldType::String, "USD", "ISO 4217 code"),
        choice("pricing.billing", billingNames(), "hourly", "how hours are billed"),
        number("pricing.minimum_hours", 0, false, 1e6, 0, "shortest billable commitment"),
        number("pricing.api_input_per_million", 0, false, 1e6, nullptr,
               "a hosted API's price per million input tokens"),
        number("pricing.api_output_per_million", 0, false, 1e6, nullptr,
               "a hosted API's price per million output tokens"),
        section("facility",
                "the data centre: rack power, PUE, electricity price, checkpoint storage"),
        number("facility.rack_kw", 1, false, 1000, 40, "power one rack may draw, kW"),
        number("facility.pue", 1, false, 5, 1.58,
               "power usage effectiveness: facility energy over IT energy"),
        number("facility.electricity_per_kwh", 0, false, 1000, nullptr,
               "price of one kWh, in pricing.currency"),
        number("facility.checkpoint_minutes", 0, true, 1440, 5,
               "minutes a whole training checkpoint may take to write to shared storage"),
    };
}

// Quotes: one object per item of the bill of materials a vendor prices (quoteItemNames()).
std::vector<FieldSchema> purchaseAndRequest()
{
    const auto S = FieldType::String;
    std::vector<FieldSchema> fields = {
        section("purchase", "quotes for buying the cluster, and the cost of owning it"),
        typed("purchase.currency", S, nullptr,
              "ISO 4217 code of the quotes; default: pricing.currency"),
    };
    const std::vector<std::pair<std::string, std::string>> items = {
        {"server",
         "one server as the bill of materials specifies it (a rack-scale system: one "
         "rack), GPUs, CPUs, memory, drives and adapters included"},
        {"switch", "one switch of the fabric between the servers"},
        {"cable", "one cable of the fabric"},
        {"switch_transceiver", "one transceiver module on the switch side"},
        {"server_transceiver", "one transceiver module on the server side"},
    };
    for (const auto& [item, description] : items) {
        const std::string at = "purchase." + item;
        fields.push_back(section(at, "the quote for " + description));
        fields.push_back(number(at + ".unit_price", 0, false, 1e12, nullptr,
                                "price of one, in purchase.currency"));
        fields.push_back(typed(at + ".vendor", S, nullptr, "who quoted it"));
        fields.push_back(typed(at + ".date", S, nullptr, "date of the quote, YYYY-MM-DD"));
    }
    const std::vector<FieldSchema> rest = {
        number("purchase.exchange_rate", 0, true, 1e6, nullptr,
               "units of purchase.currency one unit of pricing.currency buys; needed when the "
               "two differ"),
        typed("purchase.exchange_rate_date", S, nullptr, "date of the exchange rate, YYYY-MM-DD"),
        number("purchase.support_per_year", 0, false, 1, nullptr,
               "support and maintenance each year, as a share of the capital cost"),
        number("purchase.space_per_rack_month", 0, false, 1e9, nullptr,
               "data-centre space: one rack for one month, in purchase.currency"),
        integer("purchase.years", 1, 20, 3, "years of ownership compared with renting"),
        section("request", "who asks for the purchase, printed in the sheet's approval block"),
        typed("request.requester", S, nullptr, "who asks for it"),
        typed("request.department", S, nullptr, "their department"),
        typed("request.purpose", S, nullptr, "what the hardware is for"),
        typed("request.budget_holder", S, nullptr, "whose budget pays"),
        typed("request.approver", S, nullptr, "who approves it"),
    };
    fields.insert(fields.end(), rest.begin(), rest.end());
    return fields;
}

nlohmann::json fieldJsonSchema(const FieldSchema& f)
{
    nlohmann::json j = {{"description", f.description}};
    switch (f.type) {
    case FieldType::Integer:
    case FieldType::Number:
        j["type"] = f.type == FieldType::Integer ? "integer" : "number";
        j[f.exclusiveMinimum ? "exclusiveMinimum" : "minimum"] = f.minimum;
        j["maximum"] = f.maximum;
        if (!f.choices.empty()) {
            nlohmann::json values = nlohmann::json::array();
            for (const std::string& c : f.choices)
                values.push_back(std::stod(c));
            j["enum"] = values;
        }
        if (f.allowsAuto) {
            nlohmann::json whole = j;
            whole.erase("description");
            j = {{"description", f.description}, {"oneOf", {whole, {{"const", "auto"}}}}};
        }
        break;
    case FieldType::Boolean:
        j["type"] = "boolean";
        break;
    case FieldType::String:
        j["type"] = "string";
        break;
    case FieldType::Choice:
        j["enum"] = f.choices;
        break;
    case FieldType::CatalogId:
        j["type"] = nlohmann::json::array({"string", "object"});
        break;
    case FieldType::Object:
        j["type"] = "object";
        break;
    case FieldType::Array:
        j["type"] = "array";
        break;
    case FieldType::NumberOrBand:
        j["oneOf"] = {{{"type", "number"}, {"minimum", 0.001}, {"maximum", 1}},
                      {{"type", "array"},
                       {"items", {{"type", "number"}, {"minimum", 0.001}, {"maximum", 1}}},
                       {"minItems", 3},
                       {"maxItems", 3}}};
        break;
    }
    if (!f.defaultValue.is_null())
        j["default"] = f.defaultValue;
    return j;
}

} // namespace

const std::vector<FieldSchema>& scenarioFields()
{
    static const std::vector<FieldSchema> fields = [] {
        std::vector<FieldSchema> all = topAndHardware();
        for (auto part : {training(), inferenceAndPricing(), purchaseAndRequest()})
            all.insert(all.end(), part.begin(), part.end());
        return all;
    }();
    return fields;
}

const FieldSchema* findScenarioField(std::string_view path)
{
    const auto& fields = scenarioFields();
    const auto it = std::find_if(fields.begin(), fields.end(),
                                 [&](const FieldSchema& f) { return f.path == path; });
    return it == fields.end() ? nullptr : &*it;
}

nlohmann::json scenarioJsonSchema()
{
    nlohmann::json root = {{"$schema", "https://json-schema.org/draft/2020-12/schema"},
                           {"title", "gpu-planner.scenario/1"},
                           {"type", "object"},
                           {"required", {"format", "model"}},
                           {"additionalProperties", false},
                           {"properties", nlohmann::json::object()}};
    // Each field goes into its section's "properties"; a section is an object that refuses
    // unknown keys, as the parser does (the model section also takes architecture overrides).
    for (const FieldSchema& f : scenarioFields()) {
        nlohmann::json* parent = &root;
        std::size_t start = 0;
        for (std::size_t dot = f.path.find('.'); dot != std::string::npos;
             dot = f.path.find('.', start)) {
            parent = &(*parent)["properties"][f.path.substr(start, dot - start)];
            start = dot + 1;
        }
        nlohmann::json field = fieldJsonSchema(f);
        if (f.type == FieldType::Object && f.path != "model"
            && f.path.find('.') == std::string::npos)
            field["additionalProperties"] = false;
        if (f.path == "format")
            field["const"] = kScenarioFormat;
        (*parent)["properties"][f.path.substr(start)] = field;
    }
    root["properties"]["inference"]["properties"]["targets"]["additionalProperties"] = false;
    for (const std::string& item : quoteItemNames())
        root["properties"]["purchase"]["properties"][item]["additionalProperties"] = false;
    return root;
}

} // namespace gp
