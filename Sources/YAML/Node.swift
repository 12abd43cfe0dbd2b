import Source
/// A YAML node with its position: a scalar, a sequence or a mapping.
///
/// A node is a handle: the index of its record in the `NodeArena` its file was parsed into. Copying one copies two
/// words. An alias is a record of its own, a copy of its anchor's standing where the alias does (its children are
/// the anchor's, not copied), so a tree costs one record per node written, not per node reached, and a value read
/// through an alias knows where that alias is. The scalar's text and value are read from the arena when asked for.
public struct Node: Sendable {
    /// What a node holds.
    public enum Content: Sendable {
        case scalar(Scalar)
        case sequence(Items)
        case mapping(Pairs)
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

    let arena: NodeArena
    let index: Int

    init(_ arena: NodeArena, _ index: Int) {
        self.arena = arena
        self.index = index
    }

    private var record: NodeRecord { arena.records[index] }

    /// The node's content.
    public var content: Content {
        switch record.kind {
        case .scalar: return .scalar(arena.scalar(index))
        case .sequence: return .sequence(Items(arena: arena, record: record))
        case .mapping: return .mapping(Pairs(arena: arena, record: record))
        }
    }

    /// Where the node stands in the file: for an alias (`*name`), the alias itself, whose value is written at the
    /// anchor (`aliasTarget`). An edit of this range changes this node alone, unless it lies in an anchor's text that
    /// aliases repeat (`Aliases.sharedAnchor(holding:)`).
    public var range: SourceRange { record.range }

    /// For an alias, the anchored node it names, where its value is written; nil for a node written where it stands.
    public var aliasTarget: Node? {
        let alias = record.alias
        return alias < 0 ? nil : Node(arena, Int(alias))
    }

    /// The explicit tag, if the author wrote one (`!!str`, `!custom`), in its resolved long form.
    public var tag: String? {
        let tag = record.tag
        return tag < 0 ? nil : arena.tags[Int(tag)]
    }

    /// How a sequence or mapping was written (nil for a scalar, whose style is its `Scalar`'s).
    public var style: CollectionStyle? {
        let record = record
        switch record.kind {
        case .scalar: return nil
        case .sequence, .mapping: return record.collectionStyle
        }
    }

    /// The scalar, if this node is one.
    public var scalar: Scalar? {
        record.kind == .scalar ? arena.scalar(index) : nil
    }

    /// The items, if this node is a sequence.
    public var sequence: Items? {
        let record = record
        return record.kind == .sequence ? Items(arena: arena, record: record) : nil
    }

    /// The entries, if this node is a mapping.
    public var mapping: Pairs? {
        let record = record
        return record.kind == .mapping ? Pairs(arena: arena, record: record) : nil
    }

    /// Whether this node is a null scalar (`~`, `null`, nothing), read without building its text.
    public var isNull: Bool {
        let record = record
        return record.kind == .scalar && record.value == .null
    }

    /// Whether this node is a scalar whose value is a string, read without building its text.
    public var isStringScalar: Bool {
        let record = record
        return record.kind == .scalar && record.value == .string
    }

    /// Whether this node is a scalar.
    public var isScalar: Bool { record.kind == .scalar }

    /// A scalar's text as UTF-8 bytes, read in place (nil for a collection).
    public var scalarBytes: ArraySlice<UInt8>? {
        let record = record
        return record.kind == .scalar ? arena.text(of: record) : nil
    }

    /// A word for the node's kind, for messages ("a mapping", "a sequence", "the string \"x\"").
    public var kindDescription: String {
        switch record.kind {
        case .scalar: return arena.scalar(index).value.kindDescription
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// The items of a sequence, in order.
    public struct Items: RandomAccessCollection, Sendable {
        let arena: NodeArena
        let first: Int
        public let count: Int

        init(arena: NodeArena, record: NodeRecord) {
            self.arena = arena
            self.first = record.first
            self.count = record.count
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Node {
            precondition(position >= 0 && position < count, "index out of range")
            return Node(arena, Int(arena.children[first + position]))
        }
    }

    /// The entries of a mapping, in order (a merge key's entries after the mapping's own).
    public struct Pairs: RandomAccessCollection, Sendable {
        let arena: NodeArena
        let first: Int
        public let count: Int

        init(arena: NodeArena, record: NodeRecord) {
            self.arena = arena
            self.first = record.first
            self.count = record.count / 2
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }

        public subscript(position: Int) -> Pair {
            precondition(position >= 0 && position < count, "index out of range")
            let at = first + 2 * position
            return Pair(key: Node(arena, Int(arena.children[at])), value: Node(arena, Int(arena.children[at + 1])))
        }

        /// Calls `body` with a reader of each entry's key bytes by position, read in place (nil for a key that is no
        /// scalar): for a reader that indexes a mapping's keys in one pass.
        public func withKeyBytes<R>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>?) -> R) -> R {
            arena.withKeys(first: first, count: count, body)
        }

        /// Whether every scalar key passes a test of its UTF-8 bytes, read in place (keys that are collections pass).
        public func allScalarKeys(_ test: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
            arena.withKeys(first: first, count: count) { keys in
                (0..<count).allSatisfy { position in keys(position).map(test) ?? true }
            }
        }
    }
}

/// The nodes of one parsed file, stored flat: a record per node, the children of every collection as runs of one
/// index array (a mapping's as key, value, key, value), and the text of every scalar in one byte buffer. Built once
/// by the parser, never changed after, so the documents of a file share it across threads.
public final class NodeArena: Sendable {
    let records: [NodeRecord]
    let children: [Int32]
    let text: [UInt8]
    let tags: [String]

