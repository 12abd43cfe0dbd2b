import Driver
import Foundation
import Lint
import PickerModel
import Testing
import Source
import YAML

/// The guidelines, as checks on small screens. The rules/ examples cover more cases; these pin the messages.
@Suite("Rules")
struct RuleTests {
    @Test("a minute interval must divide an hour: 7 is an error at the value, naming the valid ones")
    func minuteInterval() throws {
        let found = findings("minute-interval", "  - {id: alarm-time, kind: datePicker, mode: time, minuteInterval: 7}\n")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.severity == .error)
        #expect(finding.range.start == mark(4, 68))
        #expect(finding.message == "minuteInterval 7 of `alarm-time` does not divide 60 evenly; use 1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30")
        #expect(finding.help?.hasSuffix("the nearest valid interval is 6") == true)
        #expect(finding.control == "alarm-time")
    }

    @Test("every interval that divides 60 up to 30 is accepted; 60 and 0 are not", arguments: Array(-1...61))
    func minuteIntervalValues(interval: Int) {
        let found = findings("minute-interval", "  - {id: t, kind: datePicker, mode: time, minuteInterval: \(interval)}\n")
        let valid = interval >= 1 && interval <= 30 && 60 % interval == 0
        #expect(found.isEmpty == valid)
    }

    @Test("the nearest valid interval goes to the coarser one on a tie")
    func nearestInterval() {
        #expect(MinuteIntervalRule.nearest(to: 7) == 6)
        #expect(MinuteIntervalRule.nearest(to: 8) == 10)
        #expect(MinuteIntervalRule.nearest(to: 25) == 30)
        #expect(MinuteIntervalRule.nearest(to: 45) == 30)
        #expect(MinuteIntervalRule.nearest(to: 0) == 1)
        // A written default or countdown stays on the interval, so a later fix cannot round it away.
        #expect(MinuteIntervalRule.nearest(to: 8, keeping: [18]) == 6)
        #expect(MinuteIntervalRule.nearest(to: 7, keeping: [10]) == 5)
        #expect(MinuteIntervalRule.nearest(to: 7, keeping: [30]) == 6)
        #expect(MinuteIntervalRule.nearest(to: 45, keeping: [7]) == 1)
        let help = findings("minute-interval", "  - {id: t, kind: datePicker, mode: countDownTimer, minuteInterval: 8, countDownDuration: \"0:18\"}\n").first?.help
        #expect(help == "the platform ignores any other interval and shows every minute; the nearest valid interval that keeps the countdown on it is 6")
    }

    @Test("a countdown runs up to 23 h 59 min; seconds are dropped before comparing")
    func countdownLimit() {
        func check(_ duration: String) -> [String] {
            findings("countdown-limit", "  - {id: tea, kind: datePicker, mode: countDownTimer, countDownDuration: \(duration)}\n").map(\.message)
        }
        #expect(check("\"23:59\"").isEmpty)
        #expect(check("\"23:59:30\"").isEmpty)
        #expect(check("86340").isEmpty)
        #expect(check("\"24:00\"") == ["countDownDuration 24:00 of `tea` is longer than a countdown timer can show (23:59)"])
        #expect(check("86400") == ["countDownDuration 24:00 of `tea` is longer than a countdown timer can show (23:59)"])
        #expect(check("\"-0:10\"") == ["countDownDuration -0:10 of `tea` is negative"])
        // Outside countdown mode the duration has no effect; another rule says so.
        #expect(findings("countdown-limit", "  - {id: t, kind: datePicker, mode: time, countDownDuration: \"30:00\"}\n").isEmpty)
    }

    @Test("a countdown timer is never compact or inline")
    func countdownStyle() {
        for style in ["compact", "inline", "graphical"] {
            let found = findings("countdown-style", "  - {id: pasta, kind: datePicker, mode: countDownTimer, style: \(style)}\n")
            #expect(found.map(\.message) == ["countdown timer `pasta` cannot use the \(style) style; the platform raises an exception at run time"])
            #expect(found.first?.range.start == mark(4, 64))
        }
        for style in ["automatic", "wheels"] {
            #expect(findings("countdown-style", "  - {id: pasta, kind: datePicker, mode: countDownTimer, style: \(style)}\n").isEmpty)
        }
        #expect(findings("countdown-style", "  - {id: d, kind: datePicker, mode: date, style: compact}\n").isEmpty)
    }

    @Test("every wheel has values: empty lists, ranges that count past their end, and count 0")
    func emptyWheel() {
        #expect(findings("empty-wheel", "  - {id: size, kind: picker, values: []}\n").map(\.message) == ["`size` has no values"])
        #expect(findings("empty-wheel", "  - {id: w, kind: picker, range: {from: 10, to: 0}}\n").map(\.message)
            == ["the range of `w` has no values: it counts up from 10 by 1 and never reaches 0"])
        #expect(findings("empty-wheel", "  - {id: w, kind: picker, range: {from: 10, to: 0, step: -1}}\n").isEmpty)
        #expect(findings("empty-wheel", "  - {id: w, kind: picker, range: {from: 5, to: 5}}\n").isEmpty)
        #expect(findings("empty-wheel", "  - {id: r, kind: picker, source: dynamic, count: 0}\n").count == 1)
        #expect(findings("empty-wheel", "  - {id: r, kind: picker, source: dynamic}\n").isEmpty)
        let multi = findings("empty-wheel", "  - {id: h, kind: picker, wheels: [{values: [1, 2]}, {values: []}]}\n")
        #expect(multi.map(\.message) == ["wheel 2 of `h` has no values"])
    }

    @Test("values are distinct: the later duplicate is reported, numbers compare by value")
    func distinctValues() {
        let found = findings("distinct-values", "  - {id: snooze, kind: picker, values: [5, 10, 5.0, \"10\", Five, Five]}\n")
        #expect(found.map(\.message) == [
            "5.0 in `snooze` is the same value as 5 at 4:41",
            "\"10\" appears twice in `snooze` (first at 4:44)",
            "\"Five\" appears twice in `snooze` (first at 4:59)",
        ])
        #expect(found.map(\.range.start.column) == [48, 53, 65])
        #expect(findings("distinct-values", "  - {id: s, kind: picker, values: [S, M, L, XL]}\n").isEmpty)
        // A quoted number is the number a person reads, so sameness does not depend on the order of the values.
        #expect(findings("distinct-values", "  - {id: s, kind: picker, values: [\"5\", 5.0]}\n").count == 1)
        #expect(findings("distinct-values", "  - {id: s, kind: picker, values: [5.0, \"5\"]}\n").count == 1)
        // NaN is no number a wheel can show or compare: the decoder reports it (`spec-invalid`) and leaves it out.
        #expect(findings("distinct-values", "  - {id: s, kind: picker, values: [.nan, .nan, 1]}\n").isEmpty)
        #expect(findings("spec-invalid", "  - {id: s, kind: picker, values: [.nan, .nan, 1]}\n").count == 2)
        #expect(findings("distinct-values", "  - {id: s, kind: picker, values: [\"5 min\", \"5 mins\"]}\n").isEmpty)
    }

    @Test("a default is one of the wheel's values, for lists and for ranges")
    func defaultNotInValues() {
        let list = findings("default-not-in-values", "  - {id: size, kind: picker, values: [S, M, L], default: XL}\n")
        #expect(list.map(\.message) == ["default \"XL\" of `size` is not one of its values"])
        #expect(list.first?.help == "the picker would start elsewhere; choose one of \"S\", \"M\", \"L\"")
        let range = findings("default-not-in-values", "  - {id: snooze, kind: picker, range: {from: 0, to: 55, step: 5}, default: 7}\n")
        #expect(range.map(\.message) == ["default 7 of `snooze` is not one of its values"])
        #expect(range.first?.help == "the picker would start elsewhere; choose one of 0, 5, 10, 15, 20, …")
        let descending = findings("default-not-in-values", "  - {id: s, kind: picker, range: {from: 60, to: 0, step: -5}, default: 7}\n")
        #expect(descending.first?.help == "the picker would start elsewhere; choose one of …, 20, 15, 10, 5, 0")
        let past = findings("default-not-in-values", "  - {id: s, kind: picker, range: {from: 1, to: 200}, default: 250}\n")
        #expect(past.first?.help == "the picker would start elsewhere; choose one of …, 196, 197, 198, 199, 200")
        let middle = findings("default-not-in-values", "  - {id: s, kind: picker, range: {from: 1, to: 200}, default: 99.5}\n")
        #expect(middle.first?.help == "the picker would start elsewhere; choose one of …, 98, 99, 100, 101, 102, …")
        #expect(findings("default-not-in-values", "  - {id: s, kind: picker, range: {from: 0, to: 55, step: 5}, default: 35}\n").isEmpty)
        #expect(findings("default-not-in-values", "  - {id: s, kind: picker, range: {from: 0.5, to: 2.5, step: 0.5}, default: 1.5}\n").isEmpty)
        #expect(findings("default-not-in-values", "  - {id: s, kind: picker, values: [1, 2], default: \"2\"}\n").isEmpty)
        #expect(findings("default-not-in-values", "  - {id: c, kind: picker, source: dynamic, default: Berlin}\n").isEmpty)
        // Named sources are checked against the model's names in the screen's locale.
        #expect(findings("default-not-in-values", "  - {id: c, kind: picker, source: countries, default: United States}\n").isEmpty)
        let typo = findings("default-not-in-values", "  - {id: c, kind: picker, source: countries, default: United Sates}\n")
        #expect(typo.first?.help == "did you mean “United States”? The picker would start elsewhere")
        let french = lint("screen: S\nlocale: fr_FR\ncontrols:\n  - {id: c, kind: picker, source: countries, default: United States}\n")
            .filter { $0.rule == "default-not-in-values" }
        #expect(french.first?.message.hasSuffix("United States is the English name of “États-Unis”, as the picker lists it in French") == true)
        let unknown = lint("screen: S\nlocale: fr_FR\ncontrols:\n  - {id: c, kind: picker, source: countries, default: Atlantis}\n")
            .filter { $0.rule == "default-not-in-values" }
        #expect(unknown.first?.help?.hasSuffix(" countries are named as the screen's locale (fr_FR) writes them; use that name") == true)
    }

    @Test("a range of a billion values is checked without listing it")
    func hugeRange() {
        let clock = ContinuousClock()
        var found: [Diagnostic] = []
        let elapsed = clock.measure {
            found = lint("screen: S\ncontrols:\n  - {id: n, kind: picker, range: {from: 0, to: 1000000000}, default: 999999999}\n")
        }
        #expect(found.filter { $0.rule == "default-not-in-values" || $0.rule == "empty-wheel" }.isEmpty)
        #expect(elapsed < .seconds(1))
    }

    @Test("the catalogue, as `piclint rules` lists it, is Fixtures/golden/rules.txt: RULES.md's order, severities, options and fixes")
    func registry() throws {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        // The reader's rules first and the rules about comments last, with the checks between them.
        #expect(RuleRegistry.descriptions.prefix(while: { if case .input = $0.kind { true } else { false } }).count == 6)
        #expect(RuleRegistry.descriptions.suffix(2).allSatisfy { $0.kind == .meta })
        let listing = try runPiclint(["rules"], in: try makeScratchDirectory())
        #expect(listing.status == 0)
        try GoldenTests.compare(listing.stdout, golden: "rules.txt")
    }

    @Test("a rule set to off reports nothing; yaml-syntax cannot be turned off")
    func severities() {
        let linter = Linter(severities: ["minute-interval": .off, "yaml-syntax": .off, "spec-unknown-key": .error], frontEnds: .all)
        let found = linter.lintFile(Array("screen: S\ncontrols:\n  - {id: t, kind: datePicker, minuteInterval: 7, colour: red}\n".utf8), path: "a.yaml").diagnostics
        #expect(found.map(\.rule) == ["spec-unknown-key"])
        #expect(found.first?.severity == .error)
        #expect(linter.lintFile(Array("a: [".utf8), path: "b.yaml").diagnostics.map(\.rule) == ["yaml-syntax"])
    }
}

