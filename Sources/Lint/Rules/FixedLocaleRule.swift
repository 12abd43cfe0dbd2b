import Spec

/// `fixed-locale`: a date picker shows the person's locale unless the file fixes one.
public struct FixedLocaleRule: ControlRule {
    public static let description = RuleDescription(
        id: "fixed-locale", title: "A date picker follows the person's locale", defaultSeverity: .warning)

    public init() {}

    /// Reads the date picker's own locale, as written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        guard let datePicker = context.control.datePicker, let locale = datePicker.locale else { return [] }
        return [Finding(
            at: locale.range,
            "date picker \(context.name) fixes its locale to “\(locale.value)”, so its \(context.platform == .macOS ? "field" : "wheel") order, month and weekday names and 12- or 24-hour clock stop following the person's settings",
            help: context.wording.removing(.locale) + "; to show another calendar or time zone, set those instead")]
    }
}
