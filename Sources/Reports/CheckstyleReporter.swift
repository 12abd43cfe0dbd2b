import Lint

/// Checkstyle XML, as review tools (reviewdog, Danger, Jenkins warnings) read it.
public struct CheckstyleReporter: ReportFormat {
    public static let identifier = "checkstyle"
    public static let suggestedFile = "piclint-checkstyle.xml"

    /// Creates the reporter.
    public init() {}

    public init(context: ReportContext) {}

    public func render(_ input: ReportInput) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in input.files.sorted(by: { $0.path < $1.path }) {
            xml += "  <file name=\"\(Markup.escape(file.path))\">\n"
            for diagnostic in file.diagnostics {
                let severity = diagnostic.severity == .error ? "error" : diagnostic.severity == .warning ? "warning" : "info"
                xml += "    <error line=\"\(diagnostic.range.start.line)\" column=\"\(diagnostic.range.start.column)\" severity=\"\(severity)\" "
                    + "message=\"\(Markup.escape(diagnostic.message))\" source=\"piclint.\(Markup.escape(diagnostic.rule.rawValue))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
