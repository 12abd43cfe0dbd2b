import Lint

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's diff.
public struct GitHubReporter: ReportFormat {
    public static let identifier = "github"
    public static let suggestedFile = "piclint-github.txt"

    /// Creates the reporter.
    public init() {}

    public init(context: ReportContext) {}

    /// A path's findings, one command each.
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        var output = ""
        for diagnostic in Diagnostic.inReportOrder(group.flatMap(\.diagnostics)) {
            let command = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "notice"
            let start = diagnostic.range.start
            let end = diagnostic.range.end
            // Text from specs and paths has its control characters shown as escapes first (the workflow escapes
            // below only cover %, CR and LF, and ESC would reach the log viewer raw), then the command's own escapes.
            var properties = ["file=\(Self.fileProperty(diagnostic.file))", "line=\(start.line)", "col=\(start.column)"]
            if end.line >= start.line { properties.append("endLine=\(end.line)") }
            if end.line == start.line, end.column > start.column { properties.append("endColumn=\(end.column)") }
            properties.append("title=\(Self.property(TerminalText.visible(diagnostic.rule.rawValue)))")
            let message = diagnostic.message + (diagnostic.help.map { " (\($0))" } ?? "")
            output += "::\(command) \(properties.joined(separator: ","))::\(Self.data(TerminalText.visible(message)))\n"
        }
        part.appendSorted(output)
    }

    /// The commands alone: no head, no tail.
    public func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink) {
        parts.replaySorted { sink.write($0[...]) }
    }

    /// A command's message: `%`, CR and LF escaped, as GitHub's toolkit does.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// The `file=` property: the path GitHub matches against the repository's files, so a line break or a comma
    /// in a name is sent with the command's own escapes (`%0A`, `%2C`), which the runner turns back into the
    /// character, rather than as a text escape that names no file. Other characters a log viewer would act on
    /// (ESC, bidi controls, a tab) have no such escape and are shown as `\u{XX}`; a name that is not UTF-8 comes
    /// as its `RawPath.display`.
    static func fileProperty(_ path: String) -> String {
        var output = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":": output += "%3A"
            case ",": output += "%2C"
            case _ where TerminalText.needsEscape(scalar): output += TerminalText.escape(scalar)
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// A property value: also `:` and `,`, which separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
