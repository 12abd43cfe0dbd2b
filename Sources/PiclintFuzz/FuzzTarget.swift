import Config
import Driver
import Foundation
import Lint
import PickerModel
import Policy
import Reports
import Spec
import Source
import YAML

/// The whole pipeline on one input, as the fuzzer drives it: bytes → YAML → spec → model → rules → every report,
/// and the same bytes as a `.piclint.yml`. Beyond "no crash", every input is held to what piclint promises
/// (see Invariants.swift): the reports are a pure function of the input, `--fix` makes no file worse and touches
/// nothing but what its edits name, the dry run's diff applies to exactly the `--fix` result, every number in
/// the input may be replaced by an extreme one, an odd file name changes no finding and breaks no report's format
/// (Invariants+Names.swift), and a report or fix that cannot be written is an error, the old file kept whole
/// (Invariants+WriteErrors.swift). A broken promise stops the run, so the fuzzer keeps the input.
enum FuzzPipeline {
    /// The pinned clock every engine uses, so a crash replays the same way.
    static let clock = ModelClock(date: CalendarDate(year: 2026, month: 11, day: 24), time: ClockTime(hour: 9, minute: 41))
    /// One engine for the whole fuzzing run, and a second, built apart, to say the same thing.
    static let linter = Linter(model: ReferenceModel(clock: clock), frontEnds: .all)
    static let secondLinter = Linter(model: ReferenceModel(clock: clock), frontEnds: .all)

    /// The name an input is linted under: an Interface Builder document when it starts like XML (`<`, after a byte
    /// order mark or blanks), Swift source when it starts with `import` or `//` (neither begins a YAML spec), else a
    /// YAML spec. Mutations cross from one to the other, so every front end is fuzzed from the seeds of all.
    static func path(for bytes: [UInt8]) -> String {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { start = 2 }
        while start < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x00].contains(bytes[start]) { start += 1 }
        let rest = bytes[start...]
        if rest.starts(with: Array("import".utf8)) || rest.starts(with: Array("//".utf8)) { return "fuzz.swift" }
        return start < bytes.count && bytes[start] == UInt8(ascii: "<") ? "fuzz.storyboard" : "fuzz.yaml"
    }

    static func run(_ bytes: [UInt8]) {
        let path = path(for: bytes)
        let plain = outputs([(path, bytes)])
        let first = plain.outputs.map(\.text)
        // A second engine must say the same thing byte for byte: no cache or clock leaks in. (Hash order is one
        // process's; the replayer's --digests compares two.)
        let second = outputs([(path, bytes)], engine: secondLinter).outputs.map(\.text)
        Invariants.require(first == second, "two runs gave different reports", bytes, detail: Invariants.firstDifference(first, second))
        Invariants.checkOddName(bytes, plainPath: path, plain: plain)
        Invariants.checkWriteErrors(bytes, outputs: plain.outputs, path: path, with: linter)
        _ = ConfigLoader().load(String(decoding: bytes, as: UTF8.self), path: ".piclint.yml", directory: ".")
        // Swift has no number extremes written yet: its numbers are read from literals the mutations reach anyway.
        for variant in path == "fuzz.swift" ? [] : Extremes.variants(of: bytes, xml: path != "fuzz.yaml") {
            _ = outputs([(path, variant)])
        }
    }

    /// Files linted as one run, then every report of that run by format, then the `--fix-dry-run` diffs (empty when
    /// no fix applies), each fix checked against the promises in Invariants.swift. The tests drive this with many
    /// files at once, so the reports' fixed costs are paid once.
    /// A run's file reports, and every report of it by format.
    typealias Outputs = (reports: [FileReport], outputs: [(format: String, text: String)])

    static func outputs(_ files: [(path: String, bytes: [UInt8])], engine: Linter = linter) -> Outputs {
        let reports = files.map { file in
            let source = InputFormat(path: file.path).source(file.bytes)
            var report = FilePolicy(for: engine).lint(source, path: file.path, with: engine)
            report.sourceLines = source.lines(Set(report.diagnostics.map(\.range.start.line)))
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
            ("svg", reports.map { file in file.screens.map { SVGPicture.screen($0, of: file) }.joined() }.joined()),
            ("fix", files.map { Invariants.checkedFix($0.bytes, path: $0.path, with: engine) }.joined()),
        ])
    }
}

/// One input to whichever target its first byte selects: the language server's message layer after
/// `MessageLayerFuzz.selector`, else the pipeline. One executable fuzzes both, so CI's minute and its one ASan build
/// cover both, and mutations that cross between them are harmless.
func fuzz(_ bytes: [UInt8]) {
    if bytes.first == MessageLayerFuzz.selector {
        MessageLayerFuzz.run(Array(bytes.dropFirst()))
    } else {
        FuzzPipeline.run(bytes)
    }
}

#if FUZZING
/// libFuzzer's entry point (built with `-sanitize=fuzzer,address -DFUZZING`; see scripts/fuzz).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> Int32 {
    fuzz(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
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
/// Without the fuzzer: replays inputs (crash reproducers, the corpus) through the same pipeline. With `--digests`
/// it also prints a digest of each input's reports: two processes hash with different seeds, so comparing two
/// replays' digests finds a report that follows a Set's or Dictionary's order, which one process cannot see. With
/// `--write-errors` it checks, for every report format of each input and its fix, the promises about writes that
/// fail: a line a format, and exit status 1 when one is broken. That check limits the size of the files its process
/// may write (RLIMIT_FSIZE), so the tests run it here, in a process of its own, and not beside tests that write files.
@main
struct FuzzReplay {
    static func main() {
        var paths = Array(CommandLine.arguments.dropFirst())
        if paths.first == "--write-errors" {
            exit(checkWriteErrors(Array(paths.dropFirst())) ? 0 : 1)
        }
        let digests = paths.first == "--digests"
        if digests { paths.removeFirst() }
        var replayed = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("piclint-fuzz: cannot read \(path)")
                continue
            }
            fuzz(Array(data))
            if digests {
                // FNV-1a over every report of the input.
                var hash: UInt64 = 0xCBF2_9CE4_8422_2325
                for byte in FuzzPipeline.outputs([(FuzzPipeline.path(for: Array(data)), Array(data))]).outputs.map(\.text).joined(separator: "\u{0}").utf8 {
                    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
                }
                print(String(hash, radix: 16) + " " + path)
            }
            replayed += 1
        }
        print("piclint-fuzz: replayed \(replayed) input\(replayed == 1 ? "" : "s") without a crash")
    }

    /// Prints `<format> tried <n> broken <promises>` for every report format of each input; whether none is broken.
    static func checkWriteErrors(_ paths: [String]) -> Bool {
        var kept = true
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("piclint-fuzz: cannot read \(path)")
                kept = false
                continue
            }
            let bytes = Array(data)
            let name = FuzzPipeline.path(for: bytes)
            for report in FuzzPipeline.outputs([(name, bytes)]).outputs {
                let result = Invariants.brokenWritePromises(report: report, spec: bytes, path: name, with: FuzzPipeline.linter)
                print("\(report.format) tried \(result.tried) broken \(result.broken.joined(separator: "; "))")
                kept = kept && result.broken.isEmpty
            }
        }
        return kept
    }
}
#endif
