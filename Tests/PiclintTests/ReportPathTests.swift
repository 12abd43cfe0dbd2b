import Foundation
import Lint
@testable import Reports
import Testing
import Source
import YAML

/// Paths in reports that write URIs or file properties, for names a URI or a workflow command cannot hold as they
/// are (issue 29, item 9).
@Suite("Paths in SARIF, GitHub, HTML and XML reports")
struct ReportPathTests {
    /// Names that need escaping somewhere: a colon in the first segment, URI delimiters, `%`, a space, non-ASCII
    /// UTF-8, a byte that is not UTF-8, a line break and a comma, a colon further in.
    static let names: [[UInt8]] = [
        Array("C:alarm.yaml".utf8), Array("a b.yaml".utf8), Array("100%.yaml".utf8), Array("#1.yaml".utf8), Array("why?.yaml".utf8),
        Array("[x]{y}.yaml".utf8), Array("é.yaml".utf8), ByteNames.latin1, Array("semi;colon,comma.yaml".utf8),
        Array("line\nbreak.yaml".utf8), Array("back\\slash.yaml".utf8), Array("ok.yaml".utf8),
    ]

    @Test("SARIF URIs are relative references (RFC 3986 4.2) that percent-decode to the names' bytes")
    func sarifURIs() {
        #expect(SARIFReporter.uri("C:alarm.yaml") == "C%3Aalarm.yaml")
        #expect(SARIFReporter.uri("dir/C:alarm.yaml") == "dir/C:alarm.yaml")
        #expect(SARIFReporter.uri("/abs/C:x.yaml") == "/abs/C:x.yaml")
        #expect(SARIFReporter.uri("a b#?%.yaml") == "a%20b%23%3F%25.yaml")
        #expect(SARIFReporter.uri("é.yaml") == "%C3%A9.yaml")
        #expect(SARIFReporter.uri(RawPath(bytes: ByteNames.latin1).display) == "caf%E9.yaml")
        #expect(SARIFReporter.uri("screens/alarm-1_2.~.yaml") == "screens/alarm-1_2.~.yaml")
    }

    @Test("a run over such names writes SARIF valid against the official schema, each URI a relative reference that decodes to its file's bytes")
    func sarifValidates() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/specs", withIntermediateDirectories: true)
        for name in Self.names { try ByteNames.create(name, in: root + "/specs", contents: ByteNames.spec) }
        let result = try ByteNames.shell("cd specs && \"$P\" --format sarif=../report.sarif --format junit=../report.xml .", in: root)
        #expect(result.status == 1, "\(result.stderr)")
        let script = """
            import json, re, sys, urllib.parse, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            expected = {bytes.fromhex(h) for h in sys.argv[3:]}
            errors = list(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(log))
            print("schema ok" if not errors else "invalid: " + errors[0].message)
            # RFC 3986: relative-ref without query or fragment is path-absolute or path-noscheme.
            unreserved = r"[A-Za-z0-9\\-._~]"; pct = r"%[0-9A-F]{2}"; sub = r"[!$&'()*+,;=]"
            nc = "(?:%s|%s|%s|@)" % (unreserved, pct, sub); pchar = "(?:%s|:)" % nc
            noscheme = re.compile("^%s+(?:/%s*)*$" % (nc, pchar))
            found = set()
            for result in log["runs"][0]["results"]:
                uri = result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                if not noscheme.match(uri) or urllib.parse.urlsplit(uri).scheme:
                    print("not a relative reference: " + uri)
                found.add(urllib.parse.unquote_to_bytes(uri))
            print("decoded ok" if found == expected else "decoded: %r" % sorted(found ^ expected))
            """
        let schema = try TestTools.requireFile("Tests/Schemas/sarif-schema-2.1.0.json")
        let verdict = try SchemaTests().python(["-c", script, schema, root + "/report.sarif"] + Self.names.map { $0.map { String(format: "%02x", $0) }.joined() })
        #expect(verdict == ["schema ok", "decoded ok"])
        // The JUnit report of the same names is valid against the strict schema.
        try TestTools.requireXmllint()
        let xsd = try TestTools.requireFile("Tests/Schemas/junit.xsd")
        let lint = try ByteNames.shell("xmllint --noout --schema '\(xsd)' report.xml", in: root)
        #expect(lint.status == 0, "\(lint.stderr)")
    }

    @Test("GitHub's file= sends , : % and line breaks with the workflow command's escapes, and other controls as text escapes")
    func githubFile() {
        #expect(GitHubReporter.fileProperty("a,b:c%d\r\ne.yaml") == "a%2Cb%3Ac%25d%0D%0Ae.yaml")
        #expect(GitHubReporter.fileProperty("tab\tesc\u{1B}.yaml") == "tab\\u{09}esc\\u{1B}.yaml")
        #expect(GitHubReporter.fileProperty(RawPath(bytes: ByteNames.latin1).display) == "caf\\xE9.yaml")
        #expect(GitHubReporter.fileProperty("é space.yaml") == "é space.yaml")
        let diagnostic = Diagnostic(file: "x\ny,z.yaml", range: SourceRange(at: mark(1, 1)), severity: .error, rule: "spec-invalid",
                                    control: nil, message: "m", help: nil)
        let line = GitHubReporter().render(ReportInput(files: [FileReport(path: "x\ny,z.yaml", diagnostics: [diagnostic])]))
        #expect(line == "::error file=x%0Ay%2Cz.yaml,line=1,col=1,endLine=1,title=spec-invalid::m\n")
    }

    @Test("HTML anchors are hex whatever the name; Checkstyle and JUnit keep a line break as a character reference")
    func markup() {
        for name in Self.names.map({ RawPath(bytes: $0).display }) {
            let anchor = HTMLReporter.fileAnchor(name)
            #expect(anchor.hasPrefix("file-") && anchor.dropFirst(5).allSatisfy(\.isHexDigit))
        }
        let diagnostic = Diagnostic(file: "a\n\"b\".yaml", range: SourceRange(at: mark(1, 1)), severity: .error, rule: "spec-invalid",
                                    control: nil, message: "m", help: nil)
        let input = ReportInput(files: [FileReport(path: "a\n\"b\".yaml", diagnostics: [diagnostic])])
        #expect(CheckstyleReporter().render(input).contains("<file name=\"a&#10;&quot;b&quot;.yaml\">"))
        #expect(JUnitReporter().render(input).contains("name=\"a&#10;&quot;b&quot;.yaml [spec-invalid]\""))
    }
}
