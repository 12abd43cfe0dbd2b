@testable import Lint
import Driver
import PickerModel
import Spec
import Testing
import Source
import YAML

/// `long-list` in every style a person scrolls through, and the styles it leaves to other rules.
@Suite("Reported misses: long lists in every style")
struct LongListMissTests {
    @Test("a tvOS picker of 613 languages: scrolled with the remote, a list with search instead")
    func tvOS() throws {
        let found = findings("long-list", "  - {id: language, kind: picker, source: languages, default: English}\n", platform: "tvOS")
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message == "`language` has 613 values (languages in en_US); more than 100 are a long way to scroll with the remote")
        #expect(finding.help == "show them in a list with search: `style: navigationLink` opens them on a screen of their own, with a search field")
        #expect(finding.range.start == mark(4, 42))
    }

    @Test("an iOS menu of countries cannot be searched or indexed: a searchable list instead")
    func menu() throws {
        let finding = try #require(findings("long-list", "  - {id: country, kind: picker, style: menu, source: countries, default: France}\n").first)
        #expect(finding.message == "`country` opens a menu of 257 values (countries in en_US); more than 100 are a long way to scroll, and a menu cannot be searched or indexed")
        #expect(finding.help?.contains("`style: navigationLink`") == true)
        for platform in ["iPadOS", "visionOS"] {
            #expect(findings("long-list", "  - {id: c, kind: picker, style: menu, range: {from: 1, to: 101}, default: 1}\n", platform: platform).count == 1)
        }
    }

    @Test("a macOS pop-up (menu, or automatic) suggests a searchable list or a combo box, never a navigation link")
    func macOSPopUp() throws {
        for style in ["", "style: menu, "] {
            let finding = try #require(findings("long-list", "  - {id: currency, kind: picker, \(style)source: currencies, default: Euro}\n", platform: "macOS").first)
            #expect(finding.message == "`currency` opens a pop-up menu of 159 values (currencies in en_US); more than 100 are a long way to scroll through")
            #expect(finding.help == "use a searchable list, or a combo box that completes what people type")
        }
    }

    @Test("wheels, inline and automatic on iOS are spun; the message says so")
    func wheels() {
        for style in ["", "style: wheels, ", "style: inline, "] {
            let found = findings("long-list", "  - {id: weight, kind: picker, \(style)range: {from: 30, to: 200}, default: 70}\n")
            #expect(found.map(\.message) == ["`weight` has 171 values; more than 100 are tedious to spin through"], "\(style)")
        }
    }

    @Test("a navigation link is a list already, segments are segment-count's, Apple Watch is watch-long-list's")
    func exempt() {
        for platform in ["iOS", "iPadOS", "tvOS", "visionOS", "watchOS"] {
            #expect(findings("long-list", "  - {id: c, kind: picker, style: navigationLink, source: countries, default: France}\n",
                             platform: platform).isEmpty, "\(platform)")
        }
        #expect(findings("long-list", "  - {id: c, kind: picker, style: segmented, range: {from: 1, to: 200}, default: 1}\n").isEmpty)
        #expect(findings("long-list", "  - {id: c, kind: picker, style: radioGroup, range: {from: 1, to: 200}, default: 1}\n", platform: "macOS").isEmpty)
        #expect(findings("long-list", "  - {id: c, kind: picker, range: {from: 1, to: 200}, default: 1}\n", platform: "watchOS").isEmpty)
        #expect(findings("watch-long-list", "  - {id: c, kind: picker, range: {from: 1, to: 200}, default: 1}\n", platform: "watchOS").count == 1)
        // A hundred values is the limit, not past it.
        #expect(findings("long-list", "  - {id: c, kind: picker, style: menu, range: {from: 1, to: 100}, default: 1}\n").isEmpty)
    }

    @Test("`max` still sets the limit, in every style")
    func maxOption() {
        let linter = Linter(options: ["long-list": ["max": 300]], model: ReferenceModel(clock: .pinned), frontEnds: .all)
        func count(_ platform: String, _ control: String) -> Int {
            linter.lintFile(Array("screen: S\nplatform: \(platform)\ncontrols:\n\(control)".utf8), path: "s.yaml").diagnostics
                .filter { $0.rule == "long-list" }.count
        }
        #expect(count("iOS", "  - {id: c, kind: picker, style: menu, source: countries, default: France}\n") == 0)
        #expect(count("tvOS", "  - {id: c, kind: picker, source: languages, default: English}\n") == 1)
    }
}
