import PickerModel
import Spec

/// A screen whose inline controls do not fit its height, and the fewest controls whose compact style (date pickers)
/// or menu (generic pickers) makes them fit: what `compact-when-constrained` reports, once per screen, and what
/// `short-list` leaves to it. Every height is the reference model's, the restyled ones included.
struct ConstrainedScreen {
    /// One control that could give up room, and how much.
    struct Change {
        /// Where it stands among the screen's controls.
        var index: Int
        var control: ControlContext
        /// Its height now and in the other style, as the model gives them.
        var height: Double
        var newHeight: Double
        /// Whether it becomes a menu (a generic picker) rather than a compact date picker.
        var isMenu: Bool

        var saved: Double { height - newHeight }
    }

    /// The inline controls' heights added up, and the screen's height.
    var total: Double
    var limit: Double
    /// The controls to restyle, in screen order: the fewest that make the screen fit, or, when even all that can
    /// change do not, all of them.
    var changes: [Change]
    /// The height the inline controls need with those changes.
    var needed: Double

    /// Whether the changes make the screen fit.
    var fits: Bool { needed <= limit }

    /// The plan for a screen; nil when its inline controls fit, when it is on a platform without compact date
    /// pickers and menus (macOS, watchOS, tvOS), or when nothing on it can give up room.
    init?(_ screen: ScreenContext) {
        guard [.iOS, .iPadOS, .visionOS].contains(screen.screen.effectivePlatform) else { return nil }
        let limit = screen.size.height
        var total = 0.0
        var inline: [Int] = []
        for (index, control) in screen.controls.enumerated()
        where (control.model?.takesSpace ?? true) && control.control.effectivePresentation == .inline {
            total += control.model?.height ?? Geometry.controlHeight
            inline.append(index)
        }
        guard total > limit else { return nil }
        let candidates = inline.compactMap { Self.change(screen.controls[$0], at: $0, on: screen) }
        guard let chosen = Self.fewest(candidates.map(\.saved), toSave: total - limit) else { return nil }
        let changes = chosen.map { candidates[$0] }
        self.total = total
        self.limit = limit
        self.changes = changes
        self.needed = changes.reduce(total) { $0 - $1.saved }
    }

    /// Which of the savings to take so that they add up to `toSave`: the fewest; of as few, the set that saves the
    /// most; of those, the earliest in screen order. Positions in `savings`, ascending; all of them when even all
    /// fall short; nil when there are none.
    ///
    /// Taking the largest savings first is exact, not a heuristic, for any number of controls: each control's saving
    /// is its own and they add up, so if any k controls save enough, the k largest do, and no k controls save more
    /// than they. Among equal savings the earlier control comes first, which makes the set the earliest in screen
    /// order. So no search over subsets is needed, however crowded the screen (a test checks this against every
    /// subset of small screens).
    static func fewest(_ savings: [Double], toSave needed: Double) -> [Int]? {
        guard !savings.isEmpty else { return nil }
        let order = savings.indices.sorted { savings[$0] != savings[$1] ? savings[$0] > savings[$1] : $0 < $1 }
        var saved = 0.0
        var taken: [Int] = []
        for index in order {
            taken.append(index)
            saved += savings[index]
            if saved >= needed { break }
        }
        return taken.sorted()
    }

    /// How a control could give up room, as the model sizes it in the other style; nil when it cannot.
    private static func change(_ control: ControlContext, at index: Int, on screen: ScreenContext) -> Change? {
        guard let model = control.model else { return nil }
        if let datePicker = control.control.datePicker {
            // Countdown timers exist only as wheels (`countdown-style`); a compact date picker is compact already.
            guard datePicker.effectiveMode != .countDownTimer, model.style != DatePickerStyle.compact.rawValue,
                  let compact = control.reference.simulate(control.control, on: screen.screen, restyled: .compact),
                  compact.height < model.height // an inline time picker is as short already
            else { return nil }
            return Change(index: index, control: control, height: model.height, newHeight: compact.height, isMenu: false)
        }
        // A menu holds one list, so a picker of several wheels cannot become one; and a menu longer than the screen
        // scrolls, a worse wheel, so a list that the menu would not show whole stays a wheel.
        guard let picker = control.control.picker, model.drawsWheels, picker.wheels.count == 1, model.wheels.count == 1,
              let count = model.wheels.first?.count, count > 0,
              let menu = control.reference.simulate(control.control, on: screen.screen, restyled: .menu),
              menu.wheels.first?.hidden == 0, menu.height < model.height
        else { return nil }
        return Change(index: index, control: control, height: model.height, newHeight: menu.height, isMenu: true)
    }
}
