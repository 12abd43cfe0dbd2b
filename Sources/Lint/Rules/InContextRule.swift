import Spec

/// `in-context`: a picker belongs next to the field it edits, not on a screen of its own.
public struct InContextRule: ControlRule {
    public static let description = RuleDescription(
        id: "in-context", title: "A picker appears in context", defaultSeverity: .warning)

    public init() {}

    /// Reads the presentation as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        // A navigation link shows its list on a new screen by design (HIG 004, watchOS).
        guard context.model != nil, context.control.picker?.effectiveStyle != .navigationLink, let presentation = context.control.presentation,
              presentation.value == .push || presentation.value == .modal
        else { return [] }
        if let cause = context.control.presentationCause {
            // A storyboard scene or a SwiftUI view holds this picker alone, and a segue, a link or a modifier shows it.
            return [Finding(
                at: presentation.range,
                "\(context.name) is alone on \(context.wording.screenShowing(by: cause, as: presentation.value)), away from the field it edits",
                help: "show it in context: " + context.wording.setting(.presentation, ["inline", "popover", "bottomSheet"], of: context.control.kind.value))]
        }
        let how = presentation.value == .push ? "on a new screen" : "in a full-screen modal view"
        return [Finding(
            at: presentation.range,
            "\(context.name) appears \(how), away from the field it edits",
            help: "show it in context: " + context.wording.setting(.presentation, ["inline", "popover", "bottomSheet"], of: context.control.kind.value))]
    }
}
