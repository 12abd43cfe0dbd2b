import Foundation
import Lint
import PickerModel
@testable import piclint_fuzz
import Reports
import Spec
import Testing

/// Every number a spec holds, at the ends of what YAML can write, through the whole pipeline: the spec, the model,
/// every rule, every report format, `simulate` and `--fix`. Swift stops the process on an overflow or an
/// out-of-range conversion, so a regression here fails the run loudly instead of one test.
@Suite("Extreme numbers")
struct ExtremeNumberTests {
    /// The extremes, as a spec writes them: the ends of Int and of Double, NaN and the infinities, both zeros, the
    /// smallest double, the first whole number a double cannot hold, and one past 64 bits (other bases and signs
    /// past 64 bits are read by `WholeNumbers`, tested below).
    static let extremes = [
        "-9223372036854775808", "-9223372036854775807", "9223372036854775807", "9223372036854775807.0",
        "1e19", "-1e19", "1e308", "-1e308", ".nan", ".inf", "-.inf", "-0", "0", "4.9e-324", "9007199254740993",
        "0x8000000000000000",
    ]

    /// The generic picker styles the model draws differently (`inline` is drawn as `wheels`).
    static let pickerStyles = ["automatic", "wheels", "menu", "navigationLink", "segmented", "radioGroup"]

    /// One control line per generic picker style (or the styles given), with `keys`; ids start with `prefix`.
    static func pickers(_ keys: String, styles: [String] = pickerStyles, prefix: String = "p") -> String {
        styles.enumerated().map { "  - {id: \(prefix)\($0.offset), kind: picker, style: \($0.element), \(keys)}\n" }.joined()
    }

    /// One control line per date picker mode and style pair, with `keys`: the styles the model draws differently,
    /// `automatic` resolving to one of them on each platform, in each mode that uses the key.
    static func datePickers(_ keys: String, modes: [String], styles: [String] = ["wheels", "compact", "inline", "textual"]) -> String {
        modes.flatMap { mode in styles.map { (mode, $0) } }.enumerated()
            .map { "  - {id: d\($0.offset), kind: datePicker, mode: \($0.element.0), style: \($0.element.1), \(keys)}\n" }.joined()
    }

    /// Every numeric field of the spec format, as controls (or a `size`) with `X` where the number goes.
    static let fields: [(name: String, size: String, controls: String)] = [
        ("size width", "size: {width: X, height: 844}\n", pickers("values: [1, 2, 3, 4, 5, 6], default: 3")
            + datePickers("default: \"09:41\"", modes: ["dateAndTime", "countDownTimer"])),
        ("size height", "size: {width: 390, height: X}\n", pickers("values: [1, 2, 3, 4, 5, 6], default: 3")
            + datePickers("default: \"09:41\"", modes: ["dateAndTime", "countDownTimer"])),
        ("minuteInterval", "", datePickers("minuteInterval: X, default: \"09:41\"", modes: ["time", "dateAndTime", "countDownTimer"])
            + "  - {id: date, kind: datePicker, mode: date, minuteInterval: X}\n"),
        ("countDownDuration", "", datePickers("countDownDuration: X, minuteInterval: 5", modes: ["countDownTimer"], styles: ["automatic", "wheels", "compact"])
            + "  - {id: time, kind: datePicker, mode: time, countDownDuration: X}\n"),
        ("count", "", pickers("source: dynamic, count: X") + pickers("source: random, count: X", styles: ["wheels", "segmented"], prefix: "r")),
        ("range from", "", pickers("range: {from: X, to: 55, step: 5}, default: 10")),
        ("range to", "", pickers("range: {from: 0, to: X, step: 5}, default: X")),
        ("range step", "", pickers("range: {from: 0, to: 55, step: X}, default: 10")),
        ("range to and step", "", pickers("range: {from: -1e308, to: X, step: X}, default: X", styles: ["wheels", "segmented", "radioGroup"])),
        ("values", "", pickers("values: [X, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], default: X")
            + "  - {id: v, kind: picker, wheels: [{values: [X]}, {values: [X, 0, 15, 30, 45], default: 0}, {values: [X, 1e308, -1e308, 9007199254740992]}]}\n"
            + "  - {id: g, kind: picker, values: [0, 5, 10, 20, 25, X], default: 5}\n"),
        ("default", "", pickers("values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], default: X")
            + pickers("range: {from: 0, to: 100000, step: 5}, default: X", styles: ["wheels", "menu"], prefix: "r")
            + "  - {id: c, kind: picker, source: countries, default: X}\n"),
        // Dates are text to the format, so a number there is a date it cannot read: one control per mode shows that.
        ("dates", "", datePickers("minimumDate: X, maximumDate: X, default: X", modes: ["date", "time", "dateAndTime"], styles: ["wheels"])),
    ]

