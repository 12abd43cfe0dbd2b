@testable import Driver
import Foundation
import Lint
@testable import piclint
@testable import Reports
import Testing
import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names as the system holds them: bytes, not necessarily UTF-8 (issue 29, item 7).
enum ByteNames {
    /// Writes a file whose name is given as bytes, with open(2): FileManager takes names as String and cannot make
    /// one that is not UTF-8.
    static func create(_ name: [UInt8], in directory: String, contents: String) throws {
        let path = RawPath(directory).appending(RawPath(bytes: name))
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
    }

    /// A file's bytes, named by bytes.
    static func read(_ name: [UInt8], in directory: String) -> [UInt8]? {
        try? FileBytes.read(RawPath(directory).appending(RawPath(bytes: name)), limit: 1 << 20).get()
    }

    /// Runs a shell script with `$P` set to the piclint binary, in a directory: the shell passes arguments as the
    /// bytes `printf` makes (`"$(printf 'caf\351.yaml')"`), which Process, taking Strings, cannot.
    static func shell(_ script: String, in directory: String) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["P"] = Repo.binary
        environment.removeValue(forKey: "NO_COLOR")
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                             stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A spec with one finding that has a safe fix: the countdown of 25:00 becomes 23:59.
    static let spec = "screen: S\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n"
    static let fixed = "screen: S\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"23:59\"}\n"

    /// `caf` + Latin-1 é + `.yaml`.
    static let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".yaml".utf8)
}

