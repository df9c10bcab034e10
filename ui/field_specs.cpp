#include "field_specs.h"

#include "field_spec_builders.h"
#include "hardware/catalog.h"
#include "model/presets.h"
#include "scenario/field_schema.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace gp::ui {
namespace {

using fields::choice;
using fields::flag;
using fields::integer;
using fields::number;
using fields::onlyWhen;
using fields::schemaChoice;

// The translation context of the field texts.
class FieldSpecs
{
    Q_DECLARE_TR_FUNCTIONS(FieldSpecs)
};

void addGeneral(std::vector<FieldSpec>& specs)
{
    FieldSpec name;
    name.path = QStringLiteral("name");
    name.kind = FieldKind::Text;
    name.label = FieldSpecs::tr("Name");
    name.tooltip = FieldSpecs::tr("Shown in lists, comparisons and the sizing sheet.");
    specs.push_back(name);
    specs.push_back(schemaChoice(
        QStringLiteral("workload"), FieldGroup::General, FieldScope::Both, FieldSpecs::tr("Goal"),
        FieldSpecs::tr("Training covers pre-training and fine-tuning (full, "
                       "LoRA, QLoRA); serving sizes an inference deployment."),
        {FieldSpecs::tr("Training / fine-tuning"), FieldSpecs::tr("Serving")}));
}

void addModelAndHardware(std::vector<FieldSpec>& specs, const Catalog& catalog)
{
    QStringList presets, presetLabels;
    for (const ModelPreset& preset : builtinPresets()) {
        presets << QString::fromStdString(preset.id);
        presetLabels << QString::fromStdString(preset.name);
    }
    specs.push_back(choice(QStringLiteral("model.preset"), FieldGroup::Model, FieldScope::Both,
                           FieldSpecs::tr("Model"),
                           FieldSpecs::tr("A published model. Its shape (layers, width, heads, "
                                          "vocabulary) sets every memory and time figure. Import "
                                          "a Hugging Face config.json for any other model."),
                           presets, presetLabels, QString()));
    QStringList gpus, gpuLabels;
    for (const GpuSpec& gpu : catalog.gpus()) {
        gpus << QString::fromStdString(gpu.id);
        gpuLabels << FieldSpecs::tr("%1 (%2 GiB)")
                         .arg(QString::fromStdString(gpu.name))
                         .arg(gpu.memoryGib);
    }
    specs.push_back(choice(QStringLiteral("hardware.gpu"), FieldGroup::Hardware, FieldScope::Both,
                           FieldSpecs::tr("GPU"),
                           FieldSpecs::tr("Its memory is the capacity every bar is measured "
                                          "against; its peak FLOP/s and bandwidth set the time."),
                           gpus, gpuLabels, QString()));
    specs.push_back(integer(QStringLiteral("hardware.gpus_per_node"), FieldGroup::Hardware,
                            FieldScope::Both, FieldSpecs::tr("GPUs per server"),
                            FieldSpecs::tr("GPUs in one server, joined by its fast link "
                                           "(NVLink or PCIe).")));
    specs.push_back(integer(QStringLiteral("hardware.nodes"), FieldGroup::Hardware,
                            FieldScope::Both, FieldSpecs::tr("Servers"),
                            FieldSpecs::tr("Servers joined by the network. Communication across "
                                           "servers is usually the slowest part of a step.")));
    QStringList links{QString()}, linkLabels{FieldSpecs::tr("the GPU's usual link")};
    for (const LinkSpec& link : catalog.links()) {
        links << QString::fromStdString(link.id);
        linkLabels << QString::fromStdString(link.name);
    }
    specs.push_back(choice(QStringLiteral("hardware.intra_node_link"), FieldGroup::Hardware,
                           FieldScope::Both, FieldSpecs::tr("Link inside a server"),
                           FieldSpecs::tr("Carries tensor-parallel and in-server data-parallel "
                                          "traffic."),
                           links, linkLabels, QString()));
    specs.push_back(choice(QStringLiteral("hardware.inter_node_link"), FieldGroup::Hardware,
                           FieldScope::Both, FieldSpecs::tr("Network between servers"),
                           FieldSpecs::tr("Carries data-parallel gradients and pipeline "
                                          "activations between servers."),
                           links, linkLabels, QString()));
    QStringList cpus{QString()}, cpuLabels{FieldSpecs::tr("none")};
    for (const CpuSpec& cpu : catalog.cpus()) {
        cpus << QString::fromStdString(cpu.id);
        cpuLabels << QString::fromStdString(cpu.name);
    }
    specs.push_back(choice(QStringLiteral("hardware.cpu"), FieldGroup::Hardware, FieldScope::Both,
                           FieldSpecs::tr("CPU"),
                           FieldSpecs::tr("The host CPU: needed to serve on the CPU, and to judge "
                                          "whether the GPU can be skipped."),
                           cpus, cpuLabels, QString()));
}

void addTrainingMethod(std::vector<FieldSpec>& specs)
{
    const auto T = FieldScope::Training;
    specs.push_back(schemaChoice(
        QStringLiteral("training.method"), FieldGroup::Method, T, FieldSpecs::tr("Method"),
        FieldSpecs::tr("Full training keeps gradients and optimizer states for "
                       "every weight; LoRA trains small adapters; QLoRA also "
                       "stores the frozen weights in 4 or 8 bits."),
        {FieldSpecs::tr("Full"), FieldSpecs::tr("LoRA"), FieldSpecs::tr("QLoRA"),
         FieldSpecs::tr("Freeze (train the last layers)")}));
    specs.push_back(schemaChoice(
        QStringLiteral("training.precision"), FieldGroup::Method, T, FieldSpecs::tr("Precision"),
        FieldSpecs::tr("Mixed precision keeps an FP32 master copy (4 bytes "
                       "more per weight) and computes in 16 or 8 bits."),
        {FieldSpecs::tr("BF16 mixed precision"), FieldSpecs::tr("FP16 mixed precision"),
         FieldSpecs::tr("FP32"), FieldSpecs::tr("BF16 only (no FP32 copy)"),
         FieldSpecs::tr("FP8 mixed precision")}));
    specs.push_back(schemaChoice(
        QStringLiteral("training.optimizer"), FieldGroup::Method, T, FieldSpecs::tr("Optimizer"),
        FieldSpecs::tr("AdamW keeps two moments per trained weight (8 bytes in FP32, 4 in "
                       "BF16 only); 8-bit AdamW 2 bytes; SGD none."),
        {FieldSpecs::tr("AdamW"), FieldSpecs::tr("8-bit AdamW"), FieldSpecs::tr("SGD"),
         FieldSpecs::tr("SGD with momentum"), FieldSpecs::tr("Lion"),
         FieldSpecs::tr("Adafactor")}));
    specs.push_back(onlyWhen(
        schemaChoice(
            QStringLiteral("training.optimizer_kernel"), FieldGroup::Method, T,
            FieldSpecs::tr("Optimizer kernel"),
            FieldSpecs::tr("PyTorch's foreach AdamW (the Hugging Face Trainer's default "
                           "before PyTorch 2.8) builds a temporary the size of one "
                           "moment at the step."),
            {FieldSpecs::tr("Fused"), FieldSpecs::tr("Foreach (a temporary per parameter)")}),
        QStringLiteral("training.optimizer"), {QStringLiteral("adamw")}));
    const QStringList adapters{QStringLiteral("lora"), QStringLiteral("qlora")};
    specs.push_back(onlyWhen(integer(QStringLiteral("training.lora_rank"), FieldGroup::Method, T,
                                     FieldSpecs::tr("LoRA rank"),
                                     FieldSpecs::tr("Width of the adapters: trained weights grow "
                                                    "linearly with it.")),
                             QStringLiteral("training.method"), adapters));
    specs.push_back(onlyWhen(number(QStringLiteral("training.lora_alpha"), FieldGroup::Method, T,
                                    FieldSpecs::tr("LoRA alpha"),
                                    FieldSpecs::tr("Scaling of the adapters; no effect on memory "
                                                   "or time."),
                                    1),
                             QStringLiteral("training.method"), adapters));
    specs.push_back(onlyWhen(integer(QStringLiteral("training.qlora_bits"), FieldGroup::Method, T,
                                     FieldSpecs::tr("QLoRA bits"),
                                     FieldSpecs::tr("4 (NF4) or 8 bits per frozen weight.")),
                             QStringLiteral("training.method"), {QStringLiteral("qlora")}));
    specs.push_back(onlyWhen(integer(QStringLiteral("training.trainable_layers"),
                                     FieldGroup::Method, T, FieldSpecs::tr("Trained layers"),
                                     FieldSpecs::tr("The last layers trained; the rest are "
                                                    "frozen.")),
                             QStringLiteral("training.method"), {QStringLiteral("freeze")}));
}

void addParallelism(std::vector<FieldSpec>& specs)
{
    const auto T = FieldScope::Training;
    const auto P = FieldGroup::Parallelism;
    specs.push_back(integer(QStringLiteral("training.tp"), P, T, FieldSpecs::tr("Tensor parallel"),
                            FieldSpecs::tr("Splits every layer's matrices across GPUs: weights "
                                           "and activations shrink, each layer adds an "
                                           "all-reduce on the fast link.")));
    specs.push_back(integer(QStringLiteral("training.pp"), P, T,
                            FieldSpecs::tr("Pipeline parallel"),
                            FieldSpecs::tr("Splits the layers into stages: weights shrink, the "
                                           "pipeline bubble adds idle time unless micro-batches "
                                           "are many.")));
    specs.push_back(integer(QStringLiteral("training.cp"), P, T, FieldSpecs::tr("Context parallel"),
                            FieldSpecs::tr("Splits long sequences across GPUs: activations "
                                           "shrink, keys and values travel between them.")));
    specs.push_back(integer(QStringLiteral("training.ep"), P, T, FieldSpecs::tr("Expert parallel"),
                            FieldSpecs::tr("Spreads a mixture-of-experts model's experts over "
                                           "GPUs; tokens travel by all-to-all.")));
    specs.push_back(integer(QStringLiteral("training.zero_stage"), P, T,
                            FieldSpecs::tr("ZeRO / FSDP stage"),
                            FieldSpecs::tr("Shards optimizer states (1), gradients too (2), and "
                                           "weights too (3) over the data-parallel GPUs.")));
    specs.push_back(integer(QStringLiteral("training.shard_group"), P, T,
                            FieldSpecs::tr("Shard group"),
                            FieldSpecs::tr("GPUs that share one copy of the sharded "
                                           "states (HSDP); auto: all data-parallel "
                                           "GPUs.")));
    specs.push_back(flag(QStringLiteral("training.sequence_parallel"), P, T,
                         FieldSpecs::tr("Sequence parallel"),
                         FieldSpecs::tr("With tensor parallelism: shards the norm and dropout "
                                        "activations too.")));
    specs.push_back(integer(QStringLiteral("training.virtual_stages"), P, T,
                            FieldSpecs::tr("Virtual stages"),
                            FieldSpecs::tr("Interleaved pipeline: a smaller bubble for more "
                                           "in-flight activations and transfers.")));
    specs.push_back(integer(QStringLiteral("training.first_stage_layers"), P, T,
                            FieldSpecs::tr("First stage layers"),
                            FieldSpecs::tr("Layers of the first pipeline stage, fewer to make room "
                                           "for the embedding; auto: an even share.")));
    specs.push_back(integer(QStringLiteral("training.last_stage_layers"), P, T,
                            FieldSpecs::tr("Last stage layers"),
                            FieldSpecs::tr("Layers of the last pipeline stage, fewer to make room "
                                           "for the output head and the loss; auto: an even "
                                           "share.")));
    specs.push_back(flag(QStringLiteral("training.offload_optimizer"), P, T,
                         FieldSpecs::tr("Offload optimizer to CPU"),
                         FieldSpecs::tr("Keeps optimizer states in host memory (ZeRO-Offload): "
                                        "frees GPU memory, costs PCIe traffic and CPU time.")));
    specs.push_back(flag(QStringLiteral("training.offload_params"), P, T,
                         FieldSpecs::tr("Offload weights to CPU"),
                         FieldSpecs::tr("ZeRO-3 only: weights live in host memory between uses.")));
    specs.push_back(schemaChoice(
        QStringLiteral("training.gradient_reduction"), P, T, FieldSpecs::tr("Gradient reduction"),
        FieldSpecs::tr("ZeRO-2/3 and FSDP with gradient accumulation: reducing only at the step "
                       "(FSDP's no_sync, as the Hugging Face Trainer does) holds whole gradients "
                       "on every GPU. Automatic: the framework's usual way."),
        {FieldSpecs::tr("Automatic (follows the framework)"), FieldSpecs::tr("Every micro-batch"),
         FieldSpecs::tr("Once per step (whole gradients)")}));
    specs.push_back(onlyWhen(
        flag(QStringLiteral("training.frozen_weight_gradients"), P, T,
             FieldSpecs::tr("Frozen weights get gradients"),
             FieldSpecs::tr("FSDP units that hold both the frozen weights and the adapters "
                            "(use_orig_params) give the frozen weights gradients too.")),
        QStringLiteral("training.method"), {QStringLiteral("lora"), QStringLiteral("qlora")}));
    specs.push_back(onlyWhen(
        flag(QStringLiteral("training.fp32_base"), P, T, FieldSpecs::tr("Base weights in FP32"),
             FieldSpecs::tr("The frozen base as loaded without torch_dtype: 4 bytes a weight, "
                            "while mixed precision computes in 16 bits. DeepSpeed casts it to "
                            "16 bits.")),
        QStringLiteral("training.method"), {QStringLiteral("lora")}));
}

void addBatchAndRun(std::vector<FieldSpec>& specs)
{
    const auto T = FieldScope::Training;
    const auto B = FieldGroup::Batch;
    specs.push_back(integer(QStringLiteral("training.micro_batch"), B, T,
                            FieldSpecs::tr("Micro-batch"),
                            FieldSpecs::tr("Sequences each GPU processes at once: activations "
                                           "grow linearly with it."),
                            FieldSpecs::tr(" seq")));
    specs.push_back(integer(QStringLiteral("training.global_batch"), B, T,
                            FieldSpecs::tr("Global batch"),
                            FieldSpecs::tr("Sequences per optimizer step; auto: "
                                           "micro-batch x data-parallel GPUs. More "
                                           "micro-batches per step shrink the pipeline "
                                           "bubble."),
                            FieldSpecs::tr(" seq")));
    specs.push_back(integer(QStringLiteral("training.seq_len"), B, T,
                            FieldSpecs::tr("Sequence length"),
                            FieldSpecs::tr("Tokens per sequence: activations grow with it, and "
                                           "with its square without flash attention."),
                            FieldSpecs::tr(" tokens")));
    specs.push_back(schemaChoice(
        QStringLiteral("training.sequence_lengths"), B, T, FieldSpecs::tr("Batch lengths"),
        FieldSpecs::tr("Varying: batches padded only to their longest sample. The allocator "
                       "then keeps blocks of earlier shapes and reserves more than it uses."),
        {FieldSpecs::tr("Fixed (packed or padded to the sequence length)"),
         FieldSpecs::tr("Varying")}));
    specs.push_back(schemaChoice(
        QStringLiteral("training.recompute"), B, T, FieldSpecs::tr("Recompute"),
        FieldSpecs::tr("Activation checkpointing: selective drops the "
                       "attention internals, full keeps only layer inputs "
                       "and costs about a third more compute; offload keeps "
                       "those inputs in host memory (Unsloth)."),
        {FieldSpecs::tr("No recomputation"), FieldSpecs::tr("Selective recomputation"),
         FieldSpecs::tr("Full recomputation"), FieldSpecs::tr("Full, inputs in host memory")}));
    specs.push_back(schemaChoice(
        QStringLiteral("training.attention"), B, T, FieldSpecs::tr("Attention kernel"),
        FieldSpecs::tr("Flash attention never stores the sequence x sequence "
                       "score matrix; eager does (Hugging Face's keeps its FP32 softmax too); "
                       "PyTorch's SDPA on its math kernel, its fallback when no fused kernel "
                       "takes the inputs, keeps a 16-bit softmax."),
        {FieldSpecs::tr("Flash attention"), FieldSpecs::tr("Eager (keeps the score matrix)"),
         FieldSpecs::tr("SDPA math kernel (keeps a 16-bit softmax)")}));
    specs.push_back(schemaChoice(
        QStringLiteral("training.framework"), B, T, FieldSpecs::tr("Framework"),
        FieldSpecs::tr("The stack that runs the training: its kernels and overlap change the "
                       "step time. Automatic: Megatron-LM for full training, Hugging Face PEFT "
                       "for adapters and freeze."),
        {FieldSpecs::tr("Automatic (follows the method)"), FieldSpecs::tr("Megatron-LM / NeMo"),
         FieldSpecs::tr("torchtitan (FSDP2)"), FieldSpecs::tr("DeepSpeed"),
         FieldSpecs::tr("PyTorch FSDP"), FieldSpecs::tr("Hugging Face Trainer / PEFT"),
         FieldSpecs::tr("torchtune"), FieldSpecs::tr("Unsloth"), FieldSpecs::tr("LLaMA-Factory")}));
    specs.push_back(schemaChoice(
        QStringLiteral("training.loss"), B, T, FieldSpecs::tr("Loss"),
        FieldSpecs::tr("How the loss over the vocabulary is computed: it sets the logits' memory "
                       "on the last stage. Automatic: the framework's usual way."),
        {FieldSpecs::tr("Automatic (follows the framework)"),
         FieldSpecs::tr("Full logits, FP32 cross entropy"),
         FieldSpecs::tr("Fused vocabulary-parallel (Megatron)"),
         FieldSpecs::tr("Chunked (torchtune)"),
         FieldSpecs::tr("Fused with the output head (Liger, Cut Cross Entropy)"),
         FieldSpecs::tr("Full logits, 16-bit cross entropy (no FP32 copy: Qwen-1 under "
                        "DeepSpeed)")}));
    // In billions, to 100,000 tokens.
    specs.push_back(number(QStringLiteral("training.tokens"), FieldGroup::Run, T,
                           FieldSpecs::tr("Training tokens"),
                           FieldSpecs::tr("Tokens the whole run processes (epochs x dataset): "
                                          "sets total time, GPU-hours and cost."),
                           4, FieldSpecs::tr(" B"), 1e9));
}

void addPricing(std::vector<FieldSpec>& specs)
{
    const auto A = FieldScope::Both;
    const auto P = FieldGroup::Pricing;
    specs.push_back(
        number(QStringLiteral("pricing.gpu_hour"), P, A, FieldSpecs::tr("Price per GPU-hour"),
               FieldSpecs::tr("What one GPU costs per hour under the billing rule."), 2));
    FieldSpec currency;
    currency.path = QStringLiteral("pricing.currency");
    currency.group = P;
    currency.kind = FieldKind::Text;
    currency.label = FieldSpecs::tr("Currency");
    currency.tooltip = FieldSpecs::tr("ISO 4217 code, such as USD or CNY.");
    specs.push_back(currency);
    specs.push_back(schemaChoice(QStringLiteral("pricing.billing"), P, A, FieldSpecs::tr("Billing"),
                                 FieldSpecs::tr("How time is rounded up: short jobs pay for whole "
                                                "hours, days or months."),
                                 {FieldSpecs::tr("Per second"), FieldSpecs::tr("Hourly"),
                                  FieldSpecs::tr("Daily"), FieldSpecs::tr("Monthly (30 days)"),
                                  FieldSpecs::tr("Reserved (contract term)")}));
    specs.push_back(
        number(QStringLiteral("pricing.minimum_hours"), P, A, FieldSpecs::tr("Minimum commitment"),
               FieldSpecs::tr("Shortest billable time per GPU."), 0, FieldSpecs::tr(" h")));
    specs.push_back(number(QStringLiteral("pricing.api_input_per_million"), P,
                           FieldScope::Inference, FieldSpecs::tr("API price, input"),
                           FieldSpecs::tr("A hosted API's price per million prompt tokens, for "
                                          "rent versus API."),
                           2));
    specs.push_back(number(QStringLiteral("pricing.api_output_per_million"), P,
                           FieldScope::Inference, FieldSpecs::tr("API price, output"),
                           FieldSpecs::tr("A hosted API's price per million generated tokens."),
                           2));
}

void addFacility(std::vector<FieldSpec>& specs)
{
    const auto A = FieldScope::Both;
    const auto F = FieldGroup::Facility;
    specs.push_back(number(QStringLiteral("facility.rack_kw"), F, A, FieldSpecs::tr("Rack power"),
                           FieldSpecs::tr("Power one rack may draw: it sets how many servers "
                                          "share a rack on the sizing sheet."),
                           1, FieldSpecs::tr(" kW")));
    specs.push_back(number(QStringLiteral("facility.pue"), F, A, FieldSpecs::tr("PUE"),
                           FieldSpecs::tr("Power usage effectiveness: what the building draws "
                                          "(cooling, power conversion) over what the servers "
                                          "draw. 1.58 is the industry average."),
                           2));
    specs.push_back(number(QStringLiteral("facility.electricity_per_kwh"), F, A,
                           FieldSpecs::tr("Electricity price"),
                           FieldSpecs::tr("Price of one kWh, in the pricing currency: the "
                                          "sheet's yearly energy cost."),
                           3, FieldSpecs::tr(" /kWh")));
    specs.push_back(number(QStringLiteral("facility.checkpoint_minutes"), F, FieldScope::Training,
                           FieldSpecs::tr("Checkpoint write time"),
                           FieldSpecs::tr("Minutes a whole checkpoint may take to write to shared "
                                          "storage; training waits meanwhile. Sets the storage "
                                          "bandwidth on the sizing sheet."),
                           1, FieldSpecs::tr(" min")));
}

} // namespace

