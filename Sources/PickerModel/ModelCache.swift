import Foundation
import Spec

/// Locale data and named-source lists, computed once per locale for one model (never shared between models).
final class ModelCache: Sendable {
    private let locales = MemoTable<String, LocaleData>()
    private let sources = MemoTable<String, [PickerValue]>()
    private let widestNames = MemoTable<String, String>()
    private let indexes = MemoTable<String, SuggestionIndex>()
    private let aliasTables = MemoTable<String, NamedSourceAliases>()
    private let localizedNames = MemoTable<String, [String: String]>()
    private let nearest = MemoTable<String, String?>(limit: ModelCache.boundedTableLimit)
    private let formatters = MemoTable<String, DateFormatter>()
    /// Held while a formatter formats: a DateFormatter is not safe to use from two threads at once.
    private let formatting = NSLock()
    private let formatted = MemoTable<FormatKey, String>(limit: ModelCache.boundedTableLimit)
    private let widestDayLabels = MemoTable<String, String>()
    private let durationWords = MemoTable<String, [(word: String, seconds: Double)]>()
    private let nameSequenceIndexes = MemoTable<String, [String: UInt64]>()
    private let positionTables = MemoTable<String, [String: Int]>()
    private let dateWheelLists = MemoTable<DateWheelListKey, DateWheelValues>()

    func locale(_ identifier: String) -> LocaleData {
        locales.value(identifier) { LocaleData(identifier) }
    }

    func durationUnitWords(_ identifier: String) -> [(word: String, seconds: Double)] {
        durationWords.value(identifier) { locale(identifier).durationUnitWords }
    }

    func nameSequenceIndex(_ identifier: String) -> [String: UInt64] {
        nameSequenceIndexes.value(identifier) { locale(identifier).nameSequenceIndex }
    }

    func values(_ source: NamedSource, locale identifier: String) -> [PickerValue] {
        sources.value(source.rawValue + "|" + identifier) {
            NamedSources.values(source, in: locale(identifier)).map { PickerValue(text: $0) }
        }
    }

    /// Where each name of a named source first stands in a locale's list, indexed once: a default is found by one
    /// lookup instead of comparing it with hundreds of localized names (String's hashing agrees with its `==`).
    func positions(_ source: NamedSource, locale identifier: String) -> [String: Int] {
        positionTables.value(source.rawValue + "|" + identifier) {
            var positions: [String: Int] = [:]
            for (index, value) in values(source, locale: identifier).enumerated() where positions[value.text] == nil {
                positions[value.text] = index
            }
            return positions
        }
    }

    /// The values of a date picker's wheel that depend only on the locale (and the minute interval), made and measured once.
    func dateWheelValues(_ list: DateWheelList, locale identifier: String) -> DateWheelValues {
        dateWheelLists.value(DateWheelListKey(list: list, locale: identifier)) {
            DatePickerModel.values(list, locale(identifier))
        }
    }

    struct DateWheelListKey: Hashable {
        var list: DateWheelList
        var locale: String
    }

    /// The widest name of a named source in a locale, measured once.
    func widest(_ source: NamedSource, locale identifier: String) -> String {
        widestNames.value(source.rawValue + "|" + identifier) { WheelValueList.listed(values(source, locale: identifier)).widestText }
    }

    /// The names of a named source prepared for "did you mean", once per locale.
    func suggestions(_ source: NamedSource, locale identifier: String) -> SuggestionIndex {
        indexes.value(source.rawValue + "|" + identifier) { SuggestionIndex(values(source, locale: identifier).map(\.text)) }
    }

