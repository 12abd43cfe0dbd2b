import Lint

/// `--quiet`: lists errors only. It shortens the listing, never the counts: what it leaves out is counted here and
/// said in every summary, and the gate judges every finding, so the summary cannot contradict the exit code.
public struct QuietFilter: Sendable {
    /// Whether `--quiet` was given; if not, the filter passes everything.
    public var enabled: Bool
    /// The findings left out of the listing so far, by severity.
    public private(set) var quieted: [Severity: Int] = [:]

    /// A filter, on or off.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// The report with what `--quiet` leaves out removed (and counted).
    public mutating func filter(_ report: FileReport) -> FileReport {
        guard enabled else { return report }
        var report = report
        report.diagnostics = report.diagnostics.filter { diagnostic in
            // The finding that closes a file past the findings limit stands for those left out: kept, so they are counted.
            guard diagnostic.severity != .error, diagnostic.omitted == nil else { return true }
            quieted[diagnostic.severity, default: 0] += 1
            return false
        }
        return report
    }

    /// Adds what another filter left out.
    public mutating func absorb(_ other: QuietFilter) {
        quieted.merge(other.quieted, uniquingKeysWith: +)
    }
}
