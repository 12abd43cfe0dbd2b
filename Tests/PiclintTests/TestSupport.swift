import Driver
import Foundation
import Lint
import PickerModel
import Policy
import Spec
import Testing
import Source
import YAML

/// Paths and helpers the tests share.
enum Repo {
    /// The repository's root, found from this file's path.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    /// The `piclint` binary SwiftPM built beside the test bundle.
    static var binary: String {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("piclint").path,
            Bundle.main.bundleURL.appendingPathComponent("piclint").path,
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("piclint").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }
}

/// What running the binary gave.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the real `piclint` binary, as a user or CI would.
func runPiclint(_ arguments: [String], stdin: String? = nil, in directory: String? = nil,
                environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Repo.binary)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "NO_COLOR")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    // Read before waiting so a large report cannot fill the pipe and stall the child.
    let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
    let stderrData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus,
                         stdout: String(decoding: stdoutData, as: UTF8.self),
                         stderr: String(decoding: stderrData, as: UTF8.self))
}

/// A fresh scratch directory, removed by the caller with `cleanUp`.
func makeScratchDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("piclint-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

/// Lints YAML text with every rule at its default severity, and the rules given switched on (at warning) where they
/// are off by default, and returns the diagnostics.
func lint(_ yaml: String, path: String = "spec.yaml", enabling rules: [RuleID] = []) -> [Diagnostic] {
    var severities: [RuleID: Severity] = [:]
    for id in rules where RuleRegistry.description(of: id)?.defaultSeverity == .off { severities[id] = .warning }
    return Linter(severities: severities, model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: path).diagnostics
}

/// One rule's findings on a screen of the given controls (YAML lines, each starting `  - `), on a platform,
/// with a locale line and a `size:` line only when given, so line numbers stay as the tests count them. A rule that
/// is off by default (`unordered-values`) is switched on for the lint, at warning.
func findings(_ rule: RuleID, _ controls: String, platform: String = "iOS", locale: String? = nil, size: String = "") -> [Diagnostic] {
    let localeLine = locale.map { "locale: \($0)\n" } ?? ""
    return lint("screen: Test\nplatform: \(platform)\n\(localeLine)\(size)controls:\n" + controls, enabling: [rule]).filter { $0.rule == rule }
}

/// Decodes YAML text into a spec file.
func decode(_ yaml: String) -> SpecFile {
    SpecDecoder().decode(yaml)
}

/// The one document of a YAML text, or a test failure.
func parseOne(_ yaml: String, limits: ParseLimits = .default) throws -> Document {
    let result = Parser(limits: limits).parse(yaml)
    if let error = result.error { Issue.record("unexpected YAML error: \(error)") }
    return try #require(result.documents.first)
}

extension Node {
    /// The value under a key of a mapping, for tests.
    subscript(key: String) -> Node? {
        mapping?.first { $0.key.scalar?.text == key }?.value
    }

    /// The item at an index of a sequence, for tests.
    subscript(index: Int) -> Node? {
        guard let items = sequence, items.indices.contains(index) else { return nil }
        return items[index]
    }
}

func mark(_ line: Int, _ column: Int) -> Mark { Mark(line: line, column: column) }

extension ModelClock {
    /// The clock every test pins: Tuesday 24 November 2026, 09:41.
    static let pinned = ModelClock(date: CalendarDate(year: 2026, month: 11, day: 24), time: ClockTime(hour: 9, minute: 41))
}

extension Linter {
    /// One file as a run lints it: the engine's findings with the file's own policy (its `# piclint:` comments,
    /// then the findings limit) applied, as the Driver's workers do.
    func lintFile(_ bytes: [UInt8], path: String) -> FileReport {
        FilePolicy(for: self).lint(InputFormat(path: path).source(bytes), path: path, with: self)
    }
}
