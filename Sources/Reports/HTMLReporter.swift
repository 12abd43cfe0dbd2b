import Lint
import PickerModel
import Spec

/// One self-contained page for designers: each screen's pickers drawn as SVG by the reference model, with
/// their findings beside them. No scripts, fonts or requests; every string from a spec is escaped.
public struct HTMLReporter: ReportFormat {
    public static let identifier = "html"
    public static let drawsControls = true

    /// The most files a run may lint for its page to draw every screen. A larger run's page lists the findings by
    /// file and screen without pictures, and names clean files in a line each, so that 10,000 files make a page a
    /// browser opens (about 6 MB rather than 75).
    public static let drawnRunLimit = 200

    /// Whether the page draws the screens and their pickers.
    public var drawsPictures: Bool

    /// Creates the reporter, which draws every screen.
    public init() { drawsPictures = true }

    public init(context: ReportContext) {
        drawsPictures = (context.fileCount ?? 0) <= Self.drawnRunLimit
    }

    /// The contents: each file (sorted by path) with its counts, and its screens with theirs, each a link to its
    /// section. The findings themselves are in the files' sections, which `writeInputOrdered` writes.
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        var html = ""
        // A large run's contents lead to the files with findings; the summary counts the others.
        for file in group where drawsPictures || !file.diagnostics.isEmpty {
            let counts = Dictionary(grouping: file.diagnostics, by: \.severity).mapValues(\.count)
            let said = [Severity.error, .warning, .info].compactMap { severity in
                counts[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
            }
            html += "<li><a href=\"#\(Self.fileAnchor(file.path))\">\(Markup.escape(file.path))</a> <span class=\"meta\">"
                + (said.isEmpty ? "no findings" : said.joined(separator: ", ")) + "</span>"
            let owners = file.findingsByControl
            let screens = Self.screens(of: file)
            if screens.count > 1 || (screens.count == 1 && !file.diagnostics.isEmpty) {
                html += "<ul class=\"screens\">" + screens.map { screen in
                    let found = screen.controls.reduce(0) { $0 + (owners[$1]?.count ?? 0) }
                    return "<li><a href=\"#\(screen.anchor)\">\(Markup.escape(ControlReport.shortened(file.controls[screen.controls.lowerBound].screen)))</a>"
                        + (found > 0 ? " <span class=\"meta\">(\(found))</span>" : "") + "</li>"
                }.joined() + "</ul>"
            }
            html += "</li>\n"
        }
        part.appendSorted(html)
    }

    /// A file's anchor, from its path, so it stays the same from run to run.
    static func fileAnchor(_ path: String) -> String { "file-" + SARIFReporter.hash(path) }
    /// A screen's anchor, from its file's path and its name (and, for a name the file repeats, which one it is).
    static func screenAnchor(_ path: String, _ screen: String, occurrence: Int = 0) -> String {
        "screen-" + SARIFReporter.hash(path + "|" + screen + (occurrence == 0 ? "" : "|\(occurrence)"))
    }

    /// A file's screens as runs of its controls, in order, each with its anchor.
    static func screens(of file: FileReport) -> [(controls: Range<Int>, anchor: String)] {
        var seen: [String: Int] = [:]
        return file.screens.map { controls in
            let name = ControlReport.shortened(file.controls[controls.lowerBound].screen)
            defer { seen[name, default: 0] += 1 }
            return (controls, screenAnchor(file.path, name, occurrence: seen[name, default: 0]))
        }
    }
    /// A finding's anchor: what SARIF's fingerprint hashes (the file, the rule, the control, what the finding points
    /// at) and the how-manieth such finding in its file, so a link in a review comment survives unrelated edits.
    static func findingAnchors(_ diagnostics: [Diagnostic]) -> [String] {
        var occurrences: [String: Int] = [:]
        return diagnostics.map { diagnostic in
            let content = [diagnostic.file, diagnostic.rule.rawValue, diagnostic.control ?? "", diagnostic.identity].joined(separator: "|")
            let occurrence = occurrences[content, default: 0]
            occurrences[content] = occurrence + 1
            return "finding-" + SARIFReporter.hash(content + "|\(occurrence)")
        }
    }