/// The rules that judge a wheel's values, as a person reading them would.
@Suite("Rules: values and order")
struct ValueRuleTests {
    @Test("predictable order: numbers up or down, the alphabet, and known sequences pass")
    func predictableOrders() {
        for values in ["[5, 10, 15, 20]", "[30, 20, 10, 5]", "[Apple, banana, Cherry, Érable, Zucchini]",
                       "[Mon, Tue, Wed, Thu, Fri]", "[Fri, Sat, Sun, Mon]", "[XS, S, M, L, XL]", "[None, Low, Medium, High]",
                       "[\"5 min\", \"10 min\", \"1 h\"]", "[\"30 s\", \"1 min\", \"2 hours\", \"1 day\"]", "[500 MB, 1 GB, 2 GB]", "[January, March, December]", "[Any, 1, 2, 3, 4]"] {
            #expect(findings("predictable-order", "  - {id: p, kind: picker, values: \(values)}\n").isEmpty, "\(values)")
        }
        #expect(findings("predictable-order", "  - {id: p, kind: picker, values: [Klein, Mittel, Groß]}\n", locale: "de_DE").isEmpty)
        // Money with grouping commas, times of day, a closing catch-all, sizes declared ascending.
        for values in ["[$500, \"$1,000\", \"$2,500\"]", "[9:00 AM, 11:30 AM, 12:00 PM, 1:00 PM]", "[5, 10, 15, 30, Custom]",
                       "[\"5 minutes\", \"15 minutes\", \"1 hour\", \"2 hours\", \"1 day\"]"] {
            #expect(findings("predictable-order", "  - {id: p, kind: picker, values: \(values)}\n").isEmpty, "\(values)")
        }
        #expect(findings("predictable-order", "  - {id: p, kind: picker, values: [XS, S, M, L, XL], order: ascending}\n").isEmpty)
        // Options all on show need no predictable order.
        #expect(findings("predictable-order", "  - {id: p, kind: picker, style: segmented, values: [Standard, Hybrid, Satellite]}\n").isEmpty)
        #expect(findings("predictable-order", "  - {id: p, kind: picker, values: [Januar, Februar, März]}\n", locale: "de_DE").isEmpty)
    }

