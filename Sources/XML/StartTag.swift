/// Finds where the attributes of a start tag lie in the text. libxml2 gives each attribute's name and value but
/// not its place; the tag it has just read is well-formed, so a plain scan of its bytes finds them: a name, blanks,
/// `=`, blanks, and a value in quotes that cannot hold its own quote (nor a `<`).
enum StartTag {
    /// One attribute as written: its name and its value's bytes between the quotes.
    struct Attribute {
        var name: Range<Int>
        var value: Range<Int>

        func name(in text: UnsafeBufferPointer<UInt8>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: text[name]), as: UTF8.self)
        }

        /// `xmlns` or `xmlns:…`, which libxml2 passes as namespaces, not attributes.
        func isNamespaceDeclaration(in text: UnsafeBufferPointer<UInt8>) -> Bool {
            let prefix = Array("xmlns".utf8)
            guard name.count >= prefix.count, text[name.lowerBound..<(name.lowerBound + prefix.count)].elementsEqual(prefix) else { return false }
            return name.count == prefix.count || text[name.lowerBound + prefix.count] == UInt8(ascii: ":")
        }
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The attributes of the tag from its `<` at `start` to `end` (its closing `>` or `/>`), into `found`.
    static func attributes(in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, into found: inout [Attribute]) {
        found.removeAll(keepingCapacity: true)
        let end = min(end, text.count)
        var index = start + 1
        // The element's name.
        while index < end, !isBlank(text[index]), text[index] != UInt8(ascii: "/"), text[index] != UInt8(ascii: ">") { index += 1 }
        while true {
            while index < end, isBlank(text[index]) { index += 1 }
            guard index < end, text[index] != UInt8(ascii: "/"), text[index] != UInt8(ascii: ">") else { return }
            let nameStart = index
            while index < end, !isBlank(text[index]), text[index] != UInt8(ascii: "=") { index += 1 }
            let nameEnd = index
            while index < end, isBlank(text[index]) { index += 1 }
            guard index < end, text[index] == UInt8(ascii: "=") else { return }
            index += 1
            while index < end, isBlank(text[index]) { index += 1 }
            guard index < end, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else { return }
            let quote = text[index]
            index += 1
            let valueStart = index
            while index < end, text[index] != quote { index += 1 }
            guard index < end else { return }
            found.append(Attribute(name: nameStart..<nameEnd, value: valueStart..<index))
            index += 1
        }
    }
}
