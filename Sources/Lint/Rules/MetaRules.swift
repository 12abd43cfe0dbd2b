import Spec

/// The rules about piclint's own directives: they have no check of their own, the engine reports them
/// while applying `# piclint:` comments.
public enum MetaRules {
    /// `unknown-rule`: a suppression comment names a rule piclint does not have.
    public static let unknownRule = RuleDescription(
        id: "unknown-rule", title: "Suppressions name rules that exist", defaultSeverity: .warning)
    /// `unused-suppression`: a suppression comment that suppresses nothing.
    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression", title: "Every suppression suppresses something", defaultSeverity: .info)

    /// Both, in catalogue order.
    public static let all = [unknownRule, unusedSuppression]
}
