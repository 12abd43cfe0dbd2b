@testable import Driver
import Foundation
@testable import Reports
import Testing
import Source
import YAML

/// `--fix-dry-run`'s diff names files as git does, so `git apply` finds them whatever their names (issue 29, item 8).
@Suite("Dry-run diff headers quote names as git does")
struct DiffHeaderTests {
    /// Runs git in a directory; its standard output.
    static func git(_ arguments: [String], in directory: String) throws -> (status: Int32, output: [UInt8], error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.email=t@example.com", "-c", "user.name=t", "-c", "core.quotePath=true"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(output), String(decoding: error, as: UTF8.self))
    }

    @Test("every byte a name can hold (1 to 255 but /) is quoted as git's own listing quotes it")
    func quotingMatchesGit() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var names: [[UInt8]] = []
        for byte in UInt8(1)...UInt8(255) where byte != UInt8(ascii: "/") {
            names.append([UInt8(ascii: "n"), byte, UInt8(ascii: "n")])
        }
        // Two-byte UTF-8 and a whole name of bytes past ASCII.
        names += [Array("ünï".utf8), [0xE9, 0xFF, 0x80]]
        for name in names { try ByteNames.create(name, in: root, contents: "") }
        #expect(try Self.git(["init", "-q", "."], in: root).status == 0)
        #expect(try Self.git(["add", "-A"], in: root).status == 0)
        // `ls-files` writes each name with quote_c_style, the quoting of diff headers, one a line (LF is quoted).
        let listed = try Self.git(["ls-files"], in: root).output.split(separator: 0x0A).map { String(decoding: $0, as: UTF8.self) }
        let ours = names.map { UnifiedDiff.quoted($0) }
        #expect(Set(listed) == Set(ours), "\(Set(listed).symmetricDifference(Set(ours)).sorted())")
        #expect(listed.count == names.count)
    }

    @Test("for names with a tab, a line break, a quote, a backslash, a space, non-ASCII UTF-8 and a byte that is not UTF-8, git apply takes the dry run's diff and makes what --fix makes")
    func gitApplies() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let names: [[UInt8]] = [
            Array("tab\there.yaml".utf8), Array("line\nbreak.yaml".utf8), Array("quo\"te.yaml".utf8), Array("back\\slash.yaml".utf8),
            Array("with space.yaml".utf8), Array("ünïcödé.yaml".utf8), ByteNames.latin1, Array("bell\u{7}\u{1B}.yaml".utf8),
            Array("caf\\xE9.yaml".utf8), Array("plain.yaml".utf8),
        ]
        for folder in ["applied", "fixed"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder + "/sub dir", withIntermediateDirectories: true)
            for name in names { try ByteNames.create(name, in: root + "/" + folder + "/sub dir", contents: ByteNames.spec) }
        }
        let applied = root + "/applied"
        #expect(try Self.git(["init", "-q", "."], in: applied).status == 0)
        let dryRun = try ByteNames.shell("\"$P\" --fix-dry-run . > ../fixes.diff", in: applied)
        #expect(dryRun.status == 1, "\(dryRun.stderr)")
        let apply = try Self.git(["apply", "--verbose", "../fixes.diff"], in: applied)
        #expect(apply.status == 0, "\(apply.error)")
        let fix = try ByteNames.shell("\"$P\" --fix .", in: root + "/fixed")
        #expect(fix.status == 0, "\(fix.stderr)")
        for name in names {
            let patched = ByteNames.read(name, in: applied + "/sub dir")
            #expect(patched == Array(ByteNames.fixed.utf8), "\(RawPath(bytes: name).display)")
            #expect(patched == ByteNames.read(name, in: root + "/fixed/sub dir"), "\(RawPath(bytes: name).display)")
        }
        // GNU patch reads the same diff too, where it is installed.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") {
            let copy = root + "/patched"
            try FileManager.default.createDirectory(atPath: copy + "/sub dir", withIntermediateDirectories: true)
            for name in names { try ByteNames.create(name, in: copy + "/sub dir", contents: ByteNames.spec) }
            let patch = try ByteNames.shell("patch -s -p1 < ../fixes.diff", in: copy)
            #expect(patch.status == 0, "\(patch.stdout)\(patch.stderr)")
            for name in names { #expect(ByteNames.read(name, in: copy + "/sub dir") == Array(ByteNames.fixed.utf8)) }
        }
    }
}
