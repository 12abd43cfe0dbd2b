import Lint
import Spec

/// Everything a reporter needs: the files linted, in order, with their diagnostics.
public struct ReportInput: Sendable {
    /// One entry per file linted, in report order.
    public var files: [FileReport]
    /// Findings `--quiet` left out of the listing, by severity: still counted in the summary, and said.
    public var quieted: [Severity: Int]
    /// How many files were left alone as not specs: counted in the summary, listed nowhere.
    public var skippedNotSpecs: Int
    /// Of those, the Swift files that hold no picker.
    public var skippedSwiftFiles: Int

    /// Creates a report input; the files skipped as not specs are taken out of `files` and counted.
    public init(files: [FileReport], quieted: [Severity: Int] = [:]) {
        self.files = files.filter { !$0.skippedAsNotSpec }
        self.quieted = quieted
        self.skippedNotSpecs = files.count - self.files.count
        self.skippedSwiftFiles = files.count { $0.skippedAsNotSpec && InputFormat(path: $0.path) == .swift }
    }

    /// Every diagnostic, in report order (file, line, column, rule).
    public var diagnostics: [Diagnostic] {
        Diagnostic.inReportOrder(files.flatMap(\.diagnostics))
    }

    /// The counts of the run.
    public var summary: Summary {
        var summary = Summary()
        for file in files { summary.add(file) }
        summary.skippedNotSpecs = skippedNotSpecs
        summary.skippedSwiftFiles = skippedSwiftFiles
        summary.add(quieted: quieted)
        return summary
    }
}

/// Where a report's bytes go as it is written: a file, standard output, or memory.
public protocol ReportSink {
    /// Appends bytes; a sink that fails remembers why and ignores the rest.
    mutating func write(_ bytes: ArraySlice<UInt8>)
    /// Appends a text's UTF-8 bytes. By default a copy of them; a sink that can take the string's own bytes
    /// (a file, standard output) does, since a report can be many megabytes.
    mutating func write(_ text: String)
}

extension ReportSink {
    public mutating func write(_ text: String) {
        write(ArraySlice(text.utf8))
    }
}

/// A sink that keeps the report in memory.
public struct MemorySink: ReportSink {
    /// The bytes written.
    public var bytes: [UInt8] = []

    /// Creates an empty sink.
    public init() {}

    public mutating func write(_ bytes: ArraySlice<UInt8>) {
        self.bytes.append(contentsOf: bytes)
    }
}