    static let platforms = ["iOS", "macOS", "watchOS", "tvOS"]

    /// A whole spec with `number` in every place `X` stands.
    static func spec(_ field: (name: String, size: String, controls: String), _ number: String, platform: String) -> [UInt8] {
        Array("screen: Extremes\nplatform: \(platform)\n\(field.size)controls:\n\(field.controls.replacingOccurrences(of: "X", with: number))".utf8)
    }

    /// Cases of one platform (run in parallel), a file per field and extreme, all in one run so each report's fixed
    /// cost is paid once.
    @Test("every numeric field at every extreme: every report, simulate and --fix, without a trap, twice the same", arguments: platforms)
    func sweep(platform: String) {
        let cases = Self.fields.flatMap { field in Self.extremes.map { (field: field.name, number: $0) } }
        let files = Self.fields.flatMap { field in
            Self.extremes.enumerated().map { index, number in
                (path: "\(field.name.replacingOccurrences(of: " ", with: "-"))-\(index).yaml", bytes: Self.spec(field, number, platform: platform))
            }
        }
        let first = FuzzPipeline.outputs(files)
        #expect(first.reports.count == Self.fields.count * Self.extremes.count)
        #expect(first.outputs.map(\.format) == ["text", "json", "sarif", "junit", "checkstyle", "github", "html", "simulate", "svg", "fix"])
        // The same run again gives the same bytes in every format (on one platform: it is the run that could vary).
        if platform == Self.platforms[0] {
            for (one, two) in zip(first.outputs, FuzzPipeline.outputs(files).outputs) where one.text != two.text {
                Issue.record("on \(platform): the \(one.format) report differs between two runs")
            }
        }
        // A size too large to count must not reach a message as "inf" or "nan" (where the spec did not say so).
        for (spec, report) in zip(cases, first.reports) where !spec.number.contains("inf") && !spec.number.contains("nan") {
            for diagnostic in report.diagnostics where Self.mentionsNonFinite(diagnostic.message) {
                Issue.record("\(spec.field) = \(spec.number) on \(platform): \(diagnostic.rule): \(diagnostic.message)")
            }
        }
    }

    static func mentionsNonFinite(_ message: String) -> Bool {
        message.split(whereSeparator: { !$0.isLetter }).contains { $0 == "inf" || $0 == "nan" || $0 == "infinity" }
    }

    @Test("numbers no double or Int holds are findings at the number; so are NaN and the infinities where a number is compared")
    func outOfRangeFindings() {
        for number in ["1e308", "-1e308", "1e19", "4.9e-324", "100001", ".nan", ".inf", "-.inf", "0", "-0"] {
            for key in ["width", "height"] {
                let size = key == "width" ? "{width: \(number), height: 844}" : "{width: 390, height: \(number)}"
                let found = lint("screen: s\nsize: \(size)\ncontrols: []\n")
                #expect(found.map(\.rule) == ["spec-invalid"], "\(key) \(number): \(found.map(\.message))")
                #expect(found.first?.range.start == mark(2, key == "width" ? 15 : 28), "\(key) \(number)")
            }
        }
        for number in [".nan", ".inf", "-.inf", "1" + String(repeating: "0", count: 400)] {
            let found = lint("screen: s\ncontrols:\n  - {id: p, kind: picker, values: [1, 2, \(number), 3, 4], default: \(number)}\n")
                .filter { $0.rule == "spec-invalid" }
            #expect(found.count == 2, "\(number): \(found.map(\.message))")
            #expect(found.allSatisfy { $0.message.hasSuffix("is not a number piclint understands") })
        }
        let big = lint("screen: s\ncontrols:\n  - {id: d, kind: datePicker, mode: time, minuteInterval: -99999999999999999999}\n")
        #expect(big.map(\.message) == ["`minuteInterval` -99999999999999999999 is far too small"])
        #expect(big.first?.help == "piclint reads whole numbers from -9223372036854775808 to 9223372036854775807")
        let float = lint("screen: s\ncontrols:\n  - {id: d, kind: datePicker, mode: time, minuteInterval: 1e19}\n")
        #expect(float.map(\.message) == ["`minuteInterval` 1e19 is far too large"])
        let fraction = lint("screen: s\ncontrols:\n  - {id: d, kind: datePicker, mode: time, minuteInterval: 7.5}\n")
        #expect(fraction.map(\.message) == ["`minuteInterval` must be a whole number, not 7.5"])
    }

    // MARK: The reviewer's reproducers

