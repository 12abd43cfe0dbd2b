@testable import Lint
import PickerModel
import Spec
import Testing
import Source
import YAML

/// `numeric-gap` on numbers that carry a unit or a currency sign.
@Suite("Reported misses: numeric gaps in values with units")
struct UnitGapMissTests {
    @Test("5, 10, 15, 25, 30 min misses 20 min: both unit-in-values and numeric-gap")
    func minutes() throws {
        let spec = "  - {id: snooze, kind: picker, values: [5 min, 10 min, 15 min, 25 min, 30 min], default: 10 min}\n"
        let gap = try #require(findings("numeric-gap", spec).first)
        #expect(gap.message == "`snooze` steps by 5 but skips 20 min before 25 min")
        #expect(gap.help == "add the missing value, or use a range: `range: {from: 5, to: 30, step: 5}` with `unit: min`")
        #expect(gap.range.start == mark(4, 64))
        #expect(findings("unit-in-values", spec).count == 1)
    }

    @Test("plurals, Chinese units and prices count; the missing value is written as its neighbour writes it")
    func forms() {
        #expect(findings("numeric-gap", "  - {id: h, kind: picker, values: [1 hour, 2 hours, 3 hours, 5 hours, 6 hours]}\n").map(\.message)
            == ["`h` steps by 1 but skips 4 hours before 5 hours"])
        #expect(findings("numeric-gap", "  - {id: n, kind: picker, values: [1晚, 2晚, 3晚, 5晚, 6晚]}\n").map(\.message)
            == ["`n` steps by 1 but skips 4晚 before 5晚"])
        let prices = findings("numeric-gap", "  - {id: tip, kind: picker, values: [$5, $10, $15, $25, $30]}\n")
        #expect(prices.map(\.message) == ["`tip` steps by 5 but skips $20 before $25"])
        // A price has no unit to say once: the help offers no range.
        #expect(prices.first?.help == "add the missing value")
    }

    @Test("precision: a changing step, mixed units, names and ambiguous commas stay quiet", arguments: [
        "[5 min, 10 min, 15 min, 30 min, 45 min, 60 min]", "[5 min, 10 min, 15 min, 25 min, 30 sec]",
        "[Week 1, Week 2, Week 3, Week 5, Week 6]", "[\"1,0 kg\", \"2,0 kg\", \"3,0 kg\", \"5,0 kg\"]",
        "[5 min, 10 min, 15 min, 20 min, 25 min]", "[$5, €10, $15, $25, $30]", "[1 min, 2 min, 3 min, 10 min, 20 min]",
        "[Off, 5 min, 10 min, 20 min, 25 min]",
    ])
    func quiet(values: String) {
        #expect(findings("numeric-gap", "  - {id: n, kind: picker, values: \(values)}\n").isEmpty, "\(values)")
    }
}
