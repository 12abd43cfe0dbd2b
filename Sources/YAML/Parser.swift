import Source
import CYAML

/// Parses YAML bytes into documents of nodes, over libyaml's event API.
public struct Parser: Sendable {
    /// The bounds parsing keeps to.
    public var limits: ParseLimits

    /// Creates a parser with the given limits.
    public init(limits: ParseLimits = .default) {
        self.limits = limits
    }

    /// Parses a whole stream; never throws: a problem is the `error` of the result, which holds the file too.
    public func parse(_ source: SourceFile) -> ParseResult {
        var result: ParseResult
        var opaque: [SourceRange] = []
        var readUntil = Mark.start
        var aliases = Aliases()
        let bytes = source.bytes
        if bytes.count > limits.maxFileSize {
            result = ParseResult(documents: [], error: YAMLError(
                .limit,
                "the file is \(bytes.count) bytes, more than piclint reads (\(limits.maxFileSize) bytes)",
                at: .start), unreadFrom: .start)
        } else if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            // libyaml reads UTF-8 and UTF-16; UTF-32 would reach it as UTF-16 or UTF-8 with NULs, and its error (a
            // control character at 1:3) would not say what is wrong.
            result = ParseResult(documents: [], error: YAMLError(
                .syntax, "the file is UTF-32, which YAML parsers (libyaml among them) do not read; save it as UTF-8", at: .start),
                unreadFrom: .start)
        } else {
            result = bytes.withUnsafeBufferPointer { buffer in
                var composer = Composer(limits: limits, source: buffer, file: source)
                let result = composer.run()
                opaque = composer.opaque
                readUntil = composer.readUntil
                aliases = composer.readAliases()
                return result
            }
        }
        result.source = source
        result.aliases = aliases
        result.comments = source.comments(outside: opaque, exactUntil: result.error == nil ? nil : readUntil)
        return result
    }

    /// Parses bytes as read from a file.
    public func parse(_ bytes: [UInt8]) -> ParseResult {
        parse(SourceFile(bytes))
    }

    /// Parses a string.
    public func parse(_ text: String) -> ParseResult {
        parse(SourceFile(text))
    }
}

/// Builds nodes from libyaml events into a `NodeArena`, with an explicit stack (no recursion, so depth costs no
/// native stack). A collection's children wait on one shared stack of indices until its end event, so building a
/// tree allocates per file, not per node.
private struct Composer {
    struct Frame {
        var isMapping: Bool
        var start: Mark
        var style: CollectionStyle
        var tag: Int32
        var anchor: String?
        /// Where this collection's children begin on `pending`: sequence items, or mapping keys and values alternating.
        var firstPending: Int
        /// Nodes under this one, aliases counted as the nodes they repeat.
        var size = 1
        /// Bytes of scalar text under this one, aliases counted as the text they repeat.
        var text = 0
    }

    /// A document read in full, its root an index of the arena still being built.
    struct DocumentPart {
        var root: Int
        var duplicateKeys: [DuplicateKey]
        var start: Mark
    }

    let limits: ParseLimits
    let source: UnsafeBufferPointer<UInt8>
    let file: SourceFile
    /// The ranges of the scalars a `#` may stand in without starting a comment (quoted scalars, block scalars'
    /// bodies), in file order.
    var opaque: [SourceRange] = []
    /// The end of the last event read: past it, an error left the text unread.
    var readUntil = Mark.start
    var stack: [Frame] = []
    /// The children of the open collections, innermost last.
    var pending: [Int32] = []
    var records: [NodeRecord] = []
    var children: [Int32] = []
    var text: [UInt8] = []
    var tags: [String] = []
    var anchors: [String: (node: Int, size: Int, text: Int, mark: Mark)] = [:]
    /// Every alias read: the node it names, by its record, and the anchor's name (see `Aliases`).
    var aliases = Aliases.Builder()
    /// Where the anchors of earlier documents were last defined: an alias to one of them is still an error (anchors
    /// do not cross `---`), but one the message can explain.
    var earlierAnchors: [String: Mark] = [:]
    var duplicateKeys: [DuplicateKey] = []
    var documents: [DocumentPart] = []
    var root: Int?
    var rootSize = 0
    var documentStart = Mark.start
    /// The end of the last document read in full: where the text an error leaves unread begins.
    var lastDocumentEnd = Mark.start
    var produced = 0
    /// The nodes aliases repeat, beside those the file writes.
    var repeatedNodes = 0
    var producedText = 0

