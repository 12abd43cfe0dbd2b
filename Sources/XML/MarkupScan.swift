import Source

/// A pass over an XML file's bytes before libxml2 reads them, for the shapes libxml2 reads in more than linear time.
///
/// libxml2 (2.9) compares each attribute of a start tag with every one before it to find duplicates, so one tag of
/// 300,000 attributes takes minutes; and it looks a prefixed name's namespace up through every declaration in scope,
/// one by one, so many declarations and many prefixed names multiply. Its own limits come after that work, and
/// piclint's are checked as each tag ends; and it keeps names in a dictionary that stops growing, so a file of very
/// many distinct names takes time with their square. This scan counts, in one linear pass that knows quotes,
/// comments, CDATA sections and processing instructions, the attributes of each start tag, the namespace declarations
/// and the distinct names of the file, and stops at the first tag past `ParseLimits.maxAttributesPerTag`,
/// `maxNamespaces` or `maxNames`. Interface Builder writes fewer than 30 attributes a tag, no namespace declaration,
/// and a few hundred names.
enum MarkupScan {
    /// What the scan found past a limit: the `<` of the tag, and its message.
    struct Refusal {
        var offset: Int
        var message: String
    }

    /// The first start tag past a limit, or nil. A file that is not well-formed stops the scan where it stops being
    /// readable here (an unclosed comment, a quote that never ends, a DOCTYPE, which libxml2 stops at too): the rest
    /// is libxml2's to refuse. The reader's own limits on nesting and on elements and attributes are kept here too,
    /// with its words, so that libxml2 never reads past them. One loop over raw bytes with few calls and the bytes it
    /// looks for as numbers, so that it stays fast in a debug build too.
    static func refusal(in text: UnsafeBufferPointer<UInt8>, limits: ParseLimits) -> Refusal? {
        guard let bytes = text.baseAddress else { return nil }
        // `<` `>` `!` `?` `/` `=` `"` `'` `-` `[` `]`
        let (less, greater, bang, question, slash): (UInt8, UInt8, UInt8, UInt8, UInt8) = (0x3C, 0x3E, 0x21, 0x3F, 0x2F)
        let (doubleQuote, singleQuote, dash, openBracket, closeBracket): (UInt8, UInt8, UInt8, UInt8, UInt8) = (0x22, 0x27, 0x2D, 0x5B, 0x5D)
        let count = text.count
        var index = 0
        var namespaces = 0
        var depth = 0
        var nodes = 0
        var names = Names(limit: limits.maxNames)
        while index < count {
            while index < count, bytes[index] != less { index += 1 }
            let open = index
            let next = open + 1
            guard next < count else { return nil }
            switch bytes[next] {
            case bang:
                if next + 2 < count, bytes[next + 1] == dash, bytes[next + 2] == dash {
                    guard let end = find(dash, dash, greater, in: text, from: next + 3) else { return nil }
                    index = end + 3
                } else if next + 7 < count, bytes[next + 1] == openBracket, bytes[next + 7] == openBracket {
                    // `<![CDATA[`; anything else in brackets is no XML, and libxml2 stops at it.
                    guard let end = find(closeBracket, closeBracket, greater, in: text, from: next + 8) else { return nil }
                    index = end + 3
                } else {
                    // A DOCTYPE, which the reader refuses where it stands, or something libxml2 calls malformed.
                    return nil
                }
            case question:
                guard let end = find(question, greater, nil, in: text, from: next + 1) else { return nil }
                // libxml2 keeps a processing instruction's target among its names too.
                var cursor = next + 1
                var hash = Names.seed
                while cursor < end, !endsName(bytes[cursor]) {
                    hash = (hash ^ Int(bytes[cursor])) &* Names.prime
                    cursor += 1
                }
                names.note(bytes, start: next + 1, length: cursor - next - 1, hash: hash)
                if names.count > limits.maxNames { return Refusal(offset: open, message: namesMessage(limits)) }
                index = end + 2
            case slash:
                index = next
                while index < count, bytes[index] != greater { index += 1 }
                index += 1
                depth = max(0, depth - 1)
            default:
                // A start tag: its name, then names and quoted values. Every attribute has one quoted value, so the
                // quoted values count the attributes; a `>` inside quotes is text of a value.
                if depth >= limits.maxDepth {
                    return Refusal(offset: open, message: "elements nest more than \(limits.maxDepth) deep, more than piclint reads")
                }
                var cursor = next
                var attributes = 0
                var declarations = 0
                while cursor < count, bytes[cursor] != greater {
                    let byte = bytes[cursor]
                    if byte == doubleQuote || byte == singleQuote {
                        cursor += 1
                        while cursor < count, bytes[cursor] != byte { cursor += 1 }
                        guard cursor < count else { return nil }
                        attributes += 1
                        cursor += 1
                    } else if endsName(byte) {
                        // Blanks, `=`, `/`; a `?` ends a name without starting one, so the scan moves on by a byte.
                        cursor += 1
                    } else {
                        let start = cursor
                        var hash = Names.seed
                        while cursor < count, !endsName(bytes[cursor]) {
                            hash = (hash ^ Int(bytes[cursor])) &* Names.prime
                            cursor += 1
                        }
                        names.note(bytes, start: start, length: cursor - start, hash: hash)
                        // `xmlns` or `xmlns:…`, after the element's own name.
                        if start > next, cursor - start >= 5, bytes[start] == 0x78, bytes[start + 1] == 0x6D, bytes[start + 2] == 0x6C,
                           bytes[start + 3] == 0x6E, bytes[start + 4] == 0x73, cursor - start == 5 || bytes[start + 5] == 0x3A {
                            declarations += 1
                        }
                    }
                }
                if attributes > limits.maxAttributesPerTag {
                    return Refusal(offset: open, message: "a start tag with \(grouped(attributes)) attributes, more than the "
                        + "\(grouped(limits.maxAttributesPerTag)) piclint reads on one tag (Interface Builder writes fewer than 30)")
                }
                namespaces += declarations
                if namespaces > limits.maxNamespaces {
                    return Refusal(offset: open, message: "more than \(grouped(limits.maxNamespaces)) namespace declarations "
                        + "(xmlns) in the file, more than piclint reads (Interface Builder writes none)")
                }
                if names.count > limits.maxNames {
                    return Refusal(offset: open, message: namesMessage(limits))
                }
                // Counted as the reader counts: namespace declarations are no attributes to libxml2.
                if nodes + attributes - declarations >= limits.maxMarkupNodes {
                    return Refusal(offset: open, message: "the file has more than \(limits.maxMarkupNodes) elements and attributes, more than piclint reads")
                }
                nodes += 1 + attributes - declarations
                if cursor > next, bytes[cursor - 1] != slash { depth += 1 }
                index = cursor + 1
            }
        }
        return nil
    }