    @Test("predictable order: the break is reported where it happens, naming the order it breaks")
    func predictableOrderBreaks() throws {
        // Three values are all in sight at once: people read them, they need not predict them.
        #expect(findings("predictable-order", "  - {id: colors, kind: picker, values: [Red, Green, Blue]}\n").isEmpty)
        let numbers = try #require(findings("predictable-order", "  - {id: n, kind: picker, values: [5, 10, 7, 20]}\n").first)
        #expect(numbers.message == "the values of `n` nearly follow ascending numeric order, but “7” comes after “10”")
        #expect(numbers.range.start.column == 43)
        let declared = findings("predictable-order", "  - {id: n, kind: picker, values: [1, 2, 3], order: descending}\n")
        #expect(declared.first?.message.contains("do not follow the declared `order: descending`") == true)
        #expect(findings("predictable-order", "  - {id: n, kind: picker, values: [b, a, c], order: custom}\n").isEmpty)
    }

    @Test("predictable order reads weeks forwards, so the misplaced value is the one reported")
    func weekForwards() {
        #expect(findings("predictable-order", "  - {id: w, kind: picker, values: [Mon, Wed, Tue, Thu, Fri]}\n").map(\.message)
            == ["the values of `w` nearly follow weekday order, but “Tue” comes after “Wed”"])
    }

    @Test("long lists matter on wheels and in menus, not in lists; run-time values on wheels only")
    func wheelsOnly() {
        #expect(findings("long-list", "  - {id: c, kind: picker, style: navigationLink, source: countries, default: France}\n").isEmpty)
        #expect(findings("long-list", "  - {id: c, kind: picker, style: menu, source: countries, default: France}\n").count == 1)
        #expect(findings("long-list", "  - {id: c, kind: picker, source: countries, default: France}\n").count == 1)
        #expect(findings("dynamic-values", "  - {id: r, kind: picker, style: navigationLink, source: dynamic}\n").isEmpty)
        #expect(findings("dynamic-values", "  - {id: r, kind: picker, source: dynamic}\n").count == 1)
    }

    @Test("numeric gap: one or two values missing from a steady step")
    func numericGap() {
        #expect(findings("numeric-gap", "  - {id: s, kind: picker, values: [5, 10, 15, 25, 30]}\n").map(\.message)
            == ["`s` steps by 5 but skips 20 before 25"])
        #expect(findings("numeric-gap", "  - {id: s, kind: picker, values: [1, 2, 3, 4]}\n").isEmpty)
        #expect(findings("numeric-gap", "  - {id: s, kind: picker, values: [1, 2, 5, 10, 20, 50]}\n").isEmpty)
        // A larger step that carries on is a change of scale; a lone gap at the end is still a slip.
        #expect(findings("numeric-gap", "  - {id: s, kind: picker, values: [15, 30, 45, 60, 90, 120]}\n").isEmpty)
        #expect(findings("numeric-gap", "  - {id: s, kind: picker, values: [10, 20, 30, 50, 60, 80]}\n").count == 2)
        // Three missing values are a different scale, not a slip.
        #expect(findings("numeric-gap", "  - {id: s, kind: picker, values: [10, 20, 30, 70, 80]}\n").isEmpty)
    }

    @Test("use a date picker: wheels that rebuild a date or a time")
    func useDatePicker() {
        #expect(findings("use-date-picker", "  - {id: d, kind: picker, wheels: [{values: [January, February, March, April, May, June, July, August, September, October, November, December]}, {range: {from: 1, to: 31}}, {range: {from: 2024, to: 2030}}]}\n").count == 1)
        #expect(findings("use-date-picker", "  - {id: t, kind: picker, wheels: [{range: {from: 1, to: 12}}, {values: [\"00\", \"15\", \"30\", \"45\"]}, {values: [AM, PM]}]}\n").count == 1)
        // A month alone, or a day of the month alone, is not a date: no date picker mode picks just that.
        #expect(findings("use-date-picker", "  - {id: m, kind: picker, values: [January, February, March, April, May, June, July, August, September, October, November, December]}\n").isEmpty)
        #expect(findings("use-date-picker", "  - {id: d, kind: picker, range: {from: 1, to: 31}}\n").isEmpty)
    }

    @Test("unit in values: a shared spaced unit or symbol, not letters glued to a number")
    func unitInValues() {
        #expect(findings("unit-in-values", "  - {id: s, kind: picker, values: [\"5 min\", \"10 min\", \"15 min\"]}\n").map(\.message)
            == ["every value of `s` repeats the unit “min”"])
        // A currency sign is no unit: a price is written with it, the locale's way.
        #expect(findings("unit-in-values", "  - {id: s, kind: picker, values: [\"$5\", \"$10\"]}\n").isEmpty)
        // As many "mins" as "min": the first value's spelling, in every run (not the hash seed's pick).
        #expect(findings("unit-in-values", "  - {id: s, kind: picker, values: [\"1 mins\", \"2 min\", \"3 mins\", \"4 min\"]}\n").map(\.message)
            == ["every value of `s` repeats the unit “mins”"])
        #expect(findings("unit-in-values", "  - {id: s, kind: picker, values: [2XL, 3XL, 4XL]}\n").isEmpty)
        #expect(findings("unit-in-values", "  - {id: s, kind: picker, values: [\"5 min\", \"1 h\"]}\n").isEmpty)
    }

    @Test("platform style: only the styles HIG 004 gives each platform")
    func platformStyle() {
        #expect(findings("platform-style", "  - {id: p, kind: picker, style: wheels, values: [a, b, c, d, e], default: a}\n", platform: "macOS").count == 1)
        #expect(findings("platform-style", "  - {id: p, kind: picker, style: radioGroup, values: [a, b], default: a}\n").count == 1)
        #expect(findings("platform-style", "  - {id: p, kind: picker, style: radioGroup, values: [a, b], default: a}\n", platform: "macOS").isEmpty)
        #expect(findings("platform-style", "  - {id: d, kind: datePicker, style: textual}\n").count == 1)
        #expect(findings("platform-style", "  - {id: d, kind: datePicker, style: graphical}\n").isEmpty)
        #expect(findings("platform-style", "  - {id: d, kind: datePicker, mode: date, style: compact}\n", platform: "watchOS").count == 1)
        #expect(findings("platform-style", "  - {id: d, kind: datePicker, mode: date, style: graphical, selectsRange: true}\n", platform: "macOS").isEmpty)
        #expect(findings("platform-style", "  - {id: d, kind: datePicker, mode: date, style: graphical, selectsRange: true}\n").count == 1)
    }
}

