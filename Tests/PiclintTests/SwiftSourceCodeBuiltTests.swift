import Driver
import Foundation
import Lint
import PickerModel
import Spec
import SwiftSource
import Testing
import Source
import YAML

/// The Swift front end beyond single settings (SWIFT-SOURCE.md, "What maps onto the spec"): a SwiftUI date picker's
/// `in:` range, a UIPickerView's data source, and an NSPopUpButton's items, each read only from literals.
@Suite struct SwiftSourceCodeBuiltTests {
    static func read(_ text: String) -> [Control] {
        SwiftFrontEnd().read(SourceFile(Array(text.utf8), lineBreaks: .xml), skipIfNotSpec: false)?.spec.screens.flatMap(\.controls) ?? []
    }

    static func lintFixture(_ name: String) throws -> [String] {
        let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: Repo.path("Tests/SwiftFixtures/\(name)"))))
        let report = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(bytes, path: name)
        return report.diagnostics.map { "\($0.range.start) \($0.rule)" }
    }

    // MARK: DatePicker(…, in:)

    @Test func aDateRangeOfLiteralMomentsBoundsThePicker() throws {
        let controls = Self.read("""
            import SwiftUI
            let opens = Date(timeIntervalSince1970: 1_782_864_000)
            struct V: View {
                @State private var day = Date()
                var body: some View {
                    DatePicker("Day", selection: $day, in: opens...Date(timeIntervalSinceReferenceDate: 812_505_600 + 3_600))
                }
            }
            """)
        let picker = try #require(controls.first?.datePicker)
        #expect(picker.minimumDate?.value.description == "2026-07-01T00:00")
        #expect(picker.maximumDate?.value.description == "2026-10-01T01:00")
        #expect(picker.minimumDate?.range.start == mark(6, 48))
        #expect(picker.maximumDate?.range.start == mark(6, 56))
        // A `Date` is a moment, as Interface Builder's dates are: rules compare it whole and say UTC.
        #expect(picker.datesAreMoments)
    }

    @Test func aBoundFromTheClockOrCodeIsNoBound() throws {
        let controls = Self.read("""
            import SwiftUI
            struct V: View {
                @State private var day = Date()
                let end: Date
                var body: some View {
                    DatePicker("A", selection: $day, in: ...Date.now)
                    DatePicker("B", selection: $day, in: Date()...end)
                    DatePicker("C", selection: $day, in: Calendar.current.date(byAdding: .day, value: -7, to: .now)!...)
                    DatePicker("D", selection: $day, in: Date(timeIntervalSince1970: 0)...)
                    DatePicker("E", selection: $day, in: ...Date(timeIntervalSince1970: end.timeIntervalSince1970))
                }
            }
            """)
        #expect(controls.count == 5)
        for control in controls.prefix(3) {
            #expect(control.datePicker?.minimumDate == nil && control.datePicker?.maximumDate == nil)
        }
        // A partial range bounds one end only.
        #expect(controls[3].datePicker?.minimumDate?.value.description == "1970-01-01T00:00")
        #expect(controls[3].datePicker?.maximumDate == nil)
        #expect(controls[4].datePicker?.maximumDate == nil)
    }

    @Test func aBookingFormWithASwappedSeasonIsReportedAndTheRestIsSilent() throws {
        // Check-out's range ends a year before it starts: nothing can be picked (and `...` traps at run time).
        #expect(try Self.lintFixture("BookingView.swift") == ["22:32 date-range"])
    }
}

extension SwiftSourceCodeBuiltTests {
    // MARK: UIPickerViewDataSource

    static func values(_ wheel: Wheel?) -> [String]? {
        switch wheel?.values.value {
        case .list(let rows)?: return rows.map(\.value.text)
        case .range(let range)?: return ["\(range.from.value.text)…\(range.to.value.text)"]
        default: return nil
        }
    }

