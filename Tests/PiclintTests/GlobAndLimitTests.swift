import Foundation
@testable import Lint
@testable import Policy
import Testing
import Source
import YAML
@testable import Config
@testable import Driver

/// Runs `body` and checks it ended within a generous bound: the reproducers below took minutes or never ended, so
/// any bound in seconds shows the fix without being flaky on a busy machine.
@discardableResult
private func withinSeconds<T>(_ seconds: Int = 5, _ body: () throws -> T) rethrows -> T {
    let clock = ContinuousClock()
    let start = clock.now
    let result = try body()
    #expect(clock.now - start < .seconds(seconds))
    return result
}

private func pairs(_ count: Int) -> String { String(repeating: "{a,b}", count: count) }

@Suite("Globs that cannot explode")
struct GlobExplosionTests {
    @Test("22 and 26 brace pairs are refused at once; 10 pairs (1,024 alternatives) still match")
    func bracePairs() throws {
        for count in [22, 26] {
            let error = withinSeconds { #expect(throws: GlobError.self) { try Glob(pairs(count)) } }
            if case .tooManyAlternatives(let limit)? = error?.problem { #expect(limit == 1_024) } else { Issue.record("\(String(describing: error))") }
        }
        let glob = try withinSeconds { try Glob(pairs(10)) }
        #expect(glob.matches("abababbbba"))
        #expect(!glob.matches("ababababab/x"))
        #expect(!glob.matches("abababbbbc"))
        #expect(throws: GlobError.self) { try Glob(pairs(11)) }
    }

    @Test("nested and chained groups are bounded too, before their alternatives are built")
    func otherShapes() {
        let nested = String(repeating: "{a,", count: 2_000) + String(repeating: "}", count: 2_000)
        withinSeconds { #expect(throws: GlobError.self) { try Glob(nested) } }
        let long = String(repeating: "x", count: 16 * 1024 + 1)
        let error = withinSeconds { #expect(throws: GlobError.self) { try Glob(long) } }
        #expect(error?.problem == .tooLong(limit: 16 * 1024))
        // 1,024 alternatives of 2 KiB each come to 2 MiB: refused for their size.
        let wide = String(repeating: "x", count: 2_048) + pairs(10)
        let size = withinSeconds { #expect(throws: GlobError.self) { try Glob(wide) } }
        #expect(size?.problem == .tooMuchText(limit: 1024 * 1024))
    }

    @Test("ten ** against a deep path, and stars against a long name, answer at once")
    func globstars() throws {
        let glob = try Glob("**/**/**/**/**/**/**/**/**/**/zz")
        let deep = Array(repeating: "d", count: 300).joined(separator: "/")
        withinSeconds {
            #expect(!glob.matches(deep + "/f.yaml"))
            #expect(glob.matches(deep + "/zz"))
            #expect(glob.matches("zz"))
        }
        let stars = try Glob("*a*a*a*a*a*a*a*a*a*a*a*a*b")
        withinSeconds {
            #expect(!stars.matches(String(repeating: "a", count: 4_000)))
            #expect(stars.matches(String(repeating: "a", count: 4_000) + "b"))
        }
    }

    @Test("a config with 22 brace pairs fails at the pattern's line and column, quickly")
    func configPattern() {
        let text = "failOn: warning\nexclude:\n  - screens/**\n  - \"\(pairs(22))\"\n"
        let result = withinSeconds { ConfigLoader().load(text, path: ".piclint.yml", directory: ".") }
        guard case .failure(let error) = result else { Issue.record("the config was accepted"); return }
        #expect(error.file == ".piclint.yml")
        #expect(error.mark == mark(4, 5))
        #expect(error.message.contains("more than 1,024 alternatives"))
        let override = "overrides:\n  - files: \"x/\(pairs(26))\"\n    rules: {long-list: off}\n"
        let overridden = withinSeconds { ConfigLoader().load(override, path: "c.yml", directory: ".") }
        guard case .failure(let other) = overridden else {
            Issue.record("the override was accepted"); return
        }
        #expect(other.description.hasPrefix("c.yml:2:12: error: the pattern's braces expand to more than 1,024 alternatives"))
    }

    @Test("patterns within their own bounds still cannot add up past the config's")
    func configBudget() throws {
        // Each pattern: 1,024 alternatives of 200 bytes, 200 KiB expanded; the sixth passes 1 MiB.
        let pattern = String(repeating: "p", count: 190) + pairs(10)
        let text = "exclude:\n" + String(repeating: "  - \"\(pattern)\"\n", count: 6)
        let result = withinSeconds { ConfigLoader().load(text, path: ".piclint.yml", directory: ".") }
        guard case .failure(let error) = result else {
            Issue.record("the config was accepted"); return
        }
        #expect(error.mark == mark(7, 5))
        #expect(error.message.hasPrefix("the config's patterns, braces expanded, come to more than 1,048,576 bytes together"))
        let five = "exclude:\n" + String(repeating: "  - \"\(pattern)\"\n", count: 5)
        #expect(try ConfigLoader().load(five, path: ".piclint.yml", directory: ".").get().exclude.count == 5)
    }

    @Test("command-line globs: a usage error for 22 pairs; ten ** against one deep file, found or not, at once")
    func commandLine() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let deep = root + "/" + Array(repeating: "d", count: 40).joined(separator: "/")
        try write("screen: A\ncontrols: []\n", to: deep + "/f.yaml")
        let collector = InputCollector()
        let refused = withinSeconds { collector.collect([root + "/" + pairs(22)]) }
        guard case .failure(let error) = refused else { Issue.record("the pattern was accepted"); return }
        // Long patterns are shortened in the message, which goes on to say what is wrong.
        #expect(error.message.hasPrefix("cannot use the pattern \(root.prefix(40))"))
        #expect(error.message.hasSuffix("the pattern's braces expand to more than 1,024 alternatives (each {a,b} doubles them); write it as several patterns, or use * and ?"))
        let stars = "/**/**/**/**/**/**/**/**/**/**/"
        let missing = withinSeconds { collector.collect([root + stars + "zz"]) }
        #expect(missing == .failure(PathError(message: "no spec files match the pattern \(root + stars + "zz")")))
        let found = try withinSeconds { try collector.collect([root + stars + "f.yaml"]).get() }
        #expect(found.map(\.displayPath) == [deep + "/f.yaml"])

        let result = try withinSeconds(30) { try runPiclint([pairs(22) + "/*.yaml"], in: root) }
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("piclint: error: cannot use the pattern {a,b}"))
    }

    @Test("the binary refuses a 123-byte config of 22 pairs with its position, exit 2")
    func binaryConfig() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("exclude: [\"\(pairs(22))\"]\n", to: root + "/.piclint.yml")
        try write(AdoptionTests().alarm, to: root + "/a.yaml")
        let result = try withinSeconds(30) { try runPiclint(["a.yaml"], in: root) }
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(".piclint.yml:1:11: error: the pattern's braces expand to more than 1,024 alternatives"))
    }
}

/// A small, slow, obviously right matcher: braces expanded as the rule says, then every way of splitting tried.
/// The compiled matcher must agree with it on every pattern and path.
enum ReferenceGlob {
    /// The first `{` decides: with a matching `}` and a `,` at its level, each option in its place, expanded
    /// again; otherwise the text as it is.
    static func expand(_ text: [Character]) -> [String] {
        guard let open = text.firstIndex(of: "{") else { return [String(text)] }
        var depth = 0
        var cuts: [Int] = []
        for index in open..<text.count {
            if text[index] == "{" { depth += 1 }
            if text[index] == "," && depth == 1 { cuts.append(index) }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 {
                    if cuts.isEmpty { return [String(text)] }
                    let bounds = [open] + cuts + [index]
                    return (0..<(bounds.count - 1)).flatMap { item in
                        expand(Array(text[..<open]) + text[(bounds[item] + 1)..<bounds[item + 1]] + text[(index + 1)...])
                    }
                }
            }
        }
        return [String(text)]
    }

