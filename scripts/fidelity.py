#!/usr/bin/env python3
"""How close the training and serving estimates come to published measurements, by source.

usage: fidelity.py CLI [--write DOC] [--check DOC] [--fresh OUT]

Runs every measured training figure of tests/data/reference (training.json and sources/*.json)
through `CLI estimate FILE --format json` and reports, per source and overall, for time
(step time, throughput, MFU, GPU-hours) and for memory:
  - the median and 90th-percentile |error| of the expected value,
  - the share of published values inside the estimate's own [low, high],
  - how far the range reaches above the expected value (high / expected - 1), median.
Figures a constant was fitted to ("fitted": true) are reported apart, in sample; a source with
no fitted figure contributes to the out-of-sample rows, and since no constant was fitted to it,
its leave-one-source-out error is its out-of-sample error.

The serving figures (tests/data/reference/serving) are measured by fidelity_serving.py, which
documents their metrics.

--write DOC writes the report (markdown, with an SVG chart beside it); --check DOC fails when
DOC differs from a fresh report, writing the fresh one to --fresh OUT to copy over. A case whose
scenario the CLI refuses, or whose expected path the estimate lacks, fails the run: it never
skips.
"""
import json
import math
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile

import fidelity_serving

ROOT = pathlib.Path(__file__).resolve().parent.parent
REFERENCE = ROOT / "tests" / "data" / "reference"
TIME_PATHS = ("training.step_time_s", "training.tokens_per_s", "training.mfu", "training.gpu_hours")


def lookup(document, path):
    node = document
    for part in path.split("."):
        if not isinstance(node, dict) or part not in node:
            raise KeyError(path)
        node = node[part]
    if isinstance(node, dict):
        return float(node["expected"]), float(node["low"]), float(node["high"])
    return float(node), float(node), float(node)


def summed(document, paths):
    """(expected, low, high) of the estimate paths added up; KeyError names a missing one."""
    parts = [lookup(document, p) for p in paths]
    return tuple(sum(p[i] for p in parts) for i in range(3))


def quantity(paths):
    if all(p in TIME_PATHS for p in paths):
        return "time"
    if all(p.startswith("memory.") for p in paths):
        return "memory"
    return None


def load_cases():
    """(source_id, fitted, case) for every measured training figure."""
    found = []
    training = json.loads((REFERENCE / "training.json").read_text())
    for case in training["cases"]:
        if case["kind"] == "measured":
            found.append((case["source_id"], bool(case.get("fitted")), case))
    for path in sorted((REFERENCE / "sources").glob("*.json")):
        document = json.loads(path.read_text())
        for case in document["cases"]:
            found.append((document["source_id"], bool(case.get("fitted")), case))
    return found


def estimate(cli, scenario):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as handle:
        json.dump(scenario, handle)
        name = handle.name
    try:
        run = subprocess.run([cli, "estimate", name, "--format", "json"], capture_output=True,
                             text=True, check=False)
    finally:
        os.unlink(name)
    if run.returncode != 0:
        raise RuntimeError(run.stderr.strip() or run.stdout.strip())
    return json.loads(run.stdout)


def measure(cli):
    rows, problems = [], []
    for source, fitted, case in load_cases():
        try:
            document = estimate(cli, case["scenario"])
        except (RuntimeError, json.JSONDecodeError) as error:
            problems.append(f"{case['id']}: the estimate failed: {error}")
            continue
        for expect in case["expect"]:
            kind = quantity(expect["paths"])
            if kind is None:
                problems.append(f"{case['id']}: {expect['paths']} is neither time nor memory")
                continue
            try:
                expected, low, high = summed(document, expect["paths"])
            except KeyError as missing:
                problems.append(f"{case['id']}: the estimate has no {missing}")
                continue
            published = float(expect["value"])
            row = {"source": source, "fitted": fitted, "id": case["id"], "kind": kind,
                   "framework": case.get("framework", "megatron"), "published": published,
                   "expected": expected, "low": low, "high": high, "path": expect["paths"][0]}
            if kind == "time":
                training = document["training"]
                row.update({"compute": training["compute_s"]["expected"],
                            "communication": training["communication_s"]["expected"],
                            "bubble": training["bubble_s"]["expected"],
                            "step": training["step_time_s"]["expected"],
                            "efficiency": training["kernel_efficiency"]["expected"],
                            "efficiency_low": training["kernel_efficiency"]["low"],
                            "efficiency_high": training["kernel_efficiency"]["high"],
                            **{("framework_used" if k == "framework" else k): v
                               for k, v in training["efficiency_inputs"].items()}})
            rows.append(row)
    return rows, problems


