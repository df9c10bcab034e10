#!/usr/bin/env python3
"""Runs the command-line examples of the project's Markdown files, so the docs cannot drift.

What it checks, in every Markdown file of the project (README.md, CONTRIBUTING.md, docs/, ...):

* Every line of a ```sh block that runs gpu-planner-cli (also as build/release/app/gpu-planner-cli,
  or after a pipe) runs and exits 0, in a sandbox of its own per Markdown file: a fresh project
  database (the user's data folder points into the sandbox), resources/ of the repository, and the
  example files below. Lines that fetch from the network (https://) are listed as skipped.
* A fenced block right after a `<!-- file: NAME -->` line is an example file: it is written to
  the sandbox as NAME (so the docs' own scenario and catalog examples are what the commands read),
  and it must be valid: a scenario passes `validate`, a catalog file is accepted by `catalog`.
  Files in tests/data/docs/ are copied into every sandbox as well (the examples' other inputs).
* A block after `<!-- cli-usage -->` must list exactly the usage lines of `gpu-planner-cli --help`,
  in order; after `<!-- cli-usage: some -->`, each of its lines must be one of them.
* Every ```json block parses as JSON.

Usage: check_doc_examples.py --cli PATH/gpu-planner-cli --root REPO [--keep]
Exits 0 when everything holds, 1 otherwise (each failure names the file and line).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

CLI_NAME = "gpu-planner-cli"
# A command line runs the CLI when its first word (after VAR=value assignments) is the CLI, by
# name or by a path ending in it, or when a pipe feeds it.
RUNS_CLI = re.compile(r"(^|\|\s*)(\w+=\S*\s+)*(\S*/)?" + re.escape(CLI_NAME) + r"(\s|$)")
MARKER = re.compile(r"^<!--\s*(file|cli-usage)\s*(?::\s*(.*?))?\s*-->$")
# One command may take a while (plan searches, a PDF); none should take a minute.
COMMAND_TIMEOUT_S = 120


@dataclass
class Block:
    path: Path
    line: int  # of the opening fence, 1-based
    info: str  # the fence's info string ("sh", "json", "")
    lines: list
    marker: tuple = None  # ("file", NAME) or ("cli-usage", "" | "some")


@dataclass
class Report:
    failures: list = field(default_factory=list)
    ran: int = 0
    skipped: list = field(default_factory=list)

    def fail(self, where, message):
        self.failures.append(f"{where}: {message}")


def markdown_files(root):
    files = [root / "README.md", root / "CONTRIBUTING.md"]
    files += sorted((root / "docs").glob("*.md"))
    files += sorted(p for p in root.glob("*/README.md"))
    return [f for f in files if f.is_file()]


def read_blocks(path):
    blocks, current, marker = [], None, None
    for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if current is None:
            if text.startswith("```"):
                current = Block(path, number, text[3:].strip(), [], marker)
                marker = None
                continue
            found = MARKER.match(text.strip())
            marker = (found.group(1), found.group(2) or "") if found else None
        elif text.startswith("```"):
            blocks.append(current)
            current = None
        else:
            current.lines.append(text)
    if current is not None:
        raise SystemExit(f"{path}:{current.line}: the block is never closed")
    return blocks


def joined_commands(block):
    """(line number, command) for each command of a sh block, continuation lines joined."""
    commands, pending, start = [], "", None
    for offset, text in enumerate(block.lines, start=1):
        if start is None:
            start = block.line + offset
        if text.rstrip().endswith("\\"):
            pending += text.rstrip()[:-1] + " "
            continue
        commands.append((start, pending + text))
        pending, start = "", None
    if pending:  # a continuation at the block's end: run what is there, so it is not lost
        commands.append((start, pending))
    return commands


def without_comment(command):
    """The command without a trailing # comment; a # inside quotes or a word is kept."""
    quote = None
    for i, ch in enumerate(command):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or command[i - 1].isspace()):
            return command[:i].strip()
    return command.strip()


def usage_entries(lines):
    """The usage lines of a synopsis: each starts with the CLI's name, continuations indented."""
    entries = []
    for text in lines:
        stripped = text.strip()
        if stripped.startswith(CLI_NAME):
            entries.append(stripped)
        elif entries and stripped.startswith("[") and text.startswith(" "):
            entries[-1] += " " + stripped
    return [" ".join(entry.split()) for entry in entries]


def help_usage(cli, env):
    result = subprocess.run([cli, "--help"], capture_output=True, text=True, env=env, check=True)
    lines = result.stdout.splitlines()
    start = lines.index("Usage:") + 1
    return usage_entries([line for line in lines[start:] if line.startswith("  ")])


class Sandbox:
    """A directory the examples of one Markdown file run in, with its own project database."""

    def __init__(self, parent, name, root, cli, example_files):
        self.dir = Path(parent) / name
        self.dir.mkdir()
        (self.dir / "bin").mkdir()
        (self.dir / "bin" / CLI_NAME).symlink_to(cli)
        # The README runs the CLI from a release build's folder.
        release = self.dir / "build" / "release" / "app"
        release.mkdir(parents=True)
        (release / CLI_NAME).symlink_to(cli)
        (self.dir / "resources").symlink_to(root / "resources")
        for relative, content in example_files.items():
            target = self.dir / relative
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        self.env = dict(os.environ)
        self.env.update(
            PATH=f"{self.dir / 'bin'}{os.pathsep}{os.environ.get('PATH', '')}",
            HOME=str(self.dir / "home"),
            XDG_DATA_HOME=str(self.dir / "data"),
            XDG_CONFIG_HOME=str(self.dir / "config"),
            # The examples show English output; a developer's zh_CN locale must not change that.
            LC_ALL="C.UTF-8",
            QT_QPA_PLATFORM="offscreen",
        )
        self.env.pop("LANG", None)
        self.env.pop("LC_MESSAGES", None)

    def run(self, command):
        return subprocess.run(
            ["bash", "-o", "pipefail", "-c", command],
            cwd=self.dir,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=COMMAND_TIMEOUT_S,
        )


