import InterfaceBuilder
import PickerModel
import Spec
import YAML

/// The engine: one source file in, its sorted diagnostics out.
public struct Linter: Sendable {
    /// Severities that differ from the rules' defaults, by rule id.
    public var severities: [RuleID: Severity] {
        didSet {
            active = Self.active(rules, severities: severities)
            activeIDs = Set(active.map(\.id))
        }
    }
    /// Bounds on parsing.
    public var limits: ParseLimits
    /// The reference model every control is simulated with.
    public let model: ReferenceModel
    /// How specs are read (the platform and locale for specs that give none).
    public var decoder: SpecDecoder
    private let rules: [any Rule]
    /// The rules that are not off, with the id and severity each reports under, looked up once rather than for
    /// each rule on each screen.
    private var active: [ActiveRule]
    /// Their ids, which each screen's context carries.
    private var activeIDs: Set<RuleID>

    private struct ActiveRule: Sendable {
        var rule: any Rule
        var id: RuleID
        var severity: Severity
    }

    private static func active(_ rules: [any Rule], severities: [RuleID: Severity]) -> [ActiveRule] {
        rules.compactMap { rule in
            let description = type(of: rule).description
            let severity = description.severity(given: severities)
            return severity == .off ? nil : ActiveRule(rule: rule, id: description.id, severity: severity)
        }
    }

    /// The front end that reads a file of this name into a spec, with the limits and decoder above: Interface
    /// Builder's for `.storyboard` and `.xib`, YAML for every other name (a file is taken as named).
    func frontEnd(for path: String) -> any FrontEnd {
        switch InputFormat(path: path) {
        case .yaml: return YAMLFrontEnd(limits: limits, decoder: decoder)
        case .interfaceBuilder: return InterfaceBuilderFrontEnd(limits: limits, decoder: decoder, path: path)
        }
    }

    /// Creates a linter with every rule, at default severities and options unless overridden.
    public init(severities: [RuleID: Severity] = [:], options: [RuleID: [String: Int]] = [:], limits: ParseLimits = .default,
                model: ReferenceModel = ReferenceModel(), decoder: SpecDecoder = SpecDecoder()) {
        self.severities = severities
        self.limits = limits
        self.rules = RuleRegistry.checks(options: options)
        self.active = Self.active(rules, severities: severities)
        self.activeIDs = Set(active.map(\.id))
        self.model = model
        self.decoder = decoder
    }

    /// The severity in effect for a rule; a rule with a pinned severity (`yaml-syntax`) can never be turned down.
    public func severity(of rule: RuleDescription) -> Severity {
        rule.severity(given: severities)
    }

    /// Lints one file: every finding of its rules, in report order, with its fixes placed in the text, and the
    /// file's comments for the policy stage, which applies its `# piclint:` directives and the findings limit
    /// (`FilePolicy`); `path` is how reports name the file. With `skipIfNotSpec`, a file that is not plainly a spec
    /// (see `SpecRecognition`) gives an empty report marked `skippedAsNotSpec`, judged from the one parse the
    /// linting uses.
    public func lint(_ source: SourceFile, path: String, skipIfNotSpec: Bool = false) -> FileReport {
        let frontEnd = frontEnd(for: path)
        guard let read = frontEnd.read(source, skipIfNotSpec: skipIfNotSpec) else {
            var skipped = FileReport(path: path, diagnostics: [])
            skipped.skippedAsNotSpec = true
            return skipped
        }
        var report = lint(read.spec, path: path)
        // Fixes become byte edits of this file; one that does not fit the text is dropped, never guessed at.
        // libyaml reads UTF-16 as UTF-8 it converted to, so its marks name no byte of such a file: no edit is
        // placed there, and the report says how many fixes that leaves out.
        if report.diagnostics.contains(where: { $0.pendingFix != nil }) {
            let placeable = source.encoding == .utf8
            for index in report.diagnostics.indices {
                if let fix = report.diagnostics[index].pendingFix {
                    if placeable {
                        report.diagnostics[index].fix = ResolvedFix(fix, in: read, by: frontEnd)
                    } else {
                        report.unplacedFixes += 1
                        if fix.applicability == .unsafe { report.unplacedSuggestions += 1 }
                    }
                }
                report.diagnostics[index].pendingFix = nil
            }
        }
        // A file without comments has no directive, so it needs no control places either.
        report.comments = FileComments(read.comments, lineCount: read.source.lineCount, unreadFrom: read.unreadFrom,
                                       controls: read.comments.isEmpty ? ControlPlaces() : ControlPlaces(read.spec))
        return report
    }

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
            let context = ScreenContext(screen: screen, model: model, activeRules: activeIDs)
            for control in context.controls {
                if let model = control.model {
                    controls.append(ModeledControl(file: path, screen: screen, control: control.control, model: model))
                }
            }
            let first = diagnostics.count
            for check in active {
                for finding in check.rule.check(context) {
                    var diagnostic = Diagnostic(file: path, range: finding.range, severity: check.severity, rule: check.id,
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