/// Defaults, ranges and settings: the cases a first review found wrong, kept right.
@Suite("Rules: defaults, ranges and settings")
struct DateRuleTests {
    @Test("unit placement needs a unit and wheels")
    func unitPlacement() {
        #expect(findings("unit-placement", "  - {id: r, kind: picker, range: {from: 30, to: 300, step: 30}, unitPlacement: above, default: 90}\n").isEmpty)
        #expect(findings("unit-placement", "  - {id: s, kind: picker, style: segmented, values: [1, 2, 3], unit: x, unitPlacement: onWheel, default: 1}\n").isEmpty)
        #expect(findings("unit-placement", "  - {id: r, kind: picker, values: [1, 2, 3, 4, 5], unit: kg, unitPlacement: above, default: 1}\n").count == 1)
    }

    @Test("unit in values: signs belong to numbers, words before a number are values, plurals share a unit")
    func unitInValues() {
        #expect(findings("unit-in-values", "  - {id: t, kind: picker, values: [-10 °C, -5 °C, 0 °C, 5 °C]}\n").map(\.message)
            == ["every value of `t` repeats the unit “°C”"])
        #expect(findings("unit-in-values", "  - {id: w, kind: picker, values: [Week 1, Week 2, Week 3]}\n").isEmpty)
        #expect(findings("unit-in-values", "  - {id: h, kind: picker, values: [1 hour, 2 hours, 3 hours]}\n").map(\.message)
            == ["every value of `h` repeats the unit “hours”"])
    }

    @Test("a countdown's blank default is ignored-setting's, not default-value's")
    func countdownDefault() {
        let spec = "  - {id: steep, kind: datePicker, mode: countDownTimer, countDownDuration: \"0:04\", default: null}\n"
        #expect(findings("default-value", spec).isEmpty)
        #expect(findings("ignored-setting", spec).count == 1)
    }

    @Test("default out of range names the bound it passes, in the mode's terms")
    func outOfRange() {
        #expect(findings("default-out-of-range", "  - {id: t, kind: datePicker, mode: time, minuteInterval: 15, default: \"08:00\", minimumDate: \"08:05\"}\n").map(\.message)
            == ["default 08:00 of `t` is before its minimumDate 08:05; the picker starts at 08:05 instead"])
        #expect(findings("default-out-of-range", "  - {id: d, kind: datePicker, mode: date, default: 2026-12-15, maximumDate: 2026-12-01}\n").map(\.message)
            == ["default 2026-12-15 of `d` is after its maximumDate 2026-12-01; the picker starts at 2026-12-01 instead"])
        // In date mode `now` is today: a date that cannot be in the future may start now.
        #expect(findings("default-out-of-range", "  - {id: e, kind: datePicker, mode: date, default: now, maximumDate: today}\n").isEmpty)
    }

    @Test("date range compares what the mode shows, and leaves countdowns to ignored-setting")
    func dateRange() {
        #expect(findings("date-range", "  - {id: e, kind: datePicker, mode: date, minimumDate: now, maximumDate: today}\n").isEmpty)
        #expect(findings("date-range", "  - {id: c, kind: datePicker, mode: countDownTimer, minimumDate: \"0:30\", maximumDate: \"0:10\"}\n").isEmpty)
        let swapped = "  - {id: s, kind: datePicker, mode: date, default: 2026-12-15, minimumDate: 2027-01-31, maximumDate: 2026-12-01}\n"
        #expect(findings("date-range", swapped).count == 1)
        // The platform ignores both bounds, so the default stands and is not "out of range".
        #expect(findings("default-out-of-range", swapped).isEmpty)
    }

    @Test("macOS date pickers have no minute interval")
    func macOSInterval() {
        let spec = "  - {id: m, kind: datePicker, mode: time, style: textual, minuteInterval: 7, default: \"10:10\"}\n"
        #expect(findings("ignored-setting", spec, platform: "macOS").map(\.message)
            == ["minuteInterval of `m` has no effect on macOS, whose date pickers have no minute interval"])
        #expect(findings("minute-interval", spec, platform: "macOS").isEmpty)
        #expect(findings("default-off-interval", spec, platform: "macOS").isEmpty)
        #expect(findings("coarse-minutes", "  - {id: m, kind: datePicker, mode: time}\n", platform: "macOS").isEmpty)
    }
}

