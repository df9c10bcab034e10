"""The serving half of the fidelity report (imported by fidelity.py).

Every figure of tests/data/reference/serving (one file per source) is run through `CLI estimate`
and compared with the estimate's expected value and [low, high], per metric:
  - kv: the KV-cache capacity an engine logs at start-up ("GPU KV cache size: N tokens"),
  - ttft and tpot: first-token and per-token latency at the published concurrency,
  - throughput: output tokens per second of one replica,
  - decode: one user's decode speed, compared as time per output token.
The serving constants fitted to a figure (the vLLM sampler's peak, the V0 activation formula,
llama.cpp's decode share, per-layer cost and Metal prompt share) are C++ constants the script
cannot refit, so their figures are reported in sample only and kept out of every out-of-sample
row; each source's other figures are out of sample.
"""
import json
import pathlib

METRICS = (("kv", "KV-cache capacity (engine log)"),
           ("ttft", "Time to first token"),
           ("tpot", "Time per output token"),
           ("throughput", "Throughput of one replica"),
           ("decode", "Single-user decode speed"))


def load_cases(reference):
    found = []
    for path in sorted((reference / "serving").glob("*.json")):
        document = json.loads(path.read_text())
        for case in document["cases"]:
            found.append((document["source_id"], bool(case.get("fitted")), case))
    return found


def measure(cli, reference, estimate, summed):
    """Rows of (source, fitted, id, metric, engine, published, expected, low, high)."""
    rows, problems = [], []
    known = {m for m, _ in METRICS}
    for source, fitted, case in load_cases(reference):
        try:
            document = estimate(cli, case["scenario"])
        except (RuntimeError, json.JSONDecodeError) as error:
            problems.append(f"{case['id']}: the estimate failed: {error}")
            continue
        engine = case.get("engine") or case["scenario"]["inference"].get("engine", "vllm")
        startable = document.get("memory", {}).get("startable", True)
        for expect in case["expect"]:
            metric = expect.get("metric")
            if metric not in known:
                problems.append(f"{case['id']}: metric {metric!r} is none of {sorted(known)}")
                continue
            if float(expect["value"]) <= 0:
                problems.append(f"{case['id']}: a published {metric} of {expect['value']}")
                continue
            if metric != "kv" and not startable:
                # No speed to compare: the engine would not start at the published settings.
                problems.append(f"{case['id']}: the estimate says the engine cannot start")
                continue
            try:
                expected, low, high = summed(document, expect["paths"])
            except KeyError as missing:
                problems.append(f"{case['id']}: the estimate has no {missing}")
                continue
            rows.append({"source": source, "fitted": fitted, "id": case["id"], "kind": metric,
                         "engine": engine, "load": case.get("load", "closed loop"),
                         "published": float(expect["value"]),
                         "expected": expected, "low": min(low, high),
                         "high": max(low, high), "statistic": expect.get("statistic", "")})
    return rows, problems


def report(rows, table):
    """Markdown lines; `table` is fidelity.py's summary table of (label, rows) groups."""
    outside = [r for r in rows if not r["fitted"]]
    out = ["## Serving", "",
           "Every serving figure in `tests/data/reference/serving` (one file per source) run",
           "through `gpu-planner-cli estimate` at the published settings. The constants fitted",
           "to a serving figure (`\"fitted\": true`: the vLLM sampler's activation peak, the V0",
           "activation formula, llama.cpp's bandwidth share and per-layer step cost on Metal and",
           "CUDA, its prompt share on Metal) are C++ constants this script cannot refit",
           "(test_llamacpp_decode refits the last two from their tables), so those figures are",
           "reported in sample only; every other figure is out of sample, and since nothing was",
           "fitted to it its leave-one-source-out error is its error as it stands. Single-user",
           "decode speed is compared as time per output token.", "",
           "| | | figures | median \\|error\\| | 90th pct \\|error\\| | inside [low, high] "
           "| high above expected (median) |", "|---|---|---:|---:|---:|---:|---:|"]
    for metric, title in METRICS:
        for label, subset in (("out of sample", [r for r in outside if r["kind"] == metric]),
                              ("in sample (fitted)",
                               [r for r in rows if r["fitted"] and r["kind"] == metric])):
            lines = table([(label, subset)]).splitlines()[2:]
            out += [line.replace(f"| {label} |", f"| {title} | {label} |", 1) for line in lines]
    out += ["", "By source and metric, out of sample:", "",
            table([(f"{source}: {metric}",
                    [r for r in outside if r["source"] == source and r["kind"] == metric])
                   for source in sorted({r["source"] for r in outside})
                   for metric, _ in METRICS]), "",
            "By load and metric, out of sample (`load`: a closed loop of requests whose lengths",
            "vary, or a burst: prompts sent at once, static batches, and benchmark loops whose",
            "requests all have the same lengths and so arrive together round after round):", "",
            table([(f"{load}: {metric}",
                    [r for r in outside if r["load"] == load and r["kind"] == metric])
                   for load in sorted({r["load"] for r in outside})
                   for metric, _ in METRICS if metric != "kv"]), "",
            "By engine and metric, out of sample:", "",
            table([(f"{engine}: {metric}",
                    [r for r in outside if r["engine"] == engine and r["kind"] == metric])
                   for engine in sorted({r["engine"] for r in outside})
                   for metric, _ in METRICS]), ""]
    return out
