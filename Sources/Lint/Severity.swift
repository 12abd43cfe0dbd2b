/// How much a finding matters; `off` turns a rule off.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    case off, info, warning, error

    private var rank: Int {
        switch self {
        case .off: return 0
        case .info: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// The least severity that fails a run (`failOn` in a config, `--fail-on` on the command line), or `never`.
public enum FailureThreshold: String, Sendable, Hashable, CaseIterable {
    case error, warning, info, never

    /// The severity a finding needs to fail the run; nil for `never`.
    public var threshold: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .info: return .info
        case .never: return nil
        }
    }
}
