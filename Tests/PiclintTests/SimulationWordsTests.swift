import Foundation
import PickerModel
import Reports
import Spec
import Testing

/// `piclint simulate`'s words: width × height everywhere, and what each wheel holds as a designer reads it.
@Suite("simulate's words")
struct SimulationWordsTests: NewcomerSupport {
    @Test("simulate gives every size as width × height: the screen's and each control's")
    func simulateSizes() throws {
        let root = try scratch(["a.yaml": "screen: S\ncontrols:\n  - {id: t, kind: datePicker, mode: time, style: wheels}\n  - {id: m, kind: picker, style: menu, values: [Low, High], default: Low}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["simulate"] + Self.now + ["a.yaml"], in: root)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("== a.yaml · S · iOS · en_US · 390 × 844 pt\n\nt  datePicker · time · wheels · en_US · 390 × 216 pt\n"))
        #expect(result.stdout.contains("m  picker · menu · en_US · "))
        let golden = try fixture("golden/simulate-all.txt")
        #expect(golden.range(of: #"[0-9] x [0-9]"#, options: .regularExpression) == nil)
        // No control is drawn taller than wide and as wide as a phone is tall: the old order, height first, is gone.
        #expect(!golden.contains("216 × 390 pt"))
    }

    @Test("simulate says what each wheel holds in words: values, loops, out of sight, the farthest row")
    func simulateWords() {
        func wheel(_ name: String, _ values: WheelValueList, default index: Int? = nil, loops: Bool = false, unit: String? = nil) -> WheelModel {
            WheelModel(name: name, values: values, defaultIndex: index, loops: loops, unit: unit)
        }
        let listed = WheelValueList.listed((1...5).map { PickerValue(text: "\($0)", number: Double($0)) })
        #expect(SimulationWords.wheels([wheel("1", listed, default: 2, unit: "kg")], drawnAsWheels: true)
            == "1 wheel: 5 values, 1 to 5; the farthest is 2 rows from 3\n")
        let hours = WheelValueList.listed((1...12).map { PickerValue(text: "\($0)", number: Double($0)) })
        let period = WheelValueList.listed([PickerValue(text: "AM"), PickerValue(text: "PM")])
        #expect(SimulationWords.wheels([wheel("hour", hours, default: 6, loops: true), wheel("period", period)], drawnAsWheels: true) == """
            2 wheels:
              hour:   12 values, 1 to 12, loops; 7 out of sight; the farthest is 6 rows from 7
              period: 2 values, AM to PM; the farthest is 1 row from AM

            """)
        #expect(SimulationWords.wheels([wheel("1", .listed([PickerValue(text: "Only")]))], drawnAsWheels: true) == "1 wheel: 1 value, Only\n")
        #expect(SimulationWords.wheels([wheel("1", .listed([]))], drawnAsWheels: true) == "1 wheel: no values\n")
        #expect(SimulationWords.wheels([wheel("1", .runtime(.dynamic, count: nil))], drawnAsWheels: true)
            == "1 wheel: values known only when the app runs (dynamic)\n")
        #expect(SimulationWords.wheels([wheel("1", .unknown(.dataSource))], drawnAsWheels: true)
            == "1 wheel: values unknown (rows from its data source in code)\n")
        // A menu or segmented control: its options, with no wheel's out of sight or farthest row.
        #expect(SimulationWords.wheels([wheel("1", period)], drawnAsWheels: false) == "2 options, AM to PM\n")
        #expect(SimulationWords.wheels([wheel("1", period), wheel("2", listed)], drawnAsWheels: false)
            == "2 lists:\n  wheel 1: 2 options, AM to PM\n  wheel 2: 5 options, 1 to 5\n")
        #expect(SimulationWords.wheels([], drawnAsWheels: true) == "")
        #expect(SimulationWords.size(width: 390.2, height: 215.1, .up) == "391 × 216 pt")
    }
}
