import Foundation
import Testing
@testable import Driver
@testable import Config
import Source
import YAML

@Suite("Globs")
struct GlobTests {
    @Test("* and ? stay within a name; ** spans directories, including none")
    func matching() throws {
        #expect(try Glob("screens/*.yaml").matches("screens/alarm.yaml"))
        #expect(try !Glob("screens/*.yaml").matches("screens/ios/alarm.yaml"))
        #expect(try Glob("screens/**/*.yaml").matches("screens/alarm.yaml"))
        #expect(try Glob("screens/**/*.yaml").matches("screens/ios/watch/alarm.yaml"))
        #expect(try !Glob("screens/**/*.yaml").matches("other/alarm.yaml"))
        #expect(try Glob("a?.yml").matches("ab.yml"))
        #expect(try !Glob("a?.yml").matches("abc.yml"))
        #expect(try Glob("[ab]*.yaml").matches("booking.yaml"))
        #expect(try !Glob("[!ab]*.yaml").matches("booking.yaml"))
        #expect(try Glob("[a-c]x").matches("bx"))
        #expect(try Glob("**/*.{yaml,yml}").matches("deep/er/x.yml"))
        #expect(try Glob("*").matches("日本.yaml"))
    }

    @Test("braces expand as shells do")
    func braces() throws {
        #expect(try Glob.expandBraces("a/{b,c}/*.{yaml,yml}") == ["a/b/*.yaml", "a/b/*.yml", "a/c/*.yaml", "a/c/*.yml"])
        #expect(try Glob.expandBraces("{only}") == ["{only}"])
    }

    @Test("the literal prefix is where a walk starts")
    func prefix() throws {
        #expect(try Glob("screens/ios/**/*.yaml").literalPrefix == ["screens", "ios"])
        #expect(try Glob("*.yaml").literalPrefix == [])
    }
}

@Suite("Input files", .serialized)
struct InputCollectorTests {
    /// A scratch tree: specs at several depths, a hidden folder, a non-spec file, a symlink loop.
    func makeTree() throws -> String {
        let root = try makeScratchDirectory()
        for path in ["screens/alarm.yaml", "screens/ios/booking.yml", "screens/ios/deep/timer.yaml",
                     "screens/notes.txt", "screens/.hidden/secret.yaml", "other/x.yaml", "with space/ä ö.yaml"] {
            try write("screen: x\ncontrols: []\n", to: root + "/" + path)
        }
        try FileManager.default.createSymbolicLink(atPath: root + "/screens/ios/loop", withDestinationPath: root + "/screens")
        return root
    }

    func paths(_ arguments: [String], in root: String) -> [String] {
        let previous = FileManager.default.currentDirectoryPath
        // The collector resolves relative paths as a user's shell does, against the working directory.
        _ = FileManager.default.changeCurrentDirectoryPath(root)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        switch InputCollector().collect(arguments) {
        case .success(let files): return files.map(\.displayPath)
        case .failure(let error): return ["error: \(error.message)"]
        }
    }

    @Test("a directory gives its spec files recursively, skipping hidden folders and symlink loops")
    func directory() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(paths(["screens"], in: root) == ["screens/alarm.yaml", "screens/ios/booking.yml", "screens/ios/deep/timer.yaml"])
        #expect(paths(["./screens/"], in: root) == ["screens/alarm.yaml", "screens/ios/booking.yml", "screens/ios/deep/timer.yaml"])
    }

    @Test("globs the shell left alone are expanded, sorted, each file once")
    func globs() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(paths(["screens/**/*.yaml"], in: root) == ["screens/alarm.yaml", "screens/ios/deep/timer.yaml"])
        #expect(paths(["screens/*.yaml", "screens/alarm.yaml"], in: root) == ["screens/alarm.yaml"])
        #expect(paths(["**/*.yml"], in: root) == ["screens/ios/booking.yml"])
        #expect(paths(["with space/*.yaml"], in: root) == ["with space/ä ö.yaml"])
    }

    @Test("a file is taken as named, whatever its ending")
    func namedFile() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(paths(["screens/notes.txt", "other/x.yaml"], in: root) == ["other/x.yaml", "screens/notes.txt"])
    }

    @Test("a missing path and a glob with no match are errors")
    func missing() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(paths(["nope.yaml"], in: root) == ["error: no such file or directory: nope.yaml"])
        #expect(paths(["nope/**/*.yaml"], in: root) == ["error: no spec files match the pattern nope/**/*.yaml"])
    }

    @Test("- is standard input, named by --stdin-path, after the files")
    func standardInput() {
        guard case .success(let files) = InputCollector().collect(["-"], stdinPath: "screens/piped.yaml") else {
            Issue.record("collect failed")
            return
        }
        #expect(files == [InputFile(source: .standardInput, displayPath: "screens/piped.yaml")])
    }
}

@Suite("Reading files")
struct LintRunnerTests {
    @Test("an unreadable file is a finding for that file, and the other files are still linted")
    func unreadable() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("screen: x\ncontrols:\n  - {id: t, kind: datePicker, minuteInterval: 7}\n", to: root + "/a.yaml")
        let results = LintRunner().run([
            InputFile(source: .path(root + "/missing.yaml"), displayPath: "missing.yaml"),
            InputFile(source: .path(root), displayPath: "dir.yaml"),
            InputFile(source: .path(root + "/a.yaml"), displayPath: "a.yaml"),
        ])
        #expect(results.map { $0.diagnostics.map(\.rule) } == [["yaml-syntax"], ["yaml-syntax"], ["minute-interval"]])
        #expect(results[0].diagnostics.first?.message == "cannot read the file: No such file or directory")
        #expect(results[1].diagnostics.first?.message == "cannot read the file: Is a directory")
    }

    @Test("source lines are kept for the lines findings point at, LF, CRLF and CR alike")
    func sourceLines() {
        let source = SourceFile("\u{FEFF}a\r\nb\rc\nd")
        #expect(source.lines([1, 2, 3, 4]) == [1: "a", 2: "b", 3: "c", 4: "d"])
        #expect(source.lines([]) == [:])
    }
}
