import PickerModel
import Spec

/// `long-list`: a very long wheel is tedious to spin; a list or table scrolls faster and can have an index.
public struct LongListRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "long-list", title: "A very long list is a list, not a wheel", defaultSeverity: .warning,
        options: [RuleOption("max", default: 100, "the most values a wheel should have")])

    /// The most values a wheel should have.
    public var max: Int

    public init(max: Int = 100) {
        self.max = max
    }

    public init(options: [String: Int]) {
        self.init(max: options["max"] ?? 100)
    }

    public func check(_ context: ControlContext) -> [Finding] {
        // Only a wheel is spun through; a navigation link or a menu already shows its values as a list.
        // On Apple Watch, `watch-long-list` speaks to long lists with its own, lower limit.
        guard context.model?.drawsWheels == true, context.platform != .watchOS else { return [] }
        return context.wheels.compactMap { wheel in
            guard let count = wheel.model.count, count > max else { return nil }
            var source = ""
            if case .named(let named, _) = wheel.model.values { source = " (\(named.rawValue) in \(context.screen.effectiveLocale))" }
            return Finding(
                at: wheel.wheel.values.range,
                "\(wheel.name) has \(count) values\(source); more than \(max) are tedious to spin through",
                help: context.platform == .macOS
                    ? "show them in a list or table, which scrolls faster and can have an index"
                    : "show them in a list or table, which scrolls faster and can have an index (`style: navigationLink`)")
        }
    }
}
