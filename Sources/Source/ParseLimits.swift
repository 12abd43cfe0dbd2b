/// Bounds on what one file may cost to parse and report, so that hostile input ends in an error or a short
/// report, not a crash, a hang or gigabytes of output.
public struct ParseLimits: Sendable, Hashable {
    /// The largest file accepted, in bytes. Real spec files are a few kilobytes.
    public var maxFileSize: Int
    /// The deepest nesting of sequences and mappings. A spec needs about six levels.
    public var maxDepth: Int
    /// The most nodes one file may produce, counting each alias as the nodes it repeats. By default as many as the
    /// size limit allows a file to write (every node takes at least a byte), so no file is refused for its own nodes.
    public var maxNodes: Int
    /// The most nodes aliases may repeat in one file (merge keys repeat through aliases), so an alias bomb ("billion
    /// laughs") fails as soon as it passes this number: a few bytes must not become millions of controls to lint.
    public var maxRepeatedNodes: Int
    /// The most elements and attributes one Interface Builder file may have (a large storyboard has a few hundred
    /// thousand): libxml2 builds a tree of them before piclint reads it, at about a hundred bytes each.
    public var maxMarkupNodes: Int
    /// The most scalar text one file may produce, counting each alias as the text it repeats, so that a few
    /// aliases of one long string cannot become gigabytes of values and of reports quoting them.
    public var maxText: Int
    /// The most findings one file reports, counted after suppression comments, as compilers stop after so many
    /// errors: past it, the first ones in report order are kept and one more finding says how many were left out.
    /// A file of a million unknown keys would otherwise make a report of gigabytes that nobody reads.
    public var maxFindings: Int
    /// The most attributes one XML start tag may have. libxml2 compares each attribute of a tag with every one before
    /// it, so its time grows with the square of their number (300,000 on one tag take minutes); Interface Builder
    /// writes fewer than 30. Checked before libxml2 reads the file.
    public var maxAttributesPerTag: Int
    /// The most XML namespace declarations (`xmlns`, `xmlns:p`) one file may have. libxml2 looks each prefixed name up
    /// through every declaration in scope, one by one; Interface Builder writes none. Checked before libxml2 reads.
    public var maxNamespaces: Int
    /// The most distinct XML element, attribute and processing-instruction names one file may have. libxml2 (2.9)
    /// keeps names in a dictionary that stops growing at about 16,000 buckets, so a file of a million distinct names
    /// takes minutes; Interface Builder uses a few hundred. Checked before libxml2 reads.
    public var maxNames: Int

    /// Creates limits.
    public init(maxFileSize: Int, maxDepth: Int, maxNodes: Int, maxRepeatedNodes: Int = 1_000_000, maxMarkupNodes: Int? = nil, maxText: Int = 64 * 1024 * 1024,
                maxFindings: Int = 1_000, maxAttributesPerTag: Int = 1_000, maxNamespaces: Int = 100, maxNames: Int = 10_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxRepeatedNodes = maxRepeatedNodes
        self.maxMarkupNodes = maxMarkupNodes ?? min(maxNodes, 1_000_000)
        self.maxText = maxText
        self.maxFindings = maxFindings
        self.maxAttributesPerTag = maxAttributesPerTag
        self.maxNamespaces = maxNamespaces
        self.maxNames = maxNames
    }

    /// The limits piclint uses: 16 MiB, 256 levels, 16,777,216 nodes (one a byte: a file is never refused for the
    /// nodes it writes), 1,000,000 nodes repeated by aliases, 1,000,000 XML elements and attributes, 64 MiB of text,
    /// 1,000 findings, 1,000 attributes on one XML tag, 100 XML namespace declarations, 10,000 distinct XML names.
    public static let `default` = ParseLimits(maxFileSize: 16 * 1024 * 1024, maxDepth: 256, maxNodes: 16 * 1024 * 1024)
}
