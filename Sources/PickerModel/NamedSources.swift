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
    /// order of the codes (the platform's; for countries, piclint's table); codes the locale has no name for are
    /// left out.
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
                // Byte for byte: Foundation's `replacingOccurrences` costs some 11K instructions a name through
                // NSString, 6.8M for the 600 zones.
                identifier.split(separator: "/").last.map { city in
                    (identifier, String(decoding: city.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: " ") : $0 }, as: UTF8.self))
                }
            }
        case .dynamic, .random:
            return []
        }
    }

    /// Countries and territories: the ISO regions that contain no others, which leaves out groupings such as the EU,
    /// the UN and the continents' numeric codes. Written out, not asked of Foundation: `Locale.Region.isoRegions` and
    /// each region's `subRegions` load ICU's region data, some 4.5M instructions, a fifth of a one-file run that
    /// lists countries. `NamedSourceTableTests` holds the table to ICU's own list (ICU 76: 257 codes), and every
    /// locale's list of names to the one made from ICU's, which gives its codes in another order.
    static let countryCodes: [String] = [
        "AC", "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ", "BA", "BB", "BD",
        "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ", "CA", "CC",
        "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CP", "CQ", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE",
        "DG", "DJ", "DK", "DM", "DO", "DZ", "EA", "EC", "EE", "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR",
        "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK",
        "HM", "HN", "HR", "HT", "HU", "IC", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM", "JO", "JP",
        "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU",
        "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU",
        "MV", "MW", "MX", "MY", "MZ", "NA", "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE",
        "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA", "SB",
        "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ", "TA",
        "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US",
        "UY", "UZ", "VA", "VC", "VE", "VG", "VI", "VN", "VU", "WF", "WS", "XK", "YE", "YT", "ZA", "ZM", "ZW"
    ]

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
