import Spec

/// `watch-long-list`: on Apple Watch, a long list belongs behind a navigation link, scrubbed with the Digital Crown.
public struct WatchLongListRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "watch-long-list", title: "Long lists on Apple Watch use a navigation link", defaultSeverity: .warning, options: Options.self)

    /// What a config may set.
    public struct Options: RuleOptions {
        /// The most values a watchOS picker shows outside a navigation link.
        public var max = 10
        public static let keys = [RuleOptionKey("max", \Options.max, "the most values a watchOS picker shows outside a navigation link")]
        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    private var max: Int { options.max }

    public func check(_ context: ControlContext) -> [Finding] {
        guard context.platform == .watchOS, context.control.picker?.effectiveStyle != .navigationLink else { return [] }
        let long = context.wheels.filter { ($0.model.count ?? 0) > max }
        guard !long.isEmpty else { return [] }
        // The hours and minutes of a time or a duration (and the days and years of a date) are the platform's
        // own date picker wheels, which the Crown spins through quickly; whether such a picker should be a date
        // picker is `use-date-picker`'s question, and a navigation link would not make them fewer.
        let parts = RebuiltDate(context)?.parts ?? []
        return long.compactMap { wheel in
            let isPart = parts.indices.contains(wheel.index) && parts[wheel.index] != nil
            guard let count = wheel.model.count, !isPart else { return nil }
            return Finding(at: wheel.wheel.values.range,
                           "\(wheel.name) shows \(Plural.counted(count, "value")) on Apple Watch; more than \(max) \(Plural.verb(max, "is", "are")) a long way to scroll",
                           help: "use \(context.wording.setting(.style, "navigationLink")): a button that opens the list, which the Digital Crown scrubs through")
        }
    }
}
