import Spec
import Source

/// `implicit-compact`: an iOS date picker with no style, laid out tall for wheels, shows a compact button since
/// iOS 14 and leaves the space empty.
public struct ImplicitCompactRule: ControlRule {
    public static let description = RuleDescription(
        id: "implicit-compact", title: "A date picker laid out for wheels says its style", defaultSeverity: .warning,
        fixes: .suggestion)

    /// The frame height from which a layout was made for wheels (216 pt) rather than a compact button (34 pt).
    public static let wheelsHeight = 150.0

    public init() {}

    /// Reads the style and frame as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        guard context.platform == .iOS || context.platform == .iPadOS, let datePicker = context.control.datePicker,
              datePicker.declaredStyle == .automatic, datePicker.effectiveMode != .countDownTimer,
              let frame = context.control.frame, frame.value.height >= Self.wheelsHeight
        else { return [] }
        let height = frame.value.height.wholeNumberText(.towardZero)
        let place = datePicker.style?.range ?? context.control.range
        return [Finding(
            at: place,
            "date picker \(context.name) has \(datePicker.style == nil ? "no style" : "the automatic style"), so since iOS 14 it shows a compact button, not the wheels its \(height)-pt-tall frame was laid out for",
            help: "set Style to Wheels or Inline in the attributes inspector, or lay it out as a compact button",
            // A suggestion: wheels is what the layout suggests, but inline (or a compact layout) may be what is meant.
            fix: Self.wheels(datePicker, at: context.control.range))]
    }

    /// Style wheels: the style's value replaced, or the setting added to the control.
    static func wheels(_ datePicker: DatePicker, at control: SourceRange) -> Fix {
        let wheels = DatePickerStyle.wheels.rawValue
        let edit = datePicker.style.map { TextEdit($0.range, .value(wheels)) }
            ?? TextEdit(SourceRange(at: control.start), .newSetting(key: SettingKey.style.rawValue, value: wheels))
        return Fix("set the style to wheels", edits: [edit], applicability: .unsafe)
    }
}
