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
        var report = linter.lint(bytes, path: "fuzz.yaml")
        report.sourceLines = SourceLines.lines(Set(report.diagnostics.map(\.range.start.line)), of: bytes)
        let input = ReportInput(files: [report])
        _ = TextReporter(color: true, showSource: true).render(input)
        _ = JSONReporter().render(input)
        _ = SARIFReporter().render(input)
        _ = JUnitReporter().render(input)
        _ = CheckstyleReporter().render(input)
        _ = GitHubReporter().render(input)
        _ = HTMLReporter().render(input)
        _ = SimulationReporter().render(input)
        _ = ConfigLoader().load(String(decoding: bytes, as: UTF8.self), path: ".piclint.yml", directory: ".")
        fix(bytes, report)
    }

    /// `--fix` on the input: the fixes applied, the result linted again and shown as a diff. A fix that turns a
    /// readable file into YAML piclint cannot read is a bug, and stops the run so the fuzzer keeps the input.
    static func fix(_ bytes: [UInt8], _ report: FileReport) {
        let fixed = FixApplier.apply(report.diagnostics.compactMap(\.fix), to: bytes)
        guard !fixed.applied.isEmpty else { return }
        let after = linter.lint(fixed.bytes, path: "fuzz.yaml")
        _ = UnifiedDiff.render(path: "fuzz.yaml", old: bytes, new: fixed.bytes)
        let syntax = { (report: FileReport) in report.diagnostics.count { $0.rule == "yaml-syntax" } }
        if syntax(after) > syntax(report) {
            fatalError("a fix made the file unreadable:\n" + String(decoding: fixed.bytes, as: UTF8.self))
        }
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
