import Foundation
import Testing

/// No output of a run may be one of the files it reads: `--output a.yaml a.yaml` would replace the spec with its
/// own report (issue 29, 5). Every way to write (reports, baselines, drawings, standard output redirected) against
/// every file a run reads (named, walked, globbed, the config, the baseline, standard input), under every name the
/// same file can have (`./a.yaml`, a symbolic or hard link, an absolute path, `sub/..`). Refused with exit 2 before
/// anything is written, fixes included.
@Suite("Outputs that are inputs")
struct OverwriteGuardTests {
    typealias T = OutputTesting

    /// The options that write a file, with FILE standing for its path.
    static let writers: [[String]] = [
        ["--output", "FILE"], ["--format", "json=FILE"], ["--format", "text", "--format", "sarif=FILE"],
        ["--write-baseline", "FILE"], ["simulate", "--output", "FILE"], ["--fix", "--output", "FILE"],
    ]

    /// Names of specs/a.yaml: as it is, and as other paths to the same file.
    static let aliases = ["specs/a.yaml", "./specs/a.yaml", "specs/../specs/a.yaml", "link.yaml", "hard.yaml", "ABSOLUTE"]

    /// How the run is given specs/a.yaml.
    static let readers: [[String]] = [["specs/a.yaml"], ["specs"], ["specs/*.yaml"], ["./specs/a.yaml"]]

    func scratch() throws -> String {
        let root = try makeScratchDirectory()
        try write(T.badSpec, to: root + "/specs/a.yaml")
        try FileManager.default.createSymbolicLink(atPath: root + "/link.yaml", withDestinationPath: "specs/a.yaml")
        try FileManager.default.linkItem(atPath: root + "/specs/a.yaml", toPath: root + "/hard.yaml")
        return root
    }

    /// The arguments with FILE replaced.
    func arguments(_ writer: [String], _ file: String, _ reader: [String]) -> [String] {
        let command = writer.first == "simulate" ? ["simulate"] : []
        return command + T.now + writer.drop { $0 == "simulate" }.map { $0.replacingOccurrences(of: "FILE", with: file) } + reader
    }

