import Foundation
import Testing
@testable import PickerModel
import Reports
import Spec

/// The reference model, read as the guidelines describe what a person sees. Every test pins the clock.
@Suite("Reference picker model")
struct ReferenceModelTests {
    let model = ReferenceModel(clock: .pinned)

    /// The model of the first control of a one-screen spec.
    func simulate(_ control: String, locale: String = "en_US", platform: String = "iOS") throws -> ControlModel {
        let file = decode("screen: S\nplatform: \(platform)\nlocale: \(locale)\ncontrols:\n  - " + control + "\n")
        #expect(file.problems.isEmpty, "\(file.problems.map(\.message))")
        let screen = try #require(file.screens.first)
        let control = try #require(screen.controls.first)
        return try #require(model.simulate(control, on: screen))
    }

    func texts(_ wheel: WheelModel) -> [String] {
        (0..<(wheel.count ?? 0)).compactMap { wheel.values.value(at: $0)?.text }
    }

    @Test("time: en_US has hour, minute and an AM/PM wheel; de_DE counts 24 hours and has none")
    func timeWheels() throws {
        let us = try simulate("{id: t, kind: datePicker, mode: time, style: wheels}")
        #expect(us.wheels.map(\.name) == ["hour", "minute", "period"])
        #expect(us.wheels[0].count == 12)
        #expect(texts(us.wheels[2]) == ["AM", "PM"])
        #expect(us.wheels[0].values.value(at: us.wheels[0].startIndex)?.text == "9")
        let de = try simulate("{id: t, kind: datePicker, mode: time, style: wheels}", locale: "de_DE")
        #expect(de.wheels.map(\.name) == ["hour", "minute"])
        #expect(texts(de.wheels[0]).first == "00")
        #expect(texts(de.wheels[0]).last == "23")
    }

    @Test("date: the locale's order and month names: en_US month/day/year, de_DE day/month/year, ja_JP year/month/day")
    func dateOrder() throws {
        let spec = "{id: d, kind: datePicker, mode: date, style: wheels}"
        let us = try simulate(spec)
        #expect(us.wheels.map(\.name) == ["month", "day", "year"])
        #expect(texts(us.wheels[0]).prefix(2) == ["January", "February"])
        let de = try simulate(spec, locale: "de_DE")
        #expect(de.wheels.map(\.name) == ["day", "month", "year"])
        #expect(texts(de.wheels[1])[2] == "März")
        let ja = try simulate(spec, locale: "ja_JP")
        #expect(ja.wheels.map(\.name) == ["year", "month", "day"])
        #expect(texts(ja.wheels[1]).first == "1月")
        // Japanese writes the year and day with their characters on the wheel.
        #expect(ja.wheels[0].values.value(at: ja.wheels[0].startIndex)?.text == "2026年")
        #expect(ja.wheels[2].values.value(at: ja.wheels[2].startIndex)?.text == "24日")
        let fr = try simulate(spec, locale: "fr_FR")
        #expect(texts(fr.wheels[1]).first == "janvier")
    }

    @Test("date wheels loop, the year wheel does not, and minimum and maximum bound the years")
    func dateBounds() throws {
        let bounded = try simulate("{id: d, kind: datePicker, mode: date, style: wheels, minimumDate: 2020-03-01, maximumDate: 2030-12-31}")
        let year = try #require(bounded.wheels.first { $0.name == "year" })
        #expect(year.count == 11)
        #expect(!year.loops)
        #expect(texts(year).first == "2020")
        #expect(year.values.value(at: year.startIndex)?.text == "2026")
        #expect(bounded.wheels.filter(\.loops).map(\.name) == ["month", "day"])
        #expect(bounded.wheels.first { $0.name == "day" }?.count == 31)
    }

    @Test("dateAndTime: a calendar-day wheel whose default row is Today, then the time wheels")
    func dateAndTime() throws {
        let us = try simulate("{id: d, kind: datePicker, mode: dateAndTime, style: wheels, default: now}")
        #expect(us.wheels.map(\.name) == ["date", "hour", "minute", "period"])
        let date = us.wheels[0]
        #expect(date.values.value(at: date.startIndex)?.text == "Today")
        #expect(date.values.value(at: date.startIndex + 1)?.text == "Wed, Nov 25")
        #expect(date.values.value(at: date.startIndex - 1)?.text == "Mon, Nov 23")
        let de = try simulate("{id: d, kind: datePicker, mode: dateAndTime, style: wheels}", locale: "de_DE")
        #expect(de.wheels[0].values.value(at: de.wheels[0].startIndex)?.text == "Heute")
        #expect(de.wheels[0].values.value(at: de.wheels[0].startIndex + 1)?.text == "Mi. 25. Nov.")
    }

