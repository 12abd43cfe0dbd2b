import CXML
import Source

/// Why an XML file could not be read: libxml2's well-formedness error, or a limit or refusal of piclint's, at the
/// place in the text where reading stopped.
public struct XMLError: Error, Sendable, Hashable {
    /// What is wrong, in one line.
    public var message: String
    /// Where reading stopped.
    public var mark: Mark
    /// Whether libxml2 found the file not well-formed (rather than piclint refusing something well-formed: a
    /// DOCTYPE, an encoding, a limit).
    public var isMalformed: Bool

    /// Creates an error.
    public init(_ message: String, at mark: Mark, isMalformed: Bool = false) {
        self.message = message
        self.mark = mark
        self.isMalformed = isMalformed
    }
}

/// What reading an XML file gives: its elements when it is well-formed, else the error that stopped reading.
public struct XMLReadResult: Sendable {
    /// The elements; empty when an error stopped reading (a file that is not well-formed XML is not read in part).
    public var tree: XMLTree
    /// The error that stopped reading, if any.
    public var error: XMLError?
}

/// Reads XML with libxml2's SAX2 parser, the way a hostile file cannot exploit:
///
/// - no DTD is read: a file with a `<!DOCTYPE>` is refused where it starts, so no entity it would declare is ever
///   expanded ("billion laughs") and no external entity is fetched; only the five built-in entities and character
///   references exist, and libxml2 is also told never to use the network (`XML_PARSE_NONET`);
/// - the encoding is decided from the bytes before libxml2 sees them (`encodingRefusal`): UTF-8, or UTF-16 with a
///   byte order mark, which `SourceFile` converts to UTF-8; any other (EBCDIC, UTF-32, a declared Latin-1, a byte
///   order mark the declaration contradicts) is refused, and libxml2 is told the text is UTF-8 so that it never
///   switches on its own;
/// - nesting, elements and attribute text stop at piclint's `ParseLimits`, as YAML's nodes do; a start tag with more
///   attributes, or a file with more namespace declarations, than libxml2 reads in linear time is refused before
///   libxml2 sees it (`MarkupScan`).
///
/// Start tags and attribute values are placed by their byte offsets, which libxml2 gives as it reads
/// (`xmlByteConsumed`); lines and columns come from `SourceFile`, so they agree with every other mark.
public struct XMLReader: Sendable {
    /// Bounds on reading.
    public var limits: ParseLimits

    /// Creates a reader.
    public init(limits: ParseLimits = .default) {
        self.limits = limits
    }

    /// Reads a file.
    public func read(_ source: SourceFile) -> XMLReadResult {
        if let refusal = Self.encodingRefusal(source) {
            return XMLReadResult(tree: XMLTree(source: source), error: refusal)
        }
        // What libxml2 would read in more than linear time is refused before it reads anything (see `MarkupScan`).
        if let refusal = source.text.withUnsafeBufferPointer({ MarkupScan.refusal(in: $0, limits: limits) }) {
            return XMLReadResult(tree: XMLTree(source: source), error: XMLError(refusal.message, at: source.mark(ofOffset: refusal.offset)))
        }
        return parse(source)
    }

    /// Reads a file's text with libxml2, its encoding not checked first (`read` checks it; tests call this to see
    /// that libxml2 still reads the text as UTF-8 whatever its first bytes look like).
    func parse(_ source: SourceFile) -> XMLReadResult {
        _ = Self.initialized
        let state = ReadState(source: source, limits: limits)
        source.text.withUnsafeBufferPointer { text in
            state.text = text
            read(text, into: state)
        }
        state.text = UnsafeBufferPointer(start: nil, count: 0)
        if let problem = state.problem {
            let offset = min(max(problem.offset, 0), source.text.count)
            return XMLReadResult(tree: XMLTree(source: source),
                                 error: XMLError(problem.message, at: source.mark(ofOffset: offset), isMalformed: problem.isMalformed))
        }
        return XMLReadResult(tree: state.tree, error: nil)
    }

