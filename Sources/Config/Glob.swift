import Spec

/// A shell-style path pattern: `*` and `?` within a name, `[abc]` classes, `{a,b}` alternatives, `**` for any depth.
///
/// Matching costs at most (pattern length × path length) per brace alternative, and brace expansion is bounded by
/// `GlobLimits`, so no pattern can make piclint hang or run out of memory.
public struct Glob: Sendable, Hashable {
    /// The pattern as given.
    public let pattern: String
    private let alternatives: [[Component]]
    /// The bytes of all brace alternatives together: what the pattern costs to keep (a config budgets its patterns by it).
    public let expandedSize: Int
    /// Whether some file it can match lies outside the folder it is relative to: an alternative that starts at the
    /// root (`/etc/**`, `{/etc,x}/*`) or climbs above its start with `..` (`../../**`, `a/../../b`). `**` counts as
    /// no folder at all, so `**/../x` is taken to climb.
    public let leavesItsFolder: Bool

    /// One path component of a pattern, compiled once.
    private enum Component: Sendable, Hashable {
        /// `**`: zero or more whole components.
        case globstar
        /// A name without `*`, `?` or `[`: compared scalar by scalar.
        case literal([Unicode.Scalar])
        /// A name with wildcards.
        case wildcard([Unicode.Scalar])
    }