    init(limits: ParseLimits, source: UnsafeBufferPointer<UInt8>, file: SourceFile) {
        self.limits = limits
        self.source = source
        self.file = file
        // A spec's text is most of its bytes; its nodes about one per ten bytes, but a generated file's one per five or
        // six. Room for one per four is reserved, so a dense file does not grow its records by copying them (the old
        // and the new block at once were its peak); the room it does not use is never touched, so it costs no memory.
        text.reserveCapacity(source.count)
        records.reserveCapacity(source.count / 4 + 8)
        children.reserveCapacity(source.count / 4 + 8)
    }

    mutating func run() -> ParseResult {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return ParseResult(documents: [], error: YAMLError(.syntax, "libyaml could not start (out of memory)", at: .start),
                               unreadFrom: .start)
        }
        defer { yaml_parser_delete(&parser) }
        if let base = source.baseAddress {
            yaml_parser_set_input_string(&parser, base, source.count)
        } else {
            var empty: UInt8 = 0
            yaml_parser_set_input_string(&parser, &empty, 0)
        }
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(&parser, &event) == 1 else {
                return ParseResult(documents: finished(), error: libyamlError(parser), unreadFrom: lastDocumentEnd)
            }
            defer { yaml_event_delete(&event) }
            readUntil = mark(event.end_mark)
            if event.type == YAML_STREAM_END_EVENT {
                return ParseResult(documents: finished(), error: nil)
            }
            if let error = handle(event) {
                return ParseResult(documents: finished(), error: error, unreadFrom: lastDocumentEnd)
            }
        }
    }

    /// The aliases read, for the result.
    func readAliases() -> Aliases { aliases.built() }

    /// The documents read in full, over the arena as it stands.
    private func finished() -> [Document] {
        let arena = NodeArena(records: records, children: children, text: text, tags: tags)
        return documents.map { Document(root: Node(arena, $0.root), duplicateKeys: $0.duplicateKeys, start: $0.start) }
    }

    private mutating func handle(_ event: yaml_event_t) -> YAMLError? {
        let start = mark(event.start_mark)
        let end = mark(event.end_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            for (name, anchor) in anchors { earlierAnchors[name] = anchor.mark }
            anchors = [:]
            duplicateKeys = []
            root = nil
            rootSize = 0
            documentStart = start
        case YAML_DOCUMENT_END_EVENT:
            let node = root ?? record(scalar: StoredValue.null, style: .plain, tag: -1, range: SourceRange(at: documentStart))
            documents.append(DocumentPart(root: node, duplicateKeys: duplicateKeys, start: documentStart))
            lastDocumentEnd = end
        case YAML_ALIAS_EVENT:
            let name = string(event.data.alias.anchor)
            guard let target = anchors[name] else {
                if let earlier = earlierAnchors[name] {
                    return YAMLError(.alias, "the alias *\(name) names no anchor of this document: &\(name) is defined at "
                        + "\(earlier.line):\(earlier.column), in an earlier document, and anchors do not carry across `---`; "
                        + "define it again in this document", at: start)
                }
                return YAMLError(.alias, "the alias *\(name) names no anchor defined before it", at: start)
            }
            produced += target.size
            repeatedNodes += target.size
            producedText += target.text
            for (total, limit, unit, repeated) in [(repeatedNodes, limits.maxRepeatedNodes, "nodes", target.size),
                                                   (produced, limits.maxNodes, "nodes", target.size),
                                                   (producedText, limits.maxText, "bytes of text", target.text)] where total > limit {
                return YAMLError(
                    .limit, "aliases expand this file past \(limit) \(unit) (an alias bomb?); the alias *\(name) alone repeats \(repeated)",
                    at: start)
            }
            // A record of its own, a copy of the anchored node's standing where the alias does: a value reached
            // through an alias knows where its use is, so an edit meant for this use lands on it and not on the
            // anchor's text, which every other alias repeats too.
            var use = records[target.node]
            use.range = SourceRange(start: start, end: end)
            use.alias = Int32(target.node)
            records.append(use)
            aliases.note(alias: use.range, names: records[target.node].range, anchor: name)
            add(records.count - 1, size: target.size, text: target.text)
        case YAML_SCALAR_EVENT:
            produced += 1
            if produced > limits.maxNodes { return tooManyNodes(at: start) }
            let scalarData = event.data.scalar
            let bytes = UnsafeBufferPointer(start: scalarData.value, count: scalarData.value == nil ? 0 : scalarData.length)
            let style = scalarStyle(scalarData.style)
            noteOpaque(style, from: start, to: end, hasProperties: scalarData.anchor != nil || scalarData.tag != nil)
            let value: StoredValue
            var tag: Int32 = -1
            if let tagText = scalarData.tag.map({ String(cString: $0) }) {
                let text = String(decoding: bytes, as: UTF8.self)
                guard let resolved = CoreSchema.resolve(text, tag: tagText) else {
                    return YAMLError(.syntax, "\"\(text)\" cannot be read as \(tagText)", at: start)
                }
                value = StoredValue(resolved)
                tag = intern(tagText)
            } else {
                value = style == .plain ? CoreSchema.resolve(plainBytes: bytes) : .string
            }
            let node = record(scalar: value, style: style, tag: tag, range: SourceRange(start: start, end: end), text: bytes)
            producedText += scalarData.length
            if let anchor = scalarData.anchor.map({ String(cString: $0) }) {
                anchors[anchor] = (node, 1, scalarData.length, start)
            }
            add(node, size: 1, text: scalarData.length)
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            return push(Frame(isMapping: false, start: start, style: data.style == YAML_FLOW_SEQUENCE_STYLE ? .flow : .block,
                              tag: data.tag.map { intern(String(cString: $0)) } ?? -1,
                              anchor: data.anchor.map { String(cString: $0) }, firstPending: pending.count))
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            return push(Frame(isMapping: true, start: start, style: data.style == YAML_FLOW_MAPPING_STYLE ? .flow : .block,
                              tag: data.tag.map { intern(String(cString: $0)) } ?? -1,
                              anchor: data.anchor.map { String(cString: $0) }, firstPending: pending.count))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            guard let frame = stack.popLast() else { return nil }
            let range = SourceRange(start: frame.start, end: end)
            let first = children.count
            if frame.isMapping {
                if let error = mapping(frame) { return error }
            } else {
                children.append(contentsOf: pending[frame.firstPending...])
            }
            pending.removeSubrange(frame.firstPending...)
            let node = records.count
            records.append(NodeRecord(kind: frame.isMapping ? .mapping : .sequence, scalarStyle: .plain, collectionStyle: frame.style,
                                      value: .null, tag: frame.tag, first: first, count: children.count - first, isASCII: true,
                                      range: range))
            if let anchor = frame.anchor {
                anchors[anchor] = (node, frame.size, frame.text, frame.start)
            }
            add(node, size: frame.size, text: frame.text)
        default:
            break
        }
        return nil
    }

    /// A new scalar record, its text appended to the arena's.
    private mutating func record(scalar value: StoredValue, style: ScalarStyle, tag: Int32, range: SourceRange,
                                 text bytes: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0)) -> Int {
        let first = text.count
        text.append(contentsOf: bytes)
        records.append(NodeRecord(kind: .scalar, scalarStyle: style, collectionStyle: .block, value: value, tag: tag,
                                  first: first, count: bytes.count, isASCII: bytes.allSatisfy { $0 < 0x80 }, range: range))
        return records.count - 1
    }

    /// A tag's index in the arena's tags; a file uses a handful, each stored once.
    private mutating func intern(_ tag: String) -> Int32 {
        if let index = tags.firstIndex(of: tag) { return Int32(index) }
        tags.append(tag)
        return Int32(tags.count - 1)
    }

    /// Keeps the range where a `#` is a scalar's text, not a comment: a quoted scalar from its opening quote, a block
    /// scalar from the line after its header (which may hold a comment) to its end. A plain scalar ends before any
    /// `#` that could start a comment, so it holds none.
    private mutating func noteOpaque(_ style: ScalarStyle, from start: Mark, to end: Mark, hasProperties: Bool) {
        guard style != .plain else { return }
        var content = start
        if hasProperties, let from = file.offset(of: start), let to = file.offset(of: end) {
            content = file.mark(ofOffset: file.contentStart(from, before: to))
        }
        let range = style.isQuoted ? SourceRange(start: content, end: end) : SourceRange(start: Mark(line: content.line + 1, column: 1), end: end)
        if range.start < range.end { opaque.append(range) }
    }

    private mutating func push(_ frame: Frame) -> YAMLError? {
        produced += 1
        if produced > limits.maxNodes { return tooManyNodes(at: frame.start) }
        if stack.count >= limits.maxDepth {
            return YAMLError(.limit, "nesting deeper than \(limits.maxDepth) levels", at: frame.start)
        }
        stack.append(frame)
        return nil
    }

    private mutating func add(_ node: Int, size: Int, text: Int) {
        if stack.isEmpty {
            root = node
            rootSize = size
        } else {
            pending.append(Int32(node))
            stack[stack.count - 1].size += size
            stack[stack.count - 1].text += text
        }
    }

    private func tooManyNodes(at mark: Mark) -> YAMLError {
        YAMLError(.limit, "the file has more than \(limits.maxNodes) nodes, more than piclint reads", at: mark)
    }

    /// Pairs up keys and values, reports duplicate keys and applies merge keys (`<<`): the mapping's entries go
    /// onto `children` as key, value, key, value.
    private mutating func mapping(_ frame: Frame) -> YAMLError? {
        let first = children.count
        var merges: [(key: SourceRange, value: Int)] = []
        var seen = SeenKeys()
        var index = frame.firstPending
        while index + 1 < pending.count {
            let key = Int(pending[index]), value = Int(pending[index + 1])
            index += 2
            guard records[key].kind == .scalar else {
                children.append(Int32(key))
                children.append(Int32(value))
                continue
            }
            if isMergeKey(key) {
                if let earlier = merges.first {
                    // `<<` twice is a key given twice; `<<: [*a, *b]` is the way to merge several.
                    duplicateKeys.append(DuplicateKey(key: scalarText(key), first: earlier.key, duplicate: records[key].range))
                }
                merges.append((records[key].range, value))
                continue
            }
            if let earlier = seen.position(of: key, in: self, entriesFrom: first) {
                let at = first + 2 * earlier
                duplicateKeys.append(DuplicateKey(key: scalarText(key), first: records[Int(children[at])].range,
                                                  duplicate: records[key].range))
                // Like most YAML parsers, the later value wins.
                children[at] = Int32(key)
                children[at + 1] = Int32(value)
            } else {
                children.append(Int32(key))
                children.append(Int32(value))
                seen.inserted(key, in: self, entriesFrom: first)
            }
        }
        for (mergeKey, merge) in merges {
            let sources: [Int]
            let record = records[merge]
            switch record.kind {
            case .mapping: sources = [merge]
            case .sequence where children[record.first..<(record.first + record.count)].allSatisfy({ records[Int($0)].kind == .mapping }):
                sources = children[record.first..<(record.first + record.count)].map { Int($0) }
            default:
                let arena = NodeArena(records: records, children: children, text: text, tags: tags)
                return YAMLError(.alias, "a merge key (<<) takes a mapping or a sequence of mappings, not \(Node(arena, merge).kindDescription)",
                                 at: mergeKey.start)
            }
            for source in sources {
                let entries = records[source]
                var at = entries.first
                while at + 1 < entries.first + entries.count {
                    let key = Int(children[at]), value = children[at + 1]
                    at += 2
                    guard records[key].kind == .scalar, seen.position(of: key, in: self, entriesFrom: first) == nil else { continue }
                    children.append(Int32(key))
                    children.append(value)
                    seen.inserted(key, in: self, entriesFrom: first)
                }
            }
        }
        return nil
    }

    private func isMergeKey(_ key: Int) -> Bool {
        let record = records[key]
        if record.tag >= 0 { return tags[Int(record.tag)] == "tag:yaml.org,2002:merge" }
        return record.scalarStyle == .plain && record.count == 2
            && text[record.first] == UInt8(ascii: "<") && text[record.first + 1] == UInt8(ascii: "<")
    }

    func scalarText(_ node: Int) -> String {
        let record = records[node]
        return String(decoding: text[record.first..<(record.first + record.count)], as: UTF8.self)
    }

    /// Whether two scalar keys are the same key, as their values compare: the same kind and number, or the same
    /// text. Text compares as bytes; as Swift strings (canonical equivalence) only where one is not ASCII.
    func sameKey(_ a: Int, _ b: Int) -> Bool {
        let left = records[a], right = records[b]
        guard left.value == right.value else { return false }
        switch left.value {
        case .string, .bigInt:
            // Two ASCII texts are the same only byte for byte; most keys of a mapping differ in length already.
            if left.isASCII && right.isASCII && left.count != right.count { return false }
            let leftText = text[left.first..<(left.first + left.count)], rightText = text[right.first..<(right.first + right.count)]
            if leftText.elementsEqual(rightText) { return true }
            if left.isASCII && right.isASCII { return false }
            return scalarText(a) == scalarText(b)
        default:
            return true
        }
    }

    /// A scalar key's hash, equal for keys `sameKey` finds the same: the kind and number, or the text (as bytes when
    /// ASCII, else as a Swift string, which hashes canonically equivalent texts alike; an ASCII text equals no other).
    func keyHash(_ node: Int) -> Int {
        let record = records[node]
        var hasher = Hasher()
        switch record.value {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .int(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .float(let value):
            hasher.combine(3)
            hasher.combine(value)
        case .bigInt, .string:
            hasher.combine(record.value == .string ? 4 : 5)
            if record.isASCII {
                text.withUnsafeBufferPointer { bytes in
                    hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[record.first..<(record.first + record.count)]))
                }
            } else {
                hasher.combine(scalarText(node))
            }
        }
        return hasher.finalize()
    }

    private func mark(_ mark: yaml_mark_t) -> Mark {
        Mark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?, length: Int) -> String {
        guard let pointer else { return "" }
        return String(decoding: UnsafeBufferPointer(start: pointer, count: length), as: UTF8.self)
    }

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        guard let pointer else { return "" }
        return String(cString: pointer)
    }

    private func scalarStyle(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    /// libyaml's own words for what stopped it, at its position.
    private func libyamlError(_ parser: yaml_parser_t) -> YAMLError {
        let problem = parser.problem.map { String(cString: $0) } ?? "the YAML could not be parsed"
        if parser.error == YAML_READER_ERROR {
            // The reader reports a byte offset, not a mark.
            var message = problem
            if parser.problem_value != -1 {
                let hex = String(parser.problem_value, radix: 16, uppercase: true)
                message += " (byte 0x\(hex.count < 2 ? "0" + hex : hex))"
            }
            return YAMLError(.syntax, message, at: SourceText.mark(ofByte: parser.problem_offset, in: source))
        }
        if parser.error == YAML_MEMORY_ERROR {
            return YAMLError(.syntax, "libyaml ran out of memory", at: mark(parser.problem_mark))
        }
        let at = mark(parser.problem_mark)
        let atTab = tabIndentation(at)
        if let indentation = atTab, problem.hasPrefix("found character that cannot start any token") || problem.hasPrefix("found a tab character") {
            return YAMLError(.syntax, Self.tabMessage(at: at, inIndentation: indentation), at: at)
        }
        var message = problem
        if let context = parser.context.map({ String(cString: $0) }) {
            let contextMark = mark(parser.context_mark)
            message += contextMark == at ? " (\(context))" : " (\(context) at \(contextMark.line):\(contextMark.column))"
        }
        // Another complaint that stops at a tab (an anchor's missing name, say): libyaml's words, and what is there.
        if atTab != nil { message += "; the character at \(at.line):\(at.column) is a tab" }
        return YAMLError(.syntax, message, at: at)
    }

    /// libyaml's scanner stops at a tab where YAML takes only spaces with words that need not name it ("found
    /// character that cannot start any token"), or that name it with the context of the token before it ("while
    /// scanning a plain scalar at 3:9"); piclint says what is there and what to do.
    static func tabMessage(at mark: Mark, inIndentation: Bool) -> String {
        inIndentation
            ? "a tab in indentation: YAML indents with spaces only; replace the tab at \(mark.line):\(mark.column) with spaces"
            : "a tab where YAML takes only spaces; replace the tab at \(mark.line):\(mark.column) with a space"
    }

    /// Whether the character at a mark is a tab (nil when it is not), and if so whether only spaces and tabs come
    /// before it on its line. Read from the bytes only when an error stopped libyaml, so it costs nothing otherwise.
    private func tabIndentation(_ mark: Mark) -> Bool? {
        guard mark.column >= 1, let line = file.line(mark.line) else { return nil }
        let before = line.unicodeScalars.prefix(mark.column - 1)
        guard before.count == mark.column - 1, line.unicodeScalars.dropFirst(mark.column - 1).first == "\t" else { return nil }
        return before.allSatisfy { $0 == " " || $0 == "\t" }
    }
}

