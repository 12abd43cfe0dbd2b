import Foundation
@testable import PickerModel
import Testing

/// The locale's alphabetical order is computed more cheaply (each text made a Core Foundation string once, and the
/// locale opened once, where Foundation opens it for every comparison). That must not
/// change one rank: these tests hold it to the way it was computed before, new Foundation strings for every
/// comparison, on generated texts that mix case, accents (precomposed and combining), ligatures, digits of several
/// scripts, kana, kanji, Arabic and punctuation. (Presorting by a cheap key, or reusing a comparison's answer for
/// the swapped pair, fails them: Foundation's comparison is not a consistent order on such texts.)
@Suite("Locale comparison")
struct LocaleCompareTests {
    /// Eight locales, one with a collation keyword, and one ICU does not know (it falls back to the root order).
    static let locales = ["en_US", "fr_FR", "de_DE", "ja_JP", "ar_SA", "sv_SE", "es_ES", "tr_TR", "de_DE@collation=phonebook", "zz_ZZ"]

    /// The comparison as it was: a new NSString per call, the whole left text, the locale's collation.
    static func referenceCompare(_ lhs: String, _ rhs: String, _ locale: NSLocale) -> ComparisonResult {
        NSString(string: lhs).compare(rhs, options: [.caseInsensitive, .diacriticInsensitive],
                                      range: NSRange(location: 0, length: (lhs as NSString).length), locale: locale)
    }

    /// Ranks as they were: the texts sorted as given, then each neighbour compared again.
    static func referenceRanks(_ texts: [String], _ identifier: String) -> [Int] {
        let locale = NSLocale(localeIdentifier: identifier)
        let sorted = texts.indices.sorted { referenceCompare(texts[$0], texts[$1], locale) == .orderedAscending }
        var ranks = Array(repeating: 0, count: texts.count)
        var rank = 0
        for (position, index) in sorted.enumerated() {
            if position > 0, referenceCompare(texts[sorted[position - 1]], texts[index], locale) == .orderedAscending { rank += 1 }
            ranks[index] = rank
        }
        return ranks
    }

