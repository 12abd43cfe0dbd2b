import Driver
import Foundation
import Lint
import Testing

/// `piclint init` writes `include` patterns for what the folder holds, so a bare `piclint` runs on them.
@Suite("init writes a config a bare piclint runs on")
struct InitIncludeTests: NewcomerSupport {
    /// A project as teams have them: specs in two folders, a storyboard and a xib, YAML that is no spec, hidden
    /// folders, and other people's code, at the top and inside a folder with specs.
    func project() throws -> String {
        let bad = try fixture("bad/due-date-cell-ios.xib")
        return try scratch([
            "top.yaml": try fixture("good/alarm-clock.yaml"),
            "screens/alarm.yaml": try fixture("good/alarm-clock.yaml"),
            "screens/watch/timer.yml": try fixture("good/alarm-watch-es.yaml"),
            "App/Base.lproj/Main.storyboard": try fixture("good/checkout-ios.storyboard"),
            "App/Views/Cell.xib": try fixture("good/birthday-cell-ios.xib"),
            "App/Pods/Lib/Vendor.xib": bad,
            "Pods/Lib/Other.xib": bad,
            "node_modules/pkg/spec.yaml": try fixture("bad/alarm-clock.yaml"),
            "config/settings.yaml": "endpoint: https://example.invalid\n",
            "docker-compose.yml": "services:\n  web:\n    image: nginx\n",
            ".gitlab-ci.yml": "stages: [test]\n",
            ".github/workflows/spec.yaml": try fixture("bad/alarm-clock.yaml"),
        ])
    }

