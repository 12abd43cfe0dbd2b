import Foundation
import Testing

/// The JSON report's `docs`: the address the config's `helpURL` gives a rule's page, or nothing.
@Suite("JSON docs from helpURL")
struct JSONDocsTests: NewcomerSupport {
    @Test("JSON `docs` is the configured helpURL's address of the rule's page, and left out without one; both are valid")
    func jsonDocs() throws {
        let root = try scratch(["a.yaml": OutputTesting.badSpec + "  - {id: m, kind: datePicker, mode: time, minuteInterval: 7}\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let plain = try runPiclint(Self.now + ["--format", "json", "a.yaml"], in: root)
        #expect(plain.status == 1)
        #expect(!plain.stdout.contains("\"docs\""))
        #expect(!plain.stdout.contains("rules/"))
        try write("helpURL: \"https://example.com/piclint/rules/{rule}.html\"\n", to: root + "/.piclint.yml")
        let linked = try runPiclint(Self.now + ["--format", "json", "a.yaml"], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(linked.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 2)
        for diagnostic in diagnostics {
            let rule = try #require(diagnostic["rule"] as? String)
            #expect(diagnostic["docs"] as? String == "https://example.com/piclint/rules/\(rule).html")
        }
        // `docs` stands between `help` and `fix`, as before.
        #expect(linked.stdout.contains("\"help\": \"the hours wheel stops at 23: use 23:59 at most, or pick an end time with a `dateAndTime` date picker\",\n"
            + "      \"docs\": \"https://example.com/piclint/rules/countdown-limit.html\",\n      \"fix\": {"))
        // A path inside piclint's repository, as reports once gave, is no address.
        let oldStyle = linked.stdout.replacingOccurrences(of: "https://example.com/piclint/rules/countdown-limit.html", with: "rules/countdown-limit.md")
        let verdicts = try SchemaTests().validate([plain.stdout, linked.stdout, oldStyle])
        #expect(verdicts.prefix(2) == ["ok", "ok"])
        #expect(verdicts.last?.hasPrefix("invalid") == true)
    }
}
