import Lint
import Policy
import Spec
import Source
import YAML

/// Which fixes `--fix` and `--fix-dry-run` make. A type of its own rather than a Bool, so every caller of the fixer
/// says which it means, and a suggestion is never made by a forgotten default argument.
public enum FixSelection: Sendable, Hashable {
    /// The safe fixes alone, which cannot change what a screen means: `--fix`.
    case safeOnly
    /// The suggestions too, which may (a sort, a guess): `--fix --unsafe-fixes`.
    case includingUnsafe

    /// Whether fixes of this applicability are made.
    public func allows(_ applicability: Fix.Applicability) -> Bool {
        switch applicability {
        case .safe: return true
        case .unsafe: return self == .includingUnsafe
        }
    }
}

/// What `--fix` made of one file, in memory: nothing is written here.
public struct FixOutcome: Sendable {
    /// How reports name the file, and where it is.
    public var input: InputFile
    /// The text as it was, and as the fixes leave it.
    public var original: [UInt8]
    public var fixed: [UInt8]
    /// How many fixes were made.
    public var applied: Int
    /// Why the file is left as it was, when a fix would have made it worse.
    public var refused: String?
    /// The file as it was when read (nil when the text came from elsewhere, as the fuzz target's does): `write`
    /// replaces only that very file, unchanged since.
    public var snapshot: FileSnapshot?
    /// The suggested fixes the selection left unmade, counted on the text as the fixes leave it (a suggestion may
    /// only appear once a safe fix is made: a list is sorted after its repeat goes), so the command line can say
    /// how many `--unsafe-fixes` would add. None for a file `--fix` cannot edit (UTF-16): no selection would help.
    public var suggestionsNotMade = 0

    /// Whether the fixes change the file.
    public var changed: Bool { refused == nil && fixed != original }
}

extension LintRunner {
    /// The most passes over one file: fixes that touch text an earlier fix changed wait for the next pass.
    static let fixPasses = 10

    /// Fixes one file in memory: lints it, makes every fix the selection allows that does not overlap another, and
    /// lints again until nothing is left to fix. The result is refused when it reads worse than the original (a
    /// syntax error or more spec findings), which no fix should cause. Nil for standard input and for files that
    /// cannot be read.
    public func fix(_ input: InputFile, selection: FixSelection) -> FixOutcome? {
        guard case .path(let path) = input.source else { return nil }
        let engine = linter(for: input.displayPath)
        // Before the read: a change made during it then shows as a different snapshot when the fix is written.
        let snapshot = FileSnapshot.of(path)
        guard case .success(let original) = FileSystem.read(path, limit: engine.limits.maxFileSize) else { return nil }
        var outcome = Self.fix(InputFormat(path: input.displayPath).source(original), of: input, with: engine,
                               selection: selection)
        outcome.snapshot = snapshot
        return outcome
    }

    /// Writes a fixed file back in place, whole or not at all (see `OutputFile.replace`): only over the file the
    /// fix read, unchanged since (checked when it is opened and again just before the rename; `changedMeanwhile`
    /// says it was not), keeping its owner, group, mode and extended attributes (ACLs among them). The temporary
    /// file is recorded in `temporaryFiles` until the rename. Nil when written.
    public static func write(_ outcome: FixOutcome, sweep: inout LeftoverSweep, temporaryFiles: TemporaryFiles) -> OutputProblem? {
        write(outcome, sweep: &sweep, temporaryFiles: temporaryFiles, seam: .none)
    }

    /// `write`, with a point inside the commit where a test can change the file as an editor would.
    static func write(_ outcome: FixOutcome, sweep: inout LeftoverSweep, temporaryFiles: TemporaryFiles,
                      seam: CommitSeam) -> OutputProblem? {
        guard case .path(let path) = outcome.input.source else {
            return OutputProblem("standard input is no file to write back to")
        }
        // A file not looked at when read cannot be shown to be unchanged: left alone.
        guard let snapshot = outcome.snapshot else { return .changed }
        var file: OutputFile
        switch OutputFile.replace(path, expected: OutputFile.Original(snapshot: snapshot, bytes: outcome.original),
                                  sweep: &sweep, temporaryFiles: temporaryFiles) {
        case .success(let opened): file = opened
        case .failure(let problem): return problem
        }
        outcome.fixed.withUnsafeBytes { file.write($0) }
        return file.commit(seam: seam)
    }

    /// One pass of `--fix`: the text before, the fixes made, and the text after.
    public struct FixPass: Sendable {
        public var before: [UInt8]
        public var applied: [ResolvedFix]
        /// The rules whose fixes were made.
        public var rules: Set<RuleID>
        public var after: [UInt8]
    }

