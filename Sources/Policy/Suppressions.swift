import Lint
import Spec
import Source

/// The `# piclint:` comments of a file (SPEC-FORMAT.md, "Inline suppression") and what they switch off.
///
/// Directives are read from the comments the YAML layer found, so a `#` inside a scalar (quoted, or a line of a
/// block scalar) is never one.
public struct Suppressions: Sendable {
    /// One directive.
    public struct Directive: Sendable, Hashable {
        public enum Scope: String, Sendable, Hashable {
            case nextLine = "disable-next-line"
            case line = "disable-line"
            case block = "disable"
            case file = "disable-file"
        }

        /// What the directive covers.
        public var scope: Scope
        /// The rules it names, each with its position; empty for every rule.
        public var rules: [NamedRule]
        /// Where the directive's comment starts.
        public var range: SourceRange
        /// The lines it covers (1-based, inclusive).
        public var lines: ClosedRange<Int>

        func covers(_ diagnostic: Diagnostic) -> Bool {
            lines.contains(diagnostic.range.start.line) && names(diagnostic.rule)
        }

        /// Whether it switches off a rule: it names the rule, or names none.
        func names(_ rule: RuleID) -> Bool {
            rules.isEmpty || rules.contains { $0.id == rule.rawValue }
        }

        /// The directive as written, for messages: "piclint:disable-line minute-interval".
        public var spelling: String {
            "piclint:" + scope.rawValue + (rules.isEmpty ? "" : " " + rules.map(\.id).joined(separator: ", "))
        }
    }

    /// A rule a directive names, and where.
    public struct NamedRule: Sendable, Hashable {
        public var id: String
        public var range: SourceRange
    }

    /// The directives, in file order.
    public var directives: [Directive]
    /// Where the file's controls start: a `disable-line` on a control's first line, or a `disable-next-line` on the
    /// line above it, covers every finding of that control, wherever the finding points.
    public var controls: ControlPlaces

    /// Reads the directives of the comments a front end kept for a file, with where its controls start.
    public init(_ comments: FileComments) {
        self.init(comments.comments, lineCount: comments.lineCount, controls: comments.controls)
    }

    /// Reads the directives of a file's comments; `lineCount` is how many lines the file has.
    public init(_ comments: [Comment], lineCount: Int, controls: ControlPlaces = ControlPlaces()) {
        self.controls = controls
        var directives: [Directive] = []
        var openBlocks = OpenBlocks()
        for comment in comments {
            let number = comment.range.start.line
            // Most comments are no directive: a look at their first bytes settles it, with no copy.
            guard Self.mayBeDirective(comment.text), let parsed = Self.parse(comment.text, line: number, column: comment.range.start.column) else { continue }
            let range = comment.range
            switch parsed.keyword {
            case "disable-next-line":
                directives.append(Directive(scope: .nextLine, rules: parsed.rules, range: range, lines: (number + 1)...(number + 1)))
            case "disable-line":
                directives.append(Directive(scope: .line, rules: parsed.rules, range: range, lines: number...number))
            case "disable-file":
                directives.append(Directive(scope: .file, rules: parsed.rules, range: range, lines: 1...max(1, lineCount)))
            case "disable":
                openBlocks.open(OpenBlocks.Block(rules: parsed.rules, range: range, start: number))
            case "enable":
                for block in openBlocks.close(naming: Set(parsed.rules.map(\.id))) {
                    directives.append(Directive(scope: .block, rules: block.rules, range: block.range, lines: block.start...number))
                }
            default:
                break
            }
        }
        for block in openBlocks.remaining {
            directives.append(Directive(scope: .block, rules: block.rules, range: block.range, lines: block.start...max(block.start, lineCount)))
        }
        self.directives = directives.sorted { $0.range.start < $1.range.start }
    }

    /// The `disable` blocks not yet closed, grouped by the set of rules they name, so that an `enable` finds the
    /// ones it closes without testing every open block (a file of many open blocks and many enables was quadratic).
    ///
    /// `enable` closes the blocks that name no rule and those whose rules it all names (every block when it names
    /// none). Each group waits under one of its rules and is looked at only when an `enable` names that rule; when
    /// another of its rules is missing from that `enable`, it moves to wait under that one, as SAT solvers watch
    /// literals, so the same `enable` repeated does not look at it again.
    struct OpenBlocks {
        struct Block {
            var rules: [NamedRule]
            var range: SourceRange
            var start: Int
        }

