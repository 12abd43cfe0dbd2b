import Lint
import PickerModel
import Spec

/// The JSON report for review tools: one object, versioned by `schemaVersion` (schemas/report.schema.json).
public struct JSONReporter: Sendable {
    /// The version of the report's shape; it changes only when a field changes meaning or goes away.
    public static let schemaVersion = 1

    /// Creates a JSON reporter.
    public init() {}

    /// The whole report, ending with a newline. Findings and controls are written one at a time, so the report
    /// never exists twice in memory (as values and as text).
    public func render(_ input: ReportInput) -> String {
        let summary = input.summary
        let head = JSONValue.object([
            ("schemaVersion", .int(Self.schemaVersion)),
            ("tool", .object([("name", .string("piclint")), ("version", .string(PiclintVersion.current))])),
            ("summary", .object([
                ("files", .int(summary.files)),
                ("errors", .int(summary.errors)),
                ("warnings", .int(summary.warnings)),
                ("infos", .int(summary.infos)),
                ("suppressed", .int(summary.suppressed)),
                ("baselined", .int(summary.baselined)),
            ])),
        ]).serialized()
        // The head's closing brace gives way to the two lists.
        var output = String(head.dropLast(2)) + ",\n"
        Self.append("diagnostics", input.diagnostics.lazy.map(Self.json), into: &output)
        output += ",\n"
        Self.append("controls", input.files.lazy.flatMap(\.controls).map(Self.json), into: &output)
        output += "\n}\n"
        return output
    }

    /// `  "key": [ ... ]` at the top level, written element by element as `JSONValue.serialized` would.
    static func append<Items: Sequence>(_ key: String, _ items: Items, into output: inout String) where Items.Element == JSONValue {
        output += "  "
        JSONValue.escape(key, into: &output)
        output += ": ["
        var first = true
        for item in items {
            output += first ? "\n    " : ",\n    "
            item.write(into: &output, indent: 2)
            first = false
        }
        output += first ? "]" : "\n  ]"
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
            ("docs", .string("rules/\(diagnostic.rule).md")),
            ("fix", .null),
        ])
    }

    /// A picker and what the reference model shows for it.
    static func json(_ control: ControlReport) -> JSONValue {
        let model = control.model
        return .object([
            ("file", .string(control.file)),
            ("screen", .string(control.screen)),
            ("platform", .string(control.platform)),
            ("locale", .string(control.locale)),
            ("id", .string(control.id)),
            ("kind", .string(control.kind)),
            ("mode", .optional(control.mode)),
            ("model", .object([
                ("style", .string(model.style)),
                ("declaredStyle", .string(model.declaredStyle)),
                ("height", .int(points(model.height))),
                ("width", .int(points(model.width))),
                ("neededWidth", .int(points(model.neededWidth))),
                ("takesSpace", .bool(model.takesSpace)),
                ("description", .optional(model.description)),
                ("default", model.dateDefault.map(json) ?? .null),
                ("wheels", .array(model.wheels.map(json))),
            ])),
        ])
    }

    static func json(_ wheel: WheelModel) -> JSONValue {
        let count = wheel.count
        return .object([
            ("name", .string(wheel.name)),
            ("count", count.map(JSONValue.int) ?? .null),
            ("loops", .bool(wheel.loops)),
            ("first", .optional(wheel.values.value(at: 0)?.text)),
            ("last", .optional(count.flatMap { wheel.values.value(at: $0 - 1)?.text })),
            ("default", .optional(wheel.defaultIndex.flatMap { wheel.values.value(at: $0)?.text })),
            ("hidden", wheel.hidden.map(JSONValue.int) ?? .null),
            ("rowsToSpin", wheel.rowsToSpin.map(JSONValue.int) ?? .null),
            ("unit", .optional(wheel.unit)),
            ("unitPlacement", .optional(wheel.unit == nil ? nil : wheel.unitPlacement.rawValue)),
            ("width", .int(points(wheel.width))),
        ])
    }

    static func json(_ dateDefault: DateDefaultModel) -> JSONValue {
        .object([
            ("declared", .optional(dateDefault.declared?.description)),
            ("shown", .string(dateDefault.shown.description)),
            ("roundedToInterval", .bool(dateDefault.roundedToInterval)),
            ("clamped", .bool(dateDefault.clamped)),
        ])
    }

    /// Sizes in whole points, rounded up: a wheel that needs 100.5 pt does not fit in 100.
    static func points(_ value: Double) -> Int {
        value.isFinite ? Int(value.rounded(.up)) : 0
    }
}
