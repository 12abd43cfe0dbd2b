import Foundation
import PickerModel
import Spec

/// The orders people can predict a wheel's hidden values from: numbers up or down, the locale's alphabetical
/// order, and known sequences (months and weekdays in the screen's locale, ordinals, sizes, levels...).
struct ValueOrders {
    /// One order: a name for messages, whether it can describe a list at all, and where a list first breaks it.
    struct Order {
        /// What the order goes by, so a fix can sort a list into it.
        enum Kind {
            case numeric, alphabetical(ascending: Bool), sequence
        }

        var name: String
        var kind: Kind
        var applies: (OrderInput) -> Bool
        var firstBreak: (OrderInput) -> Int?
    }

    /// A wheel's values, read once for every order that judges them.
    struct OrderInput {
        /// The values as written.
        var texts: [String]
        /// Lowercased and trimmed, for sequences.
        var lowered: [String]
        /// As quantities, for numeric order (nil where a value is no number).
        var quantities: [Double?]
        /// Where the ordered part starts (after a leading catch-all).
        var start: Int

        init(_ texts: [String]) {
            self.texts = texts
            lowered = texts.map { $0.lowercased().trimmingWhitespace }
            quantities = texts.map(ValueOrders.quantity)
            start = ValueOrders.skipCatchAll(texts)
        }
    }

    /// A known sequence: its names (and their positions), and whether it wraps around.
    struct Sequence {
        var names: NameSequence
        var cyclic: Bool

        init(_ names: NameSequence, cyclic: Bool) {
            self.names = names
            self.cyclic = cyclic
        }

        init(_ name: String, _ words: [String], cyclic: Bool) {
            self.init(NameSequence(name, words), cyclic: cyclic)
        }

        var name: String { names.name }
        var positions: [String: Int] { names.positions }
        var count: Int { names.count }
    }

    let locale: LocaleData

    /// Sequences users expect a picker to follow, besides numbers and the alphabet: the screen's own month and
    /// weekday names from locale data, then the fixed ones.
    var knownSequences: [Sequence] {
        locale.nameSequences.map { Sequence($0, cyclic: true) } + Self.fixedSequences
    }

