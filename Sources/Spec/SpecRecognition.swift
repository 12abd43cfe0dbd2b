import YAML

/// Tells a spec from the other YAML a repository holds (workflows, compose files, manifests, configs), so that a
/// folder walk, a glob or the pre-commit hook can leave those alone. It judges the parse the linter makes anyway:
/// nothing is read twice.
///
/// A file is plainly a spec when one of its documents has `screen` or `controls` at its top level: a mapping with
/// either key, or a sequence of such mappings (screens written as a list by mistake). These are the two keys every
/// screen needs and no common format uses at its top level; `platform`, `locale` and `size` are too ordinary
/// to count alone. So a spec that forgot one of the two is still a spec, and its missing key is reported.
///
/// A file that is not valid YAML holds no trustworthy tree: it is a spec when one of its lines starts with either
/// key (`screen:`, `"controls":`), as a block-style spec's do however early the error stands. A broken spec is
/// reported; a broken file of another kind (a Helm template full of `{{ }}`) is not.
public enum SpecRecognition {
    /// The top-level keys that make a file a spec.
    public static let keys: Set<String> = ["screen", "controls"]

    /// Whether a parsed file is plainly a spec; `source` is its bytes, read only when the parse failed.
    public static func isPlainlySpec(_ parsed: ParseResult, source: [UInt8]) -> Bool {
        if parsed.documents.contains(where: { isScreenLike($0.root) }) { return true }
        guard parsed.error != nil else { return false }
        return hasSpecKeyLine(source)
    }

    /// A mapping with a spec key, or a sequence holding one.
    private static func isScreenLike(_ node: Node) -> Bool {
        if let items = node.sequence { return items.contains { hasSpecKey($0) } }
        return hasSpecKey(node)
    }

    private static func hasSpecKey(_ node: Node) -> Bool {
        node.mapping?.contains { pair in pair.key.scalar.map { keys.contains($0.text) } ?? false } ?? false
    }

    /// Whether a line starts (in its first column) with a spec key, bare or quoted, then optional blanks and `:`.
    /// A file whose first bytes hold a NUL is UTF-32 (or UTF-16 libyaml could not read): its NULs are passed over,
    /// so a spec saved that way is still recognized and told why it cannot be read.
    static func hasSpecKeyLine(_ source: [UInt8]) -> Bool {
        let bytes = source.prefix(4).contains(0) ? source.filter { $0 != 0 } : source
        let patterns = keys.map { Array($0.utf8) }
        var start = 0
        for mark in [[0xEF, 0xBB, 0xBF], [0xFF, 0xFE], [0xFE, 0xFF]] as [[UInt8]] where bytes.starts(with: mark) {
            start = mark.count
            break
        }
        while start < bytes.count {
            if patterns.contains(where: { startsWithKey($0, in: bytes, at: start) }) { return true }
            guard let end = bytes[start...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return false }
            start = end + 1
        }
        return false
    }

    private static func startsWithKey(_ key: [UInt8], in bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        var quote: UInt8?
        if index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 {
            quote = bytes[index]
            index += 1
        }
        guard bytes.count - index >= key.count, bytes[index..<(index + key.count)].elementsEqual(key) else { return false }
        index += key.count
        if let quote {
            guard index < bytes.count, bytes[index] == quote else { return false }
            index += 1
        }
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index < bytes.count && bytes[index] == 0x3A
    }
}
