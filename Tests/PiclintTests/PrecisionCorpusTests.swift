import Foundation
import Testing
import Lint
import PickerModel

/// Precision first: screens in new domains and languages whose lists follow orders people know (belts, roasts,
/// dosages, ranks, a workflow's steps) that are in no table of piclint's. By default none of them gets a finding;
/// the opt-in `unordered-values` is the rule that guesses about such lists.
@Suite("Precision on meaningful orders piclint has no table for")
struct PrecisionCorpusTests {
    static let folder = Repo.path("Tests/Precision")

    static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    @Test("at least twenty such screens, in at least eight languages")
    func corpus() throws {
        #expect(Self.files.count >= 20)
        let locales = try Set(Self.files.map { name in
            let text = try String(contentsOfFile: Self.folder + "/" + name, encoding: .utf8)
            return text.split(separator: "\n").first { $0.hasPrefix("locale: ") }.map(String.init) ?? ""
        }.map { $0.dropFirst(8).prefix(2) })
        #expect(locales.count >= 8)
    }

    @Test("no finding by default on any of them", arguments: files)
    func quietByDefault(name: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        let report = FixTests.runner.linter.lintFile(bytes, path: name)
        #expect(report.diagnostics.isEmpty, "\(name): \(report.diagnostics.map { "\($0.rule): \($0.message)" })")
        #expect(!report.controls.isEmpty)
    }
}
