import Source
import YAML

/// A problem found while reading a spec file: its syntax, its shape or its keys.
public struct SpecProblem: Sendable, Hashable {
    /// Which input rule the problem belongs to; the raw value is the rule id.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case yamlSyntax = "yaml-syntax"
        case xmlSyntax = "xml-syntax"
        case swiftSyntax = "swift-syntax"
        case specInvalid = "spec-invalid"
        case unknownKey = "spec-unknown-key"
        case duplicateKey = "duplicate-key"
    }

    // A file may hold hundreds of thousands of problems (a generated file of unknown keys) until the policy has
    // counted them, so a problem is kept small: the fix, which few have, lives out of line, and the kind last, where it
    // pads nothing.

    /// The node the problem is about.
    public var range: SourceRange
    /// What is wrong.
    public var message: String
    /// What to do about it, if there is more to say than the message.
    public var help: String?
    /// The id of the control the problem is in, when known.
    public var control: String?
    /// The fix, if any, as a list of none or one: an empty list takes a word and no allocation, a `Fix?` four words.
    private var fixes: [Fix]
    /// Which input rule the problem belongs to.
    public var kind: Kind

    /// The change that fixes it, if there is one: safe, or a suggestion when it may change what the screen means.
    public var fix: Fix? {
        get { fixes.first }
        set { fixes = newValue.map { [$0] } ?? [] }
    }

    /// Creates a problem.
    public init(_ kind: Kind, at range: SourceRange, _ message: String, help: String? = nil, control: String? = nil, fix: Fix? = nil) {
        self.kind = kind
        self.range = range
        self.message = message
        self.help = help
        self.control = control
        self.fixes = fix.map { [$0] } ?? []
    }
}