    private func read(_ text: UnsafeBufferPointer<UInt8>, into state: ReadState) {
        guard text.count > 0, let base = text.baseAddress else {
            state.fail("the file is empty: an Interface Builder file starts with `<?xml` and holds a `<document>`", at: 0)
            return
        }
        guard let context = base.withMemoryRebound(to: CChar.self, capacity: text.count, { xmlCreateMemoryParserCtxt($0, Int32(text.count)) }) else {
            state.fail("libxml2 could not start reading the file", at: 0)
            return
        }
        defer { xmlFreeParserCtxt(context) }
        state.context = context
        context.pointee.sax.pointee = Self.handler()
        let unmanaged = Unmanaged.passUnretained(state)
        context.pointee.userData = unmanaged.toOpaque()
        // The text is UTF-8 (`encodingRefusal` turned away every other encoding, and `SourceFile` converted UTF-16),
        // and libxml2 is told so three ways, so that it never switches on its own: IGNORE_ENC has it pass over the
        // declaration's `encoding=`; the context's `encoding`, set as `xmlCtxtResetPush` sets it, keeps libxml2 2.9
        // from detecting an encoding in the first four bytes (EBCDIC's `4C 6F A7 94`); and xmlSwitchEncoding marks the
        // input's encoding as known for libxml2 2.11 and later, which look at that mark instead. The context frees
        // the string.
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
        _ = xmlSwitchEncoding(context, XML_CHAR_ENCODING_UTF8)
        if context.pointee.encoding == nil { context.pointee.encoding = UnsafePointer(xmlStrdup(Self.utf8Name)) }
        withExtendedLifetime(state) { _ = xmlParseDocument(context) }
        if state.problem == nil, context.pointee.wellFormed == 0 {
            state.fail("the file is not well-formed XML", at: state.offset(), malformed: true)
        }
        state.context = nil
    }

    /// "UTF-8", NUL-terminated, for libxml2.
    private static let utf8Name: [xmlChar] = Array("UTF-8".utf8) + [0]

    /// libxml2 keeps global tables (its character handlers, its dictionary's seed) that must be set up once before
    /// threads read files; a static constant runs its initializer exactly once.
    private static let initialized: Void = xmlInitParser()

    // MARK: Encoding

