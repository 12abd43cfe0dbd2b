import Source
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

    /// Whether a parsed file is plainly a spec; its text is looked at only when the parse failed.
    public static func isPlainlySpec(_ parsed: ParseResult) -> Bool {
        if parsed.documents.contains(where: { isScreenLike($0.root) }) { return true }
        guard parsed.error != nil else { return false }
        return parsed.source.hasLine(startingWithKeyOf: keys)
    }

    /// A mapping with a spec key, or a sequence holding one.
    private static func isScreenLike(_ node: Node) -> Bool {
        if let items = node.sequence { return items.contains { hasSpecKey($0) } }
        return hasSpecKey(node)
    }

    private static func hasSpecKey(_ node: Node) -> Bool {
        node.mapping?.contains { pair in pair.key.scalar.map { keys.contains($0.text) } ?? false } ?? false
    }
}
