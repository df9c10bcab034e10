<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>CliText</name>
    <message>
        <source>Run &apos;gpu-planner-cli --help&apos; for usage.</source>
        <translation>运行 &apos;gpu-planner-cli --help&apos; 查看用法。</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>标准输入</translation>
    </message>
    <message>
        <source>--objective must be min-gpus, min-cost or min-time; got &quot;%1&quot;</source>
        <translation>--objective 必须是 min-gpus、min-cost 或 min-time；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--max-gpus must be a whole number from 1 to %1; got &quot;%2&quot;</source>
        <translation>--max-gpus 必须是 1 到 %1 之间的整数；实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--top must be a whole number from 1 to %1; got &quot;%2&quot;</source>
        <translation>--top 必须是 1 到 %1 之间的整数；实际为 &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--deadline-days must be a number of days above 0 (at most 36500); got &quot;%1&quot;</source>
        <translation>--deadline-days 必须是大于 0 的天数（最多 36500）；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>unknown option %1 for this command</source>
        <translation>此命令没有选项 %1</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>--format must be json or text (or csv for compare); got &quot;%1&quot;</source>
        <translation>--format 必须是 json 或 text（compare 还可用 csv）；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--lang must be en or zh_CN; got &quot;%1&quot;</source>
        <translation>--lang 必须是 en 或 zh_CN；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--paper must be a4 or letter; got &quot;%1&quot;</source>
        <translation>--paper 必须是 a4 或 letter；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--project and --scenario go together, instead of a file</source>
        <translation>--project 和 --scenario 须一起使用，用来代替文件</translation>
    </message>
    <message>
        <source>expected exactly one scenario file</source>
        <translation>需要且只需要一个方案文件</translation>
    </message>
    <message>
        <source>compare takes 2 to 6 scenario files; got %1</source>
        <translation>compare 需要 2 到 6 个方案文件；实际为 %1 个</translation>
    </message>
    <message>
        <source>--baseline &quot;%1&quot; is none of the files or scenario names compared</source>
        <translation>--baseline 必须是所比较的某个文件或方案名称；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>report needs Qt&apos;s GUI library, which this process did not start</source>
        <translation>report 需要 Qt 的 GUI 库，但本进程未能启动它</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>mem GiB</source>
        <translation>显存 GiB</translation>
    </message>
    <message>
        <source>as of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>(see note)</source>
        <translation>（见备注）</translation>
    </message>
    <message>
        <source>cores</source>
        <translation>核数</translation>
    </message>
    <message>
        <source>scope</source>
        <translation>范围</translation>
    </message>
    <message>
        <source>latency us</source>
        <translation>延迟 us</translation>
    </message>
    <message>
        <source>none: add your own with --catalog FILE or catalog import FILE (docs/catalogs.md)</source>
        <translation>无：可用 --catalog FILE 或 catalog import FILE 添加自定义价格（见 docs/catalogs.md）</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>卡时单价</translation>
    </message>
    <message>
        <source>billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>from</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>active</source>
        <translation>激活参数</translation>
    </message>
    <message>
        <source>catalog takes at most one of gpus, cpus, links, prices, models</source>
        <translation>catalog 最多接受 gpus、cpus、links、prices、models 中的一个</translation>
    </message>
    <message>
        <source>unknown catalog &quot;%1&quot;; use gpus, cpus, links, prices or models</source>
        <translation>未知的规格库 “%1”；请用 gpus、cpus、links、prices 或 models</translation>
    </message>
    <message>
        <source>GPUs (dense tensor-core figures):</source>
        <translation>GPU（稠密张量核算力）：</translation>
    </message>
    <message>
        <source>CPUs:</source>
        <translation>CPU：</translation>
    </message>
    <message>
        <source>Links (bandwidth per GPU per direction):</source>
        <translation>互连（每卡单向带宽）：</translation>
    </message>
    <message>
        <source>Your GPU prices (used where a scenario states no pricing.gpu_hour):</source>
        <translation>自定义 GPU 价格（用于未填写 pricing.gpu_hour 的方案）：</translation>
    </message>
    <message>
        <source>Model presets:</source>
        <translation>模型预设：</translation>
    </message>
    <message>
        <source>expected exactly one config.json</source>
        <translation>需要且只需要一个 config.json</translation>
    </message>
    <message>
        <source>family:</source>
        <translation>架构族：</translation>
    </message>
    <message>
        <source>parameters:</source>
        <translation>参数量：</translation>
    </message>
    <message>
        <source>active per token:</source>
        <translation>每 token 激活参数：</translation>
    </message>
    <message>
        <source>architecture:</source>
        <translation>架构：</translation>
    </message>
    <message>
        <source>Use it in a scenario as &quot;model&quot;: {&quot;hf_config&quot;: &lt;the file&apos;s object&gt;}.</source>
        <translation>在方案中这样使用：&quot;model&quot;: {&quot;hf_config&quot;: &lt;该文件的对象&gt;}。</translation>
    </message>
    <message>
        <source>Estimate a scenario (gpu-planner.scenario/1), from a file or the project database. --format json prints the gpu-planner.estimate/1 document; text prints a readable summary.</source>
        <translation>估算一个方案（gpu-planner.scenario/1），来自文件或项目数据库。--format json 输出 gpu-planner.estimate/1 文档；text 输出可读的摘要。</translation>
    </message>
    <message>
        <source>Search the training layouts (GPU count, TP, PP, CP, EP, ZeRO stage, offload, recompute, micro-batch, virtual stages) that fit on up to N GPUs (default: the scenario&apos;s count), rank the best K (default 10) by the objective (default min-time), and show the scaling curve.</source>
        <translation>在最多 N 张卡上（默认：方案的卡数）搜索放得下的训练并行布局（卡数、TP、PP、CP、EP、ZeRO 级别、卸载、重计算、微批、虚拟阶段），按优化目标（默认 min-time）列出最好的 K 个（默认 10），并给出扩展曲线。</translation>
    </message>
    <message>
        <source>Check a scenario and list every problem with the field it concerns.</source>
        <translation>检查一个方案，列出每个问题及其所涉字段。</translation>
    </message>
    <message>
        <source>Put 2 to 6 scenarios side by side: the inputs that differ and the results (memory per GPU, GPUs, step time, GPU-hours, days, cost, TTFT, TPOT, throughput, cost per million tokens) with deltas against the baseline (default: the first). json prints gpu-planner.comparison/1.</source>
        <translation>并排比较 2 到 6 个方案：不同的输入和结果（每卡显存、卡数、单步耗时、卡时、工期、成本、TTFT、TPOT、吞吐、每百万 token 成本），以及相对基准（默认：第一个）的差值。json 输出 gpu-planner.comparison/1。</translation>
    </message>
    <message>
        <source>List the built-in catalogs, with the entries stored in the project database (--db) and the user&apos;s files (--catalog) merged in. Prices are only ever yours: a scenario without pricing.gpu_hour uses its GPU&apos;s.</source>
        <translation>列出内置规格库，并合并项目数据库中保存的条目（--db）和用户文件（--catalog）。价格只来自你自己：未填写 pricing.gpu_hour 的方案使用其 GPU 的价格。</translation>
    </message>
    <message>
        <source>Read a Hugging Face config.json and print the architecture and its exact parameter count.</source>
        <translation>读取 Hugging Face 的 config.json，输出架构及其精确参数量。</translation>
    </message>
    <message>
        <source>gpu-planner-cli - sizes GPUs for training, fine-tuning and serving LLMs</source>
        <translation>gpu-planner-cli——为大模型训练、微调和推理部署估算 GPU 需求</translation>
    </message>
    <message>
        <source>Usage:</source>
        <translation>用法：</translation>
    </message>
    <message>
        <source>--lang sets the language of every command&apos;s text and messages (default: LC_ALL, LC_MESSAGES or LANG; Chinese when it starts with &quot;zh&quot;); JSON and CSV never change. FILE may be &quot;-&quot; for standard input. --catalog FILE adds or overrides catalog entries (format gpu-planner.catalog/1; an entry with a known id replaces the fields it names). Files larger than 4 MiB are refused.</source>
        <translation>--lang 设定每个命令的文本和消息的语言（默认取 LC_ALL、LC_MESSAGES 或 LANG；以 &quot;zh&quot; 开头时为中文）；JSON 和 CSV 不随之变化。FILE 可以是 &quot;-&quot;，表示标准输入。--catalog FILE 添加或覆盖规格库条目（格式 gpu-planner.catalog/1；已知 id 的条目只替换它写出的字段）。大于 4 MiB 的文件会被拒绝。</translation>
    </message>
    <message>
        <source>Exit status: 0 success, 1 invalid or unreadable input (messages on stderr, each naming the field, e.g. &quot;training.tp: must divide heads (32); got 5&quot;), 2 wrong command line.</source>
        <translation>退出状态：0 成功；1 输入无效或无法读取（消息写到 stderr，每条都指明字段，例如 &quot;training.tp: must divide heads (32); got 5&quot;）；2 命令行有误。</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未给出命令</translation>
    </message>
    <message>
        <source>--format must be json or text; got &quot;csv&quot;</source>
        <translation>--format 必须是 json 或 text；实际为 &quot;csv&quot;</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令 “%1”</translation>
    </message>
    <message>
        <source>%1: larger than %2 bytes; refused (a scenario is a few kilobytes)</source>
        <translation>%1：大于 %2 字节，已拒绝（一个方案只有几 KB）</translation>
    </message>
    <message>
        <source>%1: read error</source>
        <translation>%1：读取出错</translation>
    </message>
    <message>
        <source>%1: is a directory</source>
        <translation>%1：是一个文件夹</translation>
    </message>
    <message>
        <source>--format must be json or text; got &quot;%1&quot;</source>
        <translation>--format 必须是 json 或 text；实际为 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>no project &quot;%1&quot;</source>
        <translation>没有项目 “%1”</translation>
    </message>
    <message>
        <source>project needs a subcommand: list, show, export, import or delete</source>
        <translation>project 需要子命令：list、show、export、import 或 delete</translation>
    </message>
    <message>
        <source>unknown project subcommand &quot;%1&quot;</source>
        <translation>未知的 project 子命令 “%1”</translation>
    </message>
    <message>
        <source>project %1 takes one argument</source>
        <translation>project %1 需要一个参数</translation>
    </message>
    <message>
        <source>project %1 takes no argument</source>
        <translation>project %1 不接受参数</translation>
    </message>
    <message numerus="yes">
        <source>%n scenario(s), updated %1</source>
        <translation>
            <numerusform>%n 个方案，更新于 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported project &quot;%1&quot; with %n scenario(s)</source>
        <translation>
            <numerusform>已导入项目 “%1”，含 %n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <source>revision %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>%1: cannot write</source>
        <translation>%1：无法写入</translation>
    </message>
    <message numerus="yes">
        <source>deleted project &quot;%1&quot; and its %n scenario(s)</source>
        <translation>
            <numerusform>已删除项目 “%1” 及其 %n 个方案</numerusform>
        </translation>
    </message>
    <message>
        <source>scenario needs a subcommand: list, show or export</source>
        <translation>scenario 需要子命令：list、show 或 export</translation>
    </message>
    <message>
        <source>unknown scenario subcommand &quot;%1&quot;</source>
        <translation>未知的 scenario 子命令 “%1”</translation>
    </message>
    <message>
        <source>scenario %1 needs --project NAME</source>
        <translation>scenario %1 需要 --project NAME</translation>
    </message>
    <message>
        <source>scenario %1 takes one scenario name</source>
        <translation>scenario %1 需要一个方案名称</translation>
    </message>
    <message>
        <source>scenario %1 takes no argument</source>
        <translation>scenario %1 不接受参数</translation>
    </message>
    <message>
        <source>no scenario &quot;%1&quot; in project &quot;%2&quot;</source>
        <translation>项目 “%2” 中没有方案 “%1”</translation>
    </message>
    <message>
        <source>workload %1, model %2, GPU %3, revision %4, saved %5</source>
        <translation>任务类型 %1，模型 %2，GPU %3，版本 %4，保存于 %5</translation>
    </message>
    <message>
        <source>catalog import takes one catalog file</source>
        <translation>catalog import 需要一个规格库文件</translation>
    </message>
    <message>
        <source>catalog remove takes a kind (gpu, cpu, link or price) and an id</source>
        <translation>catalog remove 需要一个类别（gpu、cpu、link 或 price）和一个 id</translation>
    </message>
    <message>
        <source>catalog stored takes no argument</source>
        <translation>catalog stored 不接受参数</translation>
    </message>
    <message>
        <source>catalog remove: the kind must be gpu, cpu, link or price; got &quot;%1&quot;</source>
        <translation>catalog remove：类别必须是 gpu、cpu、link 或 price；实际为 &quot;%1&quot;</translation>
    </message>
    <message numerus="yes">
        <source>stored %n catalog entries in %1</source>
        <translation>
            <numerusform>已在 %1 中保存 %n 个规格库条目</numerusform>
        </translation>
    </message>
    <message>
        <source>removed the stored %1 &quot;%2&quot;</source>
        <translation>已删除保存的 %1 “%2”</translation>
    </message>
    <message>
        <source>no catalog entries stored in %1</source>
        <translation>%1 中没有保存的规格库条目</translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation>截至 %1</translation>
    </message>
    <message>
        <source>%1: stored catalog entry left out: %2</source>
        <translation>%1：已略去一个保存的规格库条目：%2</translation>
    </message>
    <message>
        <source>Your own GPUs, CPUs, links and GPU prices (gpu-planner.catalog/1 entries) kept in the project database; estimate, plan, validate, compare and report use them with --db or --project, and so does the window.</source>
        <translation>保存在项目数据库中的自定义 GPU、CPU、互连和 GPU 价格（gpu-planner.catalog/1 条目）；estimate、plan、validate、compare 和 report 在给出 --db 或 --project 时使用它们，窗口也使用它们。</translation>
    </message>
    <message>
        <source>Projects in the project database (default: the user&apos;s data folder, created with a demo project on first use; --db FILE uses another).</source>
        <translation>项目数据库中的项目（默认位于用户数据文件夹，首次使用时创建并带有示例项目；--db FILE 使用另一个）。</translation>
    </message>
    <message>
        <source>The scenarios of a project; export prints the scenario file.</source>
        <translation>一个项目中的方案；export 输出方案文件。</translation>
    </message>
    <message>
        <source>%1 needs a value; got the option %2 (write %1=%2 for a value that starts with --, and put names that do after --)</source>
        <translation>%1 需要一个值，但后面是选项 %2（以 -- 开头的值请写成 %1=%2，以 -- 开头的名称请放在单独的 -- 之后）</translation>
    </message>
    <message>
        <source>report needs --pdf FILE, --bom FILE or both</source>
        <translation>report 需要 --pdf FILE、--bom FILE 或两者</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Write the sizing sheet of a scenario as PDF: the recommendation, the memory chart, time and cost ranges, the bill of materials with power and racks, findings, assumptions with their sources, and the validation checklist; --bom writes the quote-request table a vendor can answer (CSV, or an Excel workbook for .xlsx). Needs no display.</source>
        <translation>将方案的测算报告写成 PDF：推荐配置、显存图、耗时与成本区间、含功耗与机柜的物料清单、诊断结果、带来源的假设和采购前验证清单；--bom 写出供应商可直接填写的询价表（CSV；文件名以 .xlsx 结尾时为 Excel 工作簿）。无需显示器。</translation>
    </message>
