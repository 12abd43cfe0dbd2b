import Testing
@testable import Spec
import Source
import YAML

@Suite("Spec decoder")
struct SpecDecoderTests {
    /// The problems of a spec as `rule line:column message`, for compact expectations.
    func problems(_ yaml: String) -> [String] {
        decode(yaml).problems
            .sorted { ($0.range.start, $0.kind.rawValue) < ($1.range.start, $1.kind.rawValue) }
            .map { "\($0.kind.rawValue) \($0.range.start) \($0.message)" }
    }

    @Test("a full screen decodes into typed values with positions and defaults")
    func fullScreen() throws {
        let file = decode("""
            screen: Book a Table
            platform: iPadOS
            locale: de_DE
            size: {width: 820, height: 1180}
            controls:
              - id: party
                kind: picker
                label: Personen
                presentation: popover
                wheels:
                  - {range: {from: 1, to: 12}, default: 2, unit: people}
              - id: when
                kind: datePicker
                mode: dateAndTime
                minuteInterval: 15
                default: 2026-12-24T19:30
                minimumDate: today
                maximumDate: 2027-06-30
              - id: book
                kind: button
                title: Book
            """)
        #expect(file.problems.isEmpty)
        let screen = try #require(file.screens.first)
        #expect(screen.name.value == "Book a Table")
        #expect(screen.effectivePlatform == .iPadOS)
        #expect(screen.effectiveLocale == "de_DE")
        #expect(screen.size?.value == ScreenSize(width: 820, height: 1180))
        #expect(screen.controls.map(\.id.value) == ["party", "when", "book"])
        let picker = try #require(screen.controls[0].picker)
        #expect(screen.controls[0].effectivePresentation == .popover)
        #expect(picker.effectiveStyle == .automatic)
        #expect(picker.wheels.count == 1)
        #expect(picker.wheels[0].defaultValue?.value == PickerValue(text: "2", number: 2))
        #expect(picker.wheels[0].unit?.value == "people")
        #expect(picker.wheels[0].effectiveUnitPlacement == .selectionBar)
        let datePicker = try #require(screen.controls[1].datePicker)
        #expect(datePicker.effectiveMode == .dateAndTime)
        #expect(datePicker.minuteInterval?.value == 15)
        #expect(datePicker.minuteInterval?.range.start == mark(15, 21))
        #expect(datePicker.defaultValue?.value == .date(.fixed(DateTimeValue(
            date: CalendarDate(year: 2026, month: 12, day: 24), time: ClockTime(hour: 19, minute: 30)))))
        #expect(datePicker.minimumDate?.value == .today)
        if case .other("button") = screen.controls[2].kind.value {} else { Issue.record("button is another kind") }
    }

    @Test("defaults that the spec format documents")
    func defaults() throws {
        let file = decode("screen: S\ncontrols:\n  - {id: d, kind: datePicker}\n  - {id: p, kind: picker, values: [a]}\n")
        let screen = try #require(file.screens.first)
        #expect(screen.effectivePlatform == .iOS)
        #expect(screen.effectiveLocale == "en_US")
        #expect(screen.controls[0].datePicker?.effectiveMode == .dateAndTime)
        #expect(screen.controls[0].datePicker?.declaredStyle == .automatic)
        #expect(screen.controls[0].datePicker?.effectiveMinuteInterval == 1)
        #expect(screen.controls[0].datePicker?.defaultValue == nil)
        #expect(screen.controls[0].effectivePresentation == .inline)
    }

    @Test("a single wheel's keys on the control make the same picker as under wheels")
    func inlineWheel() throws {
        let inline = try #require(decode("screen: S\ncontrols:\n  - {id: p, kind: picker, values: [1, 2], default: 1, unit: kg}\n").screens.first?.controls.first?.picker)
        let listed = try #require(decode("screen: S\ncontrols:\n  - {id: p, kind: picker, wheels: [{values: [1, 2], default: 1, unit: kg}]}\n").screens.first?.controls.first?.picker)
        #expect(inline.wheels.count == 1 && listed.wheels.count == 1)
        #expect(inline.wheels[0].unit?.value == listed.wheels[0].unit?.value)
        #expect(inline.wheels[0].defaultValue?.value == listed.wheels[0].defaultValue?.value)
    }

    @Test("one screen per document")
    func multiDocument() {
        let file = decode("screen: A\ncontrols: []\n---\nscreen: B\ncontrols: []\n---\n")
        #expect(file.screens.map(\.name.value) == ["A", "B"])
        #expect(file.problems.isEmpty)
    }

    @Test("spec-invalid: missing required keys point at the mapping that lacks them")
    func missingKeys() {
        #expect(problems("platform: iOS\n") == [
            "spec-invalid 1:1 `screen` is missing",
            "spec-invalid 1:1 `controls` is missing",
        ])
        #expect(problems("screen: S\ncontrols:\n  - kind: picker\n    values: [a]\n  - id: x\n") == [
            "spec-invalid 3:5 `id` is missing",
            "spec-invalid 5:5 `kind` is missing",
        ])
        #expect(problems("screen: S\ncontrols:\n  - id: p\n    kind: picker\n") == ["spec-invalid 3:5 `values` is missing"])
        // A key given with no value is not missing: one finding, at the key's empty value.
        #expect(problems("screen:\ncontrols: []\n") == ["spec-invalid 1:8 `screen` has no value"])
        #expect(problems("screen: S\ncontrols:\n") == ["spec-invalid 2:10 `controls` has no value"])
    }

    @Test("spec-invalid: wrong types and unknown enum values, with the valid ones and a suggestion")
    func wrongTypes() throws {
        #expect(problems("screen: S\ncontrols: 5\n") == ["spec-invalid 2:11 `controls` must be a sequence of controls, not the number 5"])
        #expect(problems("screen: S\nplatform: ios\ncontrols: []\n") == ["spec-invalid 2:11 unknown platform `ios`; did you mean `iOS`?"])
        let file = decode("screen: S\ncontrols:\n  - {id: d, kind: datePicker, mode: countdown, minuteInterval: 7.5, selectsRange: yes}\n")
        let messages = file.problems.map(\.message).sorted()
        #expect(messages == [
            "`minuteInterval` must be a whole number, not 7.5",
            "`selectsRange` must be true or false, not the string \"yes\"",
            "unknown date picker mode `countdown`; did you mean `countDownTimer`?",
        ])
        let mode = try #require(file.problems.first { $0.message.contains("mode") })
        #expect(mode.help == "`mode` is one of `date`, `time`, `dateAndTime`, `countDownTimer`")
        #expect(mode.control == "d")
        #expect(problems("- a\n- b\n") == ["spec-invalid 1:1 a screen must be a mapping of keys to values, not a sequence"])
        #expect(problems("just a string\n") == ["spec-invalid 1:1 a screen must be a mapping of keys to values, not the string \"just a string\""])
        #expect(problems("screen: S\ncontrols:\n  - {id: x, kind: true}\n")
            == ["spec-invalid 3:19 `kind` must be a word such as `picker`, `datePicker` or `button`, not the boolean true"])
        #expect(problems("screen: S\nlocale: english\ncontrols: []\n") == ["spec-invalid 2:9 `locale` \"english\" is not a locale identifier"])
        #expect(problems("screen: S\ncontrols:\n  - {id: d, kind: datePicker, minuteInterval: 99999999999999999999}\n")
            == ["spec-invalid 3:47 `minuteInterval` 99999999999999999999 is far too large"])
    }

    @Test("spec-invalid: a case slip in `kind` is caught and the control still checked as intended")
    func kindCase() throws {
        let file = decode("screen: S\ncontrols:\n  - {id: d, kind: DatePicker, minuteInterval: 15}\n")
        #expect(file.problems.map(\.message) == ["unknown kind `DatePicker`; did you mean `datePicker`?"])
        #expect(file.screens.first?.controls.first?.datePicker?.minuteInterval?.value == 15)
    }

    @Test("spec-invalid: two controls sharing an id")
    func duplicateIDs() {
        #expect(problems("screen: S\ncontrols:\n  - {id: a, kind: button}\n  - {id: a, kind: button}\n")
            == ["spec-invalid 4:10 two controls share the id `a` (the first is at 3:10)"])
    }

    @Test("spec-invalid: dates and times that cannot be read")
    func unreadableDates() {
        let yaml = """
            screen: S
            controls:
              - id: d
                kind: datePicker
                default: tomorrow
                minimumDate: 2026-02-30
                maximumDate: 2026-13-01T10:00
              - id: t
                kind: datePicker
                mode: countDownTimer
                countDownDuration: "1:75"
              - id: u
                kind: datePicker
                default: "24:00"
            """
        #expect(problems(yaml) == [
            "spec-invalid 5:14 cannot read `default` \"tomorrow\" as a date or time",
            "spec-invalid 6:18 `minimumDate` \"2026-02-30\" is not a real date or time: day 30 is not in month 2 of 2026, which has 28 days",
            "spec-invalid 7:18 `maximumDate` \"2026-13-01T10:00\" is not a real date or time: month 13 is not 1 to 12",
            "spec-invalid 11:24 `countDownDuration` \"1:75\" is not a duration: minutes 75 are not 00 to 59",
            "spec-invalid 14:14 `default` \"24:00\" is not a real date or time: hour 24 is not 0 to 23",
        ])
    }

    @Test("dates and durations in every accepted form")
    func dateForms() throws {
        let file = decode("""
            screen: S
            controls:
              - {id: a, kind: datePicker, default: 2024-02-29}
              - {id: b, kind: datePicker, default: 7:05}
              - {id: c, kind: datePicker, default: now}
              - {id: d, kind: datePicker, default: null}
              - {id: e, kind: datePicker, mode: countDownTimer, countDownDuration: 5400}
              - {id: f, kind: datePicker, mode: countDownTimer, countDownDuration: "-0:30"}
              - {id: g, kind: datePicker, mode: countDownTimer, countDownDuration: 1:30:15}
            """)
        #expect(file.problems.isEmpty)
        let pickers = try #require(file.screens.first).controls.compactMap(\.datePicker)
        #expect(pickers[0].defaultValue?.value == .date(.fixed(DateTimeValue(date: CalendarDate(year: 2024, month: 2, day: 29)))))
        #expect(pickers[1].defaultValue?.value == .date(.fixed(DateTimeValue(time: ClockTime(hour: 7, minute: 5)))))
        #expect(pickers[2].defaultValue?.value == .date(.now))
        #expect(pickers[3].defaultValue?.value == .blank)
        #expect(pickers[4].countDownDuration?.value.seconds == 5400)
        #expect(pickers[5].countDownDuration?.value.seconds == -1800)
        #expect(pickers[6].countDownDuration?.value.description == "1:30:15")
    }

    @Test("spec-invalid: values, range and source conflicts")
    func valueConflicts() {
        #expect(problems("screen: S\ncontrols:\n  - {id: p, kind: picker, values: [1], range: {from: 1, to: 2}}\n")
            == ["spec-invalid 3:40 a wheel takes one of `values`, `range` or `source`; this one gives `values` and `range`"])
        #expect(problems("screen: S\ncontrols:\n  - {id: p, kind: picker, values: [1], wheels: [{values: [2]}]}\n")
            == ["spec-invalid 3:27 `values` is given on the control and the picker also lists `wheels`"])
        #expect(problems("screen: S\ncontrols:\n  - {id: p, kind: picker, default: 2, unit: min, wheels: [{values: [2]}]}\n")
            == ["spec-invalid 3:27 `default` is given on the control and the picker also lists `wheels`"])
        #expect(problems("screen: S\ncontrols:\n  - {id: p, kind: picker, range: {from: 1, to: 5, step: 0}}\n")
            == ["spec-invalid 3:57 `step` must not be 0"])
        #expect(problems("screen: S\ncontrols:\n  - {id: p, kind: picker, source: countries, count: 3}\n")
            == ["spec-invalid 3:53 `count` goes with `source: dynamic` or `source: random` only"])
        #expect(problems("screen: S\ncontrols:\n  - {id: p, kind: picker, wheels: []}\n")
            == ["spec-invalid 3:35 `wheels` is empty: a picker needs at least one wheel"])
        #expect(problems("screen: S\ncontrols:\n  - {id: p, kind: picker, values: [a, [b], null]}\n") == [
            "spec-invalid 3:39 value 2 of `values` must be a string or a number, not a sequence",
            "spec-invalid 3:44 value 3 of `values` must be a string or a number, not null",
        ])
    }

    @Test("spec-unknown-key: did you mean, x- keys ignored, other kinds' keys left alone")
    func unknownKeys() throws {
        let file = decode("""
            screen: S
            x-notes: anything
            controls:
              - id: d
                kind: datePicker
                minuteIntervl: 5
                x-owner: design
              - id: p
                kind: picker
                values: [a, b]
                mode: time
                colour: red
              - id: b
                kind: button
                action: save
            """)
        #expect(file.problems.map { "\($0.kind.rawValue) \($0.range.start) \($0.message)" }.sorted() == [
            "spec-unknown-key 11:5 `mode` applies to date pickers, not to picker `p`",
            "spec-unknown-key 12:5 unknown key `colour` in picker `p`",
            "spec-unknown-key 6:5 unknown key `minuteIntervl` in date picker `d`; did you mean `minuteInterval`?",
        ])
        #expect(file.problems.first { $0.message.contains("colour") }?.control == "p")
        #expect(file.screens.first?.controls.count == 3)
    }

    @Test("duplicate-key: at the second key, naming the first")
    func duplicateKey() throws {
        let file = decode("screen: S\ncontrols:\n  - id: d\n    kind: datePicker\n    mode: time\n    mode: date\n")
        let problem = try #require(file.problems.first)
        #expect(file.problems.count == 1)
        #expect(problem.kind == .duplicateKey)
        #expect(problem.range.start == mark(6, 5))
        #expect(problem.message == "key `mode` is given twice in one mapping (first at 5:5); YAML keeps only this one")
        #expect(problem.control == "d")
        #expect(file.screens.first?.controls.first?.datePicker?.mode?.value == .date)
    }

    @Test("yaml-syntax: the parser's error becomes a problem; documents before it are still decoded")
    func yamlSyntax() {
        let file = decode("screen: A\ncontrols: []\n---\nscreen: B\ncontrols: [\n")
        #expect(file.screens.map(\.name.value) == ["A"])
        #expect(file.problems.map(\.kind) == [.yamlSyntax])
    }

    @Test("an empty file holds no screen")
    func emptyFile() {
        #expect(problems("") == ["spec-invalid 1:1 the file holds no screen"])
        #expect(problems("# nothing yet\n") == ["spec-invalid 1:1 the file holds no screen"])
    }

    @Test("merge keys carry shared settings into controls")
    func mergedControls() throws {
        let file = decode("""
            x-quarter-hours: &quarter
              kind: datePicker
              minuteInterval: 15
            screen: S
            controls:
              - {<<: *quarter, id: start}
              - {<<: *quarter, id: end, minuteInterval: 30}
            """)
        #expect(file.problems.isEmpty)
        let pickers = try #require(file.screens.first).controls.compactMap(\.datePicker)
        #expect(pickers.map { $0.minuteInterval?.value } == [15, 30])
        #expect(pickers[0].minuteInterval?.range.start == mark(3, 19))
    }

    @Test("a mistake in an anchor that several controls merge is reported once, naming them")
    func sharedAnchorMistake() throws {
        let file = decode("""
            x-shared: &shared
              kind: datePicker
              minuteIntervl: 5
            screen: S
            controls:
              - {<<: *shared, id: start}
              - {<<: *shared, id: end}
              - {id: other, kind: datePicker, minuteIntervl: 5}
            """)
        #expect(file.problems.map { "\($0.range.start) \($0.control ?? "-") \($0.message)" }.sorted() == [
            "3:3 - unknown key `minuteIntervl` in a date picker; did you mean `minuteInterval`? (shared by `start`, `end`)",
            "8:35 other unknown key `minuteIntervl` in date picker `other`; did you mean `minuteInterval`?",
        ])
    }

    @Test("two merge keys in one mapping are a duplicate key; both merges still apply")
    func twoMergeKeys() throws {
        let file = decode("""
            x-a: &a {minuteInterval: 7}
            x-b: &b {minuteInterval: 5, kind: datePicker, mode: time}
            screen: S
            controls: [{<<: *a, <<: *b, id: v}]
            """)
        #expect(file.problems.map { "\($0.kind.rawValue) \($0.range.start) \($0.message)" }
            == ["duplicate-key 4:21 merge key `<<` is given twice in one mapping (first at 4:13)"])
        #expect(file.screens.first?.controls.first?.datePicker?.minuteInterval?.value == 7)
    }

    @Test("did-you-mean finds near misses and leaves far ones alone")
    func suggestions() {
        #expect(Suggestions.nearest(to: "minuteIntervl", in: ["mode", "minuteInterval"]) == "minuteInterval")
        #expect(Suggestions.nearest(to: "MinuteInterval", in: ["minuteInterval"]) == "minuteInterval")
        #expect(Suggestions.nearest(to: "colour", in: ["mode", "style", "values"]) == nil)
        #expect(Suggestions.editDistance("kitten", "sitting") == 3)
        #expect(Suggestions.nearest(to: "stpe", in: ["from", "to", "step"]) == "step")
        #expect(Suggestions.nearest(to: "countdown", in: ["date", "time", "dateAndTime", "countDownTimer"]) == "countDownTimer")
        #expect(Suggestions.nearest(to: "sheet", in: ["inline", "popover", "bottomSheet", "modal", "push"]) == "bottomSheet")
    }

    @Test("a locale is a language of 2 or 3 ASCII letters, then parts of 2 to 8 letters or digits after _ or -")
    func localeIdentifiers() {
        for valid in ["en", "en_US", "de-DE", "zh_Hant_TW", "es_419", "sr-Latn-RS", "haw", "_en", "en__US"] {
            #expect(SpecDecoder.isLocaleIdentifier(valid), "\(valid)")
        }
        for invalid in ["", "e", "english", "en_", "en-", "1en", "en_U", "en_USABCDEFG", "én", "en_ÜS", "en US", "_", "--"] {
            #expect(!SpecDecoder.isLocaleIdentifier(invalid), "\(invalid)")
        }
        // Every text of up to five characters from a small alphabet against the definition on Characters.
        func definition(_ text: String) -> Bool {
            let parts = text.split(whereSeparator: { $0 == "_" || $0 == "-" })
            let languageOK = parts.first.map { (2...3).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isLetter } } ?? false
            let restOK = parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
            return languageOK && restOK && !text.hasSuffix("_") && !text.hasSuffix("-")
        }
        var texts = [""]
        for _ in 0..<5 { texts += texts.filter { $0.count == texts.last?.count }.flatMap { text in ["e", "N", "1", "_", "-", "é"].map { text + $0 } } }
        for text in texts { #expect(SpecDecoder.isLocaleIdentifier(text) == definition(text), "\(text)") }
    }

    @Test("dates and times read from their bytes read as they do field by field")
    func datesReadFromBytes() {
        // The field-by-field reading, as `dateTime` did it for every text before the shapes specs write got a fast path.
        func fieldByField(_ text: String) -> Result<DateTimeValue, DateParsing.Failure> {
            let parts = text.split(separator: "T", omittingEmptySubsequences: false)
            switch parts.count {
            case 1 where text.contains("-"): return DateParsing.date(Substring(text)).map { DateTimeValue(date: $0) }
            case 1: return DateParsing.time(Substring(text)).map { DateTimeValue(time: $0) }
            case 2: return DateParsing.date(parts[0]).flatMap { date in DateParsing.time(parts[1]).map { DateTimeValue(date: date, time: $0) } }
            default: return .failure(.shape)
            }
        }
        var texts = ["2026-02-29", "2024-02-29", "2026-13-01", "2026-04-31", "0000-01-01", "9999-12-31", "7:30", "07:30", "24:00",
                     "23:60", "2026-01-01T7:30", "2026-01-01T07:30", "2026-02-30T25:00", "2026-01-01T", "T07:30", "2026-1-01",
                     "2026-01-01t07:30", "٢٠٢٦-01-01", "2026–01–01", "12:3", "123:45", "2026-01-01T07:30:00", ""]
        // Every shape's positions with a digit, a separator or a non-ASCII character in each.
        for base in ["2026-11-24", "7:30", "19:45", "2026-11-24T7:30", "2026-11-24T19:45"] {
            for index in base.indices {
                for replacement in ["0", "9", "-", ":", "T", "é", "x"] {
                    texts.append(base.replacingCharacters(in: index...index, with: replacement))
                }
            }
        }
        for text in texts {
            #expect("\(DateParsing.dateTime(text))" == "\(fieldByField(text))", "\(text)")
        }
    }
}