    /// The head, which gives the summary, then the files' sections and the footer.
    public func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink) {
        let summary = totals.summary
        sink.write("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
            <title>piclint report</title>
            <style>\(Self.style)\(Self.filterStyle)</style>
            </head>
            <body>
            <header><h1>piclint report</h1><p class="summary">\(Markup.escape(summary.sentence))</p></header>
            \(Self.filters)
            <nav id="contents" aria-labelledby="contents-title"><h2 id="contents-title">Contents</h2><ul class="files\(drawsPictures ? " columns" : "")">

            """)
        parts.replaySorted { sink.write($0[...]) }
        let unlisted = drawsPictures ? "" : "<p class=\"meta\">This run has more than \(Self.drawnRunLimit) files, so the page lists "
            + "findings without pictures, and the contents only the files with findings. Lint fewer files for the pictures, or see one "
            + "screen with <code>piclint simulate --format svg --screen NAME FILE</code>.</p>"
        sink.write("</ul>\(unlisted)</nav>\n")
        sink.write("<main>\n")
        parts.replayInputOrdered { sink.write($0[...]) }
        sink.write("</main>\n")
        sink.write("<footer>piclint \(Markup.escape(PiclintVersion.current))</footer>\n</body>\n</html>\n")
    }

    /// A file's section: each screen's pickers drawn, with their findings, then the file's other findings. Appended
    /// a control at a time: a screen of 50,000 pickers makes a section of some 60 MB, which as one text, then copied
    /// into the part, was held twice or three times over.
    public func writeInputOrdered(_ file: FileReport, into part: inout ReportPart) {
        part.appendInputOrdered("<section class=\"file\" id=\"\(Self.fileAnchor(file.path))\"><h2>\(Markup.escape(file.path))</h2>\n")
        let anchorOf = Dictionary(uniqueKeysWithValues: zip(file.diagnostics.indices, Self.findingAnchors(file.diagnostics)))
        let owners = file.findingsByControl
        let screens = Self.screens(of: file)
        if drawsPictures {
            for screen in screens { Self.drawnScreen(screen, of: file, owners, anchorOf, into: &part) }
        } else if file.diagnostics.isEmpty {
            let count = file.controls.count
            part.appendInputOrdered("<p class=\"clean\">\(Plural.counted(screens.count, "screen")), \(Plural.counted(count, "picker")), no findings.</p>\n")
        } else {
            for screen in screens { Self.listedScreen(screen, of: file, owners, anchorOf, into: &part) }
        }
        let owned = Set(owners.values.joined())
        let others = file.diagnostics.indices.filter { !owned.contains($0) }
        if !others.isEmpty {
            part.appendInputOrdered("<div class=\"other\"><h3>Findings in this file</h3>\n"
                + Self.findings(others.map { (file.diagnostics[$0], anchorOf[$0]) }) + "</div>\n")
        }
        part.appendInputOrdered("</section>\n")
    }

    /// A screen drawn: its frame with the controls that have findings outlined and numbered, then each control's
    /// card, its picture beside its findings.
    static func drawnScreen(_ screen: (controls: Range<Int>, anchor: String), of file: FileReport, _ owners: [Int: [Int]],
                            _ anchorOf: [Int: String], into part: inout ReportPart) {
        let slots = ScreenFrameDrawing.slots(screen.controls, of: file, owners: owners)
        let first = slots[0].control
        part.appendInputOrdered(heading(screen.anchor, first))
        part.appendInputOrdered("<div class=\"screen\">\n<figure class=\"device\">\(ScreenFrameDrawing.picture(screen: first.screen, size: first.screenSize, slots: slots))</figure>\n")
        for (index, slot) in zip(screen.controls, slots) {
            part.appendInputOrdered("<article class=\"control\(slot.severity.map { " has-" + $0.rawValue } ?? "")\">\n<figure>\(SVGDrawing.picture(slot.control))"
                + "<figcaption>\(caption(slot))</figcaption></figure>\n"
                + findings((owners[index] ?? []).map { (file.diagnostics[$0], anchorOf[$0]) }) + "</article>\n")
        }
        part.appendInputOrdered("</div>\n")
    }

    /// A screen of a large run: its heading and the findings of each control that has some, numbered as a drawing
    /// would number them; a clean screen is a line.
    static func listedScreen(_ screen: (controls: Range<Int>, anchor: String), of file: FileReport, _ owners: [Int: [Int]],
                             _ anchorOf: [Int: String], into part: inout ReportPart) {
        let slots = ScreenFrameDrawing.slots(screen.controls, of: file, owners: owners)
        let found = zip(screen.controls, slots).filter { $0.1.number != nil }
        guard !found.isEmpty else {
            part.appendInputOrdered(heading(screen.anchor, slots[0].control, clean: screen.controls.count))
            return
        }
        part.appendInputOrdered(heading(screen.anchor, slots[0].control))
        for (index, slot) in found {
            part.appendInputOrdered("<article class=\"control listed\"><p class=\"caption\">\(caption(slot))</p>\n"
                + findings((owners[index] ?? []).map { (file.diagnostics[$0], anchorOf[$0]) }) + "</article>\n")
        }
    }

    /// A screen's heading: its name, platform, locale and size; for a clean screen of a large run, how many pickers.
    static func heading(_ anchor: String, _ first: ControlReport, clean pickers: Int? = nil) -> String {
        let size = "\(first.screenSize.width.wholeNumberText(.towardZero)) × \(first.screenSize.height.wholeNumberText(.towardZero)) pt"
        let clean = pickers.map { " · \(Plural.counted($0, "picker")), no findings" } ?? ""
        return "<h3 id=\"\(anchor)\">\(Markup.escape(first.screen)) <span class=\"meta\">\(Markup.escape(first.platform)) · "
            + "\(Markup.escape(first.locale)) · \(size)\(clean)</span></h3>\n"
    }

    /// A control's caption: its number on the screen's drawing, its id, kind, mode and style.
    static func caption(_ slot: ScreenFrameDrawing.Slot) -> String {
        let control = slot.control
        let badge = slot.number.map { "<span class=\"badge \(slot.severity?.rawValue ?? "")\">\($0)</span> " } ?? ""
        return "\(badge)<code>\(Markup.escape(control.id))</code> \(Markup.escape(control.kind))"
            + "\(control.mode.map { " · " + Markup.escape($0) } ?? "") · \(Markup.escape(control.model.style))"
    }

    static func findings(_ diagnostics: [(Diagnostic, String?)]) -> String {
        guard !diagnostics.isEmpty else { return "<p class=\"clean\">No findings.</p>\n" }
        var html = "<ul class=\"findings\">\n"
        for (diagnostic, anchor) in diagnostics {
            html += "<li class=\"\(diagnostic.severity.rawValue) rule-\(Markup.escape(diagnostic.rule.rawValue))\"\(anchor.map { " id=\"\($0)\"" } ?? "")>"
                + "\(anchor.map { "<a class=\"link\" href=\"#\($0)\" aria-label=\"link to this finding\">#</a> " } ?? "")<span class=\"where\">\(diagnostic.range.start.line):\(diagnostic.range.start.column)</span> "
                + "<span class=\"severity\">\(diagnostic.severity.rawValue)</span> \(Markup.escape(diagnostic.message)) "
                + "<span class=\"rule\">[\(Markup.escape(diagnostic.rule.rawValue))]</span>"
                + (diagnostic.help.map { "<div class=\"help\">\(Markup.escape($0))</div>" } ?? "") + "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// The filters, which work without a script: the severity's radio buttons stand directly before `main`, whose
    /// findings the style sheet hides with sibling selectors; a rule is chosen by a link to its target, which stands
    /// there too, so `report.html#rule-minute-interval` shows that rule's findings alone. A browser without these
    /// selectors shows everything.
    static var filters: String {
        var html = "<span class=\"show\">Show</span> "
        for (id, label) in [("all", "every severity"), ("errors", "errors only"), ("warnings", "errors and warnings")] {
            html += "<input type=\"radio\" name=\"severity\" id=\"severity-\(id)\"\(id == "all" ? " checked" : "")> <label for=\"severity-\(id)\">\(label)</label> "
        }
        html += "\n"
        for rule in RuleRegistry.descriptions { html += "<i class=\"rule-target\" id=\"rule-\(rule.id.rawValue)\"></i>" }
        html += "\n<nav class=\"filters\" aria-label=\"Filter by rule\"><details><summary>Show one rule</summary><a href=\"#all-rules\">every rule</a>"
        for rule in RuleRegistry.descriptions {
            html += " · <a href=\"#rule-\(rule.id.rawValue)\">\(rule.id.rawValue)</a>"
        }
        return html + "</details></nav>\n"
    }

    /// The filters' rules: a severity hides the findings below it; a rule's target hides every other rule's findings.
    static var filterStyle: String {
        var css = "#severity-errors:checked~main li.warning,#severity-errors:checked~main li.info,#severity-warnings:checked~main li.info{display:none}"
        for rule in RuleRegistry.descriptions {
            let id = rule.id.rawValue
            css += "#rule-\(id):target~main ul.findings li:not(.rule-\(id)){display:none}"
        }
        return css
    }

    static let style = """
        body{font:15px/1.4 \(FontMetrics.cssFamily);margin:0;color:#1d1d1f;background:#f5f5f7}
        header{background:#1d1d1f;color:#fff;padding:16px 24px}h1{margin:0;font-size:22px}.summary{margin:4px 0 0}
        section.file{background:#fff;margin:16px 24px;padding:8px 20px 16px;border-radius:12px}
        h2{font-size:16px;font-family:ui-monospace,monospace}h3{font-size:15px;margin:16px 0 8px}.meta{color:#6e6e73;font-weight:normal}
        .screen{display:flex;flex-wrap:wrap;align-items:flex-start;gap:16px}.control{width:min-content;min-width:340px;overflow-wrap:anywhere}
        figure{margin:0}.screen figure{padding:4px}.screen figure>svg{display:block}
        figcaption{font-size:13px;color:#6e6e73;margin-top:4px}ul.findings{padding-left:18px;margin:8px 0}
        li{margin:4px 0}li.error .severity{color:#d70015}li.warning .severity{color:#b25000}li.info .severity{color:#0066cc}
        .where,.rule{font-family:ui-monospace,monospace;color:#6e6e73;font-size:12px}.help{color:#6e6e73;font-size:13px}
        .clean{color:#248a3d;font-size:13px}footer{color:#6e6e73;font-size:12px;padding:0 24px 24px}
        figure.device{margin:0}.control.has-error figure>svg{outline:2px solid #d70015;outline-offset:2px;border-radius:12px}
        .control.has-warning figure>svg{outline:2px solid #b25000;outline-offset:2px;border-radius:12px}
        .control.has-info figure>svg{outline:2px solid #0066cc;outline-offset:2px;border-radius:12px}
        .badge{display:inline-block;min-width:16px;padding:0 4px;border-radius:8px;background:#aeaeb2;color:#fff;font-size:11px;text-align:center}
        .badge.error{background:#d70015}.badge.warning{background:#b25000}.badge.info{background:#0066cc}
        nav#contents,nav.filters{background:#fff;margin:16px 24px;padding:8px 20px;border-radius:12px}
        span.show{display:inline-block;margin:16px 4px 0 24px}body>label{margin-right:12px}i.rule-target{display:none}nav#contents h2{font-family:inherit}
        nav ul{margin:4px 0;padding-left:18px}ul.columns{columns:2 440px;column-gap:32px}ul.columns>li{break-inside:avoid}
        ul.screens{padding-left:0}article.listed{width:auto}p.caption{margin:8px 0 0;font-size:13px;color:#6e6e73}ul.screens li{display:inline;margin:0}ul.screens li+li::before{content:" · ";color:#6e6e73}
        a.link{color:#6e6e73;text-decoration:none;font-size:12px}
        @media print{nav,span.show,body>input,body>label,a.link{display:none}section.file{break-inside:avoid-page}body{background:#fff}}
        """
}