/// Finds a key among the entries a mapping has so far (on the composer's `children`, from `entriesFrom`). Mappings
/// in specs hold a handful of keys, which a scan finds faster than a hash table; a large mapping moves to one: entry
/// positions in open-addressed slots of 32 bits, hashed by the key's value and compared as `sameKey` compares them,
/// so a mapping of 490,000 keys costs a few bytes a key here, not a table of their values (12 MB at 100,000).
private struct SeenKeys {
    /// Each slot an entry's position + 1, or 0 when empty; a power of two long, at most half full. Empty while small.
    private var slots: [Int32] = []
    private var stored = 0

    func position(of key: Int, in composer: Composer, entriesFrom first: Int) -> Int? {
        guard !slots.isEmpty else {
            var at = first
            while at < composer.children.count {
                let other = Int(composer.children[at])
                if composer.records[other].kind == .scalar, composer.sameKey(other, key) { return (at - first) / 2 }
                at += 2
            }
            return nil
        }
        let mask = slots.count - 1
        var slot = composer.keyHash(key) & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if composer.sameKey(Int(composer.children[first + 2 * position]), key) { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Notes a key just added as the last entry.
    mutating func inserted(_ key: Int, in composer: Composer, entriesFrom first: Int) {
        let count = (composer.children.count - first) / 2
        if !slots.isEmpty {
            store(count - 1, hash: composer.keyHash(key))
            if stored * 2 > slots.count { rebuild(count: count, in: composer, entriesFrom: first) }
        } else if count > 16 {
            rebuild(count: count, in: composer, entriesFrom: first)
        }
    }

    /// The slots made anew for `count` entries, each scalar key's first entry stored.
    private mutating func rebuild(count: Int, in composer: Composer, entriesFrom first: Int) {
        var size = 64
        while size < count * 4 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        stored = 0
        for position in 0..<count {
            let node = Int(composer.children[first + 2 * position])
            if composer.records[node].kind == .scalar, self.position(of: node, in: composer, entriesFrom: first) == nil {
                store(position, hash: composer.keyHash(node))
            }
        }
    }

    private mutating func store(_ position: Int, hash: Int) {
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(position + 1)
        stored += 1
    }
}
