import Foundation
@testable import PickerModel
import Testing

/// The named sources' codes, written out or read without Foundation's costlier calls, give every locale the same
/// lists as before: the countries' table is ICU's list of regions, and each city of a time zone reads as Foundation
/// wrote it.
@Suite("Named sources' tables")
struct NamedSourceTableTests {
    /// The countries as Foundation lists them: ICU's regions of two letters that contain no others, in ICU's order.
    static let regionsFromICU = Locale.Region.isoRegions
        .filter { $0.identifier.count == 2 && $0.subRegions.isEmpty }
        .map(\.identifier)

    @Test("the countries' table is two-letter codes, each once, in order")
    func countryTableIsCodes() {
        let codes = NamedSources.countryCodes
        #expect(codes.allSatisfy { $0.count == 2 && $0.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) } })
        #expect(codes == codes.sorted())
        #expect(Set(codes).count == codes.count)
    }

    #if os(Linux)
    // The ICU this toolchain's Foundation carries. Another platform's may be another version, with a region more or
    // less; there the table still names every region this one knows.
    @Test("the countries' table is ICU's regions that contain no others")
    func countryTableIsICUs() {
        #expect(Set(NamedSources.countryCodes) == Set(Self.regionsFromICU))
        #expect(NamedSources.countryCodes.count == Self.regionsFromICU.count)
    }
    #endif

    @Test("every locale lists the same countries, in the same order, as from ICU's list")
    func everyLocaleListsTheSameCountries() {
        let identifiers = Locale.availableIdentifiers.sorted()
        #expect(identifiers.count > 500)
        for identifier in identifiers {
            let data = LocaleData(identifier)
            var seen = Set<String>()
            let fromICU = Self.regionsFromICU.compactMap { data.locale.localizedString(forRegionCode: $0) }.filter { seen.insert($0).inserted }
            let listed = NamedSources.values(.countries, in: data), expected = data.alphabetized(fromICU)
            if listed != expected {
                let at = zip(listed, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(listed.count, expected.count)
                let comment = "\(identifier): \(listed.count) names, not \(expected.count); they part at \(at): "
                    + "\(Array(listed.dropFirst(at).prefix(3))) against \(Array(expected.dropFirst(at).prefix(3)))"
                Issue.record(Comment(rawValue: comment))
            }
        }
    }

    @Test("a time zone's city reads as Foundation's replacing of underscores wrote it")
    func timeZoneCities() {
        let entries = NamedSources.entries(.timeZones, in: Locale(identifier: "en_US"))
        let expected = TimeZone.knownTimeZoneIdentifiers.compactMap { identifier in
            identifier.split(separator: "/").last.map { (identifier, $0.replacingOccurrences(of: "_", with: " ")) }
        }
        #expect(entries.count == expected.count)
        #expect(entries.elementsEqual(expected) { $0.code == $1.0 && $0.name == $1.1 })
        #expect(entries.contains { $0.name == "Addis Ababa" })
    }
}
