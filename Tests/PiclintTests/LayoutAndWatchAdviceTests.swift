@testable import Lint
import Driver
import PickerModel
import Spec
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

    /// The one help that names a set of date pickers to make compact and of wheels to make menus.
    static func advice(compact: String? = nil, menus: String? = nil, opens: String = "the calendar") -> String {
        "use " + [
            compact.map { "`style: compact` for \($0) (a 34 pt button that opens \(opens))" },
            menus.map { "`style: menu` for \($0) (a 44 pt button that opens its values in a menu)" },
        ].compactMap { $0 }.joined(separator: " and ")
    }

    @Test("one screen that does not fit is one finding, at the first control to change, naming the fewest that make it fit")
    func oneFindingPerScreen() throws {
        let found = findings("compact-when-constrained", Self.tripPlanner())
        // 884 pt too many: the two date pickers save 182 pt each as compact, each wheel 172 pt as a menu; six
        // controls are the fewest, and the date pickers save the most; `nights` (30 values) cannot be a menu.
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.control == "depart")
        #expect(finding.message == "the inline controls of this screen need 1728 pt but it is 844 pt tall; "
            + "with `depart` and `return` compact and `adults`, `children`, `rooms` and `cabin` as menus, they need 676 pt")
        #expect(finding.help == Self.advice(compact: "`depart` and `return`", menus: "`adults`, `children`, `rooms` and `cabin`"))
        // At the first control's style.
        #expect(finding.range.start == mark(4, 55))
    }

    @Test("of as few controls, the set that saves the most height, then the earliest: wheels become menus in screen order")
    func compactAlreadyButTooTall() throws {
        let found = findings("compact-when-constrained", Self.tripPlanner(dateStyle: "compact"))
        #expect(found.count == 1)
        let finding = try #require(found.first)
        // 520 pt too many and 172 pt a menu: four menus. `nights` (30 values) would make a menu longer than the screen.
        #expect(finding.control == "adults")
        #expect(finding.message == "the inline controls of this screen need 1364 pt but it is 844 pt tall; "
            + "with `adults`, `children`, `rooms` and `cabin` as menus, they need 676 pt")
        #expect(finding.range.start == mark(6, 39))
        // Once those are menus, it fits, and nothing is reported.
        let menus = Self.tripPlanner(dateStyle: "compact")
            .replacingOccurrences(of: "id: adults, kind: picker, style: wheels", with: "id: adults, kind: picker, style: menu")
            .replacingOccurrences(of: "id: children, kind: picker, style: wheels", with: "id: children, kind: picker, style: menu")
            .replacingOccurrences(of: "id: rooms, kind: picker, style: wheels", with: "id: rooms, kind: picker, style: menu")
            .replacingOccurrences(of: "id: cabin, kind: picker, style: wheels", with: "id: cabin, kind: picker, style: menu")
        #expect(findings("compact-when-constrained", menus).isEmpty)
    }

    @Test("one control that saves enough is the whole set, the one that saves most: an inline calendar before a wheel")
    func oneControlIsEnough() {
        let controls = """
              - {id: day, kind: datePicker, mode: date, style: graphical}
              - {id: at, kind: datePicker, mode: time, style: wheels}
              - {id: guests, kind: picker, style: wheels, range: {from: 1, to: 8}, default: 2}
              - {id: table, kind: picker, style: wheels, values: [Inside, Terrace, Bar, Window, Garden], default: Inside}

            """
        let found = findings("compact-when-constrained", controls)
        #expect(found.map(\.control) == ["day"])
        #expect(found.first?.message == "the inline controls of this screen need 978 pt but it is 844 pt tall; with `day` compact, they need 682 pt")
        #expect(found.first?.help == Self.advice(compact: "`day`"))
        // The time picker alone: its help says what compact opens for it.
        let time = "  - {id: at, kind: datePicker, mode: time, style: wheels}\n"
        #expect(findings("compact-when-constrained", time, size: "size: {width: 375, height: 200}\n").first?.help
            == Self.advice(compact: "`at`", opens: "the time wheels"))
    }

    @Test("the fewest controls are found exactly: every subset of small screens agrees with taking the largest savings first")
    func fewestIsExact() {
        // A fixed generator, so the test sees the same screens every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        // Savings as the model's heights make them (182, 172, 296, 340 pt...), with ties on purpose.
        let heights: [Double] = [182, 172, 296, 340, 172, 182, 0.5]
        for _ in 0..<400 {
            let savings = (0..<(1 + next(8))).map { _ in heights[next(heights.count)] }
            let needed = Double(next(1400))
            let found = ConstrainedScreen.fewest(savings, toSave: needed)
            // Every subset, by size, then height saved (most first), then screen order.
            let subsets = (1..<(1 << savings.count)).map { mask in savings.indices.filter { mask & (1 << $0) != 0 } }
            let enough = subsets.filter { $0.reduce(0) { $0 + savings[$1] } >= needed }
            let best = enough.min { lhs, rhs in
                let (left, right) = (lhs.reduce(0) { $0 + savings[$1] }, rhs.reduce(0) { $0 + savings[$1] })
                if lhs.count != rhs.count { return lhs.count < rhs.count }
                if left != right { return left > right }
                return lhs.lexicographicallyPrecedes(rhs)
            }
            #expect(found == (best ?? Array(savings.indices)), "savings \(savings), \(needed) pt to save")
        }
        #expect(ConstrainedScreen.fewest([], toSave: 10) == nil)
    }

    @Test("when even every control restyled does not fit, one finding names them all and suggests a sheet, a popover or another screen")
    func planDoesNotFit() {
        let countdowns = (1...3).map { "  - {id: c\($0), kind: datePicker, mode: countDownTimer}\n" }.joined()
        let controls = "  - {id: day, kind: datePicker, mode: date, style: inline}\n" + countdowns
            + "  - {id: size, kind: picker, style: wheels, values: [S, M, L, XL, XXL], default: M}\n"
            + "  - {id: grid, kind: picker, wheels: [{range: {from: 1, to: 9}, default: 1}, {range: {from: 1, to: 9}, default: 1}]}\n"
        let found = findings("compact-when-constrained", controls)
        // Countdowns and a picker of two wheels cannot be restyled, so they are not named.
        #expect(found.map(\.control) == ["day"])
        #expect(found.first?.message == "the inline controls of this screen need 1410 pt but it is 844 pt tall, "
            + "and even with `day` compact and `size` as a menu, they need 942 pt")
        #expect(found.first?.help == Self.advice(compact: "`day`", menus: "`size`")
            + "; then present some controls in a popover or a bottom sheet, or move them to another screen")
    }

    @Test("a wheel of more values than the screen has menu rows for stays a wheel; a menu is never named")
    func whatStaysAWheel() {
        let controls = "  - {id: a, kind: picker, style: wheels, range: {from: 1, to: 10}, default: 1}\n"
            + "  - {id: b, kind: picker, style: inline, range: {from: 1, to: 9}, default: 1}\n"
            + "  - {id: c, kind: picker, style: menu, range: {from: 1, to: 5}, default: 1}\n"
        // 400 pt holds 9 rows of 44 pt: `b` (9 values) can be a menu, `a` (10) cannot.
        let found = findings("compact-when-constrained", controls, size: "size: {width: 375, height: 400}\n")
        #expect(found.map(\.control) == ["b"])
        #expect(found.first?.message == "the inline controls of this screen need 476 pt but it is 400 pt tall; with `b` as a menu, they need 304 pt")
    }

    @Test("only iOS, iPadOS and visionOS have compact date pickers and menus to suggest")
    func platforms() {
        let controls = Self.tripPlanner()
        #expect(findings("compact-when-constrained", controls, platform: "visionOS").map(\.control) == ["depart"])
        // 1180 pt: three controls save 536 pt of the 548 too many; four do.
        let iPad = findings("compact-when-constrained", controls, platform: "iPadOS")
        #expect(iPad.map(\.control) == ["depart"])
        #expect(iPad.first?.message.hasSuffix("with `depart` and `return` compact and `adults` and `children` as menus, they need 1020 pt") == true)
        for platform in ["macOS", "watchOS", "tvOS"] {
            #expect(findings("compact-when-constrained", controls, platform: platform).isEmpty)
        }
    }

    @Test("a screen of hundreds of wheels gets one finding, which names the first few of them")
    func manyControls() {
        let controls = (0..<300).map { "  - {id: p\($0), kind: picker, style: wheels, values: [a, b, c, d, e], default: a}\n" }.joined()
        let found = findings("compact-when-constrained", controls)
        #expect(found.count == 1)
        #expect(found.first?.message == "the inline controls of this screen need 64800 pt but it is 844 pt tall, and even with `p0`, `p1`, "
            + "`p2`, `p3`, `p4`, `p5`, `p6`, `p7` and 292 others as menus, they need 13200 pt")
    }

    @Test("short-list leaves a wheel compact-when-constrained names as a menu to it, unless that rule is off")
    func shortListYields() {
        let spec = """
            screen: Coffee
            platform: iOS
            size: {width: 375, height: 667}
            controls:
              - {id: size, kind: picker, style: wheels, values: [Small, Medium, Large], default: Medium}
              - {id: milk, kind: picker, style: wheels, values: [Whole, Oat, Soy], default: Whole}
              - {id: shots, kind: picker, style: wheels, range: {from: 1, to: 6}, default: 2}
              - {id: order, kind: button}

            """
        let all = lint(spec)
        // 692 pt on 667: one menu is enough, the first; `milk` is a short list the finding does not name.
        #expect(all.filter { $0.rule == "compact-when-constrained" }.map(\.control) == ["size"])
        #expect(all.filter { $0.rule == "short-list" }.map(\.control) == ["milk"])
        let without = Linter(severities: ["compact-when-constrained": .off], model: ReferenceModel(clock: .pinned), frontEnds: .all)
            .lintFile(Array(spec.utf8), path: "s.yaml").diagnostics
        #expect(without.filter { $0.rule == "short-list" }.map(\.control) == ["size", "milk"])
    }

    @Test("the heights of the other styles are the model's: a compact date picker and a menu, as the model draws them")
    func restyledHeights() throws {
        let file = decode("screen: S\ncontrols:\n  - {id: d, kind: datePicker, mode: date, style: wheels}\n"
            + "  - {id: p, kind: picker, style: wheels, values: [a, b, c], default: a}\n")
        let screen = try #require(file.screens.first)
        let model = ReferenceModel(clock: .pinned)
        let compact = try #require(model.simulate(screen.controls[0], on: screen, restyled: DatePickerStyle.compact))
        #expect(compact.style == "compact" && compact.height == Geometry.compactHeight)
        let menu = try #require(model.simulate(screen.controls[1], on: screen, restyled: PickerStyle.menu))
        #expect(menu.style == "menu" && menu.height == Geometry.controlHeight && menu.wheels.first?.hidden == 0)
        // Each asks only about its own kind of control.
        #expect(model.simulate(screen.controls[1], on: screen, restyled: DatePickerStyle.compact) == nil)
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
