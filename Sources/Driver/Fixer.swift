import Lint

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

    /// Whether the fixes change the file.
    public var changed: Bool { refused == nil && fixed != original }
}

extension LintRunner {
    /// The most passes over one file: fixes that touch text an earlier fix changed wait for the next pass.
    static let fixPasses = 10

    /// Fixes one file in memory: lints it, makes every fix that does not overlap another, and lints again until
    /// nothing is left to fix. The result is refused when it reads worse than the original (a syntax error or
    /// more spec findings), which no fix should cause. Nil for standard input and for files that cannot be read.
    public func fix(_ input: InputFile) -> FixOutcome? {
        guard case .path(let path) = input.source else { return nil }
        // Fixing reads every finding, not a report's first ones: the per-file findings limit bounds reports, and
        // a capped list would hide fixes and let the before/after comparison below miss problems past the cut.
        var engine = linter(for: input.displayPath)
        engine.limits.maxFindings = .max
        guard case .success(let original) = FileSystem.read(path, limit: engine.limits.maxFileSize) else { return nil }
        let before = engine.lint(original, path: input.displayPath)
        var bytes = original
        var report = before
        var applied = 0
        for _ in 0..<Self.fixPasses {
            let fixes = report.diagnostics.compactMap(\.fix)
            guard !fixes.isEmpty else { break }
            let outcome = FixApplier.apply(fixes, to: bytes)
            guard !outcome.applied.isEmpty else { break }
            bytes = outcome.bytes
            applied += outcome.applied.count
            report = engine.lint(bytes, path: input.displayPath)
        }
        var result = FixOutcome(input: input, original: original, fixed: bytes, applied: applied)
        let (problemsBefore, problemsAfter) = (Self.inputProblems(before), Self.inputProblems(report))
        if problemsAfter > problemsBefore {
            result.refused = "the fixes would make the file harder to read (\(problemsAfter) problems with its YAML or "
                + "spec format instead of \(problemsBefore)); it is left as it was"
            result.fixed = original
            result.applied = 0
        }
        return result
    }

    /// Findings about the file's YAML and spec format, which no fix may add to.
    private static func inputProblems(_ report: FileReport) -> Int {
        report.diagnostics.count { ["yaml-syntax", "spec-invalid", "duplicate-key"].contains($0.rule) }
    }
}
