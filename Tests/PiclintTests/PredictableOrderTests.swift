@testable import Lint
import PickerModel
import Testing

/// "Use predictable and logically ordered values": the orders real apps use are orders, in every language, and a
/// finding names the order a list nearly follows and the value that breaks it.
@Suite("Predictable order")
struct PredictableOrderTests {
    /// A list as a wheel that opens on its first value, so that values are out of sight.
    /// `rule` is `predictable-order` unless a test asks what the opt-in `unordered-values` says, switched on.
    static func wheel(_ values: String, locale: String = "en_US", order: String? = nil, rule: RuleID = "predictable-order") -> [Diagnostic] {
        let order = order.map { ", order: \($0)" } ?? ""
        return findings(rule, "  - {id: w, kind: picker, style: wheels, values: [\(values)]\(order)}\n", locale: locale)
    }

    /// Lists that Apple's apps ship (Settings, Calendar, Clock, Health, Reminders), in their own languages.
    static let realOrders: [(locale: String, values: String)] = [
        ("ja_JP", "30秒, 1分, 2分, 3分, 4分, 5分, なし"),
        ("ja_JP", "30秒, 1分, 2分, 5分, 10分"),
        ("de_DE", "30 Sekunden, 1 Minute, 2 Minuten, 3 Minuten, 4 Minuten, 5 Minuten, Nie"),
        ("fr_FR", "30 secondes, 1 minute, 2 minutes, 3 minutes, 4 minutes, 5 minutes, Jamais"),
        ("es_ES", "30 segundos, 1 minuto, 2 minutos, 3 minutos, 4 minutos, 5 minutos, Nunca"),
        ("zh_CN", "30秒钟, 1分钟, 2分钟, 3分钟, 4分钟, 5分钟, 永不"),
        ("ko_KR", "30초, 1분, 2분, 3분, 4분, 5분, 안 함"),
        ("ru_RU", "30 секунд, 1 минута, 2 минуты, 3 минуты, 4 минуты, 5 минут, Никогда"),
        ("en_US", "30 Seconds, 1 Minute, 2 Minutes, 3 Minutes, 4 Minutes, 5 Minutes, Never"),
        ("en_US", "Immediately, After 1 minute, After 5 minutes, After 15 minutes, After 1 hour, After 4 hours"),
        ("en_US", "None, At time of event, 5 minutes before, 10 minutes before, 15 minutes before, 30 minutes before, 1 hour before, 2 hours before, 1 day before, 2 days before, 1 week before"),
        ("de_DE", "Keine, Zum Zeitpunkt des Ereignisses, 5 Minuten vorher, 15 Minuten vorher, 30 Minuten vorher, 1 Stunde vorher, 2 Stunden vorher, 1 Tag vorher, 1 Woche vorher"),
        ("fr_FR", "Aucune, Au moment de l’événement, 5 minutes avant, 15 minutes avant, 30 minutes avant, 1 heure avant, 2 heures avant, 1 jour avant, 1 semaine avant"),
        ("ja_JP", "なし, イベント発生時, 5分前, 15分前, 30分前, 1時間前, 2時間前, 1日前, 1週間前"),
        ("en_US", "None, 5 minutes before, 15 minutes before, 30 minutes before, 1 hour before, 1 day before, Custom"),
        ("en_US", "Never, Daily, Weekdays, Weekends, Weekly, Biweekly, Monthly, Every 3 Months, Every 6 Months, Yearly, Custom"),
        ("en_US", "Never, Every Day, Every Week, Every 2 Weeks, Every Month, Every Year, Custom"),
        ("de_DE", "Nie, Täglich, Wöchentlich, Alle 2 Wochen, Monatlich, Jährlich, Benutzerdefiniert"),
        ("en_US", "Not Set, A+, A−, B+, B−, AB+, AB−, O+, O−"),
        ("de_DE", "A+, A−, B+, B−, AB+, AB−, 0+, 0−"),
        ("en_US", "Not Set, I, II, III, IV, V, VI"),
        ("en_US", "Under 18, 18-24, 25-34, 35-44, 45-54, 55-64, 65+"),
        ("fr_FR", "0-3 ans, 4-11 ans, 12-27 ans, 28-59 ans, 60 ans et plus"),
        ("en_US", "Level 1, Level 2, Level 3, Level 4, Level 5, Level 6, Level 7, Level 8, Level 9, Level 10, Level 11, Level 12"),
        ("en_US", "iOS 8, iOS 9, iOS 10, iOS 11, iOS 12"),
        ("en_US", "\"1.9\", \"1.10\", \"1.11\", \"2.0\", \"2.1\""),
        ("en_US", "Low, Medium, High, Max"),
        ("en_US", "Off, Low, Medium, High, Maximum"),
        ("de_DE", "Aus, Niedrig, Mittel, Hoch, Maximal"),
        ("en_US", "day, week, month, year"),
        ("fr_FR", "jour, semaine, mois, année"),
        ("en_US", "Basic, Economy, Premium, Business, First"),
        ("en_US", "Economy, Premium Economy, Business, First"),
        ("en_US", "Extra Small, Small, Medium, Large, Extra Large"),
        ("en_US", "XS, S, M, L, XL, XXL, 3XL"),
        ("en_US", "Auto, 360p, 480p, 720p, 1080p, 4K"),
        ("en_US", "Today, Tomorrow, This Weekend, Next Week, Someday"),
        ("en_US", "$5, $10, $25, $50, $100, \"$1,000\""),
        ("de_DE", "\"0,5 l\", 1 l, \"1,5 l\", 2 l, 3 l"),
        ("en_US", "500 m, 1 km, 5 km, 10 km, 21.1 km, 42.2 km"),
        ("en_US", "512 MB, 1 GB, 2 GB, 4 GB, 1 TB"),
        ("en_US", "-10 °C, -5 °C, 0 °C, 5 °C, 10 °C"),
        ("en_US", "6:00 AM, 9:00 AM, 12:00 PM, 3:00 PM, 6:00 PM"),
        ("en_US", "Sedentary, Lightly Active, Moderately Active, Very Active, Extra Active"),
        ("en_US", "Mono, Stereo, Surround, Dolby Atmos"),
        ("en_US", "Apex, Beacon, Bulletin, By The Seaside, Chimes, Circuit"),
        ("en_US", "Wednesday, Thursday, Friday, Saturday, Sunday, Monday"),
        ("en_US", "Never, After One Day, After One Week, After One Month"),
        ("en_US", "Every Two Weeks, Every Four Weeks, Every Eight Weeks, Every Twelve Weeks"),
    ]