def check_example_file(sandbox, block, name, report):
    where = f"{block.path}:{block.line}"
    if name.endswith(".json"):
        try:
            document = json.loads("\n".join(block.lines))
        except json.JSONDecodeError as error:
            report.fail(where, f"{name} is not valid JSON: {error}")
            return
        kind = document.get("format", "") if isinstance(document, dict) else ""
        if kind.startswith("gpu-planner.scenario/"):
            command = f"{CLI_NAME} validate {name}"
        elif kind.startswith("gpu-planner.catalog/"):
            command = f"{CLI_NAME} catalog --catalog {name}"
        else:
            return
        result = sandbox.run(command)
        report.ran += 1
        if result.returncode != 0:
            report.fail(where, f"`{command}` refused the example file:\n{result.stderr.strip()}")


def check_markdown(path, blocks, root, cli, example_files, usage, work, report):
    relative = path.relative_to(root)
    sandbox = Sandbox(work, str(relative).replace("/", "_"), root, cli, example_files)
    for block in blocks:
        kind, argument = block.marker or ("", "")
        if kind == "file":
            check_example_file(sandbox, block, argument, report)
        elif kind == "cli-usage":
            entries = usage_entries(block.lines)
            where = f"{relative}:{block.line}"
            if argument == "some":
                for entry in entries:
                    if entry not in usage:
                        report.fail(where, f"not a usage line of `{CLI_NAME} --help`: {entry}")
            elif entries != usage:
                missing = [e for e in usage if e not in entries]
                extra = [e for e in entries if e not in usage]
                report.fail(
                    where,
                    f"differs from `{CLI_NAME} --help`"
                    + "".join(f"\n  --help has: {e}" for e in missing)
                    + "".join(f"\n  the docs have: {e}" for e in extra)
                    + ("\n  (same lines, another order)" if not missing and not extra else ""),
                )
        if block.info == "json" and kind != "file":
            try:
                json.loads("\n".join(block.lines))
            except json.JSONDecodeError as error:
                report.fail(f"{relative}:{block.line}", f"not valid JSON: {error}")
        if block.info != "sh":
            continue
        for number, command in joined_commands(block):
            command = without_comment(command)
            if not command or not RUNS_CLI.search(command):
                continue
            where = f"{relative}:{number}"
            if "https://" in command:
                report.skipped.append(f"{where}: {command} (needs the network)")
                continue
            try:
                result = sandbox.run(command)
            except subprocess.TimeoutExpired:
                report.fail(where, f"`{command}` ran over {COMMAND_TIMEOUT_S} s")
                continue
            report.ran += 1
            if result.returncode != 0:
                report.fail(
                    where,
                    f"`{command}` exited {result.returncode}:\n{result.stderr.strip()[-2000:]}",
                )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cli", required=True, type=Path)
    parser.add_argument("--root", required=True, type=Path)
    parser.add_argument("--keep", action="store_true", help="keep the sandboxes, and say where")
    args = parser.parse_args()
    root, cli = args.root.resolve(), args.cli.resolve()
    if not os.access(cli, os.X_OK):
        raise SystemExit(f"{cli}: not an executable")
    for tool in ("bash", "jq"):
        if shutil.which(tool) is None:
            raise SystemExit(f"The docs' examples need {tool}; install it (scripts/lib.sh lists it)")

    parsed = {path: read_blocks(path) for path in markdown_files(root)}
    example_files = {}
    fixtures = root / "tests" / "data" / "docs"
    for fixture in sorted(p for p in fixtures.rglob("*") if p.is_file()):
        example_files[str(fixture.relative_to(fixtures))] = fixture.read_bytes()
    for blocks in parsed.values():
        for block in blocks:
            if block.marker and block.marker[0] == "file":
                name = block.marker[1]
                if not name or name in example_files:
                    raise SystemExit(f"{block.path}:{block.line}: the example file name "
                                     f"\"{name}\" is empty or used twice")
                example_files[name] = ("\n".join(block.lines) + "\n").encode("utf-8")

    report = Report()
    work = Path(tempfile.mkdtemp(prefix="gp-doc-examples-"))
    try:
        env = dict(os.environ, LC_ALL="C.UTF-8")
        usage = help_usage(str(cli), env)
        if not usage:
            raise SystemExit(f"`{cli} --help` lists no usage lines")
        for path, blocks in parsed.items():
            check_markdown(path, blocks, root, cli, example_files, usage, work, report)
    finally:
        if args.keep:
            print(f"Sandboxes kept in {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)

    for line in report.skipped:
        print(f"skipped {line}")
    for failure in report.failures:
        print(f"FAIL {failure}", file=sys.stderr)
    print(f"{report.ran} example command(s) and file(s) checked in {len(parsed)} Markdown files, "
          f"{len(report.skipped)} skipped, {len(report.failures)} failed")
    # Guards the parser itself: the docs hold far more examples than this.
    if report.ran < 20:
        print("Fewer than 20 examples found: is the Markdown parsing broken?", file=sys.stderr)
        return 1
    return 1 if report.failures else 0


if __name__ == "__main__":
    sys.exit(main())
