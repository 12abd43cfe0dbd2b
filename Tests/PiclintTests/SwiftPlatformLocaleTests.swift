import Source
import Foundation
import Lint
import PickerModel
import Spec
import SwiftSource
import Testing
import YAML

/// Swift source seldom says where it runs or in which locale: `#if os(…)` decides where it can, else the config's
/// per-path `platform:` (iOS by default); findings that depend on the reader's locale wait for the file or the config
/// to fix one.
@Suite struct SwiftPlatformLocaleTests {
    static let preferences = """
        import SwiftUI

        struct ReminderPreferences: View {
            @State private var lead = 10

            var body: some View {
                Form {
                    Picker("Remind me", selection: $lead) {
                        ForEach(1...30, id: \\.self) { Text("\\($0)") }
                    }
                    .pickerStyle(.wheel)
                    #if os(iOS)
                    Picker("Snooze", selection: $lead) {
                        ForEach(1...30, id: \\.self) { Text("\\($0)") }
                    }
                    .pickerStyle(.wheel)
                    #endif
                }
            }
        }
        """

    /// A folder with the Swift file under `Mac/` and a config, linted by the binary; the findings as `line rule`.
    static func lint(config: String) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("piclint-swift-platform-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Mac", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try Self.preferences.write(toFile: root + "/Mac/ReminderPreferences.swift", atomically: true, encoding: .utf8)
        try config.write(toFile: root + "/.piclint.yml", atomically: true, encoding: .utf8)
        let result = try runPiclint(["--format", "json", "Mac"], in: root)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["diagnostics"] as? [[String: Any]])
        return findings.compactMap { finding in
            guard let rule = finding["rule"] as? String, let line = finding["line"] as? Int else { return nil }
            return "\(line) \(rule)"
        }
    }

    @Test func aSwiftFileWithNoOsBlockIsIOSUnlessTheConfigSaysOtherwise() throws {
        #expect(try Self.lint(config: "failOn: never\n") == [])
        // The override makes the file's pickers macOS ones, where there is no wheel; `#if os(iOS)` still wins inside.
        let mac = try Self.lint(config: "failOn: never\noverrides:\n  - files: [\"Mac/**\"]\n    platform: macOS\n")
        #expect(mac == ["11 platform-style"])
        // Another path's override does not reach it.
        #expect(try Self.lint(config: "failOn: never\noverrides:\n  - files: [\"Watch/**\"]\n    platform: macOS\n") == [])
    }

    static let months = """
        import SwiftUI

        struct BirthdayView: View {
            @State private var month = "May"

            var body: some View {
                Picker("Month", selection: $month) {
                    ForEach(["January", "February", "April", "March", "May", "June", "July", "August",
                             "September", "October", "November", "December"], id: \\.self) { Text($0) }
                }
                .pickerStyle(.wheel)
            }
        }
        """

    static func found(_ source: String, decoder: SpecDecoder = SpecDecoder()) -> [String] {
        let linter = Linter(model: ReferenceModel(clock: .pinned), decoder: decoder, frontEnds: .all)
        return linter.lintFile(Array(source.utf8), path: "BirthdayView.swift").diagnostics.map { "\($0.range.start.line) \($0.rule)" }
    }

    @Test func findingsThatDependOnTheReadersLocaleWaitForOne() throws {
        // Month names are an order in the locale that names them; whose locale reads this file is not said.
        #expect(Self.found(Self.months) == [])
        let configured = SpecDecoder(defaultPlatform: .iOS, defaultLocale: "en_US", localeIsConfigured: true)
        #expect(Self.found(Self.months, decoder: configured) == ["8 predictable-order"])
        // The file fixes it with an environment locale around the picker.
        let fixed = Self.months.replacingOccurrences(of: ".pickerStyle(.wheel)",
                                                     with: ".pickerStyle(.wheel)\n        .environment(\\.locale, Locale(identifier: \"en_GB\"))")
        #expect(Self.found(fixed) == ["8 predictable-order"])
        // Not a literal: the reader's own, perhaps.
        #expect(Self.found(Self.months.replacingOccurrences(of: ".pickerStyle(.wheel)",
                                                            with: ".pickerStyle(.wheel).environment(\\.locale, locale)")) == [])
        // A finding every reader gets stands without a locale: numbers out of order are out of order anywhere.
        let tips = Self.months.replacingOccurrences(of: "[\"January\", \"February\", \"April\", \"March\", \"May\", \"June\", \"July\", \"August\",\n                     \"September\", \"October\", \"November\", \"December\"]",
                                                    with: "[10, 15, 20, 25, 30, 35, 0]")
            .replacingOccurrences(of: "\"May\"", with: "15")
        #expect(Self.found(tips) == ["8 predictable-order"])
    }

    @Test func aSwiftScreenKnowsWhetherItsLocaleWasNamed() throws {
        let unnamed = try #require(SwiftFrontEnd().read(SourceFile(Array(Self.months.utf8), lineBreaks: .xml), skipIfNotSpec: false))
        #expect(unnamed.spec.screens.first?.localeIsAssumed == true)
        let named = SwiftFrontEnd(decoder: SpecDecoder(defaultPlatform: .iOS, defaultLocale: "fr_FR", localeIsConfigured: true))
            .read(SourceFile(Array(Self.months.utf8), lineBreaks: .xml), skipIfNotSpec: false)
        #expect(named?.spec.screens.first?.localeIsAssumed == false)
        #expect(named?.spec.screens.first?.effectiveLocale == "fr_FR")
    }
}
