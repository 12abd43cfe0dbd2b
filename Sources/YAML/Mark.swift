/// A position in a source file: 1-based line and column (columns count characters, not bytes).
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode characters (code points), as editors show it.
    public var column: Int

    /// Creates a mark at a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// The span of a node in its file: `start` is its first character, `end` is just past its last.
public struct SourceRange: Sendable, Hashable, CustomStringConvertible {
    /// The first character.
    public var start: Mark
    /// The position just after the last character.
    public var end: Mark

    /// Creates a range from its start and end marks.
    public init(start: Mark, end: Mark) {
        self.start = start
        self.end = end
    }

    /// An empty range at one mark.
    public init(at mark: Mark) {
        self.init(start: mark, end: mark)
    }

    public var description: String { "\(start)-\(end)" }
}
