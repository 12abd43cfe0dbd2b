import Config
import Driver
import Foundation
import Lint
import PickerModel
import Reports
import Spec

/// The whole pipeline on one input, as the fuzzer drives it: bytes → YAML → spec → model → rules → every report,
/// and the same bytes as a `.piclint.yml`. Anything that traps here is a bug: piclint must end every input in a
/// finding or a message.
enum FuzzPipeline {
    /// One engine for the whole fuzzing run, pinned to a clock so a crash replays the same way.
    static let linter = Linter(model: ReferenceModel(clock: ModelClock(date: CalendarDate(year: 2026, month: 11, day: 24),
                                                                       time: ClockTime(hour: 9, minute: 41))))

    static func run(_ bytes: [UInt8]) {
        _ = outputs([("fuzz.yaml", bytes)])
        _ = ConfigLoader().load(String(decoding: bytes, as: UTF8.self), path: ".piclint.yml", directory: ".")
    }

    /// Files linted as one run, then every report of that run by format, then the `--fix` diffs (empty when no fix
    /// applies). The tests drive this with many files at once, so the reports' fixed costs are paid once.
    static func outputs(_ files: [(path: String, bytes: [UInt8])]) -> (reports: [FileReport], outputs: [(format: String, text: String)]) {
        let reports = files.map { file in
            var report = linter.lint(file.bytes, path: file.path)
            report.sourceLines = SourceLines.lines(Set(report.diagnostics.map(\.range.start.line)), of: file.bytes)
            return report
        }
        let input = ReportInput(files: reports)
        return (reports, [
            ("text", TextReporter(color: true, showSource: true).render(input)),
            ("json", JSONReporter().render(input)),
            ("sarif", SARIFReporter().render(input)),
            ("junit", JUnitReporter().render(input)),
            ("checkstyle", CheckstyleReporter().render(input)),
            ("github", GitHubReporter().render(input)),
            ("html", HTMLReporter().render(input)),
            ("simulate", SimulationReporter().render(input)),
            ("fix", zip(files, reports).map { fix($0.bytes, $1, path: $0.path) }.joined()),
        ])
    }

    /// `--fix` on the input: the fixes applied, the result linted again and shown as a diff. A fix that turns a
    /// readable file into YAML piclint cannot read is a bug, and stops the run so the fuzzer keeps the input.
    static func fix(_ bytes: [UInt8], _ report: FileReport, path: String = "fuzz.yaml") -> String {
        let fixed = FixApplier.apply(report.diagnostics.compactMap(\.fix), to: bytes)
        guard !fixed.applied.isEmpty else { return "" }
        let after = linter.lint(fixed.bytes, path: path)
        let diff = UnifiedDiff.render(path: path, old: bytes, new: fixed.bytes)
        let syntax = { (report: FileReport) in report.diagnostics.count { $0.rule == "yaml-syntax" } }
        if syntax(after) > syntax(report) {
            fatalError("a fix made the file unreadable:\n" + String(decoding: fixed.bytes, as: UTF8.self))
        }
        return diff
    }
}

#if FUZZING
/// libFuzzer's entry point (built with `-sanitize=fuzzer,address -DFUZZING`; see scripts/fuzz).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    FuzzPipeline.run(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    return 0
}

/// libFuzzer's driver, which its runtime exports.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM links an executable's entry point by the module's name; hand control to libFuzzer's driver.
@_cdecl("piclint_fuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return withUnsafeMutablePointer(to: &arguments) { pointer in
        pointer.withMemoryRebound(to: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?.self, capacity: 1) {
            runFuzzerDriver(&count, $0, fuzzOneInput)
        }
    }
}
#else
/// Without the fuzzer: replays inputs (crash reproducers, the corpus) through the same pipeline.
@main
struct FuzzReplay {
    static func main() {
        var replayed = 0
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("piclint-fuzz: cannot read \(path)")
                continue
            }
            FuzzPipeline.run(Array(data))
            replayed += 1
        }
        print("piclint-fuzz: replayed \(replayed) input\(replayed == 1 ? "" : "s") without a crash")
    }
}
#endif