    @Test("the lists Apple's own apps ship are in an order people know", arguments: realOrders)
    func realWorldOrders(locale: String, values: String) {
        let found = Self.wheel(values, locale: locale)
        #expect(found.isEmpty, "\(values): \(found.map(\.message))")
    }

    @Test("values that are all in sight at once are read, not predicted: three on a wheel, a short menu, segments")
    func allInSight() {
        #expect(Self.wheel("Estéreo, Envolvente 5.1, Dolby Atmos, Mono").count == 1) // four on a wheel: one out of sight
        #expect(Self.wheel("Small, Large, Medium").isEmpty)
        #expect(findings("predictable-order", "  - {id: w, kind: picker, style: wheels, values: [b, c, a, d, e], default: a}\n").isEmpty)
        #expect(findings("predictable-order", "  - {id: w, kind: picker, style: menu, values: [Radar, Beacon, Chimes, Apex, Cosmic, Bulletin]}\n").isEmpty)
        #expect(findings("predictable-order", "  - {id: w, kind: picker, style: segmented, values: [Day, Week, Year, Month]}\n").isEmpty)
        // An order the author declared is held even in sight.
        #expect(Self.wheel("10, 5, 15", order: "ascending").count == 1)
    }

    @Test("a break names the order the list nearly follows and the value that breaks it")
    func namedBreaks() throws {
        func message(_ values: String, locale: String = "en_US") -> String {
            Self.wheel(values, locale: locale).first?.message ?? "(none)"
        }
        #expect(message("5, 15, 10, 20, 30") == "the values of `w` nearly follow ascending numeric order, but “10” comes after “15”")
        #expect(message("S, M, XS, L, XL, XXL") == "the values of `w` nearly follow size order, but “XS” comes after “M”")
        #expect(message("week, day, month, year") == "the values of `w` nearly follow calendar unit order, but “day” comes after “week”")
        #expect(message("Low, High, Medium, Max") == "the values of `w` nearly follow intensity order, but “Medium” comes after “High”")
        #expect(message("30秒, 2分, 1分, 5分, 10分", locale: "ja_JP") == "the values of `w` nearly follow ascending numeric order, but “1分” comes after “2分”")
        #expect(message("A+, B+, A−, B−, AB+, AB−") == "the values of `w` nearly follow blood group order, but “A−” comes after “B+”")
        #expect(message("Apex, Beacon, Radar, Bulletin, Chimes, Circuit") == "the values of `w` nearly follow alphabetical order, but “Bulletin” comes after “Radar”")
    }

