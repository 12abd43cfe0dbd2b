/// A shell-style path pattern: `*` and `?` within a name, `[abc]` classes, `{a,b}` alternatives, `**` for any depth.
public struct Glob: Sendable, Hashable {
    /// The pattern as given.
    public let pattern: String
    private let alternatives: [[String]]

    /// Whether a string holds glob syntax at all (so a plain path is checked for existence instead).
    public static func isPattern(_ text: String) -> Bool {
        text.contains(where: { "*?[{".contains($0) })
    }

    /// Compiles a pattern.
    public init(_ pattern: String) {
        self.pattern = pattern
        self.alternatives = Self.expandBraces(pattern).map { $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init) }
    }

    /// Whether a relative path (components joined by `/`) matches the pattern.
    public func matches(_ path: String) -> Bool {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return alternatives.contains { Self.match(pattern: $0[...], path: components[...]) }
    }

    /// The leading components without glob syntax: where a walk for this pattern starts.
    public var literalPrefix: [String] {
        guard alternatives.count == 1, let parts = alternatives.first else { return [] }
        return Array(parts.prefix { !Self.isPattern($0) })
    }

    /// Whether the pattern starts at the file system root.
    public var isAbsolute: Bool { pattern.hasPrefix("/") }

    private static func match(pattern: ArraySlice<String>, path: ArraySlice<String>) -> Bool {
        guard let head = pattern.first else { return path.isEmpty }
        if head == "**" {
            // `**` takes zero or more whole components.
            var rest = path
            while true {
                if match(pattern: pattern.dropFirst(), path: rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let name = path.first, matchName(Array(head.unicodeScalars)[...], Array(name.unicodeScalars)[...]) else {
            return false
        }
        return match(pattern: pattern.dropFirst(), path: path.dropFirst())
    }

    /// Matches one path component against one pattern component.
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

    /// `a/{b,c}/*.{yaml,yml}` → the four plain patterns, as shells expand braces.
    static func expandBraces(_ pattern: String) -> [String] {
        let chars = Array(pattern)
        guard let open = chars.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for index in open..<chars.count {
            switch chars[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close, !commas.isEmpty else { return [pattern] }
        let prefix = String(chars[..<open])
        let suffix = String(chars[(close + 1)...])
        let bounds = [open] + commas + [close]
        var options: [String] = []
        for index in 0..<(bounds.count - 1) {
            options.append(String(chars[(bounds[index] + 1)..<bounds[index + 1]]))
        }
        return options.flatMap { expandBraces(prefix + $0 + suffix) }
    }
}
