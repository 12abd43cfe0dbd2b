import Foundation
import PickerModel
import Spec

/// The orders people can predict a wheel's hidden values from, and how a list stands against each: quantities up
/// or down (numbers, durations in any unit the locale writes, bands such as "18-24"), natural order of text with
/// numbers ("Level 2" before "Level 10"), the locale's alphabet, and known sequences (months, sizes, intensities,
/// calendar units, blood groups...). Catch-all choices ("None", "At time of event", "Custom") may stand at either end.
struct ValueOrders {
    /// One order a list may follow.
    struct Order: Sendable {
        enum Kind: Sendable {
            /// Sizes of things: numbers, durations, data sizes; a value counts as its first number and unit.
            case quantity
            /// Text with numbers compared piece by piece, numbers as numbers (versions, "Level 10").
            case natural
            /// How often something happens, as the time between two occurrences ("Daily", "Every 6 hours").
            case period
            /// The locale's alphabetical order.
            case alphabetical
            /// A known sequence of words.
            case sequence(KnownSequence)
        }

        var kind: Kind
        var ascending: Bool

        /// The order's name in messages ("ascending numeric", "intensity").
        var name: String {
            switch kind {
            case .quantity: return ascending ? "ascending numeric" : "descending numeric"
            case .natural: return ascending ? "ascending natural" : "descending natural"
            case .period: return ascending ? "frequency" : "reverse frequency"
            case .alphabetical: return ascending ? "alphabetical" : "reverse alphabetical"
            case .sequence(let sequence): return ascending || sequence.cyclic ? sequence.name : "reverse \(sequence.name)"
            }
        }
    }

    /// How a list stands against one order.
    struct Judgement {
        var order: Order
        /// Each value's place in the order (nil for a catch-all at either end).
        var keys: [Double?]
        /// The values the order ranks: the list without its catch-alls at the ends.
        var core: Range<Int>
        /// The first value (an index into the list) that comes before a value it should follow; nil when the order holds.
        var firstBreak: Int?
        /// How many values are out of place: the list's length less the longest run of values in order.
        var displaced: Int
    }

    /// The most catch-all choices at each end of a list ("None", "At time of event" before durations).
    static let catchAllsPerEnd = 2
    /// Lists longer than this are judged by where they first break only: finding the longest run in order costs more.
    static let longestRunLimit = 5000

    let locale: LocaleData
    /// The screen's words for units of time, read only for lists whose numbers carry words.
    let durationWords: () -> [(word: String, seconds: Double)]
    /// Which of the locale's name sequences hold each word (`LocaleData.nameSequenceIndex`).
    let nameIndex: [String: UInt64]

    /// Orders for a locale; the name index is the model's, kept per locale, or made here.
    init(locale: LocaleData, nameIndex: [String: UInt64]? = nil,
         durationWords: @escaping () -> [(word: String, seconds: Double)]) {
        self.locale = locale
        self.durationWords = durationWords
        self.nameIndex = nameIndex ?? locale.nameSequenceIndex
    }

    /// The screen's month and weekday names (full and short), as sequences that wrap around.
    var localeSequences: [KnownSequence] {
        locale.nameSequences.map { KnownSequence($0.name, cyclic: true, steps: $0.positions, count: $0.count) }
    }

    /// Each value as a period ("Daily", "Every 6 hours"), with the unit table made only when a phrase needs it.
    func periods(_ values: [ValueReading]) -> [Double?] {
        var scale: UnitScale?
        return values.map { value in
            WrittenPeriod.seconds(value) {
                if let scale { return scale }
                let made = UnitScale(durationWords: durationWords())
                scale = made
                return made
            }
        }
    }

    func readings(_ texts: [String]) -> [ValueReading] {
        // Asked once, not once a value: the locale keeps it behind a lock.
        let separator = locale.decimalSeparator
        return texts.map { ValueReading($0, decimalSeparator: separator) }
    }