    /// The distinct names of a file, counted up to just past a limit. libxml2 keeps every element, attribute and
    /// processing instruction name in one dictionary, which (in 2.9) stops growing at about 16,000 buckets: past that
    /// each lookup walks a chain as long as the names are many, and a file of a million distinct names takes
    /// minutes. A few hundred names (Interface Builder's vocabulary) keep its chains short.
    struct Names {
        /// FNV-1a's offset basis and prime, for the cheap hash that finds a recent name again.
        static let seed = Int(bitPattern: 0xCBF2_9CE4_8422_2325)
        static let prime = 0x100_0000_01B3

        let limit: Int
        /// The names' hashes (seeded per process, so no file can be made to collide); a collision would only
        /// undercount, by chance, never refuse a file.
        private var seen: Set<Int> = []
        /// The last name seen with each value of the cheap hash's low bits, as its start and length: names repeat (a
        /// file uses a few hundred, over and over), and one found here, compared byte for byte, needs no lookup.
        private var recentStart = [Int](repeating: 0, count: 1024)
        private var recentLength = [Int](repeating: 0, count: 1024)

        init(limit: Int) {
            self.limit = limit
        }

        var count: Int { seen.count }

        mutating func note(_ bytes: UnsafePointer<UInt8>, start: Int, length: Int, hash cheap: Int) {
            guard length > 0 else { return }
            let slot = cheap & 1023
            if recentLength[slot] == length {
                let last = recentStart[slot]
                var offset = 0
                while offset < length, bytes[last + offset] == bytes[start + offset] { offset += 1 }
                if offset == length { return }
            }
            recentStart[slot] = start
            recentLength[slot] = length
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(start: bytes + start, count: length))
            seen.insert(hasher.finalize())
        }
    }

    private static func namesMessage(_ limits: ParseLimits) -> String {
        "more than \(grouped(limits.maxNames)) distinct element and attribute names in the file, more than piclint reads "
            + "(Interface Builder uses a few hundred)"
    }

    /// Whether a byte ends a name in a tag: a blank, `=`, `/`, `>`, `?` or a quote.
    private static func endsName(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0x3D, 0x2F, 0x3E, 0x3F, 0x22, 0x27:
            return true
        default:
            return false
        }
    }

    /// The first place two or three bytes stand in a row at or after `start`: a check of the next bytes wherever the
    /// first stands, so the search stays linear.
    private static func find(_ first: UInt8, _ second: UInt8, _ third: UInt8?, in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let bytes = text.baseAddress else { return nil }
        let length = third == nil ? 2 : 3
        var index = start
        while index + length <= text.count {
            if bytes[index] == first, bytes[index + 1] == second, length == 2 || bytes[index + 2] == third { return index }
            index += 1
        }
        return nil
    }

    /// 300000 → "300,000" (this layer does without Foundation).
    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
