import Driver
import Foundation
import Lint
@testable import Reports
import Testing
import Source
import YAML

/// The reports for review tools and CI, checked against their official schemas with real validators.
@Suite("Report formats")
struct FormatTests {
    /// One run over the Fixtures writing every format to its own file, as CI would.
    static func reports() throws -> [String: String] {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let formats = ["sarif", "junit", "checkstyle", "github", "json", "html"]
        let result = try runPiclint(["--now", GoldenTests.now, "--format", "text"] + formats.flatMap { ["--format", "\($0)=\(directory)/report.\($0)"] } + ["Fixtures"],
                                    in: Repo.root.path)
        #expect(result.status == 1)
        var reports = ["text": result.stdout]
        for format in formats {
            reports[format] = try String(contentsOfFile: "\(directory)/report.\(format)", encoding: .utf8)
        }
        return reports
    }

    @Test("one run writes every report; each matches its golden file, and the text one goes to standard output")
    func goldenReports() throws {
        let reports = try Self.reports()
        #expect(reports["text"] == (try String(contentsOfFile: Repo.path("Fixtures/golden/all.txt"), encoding: .utf8)))
        for (format, name) in [("sarif", "all.sarif"), ("junit", "all.junit.xml"), ("checkstyle", "all.checkstyle.xml"), ("github", "all.github.txt"), ("html", "all.html")] {
            try GoldenTests.compare(reports[format] ?? "", golden: name)
        }
    }

    @Test("SARIF is valid against the official SARIF 2.1.0 schema")
    func sarifSchema() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(try Self.reports()["sarif"] ?? "", to: directory + "/report.sarif")
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            errors = list(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(json.load(open(sys.argv[2]))))
            print("ok" if not errors else "invalid: " + errors[0].message)
            """
        let schema = try TestTools.requireFile("Tests/Schemas/sarif-schema-2.1.0.json")
        let verdict = try SchemaTests().python(["-c", script, schema, directory + "/report.sarif"], modules: ["jsonschema"])
        #expect(verdict == ["ok"])
    }

    @Test("JUnit is valid against the strict Ant schema (junit.xsd) and the Jenkins/Surefire one (junit-10.xsd), checked with xmllint",
          arguments: ["junit.xsd", "junit-10.xsd"])
    func junitSchema(schema: String) throws {
        try TestTools.requireXmllint()
        let schemaPath = try TestTools.requireFile("Tests/Schemas/" + schema)
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(try Self.reports()["junit"] ?? "", to: directory + "/report.xml")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xmllint", "--noout", "--schema", schemaPath, directory + "/report.xml"]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let output = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "xmllint rejected the report: \(output)")
        #expect(output.contains("validates"))
    }

    @Test("SARIF fingerprints stay the same when lines move, and differ between findings")
    func stableFingerprints() throws {
        func fingerprints(_ yaml: String) throws -> [String] {
            let output = SARIFReporter().render(ReportInput(files: [Linter(frontEnds: .all).lintFile(Array(yaml.utf8), path: "a.yaml")]))
            let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
            let results = ((object?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["piclintFinding/v1"] }
        }
        let spec = "screen: S\ncontrols:\n  - {id: a, kind: datePicker, minuteInterval: 7}\n  - {id: b, kind: datePicker, minuteInterval: 7}\n"
        let before = try fingerprints(spec)
        let after = try fingerprints("# moved down\n\n" + spec)
        #expect(before.count == 2)
        #expect(before == after)
        #expect(Set(before).count == 2)
    }

    @Test("GitHub annotations escape %, CR, LF, and : and , in properties; a line break from a spec is shown as its escape")
    func githubEscaping() {
        #expect(GitHubReporter.data("100% done\r\nnext") == "100%25 done%0D%0Anext")
        #expect(GitHubReporter.property("a,b:c.yaml") == "a%2Cb%3Ac.yaml")
        let diagnostic = Diagnostic(file: "screens/a,b.yaml", range: SourceRange(start: mark(3, 5), end: mark(3, 9)), severity: .warning,
                                    rule: "long-list", control: "c", message: "50% of\nvalues", help: nil)
        #expect(GitHubReporter().render(ReportInput(files: [FileReport(path: "screens/a,b.yaml", diagnostics: [diagnostic])]))
            == "::warning file=screens/a%2Cb.yaml,line=3,col=5,endLine=3,endColumn=9,title=long-list::50%25 of\\u{0A}values\n")
    }

    @Test("XML reports escape markup and drop characters XML forbids")
    func xmlEscaping() {
        let diagnostic = Diagnostic(file: "a&b.yaml", range: SourceRange(at: mark(1, 1)), severity: .error, rule: "spec-invalid",
                                    control: nil, message: "<script>\"x\" & 'y'\u{1}</script>", help: nil)
        let input = ReportInput(files: [FileReport(path: "a&b.yaml", diagnostics: [diagnostic])])
        let checkstyle = CheckstyleReporter().render(input)
        #expect(checkstyle.contains("message=\"&lt;script&gt;&quot;x&quot; &amp; &apos;y&apos;&lt;/script&gt;\""))
        #expect(checkstyle.contains("<file name=\"a&amp;b.yaml\">"))
        #expect(!JUnitReporter().render(input).contains("<script>"))
    }

    @Test("two reports cannot both go to standard output")
    func oneStandardOutput() throws {
        let result = try runPiclint(["--format", "text", "--format", "json", "x.yaml"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("only one report can go to standard output"))
    }
}

@Suite("HTML report")
struct HTMLReportTests {
    static let hostile = """
        screen: "<script>alert(1)</script> & Co"
        locale: en_US
        controls:
          - id: "<img src=x onerror=alert(2)>"
            kind: picker
            label: "\\"quoted\\" 'single'"
            values: ["<b>bold</b>", "<script>alert(3)</script>", "a & b", "<b>bold</b>"]
            unit: "</svg><script>alert(4)</script>"
            default: "<b>bold</b>"

