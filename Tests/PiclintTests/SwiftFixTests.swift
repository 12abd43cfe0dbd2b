import Foundation
import Testing
@testable import Driver
import Lint
import PickerModel
import Source
import Spec
@testable import SwiftSource

/// Fixes in Swift source (SWIFT-SOURCE.md, "Fixes"): one literal expression replaced, its trivia kept, under the one
/// definition of safe; every other change is a suggestion, or no fix at all where Swift has no sure spelling.
@Suite("Swift source fixes")
struct SwiftFixTests {
    static let timer = """
        import UIKit

        final class TimerViewController: UIViewController {
            private let durationPicker = UIDatePicker()

            override func viewDidLoad() {
                super.viewDidLoad()
                durationPicker.datePickerMode = .countDownTimer
                durationPicker.minuteInterval = 60 * 60 /* every hour */
                durationPicker.countDownDuration = 90_000 // a day and an hour
            }
        }

        """

    @Test("a countdown past 23 h 59 min becomes 86340 seconds, the longest it shows anyway: safe, and nothing else moves")
    func countdownIsSafe() throws {
        let outcome = try FixTests.fixed(Self.timer, name: "TimerViewController.swift", selection: .safeOnly)
        let text = String(decoding: outcome.fixed, as: UTF8.self)
        #expect(text == Self.timer.replacingOccurrences(of: "= 90_000 //", with: "= 86340 //"))
        #expect(SafeFixInvariantTests.changesOfSafeFixes(Array(Self.timer.utf8), path: "TimerViewController.swift").broken.isEmpty)
    }

    @Test("a minute interval of 60 * 60 is a suggestion of 30, the nearest that divides an hour; the comment after it stays")
    func minuteIntervalIsASuggestion() throws {
        let diagnostics = FixTests.runner.linter.lintFile(Array(Self.timer.utf8), path: "TimerViewController.swift").diagnostics
        let interval = try #require(diagnostics.first { $0.rule == "minute-interval" })
        let fix = try #require(interval.fix)
        #expect(fix.applicability == .unsafe)
        #expect(fix.edits.map(\.text) == ["30"])
        let outcome = try FixTests.fixed(Self.timer, name: "TimerViewController.swift", selection: .includingUnsafe)
        let text = String(decoding: outcome.fixed, as: UTF8.self)
        #expect(text.contains("durationPicker.minuteInterval = 30 /* every hour */\n"))
        // On a 30-minute interval the longest countdown is 23 h 30 min.
        #expect(text.contains("durationPicker.countDownDuration = 84600 // a day and an hour\n"))
    }

    @Test("values moved, removed or spelled as enum cases have no sure Swift edit: the finding stays, without a fix")
    func noSureEditNoFix() throws {
        let source = """
            import SwiftUI
            struct TipView: View {
                @State private var tip = 15
                var body: some View {
                    Picker("Tip", selection: $tip) {
                        ForEach([10, 15, 20, 25, 0], id: \\.self) { Text("\\($0) %") }
                    }
                    .pickerStyle(.wheel)
                }
            }
            """
        let diagnostics = FixTests.runner.linter.lintFile(Array(source.utf8), path: "TipView.swift").diagnostics
        let order = try #require(diagnostics.first { $0.rule == "predictable-order" })
        #expect(order.fix == nil)
    }

    @Test("the dry run's diff of a Swift file applies with git apply and makes what --fix makes")
    func dryRunAppliesWithGit() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in ["applied", "fixed"] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder + "/Sources", withIntermediateDirectories: true)
            try Self.timer.write(toFile: root + "/" + folder + "/Sources/TimerViewController.swift", atomically: true, encoding: .utf8)
        }
        let applied = root + "/applied"
        #expect(try DiffHeaderTests.git(["init", "-q", "."], in: applied).status == 0)
        let dryRun = try ByteNames.shell("\"$P\" --fix-dry-run --unsafe-fixes Sources > ../fixes.diff", in: applied)
        #expect(dryRun.status == 1, "\(dryRun.stderr)")
        let apply = try DiffHeaderTests.git(["apply", "--verbose", "../fixes.diff"], in: applied)
        #expect(apply.status == 0, "\(apply.error)")
        let fix = try ByteNames.shell("\"$P\" --fix --unsafe-fixes Sources", in: root + "/fixed")
        #expect(fix.status == 0, "\(fix.stderr)")
        let patched = try String(contentsOfFile: applied + "/Sources/TimerViewController.swift", encoding: .utf8)
        #expect(patched == (try String(contentsOfFile: root + "/fixed/Sources/TimerViewController.swift", encoding: .utf8)))
        #expect(patched.contains("minuteInterval = 30 /* every hour */"))
    }

    @Test("a number replaces only a number expression, a text only a plain string literal")
    func literalKinds() {
        #expect(SwiftEdits.isNumberExpression(ArraySlice("60 * 60".utf8)))
        #expect(SwiftEdits.isNumberExpression(ArraySlice("90_000".utf8)))
        #expect(!SwiftEdits.isNumberExpression(ArraySlice("TimeInterval(60)".utf8)))
        #expect(!SwiftEdits.isNumberExpression(ArraySlice("interval".utf8)))
        #expect(SwiftEdits.isPlainStringLiteral(ArraySlice("\"Mon\"".utf8)))
        #expect(!SwiftEdits.isPlainStringLiteral(ArraySlice("\"\\(day)\"".utf8)))
        #expect(!SwiftEdits.isPlainStringLiteral(ArraySlice("\"\"\"\nMon\n\"\"\"".utf8)))
        #expect(SwiftEdits.stringLiteral("a \"b\" \\ c\n") == "\"a \\\"b\\\" \\\\ c\\n\"")
    }
}
