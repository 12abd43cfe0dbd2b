import Lint
import PickerModel
import Testing

/// `compact-when-constrained`'s plan for a screen too tall for its controls, and the watchOS advice on durations
/// that `use-date-picker`, `watch-long-list`, `platform-control` and `ignored-setting` must give as one.
@Suite("Layout and watch advice")
struct LayoutAndWatchAdviceTests {
    // MARK: compact-when-constrained

    /// Two date pickers as wheels and generic wheels of 4, 5, 5, 9, 10 and 30 values: 1728 pt on an 844 pt iPhone.
    static func tripPlanner(dateStyle: String = "wheels") -> String {
        """
          - {id: depart, kind: datePicker, mode: date, style: \(dateStyle), default: 2026-12-20}
          - {id: return, kind: datePicker, mode: date, style: \(dateStyle), default: 2027-01-03}
          - {id: adults, kind: picker, style: wheels, range: {from: 1, to: 9}, default: 2}
          - {id: children, kind: picker, style: wheels, range: {from: 0, to: 9}, default: 0}
          - {id: rooms, kind: picker, style: wheels, range: {from: 1, to: 5}, default: 1}
          - {id: nights, kind: picker, style: wheels, range: {from: 1, to: 30}, default: 7}
          - {id: cabin, kind: picker, style: wheels, values: [Economy, Premium, Business, First], default: Economy}
          - {id: bags, kind: picker, range: {from: 0, to: 4}, default: 1}

        """
    }

    @Test("wheels that compact date pickers alone cannot make fit become menus, the fewest values first, until it fits")
    func genericPickersBecomeMenus() throws {
        let found = findings("compact-when-constrained", Self.tripPlanner())
        #expect(found.map(\.control) == ["depart", "return", "adults", "rooms", "cabin", "bags"])
        let plan = "with `depart` and `return` compact and `adults`, `rooms`, `cabin` and `bags` as menus, the screen needs 676 pt of its 844"
        #expect(found.allSatisfy { $0.message.hasPrefix("the inline controls of this screen need 1728 pt but it is 844 pt tall; ") })
        #expect(found.allSatisfy { $0.help?.hasSuffix(plan) == true })
        let depart = try #require(found.first)
        #expect(depart.message.hasSuffix("date picker `depart` takes 216 pt as wheels"))
        #expect(depart.help?.hasPrefix("use `style: compact`, a 34 pt button that opens the calendar; ") == true)
        let adults = try #require(found.first { $0.control == "adults" })
        #expect(adults.message.hasSuffix("picker `adults` takes 216 pt as wheels"))
        #expect(adults.help?.hasPrefix("use `style: menu`, a 44 pt button that opens its 9 values in a menu; ") == true)
        // At the style where there is one, else at the kind.
        #expect(adults.range.start == mark(6, 39))
        #expect(try #require(found.last).range.start == mark(11, 22))
    }

    @Test("with the date pickers compact already, the wheels are still reported while the screen does not fit")
    func compactAlreadyButTooTall() {
        let found = findings("compact-when-constrained", Self.tripPlanner(dateStyle: "compact"))
        #expect(found.map(\.control) == ["adults", "rooms", "cabin", "bags"])
        #expect(found.first?.message.hasPrefix("the inline controls of this screen need 1364 pt but it is 844 pt tall") == true)
        #expect(found.first?.help?.hasSuffix("with `adults`, `rooms`, `cabin` and `bags` as menus, the screen needs 676 pt of its 844") == true)
        // Once they are menus, it fits, and nothing is reported.
        let menus = Self.tripPlanner(dateStyle: "compact")
            .replacingOccurrences(of: "id: adults, kind: picker, style: wheels", with: "id: adults, kind: picker, style: menu")
            .replacingOccurrences(of: "id: rooms, kind: picker, style: wheels", with: "id: rooms, kind: picker, style: menu")
            .replacingOccurrences(of: "id: cabin, kind: picker, style: wheels", with: "id: cabin, kind: picker, style: menu")
            .replacingOccurrences(of: "id: bags, kind: picker,", with: "id: bags, kind: picker, style: menu,")
        #expect(findings("compact-when-constrained", menus).isEmpty)
    }