    static func matches(_ pattern: String, _ path: String) -> Bool {
        let parts = path.split(separator: "/").map { Array($0.unicodeScalars) }
        return expand(Array(pattern)).contains { alternative in
            components(alternative.split(separator: "/").map { Array($0.unicodeScalars) }[...], parts[...])
        }
    }

    static func components(_ pattern: ArraySlice<[Unicode.Scalar]>, _ path: ArraySlice<[Unicode.Scalar]>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == Array("**".unicodeScalars) {
            return (0...path.count).contains { components(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let name = path.first else { return false }
        return self.name(first[...], name[...]) && components(pattern.dropFirst(), path.dropFirst())
    }

    static func name(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case "*":
            return (0...text.count).contains { name(pattern.dropFirst(), text.dropFirst($0)) }
        case "?":
            return !text.isEmpty && name(pattern.dropFirst(), text.dropFirst())
        case "[" where bracket(pattern) != nil:
            guard let (accepts, length) = bracket(pattern), let char = text.first else { return false }
            return accepts(char) && name(pattern.dropFirst(length), text.dropFirst())
        default:
            return text.first == head && name(pattern.dropFirst(), text.dropFirst())
        }
    }

    /// `[...]` at the start: what it accepts and how many scalars it takes; nil when no `]` closes it.
    static func bracket(_ pattern: ArraySlice<Unicode.Scalar>) -> ((Unicode.Scalar) -> Bool, Int)? {
        var items = Array(pattern.dropFirst())
        var taken = 1
        let negated = items.first == "!" || items.first == "^"
        if negated {
            items.removeFirst()
            taken += 1
        }
        // A `]` right after the opening (and `!`) is a member; the first later `]` closes, unless it ends a range.
        var members: [ClosedRange<UInt32>] = []
        var index = 0
        while index < items.count {
            if items[index] == "]" && index > 0 {
                let set = members
                return ({ char in set.contains { $0.contains(char.value) } != negated }, taken + index + 1)
            }
            if index + 2 < items.count, items[index + 1] == "-", items[index + 2] != "]" {
                let low = items[index].value, high = items[index + 2].value
                if low <= high { members.append(low...high) }
                index += 3
            } else {
                members.append(items[index].value...items[index].value)
                index += 1
            }
        }
        return nil
    }
}

@Suite("Globs agree with a reference matcher")
struct GlobPropertyTests {
    static let patternPieces = ["a", "b", "a", "b", "/", "/", "*", "?", "**", "**/", "[ab]", "[!a]", "[a-b]", "[]a]",
                                "[", "]", "{a,b}", "{a,}", "{,b/}", "{a/*,b}", "{", "}", ",", "!", "-", "{{a,b},c}", "{x}"]
    static let pathPieces = ["a", "b", "a", "b", "/", "/", "ab", "ba", "[", "]", "*", "{", ",", "x", "-"]

    static func random(_ pieces: [String], upTo count: Int, _ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...count, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test("matching: the same answer on 20,000 random small patterns and paths")
    func matching() throws {
        var generator = SeededGenerator(seed: 20_261_124)
        var matched = 0
        for _ in 0..<4_000 {
            let pattern = Self.random(Self.patternPieces, upTo: 7, &generator)
            let glob = try Glob(pattern)
            for _ in 0..<5 {
                let path = Self.random(Self.pathPieces, upTo: 8, &generator)
                let expected = ReferenceGlob.matches(pattern, path)
                if expected { matched += 1 }
                #expect(glob.matches(path) == expected, "pattern \(pattern) path \(path)")
            }
        }
        // The cases must exercise both answers to mean anything.
        #expect(matched > 500)
    }

    @Test("brace expansion: the same alternatives in the same order, and refused exactly past the limit")
    func expansion() throws {
        var generator = SeededGenerator(seed: 42)
        let limits = GlobLimits(maxPatternLength: 1_000, maxAlternatives: 8, maxExpandedSize: 1_000_000)
        var refused = 0
        for _ in 0..<4_000 {
            let pattern = Self.random(["a", "b", ",", "{", "}", "{a,b}", "{a,b,c}", "/", "{", "}", ","], upTo: 10, &generator)
            let expected = ReferenceGlob.expand(Array(pattern))
            if expected.count > limits.maxAlternatives {
                refused += 1
                #expect(throws: GlobError(pattern: pattern, problem: .tooManyAlternatives(limit: 8)), "\(pattern)") {
                    try Glob.expandBraces(pattern, limits: limits)
                }
            } else {
                #expect(try Glob.expandBraces(pattern, limits: limits) == expected, "\(pattern)")
            }
        }
        #expect(refused > 50)
    }
}

@Suite("Size limits on configs and baselines", .serialized)
struct ConfigAndBaselineLimitTests {
    /// A sparse file of `size` bytes: its size is known to `fstat` while taking no disk, and reading it whole would
    /// take long enough to show if the limit were checked after reading.
    func sparseFile(_ path: String, size: UInt64) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test("a config over 1 MiB is refused by its size before it is read, naming the file; one at the limit is read")
    func configSize() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try sparseFile(root + "/.piclint.yml", size: 200 * 1024 * 1024)
        let result = withinSeconds { ConfigDiscovery().find(explicit: nil, from: root) }
        #expect(result.failure == ConfigError(file: ".piclint.yml", mark: .start,
                                              message: "the config is larger than 1,048,576 bytes, the most piclint reads; a config is a few lines"))
        let failOn = "failOn: warning\n"
        let filler = String(repeating: "#", count: ConfigLoader.maxFileSize - failOn.utf8.count - 1) + "\n"
        try write(failOn + filler, to: root + "/.piclint.yml")
        #expect(try ConfigDiscovery().find(explicit: nil, from: root).get()?.failOn == .warning)
        try write(failOn + filler + "\n", to: root + "/.piclint.yml")
        #expect(throws: ConfigError.self) { try ConfigDiscovery().find(explicit: nil, from: root).get() }
        let binary = try withinSeconds(30) {
            try sparseFile(root + "/big.yml", size: 200 * 1024 * 1024)
            try write(AdoptionTests().alarm, to: root + "/a.yaml")
            return try runPiclint(["--config", "big.yml", "a.yaml"], in: root)
        }
        #expect(binary.status == 2)
        #expect(binary.stderr == "big.yml:1:1: error: the config is larger than 1,048,576 bytes, the most piclint reads; a config is a few lines\n")
    }

    @Test("a baseline over 64 MiB is refused by its size before it is read, naming the file and the limit")
    func baselineSize() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try sparseFile(root + "/huge.json", size: UInt64(BaselineFile.maxFileSize) + 1)
        let refused = withinSeconds { BaselineFile.read(root + "/huge.json") }
        #expect(refused.failure == .tooLarge(path: root + "/huge.json", limit: 64 * 1024 * 1024))
        try write(AdoptionTests().alarm, to: root + "/a.yaml")
        let result = try withinSeconds(30) { try runPiclint(["--baseline", "huge.json", "a.yaml"], in: root) }
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("piclint: error: the baseline huge.json is larger than 64 MiB, the most piclint reads"))
        // A small limit shows the same check on a real file, and the other failures keep their messages.
        try write(Baseline([], relative: { $0 }).json(), to: root + "/empty.json")
        #expect(BaselineFile.read(root + "/empty.json", limit: 10).failure?.description
            == "the baseline \(root)/empty.json is larger than 10 bytes, the most piclint reads; fix some of its findings, or split the project's runs, and write it again")
        #expect(try BaselineFile.read(root + "/empty.json").get().entries.isEmpty)
        try write("{\"entries\": 3}", to: root + "/bad.json")
        #expect(BaselineFile.read(root + "/bad.json").failure?.description == "\(root)/bad.json:1:1: the baseline has no \"version\"")
        #expect(BaselineFile.read(root + "/none.json").failure?.description == "cannot read the baseline \(root)/none.json: No such file or directory")
    }

    @Test("applying a baseline of 40,000 entries to as many findings is linear: every finding hidden, nothing stale")
    func largeBaseline() {
        let range = SourceRange(start: mark(1, 1), end: mark(1, 2))
        // Quadratic matching would take over a billion comparisons here; linear takes a second or two in a debug build.
        let reports = (0..<400).map { file in
            FileReport(path: "f\(file).yaml", diagnostics: (0..<100).map { index in
                Diagnostic(file: "f\(file).yaml", range: range, severity: .warning, rule: "long-list", control: "c\(index % 50)",
                           message: "wheel \(index) at 3:\(index) is long", help: nil)
            })
        }
        let outcome = withinSeconds(60) {
            let baseline = Baseline(reports.flatMap(\.diagnostics), relative: { $0 })
            #expect(baseline.entries.count == 40_000)
            return baseline.apply(to: reports, relative: { $0 })
        }
        #expect(outcome.baselined == 40_000)
        #expect(outcome.stale.isEmpty)
        #expect(outcome.reports.allSatisfy { $0.diagnostics.isEmpty && $0.baselined == 100 })
    }

    @Test("stale entries: each once, sorted, with what remains of its count; an entry given twice counts as its first")
    func staleEntries() {
        let range = SourceRange(start: mark(1, 1), end: mark(1, 2))
        func finding(_ file: String, _ control: String?) -> Diagnostic {
            Diagnostic(file: file, range: range, severity: .warning, rule: "long-list", control: control, message: "m", help: nil)
        }
        var baseline = Baseline([finding("b.yaml", "x"), finding("b.yaml", "x"), finding("a.yaml", nil)], relative: { $0 })
        baseline.entries.append(Baseline.Entry(file: "b.yaml", rule: "long-list", control: "x", message: "m", count: 9))
        let outcome = baseline.apply(to: [FileReport(path: "b.yaml", diagnostics: [finding("b.yaml", "x")])], relative: { $0 })
        #expect(outcome.baselined == 1)
        #expect(outcome.stale == [Baseline.Entry(file: "a.yaml", rule: "long-list", control: nil, message: "m", count: 1),
                                  Baseline.Entry(file: "b.yaml", rule: "long-list", control: "x", message: "m", count: 1)])
        // No control and an empty one are one key, as before.
        let empty = Baseline([finding("a.yaml", "")], relative: { $0 }).apply(to: [FileReport(path: "a.yaml", diagnostics: [finding("a.yaml", nil)])],
                                                                              relative: { $0 })
        #expect(empty.baselined == 1)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