    /// Whether one brace alternative starts at the root or climbs above where it starts.
    private static func climbsOut(_ alternative: String) -> Bool {
        if alternative.hasPrefix("/") { return true }
        var depth = 0
        for part in alternative.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                depth -= 1
                if depth < 0 { return true }
            case "**": continue
            default: depth += 1
            }
        }
        return false
    }

    /// Whether a string holds glob syntax at all (so a plain path is checked for existence instead).
    public static func isPattern(_ text: String) -> Bool {
        text.contains(where: { "*?[{".contains($0) })
    }

    /// Compiles a pattern; throws when it is longer, or expands to more alternatives or text, than `limits` allow.
    public init(_ pattern: String, limits: GlobLimits = .default) throws(GlobError) {
        self.pattern = pattern
        let expanded = try Self.expandBraces(pattern, limits: limits)
        expandedSize = expanded.reduce(0) { $0 + $1.utf8.count }
        leavesItsFolder = expanded.contains(where: Self.climbsOut)
        alternatives = Set(expanded).sorted().map { alternative in
            alternative.split(separator: "/", omittingEmptySubsequences: true).map { part in
                if part == "**" { return .globstar }
                let scalars = Array(part.unicodeScalars)
                return scalars.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) ? .wildcard(scalars) : .literal(scalars)
            }
        }
    }

    /// Whether a relative path (components joined by `/`) matches the pattern.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0.unicodeScalars) }
        return alternatives.contains { Self.match($0, components) }
    }

    /// The leading components without glob syntax: where a walk for this pattern starts.
    public var literalPrefix: [String] {
        guard alternatives.count == 1, let parts = alternatives.first else { return [] }
        var prefix: [String] = []
        for part in parts {
            guard case .literal(let scalars) = part else { break }
            let name = String(String.UnicodeScalarView(scalars))
            // `{x}` is literal to the matcher, but a walk would take it for a pattern; stop there as before.
            if Self.isPattern(name) { break }
            prefix.append(name)
        }
        return prefix
    }

    /// Whether the pattern starts at the file system root.
    public var isAbsolute: Bool { pattern.hasPrefix("/") }

    /// Whether the pattern names hidden files: an alternative's last name starts with a dot (`.*.yaml`,
    /// `config/.piclint.yml`). A shell's `*` leaves out names that start with a dot, and so do globs piclint expands,
    /// or `**/*.yml` would sweep up a repository's `.gitlab-ci.yml`, `.swiftlint.yml` and `.piclint.yml`.
    public var namesHiddenFiles: Bool {
        alternatives.contains { components in
            switch components.last {
            case .literal(let scalars), .wildcard(let scalars): return scalars.first == "."
            case .globstar, nil: return false
            }
        }
    }

    /// Runs the components as a set of states, one path component at a time (an NFA simulation), so any number
    /// of `**` costs (pattern components × path components) name matches instead of trying every split.
    private static func match(_ pattern: [Component], _ path: [[Unicode.Scalar]]) -> Bool {
        var active = [Bool](repeating: false, count: pattern.count + 1)
        active[0] = true
        skipGlobstars(pattern, &active)
        for name in path {
            var next = [Bool](repeating: false, count: pattern.count + 1)
            var any = false
            for index in pattern.indices where active[index] {
                switch pattern[index] {
                case .globstar:
                    next[index] = true
                    any = true
                case .literal(let scalars):
                    if scalars == name {
                        next[index + 1] = true
                        any = true
                    }
                case .wildcard(let scalars):
                    if matchName(scalars[...], name[...]) {
                        next[index + 1] = true
                        any = true
                    }
                }
            }
            guard any else { return false }
            skipGlobstars(pattern, &next)
            active = next
        }
        return active[pattern.count]
    }

    /// A `**` may take no component: a state before one is also a state after it (in order, so runs of them chain).
    private static func skipGlobstars(_ pattern: [Component], _ states: inout [Bool]) {
        for index in pattern.indices where states[index] && pattern[index] == .globstar {
            states[index + 1] = true
        }
    }

    /// Matches one path component against one pattern component, in O(pattern × name) time: on a mismatch only the
    /// latest `*` is retried, one character further on, which suffices because every other token takes one character.
    static func matchName(_ pattern: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        var p = pattern.startIndex, n = name.startIndex
        var starP: Int?, starN = 0
        while n < name.endIndex {
            if p < pattern.endIndex {
                let c = pattern[p]
                if c == "*" {
                    starP = p
                    starN = n
                    p += 1
                    continue
                }
                if c == "?" {
                    p += 1
                    n += 1
                    continue
                }
                if c == "[", let (matched, next) = matchClass(pattern, at: p, name[n]) {
                    if matched {
                        p = next
                        n += 1
                        continue
                    }
                } else if c == name[n] {
                    p += 1
                    n += 1
                    continue
                }
            }
            guard let star = starP else { return false }
            p = star + 1
            starN += 1
            n = starN
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }

    /// Matches `[abc]`, `[a-z]`, `[!a]` at `start`; nil when the bracket does not close (then it is literal).
    private static func matchClass(_ pattern: ArraySlice<Unicode.Scalar>, at start: Int, _ char: Unicode.Scalar) -> (Bool, Int)? {
        var index = start + 1
        var negate = false
        if index < pattern.endIndex, pattern[index] == "!" || pattern[index] == "^" {
            negate = true
            index += 1
        }
        var matched = false
        var first = true
        while index < pattern.endIndex {
            let c = pattern[index]
            if c == "]", !first { return (matched != negate, index + 1) }
            first = false
            if index + 2 < pattern.endIndex, pattern[index + 1] == "-", pattern[index + 2] != "]" {
                if c.value <= char.value && char.value <= pattern[index + 2].value { matched = true }
                index += 3
            } else {
                if c == char { matched = true }
                index += 1
            }
        }
        return nil
    }

    /// `a/{b,c}/*.{yaml,yml}` → the four plain patterns, as shells expand braces, in order.
    ///
    /// The first `{` decides: when it has a matching `}` and a `,` between them, each option is put in its place and
    /// the result expanded again; otherwise the text is taken as it is. Work and memory stay within `limits`: every
    /// text waiting to be expanded gives at least one alternative, so the count is checked before any is built.
    public static func expandBraces(_ pattern: String, limits: GlobLimits = .default) throws(GlobError) -> [String] {
        guard pattern.utf8.count <= limits.maxPatternLength else {
            throw GlobError(pattern: pattern, problem: .tooLong(limit: limits.maxPatternLength))
        }
        var results: [String] = []
        var size = 0
        // Braces and commas are ASCII, so cutting the UTF-8 bytes at them keeps every piece valid UTF-8.
        var pending: [[UInt8]] = [Array(pattern.utf8)]
        while let text = pending.popLast() {
            guard let group = firstGroup(text) else {
                size += text.count
                guard results.count < limits.maxAlternatives else {
                    throw GlobError(pattern: pattern, problem: .tooManyAlternatives(limit: limits.maxAlternatives))
                }
                guard size <= limits.maxExpandedSize else {
                    throw GlobError(pattern: pattern, problem: .tooMuchText(limit: limits.maxExpandedSize))
                }
                results.append(String(decoding: text, as: UTF8.self))
                continue
            }
            guard results.count + pending.count + group.options.count <= limits.maxAlternatives else {
                throw GlobError(pattern: pattern, problem: .tooManyAlternatives(limit: limits.maxAlternatives))
            }
            let prefix = text[..<group.open], suffix = text[(group.close + 1)...]
            // Last option first: the stack then yields them in the order written.
            for option in group.options.reversed() {
                pending.append(Array(prefix) + text[option] + suffix)
            }
        }
        return results
    }

    /// The first `{` of a text with its `}` and the ranges of its options; nil when it does not close or has no `,`.
    private static func firstGroup(_ text: [UInt8]) -> (open: Int, close: Int, options: [Range<Int>])? {
        guard let open = text.firstIndex(of: UInt8(ascii: "{")) else { return nil }
        var depth = 0
        var bounds = [open]
        for index in open..<text.count {
            switch text[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    guard bounds.count > 1 else { return nil }
                    bounds.append(index)
                    let options = (0..<(bounds.count - 1)).map { (bounds[$0] + 1)..<bounds[$0 + 1] }
                    return (open, index, options)
                }
            case UInt8(ascii: ",") where depth == 1: bounds.append(index)
            default: break
            }
        }
        return nil
    }
}

