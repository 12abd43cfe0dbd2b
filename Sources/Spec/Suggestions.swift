/// "Did you mean ...?": the nearest known word to a misspelt one.
public enum Suggestions {
    /// The closest candidate, if one is close enough to be what the author meant.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            let allowed = max(1, min(3, candidate.count / 3))
            guard distance <= allowed else { continue }
            if let current = best, current.distance <= distance { continue }
            best = (candidate, distance)
        }
        return best?.word
    }

    /// Levenshtein distance between two strings, by characters.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