    /// The orders that may describe a list, most specific first (on a tie the most specific is the one to name):
    /// the declared order's, or every predictable one. Sequences are tried only when they know some of the words.
    func candidates(for declared: ValueOrder?, _ values: [ValueReading]) -> [Order] {
        // The fixed sequences holding at least two of the values, in the table's order, after the locale's names.
        var hits: [Int: Int] = [:]
        // How many values each of the locale's name sequences holds, from one index lookup a value (two when its
        // folded and lowered forms differ) rather than one a sequence: a sequence knows a value by either form.
        var nameHits = [Int](repeating: 0, count: min(64, locale.nameSequences.count))
        for value in values {
            var mask = nameIndex[value.folded] ?? 0
            if value.lowered != value.folded { mask |= nameIndex[value.lowered] ?? 0 }
            for position in nameHits.indices where mask & (1 << UInt64(position)) != 0 { nameHits[position] += 1 }
            guard let positions = KnownSequence.sequencesByWord[value.folded] else { continue }
            for position in Set(positions) { hits[position, default: 0] += 1 }
        }
        let fixed = KnownSequence.fixed.indices.filter { hits[$0, default: 0] >= 2 }.map { KnownSequence.fixed[$0] }
        let names = zip(localeSequences, nameHits).filter { $0.1 >= 2 }.map(\.0)
        let sequences = names + fixed
        func sequenceOrders(_ directions: [Bool]) -> [Order] {
            sequences.flatMap { sequence in
                // Weeks and years are read forwards; backwards round a cycle is no order anyone expects.
                (sequence.cyclic ? directions.filter { $0 } : directions).map { Order(kind: .sequence(sequence), ascending: $0) }
            }
        }
        let numbers = values.contains(where: \.hasNumber)
        // Codes of letters and digits ("A1", "B2", "C1") are read part by part, letters first: the number alone is no
        // quantity when the letters before it differ.
        let codes = Set(values.compactMap(\.codeLetters))
        let quantities = numbers && codes.count < 2
        // Periods ("Daily", "Every 6 hours") are read only when the orders before them do not hold: most lists are
        // numbers or words in order, and reading a period costs more than either.
        let periods = values.contains { $0.firstNumber == nil || $0.unit != nil }
        func numeric(_ ascending: Bool) -> [Order] {
            (quantities ? [Order(kind: .quantity, ascending: ascending)] : [])
                + (numbers ? [Order(kind: .natural, ascending: ascending)] : [])
                + (periods ? [Order(kind: .period, ascending: ascending)] : [])
        }
        switch declared {
        case .ascending?: return sequenceOrders([true]) + numeric(true) + [Order(kind: .alphabetical, ascending: true)]
        case .descending?: return sequenceOrders([false]) + numeric(false) + [Order(kind: .alphabetical, ascending: false)]
        case .alphabetical?:
            return [Order(kind: .alphabetical, ascending: true)] + (numbers ? [Order(kind: .natural, ascending: true)] : [])
        case .chronological?: return sequenceOrders([true]) + numeric(true)
        case .custom?: return []
        case nil: return sequenceOrders([true, false]) + numeric(true) + numeric(false) + [Order(kind: .alphabetical, ascending: true)]
        }
    }

    /// Keys that do not depend on an order's direction, computed once for both (ranking by the alphabet costs most).
    struct KeyCache {
        var quantity: [Double?]?
        var natural: [Double?]?
        var alphabetical: [Double?]?
        var period: [Double?]?
    }

    /// The keys of an order, from the cache where an earlier direction computed them.
    func cachedKeys(_ values: [ValueReading], _ order: Order, _ cache: inout KeyCache) -> [Double?]? {
        switch order.kind {
        case .quantity:
            if cache.quantity == nil { cache.quantity = keys(values, order) }
            return cache.quantity
        case .natural:
            if cache.natural == nil { cache.natural = keys(values, order) }
            return cache.natural
        case .alphabetical:
            if cache.alphabetical == nil { cache.alphabetical = keys(values, order) }
            return cache.alphabetical
        case .period:
            if cache.period == nil { cache.period = keys(values, order) }
            return cache.period
        case .sequence:
            return keys(values, order)
        }
    }

    /// Judges a list by each order in turn, stopping at the first that holds (then the list is in order).
    func judgements(_ values: [ValueReading], by orders: [Order]) -> [Judgement] {
        var cache = KeyCache()
        var judgements: [Judgement] = []
        for order in orders {
            guard let judgement = judge(values, by: order, cache: &cache) else { continue }
            judgements.append(judgement)
            if judgement.firstBreak == nil { break }
        }
        return judgements
    }