</context>
<context>
    <name>CoreMessages</name>
    <message>
        <source>the file is {0} bytes; files larger than {1} bytes are refused</source>
        <comment>json.too_large</comment>
        <translation>文件大小为 {0} 字节，超过 {1} 字节的文件会被拒绝</translation>
    </message>
    <message>
        <source>nested deeper than {0} levels; refused</source>
        <comment>json.too_deep</comment>
        <translation>嵌套超过 {0} 层，已拒绝</translation>
    </message>
    <message>
        <source>invalid JSON at line {0}, column {1}: {2}</source>
        <comment>json.syntax</comment>
        <translation>JSON 格式错误（第 {0} 行，第 {1} 列），解析器原文：“{2}”</translation>
    </message>
    <message>
        <source>invalid JSON: {0}</source>
        <comment>json.invalid</comment>
        <translation>JSON 格式错误：{0}</translation>
    </message>
    <message>
        <source>the key &quot;{0}&quot; appears twice</source>
        <comment>json.duplicate_key</comment>
        <translation>键 “{0}” 重复出现</translation>
    </message>
    <message>
        <source>is required</source>
        <comment>field.required</comment>
        <translation>为必填项</translation>
    </message>
    <message>
        <source>must be {0}; got {1}</source>
        <comment>field.wrong_type</comment>
        <translation>必须是 {0}；实际为 {1}</translation>
    </message>
    <message>
        <source>must be greater than 0; got {0}</source>
        <comment>field.not_positive</comment>
        <translation>必须大于 0；实际为 {0}</translation>
    </message>
    <message>
        <source>must not be negative; got {0}</source>
        <comment>field.negative</comment>
        <translation>不能为负数；实际为 {0}</translation>
    </message>
    <message>
        <source>must be a finite number</source>
        <comment>field.not_finite</comment>
        <translation>必须是有限数值</translation>
    </message>
    <message>
        <source>must be a whole number; got {0}</source>
        <comment>field.not_whole</comment>
        <translation>必须是整数；实际为 {0}</translation>
    </message>
    <message>
        <source>is too large; got {0}</source>
        <comment>field.too_large</comment>
        <translation>数值过大；实际为 {0}</translation>
    </message>
    <message>
        <source>must be between {0} and {1}; got {2}</source>
        <comment>field.out_of_range</comment>
        <translation>必须在 {0} 到 {1} 之间；实际为 {2}</translation>
    </message>
    <message>
        <source>must be one of {0}; got &quot;{1}&quot;</source>
        <comment>field.unknown_value</comment>
        <translation>必须是 {0} 之一；实际为 &quot;{1}&quot;</translation>
    </message>
    <message>
        <source>unknown key; expected one of {0}</source>
        <comment>field.unknown_key</comment>
        <translation>未知的键；应为以下之一：{0}</translation>
    </message>
    <message>
        <source>unknown key; did you mean &quot;{0}&quot;?</source>
        <comment>field.unknown_key_suggest</comment>
        <translation>未知的键；是否想写 “{0}”？</translation>
    </message>
    <message>
        <source>must divide {0} ({1}); got {2}</source>
        <comment>field.must_divide</comment>
        <translation>必须能整除 {0}（{1}）；实际为 {2}</translation>
    </message>
    <message>
        <source>must not exceed {0} ({1}); got {2}</source>
        <comment>field.at_most</comment>
        <translation>不能超过 {0}（{1}）；实际为 {2}</translation>
    </message>
    <message>
        <source>must be [low, expected, high] in increasing order; got [{0}, {1}, {2}]</source>
        <comment>field.range_order</comment>
        <translation>必须是按升序排列的 [下限，预估值，上限]；实际为 [{0}, {1}, {2}]</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is listed twice</source>
        <comment>field.duplicate_item</comment>
        <translation>“{0}” 重复列出</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <comment>field.empty</comment>
        <translation>不能为空</translation>
    </message>
    <message>
        <source>is not used by a {0} scenario; it is kept but ignored</source>
        <comment>scenario.section_unused</comment>
        <translation>{0} 方案不使用此部分；会保留但被忽略</translation>
    </message>
    <message>
        <source>is &quot;{0}&quot;; this program reads &quot;{1}&quot;</source>
        <comment>scenario.bad_format</comment>
        <translation>本程序读取的格式为 &quot;{1}&quot;；实际为 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>needs one of &quot;preset&quot;, &quot;hf_config&quot; or &quot;architecture&quot;</source>
        <comment>scenario.no_model_source</comment>
        <translation>需要提供 &quot;preset&quot;、&quot;hf_config&quot;、&quot;architecture&quot; 三者之一</translation>
    </message>
    <message>
        <source>give only one of &quot;preset&quot;, &quot;hf_config&quot; or &quot;architecture&quot;</source>
        <comment>scenario.many_model_sources</comment>
        <translation>&quot;preset&quot;、&quot;hf_config&quot;、&quot;architecture&quot; 只能提供其中一个</translation>
    </message>
    <message>
        <source>is required: heads ({0}) do not divide hidden ({1})</source>
        <comment>arch.head_dim_needed</comment>
        <translation>为必填项：heads（{0}）不能整除 hidden（{1}）</translation>
    </message>
    <message>
        <source>is required for a mixture-of-experts model</source>
        <comment>arch.moe_needs</comment>
        <translation>混合专家（MoE）模型必须提供此项</translation>
    </message>
    <message>
        <source>applies only to mixture-of-experts models (set experts)</source>
        <comment>arch.needs_experts</comment>
        <translation>仅适用于混合专家（MoE）模型（需设置 experts）</translation>
    </message>
    <message>
        <source>is required for multi-head latent attention</source>
        <comment>arch.mla_needs</comment>
        <translation>多头潜在注意力（MLA）必须提供此项</translation>
    </message>
    <message>
        <source>applies only to multi-head latent attention (set kv_lora_rank)</source>
        <comment>arch.needs_mla</comment>
        <translation>仅适用于多头潜在注意力（MLA）（需设置 kv_lora_rank）</translation>
    </message>
    <message>
        <source>is required when sliding_window_layers is set</source>
        <comment>arch.window_needed</comment>
        <translation>设置了 sliding_window_layers 时为必填项</translation>
    </message>
    <message>
        <source>is missing from the config; it is needed to size the model</source>
        <comment>hf.missing_key</comment>
        <translation>配置中缺少此项；估算模型规模需要它</translation>
    </message>
    <message>
        <source>model_type &quot;{0}&quot; has no dedicated mapping; read from the common keys, so family details (biases, extra norms) may be missed</source>
        <comment>hf.unknown_family</comment>
        <translation>model_type “{0}” 没有专门的映射，已按通用键读取，可能遗漏该模型系列的细节（偏置、额外的归一化层）</translation>
    </message>
    <message>
        <source>attention biases of latent attention are not counted (a few parameters per layer)</source>
        <comment>hf.bias_not_counted</comment>
        <translation>未计入潜在注意力的注意力偏置（每层只有少量参数）</translation>
    </message>
    <message>
        <source>read the language model only; the vision or audio encoder is not counted</source>
        <comment>hf.text_only</comment>
        <translation>只读取了语言模型部分；未计入视觉或音频编码器</translation>
    </message>
    <message>
        <source>unknown {0} &quot;{1}&quot;; known ids: {2}</source>
        <comment>catalog.unknown_id</comment>
        <translation>{0}“{1}”不存在；已知的 id：{2}</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is not a valid id (lower-case letters, digits, &apos;.&apos;, &apos;_&apos;, &apos;-&apos;)</source>
        <comment>catalog.bad_id</comment>
        <translation>id 无效（只能包含小写字母、数字、&apos;.&apos;、&apos;_&apos;、&apos;-&apos;）；实际为 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>is &quot;{0}&quot;; a catalog file says &quot;gpu-planner.catalog/1&quot;</source>
        <comment>catalog.bad_format</comment>
        <translation>规格库文件应为 &quot;gpu-planner.catalog/1&quot;；实际为 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>refers to the unknown link &quot;{0}&quot;</source>
        <comment>catalog.unknown_link</comment>
        <translation>引用了未知的互连 “{0}”</translation>
    </message>
    <message>
        <source>must not exceed {0} for {1} (what one server holds); got {2}</source>
        <comment>hw.too_many_per_node</comment>
        <translation>对 {1} 不能超过 {0}（单台服务器能容纳的数量）；实际为 {2}</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; connects servers; intra_node_link needs a link inside one server (NVLink, PCIe)</source>
        <comment>hw.needs_intra_link</comment>
        <translation>“{0}” 用于连接服务器；intra_node_link 需要机内互连（NVLink、PCIe）</translation>
    </message>
    <message>
        <source>&quot;{0}&quot; is a link inside one server; inter_node_link needs a network (InfiniBand, RoCE, Ethernet)</source>
        <comment>hw.needs_inter_link</comment>
        <translation>“{0}” 是机内互连；inter_node_link 需要机间网络（InfiniBand、RoCE、以太网）</translation>
    </message>
    <message>
        <source>must divide the KV heads ({0}) or be a multiple of them; got {1}</source>
        <comment>train.tp_kv_heads</comment>
        <translation>必须能整除 KV 头数（{0}）或是其整数倍；实际为 {1}</translation>
    </message>
    <message>
        <source>tensor parallelism of {0} spans servers of {1} GPUs: its all-reduces then cross the slow network</source>
        <comment>train.tp_across_nodes</comment>
        <translation>张量并行度 {0} 跨越了每台 {1} 卡的服务器：其 all-reduce 会走较慢的机间网络</translation>
    </message>
    <message>
        <source>interleaved schedules need pp of 2 or more</source>
        <comment>train.interleave_needs_pp</comment>
        <translation>交错调度要求 pp 至少为 2</translation>
    </message>
    <message>
        <source>layers ({0}) must divide evenly into pp ({1}) x virtual_stages ({2})</source>
        <comment>train.interleave_layers</comment>
        <translation>层数（{0}）必须能被 pp（{1}）× virtual_stages（{2}）整除</translation>
    </message>
    <message>
        <source>expert parallelism needs a mixture-of-experts model</source>
        <comment>train.ep_needs_moe</comment>
        <translation>专家并行需要混合专家（MoE）模型</translation>
    </message>
    <message>
        <source>tp ({0}) x pp ({1}) x cp ({2}) = {3} must divide the GPU count ({4})</source>
        <comment>train.layout_divides</comment>
        <translation>tp（{0}）× pp（{1}）× cp（{2}）= {3} 必须能整除卡数（{4}）</translation>
    </message>
    <message>
        <source>must equal GPUs / (tp x pp x cp) = {0}; got {1}</source>
        <comment>train.dp_mismatch</comment>
        <translation>必须等于卡数 / (tp × pp × cp) = {0}；实际为 {1}</translation>
    </message>
    <message>
        <source>must divide dp x cp ({0}); got {1}</source>
        <comment>train.ep_divides</comment>
        <translation>必须能整除 dp × cp（{0}）；实际为 {1}</translation>
    </message>
    <message>
        <source>a sharding group needs zero_stage 1 or more</source>
        <comment>train.shard_needs_zero</comment>
        <translation>使用分片组需要 zero_stage 为 1 或以上</translation>
    </message>
    <message>
        <source>needs zero_stage {0} or more</source>
        <comment>train.offload_needs_zero</comment>
        <translation>需要 zero_stage 为 {0} 或以上</translation>
    </message>
    <message>
        <source>{0} is not a multiple of micro_batch ({1}) x dp ({2}) = {3}; frameworks need a whole number of micro-batches per GPU</source>
        <comment>train.global_batch_multiple</comment>
        <translation>{0} 不是 micro_batch（{1}）× dp（{2}）= {3} 的整数倍；框架要求每张卡的微批数为整数</translation>
    </message>
    <message>
        <source>has no effect with tp 1</source>
        <comment>train.sp_needs_tp</comment>
        <translation>tp 为 1 时不起作用</translation>
    </message>
    <message>
        <source>{0} exceeds the model&apos;s max_position ({1})</source>
        <comment>train.seq_beyond_model</comment>
        <translation>{0} 超过了模型的 max_position（{1}）</translation>
    </message>
    <message>
        <source>{0} has no FP8 tensor cores</source>
        <comment>train.no_fp8</comment>
        <translation>{0} 没有 FP8 Tensor Core</translation>
    </message>
    <message>
        <source>context parallelism needs flash attention (ring attention exchanges partial results)</source>
        <comment>train.cp_needs_flash</comment>
        <translation>上下文并行需要 flash attention（ring attention 要交换部分结果）</translation>
    </message>
    <message>
        <source>layers ({0}) do not divide evenly into pp ({1}): the first stage holds {2} of them</source>
        <comment>train.uneven_stages</comment>
        <translation>层数（{0}）不能被 pp（{1}）整除：第一个流水线阶段分到其中 {2} 层</translation>
    </message>
    <message>
        <source>QLoRA is usually run with data parallelism only</source>
        <comment>train.qlora_parallel</comment>
        <translation>QLoRA 通常只配合数据并行使用</translation>
    </message>
    <message>
        <source>is ignored when method is &quot;{0}&quot;</source>
        <comment>train.ignored_for_method</comment>
        <translation>method 为 “{0}” 时忽略此项</translation>
    </message>
    <message>
        <source>must be a fraction between 0.001 and 1; got {0}</source>
        <comment>train.mfu_fraction</comment>
        <translation>必须是 0.001～1 之间的小数；实际为 {0}</translation>
    </message>
    <message>
        <source>must be a number or [low, expected, high]</source>
        <comment>train.mfu_shape</comment>
        <translation>必须是一个数值或 [下限，预估值，上限]</translation>
    </message>
    <message>
        <source>heads ({0}) are not divisible by tp ({1}): vLLM, SGLang and TensorRT-LLM refuse this layout</source>
        <comment>infer.tp_heads</comment>
        <translation>heads（{0}）不能被 tp（{1}）整除：vLLM、SGLang 和 TensorRT-LLM 都不接受这种布局</translation>
    </message>
    <message>
        <source>{0} exceeds the model&apos;s max_position ({1})</source>
        <comment>infer.beyond_model</comment>
        <translation>{0} 超过了模型的 max_position（{1}）</translation>
    </message>
    <message>
        <source>{0} cannot load &quot;{1}&quot; weights</source>
        <comment>infer.engine_weights</comment>
        <translation>{0} 无法加载 {1} 格式的权重</translation>
    </message>
    <message>
        <source>{0} does not offer a &quot;{1}&quot; KV cache</source>
        <comment>infer.engine_kv</comment>
        <translation>{0} 不支持 {1} 类型的 KV 缓存</translation>
    </message>
    <message>
        <source>GGUF files are native to llama.cpp; {0} support is limited</source>
        <comment>infer.gguf_elsewhere</comment>
        <translation>GGUF 是 llama.cpp 的原生格式；{0} 对它的支持有限</translation>
    </message>
    <message>
        <source>is ignored by {0}</source>
        <comment>infer.ignored_for_engine</comment>
        <translation>{0} 会忽略此项</translation>
    </message>
    <message>
        <source>is required when inference.device is &quot;cpu&quot;</source>
        <comment>infer.cpu_needed</comment>
        <translation>inference.device 为 &quot;cpu&quot; 时为必填项</translation>
    </message>
    <message>
        <source>tp ({0}) x pp ({1}) needs more GPUs than the {2} available</source>
        <comment>infer.more_than_gpus</comment>
        <translation>tp（{0}）× pp（{1}）需要的卡数超过现有的 {2} 张</translation>
    </message>
    <message>
        <source>must be a three-letter ISO 4217 code such as &quot;USD&quot;; got &quot;{0}&quot;</source>
        <comment>cost.bad_currency</comment>
        <translation>必须是三个字母的 ISO 4217 代码，如 &quot;USD&quot;；实际为 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>does not fit: needs {0} per GPU, {1} offers {2}</source>
        <comment>memory.does_not_fit</comment>
        <translation>放不下：每卡需要 {0}，{1} 只有 {2}</translation>
    </message>
    <message>
        <source>activations take {0}: turn on full recompute (activation checkpointing) first</source>
        <comment>memory.try_recompute</comment>
        <translation>激活值占 {0}：先开启完全重计算（激活检查点）</translation>
    </message>
    <message>
        <source>lower micro_batch from {0} and keep global_batch with more accumulation steps</source>
        <comment>memory.try_smaller_micro_batch</comment>
        <translation>将 micro_batch 从 {0} 调小，通过增加梯度累积步数保持 global_batch 不变</translation>
    </message>
    <message>
        <source>turn on sequence parallelism: it divides the remaining activations by tp</source>
        <comment>memory.try_sequence_parallel</comment>
        <translation>开启序列并行：剩余的激活值会按 tp 切分</translation>
    </message>
    <message>
        <source>raise ZeRO from stage {0}: the states are replicated on {1} GPUs</source>
        <comment>memory.try_zero</comment>
        <translation>将 ZeRO 级别从 {0} 调高：这些状态目前在 {1} 张卡上各存一份</translation>
    </message>
    <message>
        <source>fine-tune with LoRA or QLoRA: only the adapters carry gradients and optimizer states</source>
        <comment>memory.try_lora</comment>
        <translation>改用 LoRA 或 QLoRA 微调：只有适配器有梯度和优化器状态</translation>
    </message>
    <message>
        <source>use QLoRA: a 4-bit base takes about a quarter of the memory of a 16-bit one</source>
        <comment>memory.try_qlora</comment>
        <translation>改用 QLoRA：4-bit 基座模型的显存约为 16-bit 的四分之一</translation>
    </message>
    <message>
        <source>raise tensor parallelism from {0} within the server: weights and activations divide by tp</source>
        <comment>memory.try_tp</comment>
        <translation>在服务器内将张量并行度从 {0} 调高：权重和激活值按 tp 切分</translation>
    </message>
    <message>
        <source>with this tp x pp x cp layout it fits on {0} GPUs (data parallel {1}), where ZeRO shards the states further</source>
        <comment>memory.needs_gpus</comment>
        <translation>按此 tp × pp × cp 布局，{0} 张卡（数据并行 {1}）可以放下，且 ZeRO 会进一步分片各类状态</translation>
    </message>
    <message>
        <source>only {0} ({1}%) of {2} is left: allocation spikes can run out of memory; keep 10% free</source>
        <comment>memory.low_headroom</comment>
        <translation>{2} 仅剩 {0}（{1}%）：分配尖峰可能导致显存耗尽；建议保留 10% 空闲</translation>
    </message>
    <message>
        <source>fits as expected, but the high estimate {0} exceeds the {1} available</source>
        <comment>memory.may_not_fit</comment>
        <translation>按预估值放得下，但上限 {0} 超过了可用的 {1}</translation>
    </message>
    <message>
        <source>communication takes {0}% of each step (mostly {1}): adding GPUs will not help until the link ({2}) matches the parallel strategy</source>
        <comment>time.communication_bound</comment>
        <translation>通信占每步的 {0}%（主要是 {1}）：在互连（{2}）与并行策略匹配之前，增加卡数无济于事</translation>
    </message>
    <message>
        <source>is needed to price the plan; the cost is left out</source>
        <comment>cost.no_price</comment>
        <translation>计算成本需要此项；暂不计入成本</translation>
    </message>
    <message>
        <source>is needed for the total time and the cost of the run</source>
        <comment>cost.no_tokens</comment>
        <translation>计算运行总时长和成本需要此项</translation>
    </message>
    <message>
        <source>give either hours, or cpu_cores (with tokens_per_core_s), not both</source>
        <comment>train.data_prep_either</comment>
        <translation>hours 与 cpu_cores（配合 tokens_per_core_s）只能二选一</translation>
    </message>
    <message>
        <source>is needed: give hours, or cpu_cores to derive them</source>
        <comment>train.data_prep_needs</comment>
        <translation>为必填项：请提供 hours，或提供 cpu_cores 以推算时长</translation>
    </message>
    <message>
        <source>data preparation time needs training.tokens; it is left out</source>
        <comment>train.data_prep_no_tokens</comment>
        <translation>数据预处理时间需要 training.tokens；暂不计入</translation>
    </message>
    <message>
        <source>the engine cannot start: one sequence of max_model_len {0} needs {1} of KV cache, and {2} is left on the {3} after weights and reservations</source>
        <comment>infer.cannot_start</comment>
        <translation>推理引擎无法启动：一条 max_model_len 为 {0} 的序列需要 {1} 的 KV 缓存，而 {3} 扣除权重和预留后只剩 {2}</translation>
    </message>
    <message>
        <source>fits as expected, but with the pessimistic reservations only {0} is left for the {1} of KV cache needed (the peak&apos;s, and at least one max_model_len sequence)</source>
        <comment>infer.may_not_fit</comment>
        <translation>按预估值放得下，但按悲观的预留估计，只剩 {0} 来容纳所需的 {1} KV 缓存（峰值并发所需，且至少能容纳一条 max_model_len 长度的序列）</translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_kv_dtype</comment>
        <translation>改为 {0}：放得下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_kv_dtype_short</comment>
        <translation>改为 {0}：仍放不下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_shorter_context</comment>
        <translation>改为 {0}：放得下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_shorter_context_short</comment>
        <translation>改为 {0}：仍放不下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_tp</comment>
        <translation>改为 {0}：放得下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_tp_short</comment>
        <translation>改为 {0}：仍放不下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>with {0}: fits; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_quantization</comment>
        <translation>改为 {0}：放得下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>with {0}: still does not fit; {1} concurrent sequences of {2} tokens, or {3} tokens each at a replica&apos;s share of the peak</source>
        <comment>infer.try_quantization_short</comment>
        <translation>改为 {0}：仍放不下；可并发 {1} 条 {2} token 的序列，或按每个副本分担的峰值并发每条 {3} token</translation>
    </message>
    <message>
        <source>the companions take {0}: the engine can only be given {1} of the GPU, and starts only with memory_utilization at most that</source>
        <comment>infer.utilization_reduced</comment>
        <translation>同卡其他服务占用 {0}：推理引擎最多只能分到 GPU 的 {1}，memory_utilization 不超过该值时才能启动</translation>
    </message>
    <message>
        <source>no concurrency meets the latency targets: even one user sees a first token after {0} ms and {1} ms per token; a faster GPU, more tensor parallelism or a smaller model is needed</source>
        <comment>infer.target_unmet</comment>
        <translation>任何并发数都达不到延迟指标：即使只有一个用户，首 token 延迟也要 {0} ms，每 token 延迟 {1} ms；需要更快的 GPU、更高的张量并行度或更小的模型</translation>
    </message>
    <message>
        <source>personal validation, small model</source>
        <comment>infer.skip_personal</comment>
        <translation>个人验证、小模型</translation>
    </message>
    <message>
        <source>offline batch jobs</source>
        <comment>infer.skip_offline</comment>
        <translation>离线批处理任务</translation>
    </message>
    <message>
        <source>calling a hosted API</source>
        <comment>infer.skip_api</comment>
        <translation>调用托管 API</translation>
    </message>
    <message>
        <source>online service</source>
        <comment>infer.skip_online</comment>
        <translation>在线服务</translation>
    </message>
    <message>
        <source>personal validation, small model: skip the GPU - the {2} decodes about {1} tokens/s, enough to try it; fails when concurrency or context grows</source>
        <comment>infer.skip_personal.yes</comment>
        <translation>个人验证、小模型：可以不用 GPU——{2} 解码约 {1} tokens/s，足够试用；并发或上下文变大时就不够了</translation>
    </message>
    <message>
        <source>personal validation, small model: keep the GPU - the {2} decodes only about {1} tokens/s or cannot hold the model</source>
        <comment>infer.skip_personal.no</comment>
        <translation>个人验证、小模型：仍需 GPU——{2} 解码只有约 {1} tokens/s，或者放不下模型</translation>
    </message>
    <message>
        <source>calling a hosted API: skip the GPU - at this volume the API costs {1} {3} a month against {2} {3} for the GPUs; renting wins above {4} requests/s; fails on rate limits or cost</source>
        <comment>infer.skip_api.yes</comment>
        <translation>调用托管 API：可以不用 GPU——按此用量，API 每月 {1} {3}，租卡则要 {2} {3}；超过每秒 {4} 个请求时租卡更划算；遇到限流或成本上涨时就不合适了</translation>
    </message>
    <message>
        <source>calling a hosted API: renting is cheaper - the API would cost {1} {3} a month against {2} {3} for the GPUs; the API wins below {4} requests/s</source>
        <comment>infer.skip_api.no</comment>
        <translation>调用托管 API：租卡更便宜——API 每月要 {1} {3}，租卡只要 {2} {3}；低于每秒 {4} 个请求时 API 更划算</translation>
    </message>
    <message>
        <source>{0} budget: memory share {1}, activation peak profiled at {2} batched tokens, KV cache in {3}-token blocks</source>
        <comment>assume.infer_engine</comment>
        <translation>{0} 显存预算：显存占比 {1}，激活峰值按 {2} 个批处理 token 测定，KV 缓存按每块 {3} token 分配</translation>
    </message>
    <message>
        <source>decode streams the weights and KV cache at {0}-{1}% of memory bandwidth plus a fixed per-step overhead; prefill runs at {2}% of the dense peak</source>
        <comment>assume.infer_speed</comment>
        <translation>解码按显存带宽的 {0}%～{1}% 读取权重和 KV 缓存，外加每步固定开销；预填充按稠密峰值算力的 {2}% 运行</translation>
    </message>
    <message>
        <source>no targets.requests_per_s: the volume compared is what the deployment serves flat out, {0} requests/s</source>
        <comment>assume.infer_volume_capacity</comment>
        <translation>未设置 targets.requests_per_s：比较时采用该部署满负荷时的处理量，即每秒 {0} 个请求</translation>
    </message>
    <message>
        <source>diagnose in this order: first single-GPU utilisation, then communication, only then a more expensive GPU</source>
        <comment>decide.train.order</comment>
        <translation>按此顺序排查：先看单卡利用率，再看通信，最后才考虑换更贵的 GPU</translation>
    </message>
    <message>
        <source>Adding GPUs did not reduce total time</source>
        <comment>decide.train.scaling</comment>
        <translation>增加卡数后总耗时没有下降</translation>
    </message>
    <message>
        <source>communication is the bottleneck</source>
        <comment>decide.train.scaling.cause</comment>
        <translation>通信成为瓶颈</translation>
    </message>
    <message>
        <source>whether the link (NVLink / PCIe / network) matches the parallel strategy</source>
        <comment>decide.train.scaling.check</comment>
        <translation>机内互连（NVLink / PCIe）和机间网络是否与并行策略匹配</translation>
    </message>
    <message>
        <source>communication takes {0}% of each step ({1} s of {2} s), mostly {3} traffic over {4} at {5} GB/s per GPU</source>
        <comment>decide.train.scaling.likely</comment>
        <translation>通信占每步的 {0}%（{2} s 中的 {1} s），主要是经 {4} 的 {3} 流量，每卡 {5} GB/s</translation>
    </message>
    <message>
        <source>communication takes {0}% of each step ({1} s of {2} s, most of it {3} traffic over {4} at {5} GB/s per GPU), under the {6}% at which it sets the pace</source>
        <comment>decide.train.scaling.unlikely</comment>
        <translation>通信占每步的 {0}%（{2} s 中的 {1} s，主要是经 {4} 的 {3} 流量，每卡 {5} GB/s），低于其成为瓶颈的 {6}%</translation>
    </message>
    <message>
        <source>one GPU: nothing crosses a link in this layout; estimate the GPU count you mean to add</source>
        <comment>decide.train.scaling.unknown</comment>
        <translation>单卡：此布局下没有跨卡通信；请按打算增加到的卡数估算</translation>
    </message>
    <message>
        <source>Single-GPU utilisation stays low</source>
        <comment>decide.train.utilization</comment>
        <translation>单卡利用率一直偏低</translation>
    </message>
    <message>
        <source>data loading or communication waits</source>
        <comment>decide.train.utilization.cause</comment>
        <translation>数据加载或通信等待</translation>
    </message>
    <message>
        <source>the input pipeline, the batch size, how often the GPUs synchronise</source>
        <comment>decide.train.utilization.check</comment>
        <translation>输入流水线、批大小、GPU 之间的同步频率</translation>
    </message>
    <message>
        <source>the GPUs wait {0}% of each step, on communication ({1}%) and the pipeline bubble ({2}%): MFU is {3}% where the same kernels without waits reach {4}%</source>
        <comment>decide.train.utilization.waits</comment>
        <translation>GPU 每步有 {0}% 的时间在等待，其中通信占 {1}%，流水线气泡占 {2}%：MFU 为 {3}%，而同样的算子在没有等待时可达 {4}%</translation>
    </message>
    <message>
        <source>the loaders must deliver {5} tokens/s per GPU, more than one CPU core tokenises ({7} tokens/s): tokenise ahead of time or add loader workers; the GPUs wait {0}% of each step (MFU {3}%)</source>
        <comment>decide.train.utilization.input</comment>
        <translation>数据加载器需要为每张卡提供 {5} tokens/s，超过了单个 CPU 核的分词速度（{7} tokens/s）：请提前分词或增加数据加载进程；GPU 每步有 {0}% 的时间在等待（MFU {3}%）</translation>
    </message>
    <message>
        <source>the GPUs wait {0}% of each step (MFU {3}%, {4}% without waits), and the loaders need {5} tokens/s per GPU ({6} MB/s of token ids in all), within what one CPU core tokenises ({7} tokens/s)</source>
        <comment>decide.train.utilization.unlikely</comment>
        <translation>GPU 每步有 {0}% 的时间在等待（MFU {3}%，无等待时 {4}%），数据加载器需要为每张卡提供 {5} tokens/s（token id 合计 {6} MB/s），在单个 CPU 核的分词速度（{7} tokens/s）之内</translation>
    </message>
    <message>
        <source>Frequent out-of-memory errors mid-run</source>
        <comment>decide.train.oom</comment>
        <translation>训练中途频繁显存溢出（OOM）</translation>
    </message>
    <message>
        <source>too little memory headroom, or a bad parallel split</source>
        <comment>decide.train.oom.cause</comment>
        <translation>显存余量太少，或并行切分不合理</translation>
    </message>
    <message>
        <source>activation memory, the parallel split ratios</source>
        <comment>decide.train.oom.check</comment>
        <translation>激活值显存、并行切分比例</translation>
    </message>
    <message>
        <source>the expected peak of {5} exceeds the {6}&apos;s {2}: the run stops at its first step, not mid-run; activations take {4}</source>
        <comment>decide.train.oom.does_not_fit</comment>
        <translation>预估峰值 {5} 超过了 {6} 的 {2}：任务会在第一步就停止，而不是跑到中途；激活值占 {4}</translation>
    </message>
    <message>
        <source>only {0} ({1}%) of the {6}&apos;s {2} stays free at the expected peak of {5}, less than the {7}% that allocation spikes and fragmentation need; activations take {4}</source>
        <comment>decide.train.oom.low_headroom</comment>
        <translation>在预估峰值 {5} 下，{6} 的 {2} 仅剩 {0}（{1}%）空闲，低于应对分配尖峰和碎片所需的 {7}%；激活值占 {4}</translation>
    </message>
    <message>
        <source>{0} ({1}%) of the {6}&apos;s {2} stays free at the expected peak of {5}, but the high estimate {3} exceeds it; activations take {4}</source>
        <comment>decide.train.oom.high_exceeds</comment>
        <translation>在预估峰值 {5} 下，{6} 的 {2} 仍有 {0}（{1}%）空闲，但上限 {3} 超出了容量；激活值占 {4}</translation>
    </message>
    <message>
        <source>{0} ({1}%) of the {6}&apos;s {2} stays free at the expected peak of {5}, and even the high estimate {3} fits</source>
        <comment>decide.train.oom.unlikely</comment>
        <translation>在预估峰值 {5} 下，{6} 的 {2} 仍有 {0}（{1}%）空闲，即使按上限 {3} 也放得下</translation>
    </message>
    <message>
        <source>Several machines slower than one</source>
        <comment>decide.train.multi_node</comment>
        <translation>多机比单机还慢</translation>
    </message>
    <message>
        <source>bandwidth between the machines is too low</source>
        <comment>decide.train.multi_node.cause</comment>
        <translation>机间带宽太低</translation>
    </message>
    <message>
        <source>the network between the machines, not the links inside one</source>
        <comment>decide.train.multi_node.check</comment>
        <translation>机间网络，而不是机内互连</translation>
    </message>
    <message>
        <source>{0}% of each step ({1} s) waits on the network between the {5} servers ({2}: {3} GB/s per GPU, against {4} GB/s inside a server), more than the about {6} s of compute per step that spreading the work over them saves</source>
        <comment>decide.train.multi_node.likely</comment>
        <translation>每步有 {0}%（{1} s）在等待 {5} 台服务器之间的网络（{2}：每卡 {3} GB/s，机内则为 {4} GB/s），超过了把计算分摊到多台服务器所节省的每步约 {6} s</translation>
    </message>
    <message>
        <source>the network between the {5} servers ({2}: {3} GB/s per GPU, against {4} GB/s inside a server) costs {1} s per step ({0}%), less than the about {6} s of compute per step that spreading the work over them saves</source>
        <comment>decide.train.multi_node.unlikely</comment>
        <translation>{5} 台服务器之间的网络（{2}：每卡 {3} GB/s，机内则为 {4} GB/s）每步耗时 {1} s（{0}%），少于把计算分摊到多台服务器所节省的每步约 {6} s</translation>
    </message>
    <message>
        <source>one server: nothing crosses the network between servers; estimate the scenario with the servers you mean to add</source>
        <comment>decide.train.multi_node.unknown</comment>
        <translation>单台服务器：没有跨服务器的网络通信；请按打算增加的服务器数估算该方案</translation>
    </message>
    <message>
        <source>Resident weights</source>
        <comment>decide.infer.weights</comment>
        <translation>常驻权重</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <comment>decide.infer.weights.resource</comment>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>a more aggressive quantisation level</source>
        <comment>decide.infer.weights.save</comment>
        <translation>更激进的量化档位</translation>
    </message>
    <message>
        <source>the weights take {0} of the {1}&apos;s {2} ({3}%) at {4}, {5} bits per weight</source>
        <comment>decide.infer.weights.yes</comment>
        <translation>权重按 {4}（每个权重 {5} bit）计算占 {0}，为 {1} 的 {2} 的 {3}%</translation>
    </message>
    <message>
        <source>served from the {1} (inference.device cpu): the weights take {0} of its {2} ({3}%) at {4}, {5} bits per weight</source>
        <comment>decide.infer.weights.no</comment>
        <translation>由 {1} 提供服务（inference.device cpu）：权重按 {4}（每个权重 {5} bit）计算占 {0}，为其 {2} 的 {3}%</translation>
    </message>
    <message>
        <source>Forward pass per token</source>
        <comment>decide.infer.forward</comment>
        <translation>每 token 的前向计算</translation>
    </message>
    <message>
        <source>compute and latency</source>
        <comment>decide.infer.forward.resource</comment>
        <translation>算力与延迟</translation>
    </message>
    <message>
        <source>a smaller model, shorter outputs</source>
        <comment>decide.infer.forward.save</comment>
        <translation>更小的模型、更短的输出</translation>
    </message>
    <message>
        <source>Long-context KV cache</source>
        <comment>decide.infer.kv_cache</comment>
        <translation>长上下文 KV 缓存</translation>
    </message>
    <message>
        <source>memory capacity</source>
        <comment>decide.infer.kv_cache.resource</comment>
        <translation>显存容量</translation>
    </message>
    <message>
        <source>cap the maximum context, cap concurrency, quantise the KV cache</source>
        <comment>decide.infer.kv_cache.save</comment>
        <translation>限制最大上下文长度、限制并发、量化 KV 缓存</translation>
    </message>
    <message>
        <source>Vector search / rerank</source>
        <comment>decide.infer.search</comment>
        <translation>向量检索 / 重排</translation>
    </message>
    <message>
        <source>GPU memory or CPU</source>
        <comment>decide.infer.search.resource</comment>
        <translation>GPU 显存或 CPU</translation>
    </message>
    <message>
        <source>a separate process or machine</source>
        <comment>decide.infer.search.save</comment>
        <translation>拆到单独的进程或机器</translation>
    </message>
    <message>
        <source>co-located on the {3}: {0}, taking {1} ({2}% of its memory), which the KV cache cannot use</source>
        <comment>decide.infer.search.yes</comment>
        <translation>与推理引擎共用 {3}：{0} 占用 {1}（其显存的 {2}%），这部分显存无法再给 KV 缓存使用</translation>
    </message>
    <message>
        <source>no vector search or rerank service is listed in inference.companions: it can run on the CPU or another machine</source>
        <comment>decide.infer.search.depends</comment>
        <translation>inference.companions 中未列出向量检索或重排服务：它们可以运行在 CPU 或其他机器上</translation>
    </message>
    <message>
        <source>served from the {3} (inference.device cpu) alongside {0}, taking {1} ({2}% of its memory): no GPU is involved</source>
        <comment>decide.infer.search.cpu</comment>
        <translation>与 {0} 一起运行在 {3} 上（inference.device cpu），占用 {1}（其内存的 {2}%）：不涉及 GPU</translation>
    </message>
    <message>
        <source>Speech / image services</source>
        <comment>decide.infer.services</comment>
        <translation>语音 / 图像服务</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <comment>decide.infer.services.resource</comment>
        <translation>GPU 显存</translation>
    </message>
    <message>
        <source>deploy them separately</source>
        <comment>decide.infer.services.save</comment>
        <translation>单独部署</translation>
    </message>
    <message>
        <source>co-located on the {3}: {0}, taking {1} ({2}% of its memory), which the KV cache cannot use</source>
        <comment>decide.infer.services.yes</comment>
        <translation>与推理引擎共用 {3}：{0} 占用 {1}（其显存的 {2}%），这部分显存无法再给 KV 缓存使用</translation>
    </message>
    <message>
        <source>no speech, image or other service shares the {3} (inference.companions)</source>
        <comment>decide.infer.services.no</comment>
        <translation>没有语音、图像或其他服务共用 {3}（inference.companions）</translation>
    </message>
    <message>
        <source>served from the {3} (inference.device cpu) alongside {0}, taking {1} ({2}% of its memory): no GPU is involved</source>
        <comment>decide.infer.services.cpu</comment>
        <translation>与 {0} 一起运行在 {3} 上（inference.device cpu），占用 {1}（其内存的 {2}%）：不涉及 GPU</translation>
    </message>
    <message>
        <source>is needed to rank layouts by cost (--objective {0})</source>
        <comment>plan.needs_price</comment>
        <translation>按成本对布局排序时需要此项（--objective {0}）</translation>
    </message>
    <message>
        <source>is needed for {0}: the total time depends on the tokens trained</source>
        <comment>plan.needs_tokens</comment>
        <translation>{0} 需要此项：总时长取决于训练的 token 数</translation>
    </message>
    <message>
        <source>no layout on up to {0} x {1} fits in memory; raise --max-gpus, or try LoRA, QLoRA or a GPU with more memory</source>
        <comment>plan.nothing_fits</comment>
        <translation>在至多 {0} 张 {1} 上没有能放进显存的布局；请提高 --max-gpus，或尝试 LoRA、QLoRA 或显存更大的 GPU</translation>
    </message>
    <message>
        <source>several servers are slower than one: the best layout on {0} GPUs takes {1} s per step, on {2} GPUs {3} s, because {5}% of each step waits on the link between servers ({4}); a faster network, not more GPUs, is what helps</source>
        <comment>plan.multi_node_slower</comment>
        <translation>多台服务器反而比一台慢：{0} 张卡上的最佳布局每步 {1} s，{2} 张卡上为 {3} s，因为每步有 {5}% 的时间在等待机间网络（{4}）；需要的是更快的网络，而不是更多的卡</translation>
    </message>
    <message>
        <source>adding GPUs stops helping at {0}: at {1} GPUs communication takes {2}% of each step over {3}</source>
        <comment>plan.scaling_stops</comment>
        <translation>加到 {0} 后再加卡就没有收益了：{1} 张卡时，经 {3} 的通信占每步的 {2}%</translation>
    </message>
    <message>
        <source>the global batch stays at {0} sequences per step for every layout (as the scenario sets it): data parallelism times micro-batch must divide it</source>
        <comment>plan.assume_global_batch</comment>
        <translation>所有布局的全局批大小都保持每步 {0} 条序列（按方案设定）：数据并行度与微批的乘积必须能整除它</translation>
    </message>
    <message>
        <source>the global batch stays at {0} sequences per step (micro_batch x dp of the scenario, as global_batch is not set): data parallelism times micro-batch must divide it</source>
        <comment>plan.assume_global_batch_derived</comment>
        <translation>全局批大小保持每步 {0} 条序列（未设置 global_batch，取方案的 micro_batch × dp）：数据并行度与微批的乘积必须能整除它</translation>
    </message>
    <message>
        <source>a layout fits when its expected memory leaves 10% of the GPU free; sequence parallelism is on whenever tensor parallelism is, and tensor parallelism stays inside a server</source>
        <comment>plan.assume_fit</comment>
        <translation>布局的预估显存能留出 GPU 的 10% 空闲即视为放得下；启用张量并行时始终开启序列并行，且张量并行不跨服务器</translation>
    </message>
    <message>
        <source>adapter and freeze fine-tunes are laid out as the Hugging Face stack runs them: data parallelism with ZeRO/FSDP sharding, no tensor, pipeline, context or expert parallelism</source>
        <comment>plan.assume_data_parallel_only</comment>
        <translation>适配器微调和冻结微调按 Hugging Face 技术栈的实际方式布局：数据并行加 ZeRO/FSDP 分片，不用张量、流水线、上下文或专家并行</translation>
    </message>
    <message>
        <source>every layout&apos;s memory is corrected by the trial run&apos;s measured peak, with the trial modelled at that layout&apos;s parallel split, sharding and recomputation</source>
        <comment>plan.assume_memory_calibrated</comment>
        <translation>每个布局的显存都按试跑实测的峰值校正，试跑按该布局的并行切分、分片和重计算方式重新估算</translation>
    </message>
    <message>
        <source>the scenario&apos;s MFU band applies to its own layout: there it scales the model&apos;s step time by {0}, and every other layout is scaled alike</source>
        <comment>plan.assume_mfu_calibrated</comment>
        <translation>方案的 MFU 区间适用于它自己的布局：该布局下估算的单步耗时乘以 {0}，其他布局按同样比例缩放</translation>
    </message>
    <message>
        <source>every layout&apos;s step time is corrected by the trial run&apos;s measured step time, with the trial modelled at that layout&apos;s parallel split, sharding and recomputation</source>
        <comment>plan.assume_time_calibrated</comment>
        <translation>每个布局的单步耗时都按试跑实测的单步耗时校正，试跑按该布局的并行切分、分片和重计算方式重新估算</translation>
    </message>
    <message>
        <source>parameters set to {0} by the scenario (the architecture alone gives {1})</source>
        <comment>assume.parameters_override</comment>
        <translation>参数量由方案设为 {0}（仅按架构计算为 {1}）</translation>
    </message>
    <message>
        <source>memory calibrated by the trial run: the model gives {0} for it, {1} was measured, so the target&apos;s total is scaled by {2}</source>
        <comment>assume.memory_calibrated</comment>
        <translation>显存已按试跑校准：本工具对试跑的估算为 {0}，实测为 {1}，因此本方案的合计乘以 {2}</translation>
    </message>
    <message>
        <source>step time from the scenario&apos;s MFU band instead of the efficiency model; compute is what remains after communication and the pipeline bubble</source>
        <comment>assume.mfu_given</comment>
        <translation>单步耗时采用方案给定的 MFU 区间，而非内置的效率估算；计算时间为扣除通信和流水线气泡后剩余的部分</translation>
    </message>
    <message>
        <source>step time calibrated by the trial run: the model gives {0} s for it, {1} s was measured, so the target&apos;s time is scaled by {2}</source>
        <comment>assume.time_calibrated</comment>
        <translation>单步耗时已按试跑校准：本工具对试跑的估算为 {0} s，实测为 {1} s，因此本方案的耗时乘以 {2}</translation>
    </message>
    <message>
        <source>Workload</source>
        <comment>compare.workload</comment>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Model</source>
        <comment>compare.model</comment>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <comment>compare.parameters</comment>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Hardware</source>
        <comment>compare.hardware</comment>
        <translation>硬件</translation>
    </message>
    <message>
        <source>GPUs per server x servers</source>
        <comment>compare.servers</comment>
        <translation>每台服务器卡数 × 服务器数量</translation>
    </message>
    <message>
        <source>Method</source>
        <comment>compare.method</comment>
        <translation>方法</translation>
    </message>
    <message>
        <source>Precision</source>
        <comment>compare.precision</comment>
        <translation>精度</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <comment>compare.zero_stage</comment>
        <translation>ZeRO 级别</translation>
    </message>
    <message>
        <source>Parallel layout</source>
        <comment>compare.layout</comment>
        <translation>并行布局</translation>
    </message>
    <message>
        <source>Micro-batch / global batch</source>
        <comment>compare.batch</comment>
        <translation>微批 / 全局批大小</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <comment>compare.seq_len</comment>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Recompute</source>
        <comment>compare.recompute</comment>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Engine</source>
        <comment>compare.engine</comment>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>Weights</source>
        <comment>compare.weights</comment>
        <translation>权重</translation>
    </message>
    <message>
        <source>Prompt + output tokens</source>
        <comment>compare.context</comment>
        <translation>输入 + 输出 token</translation>
    </message>
    <message>
        <source>Peak concurrency</source>
        <comment>compare.peak_concurrency</comment>
        <translation>峰值并发</translation>
    </message>
    <message>
        <source>Tensor x pipeline parallel</source>
        <comment>compare.serving_split</comment>
        <translation>张量并行 × 流水线并行</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <comment>compare.price</comment>
        <translation>卡时单价</translation>
    </message>
    <message>
        <source>Memory per GPU (expected)</source>
        <comment>compare.memory_per_gpu_gib</comment>
        <translation>单卡显存（预估值）</translation>
    </message>
    <message>
        <source>Memory per GPU (high)</source>
        <comment>compare.memory_high_gib</comment>
        <translation>单卡显存（上限）</translation>
    </message>
    <message>
        <source>Capacity per GPU</source>
        <comment>compare.capacity_gib</comment>
        <translation>单卡容量</translation>
    </message>
    <message>
        <source>Headroom per GPU</source>
        <comment>compare.headroom_gib</comment>
        <translation>单卡余量</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>compare.gpus</comment>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Step time</source>
        <comment>compare.step_time_s</comment>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>MFU</source>
        <comment>compare.mfu_percent</comment>
        <translation>MFU</translation>
    </message>
    <message>
        <source>Tokens per second (all GPUs)</source>
        <comment>compare.tokens_per_s</comment>
        <translation>每秒 token 数（所有卡）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>compare.gpu_hours</comment>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Calendar time</source>
        <comment>compare.calendar_days</comment>
        <translation>工期（自然日）</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>compare.cost</comment>
        <translation>成本</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <comment>compare.cost_per_million_tokens</comment>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <comment>compare.cost_per_million_output_tokens</comment>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Fits</source>
        <comment>compare.fits</comment>
        <translation>放得下</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Scenario: {0} ({1})</source>
        <comment>text.scenario</comment>
        <translation>方案：{0}（{1}）</translation>
    </message>
    <message>
        <source>Model: {0}</source>
        <comment>text.model</comment>
        <translation>模型：{0}</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <comment>text.parameters</comment>
        <translation>参数量：</translation>
    </message>
    <message>
        <source>Active per token:</source>
        <comment>text.active_per_token</comment>
        <translation>每 token 激活参数：</translation>
    </message>
    <message>
        <source>Embedding:</source>
        <comment>text.embedding</comment>
        <translation>词嵌入层：</translation>
    </message>
    <message>
        <source>Output head:</source>
        <comment>text.output_head</comment>
        <translation>输出层：</translation>
    </message>
    <message>
        <source>Attention:</source>
        <comment>text.attention</comment>
        <translation>注意力：</translation>
    </message>
    <message>
        <source>MLP / experts:</source>
        <comment>text.mlp</comment>
        <translation>MLP / 专家：</translation>
    </message>
    <message>
        <source>Norms:</source>
        <comment>text.norms</comment>
        <translation>归一化层：</translation>
    </message>
    <message>
        <source>Shape:</source>
        <comment>text.shape</comment>
        <translation>结构：</translation>
    </message>
    <message>
        <source>{0} layers, hidden {1}, {2} heads ({3} KV), head_dim {4}</source>
        <comment>text.shape_value</comment>
        <translation>{0} 层，隐藏维度 {1}，{2} 个注意力头（{3} 个 KV 头），head_dim {4}</translation>
    </message>
    <message>
        <source>Memory per GPU (first pipeline stage), expected (low - high):</source>
        <comment>text.training_memory</comment>
        <translation>每卡显存（第一个流水线阶段），预估值（下限～上限）：</translation>
    </message>
    <message>
        <source>Weights:</source>
        <comment>text.weights</comment>
        <translation>权重：</translation>
    </message>
    <message>
        <source>Gradients:</source>
        <comment>text.gradients</comment>
        <translation>梯度：</translation>
    </message>
    <message>
        <source>Optimizer states:</source>
        <comment>text.optimizer</comment>
        <translation>优化器状态：</translation>
    </message>
    <message>
        <source>Activations:</source>
        <comment>text.activations</comment>
        <translation>激活值：</translation>
    </message>
    <message>
        <source>Overhead:</source>
        <comment>text.overhead</comment>
        <translation>框架开销：</translation>
    </message>
    <message>
        <source>Total:</source>
        <comment>text.total</comment>
        <translation>合计：</translation>
    </message>
    <message>
        <source>Capacity:</source>
        <comment>text.capacity</comment>
        <translation>容量：</translation>
    </message>
    <message>
        <source>{0} ({1}) - {2}</source>
        <comment>text.capacity_value</comment>
        <translation>{0}（{1}），{2}</translation>
    </message>
    <message>
        <source>{0} - {1}</source>
        <comment>text.capacity_short</comment>
        <translation>{0}，{1}</translation>
    </message>
    <message>
        <source>Calibrated total:</source>
        <comment>text.calibrated</comment>
        <translation>校准后合计：</translation>
    </message>
    <message>
        <source>(trial run)</source>
        <comment>text.trial_run</comment>
        <translation>（试跑）</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits: {0}; longest sequence: {1} tokens</source>
        <comment>text.largest_fit</comment>
        <translation>放得下的最大微批：{0}；最长序列：{1} 个 token</translation>
    </message>
    <message>
        <source>Smallest GPU count for this layout: {0}</source>
        <comment>text.min_gpus</comment>
        <translation>此布局所需的最少卡数：{0}</translation>
    </message>
    <message>
        <source>No GPU count up to data parallel {0} fits this layout</source>
        <comment>text.no_gpu_count</comment>
        <translation>数据并行不超过 {0} 时，此布局在任何卡数下都放不下</translation>
    </message>
    <message>
        <source>Host memory/node:</source>
        <comment>text.host_memory</comment>
        <translation>每台服务器主机内存：</translation>
    </message>
    <message>
        <source>Training step:</source>
        <comment>text.training_step</comment>
        <translation>训练步：</translation>
    </message>
    <message>
        <source>Work:</source>
        <comment>text.work</comment>
        <translation>计算量：</translation>
    </message>
    <message>
        <source>{0} FLOPs ({1} with recomputation), {2} tokens</source>
        <comment>text.work_value</comment>
        <translation>{0} FLOPs（含重计算 {1}），{2} 个 token</translation>
    </message>
    <message>
        <source>Step time:</source>
        <comment>text.step_time</comment>
        <translation>单步耗时：</translation>
    </message>
    <message>
        <source>compute</source>
        <comment>text.compute</comment>
        <translation>计算</translation>
    </message>
    <message>
        <source>communication</source>
        <comment>text.communication</comment>
        <translation>通信</translation>
    </message>
    <message>
        <source>pipeline bubble</source>
        <comment>text.bubble</comment>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>MFU:</source>
        <comment>text.mfu</comment>
        <translation>MFU：</translation>
    </message>
    <message>
        <source>Whole run:</source>
        <comment>text.for_tokens</comment>
        <translation>整个训练：</translation>
    </message>
    <message>
        <source>{0} tokens in {1} days ({2} - {3}), {4} GPU-hours ({5} - {6})</source>
        <comment>text.duration_value</comment>
        <translation>{0} 个 token 需 {1} 天（{2}～{3}），{4} 卡时（{5}～{6}）</translation>
    </message>
    <message>
        <source>Input pipeline:</source>
        <comment>text.input_pipeline</comment>
        <translation>数据输入：</translation>
    </message>
    <message>
        <source>{0} tokens/s (up to {1}): {2} MB/s of {3}-byte token ids, {4} MB/s of raw text</source>
        <comment>text.input_value</comment>
        <translation>每秒 {0} 个 token（最高 {1}）：{3} 字节 token id 每秒 {2} MB，原始文本每秒 {4} MB</translation>
    </message>
    <message>
        <source>Data preparation:</source>
        <comment>text.data_prep</comment>
        <translation>数据预处理：</translation>
    </message>
    <message>
        <source>{0} h ({1} - {2}) of CPU time, not GPU-hours</source>
        <comment>text.data_prep_value</comment>
        <translation>{0} 小时（{1}～{2}）CPU 时间，不计入卡时</translation>
    </message>
    <message>
        <source>{0} h ({1} - {2}) of CPU time (given), not GPU-hours</source>
        <comment>text.data_prep_given</comment>
        <translation>{0} 小时（{1}～{2}）CPU 时间（给定值），不计入卡时</translation>
    </message>
    <message>
        <source>Cost:</source>
        <comment>text.cost</comment>
        <translation>成本：</translation>
    </message>
    <message>
        <source>{0} {1} ({2} - {3}), {4} billed hours per GPU</source>
        <comment>text.cost_value</comment>
        <translation>{0} {1}（{2}～{3}），每卡计费 {4} 小时</translation>
    </message>
    <message>
        <source>Memory per GPU (busiest stage), expected (low - high):</source>
        <comment>text.inference_memory</comment>
        <translation>每卡显存（最繁忙的阶段），预估值（下限～上限）：</translation>
    </message>
    <message>
        <source>Memory (CPU), expected (low - high):</source>
        <comment>text.inference_memory_cpu</comment>
        <translation>内存（CPU），预估值（下限～上限）：</translation>
    </message>
    <message>
        <source>({0}, {1} bits/weight)</source>
        <comment>text.weights_format</comment>
        <translation>（{0}，每个权重 {1} bit）</translation>
    </message>
    <message>
        <source>KV cache at peak:</source>
        <comment>text.kv_peak</comment>
        <translation>峰值 KV 缓存：</translation>
    </message>
    <message>
        <source>Companions:</source>
        <comment>text.companions</comment>
        <translation>同卡其他服务：</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <comment>text.kv_cache</comment>
        <translation>KV 缓存：</translation>
    </message>
    <message>
        <source>{0} bytes per token on the busiest device; room for {1} tokens ({2} - {3})</source>
        <comment>text.kv_room</comment>
        <translation>最繁忙的设备上每个 token {0} 字节；可容纳 {1} 个 token（{2}～{3}）</translation>
    </message>
    <message>
        <source>{0} concurrent {0|sequence|sequences} of {1} tokens; {2} tokens each at {3} concurrent</source>
        <comment>text.kv_sequences</comment>
        <translation>可并发 {0} 条 {1} token 的序列；{3} 并发时每条 {2} 个 token</translation>
    </message>
    <message>
        <source>First token:</source>
        <comment>text.first_token</comment>
        <translation>首 token 延迟（TTFT）：</translation>
    </message>
    <message>
        <source>Per output token:</source>
        <comment>text.per_token</comment>
        <translation>每 token 延迟（TPOT）：</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <comment>text.throughput</comment>
        <translation>吞吐：</translation>
    </message>
    <message>
        <source>Decoding at once:</source>
        <comment>text.decoding</comment>
        <translation>同时解码：</translation>
    </message>
    <message>
        <source>{0} s ({1} - {2})</source>
        <comment>text.seconds_range</comment>
        <translation>{0} s（{1}～{2}）</translation>
    </message>
    <message>
        <source>{0} ms ({1} - {2})</source>
        <comment>text.ms_range</comment>
        <translation>{0} ms（{1}～{2}）</translation>
    </message>
    <message>
        <source>{0} output tokens/s ({1} - {2})</source>
        <comment>text.throughput_value</comment>
        <translation>每秒 {0} 个输出 token（{1}～{2}）</translation>
    </message>
    <message>
        <source>{0} {0|sequence|sequences} (beyond: queueing)</source>
        <comment>text.decoding_value</comment>
        <translation>{0} 条序列（超出部分排队）</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <comment>text.col_concurrency</comment>
        <translation>并发数</translation>
    </message>
    <message>
        <source>TTFT s</source>
        <comment>text.col_ttft</comment>
        <translation>TTFT s</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <comment>text.col_tpot</comment>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <comment>text.col_tokens</comment>
        <translation>tokens/s</translation>
    </message>
    <message>
        <source>{0} {0|server|servers} ({1} - {2}); {3} concurrent {3|user|users} each within the targets</source>
        <comment>text.deploy_cpu</comment>
        <translation>{0} 台服务器（{1}～{2}）；每台在服务指标内支撑 {3} 个并发用户</translation>
    </message>
    <message>
        <source>{0} {0|replica|replicas} ({1} - {2}) of tp {3} x pp {4} = {5} {5|GPU|GPUs} ({6} - {7}); {8} concurrent {8|user|users} per replica within the targets</source>
        <comment>text.deploy_gpu</comment>
        <translation>{0} 个副本（{1}～{2}），每个 tp {3} × pp {4}，共 {5} 张卡（{6}～{7}）；每个副本在服务指标内支撑 {8} 个并发用户</translation>
    </message>
    <message>
        <source>CPU path ({0}): {1} tokens/s ({2} - {3})</source>
        <comment>text.cpu_path</comment>
        <translation>CPU 推理（{0}）：每秒 {1} 个 token（{2}～{3}）</translation>
    </message>
    <message>
        <source>CPU path ({0}): {1} tokens/s ({2} - {3}), does NOT fit in its memory</source>
        <comment>text.cpu_path_no_fit</comment>
        <translation>CPU 推理（{0}）：每秒 {1} 个 token（{2}～{3}），内存放不下</translation>
    </message>
    <message>
        <source>Rent vs API: GPUs {0} {1}/month, API {2} {1}/month at {3} requests/s; break-even {4} requests/s</source>
        <comment>text.rent</comment>
        <translation>租卡与 API 对比：租卡每月 {0} {1}，每秒 {3} 个请求时 API 每月 {2} {1}；盈亏平衡点为每秒 {4} 个请求</translation>
    </message>
    <message>
        <source>Launch: {0}</source>
        <comment>text.launch</comment>
        <translation>启动命令：{0}</translation>
    </message>
    <message>
        <source>Assumptions:</source>
        <comment>text.assumptions</comment>
        <translation>假设：</translation>
    </message>
    <message>
        <source>Advice:</source>
        <comment>text.advice</comment>
        <translation>建议：</translation>
    </message>
    <message>
        <source>Troubleshooting ({0}):</source>
        <comment>text.troubleshooting</comment>
        <translation>训练问题排查（{0}）：</translation>
    </message>
    <message>
        <source>Which parts need the GPU:</source>
        <comment>text.gpu_parts</comment>
        <translation>哪些环节需要 GPU：</translation>
    </message>
    <message>
        <source>{0} ({1}): {2} - {3}; check first: {4}</source>
        <comment>text.decision_training</comment>
        <translation>{0}（{1}）：{2}——{3}；优先检查：{4}</translation>
    </message>
    <message>
        <source>{0} ({1}): {2} - {3}; to save: {4}</source>
        <comment>text.decision_serving</comment>
        <translation>{0}（{1}）：{2}——{3}；节省办法：{4}</translation>
    </message>
    <message>
        <source>Plan: {0}</source>
        <comment>text.plan</comment>
        <translation>布局搜索：{0}</translation>
    </message>
    <message>
        <source>Objective {0}, up to {1} x {2} ({3} per server)</source>
        <comment>text.plan_search</comment>
        <translation>优化目标：{0}，最多 {1} 张 {2}（每台服务器 {3} 张）</translation>
    </message>
    <message>
        <source>{0} layouts evaluated, {1} fit in memory</source>
        <comment>text.plan_evaluated</comment>
        <translation>评估了 {0} 种布局，{1} 种显存放得下</translation>
    </message>
    <message>
        <source>Best layouts (expected values):</source>
        <comment>text.plan_best</comment>
        <translation>最佳布局（预估值）：</translation>
    </message>
    <message>
        <source>Scaling (the fastest layout at each GPU count):</source>
        <comment>text.plan_scaling</comment>
        <translation>扩展曲线（每个卡数下最快的布局）：</translation>
    </message>
    <message>
        <source>nothing fits in memory</source>
        <comment>text.plan_nothing_fits</comment>
        <translation>显存都放不下</translation>
    </message>
    <message>
        <source>no layout: the parallel sizes and the global batch do not factor into this count</source>
        <comment>text.plan_no_layout</comment>
        <translation>没有布局：各并行度与全局批大小无法凑成这个卡数</translation>
    </message>
    <message>
        <source>GPUs</source>
        <comment>text.col_gpus</comment>
        <translation>卡数</translation>
    </message>
    <message>
        <source>recompute</source>
        <comment>text.col_recompute</comment>
        <translation>重计算</translation>
    </message>
    <message>
        <source>GiB/cap</source>
        <comment>text.col_memory</comment>
        <translation>显存/容量</translation>
    </message>
    <message>
        <source>step s</source>
        <comment>text.col_step</comment>
        <translation>单步 s</translation>
    </message>
    <message>
        <source>days</source>
        <comment>text.col_days</comment>
        <translation>工期（天）</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <comment>text.col_gpu_hours</comment>
        <translation>卡时</translation>
    </message>
    <message>
        <source>cost {0}</source>
        <comment>text.col_cost</comment>
        <translation>成本 {0}</translation>
    </message>
    <message>
        <source>* baseline; ! differs from the others</source>
        <comment>text.compare_legend</comment>
        <translation>* 为基准；&quot;!&quot; 表示与其他方案不同</translation>
    </message>
    <message>
        <source>Searched in {0} s ({1} million layouts per second)</source>
        <comment>text.plan_searched</comment>
        <translation>搜索用时 {0} s（每秒 {1} 百万种布局）</translation>
    </message>
    <message>
        <source>{0}: valid</source>
        <comment>text.valid</comment>
        <translation>{0}：有效</translation>
    </message>
    <message>
        <source>{0}, ZeRO-{1}, {2}, micro-batch {3}</source>
        <comment>layout.summary</comment>
        <translation>{0}，ZeRO-{1}，{2}，微批 {3}</translation>
    </message>
    <message>
        <source>{0}, ZeRO-{1} with optimizer offload, {2}, micro-batch {3}</source>
        <comment>layout.summary_offload</comment>
        <translation>{0}，ZeRO-{1} 并卸载优化器状态，{2}，微批 {3}</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <comment>layout.recompute_none</comment>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <comment>layout.recompute_selective</comment>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <comment>layout.recompute_full</comment>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>fewest GPUs</source>
        <comment>objective.min_gpus</comment>
        <translation>卡数最少</translation>
    </message>
    <message>
        <source>lowest cost</source>
        <comment>objective.min_cost</comment>
        <translation>成本最低</translation>
    </message>
    <message>
        <source>shortest time</source>
        <comment>objective.min_time</comment>
        <translation>用时最短</translation>
    </message>
    <message>
        <source>training</source>
        <comment>word.training</comment>
        <translation>训练</translation>
    </message>
    <message>
        <source>inference</source>
        <comment>word.inference</comment>
        <translation>推理</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>word.yes</comment>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <comment>word.no</comment>
        <translation>否</translation>
    </message>
    <message>
        <source>fits</source>
        <comment>word.fits</comment>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does NOT fit</source>
        <comment>word.does_not_fit</comment>
        <translation>放不下</translation>
    </message>
    <message>
        <source>does NOT fit the peak</source>
        <comment>word.peak_does_not_fit</comment>
        <translation>峰值时放不下</translation>
    </message>
    <message>
        <source>the engine cannot start</source>
        <comment>word.engine_cannot_start</comment>
        <translation>推理引擎无法启动</translation>
    </message>
    <message>
        <source>days</source>
        <comment>unit.days</comment>
        <translation>天</translation>
    </message>
    <message>
        <source>h</source>
        <comment>unit.hours</comment>
        <translation>小时</translation>
    </message>
    <message>
        <source>info</source>
        <comment>level.info</comment>
        <translation>提示</translation>
    </message>
    <message>
        <source>warning</source>
        <comment>level.warning</comment>
        <translation>警告</translation>
    </message>
    <message>
        <source>critical</source>
        <comment>level.critical</comment>
        <translation>严重</translation>
    </message>
    <message>
        <source>likely</source>
        <comment>verdict.likely</comment>
        <translation>可能</translation>
    </message>
    <message>
        <source>unlikely</source>
        <comment>verdict.unlikely</comment>
        <translation>不太可能</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <comment>verdict.unknown</comment>
        <translation>无法确定</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>verdict.yes</comment>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <comment>verdict.no</comment>
        <translation>否</translation>
    </message>
    <message>
        <source>depends</source>
        <comment>verdict.depends</comment>
        <translation>视情况而定</translation>
    </message>
    <message>
        <source>personal validation, small model: it depends - name a CPU (hardware.cpu) to judge it</source>
        <comment>infer.skip_personal.depends</comment>
        <translation>个人验证、小模型：视情况而定——请指定 CPU（hardware.cpu）以便评估</translation>
    </message>
    <message>
        <source>offline batch jobs: skip the GPU - latency does not matter; the CPU decodes about {1} tokens/s against a volume of {2} tokens/s; fails when the queue backs up</source>
        <comment>infer.skip_offline.yes</comment>
        <translation>离线批处理任务：可以不用 GPU——延迟无关紧要；CPU 解码约 {1} tokens/s，所需处理量为 {2} tokens/s；任务积压时就不够了</translation>
    </message>
    <message>
        <source>offline batch jobs: keep the GPU - the CPU decodes about {1} tokens/s against a volume of {2} tokens/s, or cannot hold the model</source>
        <comment>infer.skip_offline.no</comment>
        <translation>离线批处理任务：仍需 GPU——CPU 解码约 {1} tokens/s，而所需处理量为 {2} tokens/s，或者放不下模型</translation>
    </message>
    <message>
        <source>offline batch jobs: skip the GPU - latency does not matter; the CPU decodes about {1} tokens/s, and no volume is stated (targets.requests_per_s) to check it against; fails when the queue backs up</source>
        <comment>infer.skip_offline.yes_unstated</comment>
        <translation>离线批处理任务：可以不用 GPU——延迟无关紧要；CPU 解码约 {1} tokens/s，但未给出处理量（targets.requests_per_s），无法核对；任务积压时就不够了</translation>
    </message>
    <message>
        <source>offline batch jobs: keep the GPU - the CPU cannot hold the model (it would decode about {1} tokens/s; no volume is stated in targets.requests_per_s)</source>
        <comment>infer.skip_offline.no_unstated</comment>
        <translation>离线批处理任务：仍需 GPU——CPU 放不下模型（解码约 {1} tokens/s；targets.requests_per_s 未给出处理量）</translation>
    </message>
    <message>
        <source>offline batch jobs: it depends - name a CPU (hardware.cpu) to judge it</source>
        <comment>infer.skip_offline.depends</comment>
        <translation>离线批处理任务：视情况而定——请指定 CPU（hardware.cpu）以便评估</translation>
    </message>
    <message>
        <source>calling a hosted API: it depends - give pricing.gpu_hour and the API&apos;s per-million prices to compare</source>
        <comment>infer.skip_api.depends</comment>
        <translation>调用托管 API：视情况而定——请给出 pricing.gpu_hour 和 API 的每百万 token 价格以便比较</translation>
    </message>
    <message>
        <source>Last pipeline stage, expected (low - high):</source>
        <comment>text.last_stage_memory</comment>
        <translation>最后一个流水线阶段，预估值（下限～上限）：</translation>
    </message>
    <message>
        <source>{0} layers over {1} stages of {2} each (Megatron&apos;s split) leave the last stage without a layer; use a pipeline size that divides the layers more evenly</source>
        <comment>train.empty_last_stage</comment>
        <translation>{0} 层分成 {1} 个阶段、每个阶段 {2} 层（Megatron 的切分方式）后，最后一个阶段没有层；请选择能更均匀整除层数的流水线并行度</translation>
    </message>
    <message>
        <source>Memory per GPU, expected (low - high):</source>
        <comment>text.training_memory_every_gpu</comment>
        <translation>每卡显存，预估值（下限～上限）：</translation>
    </message>
    <message>
        <source>prices the unknown GPU &quot;{0}&quot;; a price&apos;s id is the GPU it is for: {1}</source>
        <comment>catalog.price_unknown_gpu</comment>
        <translation>为未知的 GPU “{0}” 定价；价格的 id 就是它所对应的 GPU：{1}</translation>
    </message>
    <message>
        <source>The GPU-hour price, {1} {2} for {0}, is your catalog&apos;s ({3}, as of {4}); the scenario states none</source>
        <comment>assume.catalog_price</comment>
        <translation>卡时单价 {1} {2}（{0}）取自你的规格库（{3}，截至 {4}）；方案本身未给出价格</translation>
    </message>
    <message>
        <source>is in {0}, but your catalog prices {1} in {2}: that price is not used; state pricing.gpu_hour in {0}</source>
        <comment>cost.catalog_currency</comment>
        <translation>以 {0} 计，但你的规格库中 {1} 的价格以 {2} 计：不使用该价格；请用 {0} 填写 pricing.gpu_hour</translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, holding {4} MoE layers where the first stage holds {5}; more expert parallelism, ZeRO sharding of the experts or more pipeline stages bring it down</source>
        <comment>memory.middle_stage_over_moe</comment>
        <translation>第 {0} 个流水线阶段（共 {1} 个）放不下：需要 {2}，而容量为 {3}；它有 {4} 个 MoE 层，而第一个阶段只有 {5} 个；加大专家并行、用 ZeRO 切分专家参数或增加流水线阶段可以降下来</translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, with the gradients and optimizer states of {4} trained layers where the first stage trains {5}; ZeRO sharding, fewer trained layers or more pipeline stages bring it down</source>
        <comment>memory.middle_stage_over_trained</comment>
        <translation>第 {0} 个流水线阶段（共 {1} 个）放不下：需要 {2}，而容量为 {3}；它要保存 {4} 个训练层的梯度和优化器状态，而第一个阶段只训练 {5} 层；用 ZeRO 切分、减少训练层数或增加流水线阶段可以降下来</translation>
    </message>
    <message>
        <source>Pipeline stage {0} of {1}, the fullest between the first and the last, expected (low - high):</source>
        <comment>text.middle_stage_memory</comment>
        <translation>第 {0} 个流水线阶段（共 {1} 个），首末之间最满的一个，预估值（下限～上限）：</translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, holding {4} dense layers where the first stage holds {5} (their MLPs are larger than an MoE layer&apos;s experts on this GPU); more pipeline stages or ZeRO sharding bring it down</source>
        <comment>memory.middle_stage_over_dense</comment>
        <translation>第 {0} 个流水线阶段（共 {1} 个）放不下：需要 {2}，而容量为 {3}；它有 {4} 个稠密层，而第一个阶段只有 {5} 个（在这张卡上，稠密层的 MLP 比 MoE 层的专家更大）；增加流水线阶段或用 ZeRO 切分可以降下来</translation>
    </message>
    <message>
        <source>at the peak the {2} holds {0} in all, above its {1}: the KV cache fits the engine&apos;s share, but the activations and reservations outside it ({3}) do not fit the rest; lower max_num_batched_tokens or the engine&apos;s memory share</source>
        <comment>infer.total_does_not_fit</comment>
        <translation>峰值时 {2} 上合计需要 {0}，超过其 {1}：KV 缓存放得进引擎的份额，但份额之外的激活值和预留（{3}）放不进剩余显存；请调低 max_num_batched_tokens 或引擎的显存份额</translation>
    </message>
    <message>
        <source>Billing</source>
        <comment>compare.billing</comment>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <comment>text.verdict</comment>
        <translation>结论：</translation>
    </message>
    <message>
        <source>Fits: {0} free of {1} per GPU</source>
        <comment>fit.fits</comment>
        <translation>放得下：每卡 {1}，余量 {0}</translation>
    </message>
    <message>
        <source>Does not fit: {0} short of {1} per GPU</source>
        <comment>fit.short</comment>
        <translation>放不下：每卡 {1}，还差 {0}</translation>
    </message>
    <message>
        <source>Fits: {0} free of the server&apos;s {1} of memory</source>
        <comment>fit.fits_cpu</comment>
        <translation>放得下：服务器内存 {1}，余量 {0}</translation>
    </message>
    <message>
        <source>Does not fit: {0} short of the server&apos;s {1} of memory</source>
        <comment>fit.short_cpu</comment>
        <translation>放不下：服务器内存 {1}，还差 {0}</translation>
    </message>
    <message>
        <source>hourly (whole hours)</source>
        <comment>billing.hourly</comment>
        <translation>按小时计费（不足一小时按一小时计）</translation>
    </message>
    <message>
        <source>daily (whole days)</source>
        <comment>billing.daily</comment>
        <translation>按天计费（不足一天按一天计）</translation>
    </message>
    <message>
        <source>monthly (whole 30-day months)</source>
        <comment>billing.monthly</comment>
        <translation>包月（30 天，不足一月按一月计）</translation>
    </message>
    <message>
        <source>reserved (the whole term)</source>
        <comment>billing.reserved</comment>
        <translation>预留（按整个合约期计费）</translation>
    </message>
    <message>
        <source>per second</source>
        <comment>billing.per-second</comment>
        <translation>按秒计费</translation>
    </message>
    <message>
        <source>Framework:</source>
        <comment>text.framework</comment>
        <translation>训练框架：</translation>
    </message>
    <message>
        <source>{0}; kernels reach {1}% of the peak ({2} - {3})</source>
        <comment>text.framework_value</comment>
        <translation>{0}；算子达到峰值算力的 {1}%（{2}～{3}）</translation>
    </message>
    <message>
        <source>{0} (follows the method)</source>
        <comment>text.framework_auto</comment>
        <translation>{0}（随训练方法而定）</translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <comment>framework.megatron</comment>
        <translation>Megatron-LM / NeMo</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <comment>framework.torchtitan</comment>
        <translation>torchtitan（FSDP2）</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <comment>framework.deepspeed</comment>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <comment>framework.fsdp</comment>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>Hugging Face Trainer / PEFT</source>
        <comment>framework.hf</comment>
        <translation>Hugging Face Trainer / PEFT</translation>
    </message>
    <message>
        <source>torchtune</source>
        <comment>framework.torchtune</comment>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <comment>framework.unsloth</comment>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>LLaMA-Factory</source>
        <comment>framework.llama-factory</comment>
        <translation>LLaMA-Factory</translation>
    </message>
    <message>
        <source>Framework</source>
        <comment>compare.framework</comment>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>the last pipeline stage does not fit: it needs {0} against {1}, with {2} of activations including 16-bit logits, their FP32 log-softmax and gradients over the whole vocabulary; a fused cross entropy (Liger, Megatron), more tensor parallelism or fewer layers on the last stage bring it down</source>
        <comment>memory.last_stage_over_unfused</comment>
        <translation>最后一个流水线阶段放不下：需要 {0}，而容量为 {1}；其中激活值 {2}，包含整个词表上的 16 bit logits、FP32 log-softmax 及其梯度；使用融合交叉熵（Liger、Megatron）、加大张量并行或减少最后一个流水线阶段的层数可以降下来</translation>
    </message>
    <message>
        <source>the loss is a fused vocabulary-parallel cross entropy (as in Megatron-LM): 4 bytes per token per vocabulary entry (training.loss)</source>
        <comment>assume.fused_loss</comment>
        <translation>损失采用融合的词表并行交叉熵（同 Megatron-LM）：每 token 每个词表项 4 字节（training.loss）</translation>
    </message>
    <message>
        <source>the loss is PyTorch&apos;s cross entropy on an FP32 copy of the logits (as Hugging Face, torchtitan and DeepSpeed run it): about 14 bytes per token per vocabulary entry at its peak; a fused loss (Liger, Cut Cross Entropy) needs almost none (training.loss)</source>
        <comment>assume.unfused_loss</comment>
        <translation>损失为 PyTorch 在 logits 的 FP32 副本上计算的交叉熵（Hugging Face、torchtitan、DeepSpeed 的做法）：峰值时每 token 每个词表项约 14 字节；融合损失（Liger、Cut Cross Entropy）几乎不占（training.loss）</translation>
    </message>
    <message>
        <source>the output head and the loss run in chunks of tokens (as in torchtune): about 6 bytes per token per vocabulary entry at its peak (training.loss)</source>
        <comment>assume.chunked_loss</comment>
        <translation>输出层和损失按 token 分块计算（同 torchtune）：峰值时每 token 每个词表项约 6 字节（training.loss）</translation>
    </message>
    <message>
        <source>the output head is fused with the loss (Cut Cross Entropy, Liger): the logits are never held whole (training.loss)</source>
        <comment>assume.fused_linear_loss</comment>
        <translation>输出层与损失融合（Cut Cross Entropy、Liger）：logits 从不完整存放（training.loss）</translation>
    </message>
    <message>
        <source>Reserved peak:</source>
        <comment>text.reserved</comment>
        <translation>预留峰值：</translation>
    </message>
    <message>
        <source>Allocated peak:</source>
        <comment>text.allocated</comment>
        <translation>已分配峰值：</translation>
    </message>
    <message>
        <source>Loss:</source>
        <comment>text.loss</comment>
        <translation>损失：</translation>
    </message>
    <message>
        <source>{0} (follows the framework)</source>
        <comment>text.loss_auto</comment>
        <translation>{0}（随训练框架而定）</translation>
    </message>
    <message>
        <source>full logits, FP32 cross entropy</source>
        <comment>loss.full-logits</comment>
        <translation>完整 logits，FP32 交叉熵</translation>
    </message>
    <message>
        <source>fused vocabulary-parallel cross entropy</source>
        <comment>loss.fused</comment>
        <translation>融合的词表并行交叉熵</translation>
    </message>
    <message>
        <source>head and loss in chunks</source>
        <comment>loss.chunked</comment>
        <translation>输出层和损失分块计算</translation>
    </message>
    <message>
        <source>head fused with the loss</source>
        <comment>loss.fused-linear</comment>
        <translation>输出层与损失融合</translation>
    </message>
    <message>
        <source>is ignored with one pipeline stage</source>
        <comment>train.ignored_without_pp</comment>
        <translation>只有一个流水线阶段时忽略此项</translation>
    </message>
    <message>
        <source>with two pipeline stages the first and the last stage&apos;s layers must add up to the model&apos;s {0} layers</source>
        <comment>train.stage_layers_sum</comment>
        <translation>只有两个流水线阶段时，第一个和最后一个阶段的层数之和必须等于模型的 {0} 层</translation>
    </message>
    <message>
        <source>first_stage_layers and last_stage_layers are estimated with virtual_stages 1 only</source>
        <comment>train.stage_layers_interleaved</comment>
        <translation>first_stage_layers 和 last_stage_layers 仅在 virtual_stages 为 1 时估算</translation>
    </message>
    <message>
        <source>the {0} layers between the first and the last stage do not divide evenly over the {1} stages between them, as Megatron-LM requires</source>
        <comment>train.stage_layers_rest</comment>
        <translation>第一个和最后一个阶段之间的 {0} 层不能均分到其间的 {1} 个阶段上，而 Megatron-LM 要求均分</translation>
    </message>
    <message>
        <source>the stages given their own layer counts take {0} of the {1} layers, leaving fewer than one for each of the {2} other stages</source>
        <comment>train.stage_layers_too_many</comment>
        <translation>单独指定层数的阶段占用了 {1} 层中的 {0} 层，其余 {2} 个阶段每个分不到一层</translation>
    </message>
    <message>
        <source>the last pipeline stage does not fit: it needs {0} against {1}, with {2} of activations including the output head&apos;s loss; more tensor parallelism or fewer layers on the last stage bring it down</source>
        <comment>memory.last_stage_over</comment>
        <translation>最后一个流水线阶段放不下：需要 {0}，而容量为 {1}；其中激活值 {2}，包含输出层的损失计算；加大张量并行或减少最后一个流水线阶段的层数可以降下来</translation>
    </message>
    <message>
        <source>pipeline stage {0} of {1} does not fit: it needs {2} against {3}, with {4} layers where the first stage holds {5} (first_stage_layers); more pipeline stages or a first stage with more layers bring it down</source>
        <comment>memory.middle_stage_over_layers</comment>
        <translation>第 {0} 个流水线阶段（共 {1} 个）放不下：需要 {2}，而容量为 {3}；它有 {4} 层，而第一个阶段只有 {5} 层（first_stage_layers）；增加流水线阶段或让第一个阶段多放几层可以降下来</translation>
    </message>
    <message>
        <source>full recomputation, inputs in host memory</source>
        <comment>layout.recompute_offload</comment>
        <translation>完全重计算，输入卸载到主机内存</translation>
    </message>
    <message>
        <source>Speed: none, the engine cannot start at this setting (the verdict says why)</source>
        <comment>text.speed_cannot_start</comment>
        <translation>速度：无，此设置下推理引擎无法启动（原因见结论）</translation>
    </message>
    <message>
        <source>nothing runs yet: the engine cannot start on the {4} at this setting, so there is no first token and no time per token (the verdict says why)</source>
        <comment>decide.infer.forward.cannot_start</comment>
        <translation>尚未运行：此设置下推理引擎无法在 {4} 上启动，因此没有首个 token，也没有每 token 耗时（原因见结论）</translation>
    </message>
    <message>
        <source>must be a whole number from {0} to {1}, or &quot;auto&quot;; got &quot;{2}&quot;</source>
        <comment>field.integer_or_auto</comment>
        <translation>须为 {0} 到 {1} 之间的整数，或 &quot;auto&quot;；实际为 &quot;{2}&quot;</translation>
    </message>
    <message>
        <source>Replicas as entered</source>
        <comment>compare.fleet_replicas</comment>
        <translation>所填集群的副本数</translation>
    </message>
    <message>
        <source>Targets met as entered</source>
        <comment>compare.fleet_targets_met</comment>
        <translation>所填集群是否达到服务指标</translation>
    </message>
    <message>
        <source>Fleet as entered: {0} {0|GPU|GPUs}, {1} {1|replica|replicas} of tp {2} x pp {3}, {4} spare</source>
        <comment>text.fleet</comment>
        <translation>所填集群：{0} 张卡，{1} 个副本（张量并行 {2} × 流水线并行 {3}），空闲 {4} 张卡</translation>
    </message>
    <message>
        <source>Fleet as entered: {0} {0|server|servers}, one replica each</source>
        <comment>text.fleet_cpu</comment>
        <translation>所填集群：{0} 台服务器，每台一个副本</translation>
    </message>
    <message>
        <source>Costs {0} {1} a month</source>
        <comment>text.fleet_cost</comment>
        <translation>每月成本 {0} {1}</translation>
    </message>
    <message>
        <source>Smallest fleet for the targets:</source>
        <comment>text.deployment</comment>
        <translation>达到服务指标的最小集群：</translation>
    </message>
    <message>
        <source>Meets the targets: {0} {0|user|users} per replica, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.met</comment>
        <translation>达到服务指标：每个副本 {0} 个用户，首 token 延迟 {1} ms，每 token 延迟 {2} ms，合计每秒 {3} 个请求</translation>
    </message>
    <message>
        <source>No targets set: {0} {0|user|users} per replica, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.no_targets</comment>
        <translation>未设服务指标：每个副本 {0} 个用户，首 token 延迟 {1} ms，每 token 延迟 {2} ms，合计每秒 {3} 个请求</translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per replica the first token takes {1} ms, over the {4} ms target</source>
        <comment>fleet.short_ttft</comment>
        <translation>未达服务指标：每个副本 {0} 个用户时首 token 延迟为 {1} ms，超过指标 {4} ms</translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per replica each token takes {2} ms, over the {4} ms target</source>
        <comment>fleet.short_tpot</comment>
        <translation>未达服务指标：每个副本 {0} 个用户时每 token 延迟为 {2} ms，超过指标 {4} ms</translation>
    </message>
    <message>
        <source>Misses the targets: {3} requests/s in all, under the {4} requests/s asked</source>
        <comment>fleet.short_rate</comment>
        <translation>未达服务指标：合计每秒 {3} 个请求，低于要求的每秒 {4} 个</translation>
    </message>
    <message>
        <source>Serves no one: one replica does not fit its GPUs</source>
        <comment>fleet.short_memory</comment>
        <translation>无法提供服务：单个副本放不进其 GPU</translation>
    </message>
    <message>
        <source>Holds no replica: {0} {0|GPU|GPUs}, where one replica needs {1}</source>
        <comment>fleet.short_replica</comment>
        <translation>容纳不下一个副本：共 {0} 张卡，一个副本需要 {1} 张</translation>
    </message>
    <message>
        <source>the smallest split on which the plan fits is tp {0} x pp {1}</source>
        <comment>infer.smallest_split</comment>
        <translation>放得下本方案的最小切分是张量并行 {0} × 流水线并行 {1}</translation>
    </message>
    <message>
        <source>Serves no one: one replica does not fit the server&apos;s memory</source>
        <comment>fleet.short_memory_cpu</comment>
        <translation>无法提供服务：单个副本放不进服务器内存</translation>
    </message>
    <message>
        <source>Misses the targets: each replica runs {5} of its {0} users at once, and the rest wait for a slot (first token {1} ms)</source>
        <comment>fleet.short_queue</comment>
        <translation>未达服务指标：每个副本的 {0} 个用户中只能同时运行 {5} 个，其余排队等待（首 token 延迟 {1} ms）</translation>
    </message>
    <message>
        <source>no targets set</source>
        <comment>word.no_targets</comment>
        <translation>未设服务指标</translation>
    </message>
    <message>
        <source>Closed loop of {0} {0|user|users}, each sending the next request when the last is answered (expected, low - high):</source>
        <comment>text.speed</comment>
        <translation>闭环负载，{0} 个用户，每人收到回复后立即发出下一个请求（预估值，下限～上限）：</translation>
    </message>
    <message>
        <source>Burst of {0} {0|prompt|prompts} sent at once (expected, low - high):</source>
        <comment>text.burst</comment>
        <translation>突发负载，{0} 个请求同时到达（预估值，下限～上限）：</translation>
    </message>
    <message>
        <source>{0} s on average ({1} - {2}); the last prompt&apos;s after {3} s</source>
        <comment>text.burst_first_token</comment>
        <translation>平均 {0} s（{1}～{2}）；最后一个请求在 {3} s 后</translation>
    </message>
    <message>
        <source>All answered:</source>
        <comment>text.burst_done</comment>
        <translation>全部完成：</translation>
    </message>
    <message>
        <source>after {0} s ({1} - {2}), {3} {3|prompt|prompts} at a time</source>
        <comment>text.burst_done_value</comment>
        <translation>{0} s 后（{1}～{2}），每批同时处理 {3} 个请求</translation>
    </message>
    <message>
        <source>{0} does not split a model into pipeline stages: set pp to 1 and spread the model with tp</source>
        <comment>infer.engine_no_pp</comment>
        <translation>{0} 不支持流水线并行：请把 pp 设为 1，用 tp 拆分模型</translation>
    </message>
    <message>
        <source>{0} budget: {1} of the memory free after the weights becomes KV cache (cache_max_entry_count) in {3}-token blocks; prefill buffers for {2} tokens live in the rest</source>
        <comment>assume.infer_engine_lmdeploy</comment>
        <translation>{0} 显存预算：加载权重后剩余显存的 {1} 用作 KV 缓存（cache_max_entry_count），按 {3} token 一块分配；{2} token 的预填充缓冲区占用其余部分</translation>
    </message>
    <message>
        <source>model_type &quot;{0}&quot; is not mapped, but its model class is: read as &quot;{1}&quot;</source>
        <comment>hf.family_from_class</comment>
        <translation>model_type “{0}” 没有映射，但其模型类有映射：按 “{1}” 读取</translation>
    </message>
    <message>
        <source>describes mixture-of-experts layers that the reader for model_type &quot;{0}&quot; does not count, so the experts would be left out: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_experts</comment>
        <translation>描述了 model_type “{0}” 的读取器不计入的混合专家（MoE）层，专家参数会被漏算：请改用 model.architecture 描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>describes linear-attention or state-space layers that the reader for model_type &quot;{0}&quot; does not count, so the model would be sized as full attention everywhere: describe it with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_hybrid</comment>
        <translation>描述了 model_type “{0}” 的读取器不计入的线性注意力或状态空间层，模型会被当作每层都是完整注意力来估算：请改用 model.architecture 描述（见 docs/models.md）</translation>
    </message>
    <message>
        <source>describes latent attention that the reader for model_type &quot;{0}&quot; does not count: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_mla</comment>
        <translation>描述了 model_type “{0}” 的读取器不计入的潜在注意力（MLA）：请改用 model.architecture 描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>describes a sparse-attention indexer that the reader for model_type &quot;{0}&quot; does not count: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_sparse</comment>
        <translation>描述了 model_type “{0}” 的读取器不计入的稀疏注意力索引器：请改用 model.architecture 描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>describes a vision or audio encoder beside a language model of model_type &quot;{0}&quot;, which has no mapping: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_tower</comment>
        <translation>在 model_type “{0}” 的语言模型之外还描述了视觉或音频编码器，而该类型没有映射：请改用 model.architecture 描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>tensor parallel</source>
        <comment>word.traffic.tensor_parallel</comment>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>context parallel</source>
        <comment>word.traffic.context_parallel</comment>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>expert parallel</source>
        <comment>word.traffic.expert_parallel</comment>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>data parallel</source>
        <comment>word.traffic.data_parallel</comment>
        <translation>数据并行</translation>
    </message>
    <message>
        <source>pipeline</source>
        <comment>word.traffic.pipeline</comment>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>no</source>
        <comment>word.traffic.none</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>the plan search lays out training runs; this scenario serves a model</source>
        <comment>plan.training_only</comment>
        <translation>布局搜索只适用于训练任务；此方案为推理部署</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>compare.label_unit</comment>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>{0} GiB  ({1} - {2})</source>
        <comment>text.memory_value</comment>
        <translation>{0} GiB（{1}～{2}）</translation>
    </message>
    <message>
        <source>(queueing)</source>
        <comment>word.queueing</comment>
        <translation>（排队）</translation>
    </message>
    <message>
        <source>{0} s  ({1} - {2})</source>
        <comment>text.seconds_value</comment>
        <translation>{0} s（{1}～{2}）</translation>
    </message>
    <message>
        <source>Server</source>
        <comment>bom.item.server</comment>
        <translation>服务器</translation>
    </message>
    <message>
        <source>GPU</source>
        <comment>bom.item.gpu</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <comment>bom.item.cpu</comment>
        <translation>CPU</translation>
    </message>
    <message>
        <source>System memory</source>
        <comment>bom.item.memory</comment>
        <translation>主机内存</translation>
    </message>
    <message>
        <source>Data drives (NVMe)</source>
        <comment>bom.item.nvme</comment>
        <translation>数据盘（NVMe）</translation>
    </message>
    <message>
        <source>System drives (NVMe)</source>
        <comment>bom.item.nvme.os</comment>
        <translation>系统盘（NVMe）</translation>
    </message>
    <message>
        <source>Compute network adapter ports</source>
        <comment>bom.item.nic.compute</comment>
        <translation>计算网络网卡端口</translation>
    </message>
    <message>
        <source>Storage and in-band network adapters</source>
        <comment>bom.item.nic.storage</comment>
        <translation>存储与带内管理网卡</translation>
    </message>
    <message>
        <source>Out-of-band management port</source>
        <comment>bom.item.nic.bmc</comment>
        <translation>带外管理端口</translation>
    </message>
    <message>
        <source>Leaf switch</source>
        <comment>bom.item.switch.leaf</comment>
        <translation>叶交换机</translation>
    </message>
    <message>
        <source>Spine switch</source>
        <comment>bom.item.switch.spine</comment>
        <translation>脊交换机</translation>
    </message>
    <message>
        <source>Core switch</source>
        <comment>bom.item.switch.core</comment>
        <translation>核心交换机</translation>
    </message>
    <message>
        <source>Cable</source>
        <comment>bom.item.cable</comment>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceiver, switch side</source>
        <comment>bom.item.transceiver.switch</comment>
        <translation>光模块（交换机侧）</translation>
    </message>
    <message>
        <source>Transceiver, server side</source>
        <comment>bom.item.transceiver.server</comment>
        <translation>光模块（服务器侧）</translation>
    </message>
    <message>
        <source>{0} GPUs on an HGX / OAM baseboard, {1}</source>
        <comment>bom.spec.server.baseboard</comment>
        <translation>HGX / OAM 基板，{0} 卡，{1}</translation>
    </message>
    <message>
        <source>rack-scale system of {0} GPUs in one {1} domain</source>
        <comment>bom.spec.server.rack_scale</comment>
        <translation>整机柜系统，{0} 卡同处一个 {1} 域</translation>
    </message>
    <message>
        <source>workstation with {0} {0|GPU|GPUs} ({1})</source>
        <comment>bom.spec.server.workstation</comment>
        <translation>工作站，{0} 张卡（{1}）</translation>
    </message>
    <message>
        <source>Mac with unified memory</source>
        <comment>bom.spec.server.apple</comment>
        <translation>统一内存的 Mac</translation>
    </message>
    <message>
        <source>CPU server</source>
        <comment>bom.spec.server.cpu</comment>
        <translation>CPU 服务器</translation>
    </message>
    <message>
        <source>{0}, {1} GiB</source>
        <comment>bom.spec.gpu</comment>
        <translation>{0}，{1} GiB</translation>
    </message>
    <message>
        <source>{0} sockets, at least {1} cores in all</source>
        <comment>bom.spec.cpu</comment>
        <translation>{0} 路，合计不少于 {1} 核</translation>
    </message>
    <message>
        <source>{0}, {1} cores per socket</source>
        <comment>bom.spec.cpu_named</comment>
        <translation>{0}，每路 {1} 核</translation>
    </message>
    <message>
        <source>at least {0} GiB</source>
        <comment>bom.spec.memory</comment>
        <translation>不少于 {0} GiB</translation>
    </message>
    <message>
        <source>{0} TB drives for {1} TB: the model&apos;s files and checkpoints</source>
        <comment>bom.spec.nvme</comment>
        <translation>{0} TB 盘，用于 {1} TB：模型文件与检查点</translation>
    </message>
    <message>
        <source>mirrored boot drives</source>
        <comment>bom.spec.nvme_os</comment>
        <translation>镜像启动盘</translation>
    </message>
    <message>
        <source>one port per GPU: {0}</source>
        <comment>bom.spec.nic_compute</comment>
        <translation>每卡一个端口：{0}</translation>
    </message>
    <message>
        <source>dual-port 200/400 Gb/s</source>
        <comment>bom.spec.nic_storage</comment>
        <translation>双端口 200/400 Gb/s</translation>
    </message>
    <message>
        <source>1 GbE (BMC)</source>
        <comment>bom.spec.nic_bmc</comment>
        <translation>1 GbE（BMC）</translation>
    </message>
    <message>
        <source>{0}-port switch for {1}</source>
        <comment>bom.spec.switch_leaf</comment>
        <translation>{0} 端口交换机，用于 {1}</translation>
    </message>
    <message>
        <source>{0}-port switch for {1}</source>
        <comment>bom.spec.switch_spine</comment>
        <translation>{0} 端口交换机，用于 {1}</translation>
    </message>
    <message>
        <source>{0}-port switch for {1}</source>
        <comment>bom.spec.switch_core</comment>
        <translation>{0} 端口交换机，用于 {1}</translation>
    </message>
    <message>
        <source>for {0}</source>
        <comment>bom.spec.cable</comment>
        <translation>用于 {0}</translation>
    </message>
    <message>
        <source>one per port, for {0}</source>
        <comment>bom.spec.transceiver</comment>
        <translation>每端口一个，用于 {0}</translation>
    </message>
    <message>
        <source>twin-port OSFP, one per two ports, for {0}</source>
        <comment>bom.spec.transceiver_twin</comment>
        <translation>双端口 OSFP，每两个端口一个，用于 {0}</translation>
    </message>
    <message>
        <source>Item</source>
        <comment>bom.csv.item</comment>
        <translation>物料</translation>
    </message>
    <message>
        <source>Quantity</source>
        <comment>bom.csv.quantity</comment>
        <translation>数量</translation>
    </message>
    <message>
        <source>Per server</source>
        <comment>bom.csv.per_server</comment>
        <translation>每台服务器</translation>
    </message>
    <message>
        <source>Specification</source>
        <comment>bom.csv.specification</comment>
        <translation>规格</translation>
    </message>
    <message>
        <source>Power per server (maximum)</source>
        <comment>bom.power.server</comment>
        <translation>单台服务器功耗（最大）</translation>
    </message>
    <message>
        <source>Power of the servers (maximum)</source>
        <comment>bom.power.total</comment>
        <translation>服务器总功耗（最大）</translation>
    </message>
    <message>
        <source>Racks</source>
        <comment>bom.power.racks</comment>
        <translation>机柜</translation>
    </message>
    <message>
        <source>one server draws more than the {0} kW a rack may: the racks need more power</source>
        <comment>bom.power.over_rack</comment>
        <translation>单台服务器功耗超过每柜 {0} kW 的上限：机柜需要更高的供电</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <comment>bom.power.energy</comment>
        <translation>年耗电量</translation>
    </message>
    <message>
        <source>{0} kWh at {1}% of the maximum with a PUE of {2}</source>
        <comment>bom.power.energy_value</comment>
        <translation>{0} kWh（平均为最大功耗的 {1}%，PUE {2}）</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <comment>bom.power.energy_cost</comment>
        <translation>年电费</translation>
    </message>
    <message>
        <source>Not given: {0}</source>
        <comment>bom.missing</comment>
        <translation>未提供：{0}</translation>
    </message>
    <message>
        <source>Network between the servers</source>
        <comment>bom.fabric</comment>
        <translation>机间网络</translation>
    </message>
    <message>
        <source>{0}-tier fat tree of {1}-port switches, {2} ports</source>
        <comment>bom.fabric.value</comment>
        <translation>{0} 层胖树，{1} 端口交换机，共 {2} 个端口</translation>
    </message>
    <message>
        <source>none (one server)</source>
        <comment>bom.fabric.none</comment>
        <translation>无（单台服务器）</translation>
    </message>
    <message>
        <source>full fine-tuning</source>
        <comment>method.full</comment>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <comment>method.lora</comment>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <comment>method.qlora</comment>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>freeze (last layers)</source>
        <comment>method.freeze</comment>
        <translation>冻结微调（训练最后几层）</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <comment>precision.bf16-mixed</comment>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <comment>precision.fp16-mixed</comment>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP32</source>
        <comment>precision.fp32</comment>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16 only</source>
        <comment>precision.bf16-pure</comment>
        <translation>纯 BF16</translation>
    </message>
    <message>
        <source>FP8 mixed precision</source>
        <comment>precision.fp8-mixed</comment>
        <translation>FP8 混合精度</translation>
    </message>
    <message>
        <source>no recomputation</source>
        <comment>recompute.none</comment>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>selective recomputation</source>
        <comment>recompute.selective</comment>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>full recomputation</source>
        <comment>recompute.full</comment>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>full, inputs in host memory</source>
        <comment>recompute.offload</comment>
        <translation>完全重计算，层输入卸载到主机内存</translation>
    </message>
    <message>
        <source>vLLM</source>
        <comment>engine.vllm</comment>
        <translation>vLLM</translation>
    </message>
    <message>
        <source>SGLang</source>
        <comment>engine.sglang</comment>
        <translation>SGLang</translation>
    </message>
    <message>
        <source>TensorRT-LLM</source>
        <comment>engine.trtllm</comment>
        <translation>TensorRT-LLM</translation>
    </message>
    <message>
        <source>LMDeploy</source>
        <comment>engine.lmdeploy</comment>
        <translation>LMDeploy</translation>
    </message>
    <message>
        <source>llama.cpp</source>
        <comment>engine.llamacpp</comment>
        <translation>llama.cpp</translation>
    </message>
    <message>
        <source>generic engine</source>
        <comment>engine.generic</comment>
        <translation>通用推理引擎</translation>
    </message>
    <message>
        <source>1 socket, at least {0} cores</source>
        <comment>bom.spec.cpu_single</comment>
        <translation>单路，不少于 {0} 核</translation>
    </message>
    <message>
        <source>boot drive</source>
        <comment>bom.spec.nvme_boot</comment>
        <translation>启动盘</translation>
    </message>
    <message>
        <source>one port per server: {0}</source>
        <comment>bom.spec.nic_compute_server</comment>
        <translation>每台服务器一个端口：{0}</translation>
    </message>
    <message>
        <source>no power figure: no published maximum system power to scale for this kind of machine</source>
        <comment>bom.power.no_model</comment>
        <translation>无功耗数据：这类机器没有公开的最大系统功耗可供换算</translation>
    </message>
    <message>
        <source>must be a date written YYYY-MM-DD; got &quot;{0}&quot;</source>
        <comment>field.bad_date</comment>
        <translation>必须是 YYYY-MM-DD 格式的日期；实际为 &quot;{0}&quot;</translation>
    </message>
    <message>
        <source>Unit price</source>
        <comment>bom.csv.unit_price</comment>
        <translation>单价</translation>
    </message>
    <message>
        <source>Currency</source>
        <comment>bom.csv.currency</comment>
        <translation>币种</translation>
    </message>
    <message>
        <source>Vendor</source>
        <comment>bom.csv.vendor</comment>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Quote date</source>
        <comment>bom.csv.date</comment>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Server</source>
        <comment>own.item.server</comment>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Switch</source>
        <comment>own.item.switch</comment>
        <translation>交换机</translation>
    </message>
    <message>
        <source>Cable</source>
        <comment>own.item.cable</comment>
        <translation>线缆</translation>
    </message>
    <message>
        <source>Transceiver, switch side</source>
        <comment>own.item.switch_transceiver</comment>
        <translation>光模块（交换机侧）</translation>
    </message>
    <message>
        <source>Transceiver, server side</source>
        <comment>own.item.server_transceiver</comment>
        <translation>光模块（服务器侧）</translation>
    </message>
    <message>
        <source>Amount</source>
        <comment>own.col.amount</comment>
        <translation>金额</translation>
    </message>
    <message>
        <source>A server&apos;s price is for the server as the bill of materials specifies it: GPUs, CPUs, memory, drives and adapters included.</source>
        <comment>own.server_includes</comment>
        <translation>服务器单价按物料清单所列配置计，已含 GPU、CPU、内存、硬盘和网卡。</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <comment>own.capex</comment>
        <translation>采购成本</translation>
    </message>
    <message>
        <source>{0}, a lower bound: not priced: {1}</source>
        <comment>own.capex_partial</comment>
        <translation>{0}，为下限；未报价：{1}</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <comment>own.not_priced</comment>
        <translation>{0}（{1}）</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <comment>own.exchange_rate</comment>
        <translation>汇率</translation>
    </message>
    <message>
        <source>1 {0} = {1} {2}</source>
        <comment>own.exchange_rate_value</comment>
        <translation>1 {0} = {1} {2}</translation>
    </message>
    <message>
        <source>1 {0} = {1} {2}, as of {3}</source>
        <comment>own.exchange_rate_dated</comment>
        <translation>1 {0} = {1} {2}，截至 {3}</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <comment>own.energy</comment>
        <translation>年电费</translation>
    </message>
    <message>
        <source>Support per year ({0}% of the capital cost)</source>
        <comment>own.support</comment>
        <translation>年维保（采购成本的 {0}%）</translation>
    </message>
    <message>
        <source>Renting the same {0} {0|GPU|GPUs} around the clock for {1} {1|year|years}</source>
        <comment>own.rent_term</comment>
        <translation>全天候租用同样 {0} 张卡 {1} 年</translation>
    </message>
    <message>
        <source>Buying pays back after</source>
        <comment>own.break_even</comment>
        <translation>购买回本时间</translation>
    </message>
    <message>
        <source>{0} months of round-the-clock use</source>
        <comment>own.break_even_value</comment>
        <translation>全天候使用 {0} 个月</translation>
    </message>
    <message>
        <source>Buying does not pay back against renting: the rent is not above owning&apos;s running costs</source>
        <comment>own.no_break_even</comment>
        <translation>与租用相比购买无法回本：租金不高于自有设备的运行成本</translation>
    </message>
    <message>
        <source>Renting this run once</source>
        <comment>own.rent_run</comment>
        <translation>租卡完成本次训练</translation>
    </message>
    <message>
        <source>Buying pays back against the API after</source>
        <comment>own.break_even_api</comment>
        <translation>与 API 相比购买回本时间</translation>
    </message>
    <message>
        <source>Buying does not pay back against the API: the API costs less than owning&apos;s running costs</source>
        <comment>own.no_break_even_api</comment>
        <translation>与 API 相比购买无法回本：API 成本低于自有设备的运行成本</translation>
    </message>
    <message>
        <source>No purchase price is given: enter a quote for each item (the form&apos;s Purchase quotes group, or purchase.server.unit_price and the others in the file) to see the capital cost and the cost of ownership.</source>
        <comment>own.none</comment>
        <translation>未提供采购价格：为每项物料填写报价（表单的“采购报价”分组，或文件中的 purchase.server.unit_price 等字段），即可得到采购成本和持有成本。</translation>
    </message>
    <message>
        <source>{0}, each with up to {1} {1|server|servers} under {2} kW</source>
        <comment>bom.power.racks_value</comment>
        <translation>{0} 个机柜，每柜最多 {1} 台服务器，限 {2} kW</translation>
    </message>
    <message>
        <source>Space per year (racks: {0})</source>
        <comment>own.space</comment>
        <translation>年机柜租金（{0} 个机柜）</translation>
    </message>
    <message>
        <source>The fleet for the targets ({0} {0|server|servers})</source>
        <comment>own.fleet</comment>
        <translation>满足服务指标的集群（{0} 台服务器）</translation>
    </message>
    <message>
        <source>Servers to buy</source>
        <comment>compare.servers_bought</comment>
        <translation>采购服务器数</translation>
    </message>
    <message>
        <source>Power of the servers</source>
        <comment>compare.power_kw</comment>
        <translation>服务器总功耗</translation>
    </message>
    <message>
        <source>Capital cost</source>
        <comment>compare.capex</comment>
        <translation>采购成本</translation>
    </message>
    <message>
        <source>Cost of ownership over the term</source>
        <comment>compare.tco</comment>
        <translation>持有成本（整个持有期）</translation>
    </message>
    <message>
        <source>Recommended</source>
        <comment>compare.recommended</comment>
        <translation>推荐</translation>
    </message>
    <message>
        <source>yes: the lowest cost of ownership of the options that fit</source>
        <comment>word.recommended.tco</comment>
        <translation>是：放得下的方案中持有成本最低</translation>
    </message>
    <message>
        <source>yes: the lowest cost of the options that fit</source>
        <comment>word.recommended.cost</comment>
        <translation>是：放得下的方案中成本最低</translation>
    </message>
    <message>
        <source>Quote request</source>
        <comment>bom.sheet_name</comment>
        <translation>询价表</translation>
    </message>
    <message>
        <source>Shared storage for checkpoints</source>
        <comment>bom.storage</comment>
        <translation>检查点共享存储</translation>
    </message>
    <message>
        <source>{0} GB/s of writes to save the {1} TB checkpoint in {2} minutes ({3} GB/s per server; DGX SuperPOD&apos;s storage guidance is 2 to 20 GB/s of writes per server)</source>
        <comment>bom.storage_value</comment>
        <translation>写入带宽 {0} GB/s，可在 {2} 分钟内保存 {1} TB 的检查点（每台服务器 {3} GB/s；DGX SuperPOD 的存储指引为每台服务器写入 2～20 GB/s）</translation>
    </message>
    <message>
        <source>{0} ports: more than a three-tier fat tree of {1}-port switches holds; design it with the vendor</source>
        <comment>bom.fabric.too_large</comment>
        <translation>{0} 个端口：超出 {1} 端口交换机三层胖树的容量，请与供应商一起设计组网</translation>
    </message>
    <message>
        <source>at least {0}: an item or a running cost is not given</source>
        <comment>own.lower_bound</comment>
        <translation>至少 {0}：有物料未报价或运行成本未提供</translation>
    </message>
    <message>
        <source>shares one KV cache between layers (cross-layer attention), which the reader for model_type &quot;{0}&quot; does not size: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uncounted_cross_layer</comment>
        <translation>在层与层之间共享同一份 KV 缓存（跨层注意力），model_type “{0}” 的读取器无法据此计算：请改用 model.architecture 描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>differs from layer to layer, which the reader cannot hold: describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.uneven_layers</comment>
        <translation>各层取值不同，读取器无法表示：请改用 model.architecture 描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>{0} of the {1} layers are MoE: they are counted exactly, but sized as if the dense layers came first, so a pipeline stage&apos;s mix of dense and MoE layers may differ from the model&apos;s</source>
        <comment>hf.moe_layers_reordered</comment>
        <translation>{1} 层中有 {0} 层是 MoE 层：数量精确计入，但按稠密层在前的顺序估算，因此某个流水线阶段里稠密层和 MoE 层的搭配可能与模型实际不同</translation>
    </message>
    <message>
        <source>has a value the reader for model_type &quot;{0}&quot; does not know, so the model could be miscounted: describe it with model.architecture instead (docs/models.md)</source>
        <comment>hf.unknown_variant</comment>
        <translation>取值是 model_type “{0}” 的读取器不认识的，模型可能因此算错：请改用 model.architecture 描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>has &quot;{0}&quot; at position {1}; each layer is one of M (a linear mixer), * (attention), - (an MLP) or E (experts)</source>
        <comment>arch.pattern_character</comment>
        <translation>第 {1} 位是“{0}”；每层须为 M（线性混合层）、*（注意力）、-（MLP）或 E（专家）之一</translation>
    </message>
    <message>
        <source>describes {0} layers, but layers is {1}</source>
        <comment>arch.pattern_length</comment>
        <translation>描述了 {0} 层，但 layers 为 {1}</translation>
    </message>
    <message>
        <source>cannot be combined with layer_pattern, which places every layer itself</source>
        <comment>arch.pattern_places_layers</comment>
        <translation>不能与 layer_pattern 同时使用：layer_pattern 已逐层给出每一层</translation>
    </message>
    <message>
        <source>must be given with layer_pattern&apos;s E layers, and only with them</source>
        <comment>arch.pattern_needs_experts</comment>
        <translation>须与 layer_pattern 中的 E 层同时给出，且仅在有 E 层时给出</translation>
    </message>
    <message>
        <source>{0} MiB of recurrent state per sequence in {1} linear-attention or state-space layers, whatever its length</source>
        <comment>text.recurrent_state</comment>
        <translation>每个序列在 {1} 个线性注意力或状态空间层中占用 {0} MiB 循环状态，与序列长度无关</translation>
    </message>
    <message>
        <source>is required for a vision encoder (vision_parameters above 0)</source>
        <comment>arch.vision_needs</comment>
        <translation>带视觉编码器（vision_parameters 大于 0）时必须提供此项</translation>
    </message>
    <message>
        <source>applies only to a model with a vision encoder (set vision_parameters)</source>
        <comment>arch.needs_vision</comment>
        <translation>仅适用于带视觉编码器的模型（需设置 vision_parameters）</translation>
    </message>
    <message>
        <source>lacks a size the vision encoder of model_type &quot;{0}&quot; needs (layers, widths, patch and image size): describe the model with model.architecture instead (docs/models.md)</source>
        <comment>hf.vision_incomplete</comment>
        <translation>缺少 model_type “{0}” 的视觉编码器所需的尺寸（层数、宽度、图块和图像大小）：请改用 model.architecture 描述模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>the prompt ({0} tokens) + output_tokens ({1}) = {2} exceeds the maximum length {3}</source>
        <comment>infer.request_too_long</comment>
        <translation>提示（{0} 个 token）+ output_tokens（{1}）= {2}，超过最大长度 {3}</translation>
    </message>
    <message>
        <source>the prompt ({0} tokens) + output_tokens ({1}) = {2} exceeds the model&apos;s max_position ({3})</source>
        <comment>infer.request_beyond_model</comment>
        <translation>提示（{0} 个 token）+ output_tokens（{1}）= {2}，超过模型的 max_position（{3}）</translation>
    </message>
    <message>
        <source>the model has no vision encoder, so it takes no images</source>
        <comment>infer.no_vision</comment>
        <translation>该模型没有视觉编码器，不能输入图像</translation>
    </message>
    <message>
        <source>Vision encoder:</source>
        <comment>text.vision</comment>
        <translation>视觉编码器：</translation>
    </message>
    <message>
        <source>{0}, {1} prompt tokens per image</source>
        <comment>text.vision_value</comment>
        <translation>{0}，每张图像占 {1} 个提示 token</translation>
    </message>
    <message>
        <source>is required for a sparse-attention indexer (index_heads, index_head_dim and index_topk together)</source>
        <comment>arch.indexer_needs</comment>
        <translation>稀疏注意力索引器须同时提供此项（index_heads、index_head_dim 与 index_topk 三者一起给出）</translation>
    </message>
    <message>
        <source>applies only to latent attention with a query compression (kv_lora_rank and q_lora_rank)</source>
        <comment>arch.indexer_needs_latent</comment>
        <translation>仅适用于带查询压缩的潜在注意力（需设置 kv_lora_rank 与 q_lora_rank）</translation>
    </message>
    <message>
        <source>is required for Mamba-1 layers (linear_mixer &quot;mamba1&quot;)</source>
        <comment>arch.mamba1_needs</comment>
        <translation>Mamba-1 层（linear_mixer 设为 mamba1）必须提供此项</translation>
    </message>
    <message>
        <source>applies only to Mamba-1 layers (linear_mixer &quot;mamba1&quot; with linear layers)</source>
        <comment>arch.needs_mamba1</comment>
        <translation>仅适用于 Mamba-1 层（linear_mixer 设为 mamba1，且模型含线性层）</translation>
    </message>
    <message>
        <source>places its {0} attention layers among {1} other than every n-th layer from a first one, which the reader cannot follow: describe the model with model.architecture (full_attention_interval, first_attention_layer) instead (docs/models.md)</source>
        <comment>hf.linear_layers_irregular</comment>
        <translation>{1} 层中的 {0} 个注意力层并非从某一层起每隔固定层数出现一次，读取器无法按此排布计数：请改用 model.architecture（full_attention_interval、first_attention_layer）描述该模型（见 docs/models.md）</translation>
    </message>
    <message>
        <source>Linear layers:</source>
        <comment>text.linear_layers</comment>
        <translation>线性层：</translation>
    </message>
    <message>
        <source>must be 1 for Mamba-1 layers (linear_mixer &quot;mamba1&quot;: one state per inner channel, B and C shared); got {0}</source>
        <comment>arch.mamba1_shape</comment>
        <translation>Mamba-1 层（linear_mixer 设为 mamba1：每个内部通道一个状态，B 与 C 共用）此项必须为 1；实际为 {0}</translation>
    </message>
    <message>
        <source>Gradient reduction:</source>
        <comment>text.gradient_reduction</comment>
        <translation>梯度归约：</translation>
    </message>
    <message>
        <source>every micro-batch</source>
        <comment>reduction.each-micro-batch</comment>
        <translation>每个微批归约一次</translation>
    </message>
    <message>
        <source>once per step, whole gradients held until then</source>
        <comment>reduction.once-per-step</comment>
        <translation>每步归约一次，此前每张卡保留完整梯度</translation>
    </message>
    <message>
        <source>is ignored with &quot;{0}&quot; weights</source>
        <comment>infer.ignored_for_weights</comment>
        <translation>weights 为 “{0}” 时忽略此项</translation>
    </message>
    <message>
        <source>the model has no routed experts: quantise &quot;all&quot; layers instead</source>
        <comment>infer.no_experts_to_quantize</comment>
        <translation>该模型没有路由专家：请改为量化全部层（&quot;all&quot;）</translation>
    </message>
    <message>
        <source>Needed (judged):</source>
        <comment>text.needed</comment>
        <translation>所需（据此判定）：</translation>
    </message>
    <message>
        <source>({0}) is below max_num_seqs ({1}): vLLM needs a token per running sequence in each step and refuses to start</source>
        <comment>infer.batch_below_sequences</comment>
        <translation>（{0}）小于 max_num_seqs（{1}）：vLLM 每一步须为每条运行中的序列留出一个 token，否则拒绝启动</translation>
    </message>
    <message>
        <source>must be left out for lightning attention (linear_mixer &quot;lightning&quot;), which has no convolution</source>
        <comment>arch.lightning_no_conv</comment>
        <translation>闪电注意力层没有卷积，此项须省略</translation>
    </message>
    <message>
        <source>{0} cannot run lightning-attention layers (MiniMax-01, MiniMax-M1): serve the model with vLLM</source>
        <comment>infer.engine_lightning</comment>
        <translation>{0} 无法运行闪电注意力层（MiniMax-01、MiniMax-M1）：请用 vLLM 部署该模型</translation>
    </message>
    <message>
        <source>{0} does not run &quot;{1}&quot; weights on {2} ({3}): choose another format or engine (docs/inference.md lists what each engine runs on each GPU generation)</source>
        <comment>infer.weights_refused</comment>
        <translation>{0} 无法在 {2}（{3}）上运行 “{1}” 权重：请换用其他格式或引擎（docs/inference.md 列出了各引擎在各代 GPU 上能运行的格式）</translation>
    </message>
    <message>
        <source>{0} runs &quot;{1}&quot; weights on {2} weight-only: they are dequantised into 16-bit matrix multiplications, so prompts are computed at the 16-bit peak</source>
        <comment>assume.weights_dequantised</comment>
        <translation>{0} 在 {2} 上以仅权重量化的方式运行 “{1}” 权重：权重先反量化，再做 16-bit 矩阵乘法，因此提示词按 16-bit 峰值算力计算</translation>
    </message>
    <message>
        <source>{0} runs &quot;{1}&quot; weights natively on {2}: prompts are computed at its {3} peak ({4} TFLOPS)</source>
        <comment>assume.weights_native</comment>
        <translation>{0} 在 {2} 上原生运行 “{1}” 权重：提示词按其 {3} 峰值算力（{4} TFLOPS）计算</translation>
    </message>
    <message>
        <source>applies only to Mamba-2 layers (linear_mixer &quot;mamba2&quot;)</source>
        <comment>arch.needs_mamba2</comment>
        <translation>仅适用于 Mamba-2 层（linear_mixer 设为 mamba2）</translation>
    </message>
    <message>
        <source>cannot be given with parallel_mixers, which runs attention beside the linear mixer in every layer: leave it out</source>
        <comment>arch.parallel_every_layer</comment>
        <translation>不能与 parallel_mixers 同时给出：后者在每一层都让注意力与线性混合层并行运行，请省略此项</translation>
    </message>
    <message>
        <source>is required for linear-attention layers (full_attention_interval above 1, parallel_mixers, or M in layer_pattern)</source>
        <comment>arch.linear_attention_needs</comment>
        <translation>线性注意力层（full_attention_interval 大于 1、设置了 parallel_mixers，或 layer_pattern 中含 M）必须提供此项</translation>
    </message>
    <message>
        <source>applies only to linear-attention layers (set full_attention_interval above 1, parallel_mixers, or M in layer_pattern)</source>
        <comment>arch.needs_linear_attention</comment>
        <translation>仅适用于线性注意力层（需将 full_attention_interval 设为大于 1、设置 parallel_mixers，或在 layer_pattern 中写入 M）</translation>
    </message>
    <message>
        <source>llama.cpp on {0}: decode streams the weights and KV cache at {1}-{2}% of memory bandwidth, whatever their format, plus {3}-{4} ms per step for {5} layers (fitted to published llama-bench results on {0}); prefill runs at {6}% of the dense peak</source>
        <comment>assume.infer_speed_llamacpp</comment>
        <translation>{0} 上的 llama.cpp：解码按显存带宽的 {1}%～{2}% 读取权重和 KV 缓存（与权重格式无关），每步另加 {3}～{4} ms（共 {5} 层；按 {0} 上公开的 llama-bench 测试结果拟合）；预填充按稠密峰值算力的 {6}% 运行</translation>
    </message>
    <message>
        <source>names no chip generation: its kernel efficiency and engine speeds take the median of the known generations&apos; figures; name one of {0}, or &quot;unknown&quot; to keep the median</source>
        <comment>hw.generation_unset</comment>
        <translation>未指明芯片代际：算子效率和推理引擎速度取已知各代数据的中位数；请指明 {0} 之一，或填 &quot;unknown&quot; 保留中位数</translation>
    </message>
    <message>
        <source>each quantised layer keeps its input for the backward pass, as bitsandbytes&apos; 8-bit layers do and its 4-bit layers did before 0.43.2 (training.qlora_keeps_inputs)</source>
        <comment>assume.qlora_keeps_inputs</comment>
        <translation>每个量化层都为反向传播保留自己的输入：bitsandbytes 的 8-bit 层始终如此，0.43.2 之前版本的 4-bit 层也是如此（training.qlora_keeps_inputs）</translation>
    </message>
    <message>
        <source>the QLoRA base&apos;s embedding, head and norms are FP32, as PEFT&apos;s prepare_model_for_kbit_training leaves them: each layer&apos;s input and its MLP are FP32 too (training.qlora_upcast)</source>
        <comment>assume.qlora_upcast</comment>
        <translation>QLoRA 基座模型的词嵌入层、输出层和归一化层为 FP32（PEFT 的 prepare_model_for_kbit_training 会这样转换）：每层的输入和 MLP 也因此是 FP32（training.qlora_upcast）</translation>
    </message>
    <message>
        <source>{0} runs &quot;{1}&quot; weights natively on {2}, which gives no {3} figure ({4}): prompts are computed at its {5} peak ({6} TFLOPS), slower than the {3} units would run them</source>
        <comment>assume.weights_native_no_peak</comment>
        <translation>{0} 在 {2} 上原生运行 “{1}” 权重，但该 GPU 没有给出 {3} 算力（{4}）：提示词按其 {5} 峰值算力（{6} TFLOPS）计算，比 {3} 单元实际运行时慢</translation>
    </message>
    <message>
        <source>, </source>
        <comment>word.choices.separator</comment>
        <translation>、</translation>
    </message>
    <message>
        <source> or </source>
        <comment>word.choices.last_separator</comment>
        <translation> 或 </translation>
    </message>
    <message>
        <source>GPU</source>
        <comment>word.catalog.gpu</comment>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU server</source>
        <comment>word.catalog.cpu</comment>
        <translation>CPU 服务器</translation>
    </message>
    <message>
        <source>link</source>
        <comment>word.catalog.link</comment>
        <translation>互连</translation>
    </message>
    <message>
        <source>model preset</source>
        <comment>word.catalog.model_preset</comment>
        <translation>模型预设</translation>
    </message>
    <message>
        <source>precision &quot;{0}&quot; casts the whole model to 16 bits; an FP32 base needs a mixed precision (bf16-mixed, fp16-mixed, fp8-mixed)</source>
        <comment>train.fp32_base_pure</comment>
        <translation>精度 “{0}” 会把整个模型转换为 16-bit；FP32 基座权重需要混合精度（bf16-mixed、fp16-mixed、fp8-mixed）</translation>
    </message>
    <message>
        <source>the LoRA base is held in FP32, as loaded without torch_dtype: 4 bytes a weight, while mixed precision computes in 16 bits (training.fp32_base)</source>
        <comment>assume.fp32_base</comment>
        <translation>LoRA 基座模型以加载时的 FP32 保存（未指定 torch_dtype）：每个权重 4 字节，混合精度仍以 16-bit 计算（training.fp32_base）</translation>
    </message>
    <message>
        <source>framework &quot;{0}&quot; holds the model in 16 bits whatever it was loaded in (DeepSpeed and Megatron cast it when they start): the FP32 base takes 2 bytes a weight (training.fp32_base)</source>
        <comment>assume.fp32_base_cast</comment>
        <translation>框架 “{0}” 不论以何种精度加载，都以 16-bit 保存模型（DeepSpeed 和 Megatron 在启动时转换）：FP32 基座模型按每个权重 2 字节计（training.fp32_base）</translation>
    </message>
    <message>
        <source>Custom GPU</source>
        <comment>word.custom_gpu</comment>
        <translation>自定义 GPU</translation>
    </message>
    <message>
        <source>Custom link</source>
        <comment>word.custom_link</comment>
        <translation>自定义互连</translation>
    </message>
    <message>
        <source>Custom CPU server</source>
        <comment>word.custom_cpu</comment>
        <translation>自定义 CPU 服务器</translation>
    </message>
    <message>
        <source>null</source>
        <comment>word.json.null</comment>
        <translation>空值 &quot;null&quot;</translation>
    </message>
    <message>
        <source>a boolean</source>
        <comment>word.json.boolean</comment>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>word.json.string</comment>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>word.json.number</comment>
        <translation>数字</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>word.json.object</comment>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <comment>word.json.array</comment>
        <translation>数组</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <comment>word.json.unsupported</comment>
        <translation>不支持的值</translation>
    </message>
    <message>
        <source>a whole number</source>
        <comment>word.json.whole_number</comment>
        <translation>整数</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>word.json.true_or_false</comment>
        <translation>布尔值（&quot;true&quot; 或 &quot;false&quot;）</translation>
    </message>
    <message>
        <source>an array of module names</source>
        <comment>word.json.module_names</comment>
        <translation>模块名数组</translation>
    </message>
    <message>
        <source>a whole number or a list of them</source>
        <comment>word.json.whole_number_or_list</comment>
        <translation>整数或整数列表</translation>
    </message>
    <message>
        <source>each output token takes {0} ms and the first token {1} s at {2} concurrent {2|user|users} per replica; every decode step streams {3} of weights from memory</source>
        <comment>decide.infer.forward.yes</comment>
        <translation>每个副本 {2} 个并发用户时，每个输出 token 需要 {0} ms，首 token 需要 {1} s；每个解码步都要从显存读取 {3} 的权重</translation>
    </message>
    <message>
        <source>the {4} (inference.device cpu) takes {0} ms per output token and {1} s to the first token at {2} concurrent {2|user|users} per server</source>
        <comment>decide.infer.forward.no</comment>
        <translation>{4}（inference.device cpu）在每台服务器 {2} 个并发用户时，每个输出 token 需要 {0} ms，首 token 需要 {1} s</translation>
    </message>
    <message>
        <source>Closed loop of {0} {0|user|users} on each of {1} replicas ({2} in all), each sending the next request when the last is answered (expected, low - high):</source>
        <comment>text.speed_shared</comment>
        <translation>闭环负载，{1} 个副本各承载 {0} 个用户（共 {2} 个），每人收到回复后立即发出下一个请求（预估值，下限～上限）：</translation>
    </message>
    <message>
        <source>Burst of {0} {0|prompt|prompts} sent at once to each of {1} replicas (expected, low - high):</source>
        <comment>text.burst_shared</comment>
        <translation>突发负载，{1} 个副本各有 {0} 个请求同时到达（预估值，下限～上限）：</translation>
    </message>
    <message>
        <source>llama.cpp cannot start: it allocates the context of all {0} slots (max_model_len {1} each) at start, {2} of KV cache, and {3} is left on the {4} after weights and reservations; start each server for fewer users (more servers) or shorten max_model_len</source>
        <comment>infer.cannot_start_slots</comment>
        <translation>llama.cpp 无法启动：它在启动时为全部 {0} 个槽位（每个 max_model_len 为 {1}）分配上下文，共需 {2} 的 KV 缓存，而 {4} 扣除权重和预留后只剩 {3}；请让每台服务器承载更少用户（增加服务器），或缩短 max_model_len</translation>
    </message>
    <message>
        <source>Does not fit: llama.cpp cannot start; the context of its {1} slots needs {0} more KV cache</source>
        <comment>fit.cannot_start_slots</comment>
        <translation>放不下：llama.cpp 无法启动，{1} 个槽位的上下文还差 {0} KV 缓存</translation>
    </message>
    <message>
        <source>online service: each server&apos;s CPU can serve it at about {1} ms per token for {2} {2|user|users}</source>
        <comment>infer.skip_online.yes</comment>
        <translation>在线服务：每台服务器的 CPU 即可胜任，{2} 个用户时每 token 约 {1} ms</translation>
    </message>
    <message>
        <source>online service: keep the GPU - at {2} concurrent {2|user|users} per server the CPU would need about {1} ms per token</source>
        <comment>infer.skip_online.no</comment>
        <translation>在线服务：仍需 GPU——每台服务器 {2} 个并发用户时，CPU 每 token 约需 {1} ms</translation>
    </message>
    <message>
        <source>online service: it depends - name a CPU (hardware.cpu) to judge it; at {2} concurrent {2|user|users} per server a GPU is the usual answer</source>
        <comment>infer.skip_online.depends</comment>
        <translation>在线服务：视情况而定——请指定 CPU（hardware.cpu）以便评估；每台服务器 {2} 个并发用户时通常需要 GPU</translation>
    </message>
    <message>
        <source>Replicas, smallest fleet</source>
        <comment>compare.replicas</comment>
        <translation>最小集群的副本数</translation>
    </message>
    <message>
        <source>GPUs, smallest fleet</source>
        <comment>compare.smallest_gpus</comment>
        <translation>最小集群的卡数</translation>
    </message>
    <message>
        <source>Time to first token, as entered</source>
        <comment>compare.ttft_ms</comment>
        <translation>所填集群的首 token 延迟（TTFT）</translation>
    </message>
    <message>
        <source>Time per output token, as entered</source>
        <comment>compare.tpot_ms</comment>
        <translation>所填集群的每 token 延迟（TPOT）</translation>
    </message>
    <message>
        <source>Throughput at the peak, smallest fleet</source>
        <comment>compare.throughput_tokens_per_s</comment>
        <translation>最小集群的峰值吞吐</translation>
    </message>
    <message>
        <source>Fits: {0} free of {1} per GPU; one replica runs {2} of its {3} concurrent requests at once, the rest wait for a slot</source>
        <comment>fit.fits_queued</comment>
        <translation>放得下：每卡 {1} 中空余 {0}；单个副本的 {3} 个并发请求中同时运行 {2} 个，其余排队等待</translation>
    </message>
    <message>
        <source>Closed loop of {0} {0|user|users} on each of {1} servers ({2} in all), each sending the next request when the last is answered (expected, low - high):</source>
        <comment>text.speed_shared_cpu</comment>
        <translation>闭环负载，{1} 台服务器各承载 {0} 个用户（共 {2} 个），每人收到回复后立即发出下一个请求（预估值，下限～上限）：</translation>
    </message>
    <message>
        <source>Burst of {0} {0|prompt|prompts} sent at once to each of {1} servers (expected, low - high):</source>
        <comment>text.burst_shared_cpu</comment>
        <translation>突发负载，{1} 台服务器各有 {0} 个请求同时到达（预估值，下限～上限）：</translation>
    </message>
    <message>
        <source>at the peak the KV cache takes {0}, {2}% of the {1}&apos;s {6}: {3} concurrent {3|request|requests} of {4} tokens at {5} bytes per token</source>
        <comment>decide.infer.kv_cache.yes</comment>
        <translation>峰值时 KV 缓存占 {0}，为 {1} 的 {6} 的 {2}%：{3} 个并发请求，每个 {4} token，每 token {5} 字节</translation>
    </message>
    <message>
        <source>served from the {1} (inference.device cpu): at the peak the KV cache takes {0}, {2}% of its {6}: {3} concurrent {3|request|requests} of {4} tokens at {5} bytes per token</source>
        <comment>decide.infer.kv_cache.no</comment>
        <translation>由 {1} 提供服务（inference.device cpu）：峰值时 KV 缓存占 {0}，为其 {6} 的 {2}%：{3} 个并发请求，每个 {4} token，每 token {5} 字节</translation>
    </message>
    <message>
        <source>{0} {0|micro-batch|micro-batches} per step for {1} pipeline stages: most of the pipeline idles; raise global_batch or lower micro_batch</source>
        <comment>pipeline.few_micro_batches</comment>
        <translation>每步只有 {0} 个微批，却有 {1} 个流水线阶段（stage）：流水线大部分时间空闲；请增大 global_batch 或减小 micro_batch</translation>
    </message>
    <message>
        <source>{0} concurrent requests on one replica exceed the {1} {1|sequence|sequences} the KV cache and the engine run at once: the rest queue, and the first token takes {2} s</source>
        <comment>infer.saturated</comment>
        <translation>单个副本上 {0} 个并发请求超过了 KV 缓存和推理引擎能同时运行的 {1} 条序列：其余请求排队，首 token 延迟为 {2} s</translation>
    </message>
    <message>
        <source>no layout finishes within {0} {0|day|days}: the fastest found takes {1} {1|day|days} on {2} GPUs; raise --max-gpus or the deadline, or train fewer tokens</source>
        <comment>plan.deadline_unmet</comment>
        <translation>没有能在 {0} 天内完成的布局：找到的最快布局在 {2} 张卡上需要 {1} 天；请提高 --max-gpus 或放宽截止时间，或减少训练的 token 数</translation>
    </message>
    <message>
        <source>{0} multi-token-prediction {0|layer is|layers are} not counted: they are dropped for serving</source>
        <comment>assume.mtp_excluded</comment>
        <translation>未计入 {0} 个多 token 预测（MTP）层：推理部署时会去掉这些层</translation>
    </message>
    <message>
        <source>{0}%  ({1} - {2}); {3} tokens/s per GPU on {4} {4|GPU|GPUs}</source>
        <comment>text.mfu_value</comment>
        <translation>{0}%（{1}～{2}）；{4} 张卡上每卡每秒 {3} 个 token</translation>
    </message>
    <message>
        <source>, deadline {0} {0|day|days}</source>
        <comment>text.plan_deadline</comment>
        <translation>，期限 {0} 天</translation>
    </message>
    <message>
        <source>2-socket server with {0} PCIe {0|GPU|GPUs} ({1})</source>
        <comment>bom.spec.server.pcie_server</comment>
        <translation>双路服务器，{0} 张 PCIe 卡（{1}）</translation>
    </message>
    <message>
        <source>{0} kW in {1} {1|rack|racks}</source>
        <comment>bom.power.fleet_value</comment>
        <translation>{0} kW，{1} 个机柜</translation>
    </message>
    <message>
        <source>Cost of ownership over {0} {0|year|years}</source>
        <comment>own.tco</comment>
        <translation>{0} 年持有成本</translation>
    </message>
    <message>
        <source>capital cost {0}; over {1} {1|year|years}, owning costs {2}</source>
        <comment>own.fleet_value</comment>
        <translation>采购成本 {0}；{1} 年持有成本 {2}</translation>
    </message>
    <message>
        <source>capital cost {0}; over {1} {1|year|years}, owning costs {2} and renting the same GPUs {3}</source>
        <comment>own.fleet_rent_value</comment>
        <translation>采购成本 {0}；{1} 年持有成本 {2}，租用同样的卡为 {3}</translation>
    </message>
    <message>
        <source>Runs of this length in {0} {0|year|years}</source>
        <comment>own.runs_in_term</comment>
        <translation>{0} 年内可完成同等训练次数</translation>
    </message>
    <message>
        <source>The API for {0} {0|year|years} at the deployment&apos;s volume</source>
        <comment>own.api_term</comment>
        <translation>按本部署的请求量使用 API {0} 年</translation>
    </message>
    <message>
        <source>Meets the targets: {0} {0|user|users} per server, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.met_cpu</comment>
        <translation>达到服务指标：每台服务器 {0} 个用户，首 token 延迟 {1} ms，每 token 延迟 {2} ms，合计每秒 {3} 个请求</translation>
    </message>
    <message>
        <source>No targets set: {0} {0|user|users} per server, first token {1} ms, {2} ms per token, {3} requests/s in all</source>
        <comment>fleet.no_targets_cpu</comment>
        <translation>未设服务指标：每台服务器 {0} 个用户，首 token 延迟 {1} ms，每 token 延迟 {2} ms，合计每秒 {3} 个请求</translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per server the first token takes {1} ms, over the {4} ms target</source>
        <comment>fleet.short_ttft_cpu</comment>
        <translation>未达服务指标：每台服务器 {0} 个用户时首 token 延迟为 {1} ms，超过指标 {4} ms</translation>
    </message>
    <message>
        <source>Misses the targets: with {0} {0|user|users} per server each token takes {2} ms, over the {4} ms target</source>
        <comment>fleet.short_tpot_cpu</comment>
        <translation>未达服务指标：每台服务器 {0} 个用户时每 token 延迟为 {2} ms，超过指标 {4} ms</translation>
    </message>
    <message>
        <source>Misses the targets: each server runs {5} of its {0} users at once, and the rest wait for a slot (first token {1} ms)</source>
        <comment>fleet.short_queue_cpu</comment>
        <translation>未达服务指标：每台服务器的 {0} 个用户中只能同时运行 {5} 个，其余排队等待（首 token 延迟 {1} ms）</translation>
    </message>
    <message>
        <source>{0} budget: memory share {1}, activation peak profiled at {2} batched tokens, KV cache in {3}-token blocks</source>
        <comment>assume.infer_engine_cpu</comment>
        <translation>{0} 内存预算：内存占比 {1}，激活峰值按 {2} 个批处理 token 测定，KV 缓存按每块 {3} token 分配</translation>
    </message>
    <message>
        <source>none: each server holds whole replicas, which exchange nothing with the other servers; requests reach them over the data centre&apos;s own network</source>
        <comment>bom.fabric.none_replicas</comment>
        <translation>无：每台服务器承载完整的副本，服务器之间不交换数据；请求经机房自有网络到达</translation>
    </message>
    <message>
        <source>calling a hosted API: skip the servers - at this volume the API costs {1} {3} a month against {2} {3} for the servers; renting wins above {4} requests/s; fails on rate limits or cost</source>
        <comment>infer.skip_api.yes_cpu</comment>
        <translation>调用托管 API：可以不用服务器——按此用量，API 每月 {1} {3}，租用服务器则要 {2} {3}；超过每秒 {4} 个请求时租用服务器更划算；遇到限流或成本上涨时就不合适了</translation>
    </message>
    <message>
        <source>calling a hosted API: renting is cheaper - the API would cost {1} {3} a month against {2} {3} for the servers; the API wins below {4} requests/s</source>
        <comment>infer.skip_api.no_cpu</comment>
        <translation>调用托管 API：租用服务器更便宜——API 每月要 {1} {3}，租用服务器只要 {2} {3}；低于每秒 {4} 个请求时 API 更划算</translation>
    </message>
    <message>
        <source>Servers</source>
        <comment>compare.cpu_servers</comment>
        <translation>服务器数量</translation>
    </message>
    <message>
        <source>Price per server-hour</source>
        <comment>compare.price_server</comment>
        <translation>机时单价</translation>
    </message>
    <message>
        <source>Memory per server (expected)</source>
        <comment>compare.memory_per_server_gib</comment>
        <translation>单台服务器内存（预估值）</translation>
    </message>
    <message>
        <source>Memory per server (high)</source>
        <comment>compare.memory_high_server_gib</comment>
        <translation>单台服务器内存（上限）</translation>
    </message>
    <message>
        <source>Capacity per server</source>
        <comment>compare.capacity_server_gib</comment>
        <translation>单台服务器容量</translation>
    </message>
    <message>
        <source>Headroom per server</source>
        <comment>compare.headroom_server_gib</comment>
        <translation>单台服务器余量</translation>
    </message>
    <message>
        <source>Servers, smallest fleet</source>
        <comment>compare.smallest_servers</comment>
        <translation>最小集群的服务器数量</translation>
    </message>
    <message>
        <source>Per month, smallest fleet</source>
        <comment>compare.cost_per_month</comment>
        <translation>最小集群的月成本</translation>
    </message>
    <message>
        <source>Per month, as entered</source>
        <comment>compare.fleet_cost_per_month</comment>
        <translation>所填集群的月成本</translation>
    </message>
    <message>
        <source>Rent vs API: servers {0} {1}/month, API {2} {1}/month at {3} requests/s; break-even {4} requests/s</source>
        <comment>text.rent_cpu</comment>
        <translation>租用服务器与 API 对比：租用服务器每月 {0} {1}，每秒 {3} 个请求时 API 每月 {2} {1}；盈亏平衡点为每秒 {4} 个请求</translation>
    </message>
    <message>
        <source>yes: the lowest monthly rent of the options that meet their targets</source>
        <comment>word.recommended.cost_per_month</comment>
        <translation>是：满足服务指标的方案中月租金最低</translation>
    </message>
    <message>
        <source>the loss is PyTorch&apos;s cross entropy on the model&apos;s 16-bit logits, with no FP32 copy (a model that does not upcast them, where no autocast does: Qwen-1 under DeepSpeed): about 8 bytes per token per vocabulary entry at its peak (training.loss)</source>
        <comment>assume.half_loss</comment>
        <translation>损失为 PyTorch 直接在模型的 16 位 logits 上计算的交叉熵，不做 FP32 副本（模型本身不升精度、也没有自动混合精度代为升精度时，如 DeepSpeed 下的 Qwen-1）：峰值时每 token 每个词表项约 8 字节（training.loss）</translation>
    </message>
    <message>
        <source>full logits, 16-bit cross entropy</source>
        <comment>loss.full-logits-16bit</comment>
        <translation>完整 logits，16 位交叉熵</translation>
    </message>
    <message>
        <source>is ignored when qlora_format is &quot;{0}&quot;</source>
        <comment>train.ignored_for_format</comment>
        <translation>qlora_format 为 “{0}” 时忽略此项</translation>
    </message>
    <message>
        <source>is ignored with zero_stage {0}: DeepSpeed reduces through these buckets at stages 1 and 2</source>
        <comment>train.ignored_for_zero</comment>
        <translation>zero_stage 为 {0} 时忽略此项：DeepSpeed 只在第 1、2 阶段通过这些桶做梯度归约</translation>
    </message>
    <message>
        <source>this layout does not fit in memory: its step time, GPU-hours and cost are what it would take if it did, not a plan that runs</source>
        <comment>assume.timed_not_fitting</comment>
        <translation>此布局显存放不下：所列单步耗时、卡时和成本是假设放得下时的数值，并非可运行的方案</translation>
    </message>
    <message>
        <source>to run on servers of {0} GPUs with the global batch of {1} split evenly: {2} {2|server|servers}, {3} {3|GPU|GPUs} (data parallel {4})</source>
        <comment>memory.needs_servers</comment>
        <translation>按每台 {0} 张卡的服务器运行、并均分全局批大小 {1}：{2} 台服务器，共 {3} 张卡（数据并行 {4}）</translation>
    </message>
    <message>
        <source>to run on whole servers of {0} GPUs: {1} {1|server|servers}, {2} {2|GPU|GPUs} (data parallel {3})</source>
        <comment>memory.needs_servers_any</comment>
        <translation>按每台 {0} 张卡的整台服务器运行：{1} 台服务器，共 {2} 张卡（数据并行 {3}）</translation>
    </message>
    <message>
        <source>no data-parallel size from {0} up, on whole servers of {2} GPUs, splits the global batch of {1} into whole micro-batches: choose a global_batch that one does</source>
        <comment>memory.no_servers</comment>
        <translation>数据并行度从 {0} 起、凑成每台 {2} 张卡的整台服务器时，没有一个能把全局批大小 {1} 分成整数个微批：请改用能均分的 global_batch</translation>
    </message>
    <message>
        <source>the engine cannot start: the weights ({0}) and its reservations leave no room for the KV cache on the {1}, where one sequence of max_model_len {2} needs {3}; each GPU needs {4} more memory</source>
        <comment>infer.cannot_start_weights</comment>
        <translation>推理引擎无法启动：权重（{0}）和引擎预留在 {1} 上已容不下 KV 缓存，而一条 max_model_len 为 {2} 的序列需要 {3}；每张卡还需多 {4} 显存</translation>
    </message>
    <message>
        <source>the engine cannot start: the co-located services take {0} of the {1}&apos;s {2}, leaving nothing for the model</source>
        <comment>infer.cannot_start_companions</comment>
        <translation>推理引擎无法启动：同机服务占用了 {1} 的 {2} 中的 {0}，模型已无处可放</translation>
    </message>
    <message>
        <source>{0} multi-token-prediction {0|layer is|layers are} not counted, as Hugging Face&apos;s model classes leave {0|it|them} out; a run that trains {0|it|them} (Megatron&apos;s mtp_num_layers) adds {0|its|their} own transformer {0|block|blocks} and another pass of the output head and the loss, on the last pipeline stage</source>
        <comment>assume.mtp_excluded_training</comment>
        <translation>未计入 {0} 个多 token 预测（MTP）层：Hugging Face 的模型类不含这些层；若一并训练这些层（Megatron 的 mtp_num_layers），每层都是完整的一层网络，还要在最后一个流水线阶段再算一遍输出层和损失</translation>
    </message>
    <message>
        <source>Smallest runnable fleet: {0} {0|server|servers}, {1} {1|GPU|GPUs} (data parallel {2} splits the global batch of {3} evenly)</source>
        <comment>text.min_servers</comment>
        <translation>可运行的最小集群：{0} 台服务器，共 {1} 张卡（数据并行 {2} 可均分全局批大小 {3}）</translation>
    </message>
    <message>
        <source>Smallest runnable fleet: {0} {0|server|servers}, {1} {1|GPU|GPUs} (data parallel {2})</source>
        <comment>text.min_servers_any</comment>
        <translation>可运行的最小集群：{0} 台服务器，共 {1} 张卡（数据并行 {2}）</translation>
    </message>
    <message>
        <source>Smallest runnable fleet: none; no data-parallel size from {0} up splits the global batch of {1} into whole micro-batches on whole servers</source>
        <comment>text.no_min_servers</comment>
        <translation>可运行的最小集群：无；数据并行度从 {0} 起，没有一个能在整台服务器上把全局批大小 {1} 分成整数个微批</translation>
    </message>
    <message>
        <source>Does not fit: the engine cannot start; each GPU needs {0} more memory</source>
        <comment>fit.cannot_start</comment>
        <translation>放不下：引擎无法启动，每张卡还需多 {0} 显存</translation>
    </message>
