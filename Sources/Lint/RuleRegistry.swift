/// Every rule piclint has, in catalogue order.
public enum RuleRegistry {
    /// The rules with a check, run on every screen.
    public static let checks: [any Rule] = [
        EmptyWheelRule(),
        DistinctValuesRule(),
        DefaultNotInValuesRule(),
        MinuteIntervalRule(),
        CountdownLimitRule(),
        CountdownStyleRule(),
    ]

    /// Every rule's description: the reader's rules first, then the checks.
    public static let descriptions: [RuleDescription] =
        InputRules.all + checks.map { type(of: $0).description }

    /// The description of a rule id, if piclint has such a rule.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