    @Test("init writes include patterns for the specs, storyboards and xibs it finds, and a bare piclint lints exactly those")
    func initFindsSpecs() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let initialised = try runPiclint(["init"], in: root)
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let patterns = #""*.yaml", "App/**/*.storyboard", "App/**/*.xib", "screens/**/*.yaml", "screens/**/*.yml""#
        #expect(initialised.stdout == "wrote .piclint.yml: include \(patterns.replacingOccurrences(of: "\"", with: "")) "
            + "(3 specs and 2 Interface Builder files found); all \(RuleRegistry.descriptions.count) rules at their defaults\n")
        let config = try String(contentsOfFile: root + "/.piclint.yml", encoding: .utf8)
        #expect(lines(config).contains("include: [\(patterns)]"))
        #expect(lines(config).contains(#"exclude: ["**/Carthage/**", "**/DerivedData/**", "**/node_modules/**", "**/Pods/**"]"#))
        // The config is one piclint reads without a complaint, and editors' schema accepts.
        #expect(try SchemaTests().checkYAML("schemas/config.schema.json", [root + "/.piclint.yml"]) == ["ok"])

        let bare = try runPiclint(Self.now + ["--format", "json"], in: root)
        #expect(bare.status == 0 || bare.status == 1, "\(bare.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(bare.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 5)
        #expect(summary["skippedNotSpecs"] as? Int == 0)
        let controls = try #require(report["controls"] as? [[String: Any]])
        #expect(Set(controls.compactMap { $0["file"] as? String }) == [
            "top.yaml", "screens/alarm.yaml", "screens/watch/timer.yml", "App/Base.lproj/Main.storyboard", "App/Views/Cell.xib",
        ])
        let text = try runPiclint(Self.now, in: root)
        #expect(text.status == bare.status)
        #expect(lines(text.stdout).dropLast().last == "5 files, 0 errors, 0 warnings")
    }

    @Test("the survey of a folder named by its path finds what init finds in it")
    func surveyOfPath() throws {
        let root = try project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let survey = IncludeSurvey.survey(of: root)
        #expect(survey == IncludeSurvey(include: ["*.yaml", "App/**/*.storyboard", "App/**/*.xib", "screens/**/*.yaml", "screens/**/*.yml"],
                                        specs: 3, interfaceBuilderFiles: 2))
        #expect(IncludeSurvey.survey(of: root + "/config") == IncludeSurvey())
        #expect(IncludeSurvey.survey(of: root + "/missing") == IncludeSurvey())
    }

    static let alarmView = """
        import SwiftUI

        struct AlarmView: View {
            @State private var minutes = 10
            var body: some View {
                Picker("Snooze", selection: $minutes) {
                    ForEach(1...30, id: \\.self) { Text("\\($0)") }
                }
                .pickerStyle(.wheel)
            }
        }
        """

    @Test("init proposes a pattern for the folders whose Swift files hold pickers, and none for Swift with no picker")
    func initFindsSwiftPickers() throws {
        let root = try scratch([
            "screens/alarm.yaml": try fixture("good/alarm-clock.yaml"),
            "Sources/Settings/AlarmView.swift": Self.alarmView,
            "Sources/Model/Store.swift": "struct Store { var alarms: [Int] = [] }\n",
            "Tools/Release.swift": "print(\"release\")\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(IncludeSurvey.survey(of: root) == IncludeSurvey(include: ["Sources/**/*.swift", "screens/**/*.yaml"], specs: 1, swiftFiles: 1))
        let initialised = try runPiclint(["init"], in: root)
        #expect(initialised.stdout == "wrote .piclint.yml: include Sources/**/*.swift, screens/**/*.yaml "
            + "(1 spec and 1 Swift file with pickers found); all \(RuleRegistry.descriptions.count) rules at their defaults\n")
        // A folder of Swift with no picker checks nothing, and says so in Swift's words.
        let tools = try runPiclint(["Tools"], in: root)
        #expect(tools.status == 2)
        #expect(tools.stderr.contains("no picker found in Tools (1 Swift file found, with no picker piclint reads)"))
    }

    @Test("init in a folder with nothing to lint yet writes a pattern that finds specs wherever they are added")
    func initFindsNothing() throws {
        let root = try scratch([".gitlab-ci.yml": "stages: [test]\n", "notes/readme.txt": "hello\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let initialised = try runPiclint(["init"], in: root)
        #expect(initialised.status == 0)
        #expect(initialised.stdout == "wrote .piclint.yml: include **/*.{yaml,yml,storyboard,xib,swift} (no spec, storyboard, xib or Swift picker found here yet); "
            + "all \(RuleRegistry.descriptions.count) rules at their defaults\n")
        let config = try String(contentsOfFile: root + "/.piclint.yml", encoding: .utf8)
        #expect(lines(config).contains(#"include: ["**/*.{yaml,yml,storyboard,xib,swift}"]"#))
        #expect(config.contains("piclint init found no spec"))
        // Nothing to lint is still no pass; the config itself and .gitlab-ci.yml are hidden files, which `*` leaves out.
        let empty = try runPiclint([], in: root)
        #expect(empty.status == 2)
        #expect(empty.stderr == "piclint: error: no spec files match the pattern **/*.{yaml,yml,storyboard,xib,swift} (from `include` in .piclint.yml)\n")
        try write(try fixture("bad/alarm-clock.yaml"), to: root + "/design/flows/alarm.yaml")
        let found = try runPiclint(Self.now, in: root)
        #expect(found.status == 1)
        #expect(found.stdout.hasPrefix("design/flows/alarm.yaml:"))
        #expect(found.stdout.hasSuffix("1 file, 3 errors, 4 warnings\n"))
    }

    @Test("a folder whose name is glob syntax is matched as its name")
    func initOddFolderNames() throws {
        let root = try scratch(["odd[1]{a,b}/a.yaml": try fixture("good/alarm-clock.yaml"), "odd1a/b.yaml": try fixture("bad/alarm-clock.yaml")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try runPiclint(["init"], in: root).status == 0)
        let config = try String(contentsOfFile: root + "/.piclint.yml", encoding: .utf8)
        #expect(lines(config).contains(#"include: ["odd1a/**/*.yaml", "odd[[]1[]]?a,b}/**/*.yaml"]"#))
        let run = try runPiclint(Self.now + ["--format", "json"], in: root)
        #expect(run.status == 1)
        #expect(run.stdout.contains("\"file\": \"odd[1]{a,b}/a.yaml\""))
        #expect(run.stdout.contains("\"file\": \"odd1a/b.yaml\""))
    }
}