        private struct Group {
            var rules: Set<String>
            var blocks: [Block]
        }

        private var forAllRules: [Block] = []
        private var groups: [[String]: Group] = [:]
        private var waiting: [String: Set<[String]>] = [:]

        mutating func open(_ block: Block) {
            let rules = Set(block.rules.map(\.id))
            guard let witness = rules.min() else {
                forAllRules.append(block)
                return
            }
            let key = rules.sorted()
            if groups[key] == nil {
                groups[key] = Group(rules: rules, blocks: [])
                waiting[witness, default: []].insert(key)
            }
            groups[key]?.blocks.append(block)
        }

        /// Closes and returns the blocks an `enable` naming these rules ends.
        mutating func close(naming names: Set<String>) -> [Block] {
            var closed = forAllRules
            forAllRules = []
            if names.isEmpty {
                closed += remaining
                groups = [:]
                waiting = [:]
                return closed
            }
            for name in names {
                for key in waiting.removeValue(forKey: name) ?? [] {
                    guard let group = groups[key] else { continue }
                    if let missing = group.rules.first(where: { !names.contains($0) }) {
                        waiting[missing, default: []].insert(key)
                    } else {
                        closed += group.blocks
                        groups[key] = nil
                    }
                }
            }
            return closed
        }

        /// The blocks still open.
        var remaining: [Block] {
            forAllRules + groups.values.flatMap(\.blocks)
        }
    }

    /// What applying the directives to a file's diagnostics gives.
    public struct Outcome: Sendable {
        /// The diagnostics left.
        public var kept: [Diagnostic]
        /// How many were suppressed.
        public var suppressed: Int
        /// Rules named in directives that piclint does not have (`unknown-rule`).
        public var unknownRules: [NamedRule]
        /// Directives that suppressed nothing (`unused-suppression`), leaving out those naming only unknown rules.
        public var unused: [Directive]
    }

    /// Removes the diagnostics the directives cover; those of rules that cannot be suppressed (`yaml-syntax`) stay. A
    /// line directive covers the findings on its line and, when that line is a control's first, every finding of the
    /// control. A diagnostic is credited to the first directive in file order that covers it; the others that cover it
    /// stay unused. (`Matcher` does the same one finding at a time.)
    public func apply(to diagnostics: [Diagnostic], knownRules: Set<RuleID>) -> Outcome {
        // Most files have no directive: their findings stay as they are, with no index and no copy.
        guard !directives.isEmpty else { return Outcome(kept: diagnostics, suppressed: 0, unknownRules: [], unused: []) }
        var matcher = Matcher(self)
        let kept = diagnostics.filter { !matcher.suppresses($0) }
        let (unknown, unused) = matcher.judged(knownRules: knownRules)
        return Outcome(kept: kept, suppressed: matcher.suppressed, unknownRules: unknown, unused: unused)
    }

    /// The directives indexed so that each finding is matched on its own, in any order, as the engine makes them: line
    /// directives by line, file directives by rule, and blocks as runs of lines, each run with the first block (in
    /// file order) open over it, for all rules and per rule. Each finding costs a few lookups and a binary search,
    /// whatever the number of directives, so a file of many comments and many findings does not cost their product.
    public struct Matcher: Sendable {
        private let directives: [Directive]
        private let controls: ControlPlaces
        private let byLine: [Int: [Int]]
        private let fileFirst: [String: Int]
        private let fileFirstForAll: Int?
        private let blocksForAll: FirstOpen
        private let blocksByRule: [String: FirstOpen]
        /// Which directives suppressed something.
        private var used: [Bool]
        /// How many findings were suppressed.
        public private(set) var suppressed = 0

