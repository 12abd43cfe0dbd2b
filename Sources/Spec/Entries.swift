import Source
import YAML

/// The entries of a mapping under their keys' text, as the decoder reads them: scalar keys only, the author's own
/// (`x-...`) left out, the last of two keys with the same text winning. A key is found by comparing UTF-8 bytes:
/// a spec's mappings hold a handful of keys, which a scan finds without building or hashing a String; a large
/// mapping gets a table once, so a hostile file of a million keys stays linear.
struct Entries {
    private let pairs: Node.Pairs
    /// For a large mapping: the position of each key's last entry, by the key's text.
    private let table: KeyTable?
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
        table = KeyTable(pairs)
    }

    /// The entry under a key.
    subscript(key: String) -> Node.Pair? {
        if let table { return table.position(of: key).map { pairs[$0] } }
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
                if table.position(of: text) == position { all.append((text, pair)) }
            } else if !pairs[(position + 1)...].contains(where: { Self.sameText($0.key.scalarBytes, text, bytes) }) {
                all.append((text, pair))
            }
        }
        return all
    }

    /// Calls `body` with every entry whose key is not one of `known`, as `all` gives them (in file order, the later of
    /// two keys with the same text), reading the known ones as bytes: only the keys that are not known become Strings,
    /// and no list of the mapping's entries is made.
    func forEach(notIn known: KnownKeys, _ body: (String, Node.Pair) -> Void) {
        for position in pairs.indices {
            let pair = pairs[position]
            guard let bytes = pair.key.scalarBytes, !Self.isExtension(bytes),
                  !bytes.withUnsafeBufferPointer({ known.contains($0) }) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            if let table {
                guard table.position(of: text) == position else { continue }
            } else if pairs[(position + 1)...].contains(where: { Self.sameText($0.key.scalarBytes, text, bytes) }) {
                continue
            }
            body(text, pair)
        }
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

/// The positions of a large mapping's entries by their keys' text, the last entry of a text winning, as a table of
/// `[String: Int]` would keep them: open-addressed slots of 32 bits, hashed as the text, compared against the arena's
/// bytes, so a mapping of 490,000 keys costs 4 MB here, not 38 MB of Strings and their table.
struct KeyTable {
    private let pairs: Node.Pairs
    /// Each slot an entry's position + 1, or 0 when empty; a power of two long, at most a quarter full.
    private var slots: [Int32]

    init(_ pairs: Node.Pairs) {
        self.pairs = pairs
        var size = 64
        while size < pairs.count * 4 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        let mask = size - 1
        for position in pairs.indices {
            guard let bytes = pairs[position].key.scalarBytes, !Entries.isExtension(bytes) else { continue }
            let text = String(decoding: bytes, as: UTF8.self)
            var slot = Self.hash(text) & mask
            // The same text again takes the earlier entry's slot: the later entry wins.
            while slots[slot] != 0, !Self.same(pairs[Int(slots[slot]) - 1].key.scalarBytes, text) { slot = (slot + 1) & mask }
            slots[slot] = Int32(position + 1)
        }
    }

    /// The position of the last entry whose key is this text.
    func position(of text: String) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(text) & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if Self.same(pairs[position].key.scalarBytes, text) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// A text's hash, equal for texts Swift finds equal: an ASCII text by its bytes (no other text equals it), any
    /// other as a Swift string, which hashes canonically equivalent texts alike.
    private static func hash(_ text: String) -> Int {
        var hasher = Hasher()
        var text = text
        text.withUTF8 { bytes in
            if bytes.allSatisfy({ $0 < 0x80 }) {
                hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            } else {
                hasher.combine(String(decoding: bytes, as: UTF8.self))
            }
        }
        return hasher.finalize()
    }

    /// Whether a key's bytes are this text, as Swift compares strings.
    private static func same(_ bytes: ArraySlice<UInt8>?, _ text: String) -> Bool {
        guard let bytes else { return false }
        if bytes.elementsEqual(text.utf8) { return true }
        if bytes.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: bytes, as: UTF8.self) == text
    }
}

/// The keys that may stand in one kind of mapping, with their UTF-8 bytes for comparing keys as written.
struct KnownKeys: Sendable {
    let names: [String]
    private let bytes: [[UInt8]]
    /// The help an unknown key among these gets, made once and shared by every such finding: a file of 490,000
    /// unknown keys built 490,000 copies of it.
    let help: String
    /// The names prepared for "did you mean", once, not for every unknown key.
    let suggestions: SuggestionIndex

    init(_ names: [String]) {
        self.names = names
        bytes = names.map { Array($0.utf8) }
        help = "known keys here: " + names.map { "`\($0)`" }.joined(separator: ", ") + "; keys starting with `x-` are yours and ignored"
        suggestions = SuggestionIndex(names)
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
