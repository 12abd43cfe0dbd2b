import Driver
import Foundation
import Lint
import PickerModel
import Spec
import SwiftSource
import Testing
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
