import Driver
import Foundation
import Testing
import Lint
import PickerModel
import Policy
import Spec
import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Memory for one file is a small multiple of its size plus what the report keeps. A report lists a file's first
/// 1,000 findings and counts the rest, so the findings past the limit must cost next to nothing: the policy keeps the
/// first ones as they come and counts the others, and the decoder counts the problems certain to fall past the limit
/// instead of keeping them. The counts stay exact: the report says what it would have said had every one been kept.
@Suite("Memory: findings past the limit are counted, not kept, and the count is exact")
struct MemoryBoundsTests {
    /// Runs the binary with its standard output to a file, and returns its exit status and peak resident memory in
    /// bytes, from `wait4` for that one child (tests run in parallel, so the children's combined figure would not do).
    static func peakMemory(_ arguments: [String], output: String) throws -> (status: Int32, bytes: Int) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([Repo.binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, Repo.binary, &actions, nil, argv, environ)
        try #require(spawned == 0, "could not start \(Repo.binary)")
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        #if os(Linux)
        let bytes = Int(usage.ru_maxrss) * 1024
        #else
        let bytes = Int(usage.ru_maxrss)
        #endif
        return ((status >> 8) & 0xFF, bytes)
    }

    @Test("a file of 100,000 unknown keys peaks at less than 25 times its size over an empty spec, and says exactly how many it left out")
    func unknownKeys() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var text = "screen: Big\ncontrols: []\n"
        for index in 0..<100_000 { text += "k\(100_000 + index): 1\n" }
        try write(text, to: root + "/big.yaml")
        try write("screen: Small\ncontrols: []\n", to: root + "/small.yaml")
        let size = text.utf8.count
        let small = try Self.peakMemory([root + "/small.yaml"], output: root + "/small.txt")
        let big = try Self.peakMemory([root + "/big.yaml"], output: root + "/big.txt")
        #expect(small.status == 0 && big.status == 0)
        // Before: a heap of 111 MB for this 1.1 MB file (100 times its size), most of it findings, their messages and
        // help, and copies of their list; now about 13 times its size, most of it the file's nodes.
        #expect(big.bytes - small.bytes < 25 * size, "\(big.bytes - small.bytes) bytes over \(small.bytes) for a file of \(size)")
        let report = try String(contentsOfFile: root + "/big.txt", encoding: .utf8)
        #expect(report.contains("… and 99,000 more findings in this file (99,000 warnings; spec-unknown-key: 99,000)"))
        #expect(report.hasSuffix("1 file, 0 errors, 1001 warnings (99000 more not reported)\n"))
    }

    /// A file of unknown keys at the screen's level and in controls, duplicate keys, aliases, and `# piclint:`
    /// comments of every scope, made from a seed.
    static func mixedFile(seed: Int) -> String {
        var state = UInt64(seed)
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let comments = ["", "", "", " # piclint:disable-line spec-unknown-key", " # piclint:disable-line", " # piclint:disable-line long-list"]
        var lines = ["x-shared: &shared {kind: datePicker, mode: time, colour: red}", "screen: S"]
        for index in 0..<40 { lines.append("k\(index): \(next(3))" + comments[next(comments.count)]) }
        for _ in 0..<next(4) { lines.append("k\(next(40)): again" + comments[next(comments.count)]) }
        if next(3) == 0 { lines.append("# piclint:disable spec-unknown-key") }
        lines.append("controls:")
        for control in 0..<12 {
            switch next(4) {
            case 0:
                lines.append("  - <<: *shared" + comments[next(comments.count)])
                lines.append("    id: c\(control)")
            case 1:
                lines.append("  # piclint:disable-next-line" + (next(2) == 0 ? " spec-unknown-key" : ""))
                lines.append("  - id: c\(control)")
                lines.append("    kind: picker")
                lines.append("    values: [a, b]")
            default:
                lines.append("  - id: c\(control)" + comments[next(comments.count)])
                lines.append("    kind: datePicker")
            }
            for key in 0..<next(6) { lines.append("    u\(key): \(next(9))" + comments[next(comments.count)]) }
            if next(5) == 0 { lines.append("    u0: again") }
            if next(6) == 0 { lines.append("# piclint:enable") }
        }
        if next(4) == 0 { lines.append("# piclint:disable-file duplicate-key") }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("with the limit applied as findings come and problems counted by the decoder, every report is what keeping every finding gave",
          arguments: [1, 5, 20])
    func countingIsExact(limit: Int) {
        let linter = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all)
        let policy = FilePolicy(severities: linter.severities, maxFindings: limit)
        for seed in 1...40 {
            let source = SourceFile(Array(Self.mixedFile(seed: seed).utf8))
            let streamed = policy.lint(source, path: "s.yaml", with: linter)
            let kept = policy.apply(to: linter.lint(source, path: "s.yaml"))
            let describe = { (report: FileReport) in
                report.diagnostics.map { diagnostic in
                    let omitted = (diagnostic.omitted ?? [:]).map { "\($0.key)=\($0.value)" }.sorted()
                    return "\(diagnostic.range) \(diagnostic.severity) \(diagnostic.rule) \(diagnostic.control ?? "-") \(diagnostic.message) \(omitted)"
                }
            }
            #expect(describe(streamed) == describe(kept), "seed \(seed)")
            #expect(streamed.suppressed == kept.suppressed, "seed \(seed)")
        }
    }

    @Test("490,000 duplicate keys (2.4 MB) peak at less than 60 times their size over an empty spec: counted, not kept")
    func duplicateKeys() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = "screen: Big\ncontrols: []\n" + String(repeating: "a: 1\n", count: 490_000)
        try write(text, to: root + "/big.yaml")
        try write("screen: Small\ncontrols: []\n", to: root + "/small.yaml")
        let small = try Self.peakMemory([root + "/small.yaml"], output: root + "/small.txt")
        let big = try Self.peakMemory([root + "/big.yaml"], output: root + "/big.txt")
        // Before: 460 MB over an empty spec's run (about 190 times the file). What is left (about 40 times) is the
        // densest tree YAML can write, two nodes in five bytes, and the parser's list of the duplicates.
        #expect(big.bytes - small.bytes < 60 * text.utf8.count, "\(big.bytes - small.bytes) bytes over \(small.bytes)")
        let report = try String(contentsOfFile: root + "/big.txt", encoding: .utf8)
        // The key is unknown at a screen's top level too: one warning beside the duplicates.
        #expect(report.contains("… and 489,000 more findings in this file (488,999 errors, 1 warning; duplicate-key: 488,999, spec-unknown-key: 1)"))
        #expect(report.hasSuffix("1 file, 1001 errors, 0 warnings (489000 more not reported)\n"))
    }

    @Test("the decoder leaves out only problems no comment can reach: a disable-line on a control's first line still covers its keys")
    func commentsStillCover() {
        var text = "screen: S\ncontrols:\n  - id: p # piclint:disable-line spec-unknown-key\n    kind: datePicker\n"
        for index in 0..<50 { text += "    u\(index): 1\n" }
        for index in 0..<50 { text += "k\(index): 1\n" }
        let linter = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all)
        let report = FilePolicy(severities: linter.severities, maxFindings: 10).lint(SourceFile(Array(text.utf8)), path: "s.yaml", with: linter)
        #expect(report.suppressed == 50)
        #expect(report.diagnostics.count == 11)
        #expect(report.diagnostics.last?.message.hasPrefix("… and 40 more findings in this file") == true)
    }
}
