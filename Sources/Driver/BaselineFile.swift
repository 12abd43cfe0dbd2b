import Foundation
import Lint
import Policy
import Source
import YAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a baseline file within a size limit, checked before reading, so a huge file is refused without being read.
public enum BaselineFile {
    /// The largest baseline read, in bytes. A project with 10,000 findings writes about 2.5 MB; this leaves room
    /// for twenty-five times that while keeping the decoded entries to a few hundred megabytes at most.
    public static let maxFileSize = 64 * 1024 * 1024

    /// Why a baseline cannot be used.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// No file at the path (a baseline the config names may not be written yet).
        case missing(path: String)
        /// The file cannot be opened or read; `reason` is the system's (strerror).
        case unreadable(path: String, reason: String)
        case tooLarge(path: String, limit: Int)
        /// The file is not a baseline piclint reads: where, and why.
        case invalid(path: String, mark: Mark, reason: String)

        public var description: String {
            switch self {
            case .missing(let path):
                return "cannot read the baseline \(path): \(String(cString: strerror(ENOENT)))"
            case .unreadable(let path, let reason):
                return "cannot read the baseline \(path): \(reason)"
            case .tooLarge(let path, let limit):
                let size = limit % (1024 * 1024) == 0 ? "\(limit / (1024 * 1024)) MiB" : "\(limit) bytes"
                return "the baseline \(path) is larger than \(size), the most piclint reads; "
                    + "fix some of its findings, or split the project's runs, and write it again"
            case .invalid(let path, let mark, let reason):
                return "\(path):\(mark.line):\(mark.column): \(reason)"
            }
        }
    }

    /// The baseline formats this piclint reads: every one it has written (it writes the last).
    public static let versions = 1...Baseline.currentVersion

    /// The baseline at `path`.
    public static func read(_ path: String, limit: Int = maxFileSize) -> Result<Baseline, Failure> {
        switch FileSystem.read(path, limit: limit) {
        case .failure(.tooLarge(let limit)):
            return .failure(.tooLarge(path: path, limit: limit))
        case .failure(.system(let reason)):
            return .failure(FileSystem.isMissing(path) ? .missing(path: path) : .unreadable(path: path, reason: reason))
        case .success(let bytes):
            return decode(bytes).mapError { .invalid(path: path, mark: $0.mark, reason: $0.reason) }
        }
    }

    /// What is wrong with a baseline's text, and where.
    public struct Problem: Error, Sendable, Equatable {
        public var mark: Mark
        public var reason: String
    }

    /// A baseline from its JSON text. `JSONDecoder` decides what is accepted; when it refuses, or the version is not
    /// this piclint's, the text is read again with `JSONPositions` to say where the problem is, in the file's terms
    /// ("entry 3 has no \"rule\"") rather than the decoder's.
    public static func decode(_ bytes: [UInt8]) -> Result<Baseline, Problem> {
        do {
            let baseline = try Baseline(json: Data(bytes))
            if versions.contains(baseline.version) { return .success(baseline) }
            return .failure(explain(bytes, decodingError: nil))
        } catch {
            return .failure(explain(bytes, decodingError: error))
        }
    }

    /// Where a baseline's problem is and what it is: a version not this piclint's first (it explains what follows),
    /// then a syntax error, then the decoder's complaint at the value it names.
    static func explain(_ bytes: [UInt8], decodingError: Error?) -> Problem {
        let target = (decodingError as? DecodingError).map(Self.path(of:))
        var root: JSONPositions.Value?
        var versionValue: JSONPositions.Value?
        var located: JSONPositions.Value?
        // A whole number the decoder cannot take (1.5, or past 64 bits), where the format wants one.
        var badNumber: (path: [JSONPositions.Component], value: JSONPositions.Value)?
        let syntax = JSONPositions.scan(bytes) { path, value in
            if path.isEmpty { root = value }
            if path == target { located = value }
            guard root?.kind == .object else { return }
            if path == [.key("version")] { versionValue = value }
            let counted = path == [.key("version")] || path.count == 3 && path[0] == .key("entries") && path[2] == .key("count")
            if counted, value.kind == .number, badNumber == nil, wholeNumber(value.text) == nil { badNumber = (path, value) }
        }
        if let versionValue, versionValue.kind == .number, let found = wholeNumber(versionValue.text), !versions.contains(found) {
            let known = "\(versions.lowerBound) to \(versions.upperBound)"
            return Problem(mark: versionValue.mark, reason: found > versions.upperBound
                ? "the baseline is version \(found), from a newer piclint; this one reads versions \(known): "
                    + "upgrade piclint, or write the baseline again with --write-baseline"
                : "the baseline is version \(found); piclint baselines are versions \(known): write it again with --write-baseline")
        }
        let start = root?.mark ?? .start
        switch decodingError as? DecodingError {
        case .keyNotFound(let key, _)?:
            if let located { return Problem(mark: located.mark, reason: "\(describe(target ?? [])) has no \"\(key.stringValue)\"") }
        case .valueNotFound(let type, _)?:
            if let located { return Problem(mark: located.mark, reason: "\(describe(target ?? [])) is null; it should be \(expected(type))") }
        case .typeMismatch(let type, _)?:
            if let located { return Problem(mark: located.mark, reason: "\(describe(target ?? [])) is \(kind(located)); it should be \(expected(type))") }
        default:
            break
        }
        if let syntax { return Problem(mark: syntax.mark, reason: "not valid JSON: \(syntax.message)") }
        if let badNumber {
            let reason = Double(badNumber.value.text).map { $0.rounded() == $0 } == true
                ? "is \(badNumber.value.text), too large a number" : "is \(badNumber.value.text); it should be a whole number"
            return Problem(mark: badNumber.value.mark, reason: "\(describe(badNumber.path)) \(reason)")
        }
        // The decoder refused something this reader takes (none is known); say what it said, at the value it named.
        let said: String
        switch decodingError as? DecodingError {
        case .dataCorrupted(let context)?, .keyNotFound(_, let context)?, .valueNotFound(_, let context)?, .typeMismatch(_, let context)?:
            said = context.debugDescription
        default:
            said = decodingError.map { "\($0)" } ?? "it cannot be read"
        }
        return Problem(mark: located?.mark ?? start, reason: "not a piclint baseline: \(said)")
    }

    /// A decoding error's coding path as JSON keys and indices.
    private static func path(of error: DecodingError) -> [JSONPositions.Component] {
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(_, let found), .valueNotFound(_, let found), .typeMismatch(_, let found), .dataCorrupted(let found):
            context = found
        @unknown default:
            return []
        }
        return context.codingPath.map { key in key.intValue.map(JSONPositions.Component.index) ?? .key(key.stringValue) }
    }

    /// A number's value when it is a whole number that fits 64 bits, as the decoder reads it (`1.0` and `1e0` are 1).
    private static func wholeNumber(_ text: String) -> Int? {
        if let exact = Int(text) { return exact }
        guard let value = Double(text), value.rounded() == value, abs(value) < 9.2e18 else { return nil }
        return Int(value)
    }

    /// A path in the baseline's terms: `entry 3` for `entries[2]`, `"rule" of entry 3` for a field of it.
    private static func describe(_ path: [JSONPositions.Component]) -> String {
        switch path.count {
        case 0:
            return "the baseline"
        case 1:
            if case .key(let key) = path[0] { return "\"\(key)\"" }
        case 2, 3:
            guard path[0] == .key("entries"), case .index(let index) = path[1] else { break }
            let entry = "entry \(index + 1)"
            guard path.count == 3 else { return entry }
            if case .key(let key) = path[2] { return "\"\(key)\" of \(entry)" }
        default:
            break
        }
        return path.map { component in
            switch component {
            case .key(let key): return "\"\(key)\""
            case .index(let index): return "[\(index)]"
            }
        }.joined(separator: ".")
    }

    /// What a JSON value is, for a message.
    private static func kind(_ value: JSONPositions.Value) -> String {
        switch value.kind {
        case .object: return "an object"
        case .array: return "a list"
        case .string: return "a string"
        case .number: return "the number \(value.text)"
        case .bool, .null: return value.text
        }
    }

    /// What the decoder wanted, for a message.
    private static func expected(_ type: Any.Type) -> String {
        if type == Int.self { return "a whole number" }
        if type == String.self { return "a string" }
        return String(describing: type).hasPrefix("Array") ? "a list" : "an object"
    }
}
