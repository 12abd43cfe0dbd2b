import Foundation
@testable import Lint
import PickerModel
import Reports
import Spec
import Testing
import Source
import YAML

/// `default-off-interval` on a countdown's duration, and how it shares the duration with countdown-limit and ignored-setting.
@Suite("Reported misses: a countdown off its minute interval")
struct CountdownIntervalMissTests {
    @Test("0:20 on a 15-minute interval shows 0:15: said, and fixed to 0:15 in the duration's own form")
    func quarterHours() throws {
        let spec = "  - {id: steep, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: \"0:20\"}\n"
        let found = findings("default-off-interval", spec)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "countDownDuration 0:20 of `steep` is not on its 15-minute interval; the picker shows 0:15")
        #expect(finding.help == "use a duration on the interval, such as 0:15 or 0:30, or a finer `minuteInterval` if the exact minute matters")
        #expect(finding.range.start == mark(4, 96))
        #expect(finding.fix?.edits.map(\.text) == ["\"0:15\""])
        #expect(findings("ignored-setting", spec).isEmpty)
        #expect(findings("countdown-limit", spec).isEmpty)
    }

    @Test("seconds stay seconds, and plain H:MM stays plain")
    func writtenForms() throws {
        let seconds = try #require(findings("default-off-interval", "  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 10, countDownDuration: 1500}\n").first)
        #expect(seconds.message.hasSuffix("the picker shows 0:20"))
        #expect(seconds.fix?.edits.map(\.text) == ["1200"])
        let plain = try #require(findings("default-off-interval", "  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 30, countDownDuration: 1:40}\n").first)
        #expect(plain.fix?.edits.map(\.text) == ["1:30"])
    }

    @Test("seconds alone are ignored-setting's; whole minutes off the interval are this rule's, each said once")
    func withSeconds() {
        let onInterval = "  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: 930}\n"
        #expect(findings("default-off-interval", onInterval).isEmpty)
        #expect(findings("ignored-setting", onInterval).count == 1)
        let off = "  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: 1230}\n"
        #expect(findings("default-off-interval", off).map(\.message) == ["countDownDuration 0:20:30 of `t` is not on its 15-minute interval; the picker shows 0:15"])
        #expect(findings("ignored-setting", off).map(\.message) == ["the seconds of countDownDuration 0:20:30 of `t` are dropped; a countdown shows hours and minutes"])
    }

    @Test("past 23:59 it is countdown-limit's, whose fix lands on the interval so nothing is left to round")
    func pastTheLimit() throws {
        let spec = "  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: \"25:00\"}\n"
        #expect(findings("default-off-interval", spec).isEmpty)
        let limit = try #require(findings("countdown-limit", spec).first)
        #expect(limit.fix?.edits.map(\.text) == ["\"23:45\""])
        #expect(limit.fix?.summary == "use 23:45, the longest on its minute interval")
        // Without an interval the longest is 23:59, as before.
        let plain = try #require(findings("countdown-limit", "  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: 90000}\n").first)
        #expect(plain.fix?.edits.map(\.text) == ["86340"])
        #expect(findings("default-off-interval", "  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: \"-0:20\"}\n").isEmpty)
        let fixed = try FixTests.fixed("screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: \"25:00\"}\n")
        #expect(!FixTests.lintText(fixed.fixed).contains { $0.rule == "default-off-interval" || $0.rule == "countdown-limit" })
    }

    @Test("quiet where the platform shows the duration as written, or shows no wheels")
    func quiet() {
        for spec in [
            "{id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"0:20\"}",
            "{id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 5, countDownDuration: \"0:20\"}",
            "{id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 7, countDownDuration: \"0:20\"}",
            "{id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: \"0:00\"}",
            "{id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15}",
            "{id: t, kind: datePicker, mode: countDownTimer, style: compact, minuteInterval: 15, countDownDuration: \"0:20\"}",
            "{id: t, kind: datePicker, mode: time, minuteInterval: 15, countDownDuration: \"0:20\"}",
        ] {
            #expect(findings("default-off-interval", "  - \(spec)\n").isEmpty, "\(spec)")
        }
    }

    @Test("the model records the duration it shows, and simulate says it was rounded")
    func model() throws {
        let file = decode("screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 15, countDownDuration: \"1:50\"}\n")
        let screen = try #require(file.screens.first)
        let control = try #require(screen.controls.first)
        let model = try #require(ReferenceModel(clock: .pinned).simulate(control, on: screen))
        #expect(model.countdown == CountdownModel(declared: CountdownDuration(seconds: 6600), shown: CountdownDuration(seconds: 6300),
                                                  clamped: false, roundedToInterval: true))
        #expect(model.wheels.map { $0.values.value(at: $0.startIndex)?.text } == ["1", "45"])
        let drawing = TextDrawing().draw(id: "t", kind: "datePicker", mode: "countDownTimer", locale: "en_US", model: model)
        #expect(drawing.contains("countDownDuration: 1:50 shows as 1:45 (rounded down to the minute interval)\n"))
    }
}