    @Test func aPickerViewsWheelsAreWhatItsDataSourceReturns() throws {
        let controls = Self.read("""
            import UIKit
            let sizes = ["S", "M", "L"]
            final class OrderViewController: UIViewController {
                private let picker = UIPickerView()
            }
            extension OrderViewController: UIPickerViewDataSource, UIPickerViewDelegate {
                func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                    switch component {
                    case 0: return sizes.count
                    case 1: return 2
                    default: return 60
                    }
                }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent c: Int) -> String? {
                    switch c {
                    case 0: return sizes[row]
                    case 1: return String(row)
                    default: return "\\(row) min"
                    }
                }
            }
            """)
        let control = try #require(controls.first)
        #expect(control.id.value == "picker")
        let picker = try #require(control.picker)
        // A UIPickerView is always wheels.
        #expect(picker.style?.value == .wheels)
        #expect(picker.wheels.count == 3)
        #expect(Self.values(picker.wheels[0]) == ["S", "M", "L"])
        #expect(Self.values(picker.wheels[1]) == ["0…1"])
        #expect(Self.values(picker.wheels[2]) == ["0…59"])
        #expect(picker.wheels[2].unit?.value == "min")
        // The wheel's size is where the data source says it: `60` in `default: return 60`.
        #expect(picker.wheels[2].values.range.start == mark(12, 25))
        // `selectRow(_:inComponent:animated:)` may start it elsewhere.
        #expect(picker.wheels.allSatisfy { $0.defaultMayBeSetInCode })
    }

