#!/usr/bin/env python3
"""Embeds rules/*.md in the binary: writes Sources/RuleDocs/RuleDocs.generated.swift, and the rules' part of
schemas/config.schema.json (each rule id with its severities and options, for editors).

Each page is carried whole (what `piclint explain` prints) and split into its parts (title, metadata, why it
matters, how to fix, examples; each a range of the page), so that reports use a part by name instead of
searching the page for a heading.
Run it after editing a page in rules/; `swift test` fails while a generated file is stale
(`--check` says whether one is, and writes nothing). The pages' tests check each page's title, severity and
options against the rule's code, so what is generated from a page is what the code declares.
"""
import glob
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = os.path.join(ROOT, "Sources", "RuleDocs", "RuleDocs.generated.swift")
SCHEMA = os.path.join(ROOT, "schemas", "config.schema.json")
INDEX = os.path.join(ROOT, "docs", "rules.md")
SEVERITIES = ["error", "warning", "info", "off"]

# The metadata list under a page's title, by the label each line starts with (rules/README.md).
METADATA = [("title", "Title"), ("defaultSeverity", "Default severity"), ("options", "Options"), ("guideline", "Guideline")]
# The `## ` sections every page has, by the field that holds each.
SECTIONS = [("whyItMatters", "Why it matters"), ("howToFix", "How to fix"), ("examples", "Examples")]


def literal(text):
    """A raw Swift string literal holding the text exactly: single-line when it can be, else multi-line."""
    hashes = "#"
    while f'"{hashes}' in text or f'\\{hashes}' in text:
        hashes += "#"
    if "\n" not in text and "\r" not in text:
        return f'{hashes}"{text}"{hashes}'
    # A multi-line literal drops the line break before its closing delimiter, hence the one added.
    return f'{hashes}"""\n{text}\n"""{hashes}'


def after(page, marker, missing):
    """The offset just past a marker's first occurrence; a page without it stops the generator with a message."""
    start = page.find(marker)
    if start < 0:
        sys.exit(missing)
    return start + len(marker)


def section(page, heading, name):
    """Where a `## ` section's text lies, without its heading, up to the next `## ` heading, trimmed."""
    start = after(page, f"\n## {heading}\n", f"rules/{name}.md has no '## {heading}' section")
    end = page.find("\n## ", start)
    end = len(page) if end < 0 else end
    text = page[start:end]
    stripped = text.strip()
    if not stripped:
        sys.exit(f"rules/{name}.md: '## {heading}' is empty")
    start += len(text) - len(text.lstrip())
    return start, start + len(stripped)


def metadata(page, label, name):
    """Where a metadata line's value lies."""
    start = after(page, f"\n- **{label}:** ", f"rules/{name}.md has no '- **{label}:**' line")
    end = page.find("\n", start)
    return start, len(page) if end < 0 else end


def utf8(page, span):
    """A span of characters as UTF-8 offsets, which Swift's String.UTF8View indexes without decoding."""
    start = len(page[:span[0]].encode("utf-8"))
    return start, start + len(page[span[0]:span[1]].encode("utf-8"))


def fields(name, page):
    """Each part as a range of the page's UTF-8 bytes, so the page's text is carried once."""
    why = section(page, "Why it matters", name)
    # The first paragraph of "Why it matters" on one line: what tools that show a rule's description show.
    summary = page[why[0]:why[1]].split("\n\n")[0].replace("\n", " ").strip(" \t")
    values = [("id", literal(name)), ("summary", literal(summary))]
    spans = [(field, metadata(page, label, name)) for field, label in METADATA]
    spans += [(field, section(page, heading, name)) for field, heading in SECTIONS]
    values += [(field, "%d..<%d" % utf8(page, span)) for field, span in spans]
    values.append(("markdown", literal(page)))
    return values


