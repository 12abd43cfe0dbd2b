import Source
/// Where a file's aliases stand and what text they share: the parser's record of every `*name` (a merge's
/// `<<: *name` among them) and of the anchored node it names.
///
/// An alias repeats its anchor's value without copying its text: one edit of that text changes the anchor's node and
/// every alias of it at once. So an edit meant for one place must know whether the text it changes is read from
/// elsewhere too: a value reached through an alias is changed alone by replacing the alias where it stands (its range
/// is the alias's, `Node.range`), and an edit that lands in an anchor's text, which aliases repeat, changes them all
/// (`sharedAnchor(holding:)`).
public struct Aliases: Sendable {
    /// An anchored node that aliases name.
    public struct SharedAnchor: Sendable, Hashable {
        /// The anchor's name, as written after `&`.
        public var name: String
        /// The anchored node's text, properties (`&name`, a tag) included.
        public var range: SourceRange
        /// How many aliases repeat its text or part of it: its own, and those of the anchors inside it.
        public var aliases: Int
    }

    /// The anchored text of each alias, by where the alias starts.
    private var targets: [Mark: SourceRange] = [:]
    /// The outermost shared anchors, by start: nested ones lie in them, and two never overlap otherwise.
    private var outermost: [SharedAnchor] = []

    /// No alias at all (a file without any, or a format without them).
    public init() {}

    /// Whether the file has no alias.
    public var isEmpty: Bool { targets.isEmpty }

    /// The text of the anchored node an alias that starts at `mark` names, nil when no alias starts there.
    public func target(ofAliasAt mark: Mark) -> SourceRange? {
        targets[mark]
    }

    /// The outermost anchor that aliases name whose text holds a range (an empty range at its start counts: an
    /// insertion there lands in the anchor's value), or nil when the range lies in no such anchor. An edit there
    /// changes every place that reads the anchor, through its aliases and where it is defined.
    public func sharedAnchor(holding range: SourceRange) -> SharedAnchor? {
        // The last outermost anchor that starts at or before the range, which is the only one that can hold it.
        var low = 0, high = outermost.count
        while low < high {
            let middle = (low + high) / 2
            if outermost[middle].range.start <= range.start { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let candidate = outermost[low - 1]
        return range.end <= candidate.range.end ? candidate : nil
    }

    /// Collects aliases as the parser reads them.
    struct Builder {
        private var targets: [Mark: SourceRange] = [:]
        /// Per anchored node (by its range), its name and how many aliases name it.
        private var anchors: [SourceRange: (name: String, aliases: Int)] = [:]

        mutating func note(alias: SourceRange, names target: SourceRange, anchor name: String) {
            targets[alias.start] = target
            anchors[target, default: (name, 0)].aliases += 1
        }

        /// The aliases noted, with the outermost shared anchors sorted. An anchor inside another is covered by it, and
        /// its aliases are counted with the outer one's.
        func built() -> Aliases {
            var result = Aliases()
            result.targets = targets
            let sorted = anchors.map { SharedAnchor(name: $0.value.name, range: $0.key, aliases: $0.value.aliases) }
                .sorted { ($0.range.start, $1.range.end) < ($1.range.start, $0.range.end) }
            for anchor in sorted {
                if let last = result.outermost.last, anchor.range.end <= last.range.end {
                    result.outermost[result.outermost.count - 1].aliases += anchor.aliases
                } else {
                    result.outermost.append(anchor)
                }
            }
            return result
        }
    }
}
