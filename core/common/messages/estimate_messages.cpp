// The estimate's advice: memory and fit for training, serving memory, speed and deployment.
#include "common/messages/message_tables.h"

namespace gp::messages {

const std::vector<MessageTemplate>& estimateMessages()
{
    static const std::vector<MessageTemplate> templates = {
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
        {"memory.needs_servers",
         "to run on servers of {0} GPUs with the global batch of {1} split evenly: {2} "
         "{2|server|servers}, {3} {3|GPU|GPUs} (data parallel {4})"},
        {"memory.needs_servers_any",
         "to run on whole servers of {0} GPUs: {1} {1|server|servers}, {2} {2|GPU|GPUs} (data "
         "parallel {3})"},
        {"memory.no_servers",
         "no data-parallel size from {0} up, on whole servers of {2} GPUs, splits the global "
         "batch of {1} into whole micro-batches: choose a global_batch that one does"},
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
         "{0} {0|micro-batch|micro-batches} per step for {1} pipeline stages: most of the pipeline "
         "idles; "
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
        {"infer.cannot_start_weights",
         "the engine cannot start: the weights ({0}) and its reservations leave no room for the "
         "KV cache on the {1}, where one sequence of max_model_len {2} needs {3}; each GPU needs "
         "{4} more memory"},
        {"infer.cannot_start_companions",
         "the engine cannot start: the co-located services take {0} of the {1}'s {2}, leaving "
         "nothing for the model"},
        {"infer.cannot_start_slots",
         "llama.cpp cannot start: it allocates the context of all {0} slots (max_model_len {1} "
         "each) at start, {2} of KV cache, and {3} is left on the {4} after weights and "
         "reservations; start each server for fewer users (more servers) or shorten "
         "max_model_len"},
        {"infer.total_does_not_fit",
         "at the peak the {2} holds {0} in all, above its {1}: the KV cache fits the engine's "
         "share, but the activations and reservations outside it ({3}) do not fit the rest; "
         "lower max_num_batched_tokens or the engine's memory share"},
        {"infer.may_not_fit",
         "fits as expected, but with the pessimistic reservations only {0} is left for the {1} "
         "of KV cache needed (the peak's, and at least one max_model_len sequence)"},
        {"infer.try_kv_dtype",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a "
         "replica's share of the peak"},
        {"infer.try_kv_dtype_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at a replica's share of the peak"},
        {"infer.try_shorter_context",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a "
         "replica's share of the peak"},
        {"infer.try_shorter_context_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at a replica's share of the peak"},
        {"infer.try_tp",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a "
         "replica's share of the peak"},
        {"infer.try_tp_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at a replica's share of the peak"},
        {"infer.try_quantization",
         "with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a "
         "replica's share of the peak"},
        {"infer.try_quantization_short",
         "with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each "
         "at a replica's share of the peak"},
        {"infer.utilization_reduced",
         "the companions take {0}: the engine can only be given {1} of the GPU, and starts only "
         "with memory_utilization at most that"},
        {"infer.saturated",
         "{0} concurrent requests on one replica exceed the {1} {1|sequence|sequences} the KV "
         "cache "
         "and the "
         "engine run at once: the rest queue, and the first token takes {2} s"},
        {"infer.target_unmet",
         "no concurrency meets the latency targets: even one user sees a first token after {0} "
         "ms and {1} ms per token; a faster GPU, more tensor parallelism or a smaller model is "
         "needed"},
        {"infer.smallest_split", "the smallest split on which the plan fits is tp {0} x pp {1}"},
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
        {"infer.skip_api.yes_cpu",
         "calling a hosted API: skip the servers - at this volume the API costs {1} {3} a "
         "month against {2} {3} for the servers; renting wins above {4} requests/s; fails on "
         "rate limits or cost"},
        {"infer.skip_api.no_cpu",
         "calling a hosted API: renting is cheaper - the API would cost {1} {3} a month "
         "against {2} {3} for the servers; the API wins below {4} requests/s"},
        {"infer.skip_api.no",
         "calling a hosted API: renting is cheaper - the API would cost {1} {3} a month "
         "against {2} {3} for the GPUs; the API wins below {4} requests/s"},
        {"infer.skip_api.depends",
         "calling a hosted API: it depends - give pricing.gpu_hour and the API's per-million "
         "prices to "
         "compare"},
        {"infer.skip_online.yes",
         "online service: each server's CPU can serve it at about {1} ms per token for {2} "
         "{2|user|users}"},
        {"infer.skip_online.no",
         "online service: keep the GPU - at {2} concurrent {2|user|users} per server the CPU would "
         "need "
         "about {1} ms per token"},
        {"infer.skip_online.depends",
         "online service: it depends - name a CPU (hardware.cpu) to judge it; at {2} concurrent "
         "{2|user|users} per server a GPU is the usual answer"},
        {"assume.infer_engine",
         "{0} budget: memory share {1}, activation peak profiled at {2} batched tokens, KV cache "
         "in {3}-token blocks"},
        {"assume.infer_engine_cpu",
         "{0} budget: memory share {1}, activation peak profiled at {2} batched tokens, KV cache "
         "in {3}-token blocks"},
        {"assume.infer_engine_lmdeploy",
         "{0} budget: {1} of the memory free after the weights becomes KV cache "
         "(cache_max_entry_count) in {3}-token blocks; prefill buffers for {2} tokens live in the "
         "rest"},
        {"assume.infer_speed",
         "decode streams the weights and KV cache at {0}-{1}% of memory bandwidth plus a fixed "
         "per-step overhead; prefill runs at {2}% of the dense peak"},
        {"assume.infer_speed_llamacpp",
         "llama.cpp on {0}: decode streams the weights and KV cache at {1}-{2}% of memory "
         "bandwidth, whatever their format, plus {3}-{4} ms per step for {5} layers (fitted to "
         "published llama-bench results on {0}); prefill runs at {6}% of the dense peak"},
        {"assume.weights_dequantised",
         "{0} runs \"{1}\" weights on {2} weight-only: they are dequantised into 16-bit matrix "
         "multiplications, so prompts are computed at the 16-bit peak"},
        {"assume.weights_native",
         "{0} runs \"{1}\" weights natively on {2}: prompts are computed at its {3} peak ({4} "
         "TFLOPS)"},
        {"assume.weights_native_no_peak",
         "{0} runs \"{1}\" weights natively on {2}, which gives no {3} figure ({4}): prompts are "
         "computed at its {5} peak ({6} TFLOPS), slower than the {3} units would run them"},
        {"assume.infer_volume_capacity",
         "no targets.requests_per_s: the volume compared is what the deployment serves flat out, "
         "{0} requests/s"},
    };
    return templates;
}

} // namespace gp::messages