</context>
<context>
    <name>FieldSpecs</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Shown in lists, comparisons and the sizing sheet.</source>
        <translation>显示在列表、对比和测算报告中。</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>任务类型</translation>
    </message>
    <message>
        <source>Training covers pre-training and fine-tuning (full, LoRA, QLoRA); serving sizes an inference deployment.</source>
        <translation>训练涵盖预训练和微调（全参微调、LoRA、QLoRA）；推理部署用于估算推理服务所需的资源。</translation>
    </message>
    <message>
        <source>Training / fine-tuning</source>
        <translation>训练 / 微调</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理部署</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>A published model. Its shape (layers, width, heads, vocabulary) sets every memory and time figure. Import a Hugging Face config.json for any other model.</source>
        <translation>已发布的模型。其结构（层数、宽度、注意力头数、词表）决定所有显存和耗时数字。其他模型可导入 Hugging Face config.json。</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1 (%2 GiB)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Its memory is the capacity every bar is measured against; its peak FLOP/s and bandwidth set the time.</source>
        <translation>其显存即每根显存柱对照的容量；其峰值 FLOP/s 和带宽决定耗时。</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器卡数</translation>
    </message>
    <message>
        <source>GPUs in one server, joined by its fast link (NVLink or PCIe).</source>
        <translation>一台服务器内的卡数，卡间通过高速互连（NVLink 或 PCIe）相连。</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数量</translation>
    </message>
    <message>
        <source>Servers joined by the network. Communication across servers is usually the slowest part of a step.</source>
        <translation>通过网络相连的服务器。机间通信通常是单步中最慢的部分。</translation>
    </message>
    <message>
        <source>the GPU&apos;s usual link</source>
        <translation>该 GPU 的常用互连</translation>
    </message>
    <message>
        <source>Link inside a server</source>
        <translation>机内互连</translation>
    </message>
    <message>
        <source>Carries tensor-parallel and in-server data-parallel traffic.</source>
        <translation>承载张量并行和机内数据并行的通信。</translation>
    </message>
    <message>
        <source>Network between servers</source>
        <translation>机间网络</translation>
    </message>
    <message>
        <source>Carries data-parallel gradients and pipeline activations between servers.</source>
        <translation>承载机间的数据并行梯度和流水线并行激活值。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>The host CPU: needed to serve on the CPU, and to judge whether the GPU can be skipped.</source>
        <translation>主机 CPU：在 CPU 上推理时需要，也用于评估能否不用 GPU。</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Full training keeps gradients and optimizer states for every weight; LoRA trains small adapters; QLoRA also stores the frozen weights in 4 or 8 bits.</source>
        <translation>全参训练为每个权重保存梯度和优化器状态；LoRA 只训练小型适配器；QLoRA 还把冻结的权重以 4 bit 或 8 bit 存储。</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>全参微调</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>Freeze (train the last layers)</source>
        <translation>冻结微调（只训练最后几层）</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Mixed precision keeps an FP32 master copy (4 bytes more per weight) and computes in 16 or 8 bits.</source>
        <translation>混合精度额外保存一份 FP32 主权重（每个权重多 4 字节），以 16 bit 或 8 bit 计算。</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA 秩</translation>
    </message>
    <message>
        <source>Width of the adapters: trained weights grow linearly with it.</source>
        <translation>适配器的宽度：训练的权重量随之线性增长。</translation>
    </message>
    <message>
        <source>LoRA alpha</source>
        <translation>LoRA alpha</translation>
    </message>
    <message>
        <source>Scaling of the adapters; no effect on memory or time.</source>
        <translation>适配器的缩放系数；不影响显存和耗时。</translation>
    </message>
    <message>
        <source>QLoRA bits</source>
        <translation>QLoRA 量化位数</translation>
    </message>
    <message>
        <source>4 (NF4) or 8 bits per frozen weight.</source>
        <translation>每个冻结权重占 4 bit（NF4）或 8 bit。</translation>
    </message>
    <message>
        <source>Trained layers</source>
        <translation>训练层数</translation>
    </message>
    <message>
        <source>The last layers trained; the rest are frozen.</source>
        <translation>只训练最后这几层，其余层冻结。</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Splits every layer&apos;s matrices across GPUs: weights and activations shrink, each layer adds an all-reduce on the fast link.</source>
        <translation>把每层的矩阵切分到多张卡上：权重和激活值减少，但每层都要在高速互连上多做一次 all-reduce。</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>流水线并行</translation>
    </message>
    <message>
        <source>Splits the layers into stages: weights shrink, the pipeline bubble adds idle time unless micro-batches are many.</source>
        <translation>把各层划分为多个阶段：权重减少，但除非微批数量足够多，流水线气泡会带来空闲时间。</translation>
    </message>
    <message>
        <source>Context parallel</source>
        <translation>上下文并行</translation>
    </message>
    <message>
        <source>Splits long sequences across GPUs: activations shrink, keys and values travel between them.</source>
        <translation>把长序列切分到多张卡上：激活值减少，但 K/V 需要在卡间传递。</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>专家并行</translation>
    </message>
    <message>
        <source>Spreads a mixture-of-experts model&apos;s experts over GPUs; tokens travel by all-to-all.</source>
        <translation>把 MoE（混合专家）模型的专家分布到多张卡上；token 通过 all-to-all 在卡间传递。</translation>
    </message>
    <message>
        <source>ZeRO / FSDP stage</source>
        <translation>ZeRO / FSDP 级别</translation>
    </message>
    <message>
        <source>Shards optimizer states (1), gradients too (2), and weights too (3) over the data-parallel GPUs.</source>
        <translation>在数据并行的各卡间分片：优化器状态（1），再加上梯度（2），再加上权重（3）。</translation>
    </message>
    <message>
        <source>Shard group</source>
        <translation>分片组</translation>
    </message>
    <message>
        <source>GPUs that share one copy of the sharded states (HSDP); auto: all data-parallel GPUs.</source>
        <translation>共享一份分片后状态的卡数（HSDP）；自动：全部数据并行卡。</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>序列并行</translation>
    </message>
    <message>
        <source>With tensor parallelism: shards the norm and dropout activations too.</source>
        <translation>配合张量并行使用：把归一化层和随机失活层的激活值也分片。</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>虚拟阶段数</translation>
    </message>
    <message>
        <source>Interleaved pipeline: a smaller bubble for more in-flight activations and transfers.</source>
        <translation>交错流水线：以更多在途激活值和传输换取更小的流水线气泡。</translation>
    </message>
    <message>
        <source>Offload optimizer to CPU</source>
        <translation>优化器卸载到 CPU</translation>
    </message>
    <message>
        <source>Keeps optimizer states in host memory (ZeRO-Offload): frees GPU memory, costs PCIe traffic and CPU time.</source>
        <translation>把优化器状态放在主机内存中（ZeRO-Offload）：释放显存，代价是 PCIe 传输和 CPU 时间。</translation>
    </message>
    <message>
        <source>Offload weights to CPU</source>
        <translation>权重卸载到 CPU</translation>
    </message>
    <message>
        <source>ZeRO-3 only: weights live in host memory between uses.</source>
        <translation>仅限 ZeRO-3：权重在两次使用之间存放在主机内存中。</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <source>Sequences each GPU processes at once: activations grow linearly with it.</source>
        <translation>每张卡一次处理的序列数：激活值随之线性增长。</translation>
    </message>
    <message>
        <source> seq</source>
        <translation> 条序列</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>全局批大小</translation>
    </message>
    <message>
        <source>Sequences per optimizer step; auto: micro-batch x data-parallel GPUs. More micro-batches per step shrink the pipeline bubble.</source>
        <translation>每个优化器步的序列数；自动：微批 × 数据并行卡数。每步的微批数越多，流水线气泡越小。</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Tokens per sequence: activations grow with it, and with its square without flash attention.</source>
        <translation>每条序列的 token 数：激活值随之增长；不用 flash attention 时随其平方增长。</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>重计算</translation>
    </message>
    <message>
        <source>Attention kernel</source>
        <translation>注意力算子</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Tokens the whole run processes (epochs x dataset): sets total time, GPU-hours and cost.</source>
        <translation>整个训练处理的 token 总数（轮数 × 数据集大小）：决定总耗时、卡时和成本。</translation>
    </message>
    <message>
        <source> B</source>
        <translation> B</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>推理引擎</translation>
    </message>
    <message>
        <source>The serving engine: it decides how much memory it reserves and its per-step overhead.</source>
        <translation>推理引擎决定预留多少显存以及每步的开销。</translation>
    </message>
    <message>
        <source>Weights (quantisation)</source>
        <translation>权重（量化）</translation>
    </message>
    <message>
        <source>Bits per weight: resident memory and the bytes read per generated token.</source>
        <translation>每个权重的 bit 数：决定常驻显存，以及每生成一个 token 需读取的字节数。</translation>
    </message>
    <message>
        <source>KV cache type</source>
        <translation>KV 缓存类型</translation>
    </message>
    <message>
        <source>fp8 halves the cache against 16 bits: twice the context or concurrency.</source>
        <translation>fp8 的缓存比 16 bit 减半：上下文长度或并发数可翻倍。</translation>
    </message>
    <message>
        <source>Memory utilisation</source>
        <translation>显存利用率</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>最大上下文长度</translation>
    </message>
    <message>
        <source>Longest request the engine admits; auto: the model&apos;s own limit. The KV cache is sized for it.</source>
        <translation>推理引擎接受的最长请求；自动：取模型自身的上限。KV 缓存按此长度分配。</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <source>A typical request&apos;s input: sets the first-token latency.</source>
        <translation>典型请求的输入长度：决定首 token 延迟（TTFT）。</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <source>Tokens generated per request.</source>
        <translation>每个请求生成的 token 数。</translation>
    </message>
    <message>
        <source>Peak concurrency</source>
        <translation>峰值并发</translation>
    </message>
    <message>
        <source>Requests in flight in the busiest minutes, never the daily average: each holds its KV cache.</source>
        <translation>最繁忙时段同时在处理的请求数，不要填日均值：每个请求都占用各自的 KV 缓存。</translation>
    </message>
    <message>
        <source> users</source>
        <translation> 个用户</translation>
    </message>
    <message>
        <source>Stages one replica spreads its layers over.</source>
        <translation>一个副本的各层分成几个流水线阶段。</translation>
    </message>
    <message>
        <source>Serve on</source>
        <translation>运行于</translation>
    </message>
    <message>
        <source>The GPU, or the CPU chosen under Hardware.</source>
        <translation>GPU，或在“硬件”中选择的 CPU。</translation>
    </message>
    <message>
        <source>First-token target</source>
        <translation>首 token 延迟指标</translation>
    </message>
    <message>
        <source>Longest wait for the first token each user accepts.</source>
        <translation>每个用户可接受的首个 token 最长等待时间。</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Per-token target</source>
        <translation>每 token 延迟指标</translation>
    </message>
    <message>
        <source>Longest time between generated tokens each user accepts.</source>
        <translation>每个用户可接受的相邻两个生成 token 之间的最长间隔。</translation>
    </message>
    <message>
        <source>Peak request rate</source>
        <translation>峰值每秒请求数</translation>
    </message>
    <message>
        <source>Requests per second in the busiest minutes: sets the replicas.</source>
        <translation>最繁忙时段每秒的请求数：决定副本数。</translation>
    </message>
    <message>
        <source> /s</source>
        <translation> req/s</translation>
    </message>
    <message>
        <source>Price per GPU-hour</source>
        <translation>卡时单价</translation>
    </message>
    <message>
        <source>What one GPU costs per hour under the billing rule.</source>
        <translation>按所选计费方式，单卡每小时的价格。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>ISO 4217 code, such as USD or CNY.</source>
        <translation>ISO 4217 代码，如 USD 或 CNY。</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>How time is rounded up: short jobs pay for whole hours, days or months.</source>
        <translation>时长如何向上取整：短任务也按整小时、整天或整月计费。</translation>
    </message>
    <message>
        <source>Minimum commitment</source>
        <translation>最低计费时长</translation>
    </message>
    <message>
        <source>Shortest billable time per GPU.</source>
        <translation>每张卡的最短计费时长。</translation>
    </message>
    <message>
        <source> h</source>
        <translation> 小时</translation>
    </message>
    <message>
        <source>API price, input</source>
        <translation>API 价格（输入）</translation>
    </message>
    <message>
        <source>A hosted API&apos;s price per million prompt tokens, for rent versus API.</source>
        <translation>托管 API 每百万输入 token 的价格，用于租卡与调用 API 的对比。</translation>
    </message>
    <message>
        <source>API price, output</source>
        <translation>API 价格（输出）</translation>
    </message>
    <message>
        <source>A hosted API&apos;s price per million generated tokens.</source>
        <translation>托管 API 每百万生成 token 的价格。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Method and precision</source>
        <translation>方法与精度</translation>
    </message>
    <message>
        <source>Parallelism and sharding</source>
        <translation>并行与切分</translation>
    </message>
    <message>
        <source>Batch and activations</source>
        <translation>批大小与激活值</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>训练量</translation>
    </message>
    <message>
        <source>Serving targets</source>
        <translation>服务指标（SLO）</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>Automatic (follows the method)</source>
        <translation>自动（随训练方法而定）</translation>
    </message>
    <message>
        <source>Megatron-LM / NeMo</source>
        <translation>Megatron-LM / NeMo</translation>
    </message>
    <message>
        <source>torchtitan (FSDP2)</source>
        <translation>torchtitan（FSDP2）</translation>
    </message>
    <message>
        <source>DeepSpeed</source>
        <translation>DeepSpeed</translation>
    </message>
    <message>
        <source>PyTorch FSDP</source>
        <translation>PyTorch FSDP</translation>
    </message>
    <message>
        <source>Hugging Face Trainer / PEFT</source>
        <translation>Hugging Face Trainer / PEFT</translation>
    </message>
    <message>
        <source>torchtune</source>
        <translation>torchtune</translation>
    </message>
    <message>
        <source>Unsloth</source>
        <translation>Unsloth</translation>
    </message>
    <message>
        <source>LLaMA-Factory</source>
        <translation>LLaMA-Factory</translation>
    </message>
    <message>
        <source>The stack that runs the training: its kernels and overlap change the step time. Automatic: Megatron-LM for full training, Hugging Face PEFT for adapters and freeze.</source>
        <translation>运行训练的软件栈：其算子与通信重叠方式会改变单步耗时。自动：全参训练按 Megatron-LM，适配器与冻结微调按 Hugging Face PEFT。</translation>
    </message>
    <message>
        <source>Activation checkpointing: selective drops the attention internals, full keeps only layer inputs and costs about a third more compute; offload keeps those inputs in host memory (Unsloth).</source>
        <translation>激活检查点：选择性重计算丢弃注意力内部张量；完全重计算只保留各层输入，计算量多约三分之一；卸载则把这些输入放在主机内存中（Unsloth）。</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>How the loss over the vocabulary is computed: it sets the logits&apos; memory on the last stage. Automatic: the framework&apos;s usual way.</source>
        <translation>词表上的损失如何计算：它决定最后一个流水线阶段上 logits 占用的显存。自动：按训练框架的常用方式。</translation>
    </message>
    <message>
        <source>Automatic (follows the framework)</source>
        <translation>自动（随训练框架而定）</translation>
    </message>
    <message>
        <source>Full logits, FP32 cross entropy</source>
        <translation>完整 logits，FP32 交叉熵</translation>
    </message>
    <message>
        <source>Fused vocabulary-parallel (Megatron)</source>
        <translation>融合的词表并行交叉熵（Megatron）</translation>
    </message>
    <message>
        <source>Chunked (torchtune)</source>
        <translation>分块计算（torchtune）</translation>
    </message>
    <message>
        <source>Fused with the output head (Liger, Cut Cross Entropy)</source>
        <translation>与输出层融合（Liger、Cut Cross Entropy）</translation>
    </message>
    <message>
        <source>First stage layers</source>
        <translation>首阶段层数</translation>
    </message>
    <message>
        <source>Layers of the first pipeline stage, fewer to make room for the embedding; auto: an even share.</source>
        <translation>第一个流水线阶段的层数，少放几层可为词嵌入层腾出空间；自动：均分。</translation>
    </message>
    <message>
        <source>Last stage layers</source>
        <translation>末阶段层数</translation>
    </message>
    <message>
        <source>Layers of the last pipeline stage, fewer to make room for the output head and the loss; auto: an even share.</source>
        <translation>最后一个流水线阶段的层数，少放几层可为输出层和损失腾出空间；自动：均分。</translation>
    </message>
    <message>
        <source>GPUs one replica spreads its weights over; auto: the smallest split that fits and meets the targets.</source>
        <translation>一个副本的权重分布在几张卡上；自动：放得下且达到服务指标的最小切分。</translation>
    </message>
    <message>
        <source>vLLM engine</source>
        <translation>vLLM 引擎版本</translation>
    </message>
    <message>
        <source>V1, the default since vLLM 0.8, profiles a chunk of max_num_batched_tokens and the sampler; the older V0 a whole max-length prompt.</source>
        <translation>V1（vLLM 0.8 起的默认引擎）按 max_num_batched_tokens 的分块和采样器预估显存；旧的 V0 按一条最大长度的完整提示词预估。</translation>
    </message>
    <message>
        <source>The engine&apos;s memory share: of the whole GPU (vLLM), of the memory free at start-up (SGLang) or after the weights (TensorRT-LLM, LMDeploy); auto: the engine&apos;s default (vLLM and TensorRT-LLM 0.9, LMDeploy 0.8).</source>
        <translation>推理引擎可用的显存比例：vLLM 按整卡计，SGLang 按启动时的空闲显存计，TensorRT-LLM 和 LMDeploy 按加载权重后的空闲显存计；自动：使用引擎的默认值（vLLM 和 TensorRT-LLM 为 0.9，LMDeploy 为 0.8）。</translation>
    </message>
    <message>
        <source>BF16 mixed precision</source>
        <translation>BF16 混合精度</translation>
    </message>
    <message>
        <source>FP16 mixed precision</source>
        <translation>FP16 混合精度</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>BF16 only (no FP32 copy)</source>
        <translation>纯 BF16（无 FP32 主副本）</translation>
    </message>
    <message>
        <source>FP8 mixed precision</source>
        <translation>FP8 混合精度</translation>
    </message>
    <message>
        <source>AdamW</source>
        <translation>AdamW</translation>
    </message>
    <message>
        <source>8-bit AdamW</source>
        <translation>8-bit AdamW</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>SGD with momentum</source>
        <translation>带动量的 SGD</translation>
    </message>
    <message>
        <source>Lion</source>
        <translation>Lion</translation>
    </message>
    <message>
        <source>Adafactor</source>
        <translation>Adafactor</translation>
    </message>
    <message>
        <source>Full, inputs in host memory</source>
        <translation>完全重计算，层输入卸载到主机内存</translation>
    </message>
    <message>
        <source>Flash attention</source>
        <translation>Flash attention</translation>
    </message>
    <message>
        <source>Eager (keeps the score matrix)</source>
        <translation>Eager（保存注意力分数矩阵）</translation>
    </message>
    <message>
        <source>Automatic (the model&apos;s 16-bit type)</source>
        <translation>自动（模型的 16-bit 类型）</translation>
    </message>
    <message>
        <source>FP8</source>
        <translation>FP8</translation>
    </message>
    <message>
        <source>Q8_0 (llama.cpp)</source>
        <translation>Q8_0（llama.cpp）</translation>
    </message>
    <message>
        <source>Q4_0 (llama.cpp)</source>
        <translation>Q4_0（llama.cpp）</translation>
    </message>
    <message>
        <source>Generic</source>
        <translation>通用</translation>
    </message>
    <message>
        <source>Per second</source>
        <translation>按秒计费</translation>
    </message>
    <message>
        <source>Hourly</source>
        <translation>按小时计费</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>按天计费</translation>
    </message>
    <message>
        <source>Monthly (30 days)</source>
        <translation>包月（30 天）</translation>
    </message>
    <message>
        <source>Reserved (contract term)</source>
        <translation>预留（按合约期）</translation>
    </message>
    <message>
        <source>Rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Power one rack may draw: it sets how many servers share a rack on the sizing sheet.</source>
        <translation>每个机柜可用的功率：决定测算报告中每柜放几台服务器。</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Power usage effectiveness: what the building draws (cooling, power conversion) over what the servers draw. 1.58 is the industry average.</source>
        <translation>电能使用效率：整个机房（含制冷、配电损耗）的耗电与服务器耗电之比。行业平均为 1.58。</translation>
    </message>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Price of one kWh, in the pricing currency: the sheet&apos;s yearly energy cost.</source>
        <translation>每 kWh 的价格，币种同定价：用于测算报告中的年电费。</translation>
    </message>
    <message>
        <source> /kWh</source>
        <translation> /kWh</translation>
    </message>
    <message>
        <source>Data centre</source>
        <translation>机房</translation>
    </message>
    <message>
        <source>No recomputation</source>
        <translation>不重计算</translation>
    </message>
    <message>
        <source>Selective recomputation</source>
        <translation>选择性重计算</translation>
    </message>
    <message>
        <source>Full recomputation</source>
        <translation>完全重计算</translation>
    </message>
    <message>
        <source>Purchase quotes</source>
        <translation>采购报价</translation>
    </message>
    <message>
        <source>Purchase request</source>
        <translation>采购申请</translation>
    </message>
    <message>
        <source>Quote currency</source>
        <translation>报价币种</translation>
    </message>
    <message>
        <source>ISO 4217 code of the quotes, such as CNY; empty: the pricing currency.</source>
        <translation>报价所用的 ISO 4217 币种代码，如 CNY；留空则与价格币种相同。</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>One server as the bill of materials specifies it (a rack-scale system: one rack), GPUs, CPUs, memory, drives and adapters included.</source>
        <translation>按物料清单配置的一台服务器（整机柜系统为一个机柜），已含 GPU、CPU、内存、硬盘和网卡。</translation>
    </message>
    <message>
        <source>Switch</source>
        <translation>交换机</translation>
    </message>
    <message>
        <source>One switch of the network between the servers.</source>
        <translation>机间网络中的一台交换机。</translation>
    </message>
    <message>
        <source>Cable</source>
        <translation>线缆</translation>
    </message>
    <message>
        <source>One cable of that network.</source>
        <translation>机间网络中的一根线缆。</translation>
    </message>
    <message>
        <source>Transceiver, switch side</source>
        <translation>光模块（交换机侧）</translation>
    </message>
    <message>
        <source>One transceiver module on a switch.</source>
        <translation>交换机上的一个光模块。</translation>
    </message>
    <message>
        <source>Transceiver, server side</source>
        <translation>光模块（服务器侧）</translation>
    </message>
    <message>
        <source>One transceiver module in a server.</source>
        <translation>服务器上的一个光模块。</translation>
    </message>
    <message>
        <source>%1: unit price</source>
        <translation>%1：单价</translation>
    </message>
    <message>
        <source>%1: vendor</source>
        <translation>%1：供应商</translation>
    </message>
    <message>
        <source>Who quoted the price.</source>
        <translation>给出报价的供应商。</translation>
    </message>
    <message>
        <source>%1: quote date</source>
        <translation>%1：报价日期</translation>
    </message>
    <message>
        <source>When it was quoted, written YYYY-MM-DD.</source>
        <translation>报价日期，格式为 YYYY-MM-DD。</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Units of the quote currency one unit of the pricing currency buys: needed when the two differ, to put renting and energy beside the quotes.</source>
        <translation>1 单位价格币种可兑换的报价币种数额：两者不同时必填，用于将租卡成本和电费换算到报价币种。</translation>
    </message>
    <message>
        <source>Exchange rate date</source>
        <translation>汇率日期</translation>
    </message>
    <message>
        <source>When the rate was read, written YYYY-MM-DD.</source>
        <translation>汇率的取值日期，格式为 YYYY-MM-DD。</translation>
    </message>
    <message>
        <source>Support per year</source>
        <translation>年维保</translation>
    </message>
    <message>
        <source>Support and maintenance each year, as a share of the capital cost.</source>
        <translation>每年的技术支持与维保，按采购成本的比例计。</translation>
    </message>
    <message>
        <source>Space per rack and month</source>
        <translation>机柜月租金</translation>
    </message>
    <message>
        <source>What the data centre charges for one rack for one month, in the quote currency.</source>
        <translation>机房每个机柜每月的租金，以报价币种计。</translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation>持有年限</translation>
    </message>
    <message>
        <source>The term over which owning is compared with renting.</source>
        <translation>比较购买与租用的年限。</translation>
    </message>
    <message>
        <source> years</source>
        <translation> 年</translation>
    </message>
    <message>
        <source>Printed in the sizing sheet&apos;s approval block.</source>
        <translation>打印在测算报告的审批栏中。</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>申请人</translation>
    </message>
    <message>
        <source>Department</source>
        <translation>部门</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Budget holder</source>
        <translation>预算负责人</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <source>Checkpoint write time</source>
        <translation>检查点写入时长</translation>
    </message>
    <message>
        <source>Minutes a whole checkpoint may take to write to shared storage; training waits meanwhile. Sets the storage bandwidth on the sizing sheet.</source>
        <translation>完整检查点写入共享存储允许的分钟数，写入期间训练暂停。决定测算报告中的存储带宽。</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>Images per request</source>
        <translation>每个请求的图像数</translation>
    </message>
    <message>
        <source>Images sent with a typical request, for a model with a vision encoder: each adds its image tokens to the prompt.</source>
        <translation>典型请求附带的图像数（仅限带视觉编码器的模型）：每张图像的 token 计入提示长度。</translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation>梯度归约</translation>
    </message>
    <message>
        <source>ZeRO-2/3 and FSDP with gradient accumulation: reducing only at the step (FSDP&apos;s no_sync, as the Hugging Face Trainer does) holds whole gradients on every GPU. Automatic: the framework&apos;s usual way.</source>
        <translation>ZeRO-2/3 和 FSDP 做梯度累积时：只在每步末尾归约（FSDP 的 no_sync，Hugging Face 训练器即如此）会让每张卡保留完整梯度。自动：按训练框架的惯常做法。</translation>
    </message>
    <message>
        <source>Every micro-batch</source>
        <translation>每个微批</translation>
    </message>
    <message>
        <source>Once per step (whole gradients)</source>
        <translation>每步一次（完整梯度）</translation>
    </message>
    <message>
        <source>Frozen weights get gradients</source>
        <translation>冻结权重也有梯度</translation>
    </message>
    <message>
        <source>FSDP units that hold both the frozen weights and the adapters (use_orig_params) give the frozen weights gradients too.</source>
        <translation>FSDP 单元同时包含冻结权重和适配器时（use_orig_params），冻结权重也会分配梯度。</translation>
    </message>
    <message>
        <source>AdamW keeps two moments per trained weight (8 bytes in FP32, 4 in BF16 only); 8-bit AdamW 2 bytes; SGD none.</source>
        <translation>AdamW 为每个参与训练的权重保存一阶矩和二阶矩（FP32 共 8 字节，纯 BF16 下 4 字节）；8-bit AdamW 为 2 字节；SGD 不占用。</translation>
    </message>
    <message>
        <source>Optimizer kernel</source>
        <translation>优化器内核</translation>
    </message>
    <message>
        <source>PyTorch&apos;s foreach AdamW (the Hugging Face Trainer&apos;s default before PyTorch 2.8) builds a temporary the size of one moment at the step.</source>
        <translation>PyTorch 的 foreach 多张量 AdamW（PyTorch 2.8 之前 Hugging Face 训练器的默认实现）在优化步骤中建立一份与一个矩同样大小的临时张量。</translation>
    </message>
    <message>
        <source>Fused</source>
        <translation>融合内核</translation>
    </message>
    <message>
        <source>Foreach (a temporary per parameter)</source>
        <translation>foreach 多张量实现（每个参数一份临时张量）</translation>
    </message>
    <message>
        <source>Batch lengths</source>
        <translation>批次长度</translation>
    </message>
    <message>
        <source>Varying: batches padded only to their longest sample. The allocator then keeps blocks of earlier shapes and reserves more than it uses.</source>
        <translation>可变：每个批次只填充到其中最长的样本。分配器会保留先前形状的内存块，预留的显存多于实际使用。</translation>
    </message>
    <message>
        <source>Fixed (packed or padded to the sequence length)</source>
        <translation>固定（打包或填充到序列长度）</translation>
    </message>
    <message>
        <source>Varying</source>
        <translation>可变</translation>
    </message>
    <message>
        <source>TensorRT-LLM runtime</source>
        <translation>TensorRT-LLM 运行时</translation>
    </message>
    <message>
        <source>PyTorch, the default since TensorRT-LLM 1.0, or a built TensorRT engine, whose decoder buffers for the maximum batch come out of the memory before the KV cache.</source>
        <translation>PyTorch 后端（TensorRT-LLM 1.0 起的默认值），或已构建的 TensorRT 引擎：后者按最大批大小分配的解码器缓冲区先于 KV 缓存占用显存。</translation>
    </message>
    <message>
        <source>TensorRT engine</source>
        <translation>TensorRT 引擎</translation>
    </message>
    <message>
        <source>Max running sequences</source>
        <translation>同时运行的最大序列数</translation>
    </message>
    <message>
        <source>The most requests the engine decodes at once (max_num_seqs, max_running_requests, max_batch_size); beyond it requests queue. Auto: the engine&apos;s default for the GPU.</source>
        <translation>推理引擎同时解码的最多请求数（max_num_seqs、max_running_requests、max_batch_size），超出的请求排队等待。自动：推理引擎针对该 GPU 的默认值。</translation>
    </message>
    <message>
        <source> sequences</source>
        <translation> 条序列</translation>
    </message>
    <message>
        <source>Flash attention never stores the sequence x sequence score matrix; eager does (Hugging Face&apos;s keeps its FP32 softmax too); PyTorch&apos;s SDPA on its math kernel, its fallback when no fused kernel takes the inputs, keeps a 16-bit softmax.</source>
        <translation>Flash attention 不保存大小为序列长度平方的注意力分数矩阵；eager 会保存（Hugging Face 的实现还另存一份 FP32 softmax）；PyTorch SDPA 的数学内核（没有融合内核能处理输入时的回退路径）保存一份 16-bit softmax。</translation>
    </message>
    <message>
        <source>SDPA math kernel (keeps a 16-bit softmax)</source>
        <translation>SDPA 数学内核（保存 16-bit softmax）</translation>
    </message>
    <message>
        <source>Base weights in FP32</source>
        <translation>基座权重为 FP32</translation>
    </message>
    <message>
        <source>The frozen base as loaded without torch_dtype: 4 bytes a weight, while mixed precision computes in 16 bits. DeepSpeed casts it to 16 bits.</source>
        <translation>未指定 torch_dtype 加载的冻结基座模型：每个权重 4 字节，混合精度仍以 16-bit 计算。DeepSpeed 会将其转换为 16-bit。</translation>
    </message>
    <message>
        <source>Full logits, 16-bit cross entropy (no FP32 copy: Qwen-1 under DeepSpeed)</source>
        <translation>完整 logits，16 位交叉熵（不做 FP32 副本：DeepSpeed 下的 Qwen-1）</translation>
    </message>
