import Lint
import Reports
import Synchronization

/// One report of a run, written as the files arrive: each file's part goes to spill files (unnamed temporary
/// files), and only the counts JUnit's head needs stay in memory. The report itself is written once the run is
/// over (`finish`), so a run that fails before then writes none, and a report file is still written whole or not
/// at all.
public struct ReportSpool {
    public let reporter: any ReportFormat
    private var sorted = SpillFile()
    private var inputOrdered = SpillFile()
    private var tests = 0
    private var failures = 0

    public init(reporter: any ReportFormat) {
        self.reporter = reporter
    }

    /// Appends one file's part.
    public mutating func append(_ part: ReportPart) {
        part.sorted.replay { sorted.append($0) }
        part.inputOrdered.replay { inputOrdered.append($0) }
        tests += part.tests
        failures += part.failures
    }

    /// How many of the parts' bytes are in memory (the rest are on disk): bounded, whatever the number of files.
    public var bytesInMemory: Int { sorted.bytesInMemory + inputOrdered.bytesInMemory }

    /// Writes the whole report to a sink: its head and tail (which need the run's counts) around the parts.
    public func finish(_ totals: ReportTotals, to sink: inout some ReportSink) {
        var totals = totals
        totals.tests = tests
        totals.failures = failures
        reporter.assemble(totals, parts: SpilledParts(sorted: sorted, inputOrdered: inputOrdered), to: &sink)
    }

    /// Gives the spill files' space back.
    public mutating func close() {
        sorted.close()
        inputOrdered.close()
    }
}

/// The spill files as a reporter reads them back.
private struct SpilledParts: ReportParts {
    let sorted: SpillFile
    let inputOrdered: SpillFile

    func replaySorted(_ chunk: ([UInt8]) -> Void) { sorted.replay(chunk) }
    func replayInputOrdered(_ chunk: ([UInt8]) -> Void) { inputOrdered.replay(chunk) }
}

/// Parts' stores as spill files: a part that grows past `PartStream.memoryLimit` (one big file's) goes to disk while
/// its worker writes it, and the spool copies it from there.
public struct SpilledPartOverflow: PartOverflow {
    /// Where the spill files go: nil for `$TMPDIR` (or /tmp), as the spool's.
    public var folder: String?

    public init(folder: String? = nil) {
        self.folder = folder
    }

    public func makeStore() -> (any PartStore)? {
        let file = SpillFile(in: folder)
        return file.isOnDisk ? SpilledPart(file) : nil
    }
}

/// One stream of one part, in a spill file of its own, closed when the part is done with.
private final class SpilledPart: PartStore {
    private let file: Mutex<SpillFile>

    init(_ file: SpillFile) {
        self.file = Mutex(file)
    }

    deinit {
        file.withLock { $0.close() }
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        file.withLock { $0.append(bytes) }
    }

    func replay(_ chunk: ([UInt8]) -> Void) {
        file.withLock { $0.replay(chunk) }
    }
}
