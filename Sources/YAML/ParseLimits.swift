/// Bounds on what one file may cost to parse and report, so that hostile input ends in an error or a short
/// report, not a crash, a hang or gigabytes of output.
public struct ParseLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes. Real spec files are a few kilobytes.
    public var maxFileSize: Int
    /// The deepest nesting of sequences and mappings. A spec needs about six levels.
    public var maxDepth: Int
    /// The most nodes one file may produce, counting each alias as the nodes it repeats,
    /// so an alias bomb ("billion laughs") fails as soon as it passes this number.
    public var maxNodes: Int
    /// The most scalar text one file may produce, counting each alias as the text it repeats, so that a few
    /// aliases of one long string cannot become gigabytes of values and of reports quoting them.
    public var maxText: Int
    /// The most findings one file reports, counted after suppression comments, as compilers stop after so many
    /// errors: past it, the first ones in report order are kept and one more finding says how many were left out.
    /// A file of a million unknown keys would otherwise make a report of gigabytes that nobody reads.
    public var maxFindings: Int

    /// Creates limits.
    public init(maxFileSize: Int, maxDepth: Int, maxNodes: Int, maxText: Int = 64 * 1024 * 1024, maxFindings: Int = 1_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxText = maxText
        self.maxFindings = maxFindings
    }

    /// The limits piclint uses: 16 MiB, 256 levels, 1,000,000 nodes, 64 MiB of text, 1,000 findings.
    public static let `default` = ParseLimits(maxFileSize: 16 * 1024 * 1024, maxDepth: 256, maxNodes: 1_000_000)
}
