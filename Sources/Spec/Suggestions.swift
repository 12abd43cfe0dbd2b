/// "Did you mean ...?": the nearest known word to a misspelt one.
public enum Suggestions {
    /// The closest candidate, if one is close enough to be what the author meant.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        // `countdown` for `countDownTimer`, `sheet` for `bottomSheet`: a known word holding the typed one.
        if lowered.count >= 4 {
            let holding = candidates.filter { $0.lowercased().contains(lowered) }
            if holding.count == 1 { return holding[0] }
        }
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

    /// Edit distance between two strings, by characters, counting a swap of neighbours as one edit
    /// (optimal string alignment), since `stpe` for `step` is one slip, not two.
    public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs)
        let b = Array(rhs)
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