    @Test("minuteInterval -9223372036854775808 is outside 1 to 30, and the fix uses 1")
    func minuteIntervalIntMin() throws {
        let found = lint("screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: time, minuteInterval: -9223372036854775808}\n")
        let finding = try #require(found.first { $0.rule == "minute-interval" })
        #expect(finding.message == "minuteInterval -9223372036854775808 of `t` is outside 1 to 30; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30")
        #expect(finding.fix?.summary == "use 1")
        #expect(MinuteIntervalRule.nearest(to: .min) == 1)
        #expect(MinuteIntervalRule.nearest(to: .max) == 30)
        #expect(MinuteIntervalRule.nearest(to: 7) == 6)
    }

    @Test("a value list holding -9223372036854775808 is no date part, and says nothing false")
    func valueIntMin() {
        let found = lint("screen: s\ncontrols:\n  - {id: p, kind: picker, default: 1, values: [-9223372036854775808, 1, 2, 9223372036854775807]}\n")
        #expect(!found.contains { $0.rule == "use-date-picker" || $0.rule == "spec-invalid" })
        let minutes = lint("screen: s\ncontrols:\n  - {id: p, kind: picker, wheels: [{values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], default: 1}, {values: [0, 15, 30, 45, -9223372036854775808], default: 0}]}\n")
        #expect(!minutes.contains { $0.rule == "use-date-picker" })
    }

    @Test("count -9223372036854775808 is a spec-invalid finding, and the model leaves the count unknown")
    func countIntMin() throws {
        let bytes = Array("screen: s\ncontrols:\n  - {id: p, kind: picker, style: segmented, source: dynamic, count: -9223372036854775808}\n".utf8)
        let report = FuzzPipeline.linter.lintFile(bytes, path: "s.yaml")
        #expect(report.diagnostics.filter { $0.rule == "spec-invalid" }.map(\.message) == ["`count` must be zero or more, not -9223372036854775808"])
        let wheel = try #require(report.controls.first?.model.wheels.first)
        #expect(wheel.count == nil)
        #expect(wheel.hidden == nil)
        let json = JSONReporter().render(ReportInput(files: [report]))
        #expect(json.contains("\"count\": null"))
    }

    @Test("size width 1e308 is not a screen: a finding at the width, and every report renders")
    func width1e308() throws {
        let bytes = Array("screen: s\nsize: {width: 1e308, height: 844}\ncontrols:\n  - {id: p, kind: picker, values: [1, 2, 3, 4, 5], default: 1}\n".utf8)
        let report = FuzzPipeline.linter.lintFile(bytes, path: "s.yaml")
        let finding = try #require(report.diagnostics.first { $0.rule == "spec-invalid" })
        #expect(finding.message == "`width` 1e308 is not a screen size piclint understands")
        #expect(finding.help == "give the screen's size in points, from 1 to 100000: `size: {width: 390, height: 844}`")
        #expect(finding.range.start == mark(2, 15))
        // The size is left out, so the model takes the platform's screen.
        #expect(report.controls.first?.screenSize == ScreenSize(width: 390, height: 844))
        #expect(JSONReporter().render(ReportInput(files: [report])).contains("\"width\": 390"))
    }

    @Test("size height 1e19 is not a screen: a finding at the height, and simulate draws the platform's screen")
    func height1e19() throws {
        let bytes = Array("screen: s\nsize: {width: 390, height: 1e19}\ncontrols:\n  - {id: d, kind: datePicker, mode: time, style: wheels}\n".utf8)
        let report = FuzzPipeline.linter.lintFile(bytes, path: "s.yaml")
        #expect(report.diagnostics.filter { $0.rule == "spec-invalid" }.map(\.message) == ["`height` 1e19 is not a screen size piclint understands"])
        let simulation = SimulationReporter().render(ReportInput(files: [report]))
        #expect(simulation.contains("== s.yaml · s · iOS · en_US · 390 × 844 pt"))
    }

    // MARK: What the extremes mean

    @Test("a radio group of 9223372036854775807 options is taller than an Int counts: messages say so, JSON saturates")
    func hugeRadioGroup() throws {
        let bytes = Array("""
            screen: s
            controls:
              - {id: r, kind: picker, style: radioGroup, source: dynamic, count: 9223372036854775807}
              - {id: d, kind: datePicker, style: inline}

            """.utf8)
        let report = FuzzPipeline.linter.lintFile(bytes, path: "s.yaml")
        let constrained = try #require(report.diagnostics.first { $0.rule == "compact-when-constrained" })
        #expect(constrained.message.hasPrefix("the inline controls of this screen need 1.844674407370955e+20 pt but it is 844 pt tall"))
        let json = JSONReporter().render(ReportInput(files: [report]))
        #expect(json.contains("\"height\": \(JSONReporter.maximumPoints)"))
        #expect(json.contains("\"count\": 9223372036854775807"))
        #expect(json.contains("\"hidden\": 0")) // radio buttons are all in sight
        let drawing = SimulationReporter().render(ReportInput(files: [report]))
        #expect(drawing.contains("radioGroup · en_US · 24 × 1.844674407370955e+20 pt"))
    }

