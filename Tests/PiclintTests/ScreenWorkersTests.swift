import Foundation
@testable import Lint
import PickerModel
import Testing

/// A screen of many controls is checked by several threads at once; its report must be the one a single thread
/// makes, byte for byte, whatever the scheduling.
@Suite("Screens shared out among threads")
struct ScreenWorkersTests {
    /// A screen of `count` controls, a finding in most: minute intervals, repeated and misordered values, defaults
    /// outside the values, long lists, compact date pickers, and a locale only when `locale` is true.
    static func bigScreen(_ count: Int, locale: Bool) -> String {
        var lines = ["screen: Everything", "platform: iOS"] + (locale ? ["locale: de_DE"] : []) + ["controls:"]
        for index in 0..<count {
            switch index % 6 {
            case 0: lines.append("  - {id: time-\(index), kind: datePicker, mode: time, minuteInterval: \(index % 13 + 1)}")
            case 1: lines.append("  - {id: day-\(index), kind: picker, style: wheels, values: [Mon, Tue, Wed, Mon, Fri]}")
            case 2: lines.append("  - {id: size-\(index), kind: picker, values: [S, M, L, XL], default: XXL}")
            case 3: lines.append("  - {id: count-\(index), kind: picker, style: wheels, values: [\((1...40).map(String.init).shuffledByIndex(index).joined(separator: ", "))]}")
            case 4: lines.append("  - {id: date-\(index), kind: datePicker, mode: date, style: compact, default: \"2026-0\(index % 9 + 1)-12\"}")
            default: lines.append("  - {id: timer-\(index), kind: datePicker, mode: countDownTimer, countDownDuration: \(index * 97)}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a screen of 1,500 controls gives the same findings and models on four threads as on one, in every run",
          arguments: [false, true])
    func sameReport(locale: Bool) {
        let yaml = Array(Self.bigScreen(1_500, locale: locale).utf8)
        let one = Linter(model: ReferenceModel(clock: .pinned), frontEnds: .all)
        var four = one
        four.workers = ScreenWorkers(4)
        let alone = one.lintFile(yaml, path: "big.yaml")
        #expect(alone.diagnostics.count > 1_000)
        for _ in 0..<3 {
            let shared = four.lintFile(yaml, path: "big.yaml")
            #expect(shared.diagnostics == alone.diagnostics)
            #expect(String(describing: shared.controls.map(\.model)) == String(describing: alone.controls.map(\.model)))
        }
    }

    @Test("there is always at least one worker: the calling thread")
    func atLeastOne() {
        #expect(ScreenWorkers(8).count == 8)
        #expect(ScreenWorkers(0).count == 1)
        #expect(ThreadCount.exactly(-3).resolved == 1)
    }

    @Test("one per core is the machine's count of cores, as Foundation gives it")
    func everyCore() {
        #expect(ThreadCount.everyCore.resolved == max(1, ProcessInfo.processInfo.activeProcessorCount))
        #expect(ScreenWorkers(.everyCore).count == ThreadCount.everyCore.resolved)
        // A screen of few controls is checked on the calling thread, whatever the count.
        #expect(ScreenWorkers(.everyCore).forScreen(of: ScreenWorkers.fewestControls - 1).threads == .exactly(1))
    }
}

private extension Array where Element == String {
    /// The same values in an order that depends on `seed` alone: a rotation, then every other value swapped.
    func shuffledByIndex(_ seed: Int) -> [String] {
        var result = Array(self[(seed % count)...] + self[..<(seed % count)])
        if seed % 4 == 3 { result.swapAt(0, count / 2) }
        return result
    }
}