    /// Fixes a file with an engine, making only the fixes the selection allows, and hands each pass to `observe`
    /// (the fuzz target checks every pass).
    public static func fix(_ source: SourceFile, of input: InputFile, with engine: Linter, selection: FixSelection,
                           observe: (FixPass) -> Void = { _ in }) -> FixOutcome {
        let original = source.bytes
        // Fixing reads every finding the file's comments leave, not a report's first ones: the per-file findings
        // limit bounds reports, and a capped list would hide fixes and let the before/after comparison below miss
        // problems past the cut.
        let policy = FilePolicy(severities: engine.severities, maxFindings: .max)
        func lint(_ source: SourceFile, skipIfNotSpec: Bool = false) -> FileReport {
            policy.lint(source, path: input.displayPath, skipIfNotSpec: skipIfNotSpec, with: engine)
        }
        let before = lint(source, skipIfNotSpec: input.skipIfNotSpec)
        // A file left alone as no spec is left alone by --fix too: a workflow's keys are no spec keys to rename.
        if before.skippedAsNotSpec { return FixOutcome(input: input, original: original, fixed: original, applied: 0) }
        let encoding = source.encoding
        if encoding != .utf8 {
            // Edits are made in UTF-8; written into a UTF-16 file they would corrupt it, so it is left whole.
            var result = FixOutcome(input: input, original: original, fixed: original, applied: 0)
            // Only the fixes this run would have made count: a suggestion nobody asked for is no loss to report.
            let unmade = before.unplacedFixes - (selection.allows(.unsafe) ? 0 : before.unplacedSuggestions)
            if unmade > 0 {
                result.refused = "the file is \(encoding.name), and --fix edits UTF-8 files only; it is left as it was "
                    + "(\(unmade) fix\(unmade == 1 ? "" : "es") not made): convert it to UTF-8 to have it fixed"
            }
            return result
        }
        var current = source
        var report = before
        var applied = 0
        for _ in 0..<Self.fixPasses {
            // Only the allowed fixes take part: a suggestion left out must not hold a safe fix back by overlapping it.
            let fixes = report.diagnostics.compactMap(\.fix).filter { selection.allows($0.applicability) }
            guard !fixes.isEmpty else { break }
            let outcome = current.applying(fixes, edits: \.edits)
            guard !outcome.applied.isEmpty else { break }
            let made = Set(outcome.applied)
            let rules = Set(report.diagnostics.filter { $0.fix.map(made.contains) ?? false }.map(\.rule))
            observe(FixPass(before: current.bytes, applied: outcome.applied, rules: rules, after: outcome.text))
            current = SourceFile(outcome.text, lineBreaks: current.lineBreaks)
            applied += outcome.applied.count
            report = lint(current)
        }
        var result = FixOutcome(input: input, original: original, fixed: current.bytes, applied: applied,
                                suggestionsNotMade: Self.withheld(by: selection, in: report))
        let (problemsBefore, problemsAfter) = (inputProblems(before), inputProblems(report))
        if problemsAfter.contains(where: { $0.value > problemsBefore[$0.key, default: 0] }) {
            let (countBefore, countAfter) = (problemsBefore.values.reduce(0, +), problemsAfter.values.reduce(0, +))
            result.refused = "the fixes would leave more problems with its YAML or spec format (\(countAfter) instead of "
                + "\(countBefore)); it is left as it was"
            result.fixed = original
            result.applied = 0
            result.suggestionsNotMade = Self.withheld(by: selection, in: before)
        }
        return result
    }

    /// How many distinct fixes of a report the selection does not allow (a fix in an anchor, reported for every
    /// control that merges it, is one fix).
    static func withheld(by selection: FixSelection, in report: FileReport) -> Int {
        Set(report.diagnostics.compactMap(\.fix).filter { !selection.allows($0.applicability) }).count
    }

    /// Findings about the file's YAML and spec format, by rule, which no fix may add to: a fix that trades one
    /// syntax error for another is refused as surely as one that adds an error.
    public static func inputProblems(_ report: FileReport) -> [RuleID: Int] {
        var counts: [RuleID: Int] = [:]
        for diagnostic in report.diagnostics where guarded.contains(diagnostic.rule) {
            counts[diagnostic.rule, default: 0] += 1
        }
        return counts
    }

    /// The rules no fix may add findings to (`yaml-syntax`, `spec-invalid`, `duplicate-key`).
    static let guarded = RuleRegistry.ids(where: \.guardsFixes)
}
