#include "common/messages.h"

#include <cmath>
#include <cstdio>

namespace gp {

const std::vector<MessageTemplate>& messageTemplates()
{
    // Ids are stable: the UI's translations and the tests refer to them.
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
        {"hf.missing_key", "is missing from the config; it is needed to size the model"},
        {"hf.unknown_family",
         "model_type \"{0}\" has no dedicated mapping; read from the common keys, so family "
         "details (biases, extra norms) may be missed"},
        {"hf.bias_not_counted",
         "attention biases of latent attention are not counted (a few parameters per layer)"},
        {"hf.moe_layers_reordered",
         "{0} of the {1} layers are MoE (decoder_sparse_step, mlp_only_layers): they are counted "
         "exactly, but sized as if the dense layers came first, so a pipeline stage's mix of "
         "dense and MoE layers may differ from the model's"},
        {"hf.text_only",
         "read the language model only; the vision or audio encoder is not counted"},
        // Catalogs
        {"catalog.unknown_id", "unknown {0} \"{1}\"; known ids: {2}"},
        {"catalog.bad_id", "\"{0}\" is not a valid id (lower-case letters, digits, '.', '_', '-')"},
        {"catalog.bad_date", "must be a date written YYYY-MM-DD; got \"{0}\""},
        {"catalog.bad_format", "is \"{0}\"; a catalog file says \"gpu-planner.catalog/1\""},
        {"catalog.unknown_link", "refers to the unknown link \"{0}\""},
        {"catalog.price_unknown_gpu",
         "prices the unknown GPU \"{0}\"; a price's id is the GPU it is for: {1}"},
        // Hardware
        {"hw.too_many_per_node", "must not exceed {0} for {1} (what one server holds); got {2}"},
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
        {"train.mfu_fraction", "must be a fraction between 0.001 and 1; got {0}"},
        {"train.mfu_shape", "must be a number or [low, expected, high]"},
        // Inference
        {"infer.tp_heads",
         "heads ({0}) are not divisible by tp ({1}): vLLM, SGLang and "
         "TensorRT-LLM refuse this layout"},
        {"infer.request_too_long",
         "prompt_tokens ({0}) + output_tokens ({1}) = {2} exceeds the maximum length {3}"},
        {"infer.request_beyond_model",
         "prompt_tokens ({0}) + output_tokens ({1}) = {2} exceeds the model's max_position ({3})"},
        {"infer.beyond_model", "{0} exceeds the model's max_position ({1})"},
        {"infer.engine_weights", "{0} cannot load \"{1}\" weights"},
        {"infer.engine_kv", "{0} does not offer a \"{1}\" KV cache"},
        {"infer.gguf_elsewhere", "GGUF files are native to llama.cpp; {0} support is limited"},
        {"infer.ignored_for_engine", "is ignored by {0}"},
        {"infer.cpu_needed", "is required when inference.device is \"cpu\""},
        {"infer.more_than_gpus", "tp ({0}) x pp ({1}) needs more GPUs than the {2} available"},
        // Pricing
        {"cost.bad_currency", "must be a three-letter ISO 4217 code such as \"USD\"; got \"{0}\""},
        // Memory advice
        {"memory.does_not_fit", "does not fit: needs {0} per GPU, {1} offers {2}"},
        {"memory.try_recompute",
         "activations take {0}: turn on full recompute (activation checkpointing) first"},
        {"memory.try_smaller_micro_batch",
         "lower micro_batch from {0} and keep global_batch with more accumulation steps"},
        {"memory.try_sequence_parallel",
         "turn on sequence parallelism: it divides the remaining activations by tp"},
        {"memory.try_zero", "raise ZeRO from stage {0}: the states are replicated on {1} GPUs"},
        {"memory.try_lora",
         "fine-tune with LoRA or QLoRA: only the adapters carry gradients and optimizer states"},
        {"memory.try_qlora",
         "use QLoRA: a 4-bit base takes about a quarter of the memory of a 16-bit one"},
        {"memory.try_tp",
         "raise tensor parallelism from {0} within the server: weights and activations divide by "
         "tp"},
        {"memory.needs_gpus",
         "with this tp x pp x cp layout it fits on {0} GPUs (data parallel {1}), where ZeRO shards "
         "the states further"},
        {"memory.last_stage_over",
         "the last pipeline stage does not fit: it needs {0} against {1}, with {2} of activations "
         "including the output head's loss; more tensor parallelism or fewer layers on the last "
         "stage bring it down"},
        {"memory.last_stage_over_unfused",
         "the last pipeline stage does not fit: it needs {0} against {1}, with {2} of activations "
         "including 16-bit logits, their FP32 log-softmax and gradients over the whole "
         "vocabulary; a fused cross entropy (Liger, Megatron), more tensor parallelism or fewer "
         "layers on the last stage bring it down"},
        {"memory.middle_stage_over_moe",
         "pipeline stage {0} of {1} does not fit: it needs {2} against {3}, holding {4} MoE "
         "layers where the first stage holds {5}; more expert parallelism, ZeRO sharding of the "
         "experts or more pipeline stages bring it down"},
        {"memory.middle_stage_over_layers",
         "pipeline stage {0} of {1} does not fit: it needs {2} against {3}, with {4} layers where "
         "the first stage holds {5} (first_stage_layers); more pipeline stages or a first stage "
         "with more layers bring it down"},
        {"memory.middle_stage_over_trained",
         "pipeline stage {0} of {1} does not fit: it needs {2} against {3}, with the gradients "
         "and optimizer states of {4} trained layers where the first stage trains {5}; ZeRO "
         "sharding, fewer trained layers or more pipeline stages bring it down"},
        {"memory.middle_stage_over_dense",
         "pipeline stage {0} of {1} does not fit: it needs {2} against {3}, holding {4} dense "
         "layers where the first stage holds {5} (their MLPs are larger than an MoE layer's "
         "experts on this GPU); more pipeline stages or ZeRO sharding bring it down"},
        {"train.empty_last_stage",
         "{0} layers over {1} stages of {2} each (Megatron's split) leave the last stage without "
         "a layer; use a pipeline size that divides the layers more evenly"},
        {"memory.low_headroom",
         "only {0} ({1}%) of {2} is left: allocation spikes can run out of memory; keep 10% free"},
        {"memory.may_not_fit",
         "fits as expected, but the high estimate {0} exceeds the {1} available"},
        {"pipeline.few_micro_batches",
         "{0} micro-batch(es) per step for {1} pipeline stages: most of the pipeline idles; "
         "raise global_batch or lower micro_batch"},
        {"time.communication_bound",
         "communication takes {0}% of each step (mostly {1}): adding GPUs will not help "
         "until the link ({2}) matches the parallel strategy"},
        {"cost.no_price", "is needed to price the plan; the cost is left out"},
        {"cost.catalog_currency",
         "is in {0}, but your catalog prices {1} in {2}: that price is not used; state "
         "pricing.gpu_hour in {0}"},
        {"cost.no_tokens", "is needed for the total time and the cost of the run"},
        {"train.data_prep_either",
         "give either hours, or cpu_cores (with tokens_per_core_s), not both"},
        {"train.data_prep_needs", "is needed: give hours, or cpu_cores to derive them"},
        {"train.data_prep_no_tokens",
         "data preparation time needs training.tokens; it is left out"},
        // Serving
        {"infer.cannot_start",
         "the engine cannot start: one sequence of max_model_len {0} needs {1} of KV cache, "
         "and {2} is left on the {3} after weights and reservations"},
        {"infer.does_not_fit",
         "{1} concurrent requests need {0} of KV cache; the {3} has {2} left after weights and "
         "reservations"},
        {"infer.total_does_not_fit",
         "at the peak the {2} holds {0} in all, above its {1}: the KV cache fits the engine's "
         "share, but the activations and reservations outside it ({3}) do not fit the rest; "
         "lower max_num_batched_tokens or the engine's memory share"},
        {"infer.may_not_fit",
         "fits as expected, but with the pessimistic reservations only {0} is left for the {1} "
         "of KV cache needed (the peak's, and at least one max_model_len sequence)"},
        {"infer.try_kv_dtype",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at the peak"},
        {"infer.try_kv_dtype_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at the peak"},
        {"infer.try_shorter_context",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at the peak"},
        {"infer.try_shorter_context_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at the peak"},
        {"infer.try_tp",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at the peak"},
        {"infer.try_tp_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at the peak"},
        {"infer.try_quantization",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at the peak"},
        {"infer.try_quantization_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at the peak"},
        {"infer.utilization_reduced",
         "the companions take {0}: the engine can only be given {1} of the GPU, and starts only "
         "with memory_utilization at most that"},
        {"infer.saturated",
         "peak concurrency {0} exceeds the {1} sequences the KV cache and the engine run at once: "
         "the rest queue, and the first token takes {2} s"},
        {"infer.target_unmet",
         "no concurrency meets the latency targets: even one user sees a first token after {0} "
         "ms and {1} ms per token; a faster GPU, more tensor parallelism or a smaller model is "
         "needed"},
        {"infer.smallest_split",
         "the smallest split that holds the weights and the peak's KV cache is tp {0} x pp {1}"},
        {"infer.skip_personal", "personal validation, small model"},
        {"infer.skip_offline", "offline batch jobs"},
        {"infer.skip_api", "calling a hosted API"},
        {"infer.skip_online", "online service"},
        {"infer.skip_personal.yes",
         "personal validation, small model: skip the GPU - the {2} decodes about {1} "
         "tokens/s, enough to try it; fails when concurrency or context grows"},
        {"infer.skip_personal.no",
         "personal validation, small model: keep the GPU - the {2} decodes only about {1} "
         "tokens/s or cannot hold the model"},
        {"infer.skip_personal.depends",
         "personal validation, small model: it depends - name a CPU (hardware.cpu) to judge it"},
        {"infer.skip_offline.yes",
         "offline batch jobs: skip the GPU - latency does not matter; the CPU decodes about {1} "
         "tokens/s against a volume of {2} tokens/s; fails when the queue backs up"},
        {"infer.skip_offline.no",
         "offline batch jobs: keep the GPU - the CPU decodes about {1} tokens/s against a volume "
         "of {2} tokens/s, or cannot hold the model"},
        {"infer.skip_offline.yes_unstated",
         "offline batch jobs: skip the GPU - latency does not matter; the CPU decodes about {1} "
         "tokens/s, and no volume is stated (targets.requests_per_s) to check it against; fails "
         "when the queue backs up"},
        {"infer.skip_offline.no_unstated",
         "offline batch jobs: keep the GPU - the CPU cannot hold the model (it would decode about "
         "{1} tokens/s; no volume is stated in targets.requests_per_s)"},
        {"infer.skip_offline.depends",
         "offline batch jobs: it depends - name a CPU (hardware.cpu) to judge it"},
        {"infer.skip_api.yes",
         "calling a hosted API: skip the GPU - at this volume the API costs {1} {3} a "
         "month against {2} {3} for the GPUs; renting wins above {4} requests/s; fails on rate "
         "limits or cost"},
        {"infer.skip_api.no",
         "calling a hosted API: renting is cheaper - the API would cost {1} {3} a month "
         "against {2} {3} for the GPUs; the API wins below {4} requests/s"},
        {"infer.skip_api.depends",
         "calling a hosted API: it depends - give pricing.gpu_hour and the API's per-million "
         "prices to "
         "compare"},
        {"infer.skip_online.yes",
         "online service: the CPU can serve it at about {1} ms per token for {2} users"},
        {"infer.skip_online.no",
         "online service: keep the GPU - at {2} concurrent users the CPU would need about {1} ms "
         "per token"},
        {"infer.skip_online.depends",
         "online service: it depends - name a CPU (hardware.cpu) to judge it; at {2} concurrent "
         "users a GPU is the usual answer"},
        {"assume.infer_engine",
         "{0} budget: memory share {1}, activation peak profiled at {2} batched tokens, KV cache "
         "in {3}-token blocks"},
        {"assume.infer_speed",
         "decode streams the weights and KV cache at {0}-{1}% of memory bandwidth plus a fixed "
         "per-step overhead; prefill runs at {2}% of the dense peak"},
        {"assume.infer_volume_capacity",
         "no targets.requests_per_s: the volume compared is what the deployment serves flat out, "
         "{0} requests/s"},
        // Decision tables (decision_tables.cpp): training troubleshooting, symptom by symptom
        {"decide.train.order",
         "diagnose in this order: first single-GPU utilisation, then communication, only then a "
         "more expensive GPU"},
        {"decide.train.scaling", "Adding GPUs did not reduce total time"},
        {"decide.train.scaling.cause", "communication is the bottleneck"},
        {"decide.train.scaling.check",
         "whether the link (NVLink / PCIe / network) matches the parallel strategy"},
        {"decide.train.scaling.likely",
         "communication takes {0}% of each step ({1} s of {2} s), mostly {3} traffic over {4} at "
         "{5} GB/s per GPU"},
        {"decide.train.scaling.unlikely",
         "communication takes {0}% of each step ({1} s of {2} s, most of it {3} traffic over {4} "
         "at {5} GB/s per GPU), under the {6}% at which it sets the pace"},
        {"decide.train.scaling.unknown",
         "one GPU: nothing crosses a link in this layout; estimate the GPU count you mean to add"},
        {"decide.train.utilization", "Single-GPU utilisation stays low"},
        {"decide.train.utilization.cause", "data loading or communication waits"},
        {"decide.train.utilization.check",
         "the input pipeline, the batch size, how often the GPUs synchronise"},
        {"decide.train.utilization.waits",
         "the GPUs wait {0}% of each step, on communication ({1}%) and the pipeline bubble "
         "({2}%): MFU is {3}% where the same kernels without waits reach {4}%"},
        {"decide.train.utilization.input",
         "the loaders must deliver {5} tokens/s per GPU, more than one CPU core tokenises ({7} "
         "tokens/s): tokenise ahead of time or add loader workers; the GPUs wait {0}% of each "
         "step (MFU {3}%)"},
        {"decide.train.utilization.unlikely",
         "the GPUs wait {0}% of each step (MFU {3}%, {4}% without waits), and the loaders need "
         "{5} tokens/s per GPU ({6} MB/s of token ids in all), within what one CPU core tokenises "
         "({7} tokens/s)"},
        {"decide.train.oom", "Frequent out-of-memory errors mid-run"},
        {"decide.train.oom.cause", "too little memory headroom, or a bad parallel split"},
        {"decide.train.oom.check", "activation memory, the parallel split ratios"},
        {"decide.train.oom.does_not_fit",
         "the expected peak of {5} exceeds the {6}'s {2}: the run stops at its first step, not "
         "mid-run; activations take {4}"},
        {"decide.train.oom.low_headroom",
         "only {0} ({1}%) of the {6}'s {2} stays free at the expected peak of {5}, less than the "
         "{7}% that allocation spikes and fragmentation need; activations take {4}"},
        {"decide.train.oom.high_exceeds",
         "{0} ({1}%) of the {6}'s {2} stays free at the expected peak of {5}, but the high "
         "estimate {3} exceeds it; activations take {4}"},
        {"decide.train.oom.unlikely",
         "{0} ({1}%) of the {6}'s {2} stays free at the expected peak of {5}, and even the high "
         "estimate {3} fits"},
        {"decide.train.multi_node", "Several machines slower than one"},
        {"decide.train.multi_node.cause", "bandwidth between the machines is too low"},
        {"decide.train.multi_node.check",
         "the network between the machines, not the links inside one"},
        {"decide.train.multi_node.likely",
         "{0}% of each step ({1} s) waits on the network between the {5} servers ({2}: {3} GB/s "
         "per GPU, against {4} GB/s inside a server), more than the about {6} s of compute per "
         "step that spreading the work over them saves"},
        {"decide.train.multi_node.unlikely",
         "the network between the {5} servers ({2}: {3} GB/s per GPU, against {4} GB/s inside a "
         "server) costs {1} s per step ({0}%), less than the about {6} s of compute per step "
         "that spreading the work over them saves"},
        {"decide.train.multi_node.unknown",
         "one server: nothing crosses the network between servers; estimate the scenario with "
         "the servers you mean to add"},
        // Decision tables: which parts of a serving plan need the GPU
        {"decide.infer.weights", "Resident weights"},
        {"decide.infer.weights.resource", "memory capacity"},
        {"decide.infer.weights.save", "a more aggressive quantisation level"},
        {"decide.infer.weights.yes",
         "the weights take {0} of the {1}'s {2} ({3}%) at {4}, {5} "
         "bits per weight"},
        {"decide.infer.weights.no",
         "served from the {1} (inference.device cpu): the weights take {0} of its {2} ({3}%) at "
         "{4}, {5} bits per weight"},
        {"decide.infer.forward", "Forward pass per token"},
        {"decide.infer.forward.resource", "compute and latency"},
        {"decide.infer.forward.save", "a smaller model, shorter outputs"},
        {"decide.infer.forward.yes",
         "each output token takes {0} ms and the first token {1} s at {2} concurrent users; "
         "every decode step streams {3} of weights from memory"},
        {"decide.infer.forward.cannot_start",
         "nothing runs yet: the engine cannot start on the {4} at this setting, so there is no "
         "first token and no time per token (the verdict says why)"},
        {"decide.infer.forward.no",
         "the {4} (inference.device cpu) takes {0} ms per output token and {1} s to the first "
         "token at {2} concurrent users"},
        {"decide.infer.kv_cache", "Long-context KV cache"},
        {"decide.infer.kv_cache.resource", "memory capacity"},
        {"decide.infer.kv_cache.save",
         "cap the maximum context, cap concurrency, quantise the KV cache"},
        {"decide.infer.kv_cache.yes",
         "at the peak the KV cache takes {0}, {2}% of the {1}'s {6}: {3} concurrent requests of "
         "{4} tokens at {5} bytes per token"},
        {"decide.infer.kv_cache.no",
         "served from the {1} (inference.device cpu): at the peak the KV cache takes {0}, {2}% "
         "of its {6}: {3} concurrent requests of {4} tokens at {5} bytes per token"},
        {"decide.infer.search", "Vector search / rerank"},
        {"decide.infer.search.resource", "GPU memory or CPU"},
        {"decide.infer.search.save", "a separate process or machine"},
        {"decide.infer.search.yes",
         "co-located on the {3}: {0}, taking {1} ({2}% of its memory), which the KV cache cannot "
         "use"},
        {"decide.infer.search.depends",
         "no vector search or rerank service is listed in inference.companions: it can run on "
         "the CPU or another machine"},
        {"decide.infer.search.cpu",
         "served from the {3} (inference.device cpu) alongside {0}, taking {1} ({2}% of its "
         "memory): no GPU is involved"},
        {"decide.infer.services", "Speech / image services"},
        {"decide.infer.services.resource", "GPU memory"},
        {"decide.infer.services.save", "deploy them separately"},
        {"decide.infer.services.yes",
         "co-located on the {3}: {0}, taking {1} ({2}% of its memory), which the KV cache cannot "
         "use"},
        {"decide.infer.services.no",
         "no speech, image or other service shares the {3} (inference.companions)"},
        {"decide.infer.services.cpu",
         "served from the {3} (inference.device cpu) alongside {0}, taking {1} ({2}% of its "
         "memory): no GPU is involved"},
        // Plan search
        {"plan.training_only", "the plan search lays out training runs; this scenario is {0}"},
        {"plan.needs_price", "is needed to rank layouts by cost (--objective {0})"},
        {"plan.needs_tokens", "is needed for {0}: the total time depends on the tokens trained"},
        {"plan.nothing_fits",
         "no layout on up to {0} x {1} fits in memory; raise --max-gpus, or try LoRA, QLoRA or a "
         "GPU with more memory"},
        {"plan.deadline_unmet",
         "no layout finishes within {0} day(s): the fastest found takes {1} day(s) on {2} GPUs; "
         "raise --max-gpus or the deadline, or train fewer tokens"},
        {"plan.multi_node_slower",
         "several servers are slower than one: the best layout on {0} GPUs takes {1} s per step, "
         "on {2} GPUs {3} s, because {5}% of each step waits on the link between servers ({4}); "
         "a faster network, not more GPUs, is what helps"},
        {"plan.scaling_stops",
         "adding GPUs stops helping at {0}: at {1} GPUs communication takes {2}% of each step "
         "over {3}"},
        {"plan.assume_global_batch",
         "the global batch stays at {0} sequences per step for every layout (as the scenario "
         "sets it): data parallelism times micro-batch must divide it"},
        {"plan.assume_global_batch_derived",
         "the global batch stays at {0} sequences per step (micro_batch x dp of the scenario, as "
         "global_batch is not set): data parallelism times micro-batch must divide it"},
        {"plan.assume_fit",
         "a layout fits when its expected memory leaves 10% of the GPU free; sequence "
         "parallelism is on "
         "whenever tensor parallelism is, and tensor parallelism stays inside a server"},
        {"plan.assume_data_parallel_only",
         "adapter and freeze fine-tunes are laid out as the Hugging Face stack runs them: data "
         "parallelism with ZeRO/FSDP sharding, no tensor, pipeline, context or expert "
         "parallelism"},
        {"plan.assume_memory_calibrated",
         "every layout's memory is corrected by the trial run's measured peak, with the trial "
         "modelled at that layout's parallel split, sharding and recomputation"},
        {"plan.assume_mfu_calibrated",
         "the scenario's MFU band applies to its own layout: there it scales the model's step "
         "time by {0}, and every other layout is scaled alike"},
        {"plan.assume_time_calibrated",
         "every layout's step time is corrected by the trial run's measured step time, with "
         "the trial modelled at that layout's parallel split, sharding and recomputation"},
        // Assumptions
        {"assume.parameters_override",
         "parameters set to {0} by the scenario (the architecture alone gives {1})"},
        {"assume.fused_loss",
         "the loss is a fused vocabulary-parallel cross entropy (as in Megatron-LM): 4 bytes per "
         "token per vocabulary entry (training.loss)"},
        {"assume.unfused_loss",
         "the loss is PyTorch's cross entropy on an FP32 copy of the logits (as Hugging Face, "
         "torchtitan and DeepSpeed run it): about 14 bytes per token per vocabulary entry at its "
         "peak; a fused loss (Liger, Cut Cross Entropy) needs almost none (training.loss)"},
        {"assume.chunked_loss",
         "the output head and the loss run in chunks of tokens (as in torchtune): about 6 bytes "
         "per token per vocabulary entry at its peak (training.loss)"},
        {"assume.fused_linear_loss",
         "the output head is fused with the loss (Cut Cross Entropy, Liger): the logits are never "
         "held whole (training.loss)"},
        {"assume.memory_calibrated",
         "memory calibrated by the trial run: the model gives {0} for it, {1} was measured, "
         "so the target's total is scaled by {2}"},
        {"assume.catalog_price",
         "The GPU-hour price, {1} {2} for {0}, is your catalog's ({3}, as of {4}); the scenario "
         "states none"},
        {"assume.mfu_given",
         "step time from the scenario's MFU band instead of the efficiency model; compute is "
         "what remains after communication and the pipeline bubble"},
        {"assume.time_calibrated",
         "step time calibrated by the trial run: the model gives {0} s for it, {1} s was "
         "measured, so the target's time is scaled by {2}"},
        // Comparison rows
        {"compare.workload", "Workload"},
        {"compare.model", "Model"},
        {"compare.parameters", "Parameters"},
        {"compare.hardware", "Hardware"},
        {"compare.servers", "GPUs per server x servers"},
        {"compare.method", "Method"},
        {"compare.framework", "Framework"},
        {"compare.precision", "Precision"},
        {"compare.zero_stage", "ZeRO stage"},
        {"compare.layout", "Parallel layout"},
        {"compare.batch", "Micro-batch / global batch"},
        {"compare.seq_len", "Sequence length"},
        {"compare.recompute", "Recompute"},
        {"compare.engine", "Engine"},
        {"compare.weights", "Weights"},
        {"compare.context", "Prompt + output tokens"},
        {"compare.peak_concurrency", "Peak concurrency"},
        {"compare.serving_split", "Tensor x pipeline parallel"},
        {"compare.price", "Price per GPU-hour"},
        {"compare.billing", "Billing"},
        {"compare.memory_per_gpu_gib", "Memory per GPU (expected)"},
        {"compare.memory_high_gib", "Memory per GPU (high)"},
        {"compare.capacity_gib", "Capacity per GPU"},
        {"compare.headroom_gib", "Headroom per GPU"},
        {"compare.gpus", "GPUs"},
        {"compare.step_time_s", "Step time"},
        {"compare.mfu_percent", "MFU"},
        {"compare.tokens_per_s", "Tokens per second (all GPUs)"},
        {"compare.gpu_hours", "GPU-hours"},
        {"compare.calendar_days", "Calendar time"},
        {"compare.cost", "Cost"},
        {"compare.cost_per_million_tokens", "Cost per million tokens"},
        {"compare.replicas", "Replicas"},
        {"compare.fleet_replicas", "Replicas as entered"},
        {"compare.fleet_targets_met", "Targets met as entered"},
        {"compare.ttft_ms", "Time to first token"},
        {"compare.tpot_ms", "Time per output token"},
        {"compare.throughput_tokens_per_s", "Throughput at the peak, all replicas"},
        {"compare.cost_per_million_output_tokens", "Cost per million output tokens"},
        {"compare.cost_per_month", "GPUs per month"},
        {"compare.fits", "Fits"},
        {"assume.mtp_excluded",
         "{0} multi-token-prediction layer(s) are not counted: they are dropped for serving"},
        // Text output (the CLI's --format text). Labels end in a colon; the values line up after
        // them in either language.
        {"text.scenario", "Scenario: {0} ({1})"},
        {"text.verdict", "Verdict:"},
        {"text.model", "Model: {0}"},
        {"text.parameters", "Parameters:"},
        {"text.active_per_token", "Active per token:"},
        {"text.embedding", "Embedding:"},
        {"text.output_head", "Output head:"},
        {"text.attention", "Attention:"},
        {"text.mlp", "MLP / experts:"},
        {"text.norms", "Norms:"},
        {"text.shape", "Shape:"},
        {"text.shape_value", "{0} layers, hidden {1}, {2} heads ({3} KV), head_dim {4}"},
        {"text.training_memory", "Memory per GPU (first pipeline stage), expected (low - high):"},
        {"text.training_memory_every_gpu", "Memory per GPU, expected (low - high):"},
        {"text.last_stage_memory", "Last pipeline stage, expected (low - high):"},
        {"text.middle_stage_memory",
         "Pipeline stage {0} of {1}, the fullest between the first and the last, expected (low - "
         "high):"},
        {"text.weights", "Weights:"},
        {"text.gradients", "Gradients:"},
        {"text.optimizer", "Optimizer states:"},
        {"text.activations", "Activations:"},
        {"text.overhead", "Overhead:"},
        {"text.total", "Total:"},
        {"text.speed_cannot_start",
         "Speed: none, the engine cannot start at this setting (the verdict says why)"},
        {"text.reserved", "Reserved peak:"},
        {"text.allocated", "Allocated peak:"},
        {"text.loss", "Loss:"},
        {"text.loss_auto", "{0} (follows the framework)"},
        {"loss.full-logits", "full logits, FP32 cross entropy"},
        {"loss.fused", "fused vocabulary-parallel cross entropy"},
        {"loss.chunked", "head and loss in chunks"},
        {"loss.fused-linear", "head fused with the loss"},
        {"text.capacity", "Capacity:"},
        {"text.capacity_value", "{0} ({1}) - {2}"},
        {"text.capacity_short", "{0} - {1}"},
        {"text.calibrated", "Calibrated total:"},
        {"text.trial_run", "(trial run)"},
        {"text.largest_fit", "Largest micro-batch that fits: {0}; longest sequence: {1} tokens"},
        {"text.min_gpus", "Smallest GPU count for this layout: {0}"},
        {"text.no_gpu_count", "No GPU count up to data parallel {0} fits this layout"},
        {"text.host_memory", "Host memory/node:"},
        {"text.training_step", "Training step:"},
        {"text.work", "Work:"},
        {"text.work_value", "{0} FLOPs ({1} with recomputation), {2} tokens"},
        {"text.step_time", "Step time:"},
        {"text.compute", "compute"},
        {"text.communication", "communication"},
        {"text.bubble", "pipeline bubble"},
        {"text.framework", "Framework:"},
        {"text.framework_value", "{0}; kernels reach {1}% of the peak ({2} - {3})"},
        {"text.framework_auto", "{0} (follows the method)"},
        {"framework.megatron", "Megatron-LM / NeMo"},
        {"framework.torchtitan", "torchtitan (FSDP2)"},
        {"framework.deepspeed", "DeepSpeed"},
        {"framework.fsdp", "PyTorch FSDP"},
        {"framework.hf", "Hugging Face Trainer / PEFT"},
        {"framework.torchtune", "torchtune"},
        {"framework.unsloth", "Unsloth"},
        {"framework.llama-factory", "LLaMA-Factory"},
        {"text.mfu", "MFU:"},
        {"text.mfu_value", "{0}%  ({1} - {2}); {3} tokens/s per GPU on {4} GPUs"},
        {"text.for_tokens", "Whole run:"},
        {"text.duration_value", "{0} tokens in {1} days ({2} - {3}), {4} GPU-hours ({5} - {6})"},
        {"text.input_pipeline", "Input pipeline:"},
        {"text.input_value",
         "{0} tokens/s (up to {1}): {2} MB/s of {3}-byte token ids, {4} MB/s of raw text"},
        {"text.data_prep", "Data preparation:"},
        {"text.data_prep_value", "{0} h ({1} - {2}) of CPU time, not GPU-hours"},
        {"text.data_prep_given", "{0} h ({1} - {2}) of CPU time (given), not GPU-hours"},
        {"text.cost", "Cost:"},
        {"text.cost_value", "{0} {1} ({2} - {3}), {4} billed hours per GPU"},
        {"text.inference_memory", "Memory per GPU (busiest stage), expected (low - high):"},
        {"text.inference_memory_cpu", "Memory (CPU), expected (low - high):"},
        {"text.weights_format", "({0}, {1} bits/weight)"},
        {"text.kv_peak", "KV cache at peak:"},
        {"text.companions", "Companions:"},
        {"text.kv_cache", "KV cache:"},
        {"text.kv_room",
         "{0} bytes per token on the busiest device; room for {1} tokens ({2} - {3})"},
        {"text.kv_sequences",
         "{0} concurrent sequences of {1} tokens; {2} tokens each at {3} concurrent"},
        {"text.speed", "Speed at {0} concurrent (expected, low - high):"},
        {"text.first_token", "First token:"},
        {"text.per_token", "Per output token:"},
        {"text.throughput", "Throughput:"},
        {"text.decoding", "Decoding at once:"},
        {"text.seconds_range", "{0} s ({1} - {2})"},
        {"text.ms_range", "{0} ms ({1} - {2})"},
        {"text.throughput_value", "{0} output tokens/s ({1} - {2})"},
        {"text.decoding_value", "{0} sequences (beyond: queueing)"},
        {"text.col_concurrency", "Concurrency"},
        {"text.col_ttft", "TTFT s"},
        {"text.col_tpot", "TPOT ms"},
        {"text.col_tokens", "tokens/s"},
        {"text.fleet", "Fleet as entered: {0} GPUs, {1} replica(s) of tp {2} x pp {3}, {4} spare"},
        {"text.fleet_cpu", "Fleet as entered: {0} server(s), one replica each"},
        {"text.fleet_cost", "Costs {0} {1} a month"},
        {"text.deployment", "Smallest fleet for the targets:"},
        {"text.deploy_cpu",
         "{0} server(s) ({1} - {2}); {3} concurrent users each within the targets"},
        {"text.deploy_gpu",
         "{0} replica(s) ({1} - {2}) of tp {3} x pp {4} = {5} GPUs ({6} - {7}); {8} concurrent "
         "users per replica within the targets"},
        {"text.cpu_path", "CPU path ({0}): {1} tokens/s ({2} - {3})"},
        {"text.cpu_path_no_fit",
         "CPU path ({0}): {1} tokens/s ({2} - {3}), does NOT fit in its memory"},
        {"text.rent",
         "Rent vs API: GPUs {0} {1}/month, API {2} {1}/month at {3} requests/s; break-even {4} "
         "requests/s"},
        {"text.launch", "Launch: {0}"},
        {"text.assumptions", "Assumptions:"},
        {"text.advice", "Advice:"},
        {"text.troubleshooting", "Troubleshooting ({0}):"},
        {"text.gpu_parts", "Which parts need the GPU:"},
        {"text.decision_training", "{0} ({1}): {2} - {3}; check first: {4}"},
        {"text.decision_serving", "{0} ({1}): {2} - {3}; to save: {4}"},
        {"text.plan", "Plan: {0}"},
        {"text.plan_search", "Objective {0}, up to {1} x {2} ({3} per server)"},
        {"text.plan_deadline", ", deadline {0} days"},
        {"text.plan_evaluated", "{0} layouts evaluated, {1} fit in memory"},
        {"text.plan_best", "Best layouts (expected values):"},
        {"text.plan_scaling", "Scaling (the fastest layout at each GPU count):"},
        {"text.plan_nothing_fits", "nothing fits in memory"},
        {"text.plan_no_layout",
         "no layout: the parallel sizes and the global batch do not factor into this count"},
        {"text.col_gpus", "GPUs"},
        {"text.col_recompute", "recompute"},
        {"text.col_memory", "GiB/cap"},
        {"text.col_step", "step s"},
        {"text.col_days", "days"},
        {"text.col_gpu_hours", "GPU-hours"},
        {"text.col_cost", "cost {0}"},
        {"text.compare_legend", "* baseline; ! differs from the others"},
        {"text.plan_searched", "Searched in {0} s ({1} million layouts per second)"},
        {"text.valid", "{0}: valid"},
        {"layout.summary", "{0}, ZeRO-{1}, {2}, micro-batch {3}"},
        {"layout.summary_offload", "{0}, ZeRO-{1} with optimizer offload, {2}, micro-batch {3}"},
        {"layout.recompute_none", "no recomputation"},
        {"layout.recompute_selective", "selective recomputation"},
        {"layout.recompute_full", "full recomputation"},
        {"layout.recompute_offload", "full recomputation, inputs in host memory"},
        {"objective.min_gpus", "fewest GPUs"},
        {"objective.min_cost", "lowest cost"},
        {"objective.min_time", "shortest time"},
        // Words inside texts and tables
        // Whether the plan fits: one sentence every view shows as it is
        {"fit.fits", "Fits: {0} free of {1} per GPU"},
        {"fit.short", "Does not fit: {0} short of {1} per GPU"},
        {"fit.fits_cpu", "Fits: {0} free of the server's {1} of memory"},
        {"fit.short_cpu", "Does not fit: {0} short of the server's {1} of memory"},
        {"fit.kv_short", "Does not fit: the KV cache for the peak is {0} short"},
        {"fleet.met",
         "Meets the targets: {0} users per replica, first token {1} ms, {2} ms per token, {3} "
         "requests/s in all"},
        {"fleet.no_targets",
         "No targets set: {0} users per replica, first token {1} ms, {2} ms per token, {3} "
         "requests/s in all"},
        {"fleet.short_ttft",
         "Misses the targets: with {0} users per replica the first token takes {1} ms, over the "
         "{4} ms target"},
        {"fleet.short_tpot",
         "Misses the targets: with {0} users per replica each token takes {2} ms, over the {4} "
         "ms target"},
        {"fleet.short_rate",
         "Misses the targets: {3} requests/s in all, under the {4} requests/s asked"},
        {"fleet.short_memory", "Serves no one: one replica does not fit its GPUs"},
        {"fleet.short_replica", "Holds no replica: {0} GPUs, where one replica needs {1}"},
        {"fit.fits_queued",
         "Fits: {0} free of {1} per GPU; {2} of the peak's {3} requests run at once, the rest "
         "wait for a slot"},
        {"fit.cannot_start",
         "Does not fit: the engine cannot start; one max_model_len sequence needs {0} more KV "
         "cache"},
        {"billing.per-second", "per second"},
        {"billing.hourly", "hourly (whole hours)"},
        {"billing.daily", "daily (whole days)"},
        {"billing.monthly", "monthly (whole 30-day months)"},
        {"billing.reserved", "reserved (the whole term)"},
        {"word.training", "training"},
        {"word.inference", "inference"},
        {"word.yes", "yes"},
        {"word.no", "no"},
        {"word.fits", "fits"},
        {"word.does_not_fit", "does NOT fit"},
        {"word.peak_does_not_fit", "does NOT fit the peak"},
        {"word.engine_cannot_start", "the engine cannot start"},
        {"word.queueing", "queueing"},
        {"unit.days", "days"},
        {"unit.hours", "h"},
        {"level.info", "info"},
        {"level.warning", "warning"},
        {"level.critical", "critical"},
        {"verdict.likely", "likely"},
        {"verdict.unlikely", "unlikely"},
        {"verdict.unknown", "cannot tell"},
        {"verdict.yes", "yes"},
        {"verdict.no", "no"},
        {"verdict.depends", "depends"},
    };
    return templates;
}

std::string_view englishTemplate(std::string_view id)
{
    for (const auto& entry : messageTemplates())
        if (entry.id == id)
            return entry.english;
    return {};
}

std::string substitute(std::string_view pattern, const std::vector<std::string>& args)
{
    std::string result;
    result.reserve(pattern.size() + 16);
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}'
            && pattern[i + 1] >= '0' && pattern[i + 1] <= '9') {
            const std::size_t index = static_cast<std::size_t>(pattern[i + 1] - '0');
            if (index < args.size())
                result += args[index];
            i += 2;
            continue;
        }
        result += pattern[i];
    }
    return result;
}

std::string renderEnglish(std::string_view id, const std::vector<std::string>& args)
{
    const std::string_view pattern = englishTemplate(id);
    if (pattern.empty()) {
        // Unknown id: show it with its arguments rather than nothing.
        std::string text(id);
        for (const auto& arg : args)
            text += " " + arg;
        return text;
    }
    return substitute(pattern, args);
}

const MessageRenderer& englishMessages()
{
    static const MessageRenderer render = renderEnglish;
    return render;
}

std::string formatNumber(double value)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? "NaN" : (value > 0 ? "infinity" : "-infinity");
    if (std::floor(value) == value && std::fabs(value) < 1e15) {
        char text[32];
        std::snprintf(text, sizeof text, "%.0f", value);
        return text;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.6g", value);
    return text;
}

} // namespace gp
