/// Every rule piclint has, in the order of the catalogue (RULES.md).
public enum RuleRegistry {
    /// The rules with a check, run on every screen, at their default options.
    public static let checks: [any Rule] = [
        // Values
        EmptyWheelRule(),
        DistinctValuesRule(),
        ShortListRule(),
        LongListRule(),
        PredictableOrderRule(),
        NumericGapRule(),
        DynamicValuesRule(),
        UseDatePickerRule(),
        TooManyWheelsRule(),
        SegmentCountRule(),
        WheelFitRule(),
        // Labels and units
        UnitPlacementRule(),
        UnitInValuesRule(),
        // Defaults
        DefaultValueRule(),
        DefaultNotInValuesRule(),
        DefaultOffIntervalRule(),
        DefaultOutOfRangeRule(),
        // Date pickers
        MinuteIntervalRule(),
        CoarseMinutesRule(),
        CountdownLimitRule(),
        CountdownStyleRule(),
        DateRangeRule(),
        IgnoredSettingRule(),
        // Presentation and behaviour
        InContextRule(),
        NoNavigationRule(),
        CompactWhenConstrainedRule(),
        // Platforms
        PlatformStyleRule(),
        PlatformControlRule(),
        WatchLongListRule(),
    ]

    /// Every rule's description: the reader's rules first, then the checks, then the meta rules.
    public static let descriptions: [RuleDescription] =
        InputRules.all + checks.map { type(of: $0).description } + MetaRules.all

    /// The checks with options from a config, by rule id (rules without options are as they are).
    public static func checks(options: [String: [String: Int]]) -> [any Rule] {
        checks.map { rule in
            let id = type(of: rule).description.id
            guard let values = options[id], let configurable = type(of: rule) as? any ConfigurableRule.Type else { return rule }
            return configurable.init(options: values)
        }
    }

    /// The rules whose findings carry a fix, safe or suggested (see `Fix.Applicability`).
    /// The fix tests check this list against what each rule does.
    public static let fixable: Set<String> = [
        "spec-unknown-key", "distinct-values", "predictable-order", "unit-placement", "unit-in-values",
        "default-not-in-values", "default-off-interval", "minute-interval", "countdown-limit",
    ]

    /// The fixable rules whose fixes are all suggestions, which `piclint --fix` makes only with `--unsafe-fixes`. The
    /// others' fixes are safe, though `distinct-values` and `unit-in-values` suggest theirs in the cases that guess.
    public static let suggestedFixesOnly: Set<String> = ["predictable-order"]

    /// The description of a rule id, if piclint has such a rule.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
