import Foundation
import Spec

/// The values of the named sources, localized and alphabetized in a locale from the platform's locale data.
enum NamedSources {
    /// The names a person would see for a source, in the locale's alphabetical order.
    static func values(_ source: NamedSource, in data: LocaleData) -> [String] {
        let locale = data.locale
        let names: [String]
        switch source {
        case .countries:
            // Countries and territories: the ISO regions that contain no others (this leaves out
            // groupings such as the EU, the UN and the continents' numeric codes).
            names = Locale.Region.isoRegions
                .filter { $0.identifier.count == 2 && $0.subRegions.isEmpty }
                .compactMap { locale.localizedString(forRegionCode: $0.identifier) }
        case .languages:
            names = Locale.LanguageCode.isoLanguageCodes.compactMap { locale.localizedString(forLanguageCode: $0.identifier) }
        case .currencies:
            names = Locale.commonISOCurrencyCodes.compactMap { locale.localizedString(forCurrencyCode: $0) }
        case .timeZones:
            // People pick a time zone by its city, as the Clock app lists them ("Addis Ababa").
            names = TimeZone.knownTimeZoneIdentifiers.compactMap { identifier in
                identifier.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") }
            }
        case .dynamic, .random:
            names = []
        }
        var seen = Set<String>()
        return data.alphabetized(names.filter { seen.insert($0).inserted })
    }
}

/// Locale data and named-source lists, computed once per locale for one model (never shared between models).
final class ModelCache: @unchecked Sendable {
    private let lock = NSLock()
    private var locales: [String: LocaleData] = [:]
    private var sources: [String: [PickerValue]] = [:]
    private var widest: [String: String] = [:]
    private var indexes: [String: SuggestionIndex] = [:]
    private var nearest: [String: String?] = [:]
    private var formatters: [String: DateFormatter] = [:]
    private var formatted: [String: String] = [:]
    private var widestDayLabels: [String: String] = [:]

    /// The value stored under a key, made once. Making happens outside the lock: two threads may both make a
    /// value the first time, and one of the equal results is kept.
    private func memoized<Value>(_ table: ReferenceWritableKeyPath<ModelCache, [String: Value]>, _ key: String,
                                 limit: Int = .max, _ make: () -> Value) -> Value {
        lock.lock()
        if let value = self[keyPath: table][key] {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = make()
        lock.lock()
        if self[keyPath: table].count < limit { self[keyPath: table][key] = value }
        lock.unlock()
        return value
    }

    func locale(_ identifier: String) -> LocaleData {
        memoized(\.locales, identifier) { LocaleData(identifier) }
    }

    func values(_ source: NamedSource, locale identifier: String) -> [PickerValue] {
        memoized(\.sources, source.rawValue + "|" + identifier) {
            NamedSources.values(source, in: locale(identifier)).map { PickerValue(text: $0) }
        }
    }

    /// The widest name of a named source in a locale, measured once.
    func widest(_ source: NamedSource, locale identifier: String) -> String {
        memoized(\.widest, source.rawValue + "|" + identifier) { WheelValueList.listed(values(source, locale: identifier)).widestText }
    }

    /// The names of a named source prepared for "did you mean", once per locale.
    func suggestions(_ source: NamedSource, locale identifier: String) -> SuggestionIndex {
        memoized(\.indexes, source.rawValue + "|" + identifier) { SuggestionIndex(values(source, locale: identifier).map(\.text)) }
    }

    /// The name nearest a misspelt one, found once per source, locale and spelling: a misspelling is usually
    /// copied from screen to screen, and each search measures the distance to every name.
    func nearestName(to text: String, in source: NamedSource, locale identifier: String) -> String? {
        // Bounded: the spellings come from the files, and a corpus of distinct ones must not grow it without end.
        memoized(\.nearest, source.rawValue + "|" + identifier + "|" + text, limit: Self.boundedTableLimit) {
            suggestions(source, locale: identifier).nearest(to: text)
        }
    }

    /// Formats a wall-clock value with a skeleton in a locale, reusing one formatter per skeleton and locale
    /// (making a DateFormatter costs far more than using one; using one is kept under the lock). Results are
    /// kept too, up to a bound: most screens show today, or the same few defaults.
    func format(_ date: CalendarDate, _ time: ClockTime, template: String, locale identifier: String) -> String {
        let key = "\(template)|\(identifier)|\(date.year)-\(date.month)-\(date.day)T\(time.hour):\(time.minute)"
        return memoized(\.formatted, key, limit: Self.boundedTableLimit) {
            let data = locale(identifier)
            let formatter = memoized(\.formatters, template + "|" + identifier) { data.formatter(template: template) }
            lock.lock()
            defer { lock.unlock() }
            return formatter.string(from: data.foundationDate(date, time))
        }
    }

    /// How many formatted values, and how many nearest names, the cache keeps: their keys come from the files,
    /// and a corpus of many distinct dates or spellings must not grow it without end.
    static let boundedTableLimit = 4096

    /// The widest calendar-day label of a locale, measured once.
    func widestDayLabel(locale identifier: String) -> String {
        memoized(\.widestDayLabels, identifier) { DatePickerModel.widestDayLabel(locale(identifier)) }
    }
}