        """

    static func page() throws -> String {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(hostile, to: root + "/<evil>.yaml")
        let result = try runPiclint(["--now", GoldenTests.now, "--format", "html", "<evil>.yaml"], in: root)
        #expect(result.status == 1)
        return result.stdout
    }

    @Test("every string from a spec is escaped: a <script> in a spec shows as text")
    func escaped() throws {
        let page = try Self.page()
        #expect(!page.contains("<script"))
        #expect(!page.contains("<img"))
        #expect(!page.contains("<b>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co"))
        #expect(page.contains("&lt;img src=x onerror=alert(2)&gt;"))
        #expect(page.contains("&lt;/svg&gt;&lt;script&gt;alert(4)&lt;/script&gt;"))
        #expect(page.contains("&lt;evil&gt;.yaml"))
    }

    @Test("the page is self-contained: no scripts, no requests, a policy that forbids them")
    func selfContained() throws {
        let page = HTMLReporter().render(ReportInput(files: [GoldenTests.lint("bad/alarm-clock.yaml")]))
        #expect(!page.contains("<script"))
        #expect(!page.contains("<link"))
        #expect(!page.contains("src=\"http"))
        #expect(!page.contains("url("))
        #expect(page.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        // The only URLs are XML namespaces, which browsers do not fetch.
        let urls = page.components(separatedBy: "http").dropFirst().map { String($0.prefix(30)) }
        #expect(urls.allSatisfy { $0.hasPrefix("://www.w3.org/2000/svg") || $0.hasPrefix("://www.w3.org/1999/xhtml") || $0.hasPrefix("-equiv") })
    }

    @Test("each picker is drawn with its visible rows and selection bar, its findings beside it")
    func pictures() throws {
        let page = HTMLReporter().render(ReportInput(files: [GoldenTests.lint("good/alarm-clock.yaml")]))
        // The screen's frame and its three pickers.
        #expect(page.components(separatedBy: "<svg xmlns").count - 1 == 4)
        #expect(page.contains(">7</text>") && page.contains(">AM</text>"))
        // A unit in the selection bar stands after its number, where the platform draws it.
        #expect(page.contains(">10</text>") && page.contains(">min</text>"))
        #expect(page.contains("No findings."))
    }
}