    @Test("minuteInterval 15 gives a 4-value minute wheel; an invalid interval falls back to every minute")
    func minuteInterval() throws {
        let quarter = try simulate("{id: t, kind: datePicker, mode: time, style: wheels, minuteInterval: 15}")
        let minute = try #require(quarter.wheels.first { $0.name == "minute" })
        #expect(texts(minute) == ["00", "15", "30", "45"])
        let seven = try simulate("{id: t, kind: datePicker, mode: time, style: wheels, minuteInterval: 7}")
        #expect(seven.wheels.first { $0.name == "minute" }?.count == 60)
    }

    @Test("a countdown has 24 hours and 60/interval minutes, with hour(s) and min in the selection bar", arguments: [1, 5, 10, 15, 30])
    func countdown(interval: Int) throws {
        let timer = try simulate("{id: c, kind: datePicker, mode: countDownTimer, minuteInterval: \(interval), countDownDuration: \"1:30\"}")
        #expect(timer.style == "wheels")
        #expect(timer.declaredStyle == "automatic")
        #expect(timer.wheels.map(\.name) == ["hours", "minutes"])
        #expect(timer.wheels[0].count == 24)
        #expect(timer.wheels[1].count == 60 / interval)
        // “1 hour”, as the platform's label agrees with the hours selected; “2 hours”, “0 hours”.
        #expect(timer.wheels.map(\.unit) == ["hour", "min"])
        for (duration, unit) in [("2:30", "hours"), ("0:30", "hours")] {
            let other = try simulate("{id: c, kind: datePicker, mode: countDownTimer, countDownDuration: \"\(duration)\"}")
            #expect(other.wheels.first?.unit == unit)
        }
        #expect(timer.wheels[0].values.value(at: timer.wheels[0].startIndex)?.text == "1")
        #expect(timer.wheels[1].values.value(at: timer.wheels[1].startIndex)?.text == "30")
    }

    @Test("countries in en_US: well over 150 names, alphabetized, United States among them; in fr_FR, États-Unis")
    func countries() throws {
        let us = try simulate("{id: c, kind: picker, source: countries, default: United States}")
        let names = texts(us.wheels[0])
        #expect(names.count > 150)
        #expect(names.contains("United States"))
        #expect(!names.contains("European Union") && !names.contains("World"))
        #expect(us.wheels[0].defaultIndex == names.firstIndex(of: "United States"))
        // Every neighbour in the locale's order, checked pair by pair with the locale comparison itself.
        let data = LocaleData("en_US")
        #expect(zip(names, names.dropFirst()).allSatisfy { data.compare($0, $1) != .orderedDescending })
        let fr = try simulate("{id: c, kind: picker, source: countries}", locale: "fr_FR")
        let frenchNames = texts(fr.wheels[0])
        #expect(frenchNames.contains("États-Unis"))
        let french = LocaleData("fr_FR")
        #expect(zip(frenchNames, frenchNames.dropFirst()).allSatisfy { french.compare($0, $1) != .orderedDescending })
        // The locale's collation: É sorts with E, not after Z.
        let e = try #require(frenchNames.firstIndex(of: "États-Unis"))
        #expect(frenchNames[e - 1].first == "E" || frenchNames[e - 1].first == "É")
        #expect(try simulate("{id: c, kind: picker, source: currencies}").wheels[0].count ?? 0 > 100)
        #expect(try simulate("{id: c, kind: picker, source: languages}").wheels[0].count ?? 0 > 100)
        #expect(try simulate("{id: c, kind: picker, source: timeZones}").wheels[0].count ?? 0 > 300)
    }

    @Test("dynamic and random sources carry only their count")
    func runtimeSources() throws {
        let dynamic = try simulate("{id: r, kind: picker, source: dynamic, count: 40}")
        #expect(dynamic.wheels[0].count == 40)
        #expect(dynamic.wheels[0].values.value(at: 0) == nil)
        #expect(try simulate("{id: r, kind: picker, source: random}").wheels[0].count == nil)
    }

    @Test("a range of a billion values is computed, never listed")
    func hugeRange() throws {
        let clock = ContinuousClock()
        var wheel: WheelModel?
        let elapsed = try clock.measure {
            wheel = try simulate("{id: n, kind: picker, range: {from: 0, to: 1000000000}, default: 999999999}").wheels.first
        }
        let huge = try #require(wheel)
        guard case .arithmetic = huge.values else {
            Issue.record("a range must stay arithmetic")
            return
        }
        #expect(huge.count == 1_000_000_001)
        #expect(huge.values.value(at: 1_000_000_000)?.text == "1000000000")
        #expect(huge.defaultIndex == 999_999_999)
        #expect(huge.hidden == 999_999_997) // four rows in sight: the wheel stands on its second-to-last value
        #expect(huge.rowsToSpin == 999_999_999)
        #expect(elapsed < .seconds(1))
    }

