import Foundation
@testable import Reports
import Testing

/// `piclint simulate --format svg`: one picker or one screen as a standalone SVG document, through the binary.
extension CLITests {
    /// A screen whose name and values look like markup, with one picker that has a finding.
    static let markupSpec = """
        screen: Alarm & <Clock>
        controls:
          - id: snooze
            kind: picker
            style: wheels
            values: ["<script>alert(1)</script>", "5 & 10", c, d, e]
            default: c
          - id: alarm-time
            kind: datePicker
            mode: time
            style: wheels
            minuteInterval: 7

        """
    static let timerSpec = """
        screen: Timer
        controls:
          - id: snooze
            kind: picker
            style: wheels
            values: [one, two, three]
            default: two

        """

    /// xmllint's verdict on a document: nil when it is well-formed XML, else what it said.
    func xmlProblem(_ document: String) throws -> String? {
        try TestTools.requireXmllint()
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(document, to: directory + "/picture.svg")
        let result = try #require(TestTools.run("xmllint", ["--noout", directory + "/picture.svg"]))
        return result.status == 0 && result.stderr.isEmpty ? nil : result.stderr
    }

    @Test("simulate --format svg --control: one picker as a well-formed SVG document, every value from the spec escaped")
    func svgControl() throws {
        let root = try scratch(["a.yaml": Self.markupSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--format", "svg", "--control", "snooze", "--now", "2026-11-24T09:41", "a.yaml"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty)
        let svg = result.stdout
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.hasSuffix("</svg>\n"))
        #expect(svg.contains("role=\"img\"") && svg.contains("<title>snooze (picker · wheels) on Alarm &amp; &lt;Clock&gt;"))
        #expect(try xmlProblem(svg) == nil)
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(svg.contains("5 &amp; 10"))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("alarm-time"), "only the picker asked for")
        // The same run draws the same bytes.
        let again = try runPiclint(["simulate", "--format", "svg", "--control", "snooze", "--now", "2026-11-24T09:41", "a.yaml"], in: root)
        #expect(again.stdout == svg)
    }

