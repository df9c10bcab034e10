// The form's serving fields: the engine and its runtime, the weights and cache types, the
// memory share, the request shape, the split, and the latency targets.
#include "field_spec_builders.h"

#include <QCoreApplication>

namespace gp::ui::fields {
namespace {

// The translation context of the field texts (field_specs.cpp).
class FieldSpecs
{
    Q_DECLARE_TR_FUNCTIONS(FieldSpecs)
};

} // namespace

void addServing(std::vector<FieldSpec>& specs)
{
    const auto I = FieldScope::Inference;
    const auto S = FieldGroup::Serving;
    specs.push_back(schemaChoice(QStringLiteral("inference.engine"), S, I, FieldSpecs::tr("Engine"),
                                 FieldSpecs::tr("The serving engine: it decides how much memory it "
                                                "reserves and its per-step overhead."),
                                 {QStringLiteral("vLLM"), QStringLiteral("SGLang"),
                                  QStringLiteral("TensorRT-LLM"), QStringLiteral("LMDeploy"),
                                  QStringLiteral("llama.cpp"), FieldSpecs::tr("Generic")}));
    specs.push_back(onlyWhen(
        schemaChoice(QStringLiteral("inference.engine_version"), S, I,
                     FieldSpecs::tr("vLLM engine"),
                     FieldSpecs::tr("V1, the default since vLLM 0.8, profiles a chunk of "
                                    "max_num_batched_tokens and the sampler; the older V0 a "
                                    "whole max-length prompt."),
                     {QStringLiteral("V1"), QStringLiteral("V0")}),
        QStringLiteral("inference.engine"), {QStringLiteral("vllm")}));
    specs.push_back(onlyWhen(
        schemaChoice(QStringLiteral("inference.trtllm_backend"), S, I,
                     FieldSpecs::tr("TensorRT-LLM runtime"),
                     FieldSpecs::tr("PyTorch, the default since TensorRT-LLM 1.0, or a built "
                                    "TensorRT engine, whose decoder buffers for the maximum "
                                    "batch come out of the memory before the KV cache."),
                     {QStringLiteral("PyTorch"), FieldSpecs::tr("TensorRT engine")}),
        QStringLiteral("inference.engine"), {QStringLiteral("trtllm")}));
    FieldSpec weights = schemaChoice(
        QStringLiteral("inference.weights"), S, I, FieldSpecs::tr("Weights (quantisation)"),
        FieldSpecs::tr("Bits per weight: resident memory and the bytes "
                       "read per generated token."));
    weights.kind = FieldKind::EditableChoice;
    specs.push_back(weights);
    specs.push_back(schemaChoice(
        QStringLiteral("inference.kv_cache_dtype"), S, I, FieldSpecs::tr("KV cache type"),
        FieldSpecs::tr("fp8 halves the cache against 16 bits: twice the "
                       "context or concurrency."),
        {FieldSpecs::tr("Automatic (the model's 16-bit type)"), FieldSpecs::tr("FP8"),
         FieldSpecs::tr("Q8_0 (llama.cpp)"), FieldSpecs::tr("Q4_0 (llama.cpp)")}));
    specs.push_back(number(QStringLiteral("inference.memory_utilization"), S, I,
                           FieldSpecs::tr("Memory utilisation"),
                           FieldSpecs::tr("The engine's memory share: of the whole GPU (vLLM), of "
                                          "the memory free at start-up (SGLang) or after the "
                                          "weights (TensorRT-LLM, LMDeploy); auto: the engine's "
                                          "default (vLLM and TensorRT-LLM 0.9, LMDeploy 0.8)."),
                           2));
    specs.push_back(integer(QStringLiteral("inference.max_model_len"), S, I,
                            FieldSpecs::tr("Max context"),
                            FieldSpecs::tr("Longest request the engine admits; auto: "
                                           "the model's own limit. The KV cache is "
                                           "sized for it."),
                            FieldSpecs::tr(" tokens")));
    specs.push_back(
        onlyWhen(integer(QStringLiteral("inference.max_num_seqs"), S, I,
                         FieldSpecs::tr("Max running sequences"),
                         FieldSpecs::tr("The most requests the engine decodes at once "
                                        "(max_num_seqs, max_running_requests, "
                                        "max_batch_size); beyond it requests queue. Auto: the "
                                        "engine's default for the GPU."),
                         FieldSpecs::tr(" sequences")),
                 QStringLiteral("inference.engine"),
                 {QStringLiteral("vllm"), QStringLiteral("sglang"), QStringLiteral("trtllm"),
                  QStringLiteral("lmdeploy"), QStringLiteral("generic")}));
    specs.push_back(integer(QStringLiteral("inference.prompt_tokens"), S, I,
                            FieldSpecs::tr("Prompt length"),
                            FieldSpecs::tr("A typical request's input: sets the first-token "
                                           "latency."),
                            FieldSpecs::tr(" tokens")));
    specs.push_back(
        integer(QStringLiteral("inference.output_tokens"), S, I, FieldSpecs::tr("Output length"),
                FieldSpecs::tr("Tokens generated per request."), FieldSpecs::tr(" tokens")));
    specs.push_back(integer(QStringLiteral("inference.images_per_request"), S, I,
                            FieldSpecs::tr("Images per request"),
                            FieldSpecs::tr("Images sent with a typical request, for a model "
                                           "with a vision encoder: each adds its image tokens "
                                           "to the prompt."),
                            QString()));
    specs.push_back(integer(QStringLiteral("inference.peak_concurrency"), S, I,
                            FieldSpecs::tr("Peak concurrency"),
                            FieldSpecs::tr("Requests in flight in the busiest minutes, never the "
                                           "daily average: each holds its KV cache."),
                            FieldSpecs::tr(" users")));
    specs.push_back(integer(QStringLiteral("inference.tp"), S, I, FieldSpecs::tr("Tensor parallel"),
                            FieldSpecs::tr("GPUs one replica spreads its weights over; auto: the "
                                           "smallest split that fits and meets the targets.")));
    specs.push_back(integer(QStringLiteral("inference.pp"), S, I,
                            FieldSpecs::tr("Pipeline parallel"),
                            FieldSpecs::tr("Stages one replica spreads its layers over.")));
    specs.push_back(schemaChoice(QStringLiteral("inference.device"), S, I,
                                 FieldSpecs::tr("Serve on"),
                                 FieldSpecs::tr("The GPU, or the CPU chosen under Hardware."),
                                 {FieldSpecs::tr("GPU"), FieldSpecs::tr("CPU")}));
    const auto G = FieldGroup::Targets;
    specs.push_back(number(QStringLiteral("inference.targets.ttft_ms"), G, I,
                           FieldSpecs::tr("First-token target"),
                           FieldSpecs::tr("Longest wait for the first token each user accepts."), 0,
                           FieldSpecs::tr(" ms")));
    specs.push_back(number(QStringLiteral("inference.targets.tpot_ms"), G, I,
                           FieldSpecs::tr("Per-token target"),
                           FieldSpecs::tr("Longest time between generated tokens each user "
                                          "accepts."),
                           1, FieldSpecs::tr(" ms")));
    specs.push_back(number(QStringLiteral("inference.targets.requests_per_s"), G, I,
                           FieldSpecs::tr("Peak request rate"),
                           FieldSpecs::tr("Requests per second in the busiest minutes: sets the "
                                          "replicas."),
                           2, FieldSpecs::tr(" /s")));
}

} // namespace gp::ui::fields
