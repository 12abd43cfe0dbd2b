/// One change a fix makes to a file, said in the spec's terms: which text it is about and what takes its place. A
/// rule says what to change (this value becomes 30, this item goes, the control gains `unit`); the front end that
/// read the file says how that is written in its format (`resolve`), so no rule writes YAML, XML or Swift.
public struct TextEdit: Sendable, Hashable {
    /// What takes the range's place.
    public enum Replacement: Sendable, Hashable {
        /// A setting's value replaced by another, written as the format writes such a value: in the old value's
        /// quoting in YAML, as an attribute's value in Interface Builder, as a literal in Swift. `number` instead when
        /// the old value was written as a plain number (a duration in seconds).
        case value(String, number: String? = nil)
        /// A value replaced by a plain number (a value losing its unit: "5 min" becomes 5).
        case number(String)
        /// The list item at another range of the same file, moving to this item's place (a value going to its sorted
        /// place), with the comment on its line where the format has them.
        case moveItem(SourceRange)
        /// Nothing: the list item at the range goes, with its separator.
        case removeItem
        /// A setting the control does not have yet, added to it: the range is where the control's settings are (the
        /// start of one of its values, or of the control itself), and the front end places the new setting there.
        case newSetting(key: String, value: String)
    }

    /// The text the edit is about (for insertions, where the control's settings are).
    public var range: SourceRange
    /// What replaces it.
    public var replacement: Replacement

    /// Creates an edit.
    public init(_ range: SourceRange, _ replacement: Replacement) {
        self.range = range
        self.replacement = replacement
    }
}

/// One edit as offsets of the file's text, with its range in lines and columns for reports.
public struct ResolvedEdit: Sendable, Hashable {
    /// Where the replaced text is, in the reports' lines and columns.
    public var range: SourceRange
    /// The replaced bytes (empty for an insertion).
    public var bytes: Range<Int>
    /// The text that takes their place.
    public var text: String

    /// Creates a resolved edit.
    public init(range: SourceRange, bytes: Range<Int>, text: String) {
        self.range = range
        self.bytes = bytes
        self.text = text
    }
}

extension SourceFile {
    /// Resolves edits made together into offsets of the text, one by one with a front end's `resolveOne`, sorted by
    /// position; nil when one does not fit the file or the format, or two overlap (they then are no change at all).
    public func resolve(_ edits: [TextEdit], each resolveOne: (TextEdit) -> ResolvedEdit?) -> [ResolvedEdit]? {
        var resolved: [ResolvedEdit] = []
        for edit in edits {
            guard let one = resolveOne(edit) else { return nil }
            resolved.append(one)
        }
        resolved.sort { ($0.bytes.lowerBound, $0.bytes.upperBound) < ($1.bytes.lowerBound, $1.bytes.upperBound) }
        for (earlier, later) in zip(resolved, resolved.dropFirst()) where Self.overlap(earlier.bytes, later.bytes) {
            return nil
        }
        return resolved
    }

    /// Whether two edits touch the same text (two insertions at one place count: their order would be a guess).
    static func overlap(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        if lhs.lowerBound == rhs.lowerBound { return true }
        return lhs.lowerBound < rhs.upperBound && rhs.lowerBound < lhs.upperBound
    }
}

extension SourceFile {
    /// The text with as many changes made as do not overlap: each change's edits made whole or not at all, a change
    /// touching text an earlier one (by position) already changes left out, never merged. `edits` gives a change's
    /// edits resolved against this file; the result is the new text and the changes made.
    public func applying<Change: Hashable>(_ changes: [Change], edits: KeyPath<Change, [ResolvedEdit]>)
        -> (text: [UInt8], applied: [Change]) {
        let ordered = changes.filter { !$0[keyPath: edits].isEmpty }.sorted { lhs, rhs in
            let (left, right) = (lhs[keyPath: edits][0].bytes, rhs[keyPath: edits][0].bytes)
            return (left.lowerBound, left.upperBound) < (right.lowerBound, right.upperBound)
        }
        // The accepted edits, sorted by start: changes come in order, so nearly every edit is appended.
        var accepted: [ResolvedEdit] = []
        var applied: [Change] = []
        var seen = Set<Change>()
        for change in ordered where seen.insert(change).inserted {
            let clashes = change[keyPath: edits].contains { edit in
                edit.bytes.upperBound > text.count || Self.clash(edit, with: accepted)
            }
            guard !clashes else { continue }
            for edit in change[keyPath: edits] { accepted.insert(edit, at: Self.position(of: edit, in: accepted)) }
            applied.append(change)
        }
        guard !accepted.isEmpty else { return (text, []) }
        // One pass front to back, copying what no edit touches.
        var output: [UInt8] = []
        output.reserveCapacity(text.count + accepted.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for edit in accepted {
            output.append(contentsOf: text[copied..<edit.bytes.lowerBound])
            output.append(contentsOf: edit.text.utf8)
            copied = edit.bytes.upperBound
        }
        output.append(contentsOf: text[copied...])
        return (output, applied)
    }

    /// Where an edit goes among edits sorted by start.
    private static func position(of edit: ResolvedEdit, in edits: [ResolvedEdit]) -> Int {
        if let last = edits.last, last.bytes.lowerBound <= edit.bytes.lowerBound { return edits.count }
        var low = 0, high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].bytes.lowerBound <= edit.bytes.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether an edit touches text one of the sorted edits already changes (only its neighbours can).
    private static func clash(_ edit: ResolvedEdit, with edits: [ResolvedEdit]) -> Bool {
        let index = position(of: edit, in: edits)
        if index > 0, overlap(edits[index - 1].bytes, edit.bytes) { return true }
        if index < edits.count, overlap(edits[index].bytes, edit.bytes) { return true }
        return false
    }
}