    /// How the list stands against an order; nil when the order cannot describe it (a value it does not rank
    /// away from the ends, or fewer than two values it ranks).
    func judge(_ values: [ValueReading], by order: Order, cache: inout KeyCache) -> Judgement? {
        guard var keys = cachedKeys(values, order, &cache) else { return nil }
        // Catch-alls at the ends: a value the order cannot rank, and in every order one of the known catch-all words,
        // even where a sequence holds the word ("Never" closes `[Hourly, Daily, Weekly, Monthly, Never]`).
        var lower = 0, upper = keys.count
        func isCatchAll(_ index: Int) -> Bool {
            if KnownSequence.catchAll.contains(values[index].folded) { return true }
            switch order.kind {
            case .quantity, .natural: return !values[index].hasNumber
            case .period: return keys[index] == nil
            case .alphabetical, .sequence: return false
            }
        }
        while lower < min(Self.catchAllsPerEnd, upper), isCatchAll(lower) { lower += 1 }
        while upper - lower > 0, keys.count - upper < Self.catchAllsPerEnd, isCatchAll(upper - 1) { upper -= 1 }
        let core = lower..<upper
        var cyclic = false
        if case .sequence(let sequence) = order.kind { cyclic = sequence.cyclic }
        // A catch-all inside the list ("5, 10, Never, 15") breaks an order it would close: it belongs at the end, and
        // the break is the catch-all itself.
        var strayCatchAll: Int?
        if !cyclic {
            for index in core where keys[index] == nil && KnownSequence.catchAll.contains(values[index].folded) {
                keys[index] = order.ascending ? .infinity : -.infinity
                strayCatchAll = strayCatchAll ?? index
            }
        }
        guard core.count >= 2, keys[core].allSatisfy({ $0 != nil }), keys[core].count(where: { $0?.isFinite == true }) >= 2
        else { return nil }
        for index in keys.indices where !core.contains(index) { keys[index] = nil }
        let ranked = keys[core].map { $0 ?? 0 }
        var firstBreak: Int?
        if case .sequence(let sequence) = order.kind, sequence.cyclic {
            firstBreak = Self.cyclicBreak(ranked, count: sequence.count).map { $0 + lower }
        } else {
            firstBreak = zip(ranked.indices, ranked.indices.dropFirst())
                .first { order.ascending ? ranked[$0.1] < ranked[$0.0] : ranked[$0.1] > ranked[$0.0] }
                .map { $0.1 + lower }
            if let stray = strayCatchAll { firstBreak = min(firstBreak ?? stray, stray) }
        }
        var displaced = 0
        if firstBreak != nil {
            displaced = ranked.count <= Self.longestRunLimit
                ? ranked.count - Self.longestRun(order.ascending ? ranked : ranked.map { -$0 })
                : ranked.count
        }
        return Judgement(order: order, keys: keys, core: core, firstBreak: firstBreak, displaced: displaced)
    }

    /// Where a cyclic sequence (months, weekdays) breaks: it may start anywhere, goes forwards, and wraps once at most.
    static func cyclicBreak(_ steps: [Double], count: Int) -> Int? {
        var travelled = 0.0
        for index in steps.indices.dropFirst() {
            var step = steps[index] - steps[index - 1]
            if step <= 0 { step += Double(count) }
            travelled += step
            if travelled >= Double(count) { return index }
        }
        return nil
    }

