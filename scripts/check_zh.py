#!/usr/bin/env python3
"""Checks the zh_CN catalogue against translations/GLOSSARY.md.

    check_zh.py [--root DIR]       every finished zh_CN translation; exit 1 on a finding
    check_zh.py --self-test        each rule fires on a deliberately wrong string and stays
                                   quiet on its corrected form

A finding names the context, the English source, the rule and the offending text.
"""
import argparse
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HAN = re.compile(r"[\u3400-\u9fff]")
BACKTICKED = re.compile(r"`([^`]+)`")
PLACEHOLDER = r"(?:%\d+|%n|\{\d+\})"


class Glossary:
    def __init__(self, preferred, avoid, latin):
        # Longest first, so a preferred term that contains another is taken out whole.
        self.preferred = sorted(set(preferred), key=len, reverse=True)
        self.avoid = sorted(set(avoid), key=len, reverse=True)
        self.latin = set(latin)


def read_glossary(path, schema_path):
    preferred, avoid, latin = [], [], []
    section = ""
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            section = line[3:].strip()
            continue
        if section == "Typography":
            continue
        if line.startswith("|"):
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) != 3 or cells[0] in ("English", "---"):
                continue
            preferred += BACKTICKED.findall(cells[1])
            avoid += BACKTICKED.findall(cells[2])
        elif section.startswith("Latin words"):
            latin += BACKTICKED.findall(line)
    latin += schema_words(json.loads(Path(schema_path).read_text(encoding="utf-8")))
    return Glossary(preferred, avoid, latin)


def schema_words(node):
    """Field names and enumerated values of the scenario format: code a message may name."""
    words = []
    if isinstance(node, dict):
        for key, value in node.get("properties", {}).items():
            words.append(key)
        for value in node.get("enum", []):
            if isinstance(value, str):
                words.append(value)
        for value in node.values():
            words += schema_words(value)
    elif isinstance(node, list):
        for value in node:
            words += schema_words(value)
    return [w for w in words if w]


def code_removed(text):
    """The text with what is code rather than prose taken out."""
    text = re.sub(r"<[^>]+>", " ", text)  # rich-text tags
    text = re.sub(r"\(&\w\)", "", text)  # accelerators: 文件(&F)
    text = re.sub(r'"[^"\n]*"', " ", text)  # a literal value
    text = re.sub(r"'[^'\n]*'", " ", text)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"(?<![\w-])--?[A-Za-z][\w-]*", " ", text)  # options
    text = re.sub(r"\*\.\w+", " ", text)  # file filters
    text = re.sub(r"[\w-]+(?:[./][\w-]+)+", " ", text)  # paths, dotted fields, formats/1
    text = re.sub(r"\b\w*_\w*\b", " ", text)  # snake_case fields
    return re.sub(PLACEHOLDER, " 0 ", text)


def findings(text, glossary):
    """(rule, detail) for each way one Chinese string breaks the glossary."""
    if not HAN.search(text):
        return []
    found = []
    for term in glossary.avoid:
        # A preferred term that contains the avoided one (优化目标 for 目标) is not a use of it.
        rest = text
        for preferred in glossary.preferred:
            if term in preferred:
                rest = rest.replace(preferred, "\u3007")
        if term in rest:
            found.append(("avoid", term))

    stripped = text
    for term in glossary.preferred:
        stripped = stripped.replace(term, "\u3007")
    prose = code_removed(stripped)
    for word in re.findall(r"[A-Za-z][A-Za-z0-9+]*(?:-[A-Za-z0-9+]+)*", prose):
        if word == "x":
            continue  # the multiplication rule names it
        if word not in glossary.latin and not re.fullmatch(r"[A-Z]|.*\d.*", word):
            found.append(("latin", word))

    bare = re.sub(r"\(&\w\)", "", text)
    bare = re.sub(r" ?\(\*[^)]*\)|;;", " ", bare)  # a file dialog's filters: Qt's syntax
    bare = re.sub(r'"[^"\n]*"', '""', bare)
    for match in re.finditer(r"[\u3400-\u9fff] ?[(),:;?!]|[(),:;?!] ?[\u3400-\u9fff]", bare):
        found.append(("half-width", match.group()))
    for match in re.finditer(
        r"[\u3400-\u9fff][A-Za-z0-9{%]|[A-Za-z0-9}][\u3400-\u9fff]|%\d+[\u3400-\u9fff]"
        r"|%[\u3400-\u9fff]",
        bare,
    ):
        found.append(("spacing", match.group()))
    if re.search(r"(?:\d|" + PLACEHOLDER + r") %(?![\dn])", bare):
        found.append(("spacing", "space before %"))
    if re.search(r"(?<![\w-])x(?![\w-])", code_removed(text).replace(" 0 ", " 0 ")) and " x " in text:
        found.append(("times", " x "))
    if re.search(r"\S - \S", text):
        found.append(("range", " - "))
    if '"' in text and ("\u201c" in text or "\u201d" in text):
        found.append(("quotes", "mixed"))
    if re.fullmatch(r"[^\u201c\u201d]*(?:\u201c[^\u201c\u201d]*\u201d[^\u201c\u201d]*)*", text) is None:
        found.append(("quotes", "unpaired"))
    if re.search(r'"' + PLACEHOLDER + r'"', text) and not re.search(r"实际为|实际是", text):
        found.append(("quotes", "a name takes “”"))
    if re.search(r"(?:\d|" + PLACEHOLDER + r") ?h\b", text):
        found.append(("units", "h: say 小时"))
    return found


