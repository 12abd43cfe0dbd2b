import Lint
import Spec

/// A run's findings by severity, counting those past a file's findings limit (the finding that stands for them is
/// not one itself): what the gate judges.
public struct FindingCounts: Sendable, Hashable {
    public var errors = 0, warnings = 0, infos = 0

    /// No findings.
    public init() {}

    /// The counts of some findings.
    public init(_ diagnostics: [Diagnostic]) {
        add(diagnostics)
    }

    /// Counts more findings.
    public mutating func add(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            for (severity, count) in diagnostic.omitted ?? [diagnostic.severity: 1] {
                switch severity {
                case .error: errors += count
                case .warning: warnings += count
                case .info: infos += count
                case .off: break
                }
            }
        }
    }

    /// Adds other counts.
    public mutating func add(_ other: FindingCounts) {
        errors += other.errors
        warnings += other.warnings
        infos += other.infos
    }

    /// "2 errors and 1 warning", the findings at or above the threshold, or nil when none reaches it.
    public func atOrAbove(_ threshold: Severity) -> String? {
        let reaching = [(Severity.error, errors, "error"), (.warning, warnings, "warning"), (.info, infos, "info")]
            .filter { $0.0 >= threshold && $0.1 > 0 }
            .map { Self.counted($0.1, $0.2) }
        guard !reaching.isEmpty else { return nil }
        return reaching.count == 1 ? reaching[0] : reaching.dropLast().joined(separator: ", ") + " and " + (reaching.last ?? "")
    }

    /// "1 file", "3 warnings", "1,200 errors": thousands grouped, as every count piclint prints.
    public static func counted(_ count: Int, _ noun: String) -> String {
        Plural.grouped(count, noun)
    }
}

/// What turns a run's findings into its exit status: `--fail-on` (else the config's `failOn`, else `error`) and
/// `--max-warnings`.
public struct Gate: Sendable, Hashable {
    /// Where the threshold came from, which the reason for a failure names.
    public enum Source: Sendable, Hashable {
        case commandLine, configuration, byDefault
    }

    public var failOn: FailureThreshold
    public var source: Source
    /// `--max-warnings`: more warnings than this fail the run.
    public var maxWarnings: Int?

    /// The gate for a run: the command line's threshold wins over the config's, and `error` is the default.
    public init(failOn commandLine: FailureThreshold?, configured: FailureThreshold?, maxWarnings: Int?) {
        if let commandLine {
            (failOn, source) = (commandLine, .commandLine)
        } else if let configured {
            (failOn, source) = (configured, .configuration)
        } else {
            (failOn, source) = (.error, .byDefault)
        }
        self.maxWarnings = maxWarnings
    }

    /// What the gate decided: an exit status, and for a failure why, in a line of its own.
    public struct Verdict: Sendable, Hashable {
        /// 0 passed, 1 failed on the findings.
        public var exitStatus: Int32
        /// Why the run failed ("failed: 2 warnings (--fail-on warning)"); nil when it passed.
        public var reason: String?

        static let passed = Verdict(exitStatus: 0, reason: nil)

        static func failed(_ reason: String) -> Verdict { Verdict(exitStatus: 1, reason: "failed: " + reason) }
    }

    /// The verdict on a run's findings (every one, whatever `--quiet` left out of the listing).
    public func verdict(on counts: FindingCounts) -> Verdict {
        if let threshold = failOn.threshold, let failing = counts.atOrAbove(threshold) {
            return .failed("\(failing) (\(describedSource))")
        }
        if let maxWarnings, counts.warnings > maxWarnings {
            return .failed("\(FindingCounts.counted(counts.warnings, "warning")), more than --max-warnings \(maxWarnings)")
        }
        return .passed
    }

    /// "--fail-on warning", "failOn: warning in the config", "--fail-on error, the default".
    private var describedSource: String {
        switch source {
        case .commandLine: return "--fail-on \(failOn.rawValue)"
        case .configuration: return "failOn: \(failOn.rawValue) in the config"
        case .byDefault: return "--fail-on \(failOn.rawValue), the default"
        }
    }
}