@Suite("File names that are not UTF-8")
struct FileNameTests {
    @Test("a path's display is lossless: every byte string comes back from it, and a UTF-8 name without escape-like backslashes is itself")
    func displayRoundTrips() {
        var generator = SystemRandomNumberGenerator()
        // Bytes that make escapes and near-escapes likely: backslashes, x, hex digits of both cases, high bytes.
        let alphabet: [UInt8] = Array("\\x89AEFaef0/.".utf8) + [0x80, 0xBF, 0xC3, 0xA9, 0xE9, 0xED, 0xA0, 0xF0, 0x9F, 0xFF]
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...10, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x61 }
            let path = RawPath(bytes: bytes)
            #expect(RawPath(display: path.display) == path, "\(bytes)")
            #expect(path.display.unicodeScalars.allSatisfy { $0.isASCII || $0.value >= 0x80 })
        }
        // Every byte on its own.
        for byte in UInt8.min...UInt8.max {
            #expect(RawPath(display: RawPath(bytes: [byte]).display).bytes == [byte])
        }
        #expect(RawPath(bytes: ByteNames.latin1).display == "caf\\xE9.yaml")
        #expect(RawPath("café/ünï.yaml").display == "café/ünï.yaml")
        #expect(RawPath("C:\\Users\\a.yaml").display == "C:\\Users\\a.yaml")
        // A name that is literally the display of another is told apart from it.
        #expect(RawPath("caf\\xE9.yaml").display == "caf\\\\xE9.yaml")
        #expect(RawPath("a\\\\b").display == "a\\\\\\b")
        #expect(!RawPath(bytes: ByteNames.latin1).isUTF8 && RawPath("café").isUTF8)
    }

    @Test("a Latin-1 name is found by a folder walk, a glob and by name, linted, and its error makes the run fail")
    func found() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ByteNames.create(ByteNames.latin1, in: root, contents: ByteNames.spec)
        try ByteNames.create(Array("ok.yaml".utf8), in: root, contents: "screen: S\ncontrols: []\n")
        for arguments in ["\"$P\" .", "\"$P\" '*.yaml'", "\"$P\" 'c*'", "\"$P\" \"$(printf 'caf\\351.yaml')\"", "\"$P\" \"$(printf './caf\\351.yaml')\""] {
            let result = try ByteNames.shell(arguments, in: root)
            #expect(result.status == 1, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("caf\\xE9.yaml:3:72: error: countDownDuration 25:00"), "\(arguments): \(result.stdout)")
        }
        // In-process, from the bytes.
        let files = try InputCollector().collect([RawPath(root)]).get()
        #expect(files.map(\.displayPath) == [root + "/caf\\xE9.yaml", root + "/ok.yaml"])
        #expect(files.first?.source == .path(RawPath(root).appending(RawPath(bytes: ByteNames.latin1))))
        // Two names that are canonically equivalent text are two files.
        try ByteNames.create(Array("e\u{301}.yaml".utf8), in: root, contents: ByteNames.spec)
        try ByteNames.create(Array("\u{E9}.yaml".utf8), in: root, contents: ByteNames.spec)
        #expect(try InputCollector().collect([RawPath(root)]).get().count == 4)
    }

    @Test("the command line's bytes: an argument that is not UTF-8 reaches ArgumentParser as its display, and comes back as its bytes")
    func rawArguments() {
        let arguments = RawArguments([RawPath("--format"), RawPath("json"), RawPath(bytes: ByteNames.latin1), RawPath("plain\\xE9.yaml")])
        #expect(arguments.texts == ["--format", "json", "caf\\xE9.yaml", "plain\\xE9.yaml"])
        #expect(arguments.path("caf\\xE9.yaml") == RawPath(bytes: ByteNames.latin1))
        // A UTF-8 argument is its own bytes, backslashes and all.
        #expect(arguments.path("plain\\xE9.yaml") == RawPath("plain\\xE9.yaml"))
    }

    @Test("every report names the file by its display, and SARIF by its bytes percent-encoded; a baseline written for it hides its finding")
    func everyReport() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ByteNames.create(ByteNames.latin1, in: root, contents: ByteNames.spec)
        let formats = ["json", "sarif", "junit", "checkstyle", "github", "html"]
        let result = try ByteNames.shell("\"$P\" --now 2026-11-24T09:41 --format text " + formats.map { "--format \($0)=report.\($0)" }.joined(separator: " ") + " .", in: root)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("caf\\xE9.yaml:3:72: error:"))
        func report(_ format: String) throws -> String { try String(contentsOfFile: root + "/report." + format, encoding: .utf8) }
        #expect(try report("json").contains("\"file\": \"caf\\\\xE9.yaml\""))
        #expect(try report("sarif").contains("\"uri\": \"caf%E9.yaml\""))
        #expect(try report("junit").contains("<testcase name=\"caf\\xE9.yaml [countdown-limit]\""))
        #expect(try report("checkstyle").contains("<file name=\"caf\\xE9.yaml\">"))
        #expect(try report("github").hasPrefix("::error file=caf\\xE9.yaml,line=3,col=72,"))
        #expect(try report("html").contains("<h2>caf\\xE9.yaml</h2>"))
        // The baseline records the display, and matches the file by it on the next run.
        let written = try ByteNames.shell("\"$P\" --write-baseline base.json .", in: root)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(try String(contentsOfFile: root + "/base.json", encoding: .utf8).contains("\"file\" : \"caf\\\\xE9.yaml\"")
            || (try String(contentsOfFile: root + "/base.json", encoding: .utf8)).contains("\"file\": \"caf\\\\xE9.yaml\""))
        let baselined = try ByteNames.shell("\"$P\" --baseline base.json .", in: root)
        #expect(baselined.status == 0, "\(baselined.stdout)\(baselined.stderr)")
    }

    @Test("--fix writes a file whose name is not UTF-8 whole, under its own name; --fix-dry-run shows it with git's octal quoting")
    func fix() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try ByteNames.create(ByteNames.latin1, in: root, contents: ByteNames.spec)
        let dryRun = try ByteNames.shell("\"$P\" --fix-dry-run \"$(printf 'caf\\351.yaml')\"", in: root)
        #expect(dryRun.status == 1)
        #expect(dryRun.stdout.hasPrefix("--- \"a/caf\\351.yaml\"\n+++ \"b/caf\\351.yaml\"\n"))
        let fixed = try ByteNames.shell("\"$P\" --fix .", in: root)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stderr.contains("fixed 1 finding in caf\\xE9.yaml"))
        #expect(ByteNames.read(ByteNames.latin1, in: root) == Array(ByteNames.fixed.utf8))
        // No other file appeared (no temporary file left, no file under a mangled name).
        #expect((try? FileSystem.listing(of: RawPath(root)).get()) == [RawPath(bytes: ByteNames.latin1)])
    }
}