</context>
<context>
    <name>MemoryBars</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Total, low - high</source>
        <translation>合计（下限～上限）</translation>
    </message>
    <message>
        <source>%1 - %2 GiB</source>
        <translation>%1～%2 GiB</translation>
    </message>
    <message>
        <source>Capacity; above the scale: %1</source>
        <translation>容量（超出纵轴范围：%1）</translation>
    </message>
    <message>
        <source>Capacity: %1, above the scale</source>
        <translation>容量：%1（超出纵轴范围）</translation>
    </message>
</context>
<context>
    <name>SizingSheet</name>
    <message>
        <source>%1 (%2 - %3)</source>
        <translation>%1（%2～%3）</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Prepared with</source>
        <translation>生成工具</translation>
    </message>
    <message>
        <source>GPU Planner %1</source>
        <translation>GPU Planner %1</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation>峰值 KV 缓存</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>同卡其他服务</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐配置</translation>
    </message>
    <message>
        <source>%1 x %2 (this layout fits from %3 GPUs)</source>
        <translation>%1 张 %2（此并行布局最少 %3 张卡即可放下）</translation>
    </message>
    <message>
        <source>Inside a server: %1</source>
        <translation>机内互连：%1</translation>
    </message>
    <message>
        <source>Between servers: %1</source>
        <translation>机间网络：%1</translation>
    </message>
    <message>
        <source>Host memory per server for offloaded states: %1</source>
        <translation>每台服务器存放卸载状态所需的主机内存：%1</translation>
    </message>
    <message>
        <source> GiB</source>
        <translation> GiB</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>Busiest GPU</source>
        <translation>显存占用最高的卡</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>组成</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>预估值</translation>
    </message>
    <message>
        <source>Low - high</source>
        <translation>下限～上限</translation>
    </message>
    <message>
        <source>Time and cost</source>
        <translation>耗时与成本</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Calendar time</source>
        <translation>工期（自然日）</translation>
    </message>
    <message>
        <source> days</source>
        <translation> 天</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> tokens/s</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费方式</translation>
    </message>
    <message>
        <source>%1 %2 per GPU-hour, %3, minimum %4 h</source>
        <translation>卡时单价 %1 %2，%3，最低计费时长 %4 小时</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>诊断结果</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>问题</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>In this scenario&apos;s numbers</source>
        <translation>本方案的数据</translation>
    </message>
    <message>
        <source>Check first</source>
        <translation>优先检查</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Kernel efficiency (share of peak the compute reaches): %1 %</source>
        <translation>算子效率（计算能达到峰值的比例）：%1%</translation>
    </message>
    <message>
        <source>Catalog figures, with their sources:</source>
        <translation>规格库数据及其来源：</translation>
    </message>
    <message>
        <source>%1 GiB, %2 GB/s, %3 TFLOP/s BF16 dense</source>
        <translation>%1 GiB，%2 GB/s，BF16 稠密 %3 TFLOP/s</translation>
    </message>
    <message>
        <source>%1 GB/s, %2 us</source>
        <translation>%1 GB/s，%2 us</translation>
    </message>
    <message>
        <source>%1 cores, %2 GB/s</source>
        <translation>%1 核，%2 GB/s</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>规格数据</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Before buying: validate</source>
        <translation>采购前验证</translation>
    </message>
    <message>
        <source>Run the smallest configuration once (one server, a few hundred steps) and record its step time and peak memory; enter them as the trial run to calibrate this sheet.</source>
        <translation>先用最小配置跑一次（一台服务器、几百步），记下单步耗时和峰值显存；把它们作为试跑结果填入，以校准本测算报告。</translation>
    </message>
    <message>
        <source>Check memory: the peak stays below %1 per GPU, with at least 10% free for fragmentation and spikes.</source>
        <translation>检查显存：每卡峰值低于 %1，并至少留出 10% 余量应对碎片和峰值波动。</translation>
    </message>
    <message>
        <source>Check single-GPU utilisation first, then communication (the share of the step spent waiting on the links), and only then consider a more expensive GPU.</source>
        <translation>先检查单卡利用率，再检查通信（单步中等待互连的时间占比），最后才考虑更贵的 GPU。</translation>
    </message>
    <message>
        <source>Check data loading: the input pipeline keeps up with the tokens per second the GPUs consume.</source>
        <translation>检查数据加载：输入流水线要跟得上 GPU 每秒消耗的 token 数。</translation>
    </message>
    <message>
        <source>Scale to the full count only after these hold.</source>
        <translation>以上各项都满足后，再扩展到全部卡数。</translation>
    </message>
    <message>
        <source>Start the engine with the planned settings on one replica; it must start (the context fits) and report its KV cache size.</source>
        <translation>用计划的参数在一个副本上启动推理引擎：它必须能启动（上下文放得下），并报告 KV 缓存大小。</translation>
    </message>
    <message>
        <source>Load-test at the busiest minutes&apos; concurrency, not the daily average; check first-token and per-token latency against the targets.</source>
        <translation>按最繁忙时段的并发数做压测，不要按日均值；对照服务指标检查首 token 延迟和每 token 延迟。</translation>
    </message>
    <message>
        <source>Keep headroom for co-located services, then add replicas.</source>
        <translation>为同卡其他服务留出余量，再增加副本。</translation>
    </message>
    <message>
        <source>GPU sizing sheet</source>
        <translation>GPU 选型测算报告</translation>
    </message>
    <message>
        <source>GPU sizing comparison</source>
        <translation>GPU 选型测算对比</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并列对比</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>Memory per GPU, on one scale</source>
        <translation>每卡显存（统一刻度）</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>%1 x %2 (no GPU count fits this layout: change the layout or the GPU)</source>
        <translation>%1 张 %2（任何卡数都放不下此并行布局：请调整布局或更换 GPU）</translation>
    </message>
    <message>
        <source>%1 %2 per GPU-hour, %3</source>
        <translation>卡时单价 %1 %2，%3</translation>
    </message>
    <message>
        <source>First pipeline stage</source>
        <translation>第一个流水线阶段</translation>
    </message>
    <message>
        <source>Every GPU</source>
        <translation>每张卡</translation>
    </message>
    <message>
        <source>Last pipeline stage</source>
        <translation>最后一个流水线阶段</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Pipeline stage %1 of %2</source>
        <translation>第 %1 个流水线阶段（共 %2 个）</translation>
    </message>
    <message>
        <source>Total scaled by the trial run&apos;s peak (x%1)</source>
        <translation>按试跑实测峰值缩放后的合计（×%1）</translation>
    </message>
    <message>
        <source>Timed for %1</source>
        <translation>耗时按 %1 估算</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>none: the engine cannot start</source>
        <translation>无：推理引擎无法启动</translation>
    </message>
    <message numerus="yes">
        <source>Serve on the CPU: %n server(s) of %1</source>
        <translation>
            <numerusform>在 CPU 上推理：%n 台 %1 服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %1 x %2, %n replica(s) of tensor parallel %3 x pipeline %4</source>
        <translation>
            <numerusform>所填集群：%1 张 %2，%n 个副本（张量并行 %3 × 流水线并行 %4）</numerusform>
        </translation>
    </message>
    <message>
        <source>No fleet of %1 meets the targets as planned: the model and its cache do not fit, or the targets cannot be met</source>
        <translation>按当前方案，任何规模的 %1 集群都达不到服务指标：模型和缓存放不下，或指标无法达到</translation>
    </message>
    <message numerus="yes">
        <source>Smallest fleet for the targets: %1 x %2 (%n replica(s))</source>
        <translation>
            <numerusform>达到服务指标的最小集群：%1 张 %2（%n 个副本）</numerusform>
        </translation>
    </message>
    <message>
        <source>Time to first token, as entered</source>
        <translation>所填集群的首 token 延迟（TTFT）</translation>
    </message>
    <message>
        <source>Time per output token, as entered</source>
        <translation>所填集群的每 token 延迟（TPOT）</translation>
    </message>
    <message>
        <source>Throughput, as entered</source>
        <translation>所填集群的吞吐</translation>
    </message>
    <message>
        <source>Per month, as entered</source>
        <translation>所填集群的月成本</translation>
    </message>
    <message>
        <source>Throughput at the peak, smallest fleet</source>
        <translation>最小集群的峰值吞吐</translation>
    </message>
    <message>
        <source>Per month, smallest fleet</source>
        <translation>最小集群的月成本</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>物料清单</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source> kW</source>
        <translation> kW</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Request and approval</source>
        <translation>申请与审批</translation>
    </message>
    <message>
        <source>Requested by</source>
        <translation>申请人</translation>
    </message>
    <message>
        <source>Department</source>
        <translation>部门</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>用途</translation>
    </message>
    <message>
        <source>Budget holder</source>
        <translation>预算负责人</translation>
    </message>
    <message>
        <source>Approved by</source>
        <translation>审批人</translation>
    </message>
    <message>
        <source>Signature and date</source>
        <translation>签字与日期</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>持有成本</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>As entered</source>
        <translation>按输入</translation>
    </message>
    <message>
        <source>For the targets</source>
        <translation>满足服务指标</translation>
    </message>
    <message>
        <source>Power of the servers for the targets (maximum)</source>
        <translation>满足服务指标所需服务器功耗（最大）</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <source>Needed (judged)</source>
        <translation>所需（据此判定）</translation>
    </message>
    <message>
        <source>Sized for %1 serving %2 weights (%3 bits per weight)</source>
        <translation>测算基于 %1 推理部署、%2 权重（每个权重 %3 bit）</translation>
    </message>
    <message>
        <source>the scenario file</source>
        <translation>方案文件</translation>
    </message>
    <message numerus="yes">
        <source>Time to first token, one replica at %n user(s)</source>
        <translation>
            <numerusform>单副本承载 %n 个用户时的首 token 延迟（TTFT）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time per output token, one replica at %n user(s)</source>
        <translation>
            <numerusform>单副本承载 %n 个用户时的每 token 延迟（TPOT）</numerusform>
        </translation>
    </message>
    <message>
        <source>Other services on the server</source>
        <translation>同机其他服务</translation>
    </message>
    <message>
        <source>Smallest fleet for the targets: %1 %2</source>
        <translation>达到服务指标的最小集群：%1%2</translation>
    </message>
    <message numerus="yes">
        <source>server(s)</source>
        <translation>
            <numerusform>台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory of each server</source>
        <translation>每台服务器内存</translation>
    </message>
    <message>
        <source>Server memory</source>
        <translation>服务器内存</translation>
    </message>
    <message numerus="yes">
        <source>Time to first token, one server at %n user(s)</source>
        <translation>
            <numerusform>单台服务器承载 %n 个用户时的首 token 延迟（TTFT）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Time per output token, one server at %n user(s)</source>
        <translation>
            <numerusform>单台服务器承载 %n 个用户时的每 token 延迟（TPOT）</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the engine with the planned settings on one server; it must start (its slots&apos; context fits) and report its KV cache size.</source>
        <translation>用计划的参数在一台服务器上启动推理引擎：它必须能启动（各槽位的上下文放得下），并报告 KV 缓存大小。</translation>
    </message>
    <message>
        <source>Keep headroom for co-located services, then add servers.</source>
        <translation>为同机其他服务留出余量，再增加服务器。</translation>
    </message>
    <message>
        <source>%1 %2 per server-hour, %3, minimum %4 h</source>
        <translation>机时单价 %1 %2，%3，最低计费时长 %4 小时</translation>
    </message>
    <message>
        <source>%1 %2 per server-hour, %3</source>
        <translation>机时单价 %1 %2，%3</translation>
    </message>
    <message>
        <source>Server sizing sheet</source>
        <translation>服务器选型测算报告</translation>
    </message>
    <message>
        <source>%1 of %2 each</source>
        <translation>%1，每台 %2</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory per server, on one scale</source>
        <translation>每台服务器内存（统一刻度）</translation>
    </message>
    <message>
        <source>Memory per GPU or server, on one scale</source>
        <translation>每卡显存或每台服务器内存（统一刻度）</translation>
    </message>
    <message>
        <source>%1 x %2 (this layout fits from %3 GPUs; runs on whole servers from %4 GPUs)</source>
        <translation>%1 张 %2（此并行布局最少 %3 张卡即可放下；按整台服务器运行最少 %4 张卡）</translation>
    </message>
    <message>
        <source>%1 x %2 (this layout fits from %3 GPUs; no data-parallel size from there splits the global batch on whole servers)</source>
        <translation>%1 张 %2（此并行布局最少 %3 张卡即可放下；从该数起没有哪个数据并行度能在整台服务器上均分全局批大小）</translation>
    </message>
