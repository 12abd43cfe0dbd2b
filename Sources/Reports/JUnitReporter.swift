import Lint

/// JUnit XML for CI test views, valid against both the strict Apache Ant schema (junit.xsd) and the
/// Jenkins/Surefire one (junit-10.xsd): a passing test case per clean file, and per file and rule a test case
/// whose one failure lists that rule's findings (Ant allows one failure per test case).
public struct JUnitReporter: ReportFormat {
    public static let identifier = "junit"
    public static let suggestedFile = "piclint-junit.xml"

    /// When the run happened, `YYYY-MM-DDTHH:MM:SS` (the model's clock, so `--now` makes reports reproducible).
    public var timestamp: String

    /// Creates the reporter.
    public init(timestamp: String = "1970-01-01T00:00:00") {
        self.timestamp = timestamp
    }

    /// Stamped with the model's clock, so `--now` pins the report's timestamp too.
    public init(context: ReportContext) {
        self.init(timestamp: "\(context.clock.date)T\(context.clock.time):00")
    }

    /// A passing test case per clean file; per file and rule, a failing one.
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        var cases = ""
        var tests = 0
        var failures = 0
        for file in group {
            let path = Markup.escape(file.path)
            guard !file.diagnostics.isEmpty else {
                tests += 1
                cases += "    <testcase name=\"\(path)\" classname=\"piclint\" time=\"0\"/>\n"
                continue
            }
            for (rule, diagnostics) in Dictionary(grouping: file.diagnostics, by: \.rule.rawValue).sorted(by: { $0.key < $1.key }) {
                tests += 1
                failures += 1
                let first = diagnostics[0]
                let lines = diagnostics.map { diagnostic in
                    "\(diagnostic.file):\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.severity.rawValue): "
                        + "\(diagnostic.message) [\(diagnostic.rule)]" + (diagnostic.help.map { "\n  " + $0 } ?? "")
                }
                let message = "\(first.range.start.line):\(first.range.start.column): \(first.message)"
                    + (diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : "")
                cases += "    <testcase name=\"\(path) [\(Markup.escape(rule))]\" classname=\"piclint.\(Markup.escape(rule))\" time=\"0\">\n"
                cases += "      <failure type=\"\(Markup.escape(rule))\" message=\"\(Markup.escape(message))\">\(Markup.escape(lines.joined(separator: "\n")))</failure>\n"
                cases += "    </testcase>\n"
            }
        }
        part.appendSorted(cases)
        part.tests += tests
        part.failures += failures
    }

    /// The suite's head, which counts the test cases, then the cases.
    public func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink) {
        let tests = totals.tests, failures = totals.failures
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // Ant's schema gives <testsuites> no attributes; the counts are on the suite.
        xml += "<testsuites>\n"
        // Times are not measured (0), and the host is this one: reports stay identical from run to run.
        xml += "  <testsuite name=\"piclint\" package=\"piclint\" id=\"0\" timestamp=\"\(timestamp)\" hostname=\"localhost\" "
            + "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
        xml += "    <properties>\n      <property name=\"piclint.version\" value=\"\(Markup.escape(PiclintVersion.current))\"/>\n    </properties>\n"
        sink.write(xml)
        parts.replaySorted { sink.write($0[...]) }
        sink.write("    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n")
    }
}
