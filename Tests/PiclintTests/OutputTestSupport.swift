import Foundation
import Testing

/// What the tests of piclint's outputs share: specs with and without a safe fix, and ways to start piclint with its
/// descriptors redirected or closed, or to keep it running while a test acts on it.
enum OutputTesting {
    /// One error with a safe fix: a countdown longer than the wheels show, which `--fix` cuts to 23:59.
    static let badSpec = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"25:00\"}\n"
    static var fixedSpec: String { badSpec.replacingOccurrences(of: "\"25:00\"", with: "\"23:59\"") }
    /// The same control with nothing to report.
    static let cleanSpec = "screen: s\ncontrols:\n  - {id: t, kind: datePicker, mode: countDownTimer, countDownDuration: \"20:00\"}\n"
    static let now = ["--now", "2026-11-24T09:41"]

    /// Arguments with the pinned clock, after the subcommand when there is one (`simulate --now … a.yaml`).
    static func withNow(_ arguments: [String]) -> [String] {
        guard let first = arguments.first, ["simulate", "lint"].contains(first) else { return now + arguments }
        return [first] + now + arguments.dropFirst()
    }

    /// Runs a program and collects its output.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil,
                    environment: [String: String] = [:], stdin: String? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                             stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// Runs piclint under /bin/sh with `redirect` (shell syntax: `>/dev/full`, `>&-`, `2>&-`, `>>a.yaml`) applied
    /// to piclint alone, as a user's shell would set up its descriptors.
    static func piclint(_ arguments: [String], redirect: String, in directory: String,
                        environment: [String: String] = [:]) throws -> ProcessResult {
        try run("/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirect)", Repo.binary] + arguments, in: directory, environment: environment)
    }

    /// Whether a command is installed (`setfacl`, `setpriv`).
    static func has(_ command: String) -> Bool {
        ["/usr/bin/", "/bin/", "/usr/sbin/", "/sbin/"].contains { FileManager.default.isExecutableFile(atPath: $0 + command) }
    }

    /// The names in a folder, sorted.
    static func listing(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    /// piclint's temporary files anywhere under a folder.
    static func temporaryFiles(under folder: String) -> [String] {
        let names = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return names.filter { ($0 as NSString).lastPathComponent.contains(".piclint-") && $0.hasSuffix(".tmp") }
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// lstat(2)'s inode, or nil.
    static func inode(_ path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_ino) : nil
    }
}

/// piclint started in the background, its standard error read as it comes, so a test can act while it runs.
final class RunningPiclint {
    let process = Process()
    private let errors = Pipe()
    private(set) var stderr = ""

    init(_ arguments: [String], in directory: String, shellPrefix: String? = nil) throws {
        if let shellPrefix {
            // A shell sets the run up first (`trap "" HUP` is what nohup does), then becomes piclint.
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "\(shellPrefix); exec \"$0\" \"$@\"", Repo.binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: Repo.binary)
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    /// Reads standard error until it holds `count` lines containing `marker`, or it ends; whether it got them.
    func waitFor(_ marker: String, count: Int) -> Bool {
        let handle = errors.fileHandleForReading
        while stderr.components(separatedBy: marker).count - 1 < count {
            let chunk = handle.availableData
            if chunk.isEmpty { return false }
            stderr += String(decoding: chunk, as: UTF8.self)
        }
        return true
    }

    /// Sends a signal, then reads the rest of standard error and waits for the end; the exit status.
    func signal(_ number: Int32) -> Int32 {
        kill(process.processIdentifier, number)
        return finish()
    }

    /// Reads the rest of standard error and waits for the end; the exit status.
    func finish() -> Int32 {
        stderr += String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus
    }
}