# The kernel-efficiency model of core/training/kernel_efficiency.cpp, refitted here: the log of the
# efficiency each published time implies (the estimate's communication and bubble taken out, its
# compute scaled) is a per-(generation, precision) base, plus an exponent of the width and an MoE
# factor. The bubble scales with the compute it idles; communication is kept.
HIGHEST, LOWEST, REFERENCE_HIDDEN = 0.80, 0.10, 8192.0


def published_step(row):
    """The published figure as a step time, through the estimate's own proportionality."""
    inverse = row["path"] in ("training.tokens_per_s", "training.mfu")
    ratio = row["published"] / row["expected"]
    return row["step"] / ratio if inverse else row["step"] * ratio


def implied_efficiency(row):
    rest = published_step(row) - row["communication"]
    if rest <= 0.05 * published_step(row):
        return None  # the estimate's communication alone exceeds the measurement
    return row["efficiency"] * (row["compute"] + row["bubble"]) / rest


def solve(matrix, vector):
    n = len(vector)
    m = [matrix[i][:] + [vector[i]] for i in range(n)]
    for i in range(n):
        pivot = max(range(i, n), key=lambda k: abs(m[k][i]))
        m[i], m[pivot] = m[pivot], m[i]
        for k in range(n):
            if k != i and m[i][i] != 0:
                f = m[k][i] / m[i][i]
                m[k] = [a - f * b for a, b in zip(m[k], m[i])]
    return [m[i][n] / m[i][i] if m[i][i] else 0.0 for i in range(n)]


def usable(rows):
    """The figures a fit can use: a known generation, an efficiency the measurement implies, and
    a (generation, precision) and a framework that two sources or more measured: one source alone
    sets no constant (the product takes the median for what is not fitted)."""
    rows = [r for r in rows if implied_efficiency(r) is not None and r["generation"] != "unknown"]
    def sources(key):
        found = {}
        for r in rows:
            found.setdefault(key(r), set()).add(r["source"])
        return {k for k, v in found.items() if len(v) >= 2}
    groups = sources(lambda r: (r["generation"], r["precision"]))
    frameworks = sources(lambda r: r["framework_used"]) | {"megatron"}
    return [r for r in rows if (r["generation"], r["precision"]) in groups
            and r["framework_used"] in frameworks]


def fit(rows):
    usable_rows = usable(rows)
    groups = sorted({(r["generation"], r["precision"]) for r in usable_rows})
    # Megatron-LM is the reference stack: every other framework with figures gets a factor.
    frameworks = sorted({r["framework_used"] for r in usable_rows} - {"megatron"})
    n = len(groups) + 2 + len(frameworks)
    matrix = [[0.0] * n for _ in range(n)]
    vector = [0.0] * n
    width, moe = len(groups), len(groups) + 1
    for r in usable_rows:
        target = implied_efficiency(r)
        x = [0.0] * n
        x[groups.index((r["generation"], r["precision"]))] = 1
        x[width] = math.log(r["hidden"] / REFERENCE_HIDDEN)
        x[moe] = 1.0 if r["moe"] else 0.0
        if r["framework_used"] != "megatron":
            x[moe + 1 + frameworks.index(r["framework_used"])] = 1
        for i in range(n):
            vector[i] += x[i] * math.log(target)
            for j in range(n):
                matrix[i][j] += x[i] * x[j]
    for i in range(n):
        matrix[i][i] += 1e-6  # a group the data leaves free stays finite
    theta = solve(matrix, vector)
    bases = {g: math.exp(t) for g, t in zip(groups, theta)}
    factors = {"megatron": 1.0}
    factors.update({f: math.exp(t) for f, t in zip(frameworks, theta[moe + 1:])})
    model = {"bases": bases, "exponent": theta[width], "moe": math.exp(theta[moe]),
             "frameworks": factors}
    # The band: the 10th and 90th percentile of measured over fitted efficiency, on the same
    # figures (in a leave-one-source-out fold, without the held-out source).
    ratios = sorted(implied_efficiency(r) / fitted_efficiency(model, r) for r in usable_rows)
    q = lambda share: ratios[min(len(ratios) - 1, int(share * len(ratios)))]
    model["band"] = (q(0.1), q(0.9))
    model["figures"] = len(usable_rows)
    return model