    /// The length of the longest run of values in non-decreasing order, not necessarily next to each other.
    static func longestRun(_ keys: [Double]) -> Int {
        var tails: [Double] = []
        for key in keys {
            // The first tail greater than the key (equal keys may follow one another).
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] <= key { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(key) } else { tails[low] = key }
        }
        return tails.count
    }

    /// Each value's place in an order, as a number to compare (nil where the order has none for it); nil when the
    /// order cannot rank the list at all.
    func keys(_ values: [ValueReading], _ order: Order) -> [Double?]? {
        switch order.kind {
        case .quantity: return quantities(values)
        case .natural: return ranks(values.map { $0.hasNumber ? $0 : nil }) { Self.naturalPrecedes($0.pieces, $1.pieces) }
        case .period: return periods(values)
        case .alphabetical:
            // Beyond the limit only neighbours are compared (see `ranks`); below it one collator ranks the lot.
            if values.count > Self.longestRunLimit {
                let collation = locale.collation(of: values.map(\.text))
                return neighbourRanks(Array(values.indices), count: values.count) { collation.compare($0, $1) == .orderedAscending }
            }
            return locale.alphabeticalRanks(values.map(\.text)).map { Double($0) }
        case .sequence(let sequence):
            let steps = values.map { sequence.step(of: $0).map(Double.init) }
            guard sequence.cyclic, let first = steps.first(where: { $0 != nil }) ?? nil else { return steps }
            // A cycle may start anywhere: steps count from the first value's.
            return steps.map { step in step.map { ($0 - first + Double(sequence.count)).truncatingRemainder(dividingBy: Double(sequence.count)) } }
        }
    }

    /// Values as quantities: clock times as minutes; otherwise the first number, scaled by its unit when every value
    /// with a number has a unit of one dimension ("30秒" and "1分" as seconds; "0-3 ans" and "60 ans et plus" stay 0
    /// and 60, since not all of them carry the unit).
    func quantities(_ values: [ValueReading]) -> [Double?] {
        let numbered = values.filter(\.hasNumber)
        if !numbered.isEmpty, numbered.allSatisfy({ $0.timeOfDay != nil }) { return values.map(\.timeOfDay) }
        // The unit table is built only for lists whose numbers carry words: most lists are plain numbers or words.
        guard numbered.contains(where: { $0.unit != nil }) else { return values.map(\.firstNumber) }
        let units = UnitScale(durationWords: durationWords())
        let meanings = numbered.map { reading in reading.unit.map(units.meanings(of:)) ?? [] }
        let shared = UnitScale.Dimension.allCases.first { dimension in
            meanings.allSatisfy { $0.contains { $0.dimension == dimension } }
        }
        return values.map { reading in
            guard let number = reading.firstNumber else { return nil }
            guard let shared, let unit = reading.unit,
                  let factor = units.meanings(of: unit).first(where: { $0.dimension == shared })?.factor else { return number }
            return number * factor
        }
    }

    /// Ranks values by a "comes before" test (equal values share a rank); nil values stay nil.
    func ranks(_ values: [ValueReading?], by precedes: (ValueReading, ValueReading) -> Bool) -> [Double?] {
        let present = values.indices.filter { values[$0] != nil }
        // Ranks need a sort; past the limit only neighbours are compared, which is enough to see where a list breaks.
        if present.count > Self.longestRunLimit {
            return neighbourRanks(present, count: values.count) { lhs, rhs in
                guard let left = values[lhs], let right = values[rhs] else { return false }
                return precedes(left, right)
            }
        }
        let sorted = present.sorted { lhs, rhs in
            guard let left = values[lhs], let right = values[rhs] else { return false }
            return precedes(left, right)
        }
        var keys: [Double?] = Array(repeating: nil, count: values.count)
        var rank = 0
        for (position, index) in sorted.enumerated() {
            if position > 0, let left = values[sorted[position - 1]], let right = values[index], precedes(left, right) { rank += 1 }
            keys[index] = Double(rank)
        }
        return keys
    }

    /// Ranks past the limit, from neighbours only: up by one where a value comes after the one before it, far down
    /// where it comes before it, so each break in the order shows.
    func neighbourRanks(_ present: [Int], count: Int, by precedes: (Int, Int) -> Bool) -> [Double?] {
        var keys: [Double?] = Array(repeating: nil, count: count)
        var rank = 0.0
        for (previous, index) in zip([nil] + present.map(Optional.some), present) {
            if let previous { rank += precedes(previous, index) ? 1 : (precedes(index, previous) ? -1_000_000 : 0) }
            keys[index] = rank
        }
        return keys
    }

    /// Natural order: piece by piece, numbers by value and text by its folded form; a number before text.
    static func naturalPrecedes(_ lhs: [ValueReading.Piece], _ rhs: [ValueReading.Piece]) -> Bool {
        for (left, right) in zip(lhs, rhs) {
            switch (left, right) {
            case (.number(let a), .number(let b)): if a != b { return a < b }
            case (.text(let a), .text(let b)): if a != b { return a < b }
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        return lhs.count < rhs.count
    }
}