    @Test func rowsThatAreNotLiteralsOrNotThisTypesStayUnknown() throws {
        func wheels(_ body: String, members: String = "private let picker = UIPickerView()") throws -> [Wheel] {
            let controls = Self.read("""
                import UIKit
                var names = ["Ann", "Bo"]
                final class V: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
                    \(members)
                    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
                    \(body)
                }
                """)
            return try #require(controls.first?.picker?.wheels)
        }
        func isUnknown(_ wheels: [Wheel]) -> Bool {
            guard wheels.count == 1, case .unknown(.dataSource) = wheels[0].values.value else { return false }
            return true
        }
        let rows = "func pickerView(_ p: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 12 }"
        // The count alone says nothing of what the rows show.
        #expect(try isUnknown(wheels(rows)))
        // A row number written otherwise than plainly, a `var` array, an array shorter than the wheel.
        // A `Double`'s 5 is written "5.0", which piclint does not reproduce.
        for title in ["\"\\(row + 1)\"", "names[row]", "[\"a\", \"b\"][row]", "row.formatted()", "String([0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 8, 9, 10][row])"] {
            let body = rows + "\nfunc pickerView(_ p: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { \(title) }"
            #expect(try isUnknown(wheels(body)), "\(title)")
        }
        let titles = "\nfunc pickerView(_ p: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { String(row) }"
        // A count from code, or one that depends on something else than the component.
        #expect(try isUnknown(wheels("func pickerView(_ p: UIPickerView, numberOfRowsInComponent component: Int) -> Int { names.count }" + titles)))
        #expect(try isUnknown(wheels("""
            func pickerView(_ p: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                if isCompact { return 12 }
                return 24
            }
            """ + titles)))
        // A row view is drawn instead of the title.
        let rowView = "\nfunc pickerView(_ p: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView { UILabel() }"
        #expect(try isUnknown(wheels(rows + titles + rowView)))
        // Two picker views share the type's methods; one whose data source is another object is not served by them.
        #expect(try isUnknown(wheels(rows + titles, members: "private let a = UIPickerView(); private let b = UIPickerView()")))
        #expect(try isUnknown(wheels(rows + titles, members: "private let picker = UIPickerView()\nfunc setUp() { picker.dataSource = store }")))
        // Titles are the delegate's: another object's, they are not these.
        #expect(try isUnknown(wheels(rows + titles, members: "private let picker = UIPickerView()\nfunc setUp() { picker.delegate = helper }")))
        // Served by the type: the same methods read, a choice by component too.
        #expect(try Self.values(wheels(rows + titles).first) == ["0…11"])
        let choice = "func pickerView(_ p: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 12 : 60 }"
        #expect(try Self.values(wheels(choice + titles).first) == ["0…11"])
        let steps = rows + "\nfunc pickerView(_ p: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { \"\\(steps[row])\" }"
        let twelve = "private let picker = UIPickerView()\nlet steps = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60]"
        #expect(try Self.values(wheels(steps, members: twelve).first)?.prefix(3) == ["5", "10", "15"])
    }

    @Test func anIfChainOnTheComponentIsReadLikeASwitch() throws {
        let controls = Self.read("""
            import UIKit
            final class ShirtViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
                let sizes = ["S", "M", "L", "XL"]
                let picker = UIPickerView()
                func numberOfComponents(in pickerView: UIPickerView) -> Int { return 2 }
                func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
                    if component == 0 {
                        return sizes.count
                    } else {
                        return 5
                    }
                }
                func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                    if component == 0 {
                        return sizes[row]
                    } else if component == 1 {
                        return "\\(row) pcs"
                    } else {
                        return nil
                    }
                }
            }
            """)
        let wheels = try #require(controls.first?.picker?.wheels)
        #expect(wheels.count == 2)
        #expect(Self.values(wheels.first) == ["S", "M", "L", "XL"])
        #expect(Self.values(wheels.last) == ["0…4"])
        #expect(wheels.last?.unit?.value == "pcs")
    }

    @Test func aWorkoutLogsWeightWheelOf200RowsIsTooLongAndUserDataIsSilent() throws {
        // `case 0: return 200`: a list or table suits 200 weights; the exercise picker's rows are the user's own.
        #expect(try Self.lintFixture("LiftEntryViewController.swift") == ["27:24 long-list"])
    }

    // MARK: NSPopUpButton

    @Test func aPopUpButtonsItemsAreTheTitlesItsTypeAdds() throws {
        let controls = Self.read("""
            import AppKit
            let intervals = ["Hourly", "Daily"]
            final class Pane: NSViewController {
                private let popUp = NSPopUpButton(frame: .zero, pullsDown: false)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    popUp.removeAllItems()
                    popUp.addItems(withTitles: intervals)
                    popUp.addItem(withTitle: "Weekly")
                    popUp.addItem(withTitle: "Hourly")
                    popUp.selectItem(at: 1)
                }
            }
            """)
        let control = try #require(controls.first)
        #expect(control.id.value == "popUp")
        #expect(control.picker?.style?.value == .menu)
        // Adding a title already there moves it last: a pop-up button never shows one twice.
        #expect(Self.values(control.picker?.wheels.first) == ["Daily", "Weekly", "Hourly"])
        #expect(control.picker?.wheels.first?.values.range.start == mark(8, 36))
        // The one selection after the items is where it starts.
        #expect(control.picker?.wheels.first?.defaultValue?.value.text == "Weekly")
        #expect(control.picker?.wheels.first?.defaultValue?.range.start == mark(11, 30))
    }

    @Test func aPopUpSelectionIsReadOnlyWhenItIsTheOneAfterTheItems() throws {
        func start(_ setUp: String) throws -> Wheel {
            let controls = Self.read("""
                import AppKit
                final class Pane: NSViewController {
                    private let popUp = NSPopUpButton()
                    var saved = ""
                    override func viewDidLoad() {
                        popUp.addItems(withTitles: ["Small", "Large"])
                        \(setUp)
                    }
                }
                """)
            return try #require(controls.first?.picker?.wheels.first)
        }
        // A title that is no item's: NSPopUpButton then selects nothing.
        #expect(try start("popUp.selectItem(withTitle: \"Medium\")").defaultValue?.value.text == "Medium")
        for setUp in ["", "popUp.selectItem(withTitle: saved)", "if saved.isEmpty { popUp.selectItem(at: 1) }",
                      "popUp.selectItem(at: 5)", "popUp.selectItem(at: 0)\npopUp.selectItem(at: 1)"] {
            let wheel = try start(setUp)
            #expect(wheel.defaultValue == nil, "\(setUp)")
            #expect(wheel.defaultMayBeSetInCode, "\(setUp)")
        }
    }

    @Test func popUpItemsFromCodeInBranchesOrInAPullDownAreNotRead() throws {
        func items(_ setUp: String, creation: String = "NSPopUpButton()") -> [Control] {
            Self.read("""
                import AppKit
                final class Pane: NSViewController {
                    private let popUp = \(creation)
                    var names: [String] = []
                    var isPro = false
                    override func viewDidLoad() {
                        \(setUp)
                    }
                    func refresh() { }
                }
                """)
        }
        func isUnknown(_ controls: [Control]) -> Bool {
            guard controls.count == 1, case .unknown? = controls[0].picker?.wheels.first?.values.value else { return false }
            return true
        }
        #expect(isUnknown(items("popUp.addItems(withTitles: names)")))
        #expect(isUnknown(items("popUp.addItems(withTitles: [\"A\", \"B\"])\nif isPro { popUp.addItem(withTitle: \"C\") }")))
        #expect(isUnknown(items("popUp.addItems(withTitles: [\"A\", \"B\"])\npopUp.menu?.addItem(NSMenuItem.separator())")))
        #expect(isUnknown(items("popUp.addItems(withTitles: [\"A\", \"B\"])\npopUp.removeItem(at: 0)")))
        #expect(isUnknown(items("popUp.addItems(withTitles: [\"A\", \"B\"])\nDispatchQueue.main.async { self.popUp.addItem(withTitle: \"C\") }")))
        #expect(isUnknown(items("")))
        // A pull-down button is a menu of commands.
        #expect(items("popUp.addItems(withTitles: [\"A\", \"B\"])", creation: "NSPopUpButton(frame: .zero, pullsDown: true)").isEmpty)
        #expect(items("popUp.pullsDown = true\npopUp.addItems(withTitles: [\"A\", \"B\"])").isEmpty)
        // A receiver that is no pop-up button is not one.
        #expect(items("let menu = NSMenu()\nmenu.addItem(withTitle: \"A\", action: nil, keyEquivalent: \"\")", creation: "NSView()").isEmpty)
    }

    @Test func aPreferencesPaneSelectingARenamedItemIsReportedAndTheRestIsSilent() throws {
        // `selectItem(withTitle: "Daily")` after the items became "Every day": nothing is selected. Two update
        // choices are fine; themes and a pull-down button of commands are not judged.
        #expect(try Self.lintFixture("GeneralPreferencesViewController.swift") == ["21:43 default-not-in-values"])
    }
}

extension SwiftSourceCodeBuiltTests {
    // MARK: UIDatePicker bounds

    @Test func aUIDatePickersLiteralBoundsAreReadAndItsClockBoundsAreNot() throws {
        let controls = Self.read("""
            import UIKit
            private let launch = Date(timeIntervalSince1970: 1_782_864_000)
            final class DeliveryViewController: UIViewController {
                private let slotPicker = UIDatePicker()
                private let birthdayPicker = UIDatePicker()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    slotPicker.datePickerMode = .date
                    slotPicker.minimumDate = launch
                    slotPicker.maximumDate = Date(timeIntervalSinceReferenceDate: 780_969_600)
                    birthdayPicker.maximumDate = Date()
                    birthdayPicker.minimumDate = Calendar.current.date(byAdding: .year, value: -120, to: .now)
                }
            }
            """)
        #expect(controls.count == 2)
        let slot = try #require(controls.first?.datePicker)
        #expect(slot.minimumDate?.value.description == "2026-07-01T00:00")
        #expect(slot.maximumDate?.value.description == "2025-10-01T00:00")
        #expect(slot.minimumDate?.range.start == mark(9, 34))
        #expect(slot.datesAreMoments)
        let birthday = try #require(controls.last?.datePicker)
        #expect(birthday.minimumDate == nil && birthday.maximumDate == nil)
    }

    @Test func aUIDatePickersLiteralDateIsItsDefaultUnlessCodeAlsoSetsIt() throws {
        func start(_ more: String) -> DateDefault? {
            Self.read("""
                import UIKit
                final class AlarmViewController: UIViewController {
                    private let picker = UIDatePicker()
                    var saved = Date()
                    override func viewDidLoad() {
                        picker.datePickerMode = .time
                        picker.date = Date(timeIntervalSince1970: 1_782_889_200)
                        \(more)
                    }
                }
                """).first?.datePicker?.defaultValue?.value
        }
        #expect(start("") == .date(.fixed(DateTimeValue(date: CalendarDate(year: 2026, month: 7, day: 1), time: ClockTime(hour: 7, minute: 0)))))
        #expect(start("picker.setDate(saved, animated: false)") == nil)
        #expect(start("if saved > .now { picker.date = saved }") == nil)
    }
}
