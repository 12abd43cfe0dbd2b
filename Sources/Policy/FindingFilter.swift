import Lint

/// The run's filter, file by file as the reports arrive (so none waits for the whole run): the baseline hides the
/// findings it accepts, the gate's counts take every finding left, then `--quiet` shortens the listing. Reports
/// are written from what it lets through; the gate judges `counts`.
public struct FindingFilter: Sendable {
    private var baseline: Baseline.Matcher?
    private var quiet: QuietFilter
    /// Every finding the baseline left, whatever `--quiet` hides: what the gate judges.
    public private(set) var counts = FindingCounts()

    /// A filter with a baseline (nil: none) and `--quiet` on or off.
    public init(baseline: Baseline.Matcher?, quiet: Bool) {
        self.baseline = baseline
        self.quiet = QuietFilter(enabled: quiet)
    }

    /// Whether a baseline hides findings: its matches are counted across files, so such a filter sees every file.
    public var hasBaseline: Bool { baseline != nil }

    /// One file's report as the reports show it.
    public mutating func filter(_ report: FileReport) -> FileReport {
        var report = report
        report = baseline?.filter(report) ?? report
        counts.add(report.diagnostics)
        return quiet.filter(report)
    }

    /// Adds the counts of a filter without a baseline that saw other files: a run without one filters each file on
    /// the worker that linted it, each file being all such a filter needs, and adds up the counts here.
    public mutating func absorb(_ other: FindingFilter) {
        counts.add(other.counts)
        quiet.absorb(other.quiet)
    }

    /// The findings `--quiet` left out of the listing, by severity.
    public var quieted: [Severity: Int] { quiet.quieted }

    /// The baseline's entries that matched no finding (once every file has passed).
    public var staleEntries: [Baseline.Entry] { baseline?.stale ?? [] }
}
