@testable import Driver
import Foundation
import Testing

/// Reports and fixes are written whole or not at all, never through a link piclint did not expect, and never
/// by replacing a device, a pipe or /dev/stdout with a regular file. The tests run as root in CI, where
/// permissions stop nothing.
@Suite("Safe writing")
struct SafeWritingTests {
    /// One error with a safe fix: a countdown longer than the wheels show, which `--fix` cuts to the 23:59 they show.
    let badSpec = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n"
    var fixedSpec: String { badSpec.replacingOccurrences(of: "\"25:00\"", with: "\"23:59\"") }
    let now = ["--now", "2026-11-24T09:41"]

    /// lstat(2): what the name itself is, links not followed.
    func entry(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    func type(_ path: String) -> Int? {
        entry(path).map { Int($0.st_mode) & Int(S_IFMT) }
    }

    func mode(_ path: String) -> Int? {
        entry(path).map { Int($0.st_mode) & 0o7777 }
    }

    func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The file as a fix would have read it, for `OutputFile.replace`.
    func original(_ path: String) throws -> OutputFile.Original {
        OutputFile.Original(snapshot: try #require(FileSnapshot.of(path)), bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    // MARK: Reports to devices, pipes and links

    @Test("--output to /dev/null, a link to it, or a character device of its own writes in place and keeps them devices")
    func characterDevices() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/null-link", withDestinationPath: "/dev/null")
        var outputs = ["/dev/null", "null-link"]
        // Root (CI) can make a device node of its own, the same device as /dev/null.
        if (try? runCommand("/usr/bin/mknod", [root + "/device", "c", "1", "3"])) == 0 { outputs.append("device") }
        for output in outputs {
            let result = try runPiclint(["--output", output, "a.yaml"], in: root)
            #expect(result.status == 1, "\(output)")
            #expect(result.stdout.isEmpty && result.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n", "\(output)")
        }
        #expect(type("/dev/null") == Int(S_IFCHR))
        #expect(type(root + "/null-link") == Int(S_IFLNK))
        if outputs.contains("device") { #expect(type(root + "/device") == Int(S_IFCHR)) }
        #expect(try listing(root).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test("--format sarif=/dev/stdout writes the report to standard output and keeps /dev/stdout a link; so does a link to it")
    func standardOutputLink() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        let before = type("/dev/stdout")
        let direct = try runPiclint(["--format", "sarif=/dev/stdout", "a.yaml"], in: root)
        #expect(direct.status == 1)
        #expect(direct.stdout.contains("\"version\": \"2.1.0\""))
        #expect(direct.stdout.contains("countdown-limit"))
        #expect(type("/dev/stdout") == before)
        try FileManager.default.createSymbolicLink(atPath: root + "/out", withDestinationPath: "/dev/stdout")
        // A text report first, the JSON one after it on the same standard output, as the formats were named.
        let linked = try runPiclint(["--format", "text", "--format", "json=out", "a.yaml"], in: root)
        #expect(linked.status == 1)
        #expect(linked.stdout.hasPrefix("a.yaml:3:"))
        #expect(linked.stdout.contains("1 file, 1 error, 0 warnings\n{"))
        #expect(type(root + "/out") == Int(S_IFLNK))
        #expect(try listing(root) == ["a.yaml", "out"])
    }

    @Test("--output to a FIFO writes the report into it and leaves it a FIFO")
    func fifoOutput() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        #expect(mkfifo(root + "/pipe", 0o600) == 0)
        // Held open for reading (and writing, so the open does not wait), so piclint's open does not wait either.
        let reader = open(root + "/pipe", O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try runPiclint(["--format", "json", "--output", "pipe", "a.yaml"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n")
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        let report = String(decoding: received, as: UTF8.self)
        #expect(report.hasPrefix("{"))
        #expect(report.contains("\"rule\": \"countdown-limit\""))
        #expect(type(root + "/pipe") == Int(S_IFIFO))
        #expect(try listing(root) == ["a.yaml", "pipe"])
    }

    @Test("--output through a symbolic link replaces the regular file it names and keeps the link")
    func linkToRegularFile() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        try write("old report\n", to: root + "/reports/real.txt")
        #expect(chmod(root + "/reports/real.txt", 0o640) == 0)
        try FileManager.default.createSymbolicLink(atPath: root + "/report.txt", withDestinationPath: "reports/real.txt")
        let result = try runPiclint(["--output", "report.txt", "a.yaml"], in: root)
        #expect(result.status == 1)
        #expect(type(root + "/report.txt") == Int(S_IFLNK))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: root + "/report.txt") == "reports/real.txt")
        #expect(try text(root + "/reports/real.txt").hasSuffix("1 file, 1 error, 0 warnings\n"))
        #expect(mode(root + "/reports/real.txt") == 0o640)
        #expect(try listing(root + "/reports") == ["real.txt"])
    }

    @Test("--output to a link to a missing file is refused: nothing is created where the link points")
    func danglingLink() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/report.txt", withDestinationPath: root + "/elsewhere.txt")
        let result = try runPiclint(["--output", "report.txt", "a.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr == "piclint: error: cannot write report.txt: it is a symbolic link to a file that does not exist; piclint does not create files through links\n")
        #expect(entry(root + "/elsewhere.txt") == nil)
        #expect(try listing(root) == ["a.yaml", "report.txt"])
        let directory = try runPiclint(["--output", ".", "a.yaml"], in: root)
        #expect(directory.status == 2)
        #expect(directory.stderr == "piclint: error: cannot write .: it is a directory\n")
    }

    @Test("a report for a 250-byte file name gets a temporary name that fits the 255-byte limit")
    func longName() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        let name = String(repeating: "r", count: 250)
        for _ in 0..<2 {
            let result = try runPiclint(["--output", name, "a.yaml"], in: root)
            #expect(result.status == 1)
            #expect(result.stderr == "piclint: failed: 1 error (--fail-on error, the default)\n")
        }
        #expect(try text(root + "/" + name).hasSuffix("1 file, 1 error, 0 warnings\n"))
        #expect(try listing(root) == ["a.yaml", name])
    }

    // MARK: Temporary files

    @Test("links planted at the next temporary names are skipped, never written through, and left alone")
    func plantedLinks() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("secret\n", to: root + "/victim")
        // The seeded generator says in advance which names piclint will try; the system's cannot be guessed.
        var names = SeededGenerator(seed: 42)
        var preview = names
        let planted = (0..<2).map { _ in OutputFile.temporaryName(for: "report.txt", using: &preview) }
        for name in planted {
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: root + "/victim")
        }
        var sweep = LeftoverSweep()
        var file = try OutputFile.create(root + "/report.txt", names: &names, sweep: &sweep, temporaryFiles: TemporaryFiles()).get()
        Array("report\n".utf8).withUnsafeBytes { file.write($0) }
        #expect(file.commit() == nil)
        #expect(try text(root + "/victim") == "secret\n")
        #expect(try text(root + "/report.txt") == "report\n")
        #expect(planted.allSatisfy { type(root + "/" + $0) == Int(S_IFLNK) })
        #expect(try listing(root) == (planted + ["report.txt", "victim"]).sorted())
    }

    @Test("when every name tried is taken, the write fails and nothing is written anywhere")
    func everyNameTaken() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("secret\n", to: root + "/victim")
        try write("old\n", to: root + "/spec.yaml")
        var names = SeededGenerator(seed: 7)
        var preview = names
        for _ in 0..<OutputFile.nameAttempts {
            let name = OutputFile.temporaryName(for: "spec.yaml", using: &preview)
            try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: root + "/victim")
        }
        var sweep = LeftoverSweep()
        let result = OutputFile.replace(root + "/spec.yaml", expected: try original(root + "/spec.yaml"), names: &names, sweep: &sweep, temporaryFiles: TemporaryFiles())
        #expect(throws: OutputProblem("cannot create a file in \(root): File exists")) { try result.get() }
        #expect(try text(root + "/victim") == "secret\n")
        #expect(try text(root + "/spec.yaml") == "old\n")
        #expect(try listing(root).count == OutputFile.nameAttempts + 2)
    }

