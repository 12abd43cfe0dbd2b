import Foundation
import Lint
import RuleDocs
import Source

/// SARIF 2.1.0, as GitHub code scanning reads it.
public struct SARIFReporter: ReportFormat {
    public static let identifier = "sarif"

    /// Where each rule's documentation lives, `{rule}` standing for the rule's id (the config's `helpURL`), for
    /// each rule's `helpUri`. Without it the report names no address: piclint does not know where its pages are
    /// published.
    public var helpURL: String?

    /// Creates the reporter.
    public init(helpURL: String? = nil) {
        self.helpURL = helpURL
    }

    /// Each rule's place in the report's `rules` list, which results name as `ruleIndex`.
    private static let ruleIndices = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.enumerated().map { ($1.id, $0) })

    public init(context: ReportContext) {
        self.init(helpURL: context.helpURL)
    }

    /// A path's results, as items of the `results` list, each led by a comma (a fragment four levels deep).
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        let indices = Self.ruleIndices
        // Fingerprints count identical findings of one file, so the count never spans paths.
        var occurrences: [String: Int] = [:]
        var writer = JSONWriter(depth: 4, capacity: 2048)
        for diagnostic in Diagnostic.inReportOrder(group.flatMap(\.diagnostics)) {
            // What the finding points at, not its message, whose measurements move with other controls (as baselines
            // match). Identical findings in one file get their order of appearance, so fingerprints stay unique and stable.
            let content = [diagnostic.file, diagnostic.rule.rawValue, diagnostic.control ?? "", diagnostic.identity].joined(separator: "|")
            let occurrence = occurrences[content, default: 0]
            occurrences[content] = occurrence + 1
            JSONValue.object([
                ("ruleId", .string(diagnostic.rule.rawValue)),
                ("ruleIndex", .int(indices[diagnostic.rule] ?? 0)),
                ("level", .string(Self.level(diagnostic.severity))),
                ("message", .object([("text", .string(diagnostic.message + (diagnostic.help.map { ". " + $0 } ?? "")))])),
                ("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(Self.uri(diagnostic.file))), ("uriBaseId", .string("%SRCROOT%"))])),
                        ("region", .object([
                            ("startLine", .int(diagnostic.range.start.line)),
                            ("startColumn", .int(diagnostic.range.start.column)),
                            ("endLine", .int(max(diagnostic.range.end.line, diagnostic.range.start.line))),
                            ("endColumn", .int(max(diagnostic.range.end.column, diagnostic.range.start.column + (diagnostic.range.end.line > diagnostic.range.start.line ? 0 : 1)))),
                        ])),
                    ])),
                ])])),
                ("partialFingerprints", .object([("piclintFinding/v1", .string(Self.hash(content + "|\(occurrence)")))])),
            ] + (diagnostic.fix.map { [("fixes", Self.fixes($0, file: diagnostic.file))] } ?? [])).write(into: &writer)
            writer.moveWhenFull(to: &part.sorted)
        }
        writer.move(to: &part.sorted)
    }

    /// The log's head (the tool and its rules), then the results spliced from the parts, then its tail.
    public func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink) {
        let rules = RuleRegistry.descriptions
        let driverRules: [JSONValue] = rules.map { rule in
            .object([
                ("id", .string(rule.id.rawValue)),
                ("name", .string(Self.pascalCase(rule.id.rawValue))),
                ("shortDescription", .object([("text", .string(rule.title))])),
                ("fullDescription", .object([("text", .string(RuleDocs.page(rule.id.rawValue)?.summary ?? rule.title))])),
            ] + (helpURL.map { [("helpUri", .string(ReportContext.address($0, rule: rule.id)))] } ?? []) + [
                ("help", .object([("text", .string(Self.helpText(rule))), ("markdown", .string(Self.helpMarkdown(rule)))])),
                ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity == .off ? "none" : Self.level(rule.defaultSeverity)))])),
                ("properties", .object([("tags", .array([.string("ui"), .string("hig")]))])),
            ])
        }
        var writer = JSONWriter()
        writer.openObject()
        writer.key("$schema"); writer.string("https://json.schemastore.org/sarif-2.1.0.json")
        writer.key("version"); writer.string("2.1.0")
        writer.key("runs")
        writer.openArray()
        writer.openObject()
        writer.key("tool")
        JSONValue.object([("driver", .object([
            ("name", .string("piclint")),
            ("version", .string(PiclintVersion.current)),
            ("semanticVersion", .string(PiclintVersion.current)),
            ("rules", .array(driverRules)),
        ]))]).write(into: &writer)
        writer.key("columnKind"); writer.string("unicodeCodePoints")
        // The results list is opened and closed by hand, as the writer would, around the parts' items.
        writer.key("results")
        writer.raw("[")
        sink.write(writer.take()[...])
        let wroteResults = sink.writeCommaLed(parts.replaySorted)
        sink.write((wroteResults ? "\n      ]" : "]") + "\n    }\n  ]\n}\n")
    }

    /// A fix as SARIF's `fixes[]`: one artifact change with a replacement per edit (an empty region inserts), and
    /// in its property bag whether it is safe or a suggestion (SARIF has no field of its own for that).
    static func fixes(_ fix: ResolvedFix, file: String) -> JSONValue {
        .array([.object([
            ("description", .object([("text", .string(fix.summary))])),
            ("artifactChanges", .array([.object([
                ("artifactLocation", .object([("uri", .string(uri(file))), ("uriBaseId", .string("%SRCROOT%"))])),
                ("replacements", .array(fix.edits.map { edit in
                    .object([
                        ("deletedRegion", .object([
                            ("startLine", .int(edit.range.start.line)),
                            ("startColumn", .int(edit.range.start.column)),
                            ("endLine", .int(edit.range.end.line)),
                            ("endColumn", .int(edit.range.end.column)),
                        ])),
                        ("insertedContent", .object([("text", .string(edit.text))])),
                    ])
                })),
            ])])),
            ("properties", .object([("applicability", .string(fix.applicability.rawValue))])),
        ])])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info, .off: return "note"
        }
    }

    /// A path (a `RawPath.display`) as a URI reference, relative to `%SRCROOT%` (or an absolute path), as RFC 3986
    /// writes one: each byte of the path that is not allowed as itself in a path segment (unreserved characters,
    /// sub-delimiters, `:` and `@`) is percent-encoded, so spaces, `%`, `#`, `?`, and every byte of 0x80 or more (a
    /// UTF-8 character's bytes, or a byte of a name that is not UTF-8, as the byte itself) are `%HH`. A colon in the
    /// first segment of a relative path is encoded too (RFC 3986 section 4.2): `C:alarm.yaml` as it is would be a URI
    /// of the scheme `c`.
    static func uri(_ path: String) -> String {
        let bytes = RawPath(display: path).bytes
        var output = ""
        output.reserveCapacity(bytes.count)
        var firstSegment = bytes.first != UInt8(ascii: "/")
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                firstSegment = false
                output.unicodeScalars.append("/")
            } else if isSegmentCharacter(byte), !(firstSegment && byte == UInt8(ascii: ":")) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return output
    }

    /// RFC 3986's `pchar` less `%` (which is written only to encode): unreserved, sub-delims, `:` and `@`.
    private static func isSegmentCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,;=:@".utf8.contains(byte)
        }
    }

    /// `minute-interval` → `MinuteInterval`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A rule's help for viewers that show plain text: what to do (the page's "How to fix", whose Markdown is
    /// light enough to read as text), and where the whole page is. Viewers that render Markdown, GitHub's among
    /// them, show `helpMarkdown` instead.
    static func helpText(_ rule: RuleDescription) -> String {
        [rule.title + ".", RuleDocs.page(rule.id.rawValue)?.howToFix, "The rule's whole page, with examples: `piclint explain \(rule.id)`."]
            .compactMap { $0 }.joined(separator: "\n\n")
    }

    /// A rule's whole page, as GitHub shows it in an alert's rule help: why it matters, how to fix it, and the
    /// examples the tests run, with a word on the `↓` that marks where each finding starts.
    static func helpMarkdown(_ rule: RuleDescription) -> String {
        guard let page = RuleDocs.page(rule.id.rawValue) else { return rule.title }
        return page.markdown.replacingOccurrences(of: "\n### Triggers\n", with: "\n### Triggers\n\n`↓` marks where piclint reports each finding.\n")
    }

    /// FNV-1a, 64 bits, as hex: stable across runs and platforms, unlike Swift's seeded hashing.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