    /// Why a file is not read, when its bytes are in an encoding piclint does not read: it reads Interface Builder
    /// files in UTF-8 (as Xcode writes them) or UTF-16 with a byte order mark (converted to UTF-8 by `SourceFile`),
    /// and libxml2 is given that UTF-8 and told it is UTF-8. The encoding is decided here, from the bytes, before
    /// libxml2 sees them, as XML 1.0's appendix F says a processor tells it: a byte order mark, else the first four
    /// bytes (`<?xm` in each encoding), then the declaration's `encoding=`. Left to itself, libxml2 would switch to
    /// EBCDIC, UCS-4 or a declared Latin-1 on its own, and every place it reports would be counted in bytes piclint
    /// never saw (each finding at 1:1, and `--fix` edits that land nowhere).
    static func encodingRefusal(_ source: SourceFile) -> XMLError? {
        let only = "piclint reads Interface Builder files in UTF-8 (as Xcode writes them) or UTF-16 (with a byte order mark) only"
        let bytes = source.bytes
        let first = Array(bytes.prefix(4)) + Array(repeating: 0xFF, count: max(0, 4 - bytes.count))
        // Byte order marks, UTF-32's before UTF-16's, whose mark starts UTF-32 little-endian's.
        if first.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || first.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            let order = first[0] == 0 ? "big-endian" : "little-endian"
            return XMLError("the file is in UTF-32 (\(order), with a byte order mark); \(only): save it as UTF-8", at: .start)
        }
        if first.starts(with: [0x00, 0x00, 0xFF, 0xFE]) || first.starts(with: [0xFE, 0xFF, 0x00, 0x00]) {
            return XMLError("the file is in UCS-4 (with an unusual byte order); \(only): save it as UTF-8", at: .start)
        }
        let byteOrderMark: SourceText.Encoding?
        switch source.encoding {
        case .utf16LittleEndian, .utf16BigEndian: byteOrderMark = source.encoding
        case .utf8: byteOrderMark = first.starts(with: [0xEF, 0xBB, 0xBF]) ? .utf8 : nil
        }
        if byteOrderMark == nil, let guessed = Self.unmarkedEncoding(first) {
            return XMLError("the file is in \(guessed); \(only): save it as UTF-8", at: .start)
        }
        guard let declared = declaredEncoding(source.text) else { return nil }
        let name = String(decoding: source.text[declared], as: UTF8.self)
        let at = source.mark(ofOffset: declared.lowerBound)
        let key = name.lowercased()
        let utf8Names: Set = ["utf-8", "utf8", "us-ascii", "ascii"], utf16Names: Set = ["utf-16", "utf16"]
        switch byteOrderMark {
        case .utf16LittleEndian?, .utf16BigEndian?:
            let order = byteOrderMark == .utf16LittleEndian ? "utf-16le" : "utf-16be"
            if utf16Names.contains(key) || key == order { return nil }
            return XMLError("the file is in UTF-16 (its byte order mark says so), but its XML declaration names the encoding “\(name)”; "
                + "\(only): make the two agree, or save it as UTF-8", at: at)
        case .utf8?:
            if utf8Names.contains(key) { return nil }
            return XMLError("the file starts with a UTF-8 byte order mark, but its XML declaration names the encoding “\(name)”; "
                + "\(only): make the two agree", at: at)
        case nil:
            if utf8Names.contains(key) { return nil }
            // Bytes that read `<?xml` as ASCII are no UTF-16: a file that says it is has lost its byte order mark or
            // its conversion.
            let what = utf16Names.contains(key) || key.hasPrefix("utf-16") || key.hasPrefix("utf-32") || key.hasPrefix("ucs")
                ? "the file declares encoding “\(name)”, but its bytes are not in it (no byte order mark; `<?xml` is one byte a character)"
                : "the file declares encoding “\(name)”"
            return XMLError("\(what); \(only): save it as UTF-8", at: at)
        }
    }

    /// The encoding the first four bytes of a file without a byte order mark show, when it is not one piclint reads
    /// (XML 1.0, appendix F.1): each of these is how `<` or `<?xm` starts in that encoding. Nil for bytes that are
    /// ASCII there (UTF-8, or an 8-bit encoding that a declaration must then name).
    static func unmarkedEncoding(_ first: [UInt8]) -> String? {
        switch (first[0], first[1], first[2], first[3]) {
        case (0x00, 0x00, 0x00, 0x3C): return "UTF-32 (big-endian, without a byte order mark)"
        case (0x3C, 0x00, 0x00, 0x00): return "UTF-32 (little-endian, without a byte order mark)"
        case (0x00, 0x00, 0x3C, 0x00), (0x00, 0x3C, 0x00, 0x00): return "UCS-4 (with an unusual byte order)"
        case (0x00, 0x3C, 0x00, 0x3F): return "UTF-16 (big-endian, without a byte order mark)"
        case (0x3C, 0x00, 0x3F, 0x00): return "UTF-16 (little-endian, without a byte order mark)"
        case (0x4C, 0x6F, 0xA7, 0x94): return "EBCDIC"
        default:
            // Other text that starts with blanks or without a declaration: NULs where UTF-16 or UTF-32 put them.
            guard first.contains(0) else { return nil }
            switch (first[0] == 0, first[1] == 0, first[2] == 0, first[3] == 0) {
            case (true, true, true, false): return "UTF-32 (big-endian, without a byte order mark)"
            case (false, true, true, true): return "UTF-32 (little-endian, without a byte order mark)"
            case (true, false, true, false): return "UTF-16 (big-endian, without a byte order mark)"
            case (false, true, false, true): return "UTF-16 (little-endian, without a byte order mark)"
            default: return "an encoding with NUL bytes (UTF-16 or UTF-32 without a byte order mark)"
            }
        }
    }

    /// Where the value of `encoding="…"` lies in an XML declaration at the start of the text, if there is one.
    static func declaredEncoding(_ text: [UInt8]) -> Range<Int>? {
        var start = 0
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        let opening = Array("<?xml".utf8)
        guard text.count >= start + opening.count, text[start..<(start + opening.count)].elementsEqual(opening) else { return nil }
        // The declaration ends at the first `?>`; it is short, so the search stops within a few hundred bytes.
        let limit = min(text.count, start + 512)
        var end = start
        while end + 1 < limit, !(text[end] == UInt8(ascii: "?") && text[end + 1] == UInt8(ascii: ">")) { end += 1 }
        let keyword = Array("encoding".utf8)
        var index = start + opening.count
        while index + keyword.count < end {
            if text[index..<(index + keyword.count)].elementsEqual(keyword) {
                var cursor = index + keyword.count
                while cursor < end, StartTag.isBlank(text[cursor]) { cursor += 1 }
                guard cursor < end, text[cursor] == UInt8(ascii: "=") else { return nil }
                cursor += 1
                while cursor < end, StartTag.isBlank(text[cursor]) { cursor += 1 }
                guard cursor < end, text[cursor] == UInt8(ascii: "\"") || text[cursor] == UInt8(ascii: "'") else { return nil }
                let quote = text[cursor]
                let valueStart = cursor + 1
                var valueEnd = valueStart
                while valueEnd < end, text[valueEnd] != quote { valueEnd += 1 }
                return valueStart..<valueEnd
            }
            index += 1
        }
        return nil
    }

    // MARK: SAX2

    /// The callbacks: elements, the DTD refused, errors kept; everything else is passed over.
    private static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = cxml_sax2_magic()
        handler.startElementNs = { user, name, prefix, _, _, _, count, _, attributes in
            guard let user, let name else { return }
            ReadState.from(user).start(name: name, prefix: prefix, count: Int(count), attributes: attributes)
        }
        handler.endElementNs = { user, _, _, _ in
            guard let user else { return }
            ReadState.from(user).end()
        }
        handler.internalSubset = { user, _, _, _ in
            guard let user else { return }
            let state = ReadState.from(user)
            state.fail("the file has a <!DOCTYPE>: Interface Builder files have none, and piclint reads no DTD, so that no entity it declares is expanded and nothing it names is fetched", at: state.tagStart(before: state.offset()))
            state.stop()
        }
        handler.serror = { user, error in
            guard let user, let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            let state = ReadState.from(user)
            let message = error.pointee.message.map { String(cString: $0) } ?? "the file is not well-formed XML"
            state.fail(ReadState.oneLine(message), at: state.faultOffset(), malformed: true)
            // libxml2 goes on reading after an error, its callbacks off, so piclint's limits would no longer stop it:
            // the first error is all piclint reports, so reading ends there.
            state.stop()
        }
        return handler
    }
}

