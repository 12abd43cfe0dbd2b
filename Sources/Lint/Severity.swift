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
