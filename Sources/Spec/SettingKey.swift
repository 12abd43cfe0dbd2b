/// A setting of a control as the spec names it, for rules that ask for one (in a fix, or in a finding's help); the
/// front end that read the file says how it is written in its format.
public enum SettingKey: String, Sendable, Hashable, CaseIterable {
    case kind, style, mode, unit, unitPlacement, presentation, order, range, source, count, values
    case minuteInterval, countDownDuration, minimumDate, maximumDate, locale, onSelect
    case defaultValue = "default"
}
