import Lint
import PickerModel
import RuleDocs

/// A rule's page as `piclint explain` prints it on a terminal. The pages mark where each finding of an example
/// starts with a `↓` inside the example's code (the tests read them there); a reader sees the code as written, with
/// a caret line under each marked line, as piclint quotes a finding's source line, and one sentence saying what
/// the carets mean.
public struct RulePageText: Sendable {
    /// Whether to colour the carets (in the colour of the rule's default severity).
    public var color: Bool

    /// Creates the rendering.
    public init(color: Bool = false) {
        self.color = color
    }

    /// What the carets mean, said once, under the first heading of the triggering examples.
    public static let caretNote = "A `^` under a line of an example marks where piclint reports a finding."

    /// The page with its `↓` markers drawn as carets.
    public func render(_ page: RulePage) -> String {
        let severity = RuleRegistry.description(of: RuleID(page.id))?.defaultSeverity ?? .warning
        let marked = page.markdown.unicodeScalars.contains(Self.marker)
        var lines: [String] = []
        var inCode = false
        var explained = false
        for line in page.markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                inCode.toggle()
                lines.append(line)
            } else if inCode, line.unicodeScalars.contains(Self.marker) {
                let (text, columns) = Self.unmarked(line)
                lines.append(text)
                lines.append(caretLine(columns, severity: severity))
            } else if !inCode, marked, !explained, line.hasPrefix("### Triggers") {
                lines += [line, "", Self.caretNote]
                explained = true
            } else {
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n")
    }

    private static let marker: Unicode.Scalar = "↓"

    /// The line without its markers, and the terminal cell (from 0) each marker stood before: a wide character
    /// (CJK, as in `30秒, 2分, ↓1分`) takes two cells, so the caret lands under the character as drawn.
    static func unmarked(_ line: String) -> (text: String, columns: [Int]) {
        var text = ""
        var columns: [Int] = []
        var cells = 0
        for scalar in line.unicodeScalars {
            if scalar == marker {
                columns.append(cells)
            } else {
                text.unicodeScalars.append(scalar)
                cells += TextWidth.cells(scalar)
            }
        }
        return (text, columns)
    }

    /// Spaces, then a `^` at each column, painted from the first caret on.
    private func caretLine(_ columns: [Int], severity: Severity) -> String {
        guard let first = columns.min() else { return "" }
        var line = ""
        for column in Set(columns).sorted() {
            line += String(repeating: " ", count: max(0, column - first - line.count)) + "^"
        }
        return String(repeating: " ", count: first) + TextReporter.paint(line, TextReporter.style(of: severity), color: color)
    }
}
