import Spec
import Source

/// `ignored-setting`: a setting that has no effect misleads whoever reads the spec.
public struct IgnoredSettingRule: ControlRule {
    public static let description = RuleDescription(
        id: "ignored-setting", title: "Every setting takes effect", defaultSeverity: .warning)

    public init() {}

    /// Reads the settings written, the mode and the platform; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        if let indicator = context.control.picker?.showsSelectionIndicator {
            return [Finding(at: indicator.range,
                            "showsSelectionIndicator of \(context.name) has no effect: since iOS 7 a picker view always shows its selection bar",
                            help: "remove it (uncheck Shows Selection Indicator in the attributes inspector)")]
        }
        guard let datePicker = context.control.datePicker else { return [] }
        let mode = datePicker.effectiveMode
        let name = context.name
        var findings: [Finding] = []
        func ignored(_ range: SourceRange, _ message: String, _ help: String) {
            findings.append(Finding(at: range, message, help: help))
        }
        if let duration = datePicker.countDownDuration {
            if mode != .countDownTimer {
                ignored(duration.range, "countDownDuration of \(name) has no effect in \(mode.rawValue) mode",
                        context.platform.hasCountdownDatePicker
                            ? "remove it, or use \(context.wording.setting(.mode, "countDownTimer", of: .datePicker))"
                            : "remove it; \(context.platform.rawValue) has no countdown date picker")
            } else if duration.value.seconds % 60 != 0 {
                ignored(duration.range, "the seconds of countDownDuration \(duration.value) of \(name) are dropped; a countdown shows hours and minutes",
                        "give whole minutes")
            }
        }
        if let interval = datePicker.minuteInterval, mode == .date {
            ignored(interval.range, "minuteInterval of \(name) has no effect in date mode, which shows no minutes", "remove it")
        } else if let interval = datePicker.minuteInterval, context.platform == .macOS {
            ignored(interval.range, "minuteInterval of \(name) has no effect on macOS, whose date pickers have no minute interval",
                    "remove it; people type or step the exact minute")
        }
        if mode == .countDownTimer {
            for (key, setting) in [("default", datePicker.defaultValue?.range), ("minimumDate", datePicker.minimumDate?.range),
                                   ("maximumDate", datePicker.maximumDate?.range)] {
                if let setting {
                    ignored(setting, key == "default"
                                ? "default of \(name) has no effect on a countdown timer, which starts at countDownDuration"
                                : "\(key) of \(name) has no effect on a countdown timer, which picks a duration, not a date",
                            key == "default" ? "set `countDownDuration` instead" : "remove it")
                }
            }
        }
        if let selectsRange = datePicker.selectsRange, selectsRange.value, !mode.hasDate {
            ignored(selectsRange.range, "selectsRange of \(name) has no effect in \(mode.rawValue) mode, which shows no dates", "remove it")
        }
        if let unit = datePicker.unit {
            ignored(unit.range, "a date picker draws its own labels; the unit “\(unit.value)” of \(name) is ignored", "remove `unit`")
        }
        return findings
    }
}
