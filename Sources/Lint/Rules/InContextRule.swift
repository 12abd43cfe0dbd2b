import Spec

/// `in-context`: a picker belongs next to the field it edits, not on a screen of its own.
public struct InContextRule: ControlRule {
    public static let description = RuleDescription(
        id: "in-context", title: "A picker appears in context", defaultSeverity: .warning)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        // A navigation link shows its list on a new screen by design (HIG 004, watchOS).
        guard context.model != nil, context.control.picker?.effectiveStyle != .navigationLink, let presentation = context.control.presentation,
              presentation.value == .push || presentation.value == .modal
        else { return [] }
        let how = presentation.value == .push ? "on a new screen" : "in a full-screen modal view"
        if let cause = context.control.presentationCause, context.screen.format == .swift {
            // SwiftUI: the view holds this picker alone, and a link or a presenting modifier shows it.
            let shows = presentation.value == .push ? "pushes" : cause.value == ".fullScreenCover" ? "covers the screen with" : "presents as a full-height sheet"
            return [Finding(
                at: presentation.range,
                "\(context.name) is alone on a view that `\(cause.value)` (line \(cause.range.start.line)) \(shows), away from the field it edits",
                help: "show it in context: in the form beside its field (a compact date picker, or a row that expands), in a `.popover`, or in a sheet with `.presentationDetents([.medium])`")]
        }
        if let cause = context.control.presentationCause {
            // Interface Builder: the scene holds this picker alone, and a segue pushes or presents it.
            return [Finding(
                at: presentation.range,
                "\(context.name) is alone on a scene that a `\(cause.value)` segue (line \(cause.range.start.line)) shows \(presentation.value == .push ? how : "in a modal view"), away from the field it edits",
                help: "show it in context: in the form beside its field (a compact date picker, or a row that expands), or present its scene as a popover")]
        }
        return [Finding(
            at: presentation.range,
            "\(context.name) appears \(how), away from the field it edits",
            help: "show it in context: " + context.wording.setting(.presentation, ["inline", "popover", "bottomSheet"], of: context.control.kind.value))]
    }
}
