import Source
/// Why a file could not be turned into YAML nodes, and where.
public struct YAMLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, broadly.
    public enum Kind: String, Sendable, Hashable {
        /// The bytes are not well-formed YAML (libyaml's reader, scanner or parser said so).
        case syntax
        /// An alias names an anchor that is not defined before it, or a merge key merges something that is not a mapping.
        case alias
        /// The file is larger, deeper or expands to more nodes than `ParseLimits` allows.
        case limit
    }

    /// What went wrong, broadly.
    public var kind: Kind
    /// The problem, in libyaml's words where it comes from libyaml.
    public var message: String
    /// Where the problem is.
    public var mark: Mark

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, at mark: Mark) {
        self.kind = kind
        self.message = message
        self.mark = mark
    }

    public var description: String { "\(mark): \(message)" }
}