    @Test("the temporary file is 0600 while written, gets the replaced file's mode at the rename, and abandon leaves the old file")
    func temporaryMode() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("old\n", to: root + "/spec.yaml")
        #expect(chmod(root + "/spec.yaml", 0o664) == 0)
        var names = SeededGenerator(seed: 1)
        var preview = names
        let temporary = root + "/" + OutputFile.temporaryName(for: "spec.yaml", using: &preview)
        #expect(temporary.hasSuffix(".tmp") && temporary.contains("/.spec.yaml.piclint-"))
        var sweep = LeftoverSweep()
        var file = try OutputFile.replace(root + "/spec.yaml", expected: try original(root + "/spec.yaml"), names: &names, sweep: &sweep, temporaryFiles: TemporaryFiles()).get()
        Array("new\n".utf8).withUnsafeBytes { file.write($0) }
        #expect(type(temporary) == Int(S_IFREG))
        #expect(mode(temporary) == 0o600)
        #expect(file.commit() == nil)
        #expect(try text(root + "/spec.yaml") == "new\n")
        #expect(mode(root + "/spec.yaml") == 0o664)
        #expect(try listing(root) == ["spec.yaml"])

        var abandoned = try OutputFile.replace(root + "/spec.yaml", expected: try original(root + "/spec.yaml"), sweep: &sweep, temporaryFiles: TemporaryFiles()).get()
        Array("newer\n".utf8).withUnsafeBytes { abandoned.write($0) }
        abandoned.abandon()
        #expect(try text(root + "/spec.yaml") == "new\n")
        #expect(try listing(root) == ["spec.yaml"])
    }

    @Test("leftovers of a killed run (piclint's naming for this target, regular, ours, untouched for 10 minutes) are removed by the next write; nothing else is")
    func leftovers() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        try write("secret\n", to: root + "/victim")
        let old = Date(timeIntervalSinceNow: -3_600)
        // What a run killed between creating and renaming leaves: this version's naming, and the old PID naming.
        let stale = [".report.txt.piclint-abcdefghijkm.tmp", ".report.txt.piclint-12345.tmp"]
        let kept = [
            ".report.txt.piclint-bcdefghijkmn.tmp", // fresh: a run writing right now
            ".other.txt.piclint-abcdefghijkm.tmp", // another target's
            ".report.txt.piclint-abc.tmp", // not piclint's naming
            ".report.txt.piclint-cdefghijkmnp.tmp", // a link
            ".report.txt.piclint-efghijkmnpqr.tmp", // a directory
        ]
        for name in stale + kept.prefix(3) { try write("partial\n", to: root + "/" + name) }
        try FileManager.default.createSymbolicLink(atPath: root + "/" + kept[3], withDestinationPath: root + "/victim")
        try FileManager.default.createDirectory(atPath: root + "/" + kept[4], withIntermediateDirectories: false)
        var foreign: [String] = []
        if geteuid() == 0 {
            // Someone else's file of the same naming is theirs to remove.
            foreign = [".report.txt.piclint-fghijkmnpqrs.tmp"]
            try write("partial\n", to: root + "/" + foreign[0])
            #expect(chown(root + "/" + foreign[0], 4242, 4242) == 0)
        }
        // All old but the fresh one and the link (whose own time setAttributes cannot set).
        for name in stale + [kept[1], kept[2], kept[4]] + foreign {
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: root + "/" + name)
        }
        let result = try runPiclint(["--output", "report.txt", "a.yaml"], in: root)
        #expect(result.status == 1)
        #expect(try listing(root) == (["a.yaml", "report.txt", "victim"] + kept + foreign).sorted())
        #expect(try text(root + "/victim") == "secret\n")
        #expect(try text(root + "/report.txt").hasSuffix("1 file, 1 error, 0 warnings\n"))
    }

    @Test("--fix of several files in one folder removes each one's leftovers, listing the folder once")
    func fixLeftovers() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let names = ["a.yaml", "b.yaml", "c.yaml"]
        for name in names { try write(badSpec, to: root + "/" + name) }
        let stale = [".a.yaml.piclint-abcdefghijkm.tmp", ".c.yaml.piclint-999.tmp", ".b.yaml.piclint-zzzzzzzzzzzz.tmp"]
        for name in stale {
            try write("partial\n", to: root + "/" + name)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: root + "/" + name)
        }
        let result = try runPiclint(now + ["--fix", "."], in: root)
        #expect(result.status == 0)
        #expect(try listing(root) == names)
        for name in names { #expect(try text(root + "/" + name) == fixedSpec) }
    }

    @Test("temporary names: the random form and the old PID form for that target only")
    func temporaryNames() {
        var generator = SystemRandomNumberGenerator()
        let made = OutputFile.temporaryName(for: "a.json", using: &generator)
        #expect(made.hasPrefix(".a.json.piclint-") && made.hasSuffix(".tmp") && made.utf8.count == 16 + 12 + 4)
        #expect(OutputFile.isTemporaryName(made, for: "a.json"))
        #expect(made != OutputFile.temporaryName(for: "a.json", using: &generator))
        #expect(OutputFile.isTemporaryName(".a.json.piclint-4242.tmp", for: "a.json"))
        #expect(!OutputFile.isTemporaryName(made, for: "b.json"))
        #expect(!OutputFile.isTemporaryName(".a.json.piclint-.tmp", for: "a.json"))
        #expect(!OutputFile.isTemporaryName(".a.json.piclint-ABCDEFGHIJKL.tmp", for: "a.json"))
        #expect(!OutputFile.isTemporaryName(".a.json.piclint-abcdefghijkl.tmp.bak", for: "a.json"))
        #expect(!OutputFile.isTemporaryName("a.json.piclint-4242.tmp", for: "a.json"))
        #expect(OutputFile.leftoverKey(".x-y.piclint-4242.tmp") == "x-y")
        #expect(OutputFile.leftoverKey("..piclint-4242.tmp") == "")
        #expect(OutputFile.leftoverKey(".piclint-4242.tmp") == nil)
        let long = String(repeating: "é", count: 200)
        #expect(OutputFile.temporaryName(for: long, using: &generator).utf8.count <= 255)
    }

    // MARK: --fix

    @Test("--fix keeps the owner, group and mode, set-id bits included, and adds none")
    func fixKeepsOwnerAndMode() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/setid.yaml")
        try write(badSpec, to: root + "/plain.yaml")
        let asRoot = geteuid() == 0
        if asRoot {
            #expect(chown(root + "/setid.yaml", 4242, 4343) == 0)
            #expect(chown(root + "/plain.yaml", 4242, 4343) == 0)
        }
        // After chown, which clears set-id bits.
        #expect(chmod(root + "/setid.yaml", 0o6750) == 0)
        #expect(chmod(root + "/plain.yaml", 0o640) == 0)
        let result = try runPiclint(now + ["--fix", "setid.yaml", "plain.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr == "piclint: fixed 1 finding in plain.yaml\npiclint: fixed 1 finding in setid.yaml\n")
        for name in ["setid.yaml", "plain.yaml"] {
            #expect(try text(root + "/" + name) == fixedSpec)
            if asRoot {
                #expect(entry(root + "/" + name)?.st_uid == 4242, "\(name)")
                #expect(entry(root + "/" + name)?.st_gid == 4343, "\(name)")
            }
        }
        #expect(mode(root + "/setid.yaml") == 0o6750)
        #expect(mode(root + "/plain.yaml") == 0o640)
        #expect(try listing(root) == ["plain.yaml", "setid.yaml"])
    }

    @Test("--fix on a FIFO named on the command line refuses it, leaves it a FIFO, exits 2, and fixes the other files")
    func fixRefusesFIFO() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/b.yaml")
        #expect(mkfifo(root + "/a.yaml", 0o644) == 0)
        // The FIFO holds a fixable spec and no writer, so piclint reads it to the end without waiting.
        let writer = open(root + "/a.yaml", O_RDWR | O_NONBLOCK)
        let keepOpen = open(root + "/a.yaml", O_RDONLY | O_NONBLOCK)
        #expect(writer >= 0 && keepOpen >= 0)
        defer { close(keepOpen) }
        #expect(Array(badSpec.utf8).withUnsafeBytes { RawIO.writeAll(writer, $0) } == nil)
        close(writer)
        let result = try runPiclint(now + ["--fix", "a.yaml", "b.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("piclint: error: cannot write a.yaml: it is a FIFO, not a regular file, so piclint does not replace it; it is left as it was\n"))
        #expect(result.stderr.contains("piclint: fixed 1 finding in b.yaml\n"))
        #expect(type(root + "/a.yaml") == Int(S_IFIFO))
        #expect(try text(root + "/b.yaml") == fixedSpec)
        #expect(try listing(root) == ["a.yaml", "b.yaml"])
    }

    @Test("--fix refuses a file with several hard links, which replacing would split, and says how many")
    func fixRefusesHardLinks() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        try write(badSpec, to: root + "/b.yaml")
        #expect(link(root + "/a.yaml", root + "/a-too.yaml") == 0)
        let inode = entry(root + "/a.yaml")?.st_ino
        let result = try runPiclint(now + ["--fix", "a.yaml", "b.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("piclint: error: cannot write a.yaml: it has 2 hard links, and fixing it would split them (the other names would keep the old text); it is left as it was\n"))
        #expect(try text(root + "/a.yaml") == badSpec)
        #expect(entry(root + "/a.yaml")?.st_ino == inode && entry(root + "/a-too.yaml")?.st_ino == inode)
        #expect(try text(root + "/b.yaml") == fixedSpec)
    }

    @Test("--fix leaves a read-only file as it is and says so, even as root")
    func fixRefusesReadOnly() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/a.yaml")
        try write(badSpec, to: root + "/b.yaml")
        #expect(chmod(root + "/a.yaml", 0o444) == 0)
        let result = try runPiclint(now + ["--fix", "a.yaml", "b.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("piclint: error: cannot write a.yaml: it is read-only (mode 0444); it is left as it was\n"))
        #expect(try text(root + "/a.yaml") == badSpec)
        #expect(mode(root + "/a.yaml") == 0o444)
        #expect(try text(root + "/b.yaml") == fixedSpec)
    }

    @Test("--fix through a symbolic link fixes the file it names and keeps the link")
    func fixThroughLink() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(badSpec, to: root + "/specs/real.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/a.yaml", withDestinationPath: "specs/real.yaml")
        let result = try runPiclint(now + ["--fix", "a.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stderr == "piclint: fixed 1 finding in a.yaml\n")
        #expect(type(root + "/a.yaml") == Int(S_IFLNK))
        #expect(try text(root + "/specs/real.yaml") == fixedSpec)
        #expect(try listing(root + "/specs") == ["real.yaml"])
    }
}
