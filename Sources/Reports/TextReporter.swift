import Lint
import PickerModel

/// The default report: `path:line:column: severity: message [rule-id]`, as compilers and editors print it.
public struct TextReporter: Sendable {
    /// Whether to colour the output with ANSI escapes.
    public var color: Bool
    /// Whether to quote each finding's source line with a caret under its column.
    public var showSource: Bool

    /// Creates a text reporter.
    public init(color: Bool = false, showSource: Bool = false) {
        self.color = color
        self.showSource = showSource
    }

    /// The whole report, ending with the summary line and a newline.
    public func render(_ input: ReportInput) -> String {
        var output = ""
        let sourceLines = Dictionary(input.files.map { ($0.path, $0.sourceLines) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in input.diagnostics {
            output += line(for: diagnostic) + "\n"
            if showSource, let text = sourceLines[diagnostic.file]?[diagnostic.range.start.line] {
                output += quote(text, column: diagnostic.range.start.column, diagnostic: diagnostic)
            }
        }
        output += paint(input.summary.sentence, .bold) + "\n"
        return output
    }

    /// One finding's line.
    public func line(for diagnostic: Diagnostic) -> String {
        let start = diagnostic.range.start
        // Paths and messages carry text from specs and file names: shown, never acted on by the terminal.
        let location = paint("\(TerminalText.visible(diagnostic.file)):\(start.line):\(start.column):", .bold)
        let severity = paint("\(diagnostic.severity.rawValue):", style(of: diagnostic.severity))
        return "\(location) \(severity) \(TerminalText.visible(diagnostic.message)) " + paint("[\(TerminalText.visible(diagnostic.rule))]", .dim)
    }

    /// The source line and a caret under the column. Control characters (tabs too) are shown as their escapes,
    /// like the messages, and the caret's padding counts the cells each escape takes.
    private func quote(_ text: String, column: Int, diagnostic: Diagnostic) -> String {
        let scalars = Array(text.unicodeScalars)
        let shown = scalars.map { TerminalText.needsEscape($0) ? TerminalText.escape($0) : String($0) }
        // Terminals draw wide characters (CJK, emoji) in two cells; pad the same so the caret lands under the column.
        let padding = shown.prefix(max(0, column - 1)).map { String(repeating: " ", count: TextWidth.cells($0)) }.joined()
        let width = diagnostic.range.end.line == diagnostic.range.start.line
            ? max(1, diagnostic.range.end.column - diagnostic.range.start.column) : 1
        let marker = "^" + String(repeating: "~", count: min(width, max(1, scalars.count - column + 1)) - 1)
        return "    " + shown.joined() + "\n    " + padding + paint(marker, style(of: diagnostic.severity)) + "\n"
    }

    private enum Style: String {
        case bold = "1", dim = "2", red = "1;31", yellow = "1;33", cyan = "1;36"
    }

    private func style(of severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .info, .off: return .cyan
        }
    }

    private func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}
