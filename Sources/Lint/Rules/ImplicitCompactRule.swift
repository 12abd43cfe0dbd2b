import Spec
import YAML

/// `implicit-compact`: an iOS date picker with no style, laid out tall for wheels, shows a compact button since
/// iOS 14 and leaves the space empty.
public struct ImplicitCompactRule: ControlRule {
    public static let description = RuleDescription(
        id: "implicit-compact", title: "A date picker laid out for wheels says its style", defaultSeverity: .warning,
        fixes: .suggestion)

    /// The frame height from which a layout was made for wheels (216 pt) rather than a compact button (34 pt).
    public static let wheelsHeight = 150.0

    public init() {}

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

    /// `style="wheels"`: the attribute's value replaced, or the attribute added after the element's name.
    static func wheels(_ datePicker: DatePicker, at element: SourceRange) -> Fix {
        let edit: TextEdit
        if let style = datePicker.style {
            edit = TextEdit(style.range, .scalar(DatePickerStyle.wheels.rawValue))
        } else {
            let afterName = Mark(line: element.start.line, column: element.start.column + "<datePicker".count)
            edit = TextEdit(SourceRange(at: afterName), .text(" style=\"wheels\""))
        }
        return Fix("set style=\"wheels\"", edits: [edit], applicability: .unsafe)
    }
}
