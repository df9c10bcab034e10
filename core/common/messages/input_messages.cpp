// What the reader of a scenario, a model or a catalog says: JSON syntax, fields, the scenario's
// sections and their checks.
#include "common/messages/message_tables.h"

namespace gp::messages {

const std::vector<MessageTemplate>& inputMessages()
{
    static const std::vector<MessageTemplate> templates = {
        // Reading JSON
        {"json.too_large", "the file is {0} bytes; files larger than {1} bytes are refused"},
        {"json.too_deep", "nested deeper than {0} levels; refused"},
        {"json.syntax", "invalid JSON at line {0}, column {1}: {2}"},
        {"json.invalid", "invalid JSON: {0}"},
        {"json.duplicate_key", "the key \"{0}\" appears twice"},
        // Fields
        {"field.required", "is required"},
        {"field.wrong_type", "must be {0}; got {1}"},
        // JSON's kinds of value, what field.wrong_type expected and got.
        {"word.json.null", "null"},
        {"word.json.boolean", "a boolean"},
        {"word.json.string", "a string"},
        {"word.json.number", "a number"},
        {"word.json.object", "an object"},
        {"word.json.array", "an array"},
        {"word.json.unsupported", "an unsupported value"},
        {"word.json.whole_number", "a whole number"},
        {"word.json.true_or_false", "true or false"},
        {"word.json.module_names", "an array of module names"},
        {"word.json.whole_number_or_list", "a whole number or a list of them"},
        {"field.not_positive", "must be greater than 0; got {0}"},
        {"field.negative", "must not be negative; got {0}"},
        {"field.not_finite", "must be a finite number"},
        {"field.not_whole", "must be a whole number; got {0}"},
        {"field.too_large", "is too large; got {0}"},
        {"field.out_of_range", "must be between {0} and {1}; got {2}"},
        {"field.unknown_value", "must be one of {0}; got \"{1}\""},
        {"field.unknown_key", "unknown key; expected one of {0}"},
        {"field.unknown_key_suggest", "unknown key; did you mean \"{0}\"?"},
        {"field.must_divide", "must divide {0} ({1}); got {2}"},
        {"field.at_most", "must not exceed {0} ({1}); got {2}"},
        {"field.range_order",
         "must be [low, expected, high] in increasing order; got [{0}, {1}, {2}]"},
        {"field.duplicate_item", "\"{0}\" is listed twice"},
        {"field.empty", "must not be empty"},
        {"field.integer_or_auto",
         "must be a whole number from {0} to {1}, or \"auto\"; got \"{2}\""},
        // Scenario and model
        {"scenario.section_unused", "is not used by a {0} scenario; it is kept but ignored"},
        {"scenario.bad_format", "is \"{0}\"; this program reads \"{1}\""},
        {"scenario.no_model_source", "needs one of \"preset\", \"hf_config\" or \"architecture\""},
        {"scenario.many_model_sources",
         "give only one of \"preset\", \"hf_config\" or \"architecture\""},
        {"arch.head_dim_needed", "is required: heads ({0}) do not divide hidden ({1})"},
        {"arch.moe_needs", "is required for a mixture-of-experts model"},
        {"arch.needs_experts", "applies only to mixture-of-experts models (set experts)"},
        {"arch.mla_needs", "is required for multi-head latent attention"},
        {"arch.needs_mla", "applies only to multi-head latent attention (set kv_lora_rank)"},
        {"arch.window_needed", "is required when sliding_window_layers is set"},
        {"arch.linear_attention_needs",
         "is required for linear-attention layers (full_attention_interval above 1, "
         "parallel_mixers, or M in layer_pattern)"},
        {"arch.needs_linear_attention",
         "applies only to linear-attention layers (set full_attention_interval above 1, "
         "parallel_mixers, or M in layer_pattern)"},
        {"arch.mamba1_needs", "is required for Mamba-1 layers (linear_mixer \"mamba1\")"},
        {"arch.mamba1_shape",
         "must be 1 for Mamba-1 layers (linear_mixer \"mamba1\": one state per inner channel, B "
         "and C shared); got {0}"},
        {"arch.needs_mamba1",
         "applies only to Mamba-1 layers (linear_mixer \"mamba1\" with linear layers)"},
        {"arch.needs_mamba2", "applies only to Mamba-2 layers (linear_mixer \"mamba2\")"},
        {"arch.parallel_every_layer",
         "cannot be given with parallel_mixers, which runs attention beside the linear mixer in "
         "every layer: leave it out"},
        {"arch.lightning_no_conv",
         "must be left out for lightning attention (linear_mixer \"lightning\"), which has no "
         "convolution"},
        {"arch.indexer_needs_latent",
         "applies only to latent attention with a query compression (kv_lora_rank and "
         "q_lora_rank)"},
        {"arch.indexer_needs",
         "is required for a sparse-attention indexer (index_heads, index_head_dim and "
         "index_topk together)"},
        {"arch.vision_needs", "is required for a vision encoder (vision_parameters above 0)"},
        {"arch.needs_vision",
         "applies only to a model with a vision encoder (set vision_parameters)"},
        {"arch.pattern_character",
         "has \"{0}\" at position {1}; each layer is one of M (a linear mixer), * (attention), "
         "- (an MLP) or E (experts)"},
        {"arch.pattern_length", "describes {0} layers, but layers is {1}"},
        {"arch.pattern_places_layers",
         "cannot be combined with layer_pattern, which places every layer itself"},
        {"arch.pattern_needs_experts",
         "must be given with layer_pattern's E layers, and only with them"},
        {"hf.missing_key", "is missing from the config; it is needed to size the model"},
        {"hf.unknown_family",
         "model_type \"{0}\" has no dedicated mapping; read from the common keys, so family "
         "details (biases, extra norms) may be missed"},
        {"hf.family_from_class",
         "model_type \"{0}\" is not mapped, but its model class is: read as \"{1}\""},
        {"hf.uncounted_experts",
         "describes mixture-of-experts layers that the reader for model_type \"{0}\" does not "
         "count, so the experts would be left out: describe the model with model.architecture "
         "instead (docs/models.md)"},
        {"hf.uncounted_hybrid",
         "describes linear-attention or state-space layers that the reader for model_type "
         "\"{0}\" does not count, so the model would be sized as full attention everywhere: "
         "describe it with model.architecture instead (docs/models.md)"},
        {"hf.uncounted_cross_layer",
         "shares one KV cache between layers (cross-layer attention), which the reader for "
         "model_type \"{0}\" does not size: describe the model with model.architecture instead "
         "(docs/models.md)"},
        {"hf.unknown_variant",
         "has a value the reader for model_type \"{0}\" does not know, so the model could be "
         "miscounted: describe it with model.architecture instead (docs/models.md)"},
        {"hf.uneven_layers",
         "differs from layer to layer, which the reader cannot hold: describe the model with "
         "model.architecture instead (docs/models.md)"},
        {"hf.uncounted_mla",
         "describes latent attention that the reader for model_type \"{0}\" does not count: "
         "describe the model with model.architecture instead (docs/models.md)"},
        {"hf.uncounted_sparse",
         "describes a sparse-attention indexer that the reader for model_type \"{0}\" does not "
         "count: describe the model with model.architecture instead (docs/models.md)"},
        {"hf.uncounted_tower",
         "describes a vision or audio encoder beside a language model of model_type \"{0}\", "
         "which has no mapping: describe the model with model.architecture instead "
         "(docs/models.md)"},
        {"hf.bias_not_counted",
         "attention biases of latent attention are not counted (a few parameters per layer)"},
        {"hf.linear_layers_irregular",
         "places its {0} attention layers among {1} other than every n-th layer from a first "
         "one, which the reader cannot follow: describe the model with model.architecture "
         "(full_attention_interval, first_attention_layer) instead (docs/models.md)"},
        {"hf.moe_layers_reordered",
         "{0} of the {1} layers are MoE: they are counted exactly, but sized as if the dense "
         "layers came first, so a pipeline stage's mix of dense and MoE layers may differ from "
         "the model's"},
        {"hf.vision_incomplete",
         "lacks a size the vision encoder of model_type \"{0}\" needs (layers, widths, patch "
         "and image size): describe the model with model.architecture instead (docs/models.md)"},
        {"hf.text_only",
         "read the language model only; the vision or audio encoder is not counted"},
        // Catalogs
        {"catalog.unknown_id", "unknown {0} \"{1}\"; known ids: {2}"},
        {"catalog.bad_id", "\"{0}\" is not a valid id (lower-case letters, digits, '.', '_', '-')"},
        {"field.bad_date", "must be a date written YYYY-MM-DD; got \"{0}\""},
        {"catalog.bad_format", "is \"{0}\"; a catalog file says \"gpu-planner.catalog/1\""},
        {"catalog.unknown_link", "refers to the unknown link \"{0}\""},
        {"catalog.price_unknown_gpu",
         "prices the unknown GPU \"{0}\"; a price's id is the GPU it is for: {1}"},
        // Hardware
        {"hw.too_many_per_node", "must not exceed {0} for {1} (what one server holds); got {2}"},
        {"hw.generation_unset",
         "names no chip generation: its kernel efficiency and engine speeds take the median of "
         "the known generations' figures; name one of {0}, or \"unknown\" to keep the median"},
        {"hw.needs_intra_link",
         "\"{0}\" connects servers; intra_node_link needs a link inside one "
         "server (NVLink, PCIe)"},
        {"hw.needs_inter_link",
         "\"{0}\" is a link inside one server; inter_node_link needs a "
         "network (InfiniBand, RoCE, Ethernet)"},
        // Training
        {"train.tp_kv_heads", "must divide the KV heads ({0}) or be a multiple of them; got {1}"},
        {"train.tp_across_nodes",
         "tensor parallelism of {0} spans servers of {1} GPUs: its "
         "all-reduces then cross the slow network"},
        {"train.interleave_needs_pp", "interleaved schedules need pp of 2 or more"},
        {"train.ignored_without_pp", "is ignored with one pipeline stage"},
        {"train.stage_layers_interleaved",
         "first_stage_layers and last_stage_layers are estimated with virtual_stages 1 only"},
        {"train.stage_layers_rest",
         "the {0} layers between the first and the last stage do not divide evenly over the {1} "
         "stages between them, as Megatron-LM requires"},
        {"train.stage_layers_sum",
         "with two pipeline stages the first and the last stage's layers must add up to the "
         "model's {0} layers"},
        {"train.stage_layers_too_many",
         "the stages given their own layer counts take {0} of the {1} layers, leaving fewer than "
         "one for each of the {2} other stages"},
        {"train.interleave_layers",
         "layers ({0}) must divide evenly into pp ({1}) x virtual_stages ({2})"},
        {"train.ep_needs_moe", "expert parallelism needs a mixture-of-experts model"},
        {"train.layout_divides",
         "tp ({0}) x pp ({1}) x cp ({2}) = {3} must divide the GPU count ({4})"},
        {"train.dp_mismatch", "must equal GPUs / (tp x pp x cp) = {0}; got {1}"},
        {"train.ep_divides", "must divide dp x cp ({0}); got {1}"},
        {"train.shard_needs_zero", "a sharding group needs zero_stage 1 or more"},
        {"train.offload_needs_zero", "needs zero_stage {0} or more"},
        {"train.global_batch_multiple",
         "{0} is not a multiple of micro_batch ({1}) x dp ({2}) = {3}; frameworks need a whole "
         "number of micro-batches per GPU"},
        {"train.sp_needs_tp", "has no effect with tp 1"},
        {"train.seq_beyond_model", "{0} exceeds the model's max_position ({1})"},
        {"train.no_fp8", "{0} has no FP8 tensor cores"},
        {"train.cp_needs_flash",
         "context parallelism needs flash attention (ring attention exchanges partial results)"},
        {"train.uneven_stages",
         "layers ({0}) do not divide evenly into pp ({1}): the first stage holds {2} of them"},
        {"train.qlora_parallel", "QLoRA is usually run with data parallelism only"},
        {"train.ignored_for_method", "is ignored when method is \"{0}\""},
        {"train.ignored_for_format", "is ignored when qlora_format is \"{0}\""},
        {"train.ignored_for_zero",
         "is ignored with zero_stage {0}: DeepSpeed reduces through these buckets at stages 1 "
         "and 2"},
        {"train.fp32_base_pure",
         "precision \"{0}\" casts the whole model to 16 bits; an FP32 base needs a mixed "
         "precision (bf16-mixed, fp16-mixed, fp8-mixed)"},
        {"train.mfu_fraction", "must be a fraction between 0.001 and 1; got {0}"},
        {"train.mfu_shape", "must be a number or [low, expected, high]"},
        // Inference
        {"infer.tp_heads",
         "heads ({0}) are not divisible by tp ({1}): vLLM, SGLang and "
         "TensorRT-LLM refuse this layout"},
        {"infer.request_too_long",
         "the prompt ({0} tokens) + output_tokens ({1}) = {2} exceeds the "
         "maximum length {3}"},
        {"infer.request_beyond_model",
         "the prompt ({0} tokens) + output_tokens ({1}) = {2} exceeds the "
         "model's max_position ({3})"},
        {"infer.no_vision", "the model has no vision encoder, so it takes no images"},
        {"infer.beyond_model", "{0} exceeds the model's max_position ({1})"},
        {"infer.engine_weights", "{0} cannot load \"{1}\" weights"},
        {"infer.engine_lightning",
         "{0} cannot run lightning-attention layers (MiniMax-01, MiniMax-M1): serve the model "
         "with vLLM"},
        {"infer.weights_refused",
         "{0} does not run \"{1}\" weights on {2} ({3}): choose another format or engine "
         "(docs/inference.md lists what each engine runs on each GPU generation)"},
        {"infer.ignored_for_weights", "is ignored with \"{0}\" weights"},
        {"infer.no_experts_to_quantize",
         "the model has no routed experts: quantise \"all\" layers instead"},
        {"infer.engine_kv", "{0} does not offer a \"{1}\" KV cache"},
        {"infer.engine_no_pp",
         "{0} does not split a model into pipeline stages: set pp to 1 and spread the model "
         "with tp"},
        {"infer.gguf_elsewhere", "GGUF files are native to llama.cpp; {0} support is limited"},
        {"infer.ignored_for_engine", "is ignored by {0}"},
        {"infer.batch_below_sequences",
         "({0}) is below max_num_seqs ({1}): vLLM needs a token per running sequence in each "
         "step and refuses to start"},
        {"infer.cpu_needed", "is required when inference.device is \"cpu\""},
        {"infer.more_than_gpus", "tp ({0}) x pp ({1}) needs more GPUs than the {2} available"},
        // Pricing
        {"cost.bad_currency", "must be a three-letter ISO 4217 code such as \"USD\"; got \"{0}\""},
    };
    return templates;
}

} // namespace gp::messages