</context>
<context>
    <name>gp::store::CatalogStore</name>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation>无法提交：%1</translation>
    </message>
    <message>
        <source>no stored %1 &quot;%2&quot;</source>
        <translation>没有已保存的 %1 “%2”</translation>
    </message>
    <message>
        <source>the price of &quot;%1&quot; is stored too: remove it first (price %1)</source>
        <translation>“%1” 的价格也已保存：请先删除它（price %1）</translation>
    </message>
</context>
<context>
    <name>gp::store::Database</name>
    <message>
        <source>%1: cannot create the folder %2</source>
        <translation>%1：无法创建文件夹 %2</translation>
    </message>
    <message>
        <source>%1: is not a file</source>
        <translation>%1：不是文件</translation>
    </message>
    <message>
        <source>%1: is empty (truncated?); it was not modified.</source>
        <translation>%1：文件为空（被截断？），未做修改。</translation>
    </message>
    <message>
        <source>%1: cannot be written (a read-only file or folder?): %2</source>
        <translation>%1：无法写入（文件或文件夹只读？）：%2</translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>cannot set up the connection</source>
        <translation>无法建立连接</translation>
    </message>
    <message>
        <source>%1: the automatic backup could not be written: %2</source>
        <translation>%1：无法写入自动备份：%2</translation>
    </message>
    <message>
        <source>cannot update the schema</source>
        <translation>无法更新数据库结构</translation>
    </message>
    <message>
        <source> No automatic backup exists yet.</source>
        <translation> 目前还没有自动备份。</translation>
    </message>
    <message>
        <source> The last automatic backup is %1 (from %2): open it with --db, or copy it in place of the damaged file after keeping a copy of that.</source>
        <translation> 最近一次自动备份是 %1（生成于 %2）：可用 --db 打开它；或先给损坏的文件留一份副本，再用该备份替换它。</translation>
    </message>
    <message>
        <source>cannot rename %1</source>
        <translation>无法重命名 %1</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: cannot be opened (%2); it was not modified.</source>
        <translation>%1：无法打开（%2），未做修改。</translation>
    </message>
    <message>
        <source>%1: is not a GPU Planner database or is damaged (%2); it was not modified.</source>
        <translation>%1：不是 GPU Planner 数据库或已损坏（%2），未做修改。</translation>
    </message>
    <message>
        <source>%1: was written by a newer GPU Planner (schema %2; this version reads up to %3). It was not modified.</source>
        <translation>%1：由更新版本的 GPU Planner 写入（数据库结构版本 %2；本版本最高只能读取 %3），未做修改。</translation>
    </message>
    <message>
        <source>%1: is an SQLite database of another program; it was not modified.</source>
        <translation>%1：是其他程序的 SQLite 数据库，未做修改。</translation>
    </message>
    <message>
        <source>%1: is damaged (%2); it was not modified.</source>
        <translation>%1：已损坏（%2），未做修改。</translation>
    </message>
    <message>
        <source>%1: cannot be opened: the file or its folder is read-only (%2); it was not modified.</source>
        <translation>%1：无法打开：该文件或其所在文件夹为只读（%2），未做修改。</translation>
    </message>
    <message>
        <source>%1: the database file is gone (moved or deleted?); reopen it</source>
        <translation>%1：数据库文件已不在原处（被移动或删除？），请重新打开</translation>
    </message>