def fitted_efficiency(model, row):
    key = (row["generation"], row["precision"])
    if key in model["bases"]:
        base = model["bases"][key]
    else:  # as the product does for a generation without a figure: the middle of the known ones
        base = statistics.median(v for (g, p), v in model["bases"].items()
                                 if p == row["precision"])
    eta = base * (row["hidden"] / REFERENCE_HIDDEN) ** model["exponent"]
    if row["moe"]:
        eta *= model["moe"]
    # As the product does for a framework without figures: the middle of the fitted factors.
    eta *= model["frameworks"].get(row["framework_used"],
                                   statistics.median(model["frameworks"].values()))
    return min(HIGHEST, max(LOWEST, eta))


def refitted(row, model):
    """The row as the refitted model, its band included, would give it. Communication is kept at
    the estimate's expected value; compute and bubble scale with the efficiency."""
    eta = fitted_efficiency(model, row)
    low_band, high_band = model["band"]
    step = lambda e: row["communication"] + (row["compute"] + row["bubble"]) * row["efficiency"] / e
    fastest, expected, slowest = step(min(HIGHEST, eta * high_band)), step(eta), step(eta * low_band)
    value = lambda t: row["expected"] * (row["step"] / t if row["path"] in (
        "training.tokens_per_s", "training.mfu") else t / row["step"])
    ends = sorted((value(fastest), value(slowest)))
    return {**row, "expected": value(expected), "low": ends[0], "high": ends[1]}


def leave_one_source_out(rows):
    fitted = [r for r in rows if r["kind"] == "time" and r["fitted"]]
    out = []
    for source in sorted({r["source"] for r in fitted}):
        model = fit([r for r in fitted if r["source"] != source])
        out += [refitted(r, model) for r in fitted if r["source"] == source]
    return out


def constants(rows):
    fitted = [r for r in rows if r["kind"] == "time" and r["fitted"]]
    model = fit(fitted)
    lines = [f"{g} {p}: {v:.3f}" for (g, p), v in sorted(model["bases"].items())]
    lines += [f"framework {f}: {v:.3f}" for f, v in sorted(model["frameworks"].items())]
    lines += [f"width exponent: {model['exponent']:.3f}", f"MoE factor: {model['moe']:.3f}",
              f"band (10th, 90th percentile of measured / fitted): {model['band'][0]:.2f}, "
              f"{model['band'][1]:.2f}",
              f"figures: {model['figures']} of {len(fitted)} marked fitted"]
    return "\n".join(lines) + "\n"


def summary(rows):
    errors = sorted(abs(r["expected"] / r["published"] - 1) for r in rows)
    inside = sum(r["low"] <= r["published"] <= r["high"] for r in rows)
    widths = [r["high"] / r["expected"] - 1 for r in rows if r["expected"] > 0]
    p90 = errors[min(len(errors) - 1, math.ceil(0.9 * len(errors)) - 1)]
    return {"n": len(rows), "median": statistics.median(errors), "p90": p90,
            "inside": inside / len(rows), "width": statistics.median(widths)}


def pct(value):
    return f"{100 * value:.1f}%"