    @Test("simulate --format svg on the only screen: the device frame and each picker's drawing, the one with a finding numbered")
    func svgScreen() throws {
        let root = try scratch(["a.yaml": Self.markupSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--format", "svg", "--now", "2026-11-24T09:41", "a.yaml"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        let svg = result.stdout
        #expect(try xmlProblem(svg) == nil)
        #expect(svg.contains(" font-weight=\"600\">snooze</text>") && svg.contains(" font-weight=\"600\">alarm-time</text>"))
        #expect(svg.contains(" font-weight=\"600\">Alarm &amp; &lt;Clock&gt;</text>"))
        #expect(svg.contains("iOS · en_US · 390 × 844 pt"))
        // minuteInterval 7 is an error: alarm-time is the first (and only) numbered picker, in the error's colour.
        #expect(svg.contains("<circle cx=") && svg.contains("fill=\"#d70015\""))
        #expect(svg.contains("fill=\"#fff\" text-anchor=\"middle\" font-weight=\"600\">1</text>"))
        #expect(svg.contains("&lt;script&gt;") && !svg.contains("<script"))
        // Named with --screen, the same picture.
        let named = try runPiclint(["simulate", "--format", "svg", "--screen", "Alarm & <Clock>", "--now", "2026-11-24T09:41", "a.yaml"], in: root)
        #expect(named.status == 0)
        #expect(named.stdout == svg)
    }

    @Test("simulate --format svg that matches more than one picture, or none, says what matched and exits 2")
    func svgAmbiguous() throws {
        let root = try scratch(["a.yaml": Self.markupSpec, "b.yaml": Self.timerSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cases: [([String], String)] = [
            (["--control", "snooze"],
             "piclint: error: --control snooze matches 2 pickers: a.yaml · Alarm & <Clock>, b.yaml · Timer; name its screen with --screen\n"),
            ([], "piclint: error: several screens: name one with --screen (or a picker with --control): a.yaml · Alarm & <Clock>, b.yaml · Timer\n"),
            (["--control", "snoze"], "piclint: error: --control snoze matches no picker in a.yaml, b.yaml; did you mean `snooze`?\n"),
            (["--screen", "Timr"], "piclint: error: --screen Timr matches no screen with a picker in a.yaml, b.yaml; did you mean `Timer`?\n"),
            (["--control", "alarm-time", "--screen", "Timer"],
             "piclint: error: --control alarm-time matches no picker on screen Timer; it is on a.yaml · Alarm & <Clock>\n"),
        ]
        for (options, message) in cases {
            let result = try runPiclint(["simulate", "--format", "svg"] + options + ["a.yaml", "b.yaml"], in: root)
            #expect(result.status == 2, "\(options)")
            #expect(result.stdout.isEmpty, "\(options)")
            #expect(result.stderr == message)
        }
        // --screen tells the two apart.
        let timer = try runPiclint(["simulate", "--format", "svg", "--control", "snooze", "--screen", "Timer", "a.yaml", "b.yaml"], in: root)
        #expect(timer.status == 0)
        #expect(timer.stdout.contains(">three</text>") && !timer.stdout.contains("script"))
    }

    @Test("an ambiguity lists five places, then how many more")
    func svgAmbiguityCapped() throws {
        var files: [String: String] = [:]
        for index in 1...7 { files["s\(index).yaml"] = Self.timerSpec }
        let root = try scratch(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--format", "svg", "--control", "snooze", "."], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--control snooze matches 7 pickers: "))
        #expect(result.stderr.contains(" · Timer and 2 more; name only its file as the path\n"))
    }

    @Test("simulate --format svg --output writes the picture to the file, whole, and nothing to standard output")
    func svgOutput() throws {
        let root = try scratch(["a.yaml": Self.markupSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--format", "svg", "--control", "alarm-time", "--output", "alarm.svg", "a.yaml"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let written = try String(contentsOfFile: root + "/alarm.svg", encoding: .utf8)
        #expect(written.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(try xmlProblem(written) == nil)
    }

    @Test("simulate --format svg with a file it cannot read: the picture on standard output, why on standard error, exit 1")
    func svgBroken() throws {
        let root = try scratch(["broken.yaml": "screen: x\ncontrols: [\n", "alarm.yaml": cleanSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--format", "svg", "--now", "2026-11-24T09:41", "broken.yaml", "alarm.yaml"], in: root)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("broken.yaml:3:1: cannot simulate: did not find expected node content") && result.stderr.split(separator: "\n").count == 1)
        #expect(result.stdout.hasPrefix("<?xml ") && result.stdout.contains(" font-weight=\"600\">alarm-time</text>"))
        #expect(try xmlProblem(result.stdout) == nil)
    }

    @Test("simulate --control and --screen narrow the text drawing too; naming nothing there is exit 2")
    func textFiltered() throws {
        let root = try scratch(["a.yaml": Self.markupSpec, "b.yaml": Self.timerSpec])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate", "--control", "snooze", "--now", "2026-11-24T09:41", "a.yaml", "b.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.contains("== b.yaml · Timer") && !result.stdout.contains("alarm-time"))
        #expect(result.stdout.hasSuffix("2 pickers in 2 files\n"))
        let screen = try runPiclint(["simulate", "--screen", "Timer", "a.yaml", "b.yaml"], in: root)
        #expect(screen.stdout.hasSuffix("1 picker in 2 files\n") && !screen.stdout.contains("== a.yaml"))
        let none = try runPiclint(["simulate", "--screen", "Nowhere", "a.yaml", "b.yaml"], in: root)
        #expect(none.status == 2)
        #expect(none.stderr == "piclint: error: --screen Nowhere matches no screen with a picker in a.yaml, b.yaml\n")
    }

    @Test("--format takes text or svg")
    func simulateFormatWord() throws {
        let result = try runPiclint(["simulate", "--format", "png", "x.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("png"))
    }
}
