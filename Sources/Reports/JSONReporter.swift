import Lint
import PickerModel
import Spec

/// The JSON report for review tools: one object, versioned by `schemaVersion` (schemas/report.schema.json).
public struct JSONReporter: ReportFormat {
    public static let identifier = "json"

    /// The version of the report's shape; it changes only when a field changes meaning or goes away.
    public static let schemaVersion = 1

    /// Each rule's page address (the config's `helpURL` with `{rule}` as its id), each finding's `docs`; empty
    /// without a `helpURL`, and `docs` is then left out: a path inside piclint's own repository would mean nothing
    /// to the reader of a report (`piclint explain RULE` prints the page).
    private let docs: [RuleID: String]
    private let helpURL: String?

    /// Creates a JSON reporter; with `helpURL`, each finding's `docs` is its rule's page there.
    public init(helpURL: String? = nil) {
        self.helpURL = helpURL
        // Made once per rule, not once per finding.
        var docs: [RuleID: String] = [:]
        if let helpURL {
            for rule in RuleRegistry.descriptions { docs[rule.id] = ReportContext.address(helpURL, rule: rule.id) }
        }
        self.docs = docs
    }

    /// The page address of a finding's rule, if the run has a `helpURL`.
    private func docs(of rule: RuleID) -> String? {
        docs[rule] ?? helpURL.map { ReportContext.address($0, rule: rule) }
    }

    public init(context: ReportContext) {
        self.init(helpURL: context.helpURL)
    }

    /// A path's findings, as items of the report's `diagnostics` list (see `writeInputOrdered`).
    public func writeSorted(_ group: [FileReport], into part: inout ReportPart) {
        let diagnostics = Diagnostic.inReportOrder(group.flatMap(\.diagnostics))
        var writer = JSONWriter(depth: 2, capacity: min(PartStream.memoryLimit, 1024 * max(1, diagnostics.count)))
        for diagnostic in diagnostics {
            Self.write(diagnostic, docs: docs(of: diagnostic.rule), into: &writer)
            writer.moveWhenFull(to: &part.sorted)
        }
        writer.move(to: &part.sorted)
    }

    /// A file's controls, as items of the report's `controls` list. Like the findings, each item is led by `,` and a
    /// line break (the fragment of a list two levels deep), so fragments written file by file (by parallel workers)
    /// splice into one list.
    public func writeInputOrdered(_ file: FileReport, into part: inout ReportPart) {
        // Handed to the part a megabyte at a time, which hands them on to its store (a spill file on the command
        // line): a file of 50,000 controls writes 38 MB here, which would otherwise be held whole, and twice. Room is
        // reserved for about a kilobyte a control, as much of it as the part holds in memory.
        let estimate = 1024 * max(1, file.controls.count)
        if estimate > PartStream.memoryLimit { part.inputOrdered.reserve(estimate) }
        var writer = JSONWriter(depth: 2, capacity: min(PartStream.memoryLimit, estimate))
        for control in file.controls {
            Self.write(control, into: &writer)
            writer.moveWhenFull(to: &part.inputOrdered)
        }
        writer.move(to: &part.inputOrdered)
    }

