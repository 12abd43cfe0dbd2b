import PickerModel
import Spec

/// `compact-when-constrained`: when the inline controls do not fit the screen, compact date pickers, and menus in
/// place of wheels, save the room. One finding a screen, at the first control to change, naming the fewest that
/// make the screen fit (`ConstrainedScreen`): one cause, one finding.
public struct CompactWhenConstrainedRule: Rule {
    public static let description = RuleDescription(
        id: "compact-when-constrained", title: "Date pickers are compact, and wheels menus, when space is tight",
        defaultSeverity: .warning)

    public init() {}

    public func check(_ screen: ScreenContext) -> [Finding] {
        guard let plan = ConstrainedScreen(screen), let first = plan.changes.first else { return [] }
        let need = "the inline controls of this screen need \(plan.total.wholeNumberText(.up)) pt but it is "
            + "\(plan.limit.wholeNumberText(.towardZero)) pt tall"
        let with = "with " + Self.restyles(plan.changes)
        let needed = "\(plan.needed.wholeNumberText(.up)) pt"
        let control = first.control.control
        let at = control.datePicker?.style?.range ?? control.picker?.style?.range ?? control.kind.range
        guard plan.fits else {
            return [Finding(
                at: at, "\(need), and even \(with), they need \(needed)",
                help: "use \(Self.advice(plan.changes, wording: screen.wording)); then present some controls in a popover or a bottom sheet, "
                    + "or move them to another screen",
                control: control.id.value)]
        }
        return [Finding(at: at, "\(need); \(with), they need \(needed)", help: "use \(Self.advice(plan.changes, wording: screen.wording))",
                        control: control.id.value)]
    }

    /// "`depart` and `return` compact and `adults` as a menu".
    private static func restyles(_ changes: [ConstrainedScreen.Change]) -> String {
        let compact = changes.filter { !$0.isMenu }.map(\.control.name)
        let menus = changes.filter(\.isMenu).map(\.control.name)
        var parts: [String] = []
        if !compact.isEmpty { parts.append("\(listed(compact)) compact") }
        if !menus.isEmpty { parts.append("\(listed(menus)) as \(Plural.noun(menus.count, "a menu", "menus"))") }
        return parts.joined(separator: " and ")
    }

    /// What to write, and what each style is, with the model's heights: "`style: compact` for `depart` (a 34 pt
    /// button that opens the calendar) and `style: menu` for `adults` (a 44 pt button that opens its values in a menu)".
    private static func advice(_ changes: [ConstrainedScreen.Change], wording: any Wording) -> String {
        /// "a 34 pt button", or "a button" when the model sizes them differently.
        func button(_ changes: [ConstrainedScreen.Change]) -> String {
            let heights = Set(changes.map(\.newHeight))
            guard heights.count == 1, let height = heights.first else { return "a button" }
            return "a \(height.wholeNumberText(.up)) pt button"
        }
        var parts: [String] = []
        let compact = changes.filter { !$0.isMenu }
        if !compact.isEmpty {
            let withDates = compact.filter { $0.control.control.datePicker?.effectiveMode.hasDate == true }.count
            let opens = withDates == compact.count ? "the calendar" : withDates == 0 ? "the time wheels" : "the calendar or the time wheels"
            parts.append("\(wording.setting(.style, "compact", of: .datePicker)) for \(listed(compact.map(\.control.name))) (\(button(compact)) that opens \(opens))")
        }
        let menus = changes.filter(\.isMenu)
        if !menus.isEmpty {
            parts.append("\(wording.setting(.style, "menu")) for \(listed(menus.map(\.control.name))) (\(button(menus)) that opens its values in a menu)")
        }
        return parts.joined(separator: " and ")
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and `c`"; past ten, the first eight "and 292 others", so that a screen of
    /// thousands of wheels does not name them all.
    private static func listed(_ names: [String]) -> String {
        let shown = 8
        if names.count > shown + 2 {
            return names.prefix(shown).joined(separator: ", ") + " and " + Plural.counted(names.count - shown, "other")
        }
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