</context>
<context>
    <name>gp::store::DemoScenarios</name>
    <message>
        <source>Qwen2.5 7B on a CPU server</source>
        <translation>在 CPU 服务器上运行 Qwen2.5 7B</translation>
    </message>
    <message>
        <source>Offline batch summarisation: latency does not matter, a 4-bit GGUF on one EPYC socket.</source>
        <translation>离线批量摘要：不在乎延迟，4-bit GGUF 模型跑在一颗 EPYC 处理器上。</translation>
    </message>
    <message>
        <source>LoRA fine-tune of Llama 3.1 8B on one A100</source>
        <translation>单张 A100 上 LoRA 微调 Llama 3.1 8B</translation>
    </message>
    <message>
        <source>A typical instruction-tuning run: rank-16 adapters on all linear layers, gradient checkpointing on.</source>
        <translation>典型的指令微调：所有线性层挂 rank 16 的适配器，开启激活检查点。</translation>
    </message>
    <message>
        <source>Pre-training a 70B model on 64 H100s</source>
        <translation>64 张 H100 预训练 70B 模型</translation>
    </message>
    <message>
        <source>Eight HGX H100 servers on InfiniBand NDR; Megatron-style 3D parallelism.</source>
        <translation>8 台 HGX H100 服务器，InfiniBand NDR 互连；Megatron 式三维并行。</translation>
    </message>
    <message>
        <source>Serving Llama 3.1 70B at 64 concurrent users</source>
        <translation>Llama 3.1 70B 推理部署，64 个并发用户</translation>
    </message>
    <message>
        <source>FP8 weights on two H100s with tensor parallelism; an embedding model shares the GPUs.</source>
        <translation>FP8 权重，两张 H100 张量并行；同卡还运行一个向量模型。</translation>
    </message>
    <message>
        <source>embedding model (bge-m3)</source>
        <translation>向量模型（bge-m3）</translation>
    </message>
    <message>
        <source>Illustrative figure, not a quote</source>
        <translation>示意价格，非报价</translation>
    </message>
