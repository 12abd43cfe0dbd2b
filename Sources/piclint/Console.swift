import Driver
import Foundation
import Reports
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard streams, the terminal, and files piclint writes: all the command line's I/O in one place.
enum Console {
    enum Stream {
        case standardOutput, standardError

        var descriptor: Int32 { self == .standardOutput ? 1 : 2 }
    }

    static func standardOutput(_ text: String) { write(text, to: .standardOutput) }
    static func standardError(_ text: String) { write(text, to: .standardError) }

    /// Writes a string's own UTF-8 bytes, without copying a report of many megabytes first.
    private static func write(_ text: String, to stream: Stream) {
        var text = text
        text.withUTF8 { _ = RawIO.writeAll(stream.descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Whether a stream is a terminal (a person is reading).
    static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.descriptor) != 0
    }

    /// Whether the user asked for no colour (https://no-color.org: set and not empty).
    static var noColorRequested: Bool {
        if let value = ProcessInfo.processInfo.environment["NO_COLOR"], !value.isEmpty { return true }
        return ProcessInfo.processInfo.environment["TERM"] == "dumb"
    }

    /// Writes a report, baseline or config whole or not at all (see `OutputFile.create`); returns the error, if any.
    static func writeAtomically(_ text: String, to path: String) -> String? {
        var report: ReportFile
        switch ReportFile.open(path) {
        case .success(let opened): report = opened
        case .failure(let problem): return problem.message
        }
        report.write(text)
        return report.commit()
    }
}

extension Console {
    /// Replaces a spec file's text with its fixes, whole or not at all, keeping its owner, group and mode; refuses
    /// what is not a regular file, a file of several hard links and a read-only file (see `OutputFile.replace`).
    /// A symbolic link is followed and kept. `sweep` is the run's, so each folder is searched for leftovers once.
    /// Returns the error, if any.
    static func replaceAtomically(_ path: RawPath, with bytes: [UInt8], sweep: inout LeftoverSweep) -> String? {
        var file: OutputFile
        switch OutputFile.replace(path, sweep: &sweep) {
        case .success(let opened): file = opened
        case .failure(let problem): return problem.message
        }
        bytes.withUnsafeBytes { file.write($0) }
        return file.commit()?.message
    }
}

/// A report written piece by piece into an `OutputFile`: a regular file is renamed into place only when whole, so
/// readers see the old report or the new one, never half of one; a device or pipe is written as it is.
struct ReportFile: ReportSink {
    private var file: OutputFile

    /// Opens the report's file (see `OutputFile.create`).
    static func open(_ path: String) -> Result<ReportFile, OutputProblem> {
        OutputFile.create(path).map { ReportFile(file: $0) }
    }

    mutating func write(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { file.write($0) }
    }

    /// Writes bytes wherever they live; after a failure the rest is ignored and `commit` reports it.
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        file.write(bytes)
    }

    /// The string's own bytes, not a copy: a report can be many megabytes.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
    }

    /// Puts the finished report in place; on any failure leaves the old one and returns why.
    mutating func commit() -> String? {
        file.commit()?.message
    }
}

/// Standard output as a report sink.
struct StandardOutputSink: ReportSink {
    mutating func write(_ bytes: ArraySlice<UInt8>) {
        _ = bytes.withUnsafeBytes { RawIO.writeAll(1, $0) }
    }

    mutating func write(_ text: String) {
        Console.standardOutput(text)
    }
}
