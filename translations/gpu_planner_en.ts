<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message>
        <source>Run &apos;gpu-planner-cli --help&apos; for usage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--objective must be min-gpus, min-cost or min-time; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--max-gpus must be a whole number from 1 to %1; got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--top must be a whole number from 1 to %1; got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--deadline-days must be a number of days above 0 (at most 36500); got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option %1 for this command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be json or text (or csv for compare); got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang must be en or zh_CN; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--paper must be a4 or letter; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--project and --scenario go together, instead of a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compare takes 2 to 6 scenario files; got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--baseline &quot;%1&quot; is none of the files or scenario names compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report needs Qt&apos;s GUI library, which this process did not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mem GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(see note)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: add your own with --catalog FILE or catalog import FILE (docs/catalogs.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog takes at most one of gpus, cpus, links, prices, models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown catalog &quot;%1&quot;; use gpus, cpus, links, prices or models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs (dense tensor-core figures):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPUs:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Links (bandwidth per GPU per direction):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your GPU prices (used where a scenario states no pricing.gpu_hour):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model presets:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected exactly one config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>family:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>active per token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>architecture:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use it in a scenario as &quot;model&quot;: {&quot;hf_config&quot;: &lt;the file&apos;s object&gt;}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimate a scenario (gpu-planner.scenario/1), from a file or the project database. --format json prints the gpu-planner.estimate/1 document; text prints a readable summary.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the training layouts (GPU count, TP, PP, CP, EP, ZeRO stage, offload, recompute, micro-batch, virtual stages) that fit on up to N GPUs (default: the scenario&apos;s count), rank the best K (default 10) by the objective (default min-time), and show the scaling curve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check a scenario and list every problem with the field it concerns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put 2 to 6 scenarios side by side: the inputs that differ and the results (memory per GPU, GPUs, step time, GPU-hours, days, cost, TTFT, TPOT, throughput, cost per million tokens) with deltas against the baseline (default: the first). json prints gpu-planner.comparison/1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the built-in catalogs, with the entries stored in the project database (--db) and the user&apos;s files (--catalog) merged in. Prices are only ever yours: a scenario without pricing.gpu_hour uses its GPU&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json and print the architecture and its exact parameter count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gpu-planner-cli - sizes GPUs for training, fine-tuning and serving LLMs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang sets the language of every command&apos;s text and messages (default: LC_ALL, LC_MESSAGES or LANG; Chinese when it starts with &quot;zh&quot;); JSON and CSV never change. FILE may be &quot;-&quot; for standard input. --catalog FILE adds or overrides catalog entries (format gpu-planner.catalog/1; an entry with a known id replaces the fields it names). Files larger than 4 MiB are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 invalid or unreadable input (messages on stderr, each naming the field, e.g. &quot;training.tp: must divide heads (32); got 5&quot;), 2 wrong command line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no command given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be json or text; got &quot;csv&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; refused (a scenario is a few kilobytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: read error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is a directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--format must be json or text; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no project &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project needs a subcommand: list, show, export, import or delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown project subcommand &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project %1 takes one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project %1 takes no argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s), updated %1</source>
        <translation>
            <numerusform>%n scenario, updated %1</numerusform>
            <numerusform>%n scenarios, updated %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported project &quot;%1&quot; with %n scenario(s)</source>
        <translation>
            <numerusform>imported project &quot;%1&quot; with %n scenario</numerusform>
            <numerusform>imported project &quot;%1&quot; with %n scenarios</numerusform>
        </translation>
    </message>
    <message>
        <source>revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot write</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>deleted project &quot;%1&quot; and its %n scenario(s)</source>
        <translation>
            <numerusform>deleted project &quot;%1&quot; and its %n scenario</numerusform>
            <numerusform>deleted project &quot;%1&quot; and its %n scenarios</numerusform>
        </translation>
    </message>
    <message>
        <source>scenario needs a subcommand: list, show or export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown scenario subcommand &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario %1 needs --project NAME</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario %1 takes one scenario name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario %1 takes no argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scenario &quot;%1&quot; in project &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workload %1, model %2, GPU %3, revision %4, saved %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog import takes one catalog file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog remove takes a kind (gpu, cpu, link or price) and an id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog stored takes no argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>catalog remove: the kind must be gpu, cpu, link or price; got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>stored %n catalog entries in %1</source>
        <translation>
            <numerusform>stored %n catalog entry in %1</numerusform>
            <numerusform>stored %n catalog entries in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>removed the stored %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no catalog entries stored in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: stored catalog entry left out: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own GPUs, CPUs, links and GPU prices (gpu-planner.catalog/1 entries) kept in the project database; estimate, plan, validate, compare and report use them with --db or --project, and so does the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects in the project database (default: the user&apos;s data folder, created with a demo project on first use; --db FILE uses another).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenarios of a project; export prints the scenario file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a value; got the option %2 (write %1=%2 for a value that starts with --, and put names that do after --)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>report needs --pdf FILE, --bom FILE or both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the sizing sheet of a scenario as PDF: the recommendation, the memory chart, time and cost ranges, the bill of materials with power and racks, findings, assumptions with their sources, and the validation checklist; --bom writes the quote-request table a vendor can answer (CSV, or an Excel workbook for .xlsx). Needs no display.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <source>the file is {0} bytes; files larger than {1} bytes are refused</source>
        <comment>json.too_large</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than {0} levels; refused</source>
        <comment>json.too_deep</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON at line {0}, column {1}: {2}</source>
        <comment>json.syntax</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: {0}</source>
        <comment>json.invalid</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the key &quot;{0}&quot; appears twice</source>
        <comment>json.duplicate_key</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required</source>
        <comment>field.required</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be {0}; got {1}</source>
        <comment>field.wrong_type</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be greater than 0; got {0}</source>
        <comment>field.not_positive</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be negative; got {0}</source>
        <comment>field.negative</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <comment>field.not_finite</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number; got {0}</source>
        <comment>field.not_whole</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is too large; got {0}</source>
        <comment>field.too_large</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be between {0} and {1}; got {2}</source>
        <comment>field.out_of_range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of {0}; got &quot;{1}&quot;</source>
        <comment>field.unknown_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; expected one of {0}</source>
        <comment>field.unknown_key</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key; did you mean &quot;{0}&quot;?</source>
        <comment>field.unknown_key_suggest</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide {0} ({1}); got {2}</source>
        <comment>field.must_divide</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed {0} ({1}); got {2}</source>
        <comment>field.at_most</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be [low, expected, high] in increasing order; got [{0}, {1}, {2}]</source>
        <comment>field.range_order</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is listed twice</source>
        <comment>field.duplicate_item</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not be empty</source>
        <comment>field.empty</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not used by a {0} scenario; it is kept but ignored</source>
        <comment>scenario.section_unused</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is &quot;{0}&quot;; this program reads &quot;{1}&quot;</source>
        <comment>scenario.bad_format</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs one of &quot;preset&quot;, &quot;hf_config&quot; or &quot;architecture&quot;</source>
        <comment>scenario.no_model_source</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give only one of &quot;preset&quot;, &quot;hf_config&quot; or &quot;architecture&quot;</source>
        <comment>scenario.many_model_sources</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required: heads ({0}) do not divide hidden ({1})</source>
        <comment>arch.head_dim_needed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a mixture-of-experts model</source>
        <comment>arch.moe_needs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies only to mixture-of-experts models (set experts)</source>
        <comment>arch.needs_experts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for multi-head latent attention</source>
        <comment>arch.mla_needs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies only to multi-head latent attention (set kv_lora_rank)</source>
        <comment>arch.needs_mla</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required when sliding_window_layers is set</source>
        <comment>arch.window_needed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing from the config; it is needed to size the model</source>
        <comment>hf.missing_key</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model_type &quot;{0}&quot; has no dedicated mapping; read from the common keys, so family details (biases, extra norms) may be missed</source>
        <comment>hf.unknown_family</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>attention biases of latent attention are not counted (a few parameters per layer)</source>
        <comment>hf.bias_not_counted</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read the language model only; the vision or audio encoder is not counted</source>
        <comment>hf.text_only</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown {0} &quot;{1}&quot;; known ids: {2}</source>
        <comment>catalog.unknown_id</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <comment>catalog.bad_id</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is &quot;{0}&quot;; a catalog file says &quot;gpu-planner.catalog/1&quot;</source>
        <comment>catalog.bad_format</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to the unknown link &quot;{0}&quot;</source>
        <comment>catalog.unknown_link</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must not exceed {0} for {1} (what one server holds); got {2}</source>
        <comment>hw.too_many_per_node</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{0}&quot; connects servers; intra_node_link needs a link inside one server (NVLink, PCIe)</source>
        <comment>hw.needs_intra_link</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is a link inside one server; inter_node_link needs a network (InfiniBand, RoCE, Ethernet)</source>
        <comment>hw.needs_inter_link</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide the KV heads ({0}) or be a multiple of them; got {1}</source>
        <comment>train.tp_kv_heads</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallelism of {0} spans servers of {1} GPUs: its all-reduces then cross the slow network</source>
        <comment>train.tp_across_nodes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interleaved schedules need pp of 2 or more</source>
        <comment>train.interleave_needs_pp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers ({0}) must divide evenly into pp ({1}) x virtual_stages ({2})</source>
        <comment>train.interleave_layers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert parallelism needs a mixture-of-experts model</source>
        <comment>train.ep_needs_moe</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp ({0}) x pp ({1}) x cp ({2}) = {3} must divide the GPU count ({4})</source>
        <comment>train.layout_divides</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must equal GPUs / (tp x pp x cp) = {0}; got {1}</source>
        <comment>train.dp_mismatch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must divide dp x cp ({0}); got {1}</source>
        <comment>train.ep_divides</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sharding group needs zero_stage 1 or more</source>
        <comment>train.shard_needs_zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs zero_stage {0} or more</source>
        <comment>train.offload_needs_zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} is not a multiple of micro_batch ({1}) x dp ({2}) = {3}; frameworks need a whole number of micro-batches per GPU</source>
        <comment>train.global_batch_multiple</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has no effect with tp 1</source>
        <comment>train.sp_needs_tp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} exceeds the model&apos;s max_position ({1})</source>
        <comment>train.seq_beyond_model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} has no FP8 tensor cores</source>
        <comment>train.no_fp8</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context parallelism needs flash attention (ring attention exchanges partial results)</source>
        <comment>train.cp_needs_flash</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layers ({0}) do not divide evenly into pp ({1}): the first stage holds {2} of them</source>
        <comment>train.uneven_stages</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA is usually run with data parallelism only</source>
        <comment>train.qlora_parallel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ignored when method is &quot;{0}&quot;</source>
        <comment>train.ignored_for_method</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a fraction between 0.001 and 1; got {0}</source>
        <comment>train.mfu_fraction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number or [low, expected, high]</source>
        <comment>train.mfu_shape</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heads ({0}) are not divisible by tp ({1}): vLLM, SGLang and TensorRT-LLM refuse this layout</source>
        <comment>infer.tp_heads</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} exceeds the model&apos;s max_position ({1})</source>
        <comment>infer.beyond_model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot load &quot;{1}&quot; weights</source>
        <comment>infer.engine_weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not offer a &quot;{1}&quot; KV cache</source>
        <comment>infer.engine_kv</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GGUF files are native to llama.cpp; {0} support is limited</source>
        <comment>infer.gguf_elsewhere</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ignored by {0}</source>
        <comment>infer.ignored_for_engine</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required when inference.device is &quot;cpu&quot;</source>
        <comment>infer.cpu_needed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tp ({0}) x pp ({1}) needs more GPUs than the {2} available</source>
        <comment>infer.more_than_gpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a three-letter ISO 4217 code such as &quot;USD&quot;; got &quot;{0}&quot;</source>
        <comment>cost.bad_currency</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: needs {0} per GPU, {1} offers {2}</source>
        <comment>memory.does_not_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activations take {0}: turn on full recompute (activation checkpointing) first</source>
        <comment>memory.try_recompute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lower micro_batch from {0} and keep global_batch with more accumulation steps</source>
        <comment>memory.try_smaller_micro_batch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn on sequence parallelism: it divides the remaining activations by tp</source>
        <comment>memory.try_sequence_parallel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise ZeRO from stage {0}: the states are replicated on {1} GPUs</source>
        <comment>memory.try_zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fine-tune with LoRA or QLoRA: only the adapters carry gradients and optimizer states</source>
        <comment>memory.try_lora</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>use QLoRA: a 4-bit base takes about a quarter of the memory of a 16-bit one</source>
        <comment>memory.try_qlora</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raise tensor parallelism from {0} within the server: weights and activations divide by tp</source>
        <comment>memory.try_tp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with this tp x pp x cp layout it fits on {0} GPUs (data parallel {1}), where ZeRO shards the states further</source>
        <comment>memory.needs_gpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only {0} ({1}%) of {2} is left: allocation spikes can run out of memory; keep 10% free</source>
        <comment>memory.low_headroom</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits as expected, but the high estimate {0} exceeds the {1} available</source>
        <comment>memory.may_not_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication takes {0}% of each step (mostly {1}): adding GPUs will not help until the link ({2}) matches the parallel strategy</source>
        <comment>time.communication_bound</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is needed to price the plan; the cost is left out</source>
        <comment>cost.no_price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is needed for the total time and the cost of the run</source>
        <comment>cost.no_tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give either hours, or cpu_cores (with tokens_per_core_s), not both</source>
        <comment>train.data_prep_either</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is needed: give hours, or cpu_cores to derive them</source>
        <comment>train.data_prep_needs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data preparation time needs training.tokens; it is left out</source>
        <comment>train.data_prep_no_tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine cannot start: one sequence of max_model_len {0} needs {1} of KV cache, and {2} is left on the {3} after weights and reservations</source>
        <comment>infer.cannot_start</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits as expected, but with the pessimistic reservations only {0} is left for the {1} of KV cache needed (the peak&apos;s, and at least one max_model_len sequence)</source>
        <comment>infer.may_not_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the companions take {0}: the engine can only be given {1} of the GPU, and starts only with memory_utilization at most that</source>
        <comment>infer.utilization_reduced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no concurrency meets the latency targets: even one user sees a first token after {0} ms and {1} ms per token; a faster GPU, more tensor parallelism or a smaller model is needed</source>
        <comment>infer.target_unmet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal validation, small model</source>
        <comment>infer.skip_personal</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline batch jobs</source>
        <comment>infer.skip_offline</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling a hosted API</source>
        <comment>infer.skip_api</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>online service</source>
        <comment>infer.skip_online</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal validation, small model: skip the GPU - the {2} decodes about {1} tokens/s, enough to try it; fails when concurrency or context grows</source>
        <comment>infer.skip_personal.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal validation, small model: keep the GPU - the {2} decodes only about {1} tokens/s or cannot hold the model</source>
        <comment>infer.skip_personal.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling a hosted API: skip the GPU - at this volume the API costs {1} {3} a month against {2} {3} for the GPUs; renting wins above {4} requests/s; fails on rate limits or cost</source>
        <comment>infer.skip_api.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling a hosted API: renting is cheaper - the API would cost {1} {3} a month against {2} {3} for the GPUs; the API wins below {4} requests/s</source>
        <comment>infer.skip_api.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} budget: memory share {1}, activation peak profiled at {2} batched tokens, KV cache in {3}-token blocks</source>
        <comment>assume.infer_engine</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>decode streams the weights and KV cache at {0}-{1}% of memory bandwidth plus a fixed per-step overhead; prefill runs at {2}% of the dense peak</source>
        <comment>assume.infer_speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no targets.requests_per_s: the volume compared is what the deployment serves flat out, {0} requests/s</source>
        <comment>assume.infer_volume_capacity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diagnose in this order: first single-GPU utilisation, then communication, only then a more expensive GPU</source>
        <comment>decide.train.order</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adding GPUs did not reduce total time</source>
        <comment>decide.train.scaling</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication is the bottleneck</source>
        <comment>decide.train.scaling.cause</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether the link (NVLink / PCIe / network) matches the parallel strategy</source>
        <comment>decide.train.scaling.check</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication takes {0}% of each step ({1} s of {2} s), mostly {3} traffic over {4} at {5} GB/s per GPU</source>
        <comment>decide.train.scaling.likely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication takes {0}% of each step ({1} s of {2} s, most of it {3} traffic over {4} at {5} GB/s per GPU), under the {6}% at which it sets the pace</source>
        <comment>decide.train.scaling.unlikely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one GPU: nothing crosses a link in this layout; estimate the GPU count you mean to add</source>
        <comment>decide.train.scaling.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-GPU utilisation stays low</source>
        <comment>decide.train.utilization</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data loading or communication waits</source>
        <comment>decide.train.utilization.cause</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the input pipeline, the batch size, how often the GPUs synchronise</source>
        <comment>decide.train.utilization.check</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPUs wait {0}% of each step, on communication ({1}%) and the pipeline bubble ({2}%): MFU is {3}% where the same kernels without waits reach {4}%</source>
        <comment>decide.train.utilization.waits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loaders must deliver {5} tokens/s per GPU, more than one CPU core tokenises ({7} tokens/s): tokenise ahead of time or add loader workers; the GPUs wait {0}% of each step (MFU {3}%)</source>
        <comment>decide.train.utilization.input</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPUs wait {0}% of each step (MFU {3}%, {4}% without waits), and the loaders need {5} tokens/s per GPU ({6} MB/s of token ids in all), within what one CPU core tokenises ({7} tokens/s)</source>
        <comment>decide.train.utilization.unlikely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frequent out-of-memory errors mid-run</source>
        <comment>decide.train.oom</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too little memory headroom, or a bad parallel split</source>
        <comment>decide.train.oom.cause</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>activation memory, the parallel split ratios</source>
        <comment>decide.train.oom.check</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the expected peak of {5} exceeds the {6}&apos;s {2}: the run stops at its first step, not mid-run; activations take {4}</source>
        <comment>decide.train.oom.does_not_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only {0} ({1}%) of the {6}&apos;s {2} stays free at the expected peak of {5}, less than the {7}% that allocation spikes and fragmentation need; activations take {4}</source>
        <comment>decide.train.oom.low_headroom</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}%) of the {6}&apos;s {2} stays free at the expected peak of {5}, but the high estimate {3} exceeds it; activations take {4}</source>
        <comment>decide.train.oom.high_exceeds</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}%) of the {6}&apos;s {2} stays free at the expected peak of {5}, and even the high estimate {3} fits</source>
        <comment>decide.train.oom.unlikely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several machines slower than one</source>
        <comment>decide.train.multi_node</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bandwidth between the machines is too low</source>
        <comment>decide.train.multi_node.cause</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network between the machines, not the links inside one</source>
        <comment>decide.train.multi_node.check</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}% of each step ({1} s) waits on the network between the {5} servers ({2}: {3} GB/s per GPU, against {4} GB/s inside a server), more than the about {6} s of compute per step that spreading the work over them saves</source>
        <comment>decide.train.multi_node.likely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network between the {5} servers ({2}: {3} GB/s per GPU, against {4} GB/s inside a server) costs {1} s per step ({0}%), less than the about {6} s of compute per step that spreading the work over them saves</source>
        <comment>decide.train.multi_node.unlikely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one server: nothing crosses the network between servers; estimate the scenario with the servers you mean to add</source>
        <comment>decide.train.multi_node.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resident weights</source>
        <comment>decide.infer.weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory capacity</source>
        <comment>decide.infer.weights.resource</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a more aggressive quantisation level</source>
        <comment>decide.infer.weights.save</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the weights take {0} of the {1}&apos;s {2} ({3}%) at {4}, {5} bits per weight</source>
        <comment>decide.infer.weights.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>served from the {1} (inference.device cpu): the weights take {0} of its {2} ({3}%) at {4}, {5} bits per weight</source>
        <comment>decide.infer.weights.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward pass per token</source>
        <comment>decide.infer.forward</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute and latency</source>
        <comment>decide.infer.forward.resource</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a smaller model, shorter outputs</source>
        <comment>decide.infer.forward.save</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Long-context KV cache</source>
        <comment>decide.infer.kv_cache</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory capacity</source>
        <comment>decide.infer.kv_cache.resource</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cap the maximum context, cap concurrency, quantise the KV cache</source>
        <comment>decide.infer.kv_cache.save</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vector search / rerank</source>
        <comment>decide.infer.search</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory or CPU</source>
        <comment>decide.infer.search.resource</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a separate process or machine</source>
        <comment>decide.infer.search.save</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>co-located on the {3}: {0}, taking {1} ({2}% of its memory), which the KV cache cannot use</source>
        <comment>decide.infer.search.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no vector search or rerank service is listed in inference.companions: it can run on the CPU or another machine</source>
        <comment>decide.infer.search.depends</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>served from the {3} (inference.device cpu) alongside {0}, taking {1} ({2}% of its memory): no GPU is involved</source>
        <comment>decide.infer.search.cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech / image services</source>
        <comment>decide.infer.services</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU memory</source>
        <comment>decide.infer.services.resource</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deploy them separately</source>
        <comment>decide.infer.services.save</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>co-located on the {3}: {0}, taking {1} ({2}% of its memory), which the KV cache cannot use</source>
        <comment>decide.infer.services.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no speech, image or other service shares the {3} (inference.companions)</source>
        <comment>decide.infer.services.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>served from the {3} (inference.device cpu) alongside {0}, taking {1} ({2}% of its memory): no GPU is involved</source>
        <comment>decide.infer.services.cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is needed to rank layouts by cost (--objective {0})</source>
        <comment>plan.needs_price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is needed for {0}: the total time depends on the tokens trained</source>
        <comment>plan.needs_tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no layout on up to {0} x {1} fits in memory; raise --max-gpus, or try LoRA, QLoRA or a GPU with more memory</source>
        <comment>plan.nothing_fits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>several servers are slower than one: the best layout on {0} GPUs takes {1} s per step, on {2} GPUs {3} s, because {5}% of each step waits on the link between servers ({4}); a faster network, not more GPUs, is what helps</source>
        <comment>plan.multi_node_slower</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adding GPUs stops helping at {0}: at {1} GPUs communication takes {2}% of each step over {3}</source>
        <comment>plan.scaling_stops</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the global batch stays at {0} sequences per step for every layout (as the scenario sets it): data parallelism times micro-batch must divide it</source>
        <comment>plan.assume_global_batch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the global batch stays at {0} sequences per step (micro_batch x dp of the scenario, as global_batch is not set): data parallelism times micro-batch must divide it</source>
        <comment>plan.assume_global_batch_derived</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a layout fits when its expected memory leaves 10% of the GPU free; sequence parallelism is on whenever tensor parallelism is, and tensor parallelism stays inside a server</source>
        <comment>plan.assume_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adapter and freeze fine-tunes are laid out as the Hugging Face stack runs them: data parallelism with ZeRO/FSDP sharding, no tensor, pipeline, context or expert parallelism</source>
        <comment>plan.assume_data_parallel_only</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every layout&apos;s memory is corrected by the trial run&apos;s measured peak, with the trial modelled at that layout&apos;s parallel split, sharding and recomputation</source>
        <comment>plan.assume_memory_calibrated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario&apos;s MFU band applies to its own layout: there it scales the model&apos;s step time by {0}, and every other layout is scaled alike</source>
        <comment>plan.assume_mfu_calibrated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every layout&apos;s step time is corrected by the trial run&apos;s measured step time, with the trial modelled at that layout&apos;s parallel split, sharding and recomputation</source>
        <comment>plan.assume_time_calibrated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameters set to {0} by the scenario (the architecture alone gives {1})</source>
        <comment>assume.parameters_override</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>memory calibrated by the trial run: the model gives {0} for it, {1} was measured, so the target&apos;s total is scaled by {2}</source>
        <comment>assume.memory_calibrated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time from the scenario&apos;s MFU band instead of the efficiency model; compute is what remains after communication and the pipeline bubble</source>
        <comment>assume.mfu_given</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step time calibrated by the trial run: the model gives {0} s for it, {1} s was measured, so the target&apos;s time is scaled by {2}</source>
        <comment>assume.time_calibrated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <comment>compare.workload</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <comment>compare.model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <comment>compare.parameters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <comment>compare.hardware</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per server x servers</source>
        <comment>compare.servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <comment>compare.method</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <comment>compare.precision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <comment>compare.zero_stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <comment>compare.layout</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch / global batch</source>
        <comment>compare.batch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <comment>compare.seq_len</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute</source>
        <comment>compare.recompute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <comment>compare.engine</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <comment>compare.weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt + output tokens</source>
        <comment>compare.context</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak concurrency</source>
        <comment>compare.peak_concurrency</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor x pipeline parallel</source>
        <comment>compare.serving_split</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <comment>compare.price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (expected)</source>
        <comment>compare.memory_per_gpu_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (high)</source>
        <comment>compare.memory_high_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity per GPU</source>
        <comment>compare.capacity_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom per GPU</source>
        <comment>compare.headroom_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>compare.gpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <comment>compare.step_time_s</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <comment>compare.mfu_percent</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second (all GPUs)</source>
        <comment>compare.tokens_per_s</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>compare.gpu_hours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar time</source>
        <comment>compare.calendar_days</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>compare.cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <comment>compare.cost_per_million_tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <comment>compare.cost_per_million_output_tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits</source>
        <comment>compare.fits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario: {0} ({1})</source>
        <comment>text.scenario</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model: {0}</source>
        <comment>text.model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters:</source>
        <comment>text.parameters</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active per token:</source>
        <comment>text.active_per_token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding:</source>
        <comment>text.embedding</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output head:</source>
        <comment>text.output_head</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention:</source>
        <comment>text.attention</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP / experts:</source>
        <comment>text.mlp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Norms:</source>
        <comment>text.norms</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape:</source>
        <comment>text.shape</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} layers, hidden {1}, {2} heads ({3} KV), head_dim {4}</source>
        <comment>text.shape_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (first pipeline stage), expected (low - high):</source>
        <comment>text.training_memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights:</source>
        <comment>text.weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients:</source>
        <comment>text.gradients</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states:</source>
        <comment>text.optimizer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations:</source>
        <comment>text.activations</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead:</source>
        <comment>text.overhead</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total:</source>
        <comment>text.total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity:</source>
        <comment>text.capacity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}) - {2}</source>
        <comment>text.capacity_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} - {1}</source>
        <comment>text.capacity_short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrated total:</source>
        <comment>text.calibrated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(trial run)</source>
        <comment>text.trial_run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest micro-batch that fits: {0}; longest sequence: {1} tokens</source>
        <comment>text.largest_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest GPU count for this layout: {0}</source>
        <comment>text.min_gpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU count up to data parallel {0} fits this layout</source>
        <comment>text.no_gpu_count</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory/node:</source>
        <comment>text.host_memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training step:</source>
        <comment>text.training_step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Work:</source>
        <comment>text.work</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} FLOPs ({1} with recomputation), {2} tokens</source>
        <comment>text.work_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time:</source>
        <comment>text.step_time</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute</source>
        <comment>text.compute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>communication</source>
        <comment>text.communication</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <comment>text.bubble</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU:</source>
        <comment>text.mfu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole run:</source>
        <comment>text.for_tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} tokens in {1} days ({2} - {3}), {4} GPU-hours ({5} - {6})</source>
        <comment>text.duration_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Input pipeline:</source>
        <comment>text.input_pipeline</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} tokens/s (up to {1}): {2} MB/s of {3}-byte token ids, {4} MB/s of raw text</source>
        <comment>text.input_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data preparation:</source>
        <comment>text.data_prep</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} h ({1} - {2}) of CPU time, not GPU-hours</source>
        <comment>text.data_prep_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} h ({1} - {2}) of CPU time (given), not GPU-hours</source>
        <comment>text.data_prep_given</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost:</source>
        <comment>text.cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {1} ({2} - {3}), {4} billed hours per GPU</source>
        <comment>text.cost_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU (busiest stage), expected (low - high):</source>
        <comment>text.inference_memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (CPU), expected (low - high):</source>
        <comment>text.inference_memory_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({0}, {1} bits/weight)</source>
        <comment>text.weights_format</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache at peak:</source>
        <comment>text.kv_peak</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companions:</source>
        <comment>text.companions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache:</source>
        <comment>text.kv_cache</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} bytes per token on the busiest device; room for {1} tokens ({2} - {3})</source>
        <comment>text.kv_room</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} concurrent {0|sequence|sequences} of {1} tokens; {2} tokens each at {3} concurrent</source>
        <comment>text.kv_sequences</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First token:</source>
        <comment>text.first_token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per output token:</source>
        <comment>text.per_token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput:</source>
        <comment>text.throughput</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding at once:</source>
        <comment>text.decoding</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} s ({1} - {2})</source>
        <comment>text.seconds_range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ms ({1} - {2})</source>
        <comment>text.ms_range</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} output tokens/s ({1} - {2})</source>
        <comment>text.throughput_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {0|sequence|sequences} (beyond: queueing)</source>
        <comment>text.decoding_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency</source>
        <comment>text.col_concurrency</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TTFT s</source>
        <comment>text.col_ttft</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <comment>text.col_tpot</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <comment>text.col_tokens</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {0|server|servers} ({1} - {2}); {3} concurrent {3|user|users} each within the targets</source>
        <comment>text.deploy_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {0|replica|replicas} ({1} - {2}) of tp {3} x pp {4} = {5} {5|GPU|GPUs} ({6} - {7}); {8} concurrent {8|user|users} per replica within the targets</source>
        <comment>text.deploy_gpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU path ({0}): {1} tokens/s ({2} - {3})</source>
        <comment>text.cpu_path</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU path ({0}): {1} tokens/s ({2} - {3}), does NOT fit in its memory</source>
        <comment>text.cpu_path_no_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent vs API: GPUs {0} {1}/month, API {2} {1}/month at {3} requests/s; break-even {4} requests/s</source>
        <comment>text.rent</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch: {0}</source>
        <comment>text.launch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <comment>text.assumptions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice:</source>
        <comment>text.advice</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Troubleshooting ({0}):</source>
        <comment>text.troubleshooting</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which parts need the GPU:</source>
        <comment>text.gpu_parts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}): {2} - {3}; check first: {4}</source>
        <comment>text.decision_training</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1}): {2} - {3}; to save: {4}</source>
        <comment>text.decision_serving</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan: {0}</source>
        <comment>text.plan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objective {0}, up to {1} x {2} ({3} per server)</source>
        <comment>text.plan_search</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} layouts evaluated, {1} fit in memory</source>
        <comment>text.plan_evaluated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best layouts (expected values):</source>
        <comment>text.plan_best</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling (the fastest layout at each GPU count):</source>
        <comment>text.plan_scaling</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing fits in memory</source>
        <comment>text.plan_nothing_fits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no layout: the parallel sizes and the global batch do not factor into this count</source>
        <comment>text.plan_no_layout</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>text.col_gpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recompute</source>
        <comment>text.col_recompute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB/cap</source>
        <comment>text.col_memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>step s</source>
        <comment>text.col_step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <comment>text.col_days</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>text.col_gpu_hours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost {0}</source>
        <comment>text.col_cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>* baseline; ! differs from the others</source>
        <comment>text.compare_legend</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searched in {0} s ({1} million layouts per second)</source>
        <comment>text.plan_searched</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}: valid</source>
        <comment>text.valid</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, ZeRO-{1}, {2}, micro-batch {3}</source>
        <comment>layout.summary</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, ZeRO-{1} with optimizer offload, {2}, micro-batch {3}</source>
        <comment>layout.summary_offload</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recomputation</source>
        <comment>layout.recompute_none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <comment>layout.recompute_selective</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full recomputation</source>
        <comment>layout.recompute_full</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <comment>objective.min_gpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowest cost</source>
        <comment>objective.min_cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shortest time</source>
        <comment>objective.min_time</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <comment>word.training</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <comment>word.inference</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <comment>word.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <comment>word.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <comment>word.fits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does NOT fit</source>
        <comment>word.does_not_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does NOT fit the peak</source>
        <comment>word.peak_does_not_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine cannot start</source>
        <comment>word.engine_cannot_start</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <comment>unit.days</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h</source>
        <comment>unit.hours</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>info</source>
        <comment>level.info</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <comment>level.warning</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>critical</source>
        <comment>level.critical</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>likely</source>
        <comment>verdict.likely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unlikely</source>
        <comment>verdict.unlikely</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot tell</source>
        <comment>verdict.unknown</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <comment>verdict.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <comment>verdict.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>depends</source>
        <comment>verdict.depends</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>personal validation, small model: it depends - name a CPU (hardware.cpu) to judge it</source>
        <comment>infer.skip_personal.depends</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline batch jobs: skip the GPU - latency does not matter; the CPU decodes about {1} tokens/s against a volume of {2} tokens/s; fails when the queue backs up</source>
        <comment>infer.skip_offline.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline batch jobs: keep the GPU - the CPU decodes about {1} tokens/s against a volume of {2} tokens/s, or cannot hold the model</source>
        <comment>infer.skip_offline.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline batch jobs: skip the GPU - latency does not matter; the CPU decodes about {1} tokens/s, and no volume is stated (targets.requests_per_s) to check it against; fails when the queue backs up</source>
        <comment>infer.skip_offline.yes_unstated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline batch jobs: keep the GPU - the CPU cannot hold the model (it would decode about {1} tokens/s; no volume is stated in targets.requests_per_s)</source>
        <comment>infer.skip_offline.no_unstated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offline batch jobs: it depends - name a CPU (hardware.cpu) to judge it</source>
        <comment>infer.skip_offline.depends</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling a hosted API: it depends - give pricing.gpu_hour and the API&apos;s per-million prices to compare</source>
        <comment>infer.skip_api.depends</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last pipeline stage, expected (low - high):</source>
        <comment>text.last_stage_memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} layers over {1} stages of {2} each (Megatron&apos;s split) leave the last stage without a layer; use a pipeline size that divides the layers more evenly</source>
        <comment>train.empty_last_stage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU, expected (low - high):</source>
        <comment>text.training_memory_every_gpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prices the unknown GPU &quot;{0}&quot;; a price&apos;s id is the GPU it is for: {1}</source>
        <comment>catalog.price_unknown_gpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU-hour price, {1} {2} for {0}, is your catalog&apos;s ({3}, as of {4}); the scenario states none</source>
        <comment>assume.catalog_price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is in {0}, but your catalog prices {1} in {2}: that price is not used; state pricing.gpu_hour in {0}</source>
        <comment>cost.catalog_currency</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, holding {4} MoE layers where the first stage holds {5}; more expert parallelism, ZeRO sharding of the experts or more pipeline stages bring it down</source>
        <comment>memory.middle_stage_over_moe</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, with the gradients and optimizer states of {4} trained layers where the first stage trains {5}; ZeRO sharding, fewer trained layers or more pipeline stages bring it down</source>
        <comment>memory.middle_stage_over_trained</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stage {0} of {1}, the fullest between the first and the last, expected (low - high):</source>
        <comment>text.middle_stage_memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, holding {4} dense layers where the first stage holds {5} (their MLPs are larger than an MoE layer&apos;s experts on this GPU); more pipeline stages or ZeRO sharding bring it down</source>
        <comment>memory.middle_stage_over_dense</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the peak the {2} holds {0} in all, above its {1}: the KV cache fits the engine&apos;s share, but the activations and reservations outside it ({3}) do not fit the rest; lower max_num_batched_tokens or the engine&apos;s memory share</source>
        <comment>infer.total_does_not_fit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_kv_dtype</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_kv_dtype_short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_shorter_context</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_shorter_context_short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_tp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_tp_short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_quantization</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_quantization_short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <comment>compare.billing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict:</source>
        <comment>text.verdict</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: {0} free of {1} per GPU</source>
        <comment>fit.fits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: {0} short of {1} per GPU</source>
        <comment>fit.short</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: {0} free of the server&apos;s {1} of memory</source>
        <comment>fit.fits_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: {0} short of the server&apos;s {1} of memory</source>
        <comment>fit.short_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hourly (whole hours)</source>
        <comment>billing.hourly</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>daily (whole days)</source>
        <comment>billing.daily</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>monthly (whole 30-day months)</source>
        <comment>billing.monthly</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reserved (the whole term)</source>
        <comment>billing.reserved</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per second</source>
        <comment>billing.per-second</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework:</source>
        <comment>text.framework</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}; kernels reach {1}% of the peak ({2} - {3})</source>
        <comment>text.framework_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (follows the method)</source>
        <comment>text.framework_auto</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <comment>framework.megatron</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <comment>framework.torchtitan</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <comment>framework.deepspeed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <comment>framework.fsdp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face Trainer / PEFT</source>
        <comment>framework.hf</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchtune</source>
        <comment>framework.torchtune</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsloth</source>
        <comment>framework.unsloth</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLaMA-Factory</source>
        <comment>framework.llama-factory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <comment>compare.framework</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last pipeline stage does not fit: it needs {0} against {1}, with {2} of activations including 16-bit logits, their FP32 log-softmax and gradients over the whole vocabulary; a fused cross entropy (Liger, Megatron), more tensor parallelism or fewer layers on the last stage bring it down</source>
        <comment>memory.last_stage_over_unfused</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss is a fused vocabulary-parallel cross entropy (as in Megatron-LM): 4 bytes per token per vocabulary entry (training.loss)</source>
        <comment>assume.fused_loss</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss is PyTorch&apos;s cross entropy on an FP32 copy of the logits (as Hugging Face, torchtitan and DeepSpeed run it): about 14 bytes per token per vocabulary entry at its peak; a fused loss (Liger, Cut Cross Entropy) needs almost none (training.loss)</source>
        <comment>assume.unfused_loss</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output head and the loss run in chunks of tokens (as in torchtune): about 6 bytes per token per vocabulary entry at its peak (training.loss)</source>
        <comment>assume.chunked_loss</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the output head is fused with the loss (Cut Cross Entropy, Liger): the logits are never held whole (training.loss)</source>
        <comment>assume.fused_linear_loss</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved peak:</source>
        <comment>text.reserved</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allocated peak:</source>
        <comment>text.allocated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss:</source>
        <comment>text.loss</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} (follows the framework)</source>
        <comment>text.loss_auto</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full logits, FP32 cross entropy</source>
        <comment>loss.full-logits</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fused vocabulary-parallel cross entropy</source>
        <comment>loss.fused</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head and loss in chunks</source>
        <comment>loss.chunked</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>head fused with the loss</source>
        <comment>loss.fused-linear</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ignored with one pipeline stage</source>
        <comment>train.ignored_without_pp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with two pipeline stages the first and the last stage&apos;s layers must add up to the model&apos;s {0} layers</source>
        <comment>train.stage_layers_sum</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first_stage_layers and last_stage_layers are estimated with virtual_stages 1 only</source>
        <comment>train.stage_layers_interleaved</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {0} layers between the first and the last stage do not divide evenly over the {1} stages between them, as Megatron-LM requires</source>
        <comment>train.stage_layers_rest</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the stages given their own layer counts take {0} of the {1} layers, leaving fewer than one for each of the {2} other stages</source>
        <comment>train.stage_layers_too_many</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last pipeline stage does not fit: it needs {0} against {1}, with {2} of activations including the output head&apos;s loss; more tensor parallelism or fewer layers on the last stage bring it down</source>
        <comment>memory.last_stage_over</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, with {4} layers where the first stage holds {5} (first_stage_layers); more pipeline stages or a first stage with more layers bring it down</source>
        <comment>memory.middle_stage_over_layers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full recomputation, inputs in host memory</source>
        <comment>layout.recompute_offload</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed: none, the engine cannot start at this setting (the verdict says why)</source>
        <comment>text.speed_cannot_start</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing runs yet: the engine cannot start on the {4} at this setting, so there is no first token and no time per token (the verdict says why)</source>
        <comment>decide.infer.forward.cannot_start</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from {0} to {1}, or &quot;auto&quot;; got &quot;{2}&quot;</source>
        <comment>field.integer_or_auto</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas as entered</source>
        <comment>compare.fleet_replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Targets met as entered</source>
        <comment>compare.fleet_targets_met</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet as entered: {0} {0|GPU|GPUs}, {1} {1|replica|replicas} of tp {2} x pp {3}, {4} spare</source>
        <comment>text.fleet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet as entered: {0} {0|server|servers}, one replica each</source>
        <comment>text.fleet_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs {0} {1} a month</source>
        <comment>text.fleet_cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest fleet for the targets:</source>
        <comment>text.deployment</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets the targets: {0} {0|user|users} per replica, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.met</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No targets set: {0} {0|user|users} per replica, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.no_targets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per replica the first token takes {1} ms, over the {4} ms target</source>
        <comment>fleet.short_ttft</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per replica each token takes {2} ms, over the {4} ms target</source>
        <comment>fleet.short_tpot</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the targets: {3} requests/s in all, under the {4} requests/s asked</source>
        <comment>fleet.short_rate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serves no one: one replica does not fit its GPUs</source>
        <comment>fleet.short_memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds no replica: {0} {0|GPU|GPUs}, where one replica needs {1}</source>
        <comment>fleet.short_replica</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the smallest split on which the plan fits is tp {0} x pp {1}</source>
        <comment>infer.smallest_split</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serves no one: one replica does not fit the server&apos;s memory</source>
        <comment>fleet.short_memory_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the targets: each replica runs {5} of its {0} users at once, and the rest wait for a slot (first token {1} ms)</source>
        <comment>fleet.short_queue</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no targets set</source>
        <comment>word.no_targets</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed loop of {0} {0|user|users}, each sending the next request when the last is answered (expected, low - high):</source>
        <comment>text.speed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst of {0} {0|prompt|prompts} sent at once (expected, low - high):</source>
        <comment>text.burst</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} s on average ({1} - {2}); the last prompt&apos;s after {3} s</source>
        <comment>text.burst_first_token</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All answered:</source>
        <comment>text.burst_done</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after {0} s ({1} - {2}), {3} {3|prompt|prompts} at a time</source>
        <comment>text.burst_done_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not split a model into pipeline stages: set pp to 1 and spread the model with tp</source>
        <comment>infer.engine_no_pp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} budget: {1} of the memory free after the weights becomes KV cache (cache_max_entry_count) in {3}-token blocks; prefill buffers for {2} tokens live in the rest</source>
        <comment>assume.infer_engine_lmdeploy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model_type &quot;{0}&quot; is not mapped, but its model class is: read as &quot;{1}&quot;</source>
        <comment>hf.family_from_class</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>describes mixture-of-experts layers that the reader for model_type &quot;{0}&quot; does not count, so the experts would be left out: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_experts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>describes linear-attention or state-space layers that the reader for model_type &quot;{0}&quot; does not count, so the model would be sized as full attention everywhere: describe it with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_hybrid</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>describes latent attention that the reader for model_type &quot;{0}&quot; does not count: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_mla</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>describes a sparse-attention indexer that the reader for model_type &quot;{0}&quot; does not count: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_sparse</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>describes a vision or audio encoder beside a language model of model_type &quot;{0}&quot;, which has no mapping: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_tower</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <comment>word.traffic.tensor_parallel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>context parallel</source>
        <comment>word.traffic.context_parallel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert parallel</source>
        <comment>word.traffic.expert_parallel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>data parallel</source>
        <comment>word.traffic.data_parallel</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pipeline</source>
        <comment>word.traffic.pipeline</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <comment>word.traffic.none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the plan search lays out training runs; this scenario serves a model</source>
        <comment>plan.training_only</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>compare.label_unit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} GiB  ({1} - {2})</source>
        <comment>text.memory_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(queueing)</source>
        <comment>word.queueing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} s  ({1} - {2})</source>
        <comment>text.seconds_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <comment>bom.item.server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <comment>bom.item.gpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <comment>bom.item.cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System memory</source>
        <comment>bom.item.memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data drives (NVMe)</source>
        <comment>bom.item.nvme</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System drives (NVMe)</source>
        <comment>bom.item.nvme.os</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute network adapter ports</source>
        <comment>bom.item.nic.compute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and in-band network adapters</source>
        <comment>bom.item.nic.storage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out-of-band management port</source>
        <comment>bom.item.nic.bmc</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <comment>bom.item.switch.leaf</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spine switch</source>
        <comment>bom.item.switch.spine</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Core switch</source>
        <comment>bom.item.switch.core</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <comment>bom.item.cable</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver, switch side</source>
        <comment>bom.item.transceiver.switch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver, server side</source>
        <comment>bom.item.transceiver.server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} GPUs on an HGX / OAM baseboard, {1}</source>
        <comment>bom.spec.server.baseboard</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rack-scale system of {0} GPUs in one {1} domain</source>
        <comment>bom.spec.server.rack_scale</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>workstation with {0} {0|GPU|GPUs} ({1})</source>
        <comment>bom.spec.server.workstation</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mac with unified memory</source>
        <comment>bom.spec.server.apple</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU server</source>
        <comment>bom.spec.server.cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} GiB</source>
        <comment>bom.spec.gpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} sockets, at least {1} cores in all</source>
        <comment>bom.spec.cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} cores per socket</source>
        <comment>bom.spec.cpu_named</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least {0} GiB</source>
        <comment>bom.spec.memory</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} TB drives for {1} TB: the model&apos;s files and checkpoints</source>
        <comment>bom.spec.nvme</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mirrored boot drives</source>
        <comment>bom.spec.nvme_os</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one port per GPU: {0}</source>
        <comment>bom.spec.nic_compute</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dual-port 200/400 Gb/s</source>
        <comment>bom.spec.nic_storage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 GbE (BMC)</source>
        <comment>bom.spec.nic_bmc</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}-port switch for {1}</source>
        <comment>bom.spec.switch_leaf</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}-port switch for {1}</source>
        <comment>bom.spec.switch_spine</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}-port switch for {1}</source>
        <comment>bom.spec.switch_core</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>for {0}</source>
        <comment>bom.spec.cable</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one per port, for {0}</source>
        <comment>bom.spec.transceiver</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twin-port OSFP, one per two ports, for {0}</source>
        <comment>bom.spec.transceiver_twin</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <comment>bom.csv.item</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity</source>
        <comment>bom.csv.quantity</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per server</source>
        <comment>bom.csv.per_server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specification</source>
        <comment>bom.csv.specification</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power per server (maximum)</source>
        <comment>bom.power.server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of the servers (maximum)</source>
        <comment>bom.power.total</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Racks</source>
        <comment>bom.power.racks</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one server draws more than the {0} kW a rack may: the racks need more power</source>
        <comment>bom.power.over_rack</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per year</source>
        <comment>bom.power.energy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} kWh at {1}% of the maximum with a PUE of {2}</source>
        <comment>bom.power.energy_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <comment>bom.power.energy_cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not given: {0}</source>
        <comment>bom.missing</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network between the servers</source>
        <comment>bom.fabric</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}-tier fat tree of {1}-port switches, {2} ports</source>
        <comment>bom.fabric.value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (one server)</source>
        <comment>bom.fabric.none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <comment>method.full</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <comment>method.lora</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <comment>method.qlora</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>freeze (last layers)</source>
        <comment>method.freeze</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <comment>precision.bf16-mixed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <comment>precision.fp16-mixed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <comment>precision.fp32</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 only</source>
        <comment>precision.bf16-pure</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 mixed precision</source>
        <comment>precision.fp8-mixed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no recomputation</source>
        <comment>recompute.none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <comment>recompute.selective</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full recomputation</source>
        <comment>recompute.full</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full, inputs in host memory</source>
        <comment>recompute.offload</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM</source>
        <comment>engine.vllm</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGLang</source>
        <comment>engine.sglang</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <comment>engine.trtllm</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LMDeploy</source>
        <comment>engine.lmdeploy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <comment>engine.llamacpp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>generic engine</source>
        <comment>engine.generic</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 socket, at least {0} cores</source>
        <comment>bom.spec.cpu_single</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>boot drive</source>
        <comment>bom.spec.nvme_boot</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one port per server: {0}</source>
        <comment>bom.spec.nic_compute_server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no power figure: no published maximum system power to scale for this kind of machine</source>
        <comment>bom.power.no_model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD; got &quot;{0}&quot;</source>
        <comment>field.bad_date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit price</source>
        <comment>bom.csv.unit_price</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <comment>bom.csv.currency</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <comment>bom.csv.vendor</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote date</source>
        <comment>bom.csv.date</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <comment>own.item.server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <comment>own.item.switch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <comment>own.item.cable</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver, switch side</source>
        <comment>own.item.switch_transceiver</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver, server side</source>
        <comment>own.item.server_transceiver</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <comment>own.col.amount</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A server&apos;s price is for the server as the bill of materials specifies it: GPUs, CPUs, memory, drives and adapters included.</source>
        <comment>own.server_includes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital cost</source>
        <comment>own.capex</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, a lower bound: not priced: {1}</source>
        <comment>own.capex_partial</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>own.not_priced</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <comment>own.exchange_rate</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 {0} = {1} {2}</source>
        <comment>own.exchange_rate_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 {0} = {1} {2}, as of {3}</source>
        <comment>own.exchange_rate_dated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy per year</source>
        <comment>own.energy</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support per year ({0}% of the capital cost)</source>
        <comment>own.support</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting the same {0} {0|GPU|GPUs} around the clock for {1} {1|year|years}</source>
        <comment>own.rent_term</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying pays back after</source>
        <comment>own.break_even</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} months of round-the-clock use</source>
        <comment>own.break_even_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying does not pay back against renting: the rent is not above owning&apos;s running costs</source>
        <comment>own.no_break_even</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting this run once</source>
        <comment>own.rent_run</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying pays back against the API after</source>
        <comment>own.break_even_api</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying does not pay back against the API: the API costs less than owning&apos;s running costs</source>
        <comment>own.no_break_even_api</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No purchase price is given: enter a quote for each item (the form&apos;s Purchase quotes group, or purchase.server.unit_price and the others in the file) to see the capital cost and the cost of ownership.</source>
        <comment>own.none</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, each with up to {1} {1|server|servers} under {2} kW</source>
        <comment>bom.power.racks_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space per year (racks: {0})</source>
        <comment>own.space</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet for the targets ({0} {0|server|servers})</source>
        <comment>own.fleet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers to buy</source>
        <comment>compare.servers_bought</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of the servers</source>
        <comment>compare.power_kw</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capital cost</source>
        <comment>compare.capex</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership over the term</source>
        <comment>compare.tco</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <comment>compare.recommended</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: the lowest cost of ownership of the options that fit</source>
        <comment>word.recommended.tco</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: the lowest cost of the options that fit</source>
        <comment>word.recommended.cost</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote request</source>
        <comment>bom.sheet_name</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared storage for checkpoints</source>
        <comment>bom.storage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} GB/s of writes to save the {1} TB checkpoint in {2} minutes ({3} GB/s per server; DGX SuperPOD&apos;s storage guidance is 2 to 20 GB/s of writes per server)</source>
        <comment>bom.storage_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} ports: more than a three-tier fat tree of {1}-port switches holds; design it with the vendor</source>
        <comment>bom.fabric.too_large</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least {0}: an item or a running cost is not given</source>
        <comment>own.lower_bound</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shares one KV cache between layers (cross-layer attention), which the reader for model_type &quot;{0}&quot; does not size: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_cross_layer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>differs from layer to layer, which the reader cannot hold: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uneven_layers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} of the {1} layers are MoE: they are counted exactly, but sized as if the dense layers came first, so a pipeline stage&apos;s mix of dense and MoE layers may differ from the model&apos;s</source>
        <comment>hf.moe_layers_reordered</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has a value the reader for model_type &quot;{0}&quot; does not know, so the model could be miscounted: describe it with model.architecture instead (docs/models.md)</source>
        <comment>hf.unknown_variant</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has &quot;{0}&quot; at position {1}; each layer is one of M (a linear mixer), * (attention), - (an MLP) or E (experts)</source>
        <comment>arch.pattern_character</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>describes {0} layers, but layers is {1}</source>
        <comment>arch.pattern_length</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be combined with layer_pattern, which places every layer itself</source>
        <comment>arch.pattern_places_layers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be given with layer_pattern&apos;s E layers, and only with them</source>
        <comment>arch.pattern_needs_experts</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} MiB of recurrent state per sequence in {1} linear-attention or state-space layers, whatever its length</source>
        <comment>text.recurrent_state</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a vision encoder (vision_parameters above 0)</source>
        <comment>arch.vision_needs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies only to a model with a vision encoder (set vision_parameters)</source>
        <comment>arch.needs_vision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lacks a size the vision encoder of model_type &quot;{0}&quot; needs (layers, widths, patch and image size): describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.vision_incomplete</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prompt ({0} tokens) + output_tokens ({1}) = {2} exceeds the maximum length {3}</source>
        <comment>infer.request_too_long</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the prompt ({0} tokens) + output_tokens ({1}) = {2} exceeds the model&apos;s max_position ({3})</source>
        <comment>infer.request_beyond_model</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no vision encoder, so it takes no images</source>
        <comment>infer.no_vision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision encoder:</source>
        <comment>text.vision</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}, {1} prompt tokens per image</source>
        <comment>text.vision_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for a sparse-attention indexer (index_heads, index_head_dim and index_topk together)</source>
        <comment>arch.indexer_needs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies only to latent attention with a query compression (kv_lora_rank and q_lora_rank)</source>
        <comment>arch.indexer_needs_latent</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for Mamba-1 layers (linear_mixer &quot;mamba1&quot;)</source>
        <comment>arch.mamba1_needs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies only to Mamba-1 layers (linear_mixer &quot;mamba1&quot; with linear layers)</source>
        <comment>arch.needs_mamba1</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places its {0} attention layers among {1} other than every n-th layer from a first one, which the reader cannot follow: describe the model with model.architecture (full_attention_interval, first_attention_layer) instead (docs/models.md)</source>
        <comment>hf.linear_layers_irregular</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Linear layers:</source>
        <comment>text.linear_layers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1 for Mamba-1 layers (linear_mixer &quot;mamba1&quot;: one state per inner channel, B and C shared); got {0}</source>
        <comment>arch.mamba1_shape</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient reduction:</source>
        <comment>text.gradient_reduction</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every micro-batch</source>
        <comment>reduction.each-micro-batch</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>once per step, whole gradients held until then</source>
        <comment>reduction.once-per-step</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ignored with &quot;{0}&quot; weights</source>
        <comment>infer.ignored_for_weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no routed experts: quantise &quot;all&quot; layers instead</source>
        <comment>infer.no_experts_to_quantize</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed (judged):</source>
        <comment>text.needed</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({0}) is below max_num_seqs ({1}): vLLM needs a token per running sequence in each step and refuses to start</source>
        <comment>infer.batch_below_sequences</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be left out for lightning attention (linear_mixer &quot;lightning&quot;), which has no convolution</source>
        <comment>arch.lightning_no_conv</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} cannot run lightning-attention layers (MiniMax-01, MiniMax-M1): serve the model with vLLM</source>
        <comment>infer.engine_lightning</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} does not run &quot;{1}&quot; weights on {2} ({3}): choose another format or engine (docs/inference.md lists what each engine runs on each GPU generation)</source>
        <comment>infer.weights_refused</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} runs &quot;{1}&quot; weights on {2} weight-only: they are dequantised into 16-bit matrix multiplications, so prompts are computed at the 16-bit peak</source>
        <comment>assume.weights_dequantised</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} runs &quot;{1}&quot; weights natively on {2}: prompts are computed at its {3} peak ({4} TFLOPS)</source>
        <comment>assume.weights_native</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies only to Mamba-2 layers (linear_mixer &quot;mamba2&quot;)</source>
        <comment>arch.needs_mamba2</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be given with parallel_mixers, which runs attention beside the linear mixer in every layer: leave it out</source>
        <comment>arch.parallel_every_layer</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is required for linear-attention layers (full_attention_interval above 1, parallel_mixers, or M in layer_pattern)</source>
        <comment>arch.linear_attention_needs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>applies only to linear-attention layers (set full_attention_interval above 1, parallel_mixers, or M in layer_pattern)</source>
        <comment>arch.needs_linear_attention</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp on {0}: decode streams the weights and KV cache at {1}-{2}% of memory bandwidth, whatever their format, plus {3}-{4} ms per step for {5} layers (fitted to published llama-bench results on {0}); prefill runs at {6}% of the dense peak</source>
        <comment>assume.infer_speed_llamacpp</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>names no chip generation: its kernel efficiency and engine speeds take the median of the known generations&apos; figures; name one of {0}, or &quot;unknown&quot; to keep the median</source>
        <comment>hw.generation_unset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each quantised layer keeps its input for the backward pass, as bitsandbytes&apos; 8-bit layers do and its 4-bit layers did before 0.43.2 (training.qlora_keeps_inputs)</source>
        <comment>assume.qlora_keeps_inputs</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the QLoRA base&apos;s embedding, head and norms are FP32, as PEFT&apos;s prepare_model_for_kbit_training leaves them: each layer&apos;s input and its MLP are FP32 too (training.qlora_upcast)</source>
        <comment>assume.qlora_upcast</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} runs &quot;{1}&quot; weights natively on {2}, which gives no {3} figure ({4}): prompts are computed at its {5} peak ({6} TFLOPS), slower than the {3} units would run them</source>
        <comment>assume.weights_native_no_peak</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>word.choices.separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> or </source>
        <comment>word.choices.last_separator</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <comment>word.catalog.gpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU server</source>
        <comment>word.catalog.cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>link</source>
        <comment>word.catalog.link</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model preset</source>
        <comment>word.catalog.model_preset</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>precision &quot;{0}&quot; casts the whole model to 16 bits; an FP32 base needs a mixed precision (bf16-mixed, fp16-mixed, fp8-mixed)</source>
        <comment>train.fp32_base_pure</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the LoRA base is held in FP32, as loaded without torch_dtype: 4 bytes a weight, while mixed precision computes in 16 bits (training.fp32_base)</source>
        <comment>assume.fp32_base</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>framework &quot;{0}&quot; holds the model in 16 bits whatever it was loaded in (DeepSpeed and Megatron cast it when they start): the FP32 base takes 2 bytes a weight (training.fp32_base)</source>
        <comment>assume.fp32_base_cast</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom GPU</source>
        <comment>word.custom_gpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom link</source>
        <comment>word.custom_link</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom CPU server</source>
        <comment>word.custom_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <comment>word.json.null</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a boolean</source>
        <comment>word.json.boolean</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string</source>
        <comment>word.json.string</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <comment>word.json.number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <comment>word.json.object</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array</source>
        <comment>word.json.array</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <comment>word.json.unsupported</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number</source>
        <comment>word.json.whole_number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>word.json.true_or_false</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an array of module names</source>
        <comment>word.json.module_names</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a whole number or a list of them</source>
        <comment>word.json.whole_number_or_list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each output token takes {0} ms and the first token {1} s at {2} concurrent {2|user|users} per replica; every decode step streams {3} of weights from memory</source>
        <comment>decide.infer.forward.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {4} (inference.device cpu) takes {0} ms per output token and {1} s to the first token at {2} concurrent {2|user|users} per server</source>
        <comment>decide.infer.forward.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed loop of {0} {0|user|users} on each of {1} replicas ({2} in all), each sending the next request when the last is answered (expected, low - high):</source>
        <comment>text.speed_shared</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst of {0} {0|prompt|prompts} sent at once to each of {1} replicas (expected, low - high):</source>
        <comment>text.burst_shared</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>llama.cpp cannot start: it allocates the context of all {0} slots (max_model_len {1} each) at start, {2} of KV cache, and {3} is left on the {4} after weights and reservations; start each server for fewer users (more servers) or shorten max_model_len</source>
        <comment>infer.cannot_start_slots</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: llama.cpp cannot start; the context of its {1} slots needs {0} more KV cache</source>
        <comment>fit.cannot_start_slots</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>online service: each server&apos;s CPU can serve it at about {1} ms per token for {2} {2|user|users}</source>
        <comment>infer.skip_online.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>online service: keep the GPU - at {2} concurrent {2|user|users} per server the CPU would need about {1} ms per token</source>
        <comment>infer.skip_online.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>online service: it depends - name a CPU (hardware.cpu) to judge it; at {2} concurrent {2|user|users} per server a GPU is the usual answer</source>
        <comment>infer.skip_online.depends</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replicas, smallest fleet</source>
        <comment>compare.replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs, smallest fleet</source>
        <comment>compare.smallest_gpus</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token, as entered</source>
        <comment>compare.ttft_ms</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token, as entered</source>
        <comment>compare.tpot_ms</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput at the peak, smallest fleet</source>
        <comment>compare.throughput_tokens_per_s</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits: {0} free of {1} per GPU; one replica runs {2} of its {3} concurrent requests at once, the rest wait for a slot</source>
        <comment>fit.fits_queued</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed loop of {0} {0|user|users} on each of {1} servers ({2} in all), each sending the next request when the last is answered (expected, low - high):</source>
        <comment>text.speed_shared_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst of {0} {0|prompt|prompts} sent at once to each of {1} servers (expected, low - high):</source>
        <comment>text.burst_shared_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the peak the KV cache takes {0}, {2}% of the {1}&apos;s {6}: {3} concurrent {3|request|requests} of {4} tokens at {5} bytes per token</source>
        <comment>decide.infer.kv_cache.yes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>served from the {1} (inference.device cpu): at the peak the KV cache takes {0}, {2}% of its {6}: {3} concurrent {3|request|requests} of {4} tokens at {5} bytes per token</source>
        <comment>decide.infer.kv_cache.no</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} {0|micro-batch|micro-batches} per step for {1} pipeline stages: most of the pipeline idles; raise global_batch or lower micro_batch</source>
        <comment>pipeline.few_micro_batches</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} concurrent requests on one replica exceed the {1} {1|sequence|sequences} the KV cache and the engine run at once: the rest queue, and the first token takes {2} s</source>
        <comment>infer.saturated</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no layout finishes within {0} {0|day|days}: the fastest found takes {1} {1|day|days} on {2} GPUs; raise --max-gpus or the deadline, or train fewer tokens</source>
        <comment>plan.deadline_unmet</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} multi-token-prediction {0|layer is|layers are} not counted: they are dropped for serving</source>
        <comment>assume.mtp_excluded</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0}%  ({1} - {2}); {3} tokens/s per GPU on {4} {4|GPU|GPUs}</source>
        <comment>text.mfu_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, deadline {0} {0|day|days}</source>
        <comment>text.plan_deadline</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-socket server with {0} PCIe {0|GPU|GPUs} ({1})</source>
        <comment>bom.spec.server.pcie_server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} kW in {1} {1|rack|racks}</source>
        <comment>bom.power.fleet_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership over {0} {0|year|years}</source>
        <comment>own.tco</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capital cost {0}; over {1} {1|year|years}, owning costs {2}</source>
        <comment>own.fleet_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capital cost {0}; over {1} {1|year|years}, owning costs {2} and renting the same GPUs {3}</source>
        <comment>own.fleet_rent_value</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs of this length in {0} {0|year|years}</source>
        <comment>own.runs_in_term</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API for {0} {0|year|years} at the deployment&apos;s volume</source>
        <comment>own.api_term</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meets the targets: {0} {0|user|users} per server, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.met_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No targets set: {0} {0|user|users} per server, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.no_targets_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per server the first token takes {1} ms, over the {4} ms target</source>
        <comment>fleet.short_ttft_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per server each token takes {2} ms, over the {4} ms target</source>
        <comment>fleet.short_tpot_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Misses the targets: each server runs {5} of its {0} users at once, and the rest wait for a slot (first token {1} ms)</source>
        <comment>fleet.short_queue_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} budget: memory share {1}, activation peak profiled at {2} batched tokens, KV cache in {3}-token blocks</source>
        <comment>assume.infer_engine_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: each server holds whole replicas, which exchange nothing with the other servers; requests reach them over the data centre&apos;s own network</source>
        <comment>bom.fabric.none_replicas</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling a hosted API: skip the servers - at this volume the API costs {1} {3} a month against {2} {3} for the servers; renting wins above {4} requests/s; fails on rate limits or cost</source>
        <comment>infer.skip_api.yes_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>calling a hosted API: renting is cheaper - the API would cost {1} {3} a month against {2} {3} for the servers; the API wins below {4} requests/s</source>
        <comment>infer.skip_api.no_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <comment>compare.cpu_servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per server-hour</source>
        <comment>compare.price_server</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per server (expected)</source>
        <comment>compare.memory_per_server_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per server (high)</source>
        <comment>compare.memory_high_server_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity per server</source>
        <comment>compare.capacity_server_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headroom per server</source>
        <comment>compare.headroom_server_gib</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers, smallest fleet</source>
        <comment>compare.smallest_servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month, smallest fleet</source>
        <comment>compare.cost_per_month</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month, as entered</source>
        <comment>compare.fleet_cost_per_month</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent vs API: servers {0} {1}/month, API {2} {1}/month at {3} requests/s; break-even {4} requests/s</source>
        <comment>text.rent_cpu</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: the lowest monthly rent of the options that meet their targets</source>
        <comment>word.recommended.cost_per_month</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the loss is PyTorch&apos;s cross entropy on the model&apos;s 16-bit logits, with no FP32 copy (a model that does not upcast them, where no autocast does: Qwen-1 under DeepSpeed): about 8 bytes per token per vocabulary entry at its peak (training.loss)</source>
        <comment>assume.half_loss</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full logits, 16-bit cross entropy</source>
        <comment>loss.full-logits-16bit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ignored when qlora_format is &quot;{0}&quot;</source>
        <comment>train.ignored_for_format</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is ignored with zero_stage {0}: DeepSpeed reduces through these buckets at stages 1 and 2</source>
        <comment>train.ignored_for_zero</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this layout does not fit in memory: its step time, GPU-hours and cost are what it would take if it did, not a plan that runs</source>
        <comment>assume.timed_not_fitting</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to run on servers of {0} GPUs with the global batch of {1} split evenly: {2} {2|server|servers}, {3} {3|GPU|GPUs} (data parallel {4})</source>
        <comment>memory.needs_servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to run on whole servers of {0} GPUs: {1} {1|server|servers}, {2} {2|GPU|GPUs} (data parallel {3})</source>
        <comment>memory.needs_servers_any</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data-parallel size from {0} up, on whole servers of {2} GPUs, splits the global batch of {1} into whole micro-batches: choose a global_batch that one does</source>
        <comment>memory.no_servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine cannot start: the weights ({0}) and its reservations leave no room for the KV cache on the {1}, where one sequence of max_model_len {2} needs {3}; each GPU needs {4} more memory</source>
        <comment>infer.cannot_start_weights</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine cannot start: the co-located services take {0} of the {1}&apos;s {2}, leaving nothing for the model</source>
        <comment>infer.cannot_start_companions</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{0} multi-token-prediction {0|layer is|layers are} not counted, as Hugging Face&apos;s model classes leave {0|it|them} out; a run that trains {0|it|them} (Megatron&apos;s mtp_num_layers) adds {0|its|their} own transformer {0|block|blocks} and another pass of the output head and the loss, on the last pipeline stage</source>
        <comment>assume.mtp_excluded_training</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest runnable fleet: {0} {0|server|servers}, {1} {1|GPU|GPUs} (data parallel {2} splits the global batch of {3} evenly)</source>
        <comment>text.min_servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest runnable fleet: {0} {0|server|servers}, {1} {1|GPU|GPUs} (data parallel {2})</source>
        <comment>text.min_servers_any</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest runnable fleet: none; no data-parallel size from {0} up splits the global batch of {1} into whole micro-batches on whole servers</source>
        <comment>text.no_min_servers</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not fit: the engine cannot start; each GPU needs {0} more memory</source>
        <comment>fit.cannot_start</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown in lists, comparisons and the sizing sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training covers pre-training and fine-tuning (full, LoRA, QLoRA); serving sizes an inference deployment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training / fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A published model. Its shape (layers, width, heads, vocabulary) sets every memory and time figure. Import a Hugging Face config.json for any other model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its memory is the capacity every bar is measured against; its peak FLOP/s and bandwidth set the time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs in one server, joined by its fast link (NVLink or PCIe).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers joined by the network. Communication across servers is usually the slowest part of a step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU&apos;s usual link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link inside a server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries tensor-parallel and in-server data-parallel traffic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network between servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Carries data-parallel gradients and pipeline activations between servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host CPU: needed to serve on the CPU, and to judge whether the GPU can be skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full training keeps gradients and optimizer states for every weight; LoRA trains small adapters; QLoRA also stores the frozen weights in 4 or 8 bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freeze (train the last layers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mixed precision keeps an FP32 master copy (4 bytes more per weight) and computes in 16 or 8 bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Width of the adapters: trained weights grow linearly with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling of the adapters; no effect on memory or time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 (NF4) or 8 bits per frozen weight.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last layers trained; the rest are frozen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits every layer&apos;s matrices across GPUs: weights and activations shrink, each layer adds an all-reduce on the fast link.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits the layers into stages: weights shrink, the pipeline bubble adds idle time unless micro-batches are many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Splits long sequences across GPUs: activations shrink, keys and values travel between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spreads a mixture-of-experts model&apos;s experts over GPUs; tokens travel by all-to-all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO / FSDP stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shards optimizer states (1), gradients too (2), and weights too (3) over the data-parallel GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs that share one copy of the sharded states (HSDP); auto: all data-parallel GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With tensor parallelism: shards the norm and dropout activations too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interleaved pipeline: a smaller bubble for more in-flight activations and transfers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload optimizer to CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keeps optimizer states in host memory (ZeRO-Offload): frees GPU memory, costs PCIe traffic and CPU time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offload weights to CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-3 only: weights live in host memory between uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences each GPU processes at once: activations grow linearly with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> seq</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequences per optimizer step; auto: micro-batch x data-parallel GPUs. More micro-batches per step shrink the pipeline bubble.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per sequence: activations grow with it, and with its square without flash attention.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the whole run processes (epochs x dataset): sets total time, GPU-hours and cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving engine: it decides how much memory it reserves and its per-step overhead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights (quantisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per weight: resident memory and the bytes read per generated token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fp8 halves the cache against 16 bits: twice the context or concurrency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max context</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest request the engine admits; auto: the model&apos;s own limit. The KV cache is sized for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typical request&apos;s input: sets the first-token latency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens generated per request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in flight in the busiest minutes, never the daily average: each holds its KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages one replica spreads its layers over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU, or the CPU chosen under Hardware.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First-token target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest wait for the first token each user accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-token target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest time between generated tokens each user accepts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak request rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests per second in the busiest minutes: sets the replicas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> /s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What one GPU costs per hour under the billing rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISO 4217 code, such as USD or CNY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How time is rounded up: short jobs pay for whole hours, days or months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum commitment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortest billable time per GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API price, input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hosted API&apos;s price per million prompt tokens, for rent versus API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API price, output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hosted API&apos;s price per million generated tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method and precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parallelism and sharding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch and activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (follows the method)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hugging Face Trainer / PEFT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LLaMA-Factory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stack that runs the training: its kernels and overlap change the step time. Automatic: Megatron-LM for full training, Hugging Face PEFT for adapters and freeze.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activation checkpointing: selective drops the attention internals, full keeps only layer inputs and costs about a third more compute; offload keeps those inputs in host memory (Unsloth).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the loss over the vocabulary is computed: it sets the logits&apos; memory on the last stage. Automatic: the framework&apos;s usual way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (follows the framework)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full logits, FP32 cross entropy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused vocabulary-parallel (Megatron)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chunked (torchtune)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused with the output head (Liger, Cut Cross Entropy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First stage layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers of the first pipeline stage, fewer to make room for the embedding; auto: an even share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last stage layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Layers of the last pipeline stage, fewer to make room for the output head and the loss; auto: an even share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs one replica spreads its weights over; auto: the smallest split that fits and meets the targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vLLM engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V1, the default since vLLM 0.8, profiles a chunk of max_num_batched_tokens and the sampler; the older V0 a whole max-length prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The engine&apos;s memory share: of the whole GPU (vLLM), of the memory free at start-up (SGLang) or after the weights (TensorRT-LLM, LMDeploy); auto: the engine&apos;s default (vLLM and TensorRT-LLM 0.9, LMDeploy 0.8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BF16 only (no FP32 copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 mixed precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full, inputs in host memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eager (keeps the score matrix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (the model&apos;s 16-bit type)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q8_0 (llama.cpp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q4_0 (llama.cpp)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monthly (30 days)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reserved (contract term)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power one rack may draw: it sets how many servers share a rack on the sizing sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness: what the building draws (cooling, power conversion) over what the servers draw. 1.58 is the industry average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of one kWh, in the pricing currency: the sheet&apos;s yearly energy cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> /kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data centre</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selective recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full recomputation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote currency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ISO 4217 code of the quotes, such as CNY; empty: the pricing currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One server as the bill of materials specifies it (a rack-scale system: one rack), GPUs, CPUs, memory, drives and adapters included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One switch of the network between the servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One cable of that network.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver, switch side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One transceiver module on a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transceiver, server side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One transceiver module in a server.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unit price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who quoted the price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: quote date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When it was quoted, written YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units of the quote currency one unit of the pricing currency buys: needed when the two differ, to put renting and energy beside the quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the rate was read, written YYYY-MM-DD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support and maintenance each year, as a share of the capital cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space per rack and month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the data centre charges for one rack for one month, in the quote currency.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The term over which owning is compared with renting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed in the sizing sheet&apos;s approval block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Department</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes a whole checkpoint may take to write to shared storage; training waits meanwhile. Sets the storage bandwidth on the sizing sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images per request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images sent with a typical request, for a model with a vision encoder: each adds its image tokens to the prompt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ZeRO-2/3 and FSDP with gradient accumulation: reducing only at the step (FSDP&apos;s no_sync, as the Hugging Face Trainer does) holds whole gradients on every GPU. Automatic: the framework&apos;s usual way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per step (whole gradients)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frozen weights get gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FSDP units that hold both the frozen weights and the adapters (use_orig_params) give the frozen weights gradients too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AdamW keeps two moments per trained weight (8 bytes in FP32, 4 in BF16 only); 8-bit AdamW 2 bytes; SGD none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer kernel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s foreach AdamW (the Hugging Face Trainer&apos;s default before PyTorch 2.8) builds a temporary the size of one moment at the step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Foreach (a temporary per parameter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch lengths</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Varying: batches padded only to their longest sample. The allocator then keeps blocks of earlier shapes and reserves more than it uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed (packed or padded to the sequence length)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Varying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorRT-LLM runtime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch, the default since TensorRT-LLM 1.0, or a built TensorRT engine, whose decoder buffers for the maximum batch come out of the memory before the KV cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorRT engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most requests the engine decodes at once (max_num_seqs, max_running_requests, max_batch_size); beyond it requests queue. Auto: the engine&apos;s default for the GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> sequences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flash attention never stores the sequence x sequence score matrix; eager does (Hugging Face&apos;s keeps its FP32 softmax too); PyTorch&apos;s SDPA on its math kernel, its fallback when no fused kernel takes the inputs, keeps a 16-bit softmax.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SDPA math kernel (keeps a 16-bit softmax)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base weights in FP32</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The frozen base as loaded without torch_dtype: 4 bytes a weight, while mixed precision computes in 16 bits. DeepSpeed casts it to 16 bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full logits, 16-bit cross entropy (no FP32 copy: Qwen-1 under DeepSpeed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MemoryBars</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total, low - high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity; above the scale: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity: %1, above the scale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SizingSheet</name>
    <message>
        <source>%1 (%2 - %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prepared with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 (this layout fits from %3 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside a server: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between servers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host memory per server for offloaded states: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busiest GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low - high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 per GPU-hour, %3, minimum %4 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this scenario&apos;s numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kernel efficiency (share of peak the compute reaches): %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog figures, with their sources:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB, %2 GB/s, %3 TFLOP/s BF16 dense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s, %2 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cores, %2 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before buying: validate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the smallest configuration once (one server, a few hundred steps) and record its step time and peak memory; enter them as the trial run to calibrate this sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check memory: the peak stays below %1 per GPU, with at least 10% free for fragmentation and spikes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check single-GPU utilisation first, then communication (the share of the step spent waiting on the links), and only then consider a more expensive GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check data loading: the input pipeline keeps up with the tokens per second the GPUs consume.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scale to the full count only after these hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the engine with the planned settings on one replica; it must start (the context fits) and report its KV cache size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load-test at the busiest minutes&apos; concurrency, not the daily average; check first-token and per-token latency against the targets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep headroom for co-located services, then add replicas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU sizing sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU sizing comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU, on one scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 (no GPU count fits this layout: change the layout or the GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 per GPU-hour, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline stage %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total scaled by the trial run&apos;s peak (x%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Timed for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the engine cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Serve on the CPU: %n server(s) of %1</source>
        <translation>
            <numerusform>Serve on the CPU: %n server of %1</numerusform>
            <numerusform>Serve on the CPU: %n servers of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %1 x %2, %n replica(s) of tensor parallel %3 x pipeline %4</source>
        <translation>
            <numerusform>As entered: %1 x %2, %n replica of tensor parallel %3 x pipeline %4</numerusform>
            <numerusform>As entered: %1 x %2, %n replicas of tensor parallel %3 x pipeline %4</numerusform>
        </translation>
    </message>
    <message>
        <source>No fleet of %1 meets the targets as planned: the model and its cache do not fit, or the targets cannot be met</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Smallest fleet for the targets: %1 x %2 (%n replica(s))</source>
        <translation>
            <numerusform>Smallest fleet for the targets: %1 x %2 (%n replica)</numerusform>
            <numerusform>Smallest fleet for the targets: %1 x %2 (%n replicas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Time to first token, as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token, as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput, as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month, as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput at the peak, smallest fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month, smallest fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request and approval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Department</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget holder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature and date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of the servers for the targets (maximum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed (judged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sized for %1 serving %2 weights (%3 bits per weight)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time to first token, one replica at %n user(s)</source>
        <translation>
            <numerusform>Time to first token, one replica at %n user</numerusform>
            <numerusform>Time to first token, one replica at %n users</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time per output token, one replica at %n user(s)</source>
        <translation>
            <numerusform>Time per output token, one replica at %n user</numerusform>
            <numerusform>Time per output token, one replica at %n users</numerusform>
        </translation>
    </message>
    <message>
        <source>Other services on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest fleet for the targets: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>server(s)</source>
        <translation>
            <numerusform>server</numerusform>
            <numerusform>servers</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory of each server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Time to first token, one server at %n user(s)</source>
        <translation>
            <numerusform>Time to first token, one server at %n user</numerusform>
            <numerusform>Time to first token, one server at %n users</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time per output token, one server at %n user(s)</source>
        <translation>
            <numerusform>Time per output token, one server at %n user</numerusform>
            <numerusform>Time per output token, one server at %n users</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the engine with the planned settings on one server; it must start (its slots&apos; context fits) and report its KV cache size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep headroom for co-located services, then add servers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 per server-hour, %3, minimum %4 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 per server-hour, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server sizing sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory per server, on one scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU or server, on one scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 (this layout fits from %3 GPUs; runs on whole servers from %4 GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 x %2 (this layout fits from %3 GPUs; no data-parallel size from there splits the global batch on whole servers)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::store::CatalogStore</name>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no stored %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price of &quot;%1&quot; is stored too: remove it first (price %1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::store::Database</name>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is empty (truncated?); it was not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be written (a read-only file or folder?): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot set up the connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the automatic backup could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot update the schema</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> No automatic backup exists yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> The last automatic backup is %1 (from %2): open it with --db, or copy it in place of the damaged file after keeping a copy of that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2); it was not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is not a GPU Planner database or is damaged (%2); it was not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: was written by a newer GPU Planner (schema %2; this version reads up to %3). It was not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is an SQLite database of another program; it was not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: is damaged (%2); it was not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: cannot be opened: the file or its folder is read-only (%2); it was not modified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the database file is gone (moved or deleted?); reopen it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::store::DemoScenarios</name>
    <message>
        <source>Qwen2.5 7B on a CPU server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline batch summarisation: latency does not matter, a 4-bit GGUF on one EPYC socket.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tune of Llama 3.1 8B on one A100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typical instruction-tuning run: rank-16 adapters on all linear layers, gradient checkpointing on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training a 70B model on 64 H100s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight HGX H100 servers on InfiniBand NDR; Megatron-style 3D parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving Llama 3.1 70B at 64 concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP8 weights on two H100s with tensor parallelism; an embedding model shares the GPUs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>embedding model (bge-m3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Illustrative figure, not a quote</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::store::Exchange</name>
    <message>
        <source>format: must be &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project: is required (an object with &quot;name&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenarios: is required (an array)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project.name: is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>project.name: a project &quot;%1&quot; exists already; import it under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: needs &quot;name&quot; and &quot;document&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.name: is required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>.name: &quot;%1&quot; appears twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples to start from: a LoRA fine-tune, a 70B pre-training run, a 70B serving plan and a small model on a CPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit the import: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::store::ProjectStore</name>
    <message>
        <source>no project %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scenario %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>scenario %1 has no revision %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is already used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name is longer than 200 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the name holds U+%1, which is not a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revision %1 was written but is not in %2 when read back (another program may have removed the database&apos;s journal); save again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::CompareWindow</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deltas against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print sheet...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU, GiB, on one scale (dashes: each GPU&apos;s capacity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;PDF sheet (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per server, GiB, on one scale (dashes: each server&apos;s capacity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU or server, GiB, on one scale (dashes: each one&apos;s capacity)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::ConcurrencyChart</name>
    <message>
        <source>Time to first token, ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token, ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput, tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Closed loop: speed as concurrency rises (expected); requests queue beyond %n user(s)</source>
        <translation>
            <numerusform>Closed loop: speed as concurrency rises (expected); requests queue beyond %n user</numerusform>
            <numerusform>Closed loop: speed as concurrency rises (expected); requests queue beyond %n users</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::EstimateView</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact / detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems and advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s); fix them to see the estimate.</source>
        <translation>
            <numerusform>The scenario has %n problem; fix it to see the estimate.</numerusform>
            <numerusform>The scenario has %n problems; fix them to see the estimate.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 - %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s); step %1 s</source>
        <translation>
            <numerusform>%n GPU; step %1 s</numerusform>
            <numerusform>%n GPUs; step %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU-hours %1; %2 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 for the targets</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>server(s)</source>
        <translation>
            <numerusform>server</numerusform>
            <numerusform>servers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU(s)</source>
        <translation>
            <numerusform>GPU</numerusform>
            <numerusform>GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected (low - high). The assumptions behind the ranges are listed under Problems and advice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set by the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output head</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MLP and experts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Norms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden %1, %2 heads (%3 KV), head_dim %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first pipeline stage, expected (low - high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest GPU count for this layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none up to data parallel 4096</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Communication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MFU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calendar time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 - %2 days on %n GPU(s)</source>
        <translation>
            <numerusform>%1 - %2 days on %n GPU</numerusform>
            <numerusform>%1 - %2 days on %n GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can we skip the GPU? %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumption: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory (CPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected (low - high)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the peak does not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the engine cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits per weight (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent sequences at max length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest context at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>for %n concurrent request(s)</source>
        <translation>
            <numerusform>for %n concurrent request</numerusform>
            <numerusform>for %n concurrent requests</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>output tokens per replica at %n concurrent</source>
        <translation>
            <numerusform>output tokens per replica at %n concurrent</numerusform>
            <numerusform>output tokens per replica at %n concurrent</numerusform>
        </translation>
    </message>
    <message>
        <source>Decoding at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sequences; beyond this requests queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU decode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API: %1 %2 a month; break-even %3 requests/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Last pipeline stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Pipeline stage %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why, in this scenario&apos;s numbers: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely cause: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main resource: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check first: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to save: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Scaled by the trial run&apos;s peak (x%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Reserved peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Allocated peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follows the framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Framework</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>follows the method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No speed: the engine cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no first token until the engine starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n replica(s), targets met</source>
        <translation>
            <numerusform>As entered: %n replica, targets met</numerusform>
            <numerusform>As entered: %n replicas, targets met</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n replica(s), targets missed</source>
        <translation>
            <numerusform>As entered: %n replica, targets missed</numerusform>
            <numerusform>As entered: %n replicas, targets missed</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleet as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n server</numerusform>
            <numerusform>%n servers</numerusform>
        </translation>
    </message>
    <message>
        <source>Smallest fleet (servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest fleet (GPUs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPUs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n replica</numerusform>
            <numerusform>%n replicas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n replica(s), no targets set</source>
        <translation>
            <numerusform>As entered: %n replica, no targets set</numerusform>
            <numerusform>As entered: %n replicas, no targets set</numerusform>
        </translation>
    </message>
    <message>
        <source>Closed loop</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n user</numerusform>
            <numerusform>%n users</numerusform>
        </translation>
    </message>
    <message>
        <source>each sends the next request when the last is answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burst</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) at once</source>
        <translation>
            <numerusform>%n prompt at once</numerusform>
            <numerusform>%n prompts at once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at a time</source>
        <translation>
            <numerusform>%n at a time</numerusform>
            <numerusform>%n at a time</numerusform>
        </translation>
    </message>
    <message>
        <source>    First token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on average (%1 - %2 s); the last prompt&apos;s after %3 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Time per output token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    All answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 - %2 s; %3 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recurrent state per sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n linear-attention layer(s), whatever the context</source>
        <translation>
            <numerusform>%n linear-attention layer, whatever the context</numerusform>
            <numerusform>%n linear-attention layers, whatever the context</numerusform>
        </translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n prompt tokens per image</source>
        <translation>
            <numerusform>%n prompt token per image</numerusform>
            <numerusform>%n prompt tokens per image</numerusform>
        </translation>
    </message>
    <message>
        <source>Linear and state-space layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>    Needed (judged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, %n user(s) per replica: first token %1 ms; per token %2 ms; %3 tokens/s in all</source>
        <translation>
            <numerusform>Closed loop, %n user per replica: first token %1 ms; per token %2 ms; %3 tokens/s in all</numerusform>
            <numerusform>Closed loop, %n users per replica: first token %1 ms; per token %2 ms; %3 tokens/s in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n user(s) per replica</source>
        <translation>
            <numerusform>%n user per replica</numerusform>
            <numerusform>%n users per replica</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 replicas share %2 users; each sends the next request when the last is answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) at once per replica</source>
        <translation>
            <numerusform>%n prompt at once per replica</numerusform>
            <numerusform>%n prompts at once per replica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, one replica at %n user(s): first token %1 ms; per token %2 ms; %3 tokens/s</source>
        <translation>
            <numerusform>Closed loop, one replica at %n user: first token %1 ms; per token %2 ms; %3 tokens/s</numerusform>
            <numerusform>Closed loop, one replica at %n users: first token %1 ms; per token %2 ms; %3 tokens/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 x %n node(s)</source>
        <translation>
            <numerusform>%1 x %n node</numerusform>
            <numerusform>%1 x %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n server(s), no targets set</source>
        <translation>
            <numerusform>As entered: %n server, no targets set</numerusform>
            <numerusform>As entered: %n servers, no targets set</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n server(s), targets met</source>
        <translation>
            <numerusform>As entered: %n server, targets met</numerusform>
            <numerusform>As entered: %n servers, targets met</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n server(s), targets missed</source>
        <translation>
            <numerusform>As entered: %n server, targets missed</numerusform>
            <numerusform>As entered: %n servers, targets missed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, %n user(s) per server: first token %1 ms; per token %2 ms; %3 tokens/s in all</source>
        <translation>
            <numerusform>Closed loop, %n user per server: first token %1 ms; per token %2 ms; %3 tokens/s in all</numerusform>
            <numerusform>Closed loop, %n users per server: first token %1 ms; per token %2 ms; %3 tokens/s in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, one server at %n user(s): first token %1 ms; per token %2 ms; %3 tokens/s</source>
        <translation>
            <numerusform>Closed loop, one server at %n user: first token %1 ms; per token %2 ms; %3 tokens/s</numerusform>
            <numerusform>Closed loop, one server at %n users: first token %1 ms; per token %2 ms; %3 tokens/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n user(s) per server</source>
        <translation>
            <numerusform>%n user per server</numerusform>
            <numerusform>%n users per server</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 servers share %2 users; each sends the next request when the last is answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>output tokens per server at %n concurrent</source>
        <translation>
            <numerusform>output tokens per server at %n concurrent</numerusform>
            <numerusform>output tokens per server at %n concurrent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) at once per server</source>
        <translation>
            <numerusform>%n prompt at once per server</numerusform>
            <numerusform>%n prompts at once per server</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - %2 servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) of tp %1 x pp %2; %3 - %4 GPUs</source>
        <translation>
            <numerusform>%n replica of tp %1 x pp %2; %3 - %4 GPUs</numerusform>
            <numerusform>%n replicas of tp %1 x pp %2; %3 - %4 GPUs</numerusform>
        </translation>
    </message>
    <message>
        <source>Server memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other services on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per month, as entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n server(s), 30 days</source>
        <translation>
            <numerusform>%n server, 30 days</numerusform>
            <numerusform>%n servers, 30 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), 30 days</source>
        <translation>
            <numerusform>%n GPU, 30 days</numerusform>
            <numerusform>%n GPUs, 30 days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s), %1 GPUs (data parallel %2)</source>
        <translation>
            <numerusform>%n server, %1 GPUs (data parallel %2)</numerusform>
            <numerusform>%n servers, %1 GPUs (data parallel %2)</numerusform>
        </translation>
    </message>
    <message>
        <source>none: no data-parallel size from %1 up splits the global batch of %2 on whole servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest runnable fleet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::MainWindow</name>
    <message>
        <source>%1 is larger than 4 MiB; a scenario or config.json is a few kilobytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open that version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New scenario...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;project...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open scenario file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add the open file to the project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export scenario...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move to project...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare selected scenarios...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print sizing sheet...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing sheet as P&amp;DF...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projects from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The changes to &quot;%1&quot; could not be saved (%2). Discard them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario no longer exists; the list is reloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demo: add it to a project to keep changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File: edits are not saved until added to a project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in a project, so its changes are not saved. Discard them? (File &gt; Add the open file to the project keeps them.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 (revision %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of GPU Planner saved this scenario (revision %1) after you opened it. Your version replaced it; theirs is kept in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no other project to move to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the scenario &quot;%1&quot; and all its revisions? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete the project &quot;%1&quot; with its %n scenario(s)? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the project &quot;%1&quot; with its %n scenario? This cannot be undone.</numerusform>
            <numerusform>Delete the project &quot;%1&quot; with its %n scenarios? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not added:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the model&apos;s config.json:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a JSON object:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; has problems; fix them before comparing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Select 2 to 6 scenarios to compare (Ctrl+click in the list); %n selected.</source>
        <translation>
            <numerusform>Select 2 to 6 scenarios to compare (Ctrl+click in the list); %n selected.</numerusform>
            <numerusform>Select 2 to 6 scenarios to compare (Ctrl+click in the list); %n selected.</numerusform>
        </translation>
    </message>
    <message>
        <source>the scenario has problems; fix them first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing sheet as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing sheet written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU Planner %1&lt;/b&gt;&lt;p&gt;How many GPUs, of which kind, for how long, at what cost, and why: estimates for training, fine-tuning and serving large language models.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The changes could not be saved (%1). Quit anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stored catalog entry was left out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalog files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was stored from %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stored %n catalog entries from %1</source>
        <translation>
            <numerusform>Stored %n catalog entry from %1</numerusform>
            <numerusform>Stored %n catalog entries from %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Import your &amp;hardware figures and prices (catalog file)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hardware and &amp;prices...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import your hardware figures and prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tree keeps the name &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not in this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote request written to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quote re&amp;quest (CSV or Excel)...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::MemoryChart</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busiest GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU, GiB (expected; whisker: low - high total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 GiB (%3 - %4), %5% of the total
%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total, low - high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU, GiB, scaled by the trial run&apos;s peak (x%1; whisker: low - high total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of each server, GiB (expected; whisker: low - high total)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other services on the server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity: %1 GiB, above the scale</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::NewScenarioWizard</name>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What do you plan?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The goal decides which memory parts exist: gradients and optimizer states for every weight, only for adapters, or none when serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-training or continued pre-training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tune (every weight trained)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tune (small adapters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tune (adapters on 4-bit weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving (inference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which model?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A published model, or any model&apos;s Hugging Face config.json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import config.json...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste config.json...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On what hardware?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU&apos;s memory is the capacity everything is measured against. Start with one server; the plan search tells you when more pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Servers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical values are filled in; every one can be changed later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests in flight in the busiest minutes, not the daily average.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peak concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a JSON object: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using the imported config.json (%1) instead of the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>config.json (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the model&apos;s config.json:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::ProjectTree</name>
    <message>
        <source>%1, %2, %3; revision %4, saved %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demos (not saved)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open files (not saved)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::ScalingChart</name>
    <message>
        <source>Calendar days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario&apos;s GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU count up to %1 fits this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fastest layout per GPU count (plan search)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioDocument</name>
    <message>
        <source>Edit JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioForm</name>
    <message>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the text...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (not valid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported config.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>imported config.json (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom GPU (edit it in the JSON tab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom CPU server (edit it in the JSON tab)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::StepTimeChart</name>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Communication (exposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One training step: %1 s (%2 - %3 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 s (%3 - %4), %5% of the step
%6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::StoredCatalogDialog</name>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a stored entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the stored %1 &quot;%2&quot; from this project database? Scenarios that use it are estimated without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hardware and prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs, CPUs, links and GPU prices of your own, kept in this project database. Every scenario estimated here uses them; a scenario without its own GPU-hour price uses the price of its GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import catalog file...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::SweepChart</name>
    <message>
        <source>Weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Context per request (tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No value of %1 gives a valid scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU against %1: fits from %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU against %1: fits at no count shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU against %1: over capacity from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory per GPU against %1: fits over the whole range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (dotted line: this scenario)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (scaled by the trial run&apos;s peak: x%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of each server against %1: over capacity from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of each server against %1: fits over the whole range</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gp::ui::SweepView</name>
    <message>
        <source>Memory against</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Sizes GPUs for training, fine-tuning and serving large language models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the project database &lt;file&gt; (default: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
