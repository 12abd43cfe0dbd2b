import Spec

/// `countdown-style`: countdown timers exist only as wheels; compact and inline styles are not available
/// (`graphical` is SwiftUI's name for UIKit's inline calendar, so it is not either).
public struct CountdownStyleRule: ControlRule {
    public static let description = RuleDescription(
        id: "countdown-style", title: "A countdown timer is not compact or inline", defaultSeverity: .error)

    public init() {}

    /// Reads the mode and style as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker, datePicker.effectiveMode == .countDownTimer,
              let style = datePicker.style, [.compact, .inline, .graphical].contains(style.value)
        else { return [] }
        return [Finding(
            at: style.range,
            "countdown timer \(context.name) cannot use the \(style.value.rawValue) style; the platform raises an exception at run time",
            help: "use \(context.wording.setting(.style, "wheels", of: .datePicker)), or leave the style `automatic`, which shows wheels for a countdown")]
    }
}
