import Foundation
import Reports
import Testing

/// Every write error on every output is exit 2 with the system's reason: a report that could not be written must not
/// pass for one that was (issue 29, 1). Standard output full (/dev/full) or closed (`>&-`), for every format and
/// every command that writes there; report files, baselines and /dev/stderr; a file system that fills up midway.
@Suite("Write errors on every output")
struct OutputFailureTests {
    typealias T = OutputTesting

    /// Standard output that refuses writes, and the reason piclint must give.
    static let brokenOutputs = [(">/dev/full", "No space left on device"), (">&-", "Bad file descriptor")]

    static var formats: [String] { ReportFormats.all.map { $0.identifier } }

    func scratch() throws -> String {
        let root = try makeScratchDirectory()
        try write(T.badSpec, to: root + "/bad.yaml")
        try write(T.cleanSpec, to: root + "/clean.yaml")
        return root
    }

    @Test("a report to a full or closed standard output is exit 2 with the reason, in every format, with findings or none",
          arguments: formats)
    func report(format: String) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for (redirect, reason) in Self.brokenOutputs {
            for spec in ["clean.yaml", "bad.yaml"] {
                let result = try T.piclint(T.now + ["--format", format, spec], redirect: redirect, in: root)
                let context = "\(format) \(spec) \(redirect)"
                // GitHub's annotations of a clean file are no bytes at all: nothing is written, so nothing is lost.
                if format == "github" && spec == "clean.yaml" {
                    #expect(result.status == 0 && result.stderr.isEmpty, "\(context)")
                    continue
                }
                #expect(result.status == 2, "\(context)")
                #expect(result.stderr == "piclint: error: cannot write the report to standard output: \(reason)\n", "\(context)")
            }
        }
    }

    @Test("every other command that writes to standard output is exit 2 with the reason when it cannot")
    func otherCommands() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let commands: [(arguments: [String], what: String)] = [
            (T.withNow(["simulate", "bad.yaml"]), "the drawing"),
            (T.withNow(["simulate", "--format", "svg", "bad.yaml"]), "the picture"),
            (["rules"], "the rules"),
            (["explain", "countdown-limit"], "the rule's page"),
            (["--help"], "the help"),
            (["lint", "--help"], "the help"),
            (["help", "simulate"], "the help"),
            (["--version"], "the version"),
            (["lint", "--version"], "the version"),
            (T.withNow(["--fix-dry-run", "bad.yaml"]), "the diff"),
        ]
        for (redirect, reason) in Self.brokenOutputs {
            for command in commands {
                let result = try T.piclint(command.arguments, redirect: redirect, in: root)
                let context = "\(command.arguments) \(redirect)"
                #expect(result.status == 2, "\(context)")
                #expect(result.stderr.hasSuffix("piclint: error: cannot write \(command.what) to standard output: \(reason)\n"), "\(context): \(result.stderr)")
            }
            // init writes the config, then cannot say so.
            let fresh = try makeScratchDirectory()
            defer { try? FileManager.default.removeItem(atPath: fresh) }
            let initialised = try T.piclint(["init"], redirect: redirect, in: fresh)
            #expect(initialised.status == 2)
            #expect(initialised.stderr == "piclint: error: cannot write the summary to standard output: \(reason)\n")
        }
    }

    @Test("a report, a baseline or a drawing into a file that refuses writes (/dev/full, /dev/stderr on a full disk) is exit 2")
    func fileOutputs() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let runs: [(arguments: [String], redirect: String)] = [
            (["--output", "/dev/full", "bad.yaml"], ""),
            (["--format", "sarif=/dev/full", "clean.yaml"], ""),
            (["--format", "text", "--format", "json=/dev/full", "clean.yaml"], ">/dev/null"),
            (["--write-baseline", "/dev/full", "bad.yaml"], ""),
            (["simulate", "--output", "/dev/full", "bad.yaml"], ""),
            (["simulate", "--format", "svg", "--output", "/dev/full", "bad.yaml"], ""),
        ] + Self.formats.map { (["--format", "\($0)=/dev/full", "bad.yaml"], "") }
        for run in runs {
            let result = try T.piclint(T.withNow(run.arguments), redirect: run.redirect, in: root)
            #expect(result.status == 2, "\(run.arguments)")
            #expect(result.stderr.hasSuffix("piclint: error: cannot write /dev/full: No space left on device\n"), "\(run.arguments): \(result.stderr)")
        }
        // Standard error full: the reason has nowhere to go, and the status still tells.
        let stderrFull = try T.piclint(T.now + ["--format", "json=/dev/stderr", "clean.yaml"], redirect: "2>/dev/full", in: root)
        #expect(stderrFull.status == 2)
        #expect(try T.listing(root) == ["bad.yaml", "clean.yaml"])
    }

    @Test("with standard output or error closed, nothing piclint writes lands in a file it opens: specs are fixed exactly, reports hold only themselves")
    func closedDescriptorsLeakNothing() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A report of its own file, fixes written back, spill files: each opens files that a closed descriptor's
        // number would go to.
        let fixedQuietly = try T.piclint(T.now + ["--fix", "--format", "json=report.json", "bad.yaml"], redirect: ">&-", in: root)
        #expect(fixedQuietly.status == 0)
        #expect(try T.text(root + "/bad.yaml") == T.fixedSpec)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/report.json")))
        #expect(report is [String: Any])
        try write(T.badSpec, to: root + "/bad.yaml")
        let noErrors = try T.piclint(T.now + ["--fix", "--output", "report.txt", "bad.yaml"], redirect: "2>&-", in: root)
        #expect(noErrors.status == 0)
        #expect(try T.text(root + "/bad.yaml") == T.fixedSpec)
        #expect(try T.text(root + "/report.txt") == "1 file, 0 errors, 0 warnings\n")
        // Both closed, and standard input too.
        try write(T.badSpec, to: root + "/bad.yaml")
        let allClosed = try T.piclint(T.now + ["--fix", "bad.yaml"], redirect: "<&- >&- 2>&-", in: root)
        #expect(allClosed.status == 2)
        #expect(try T.text(root + "/bad.yaml") == T.fixedSpec)
        #expect(try T.listing(root) == ["bad.yaml", "clean.yaml", "report.json", "report.txt"])
    }

    @Test("a file system that fills up: standard output into it is exit 2; a report file or a fixed spec is left as it was, no temporary file left")
    func fullFileSystem() throws {
        #if !os(Linux)
        return // a tmpfs of a chosen size is Linux's
        #endif
        guard geteuid() == 0 else { return } // mounting a small file system needs root, as CI has
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let mount = root + "/small"
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: false)
        guard try T.run("/bin/sh", ["-c", "mount -t tmpfs -o size=128k tmpfs \"$0\"", mount]).status == 0 else {
            Issue.record("cannot mount a tmpfs to fill: this test needs root in a machine that allows mounts")
            return
        }
        defer { _ = try? T.run("/bin/sh", ["-c", "umount \"$0\"", mount]) }
        // Enough findings for a SARIF report of some 300 KB, more than the file system holds.
        for index in 0..<200 { try write(T.badSpec, to: root + "/specs/s\(index).yaml") }
        let redirected = try T.piclint(T.now + ["--format", "sarif", "specs"], redirect: ">small/out.sarif", in: root)
        #expect(redirected.status == 2)
        #expect(redirected.stderr == "piclint: error: cannot write the report to standard output: No space left on device\n")

        // An old report beside a new one that cannot fit: the old one stays whole.
        try FileManager.default.removeItem(atPath: mount + "/out.sarif")
        try write("old report\n", to: mount + "/report.sarif")
        let replaced = try T.piclint(T.now + ["--format", "sarif=small/report.sarif", "specs"], redirect: "", in: root)
        #expect(replaced.status == 2)
        #expect(replaced.stderr == "piclint: error: cannot write small/report.sarif: No space left on device\n")
        #expect(try T.text(mount + "/report.sarif") == "old report\n")
        #expect(try T.listing(mount) == ["report.sarif"])

        // A spec on a full file system: its fix cannot be written, and it keeps its text.
        try write(T.badSpec, to: mount + "/a.yaml")
        _ = try T.run("/bin/sh", ["-c", "cat /dev/zero > \(mount)/filler"])
        let fixed = try T.piclint(T.now + ["--fix", "small/a.yaml"], redirect: ">/dev/null", in: root)
        #expect(fixed.status == 2)
        #expect(fixed.stderr.hasPrefix("piclint: error: cannot write small/a.yaml: "))
        #expect(fixed.stderr.contains("No space left on device; it is left as it was\n"))
        #expect(try T.text(mount + "/a.yaml") == T.badSpec)
        #expect(T.temporaryFiles(under: mount).isEmpty)
    }
}
