import PickerModel
import Spec
import YAML

/// The engine: one source file in, its sorted diagnostics out.
public struct Linter: Sendable {
    /// Severities that differ from the rules' defaults, by rule id.
    public var severities: [RuleID: Severity]
    /// Bounds on parsing.
    public var limits: ParseLimits
    /// The reference model every control is simulated with.
    public let model: ReferenceModel
    /// How specs are read (the platform and locale for specs that give none).
    public var decoder: SpecDecoder
    private let rules: [any Rule]

    /// The front end that reads a file of this name into a spec, with the limits and decoder above: YAML for every
    /// name today (a file is taken as named, whatever its ending); Interface Builder files will get theirs here.
    func frontEnd(for path: String) -> any FrontEnd {
        YAMLFrontEnd(limits: limits, decoder: decoder)
    }

    /// Creates a linter with every rule, at default severities and options unless overridden.
    public init(severities: [RuleID: Severity] = [:], options: [RuleID: [String: Int]] = [:], limits: ParseLimits = .default,
                model: ReferenceModel = ReferenceModel(), decoder: SpecDecoder = SpecDecoder()) {
        self.severities = severities
        self.limits = limits
        self.rules = RuleRegistry.checks(options: options)
        self.model = model
        self.decoder = decoder
    }

    /// The severity in effect for a rule; a rule with a pinned severity (`yaml-syntax`) can never be turned down.
    public func severity(of rule: RuleDescription) -> Severity {
        if let pinned = rule.pinnedSeverity { return pinned }
        return severities[rule.id] ?? rule.defaultSeverity
    }

    /// Lints one file, honouring its `# piclint:` comments; `path` is how reports name the file. With
    /// `skipIfNotSpec`, a file that is not plainly a spec (see `SpecRecognition`) gives an empty report marked
    /// `skippedAsNotSpec`, judged from the one parse the linting uses.
    public func lint(_ source: SourceFile, path: String, skipIfNotSpec: Bool = false) -> FileReport {
        guard let read = frontEnd(for: path).read(source, skipIfNotSpec: skipIfNotSpec) else {
            var skipped = FileReport(path: path, diagnostics: [])
            skipped.skippedAsNotSpec = true
            return skipped
        }
        var report = lint(read.spec, path: path)
        let outcome = Suppressions(read.comments, lineCount: read.source.lineCount).apply(to: report.diagnostics, knownRules: Self.knownRules)
        var diagnostics = outcome.kept
        let unknown = severity(of: MetaRules.unknownRule)
        if unknown != .off {
            for rule in outcome.unknownRules {
                let suggestion = Suggestions.nearest(to: rule.id, in: RuleRegistry.descriptions.map(\.id.rawValue))
                diagnostics.append(Diagnostic(
                    file: path, range: rule.range, severity: unknown, rule: MetaRules.unknownRule.id, control: nil,
                    message: "the suppression names `\(rule.id)`, which is no piclint rule" + (suggestion.map { "; did you mean `\($0)`?" } ?? ""),
                    help: "`piclint rules` lists the rule ids"))
            }
        }
        let unused = severity(of: MetaRules.unusedSuppression)
        if unused != .off {
            // A syntax error leaves the rest of the file unread: a directive that covers any of it may well have
            // had a finding to suppress there, so only those wholly before it are judged.
            for directive in outcome.unused where read.unreadFrom.map({ directive.lines.upperBound < $0.line }) ?? true {
                diagnostics.append(Diagnostic(
                    file: path, range: directive.range, severity: unused, rule: MetaRules.unusedSuppression.id, control: nil,
                    message: "`\(directive.spelling)` suppresses nothing here",
                    help: "remove the comment; the finding it was for is gone"))
            }
        }
        // Fixes become byte edits of this file; one that does not fit the text is dropped, never guessed at.
        // libyaml reads UTF-16 as UTF-8 it converted to, so its marks name no byte of such a file: no edit is
        // placed there, and the report says how many fixes that leaves out.
        if diagnostics.contains(where: { $0.pendingFix != nil }) {
            let placeable = source.encoding == .utf8
            for index in diagnostics.indices {
                if let fix = diagnostics[index].pendingFix {
                    if placeable {
                        diagnostics[index].fix = ResolvedFix(fix, in: source)
                    } else {
                        report.unplacedFixes += 1
                        if fix.applicability == .unsafe { report.unplacedSuggestions += 1 }
                    }
                }
                diagnostics[index].pendingFix = nil
            }
        }
        // The engine's findings come sorted and suppression keeps their order: only findings added here need a sort.
        let sorted = outcome.unknownRules.isEmpty && outcome.unused.isEmpty ? diagnostics : Diagnostic.inReportOrder(diagnostics)
        report.diagnostics = Self.capped(sorted, at: limits.maxFindings, path: path)
        report.suppressed = outcome.suppressed
        return report
    }