        /// Indexes a file's directives.
        public init(_ suppressions: Suppressions) {
            directives = suppressions.directives
            controls = suppressions.controls
            used = [Bool](repeating: false, count: directives.count)
            var byLine: [Int: [Int]] = [:]
            var fileFirst: [String: Int] = [:]
            var fileFirstForAll: Int?
            var forAll: [Int] = []
            var byRule: [String: [Int]] = [:]
            for (index, directive) in directives.enumerated() {
                switch directive.scope {
                case .line, .nextLine:
                    byLine[directive.lines.lowerBound, default: []].append(index)
                case .file:
                    // Indices rise, so the first one kept per rule is the first in file order.
                    if directive.rules.isEmpty {
                        fileFirstForAll = fileFirstForAll ?? index
                    } else {
                        for rule in directive.rules where fileFirst[rule.id] == nil { fileFirst[rule.id] = index }
                    }
                case .block:
                    if directive.rules.isEmpty {
                        forAll.append(index)
                    } else {
                        for rule in Set(directive.rules.map(\.id)) { byRule[rule, default: []].append(index) }
                    }
                }
            }
            self.byLine = byLine
            self.fileFirst = fileFirst
            self.fileFirstForAll = fileFirstForAll
            let directives = directives
            blocksForAll = FirstOpen(forAll.map { ($0, directives[$0].lines) })
            blocksByRule = byRule.mapValues { FirstOpen($0.map { ($0, directives[$0].lines) }) }
        }

        /// Whether a directive covers the finding; the first that does (in file order) is noted as used.
        public mutating func suppresses(_ diagnostic: Diagnostic) -> Bool {
            guard !directives.isEmpty, !Suppressions.unsuppressible.contains(diagnostic.rule) else { return false }
            let line = diagnostic.range.start.line
            let rule = diagnostic.rule.rawValue
            var covering = blocksForAll.first(at: line)
            func consider(_ candidate: Int?) {
                if let candidate, covering.map({ candidate < $0 }) ?? true { covering = candidate }
            }
            consider(blocksByRule[rule]?.first(at: line))
            // File directives all cover the same lines (the file's), so the first that names the rule decides.
            if let first = [fileFirstForAll, fileFirst[rule]].compactMap({ $0 }).min(), directives[first].lines.contains(line) {
                consider(first)
            }
            consider(byLine[line]?.first { directives[$0].covers(diagnostic) })
            // A line directive on the control's first line covers the finding too, whichever of its lines it is on.
            if !byLine.isEmpty, let start = controls.firstLine(of: diagnostic), start != line {
                consider(byLine[start]?.first { directives[$0].names(diagnostic.rule) })
            }
            guard let covering else { return false }
            used[covering] = true
            suppressed += 1
            return true
        }

        /// Whether some directive would suppress a finding of a rule (by id) on a line, in a control that starts on
        /// `controlLine` (nil for a finding in none), as `suppresses` decides, without noting any as used.
        public func mayCover(line: Int, rule: String, controlLine: Int?) -> Bool {
            guard !directives.isEmpty, !Suppressions.unsuppressible.contains(RuleID(rule)) else { return false }
            if blocksForAll.first(at: line) != nil || blocksByRule[rule]?.first(at: line) != nil { return true }
            if let first = [fileFirstForAll, fileFirst[rule]].compactMap({ $0 }).min(), directives[first].lines.contains(line) { return true }
            if byLine[line]?.contains(where: { directives[$0].lines.contains(line) && directives[$0].names(RuleID(rule)) }) == true { return true }
            if let controlLine, controlLine != line, byLine[controlLine]?.contains(where: { directives[$0].names(RuleID(rule)) }) == true {
                return true
            }
            return false
        }

        /// The rules the directives name that piclint does not have, and the directives that suppressed nothing
        /// (leaving out those naming only unknown rules), once every finding has been matched.
        public func judged(knownRules: Set<RuleID>) -> (unknownRules: [NamedRule], unused: [Directive]) {
            let unknown = directives.flatMap { $0.rules.filter { !knownRules.contains(RuleID($0.id)) } }
            let unused = directives.indices.filter { index in
                !used[index] && (directives[index].rules.isEmpty || directives[index].rules.contains { knownRules.contains(RuleID($0.id)) })
            }.map { directives[$0] }
            return (unknown, unused)
        }
    }

