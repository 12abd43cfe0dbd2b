import Foundation
@testable import Lint
import PickerModel
import Spec
import Testing
import Source
import YAML

/// `default-not-in-values` on named sources: defaults given by ISO code or in another language.
@Suite("Reported misses: named-source defaults by code or in another language")
struct NamedDefaultMissTests {
    static func finding(_ source: String, _ value: String, locale: String) -> Diagnostic? {
        findings("default-not-in-values", "  - {id: c, kind: picker, style: navigationLink, source: \(source), default: \(value)}\n",
                 locale: locale).first
    }

    @Test("codes: a region, a currency, a language, named as the picker lists them, with a fix", arguments: [
        ("countries", "DE", "fr_FR", "DE is the region code of “Allemagne”, as the picker lists it in French", "Allemagne"),
        ("currencies", "EUR", "fr_FR", "EUR is the currency code of “euro”, as the picker lists it in French", "euro"),
        ("languages", "fr", "fr_FR", "fr is the language code of “français”, as the picker lists it in French", "français"),
        ("countries", "US", "en_US", "US is the region code of “United States”, as the picker lists it in English", "United States"),
        ("currencies", "JPY", "ja_JP", "JPY is the currency code of “日本円”, as the picker lists it in Japanese", "日本円"),
    ])
    func codes(source: String, code: String, locale: String, tail: String, name: String) throws {
        let finding = try #require(Self.finding(source, code, locale: locale))
        #expect(finding.message == "default \"\(code)\" of `c` is not one of its values; \(tail)")
        #expect(finding.help == "did you mean “\(name)”? The picker lists the \(source) by their names in the screen's locale")
        #expect(finding.fix?.edits.map(\.text) == [name])
    }

    @Test("names in another language: English on a French screen, German on an English one")
    func names() throws {
        let english = try #require(Self.finding("countries", "Germany", locale: "fr_FR"))
        #expect(english.message.hasSuffix("; Germany is the English name of “Allemagne”, as the picker lists it in French"))
        #expect(english.fix?.edits.map(\.text) == ["Allemagne"])
        let german = try #require(Self.finding("countries", "Deutschland", locale: "en_US"))
        #expect(german.message.hasSuffix("; Deutschland is the German name of “Germany”, as the picker lists it in English"))
        let lowercase = try #require(Self.finding("languages", "german", locale: "fr_FR"))
        #expect(lowercase.fix?.edits.map(\.text) == ["allemand"])
        // A name that needs quotes in YAML is quoted.
        #expect(NamedDefaultMissTests.quoted("Saint-Martin, partie française"))
    }

    static func quoted(_ name: String) -> Bool {
        let source = SourceFile("default: Paris\n")
        let place = SourceRange(start: Mark(line: 1, column: 10), end: Mark(line: 1, column: 15))
        return source.resolveYAML([TextEdit(place, .value(name))])?.map(\.text) == ["\"" + name + "\""]
    }

    @Test("not certain, no fix: ambiguous texts, a difference of case, typos, codes in the wrong case, time zones")
    func uncertain() throws {
        // "Kongo" is German for both Congos; "ga" is Irish's code and the Ga language's name.
        for (source, text) in [("countries", "Kongo"), ("languages", "ga"), ("countries", "de"), ("countries", "Germny")] {
            let finding = try #require(Self.finding(source, text, locale: "en_US"), "\(text)")
            #expect(finding.fix == nil, "\(text)")
            #expect(finding.message == "default \"\(text)\" of `c` is not one of its values", "\(text)")
        }
        let cased = try #require(Self.finding("countries", "allemagne", locale: "fr_FR"))
        #expect(cased.fix == nil)
        #expect(cased.help == "did you mean “Allemagne”? The picker would start elsewhere")
        #expect(Self.finding("timeZones", "CET", locale: "en_US") == nil)
        #expect(Self.finding("countries", "Allemagne", locale: "fr_FR") == nil)
    }

    @Test("the codes and names are gathered once per model, however many wheels ask")
    func fast() {
        let controls = (0..<300).map { "  - {id: c\($0), kind: picker, style: navigationLink, source: countries, default: DE}\n" }.joined()
        let clock = ContinuousClock()
        var found: [Diagnostic] = []
        let elapsed = clock.measure {
            found = lint("screen: S\nlocale: fr_FR\ncontrols:\n" + controls).filter { $0.rule == "default-not-in-values" }
        }
        #expect(found.count == 300)
        #expect(found.allSatisfy { $0.fix != nil })
        #expect(elapsed < .seconds(5))
    }
}
