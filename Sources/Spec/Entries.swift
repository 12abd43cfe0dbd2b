import YAML

/// The entries of a mapping under their keys' text, as the decoder reads them: scalar keys only, the author's own
/// (`x-...`) left out, the last of two keys with the same text winning. A key is found by comparing UTF-8 bytes:
/// a spec's mappings hold a handful of keys, which a scan finds without building or hashing a String; a large
/// mapping gets a table once, so a hostile file of a million keys stays linear.
struct Entries {
    private let pairs: Node.Pairs
    /// For a large mapping: each key's text and the position of its last entry.
    private let table: [String: Int]?
    /// For a small mapping: each entry's key packed into words, read once, so a lookup compares a few words per entry
    /// instead of reading the arena's records and bytes again for every key the decoder asks for.
    private let packed: [PackedKey]

    init(_ pairs: Node.Pairs) {
        self.pairs = pairs
        guard pairs.count > 16 else {
            table = nil
            packed = pairs.withKeyBytes { keys in
                (0..<pairs.count).map { position in keys(position).map { PackedKey($0) } ?? .none }
            }
            return
        }
        packed = []
        var table: [String: Int] = [:]
        for (position, pair) in pairs.enumerated() {
            if let bytes = pair.key.scalarBytes, !Self.isExtension(bytes) {
                table[String(decoding: bytes, as: UTF8.self)] = position
            }
        }
        self.table = table
    }

    /// The entry under a key.
    subscript(key: String) -> Node.Pair? {
        if let table { return table[key].map { pairs[$0] } }
        var key = key
        let wanted = key.withUTF8 { PackedKey($0) }
        var position = packed.count
        while position > 0 {
            position -= 1
            guard packed[position] == wanted else { continue }
            // Past 16 bytes the packed form holds a prefix only: the bytes decide.
            if wanted.isWhole || pairs[position].key.scalarBytes?.elementsEqual(key.utf8) == true { return pairs[position] }
        }
        return nil
    }

    /// Every entry once with its key's text, in file order; of two keys with the same text, the later.
    var all: [(key: String, pair: Node.Pair)] {
        var all: [(key: String, pair: Node.Pair)] = []
        for position in pairs.indices {
            let pair = pairs[position]
            guard let bytes = pair.key.scalarBytes, !Self.isExtension(bytes) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if let table {
                if table[text] == position { all.append((text, pair)) }
            } else if !pairs[(position + 1)...].contains(where: { Self.sameText($0.key.scalarBytes, text, bytes) }) {
                all.append((text, pair))
            }
        }
        return all
    }

    /// Whether every entry's key is one of `known`, compared as bytes.
    func keys(allIn known: KnownKeys) -> Bool {
        pairs.allScalarKeys { bytes in Self.isExtension(bytes) || known.contains(bytes) }
    }

    /// Whether a key is the author's own (`x-...`), which piclint ignores at any level.
    static func isExtension<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var byte = bytes.makeIterator()
        return byte.next() == UInt8(ascii: "x") && byte.next() == UInt8(ascii: "-")
    }

    /// Whether a key's text equals another's as Swift compares strings: bytes, or canonical equivalence where one
    /// is not ASCII (as a dictionary of Strings would).
    private static func sameText(_ other: ArraySlice<UInt8>?, _ text: String, _ bytes: ArraySlice<UInt8>) -> Bool {
        guard let other, !isExtension(other) else { return false }
        if other.elementsEqual(bytes) { return true }
        if other.allSatisfy({ $0 < 0x80 }) && bytes.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: other, as: UTF8.self) == text
    }
}

/// The keys that may stand in one kind of mapping, with their UTF-8 bytes for comparing keys as written.
struct KnownKeys: Sendable {
    let names: [String]
    private let bytes: [[UInt8]]

    init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
    }

    func contains(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains { $0.count == key.count && $0.withUnsafeBufferPointer { $0.elementsEqual(key) } }
    }

    func contains(_ key: String) -> Bool { names.contains(key) }
}

/// A key's length and first 16 UTF-8 bytes in two words: two keys of up to 16 bytes are the same bytes exactly when
/// their packed forms are equal, and all but one key of the spec format are that short.
struct PackedKey: Equatable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// The key's length in bytes; -1 for a key that is no scalar, which no text matches.
    private var count: Int

    static let none = PackedKey(count: -1)

    private init(count: Int) {
        self.count = count
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        count = bytes.count
        // Copied as memory, not shifted in byte by byte: both sides of a comparison are packed the same way.
        var words: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &words) { words in
            words.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes).prefix(16)))
        }
        low = words.0
        high = words.1
    }

    /// Whether the packed form holds the whole key.
    var isWhole: Bool { count <= 16 }
}