    @Test("when compact date pickers alone make the screen fit, no generic picker is reported")
    func datePickersAloneFit() {
        let controls = """
              - {id: day, kind: datePicker, mode: date, style: graphical}
              - {id: at, kind: datePicker, mode: time, style: wheels}
              - {id: guests, kind: picker, style: wheels, range: {from: 1, to: 8}, default: 2}
              - {id: table, kind: picker, style: wheels, values: [Inside, Terrace, Bar, Window, Garden], default: Inside}

            """
        let found = findings("compact-when-constrained", controls)
        #expect(found.map(\.control) == ["day", "at"])
        #expect(found.last?.help == "use `style: compact`, a 34 pt button that opens the time wheels; with `day` and `at` compact, the screen needs 500 pt of its 844")
    }

    @Test("when even the whole plan does not fit, the help says so and suggests a sheet, a popover or another screen")
    func planDoesNotFit() {
        let countdowns = (1...3).map { "  - {id: c\($0), kind: datePicker, mode: countDownTimer}\n" }.joined()
        let controls = "  - {id: day, kind: datePicker, mode: date, style: inline}\n" + countdowns
            + "  - {id: size, kind: picker, style: wheels, values: [S, M, L, XL, XXL], default: M}\n"
            + "  - {id: grid, kind: picker, wheels: [{range: {from: 1, to: 9}, default: 1}, {range: {from: 1, to: 9}, default: 1}]}\n"
        let found = findings("compact-when-constrained", controls)
        // Countdowns and a picker of two wheels cannot be restyled, so they are not reported.
        #expect(found.map(\.control) == ["day", "size"])
        #expect(found.allSatisfy {
            $0.help?.hasSuffix("even with `day` compact and `size` as a menu, the screen needs 942 pt of its 844: "
                + "present some controls in a popover or a bottom sheet, or move them to another screen") == true
        })
    }

    @Test("a wheel of more values than the screen has menu rows for stays a wheel; a menu is never reported")
    func whatStaysAWheel() {
        let controls = "  - {id: a, kind: picker, style: wheels, range: {from: 1, to: 10}, default: 1}\n"
            + "  - {id: b, kind: picker, style: inline, range: {from: 1, to: 9}, default: 1}\n"
            + "  - {id: c, kind: picker, style: menu, range: {from: 1, to: 5}, default: 1}\n"
        // 400 pt holds 9 rows of 44 pt: `b` (9 values) can be a menu, `a` (10) cannot.
        let found = findings("compact-when-constrained", controls, size: "size: {width: 375, height: 400}\n")
        #expect(found.map(\.control) == ["b"])
        #expect(found.first?.help == "use `style: menu`, a 44 pt button that opens its 9 values in a menu; with `b` as a menu, the screen needs 304 pt of its 400")
    }

    @Test("only iOS, iPadOS and visionOS have compact date pickers and menus to suggest")
    func platforms() {
        let controls = Self.tripPlanner()
        #expect(findings("compact-when-constrained", controls, platform: "visionOS").count == 6)
        // 1180 pt: one menu is not enough (1192 pt), two are.
        #expect(findings("compact-when-constrained", controls, platform: "iPadOS").map(\.control) == ["depart", "return", "rooms", "cabin"])
        for platform in ["macOS", "watchOS", "tvOS"] {
            #expect(findings("compact-when-constrained", controls, platform: platform).isEmpty)
        }
    }

    @Test("a screen of hundreds of wheels names the first few of the plan in each help, not all of them")
    func manyControls() {
        let controls = (0..<300).map { "  - {id: p\($0), kind: picker, style: wheels, values: [a, b, c, d, e], default: a}\n" }.joined()
        let found = findings("compact-when-constrained", controls)
        #expect(found.count == 300)
        #expect(found.first?.help == "use `style: menu`, a 44 pt button that opens its 5 values in a menu; even with `p0`, `p1`, `p2`, `p3`, `p4`, "
            + "`p5`, `p6`, `p7` and 292 others as menus, the screen needs 13200 pt of its 844: present some controls in a popover or a "
            + "bottom sheet, or move them to another screen")
    }

    // MARK: Durations on watchOS

    static let duration = """
          - id: steep
            kind: picker
            style: wheels
            wheels:
              - {range: {from: 0, to: 23}, unit: hours, default: 0}
              - {range: {from: 0, to: 59}, unit: min, default: 4}

        """

    @Test("on watchOS a duration of hours and minutes is the right control: no use-date-picker, no watch-long-list")
    func watchDuration() {
        #expect(findings("use-date-picker", Self.duration, platform: "watchOS").isEmpty)
        #expect(findings("watch-long-list", Self.duration, platform: "watchOS").isEmpty)
        #expect(findings("use-date-picker", Self.duration, platform: "macOS").isEmpty)
        let all = lint("screen: Tea\nplatform: watchOS\ncontrols:\n" + Self.duration)
        #expect(all.isEmpty)
    }

    @Test("where a countdown date picker exists, the same duration is reported with it")
    func iOSDuration() throws {
        let found = findings("use-date-picker", Self.duration)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "`steep` builds a duration from wheels (hours, minutes); use a countdown date picker")
        #expect(finding.help == "`kind: datePicker` with `mode: countDownTimer` shows hours and minutes with their labels, up to 23 h 59 min")
    }

    @Test("hours and minutes without units are a time of day, which watchOS's date picker shows; its help says how to mark a duration")
    func watchTimeOfDay() throws {
        let time = "  - {id: wake, kind: picker, wheels: [{range: {from: 0, to: 23}, default: 7}, {range: {from: 0, to: 59}, default: 0}]}\n"
        let finding = try #require(findings("use-date-picker", time, platform: "watchOS").first)
        #expect(finding.message == "`wake` builds a time from wheels (hour, minute); use a date picker")
        #expect(finding.help == "`kind: datePicker` with `mode: time` shows the locale's clock; for a duration keep the wheels and label them "
            + "(`unit: hours`, `unit: min`), as watchOS has no countdown date picker")
        // Its 24 hours and 60 minutes are the time wheels a date picker would show: not a long list.
        #expect(findings("watch-long-list", time, platform: "watchOS").isEmpty)
        // An AM/PM wheel makes it a clock, units or not.
        let clock = "  - {id: t, kind: picker, wheels: [{range: {from: 1, to: 12}, unit: h}, {values: [\"00\", \"30\"]}, {values: [AM, PM]}]}\n"
        #expect(findings("use-date-picker", clock, platform: "watchOS").count == 1)
    }

    @Test("a date and a time on watchOS is advised as two date pickers, as platform-control advises")
    func watchDateAndTime() throws {
        let wheels = "  - {id: d, kind: picker, wheels: [{range: {from: 1, to: 31}, default: 1}, {range: {from: 2024, to: 2030}, default: 2026}, "
            + "{range: {from: 0, to: 23}, default: 9}, {values: [\"00\", \"30\"], default: \"00\"}]}\n"
        let finding = try #require(findings("use-date-picker", wheels, platform: "watchOS").first)
        #expect(finding.help == "two date pickers, `mode: date` and `mode: time`: a watchOS date picker shows a date or a time, not both")
        #expect(findings("watch-long-list", wheels, platform: "watchOS").isEmpty)
        #expect(findings("use-date-picker", wheels).first?.help?.hasPrefix("`kind: datePicker` with `mode: dateAndTime`") == true)
    }

    @Test("watch-long-list still counts long wheels that are no part of a date or time")
    func watchLongListStillCounts() {
        let wheels = "  - {id: p, kind: picker, wheels: [{range: {from: 0, to: 23}, unit: hours}, {range: {from: 1, to: 40}, unit: laps}]}\n"
        #expect(findings("watch-long-list", wheels, platform: "watchOS").map(\.message)
            == ["wheel 1 of `p` shows 24 values on Apple Watch; more than 10 are a long way to scroll",
                "wheel 2 of `p` shows 40 values on Apple Watch; more than 10 are a long way to scroll"])
    }

    @Test("the advice for a countdown where there is none names the duration picker use-date-picker accepts")
    func countdownAdvice() throws {
        let countdown = "  - {id: steep, kind: datePicker, mode: countDownTimer}\n"
        for platform in ["watchOS", "macOS"] {
            let finding = try #require(findings("platform-control", countdown, platform: platform).first)
            #expect(finding.help?.contains("`unit: hours`") == true)
        }
        let ignored = "  - {id: t, kind: datePicker, mode: time, countDownDuration: \"0:10\"}\n"
        #expect(findings("ignored-setting", ignored, platform: "watchOS").first?.help == "remove it; watchOS has no countdown date picker")
        #expect(findings("ignored-setting", ignored).first?.help == "remove it, or use `mode: countDownTimer`")
    }
}