    @Test("JSON reports of extreme specs are valid against schemas/report.schema.json")
    func extremeJSONValidates() throws {
        let specs = [
            "  - {id: r, kind: picker, style: radioGroup, source: dynamic, count: 9223372036854775807}\n  - {id: s, kind: picker, style: segmented, source: random, count: 9223372036854775807}\n",
            "  - {id: p, kind: picker, source: dynamic, count: -9223372036854775808}\n",
            "  - {id: p, kind: picker, range: {from: -1e308, to: 1e308, step: 4.9e-324}, default: 1e308}\n",
            "  - {id: p, kind: picker, values: [-9223372036854775808, .nan, 1e308, 9007199254740993], default: .inf}\n",
            "  - {id: d, kind: datePicker, mode: countDownTimer, countDownDuration: -9223372036854775808, minuteInterval: 9223372036854775807}\n",
        ]
        let documents = specs.map { controls in
            let bytes = Array("screen: s\nsize: {width: 1e308, height: 1e19}\ncontrols:\n\(controls)".utf8)
            return JSONReporter().render(ReportInput(files: [FuzzPipeline.linter.lintFile(bytes, path: "s.yaml")]))
        }
        let verdicts = try SchemaTests().validate(documents)
        #expect(verdicts == Array(repeating: "ok", count: documents.count))
    }

    @Test("a range from -1e308 to 1e308 by 1e308 has three values, though its span overflows a double")
    func overflowingSpan() throws {
        let report = FuzzPipeline.linter.lintFile(Array("screen: s\ncontrols:\n  - {id: p, kind: picker, range: {from: -1e308, to: 1e308, step: 1e308}, default: 0}\n".utf8), path: "s.yaml")
        let wheel = try #require(report.controls.first?.model.wheels.first)
        #expect(wheel.count == 3)
        #expect(wheel.defaultIndex == 1)
    }

    @Test("numbers past 2^53 are told apart by their text: 9007199254740993 is not a repeat of 9007199254740992")
    func pastExactDoubles() {
        let found = lint("screen: s\ncontrols:\n  - {id: p, kind: picker, values: [9007199254740992, 9007199254740993, 9007199254740994, 9007199254740995], default: 9007199254740993}\n")
        #expect(!found.contains { $0.rule == "distinct-values" || $0.rule == "default-not-in-values" || $0.rule == "numeric-gap" }, "\(found.map(\.message))")
        let notThere = lint("screen: s\ncontrols:\n  - {id: p, kind: picker, values: [9007199254740992, 2, 3, 4, 5], default: 9007199254740993}\n")
        #expect(notThere.contains { $0.rule == "default-not-in-values" })
        // Still the same number below 2^53, however written.
        #expect(lint("screen: s\ncontrols:\n  - {id: p, kind: picker, values: [5, 5.0, 6, 7, 8], default: 6}\n").contains { $0.rule == "distinct-values" })
    }

    @Test("whole numbers from doubles: rounded, clamped, written, never trapping")
    func wholeNumbers() {
        #expect(1e308.wholeNumber(.up) == nil)
        #expect(Double.nan.wholeNumber(.up) == nil)
        #expect(9_223_372_036_854_775_807.0.wholeNumber(.down) == nil) // 2^63, one past Int.max
        #expect(100.5.wholeNumber(.up) == 101)
        #expect((-0.0).wholeNumber(.up) == 0)
        #expect(1e308.wholeNumber(.up, clampedTo: 0...10) == 10)
        #expect((-Double.infinity).wholeNumber(.up, clampedTo: 0...10) == 0)
        #expect(Double.nan.wholeNumber(.up, clampedTo: 0...10) == nil)
        #expect(1.8446744073709552e20.wholeNumberText(.up) == "1.844674407370955e+20")
        #expect(390.2.wholeNumberText(.up) == "391")
        #expect(390.9.wholeNumberText(.towardZero) == "390")
        #expect(WholeNumbers.double(wholeNumberText: "99999999999999999999") == 1e20)
        #expect(WholeNumbers.double(wholeNumberText: "-0x10") == -16)
        #expect(WholeNumbers.double(wholeNumberText: "0o17") == 15)
        #expect(WholeNumbers.double(wholeNumberText: "0o19") == nil)
        #expect(WholeNumbers.double(wholeNumberText: "") == nil)
    }
}
