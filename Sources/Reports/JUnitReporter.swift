import Lint

/// JUnit XML for CI test views: one test case per file, one failure per finding (valid against the Jenkins/Surefire schema).
public struct JUnitReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func render(_ input: ReportInput) -> String {
        let failing = input.files.filter { !$0.diagnostics.isEmpty }.count
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"piclint\" tests=\"\(input.files.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        xml += "  <testsuite name=\"piclint\" tests=\"\(input.files.count)\" failures=\"\(failing)\" errors=\"0\" skipped=\"0\">\n"
        for file in input.files.sorted(by: { $0.path < $1.path }) {
            let name = XML.escape(file.path)
            if file.diagnostics.isEmpty {
                xml += "    <testcase name=\"\(name)\" classname=\"piclint\"/>\n"
                continue
            }
            xml += "    <testcase name=\"\(name)\" classname=\"piclint\">\n"
            for diagnostic in file.diagnostics {
                let start = diagnostic.range.start
                let text = "\(diagnostic.file):\(start.line):\(start.column): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.rule)]"
                    + (diagnostic.help.map { "\n" + $0 } ?? "")
                xml += "      <failure type=\"\(XML.escape(diagnostic.rule))\" message=\"\(XML.escape("\(start.line):\(start.column): \(diagnostic.message)"))\">"
                    + XML.escape(text) + "</failure>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }
}