    init(records: [NodeRecord], children: [Int32], text: [UInt8], tags: [String]) {
        self.records = records
        self.children = children
        self.text = text
        self.tags = tags
    }

    /// Calls `body` with a reader of the key bytes of a mapping's entries (nil for a key that is no scalar).
    func withKeys<R>(first: Int, count: Int, _ body: ((Int) -> UnsafeBufferPointer<UInt8>?) -> R) -> R {
        records.withUnsafeBufferPointer { records in
            children.withUnsafeBufferPointer { children in
                text.withUnsafeBufferPointer { text in
                    body { position in
                        let record = records[Int(children[first + 2 * position])]
                        guard record.kind == .scalar else { return nil }
                        return UnsafeBufferPointer(rebasing: text[record.first..<(record.first + record.count)])
                    }
                }
            }
        }
    }

    func text(of record: NodeRecord) -> ArraySlice<UInt8> {
        text[record.first..<(record.first + record.count)]
    }

    func scalar(_ index: Int) -> Scalar {
        let record = records[index]
        let string = String(decoding: text(of: record), as: UTF8.self)
        return Scalar(text: string, style: record.scalarStyle, value: record.value.scalarValue(text: string))
    }
}

/// One node of a `NodeArena`. For a scalar, `first` and `count` are its text's bytes in the arena's text; for a
/// collection, its children's run in the arena's children.
///
/// A file has a record per node written, so the record is kept small (48 bytes): offsets and counts in 32 bits (a
/// file is at most 16 MiB, its nodes at most a million), the fields laid out so that none pads another.
struct NodeRecord: Sendable {
    enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping
    }

    var range: SourceRange
    private var storedFirst: Int32
    private var storedCount: Int32
    /// The index of the node's tag in the arena's tags, or -1.
    var tag: Int32
    /// For an alias, the record of the anchored node it names (whose copy this is), else -1.
    var alias: Int32 = -1
    /// The scalar's value, its text left out.
    var value: StoredValue
    var kind: Kind
    /// A scalar's style.
    var scalarStyle: ScalarStyle
    /// A collection's style.
    var collectionStyle: CollectionStyle
    /// Whether a scalar's text is all ASCII (so it equals another text only byte for byte).
    var isASCII: Bool

    init(kind: Kind, scalarStyle: ScalarStyle, collectionStyle: CollectionStyle, value: StoredValue, tag: Int32, first: Int,
         count: Int, isASCII: Bool, range: SourceRange) {
        self.range = range
        storedFirst = Int32(truncatingIfNeeded: first)
        storedCount = Int32(truncatingIfNeeded: count)
        self.tag = tag
        self.value = value
        self.kind = kind
        self.scalarStyle = scalarStyle
        self.collectionStyle = collectionStyle
        self.isASCII = isASCII
    }

    var first: Int { Int(storedFirst) }
    var count: Int { Int(storedCount) }
}

/// A scalar's value without its text: what the core schema made of it, the text being the arena's.
enum StoredValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    /// An integer too large for 64 bits: its text is its value.
    case bigInt
    case float(Double)
    case string

    func scalarValue(text: String) -> ScalarValue {
        switch self {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .int(let value): return .int(value)
        case .bigInt: return .bigInt(text)
        case .float(let value): return .float(value)
        case .string: return .string(text)
        }
    }

    init(_ value: ScalarValue) {
        switch value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .bigInt: self = .bigInt
        case .float(let value): self = .float(value)
        case .string: self = .string
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
