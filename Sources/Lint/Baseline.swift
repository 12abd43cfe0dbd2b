import Foundation

/// Findings accepted as they are today, so a team can adopt piclint and fix them over time.
///
/// Entries match by file, rule, control and message (with positions in the message masked), never by line,
/// so edits elsewhere in a file do not bring a baselined finding back.
public struct Baseline: Codable, Sendable, Hashable {
    /// The file format's version.
    public var version = 1
    /// The accepted findings, sorted, each with how many times it occurs.
    public var entries: [Entry]

    /// One accepted finding.
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// The file, relative to the baseline's folder.
        public var file: String
        public var rule: String
        public var control: String?
        /// The message with line and column numbers masked.
        public var message: String
        /// How many identical findings the file has.
        public var count: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.control ?? "", lhs.message) < (rhs.file, rhs.rule, rhs.control ?? "", rhs.message)
        }

        var key: String { [file, rule, control ?? "", message].joined(separator: "\u{1F}") }
    }

    /// A baseline of the given diagnostics; `relative` turns a report path into the baseline's.
    public init(_ diagnostics: [Diagnostic], relative: (String) -> String) {
        var counts: [String: Entry] = [:]
        for diagnostic in diagnostics {
            var entry = Entry(file: relative(diagnostic.file), rule: diagnostic.rule, control: diagnostic.control,
                              message: Self.fingerprint(diagnostic.message), count: 1)
            if let existing = counts[entry.key] { entry.count = existing.count + 1 }
            counts[entry.key] = entry
        }
        entries = counts.values.sorted()
    }

    /// Reads a baseline file's JSON.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Baseline.self, from: json)
    }

    /// The baseline as sorted, pretty-printed JSON that reads well in a diff.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(self)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// What applying the baseline to a run gives.
    public struct Outcome: Sendable {
        /// The reports with baselined findings removed.
        public var reports: [FileReport]
        /// How many findings the baseline hid.
        public var baselined: Int
        /// Entries that matched nothing: the findings were fixed, so the baseline can shrink.
        public var stale: [Entry]
    }

    /// Hides the findings the baseline accepts, each entry as many times as it counts.
    public func apply(to reports: [FileReport], relative: (String) -> String) -> Outcome {
        var remaining = Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var baselined = 0
        let filtered = reports.map { report -> FileReport in
            var report = report
            report.diagnostics = report.diagnostics.filter { diagnostic in
                let key = Entry(file: relative(diagnostic.file), rule: diagnostic.rule, control: diagnostic.control,
                                message: Self.fingerprint(diagnostic.message), count: 1).key
                guard var entry = remaining[key], entry.count > 0 else { return true }
                entry.count -= 1
                remaining[key] = entry
                baselined += 1
                report.baselined += 1
                return false
            }
            return report
        }
        let stale = remaining.values.filter { $0.count > 0 }.sorted()
        return Outcome(reports: filtered, baselined: baselined, stale: stale)
    }

    /// A message with its line:column positions masked ("first at 4:41" → "first at L:C").
    public static func fingerprint(_ message: String) -> String {
        var result = ""
        var digits = ""
        var pendingColon = false
        var index = message.startIndex
        // Replace every digits:digits run by L:C; keep other numbers as they are.
        while index < message.endIndex {
            let character = message[index]
            if character.isASCII, character.isNumber {
                digits.append(character)
            } else if character == ":", !digits.isEmpty, !pendingColon,
                      message.index(after: index) < message.endIndex, message[message.index(after: index)].isNumber {
                pendingColon = true
                digits.append(character)
            } else {
                result += pendingColon ? "L:C" : digits
                digits = ""
                pendingColon = false
                result.append(character)
            }
            index = message.index(after: index)
        }
        result += pendingColon ? "L:C" : digits
        return result
    }
}