/// Platforms and presentation: what HIG 004 gives each platform, and advice that can be followed.
@Suite("Rules: platforms and presentation")
struct PlatformRuleTests {
    @Test("watchOS pickers are wheels or a navigation link")
    func watchStyles() {
        for style in ["segmented", "menu", "radioGroup"] {
            #expect(findings("platform-style", "  - {id: p, kind: picker, style: \(style), values: [a, b], default: a}\n", platform: "watchOS").count == 1, "\(style)")
        }
        #expect(findings("platform-style", "  - {id: p, kind: picker, style: navigationLink, values: [a, b], default: a}\n", platform: "watchOS").isEmpty)
    }

    @Test("countdowns exist on iOS, iPadOS and visionOS only")
    func countdownPlatforms() {
        let spec = "  - {id: c, kind: datePicker, mode: countDownTimer}\n"
        #expect(findings("platform-control", spec, platform: "macOS").count == 1)
        #expect(findings("platform-control", spec, platform: "watchOS").count == 1)
        #expect(findings("platform-control", spec, platform: "visionOS").isEmpty)
    }

    @Test("watchOS draws a dateAndTime picker as its date, and says the time is dropped")
    func watchDateAndTime() throws {
        let found = findings("platform-control", "  - {id: d, kind: datePicker, mode: dateAndTime}\n", platform: "watchOS")
        #expect(found.map(\.message) == ["watchOS date pickers show a date or a time, not both: `d` would show only the date and drop the time"])
        #expect(findings("wheel-fit", "  - {id: d, kind: datePicker, mode: dateAndTime}\n", platform: "watchOS").isEmpty)
    }

