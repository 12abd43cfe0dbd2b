import Lint

/// Everything a reporter needs: the files linted, in order, with their diagnostics.
public struct ReportInput: Sendable {
    /// One entry per file linted, in report order.
    public var files: [FileReport]

    /// Creates a report input.
    public init(files: [FileReport]) {
        self.files = files
    }

    /// Every diagnostic, in report order (file, line, column, rule).
    public var diagnostics: [Diagnostic] {
        files.flatMap(\.diagnostics).sorted(by: Diagnostic.reportOrder)
    }

    /// The counts of the run.
    public var summary: Summary {
        Summary(files: files.count, diagnostics: diagnostics, suppressed: files.reduce(0) { $0 + $1.suppressed },
                baselined: files.reduce(0) { $0 + $1.baselined })
    }
}
