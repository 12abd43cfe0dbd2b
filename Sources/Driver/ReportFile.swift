import Reports

/// A report written piece by piece into an `OutputFile`: a regular file is renamed into place only when whole, so
/// readers see the old report or the new one, never half of one; a device or pipe is written as it is.
public struct ReportFile: ReportSink {
    private var file: OutputFile

    /// Opens the report's file (see `OutputFile.create`).
    public static func open(_ path: String, temporaryFiles: TemporaryFiles) -> Result<ReportFile, OutputProblem> {
        OutputFile.create(path, temporaryFiles: temporaryFiles).map { ReportFile(file: $0) }
    }

    public mutating func write(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { file.write($0) }
    }

    /// Writes bytes wherever they live; after a failure the rest is ignored and `commit` reports it.
    public mutating func write(_ bytes: UnsafeRawBufferPointer) {
        file.write(bytes)
    }

    /// The string's own bytes, not a copy: a report can be many megabytes.
    public mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Puts the finished report in place; on any failure leaves the old one and returns why.
    public mutating func commit() -> String? {
        file.commit()?.message
    }

    /// Writes a whole text (a baseline, a config) whole or not at all; returns the error, if any.
    public static func write(_ text: String, to path: String, temporaryFiles: TemporaryFiles) -> String? {
        var report: ReportFile
        switch open(path, temporaryFiles: temporaryFiles) {
        case .success(let opened): report = opened
        case .failure(let problem): return problem.message
        }
        report.write(text)
        return report.commit()
    }
}
