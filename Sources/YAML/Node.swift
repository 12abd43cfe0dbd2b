/// A YAML node with its position: a scalar, a sequence or a mapping.
public struct Node: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence([Node])
        case mapping([Pair])
    }

    /// One key/value entry of a mapping.
    public struct Pair: Sendable {
        public var key: Node
        public var value: Node

        public init(key: Node, value: Node) {
            self.key = key
            self.value = value
        }
    }

    /// The node's content.
    public var content: Content
    /// Where the node stands in the file.
    public var range: SourceRange
    /// The explicit tag, if the author wrote one (`!!str`, `!custom`), in its resolved long form.
    public var tag: String?
    /// How a sequence or mapping was written (nil for a scalar, whose style is its `Scalar`'s).
    public var style: CollectionStyle?

    /// Creates a node.
    public init(content: Content, range: SourceRange, tag: String? = nil, style: CollectionStyle? = nil) {
        self.content = content
        self.range = range
        self.tag = tag
        self.style = style
    }

    /// The scalar, if this node is one.
    public var scalar: Scalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, if this node is a sequence.
    public var sequence: [Node]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries, if this node is a mapping.
    public var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// A word for the node's kind, for messages ("a mapping", "a sequence", "the string \"x\"").
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.value.kindDescription
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }
}

/// How a sequence or mapping was written: in block style (`- item`, `key: value` lines) or in flow style
/// (`[a, b]`, `{a: 1}`).
public enum CollectionStyle: String, Sendable, Hashable {
    case block, flow
}

/// How a scalar was written.
public enum ScalarStyle: String, Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    /// Whether the scalar was written in quotes.
    public var isQuoted: Bool { self == .singleQuoted || self == .doubleQuoted }
}

/// A scalar's text as written (after YAML unescaping and folding), its style and its resolved value.
public struct Scalar: Sendable, Hashable {
    /// The scalar's text, after quotes and escapes are processed.
    public var text: String
    /// How the scalar was written.
    public var style: ScalarStyle
    /// The value by the YAML 1.2 core schema (or the explicit tag).
    public var value: ScalarValue

    /// Creates a scalar.
    public init(text: String, style: ScalarStyle, value: ScalarValue) {
        self.text = text
        self.style = style
        self.value = value
    }
}

/// A scalar's value after YAML 1.2 core schema resolution.
public enum ScalarValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    /// An integer too large for 64 bits, kept as written.
    case bigInt(String)
    case float(Double)
    case string(String)

    /// A short description for messages: "the string \"x\"", "the number 7", "null".
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return "the boolean \(value)"
        case .int(let value): return "the number \(value)"
        case .bigInt(let text): return "the number \(text)"
        case .float(let value): return "the number \(value)"
        case .string(let text): return "the string \"\(text)\""
        }
    }
}
