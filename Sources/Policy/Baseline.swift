import Foundation
import Lint

/// Findings accepted as they are today, so a team can adopt piclint and fix them over time.
///
/// Entries match by file, rule, control and subject (what the finding points at: `minuteInterval: 7`,
/// `wheels[1].values[]: Mon`), never by line or by the message, whose measurements change when other controls do;
/// so edits elsewhere in a file do not bring a baselined finding back. Findings without a subject (the reader's and
/// the suppression comments') match by message with its positions masked, as every finding did in version 1
/// files, which are still read that way.
public struct Baseline: Codable, Sendable, Hashable {
    /// The file format's version: 2 matches by subject, 1 (the first format) by message.
    public var version = Self.currentVersion
    /// The accepted findings, sorted, each with how many times it occurs.
    public var entries: [Entry]

    /// The version piclint writes.
    public static let currentVersion = 2

    /// One accepted finding.
    public struct Entry: Codable, Sendable, Hashable, Comparable {
        /// The file, relative to the baseline's folder.
        public var file: String
        public var rule: RuleID
        public var control: String?
        /// What the finding is about (`Diagnostic.subject`); absent for a finding known by its message, and in
        /// version 1 files.
        public var subject: String?
        /// The message with line and column numbers masked: what a version 1 entry, or one without a subject,
        /// matches on; otherwise there for people reading the file.
        public var message: String
        /// How many identical findings the file has.
        public var count: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.control ?? "", lhs.subject ?? "", lhs.message)
                < (rhs.file, rhs.rule, rhs.control ?? "", rhs.subject ?? "", rhs.message)
        }

        /// What a finding matches the entry by in a file of the given version; its fields share the entry's string
        /// storage, so a dictionary of a large baseline's keys costs no copies of its text.
        func key(version: Int) -> Key {
            let identity: Identity = version >= 2 ? subject.map(Identity.subject) ?? .message(message) : .message(message)
            return Key(file: file, rule: rule, control: control ?? "", identity: identity)
        }
    }

    /// An entry without its count: what findings are looked up by (no control and an empty one are alike).
    struct Key: Hashable {
        var file: String
        var rule: RuleID
        var control: String
        var identity: Identity
    }

    /// What tells findings of one rule and control apart: what they point at, or their masked message.
    enum Identity: Hashable {
        case subject(String)
        case message(String)
    }

    /// The key a finding is looked up by in a file of the given version.
    static func key(of diagnostic: Diagnostic, file: String, version: Int) -> Key {
        let identity: Identity
        if version >= 2, let subject = diagnostic.subject {
            identity = .subject(subject)
        } else {
            identity = .message(Diagnostic.fingerprint(diagnostic.message))
        }
        return Key(file: file, rule: diagnostic.rule, control: diagnostic.control ?? "", identity: identity)
    }

    /// A baseline of the given diagnostics, in the current version; `relative` turns a report path into the baseline's.
    public init(_ diagnostics: [Diagnostic], relative: (String) -> String) {
        var counts: [Key: Entry] = [:]
        for diagnostic in diagnostics {
            let file = relative(diagnostic.file)
            let key = Self.key(of: diagnostic, file: file, version: Self.currentVersion)
            // Findings of one subject whose messages differ (two screens of a file) share an entry, with the first message.
            if var existing = counts[key] {
                existing.count += 1
                counts[key] = existing
            } else {
                counts[key] = Entry(file: file, rule: diagnostic.rule, control: diagnostic.control, subject: diagnostic.subject,
                                    message: Diagnostic.fingerprint(diagnostic.message), count: 1)
            }
        }
        entries = counts.values.sorted()
    }

    /// Reads a baseline file's JSON.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(Baseline.self, from: json)
        guard (1...Self.currentVersion).contains(version) else { throw UnknownVersion(version: version) }
    }

    /// A baseline of a version this piclint does not know: written by a newer one, or not by piclint.
    public struct UnknownVersion: Error, Sendable, CustomStringConvertible {
        public var version: Int

        public var description: String {
            "version \(version) is not one this piclint reads (1 to \(Baseline.currentVersion)); write it again with --write-baseline"
        }
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
    public func apply(to reports: [FileReport], relative: @escaping @Sendable (String) -> String) -> Outcome {
        var matcher = Matcher(self, relative: relative)
        let filtered = reports.map { matcher.filter($0) }
        return Outcome(reports: filtered, baselined: matcher.baselined, stale: matcher.stale)
    }

    /// The baseline applied file by file as a run's reports arrive, so none waits for the whole run; the entries
    /// nothing matched are known once every file has passed.
    public struct Matcher: Sendable {
        private let version: Int
        private let entries: [Entry]
        private let relative: @Sendable (String) -> String
        private var remaining: [Key: Int] = [:]
        /// How many findings the baseline hid so far.
        public private(set) var baselined = 0

        /// A matcher for a baseline; `relative` turns a report path into the baseline's.
        public init(_ baseline: Baseline, relative: @escaping @Sendable (String) -> String) {
            version = baseline.version
            entries = baseline.entries
            self.relative = relative
            // One dictionary lookup per finding and one pass over the entries: linear in both, whatever their
            // number. An entry given twice counts as its first.
            remaining.reserveCapacity(entries.count)
            for entry in entries {
                let key = entry.key(version: version)
                if remaining[key] == nil { remaining[key] = entry.count }
            }
        }

        /// The report with the findings the baseline still accepts removed (and counted in `baselined`).
        public mutating func filter(_ report: FileReport) -> FileReport {
            var report = report
            var hidden = 0
            report.diagnostics = report.diagnostics.filter { diagnostic in
                let key = Baseline.key(of: diagnostic, file: relative(diagnostic.file), version: version)
                guard let count = remaining[key], count > 0 else { return true }
                remaining[key] = count - 1
                hidden += 1
                return false
            }
            report.baselined += hidden
            baselined += hidden
            return report
        }

        /// Entries that matched nothing (so far): the findings were fixed, so the baseline can shrink.
        public var stale: [Entry] {
            var remaining = remaining
            var stale: [Entry] = []
            for var entry in entries {
                let key = entry.key(version: version)
                guard let count = remaining[key], count > 0 else { continue }
                entry.count = count
                stale.append(entry)
                remaining[key] = 0 // reported once, as the first of its kind
            }
            return stale.sorted()
        }
    }
}
