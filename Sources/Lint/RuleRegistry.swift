/// Every rule piclint has, in the order of the catalogue (RULES.md).
///
/// `checks` is the one list of rule types: a new rule is its own file (its description, options and fixes all
/// declared there), one line here, and its page in `rules/`. Everything else (`piclint rules`, `init`, the config
/// check, the pages' tests) reads the descriptions.
public enum RuleRegistry {
    /// The rules with a check, run on every screen, at their default options.
    public static let checks: [any Rule] = [
        // Values
        EmptyWheelRule(),
        DistinctValuesRule(),
        ShortListRule(),
        LongListRule(),
        PredictableOrderRule(),
        UnorderedValuesRule(),
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
        // Interface Builder files
        ImplicitCompactRule(),
        FixedLocaleRule(),
    ]

    /// The ids of the checks.
    public static let checkIDs = Set(checks.map { type(of: $0).description.id })

    /// Every rule's description: the reader's rules first, then the checks, then the meta rules.
    public static let descriptions: [RuleDescription] =
        InputRules.all + checks.map { type(of: $0).description } + MetaRules.all

    /// The checks with options from a config, by rule id (rules without options are as they are).
    public static func checks(options: [RuleID: [String: Int]]) -> [any Rule] {
        guard !options.isEmpty else { return checks }
        return checks.map { rule in
            let id = type(of: rule).description.id
            guard let values = options[id], let configurable = type(of: rule) as? any ConfigurableRule.Type else { return rule }
            return configurable.configured(values)
        }
    }

    /// Each rule's description by id.
    private static let byID = Dictionary(descriptions.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The description of a rule id, if piclint has such a rule.
    public static func description(of id: RuleID) -> RuleDescription? {
        byID[id]
    }

    /// The ids of the rules with a property, in catalogue order: a list of one or two that code compares a
    /// finding's rule with, cheaper than a look-up per finding.
    public static func ids(where property: (RuleDescription) -> Bool) -> [RuleID] {
        descriptions.filter(property).map(\.id)
    }
}