def table(groups):
    lines = ["| | figures | median \\|error\\| | 90th pct \\|error\\| | inside [low, high] "
             "| high above expected (median) |", "|---|---:|---:|---:|---:|---:|"]
    for label, rows in groups:
        if not rows:
            continue
        s = summary(rows)
        lines.append(f"| {label} | {s['n']} | {pct(s['median'])} | {pct(s['p90'])} "
                     f"| {pct(s['inside'])} | +{pct(s['width'])} |")
    return "\n".join(lines)


COLOURS = {"time": "#1f77b4", "memory": "#d62728", "kv": "#2ca02c", "ttft": "#ff7f0e",
           "tpot": "#ff7f0e", "decode": "#ff7f0e", "throughput": "#9467bd"}


def chart(rows, path):
    """Estimate / published per figure, one line per source, on a log axis from 1/4 to 4."""
    sources = sorted({r["source"] for r in rows})
    width, row_height, left, right = 760, 16, 250, 20
    height = 40 + row_height * len(sources)
    x_of = lambda ratio: left + (math.log2(min(4, max(0.25, ratio))) + 2) / 4 * (width - left - right)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
           f'font-family="sans-serif" font-size="11">',
           f'<rect width="{width}" height="{height}" fill="white"/>']
    for ratio in (0.25, 0.5, 1, 2, 4):
        x = x_of(ratio)
        out.append(f'<line x1="{x:.1f}" y1="20" x2="{x:.1f}" y2="{height - 14}" '
                   f'stroke="{"#444" if ratio == 1 else "#ccc"}"/>')
        out.append(f'<text x="{x:.1f}" y="14" text-anchor="middle">x{ratio:g}</text>')
    for i, source in enumerate(sources):
        y = 30 + i * row_height
        out.append(f'<text x="{left - 8}" y="{y + 4}" text-anchor="end">{source}</text>')
        for r in rows:
            if r["source"] != source:
                continue
            colour = COLOURS.get(r["kind"], "#555")
            out.append(f'<circle cx="{x_of(r["expected"] / r["published"]):.1f}" cy="{y}" r="3" '
                       f'fill="{colour}" fill-opacity="0.6"/>')
    out.append(f'<text x="{left}" y="{height - 2}">estimate / published: blue time, red memory, '
               'green KV capacity, orange latency, purple serving throughput</text></svg>')
    path.write_text("\n".join(out) + "\n")


def report(rows, loso, serving):
    out = ["# Fidelity of the estimates", "",
           "<!-- generated by scripts/fidelity.py from tests/data/reference; do not edit -->", "",
           "Every measured training figure in `tests/data/reference` (`training.json` and the one",
           "file per source in `sources/`) run through `gpu-planner-cli estimate`. The error is",
           "the estimate's expected value against the published one.",
           "",
           "The kernel-efficiency table is fitted to every time figure (`\"fitted\": true`), so",
           "those are reported twice: in sample, as the estimate gives them, and leave-one-source-",
           "out, as the table refitted without their source predicts them (the estimate's own",
           "communication kept, its compute and bubble rescaled). One memory constant is fitted:",
           "the cache of varying batch shapes, to ModelScope SWIFT's varying-length figures. With",
           "one source it has no leave-one-source-out check, so those figures are reported in",
           "sample only, as is SWIFT's December row without FlashAttention or checkpointing,",
           "whose attention kernel (`sdpa-math`) that source's own rows chose. Every other",
           "memory figure is out of sample as it stands. Each one is",
           "compared with the peak of its kind: allocated (`max_memory_allocated`), reserved",
           "(`max_memory_reserved`), or the whole device (`nvidia-smi`, and a kind the source",
           "leaves unstated). The serving figures follow in their own section.",
           "", "![estimate / published by source](fidelity.svg)", ""]
    for kind, title in (("time", "Time, throughput, MFU and GPU-hours"), ("memory", "Memory")):
        subset = [r for r in rows if r["kind"] == kind]
        # Out of sample: a figure no constant was fitted to as the estimate gives it, and a
        # fitted one as the model refitted without its source predicts it.
        outside = [r for r in subset if not r["fitted"]] + [r for r in loso if r["kind"] == kind]
        out += [f"## {title}", "",
                table([("leave-one-source-out", outside),
                       ("in sample (fitted)", [r for r in subset if r["fitted"]])]), "",
                "By source, leave-one-source-out:", "",
                table([(source, [r for r in outside if r["source"] == source])
                       for source in sorted({r["source"] for r in outside})]), "",
                "By framework, leave-one-source-out:", "",
                table([(framework, [r for r in outside if r["framework"] == framework])
                       for framework in sorted({r["framework"] for r in outside})]), ""]
    out += ["## The fitted constants", "",
            "What `scripts/fidelity.py --fit` gives over every fitted figure, and what",
            "`core/training/kernel_efficiency.cpp` holds (the CTest `fidelity` fails when the two",
            "differ). Shares are of the BF16 peak, or of the FP8 peak for FP8, at a width of 8192.",
            "", "```", constants(rows).rstrip(), "```", ""]
    out += fidelity_serving.report(serving, table)
    every = [r for r in rows + serving if r["expected"] > 0]
    worst = sorted(every, key=lambda r: -abs(math.log(r["expected"] / r["published"])))[:20]
    out += ["## Furthest from the published value", "",
            "| case | source | quantity | published | expected | low - high |",
            "|---|---|---|---:|---:|---:|"]
    for r in worst:
        out.append(f"| {r['id']} | {r['source']} | {r['kind']} | {r['published']:.4g} "
                   f"| {r['expected']:.4g} | {r['low']:.4g} - {r['high']:.4g} |")
    return "\n".join(out) + "\n"


