@testable import Driver
import Driver
import Foundation
import Lint
import PickerModel
import Testing

/// `--fix` never overwrites an edit saved while it runs: the file must still be the one read (device, inode, size,
/// modification and change times to the nanosecond, and its bytes, read again) just before the rename, or it is left
/// with the edit and the temporary file is removed (issue 29, 3). Each way an editor or a tool can change a file is
/// made at the two moments that matter: after the read and before the temporary file is made, and inside the commit
/// just before the last check (through `CommitSeam`, a value passed to this write alone).
@Suite("Edits saved while --fix runs")
struct ConcurrentEditTests {
    typealias T = OutputTesting

    let edited = T.badSpec.replacingOccurrences(of: "\"25:00\"", with: "\"20:00\"")

    /// A spec read and fixed in memory, not yet written.
    func fixedInMemory(_ root: String) throws -> FixOutcome {
        let path = root + "/a.yaml"
        try write(T.badSpec, to: path)
        let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all))
        let outcome = try #require(runner.fix(InputFile(source: .path(path), displayPath: path), selection: .safeOnly))
        #expect(outcome.changed)
        #expect(outcome.snapshot != nil)
        return outcome
    }

    func writeBack(_ outcome: FixOutcome, seam: CommitSeam = .none) -> OutputProblem? {
        var sweep = LeftoverSweep()
        return LintRunner.write(outcome, sweep: &sweep, temporaryFiles: TemporaryFiles(), seam: seam)
    }

    /// The ways a file changes under a fix, each leaving what the test expects to find.
    static let edits: [(name: String, expected: String?)] = [
        ("saved in place, same length", "edited"),
        ("saved in place, its times set back", "edited"),
        ("saved by writing a new file and renaming it over", "edited"),
        ("grown by an append", "appended"),
        ("truncated", ""),
        ("deleted", nil),
        ("its mode changed", "original"),
        ("touched", "original"),
    ]

    /// Makes one of `edits` to the file.
    func make(_ edit: String, at path: String) throws {
        switch edit {
        case "saved in place, same length":
            try Data(edited.utf8).write(to: URL(fileURLWithPath: path))
        case "saved in place, its times set back":
            var info = stat()
            stat(path, &info)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.write(contentsOf: Data(edited.utf8))
            try handle.close()
            #if canImport(Darwin)
            var times = [info.st_atimespec, info.st_mtimespec]
            #else
            var times = [info.st_atim, info.st_mtim]
            #endif
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        case "saved by writing a new file and renaming it over":
            try write(edited, to: path + ".swp")
            #expect(rename(path + ".swp", path) == 0)
        case "grown by an append":
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("# note\n".utf8))
            try handle.close()
        case "truncated":
            #expect(truncate(path, 0) == 0)
        case "deleted":
            #expect(unlink(path) == 0)
        case "its mode changed":
            #expect(chmod(path, 0o600) == 0)
        default:
            #expect(utimensat(AT_FDCWD, path, nil, 0) == 0)
        }
    }

    func check(_ problem: OutputProblem?, edit: String, expected: String?, root: String) throws {
        #expect(problem?.kind == .changedMeanwhile, "\(edit)")
        #expect(problem?.message == "it changed while piclint was fixing it", "\(edit)")
        let path = root + "/a.yaml"
        switch expected {
        case nil: #expect(!FileManager.default.fileExists(atPath: path), "\(edit): a deleted file is not made again")
        case "edited": #expect(try T.text(path) == edited, "\(edit)")
        case "appended": #expect(try T.text(path) == T.badSpec + "# note\n", "\(edit)")
        case "original": #expect(try T.text(path) == T.badSpec, "\(edit)")
        default: #expect(try T.text(path) == expected, "\(edit)")
        }
        #expect(T.temporaryFiles(under: root).isEmpty, "\(edit)")
    }

    @Test("a change just before the rename leaves the file as changed and no temporary file", arguments: 0..<edits.count)
    func changeBeforeRename(index: Int) throws {
        let (edit, expected) = Self.edits[index]
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = try fixedInMemory(root)
        var acted = false
        let problem = writeBack(outcome, seam: CommitSeam {
            acted = true
            // The temporary file exists, whole, at this moment.
            #expect(T.temporaryFiles(under: root).count == 1)
            try? make(edit, at: root + "/a.yaml")
        })
        #expect(acted)
        try check(problem, edit: edit, expected: expected, root: root)
    }

    @Test("a change between the read and the write is found when the file is opened", arguments: 0..<edits.count)
    func changeBeforeOpening(index: Int) throws {
        let (edit, expected) = Self.edits[index]
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let outcome = try fixedInMemory(root)
        try make(edit, at: root + "/a.yaml")
        var acted = false
        let problem = writeBack(outcome, seam: CommitSeam { acted = true })
        #expect(!acted, "\(edit): refused before a temporary file is made")
        try check(problem, edit: edit, expected: expected, root: root)
    }

    @Test("bytes that differ from the ones read are caught even when size and times match (a coarse clock)")
    func sameMetadataOtherBytes() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var outcome = try fixedInMemory(root)
        // What the fix read, as a file system with one-second times could show it: other bytes, the same stat.
        outcome.original = Array(edited.utf8)
        let problem = writeBack(outcome)
        #expect(problem?.kind == .changedMeanwhile)
        #expect(try T.text(root + "/a.yaml") == T.badSpec)
        #expect(T.temporaryFiles(under: root).isEmpty)
    }

    @Test("an unchanged file is fixed, and an outcome that did not look at its file is not written")
    func unchangedAndUnknown() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var outcome = try fixedInMemory(root)
        #expect(writeBack(outcome) == nil)
        #expect(try T.text(root + "/a.yaml") == T.fixedSpec)
        try write(T.badSpec, to: root + "/a.yaml")
        outcome.snapshot = nil
        #expect(writeBack(outcome)?.kind == .changedMeanwhile)
        #expect(try T.text(root + "/a.yaml") == T.badSpec)
    }

    @Test("through a symbolic link, a change to the file it names is caught, and the link kept")
    func changeBehindLink() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(T.badSpec, to: root + "/real.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/a.yaml", withDestinationPath: "real.yaml")
        let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all))
        let path = root + "/a.yaml"
        let outcome = try #require(runner.fix(InputFile(source: .path(path), displayPath: path), selection: .safeOnly))
        let problem = writeBack(outcome, seam: CommitSeam { try? Data(self.edited.utf8).write(to: URL(fileURLWithPath: root + "/real.yaml")) })
        #expect(problem?.kind == .changedMeanwhile)
        #expect(try T.text(root + "/real.yaml") == edited)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "real.yaml")
        #expect(T.temporaryFiles(under: root).isEmpty)
    }
}