    @Test("tvOS has no date picker to suggest")
    func tvDatePicker() {
        let wheels = "  - {id: d, kind: picker, wheels: [{range: {from: 1, to: 31}, default: 1}, {range: {from: 2024, to: 2030}, default: 2026}]}\n"
        #expect(findings("use-date-picker", wheels, platform: "tvOS").isEmpty)
        #expect(findings("use-date-picker", wheels).count == 1)
    }

    @Test("a navigation link is a new screen by design; other pickers belong in context")
    func inContext() {
        #expect(findings("in-context", "  - {id: c, kind: picker, style: navigationLink, source: countries, presentation: push, default: France}\n").isEmpty)
        #expect(findings("in-context", "  - {id: c, kind: picker, values: [a, b, c, d, e], presentation: modal, default: a}\n").count == 1)
    }

    @Test("compact is suggested only where it saves room")
    func compactWhenConstrained() {
        let small = "size: {width: 390, height: 200}\n"
        let tall = "  - {id: d, kind: datePicker, mode: date, style: inline}\n  - {id: t, kind: datePicker, mode: time, style: inline}\n"
        // An inline time picker is as short as a compact one: only the calendar is named.
        #expect(findings("compact-when-constrained", tall, size: small).map(\.control) == ["d"])
        #expect(findings("compact-when-constrained", tall, size: small).first?.message.hasSuffix("with `d` compact, they need 68 pt") == true)
        #expect(findings("compact-when-constrained", tall).isEmpty)
    }

    @Test("the day wheel keeps only text written against the number")
    func daySuffix() {
        let spanish = LocaleData("es_ES")
        #expect(spanish.dayLabels[14] == "15")
        #expect(LocaleData("ja_JP").dayLabels[14] == "15日")
    }
}
