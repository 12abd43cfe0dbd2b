import PickerModel
import Spec

/// `use-date-picker`: a generic picker rebuilding a date or a time should be a date picker, which knows the
/// locale's order, its names, and how many days each month has.
public struct UseDatePickerRule: ControlRule {
    public static let description = RuleDescription(
        id: "use-date-picker", title: "Dates and times use a date picker", defaultSeverity: .warning)

    public init() {}

    public func check(_ context: ControlContext) -> [Finding] {
        // tvOS has no date picker to switch to.
        guard context.platform.hasDatePicker, let rebuilt = RebuiltDate(context),
              let first = zip(context.wheels, rebuilt.parts).first(where: { $0.1 != nil }) else { return [] }
        let platform = context.platform
        // Where the date picker has no countdown mode, hours and minutes on a generic picker are the duration
        // control itself, as `platform-control` advises for a countdown there.
        if rebuilt.kind == .duration && !platform.hasCountdownDatePicker { return [] }
        // A duration's wheels are named as a countdown's are in reports: `hours`, `minutes`.
        let named = rebuilt.parts.compactMap { $0.map { rebuilt.kind == .duration ? $0.rawValue + "s" : $0.rawValue } }
            .joined(separator: ", ")
        func picker(_ kind: ControlKind) -> String { context.wording.setting(.kind, kind.description, of: kind) }
        func mode(_ mode: String) -> String { context.wording.setting(.mode, mode, of: .datePicker) }
        let help: String
        switch rebuilt.kind {
        case .date:
            help = "\(picker(.datePicker)) with \(mode("date")) shows the parts in the locale's order and names, and knows each month's days"
        case .dateAndTime where !platform.hasDateAndTimeDatePicker:
            help = "two date pickers, \(mode("date")) and \(mode("time")): a \(platform.rawValue) date picker shows a date or a time, not both"
        case .dateAndTime:
            help = "\(picker(.datePicker)) with \(mode("dateAndTime")) shows the parts in the locale's order and names, and knows each month's days"
        case .time where platform.hasCountdownDatePicker:
            help = "\(picker(.datePicker)) with \(mode("time")) shows the locale's clock (\(mode("countDownTimer")) for a duration)"
        case .time:
            help = "\(picker(.datePicker)) with \(mode("time")) shows the locale's clock; for a duration keep the wheels and label them "
                + "(\(context.wording.setting(.unit, "hours")), \(context.wording.setting(.unit, "min"))), as \(platform.rawValue) has no countdown date picker"
        case .duration:
            help = "\(picker(.datePicker)) with \(mode("countDownTimer")) shows hours and minutes with their labels, up to 23 h 59 min"
        }
        let picker = rebuilt.kind == .duration ? "a countdown date picker" : "a date picker"
        return [Finding(
            at: first.0.wheel.values.range,
            "\(context.name) builds a \(rebuilt.kind.rawValue) from wheels (\(named)); use \(picker)",
            help: help)]
    }
}