def main(argv):
    if len(argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    cli = argv[1]
    options = dict(zip(argv[2::2], argv[3::2])) if "--fit" not in argv else {}
    rows, problems = measure(cli)
    serving, serving_problems = fidelity_serving.measure(cli, REFERENCE, estimate, summed)
    problems += serving_problems
    for problem in problems:
        print(problem, file=sys.stderr)
    if "--fit" in argv:
        sys.stdout.write(constants(rows))
        return 1 if problems else 0
    text = report(rows, leave_one_source_out(rows), serving)
    if "--write" in options:
        doc = pathlib.Path(options["--write"])
        doc.write_text(text)
        chart(rows + serving, doc.with_suffix(".svg"))
    if "--check" in options:
        # The product's table must be the current fit: each figure's efficiency as the estimate
        # read it equals the refit's.
        timed = [r for r in rows if r["kind"] == "time"]
        model = fit([r for r in timed if r["fitted"]])
        low_band, high_band = model["band"]
        stale = [r["id"] for r in timed if r["fitted"]
                 and (abs(fitted_efficiency(model, r) / r["efficiency"] - 1) > 0.005
                      or abs(r["efficiency_low"] / r["efficiency"] / low_band - 1) > 0.01
                      or (r["efficiency"] * high_band < HIGHEST
                          and abs(r["efficiency_high"] / r["efficiency"] / high_band - 1) > 0.01))]
        # "fitted" in the data must be what the fit uses, no more and no less.
        used = {r["id"] for r in usable(timed)}
        mismarked = [r["id"] for r in timed if r["fitted"] != (r["id"] in used)]
        if mismarked:
            print(f"{mismarked[0]} (and {len(mismarked) - 1} more): \"fitted\" says otherwise "
                  "than the fit, which uses a figure when two sources or more measured its "
                  "generation, precision and framework", file=sys.stderr)
            return 1
        if stale:
            print(f"core/training/kernel_efficiency.cpp is not the current fit ({stale[0]} and "
                  f"{len(stale) - 1} more): run scripts/fidelity.py CLI --fit", file=sys.stderr)
            return 1
        doc = pathlib.Path(options["--check"])
        fresh = pathlib.Path(options.get("--fresh", "fidelity.md"))
        if doc.read_text() != text:
            fresh.write_text(text)
            chart(rows + serving, fresh.with_suffix(".svg"))
            print(f"{doc} is out of date: copy {fresh} (and {fresh.with_suffix('.svg')}) over it",
                  file=sys.stderr)
            return 1
    if "--write" not in options and "--check" not in options:
        sys.stdout.write(text)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
