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

    /// The description of a rule id, if piclint has such a rule.
    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}
