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
    private var formatters: [String: DateFormatter] = [:]
    private var widest: [String: String] = [:]
    private var indexes: [String: SuggestionIndex] = [:]

    /// The names of a named source prepared for "did you mean", once per locale.
    func suggestions(_ source: NamedSource, locale identifier: String) -> SuggestionIndex {
        let key = source.rawValue + "|" + identifier
        lock.lock()
        if let index = indexes[key] {
            lock.unlock()
            return index
        }
        lock.unlock()
        let index = SuggestionIndex(values(source, locale: identifier).map(\.text))
        lock.lock()
        indexes[key] = index
        lock.unlock()
        return index
    }

    /// The widest name of a named source in a locale, measured once.
    func widest(_ source: NamedSource, locale identifier: String) -> String {
        let key = source.rawValue + "|" + identifier
        lock.lock()
        if let text = widest[key] {
            lock.unlock()
            return text
        }
        lock.unlock()
        let text = WheelValueList.listed(values(source, locale: identifier)).widestText
        lock.lock()
        widest[key] = text
        lock.unlock()
        return text
    }

    /// Formats a wall-clock value with a skeleton in a locale, reusing one formatter per skeleton and locale
    /// (making a DateFormatter costs far more than using one).
    func format(_ date: CalendarDate, _ time: ClockTime, template: String, locale identifier: String) -> String {
        let data = locale(identifier)
        let key = template + "|" + identifier
        lock.lock()
        defer { lock.unlock() }
        let formatter = formatters[key] ?? data.formatter(template: template)
        formatters[key] = formatter
        return formatter.string(from: data.foundationDate(date, time))
    }

    func locale(_ identifier: String) -> LocaleData {
        lock.lock()
        if let data = locales[identifier] {
            lock.unlock()
            return data
        }
        lock.unlock()
        let data = LocaleData(identifier)
        lock.lock()
        locales[identifier] = data
        lock.unlock()
        return data
    }

    func values(_ source: NamedSource, locale identifier: String) -> [PickerValue] {
        let key = source.rawValue + "|" + identifier
        lock.lock()
        if let values = sources[key] {
            lock.unlock()
            return values
        }
        lock.unlock()
        let values = NamedSources.values(source, in: locale(identifier)).map { PickerValue(text: $0) }
        lock.lock()
        sources[key] = values
        lock.unlock()
        return values
    }
}
