import Foundation
import Testing

/// What the tests of issue 30's newcomer fixes share: a scratch folder of files, the fixtures, and a text's lines.
protocol NewcomerSupport {}

extension NewcomerSupport {
    static var now: [String] { ["--now", "2026-11-24T09:41"] }

    func scratch(_ files: [String: String]) throws -> String {
        let root = try makeScratchDirectory()
        for (path, text) in files { try write(text, to: root + "/" + path) }
        return root
    }

    func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: Repo.path("Fixtures/" + name), encoding: .utf8)
    }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
