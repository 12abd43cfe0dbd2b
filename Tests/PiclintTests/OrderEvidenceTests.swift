import Foundation
@testable import Lint
import PickerModel
import Testing

/// "Use predictable and logically ordered values", reported only on evidence: a list that nearly follows an order
/// people know and breaks it. Orders piclint has no table for are no evidence of disorder.
@Suite("Order evidence")
struct OrderEvidenceTests {
    static func wheel(_ values: String, locale: String = "en_US", rule: RuleID = "predictable-order") -> [Diagnostic] {
        findings(rule, "  - {id: w, kind: picker, style: wheels, values: [\(values)]}\n", locale: locale)
    }

    /// How often, in the words people write it: each value is the time between two occurrences.
    static let periods: [(locale: String, values: String)] = [
        ("en_US", "Daily, Weekly, Every two weeks, Every four weeks, Monthly, Quarterly, Every six months, Yearly"),
        ("en_US", "Every hour, Every 6 hours, Every day, Every week, Every month, Never"),
        ("en_US", "Hourly, Twice a day, Daily, 3 times a week, Weekly, Fortnightly, Monthly"),
        ("en_GB", "Weekly, Fortnightly, Every 4 weeks, Monthly, Quarterly, Annually"),
        ("en_US", "Once a day, Twice a week, Once a week, Once a month"),
        ("de_DE", "Täglich, Wöchentlich, Alle 2 Wochen, Alle 4 Wochen, Monatlich, Vierteljährlich, Halbjährlich, Jährlich"),
        ("de_DE", "Stündlich, Alle 6 Stunden, Täglich, Wöchentlich, Nie"),
        ("fr_FR", "Tous les jours, Toutes les semaines, Toutes les deux semaines, Tous les mois, Tous les 3 mois, Tous les ans"),
        ("es_ES", "Diario, Semanal, Quincenal, Mensual, Trimestral, Semestral, Anual"),
        ("it_IT", "Ogni giorno, Ogni settimana, Ogni 2 settimane, Ogni mese, Ogni 3 mesi, Ogni anno"),
        ("pt_BR", "Diário, Semanal, Quinzenal, Mensal, Bimestral, Trimestral, Anual"),
        ("ja_JP", "1時間ごと, 6時間ごと, 毎日, 毎週, 毎月, しない"),
        ("zh_CN", "每小时, 每6小时, 每天, 每周, 每两周, 每月, 每年, 永不"),
        ("ko_KR", "매시간, 6시간마다, 매일, 매주, 격주, 매월"),
        ("sv_SE", "Dagligen, Varje vecka, Varannan vecka, Månadsvis, Kvartalsvis, Årligen"),
        // Least frequent first is an order too.
        ("en_US", "Yearly, Quarterly, Monthly, Weekly, Daily"),
    ]

    @Test("phrases of a period are read as how often, in every language the model knows", arguments: periods)
    func periodsInOrder(locale: String, values: String) {
        let found = Self.wheel(values, locale: locale)
        #expect(found.isEmpty, "\(values): \(found.map(\.message))")
    }

    @Test("a period out of place is named, and the suggestion puts it where it belongs")
    func periodOutOfPlace() throws {
        let found = Self.wheel("Daily, Weekly, Monthly, Every two weeks, Quarterly, Yearly")
        let finding = try #require(found.first)
        #expect(finding.message == "the values of `w` nearly follow frequency order, but “Every two weeks” comes after “Monthly”")
        #expect(finding.fix?.summary == "sort the values (frequency)")
    }

    @Test("a catch-all may close every order, frequencies and sequences that hold the word included")
    func catchAllsCloseEveryOrder() {
        for values in [
            "Hourly, Daily, Weekly, Monthly, Never", "Never, Hourly, Daily, Weekly, Monthly",
            "Low, Medium, High, Max, Off", "XS, S, M, L, XL, Custom…", "1 hour, 2 hours, 4 hours, 8 hours, All day",
            "15 min, 30 min, 1 h, 2 h, Forever", "Weekly, Monthly, Yearly, Ask every time, Never",
            "5, 10, 15, 20, Unlimited", "Wöchentlich, Monatlich, Jährlich, Nie", "毎日, 毎週, 毎月, なし",
        ] {
            let found = Self.wheel(values, locale: values.contains("Wöchentlich") ? "de_DE" : values.contains("毎") ? "ja_JP" : "en_US")
            #expect(found.isEmpty, "\(values): \(found.map(\.message))")
        }
    }

    @Test("a catch-all inside a list breaks the order it would close, and the finding points at it")
    func strayCatchAll() throws {
        let finding = try #require(Self.wheel("5, 10, Never, 15, 30").first)
        #expect(finding.message == "the values of `w` nearly follow ascending numeric order, but “Never” comes after “10”")
        #expect(finding.range.start.column == 58)
    }

