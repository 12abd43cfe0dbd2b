@testable import Driver
import Foundation
import Testing

/// SIGINT, SIGTERM and SIGHUP end a run with 128 + the signal's number (130, 143, 129) after removing every temporary
/// file it made: none is left for the next run's ten-minute sweep (issue 29, 6). The binary is started on a folder
/// of a few thousand specs and signalled while it writes; the registry's part is also tested in the process, where
/// the moment is certain.
@Suite("Interrupted runs", .serialized)
struct InterruptionTests {
    typealias T = OutputTesting

    static let signals: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]
    static let fileCount = 2_500

    func folderOfSpecs(_ count: Int = fileCount) throws -> String {
        let root = try makeScratchDirectory()
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: false)
        for index in 0..<count { try write(T.badSpec, to: root + "/specs/s\(index).yaml") }
        return root
    }

    @Test("a signal during --fix of a folder ends the run with 128 + its number, no temporary file left, every spec whole",
          arguments: 0..<signals.count)
    func duringFix(signal: Int) throws {
        let (number, name) = Self.signals[signal]
        let root = try folderOfSpecs()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Signalled once a few hundred files are fixed: mid-way through the writes.
        let run = try RunningPiclint(T.now + ["--fix", "specs"], in: root)
        #expect(run.waitFor("piclint: fixed ", count: 300))
        let status = run.signal(number)
        #expect(run.process.terminationReason == .exit)
        #expect(status == 128 + number)
        #expect(run.stderr.contains("piclint: interrupted by \(name)"))
        #expect(T.temporaryFiles(under: root).isEmpty)
        // Each spec has its old text or its fixed one, never a mix; some of each.
        let texts = try T.listing(root + "/specs").map { try T.text(root + "/specs/" + $0) }
        #expect(texts.count == Self.fileCount)
        #expect(texts.allSatisfy { $0 == T.badSpec || $0 == T.fixedSpec })
        #expect(texts.contains(T.fixedSpec) && texts.contains(T.badSpec))
    }

    @Test("a signal while reports are written to files leaves no temporary file, and the old reports whole",
          arguments: 0..<signals.count)
    func duringReports(signal: Int) throws {
        let (number, _) = Self.signals[signal]
        let root = try folderOfSpecs()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/reports", withIntermediateDirectories: false)
        let formats = ["json", "sarif", "junit", "checkstyle", "html", "text"]
        for format in formats { try write("old\n", to: root + "/reports/\(format).out") }
        var interrupted = false
        // The reports are written at the end of the run, one after the other; signal as soon as the first
        // temporary file appears, and try again if the run ended first.
        for _ in 0..<5 where !interrupted {
            let run = try RunningPiclint(T.now + formats.flatMap { ["--format", "\($0)=reports/\($0).out"] } + ["specs"], in: root)
            var seen = false
            while run.process.isRunning && !seen {
                seen = !T.temporaryFiles(under: root + "/reports").isEmpty
                if !seen { usleep(200) }
            }
            let status = run.signal(number)
            interrupted = run.process.terminationReason == .exit && status == 128 + number
            #expect(interrupted || status == 1, "\(status): \(run.stderr)")
            #expect(T.temporaryFiles(under: root).isEmpty)
            for format in formats {
                let text = try T.text(root + "/reports/\(format).out")
                #expect(text == "old\n" || text.count > 1_000, "\(format) is old or whole")
            }
        }
        #expect(interrupted, "never caught the run while it wrote its reports")
    }

    @Test("a signal the parent set to be ignored (nohup's SIGHUP, SIGINT in a background job) does not end the run")
    func ignoredSignalsStayIgnored() throws {
        let count = 400
        let root = try folderOfSpecs(count)
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (number, name) in [(SIGHUP, "HUP"), (SIGINT, "INT")] {
            let run = try RunningPiclint(T.now + ["--fix", "specs"], in: root, shellPrefix: "trap '' \(name)")
            #expect(run.waitFor("piclint: fixed ", count: 100))
            let status = run.signal(number)
            #expect(run.process.terminationReason == .exit)
            #expect(status == 0, "\(name): \(run.stderr.suffix(300))")
            #expect(!run.stderr.contains("interrupted"))
            let texts = try T.listing(root + "/specs").map { try T.text(root + "/specs/" + $0) }
            #expect(texts.allSatisfy { $0 == T.fixedSpec })
            for index in 0..<count { try write(T.badSpec, to: root + "/specs/s\(index).yaml") }
        }
    }

    @Test("the run's registry removes a temporary file being written, the target stays as it was, and no new one is made")
    func registryRemovesWhatIsInFlight() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("old report\n", to: root + "/report.txt")
        try write(T.badSpec, to: root + "/a.yaml")
        let temporaryFiles = TemporaryFiles()
        var report = try OutputFile.create(root + "/report.txt", temporaryFiles: temporaryFiles).get()
        Array("half a rep".utf8).withUnsafeBytes { report.write($0) }
        var new = try OutputFile.create(root + "/new.txt", temporaryFiles: temporaryFiles).get()
        #expect(temporaryFiles.count == 2)
        #expect(T.temporaryFiles(under: root).count == 2)

        // What the thread that catches a signal does.
        #expect(temporaryFiles.removeAll() == 2)
        #expect(T.temporaryFiles(under: root).isEmpty)
        #expect(try T.listing(root) == ["a.yaml", "report.txt"])
        #expect(try T.text(root + "/report.txt") == "old report\n")

        // The writers find their files gone; nothing is put in place, and no new temporary file can be made.
        #expect(report.commit() != nil)
        new.abandon()
        #expect(try T.text(root + "/report.txt") == "old report\n")
        #expect(throws: OutputProblem.self) { try OutputFile.create(root + "/later.txt", temporaryFiles: temporaryFiles).get() }
        let later = OutputFile.create(root + "/later.txt", temporaryFiles: temporaryFiles)
        if case .failure(let problem) = later { #expect(problem.kind == .interrupted) }
        #expect(try T.listing(root) == ["a.yaml", "report.txt"])
        #expect(temporaryFiles.count == 0)
    }

    @Test("a temporary file renamed into place or abandoned is forgotten: the registry holds only what is in flight")
    func registryForgetsFinishedFiles() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let temporaryFiles = TemporaryFiles()
        var committed = try OutputFile.create(root + "/a.txt", temporaryFiles: temporaryFiles).get()
        var abandoned = try OutputFile.create(root + "/b.txt", temporaryFiles: temporaryFiles).get()
        #expect(temporaryFiles.count == 2)
        #expect(committed.commit() == nil)
        abandoned.abandon()
        #expect(temporaryFiles.count == 0)
        // Removing nothing touches nothing: the committed file stays.
        #expect(temporaryFiles.removeAll() == 0)
        #expect(try T.listing(root) == ["a.txt"])
    }
}