    /// The alphabetized list as it was: presorted by the folded text, then sorted by the locale.
    static func referenceAlphabetized(_ names: [String], _ identifier: String) -> [String] {
        let locale = NSLocale(localeIdentifier: identifier)
        return names.map { ($0, $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)) }
            .sorted { $0.1 < $1.1 }
            .map(\.0)
            .sorted { referenceCompare($0, $1, locale) == .orderedAscending }
    }

    /// A small deterministic generator (SplitMix64), so that a failure can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    /// Pieces that collations treat differently: case, accents written both ways, letters some languages sort
    /// apart (å, ä, ö, ø, ñ, ß, ı, İ), ligatures, digits in four scripts, width variants, kana and kanji, Arabic with
    /// and without marks, spaces, hyphens, dots and apostrophes.
    static let pieces: [String] = [
        "a", "A", "b", "B", "c", "C", "ch", "Ch", "d", "e", "E", "é", "É", "e\u{301}", "è", "ê", "ë", "f", "g", "h",
        "i", "I", "ı", "İ", "j", "k", "l", "ll", "m", "n", "ñ", "n\u{303}", "o", "O", "ö", "Ö", "ø", "œ", "Œ", "p",
        "q", "r", "s", "ss", "ß", "t", "u", "ü", "v", "w", "x", "y", "z", "Z", "å", "Å", "ä", "æ", "ç", "ﬁ",
        "0", "1", "2", "9", "10", "٠", "١", "٣", "१", "２", "１２", "ｶ", "ア", "あ", "か", "カ", "が", "ガ", "ー",
        "日", "本", "東", "京", "中", "文", "ب", "ت", "ث", "ع", "غ", "ال", "بَ", "ة", "ه", "ی", "ي",
        " ", "-", "–", ".", "'", "’", "(", "&", "/", "\u{0}", "🇸🇪", "👍🏽",
    ]

    static func text(_ generator: inout Generator) -> String {
        (0..<(1 + generator.below(6))).map { _ in generator.pick(pieces) }.joined()
    }

    /// Lists of 2 to 60 texts, some with a text repeated and some with texts equal but for case or accents.
    static func lists(seed: UInt64, count: Int) -> [[String]] {
        var generator = Generator(state: seed)
        return (0..<count).map { _ in
            var list = (0..<(2 + generator.below(59))).map { _ in text(&generator) }
            if generator.below(4) == 0, let some = list.first { list.append(some.uppercased()) }
            if generator.below(4) == 0, let some = list.last { list.append(some.folding(options: .diacriticInsensitive, locale: nil)) }
            if generator.below(6) == 0, let some = list.first { list.insert(some, at: generator.below(list.count)) }
            // Now and then nearly in order already, as most real lists are.
            if generator.below(3) == 0 { list.sort() }
            return list
        }
    }

    @Test("ranks are the reference's for generated lists in eight locales", arguments: locales)
    func ranksMatchReference(_ identifier: String) {
        let data = LocaleData(identifier)
        var texts = 0
        for (number, list) in Self.lists(seed: UInt64(identifier.unicodeScalars.reduce(0) { $0 &* 31 &+ UInt32($1.value) }), count: 60).enumerated() {
            texts += list.count
            let ranks = data.alphabeticalRanks(list)
            let reference = Self.referenceRanks(list, identifier)
            #expect(ranks == reference, "list \(number) in \(identifier): \(list)")
        }
        #expect(texts > 1000)
    }

    @Test("alphabetized lists and single comparisons are the reference's", arguments: locales)
    func alphabetizedAndCompareMatchReference(_ identifier: String) {
        let data = LocaleData(identifier)
        let locale = NSLocale(localeIdentifier: identifier)
        for list in Self.lists(seed: 2026 &+ UInt64(identifier.count), count: 12) {
            #expect(data.alphabetized(list) == Self.referenceAlphabetized(list, identifier), "\(identifier): \(list)")
            for (lhs, rhs) in zip(list, list.dropFirst()) {
                #expect(data.compare(lhs, rhs) == Self.referenceCompare(lhs, rhs, locale), "\(identifier): \(lhs) vs \(rhs)")
            }
        }
    }

    @Test("the presort key is Foundation's case and accent folding, for every pair of ASCII characters and for accented text")
    func presortKeyIsFoundationsFolding() {
        func folded(_ text: String) -> String { text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var checked = 0
        for first in ascii {
            for second in ascii {
                let text = first + second
                #expect(LocaleData.presortKey(text) == folded(text), "\(Array(text.utf8))")
                checked += 1
            }
        }
        #expect(checked == 16_384)
        for text in Self.pieces + ["Åland Islands", "Côte d’Ivoire", "São Tomé & Príncipe", "TÜRKIYE", "Curaçao"] {
            #expect(LocaleData.presortKey(text) == folded(text), "\(text)")
        }
        // Texts of several pieces, most of them not ASCII: the fold is Core Foundation's, read back without Foundation.
        var generator = Generator(state: 7)
        for _ in 0..<2_000 {
            let text = (0..<(1 + generator.below(5))).map { _ in generator.pick(Self.pieces) }.joined()
            #expect(LocaleData.presortKey(text) == folded(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test("ASCII-only lists are alphabetized as the reference alphabetizes them", arguments: ["en_US", "sv_SE", "tr_TR"])
    func asciiListsMatchReference(_ identifier: String) {
        let data = LocaleData(identifier)
        var generator = Generator(state: 33)
        let asciiPieces = Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        for _ in 0..<20 {
            let list = (0..<(2 + generator.below(40))).map { _ in
                (0..<(1 + generator.below(5))).map { _ in generator.pick(asciiPieces) }.joined()
            }
            #expect(data.alphabetized(list) == Self.referenceAlphabetized(list, identifier), "\(identifier): \(list)")
        }
    }

    @Test("equal but differently written texts share a rank; kana, accents and case do not split them")
    func equalTexts() {
        let french = LocaleData("fr_FR")
        #expect(french.alphabeticalRanks(["côte", "Cote", "cote\u{302}", "coté", "b"]) == [1, 1, 1, 1, 0])
        #expect(french.compare("Écureuil", "zèbre") == .orderedAscending)
        let swedish = LocaleData("sv_SE")
        #expect(swedish.alphabeticalRanks(["ö", "z", "a"]) == [2, 1, 0])
    }
}
