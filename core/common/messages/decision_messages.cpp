// The decision tables' causes, reasons and checks, and the plan search's findings.
#include "common/messages/message_tables.h"

namespace gp::messages {

const std::vector<MessageTemplate>& decisionMessages()
{
    static const std::vector<MessageTemplate> templates = {
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
         "each output token takes {0} ms and the first token {1} s at {2} concurrent "
         "{2|user|users} per replica; every decode step streams {3} of weights from memory"},
        {"decide.infer.forward.cannot_start",
         "nothing runs yet: the engine cannot start on the {4} at this setting, so there is no "
         "first token and no time per token (the verdict says why)"},
        {"decide.infer.forward.no",
         "the {4} (inference.device cpu) takes {0} ms per output token and {1} s to the first "
         "token at {2} concurrent {2|user|users} per server"},
        {"decide.infer.kv_cache", "Long-context KV cache"},
        {"decide.infer.kv_cache.resource", "memory capacity"},
        {"decide.infer.kv_cache.save",
         "cap the maximum context, cap concurrency, quantise the KV cache"},
        {"decide.infer.kv_cache.yes",
         "at the peak the KV cache takes {0}, {2}% of the {1}'s {6}: {3} concurrent "
         "{3|request|requests} of {4} tokens at {5} bytes per token"},
        {"decide.infer.kv_cache.no",
         "served from the {1} (inference.device cpu): at the peak the KV cache takes {0}, {2}% "
         "of its {6}: {3} concurrent {3|request|requests} of {4} tokens at {5} bytes per token"},
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
        {"plan.training_only",
         "the plan search lays out training runs; this scenario serves a model"},
        {"plan.needs_price", "is needed to rank layouts by cost (--objective {0})"},
        {"plan.needs_tokens", "is needed for {0}: the total time depends on the tokens trained"},
        {"plan.nothing_fits",
         "no layout on up to {0} x {1} fits in memory; raise --max-gpus, or try LoRA, QLoRA or a "
         "GPU with more memory"},
        {"plan.deadline_unmet",
         "no layout finishes within {0} {0|day|days}: the fastest found takes {1} {1|day|days} on "
         "{2} GPUs; "
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
    };
    return templates;
}

} // namespace gp::messages