    @Test("geometry: 216 pt wheels as wide as the screen, each wheel as wide as its longest value")
    func geometry() throws {
        let picker = try simulate("{id: s, kind: picker, wheels: [{values: [S, M, L]}, {values: [Extra extra large, M]}]}")
        #expect(picker.height == 216)
        #expect(picker.width == 390)
        #expect(picker.wheels[0].width == Double(9 + 24))
        #expect(picker.wheels[1].width == Double(17 * 9 + 24))
        let spread: Double = picker.wheels[0].width + picker.wheels[1].width + Geometry.wheelSpacing
        #expect(picker.neededWidth == spread)
        let sized = try simulate("{id: s, kind: picker, values: [a, b, c, d, e, f]}", platform: "iPadOS")
        #expect(sized.width == 820)
        let watch = try simulate("{id: s, kind: picker, values: [a, b, c, d, e, f]}", platform: "watchOS")
        #expect(watch.height == Geometry.watchWheelsHeight)
        let unit = try simulate("{id: s, kind: picker, values: [5, 10], unit: min}")
        #expect(unit.wheels[0].width == Double(2 * 9 + 24 + 6 + 3 * 9))
    }

    @Test("effort: hidden values and rows to spin, half the wheel when it loops")
    func effort() throws {
        let list = try simulate("{id: s, kind: picker, values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], default: 3}")
        #expect(list.wheels[0].hidden == 5)
        #expect(list.wheels[0].rowsToSpin == 7)
        let short = try simulate("{id: s, kind: picker, values: [a, b, c]}")
        #expect(short.wheels[0].hidden == 0)
        #expect(short.wheels[0].rowsToSpin == 2)
        let minutes = try simulate("{id: t, kind: datePicker, mode: time, style: wheels}").wheels[1]
        #expect(minutes.loops)
        #expect(minutes.rowsToSpin == 30)
        #expect(minutes.hidden == 55)
    }

    @Test("hidden counts what a person sees: a wheel at its first or last value shows three rows, a menu what fits the screen")
    func hiddenAsSeen() throws {
        let six = "values: [a, b, c, d, e, f]"
        #expect(try simulate("{id: s, kind: picker, style: wheels, \(six), default: a}").wheels[0].hidden == 3)
        #expect(try simulate("{id: s, kind: picker, style: wheels, \(six), default: b}").wheels[0].hidden == 2)
        #expect(try simulate("{id: s, kind: picker, style: wheels, \(six), default: c}").wheels[0].hidden == 1)
        #expect(try simulate("{id: s, kind: picker, style: wheels, \(six), default: f}").wheels[0].hidden == 3)
        #expect(try simulate("{id: s, kind: picker, style: wheels, \(six)}").wheels[0].hidden == 3)
        #expect(try simulate("{id: s, kind: picker, style: wheels, values: [a, b, c, d, e], default: c}").wheels[0].hidden == 0)
        // A menu opens at its top and shows what fits the screen (844 pt at 44 pt a row: 19), whatever is selected.
        #expect(try simulate("{id: s, kind: picker, style: menu, \(six), default: f}").wheels[0].hidden == 0)
        #expect(try simulate("{id: s, kind: picker, style: menu, range: {from: 1, to: 30}, default: 30}").wheels[0].hidden == 11)
        #expect(try simulate("{id: s, kind: picker, style: segmented, values: [a, b, c, d, e, f, g]}").wheels[0].hidden == 0)
    }

    @Test("automatic resolves as each platform does, and the model keeps both styles")
    func automaticStyle() throws {
        let spec = "{id: d, kind: datePicker, mode: date}"
        #expect(try simulate(spec).style == "compact")
        #expect(try simulate(spec, platform: "iPadOS").style == "compact")
        #expect(try simulate(spec, platform: "visionOS").style == "compact")
        #expect(try simulate(spec, platform: "macOS").style == "textual")
        #expect(try simulate(spec, platform: "watchOS").style == "wheels")
        #expect(try simulate(spec).declaredStyle == "automatic")
        let compact = try simulate(spec)
        #expect(compact.height == 34)
        #expect(!compact.drawsWheels)
        #expect(compact.description == "a compact button showing “Nov 24, 2026”; tapping it opens a calendar")
        let calendar = try simulate("{id: d, kind: datePicker, mode: date, style: inline}")
        #expect(calendar.height == 330)
        #expect(try simulate("{id: p, kind: picker, values: [a, b]}", platform: "macOS").style == "menu")
        #expect(try simulate("{id: p, kind: picker, values: [a, b]}").style == "wheels")
    }

