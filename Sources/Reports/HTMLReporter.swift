import Lint
import PickerModel

/// One self-contained page for designers: each screen's pickers drawn as SVG by the reference model, with
/// their findings beside them. No scripts, fonts or requests; every string from a spec is escaped.
public struct HTMLReporter: ReportFormat {
    public static let identifier = "html"
    public static let drawsControls = true

    /// Creates the reporter.
    public init() {}

    public init(context: ReportContext) {}

    /// The contents: each file (sorted by path) with its counts, and its screens with theirs, each a link to its
    /// section. The findings themselves are in the files' sections, which `writeInputOrdered` writes.
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        var html = ""
        for file in group {
            let counts = Dictionary(grouping: file.diagnostics, by: \.severity).mapValues(\.count)
            let said = [Severity.error, .warning, .info].compactMap { severity in
                counts[severity].map { "\($0) \(severity.rawValue)\($0 == 1 ? "" : "s")" }
            }
            html += "<li><a href=\"#\(Self.fileAnchor(file.path))\">\(Markup.escape(file.path))</a> <span class=\"meta\">"
                + (said.isEmpty ? "no findings" : said.joined(separator: ", ")) + "</span>"
            let screens = file.controls.reduce(into: [String]()) { names, control in
                if names.last != control.screen { names.append(control.screen) }
            }
            if screens.count > 1 || (screens.count == 1 && !file.diagnostics.isEmpty) {
                html += "<ul class=\"screens\">" + screens.map { screen in
                    let ids = Set(file.controls.filter { $0.screen == screen }.map(\.id))
                    let found = file.diagnostics.filter { $0.control.map(ids.contains) ?? false }.count
                    return "<li><a href=\"#\(Self.screenAnchor(file.path, screen))\">\(Markup.escape(ControlReport.shortened(screen)))</a>"
                        + (found > 0 ? " <span class=\"meta\">(\(found))</span>" : "") + "</li>"
                }.joined() + "</ul>"
            }
            html += "</li>\n"
        }
        part.appendSorted(html)
    }

    /// A file's anchor, from its path, so it stays the same from run to run.
    static func fileAnchor(_ path: String) -> String { "file-" + SARIFReporter.hash(path) }
    /// A screen's anchor, from its file's path and its name.
    static func screenAnchor(_ path: String, _ screen: String) -> String { "screen-" + SARIFReporter.hash(path + "|" + screen) }
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
            <nav id="contents" aria-labelledby="contents-title"><h2 id="contents-title">Contents</h2><ul class="files">

            """)
        parts.replaySorted { sink.write($0[...]) }
        sink.write("</ul></nav>\n" + Self.filters)
        sink.write("<main>\n")
        parts.replayInputOrdered { sink.write($0[...]) }
        sink.write("</main>\n")
        sink.write("<footer>piclint \(Markup.escape(PiclintVersion.current))</footer>\n</body>\n</html>\n")
    }

    /// A file's section: each screen's pickers drawn, with their findings, then the file's other findings.
    public func writeInputOrdered(_ file: FileReport, into part: inout ReportPart) {
        var html = "<section class=\"file\" id=\"\(Self.fileAnchor(file.path))\"><h2>\(Markup.escape(file.path))</h2>\n"
        let anchorOf = Dictionary(uniqueKeysWithValues: zip(file.diagnostics.indices, Self.findingAnchors(file.diagnostics)))
        let byControl = Dictionary(grouping: file.diagnostics.indices) { file.diagnostics[$0].control ?? "" }
        let reports = file.controls.map(ControlReport.init)
        // A screen's controls, in order: the frame drawing first, then each control's card.
        var start = 0
        while start < reports.count {
            var end = start + 1
            while end < reports.count, reports[end].screen == reports[start].screen { end += 1 }
            let controls = reports[start..<end]
            var numbered = 0
            let slots = controls.map { control -> ScreenFrameDrawing.Slot in
                let found = (byControl[control.id] ?? []).map { file.diagnostics[$0] }
                let worst = found.map(\.severity).max { Self.rank($0) < Self.rank($1) }
                if worst != nil { numbered += 1 }
                return ScreenFrameDrawing.Slot(control: control, severity: worst, number: worst == nil ? nil : numbered)
            }
            let first = reports[start]
            html += "<h3 id=\"\(Self.screenAnchor(file.path, first.screen))\">\(Markup.escape(first.screen)) <span class=\"meta\">\(Markup.escape(first.platform)) · \(Markup.escape(first.locale)) · "
                + "\(first.screenSize.width.wholeNumberText(.towardZero)) × \(first.screenSize.height.wholeNumberText(.towardZero)) pt</span></h3>\n<div class=\"screen\">\n"
            html += "<figure class=\"device\">\(ScreenFrameDrawing.picture(screen: first.screen, size: first.screenSize, slots: slots))</figure>\n"
            for slot in slots {
                let control = slot.control
                let badge = slot.number.map { "<span class=\"badge \(slot.severity?.rawValue ?? "")\">\($0)</span> " } ?? ""
                html += "<article class=\"control\(slot.severity.map { " has-" + $0.rawValue } ?? "")\">\n<figure>\(SVGDrawing.picture(control))<figcaption>\(badge)<code>\(Markup.escape(control.id))</code> "
                    + "\(Markup.escape(control.kind))\(control.mode.map { " · " + Markup.escape($0) } ?? "") · \(Markup.escape(control.model.style))</figcaption></figure>\n"
                html += Self.findings((byControl[control.id] ?? []).map { (file.diagnostics[$0], anchorOf[$0]) })
                html += "</article>\n"
            }
            html += "</div>\n"
            start = end
        }
        let shownControls = Set(file.controls.map(\.id))
        let others = file.diagnostics.indices.filter { file.diagnostics[$0].control.map { !shownControls.contains($0) } ?? true }
        if !others.isEmpty {
            html += "<div class=\"other\"><h4>Findings in this file</h4>\n" + Self.findings(others.map { (file.diagnostics[$0], anchorOf[$0]) }) + "</div>\n"
        }
        html += "</section>\n"
        part.appendInputOrdered(html)
    }

    /// Errors first: the severity a control's outline takes.
    static func rank(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 3
        case .warning: return 2
        case .info: return 1
        case .off: return 0
        }
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

    /// The filters: radio buttons before `main`, which the style sheet reads with sibling selectors, so they work
    /// without a script; a browser without `:checked` shows everything.
    static var filters: String {
        var html = "<form class=\"filters\" aria-label=\"Filter findings\"><fieldset><legend>Severity</legend>"
        for (id, label) in [("all", "all"), ("errors", "errors only"), ("warnings", "errors and warnings")] {
            html += "<input type=\"radio\" name=\"severity\" id=\"severity-\(id)\"\(id == "all" ? " checked" : "")><label for=\"severity-\(id)\">\(label)</label> "
        }
        html += "</fieldset><details><summary>Rule</summary><input type=\"radio\" name=\"rule\" id=\"rule-all\" checked><label for=\"rule-all\">all rules</label> "
        for rule in RuleRegistry.descriptions {
            let id = Markup.escape(rule.id.rawValue)
            html += "<input type=\"radio\" name=\"rule\" id=\"only-\(id)\"><label for=\"only-\(id)\">\(id)</label> "
        }
        return html + "</details></form>\n"
    }

    /// The filters' rules: each rule's radio button hides every finding of another rule.
    static var filterStyle: String {
        var css = "body:has(#severity-errors:checked) li.warning,body:has(#severity-errors:checked) li.info,"
            + "body:has(#severity-warnings:checked) li.info{display:none}"
        for rule in RuleRegistry.descriptions {
            let id = rule.id.rawValue
            css += "body:has(#only-\(id):checked) ul.findings li:not(.rule-\(id)){display:none}"
        }
        return css
    }

    static let style = """
        body{font:15px/1.4 -apple-system,system-ui,sans-serif;margin:0;color:#1d1d1f;background:#f5f5f7}
        header{background:#1d1d1f;color:#fff;padding:16px 24px}h1{margin:0;font-size:22px}.summary{margin:4px 0 0}
        section.file{background:#fff;margin:16px 24px;padding:8px 20px 16px;border-radius:12px}
        h2{font-size:16px;font-family:ui-monospace,monospace}h3{font-size:15px;margin:16px 0 8px}.meta{color:#6e6e73;font-weight:normal}
        .screen{display:flex;flex-wrap:wrap;gap:16px}.control{width:340px}figure{margin:0}
        figcaption{font-size:13px;color:#6e6e73;margin-top:4px}ul.findings{padding-left:18px;margin:8px 0}
        li{margin:4px 0}li.error .severity{color:#d70015}li.warning .severity{color:#b25000}li.info .severity{color:#0066cc}
        .where,.rule{font-family:ui-monospace,monospace;color:#6e6e73;font-size:12px}.help{color:#6e6e73;font-size:13px}
        .clean{color:#248a3d;font-size:13px}footer{color:#6e6e73;font-size:12px;padding:0 24px 24px}
        figure.device{margin:0}.control.has-error figure>svg{outline:2px solid #d70015;outline-offset:2px;border-radius:12px}
        .control.has-warning figure>svg{outline:2px solid #b25000;outline-offset:2px;border-radius:12px}
        .control.has-info figure>svg{outline:2px solid #0066cc;outline-offset:2px;border-radius:12px}
        .badge{display:inline-block;min-width:16px;padding:0 4px;border-radius:8px;background:#aeaeb2;color:#fff;font-size:11px;text-align:center}
        .badge.error{background:#d70015}.badge.warning{background:#b25000}.badge.info{background:#0066cc}
        nav#contents,form.filters{background:#fff;margin:16px 24px;padding:8px 20px;border-radius:12px}nav#contents h2{font-family:inherit}
        nav ul{margin:4px 0;padding-left:18px}nav>ul{columns:2 440px;column-gap:32px}nav>ul>li{break-inside:avoid}
        ul.screens{padding-left:0}ul.screens li{display:inline;margin:0}ul.screens li+li::before{content:" · ";color:#6e6e73}form.filters fieldset{border:0;padding:0;margin:0 0 6px}form.filters label{margin-right:10px}
        a.link{color:#6e6e73;text-decoration:none;font-size:12px}
        @media print{nav#contents,form.filters,a.link{display:none}section.file{break-inside:avoid-page}body{background:#fff}}
        """
}