    /// Writes the report to a sink piece by piece, so a report of many megabytes never exists whole in memory:
    /// the head with the summary, then the lists, spliced from the files' parts.
    public func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink) {
        let summary = totals.summary
        var writer = JSONWriter(capacity: 4096)
        writer.openObject()
        writer.key("schemaVersion"); writer.int(Self.schemaVersion)
        writer.key("tool")
        writer.openObject()
        writer.key("name"); writer.string("piclint")
        writer.key("version"); writer.string(PiclintVersion.current)
        writer.closeObject()
        writer.key("summary")
        writer.openObject()
        writer.key("files"); writer.int(summary.files)
        writer.key("errors"); writer.int(summary.errors)
        writer.key("warnings"); writer.int(summary.warnings)
        writer.key("infos"); writer.int(summary.infos)
        writer.key("suppressed"); writer.int(summary.suppressed)
        writer.key("baselined"); writer.int(summary.baselined)
        writer.key("quieted"); writer.int(summary.quieted)
        writer.key("skippedNotSpecs"); writer.int(summary.skippedNotSpecs)
        writer.closeObject()
        // Each list is spliced from fragments that each lead with a comma (see `writeInputOrdered`); the writer does not
        // see their items, so the lists are opened and closed by hand, as it would.
        writer.key("diagnostics")
        writer.raw("[")
        sink.write(writer.take()[...])
        let wroteDiagnostics = sink.writeCommaLed(parts.replaySorted)
        writer.raw(wroteDiagnostics ? "\n  ]" : "]")
        writer.key("controls")
        writer.raw("[")
        sink.write(writer.take()[...])
        let wroteControls = sink.writeCommaLed(parts.replayInputOrdered)
        sink.write(wroteControls ? "\n  ]\n}\n" : "]\n}\n")
    }

    /// One finding; `docs` is its rule's page address, written only when there is one.
    static func write(_ diagnostic: Diagnostic, docs: String?, into writer: inout JSONWriter) {
        writer.openObject()
        writer.key("file"); writer.string(diagnostic.file)
        writer.key("line"); writer.int(diagnostic.range.start.line)
        writer.key("column"); writer.int(diagnostic.range.start.column)
        writer.key("endLine"); writer.int(diagnostic.range.end.line)
        writer.key("endColumn"); writer.int(diagnostic.range.end.column)
        writer.key("severity"); writer.string(diagnostic.severity.rawValue)
        writer.key("rule"); writer.string(diagnostic.rule.rawValue)
        writer.key("control"); writer.string(diagnostic.control)
        writer.key("message"); writer.string(diagnostic.message)
        writer.key("help"); writer.string(diagnostic.help)
        if let docs {
            writer.key("docs"); writer.string(docs)
        }
        writer.key("fix")
        if let fix = diagnostic.fix {
            writer.openObject()
            writer.key("summary"); writer.string(fix.summary)
            // "unsafe": a suggestion, which only --unsafe-fixes makes; review tools should not apply it unasked.
            writer.key("applicability"); writer.string(fix.applicability.rawValue)
            writer.key("edits")
            writer.openArray()
            for edit in fix.edits {
                writer.openObject()
                writer.key("line"); writer.int(edit.range.start.line)
                writer.key("column"); writer.int(edit.range.start.column)
                writer.key("endLine"); writer.int(edit.range.end.line)
                writer.key("endColumn"); writer.int(edit.range.end.column)
                writer.key("offset"); writer.int(edit.bytes.lowerBound)
                writer.key("length"); writer.int(edit.bytes.count)
                writer.key("text"); writer.string(edit.text)
                writer.closeObject()
            }
            writer.closeArray()
            writer.closeObject()
        } else {
            writer.null()
        }
        writer.closeObject()
    }

    /// A picker and what the reference model shows for it: the fields of its `ControlReport`, read from the control
    /// itself (making the report would copy the model only to read it once).
    static func write(_ control: ModeledControl, into writer: inout JSONWriter) {
        let model = control.model
        writer.openObject()
        writer.key("file"); writer.string(control.file)
        writer.key("screen"); writer.string(ControlReport.shortened(control.screen))
        writer.key("platform"); writer.string(control.platform.rawValue)
        writer.key("locale"); writer.string(control.locale)
        writer.key("id"); writer.string(control.id)
        writer.key("kind"); writer.string(control.kind.description)
        writer.key("mode"); writer.string(control.mode?.rawValue)
        writer.key("model")
        writer.openObject()
        writer.key("style"); writer.string(model.style)
        writer.key("declaredStyle"); writer.string(model.declaredStyle)
        writer.key("height"); writer.int(points(model.height))
        writer.key("width"); writer.int(points(model.width))
        writer.key("neededWidth"); writer.int(points(model.neededWidth))
        writer.key("takesSpace"); writer.bool(model.takesSpace)
        writer.key("description"); writer.string(model.description)
        writer.key("default")
        if let dateDefault = model.dateDefault {
            writer.openObject()
            writer.key("declared")
            if let declared = dateDefault.declared { write(declared, into: &writer) } else { writer.null() }
            writer.key("shown"); write(dateDefault.shown, into: &writer)
            writer.key("roundedToInterval"); writer.bool(dateDefault.roundedToInterval)
            writer.key("clamped"); writer.bool(dateDefault.clamped)
            writer.closeObject()
        } else {
            writer.null()
        }
        writer.key("wheels")
        writer.openArray()
        for wheel in model.wheels { write(wheel, into: &writer) }
        writer.closeArray()
        writer.closeObject()
        writer.closeObject()
    }

    /// A date and time as `DateTimeValue.description` spells it (`2026-11-24T09:41`), written in parts: the report
    /// gives two for every date picker.
    static func write(_ value: DateTimeValue, into writer: inout JSONWriter) {
        writer.openString()
        if let date = value.date {
            writer.stringPart(date.year, width: 4)
            writer.stringPart("-")
            writer.stringPart(date.month, width: 2)
            writer.stringPart("-")
            writer.stringPart(date.day, width: 2)
        }
        if let time = value.time {
            if value.date != nil { writer.stringPart("T") }
            if time.hour < 10 { writer.stringPart("0") }
            writer.stringPart(time.hour)
            writer.stringPart(":")
            if time.minute < 10 { writer.stringPart("0") }
            writer.stringPart(time.minute)
        }
        writer.closeString()
    }

    static func write(_ wheel: WheelModel, into writer: inout JSONWriter) {
        let count = wheel.count
        writer.openObject()
        writer.key("name"); writer.string(wheel.name)
        writer.key("count"); writer.int(count)
        writer.key("loops"); writer.bool(wheel.loops)
        writer.key("first"); writer.string(wheel.values.value(at: 0)?.text)
        writer.key("last"); writer.string(count.flatMap { $0 > 0 ? wheel.values.value(at: $0 - 1)?.text : nil })
        writer.key("default"); writer.string(wheel.defaultIndex.flatMap { wheel.values.value(at: $0)?.text })
        writer.key("hidden"); writer.int(wheel.hidden)
        writer.key("rowsToSpin"); writer.int(wheel.rowsToSpin)
        writer.key("unit"); writer.string(wheel.unit)
        writer.key("unitPlacement"); writer.string(wheel.unit == nil ? nil : wheel.unitPlacement.rawValue)
        writer.key("width"); writer.int(points(wheel.width))
        writer.closeObject()
    }

    /// Sizes in whole points, rounded up: a wheel that needs 100.5 pt does not fit in 100. A size past 2^53 - 1 (a
    /// radio group of billions of options) is written as 2^53 - 1, the largest whole number every JSON reader keeps
    /// exact; NaN as 0.
    static func points(_ value: Double) -> Int {
        value.wholeNumber(.up, clampedTo: 0...maximumPoints) ?? 0
    }

    /// The largest size the report writes: 2^53 - 1.
    public static let maximumPoints = 9_007_199_254_740_991
}
