import Foundation
import Lint
import Driver
import Reports
@testable import piclint_fuzz
import Testing

@Test func tmpTiming() {
    var totals: [String: Double] = [:]
        let files = ExtremeNumberTests.fields.flatMap { field in ExtremeNumberTests.extremes.enumerated().map { index, number in
            (path: "\(index).yaml", bytes: ExtremeNumberTests.spec(field, number, platform: "iOS"))
        } }
        var start = Date()
        let reports = files.map { file in
            var report = FuzzPipeline.linter.lint(file.bytes, path: file.path)
            report.sourceLines = SourceLines.lines(Set(report.diagnostics.map(\.range.start.line)), of: file.bytes)
            return report
        }
        totals["lint", default: 0] += Date().timeIntervalSince(start)
        print(Dictionary(grouping: reports.flatMap(\.diagnostics), by: \.rule).mapValues(\.count).sorted { $0.value > $1.value }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        print("diagnostics", reports.reduce(0) { $0 + $1.diagnostics.count }, "controls", reports.reduce(0) { $0 + $1.controls.count })
        let input = ReportInput(files: reports)
        let reporters: [(String, () -> String)] = [("text", { TextReporter(color: true, showSource: true).render(input) }), ("json", { JSONReporter().render(input) }), ("sarif", { SARIFReporter().render(input) }), ("junit", { JUnitReporter().render(input) }), ("checkstyle", { CheckstyleReporter().render(input) }), ("github", { GitHubReporter().render(input) }), ("html", { HTMLReporter().render(input) }), ("sim", { SimulationReporter().render(input) }), ("fix", { zip(files, reports).map { FuzzPipeline.fix($0.bytes, $1, path: $0.path) }.joined() })]
        for (name, run) in reporters {
            start = Date()
            _ = run()
            totals[name, default: 0] += Date().timeIntervalSince(start)
        }
    for (k, v) in totals.sorted(by: { $0.value > $1.value }) { print("T", k, v) }
}