</context>
<context>
    <name>gp::store::Exchange</name>
    <message>
        <source>format: must be &quot;%1&quot;</source>
        <translation>format：必须为 “%1”</translation>
    </message>
    <message>
        <source>project: is required (an object with &quot;name&quot;)</source>
        <translation>project：必填（含 &quot;name&quot; 的对象）</translation>
    </message>
    <message>
        <source>scenarios: is required (an array)</source>
        <translation>scenarios：必填（数组）</translation>
    </message>
    <message>
        <source>project.name: is required</source>
        <translation>project.name：必填</translation>
    </message>
    <message>
        <source>project.name: a project &quot;%1&quot; exists already; import it under another name</source>
        <translation>project.name：项目 “%1” 已存在，请换个名称导入</translation>
    </message>
    <message>
        <source>: needs &quot;name&quot; and &quot;document&quot;</source>
        <translation>：需要 &quot;name&quot; 和 &quot;document&quot;</translation>
    </message>
    <message>
        <source>.name: is required</source>
        <translation>.name：必填</translation>
    </message>
    <message>
        <source>.name: &quot;%1&quot; appears twice</source>
        <translation>.name: “%1”出现了两次</translation>
    </message>
    <message>
        <source>Imported scenario</source>
        <translation>导入的方案</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Demo project</source>
        <translation>示例项目</translation>
    </message>
    <message>
        <source>Examples to start from: a LoRA fine-tune, a 70B pre-training run, a 70B serving plan and a small model on a CPU.</source>
        <translation>可供起步的示例：一次 LoRA 微调、一次 70B 预训练、一个 70B 推理部署方案，以及一个在 CPU 上运行的小模型。</translation>
    </message>
    <message>
        <source>cannot commit the import: %1</source>
        <translation>无法提交导入：%1</translation>
    </message>
</context>
<context>
    <name>gp::store::ProjectStore</name>
    <message>
        <source>no project %1</source>
        <translation>项目 %1 不存在</translation>
    </message>
    <message>
        <source>no scenario %1</source>
        <translation>方案 %1 不存在</translation>
    </message>
    <message>
        <source>scenario %1 has no revision %2</source>
        <translation>方案 %1 没有版本 %2</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>cannot commit: %1</source>
        <translation>无法提交：%1</translation>
    </message>
    <message>
        <source>the name is already used</source>
        <translation>名称已被使用</translation>
    </message>
    <message>
        <source>the name is empty</source>
        <translation>名称为空</translation>
    </message>
    <message>
        <source>the name is longer than 200 characters</source>
        <translation>名称超过 200 个字符</translation>
    </message>
    <message>
        <source>the name holds U+%1, which is not a character</source>
        <translation>名称含有 U+%1，它不是有效字符</translation>
    </message>
    <message>
        <source>revision %1 was written but is not in %2 when read back (another program may have removed the database&apos;s journal); save again</source>
        <translation>版本 %1 已写入，但重新读取时不在 %2 中（可能有其他程序删除了数据库的日志文件），请再次保存</translation>
    </message>
    <message>
        <source>the save could not be checked: %1</source>
        <translation>无法核对保存结果：%1</translation>
    </message>
</context>
<context>
    <name>gp::ui::CompareWindow</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation>峰值 KV 缓存</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>同卡其他服务</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>Compare scenarios</source>
        <translation>对比方案</translation>
    </message>
    <message>
        <source>Deltas against</source>
        <translation>差值基准</translation>
    </message>
    <message>
        <source>Copy table</source>
        <translation>复制表格</translation>
    </message>
    <message>
        <source>Export...</source>
        <translation>导出...</translation>
    </message>
    <message>
        <source>Print sheet...</source>
        <translation>打印测算报告...</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>%1 (baseline)</source>
        <translation>%1（基准）</translation>
    </message>
    <message>
        <source>Memory per GPU, GiB, on one scale (dashes: each GPU&apos;s capacity)</source>
        <translation>每卡显存（GiB，统一刻度；虚线为各 GPU 的容量）</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>导出对比</translation>
    </message>
    <message>
        <source>CSV (*.csv);;JSON (*.json);;PDF sheet (*.pdf)</source>
        <translation>CSV (*.csv);;JSON (*.json);;PDF 测算报告 (*.pdf)</translation>
    </message>
    <message>
        <source>%1 (recommended)</source>
        <translation>%1（推荐）</translation>
    </message>
    <message>
        <source>Memory per server, GiB, on one scale (dashes: each server&apos;s capacity)</source>
        <translation>每台服务器内存（GiB，统一刻度；虚线为各服务器的容量）</translation>
    </message>
    <message>
        <source>Memory per GPU or server, GiB, on one scale (dashes: each one&apos;s capacity)</source>
        <translation>每卡显存或每台服务器内存（GiB，统一刻度；虚线为各自的容量）</translation>
    </message>
