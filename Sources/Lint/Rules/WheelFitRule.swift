import PickerModel
import Spec

/// `wheel-fit`: the wheels, each as wide as its widest value, must fit the screen, or values are cut off.
public struct WheelFitRule: ControlRule {
    public static let description = RuleDescription(
        id: "wheel-fit", title: "The wheels fit the screen's width", defaultSeverity: .warning)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        // watchOS draws its date pickers as wheels only, abbreviated to fit; there is no other style to suggest.
        if context.platform == .watchOS, context.control.datePicker != nil { return [] }
        guard let model = context.model, model.drawsWheels, model.neededWidth > model.width.rounded(.up) else { return [] }
        // Sizes can pass what an Int holds (a segmented control of `count: 9223372036854775807` options).
        let needed = model.neededWidth.wholeNumberText(.up)
        let available = model.width.wholeNumberText(.up)
        let widest = model.wheels.enumerated().max { $0.element.width < $1.element.width }
        var range = context.control.kind.range
        var culprit = ""
        if let widest, let wheel = context.wheels.first(where: { $0.index == widest.offset }) {
            range = wheel.wheel.values.range
            culprit = "; the widest, \(wheel.name), needs \(widest.element.width.wholeNumberText(.up)) pt for “\(widest.element.values.widestText)”"
        } else if let widest {
            culprit = "; the widest, the \(widest.element.name) wheel, needs \(widest.element.width.wholeNumberText(.up)) pt"
        }
        return [Finding(
            at: range,
            "the wheels of \(context.name) need \(needed) pt side by side but the screen is \(available) pt wide, so values would be cut off\(culprit)",
            help: context.control.datePicker != nil
                ? "use \(context.wording.setting(.style, "compact", of: .datePicker)) (or `automatic`), which shows the value as a button instead of wheels"
                : "shorten the longest values, use fewer wheels, or show the values in a list")]
    }
}
