import Foundation
import Testing
@testable import Driver
import Lint
import Policy
import Reports

/// The run every entry point drives, below the command line: it prints nothing and exits nowhere; what a person
/// should be told comes back as events, and the run ends in an outcome.
@Suite("A lint session", .serialized)
struct LintSessionTests {
    private func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    private let badInterval = """
        screen: Alarm
        controls:
          - id: alarm-time
            kind: datePicker
            mode: time
            minuteInterval: 7

        """

    private func session(_ folder: URL, plan: LintSession.Plan) -> LintSession {
        let inputs = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted().map {
            InputFile(source: .path(folder.appendingPathComponent($0).path), displayPath: $0)
        } ?? []
        return LintSession(configuration: nil, runner: LintRunner(), inputs: inputs, plan: plan)
    }

    @Test("a report without a file goes to the caller's sink, and an error finding fails the gate with its reason as an event")
    func reportAndGate() throws {
        let dir = try folder(["alarm.yaml": badInterval])
        defer { try? FileManager.default.removeItem(at: dir) }
        let plan = LintSession.Plan(reports: [.init(reporter: JSONReporter(context: ReportContext()), path: nil)],
                                    presence: SpecPresence(paths: ["."], skipNonSpecs: false))
        var output = MemorySink()
        var events: [LintSession.Event] = []
        let outcome = session(dir, plan: plan).run(standardOutput: &output, temporaryFiles: TemporaryFiles()) { events.append($0) }
        #expect(outcome == .finished(exitStatus: 1))
        let json = String(decoding: output.bytes, as: UTF8.self)
        #expect(json.contains("\"rule\": \"minute-interval\"") || json.contains("\"rule\":\"minute-interval\""))
        guard case .gateFailed(let reason)? = events.last else {
            Issue.record("no gate event: \(events)")
            return
        }
        #expect(reason.contains("1 error"))
    }

    @Test("a dry run writes the diff to the sink, changes nothing on disk, and fails: a file would change")
    func dryRun() throws {
        let countdown = """
            screen: Timer
            controls:
              - id: steep
                kind: datePicker
                mode: countDownTimer
                style: wheels
                countDownDuration: "25:00"

            """
        let dir = try folder(["timer.yaml": countdown])
        defer { try? FileManager.default.removeItem(at: dir) }
        let plan = LintSession.Plan(reports: [], fixing: .dryRun(.safeOnly), presence: SpecPresence(paths: ["."], skipNonSpecs: false))
        var output = MemorySink()
        var events: [LintSession.Event] = []
        let outcome = session(dir, plan: plan).run(standardOutput: &output, temporaryFiles: TemporaryFiles()) { events.append($0) }
        #expect(outcome == .finished(exitStatus: 1))
        let diff = String(decoding: output.bytes, as: UTF8.self)
        #expect(diff.contains("-    countDownDuration: \"25:00\""))
        #expect(diff.contains("+    countDownDuration: \"23:59\""))
        #expect(try String(contentsOf: dir.appendingPathComponent("timer.yaml"), encoding: .utf8) == countdown)
        guard case .wouldChange(let files)? = events.last else {
            Issue.record("no wouldChange event: \(events)")
            return
        }
        #expect(files == 1)
    }

    @Test("a folder of YAML that holds no spec is a failure the session states, not an exit")
    func nothingLinted() throws {
        let dir = try folder(["compose.yaml": "services:\n  web:\n    image: nginx\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let inputs = [InputFile(source: .path(dir.appendingPathComponent("compose.yaml").path), displayPath: "compose.yaml", skipIfNotSpec: true)]
        let plan = LintSession.Plan(reports: [.init(reporter: TextReporter(context: ReportContext()), path: nil)],
                                    presence: SpecPresence(paths: ["screens"], skipNonSpecs: false))
        var output = MemorySink()
        let outcome = LintSession(configuration: nil, runner: LintRunner(), inputs: inputs, plan: plan)
            .run(standardOutput: &output, temporaryFiles: TemporaryFiles()) { _ in }
        guard case .failed(let message) = outcome else {
            Issue.record("expected a failure, got \(outcome)")
            return
        }
        #expect(message.hasPrefix("no spec file found in screens"))
        #expect(output.bytes.isEmpty)
    }
}
