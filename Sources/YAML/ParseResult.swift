import Source
/// The same key twice in one mapping: YAML parsers keep one silently, piclint reports both places.
public struct DuplicateKey: Sendable, Hashable {
    /// The key as written.
    public var key: String
    /// The first occurrence of the key.
    public var first: SourceRange
    /// The later occurrence, whose value is the one kept.
    public var duplicate: SourceRange

    /// Creates a duplicate-key record.
    public init(key: String, first: SourceRange, duplicate: SourceRange) {
        self.key = key
        self.first = first
        self.duplicate = duplicate
    }
}

/// One YAML document of a stream.
public struct Document: Sendable {
    /// The document's root node (a null scalar for an empty document).
    public var root: Node
    /// Keys given twice in a mapping of this document, in file order.
    public var duplicateKeys: [DuplicateKey]
    /// Where the document starts (its `---`, or its first node).
    public var start: Mark

    /// Creates a document.
    public init(root: Node, duplicateKeys: [DuplicateKey], start: Mark) {
        self.root = root
        self.duplicateKeys = duplicateKeys
        self.start = start
    }
}

/// What parsing a file gives: the documents read in full, and the error that stopped it, if any.
///
/// Documents before a syntax error are kept, so their screens are still linted.
public struct ParseResult: Sendable {
    /// The documents read in full.
    public var documents: [Document]
    /// The error that stopped parsing, if any.
    public var error: YAMLError?
    /// When an error stopped parsing, where the text it left unread begins: the end of the last document read in
    /// full, or the file's start. Nothing from there on was checked, so `# piclint:` comments there cannot be
    /// judged unused.
    public var unreadFrom: Mark?
    /// The file parsed.
    public var source = SourceFile([])
    /// The file's comments, in file order, none inside a scalar.
    public var comments: [Comment] = []
    /// Where the aliases stand and the text they share with their anchors.
    public var aliases = Aliases()

    /// Creates a result.
    public init(documents: [Document], error: YAMLError?, unreadFrom: Mark? = nil) {
        self.documents = documents
        self.error = error
        self.unreadFrom = error == nil ? nil : unreadFrom ?? .start
    }
}
