import Spec

/// `dynamic-values`: values computed at run time or in random order cannot be predicted while hidden.
public struct DynamicValuesRule: ControlRule {
    public static let description = RuleDescription(
        id: "dynamic-values", title: "Values are known in advance", defaultSeverity: .warning)

    public init() {}

    /// Reads the source of the values as written, and whether the model draws wheels; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        // A wheel hides most of its values; a list, a menu or a navigation link shows them all.
        guard context.model?.drawsWheels == true else { return [] }
        return context.wheels.compactMap { wheel in
            guard case .source(let source, _) = wheel.wheel.values.value, source.isRuntime else { return nil }
            let why = source == .random ? "in random order" : "computed at run time"
            return Finding(
                at: wheel.wheel.values.range,
                "the values of \(wheel.name) are \(why); people cannot predict the values a wheel hides",
                help: "show search results or server data in a list; give a wheel a fixed, ordered set of values")
        }
    }
}
