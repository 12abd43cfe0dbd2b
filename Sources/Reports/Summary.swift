import Lint
import Spec

/// The counts a report closes with.
public struct Summary: Sendable, Hashable {
    /// Files linted.
    public var files: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    /// Findings suppressed by `# piclint:` comments.
    public var suppressed: Int
    /// Findings the baseline hid.
    public var baselined: Int
    /// YAML files left alone because they are not specs (a folder's workflows, compose files...); not in `files`.
    public var skippedNotSpecs: Int
    /// Of those, the Swift files left alone because they hold no picker piclint reads (said apart: no Swift file is a spec).
    public var skippedSwiftFiles = 0

    /// Findings counted above that `--quiet` left out of the listing.
    public var quieted: Int

    /// No files, no findings: the counts before a run, which `add` adds to file by file.
    public init() {
        files = 0
        errors = 0
        warnings = 0
        infos = 0
        suppressed = 0
        baselined = 0
        skippedNotSpecs = 0
        quieted = 0
    }

    /// Findings past a file's findings limit that no report lists (each such file closes with one finding saying
    /// how many); the counts above are of the findings reported.
    public var omitted = 0

    /// The findings reported, per rule and severity (`--statistics`).
    public var ruleCounts = RuleCounts()

    /// Counts one file's report as the reports show it (a file skipped as not a spec only as such).
    public mutating func add(_ file: FileReport) {
        guard !file.skippedAsNotSpec else {
            skippedNotSpecs += 1
            if InputFormat(path: file.path) == .swift { skippedSwiftFiles += 1 }
            return
        }
        files += 1
        suppressed += file.suppressed
        baselined += file.baselined
        for diagnostic in file.diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            case .off: break
            }
            ruleCounts.add(diagnostic)
            omitted += diagnostic.omitted?.values.reduce(0, +) ?? 0
        }
    }

    /// Counts the findings `--quiet` left out of the listing, which count all the same.
    public mutating func add(quieted: [Severity: Int]) {
        errors += quieted[.error, default: 0]
        warnings += quieted[.warning, default: 0]
        infos += quieted[.info, default: 0]
        self.quieted += quieted.values.reduce(0, +)
    }

    /// `3 files, 2 errors, 4 warnings` (infos only when there are some).
    public var sentence: String {
        var parts = [Self.count(files, "file"), Self.count(errors, "error"), Self.count(warnings, "warning")]
        if infos > 0 { parts.append(Self.count(infos, "info")) }
        var hidden: [String] = []
        if suppressed > 0 { hidden.append("\(suppressed) suppressed") }
        if baselined > 0 { hidden.append("\(baselined) baselined") }
        if omitted > 0 { hidden.append("\(omitted) more not reported") }
        if quieted > 0 { hidden.append("\(quieted) not listed with --quiet") }
        // Said every time, so a file piclint passed over is never a mystery.
        let skippedYAML = skippedNotSpecs - skippedSwiftFiles
        if skippedYAML > 0 {
            hidden.append("\(Plural.counted(skippedYAML, "YAML file")) skipped: \(Plural.noun(skippedYAML, "not a spec", "not specs"))")
        }
        if skippedSwiftFiles > 0 {
            hidden.append("\(Plural.counted(skippedSwiftFiles, "Swift file")) skipped: no picker")
        }
        return parts.joined(separator: ", ") + (hidden.isEmpty ? "" : " (" + hidden.joined(separator: ", ") + ")")
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        Plural.counted(number, noun)
    }
}