    @Test("now and today follow the pinned clock; an off-interval default is rounded down, keeping both values")
    func defaults() throws {
        let now = try #require(try simulate("{id: t, kind: datePicker, mode: time, minuteInterval: 15}").dateDefault)
        #expect(now.declared?.description == "2026-11-24T09:41")
        #expect(now.shown.description == "2026-11-24T09:30")
        #expect(now.roundedToInterval)
        let today = try #require(try simulate("{id: d, kind: datePicker, mode: date, default: today}").dateDefault)
        #expect(today.shown.date == CalendarDate(year: 2026, month: 11, day: 24))
        let fixed = try #require(try simulate("{id: t, kind: datePicker, mode: time, minuteInterval: 10, default: \"07:35\"}").dateDefault)
        #expect(fixed.shown.time == ClockTime(hour: 7, minute: 30))
        let clamped = try #require(try simulate("{id: d, kind: datePicker, mode: date, default: 2020-01-01, minimumDate: today}").dateDefault)
        #expect(clamped.clamped)
        #expect(clamped.shown.date == CalendarDate(year: 2026, month: 11, day: 24))
        let blank = try #require(try simulate("{id: d, kind: datePicker, mode: date, default: null}").dateDefault)
        #expect(blank.declared == nil)
    }

    @Test("--now reads a date-time or a date")
    func clockParsing() {
        #expect(ModelClock(parsing: "2026-11-24T09:41") == .pinned)
        #expect(ModelClock(parsing: "2026-02-29") == nil)
        #expect(ModelClock(parsing: "2024-02-29")?.time == ClockTime(hour: 0, minute: 0))
        #expect(ModelClock(parsing: "24.11.2026") == nil)
        #expect(ModelClock(parsing: "2026-11-24T25:00") == nil)
    }

    @Test("day numbers round-trip the proleptic Gregorian calendar")
    func dayNumbers() {
        #expect(DayNumber.of(CalendarDate(year: 1, month: 1, day: 1)) == 0)
        #expect(DayNumber.of(CalendarDate(year: 1970, month: 1, day: 1)) == 719_162)
        for number in stride(from: 0, to: 3_652_059, by: 997) {
            #expect(DayNumber.of(DayNumber.date(number)) == number)
        }
        #expect(DayNumber.date(DayNumber.of(CalendarDate(year: 2024, month: 2, day: 29))) == CalendarDate(year: 2024, month: 2, day: 29))
    }

    @Test("locales whose AM/PM comes first put the period wheel first")
    func periodFirst() throws {
        let korean = try simulate("{id: t, kind: datePicker, mode: time, style: wheels}", locale: "ko_KR")
        #expect(korean.wheels.map(\.name) == ["period", "hour", "minute"])
    }

    @Test("the drawing shows five rows, the selection bar and its unit, and the counts")
    func drawing() throws {
        let timer = try simulate("{id: tea, kind: datePicker, mode: countDownTimer, countDownDuration: \"0:04\"}")
        let drawing = TextDrawing().draw(id: "tea", kind: "datePicker", mode: "countDownTimer", locale: "en_US", model: timer)
        #expect(drawing == """
            tea  datePicker · countDownTimer · wheels (automatic) · en_US · 390 × 216 pt
              22         2
              23         3
            ▶  0 hours   4 min  ◀
               1         5
               2         6
            2 wheels:
              hours:   24 values, 0 to 23, loops; 19 out of sight; the farthest is 12 rows from 0
              minutes: 60 values, 0 to 59, loops; 55 out of sight; the farthest is 30 rows from 4

            """)
        let above = try simulate("{id: w, kind: picker, values: [1, 2, 3], unit: kg, unitPlacement: above, default: 1}")
        let aboveDrawing = TextDrawing().draw(id: "w", kind: "picker", mode: nil, locale: "en_US", model: above)
        #expect(aboveDrawing.components(separatedBy: "\n") == [
            "w  picker · wheels (automatic) · en_US · 390 × 216 pt",
            "  kg",
            "",
            "",
            "▶  1  ◀",
            "   2",
            "   3",
            "1 wheel: 3 values, 1 to 3; the farthest is 2 rows from 1",
            "",
        ])
    }

    /// The named-source lookup trims as Foundation's `.whitespaces` does: tabs, space separators and the zero-width
    /// space, not line breaks.
    @Test func trimmingWhitespacesMatchesFoundation() {
        let samples = ["", " ", "\t", "DE", "  Germany ", "\tFrance\t", "\u{00A0}Japan\u{3000}", "\u{200B}Chile\u{200B}",
                       "\nPeru\n", " e\u{301} ", "\u{2003}", "New  Zealand", " 日本 "]
        for sample in samples {
            #expect(InlineSpaces.trimmed(sample) == sample.trimmingCharacters(in: .whitespaces), "\(Array(sample.unicodeScalars))")
        }
    }
}
