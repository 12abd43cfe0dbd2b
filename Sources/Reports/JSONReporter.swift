import Lint

/// The JSON report for review tools: one object, versioned by `schemaVersion` (schemas/report.schema.json).
public struct JSONReporter: Sendable {
    /// The version of the report's shape; it changes only when a field changes meaning or goes away.
    public static let schemaVersion = 1

    /// Creates a JSON reporter.
    public init() {}

    /// The whole report, ending with a newline.
    public func render(_ input: ReportInput) -> String {
        let summary = input.summary
        let report = JSONValue.object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("tool", .object([("name", .string("piclint")), ("version", .string(PiclintVersion.current))])),
            ("summary", .object([
                ("files", .int(summary.files)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("infos", .int(summary.infos)),
            ])),
            ("diagnostics", .array(input.diagnostics.map(Self.json))),
        ])
        return report.serialized() + "\n"
    }

    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", .int(diagnostic.range.start.line)),
            ("column", .int(diagnostic.range.start.column)),
            ("endLine", .int(diagnostic.range.end.line)),
            ("endColumn", .int(diagnostic.range.end.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("rule", .string(diagnostic.rule)),
            ("control", .optional(diagnostic.control)),
            ("message", .string(diagnostic.message)),
            ("help", .optional(diagnostic.help)),
            ("fix", .null),
        ])
    }
}