std::vector<FieldSpec> scenarioFieldSpecs(const Catalog& catalog)
{
    std::vector<FieldSpec> specs;
    addGeneral(specs);
    addModelAndHardware(specs, catalog);
    addTrainingMethod(specs);
    addParallelism(specs);
    addBatchAndRun(specs);
    fields::addServing(specs);
    addPricing(specs);
    addFacility(specs);
    fields::addPurchase(specs);
    fields::addRequest(specs);
    return specs;
}

QString fieldGroupTitle(FieldGroup group)
{
    switch (group) {
    case FieldGroup::General:
        return FieldSpecs::tr("Scenario");
    case FieldGroup::Model:
        return FieldSpecs::tr("Model");
    case FieldGroup::Hardware:
        return FieldSpecs::tr("Hardware");
    case FieldGroup::Method:
        return FieldSpecs::tr("Method and precision");
    case FieldGroup::Parallelism:
        return FieldSpecs::tr("Parallelism and sharding");
    case FieldGroup::Batch:
        return FieldSpecs::tr("Batch and activations");
    case FieldGroup::Run:
        return FieldSpecs::tr("Run length");
    case FieldGroup::Serving:
        return FieldSpecs::tr("Serving");
    case FieldGroup::Targets:
        return FieldSpecs::tr("Serving targets");
    case FieldGroup::Pricing:
        return FieldSpecs::tr("Pricing");
    case FieldGroup::Facility:
        return FieldSpecs::tr("Data centre");
    case FieldGroup::Purchase:
        return FieldSpecs::tr("Purchase quotes");
    case FieldGroup::Request:
        return FieldSpecs::tr("Purchase request");
    }
    return {};
}

} // namespace gp::ui
