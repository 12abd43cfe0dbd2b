import Foundation
import Spec

/// The values of the named sources, localized and alphabetized in a locale from the platform's locale data.
enum NamedSources {
    /// The names a person would see for a source, in the locale's alphabetical order.
    static func values(_ source: NamedSource, in data: LocaleData) -> [String] {
        var seen = Set<String>()
        return data.alphabetized(entries(source, in: data.locale).map(\.name).filter { seen.insert($0).inserted })
    }

    /// Each entry of a source with its code ("DE", "fr", "EUR", "Europe/Berlin") and its name in a locale, in the
    /// platform's order of codes; codes the locale has no name for are left out.
    static func entries(_ source: NamedSource, in locale: Locale) -> [(code: String, name: String)] {
        switch source {
        case .countries:
            return countryCodes.compactMap { code in locale.localizedString(forRegionCode: code).map { (code, $0) } }
        case .languages:
            return Locale.LanguageCode.isoLanguageCodes.compactMap { code in
                locale.localizedString(forLanguageCode: code.identifier).map { (code.identifier, $0) }
            }
        case .currencies:
            return Locale.commonISOCurrencyCodes.compactMap { code in locale.localizedString(forCurrencyCode: code).map { (code, $0) } }
        case .timeZones:
            // People pick a time zone by its city, as the Clock app lists them ("Addis Ababa").
            return TimeZone.knownTimeZoneIdentifiers.compactMap { identifier in
                identifier.split(separator: "/").last.map { (identifier, $0.replacingOccurrences(of: "_", with: " ")) }
            }
        case .dynamic, .random:
            return []
        }
    }

    /// Countries and territories: the ISO regions that contain no others (this leaves out groupings such as the EU,
    /// the UN and the continents' numeric codes). The same in every locale, so found once.
    static let countryCodes: [String] = Locale.Region.isoRegions
        .filter { $0.identifier.count == 2 && $0.subRegions.isEmpty }
        .map(\.identifier)

    /// The languages whose names for the entries piclint recognises in a spec written for another locale: English,
    /// and the languages of the locales specs most often use. A name in one of them names the same entity whatever
    /// the screen's locale.
    static let aliasLanguages = ["en", "fr", "de", "es", "it", "pt", "nl", "sv", "da", "nb", "fi", "pl", "ru", "tr",
                                 "ar", "he", "hi", "ja", "ko", "zh-Hans", "zh-Hant"]
}

/// A text a spec gives for a named source's value that is not one of the names the picker lists, but names one of
/// its entries all the same: by its code ("DE", "EUR", "fr") or by its name in another language ("Germany" on a
/// French screen).
public struct NamedSourceMatch: Sendable, Hashable {
    /// How the text names the entry.
    public enum Form: Sendable, Hashable {
        /// By its ISO code: a region code, a language code or a currency code.
        case code
        /// By its name in another language, given by its English name ("German").
        case name(inLanguage: String)
    }

    public var form: Form
    /// The entry's code ("DE").
    public var code: String
    /// The name the picker lists for it, in the screen's locale ("Allemagne").
    public var name: String
    /// The screen's language, by its English name ("French"), for messages.
    public var listedIn: String
}

/// One named source's entries by code, or by lowercased name in one alias language, built once per model and only
/// when a default is looked up: most runs never need them.
struct NamedSourceAliases: Sendable {
    /// Each lowercased name, with the codes it names.
    let codes: [String: [String]]
    /// Each code, as the platform writes it (`DE`, `fr`, `EUR`).
    let knownCodes: Set<String>

    init(_ source: NamedSource, language: String) {
        var codes: [String: [String]] = [:]
        var known: Set<String> = []
        for entry in NamedSources.entries(source, in: Locale(identifier: language)) {
            known.insert(entry.code)
            let key = entry.name.lowercased()
            if codes[key]?.contains(entry.code) != true { codes[key, default: []].append(entry.code) }
        }
        self.codes = codes
        knownCodes = known
    }
}
