import Lint

/// A report written file by file: each file's part rendered alone (on the worker that linted it, when it can be),
/// the parts kept in order outside memory, and the head and tail written once the run's counts are known. So a
/// run of any number of files keeps only its counts in memory, and the in-memory `render` takes the same path.
public protocol FileByFileReporter: Reporter {
    /// Writes the part of the report's path-ordered stream (its findings) for files that share one path: nearly
    /// always one file; more only when standard input is named like a file, in input order.
    func writeSorted(_ group: [FileReport], into part: inout ReportPart)
    /// Writes one file's part of the report's input-ordered stream (the controls of JSON, the sections of HTML).
    func writeInputOrdered(_ file: FileReport, into part: inout ReportPart)
    /// Writes the whole report: its head and tail around the parts, replayed in order.
    func assemble(_ totals: ReportTotals, parts: some ReportParts, to sink: inout some ReportSink)
}

extension FileByFileReporter {
    public func writeInputOrdered(_ file: FileReport, into part: inout ReportPart) {}

    /// One file's part of both streams, for a run whose files come in path order, each path once.
    public func part(of file: FileReport) -> ReportPart {
        var part = ReportPart()
        writeSorted([file], into: &part)
        writeInputOrdered(file, into: &part)
        return part
    }

    /// The whole report, in memory: the files grouped by path for the path-ordered stream, as the run's reports
    /// order their findings (file, then position).
    public func write(_ input: ReportInput, to sink: inout some ReportSink) {
        var part = ReportPart()
        let order = input.files.indices.sorted { input.files[$0].path < input.files[$1].path } // stable: ties in input order
        var start = 0
        while start < order.count {
            var end = start + 1
            while end < order.count && input.files[order[end]].path == input.files[order[start]].path { end += 1 }
            writeSorted(order[start..<end].map { input.files[$0] }, into: &part)
            start = end
        }
        for file in input.files { writeInputOrdered(file, into: &part) }
        var totals = ReportTotals(quieted: input.quieted)
        for file in input.files { totals.add(file) }
        totals.listed.skippedNotSpecs = input.skippedNotSpecs
        totals.listed.skippedSwiftFiles = input.skippedSwiftFiles
        totals.tests = part.tests
        totals.failures = part.failures
        assemble(totals, parts: MemoryParts(part: part), to: &sink)
    }

    public func render(_ input: ReportInput) -> String {
        var sink = MemorySink()
        write(input, to: &sink)
        return String(decoding: sink.bytes, as: UTF8.self)
    }
}

/// One file's share of a report: its bytes in each of the report's two streams, and what it adds to the counts
/// the report's head gives.
public struct ReportPart: Sendable {
    /// Bytes in path order (the findings, which reports list by file).
    public var sorted: [UInt8] = []
    /// Bytes in input order (JSON's controls, HTML's sections).
    public var inputOrdered: [UInt8] = []
    /// JUnit's test cases, and how many of them fail.
    public var tests = 0
    public var failures = 0

    /// An empty part.
    public init() {}

    mutating func appendSorted(_ text: String) { sorted.append(contentsOf: text.utf8) }
    mutating func appendInputOrdered(_ text: String) { inputOrdered.append(contentsOf: text.utf8) }
}

/// The run-wide counts a report's head and tail give, added up file by file as the files are reported.
public struct ReportTotals: Sendable, Hashable {
    /// The files and findings reported so far (`Summary.add`), without `--quiet`'s.
    public var listed = Summary()
    /// Findings `--quiet` left out of the listing, by severity.
    public var quieted: [Severity: Int]
    /// JUnit's test cases and failures.
    public var tests = 0, failures = 0

    /// No files yet; `quieted` may be set once the run is over.
    public init(quieted: [Severity: Int] = [:]) {
        self.quieted = quieted
    }

    /// Counts one file's report as the reports show it (a file skipped as not a spec only as such).
    public mutating func add(_ file: FileReport) {
        listed.add(file)
    }

    /// The counts as the summary says them, `--quiet`'s left-out findings included.
    public var summary: Summary {
        var summary = listed
        summary.add(quieted: quieted)
        return summary
    }
}

/// A report's parts, handed back in order: each stream's bytes as they were appended, file by file.
public protocol ReportParts {
    func replaySorted(_ chunk: ([UInt8]) -> Void)
    func replayInputOrdered(_ chunk: ([UInt8]) -> Void)
}

/// Parts kept in memory (a report rendered whole, as tests and `render` make it).
struct MemoryParts: ReportParts {
    let part: ReportPart

    func replaySorted(_ chunk: ([UInt8]) -> Void) { chunk(part.sorted) }
    func replayInputOrdered(_ chunk: ([UInt8]) -> Void) { chunk(part.inputOrdered) }
}

extension ReportSink {
    /// Writes a stream of items that each lead with `,` (JSON fragments written with a depth): the first one's
    /// comma dropped. Returns whether any item was written.
    mutating func writeCommaLed(_ replay: (([UInt8]) -> Void) -> Void) -> Bool {
        var wrote = false
        replay { chunk in
            guard !chunk.isEmpty else { return }
            write(wrote ? chunk[...] : chunk.dropFirst())
            wrote = true
        }
        return wrote
    }
}
