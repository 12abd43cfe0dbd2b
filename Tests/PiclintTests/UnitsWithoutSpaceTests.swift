import Foundation
@testable import Lint
import PickerModel
import Spec
import Testing
import Source
import YAML

/// `unit-in-values`: units as Chinese, Japanese and Korean write them; currencies, separators and signs are no units.
@Suite("Reported misses: units as Chinese, Japanese and Korean write them; currencies and separators are no units")
struct UnitMissTests {
    @Test("a unit of Chinese characters or Hangul glued to the number is a unit", arguments: [
        ("[1晚, 2晚, 3晚, 4晚, 5晚]", "晚"), ("[1位, 2位, 3位, 4位, 5位]", "位"), ("[1개, 2개, 3개]", "개"),
        ("[5分, 10分, 15分]", "分"), ("[3ヶ月, 6ヶ月, 12ヶ月]", "ヶ月"), ("[1 명, 2 명, 3 명]", "명"),
    ])
    func eastAsian(values: String, unit: String) {
        #expect(findings("unit-in-values", "  - {id: n, kind: picker, values: \(values)}\n").map(\.message)
            == ["every value of `n` repeats the unit “\(unit)”"])
    }

    @Test("units of measure after the number: %, °C, m², glued or spaced")
    func measures() {
        for (values, unit) in [("[10%, 15%, 20%]", "%"), ("[20°C, 21°C, 22°C]", "°C"), ("[\"-5 °C\", 0 °C, 5 °C]", "°C"),
                               ("[1 m², 2 m², 3 m²]", "m²"), ("[0.5 kg, 1.5 kg, 2 kg]", "kg"), ("[\"5 Min.\", \"10 Min.\"]", "Min.")] {
            #expect(findings("unit-in-values", "  - {id: n, kind: picker, values: \(values)}\n").map(\.message)
                == ["every value of `n` repeats the unit “\(unit)”"], "\(values)")
        }
    }

    @Test("currencies, separators, signs, glued Latin letters, dates and numberings are values of their own", arguments: [
        "[$5, $10, $15]", "[€5, €10]", "[\"€ 5\", \"€ 10\"]", "[5 €, 10 €]", "[¥500, ¥1000]", "[\"10 zł\", \"20 zł\"]",
        "[\",0\", \",1\", \",2\"]", "[\".5\", \".75\"]", "[\"5.\", \"10.\"]", "[\"1)\", \"2)\"]", "[3+, 4+, 5+]", "[±1, ±2]",
        "[\"#1\", \"#2\"]", "[5min, 10min]", "[2XL, 3XL]", "[1st, 2nd, 3rd]", "[2x, 3x]", "[Week 1, Week 2]",
        "[1月, 2月, 3月]", "[2025年, 2026年]", "[1日, 2日]", "[1号, 2号]", "[1번, 2번]", "[1번째, 2번째]", "[1回目, 2回目]",
        "[\"1-2\", \"3-4\"]",
    ])
    func notUnits(values: String) {
        // "zł" is letters: a word after a number, spaced, is a unit; the currency signs are the ones Unicode files as such.
        let found = findings("unit-in-values", "  - {id: n, kind: picker, values: \(values)}\n")
        if values.contains("zł") {
            #expect(found.count == 1)
        } else {
            #expect(found.isEmpty, "\(values): \(found.map(\.message))")
        }
    }

    @Test("in Japanese 位 is a rank (1位, first place); elsewhere it counts people")
    func rank() {
        #expect(findings("unit-in-values", "  - {id: n, kind: picker, values: [1位, 2位, 3位]}\n", locale: "ja_JP").isEmpty)
        #expect(findings("unit-in-values", "  - {id: n, kind: picker, values: [1位, 2位, 3位]}\n", locale: "zh_CN").count == 1)
    }

    @Test("the fix writes the numbers and the unit, plain when it is letters")
    func fix() throws {
        let outcome = try FixTests.fixed("screen: s\nlocale: zh_CN\ncontrols:\n  - id: nights\n    kind: picker\n    values: [1晚, 2晚, 3晚, 4晚, 5晚]\n    default: 2晚\n")
        #expect(String(decoding: outcome.fixed, as: UTF8.self)
            == "screen: s\nlocale: zh_CN\ncontrols:\n  - id: nights\n    kind: picker\n    unit: 晚\n    values: [1, 2, 3, 4, 5]\n    default: 2\n")
        let prices = try FixTests.fixed("screen: s\ncontrols:\n  - {id: tip, kind: picker, values: [$5, $10, $15, $20, $25], default: $10}\n")
        #expect(prices.applied == 0)
    }

    @Test("reading a quantity: the number, its sign, and the unit after it")
    func reading() throws {
        let temperature = try #require(WrittenQuantity("−5 °C"))
        #expect(temperature.number == "−5" && temperature.value == -5 && temperature.unit() == "°C" && temperature.plainNumber == "-5")
        #expect(WrittenQuantity("1,000 kg")?.value == nil)
        #expect(WrittenQuantity("1,000 kg")?.plainNumber == "1,000")
        #expect(WrittenQuantity("$25")?.currency == "$")
        #expect(WrittenQuantity("25 €")?.currency == "€")
        #expect(WrittenQuantity("25")?.unit() == "")
        #expect(WrittenQuantity("Off") == nil)
    }
}