    /// Ordinals, sizes, levels, frequencies, times of day and seasons (English, and sizes and levels in a few more languages).
    static let fixedSequences: [Sequence] = [
            Sequence("ordinal", ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                         "eleventh", "twelfth"], cyclic: false),
            Sequence("size", ["XXXS", "XXS", "XS", "S", "M", "L", "XL", "XXL", "XXXL", "4XL", "5XL"], cyclic: false),
            Sequence("size", ["3XS", "2XS", "XS", "S", "M", "L", "XL", "2XL", "3XL", "4XL", "5XL"], cyclic: false),
            Sequence("size", ["extra small", "small", "medium", "large", "extra large"], cyclic: false),
            Sequence("size", ["tiny", "small", "medium", "large", "huge"], cyclic: false),
            Sequence("size", ["short", "tall", "grande", "venti", "trenta"], cyclic: false),
            Sequence("size", ["klein", "mittel", "groß", "sehr groß"], cyclic: false),
            Sequence("size", ["petit", "moyen", "grand", "très grand"], cyclic: false),
            Sequence("size", ["pequeño", "mediano", "grande", "muy grande"], cyclic: false),
            Sequence("size", ["piccolo", "medio", "grande"], cyclic: false),
            Sequence("size", ["小", "中", "大", "特大"], cyclic: false),
            Sequence("level", ["niedrig", "mittel", "hoch", "sehr hoch"], cyclic: false),
            Sequence("level", ["bas", "moyen", "élevé", "très élevé"], cyclic: false),
            Sequence("level", ["bajo", "medio", "alto", "muy alto"], cyclic: false),
            Sequence("level", ["低", "中", "高"], cyclic: false),
            Sequence("level", ["none", "very low", "low", "medium", "high", "very high", "maximum"], cyclic: false),
            Sequence("level", ["lowest", "low", "normal", "high", "highest"], cyclic: false),
            Sequence("level", ["low", "moderate", "high", "critical"], cyclic: false),
            Sequence("level", ["trivial", "minor", "major", "critical", "blocker"], cyclic: false),
            Sequence("level", ["beginner", "intermediate", "advanced", "expert"], cyclic: false),
            Sequence("level", ["easy", "medium", "hard", "expert"], cyclic: false),
            Sequence("level", ["mild", "medium", "hot", "extra hot"], cyclic: false),
            Sequence("level", ["rare", "medium rare", "medium", "medium well", "well done"], cyclic: false),
            Sequence("frequency", ["never", "hourly", "daily", "weekly", "biweekly", "monthly", "quarterly", "yearly"], cyclic: false),
            Sequence("frequency", ["never", "rarely", "sometimes", "often", "always"], cyclic: false),
            Sequence("time of day", ["morning", "noon", "afternoon", "evening", "night"], cyclic: true),
            Sequence("season", ["spring", "summer", "autumn", "winter"], cyclic: true),
            Sequence("season", ["spring", "summer", "fall", "winter"], cyclic: true),
    ]

    /// Leading catch-all choices that may stand before any ordered list ("None", "Any", "Off").
    static let catchAll: Set<String> = ["none", "any", "all", "off", "auto", "automatic", "default", "never", "other", "custom"]

    /// The orders that can describe a list: the declared one, or every predictable one.
    /// Sequences are tried only when they hold the list's first value, which rules out nearly all of them at once.
    func candidates(for declared: ValueOrder?, _ input: OrderInput) -> [Order] {
        let orders: [Order]
        switch declared {
        case .ascending?: orders = [numeric(ascending: true)] + sequences(ascending: [true], input) + [alphabetical(ascending: true)]
        case .descending?: orders = [numeric(ascending: false)] + sequences(ascending: [false], input) + [alphabetical(ascending: false)]
        case .alphabetical?: orders = [alphabetical(ascending: true)]
        case .chronological?: orders = [numeric(ascending: true)] + sequences(ascending: [true], input)
        case .custom?: orders = []
        // Known sequences first: on a tie, the most specific order is the one to name. The collation comes last: it costs most.
        case nil: orders = sequences(ascending: [true, false], input)
            + [numeric(ascending: true), numeric(ascending: false), alphabetical(ascending: true)]
        }
        return orders.filter { $0.applies(input) }
    }

    /// Numbers (or a number leading each value, as in "5 min" or "1st") that keep growing or shrinking.
    func numeric(ascending: Bool) -> Order {
        Order(name: ascending ? "ascending numeric" : "descending numeric", kind: .numeric,
              applies: { input in input.quantities[input.start...].allSatisfy { $0 != nil } }) { input in
            let list = input.quantities.map { $0 ?? 0 }
            for index in (input.start + 1)..<list.count where ascending ? list[index] < list[index - 1] : list[index] > list[index - 1] {
                return index
            }
            return nil
        }
    }

    /// The locale's alphabetical order, ignoring case and accents.
    func alphabetical(ascending: Bool) -> Order {
        Order(name: ascending ? "alphabetical" : "reverse alphabetical", kind: .alphabetical(ascending: ascending),
              applies: { _ in true }) { input in
            let values = input.texts
            for index in (input.start + 1)..<values.count {
                let order = locale.compare(values[index - 1], values[index])
                if ascending ? order == .orderedDescending : order == .orderedAscending { return index }
            }
            return nil
        }
    }

    /// Each known sequence holding the list's first value, ascending (and descending unless asked not to);
    /// cyclic ones may start anywhere.
    func sequences(ascending allowed: [Bool], _ input: OrderInput) -> [Order] {
        let first = input.lowered[input.start]
        return knownSequences.filter { $0.positions[first] != nil }.flatMap { sequence -> [Order] in
            // Weeks and years are read forwards; backwards round a cycle is no order anyone expects.
            let directions = sequence.cyclic ? allowed.filter { $0 } : allowed
            return directions.map { ascending in
                Order(name: sequence.name, kind: .sequence, applies: { input in sequence.positions[input.lowered[input.start]] != nil }) { input in
                    // A first value outside the sequence breaks it at once (reported at the next value).
                    guard var previous = sequence.positions[input.lowered[input.start]] else { return input.start + 1 }
                    var travelled = 0
                    for index in (input.start + 1)..<input.lowered.count {
                        guard let position = sequence.positions[input.lowered[index]] else { return index }
                        var step = ascending ? position - previous : previous - position
                        if sequence.cyclic, step <= 0 { step += sequence.count }
                        travelled += step
                        // Forward through the sequence, and never around it more than once.
                        if step <= 0 || travelled >= sequence.count { return index }
                        previous = position
                    }
                    return nil
                }
            }
        }
    }

    /// Where the ordered part of a list starts: after one leading catch-all choice, if there is one.
    static func skipCatchAll(_ values: [String]) -> Int {
        values.count > 2 && catchAll.contains(values[0].lowercased()) ? 1 : 0
    }

    /// The values without a trailing catch-all choice ("5, 10, 15, Custom"), which may close any ordered list.
    static func withoutTrailingCatchAll(_ values: [String]) -> [String] {
        guard values.count > 3, let last = values.last, catchAll.contains(last.lowercased()) else { return values }
        return Array(values.dropLast())
    }

    /// A value's size: its leading number, scaled by a unit people read as one scale ("90 s" < "2 min" < "1 h").
    static func quantity(_ text: String) -> Double? {
        if let number = PickerValue.decimal(text) { return number }
        if let minutes = timeOfDay(text) { return minutes }
        guard let number = leadingNumber(text) else { return nil }
        let unit = text.drop { !$0.isLetter }.trimmingCharacters(in: .whitespaces).lowercased()
        return number * (unitScale[unit] ?? 1)
    }

    /// Units of time and of data size, by how many of the smallest they hold.
    static let unitScale: [String: Double] = {
        var scale: [String: Double] = [:]
        let minute = 60.0, hour = 3600.0, day = 86400.0
        for (names, factor) in [
            (["s", "sec", "secs", "second", "seconds"], 1.0), (["m", "min", "mins", "minute", "minutes"], minute),
            (["h", "hr", "hrs", "hour", "hours"], hour), (["d", "day", "days"], day), (["w", "wk", "week", "weeks"], 7 * day),
            (["mo", "month", "months"], 30 * day), (["y", "yr", "year", "years"], 365 * day),
            (["b", "byte", "bytes"], 1.0), (["kb"], 1e3), (["mb"], 1e6), (["gb"], 1e9), (["tb"], 1e12),
        ] as [([String], Double)] {
            for name in names { scale[name] = factor }
        }
        return scale
    }()

    /// A time of day in minutes: "9:30", "09:30", "9:30 AM", "12:00 PM".
    static func timeOfDay(_ text: String) -> Double? {
        guard text.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let parts = text.trimmingWhitespace.split(separator: " ", maxSplits: 1)
        guard let clock = parts.first else { return nil }
        let fields = clock.split(separator: ":")
        guard fields.count == 2, fields[1].count == 2, let hour = Int(fields[0]), let minute = Int(fields[1]),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        var hours = hour
        if parts.count == 2 {
            switch parts[1].lowercased().replacingOccurrences(of: ".", with: "") {
            case "am": hours = hour % 12
            case "pm": hours = hour % 12 + 12
            default: return nil
            }
        }
        return Double(hours * 60 + minute)
    }

    /// The number a value starts with ("5 min" → 5, "$5" → 5, "-2.5" → -2.5, "1st" → 1), if any.
    static func leadingNumber(_ text: String) -> Double? {
        var scalars = Substring(text.trimmingWhitespace)
        while let first = scalars.first, !first.isNumber, first != "-", first != "+", first != ".", !first.isLetter {
            scalars = scalars.dropFirst() // currency and other symbols before the number
        }
        // Grouping commas ("$1,000") belong to the number.
        let number = scalars.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "," }
            .replacingOccurrences(of: ",", with: "")
        guard !number.isEmpty else { return nil }
        return Double(number)
    }
}
