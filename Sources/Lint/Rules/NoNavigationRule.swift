import Spec

/// `no-navigation`: choosing a value must not take people to another screen.
public struct NoNavigationRule: ControlRule {
    public static let description = RuleDescription(
        id: "no-navigation", title: "A picker does not navigate", defaultSeverity: .error)

    public init() {}

    /// Reads what a selection does, as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        guard context.model != nil, let onSelect = context.control.onSelect, onSelect.value == .navigate else { return [] }
        let why = context.model?.drawsWheels == true
            ? "people spinning a wheel pass through values they did not mean to pick"
            : "people expect to see their choice, and to change it, where they made it"
        return [Finding(
            at: onSelect.range,
            "choosing a value in \(context.name) navigates to another screen; \(why)",
            help: "update the value in place (\(context.wording.setting(.onSelect, "update"))) and navigate with a button or a list row")]
    }
}