    /// What a text names among a source's entries when it is not one of the listed names: a code or a name in
    /// another language, when it names exactly one entry the picker lists under another name. The codes and the
    /// names in each alias language are gathered once per source and language, when first needed; the names in the
    /// screen's locale once per locale.
    func identify(_ text: String, in source: NamedSource, locale identifier: String) -> NamedSourceMatch? {
        // Time-zone cities are the same in every locale piclint lists them for, and are known by no code people write.
        guard source != .timeZones, !source.isRuntime else { return nil }
        func aliases(_ language: String) -> NamedSourceAliases {
            aliasTables.value(source.rawValue + "|" + language) { NamedSourceAliases(source, language: language) }
        }
        let listed = localizedNames.value(source.rawValue + "|" + identifier) {
            Dictionary(NamedSources.entries(source, in: locale(identifier).locale), uniquingKeysWith: { first, _ in first })
        }
        let trimmed = InlineSpaces.trimmed(text)
        let englishAliases = aliases("en")
        let byCode = englishAliases.knownCodes.contains(trimmed) ? [trimmed] : []
        var byName: (codes: [String], language: String)?
        // A name is looked up in English first, and taken as English when it is one. Otherwise, unless it is a near
        // miss of a listed or an English name (a typo, which the did-you-mean answers), every other language's codes for it count:
        // a name two entries share in any of them ("Kongo") is no certain answer.
        let key = trimmed.lowercased()
        if let codes = englishAliases.codes[key] {
            byName = (codes, "en")
        } else if nearestName(to: trimmed, in: source, locale: identifier) == nil,
                  nearestName(to: trimmed, in: source, locale: "en") == nil {
            for language in NamedSources.aliasLanguages where language != "en" {
                guard let codes = aliases(language).codes[key] else { continue }
                var found = byName ?? (codes: [], language: language)
                for code in codes where !found.codes.contains(code) { found.codes.append(code) }
                byName = found
            }
        }
        let codes = byCode + (byName?.codes ?? [])
        // Unique: every code it may be leads to one listed name (a language's codes may share a name).
        let targets = Set(codes.compactMap { listed[$0] })
        guard targets.count == 1, let code = codes.first(where: { listed[$0] != nil }), let name = listed[code],
              name.lowercased() != trimmed.lowercased()
        else { return nil }
        let english = Locale(identifier: "en")
        let form: NamedSourceMatch.Form = byCode.isEmpty
            ? .name(inLanguage: english.localizedString(forIdentifier: byName?.language ?? "en") ?? "another language")
            : .code
        let screenLanguage = Locale(identifier: identifier).language.languageCode?.identifier ?? identifier
        return NamedSourceMatch(form: form, code: code, name: name,
                                listedIn: english.localizedString(forLanguageCode: screenLanguage) ?? identifier)
    }

    /// The name nearest a misspelt one, found once per source, locale and spelling: a misspelling is usually
    /// copied from screen to screen, and each search measures the distance to every name.
    func nearestName(to text: String, in source: NamedSource, locale identifier: String) -> String? {
        // Bounded: the spellings come from the files, and a corpus of distinct ones must not grow it without end.
        nearest.value(source.rawValue + "|" + identifier + "|" + text) {
            suggestions(source, locale: identifier).nearest(to: text)
        }
    }

    /// Formats a wall-clock value with a skeleton in a locale, reusing one formatter per skeleton and locale
    /// (making a DateFormatter costs far more than using one; using one is kept under the lock). Results are
    /// kept too, up to a bound: most screens show today, or the same few defaults.
    func format(_ date: CalendarDate, _ time: ClockTime, template: String, locale identifier: String) -> String {
        let key = FormatKey(template: template, locale: identifier, date: date, hour: time.hour, minute: time.minute)
        return formatted.value(key) {
            let data = locale(identifier)
            let formatter = formatters.value(template + "|" + identifier) { data.formatter(template: template) }
            formatting.lock()
            defer { formatting.unlock() }
            return formatter.string(from: data.foundationDate(date, time))
        }
    }

    /// What a formatted value is kept under: its fields as they are, with no text written to look it up.
    struct FormatKey: Hashable {
        var template: String
        var locale: String
        var date: CalendarDate
        var hour: Int
        var minute: Int
    }

    /// How many formatted values, and how many nearest names, the cache keeps: their keys come from the files,
    /// and a corpus of many distinct dates or spellings must not grow it without end.
    static let boundedTableLimit = 4096

    /// The widest calendar-day label of a locale, measured once.
    func widestDayLabel(locale identifier: String) -> String {
        widestDayLabels.value(identifier) { DatePickerModel.widestDayLabel(locale(identifier)) }
    }
}

extension LocaleData {
    /// Each word of the month and weekday name sequences, with a bit set for each sequence that holds it (bit i
    /// for `nameSequences[i]`; sequences past the 64th are left out): one lookup tells which sequences know a word.
    public var nameSequenceIndex: [String: UInt64] {
        var index: [String: UInt64] = [:]
        for (position, sequence) in nameSequences.prefix(64).enumerated() {
            for word in sequence.positions.keys { index[word, default: 0] |= 1 << UInt64(position) }
        }
        return index
    }
}
