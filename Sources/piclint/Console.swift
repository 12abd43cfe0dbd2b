import Driver
import Foundation
import Reports
import Source
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

    /// Writes to standard output, or throws why it cannot (exit 2): a report written nowhere, into a full disk or
    /// a closed descriptor must not pass for one written. `what` names it in the message ("the report").
    static func standardOutput(_ text: String, what: String) throws {
        if let code = write(text, to: .standardOutput) { throw CommandFailure(message: cannotWrite(what, code)) }
    }

    /// "cannot write the report to standard output: No space left on device".
    static func cannotWrite(_ what: String, _ code: Int32) -> String {
        "cannot write \(what) to standard output: \(String(cString: strerror(code)))"
    }

    /// Writes to standard error. Best effort: this is where piclint says what went wrong, so a failure here has
    /// nowhere to be said, and the exit status still tells.
    static func standardError(_ text: String) { _ = write(text, to: .standardError) }

    /// Writes a string's own UTF-8 bytes, without copying a report of many megabytes first; nil when written, else
    /// errno.
    private static func write(_ text: String, to stream: Stream) -> Int32? {
        var text = text
        return text.withUTF8 { RawIO.writeAll(stream.descriptor, UnsafeRawBufferPointer($0)) }
    }

    /// Whether a stream is a terminal (a person is reading).
    static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.descriptor) != 0
    }

    /// Whether the user asked for no colour (https://no-color.org: set and not empty).
    static var noColorRequested: Bool {
        if let value = ProcessEnvironment.value(of: "NO_COLOR"), !value.isEmpty { return true }
        return ProcessEnvironment.value(of: "TERM") == "dumb"
    }

    /// Writes a report, baseline or config whole or not at all (see `OutputFile.create`), its temporary file
    /// recorded in the run's `temporaryFiles`; returns the error, if any.
    static func writeAtomically(_ text: String, to path: String, temporaryFiles: TemporaryFiles) -> String? {
        ReportFile.write(text, to: path, temporaryFiles: temporaryFiles)
    }
}

/// Standard output as a report sink. It remembers the first failure (a full disk, a closed descriptor) and ignores
/// the rest of the report, as a file does; the command then says why and exits 2.
struct StandardOutputSink: FailingReportSink {
    /// errno of the first failed write.
    private(set) var failure: Int32?

    mutating func write(_ bytes: ArraySlice<UInt8>) {
        guard failure == nil else { return }
        failure = bytes.withUnsafeBytes { RawIO.writeAll(1, $0) }
    }

    mutating func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        failure = text.withUTF8 { RawIO.writeAll(1, UnsafeRawBufferPointer($0)) }
    }
}

/// The standard descriptors 0, 1 and 2 as the command line finds them.
enum StandardDescriptors {
    /// Fills each of 0, 1 and 2 that is closed (`piclint >&-`) with /dev/null opened the wrong way round, before
    /// anything else opens a file. Otherwise the next file opened would get the number (a spec, a report's
    /// temporary file), and what piclint writes to "standard output" would land in it. Opened for reading as 1 or 2,
    /// it refuses every write (EBADF), so a report to a closed standard output still fails and says so; opened for
    /// writing as 0, it refuses every read.
    static func reserveClosed() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", (descriptor == 0 ? O_WRONLY : O_RDONLY) | O_NOCTTY)
            // The lowest free number, which is this one while those below it are open; moved there otherwise.
            if opened >= 0, opened != descriptor {
                _ = dup2(opened, descriptor)
                _ = RawIO.close(opened)
            }
        }
    }
}
