import Driver
import Foundation
import Lint
import Spec
import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A write that fails is an error value, never a lost report or a lost file: a report into a full device or a file
/// that cannot grow says why, leaves the file it would replace as it was and no temporary file behind; a fix that
/// cannot be written leaves the spec byte for byte as it was.
extension Invariants {
    /// A folder of the fuzzing process's own, made once, for the files these checks write.
    static let scratch: RawPath? = {
        var template = Array((NSTemporaryDirectory() + "/piclint-fuzz-XXXXXX").utf8).map { CChar(bitPattern: $0) } + [0]
        guard let made = mkdtemp(&template) else { return nil }
        return RawPath(bytes: Array(String(cString: made).utf8))
    }()

    /// Each of the input's reports (one format per input, chosen by its size, and the fixed spec) is written where
    /// every write fails, and each failure must come back as a value.
    static func checkWriteErrors(_ bytes: [UInt8], outputs: [(format: String, text: String)], path: String, with engine: Linter) {
        guard !outputs.isEmpty else { return }
        let report = outputs[bytes.count % outputs.count]
        let broken = brokenWritePromises(report: report, spec: bytes, path: path, with: engine).broken
        require(broken.isEmpty, broken.joined(separator: "; "), bytes)
    }

    /// The promises a failing write breaks, and how many failing writes were tried (the tests ask for every format).
    static func brokenWritePromises(report: (format: String, text: String), spec bytes: [UInt8], path: String, with engine: Linter)
        -> (broken: [String], tried: Int) {
        guard let folder = scratch else { return (["no scratch folder"], 0) }
        var broken: [String] = []
        var tried = 0
        let text = Array(report.text.utf8)
        // A full device: the whole report is refused (an empty report writes nothing, so it cannot fail).
        if access("/dev/full", W_OK) == 0, !text.isEmpty {
            tried += 1
            if written(text, to: RawPath("/dev/full")) == nil { broken.append("a \(report.format) report written to a full device passed for written") }
        }
        // A regular file that can grow to only half the report: the old report stays whole, and no temporary
        // file is left.
        let target = folder.appending(RawPath("report.\(report.format)"))
        let old = Array("the previous report\n".utf8)
        if text.count >= 2, replaceContents(of: target, with: old) {
            tried += 1
            if withFileSizeLimit(text.count / 2, { written(text, to: target) }) == nil {
                broken.append("a \(report.format) report cut short by the file size limit passed for written")
            }
            if contents(of: target) != old { broken.append("a \(report.format) report that could not be written replaced the old one") }
            if !leftovers(in: folder).isEmpty {
                broken.append("a report that could not be written left " + leftovers(in: folder).map(\.display).joined(separator: ", "))
            }
        }
        // `--fix` whose new text cannot be written: the spec stays as it was, and says why.
        let spec = folder.appending(RawPath(path))
        guard replaceContents(of: spec, with: bytes), let snapshot = FileSnapshot.of(spec) else { return (broken, tried) }
        let input = InputFile(source: .path(spec), displayPath: spec.display)
        var outcome = LintRunner.fix(InputFormat(path: path).source(bytes), of: input, with: engine, selection: .includingUnsafe)
        guard outcome.changed, min(outcome.fixed.count, bytes.count) >= 2 else { return (broken, tried) }
        tried += 1
        outcome.snapshot = snapshot
        var sweep = LeftoverSweep()
        let temporaryFiles = TemporaryFiles()
        let problem = withFileSizeLimit(min(outcome.fixed.count, bytes.count) / 2) {
            LintRunner.write(outcome, sweep: &sweep, temporaryFiles: temporaryFiles)
        }
        if problem == nil { broken.append("a fix cut short by the file size limit passed for written") }
        if contents(of: spec) != bytes { broken.append("a fix that could not be written changed the spec") }
        if temporaryFiles.count != 0 || !leftovers(in: folder).isEmpty { broken.append("a fix that could not be written left a temporary file") }
        return (broken, tried)
    }

    private static func written(_ bytes: [UInt8], to path: RawPath) -> OutputProblem? {
        switch OutputFile.create(path, temporaryFiles: TemporaryFiles()) {
        case .failure(let problem): return problem
        case .success(var file):
            bytes.withUnsafeBytes { file.write($0) }
            return file.commit()
        }
    }

    /// Runs `body` while no file may grow past `limit` bytes (RLIMIT_FSIZE, as a nearly full disk or a quota
    /// does): a write past it fails with EFBIG, SIGXFSZ ignored as a shell's `ulimit -f` user would see it.
    private static func withFileSizeLimit<T>(_ limit: Int, _ body: () -> T) -> T {
        var saved = rlimit()
        getrlimit(resourceFileSize, &saved)
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        var limited = saved
        limited.rlim_cur = rlim_t(limit)
        setrlimit(resourceFileSize, &limited)
        defer {
            setrlimit(resourceFileSize, &saved)
            signal(SIGXFSZ, previousHandler)
        }
        return body()
    }

    #if canImport(Glibc)
    private static let resourceFileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
    #else
    private static let resourceFileSize = RLIMIT_FSIZE
    #endif

    private static func replaceContents(of path: RawPath, with bytes: [UInt8]) -> Bool {
        let descriptor = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { RawIO.writeAll(descriptor, $0) } == nil
    }

    private static func contents(of path: RawPath) -> [UInt8]? {
        guard case .success(let bytes) = FileBytes.read(path, limit: .max) else { return nil }
        return bytes
    }

    /// Files in the folder that are not the ones the checks name.
    private static func leftovers(in folder: RawPath) -> [RawPath] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.display)) ?? [])
            .filter { !$0.hasPrefix("report.") && !$0.hasPrefix("fuzz.") }.map { RawPath($0) }
    }
}