</context>
<context>
    <name>gp::ui::ConcurrencyChart</name>
    <message>
        <source>Time to first token, ms</source>
        <translation>首 token 延迟（TTFT，ms）</translation>
    </message>
    <message>
        <source>Time per output token, ms</source>
        <translation>每 token 延迟（TPOT，ms）</translation>
    </message>
    <message>
        <source>Throughput, tokens/s</source>
        <translation>吞吐（tokens/s）</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens/s</source>
        <translation>tokens/s</translation>
    </message>
    <message numerus="yes">
        <source>Closed loop: speed as concurrency rises (expected); requests queue beyond %n user(s)</source>
        <translation>
            <numerusform>闭环负载：速度随并发数上升的变化（预估值）；超过 %n 个用户后请求排队</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gp::ui::EstimateView</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <translation>%1～%2</translation>
    </message>
    <message>
        <source>%1 T</source>
        <translation>%1 T</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation>%1 M</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Exact / detail</source>
        <translation>精确值 / 明细</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Step time</source>
        <translation>单步耗时</translation>
    </message>
    <message>
        <source>Scaling</source>
        <translation>扩展性</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>参数扫描</translation>
    </message>
    <message>
        <source>Concurrency</source>
        <translation>并发</translation>
    </message>
    <message>
        <source>Problems and advice</source>
        <translation>问题与建议</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>数据明细</translation>
    </message>
    <message>
        <source>Decision tables</source>
        <translation>决策表</translation>
    </message>
    <message numerus="yes">
        <source>The scenario has %n problem(s); fix them to see the estimate.</source>
        <translation>
            <numerusform>方案有 %n 个问题，修正后才能查看估算。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2 - %3)</source>
        <translation>%1（%2～%3）</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s); step %1 s</source>
        <translation>
            <numerusform>%n 张卡；单步 %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU-hours %1; %2 days</source>
        <translation>卡时 %1；工期 %2 天</translation>
    </message>
    <message>
        <source>Cost %1 %2</source>
        <translation>成本 %1 %2</translation>
    </message>
    <message>
        <source>%1 %2 for the targets</source>
        <translation>%2（满足服务指标）：%1</translation>
    </message>
    <message numerus="yes">
        <source>server(s)</source>
        <translation>
            <numerusform>服务器数量</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU(s)</source>
        <translation>
            <numerusform>卡数</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected (low - high). The assumptions behind the ranges are listed under Problems and advice.</source>
        <translation>预估值（下限～上限）。区间所依据的假设列在“问题与建议”中。</translation>
    </message>
    <message>
        <source>training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>set by the scenario</source>
        <translation>由方案指定</translation>
    </message>
    <message>
        <source>Active per token</source>
        <translation>每 token 激活参数</translation>
    </message>
    <message>
        <source>Embedding</source>
        <translation>词嵌入层</translation>
    </message>
    <message>
        <source>Output head</source>
        <translation>输出层</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>MLP and experts</source>
        <translation>MLP 与专家</translation>
    </message>
    <message>
        <source>Norms</source>
        <translation>归一化层</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>结构</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 层</translation>
    </message>
    <message>
        <source>hidden %1, %2 heads (%3 KV), head_dim %4</source>
        <translation>隐藏维度 %1，%2 个注意力头（%3 个 KV 头），head_dim %4</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Memory per GPU</source>
        <translation>每卡显存</translation>
    </message>
    <message>
        <source>first pipeline stage, expected (low - high)</source>
        <translation>第一个流水线阶段，预估值（下限～上限）</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>    Total</source>
        <translation>    合计</translation>
    </message>
    <message>
        <source>    Capacity</source>
        <translation>    容量</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>放得下</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>放不下</translation>
    </message>
    <message>
        <source>Largest micro-batch that fits</source>
        <translation>放得下的最大微批</translation>
    </message>
    <message>
        <source>Longest sequence that fits</source>
        <translation>放得下的最长序列</translation>
    </message>
    <message>
        <source>Smallest GPU count for this layout</source>
        <translation>此并行布局下的最少卡数</translation>
    </message>
    <message>
        <source>none up to data parallel 4096</source>
        <translation>数据并行到 4096 仍放不下</translation>
    </message>
    <message>
        <source>%1 - %2 s</source>
        <translation>%1～%2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>    Compute</source>
        <translation>    计算</translation>
    </message>
    <message>
        <source>    Communication</source>
        <translation>    通信</translation>
    </message>
    <message>
        <source>    Pipeline bubble</source>
        <translation>    流水线气泡</translation>
    </message>
    <message>
        <source>MFU</source>
        <translation>MFU</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 - %2%</source>
        <translation>%1%～%2%</translation>
    </message>
    <message>
        <source>Tokens per second per GPU</source>
        <translation>每卡每秒 token 数</translation>
    </message>
    <message>
        <source>Calendar time</source>
        <translation>工期（自然日）</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message numerus="yes">
        <source>%1 - %2 days on %n GPU(s)</source>
        <translation>
            <numerusform>%n 张卡需 %1～%2 天</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>卡时</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>成本</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Can we skip the GPU? %1</source>
        <translation>能否不用 GPU？%1</translation>
    </message>
    <message>
        <source>Try: %1</source>
        <translation>可尝试：%1</translation>
    </message>
    <message>
        <source>Advice: %1</source>
        <translation>建议：%1</translation>
    </message>
    <message>
        <source>Assumption: %1</source>
        <translation>假设：%1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>错误：%1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Memory (CPU)</source>
        <translation>内存（CPU）</translation>
    </message>
    <message>
        <source>expected (low - high)</source>
        <translation>预估值（下限～上限）</translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation>峰值 KV 缓存</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>同卡其他服务</translation>
    </message>
    <message>
        <source>the peak does not fit</source>
        <translation>峰值时放不下</translation>
    </message>
    <message>
        <source>the engine cannot start</source>
        <translation>推理引擎无法启动</translation>
    </message>
    <message>
        <source>KV cache per token</source>
        <translation>每 token 的 KV 缓存</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 bits per weight (%2)</source>
        <translation>每个权重 %1 bit（%2）</translation>
    </message>
    <message>
        <source>KV cache capacity</source>
        <translation>KV 缓存容量</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 个 token</translation>
    </message>
    <message>
        <source>Concurrent sequences at max length</source>
        <translation>最大长度下可并发的序列数</translation>
    </message>
    <message>
        <source>of %1 tokens</source>
        <translation>每条 %1 个 token</translation>
    </message>
    <message>
        <source>Longest context at peak</source>
        <translation>峰值时的最长上下文</translation>
    </message>
    <message numerus="yes">
        <source>for %n concurrent request(s)</source>
        <translation>
            <numerusform>%n 个并发请求时</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - %2 ms</source>
        <translation>%1～%2 ms</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>首 token 延迟（TTFT）</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Time per output token</source>
        <translation>每 token 延迟（TPOT）</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message numerus="yes">
        <source>output tokens per replica at %n concurrent</source>
        <translation>
            <numerusform>并发 %n 时单副本的输出 token 速率</numerusform>
        </translation>
    </message>
    <message>
        <source>Decoding at once</source>
        <translation>同时解码</translation>
    </message>
    <message>
        <source>sequences; beyond this requests queue</source>
        <translation>条序列；超出后请求需排队</translation>
    </message>
    <message>
        <source>CPU decode</source>
        <translation>CPU 解码</translation>
    </message>
    <message>
        <source>GPUs per month</source>
        <translation>租卡月成本</translation>
    </message>
    <message>
        <source>API: %1 %2 a month; break-even %3 requests/s</source>
        <translation>按量调用 API：每月 %1 %2；盈亏平衡点为每秒 %3 个请求</translation>
    </message>
    <message>
        <source>Launch command</source>
        <translation>启动命令</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>    Last pipeline stage</source>
        <translation>    最后一个流水线阶段</translation>
    </message>
    <message>
        <source>    Pipeline stage %1 of %2</source>
        <translation>    第 %1 个流水线阶段（共 %2 个）</translation>
    </message>
    <message>
        <source>Why, in this scenario&apos;s numbers: %1</source>
        <translation>依据（本方案的数字）：%1</translation>
    </message>
    <message>
        <source>In this scenario: %1</source>
        <translation>本方案中：%1</translation>
    </message>
    <message>
        <source>Likely cause: %1</source>
        <translation>可能原因：%1</translation>
    </message>
    <message>
        <source>Main resource: %1</source>
        <translation>主要资源：%1</translation>
    </message>
    <message>
        <source>Check first: %1</source>
        <translation>优先检查：%1</translation>
    </message>
    <message>
        <source>How to save: %1</source>
        <translation>节省办法：%1</translation>
    </message>
    <message>
        <source>    Scaled by the trial run&apos;s peak (x%1)</source>
        <translation>    按试跑实测峰值缩放（×%1）</translation>
    </message>
    <message>
        <source>    Reserved peak</source>
        <translation>    预留峰值</translation>
    </message>
    <message>
        <source>    Allocated peak</source>
        <translation>    已分配峰值</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>follows the framework</source>
        <translation>随训练框架而定</translation>
    </message>
    <message>
        <source>Framework</source>
        <translation>训练框架</translation>
    </message>
    <message>
        <source>follows the method</source>
        <translation>随训练方法而定</translation>
    </message>
    <message>
        <source>No speed: the engine cannot start</source>
        <translation>无速度数据：推理引擎无法启动</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>cannot start</source>
        <translation>无法启动</translation>
    </message>
    <message>
        <source>no first token until the engine starts</source>
        <translation>推理引擎启动前不会产生首个 token</translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n replica(s), targets met</source>
        <translation>
            <numerusform>所填集群：%n 个副本，达到服务指标</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n replica(s), targets missed</source>
        <translation>
            <numerusform>所填集群：%n 个副本，未达服务指标</numerusform>
        </translation>
    </message>
    <message>
        <source>Fleet as entered</source>
        <translation>所填集群</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s)</source>
        <translation>
            <numerusform>%n 台服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>Smallest fleet (servers)</source>
        <translation>最小集群（服务器数量）</translation>
    </message>
    <message>
        <source>Smallest fleet (GPUs)</source>
        <translation>最小集群（卡数）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s)</source>
        <translation>
            <numerusform>%n 张卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s)</source>
        <translation>
            <numerusform>%n 个副本</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n replica(s), no targets set</source>
        <translation>
            <numerusform>所填集群：%n 个副本，未设服务指标</numerusform>
        </translation>
    </message>
    <message>
        <source>Closed loop</source>
        <translation>闭环负载</translation>
    </message>
    <message numerus="yes">
        <source>%n user(s)</source>
        <translation>
            <numerusform>%n 个用户</numerusform>
        </translation>
    </message>
    <message>
        <source>each sends the next request when the last is answered</source>
        <translation>每个用户收到回复后立即发出下一个请求</translation>
    </message>
    <message>
        <source>Burst</source>
        <translation>突发负载</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) at once</source>
        <translation>
            <numerusform>%n 个请求同时到达</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at a time</source>
        <translation>
            <numerusform>每批同时处理 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>    First token</source>
        <translation>    首 token 延迟（TTFT）</translation>
    </message>
    <message>
        <source>on average (%1 - %2 s); the last prompt&apos;s after %3 s</source>
        <translation>平均值（%1～%2 s）；最后一个请求在 %3 s 后</translation>
    </message>
    <message>
        <source>    Time per output token</source>
        <translation>    每 token 延迟（TPOT）</translation>
    </message>
    <message>
        <source>    All answered</source>
        <translation>    全部完成</translation>
    </message>
    <message>
        <source>%1 - %2 s; %3 tokens/s</source>
        <translation>%1～%2 s；%3 tokens/s</translation>
    </message>
    <message>
        <source>Recurrent state per sequence</source>
        <translation>每个序列的循环状态</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message numerus="yes">
        <source>%n linear-attention layer(s), whatever the context</source>
        <translation>
            <numerusform>%n 个线性注意力层，与上下文长度无关</numerusform>
        </translation>
    </message>
    <message>
        <source>Vision encoder</source>
        <translation>视觉编码器</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt tokens per image</source>
        <translation>
            <numerusform>每张图像 %n 个提示 token</numerusform>
        </translation>
    </message>
    <message>
        <source>Linear and state-space layers</source>
        <translation>线性层与状态空间层</translation>
    </message>
    <message>
        <source>Gradient reduction</source>
        <translation>梯度归约</translation>
    </message>
    <message>
        <source>    Needed (judged)</source>
        <translation>    所需（据此判定）</translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, %n user(s) per replica: first token %1 ms; per token %2 ms; %3 tokens/s in all</source>
        <translation>
            <numerusform>闭环负载，每个副本 %n 个用户：首 token 延迟 %1 ms；每 token 延迟 %2 ms；合计 %3 tokens/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n user(s) per replica</source>
        <translation>
            <numerusform>每个副本 %n 个用户</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 replicas share %2 users; each sends the next request when the last is answered</source>
        <translation>%1 个副本分担 %2 个用户；每个用户收到回复后立即发出下一个请求</translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) at once per replica</source>
        <translation>
            <numerusform>每个副本 %n 个请求同时到达</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, one replica at %n user(s): first token %1 ms; per token %2 ms; %3 tokens/s</source>
        <translation>
            <numerusform>闭环负载，单个副本承载 %n 个用户：首 token 延迟 %1 ms；每 token 延迟 %2 ms；%3 tokens/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 x %n node(s)</source>
        <translation>
            <numerusform>%n 机，每机 %1 卡</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n server(s), no targets set</source>
        <translation>
            <numerusform>所填集群：%n 台服务器，未设服务指标</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n server(s), targets met</source>
        <translation>
            <numerusform>所填集群：%n 台服务器，达到服务指标</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>As entered: %n server(s), targets missed</source>
        <translation>
            <numerusform>所填集群：%n 台服务器，未达服务指标</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, %n user(s) per server: first token %1 ms; per token %2 ms; %3 tokens/s in all</source>
        <translation>
            <numerusform>闭环负载，每台服务器 %n 个用户：首 token 延迟 %1 ms；每 token 延迟 %2 ms；合计 %3 tokens/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Closed loop, one server at %n user(s): first token %1 ms; per token %2 ms; %3 tokens/s</source>
        <translation>
            <numerusform>闭环负载，单台服务器承载 %n 个用户：首 token 延迟 %1 ms；每 token 延迟 %2 ms；%3 tokens/s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n user(s) per server</source>
        <translation>
            <numerusform>每台服务器 %n 个用户</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 servers share %2 users; each sends the next request when the last is answered</source>
        <translation>%1 台服务器分担 %2 个用户；每个用户收到回复后立即发出下一个请求</translation>
    </message>
    <message numerus="yes">
        <source>output tokens per server at %n concurrent</source>
        <translation>
            <numerusform>并发 %n 时单台服务器的输出 token 速率</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n prompt(s) at once per server</source>
        <translation>
            <numerusform>每台服务器 %n 个请求同时到达</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - %2 servers</source>
        <translation>%1～%2 台服务器</translation>
    </message>
    <message numerus="yes">
        <source>%n replica(s) of tp %1 x pp %2; %3 - %4 GPUs</source>
        <translation>
            <numerusform>%n 个副本，每个 tp %1 × pp %2；%3～%4 张卡</numerusform>
        </translation>
    </message>
    <message>
        <source>Server memory</source>
        <translation>服务器内存</translation>
    </message>
    <message>
        <source>Servers per month</source>
        <translation>服务器月租成本</translation>
    </message>
    <message>
        <source>Other services on the server</source>
        <translation>同机其他服务</translation>
    </message>
    <message>
        <source>Per month, as entered</source>
        <translation>所填集群的月成本</translation>
    </message>
    <message numerus="yes">
        <source>%n server(s), 30 days</source>
        <translation>
            <numerusform>%n 台服务器，按 30 天计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), 30 days</source>
        <translation>
            <numerusform>%n 张卡，按 30 天计</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n server(s), %1 GPUs (data parallel %2)</source>
        <translation>
            <numerusform>%n 台服务器，共 %1 张卡（数据并行 %2）</numerusform>
        </translation>
    </message>
    <message>
        <source>none: no data-parallel size from %1 up splits the global batch of %2 on whole servers</source>
        <translation>无：数据并行度从 %1 起，没有一个能在整台服务器上均分全局批大小 %2</translation>
    </message>
    <message>
        <source>Smallest runnable fleet</source>
        <translation>可运行的最小集群</translation>
    </message>
</context>
<context>
    <name>gp::ui::MainWindow</name>
    <message>
        <source>%1 is larger than 4 MiB; a scenario or config.json is a few kilobytes.</source>
        <translation>%1 超过 4 MiB；方案文件或 config.json 通常只有几 KB。</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>修改 %1</translation>
    </message>
    <message>
        <source>Choose the model</source>
        <translation>选择模型</translation>
    </message>
    <message>
        <source>GPU Planner</source>
        <translation>GPU Planner</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Open that version</source>
        <translation>打开该版本</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New scenario...</source>
        <translation>新建方案(&amp;N)...</translation>
    </message>
    <message>
        <source>New &amp;project...</source>
        <translation>新建项目(&amp;P)...</translation>
    </message>
    <message>
        <source>&amp;Open scenario file...</source>
        <translation>打开方案文件(&amp;O)...</translation>
    </message>
    <message>
        <source>&amp;Add the open file to the project</source>
        <translation>将打开的文件加入项目(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Export scenario...</source>
        <translation>导出方案(&amp;E)...</translation>
    </message>
    <message>
        <source>&amp;Save now</source>
        <translation>立即保存(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Project</source>
        <translation>项目(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Duplicate scenario</source>
        <translation>复制方案(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Rename...</source>
        <translation>重命名(&amp;R)...</translation>
    </message>
    <message>
        <source>&amp;Move to project...</source>
        <translation>移动到项目(&amp;M)...</translation>
    </message>
    <message>
        <source>De&amp;lete...</source>
        <translation>删除(&amp;L)...</translation>
    </message>
    <message>
        <source>&amp;Compare selected scenarios...</source>
        <translation>对比所选方案(&amp;C)...</translation>
    </message>
    <message>
        <source>&amp;Print sizing sheet...</source>
        <translation>打印测算报告(&amp;P)...</translation>
    </message>
    <message>
        <source>Sizing sheet as P&amp;DF...</source>
        <translation>测算报告导出为 PDF(&amp;D)...</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About GPU Planner</source>
        <translation>关于 GPU Planner(&amp;A)</translation>
    </message>
    <message>
        <source>Projects from %1</source>
        <translation>来自 %1 的项目</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The changes to &quot;%1&quot; could not be saved (%2). Discard them?</source>
        <translation>“%1”的更改无法保存（%2）。要放弃这些更改吗？</translation>
    </message>
    <message>
        <source>The scenario no longer exists; the list is reloaded.</source>
        <translation>该方案已不存在，列表已重新加载。</translation>
    </message>
    <message>
        <source>Revision %1</source>
        <translation>版本 %1</translation>
    </message>
    <message>
        <source>Demo: add it to a project to keep changes</source>
        <translation>示例方案：加入项目后才能保留更改</translation>
    </message>
    <message>
        <source>File: edits are not saved until added to a project</source>
        <translation>文件：加入项目之前，修改不会保存</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in a project, so its changes are not saved. Discard them? (File &gt; Add the open file to the project keeps them.)</source>
        <translation>“%1”不在任何项目中，其更改不会保存。要放弃这些更改吗？（用“文件 &gt; 将打开的文件加入项目”可保留更改。）</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>未保存：%1</translation>
    </message>
    <message>
        <source>Saved %1 (revision %2)</source>
        <translation>已于 %1 保存（版本 %2）</translation>
    </message>
    <message>
        <source>Another copy of GPU Planner saved this scenario (revision %1) after you opened it. Your version replaced it; theirs is kept in the history.</source>
        <translation>你打开此方案后，另一个 GPU Planner 实例保存了它（版本 %1）。你的版本已覆盖该版本，对方的版本保留在历史记录中。</translation>
    </message>
    <message>
        <source>Untitled scenario</source>
        <translation>未命名方案</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>New project</source>
        <translation>新建项目</translation>
    </message>
    <message>
        <source>Project name:</source>
        <translation>项目名称：</translation>
    </message>
    <message>
        <source>My project</source>
        <translation>我的项目</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新建方案</translation>
    </message>
    <message>
        <source>%1 copy</source>
        <translation>%1（复制）</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>复制方案</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>There is no other project to move to.</source>
        <translation>没有其他项目可以移入。</translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation>移动方案</translation>
    </message>
    <message>
        <source>Move to project:</source>
        <translation>移动到项目：</translation>
    </message>
    <message>
        <source>Delete the scenario &quot;%1&quot; and all its revisions? This cannot be undone.</source>
        <translation>删除方案“%1”及其所有版本？此操作无法撤销。</translation>
    </message>
    <message numerus="yes">
        <source>Delete the project &quot;%1&quot; with its %n scenario(s)? This cannot be undone.</source>
        <translation>
            <numerusform>删除项目“%1”及其中的 %n 个方案？此操作无法撤销。</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Add to project</source>
        <translation>加入项目</translation>
    </message>
    <message>
        <source>The scenario was not added:
%1</source>
        <translation>方案未能加入：
%1</translation>
    </message>
    <message>
        <source>Export scenario</source>
        <translation>导出方案</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>方案文件 (*.json)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <source>Import a Hugging Face config.json</source>
        <translation>导入 Hugging Face config.json</translation>
    </message>
    <message>
        <source>config.json (*.json);;All files (*)</source>
        <translation>config.json (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>导入 config.json</translation>
    </message>
    <message>
        <source>Paste the model&apos;s config.json:</source>
        <translation>粘贴模型的 config.json：</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>%1 is not a JSON object:
%2</source>
        <translation>%1 不是 JSON 对象：
%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has problems; fix them before comparing.</source>
        <translation>“%1”存在问题，请先修正再对比。</translation>
    </message>
    <message numerus="yes">
        <source>Select 2 to 6 scenarios to compare (Ctrl+click in the list); %n selected.</source>
        <translation>
            <numerusform>请选择 2 到 6 个方案进行对比（在列表中按住 Ctrl 点击）；当前已选 %n 个。</numerusform>
        </translation>
    </message>
    <message>
        <source>the scenario has problems; fix them first</source>
        <translation>方案存在问题，请先修正</translation>
    </message>
    <message>
        <source>Sizing sheet as PDF</source>
        <translation>测算报告导出为 PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Sizing sheet written to %1</source>
        <translation>测算报告已写入 %1</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>方案文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>About GPU Planner</source>
        <translation>关于 GPU Planner</translation>
    </message>
    <message>
        <source>&lt;b&gt;GPU Planner %1&lt;/b&gt;&lt;p&gt;How many GPUs, of which kind, for how long, at what cost, and why: estimates for training, fine-tuning and serving large language models.&lt;/p&gt;</source>
        <translation>&lt;b&gt;GPU Planner %1&lt;/b&gt;&lt;p&gt;需要多少张卡、什么型号的 GPU，用多久，花多少钱，以及为什么：为大语言模型的训练、微调和推理部署做估算。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The changes could not be saved (%1). Quit anyway?</source>
        <translation>更改无法保存（%1）。仍要退出吗？</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>A stored catalog entry was left out: %1</source>
        <translation>有一条已保存的规格库条目未被采用：%1</translation>
    </message>
    <message>
        <source>Catalog files (*.json);;All files (*)</source>
        <translation>规格库文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Nothing was stored from %1:</source>
        <translation>未从 %1 保存任何内容：</translation>
    </message>
    <message numerus="yes">
        <source>Stored %n catalog entries from %1</source>
        <translation>
            <numerusform>已从 %1 保存 %n 条规格库条目</numerusform>
        </translation>
    </message>
    <message>
        <source>Import your &amp;hardware figures and prices (catalog file)...</source>
        <translation>导入自定义硬件参数和价格（规格库文件）(&amp;H)...</translation>
    </message>
    <message>
        <source>Your hardware and &amp;prices...</source>
        <translation>自定义硬件与价格(&amp;P)...</translation>
    </message>
    <message>
        <source>Import your hardware figures and prices</source>
        <translation>导入自定义硬件参数和价格</translation>
    </message>
    <message>
        <source>The tree keeps the name &quot;%1&quot;: %2</source>
        <translation>列表中仍叫“%1”：%2</translation>
    </message>
    <message>
        <source>not in this build</source>
        <translation>本版本中没有</translation>
    </message>
    <message>
        <source>Quote request</source>
        <translation>询价表</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx);;CSV (*.csv)</source>
        <translation>Excel 工作簿 (*.xlsx);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Quote request written to %1</source>
        <translation>询价表已写入 %1</translation>
    </message>
    <message>
        <source>Quote re&amp;quest (CSV or Excel)...</source>
        <translation>询价表（CSV 或 Excel）(&amp;U)...</translation>
    </message>
</context>
<context>
    <name>gp::ui::MemoryChart</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation>峰值 KV 缓存</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>同卡其他服务</translation>
    </message>
    <message>
        <source>Busiest GPU</source>
        <translation>显存占用最高的卡</translation>
    </message>
    <message>
        <source>Memory per GPU, GiB (expected; whisker: low - high total)</source>
        <translation>每卡显存，GiB（预估值；误差线：合计的下限～上限）</translation>
    </message>
    <message>
        <source>%1: %2 GiB (%3 - %4), %5% of the total
%6</source>
        <translation>%1：%2 GiB（%3～%4），占合计的 %5%
%6</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Total, low - high</source>
        <translation>合计（下限～上限）</translation>
    </message>
    <message>
        <source>Every GPU</source>
        <translation>每张卡</translation>
    </message>
    <message>
        <source>First stage</source>
        <translation>首阶段</translation>
    </message>
    <message>
        <source>Last stage</source>
        <translation>末阶段</translation>
    </message>
    <message>
        <source>Stage %1</source>
        <translation>第 %1 阶段</translation>
    </message>
    <message>
        <source>Memory per GPU, GiB, scaled by the trial run&apos;s peak (x%1; whisker: low - high total)</source>
        <translation>每卡显存，GiB，已按试跑实测峰值缩放（×%1；误差线：合计的下限～上限）</translation>
    </message>
    <message>
        <source>Memory of each server, GiB (expected; whisker: low - high total)</source>
        <translation>每台服务器内存，GiB（预估值；误差线：合计的下限～上限）</translation>
    </message>
    <message>
        <source>Server memory</source>
        <translation>服务器内存</translation>
    </message>
    <message>
        <source>Other services on the server</source>
        <translation>同机其他服务</translation>
    </message>
    <message>
        <source>Capacity: %1 GiB, above the scale</source>
        <translation>容量：%1 GiB（超出纵轴范围）</translation>
    </message>
</context>
<context>
    <name>gp::ui::NewScenarioWizard</name>
    <message>
        <source>New scenario</source>
        <translation>新建方案</translation>
    </message>
    <message>
        <source>What do you plan?</source>
        <translation>你打算做什么？</translation>
    </message>
    <message>
        <source>The goal decides which memory parts exist: gradients and optimizer states for every weight, only for adapters, or none when serving.</source>
        <translation>任务类型决定显存由哪些部分组成：梯度和优化器状态是覆盖全部权重、只覆盖适配器，还是（推理部署时）完全没有。</translation>
    </message>
    <message>
        <source>Pre-training or continued pre-training</source>
        <translation>预训练或继续预训练</translation>
    </message>
    <message>
        <source>Full fine-tune (every weight trained)</source>
        <translation>全参微调（训练全部权重）</translation>
    </message>
    <message>
        <source>LoRA fine-tune (small adapters)</source>
        <translation>LoRA 微调（小型适配器）</translation>
    </message>
    <message>
        <source>QLoRA fine-tune (adapters on 4-bit weights)</source>
        <translation>QLoRA 微调（在 4-bit 权重上训练适配器）</translation>
    </message>
    <message>
        <source>Serving (inference)</source>
        <translation>推理部署</translation>
    </message>
    <message>
        <source>Which model?</source>
        <translation>用哪个模型？</translation>
    </message>
    <message>
        <source>A published model, or any model&apos;s Hugging Face config.json.</source>
        <translation>已发布的模型，或任意模型的 Hugging Face config.json。</translation>
    </message>
    <message>
        <source>Import config.json...</source>
        <translation>导入 config.json...</translation>
    </message>
    <message>
        <source>Paste config.json...</source>
        <translation>粘贴 config.json...</translation>
    </message>
    <message>
        <source>On what hardware?</source>
        <translation>用什么硬件？</translation>
    </message>
    <message>
        <source>The GPU&apos;s memory is the capacity everything is measured against. Start with one server; the plan search tells you when more pay.</source>
        <translation>GPU 显存是衡量一切的容量基准。先从一台服务器开始；布局搜索会告诉你什么时候加服务器更划算。</translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation>%1 (%2 GiB)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每台服务器卡数</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数量</translation>
    </message>
    <message>
        <source>The workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Typical values are filled in; every one can be changed later.</source>
        <translation>已填入常用值，之后都可以修改。</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> 个 token</translation>
    </message>
    <message>
        <source> B tokens</source>
        <translation> B token</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <source>Training tokens</source>
        <translation>训练 token 数</translation>
    </message>
    <message>
        <source>Requests in flight in the busiest minutes, not the daily average.</source>
        <translation>最繁忙时段同时在处理的请求数，而不是日均值。</translation>
    </message>
    <message>
        <source>Prompt length</source>
        <translation>输入长度</translation>
    </message>
    <message>
        <source>Output length</source>
        <translation>输出长度</translation>
    </message>
    <message>
        <source>Peak concurrent users</source>
        <translation>峰值并发用户数</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>方案名称</translation>
    </message>
    <message>
        <source>Serving plan</source>
        <translation>推理部署方案</translation>
    </message>
    <message>
        <source>Training plan</source>
        <translation>训练方案</translation>
    </message>
    <message>
        <source>Not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>unknown type</source>
        <translation>未知类型</translation>
    </message>
    <message>
        <source>Using the imported config.json (%1) instead of the list.</source>
        <translation>使用导入的 config.json（%1），而不是列表中的模型。</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>导入 config.json</translation>
    </message>
    <message>
        <source>config.json (*.json);;All files (*)</source>
        <translation>config.json (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot read %1</source>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>Paste the model&apos;s config.json:</source>
        <translation>粘贴模型的 config.json：</translation>
    </message>
</context>
<context>
    <name>gp::ui::ProjectTree</name>
    <message>
        <source>%1, %2, %3; revision %4, saved %5</source>
        <translation>%1，%2，%3；版本 %4，保存于 %5</translation>
    </message>
    <message>
        <source>Demos (not saved)</source>
        <translation>示例（不保存）</translation>
    </message>
    <message>
        <source>Open files (not saved)</source>
        <translation>打开的文件（不保存）</translation>
    </message>
</context>
<context>
    <name>gp::ui::ScalingChart</name>
    <message>
        <source>Calendar days</source>
        <translation>工期（自然日）</translation>
    </message>
    <message>
        <source>Seconds per step</source>
        <translation>单步耗时（秒）</translation>
    </message>
    <message>
        <source>Cost, %1</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>This scenario&apos;s GPU count</source>
        <translation>本方案的卡数</translation>
    </message>
    <message>
        <source>No GPU count up to %1 fits this model</source>
        <translation>卡数不超过 %1 时都放不下此模型</translation>
    </message>
    <message>
        <source>Fastest layout per GPU count (plan search)</source>
        <translation>各卡数下最快的并行布局（布局搜索）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>卡数</translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioDocument</name>
    <message>
        <source>Edit JSON</source>
        <translation>编辑 JSON</translation>
    </message>
</context>
<context>
    <name>gp::ui::ScenarioForm</name>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>自动</translation>
    </message>
    <message>
        <source>Import config.json</source>
        <translation>导入 config.json</translation>
    </message>
    <message>
        <source>From a file...</source>
        <translation>从文件...</translation>
    </message>
    <message>
        <source>Paste the text...</source>
        <translation>粘贴文本...</translation>
    </message>
    <message>
        <source>%1 (not valid)</source>
        <translation>%1（无效）</translation>
    </message>
    <message>
        <source>custom architecture</source>
        <translation>自定义架构</translation>
    </message>
    <message>
        <source>imported config.json</source>
        <translation>导入的 config.json</translation>
    </message>
    <message>
        <source>imported config.json (%1)</source>
        <translation>导入的 config.json（%1）</translation>
    </message>
    <message>
        <source>custom GPU (edit it in the JSON tab)</source>
        <translation>自定义 GPU（在 JSON 标签页中编辑）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>custom CPU server (edit it in the JSON tab)</source>
        <translation>自定义 CPU 服务器（在 JSON 标签页中编辑）</translation>
    </message>
</context>
<context>
    <name>gp::ui::StepTimeChart</name>
    <message>
        <source>Compute</source>
        <translation>计算</translation>
    </message>
    <message>
        <source>Communication (exposed)</source>
        <translation>通信（未被掩盖部分）</translation>
    </message>
    <message>
        <source>Pipeline bubble</source>
        <translation>流水线气泡</translation>
    </message>
    <message>
        <source>One training step: %1 s (%2 - %3 s)</source>
        <translation>单步训练耗时：%1 s（%2～%3 s）</translation>
    </message>
    <message>
        <source>%1: %2 s (%3 - %4), %5% of the step
%6</source>
        <translation>%1：%2 s（%3～%4），占单步的 %5%
%6</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
</context>
<context>
    <name>gp::ui::StoredCatalogDialog</name>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>互连</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Remove a stored entry</source>
        <translation>删除已保存的条目</translation>
    </message>
    <message>
        <source>Remove the stored %1 &quot;%2&quot; from this project database? Scenarios that use it are estimated without it.</source>
        <translation>从此项目数据库中删除已保存的 %1 “%2”？用到它的方案将不再使用它来估算。</translation>
    </message>
    <message>
        <source>Your hardware and prices</source>
        <translation>自定义硬件与价格</translation>
    </message>
    <message>
        <source>GPUs, CPUs, links and GPU prices of your own, kept in this project database. Every scenario estimated here uses them; a scenario without its own GPU-hour price uses the price of its GPU.</source>
        <translation>保存在此项目数据库中的自定义 GPU、CPU、互连和 GPU 价格。这里估算的每个方案都会使用它们；未给出卡时单价的方案使用其 GPU 的价格。</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>What it sets</source>
        <translation>设定的参数</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>&amp;Import catalog file...</source>
        <translation>导入规格库文件(&amp;I)...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>gp::ui::SweepChart</name>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>优化器状态</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>激活值</translation>
    </message>
    <message>
        <source>KV cache at peak</source>
        <translation>峰值 KV 缓存</translation>
    </message>
    <message>
        <source>Companions</source>
        <translation>同卡其他服务</translation>
    </message>
    <message>
        <source>Overhead</source>
        <translation>框架开销</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>微批</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>序列长度</translation>
    </message>
    <message>
        <source>GPU count</source>
        <translation>卡数</translation>
    </message>
    <message>
        <source>Context per request (tokens)</source>
        <translation>单请求上下文长度（token）</translation>
    </message>
    <message>
        <source>Concurrent users</source>
        <translation>并发用户数</translation>
    </message>
    <message>
        <source>No value of %1 gives a valid scenario</source>
        <translation>%1 取任何值都得不到有效方案</translation>
    </message>
    <message>
        <source>Memory per GPU against %1: fits from %2 GPUs</source>
        <translation>每卡显存随 %1 的变化：%2 张卡起放得下</translation>
    </message>
    <message>
        <source>Memory per GPU against %1: fits at no count shown</source>
        <translation>每卡显存随 %1 的变化：图中各卡数都放不下</translation>
    </message>
    <message>
        <source>Memory per GPU against %1: over capacity from %2</source>
        <translation>每卡显存随 %1 的变化：从 %2 起超出容量</translation>
    </message>
    <message>
        <source>Memory per GPU against %1: fits over the whole range</source>
        <translation>每卡显存随 %1 的变化：整个范围内都放得下</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>This scenario</source>
        <translation>本方案</translation>
    </message>
    <message>
        <source>%1 (dotted line: this scenario)</source>
        <translation>%1（虚线：本方案）</translation>
    </message>
    <message>
        <source>%1 (scaled by the trial run&apos;s peak: x%2)</source>
        <translation>%1（已按试跑实测峰值缩放：×%2）</translation>
    </message>
    <message>
        <source>Memory of each server against %1: over capacity from %2</source>
        <translation>每台服务器内存随 %1 的变化：从 %2 起超出容量</translation>
    </message>
    <message>
        <source>Memory of each server against %1: fits over the whole range</source>
        <translation>每台服务器内存随 %1 的变化：整个范围内都放得下</translation>
    </message>
</context>
<context>
    <name>gp::ui::SweepView</name>
    <message>
        <source>Memory against</source>
        <translation>显存随参数变化</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Sizes GPUs for training, fine-tuning and serving large language models.</source>
        <translation>为大语言模型的训练、微调和推理部署估算 GPU 需求。</translation>
    </message>
    <message>
        <source>Save a picture of the window to &lt;file&gt; and quit.</source>
        <translation>将窗口截图保存到 &lt;文件&gt; 后退出。</translation>
    </message>
    <message>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Use the project database &lt;file&gt; (default: %1).</source>
        <translation>使用项目数据库 &lt;文件&gt;（默认：%1）。</translation>
    </message>
    <message>
        <source>Scenario files to open.</source>
        <translation>要打开的方案文件。</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开方案</translation>
    </message>
</context>
</TS>
