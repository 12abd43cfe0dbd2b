import Spec

/// `unit-placement`: a unit label belongs in the selection bar, next to the value it qualifies.
public struct UnitPlacementRule: ControlRule {
    public static let description = RuleDescription(
        id: "unit-placement", title: "Unit labels sit in the selection bar", defaultSeverity: .warning, fixes: .suggestion)

    public init() {}

    /// Reads where the unit is written to go, and whether the model draws wheels; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        // Only wheels have a selection bar; a menu or segmented control draws no unit at all.
        guard context.model?.drawsWheels == true else { return [] }
        return context.wheels.compactMap { wheel in
            guard let placement = wheel.wheel.unitPlacement, placement.value != .selectionBar, wheel.wheel.unit != nil else { return nil }
            let where_ = placement.value == .above ? "above the picker" : "on every row of the wheel"
            return Finding(
                at: placement.range,
                "the unit “\(wheel.wheel.unit?.value ?? "")” of \(wheel.name) is drawn \(where_)",
                help: "put it in the selection bar (\(context.wording.setting(.unitPlacement, "selectionBar")), the default), as the Clock app's timer shows “hours” and “min”",
                // A suggestion: the unit's words stay the same, but where they are drawn moves, so the screen changes.
                fix: Fix("draw the unit in the selection bar", edits: [TextEdit(placement.range, .value(UnitPlacement.selectionBar.rawValue))],
                         applicability: .unsafe))
        }
    }
}
