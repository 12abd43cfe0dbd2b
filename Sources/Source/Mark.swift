/// A position in a source file: 1-based line and column (columns count characters, not bytes).
///
/// Stored in 32 bits each: every value, node, finding and control of a file carries marks, so their size is most of
/// what a file costs beyond its bytes, and no file piclint reads (16 MiB; a config 1 MiB, a baseline 64 MiB) has a
/// line or column past 2^31. A number past that is held at the largest.
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    /// 1-based line number.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    /// 1-based column, counted in Unicode characters (code points), as editors show it.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    /// Creates a mark at a 1-based line and column.
    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// The first character of a file.
    public static let start = Mark(line: 1, column: 1)

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
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