    @Test("words in no order, with values out of sight, are no evidence: predictable-order is silent, the opt-in unordered-values says they are in none; `order: custom` records a deliberate one")
    func noOrder() throws {
        let values = "Standard, Vegetarian, Vegan, Kosher, Halal, Gluten free"
        #expect(Self.wheel(values).isEmpty)
        let found = Self.wheel(values, rule: "unordered-values")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.hasPrefix("the values of `w` follow no order piclint recognises, and 3 of its 6 values are out of sight when it opens"))
        #expect(finding.help?.contains("`order: custom`") == true)
        #expect(finding.fix == nil)
        #expect(Self.wheel(values, order: "custom", rule: "unordered-values").isEmpty)
        // Off by default: a run that does not switch it on says nothing of it.
        #expect(!lint("screen: Test\ncontrols:\n  - {id: w, kind: picker, style: wheels, values: [\(values)]}\n").contains { $0.rule == "unordered-values" })
        // The two rules never say the same: a list that nearly follows an order is predictable-order's alone.
        let broken = "Apex, Beacon, Radar, Bulletin, Chimes, Circuit"
        #expect(Self.wheel(broken).count == 1)
        #expect(Self.wheel(broken, rule: "unordered-values").isEmpty)
    }

    @Test("a catch-all may open or close any order, but not sit in its middle")
    func catchAlls() {
        #expect(Self.wheel("None, 5, 10, 15, 30, Custom").isEmpty)
        #expect(Self.wheel("None, Any, Apple, Banana, Cherry, Other").isEmpty)
        // Numbers say their order by themselves; a catch-all in their middle breaks it, which is evidence, not a guess.
        let found = Self.wheel("5, 10, Never, 15, 30")
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("the values of `w` nearly follow ascending numeric order") == true, "\(found.map(\.message))")
        #expect(Self.wheel("5, 10, Never, 15, 30", rule: "unordered-values").isEmpty)
    }

    @Test("the sorting fix is offered for a nearly ordered list, moving catch-alls nowhere")
    func sortingFix() throws {
        let finding = try #require(Self.wheel("None, 90 s, 10 s, 30 s, 60 s, Custom").first)
        let fix = try #require(finding.fix)
        #expect(fix.summary == "sort the values (ascending numeric)")
        #expect(fix.edits.count == 4)
    }

    @Test("declared orders hold their own kinds: chronological durations, alphabetical with numbers as in Finder")
    func declared() {
        #expect(Self.wheel("30 s, 1 min, 5 min, 1 h", order: "chronological").isEmpty)
        #expect(Self.wheel("Level 2, Level 10, Level 11", order: "alphabetical").isEmpty)
        #expect(Self.wheel("English, Français, Deutsch, Español, Italiano", order: "alphabetical").first?.message
            == "the values of `w` do not follow the declared `order: alphabetical`: “Deutsch” comes after “Français”, which breaks alphabetical order")
        #expect(Self.wheel("Radar, Beacon, Chimes", order: "chronological").first?.message
            == "the values of `w` are declared `order: chronological` but are not numbers, durations, or a sequence such as months, weekdays or times of day")
    }

    @Test("the known sequences and catch-alls are written folded, as values are looked up")
    func tablesFolded() {
        for sequence in KnownSequence.fixed {
            for word in sequence.steps.keys { #expect(ValueReading.fold(word) == word, "\(sequence.name): \(word)") }
        }
        for word in KnownSequence.catchAll { #expect(ValueReading.fold(word) == word) }
    }

    @Test("an ASCII value read as bytes reads as it does character by character")
    func asciiReadsAsCharacters() {
        let texts = ["", " ", "  Level 10 ", "Abc .", "x...", "\tA\u{0B}B\u{0C}c\t", "-5 C", "(-5) a", "0-3 ans", "1,000.5 MB",
                     "1.000,5", "9:30 AM", "12 Hours", "2x3", ".5", "v1.10.2", "Under 18", "...", "a\n\nb", "Z@[`{"]
        for text in texts {
            for separator: Character in [".", ","] {
                let bytes = ValueReading.read(Array(text.utf8), decimalSeparator: separator)
                let characters = ValueReading.read(Array(text), decimalSeparator: separator)
                #expect(bytes.pieces == characters.pieces, "\(text)")
                #expect(bytes.first == characters.first, "\(text)")
                #expect(bytes.unit == characters.unit, "\(text)")
            }
            let folded = ValueReading.foldASCII(Array(text.utf8))
            #expect(folded.folded == ValueReading.fold(text), "\(text)")
            #expect(folded.lowered == InlineSpaces.trimmed(text.lowercased()), "\(text)")
        }
    }

    @Test("a value of a million digits is one number, read once")
    func hugeNumbers() {
        let digits = String(repeating: "9", count: 1_000_000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(Self.wheel("\"\(digits)\", 1, 2, 3, 4").count == 1) }
        #expect(elapsed < .seconds(20))
    }

    @Test("a list of thousands is judged in linear time")
    func longLists() {
        let values = (1...20_000).map { "Item \($0)" }.joined(separator: ", ")
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(Self.wheel(values).isEmpty) }
        #expect(elapsed < .seconds(20))
    }
}