def read_ts(path):
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.findall("numerusform")]
            yield name, message.findtext("source"), forms or [translation.text or ""]


SELF_TEST = [
    # (wrong, corrected, rule the wrong one breaks)
    ("估算单已保存", "测算报告已保存", "avoid"),
    ("按目标排序", "按优化目标排序", "avoid"),
    ("首字延迟 {0} ms", "首 token 延迟 {0} ms", "avoid"),
    ("每个 stage 的显存", "每个流水线阶段（stage）的显存", "latin"),
    ("只有 adapter 有梯度", "只有适配器有梯度", "latin"),
    ("显存 (GiB)", "显存（GiB）", "half-width"),
    ("名称: 必填", "名称：必填", "half-width"),
    ("已保存的方案%1", "已保存的方案 %1", "spacing"),
    ("共{0}层", "共 {0} 层", "spacing"),
    ("占 {0} %", "占 {0}%", "spacing"),
    ("每卡时 %1 %2", "卡时单价 %1 %2", "avoid"),
    ("方案文件: (*.json)", "方案文件 (*.json);;所有文件 (*)", "half-width"),
    ("{0} x {1} 张卡", "{0} × {1} 张卡", "times"),
    ("区间 {0} - {1}", "区间 {0}～{1}", "range"),
    ('方案 “{0}” 的值 "{1}"', "方案 “{0}” 的值 “{1}”", "quotes"),
    ('没有项目 "%1"', "没有项目 “%1”", "quotes"),
    ("最低 %4 h", "最低 %4 小时", "units"),
]


def self_test(glossary):
    failures = 0
    for wrong, right, rule in SELF_TEST:
        caught = [r for r, _ in findings(wrong, glossary)]
        clean = findings(right, glossary)
        if rule not in caught:
            print(f"self-test: rule {rule} missed {wrong!r} (found {caught})")
            failures += 1
        if clean:
            print(f"self-test: {right!r} should pass; found {clean}")
            failures += 1
    return failures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--json", help="write the findings to this file")
    args = parser.parse_args()
    root = Path(args.root)
    glossary = read_glossary(root / "translations/GLOSSARY.md", root / "docs/scenario.schema.json")
    if args.self_test:
        failures = self_test(glossary)
        print(f"self-test: {len(SELF_TEST)} rules, {failures} failures")
        return 1 if failures else 0
    all_findings = []
    for context, source, forms in read_ts(root / "translations/gpu_planner_zh_CN.ts"):
        for form in forms:
            for rule, detail in findings(form, glossary):
                all_findings.append(dict(context=context, source=source, translation=form,
                                         rule=rule, detail=detail))
    for f in all_findings:
        print(f"{f['context']}: {f['source']!r}\n    -> {f['translation']!r}\n"
              f"    {f['rule']}: {f['detail']}")
    if args.json:
        Path(args.json).write_text(json.dumps(all_findings, ensure_ascii=False, indent=1),
                                   encoding="utf-8")
    print(f"{len(all_findings)} findings")
    return 1 if all_findings else 0


if __name__ == "__main__":
    sys.exit(main())
