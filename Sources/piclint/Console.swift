import Driver
import Foundation
import Reports
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

    /// Writes a file whole or not at all (a temporary file beside it, then a rename); returns the error, if any.
    static func writeAtomically(_ text: String, to path: String) -> String? {
        guard var file = ReportFile(path) else { return ReportFile.creationProblem(path) }
        // The string's own bytes, not a copy: a report can be many megabytes.
        var text = text
        text.withUTF8 { file.write(UnsafeRawBufferPointer($0)) }
        return file.commit()
    }
}

extension Console {
    /// Replaces a file's text whole or not at all, keeping its permissions: a temporary file beside the real file
    /// (a symbolic link is followed, not replaced), then a rename. Returns the error, if any.
    static func replaceAtomically(_ path: String, with bytes: [UInt8]) -> String? {
        guard let resolved = realpath(path, nil) else { return String(cString: strerror(errno)) }
        let target = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(target, &info) == 0 else { return String(cString: strerror(errno)) }
        guard var file = ReportFile(target) else { return ReportFile.creationProblem(target) }
        guard fchmod(file.descriptor, info.st_mode & 0o7777) == 0 else {
            let problem = String(cString: strerror(errno))
            _ = file.abandon()
            return problem
        }
        file.write(bytes[...])
        return file.commit()
    }
}

/// A report file written piece by piece into a temporary file beside it, and renamed into place only when whole:
/// readers see the old report or the new one, never half of one.
struct ReportFile: ReportSink {
    let path: String
    let temporary: String
    let descriptor: Int32
    private var failure: Int32?

    /// Opens the temporary file; nil when the folder does not take one.
    init?(_ path: String) {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).piclint-\(ProcessInfo.processInfo.processIdentifier).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return nil }
        self.path = path
        self.temporary = temporary
        self.descriptor = descriptor
    }

    /// Why a report file cannot be made.
    static func creationProblem(_ path: String) -> String {
        "cannot create a file in \(URL(fileURLWithPath: path).deletingLastPathComponent().path): \(String(cString: strerror(errno)))"
    }

    mutating func write(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBytes { write($0) }
    }

    /// Writes bytes wherever they live; after a failure the rest is ignored and `commit` reports it.
    mutating func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        failure = RawIO.writeAll(descriptor, bytes)
    }

    /// Closes and removes the temporary file, leaving the target as it was.
    mutating func abandon() -> Int32? {
        let closed = RawIO.close(descriptor)
        unlink(temporary)
        return closed
    }

    /// Renames the finished file into place; on any failure removes it and returns why.
    mutating func commit() -> String? {
        let closed = RawIO.close(descriptor)
        if let problem = failure ?? closed {
            unlink(temporary)
            return String(cString: strerror(problem))
        }
        // rename(2) replaces the target in one step.
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return reason
        }
        return nil
    }
}

/// Standard output as a report sink.
struct StandardOutputSink: ReportSink {
    mutating func write(_ bytes: ArraySlice<UInt8>) {
        _ = bytes.withUnsafeBytes { RawIO.writeAll(1, $0) }
    }
}
