import PickerModel
import Spec

/// `compact-when-constrained`: when the inline controls do not fit the screen, compact date pickers, and menus in
/// place of wheels, save the room.
public struct CompactWhenConstrainedRule: Rule {
    public static let description = RuleDescription(
        id: "compact-when-constrained", title: "Date pickers are compact, and wheels menus, when space is tight",
        defaultSeverity: .warning)

    public init() {}

    /// One control the plan restyles, and the room it takes before and after.
    private struct Change {
        var control: ControlContext
        var height: Double
        var newHeight: Double
        /// Values on its wheel, for a generic picker that becomes a menu.
        var menuValues: Int?
    }

    public func check(_ screen: ScreenContext) -> [Finding] {
        // The compact style and the menu exist where iOS's pickers do.
        guard [.iOS, .iPadOS, .visionOS].contains(screen.screen.effectivePlatform) else { return [] }
        let limit = screen.size.height
        let inline = screen.controls.filter { ($0.model?.takesSpace ?? true) && $0.control.effectivePresentation == .inline }
        let heights = inline.map { $0.model?.height ?? Geometry.controlHeight }
        let total = heights.reduce(0, +)
        guard total > limit else { return [] }

        // The guideline's own advice first: every date picker that compact would shrink.
        var changes: [Int: Change] = [:]
        for (index, control) in inline.enumerated() {
            changes[index] = Self.compactDatePicker(control)
        }
        var needed = zip(heights.indices, heights).reduce(0.0) { $0 + (changes[$1.0]?.newHeight ?? $1.1) }
        // Then, only while that is not enough, wheels as menus: the fewest values first, since HIG 004 keeps
        // pull-down buttons for short lists and pickers for the longer ones.
        let menus = inline.enumerated()
            .compactMap { index, control in Self.menu(control, screenHeight: limit).map { (index, $0) } }
            .sorted { ($0.1.menuValues ?? 0, $0.0) < ($1.1.menuValues ?? 0, $1.0) }
        for (index, menu) in menus where needed > limit {
            changes[index] = menu
            needed -= menu.height - menu.newHeight
        }
        guard !changes.isEmpty else { return [] }

        let plan = Self.plan(changes, in: inline, needed: needed, limit: limit)
        let need = "the inline controls of this screen need \(total.wholeNumberText(.up)) pt but it is \(limit.wholeNumberText(.towardZero)) pt tall"
        // Findings in screen order, whatever order the plan chose them in.
        return inline.indices.compactMap { index in
            guard let change = changes[index] else { return nil }
            let control = change.control
            let taken = change.height.wholeNumberText(.towardZero)
            if let datePicker = control.control.datePicker {
                let opens = datePicker.effectiveMode.hasDate ? "the calendar" : "the time wheels"
                return Finding(
                    at: datePicker.style?.range ?? control.control.kind.range,
                    "\(need); date picker \(control.name) takes \(taken) pt as \(control.model?.style ?? "wheels")",
                    help: "use `style: compact`, a \(Int(Geometry.compactHeight)) pt button that opens \(opens); \(plan)",
                    control: control.control.id.value)
            }
            let values = change.menuValues.map { "its \($0) values" } ?? "its values"
            return Finding(
                at: control.control.picker?.style?.range ?? control.control.kind.range,
                "\(need); picker \(control.name) takes \(taken) pt as wheels",
                help: "use `style: menu`, a \(Int(Geometry.controlHeight)) pt button that opens \(values) in a menu; \(plan)",
                control: control.control.id.value)
        }
    }

    /// A date picker that the compact style would make shorter. Countdown timers exist only as wheels
    /// (`countdown-style`), so they stay as they are.
    private static func compactDatePicker(_ control: ControlContext) -> Change? {
        guard let datePicker = control.control.datePicker, datePicker.effectiveMode != .countDownTimer,
              let model = control.model, model.style != DatePickerStyle.compact.rawValue,
              model.height > Geometry.compactHeight // compact would save nothing
        else { return nil }
        return Change(control: control, height: model.height, newHeight: Geometry.compactHeight)
    }

    /// A generic picker drawn as one wheel that a menu could replace: a menu holds one list, so a picker of
    /// several wheels cannot become one; and a menu longer than the screen scrolls, a worse wheel, so a list
    /// of more values than the screen has rows for stays a wheel.
    private static func menu(_ control: ControlContext, screenHeight: Double) -> Change? {
        guard control.control.picker != nil, let model = control.model, model.drawsWheels, model.wheels.count == 1,
              let count = model.wheels.first?.count, count > 0,
              Double(count) * Geometry.controlHeight <= screenHeight,
              model.height > Geometry.controlHeight
        else { return nil }
        return Change(control: control, height: model.height, newHeight: Geometry.controlHeight, menuValues: count)
    }

    /// The whole plan and where it leaves the screen, for every finding's help.
    private static func plan(_ changes: [Int: Change], in inline: [ControlContext], needed: Double, limit: Double) -> String {
        let ordered = inline.indices.filter { changes[$0] != nil }.map { inline[$0] }
        let compact = ordered.filter { $0.control.datePicker != nil }.map(\.name)
        let menus = ordered.filter { $0.control.datePicker == nil }.map(\.name)
        var parts: [String] = []
        if !compact.isEmpty { parts.append("\(listed(compact)) compact") }
        if !menus.isEmpty { parts.append("\(listed(menus)) as \(menus.count == 1 ? "a menu" : "menus")") }
        let with = "with \(parts.joined(separator: " and "))"
        let result = "the screen needs \(needed.wholeNumberText(.up)) pt of its \(limit.wholeNumberText(.towardZero))"
        guard needed > limit else { return "\(with), \(result)" }
        return "even \(with), \(result): present some controls in a popover or a bottom sheet, or move them to another screen"
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and `c`"; past ten, the first eight "and 292 others", so that a screen of
    /// thousands of wheels does not repeat all their names in each of its thousands of findings.
    private static func listed(_ names: [String]) -> String {
        let shown = 8
        if names.count > shown + 2 {
            return names.prefix(shown).joined(separator: ", ") + " and \(names.count - shown) others"
        }
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
