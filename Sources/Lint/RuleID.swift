/// A rule's stable kebab-case id (`minute-interval`), as configs, suppressions, baselines and reports spell it.
/// A value of its own so that a rule id cannot be mixed up with a message or a path; it prints, sorts and encodes
/// as the plain string. An id need not name a rule piclint has: a suppression comment may name any.
public struct RuleID: RawRepresentable, Sendable, Hashable, Comparable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID {
    // The ids code names: the reader's rules and the meta rules, which have no type of their own.
    public static let yamlSyntax: RuleID = "yaml-syntax"
    public static let xmlSyntax: RuleID = "xml-syntax"
    public static let swiftSyntax: RuleID = "swift-syntax"
    public static let specInvalid: RuleID = "spec-invalid"
    public static let specUnknownKey: RuleID = "spec-unknown-key"
    public static let duplicateKey: RuleID = "duplicate-key"
    public static let unknownRule: RuleID = "unknown-rule"
    public static let unusedSuppression: RuleID = "unused-suppression"
}