    @Test("a report, baseline or drawing written to a spec the run reads is refused, whatever the names", arguments: 0..<writers.count)
    func outputIsASpec(writer: Int) throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for alias in Self.aliases {
            let file = alias == "ABSOLUTE" ? root + "/specs/a.yaml" : alias
            for reader in Self.readers {
                let arguments = arguments(Self.writers[writer], file, reader)
                let result = try runPiclint(arguments, in: root)
                #expect(result.status == 2, "\(arguments)")
                #expect(result.stderr.hasPrefix("piclint: error: cannot write the "), "\(arguments): \(result.stderr)")
                #expect(result.stderr.contains(" to \(file): it is the spec "), "\(arguments): \(result.stderr)")
                #expect(result.stderr.hasSuffix(", which this run reads, and writing would replace it; name another file\n"), "\(arguments)")
                // Untouched, not fixed either: the refusal comes before anything is written.
                #expect(try T.text(root + "/specs/a.yaml") == T.badSpec, "\(arguments)")
                #expect(try T.listing(root) == ["hard.yaml", "link.yaml", "specs"], "\(arguments)")
                #expect(try T.listing(root + "/specs") == ["a.yaml"], "\(arguments)")
            }
        }
    }

    @Test("the config and the baseline the run reads are inputs too; a baseline --write-baseline rewrites is not")
    func configAndBaseline() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("failOn: error\nbaseline: base.json\n", to: root + "/.piclint.yml")
        let seed = try runPiclint(T.now + ["--write-baseline", "base.json", "specs"], in: root)
        #expect(seed.status == 0)
        let config = try T.text(root + "/.piclint.yml"), baseline = try T.text(root + "/base.json")
        let refused: [(arguments: [String], read: String)] = [
            (["--output", ".piclint.yml", "specs"], "the config .piclint.yml"),
            (["--format", "sarif=./.piclint.yml", "specs"], "the config .piclint.yml"),
            (["--write-baseline", ".piclint.yml", "specs"], "the config .piclint.yml"),
            (["simulate", "--output", ".piclint.yml", "specs"], "the config .piclint.yml"),
            (["--output", "base.json", "specs"], "the baseline base.json"),
            (["--baseline", "base.json", "--format", "json=base.json", "specs"], "the baseline base.json"),
            (["--config", ".piclint.yml", "--output", root + "/.piclint.yml", "specs"], "the config .piclint.yml"),
        ]
        for run in refused {
            let result = try runPiclint(T.withNow(run.arguments), in: root)
            #expect(result.status == 2, "\(run.arguments)")
            #expect(result.stderr.contains(": it is \(run.read), which this run reads"), "\(run.arguments): \(result.stderr)")
        }
        #expect(try T.text(root + "/.piclint.yml") == config)
        #expect(try T.text(root + "/base.json") == baseline)
        // Rewriting the config's baseline is what --write-baseline is for: it is not read then.
        let rewritten = try runPiclint(T.now + ["--write-baseline", "base.json", "specs"], in: root)
        #expect(rewritten.status == 0, "\(rewritten.stderr)")
    }

    @Test("standard input redirected from a file, and standard output redirected to a spec (>>), count as the spec")
    func redirections() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fromStandardInput = try T.piclint(T.now + ["--output", "specs/a.yaml", "-"], redirect: "<specs/a.yaml", in: root)
        #expect(fromStandardInput.status == 2)
        #expect(fromStandardInput.stderr == "piclint: error: cannot write the text report to specs/a.yaml: it is the file on standard "
            + "input, which this run reads, and writing would replace it; name another file\n")
        for (arguments, what) in [(["specs"], "the text report"), (["--format", "sarif", "specs"], "the sarif report"),
                                  (["--fix-dry-run", "specs"], "the diff"), (["simulate", "specs"], "the drawing")] {
            for redirect in [">>specs/a.yaml", ">>link.yaml", ">>hard.yaml"] {
                let result = try T.piclint(T.withNow(arguments), redirect: redirect, in: root)
                #expect(result.status == 2, "\(arguments) \(redirect)")
                #expect(result.stderr == "piclint: error: cannot write \(what) to standard output: it is redirected to the spec "
                    + "specs/a.yaml, which this run reads, and writing would change it; redirect it to another file\n", "\(arguments) \(redirect)")
            }
        }
        #expect(try T.text(root + "/specs/a.yaml") == T.badSpec)
    }

    @Test("two reports to one file under two names (a link, ./) are refused before anything is written")
    func twoReportsOneFile() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("old\n", to: root + "/out.txt")
        try FileManager.default.createSymbolicLink(atPath: root + "/out-link.txt", withDestinationPath: "out.txt")
        try FileManager.default.linkItem(atPath: root + "/out.txt", toPath: root + "/out-hard.txt")
        for other in ["out-link.txt", "out-hard.txt", "./out.txt", root + "/out.txt"] {
            let result = try runPiclint(T.now + ["--format", "json=out.txt", "--format", "sarif=\(other)", "specs"], in: root)
            #expect(result.status == 2, "\(other)")
            #expect(result.stderr.contains("the json and sarif reports would both be written to "), "\(other): \(result.stderr)")
            #expect(try T.text(root + "/out.txt") == "old\n")
        }
    }

    @Test("outputs that only look like inputs are written: the same name elsewhere, a new file, /dev/stdout to a pipe, /dev/null")
    func lookalikesAreWritten() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(T.badSpec, to: root + "/other/a.yaml")
        let runs: [[String]] = [
            ["--output", "other/a.yaml", "specs"], ["--format", "json=new.json", "specs"],
            ["--format", "sarif=/dev/stdout", "specs"], ["--output", "/dev/null", "specs/a.yaml"],
            ["--write-baseline", "base.json", "specs"],
        ]
        for arguments in runs {
            let result = try runPiclint(T.now + arguments, in: root)
            #expect([0, 1].contains(result.status), "\(arguments): \(result.stderr)")
        }
        #expect(try T.text(root + "/other/a.yaml").contains("countdown-limit"))
        #expect(try T.text(root + "/specs/a.yaml") == T.badSpec)
    }
}