    /// For blocks given as directive indices with the lines each covers: the first (smallest index) open at a line.
    /// The lines are cut into runs at every block's first line and the line after its last; over a run the open
    /// blocks do not change, so one sweep notes each run's first, and a line's answer is a binary search away.
    struct FirstOpen: Sendable {
        /// The first line of each run, rising, and the first block open over it.
        private var starts: [Int] = []
        private var firsts: [Int?] = []

        init(_ blocks: [(index: Int, lines: ClosedRange<Int>)]) {
            guard !blocks.isEmpty else { return }
            let byStart = blocks.sorted { $0.lines.lowerBound < $1.lines.lowerBound }
            let cuts = Array(Set(blocks.flatMap { [$0.lines.lowerBound, $0.lines.upperBound + 1] })).sorted()
            var open = ExpiringHeap<Int, Int>()
            var next = 0
            for cut in cuts {
                while next < byStart.count, byStart[next].lines.lowerBound <= cut {
                    open.push(byStart[next].index, until: byStart[next].lines.upperBound)
                    next += 1
                }
                starts.append(cut)
                firsts.append(open.first(openAt: cut))
            }
        }

        func first(at line: Int) -> Int? {
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= line { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? nil : firsts[low - 1]
        }
    }

    /// The ids a directive may name.
    public static let knownRules = Set(RuleRegistry.descriptions.map(\.id))

    /// The rules whose findings no comment suppresses.
    static let unsuppressible = RuleRegistry.ids { !$0.canBeSuppressed }

    // MARK: Reading directives

    /// Whether a comment starts `# piclint:` (blanks or none after the `#`), read from its UTF-8 in place.
    static func mayBeDirective(_ comment: String) -> Bool {
        var rest = comment.utf8.dropFirst(markerLength(comment))
        while let first = rest.first, first == 0x20 || first == 0x09 { rest = rest.dropFirst() }
        return rest.starts(with: "piclint:".utf8)
    }

    /// How long the mark that opens a comment is: YAML's `#`, or Swift's `//` and `/*` (`///` and `/**` too).
    static func markerLength(_ comment: String) -> Int {
        let bytes = comment.utf8
        guard bytes.first == UInt8(ascii: "/") else { return 1 }
        var length = 0
        for byte in bytes.prefix(3) where byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") { length += 1 }
        return max(2, length)
    }

    /// `# piclint:keyword rule, rule` (or `// piclint:…`, `/* piclint:… */`) → the keyword and the rules with their
    /// positions.
    static func parse(_ comment: String, line: Int, column: Int) -> (keyword: String, rules: [NamedRule])? {
        var scalars = Array(comment.unicodeScalars)
        // A `/* … */` block ends at its `*/`; what follows is no part of the directive.
        if comment.hasPrefix("/*"), let close = (2..<max(2, scalars.count - 1)).first(where: { scalars[$0] == "*" && scalars[$0 + 1] == "/" }) {
            scalars = Array(scalars[..<close])
        }
        var index = markerLength(comment)
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        let prefix = Array("piclint:".unicodeScalars)
        guard index + prefix.count <= scalars.count, Array(scalars[index..<(index + prefix.count)]) == prefix else { return nil }
        index += prefix.count
        let keywordStart = index
        while index < scalars.count, scalars[index] != " ", scalars[index] != "\t" { index += 1 }
        let keyword = String(String.UnicodeScalarView(scalars[keywordStart..<index]))
        var rules: [NamedRule] = []
        var current = ""
        var currentStart = 0
        func flush() {
            if !current.isEmpty {
                let start = Mark(line: line, column: column + currentStart)
                rules.append(NamedRule(id: current, range: SourceRange(start: start, end: Mark(line: line, column: start.column + current.unicodeScalars.count))))
            }
            current = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            // A second `#` starts a remark about the directive ("# piclint:disable x # legacy screen").
            if scalar == "#" { break }
            // In Swift, a second `//` does the same ("// piclint:disable x // legacy screen").
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" { break }
            if scalar == "," || scalar == " " || scalar == "\t" {
                flush()
            } else {
                if current.isEmpty { currentStart = index }
                current.unicodeScalars.append(scalar)
            }
            index += 1
        }
        flush()
        return (keyword, rules)
    }
}
