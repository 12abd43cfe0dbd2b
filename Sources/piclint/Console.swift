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
        writeBytes(of: text, to: handle)
    }

    /// Writes a string's own UTF-8 bytes, without copying a report of many megabytes into a Data first.
    private static func writeBytes(of text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return }
            handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: buffer.count, deallocator: .none))
        }
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
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).piclint-\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let handle = FileHandle(forWritingAtPath: temporary.path)
        else { return "cannot create a file in \(target.deletingLastPathComponent().path)" }
        writeBytes(of: text, to: handle)
        do {
            try handle.close()
            // rename(2) replaces the target in one step: readers see the old report or the new one, never half.
            guard rename(temporary.path, target.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                return reason
            }
            return nil
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            return (error as NSError).localizedDescription
        }
    }
}