    @Test("codes of letters and digits sort part by part: language levels are not sorted by their digits")
    func codes() throws {
        let finding = try #require(Self.wheel("A1, A2, B1, C1, B2, C2").first)
        #expect(finding.message == "the values of `w` nearly follow ascending natural order, but “B2” comes after “C1”")
        let text = "screen: s\ncontrols:\n  - {id: w, kind: picker, style: wheels, default: A1, values: [A1, A2, B1, C1, B2, C2]}\n"
        let outcome = try FixTests.fixed(text)
        #expect(String(decoding: outcome.fixed, as: UTF8.self)
            == "screen: s\ncontrols:\n  - {id: w, kind: picker, style: wheels, default: A1, values: [A1, A2, B1, B2, C1, C2]}\n")
        // Codes with one letter are still numbered: a version's "v" does not stop numeric order.
        #expect(Self.wheel("v1, v2, v3, v10, v11").isEmpty)
    }

    /// Lists in an order every person knows that no table of piclint's holds: no evidence, no finding.
    static let meaningfulOrders: [String] = [
        "Bronze, Silver, Gold, Platinum", "Bronze, Silver, Gold, Platinum, Diamond", "Draft, Review, Approved, Published",
        "Seed, Sprout, Bloom, Harvest", "Rookie, Veteran, Elite, Legend", "Starter, Main, Dessert, Coffee",
        "Crawl, Walk, Jog, Run, Sprint", "Whisper, Murmur, Voice, Shout", "Pawn, Knight, Bishop, Rook, Queen, King",
        "Egg, Larva, Pupa, Adult", "Dawn, Sunrise, Midday, Sunset, Dusk",
    ]

    @Test("orders that are in no table are no evidence: predictable-order stays quiet by default", arguments: meaningfulOrders)
    func meaningfulOrdersAreQuiet(values: String) {
        let found = Self.wheel(values)
        #expect(found.isEmpty, "\(values): \(found.map(\.message))")
    }

    @Test("the alphabet is evidence only when five values or more follow it: three of four is chance")
    func alphabetNeedsEvidence() {
        #expect(Self.wheel("Bronze, Silver, Gold, Platinum").isEmpty)
        #expect(Self.wheel("Apple, Cherry, Banana, Date, Fig").isEmpty)
        #expect(Self.wheel("Austria, Belgium, Denmark, Finland, Croatia, France, Germany").count == 1)
    }

    @Test("words in no order are the opt-in unordered-values' guess, said with agreeing counts; `order: custom` silences it")
    func unorderedValues() throws {
        let found = Self.wheel("Standard, Vegetarian, Vegan, Kosher, Halal, Gluten free", rule: "unordered-values")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.hasPrefix("the values of `w` follow no order piclint recognises, and 3 of its 6 values are out of sight when it opens"))
        #expect(finding.fix == nil)
        #expect(Self.wheel("Standard, Vegetarian, Vegan, Kosher, Halal, Gluten free").isEmpty)
        let custom = findings("unordered-values", "  - {id: w, kind: picker, style: wheels, order: custom, values: [Standard, Vegan, Kosher, Halal]}\n")
        #expect(custom.isEmpty)
        // One value out of sight is one value.
        let one = try #require(findings("unordered-values", "  - {id: w, kind: picker, style: wheels, default: Standard, values: [Standard, Vegan, Kosher, Halal]}\n").first)
        #expect(one.message.contains("and 1 of its 4 values is out of sight"))
        // unordered-values is off unless turned on.
        #expect(RuleRegistry.description(of: "unordered-values")?.defaultSeverity == .off)
    }

    @Test("property: applying any sorting suggestion never leaves more values out of place, under the order it names")
    func suggestionsNeverMakeAListWorse() {
        var generator = SeededGenerator(seed: 0x5eed)
        let pools: [[String]] = [
            ["5", "10", "15", "20", "30", "45", "60", "90", "None", "Custom"],
            ["A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2"],
            ["XS", "S", "M", "L", "XL", "XXL", "Off", "Custom"],
            ["Daily", "Weekly", "Every two weeks", "Monthly", "Quarterly", "Yearly", "Never", "Hourly"],
            ["Austria", "Belgium", "Croatia", "Denmark", "Estonia", "Finland", "France", "Germany", "Greece"],
            ["Level 1", "Level 2", "Level 10", "Level 11", "Level 3", "Level 20"],
            ["1 min", "5 min", "1 h", "2 h", "30 s", "All day", "Never"],
        ]
        let orders = ValueOrders(locale: LocaleData("en_US")) { LocaleData("en_US").durationUnitWords }
        var judged = 0
        for _ in 0..<3000 {
            let pool = pools[Int(generator.next() % UInt64(pools.count))]
            let count = 3 + Int(generator.next() % UInt64(pool.count - 2))
            var values = Array(pool.shuffled(using: &generator).prefix(count))
            // Nearly sorted lists are the ones that get suggestions: sort most of the time, then break one pair.
            if generator.next() % 3 != 0 {
                let readings = orders.readings(values)
                let candidates = orders.candidates(for: nil, readings)
                if let holding = orders.judgements(readings, by: candidates).first {
                    values = PredictableOrderRule.sortedPositions(holding).map { values[$0] }
                        .reduce(into: Array(values[..<holding.core.lowerBound])) { $0.append($1) }
                        + values[holding.core.upperBound...]
                }
                if values.count > 3 { values.swapAt(1 + Int(generator.next() % UInt64(values.count - 2)), values.count / 2) }
            }
            let readings = orders.readings(values)
            let judgements = orders.judgements(readings, by: orders.candidates(for: nil, readings))
            guard !judgements.contains(where: { $0.firstBreak == nil }),
                  let best = judgements.min(by: { $0.displaced < $1.displaced }) else { continue }
            judged += 1
            let positions = PredictableOrderRule.sortedPositions(best)
            var sorted = values
            for (slot, source) in zip(Array(best.core), positions) { sorted[slot] = values[source] }
            var cache = ValueOrders.KeyCache()
            let after = orders.judge(orders.readings(sorted), by: best.order, cache: &cache)
            #expect(after != nil, "\(values) → \(sorted)")
            #expect((after?.displaced ?? .max) <= best.displaced, "\(values) → \(sorted) under \(best.order.name)")
            #expect(after?.firstBreak == nil, "\(values) → \(sorted) under \(best.order.name)")
        }
        #expect(judged > 500)
    }
}
