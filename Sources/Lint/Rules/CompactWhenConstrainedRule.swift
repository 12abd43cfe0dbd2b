import PickerModel
import Spec

/// `compact-when-constrained`: when the inline controls do not fit the screen, a compact date picker saves the room.
public struct CompactWhenConstrainedRule: Rule {
    public static let description = RuleDescription(
        id: "compact-when-constrained", title: "Date pickers are compact when space is tight", defaultSeverity: .warning)

    public init() {}

    public func check(_ screen: ScreenContext) -> [Finding] {
        // The compact style exists where iOS's date pickers do.
        guard [.iOS, .iPadOS, .visionOS].contains(screen.screen.effectivePlatform) else { return [] }
        let inline = screen.controls.filter { ($0.model?.takesSpace ?? true) && $0.control.effectivePresentation == .inline }
        let total = inline.reduce(0.0) { $0 + ($1.model?.height ?? Geometry.controlHeight) }
        guard total > screen.size.height else { return [] }
        return inline.compactMap { control in
            guard let datePicker = control.control.datePicker, datePicker.effectiveMode != .countDownTimer,
                  let model = control.model, model.style != DatePickerStyle.compact.rawValue,
                  model.height > Geometry.compactHeight // compact would save nothing
            else { return nil }
            return Finding(
                at: datePicker.style?.range ?? control.control.kind.range,
                "the inline controls of this screen need \(total.wholeNumberText(.up)) pt but it is \(screen.size.height.wholeNumberText(.towardZero)) pt tall; date picker \(control.name) takes \(model.height.wholeNumberText(.towardZero)) pt as \(model.style)",
                help: "use `style: compact`, a \(Int(Geometry.compactHeight)) pt button that opens the calendar",
                control: control.control.id.value)
        }
    }
}