    /// Lints bytes as read from a file, which go straight to the YAML layer.
    public func lint(_ bytes: [UInt8], path: String, skipIfNotSpec: Bool = false) -> FileReport {
        lint(SourceFile(bytes), path: path, skipIfNotSpec: skipIfNotSpec)
    }

    /// The first `limit` diagnostics (in report order), then, when there were more, one that says how many.
    /// Findings of rules that do not count towards the limit (`yaml-syntax`) are always kept, outside the count: there is at most one a file (the parser stops at
    /// it), and it may be the one that says the file was cut short by a parse limit.
    ///
    /// The closing finding takes the rule and position of the first left-out finding of the highest severity left
    /// out, and that severity: so `--fail-on` still fails on an error that did not make the cut, its rule id is
    /// one the catalogue has (with the severity the config gives that rule), and it points where reading could
    /// go on. It carries the left-out counts (`omitted`) for `--max-warnings` and the summary.
    static func capped(_ diagnostics: [Diagnostic], at limit: Int, path: String) -> [Diagnostic] {
        let limit = max(0, limit)
        guard diagnostics.count > limit else { return diagnostics }
        var kept: [Diagnostic] = []
        kept.reserveCapacity(limit + 2)
        var dropped: [Diagnostic] = []
        var bySeverity: [Severity: Int] = [:]
        var byRule: [RuleID: Int] = [:]
        for diagnostic in diagnostics {
            if kept.count < limit || uncapped.contains(diagnostic.rule) {
                kept.append(diagnostic)
                continue
            }
            // Only the first left-out finding of each severity is needed, for the closing finding's place.
            if bySeverity[diagnostic.severity] == nil { dropped.append(diagnostic) }
            bySeverity[diagnostic.severity, default: 0] += 1
            byRule[diagnostic.rule, default: 0] += 1
        }
        guard let highest = bySeverity.keys.max(), let first = dropped.first(where: { $0.severity == highest }) else { return diagnostics }
        let severities = [(Severity.error, "error"), (.warning, "warning"), (.info, "info")].compactMap { severity, noun in
            bySeverity[severity].map { Self.counted($0, noun) }
        }
        // The rules by how many findings each lost, most first; the catalogue bounds how many there can be.
        let rules = byRule.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key): \(WholeNumbers.grouped($0.value))" }
        let count = bySeverity.values.reduce(0, +)
        var notice = Diagnostic(
            file: path, range: first.range, severity: highest, rule: first.rule, control: nil,
            message: "… and \(WholeNumbers.grouped(count)) more finding\(count == 1 ? "" : "s") in this file ("
                + severities.joined(separator: ", ") + "; " + rules.joined(separator: ", ")
                + "); piclint reports the first \(WholeNumbers.grouped(limit)) of a file",
            help: "this is where the first of the most severe findings left out is; fix or suppress the findings above, "
                + "then run piclint again to see the rest")
        notice.omitted = bySeverity
        // A kept uncapped finding (yaml-syntax) may lie past the closing one: a short list, put back in report order.
        return Diagnostic.inReportOrder(kept + [notice])
    }

    /// `3 errors`, `1 warning`, with thousands grouped.
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(WholeNumbers.grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// The ids a suppression may name.
    static let knownRules = Set(RuleRegistry.descriptions.map(\.id))

    /// The rules whose findings the findings limit never drops.
    static let uncapped = RuleRegistry.ids { !$0.countsTowardFindingsLimit }

    /// Lints an already decoded file: its diagnostics in report order, and the model of each picker.
    public func lint(_ file: SpecFile, path: String) -> FileReport {
        var diagnostics: [Diagnostic] = []
        var controls: [ModeledControl] = []
        for problem in file.problems {
            let rule = InputRules.description(of: problem.kind)
            let severity = severity(of: rule)
            guard severity != .off else { continue }
            var diagnostic = Diagnostic(file: path, range: problem.range, severity: severity, rule: rule.id,
                                        control: problem.control, message: problem.message, help: problem.help)
            diagnostic.pendingFix = problem.fix
            diagnostics.append(diagnostic)
        }
        for screen in file.screens {
            let context = ScreenContext(screen: screen, model: model)
            for control in context.controls {
                if let model = control.model {
                    controls.append(ModeledControl(file: path, screen: screen, control: control.control, model: model))
                }
            }
            let first = diagnostics.count
            for rule in rules {
                let description = type(of: rule).description
                let severity = severity(of: description)
                guard severity != .off else { continue }
                for finding in rule.check(context) {
                    var diagnostic = Diagnostic(file: path, range: finding.range, severity: severity, rule: description.id,
                                                control: finding.control, message: finding.message, help: finding.help)
                    diagnostic.pendingFix = finding.fix
                    diagnostics.append(diagnostic)
                }
            }
            // Named once here, from what each finding points at, so baselines and fingerprints need not read messages.
            FindingSubject.name(&diagnostics, from: first, on: context)
        }
        return FileReport(path: path, diagnostics: Diagnostic.inReportOrder(diagnostics), controls: controls)
    }
}
