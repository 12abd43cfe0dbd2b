#!/usr/bin/env python3
"""Reads piclint's HTML report as assistive technology would meet it, with Python's own HTML parser, and prints
what the checks in RenderedReportTests.swift need as one JSON object: for each check, how many elements it looked
at and the ones that fail it (each named so that it can be found in the page).

    python3 Tests/report_structure.py REPORT.html
"""
import json
import sys
from html.parser import HTMLParser

# Elements without an end tag: they never hold text or children.
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


class Element:
    def __init__(self, tag, attributes, parent):
        self.tag = tag
        self.attributes = attributes
        self.parent = parent
        self.children = []
        self.text = []

    def get(self, name):
        return self.attributes.get(name)

    def classes(self):
        return (self.get("class") or "").split()

    def ancestors(self):
        node = self.parent
        while node is not None:
            yield node
            node = node.parent

    def all_text(self):
        return "".join(self.text) + "".join(child.all_text() for child in self.children)

    def descendants(self):
        for child in self.children:
            yield child
            yield from child.descendants()

    def describe(self):
        shown = " ".join(f'{name}="{value}"' for name, value in self.attributes.items() if name in ("id", "class", "aria-label"))
        text = " ".join(self.all_text().split())[:60]
        return f"<{self.tag}{' ' + shown if shown else ''}>{text}"


class Tree(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {}, None)
        self.current = self.root
        self.in_order = []

    def handle_starttag(self, tag, attrs):
        element = Element(tag, {name: value if value is not None else "" for name, value in attrs}, self.current)
        self.current.children.append(element)
        self.in_order.append(element)
        if tag not in VOID:
            self.current = element

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.current = self.current.parent

    def handle_endtag(self, tag):
        # Close up to the matching open element; an end tag with none open is ignored, as browsers do.
        node = self.current
        while node is not None and node.tag != tag:
            node = node.parent
        if node is not None and node.parent is not None:
            self.current = node.parent

    def handle_data(self, data):
        self.current.text.append(data)


def check(path):
    tree = Tree()
    with open(path, encoding="utf-8") as file:
        tree.feed(file.read())
    tree.close()
    elements = tree.in_order

    ids = {}
    for element in elements:
        if element.get("id") is not None:
            ids[element.get("id")] = ids.get(element.get("id"), 0) + 1

    # Every drawing is an image with a name: role="img", and an aria-label or a <title> that says something.
    svgs = [element for element in elements if element.tag == "svg" and not any(a.tag == "svg" for a in element.ancestors())]
    unnamed = []
    for svg in svgs:
        label = (svg.get("aria-label") or "").strip()
        title = next((child for child in svg.children if child.tag == "title"), None)
        titled = title is not None and title.all_text().strip() != ""
        if svg.get("role") != "img" or not (label or titled):
            unnamed.append(svg.describe())

    # Headings go down one level at a time from a single h1 (a screen reader's outline has no holes).
    headings = [element for element in elements if element.tag in ("h1", "h2", "h3", "h4", "h5", "h6")]
    skips = []
    previous = None
    for heading in headings:
        level = int(previous.tag[1]) if previous is not None else 0
        if int(heading.tag[1]) > level + 1:
            skips.append(f"{previous.describe()} then {heading.describe()}" if previous is not None
                         else f"the first heading is {heading.describe()}")
        previous = heading
    h1s = sum(1 for heading in headings if heading.tag == "h1")

    # A table of contents: a <nav> whose list links to places in the page that exist.
    navs = [element for element in elements if element.tag == "nav"]
    links = [a for nav in navs for a in nav.descendants()
             if a.tag == "a" and any(list_.tag in ("ul", "ol") for list_ in a.ancestors())]
    broken = [f'{link.get("href")} ({link.describe()})' for link in links
              if not (link.get("href") or "").startswith("#") or (link.get("href") or "")[1:] not in ids]

    # Every finding can be linked to: each <li> of a findings list has an id.
    findings = [element for element in elements if element.tag == "li"
                and element.parent is not None and "findings" in element.parent.classes()]
    anonymous = [finding.describe() for finding in findings if not (finding.get("id") or "").strip()]

    # The page says its language (for the screen reader's voice) and has a title (for the tab and the history).
    html = next((element for element in elements if element.tag == "html"), None)
    title = next((element for element in elements if element.tag == "title" and element.parent is not None
                  and element.parent.tag == "head"), None)

    print(json.dumps({
        "language": (html.get("lang") or "") if html is not None else "",
        "title": " ".join(title.all_text().split()) if title is not None else "",
        "svgs": len(svgs), "unnamedSVGs": unnamed,
        "headings": len(headings), "h1s": h1s, "headingSkips": skips,
        "navs": len(navs), "navLinks": len(links), "brokenNavLinks": broken,
        "findings": len(findings), "findingsWithoutID": anonymous,
        "duplicateIDs": sorted(name for name, count in ids.items() if count > 1),
    }, ensure_ascii=False))


if __name__ == "__main__":
    check(sys.argv[1])