/// What the SAX callbacks build, reached through libxml2's user data pointer.
final class ReadState {
    var tree: XMLTree
    let limits: ParseLimits
    var text = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var context: xmlParserCtxtPtr?
    var problem: (message: String, offset: Int, isMalformed: Bool)?
    /// The open elements, innermost last, and the last child each has so far.
    private var open: [(index: Int32, lastChild: Int32)] = []
    private var attributeText = 0
    private var lexed: [StartTag.Attribute] = []

    init(source: SourceFile, limits: ParseLimits) {
        tree = XMLTree(source: source)
        self.limits = limits
    }

    static func from(_ pointer: UnsafeMutableRawPointer) -> ReadState {
        Unmanaged<ReadState>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Where libxml2 is reading, as an offset of the text (it reads the text as it is, so its count is ours).
    func offset() -> Int {
        guard let context else { return 0 }
        // -1 when libxml2 has no input at hand; an offset past the text would be a bug of its own: both are held
        // to the text, so no index made from them can leave it.
        return min(max(Int(xmlByteConsumed(context)), 0), text.count)
    }

    /// The `<` of the tag libxml2 is at: attribute values hold no `<`, so it is the last one before.
    func tagStart(before offset: Int) -> Int {
        var index = min(offset, text.count - 1)
        while index > 0, text[index] != UInt8(ascii: "<") { index -= 1 }
        return max(index, 0)
    }

    func fail(_ message: String, at offset: Int, malformed: Bool = false) {
        if problem == nil { problem = (message, offset, malformed) }
    }

    /// Where a well-formedness error is, from where libxml2 stopped: it has read one character past a fault that
    /// starts with `<` or `&` (a conflict marker, a stray ampersand), and past the `>` of a tag it rejects as a
    /// whole (an end tag that does not match); the finding points at the character, or at the tag's `<`.
    func faultOffset() -> Int {
        let offset = min(max(offset(), 0), text.count)
        guard offset > 0 else { return offset }
        switch text[offset - 1] {
        case UInt8(ascii: "<"), UInt8(ascii: "&"): return offset - 1
        case UInt8(ascii: ">"): return tagStart(before: offset - 1)
        default: return offset
        }
    }

    func stop() {
        if let context { xmlStopParser(context) }
    }

    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingBlanks() }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    func start(name: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, count: Int,
               attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?) {
        guard problem == nil else { return }
        // libxml2 calls this with its cursor on the tag's closing `>` or `/>`.
        let closing = offset()
        let start = tagStart(before: closing)
        if open.count >= limits.maxDepth {
            fail("elements nest more than \(limits.maxDepth) deep, more than piclint reads", at: start)
            return stop()
        }
        if tree.elements.count + tree.attributes.count + count >= limits.maxMarkupNodes {
            fail("the file has more than \(limits.maxMarkupNodes) elements and attributes, more than piclint reads", at: start)
            return stop()
        }
        let end = closing < text.count && text[closing] == UInt8(ascii: "/") ? closing + 2 : closing + 1
        StartTag.attributes(in: text, from: start, to: closing, into: &lexed)
        let first = tree.attributes.count
        var placed = 0
        for index in 0..<count {
            guard let attributes else { break }
            let base = attributes + index * 5
            guard let local = base[0], let valueStart = base[3], let valueEnd = base[4] else { continue }
            let attributeName = Self.qualified(local, base[1])
            let length = valueEnd - valueStart
            attributeText += length
            if attributeText > limits.maxText {
                fail("the file's attribute values hold more than \(limits.maxText) bytes, more than piclint reads", at: start)
                return stop()
            }
            let value = String(decoding: UnsafeBufferPointer(start: valueStart, count: length), as: UTF8.self)
            // Namespace declarations are not attributes to libxml2; the lexed ones are skipped past to the same name.
            while placed < lexed.count, lexed[placed].isNamespaceDeclaration(in: text) { placed += 1 }
            var bytes: Range<Int>?
            if placed < lexed.count, lexed[placed].name(in: text) == attributeName {
                bytes = lexed[placed].value
                placed += 1
            }
            tree.attributes.append(XMLAttribute(name: attributeName, value: value, valueBytes: bytes))
        }
        let index = Int32(tree.elements.count)
        var record = XMLTree.Record(name: Self.qualified(name, prefix), tag: start..<min(end, text.count),
                                    attributes: first..<tree.attributes.count)
        if let parent = open.last {
            record.parent = parent.index
            if parent.lastChild >= 0 {
                tree.elements[Int(parent.lastChild)].nextSibling = index
            } else {
                tree.elements[Int(parent.index)].firstChild = index
            }
            open[open.count - 1].lastChild = index
        }
        tree.elements.append(record)
        open.append((index, -1))
    }

    func end() {
        guard problem == nil, let closed = open.popLast() else { return }
        tree.elements[Int(closed.index)].subtreeEnd = Int32(tree.elements.count)
    }

    private static func qualified(_ local: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let name = String(cString: local)
        guard let prefix else { return name }
        return String(cString: prefix) + ":" + name
    }
}

extension Substring {
    func trimmingBlanks() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
