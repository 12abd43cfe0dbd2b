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

    /// One file's part of both streams, for a run whose files come in path order, each path once; past a megabyte,
    /// each stream hands its bytes on to a store `overflow` makes as it is written (a big file's part is not held whole).
    public func part(of file: FileReport, overflow: (any PartOverflow)? = nil) -> ReportPart {
        var part = ReportPart(overflow: overflow)
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
    public var sorted: PartStream
    /// Bytes in input order (JSON's controls, HTML's sections).
    public var inputOrdered: PartStream
    /// JUnit's test cases, and how many of them fail.
    public var tests = 0
    public var failures = 0

    /// An empty part; with an overflow, each stream keeps at most about a megabyte in memory.
    public init(overflow: (any PartOverflow)? = nil) {
        sorted = PartStream(overflow: overflow)
        inputOrdered = PartStream(overflow: overflow)
    }

    mutating func appendSorted(_ text: String) { sorted.append(contentsOf: text.utf8) }
    mutating func appendInputOrdered(_ text: String) { inputOrdered.append(contentsOf: text.utf8) }
}

/// Makes the stores a part's streams hand their bytes on to once they hold more than `PartStream.memoryLimit`.
/// The command line's are spill files (unnamed temporary files); a report rendered in memory has none.
public protocol PartOverflow: Sendable {
    /// A new, empty store; nil when none can be made, and the bytes then stay in memory.
    func makeStore() -> (any PartStore)?
}

/// Bytes kept in order, out of memory, and read back in order. A class: a part's stream and the copies the run
/// hands between threads refer to one store, which only the part's writer appends to, before it hands the part on.
public protocol PartStore: AnyObject, Sendable {
    /// Appends bytes after those already stored.
    func append(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Hands the stored bytes back in order, in chunks.
    func replay(_ chunk: ([UInt8]) -> Void)
}

/// One of a part's streams: the bytes written last in memory, and, once there were more than `memoryLimit`, those
/// before them in a store. A file of 50,000 controls writes 38 MB of JSON controls and 60 MB of HTML, which would
/// otherwise be held whole until the report is assembled. A stream has one writer: a copy shares its store, so
/// only one copy is appended to (the part is written, then handed on and read).
public struct PartStream: Sendable {
    /// How many bytes a stream with an overflow holds in memory before it hands them to its store.
    public static let memoryLimit = 1 << 20

    /// The bytes not handed to the store.
    public private(set) var tail: [UInt8] = []
    /// The bytes before `tail`, once there is a store.
    private var store: (any PartStore)?
    /// Where a store comes from; nil to keep everything in memory (also once a store could not be made).
    private var overflow: (any PartOverflow)?
    /// How many bytes the stream holds, stored and in memory.
    public private(set) var count = 0

    /// An empty stream.
    public init(overflow: (any PartOverflow)? = nil) {
        self.overflow = overflow
    }

    /// Every byte, gathered in memory.
    public var bytes: [UInt8] {
        guard store != nil else { return tail }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        replay { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Hands the bytes back in order, in chunks.
    public func replay(_ chunk: ([UInt8]) -> Void) {
        store?.replay(chunk)
        if !tail.isEmpty { chunk(tail) }
    }

    /// Appends bytes.
    public mutating func append<Bytes: Collection<UInt8>>(contentsOf bytes: Bytes) {
        tail.append(contentsOf: bytes)
        count += bytes.count
        handOnIfFull()
    }

    /// Makes room for `additional` more bytes in memory, as much of it as the stream will hold there.
    public mutating func reserve(_ additional: Int) {
        let held = overflow == nil ? additional : min(additional, Self.memoryLimit)
        let needed = tail.count + held
        // Grown at least twofold, as appending grows it, so a part that gathers many files is not copied for each.
        if tail.capacity < needed { tail.reserveCapacity(max(needed, 2 * tail.capacity)) }
    }

    private mutating func handOnIfFull() {
        guard tail.count >= Self.memoryLimit, let overflow else { return }
        if store == nil {
            store = overflow.makeStore()
            guard store != nil else {
                self.overflow = nil
                return
            }
        }
        tail.withUnsafeBufferPointer { store?.append($0) }
        tail.removeAll(keepingCapacity: true)
    }
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

    func replaySorted(_ chunk: ([UInt8]) -> Void) { part.sorted.replay(chunk) }
    func replayInputOrdered(_ chunk: ([UInt8]) -> Void) { part.inputOrdered.replay(chunk) }
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
