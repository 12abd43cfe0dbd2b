import Source

/// An XML file's elements as flat records in file order, with where each start tag and each attribute value lies
/// in the file's text: what the Interface Builder front end walks. Text content, comments and processing
/// instructions are not kept; Interface Builder keeps what piclint reads in attributes.
public struct XMLTree: Sendable {
    /// The file read.
    public let source: SourceFile
    var elements: [Record] = []
    var attributes: [XMLAttribute] = []

    struct Record: Sendable {
        var name: String
        /// The offset of the start tag's `<`, and just past its `>`.
        var tag: Range<Int>
        /// The element's attributes, in `attributes`.
        var attributes: Range<Int>
        var parent: Int32 = -1
        var firstChild: Int32 = -1
        var nextSibling: Int32 = -1
        /// Just past the element's last descendant: a subtree's records are contiguous.
        var subtreeEnd: Int32 = .max
    }

    init(source: SourceFile) {
        self.source = source
    }

    /// The root element, when the file had one.
    public var root: XMLElement? {
        elements.isEmpty ? nil : XMLElement(tree: self, index: 0)
    }

    /// How many elements the file has.
    public var elementCount: Int { elements.count }

    /// Every element, in file order.
    public var allElements: [XMLElement] {
        (0..<elements.count).map { XMLElement(tree: self, index: Int32($0)) }
    }
}

/// One attribute of an element: its name, its value as the parser resolved it (entities replaced, blanks
/// normalized), and where its value lies between the quotes, when the start tag could be read for it.
public struct XMLAttribute: Sendable {
    /// The qualified name (`key`, `xmlns:foo`).
    public var name: String
    /// The value, as XML means it.
    public var value: String
    /// The offsets of the value's text, between its quotes, in the file's text.
    public var valueBytes: Range<Int>?

    /// Creates an attribute.
    public init(name: String, value: String, valueBytes: Range<Int>?) {
        self.name = name
        self.value = value
        self.valueBytes = valueBytes
    }
}

/// An element of a tree: the tree and the element's place in it, cheap to copy.
public struct XMLElement: Sendable {
    let tree: XMLTree
    let index: Int32

    private var record: XMLTree.Record { tree.elements[Int(index)] }

    /// The element's name.
    public var name: String { record.name }

    /// The element's attributes, in the order written.
    public var attributes: ArraySlice<XMLAttribute> { tree.attributes[record.attributes] }

    /// The attribute of a name, if the element has it.
    public func attribute(_ name: String) -> XMLAttribute? {
        attributes.first { $0.name == name }
    }

    /// The value of an attribute, if the element has it.
    public subscript(_ name: String) -> String? {
        attribute(name)?.value
    }

    /// The element's children, in order.
    public var children: Children { Children(tree: tree, first: record.firstChild) }

    /// The first child of a name with a `key` attribute of a value (Interface Builder names a child's role so:
    /// `<rect key="frame">`), or of the name alone when no key is given.
    public func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The element holding this one.
    public var parent: XMLElement? {
        record.parent < 0 ? nil : XMLElement(tree: tree, index: record.parent)
    }

    /// Every element inside this one, depth first in file order (the element itself left out).
    public var descendants: Descendants { Descendants(tree: tree, root: index) }

    /// Where the start tag lies: its `<` to just past its `>`.
    public var range: SourceRange {
        let tag = record.tag
        return SourceRange(start: tree.source.mark(ofOffset: tag.lowerBound), end: tree.source.mark(ofOffset: tag.upperBound))
    }

    /// Where an attribute's value lies (between its quotes), or the start tag when it cannot be placed.
    public func range(of attribute: XMLAttribute) -> SourceRange {
        guard let bytes = attribute.valueBytes else { return range }
        return SourceRange(start: tree.source.mark(ofOffset: bytes.lowerBound), end: tree.source.mark(ofOffset: bytes.upperBound))
    }

    /// The children of an element.
    public struct Children: Sequence, Sendable {
        let tree: XMLTree
        let first: Int32

        public func makeIterator() -> Iterator { Iterator(tree: tree, upcoming: first) }

        public struct Iterator: IteratorProtocol {
            let tree: XMLTree
            var upcoming: Int32

            public mutating func next() -> XMLElement? {
                guard upcoming >= 0 else { return nil }
                let element = XMLElement(tree: tree, index: upcoming)
                upcoming = tree.elements[Int(upcoming)].nextSibling
                return element
            }
        }
    }

    /// The elements inside an element, depth first: the records after it, up to the end of its subtree.
    public struct Descendants: Sequence, Sendable {
        let tree: XMLTree
        let root: Int32

        public func makeIterator() -> Iterator {
            let end = Swift.min(Int(tree.elements[Int(root)].subtreeEnd), tree.elements.count)
            return Iterator(tree: tree, upcoming: Int(root) + 1, end: end)
        }

        public struct Iterator: IteratorProtocol {
            let tree: XMLTree
            var upcoming: Int
            let end: Int

            public mutating func next() -> XMLElement? {
                guard upcoming < end else { return nil }
                defer { upcoming += 1 }
                return XMLElement(tree: tree, index: Int32(upcoming))
            }
        }
    }
}
