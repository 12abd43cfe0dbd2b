/// "Did you mean ...?": the nearest known word to a misspelt one.
public enum Suggestions {
    /// The closest candidate, if one is close enough to be what the author meant.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        SuggestionIndex(candidates).nearest(to: word)
    }

    /// Edit distance between two strings, by Unicode scalars, counting a swap of neighbours as one edit
    /// (optimal string alignment), since `stpe` for `step` is one slip, not two.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        editDistance(Array(lhs.unicodeScalars), Array(rhs.unicodeScalars))
    }

    /// The edit distance when it is at most `limit`, else `limit + 1`: a row whose every cell is past the limit
    /// ends the count, so a word far from every candidate (most unknown keys) costs a few rows each, and the rows
    /// live on the stack. A file of 490,000 unknown keys asks this some millions of times.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return min(max(a.count, b.count), limit + 1) }
        if abs(a.count - b.count) > limit { return limit + 1 }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * width) { rows in
            var beforePrevious = 0, previous = width, current = 2 * width
            for j in 0..<width {
                rows[j] = 0
                rows[previous + j] = j
            }
            var smallestBefore = 0
            for i in 1...a.count {
                rows[current] = i
                var smallest = i
                for j in 1...b.count {
                    let substitution = rows[previous + j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var cell = min(rows[previous + j] + 1, rows[current + j - 1] + 1, substitution)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, rows[beforePrevious + j - 2] + 1)
                    }
                    rows[current + j] = cell
                    smallest = min(smallest, cell)
                }
                // A transposition reaches back two rows, so a row past the limit ends the count only when the row
                // before it is past too.
                if smallest > limit, smallestBefore > limit { return limit + 1 }
                smallestBefore = smallest
                (beforePrevious, previous, current) = (previous, current, beforePrevious)
            }
            return min(rows[previous + b.count], limit + 1)
        }
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}

/// Candidate words prepared once (lowercased, as scalars), for asking "did you mean" many times.
public struct SuggestionIndex: Sendable {
    private let words: [String]
    private let lowered: [String]
    private let scalars: [[Unicode.Scalar]]

    /// Prepares the candidates.
    public init(_ words: [String]) {
        self.words = words
        lowered = words.map { $0.lowercased() }
        scalars = lowered.map { Array($0.unicodeScalars) }
    }

    /// The candidate close enough to be what the author meant, when exactly one is (a fix can then rename to it).
    public func single(to word: String) -> String? {
        guard let nearest = nearest(to: word) else { return nil }
        let typedScalars = Array(word.lowercased().unicodeScalars)
        let close = scalars.indices.filter { index in
            let candidate = scalars[index]
            let allowed = max(1, min(3, candidate.count / 3))
            return abs(candidate.count - typedScalars.count) <= allowed && Suggestions.editDistance(typedScalars, candidate, atMost: allowed) <= allowed
        }
        // A word held by the typed one is a close match too (`sheet` for `bottomSheet`); it counts as one.
        if close.isEmpty { return nearest }
        return close.count == 1 && words[close[0]] == nearest ? nearest : nil
    }

    /// The closest candidate, if one is close enough to be what the author meant.
    public func nearest(to word: String) -> String? {
        let typedScalars = Array(word.lowercased().unicodeScalars)
        // `countdown` for `countDownTimer`, `sheet` for `bottomSheet`: a known word holding the typed one.
        if typedScalars.count >= 4 {
            var holding: Int?
            for index in lowered.indices where Self.contains(scalars[index], typedScalars) {
                if holding != nil { holding = nil; break }
                holding = index
            }
            if let holding { return words[holding] }
        }
        var best: (index: Int, distance: Int)?
        for index in scalars.indices {
            let candidate = scalars[index]
            let allowed = max(1, min(3, candidate.count / 3))
            // The distance is at least the difference in length: skip the work when that alone is too far.
            guard abs(candidate.count - typedScalars.count) <= allowed else { continue }
            let distance = Suggestions.editDistance(typedScalars, candidate, atMost: allowed)
            guard distance <= allowed else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (index, distance)
        }
        return best.map { words[$0.index] }
    }

    /// Whether a scalar sequence holds another (a plain search: the words are short).
    static func contains(_ haystack: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == first {
            var matched = true
            for offset in 1..<needle.count where haystack[start + offset] != needle[offset] {
                matched = false
                break
            }
            if matched { return true }
        }
        return false
    }
}
