import Driver
import Foundation
import Lint
import PickerModel
import Spec
import SwiftSource
import Testing
import Source
import YAML

/// The Swift front end (SWIFT-SOURCE.md): SwiftUI, UIKit and AppKit pickers read from literals, silence where the
/// code does not say, positions in code points, `// piclint:` comments, and `swift-syntax`.
@Suite struct SwiftSourceTests {
    static func read(_ text: String, skipIfNotSpec: Bool = false) -> ReadSource? {
        SwiftFrontEnd().read(SourceFile(Array(text.utf8), lineBreaks: .xml), skipIfNotSpec: skipIfNotSpec)
    }

    static func lint(_ text: String, path: String = "View.swift") -> [Diagnostic] {
        Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(text.utf8), path: path).diagnostics
    }

    static func found(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.rule) \($0.range.start)" }
    }

    @Test func aSwiftUIDatePickerIsATimeWheel() throws {
        let read = try #require(Self.read("""
            import SwiftUI
            struct WakeView: View {
                @State private var wake = Date()
                var body: some View {
                    DatePicker("Wake up", selection: $wake, displayedComponents: .hourAndMinute)
                        .datePickerStyle(.wheel)
                }
            }
            """))
        let screen = try #require(read.spec.screens.first)
        #expect(screen.name.value == "WakeView")
        #expect(screen.format == .swift)
        let control = try #require(screen.controls.first)
        let picker = try #require(control.datePicker)
        #expect(picker.mode?.value == .time)
        #expect(picker.style?.value == .wheels)
        #expect(picker.mode?.range.start == mark(5, 70))
        #expect(picker.style?.range.start == mark(6, 30))
        #expect(control.label?.value == "Wake up")
        // `Date()` is never a default piclint reads.
        #expect(picker.defaultValue == nil)
    }

    @Test func stylesReachPickersFromEnclosingViewsNearestFirst() throws {
        let read = try #require(Self.read("""
            import SwiftUI
            struct V: View {
                @State private var a = 1
                var body: some View {
                    VStack {
                        Picker("A", selection: $a) { ForEach(1...5, id: \\.self) { Text("\\($0)") } }
                        Picker("B", selection: $a) { Text("One").tag(1); Text("Two").tag(2) }
                            .pickerStyle(.segmented)
                    }
                    .pickerStyle(WheelPickerStyle())
                }
            }
            """))
        let controls = try #require(read.spec.screens.first?.controls)
        #expect(controls.count == 2)
        #expect(controls[0].picker?.style?.value == .wheels)
        #expect(controls[1].picker?.style?.value == .segmented)
        guard case .range(let range)? = controls[0].picker?.wheels.first?.values.value else {
            Issue.record("a ForEach over 1...5 is a range")
            return
        }
        #expect(range.from.value.number == 1 && range.to.value.number == 5)
        // `@State private var a = 1` selects the row tagged 1 at first.
        #expect(controls[0].picker?.wheels.first?.defaultValue?.value.number == 1)
        #expect(controls[1].picker?.wheels.first?.defaultValue?.value.text == "One")
    }

    @Test func aPickerWithNoStyleIsAMenuAndUnknownRowsStayUnknown() throws {
        let read = try #require(Self.read("""
            import SwiftUI
            struct V: View {
                @State var size = "M"
                let sizes: [String]
                var body: some View {
                    Picker("Size", selection: $size) { ForEach(sizes, id: \\.self) { Text($0) } }
                }
            }
            """))
        let picker = try #require(read.spec.screens.first?.controls.first?.picker)
        #expect(picker.style?.value == .menu)
        guard case .unknown(.computed)? = picker.wheels.first?.values.value else {
            Issue.record("rows from a property are not read")
            return
        }
        // A plain `var` can be replaced through the memberwise initialiser: no default is guessed.
        #expect(picker.wheels.first?.defaultValue == nil)
        #expect(picker.wheels.first?.defaultMayBeSetInCode == true)
    }

    @Test func strideAndLiteralArraysAreRead() throws {
        let read = try #require(Self.read("""
            import SwiftUI
            struct V: View {
                @State private var m = 0
                private let tips = [10, 15, 20]
                var body: some View {
                    Picker("M", selection: $m) { ForEach(Array(stride(from: 0, through: 55, by: 5)), id: \\.self) { Text("\\($0)") } }
                    Picker("N", selection: $m) { ForEach(stride(from: 0, to: 60, by: 15), id: \\.self) { Text("\\($0)") } }
                    Picker("T", selection: $m) { ForEach(tips, id: \\.self) { Text("\\($0) %") } }
                }
            }
            """))
        let controls = try #require(read.spec.screens.first?.controls)
        #expect(controls.count == 3)
        // `Array(stride(…))` is a function's result: not read.
        if case .unknown? = controls[0].picker?.wheels.first?.values.value {} else { Issue.record("Array(…) is not read") }
        guard case .range(let range)? = controls[1].picker?.wheels.first?.values.value else {
            Issue.record("stride(from:to:by:) is a range")
            return
        }
        #expect(range.to.value.number == 45 && range.step?.value.number == 15)
        guard case .list(let tips)? = controls[2].picker?.wheels.first?.values.value else {
            Issue.record("a same-file let of a literal array is read")
            return
        }
        #expect(tips.map(\.value.text) == ["10", "15", "20"])
    }

    @Test func consecutiveWheelPickersInAnHStackAreOnePicker() throws {
        let read = try #require(Self.read("""
            import SwiftUI
            struct V: View {
                @State private var h = 0
                @State private var m = 0
                var body: some View {
                    HStack {
                        Picker("H", selection: $h) { ForEach(0..<24) { Text("\\($0)") } }.pickerStyle(.wheel)
                        Picker("M", selection: $m) { ForEach(0..<60) { Text("\\($0)") } }.pickerStyle(.wheel)
                    }
                    HStack {
                        Picker("H", selection: $h) { ForEach(0..<24) { Text("\\($0)") } }.pickerStyle(.wheel)
                        Text(":")
                        Picker("M", selection: $m) { ForEach(0..<60) { Text("\\($0)") } }.pickerStyle(.menu)
                    }
                }
            }
            """))
        let controls = try #require(read.spec.screens.first?.controls)
        #expect(controls.map { $0.picker?.wheels.count } == [2, 1, 1])
    }

    @Test func aUnitWrittenOnEveryRowIsTheWheelsUnit() throws {
        // Tried on real apps: hour and minute wheels whose rows read "5 h" and "10 min" are a duration with its units
        // on the wheel, not a clock; on watchOS, which has no countdown date picker, they are the right control.
        func source(_ platform: String) -> String {
            """
            import SwiftUI
            struct RestView: View {
                @State private var h = 0
                @State private var m = 15
                var body: some View {
                    #if os(\(platform))
                    HStack {
                        Picker("Hours", selection: $h) { ForEach(0..<24) { hour in Text("\\(hour) h").tag(hour) } }
                        Picker("Minutes", selection: $m) { ForEach([0, 15, 30, 45], id: \\.self) { Text("\\($0) min") } }
                    }
                    .pickerStyle(.wheel)
                    Picker("Start", selection: $h) { ForEach(0..<24) { Text("\\($0):00") } }
                    #endif
                }
            }
            """
        }
        let controls = try #require(Self.read(source("iOS"))?.spec.screens.first).controls
        let wheels = try #require(controls.first?.picker?.wheels)
        #expect(wheels.map { $0.unit?.value } == ["h", "min"])
        #expect(wheels.map { $0.unitPlacement?.value } == [UnitPlacement.onWheel, .onWheel])
        #expect(wheels[0].unit?.range.start == mark(8, 85))
        // `"\(hour):00"` is not a unit.
        #expect(controls.last?.picker?.wheels.first?.unit == nil)
        #expect(!Self.lint(source("watchOS")).contains { $0.rule == "use-date-picker" })
        let phone = Self.lint(source("iOS")).filter { $0.rule == "use-date-picker" }
        #expect(phone.count == 1)
        #expect(phone.first?.message.contains("duration") == true)
    }

    @Test func previewsAreSkipped() throws {
        let read = try #require(Self.read("""
            import SwiftUI
            #Preview { DatePicker("x", selection: .constant(Date())).datePickerStyle(.wheel) }
            struct V_Previews: PreviewProvider {
                static var previews: some View { DatePicker("x", selection: .constant(Date())) }
            }
            """))
        #expect(read.spec.screens.isEmpty)
    }

    @Test func platformComesFromOsBlocks() throws {
        let read = try #require(Self.read("""
            import SwiftUI
            struct V: View {
                @State private var d = Date()
                var body: some View {
                    #if os(macOS)
                    DatePicker("x", selection: $d).datePickerStyle(.graphical)
                    #else
                    DatePicker("x", selection: $d).datePickerStyle(.graphical)
                    #endif
                }
            }
            """))
        let screens = read.spec.screens
        #expect(screens.map(\.name.value).sorted() == ["V", "V (macOS)"])
        let mac = try #require(screens.first { $0.name.value == "V (macOS)" })
        #expect(mac.platform?.value == .macOS)
        #expect(mac.controls.first?.datePicker?.style?.value == .graphical)
        let other = try #require(screens.first { $0.name.value == "V" })
        #expect(other.controls.first?.datePicker?.style?.value == .inline)
    }

    // MARK: UIKit

    @Test func aUIDatePickerIsReadFromItsFinalConfiguration() throws {
        let read = try #require(Self.read("""
            import UIKit
            final class C: UIViewController {
                private let picker = UIDatePicker()
                override func viewDidLoad() {
                    picker.countDownDuration = 24 * 60
                    picker.minuteInterval = 10
                    self.picker.datePickerMode = .countDownTimer
                }
            }
            """))
        let control = try #require(read.spec.screens.first?.controls.first)
        #expect(control.id.value == "picker")
        let picker = try #require(control.datePicker)
        #expect(picker.mode?.value == .countDownTimer)
        #expect(picker.minuteInterval?.value == 10)
        #expect(picker.countDownDuration?.value.seconds == 1440)
        #expect(picker.countDownDuration?.range.start == mark(5, 36))
    }

    @Test func branchesThatDisagreeAndUnknownReceiversAreSilent() throws {
        let diagnostics = Self.lint("""
            import UIKit
            final class C: UIViewController {
                private let picker = UIDatePicker()
                var settings = Settings()
                var short = false
                override func viewDidLoad() {
                    picker.datePickerMode = .countDownTimer
                    if short { picker.minuteInterval = 7 } else { picker.minuteInterval = 5 }
                    settings.minuteInterval = 7
                    cell.maximumDuration = 86_400
                }
            }
            """)
        #expect(diagnostics.isEmpty, "\(Self.found(diagnostics))")
    }

    @Test func aLocalOrParameterOfThePropertysNameIsAnotherPicker() throws {
        // Tried on real apps' patterns: a method's own `let picker = UIDatePicker()`, or a parameter named like the
        // property, lent their settings to the property's picker.
        let read = try #require(Self.read("""
            import UIKit
            final class C: UIViewController {
                let picker = UIDatePicker()
                func restyle(_ picker: UIDatePicker) {
                    picker.preferredDatePickerStyle = .wheels
                }
                func list(_ pickers: [UIDatePicker]) {
                    pickers.forEach { picker in picker.minuteInterval = 7 }
                }
                func timer() -> UIView {
                    let picker = UIDatePicker()
                    picker.datePickerMode = .countDownTimer
                    picker.minuteInterval = 10
                    return picker
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let picker = view.subviews.first as? UIDatePicker { picker.minuteInterval = 7 }
                    self.picker.minuteInterval = 5
                }
            }
            """))
        let pickers = try #require(read.spec.screens.first).controls.compactMap(\.datePicker)
        #expect(pickers.count == 2)
        #expect(pickers[0].mode == nil)
        #expect(pickers[0].style == nil)
        #expect(pickers[0].minuteInterval?.value == 5)
        #expect(pickers[1].mode?.value == .countDownTimer)
        #expect(pickers[1].minuteInterval?.value == 10)
    }

    @Test func aModeSetFromAParameterLeavesThePickerUnread() throws {
        let read = try #require(Self.read("""
            import UIKit
            final class C: UIViewController {
                let picker = UIDatePicker()
                func configure(mode: UIDatePicker.Mode) {
                    picker.datePickerMode = mode
                    picker.minuteInterval = 7
                }
            }
            """))
        #expect(read.spec.screens.isEmpty)
    }

    // MARK: The run

    @Test func theFixturesGiveExactlyTheFindingsAnExpertWouldSign() throws {
        var found: [String] = []
        for name in ["AlarmSettingsView.swift", "TimerViewController.swift", "Formatting.swift"] {
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Repo.path("Tests/SwiftFixtures/\(name)"))))
            let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(bytes, path: name)
            found += report.diagnostics.map { "\(name):\($0.range.start) \($0.rule)" }
        }
        #expect(found == [
            // The DatePicker's `.environment(\.locale, Locale(identifier: "fr_FR"))`.
            "AlarmSettingsView.swift:19:40 fixed-locale",
            // Hour and minute wheels as two Pickers side by side in an HStack: a snooze duration, its rows "5 h" and
            // "10 min" carrying their units on every row.
            "AlarmSettingsView.swift:23:29 use-date-picker",
            "AlarmSettingsView.swift:23:50 unit-placement",
            "AlarmSettingsView.swift:26:50 unit-placement",
            // The tip list [10, 15, 20, 25, 0].
            "AlarmSettingsView.swift:32:42 predictable-order",
            // `picker.minuteInterval = 7` inside the lazy initialiser.
            "TimerViewController.swift:13:33 minute-interval",
            // `countdown.minuteInterval = 60 * 60`; the settings object's `minuteInterval = 7` is no picker's, and the
            // countdown's duration differs by branch, so neither is read. The preview's 500-row wheel is skipped.
            "TimerViewController.swift:21:36 minute-interval",
        ])
    }

    @Test func theBinaryWalksSwiftFilesAndSkipsThoseWithNoPicker() throws {
        let result = try runPiclint([Repo.path("Tests/SwiftFixtures")])
        #expect(result.status == 1)
        #expect(result.stdout.contains("TimerViewController.swift:21:36: error: minuteInterval 3600 of `countdown` is outside 1 to 30"))
        #expect(result.stdout.contains("1 Swift file skipped: no picker"))
        #expect(!result.stdout.contains("Formatting.swift"))
    }

    @Test func aFileWithNoPickerAPIIsNotParsed() throws {
        #expect(Self.read("struct A { let minuteInterval = 7 }", skipIfNotSpec: true) == nil)
        // Named on the command line, it is linted: nothing to report.
        #expect(Self.lint("struct A { let minuteInterval = 7 }").isEmpty)
    }

    @Test("a folder walk passes over a file exactly when it names no picker API, wherever in its bytes a name falls")
    func passingOverMatchesAPlainSearch() {
        func plainlyNames(_ bytes: [UInt8]) -> Bool {
            ["Picker", "PopUpButton"].contains { name in
                let needle = Array(name.utf8)
                return bytes.count >= needle.count && (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
            }
        }
        let frontEnd = SwiftFrontEnd()
        // Names and near misses at every offset round an eight-byte word, in ASCII and in multi-byte text, cut short
        // by the file's end, and after a run of other capital P's.
        let words = ["Picker", "PopUpButton", "Picke", "PopUpButto", "picker", "PICKER", "PPicker", "PPopUpButton", "P", "Pé"]
        for word in words {
            for before in 0..<20 {
                for filler in ["x", "é", "P"] {
                    let prefix = Array(String(repeating: filler, count: before).utf8)
                    for after in [0, 1, 7, 8, 9] {
                        let bytes = prefix + Array(word.utf8) + Array(String(repeating: "y", count: after).utf8)
                        #expect(frontEnd.passesOver(bytes) == !plainlyNames(bytes), "\(before) \(filler) + \(word) + \(after)")
                    }
                }
            }
        }
        #expect(frontEnd.passesOver([]))
        // UTF-16 text is read as the UTF-8 it converts to, so its bytes alone never pass it over.
        #expect(!frontEnd.passesOver([0xFF, 0xFE] + Array("struct A {}".utf8)))
        // Every other format tells a spec only by reading it.
        #expect(!YAMLFrontEnd().passesOver(Array("name: a".utf8)))
    }

    @Test func columnsCountCodePointsNotBytes() throws {
        let diagnostics = Self.lint("""
            import UIKit
            final class C: UIViewController {
                let picker = UIDatePicker()
                func f() { let é = "é"; picker.minuteInterval = 7 }
            }
            """)
        // `é` is two bytes in UTF-8; the value starts at character 53.
        #expect(Self.found(diagnostics) == ["minute-interval 4:53"])
    }

    @Test func commentsSuppressAsInYAML() throws {
        let diagnostics = Self.lint("""
            import UIKit
            final class C: UIViewController {
                let a = UIDatePicker()
                let b = UIDatePicker()
                let c = UIDatePicker()
                func f() {
                    // piclint:disable-next-line minute-interval
                    a.minuteInterval = 7
                    b.minuteInterval = 7 /* piclint:disable-line minute-interval */
                    c.minuteInterval = 7 // piclint:disable-line fixed-locale // not this one
                }
            }
            """)
        #expect(Self.found(diagnostics).sorted() == ["minute-interval 10:28", "unused-suppression 10:30"])
    }

    @Test func aFileThatDoesNotParseIsReportedOnceAndStillLinted() throws {
        let diagnostics = Self.lint("""
            import UIKit
            final class C: UIViewController {
                let a = UIDatePicker()
                func f() {
                    a.minuteInterval = 7
                    let x = (
                }
            }
            """)
        #expect(diagnostics.filter { $0.rule == .swiftSyntax }.count == 1)
        #expect(diagnostics.contains { $0.rule == "minute-interval" })
    }

    @Test func aLinterGivenNoSwiftFrontEndSaysSoForANamedFile() throws {
        let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: FrontEnds()).lintFile(Array("import SwiftUI\n".utf8), path: "V.swift")
        #expect(report.diagnostics.map(\.rule) == [.swiftSyntax])
        #expect(FrontEnds().reads(.swift) == false)
        #expect(FrontEnds.all.reads(.swift))
    }
}

extension SwiftSourceTests {
    @Test("an unstyled Picker on watchOS is read as a navigation row, which has no platform-style finding there")
    func anUnstyledWatchPickerIsARow() throws {
        let diagnostics = Self.lint("""
            import SwiftUI
            #if os(watchOS)
            struct IntervalView: View {
                @State private var minutes = 5
                var body: some View {
                    List {
                        Picker("Every", selection: $minutes) {
                            ForEach([1, 5, 10, 15, 30], id: \\.self) { Text("\\($0) min") }
                        }
                    }
                }
            }
            #endif
            """)
        #expect(!diagnostics.contains { $0.rule == "platform-style" })
        let read = try #require(Self.read("""
            import SwiftUI
            #if os(watchOS)
            struct V: View {
                @State private var a = 1
                var body: some View { Picker("A", selection: $a) { Text("One").tag(1); Text("Two").tag(2) } }
            }
            #endif
            """))
        #expect(read.spec.screens.first?.controls.first?.picker?.style?.value == .navigationLink)
    }
}
