import Foundation
import Testing
@testable import Driver
import Lint
import PickerModel
import Spec
import Source
import YAML

/// piclint's one definition of a safe fix: the screen shows exactly what it showed. The reference model simulates
/// every file before and after each pass of safe fixes, and every control must look as it did (values, wheels,
/// defaults as shown, style, geometry). The fuzz target checks the same on every input it makes.
@Suite("Safe fixes leave the screen as it was")
struct SafeFixInvariantTests {
    /// The appearance of every control of a file, and the passes of safe fixes that changed it.
    static func changesOfSafeFixes(_ bytes: [UInt8], path: String) -> (passes: Int, broken: [String]) {
        let linter = FixTests.runner.linter
        let input = InputFile(source: .path(path), displayPath: path)
        var passes = 0
        var broken: [String] = []
        _ = LintRunner.fix(InputFormat(path: path).source(bytes), of: input, with: linter, selection: .safeOnly) { pass in
            passes += 1
            guard pass.applied.allSatisfy({ $0.applicability == .safe }) else {
                broken.append("\(path): a pass of --fix made a suggestion")
                return
            }
            let before = linter.lintFile(pass.before, path: path).controls.map(\.appearance)
            let after = linter.lintFile(pass.after, path: path).controls.map(\.appearance)
            if before != after {
                let summaries = pass.applied.map(\.summary).joined(separator: "; ")
                broken.append("\(path): \(summaries) changed what the screen shows")
            }
        }
        return (passes, broken)
    }

    @Test("on every Fixture, every pass of safe fixes leaves every control looking as it did")
    func fixtures() throws {
        var passes = 0
        for folder in ["Fixtures/good", "Fixtures/bad"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).sorted() {
                let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repo.path(folder + "/" + name))))
                let result = Self.changesOfSafeFixes(bytes, path: name)
                passes += result.passes
                #expect(result.broken.isEmpty, "\(result.broken)")
            }
        }
        // The bad Fixtures hold mistakes with safe fixes, so the check above is not vacuous.
        #expect(passes >= 2)
    }

    @Test("on every rule page's examples and every fix example, safe fixes leave every control looking as it did")
    func examples() throws {
        var passes = 0
        for description in RuleRegistry.descriptions {
            let doc = try RuleDoc.load(description.id)
            for example in doc.triggers + doc.passes {
                let result = Self.changesOfSafeFixes(Array(example.yaml.utf8), path: example.path)
                passes += result.passes
                #expect(result.broken.isEmpty, "rules/\(description.id).md line \(example.line): \(result.broken)")
            }
        }
        for rule in FixTests.fixable {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Repo.path("Tests/Fixes/\(rule).yaml"))))
            let result = Self.changesOfSafeFixes(bytes, path: "\(rule).yaml")
            passes += result.passes
            #expect(result.broken.isEmpty, "\(result.broken)")
        }
        #expect(passes >= 2)
    }

    @Test("the check sees what it is for: a fix to another minute interval, a removed row, a moved unit change the screen")
    func appearanceSeesChanges() throws {
        func looks(_ yaml: String) -> [ScreenControlAppearance] {
            FixTests.runner.linter.lintFile(Array(yaml.utf8), path: "s.yaml").controls.map(\.appearance)
        }
        let head = "screen: s\ncontrols:\n"
        // 7 is ignored: every minute shows. 6 shows six-minute steps.
        #expect(looks(head + "  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}\n")
            != looks(head + "  - {id: t, kind: datePicker, mode: time, minuteInterval: 6}\n"))
        #expect(looks(head + "  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}\n")
            == looks(head + "  - {id: t, kind: datePicker, mode: time, minuteInterval: 1}\n"))
        #expect(looks(head + "  - {id: p, kind: picker, style: wheels, default: 5, values: [5, 10, 5, 15]}\n")
            != looks(head + "  - {id: p, kind: picker, style: wheels, default: 5, values: [5, 10, 15]}\n"))
        #expect(looks(head + "  - {id: p, kind: picker, style: wheels, default: 5, unit: min, unitPlacement: above, values: [5, 10, 15]}\n")
            != looks(head + "  - {id: p, kind: picker, style: wheels, default: 5, unit: min, values: [5, 10, 15]}\n"))
        // A default the picker rounds down to its interval looks as the rounded one does: that fix is safe.
        #expect(looks(head + "  - {id: t, kind: datePicker, mode: time, minuteInterval: 15, default: \"09:07\"}\n")
            == looks(head + "  - {id: t, kind: datePicker, mode: time, minuteInterval: 15, default: \"09:00\"}\n"))
    }

    @Test("a fix that would change the screen is never made by --fix alone: the interval that the platform ignores")
    func ignoredIntervalIsASuggestion() throws {
        let text = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: time, minuteInterval: 7}\n"
        let fix = try #require(FixTests.lintText(Array(text.utf8)).first { $0.rule == "minute-interval" }?.fix)
        #expect(fix.applicability == .unsafe)
        let outcome = try FixTests.fixed(text, selection: .safeOnly)
        #expect(!outcome.changed)
    }
}
