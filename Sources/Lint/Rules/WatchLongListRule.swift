import Spec

/// `watch-long-list`: on Apple Watch, a long list belongs behind a navigation link, scrubbed with the Digital Crown.
public struct WatchLongListRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "watch-long-list", title: "Long lists on Apple Watch use a navigation link", defaultSeverity: .warning,
        options: [RuleOption("max", default: 10, "the most values a watchOS picker shows outside a navigation link")])

    /// The most values a watchOS picker shows outside a navigation link.
    public var max: Int

    public init(max: Int = 10) {
        self.max = max
    }

    public init(options: [String: Int]) {
        self.init(max: options["max"] ?? 10)
    }

    public func check(_ context: ControlContext) -> [Finding] {
        guard context.platform == .watchOS, context.control.picker?.effectiveStyle != .navigationLink else { return [] }
        return context.wheels.compactMap { wheel in
            guard let count = wheel.model.count, count > max else { return nil }
            return Finding(at: wheel.wheel.values.range,
                           "\(wheel.name) shows \(count) values on Apple Watch; more than \(max) are a long way to scroll",
                           help: "use `style: navigationLink`: a button that opens the list, which the Digital Crown scrubs through")
        }
    }
}
