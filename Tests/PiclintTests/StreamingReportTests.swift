@testable import Driver
import Foundation
import Lint
import Reports
import Testing
import YAML

/// The JSON report of a large run is written in pieces (controls rendered by the workers, kept in a spill file,
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

    @Test("controls rendered file by file into a spill file give the same report as the models kept in memory")
    func spilledControlsMatch() {
        let reports = ["bad/alarm-clock.yaml", "good/alarm-clock.yaml", "bad/shipping-address.yaml"].map(GoldenTests.lint)
        #expect(reports.contains { !$0.controls.isEmpty })
        let inMemory = JSONReporter().render(ReportInput(files: reports))
        var spill = SpillFile()
        defer { spill.close() }
        for report in reports { spill.append(JSONReporter.controlsFragment(report.controls)) }
        let withoutModels = reports.map { report in
            var report = report
            report.controls = []
            return report
        }
        var sink = MemorySink()
        JSONReporter().write(ReportInput(files: withoutModels, renderedControls: Spilled(file: spill)), to: &sink)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == inMemory)
    }

    @Test("a run with no controls at all still closes its lists")
    func noControls() {
        let report = JSONReporter().render(ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [])]))
        #expect(report.hasSuffix("\"diagnostics\": [],\n  \"controls\": []\n}\n"))
        var sink = MemorySink()
        JSONReporter().write(ReportInput(files: [FileReport(path: "a.yaml", diagnostics: [])], renderedControls: Spilled(file: SpillFile())),
                             to: &sink)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == report)
    }

    @Test("the spill file gives back every byte in order, past its in-memory buffer, and leaves no file behind")
    func spillRoundTrip() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        setenv("TMPDIR", folder, 1)
        var spill = SpillFile()
        unsetenv("TMPDIR")
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
        let one = LintRunner(jobs: 1).run(inputs)
        let four = LintRunner(jobs: 4).run(inputs)
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

/// A spill file as the JSON reporter reads it (the command line has its own).
private struct Spilled: RenderedControls {
    let file: SpillFile

    func replay(_ chunk: ([UInt8]) -> Void) { file.replay(chunk) }
}
