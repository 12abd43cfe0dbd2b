import Spec

/// The rules the reader reports while turning a file into a spec: they have no check of their own. Their kind
/// says what each means for the rest of the run (see `RuleDescription.pinnedSeverity` and the properties after it).
public enum InputRules {
    /// `yaml-syntax`: the file is not well-formed YAML, or could not be read within piclint's limits.
    public static let yamlSyntax = RuleDescription(
        id: .yamlSyntax, title: "The file is well-formed YAML", defaultSeverity: .error, kind: .input(.unreadable))
    /// `xml-syntax`: an Interface Builder file is not well-formed XML, or could not be read within piclint's limits.
    public static let xmlSyntax = RuleDescription(
        id: .xmlSyntax, title: "The Interface Builder file is well-formed XML", defaultSeverity: .error, kind: .input(.unreadable))
    /// `swift-syntax`: a Swift file has syntax errors. swift-syntax recovers from them, so the rest of the file is
    /// still read and linted; the finding says that what was read may not be what the compiler will see.
    public static let swiftSyntax = RuleDescription(
        id: .swiftSyntax, title: "The Swift file parses without syntax errors", defaultSeverity: .error, kind: .input(.misread))
    /// `spec-invalid`: a key is missing or has a value of the wrong type or spelling.
    public static let specInvalid = RuleDescription(
        id: .specInvalid, title: "The spec has the keys and values the format requires", defaultSeverity: .error,
        kind: .input(.misread))
    /// `spec-unknown-key`: a key the format does not know.
    public static let specUnknownKey = RuleDescription(
        id: .specUnknownKey, title: "Every key is one the spec format knows", defaultSeverity: .warning,
        kind: .input(.ignored), fixes: .suggestion)
    /// `duplicate-key`: the same key twice in one mapping.
    public static let duplicateKey = RuleDescription(
        id: .duplicateKey, title: "No key is given twice in one mapping", defaultSeverity: .error, kind: .input(.misread))

    /// All six, in catalogue order.
    public static let all = [yamlSyntax, xmlSyntax, swiftSyntax, specInvalid, specUnknownKey, duplicateKey]

    /// Whether a rule is one of the two that say a file could not be read (`yaml-syntax`, `xml-syntax`).
    public static func isSyntax(_ id: RuleID) -> Bool {
        id == yamlSyntax.id || id == xmlSyntax.id
    }

    /// The description of a reader problem's rule.
    public static func description(of kind: SpecProblem.Kind) -> RuleDescription {
        switch kind {
        case .yamlSyntax: return yamlSyntax
        case .xmlSyntax: return xmlSyntax
        case .swiftSyntax: return swiftSyntax
        case .specInvalid: return specInvalid
        case .unknownKey: return specUnknownKey
        case .duplicateKey: return duplicateKey
        }
    }
}
