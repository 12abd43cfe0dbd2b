import Foundation
import Lint
import PickerModel

/// The default report: `path:line:column: severity: message [rule-id]`, as compilers and editors print it.
public struct TextReporter: ReportFormat {
    public static let identifier = "text"
    public static let suggestedFile = "piclint.txt"
    public static let quotesSource = true

    /// Whether to colour the output with ANSI escapes.
    public var color: Bool
    /// Whether to quote each finding's source line with a caret under its column.
    public var showSource: Bool
    /// Whether to give counts per rule (`--statistics`) in place of the findings.
    public var statistics: Bool

    /// Creates a text reporter.
    public init(color: Bool = false, showSource: Bool = false, statistics: Bool = false) {
        self.color = color
        self.showSource = showSource
        self.statistics = statistics
    }

    /// Colours as the run says; quotes source lines only on a terminal, where a person reads them beside the finding.
    public init(context: ReportContext) {
        self.init(color: context.color, showSource: context.terminal, statistics: context.statistics)
    }

    /// A path's findings: each one's line, the source line quoted under it (on a terminal), and its help. With
    /// `statistics` nothing: the summary's counts per rule make the table (`assemble`).
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        guard !statistics else { return }
        // As a run names a path once, its source lines are those of the first file of that name.
        let sourceLines = group.first?.sourceLines ?? [:]
        var output = ""
        for diagnostic in Diagnostic.inReportOrder(group.flatMap(\.diagnostics)) {
            output += line(for: diagnostic) + "\n"
            if showSource, let text = sourceLines[diagnostic.range.start.line] {
                output += quote(text, diagnostic: diagnostic)
            }
            if let help = diagnostic.help, !help.isEmpty {
                output += helpLine(help) + "\n"
            }
        }
        part.appendSorted(output)
    }

    /// The findings (or, with `statistics`, the table of counts per rule), then the summary line and a newline.
    public func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink) {
        if statistics {
            sink.write(statisticsTable(totals.listed.ruleCounts.rows))
        } else {
            parts.replaySorted { sink.write($0[...]) }
        }
        sink.write(paint(totals.summary.sentence, .bold) + "\n")
    }

    /// `--statistics`: a row per rule and severity with findings, the most frequent first (ties by rule id), under a
    /// header; nothing when there is no finding. `fixable` counts the findings `piclint --fix` fixes (safe fixes),
    /// which is what a team weighs before it records the rest in a baseline.
    func statisticsTable(_ rows: [RuleCounts.Row]) -> String {
        guard !rows.isEmpty else { return "" }
        let header = (count: "count", rule: "rule", severity: "severity", fixable: "fixable")
        let countWidth = max(header.count.count, rows.map { String($0.count).count }.max() ?? 0)
        let ruleWidth = max(header.rule.count, rows.map(\.rule.rawValue.count).max() ?? 0)
        let severityWidth = max(header.severity.count, rows.map(\.severity.rawValue.count).max() ?? 0)
        let fixableWidth = max(header.fixable.count, rows.map { String($0.fixable).count }.max() ?? 0)
        func line(_ count: String, _ rule: String, _ severity: String, _ fixable: String, severityStyle: Style?) -> String {
            let severityPadding = String(repeating: " ", count: max(0, severityWidth - severity.count))
            return Self.padLeft(count, to: countWidth) + "  " + rule + String(repeating: " ", count: max(0, ruleWidth - rule.count))
                + "  " + (severityStyle.map { paint(severity, $0) } ?? severity) + severityPadding + "  " + Self.padLeft(fixable, to: fixableWidth)
        }
        var output = paint(line(header.count, header.rule, header.severity, header.fixable, severityStyle: nil), .bold) + "\n"
        for row in rows {
            output += line(String(row.count), row.rule.rawValue, row.severity.rawValue, String(row.fixable),
                           severityStyle: style(of: row.severity)) + "\n"
        }
        return output
    }

    private static func padLeft(_ text: String, to width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// One finding's line.
    public func line(for diagnostic: Diagnostic) -> String {
        let start = diagnostic.range.start
        // Paths and messages carry text from specs and file names: shown, never acted on by the terminal.
        let location = paint("\(TerminalText.visible(diagnostic.file)):\(start.line):\(start.column):", .bold)
        let severity = paint("\(diagnostic.severity.rawValue):", style(of: diagnostic.severity))
        return "\(location) \(severity) \(TerminalText.visible(diagnostic.message)) " + paint("[\(TerminalText.visible(diagnostic.rule.rawValue))]", .dim)
    }

    /// What to do instead, under the finding as rustc puts its notes: `  = help: …`. The line is indented and has no
    /// `path:line:column:` of its own, so editors and CI problem matchers that read `path:line:col: severity: message`
    /// (VS Code's and GitHub's gcc matchers, Vim's errorformat) take it as part of the finding above, not as a
    /// finding of its own, as a `path:line:col: note:` line would be.
    public func helpLine(_ help: String) -> String {
        "  " + paint("= help:", .bold) + " " + Self.defused(TerminalText.visible(help))
    }

    /// Help can quote a spec's text; should that text spell `file:1:2: error: …`, a matcher anchored at the line's
    /// start (`^(.*?):(\d+):(\d*):?\s+(warning|error):`) would read a forged finding there. Escaping the colon after
    /// each run of digits leaves no such match.
    static func defused(_ text: String) -> String {
        // Nearly all help names no severity: a plain search rules it out before a pattern is compiled.
        guard ["error:", "warning:", "note:", "info:"].contains(where: { text.contains($0) }),
              text.range(of: #":[0-9]+:[0-9]*:?\s+(fatal\s+)?(error|warning|note|info):"#, options: .regularExpression) != nil else {
            return text
        }
        return text.replacingOccurrences(of: #"([0-9]):"#, with: "$1" + NSRegularExpression.escapedTemplate(for: TerminalText.escape(":")),
                                     options: .regularExpression)
    }

    /// The source line and a caret under the finding's first character, underlined to its end on that line.
    /// Both are measured in terminal cells, as the line is drawn: a wide character (CJK, emoji) takes two, a
    /// combining mark none. Control characters, tabs included, are shown as their escapes, like the messages (a tab
    /// is the one whitespace YAML's indentation refuses, so it stays visible), and the caret counts the cells each
    /// escape takes.
    private func quote(_ text: String, diagnostic: Diagnostic) -> String {
        let shown = text.unicodeScalars.map { TerminalText.needsEscape($0) ? TerminalText.escape($0) : String($0) }
        let cells = shown.map { TextWidth.cells($0) }
        let range = diagnostic.range
        let start = min(max(0, range.start.column - 1), shown.count)
        // A range that ends on a later line, or is empty, is marked at its first character.
        let end = range.end.line == range.start.line && range.end.column > range.start.column
            ? min(max(start, range.end.column - 1), shown.count) : min(start + 1, shown.count)
        let padding = cells[..<start].reduce(0, +)
        let width = max(1, cells[start..<end].reduce(0, +))
        let marker = "^" + String(repeating: "~", count: width - 1)
        return "    " + shown.joined() + "\n    " + String(repeating: " ", count: padding) + paint(marker, style(of: diagnostic.severity)) + "\n"
    }

    /// The ANSI styles piclint's text uses; `piclint explain` paints its carets with them too.
    enum Style: String {
        case bold = "1", dim = "2", red = "1;31", yellow = "1;33", cyan = "1;36"
    }

    /// A severity's colour, in findings, carets and the statistics table alike.
    static func style(of severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .info, .off: return .cyan
        }
    }

    private func style(of severity: Severity) -> Style {
        Self.style(of: severity)
    }

    private func paint(_ text: String, _ style: Style) -> String {
        Self.paint(text, style, color: color)
    }

    /// The text in a style's escapes when `color`, else as it is.
    static func paint(_ text: String, _ style: Style, color: Bool) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