def read_pages():
    """Every rule's page, by id, in the order of the ids."""
    pages = []
    for path in sorted(glob.glob(os.path.join(ROOT, "rules", "*.md"))):
        name = os.path.basename(path)[:-3]
        if name == "README":
            continue
        with open(path, encoding="utf-8", newline="") as handle:
            pages.append((name, handle.read()))
    return pages


def rule_schema(name, page):
    """What a config may give a rule: a severity, or {severity, options}, each option a whole number of zero or
    more, with the default and meaning the page states (`max: 100` — the most values a wheel should have)."""
    start, end = metadata(page, "Title", name)
    title = page[start:end]
    start, end = metadata(page, "Options", name)
    properties = {"severity": {"enum": SEVERITIES}}
    for option, default, summary in re.findall(r"`(\w+): (\d+)` — ([^;]+)", page[start:end]):
        properties[option] = {"type": "integer", "minimum": 0, "default": int(default), "description": summary.strip()}
    return {"description": title, "oneOf": [
        {"enum": SEVERITIES},
        {"type": "object", "additionalProperties": False, "properties": properties},
    ]}


def render_schema(pages):
    """schemas/config.schema.json with its two rule tables (`rules`, and `rules` of an override) from the pages;
    the rest of the schema is kept as it is written."""
    with open(SCHEMA, encoding="utf-8") as handle:
        schema = json.load(handle)
    rules = {name: rule_schema(name, page) for name, page in pages}
    schema["properties"]["rules"]["properties"] = rules
    schema["properties"]["overrides"]["items"]["properties"]["rules"]["properties"] = rules
    return json.dumps(schema, indent=2, ensure_ascii=False) + "\n"


def render(pages):
    lines = [
        "// Generated by scripts/generate-rule-docs.py from rules/*.md. Do not edit: the tests fail when it is stale.",
        "",
        "extension RuleDocs {",
        "    /// Every rule's page, in the order of the rule ids.",
        "    public static let pages: [RulePage] = [",
    ]
    for name, page in pages:
        lines.append("        RulePage(")
        values = fields(name, page)
        for index, (field, value) in enumerate(values):
            lines.append(f"            {field}: {value}{',' if index < len(values) - 1 else ''}")
        lines.append("        ),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def render_index(pages):
    """docs/rules.md: every rule with its default severity, title and options, linking to its page."""
    lines = [
        "# Rules",
        "",
        "<!-- Generated by scripts/generate-rule-docs.py from rules/*.md. Do not edit: the tests fail when it is stale. -->",
        "",
        "Each rule has a stable id, a default severity and a page with the guideline behind it, how to fix what it",
        "reports, and examples that the tests run. `piclint rules` lists them with their severity as your config",
        "sets it, and `piclint explain ID` prints a page in the terminal. Rules that are `off` by default are",
        "opt-in: turn one on with `--rule ID=warning` or in the config (see [configuration.md](configuration.md)).",
        "",
        "| id | default | checks that | options |",
        "| --- | --- | --- | --- |",
    ]
    for name, page in pages:
        start, end = metadata(page, "Title", name)
        title = page[start:end]
        start, end = metadata(page, "Default severity", name)
        severity = page[start:end]
        start, end = metadata(page, "Options", name)
        options = ", ".join(f"`{option}: {default}`" for option, default in re.findall(r"`(\w+): (\d+)`", page[start:end])) or "—"
        lines.append(f"| [`{name}`](../rules/{name}.md) | {severity} | {title} | {options} |")
    return "\n".join(lines) + "\n"


def main():
    pages = read_pages()
    outputs = [(TARGET, render(pages)), (SCHEMA, render_schema(pages)), (INDEX, render_index(pages))]
    if sys.argv[1:] == ["--check"]:
        for target, text in outputs:
            try:
                with open(target, encoding="utf-8", newline="") as handle:
                    current = handle.read()
            except FileNotFoundError:
                current = None
            if current != text:
                sys.exit(f"{os.path.relpath(target, ROOT)} is stale: run scripts/generate-rule-docs.py")
        return
    for target, text in outputs:
        with open(target, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
