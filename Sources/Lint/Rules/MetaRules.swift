/// The rules about piclint's own directives: they have no check of their own, the engine reports them
/// while applying `# piclint:` comments.
public enum MetaRules {
    /// `unknown-rule`: a suppression comment names a rule piclint does not have.
    public static let unknownRule = RuleDescription(
        id: .unknownRule, title: "Suppressions name rules that exist", defaultSeverity: .warning, kind: .meta)
    /// `unused-suppression`: a suppression comment that suppresses nothing.
    public static let unusedSuppression = RuleDescription(
        id: .unusedSuppression, title: "Every suppression suppresses something", defaultSeverity: .info, kind: .meta)

    /// Both, in catalogue order.
    public static let all = [unknownRule, unusedSuppression]
}
