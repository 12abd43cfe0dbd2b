/// A comment in a source file (`# …` in YAML, `<!-- … -->` in XML, `// …` or `/* … */` in Swift), where suppression
/// directives are read.
public struct Comment: Sendable, Hashable {
    /// Where the comment lies: its `#`, and just past its last character.
    public var range: SourceRange
    /// The comment as written, `#` included, its line break left out.
    public var text: String

    /// Creates a comment.
    public init(range: SourceRange, text: String) {
        self.range = range
        self.text = text
    }
}
