@testable import Driver
@testable import piclint
@testable import Config
import Foundation
import Lint
import PickerModel
import Reports
import Testing
import Source
import YAML

/// Every report of a large run is written in pieces (each file's part rendered by the workers, kept in spill files,
/// streamed to the output): it must be byte for byte the report a single in-memory pass writes.
@Suite("Streaming reports")
struct StreamingReportTests {
    @Test("the byte writer prints JSON as the value tree does: indentation, empty containers, escapes, integers")
    func writerMatchesValues() {
        let value = JSONValue.object([
            ("empty object", .object([])), ("empty list", .array([])),
            ("escapes", .string("quote \" backslash \\ tab \t line \n return \r bell \u{7} delete \u{7F} separators \u{2028}\u{2029}")),
            ("unicode", .string("Größe · 日本 · 🙂")),
            ("numbers", .array([.int(0), .int(-7), .int(Int.max), .int(Int.min)])),
            ("flags", .array([.bool(true), .bool(false), .null])),
            ("nested", .array([.object([("a", .array([.int(1)]))])])),
        ])
        #expect(value.serialized() == """
            {
              "empty object": {},
              "empty list": [],
              "escapes": "quote \\" backslash \\\\ tab \\t line \\n return \\r bell \\u0007 delete \\u007f separators \\u2028\\u2029",
              "unicode": "Größe · 日本 · 🙂",
              "numbers": [
                0,
                -7,
                9223372036854775807,
                -9223372036854775808
              ],
              "flags": [
                true,
                false,
                null
              ],
              "nested": [
                {
                  "a": [
                    1
                  ]
                }
              ]
            }
            """)
        // Whatever is escaped, the output is JSON that a standard parser reads back to the same text.
        let tricky = "a\u{0}b\u{1F}c\"\\\u{2028}é"
        let parsed = try? JSONSerialization.jsonObject(with: Data(JSONValue.array([.string(tricky)]).serialized().utf8)) as? [String]
        #expect(parsed == [tricky])
    }

    @Test("every format, streamed file by file as the command line does, writes the report rendered whole, and keeps no more in memory for 4× the files")
    func everyFormatStreamsInBoundedMemory() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var most: [String: Int] = [:]
        var largest = 0
        for count in [60, 240] {
            let files = try Self.lintGenerated(count, in: root + "/run\(count)")
            #expect(files.allSatisfy { !$0.diagnostics.isEmpty && !$0.controls.isEmpty })
            for format in ReportFormats.all {
                let reporter: any ReportFormat = format.init(context: ReportContext())
                let streamed = Self.stream(files, reporter)
                let whole = reporter.render(ReportInput(files: files))
                #expect(streamed.report == whole, "\(format.identifier)")
                most["\(count) \(format.identifier)"] = streamed.mostInMemory
                largest = max(largest, whole.utf8.count)
            }
        }
        // What stays in memory across files is the counts and the buffers of the spool's two spill files (the sorted
        // part, the input-ordered part), neither of which reaches its flush size, however many files; the largest
        // report went past it, so its bytes went to disk.
        for format in ReportFormats.all {
            let held = most["240 \(format.identifier)"] ?? Int.max
            #expect(held < 2 * SpillFile.flushSize, "\(format.identifier)")
        }
        #expect(largest > SpillFile.flushSize)
        #expect(MemoryLayout<ReportTotals>.size < 256)
    }

    /// Lints `count` generated specs of two controls, each with findings.
    static func lintGenerated(_ count: Int, in folder: String) throws -> [FileReport] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var inputs: [InputFile] = []
        for index in 0..<count {
            let name = String(format: "screen%04d.yaml", index)
            let interval = [5, 7, 15, 25][index % 4]
            let spec = "screen: Screen \(index)\ncontrols:\n"
                + "  - {id: time\(index), kind: datePicker, mode: time, minuteInterval: \(interval)}\n"
                + "  - {id: size\(index), kind: picker, values: [Small, Medium, Large, Small], default: Huge}\n"
            try write(spec, to: folder + "/" + name)
            inputs.append(InputFile(source: .path(folder + "/" + name), displayPath: "run\(count)/" + name))
        }
        return LintRunner(jobs: .exactly(2)).run(inputs)
    }

    /// A report written as `piclint lint` writes it: each file's part into a spool, then the whole; with the most
    /// of its bytes the spool held in memory at once.
    static func stream(_ files: [FileReport], _ reporter: any ReportFormat) -> (report: String, mostInMemory: Int) {
        var spool = ReportSpool(reporter: reporter)
        var totals = ReportTotals()
        var most = 0
        for file in files {
            totals.add(file)
            spool.append(reporter.part(of: file))
            most = max(most, spool.bytesInMemory)
        }
        var sink = MemorySink()
        spool.finish(totals, to: &sink)
        spool.close()
        return (String(decoding: sink.bytes, as: UTF8.self), most)
    }

    @Test("a run that names standard input as a file sorting before the others reports it in path order")
    func standardInputOutOfOrder() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let spec = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}\n"
        try write(spec, to: root + "/b.yaml")
        let result = try runPiclint(["--format", "checkstyle", "b.yaml", "-", "--stdin-path", "a.yaml"], stdin: spec, in: root)
        let a = result.stdout.range(of: "<file name=\"a.yaml\">")
        let b = result.stdout.range(of: "<file name=\"b.yaml\">")
        #expect(a != nil && b != nil)
        if let a, let b { #expect(a.lowerBound < b.lowerBound) }
    }

    @Test("one big file's part goes to disk as it is written: every format's report is the one rendered whole, and the part holds less than a megabyte of each stream in memory")
    func bigFilePartSpills() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // 4,000 pickers, each with two findings (of which a file reports 1,000): megabytes of JSON controls and HTML.
        var spec = "screen: Many\ncontrols:\n"
        for index in 0..<4_000 {
            spec += "  - {id: size\(index), kind: picker, style: wheels, values: [Small, Medium, Large, Small], default: Huge}\n"
        }
        let file = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(spec.utf8), path: "many.yaml")
        #expect(file.controls.count == 4_000 && file.diagnostics.count > 1_000)
        var spilled: Set<String> = []
        for format in ReportFormats.all {
            let reporter: any ReportFormat = format.init(context: ReportContext())
            // The folder is named, not set as TMPDIR: the environment is the whole test process's, and other tests
            // run beside this one.
            let part = reporter.part(of: file, overflow: SpilledPartOverflow(folder: folder))
            for (name, stream) in [("findings", part.sorted), ("controls", part.inputOrdered)] {
                #expect(stream.tail.count < PartStream.memoryLimit, "\(format.identifier)")
                if stream.count > PartStream.memoryLimit { spilled.insert("\(format.identifier) \(name)") }
            }
            var spool = ReportSpool(reporter: reporter)
            spool.append(part)
            var totals = ReportTotals()
            totals.add(file)
            var sink = MemorySink()
            spool.finish(totals, to: &sink)
            spool.close()
            let whole = reporter.render(ReportInput(files: [file]))
            let same = String(decoding: sink.bytes, as: UTF8.self) == whole
            #expect(same, "\(format.identifier): \(sink.bytes.count) bytes streamed, \(whole.utf8.count) rendered whole")
        }
        // JSON's controls and HTML's sections went past a megabyte, so to disk.
        #expect(spilled.isSuperset(of: ["json controls", "html controls"]), "\(spilled.sorted())")
        // Each store was unlinked the moment it was made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("a run whose reports show no models makes none, and finds exactly what a run that makes them finds")
    func runWithoutModels() throws {
        var inputs: [InputFile] = []
        for folder in ["Fixtures", "Tests/SwiftFixtures"] {
            let root = Repo.path(folder)
            let files = try FileManager.default.subpathsOfDirectory(atPath: root)
            for relative in files where [".yaml", ".yml", ".storyboard", ".xib", ".swift"].contains(where: relative.hasSuffix) {
                inputs.append(InputFile(source: .path(root + "/" + relative), displayPath: folder + "/" + relative))
            }
        }
        inputs.sort { $0.displayPath < $1.displayPath }
        #expect(inputs.count > 40)
        let runner = LintRunner(linter: Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all), jobs: .exactly(2))
        let with = runner.run(inputs)
        let without = runner.keepingModels(false).run(inputs)
        #expect(with.reduce(0) { $0 + $1.controls.count } > 100)
        #expect(without.allSatisfy { $0.controls.isEmpty })
        #expect(with.map(\.diagnostics) == without.map(\.diagnostics))
        // The runner's option reaches the engines a config makes for its paths, too.
        #expect(runner.keepingModels(false).linter(with: FileSettings(rules: [:])).keepsModels == false)
    }

    @Test("the spill file gives back every byte in order, past its in-memory buffer, and leaves no file behind")
    func spillRoundTrip() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var spill = SpillFile(in: folder)
        defer { spill.close() }
        var expected: [UInt8] = []
        for index in 0..<6000 {
            let piece = Array(repeating: UInt8(index % 251), count: 1 + index % 997)
            spill.append(piece)
            expected += piece
        }
        #expect(expected.count > 2 * SpillFile.flushSize)
        #expect(spill.count == expected.count)
        #expect(spill.problem == nil)
        var replayed: [UInt8] = []
        spill.replay { replayed += $0 }
        #expect(replayed == expected)
        // The file was unlinked the moment it was made.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test("many files over several workers come back in input order, as one worker gives them")
    func orderAcrossBatches() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var inputs: [InputFile] = []
        for index in 0..<700 {
            let name = String(format: "screen%04d.yaml", index)
            let interval = [5, 7, 15, 25][index % 4]
            try write("screen: s\(index)\ncontrols:\n  - {id: t\(index), kind: datePicker, mode: time, minuteInterval: \(interval)}\n",
                      to: root + "/" + name)
            inputs.append(InputFile(source: .path(root + "/" + name), displayPath: name))
        }
        let one = LintRunner(jobs: .exactly(1)).run(inputs)
        let four = LintRunner(jobs: .exactly(4)).run(inputs)
        #expect(four.map(\.path) == inputs.map(\.displayPath))
        #expect(four.map { $0.diagnostics.map(\.message) } == one.map { $0.diagnostics.map(\.message) })
        #expect(four.filter { !$0.diagnostics.isEmpty }.count == 350)
    }

    @Test("the binary streams the same JSON report to a file and to standard output, and a failed write leaves nothing")
    func binaryStreams() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fixtures = Repo.path("Fixtures/bad")
        let toFile = try runPiclint(["--now", "2026-11-24T09:41", "--format", "json=" + root + "/report.json", fixtures])
        let toStdout = try runPiclint(["--now", "2026-11-24T09:41", "--format", "json", fixtures])
        #expect(toFile.status == 1 && toStdout.status == 1)
        let written = try String(contentsOfFile: root + "/report.json", encoding: .utf8)
        #expect(written == toStdout.stdout)
        #expect(written.contains("\"controls\": [\n    {"))
        let failed = try runPiclint(["--format", "json=" + root + "/missing-folder/report.json", fixtures])
        #expect(failed.status == 2)
        #expect(failed.stderr.contains("cannot write"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root) == ["report.json"])
    }
}
