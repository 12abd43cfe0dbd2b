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

        /// What a finding matches the entry by; its fields share the entry's string storage, so a dictionary of a
        /// large baseline's keys costs no copies of its text.
        var key: Key { Key(file: file, rule: rule, control: control ?? "", message: message) }
    }

    /// An entry without its count: what findings are looked up by (no control and an empty one are alike).
    struct Key: Hashable {
        var file: String
        var rule: String
        var control: String
        var message: String
    }

    /// A baseline of the given diagnostics; `relative` turns a report path into the baseline's.
    public init(_ diagnostics: [Diagnostic], relative: (String) -> String) {
        var counts: [Key: Entry] = [:]
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
        // One dictionary lookup per finding and one pass over the entries: linear in both, whatever their number.
        // An entry given twice counts as its first.
        var remaining: [Key: Int] = [:]
        remaining.reserveCapacity(entries.count)
        for entry in entries where remaining[entry.key] == nil {
            remaining[entry.key] = entry.count
        }
        var baselined = 0
        let filtered = reports.map { report -> FileReport in
            var report = report
            report.diagnostics = report.diagnostics.filter { diagnostic in
                let key = Key(file: relative(diagnostic.file), rule: diagnostic.rule, control: diagnostic.control ?? "",
                              message: Self.fingerprint(diagnostic.message))
                guard let count = remaining[key], count > 0 else { return true }
                remaining[key] = count - 1
                baselined += 1
                report.baselined += 1
                return false
            }
            return report
        }
        var stale: [Entry] = []
        for var entry in entries {
            guard let count = remaining[entry.key], count > 0 else { continue }
            entry.count = count
            stale.append(entry)
            remaining[entry.key] = 0 // reported once, as the first of its kind
        }
        stale.sort()
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
