import Foundation
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

    private static func write(_ text: String, to stream: Stream) {
        let handle = stream == .standardOutput ? FileHandle.standardOutput : FileHandle.standardError
        handle.write(Data(text.utf8))
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
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return (error as NSError).localizedDescription
        }
    }
}
