import Lint

/// Checkstyle XML, as review tools (reviewdog, Danger, Jenkins warnings) read it.
public struct CheckstyleReporter: ReportFormat {
    public static let identifier = "checkstyle"
    public static let suggestedFile = "piclint-checkstyle.xml"

    /// Creates the reporter.
    public init() {}

    public init(context: ReportContext) {}

    /// A `<file>` element per file, clean ones too.
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        var xml = ""
        for file in group {
            xml += "  <file name=\"\(Markup.escape(file.path))\">\n"
            for diagnostic in file.diagnostics {
                let severity = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "info"
                xml += "    <error line=\"\(diagnostic.range.start.line)\" column=\"\(diagnostic.range.start.column)\" severity=\"\(severity)\" "
                    + "message=\"\(Markup.escape(diagnostic.message))\" source=\"piclint.\(Markup.escape(diagnostic.rule.rawValue))\"/>\n"
            }
            xml += "  </file>\n"
        }
        part.appendSorted(xml)
    }

    public func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink) {
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        parts.replaySorted { sink.write($0[...]) }
        sink.write("</checkstyle>\n")
    }
}