/// What one pattern may cost: brace groups multiply (`{a,b}{a,b}` is four patterns), so they are bounded.
public struct GlobLimits: Sendable, Hashable {
    /// The longest pattern accepted, in bytes.
    public var maxPatternLength: Int
    /// The most alternatives its braces may expand to.
    public var maxAlternatives: Int
    /// The most bytes all alternatives may come to together.
    public var maxExpandedSize: Int

    /// Creates limits.
    public init(maxPatternLength: Int, maxAlternatives: Int, maxExpandedSize: Int) {
        self.maxPatternLength = maxPatternLength
        self.maxAlternatives = maxAlternatives
        self.maxExpandedSize = maxExpandedSize
    }

    /// The limits piclint uses: 16 KiB patterns (paths are at most 4 KiB), 1,024 alternatives, 1 MiB expanded.
    public static let `default` = GlobLimits(maxPatternLength: 16 * 1024, maxAlternatives: 1_024, maxExpandedSize: 1024 * 1024)
}

/// A pattern piclint refuses, and why.
public struct GlobError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Which limit the pattern passes.
    public enum Problem: Sendable, Hashable {
        case tooLong(limit: Int)
        case tooManyAlternatives(limit: Int)
        case tooMuchText(limit: Int)
    }

    /// The pattern as given.
    public var pattern: String
    public var problem: Problem

    /// What is wrong, without the pattern (a config error points at it instead).
    public var message: String {
        switch problem {
        case .tooLong(let limit):
            return "a pattern is at most \(WholeNumbers.grouped(limit)) bytes long"
        case .tooManyAlternatives(let limit):
            return "the pattern's braces expand to more than \(WholeNumbers.grouped(limit)) alternatives (each {a,b} doubles them); "
                + "write it as several patterns, or use * and ?"
        case .tooMuchText(let limit):
            return "the pattern's braces expand to more than \(WholeNumbers.grouped(limit)) bytes of patterns; "
                + "write it as several shorter patterns, or use * and ?"
        }
    }

    /// The message with the start of the pattern, for the command line.
    public var description: String {
        let shown = pattern.count > 60 ? String(pattern.prefix(60)) + "…" : pattern
        return "\(shown): \(message)"
    }
}
