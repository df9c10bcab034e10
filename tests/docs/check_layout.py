#!/usr/bin/env python3
"""The layout CONTRIBUTING.md describes, checked: planner_core (core/ less core/store/) includes
no Qt header, and no source file of core/, ui/ or app/ is longer than 500 lines (one concept per
file).

   check_layout.py ROOT
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1])
problems = []
qt_include = re.compile(r'^\s*#\s*include\s*[<"](Q[A-Za-z]+|qt[a-z]*/)', re.M)
for path in sorted((root / "core").rglob("*")):
    if path.suffix not in (".cpp", ".h") or "store" in path.relative_to(root / "core").parts:
        continue
    if qt_include.search(path.read_text(encoding="utf-8")):
        problems.append(f"{path.relative_to(root)}: includes Qt, but planner_core is Qt-free")
for folder in ("core", "ui", "app"):
    for path in sorted((root / folder).rglob("*")):
        if path.suffix not in (".cpp", ".h"):
            continue
        lines = path.read_text(encoding="utf-8").count("\n")
        if lines > 500:
            problems.append(f"{path.relative_to(root)}: {lines} lines; split it (at most 500)")
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
