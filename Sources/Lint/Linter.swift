import PickerModel
import Spec
import Source

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
    public var model: ReferenceModel
    /// How specs are read (the platform and locale for specs that give none).
    public var decoder: SpecDecoder
    /// The threads that check a screen of many controls (one unless told): the language server, which lints one
    /// document at a time, and a run of one big file share such a screen out.
    public var workers = ScreenWorkers.one
    /// Whether a file's report holds each picker's model (`FileReport.controls`), which the JSON and HTML reports and
    /// `simulate` show. A run whose reports show none, and the language server, do without: each model is a copy of
    /// what the rules were given, kept until the file is reported (12 MB for a file of 50,000 controls).
    public var keepsModels = true
    /// The front ends it reads files with, by format (YAML specs alone unless the tool that assembles it gives more: the
    /// piclint command gives `FrontEnds.all`).
    public var frontEnds: FrontEnds
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

    /// The front end that reads a file of this name into a spec, with the limits and decoder above, chosen from the
    /// front ends the linter was given by the file's name (a file is taken as named); nil for a format it was given
    /// no front end for.
    func frontEnd(for path: String) -> (any FrontEnd)? {
        frontEnds.frontEnd(for: path, limits: limits, decoder: decoder)
    }

    /// Whether a folder walk passes over a file of these bytes as no spec, told from the bytes alone (see
    /// `FrontEnd.passesOver`): `lint` with `skipIfNotSpec` would skip it too.
    public func passesOver(_ bytes: [UInt8], path: String) -> Bool {
        frontEnd(for: path)?.passesOver(bytes) ?? false
    }

    /// Creates a linter with every rule, at default severities and options unless overridden.
    public init(severities: [RuleID: Severity] = [:], options: [RuleID: [String: Int]] = [:], limits: ParseLimits = .default,
                model: ReferenceModel = ReferenceModel(), decoder: SpecDecoder = SpecDecoder(), frontEnds: FrontEnds = FrontEnds()) {
        self.severities = severities
        self.limits = limits
        self.rules = RuleRegistry.checks(options: options)
        self.active = Self.active(rules, severities: severities)
        self.activeIDs = Set(active.map(\.id))
        self.model = model
        self.decoder = decoder
        self.frontEnds = frontEnds
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
        var everything = AllFindings()
        return lint(source, path: path, skipIfNotSpec: skipIfNotSpec, into: &everything)
    }

    /// Lints one file, handing each finding to a sink as it is made (see `FindingSink`): the report holds what the
    /// sink keeps, with the fixes of those findings placed in the text. A sink that keeps a report's first findings
    /// and counts the rest keeps a file of a million findings to the memory of a thousand.
    public func lint<Sink: FindingSink>(_ source: SourceFile, path: String, skipIfNotSpec: Bool = false, into sink: inout Sink) -> FileReport {
        guard let frontEnd = frontEnd(for: path) else {
            return unreadFormat(source, path: path, skipIfNotSpec: skipIfNotSpec, into: &sink)
        }
        guard var read = frontEnd.read(source, skipIfNotSpec: skipIfNotSpec, budget: sink.problemBudget) else {
            return .skippedAsNotSpec(path)
        }
        // A file without comments has no directive, so it needs no control places either.
        sink.begin(FileComments(read.comments, lineCount: read.source.lineCount, unreadFrom: read.unreadFrom,
                                controls: read.comments.isEmpty ? ControlPlaces() : ControlPlaces(read.spec)))
        // libyaml reads UTF-16 as UTF-8 it converted to, so its marks name no byte of such a file: no edit is placed
        // there, and the report says how many fixes that leaves out (of every finding, kept or not).
        var unplaced = UnplacedFixes(placeable: source.encoding == .utf8)
        // The problems are handed on and let go before the rules run: only the sink's keep.
        let problems = read.spec.problems
        read.spec.problems = []
        feed(problems, path: path, into: &sink, unplaced: &unplaced)
        // The problems the reader counted under the sink's budget, by kind: each kind's rule is on.
        for kind in SpecProblem.Kind.allCases {
            guard let leftOut = read.spec.leftOut[kind] else { continue }
            let rule = InputRules.description(of: kind)
            let first = Diagnostic(file: path, range: leftOut.first.range, severity: severity(of: rule), rule: rule.id,
                                   control: leftOut.first.control, message: leftOut.first.message, help: leftOut.first.help)
            sink.addLeftOut(leftOut.count, like: first)
            if !unplaced.placeable {
                unplaced.fixes += leftOut.fixes
                unplaced.suggestions += leftOut.suggestions
            }
        }
        let controls = check(read.spec, path: path, wording: frontEnd.wording, into: &sink, unplaced: &unplaced)
        let kept = sink.finish(path: path)
        var report = FileReport(path: path, diagnostics: kept.diagnostics, controls: controls)
        report.suppressed = kept.suppressed
        report.comments = kept.comments
        report.unplacedFixes = unplaced.fixes
        report.unplacedSuggestions = unplaced.suggestions
        // Fixes become byte edits of this file, for the findings kept alone; one that does not fit the text is
        // dropped, never guessed at.
        for index in report.diagnostics.indices {
            if let fix = report.diagnostics[index].pendingFix, unplaced.placeable {
                report.diagnostics[index].fix = ResolvedFix(fix, in: read, by: frontEnd)
            }
            report.diagnostics[index].pendingFix = nil
        }
        return report
    }

    /// A file of a format this linter was given no front end for: passed over in a walk, else one finding that says
    /// this build does not read it (a file named must never pass unchecked).
    private func unreadFormat<Sink: FindingSink>(_ source: SourceFile, path: String, skipIfNotSpec: Bool, into sink: inout Sink) -> FileReport {
        if skipIfNotSpec { return .skippedAsNotSpec(path) }
        sink.begin(FileComments([], lineCount: source.lineCount, unreadFrom: .start, controls: ControlPlaces()))
        let format = InputFormat(path: path)
        let rule = InputRules.description(of: format.syntaxProblem)
        sink.add(Diagnostic(file: path, range: SourceRange(at: .start), severity: severity(of: rule), rule: rule.id, control: nil,
                            message: "this build of piclint reads no \(format) files, so nothing in this one was checked",
                            help: "run the piclint command, which reads YAML specs, Interface Builder files and Swift source"))
        let kept = sink.finish(path: path)
        var report = FileReport(path: path, diagnostics: kept.diagnostics)
        report.suppressed = kept.suppressed
        report.comments = kept.comments
        return report
    }

    /// Fixes that cannot be placed in a file's text, counted as findings pass.
    private struct UnplacedFixes {
        let placeable: Bool
        var fixes = 0
        var suggestions = 0

        mutating func count(_ fix: Fix?) {
            guard !placeable, let fix else { return }
            fixes += 1
            if fix.applicability == .unsafe { suggestions += 1 }
        }
    }

    /// Lints an already decoded file: its diagnostics in report order, and the model of each picker.
    public func lint(_ file: SpecFile, path: String) -> FileReport {
        var everything = AllFindings()
        everything.begin(FileComments())
        var unplaced = UnplacedFixes(placeable: true)
        feed(file.problems, path: path, into: &everything, unplaced: &unplaced)
        let controls = check(file, path: path, wording: YAMLWording(), into: &everything, unplaced: &unplaced)
        return FileReport(path: path, diagnostics: everything.finish(path: path).diagnostics, controls: controls)
    }

    /// The problems found reading the file, as findings of the input rules that are on.
    private func feed<Sink: FindingSink>(_ problems: [SpecProblem], path: String, into sink: inout Sink, unplaced: inout UnplacedFixes) {
        for problem in problems {
            let rule = InputRules.description(of: problem.kind)
            let severity = severity(of: rule)
            guard severity != .off else { continue }
            var diagnostic = Diagnostic(file: path, range: problem.range, severity: severity, rule: rule.id,
                                        control: problem.control, message: problem.message, help: problem.help)
            diagnostic.pendingFix = problem.fix
            unplaced.count(problem.fix)
            sink.add(diagnostic)
        }
    }

    /// Runs the rules on every screen, handing their findings to the sink screen by screen; returns the model of
    /// each picker.
    private func check<Sink: FindingSink>(_ file: SpecFile, path: String, wording: any Wording, into sink: inout Sink,
                                          unplaced: inout UnplacedFixes)
        -> [ModeledControl] {
        var controls: [ModeledControl] = []
        if keepsModels { controls.reserveCapacity(file.screens.reduce(0) { $0 + $1.controls.count }) }
        for screen in file.screens {
            let workers = self.workers.forScreen(of: screen.controls.count)
            let context = ScreenContext(screen: screen, model: model, activeRules: activeIDs, wording: wording, workers: workers)
            for control in context.controls where keepsModels {
                if let model = control.model {
                    controls.append(ModeledControl(file: path, screen: screen, control: control.control, model: model))
                }
            }
            var diagnostics: [Diagnostic] = []
            // The active rules that found something here, by index: only they can keep a finding in another locale.
            var finders: [Int] = []
            // Shared out, each rule's findings are gathered first; on one thread, each rule's are handed on as made.
            let shared = workers.count > 1 ? workers.collect(active.count) { [active] index in active[index].rule.check(context) } : nil
            for (index, check) in active.enumerated() {
                let findings = shared?[index] ?? check.rule.check(context)
                if !findings.isEmpty { finders.append(index) }
                for finding in findings {
                    var diagnostic = Diagnostic(file: path, range: finding.range, severity: check.severity, rule: check.id,
                                                control: finding.control, message: finding.message, help: finding.help)
                    diagnostic.pendingFix = finding.fix
                    unplaced.count(finding.fix)
                    diagnostics.append(diagnostic)
                }
            }
            if screen.localeIsAssumed { diagnostics = keepingLocaleFree(diagnostics, on: screen, foundBy: finders) }
            // Named once here, from what each finding points at, so baselines and fingerprints need not read messages.
            FindingSubject.name(&diagnostics, from: 0, on: context)
            for diagnostic in diagnostics { sink.add(diagnostic) }
        }
        return controls
    }

    /// Locales unlike en_US in clock, first weekday, date order, decimal separator and script.
    static let otherReaders = ["de_DE", "ja_JP", "ar_EG"]

    /// The findings that readers in other locales would get too. When the file and the config name no locale, the
    /// reader's is unknown, and a finding that comes and goes with it (an order of names, a width of localized text)
    /// is a guess; one that holds in every locale (a minute interval of 7, numbers out of order) stands.
    private func keepingLocaleFree(_ diagnostics: [Diagnostic], on screen: Screen, foundBy finders: [Int]) -> [Diagnostic] {
        // Only the rules a locale can change need asking again; the others' findings hold in every locale.
        let finders = finders.filter { self.active[$0].rule.dependsOnLocale }
        guard !finders.isEmpty else { return diagnostics }
        struct Key: Hashable {
            var rule: RuleID
            var start: Mark
        }
        let asked = Set(finders.map { self.active[$0].id })
        var kept = Set(diagnostics.lazy.filter { asked.contains($0.rule) }.map { Key(rule: $0.rule, start: $0.range.start) })
        // A rule that checks each control alone can find again only on the controls it found something on: the
        // other controls of the screen are not simulated for it (a screen's pickers are mostly free of findings).
        let alone = Set(finders.lazy.filter { self.active[$0].rule.checksEachControlAlone }.map { self.active[$0].id })
        let found = Set(diagnostics.lazy.filter { alone.contains($0.rule) }.compactMap(\.control))
        let foundOn = screen.controls.indices.filter { found.contains(screen.controls[$0].id.value) }
        for locale in Self.otherReaders where !kept.isEmpty {
            var other = screen
            other.defaultLocale = locale
            // Made when a rule first needs it: the chosen controls, or (for a rule that reads the screen as a whole)
            // every control.
            var some: ScreenContext?
            var whole: ScreenContext?
            var foundHere: Set<Key> = []
            // Only the rules with a finding still kept can keep one: the others' findings would be intersected away.
            for index in finders {
                let check = active[index]
                guard kept.contains(where: { $0.rule == check.id }) else { continue }
                let context: ScreenContext
                if check.rule.checksEachControlAlone {
                    context = some ?? ScreenContext(screen: other, model: model, activeRules: activeIDs, controls: foundOn)
                    some = context
                } else {
                    context = whole ?? ScreenContext(screen: other, model: model, activeRules: activeIDs)
                    whole = context
                }
                for finding in check.rule.check(context) { foundHere.insert(Key(rule: check.id, start: finding.range.start)) }
            }
            kept.formIntersection(foundHere)
        }
        return diagnostics.filter { !asked.contains($0.rule) || kept.contains(Key(rule: $0.rule, start: $0.range.start)) }
    }
}
