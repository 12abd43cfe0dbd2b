import Spec

/// `short-list`: a wheel for a handful of values weighs too much; a pull-down button (menu) fits better.
public struct ShortListRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "short-list", title: "A short list is a menu, not a wheel", defaultSeverity: .warning, options: Options.self)

    /// What a config may set.
    public struct Options: RuleOptions {
        /// The fewest values a single wheel should have.
        public var min = 5
        public static let keys = [RuleOptionKey("min", \Options.min, "the fewest values a single-wheel picker should have")]
        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    private var min: Int { options.min }

    /// Not alone: whether a wheel's finding is left to `compact-when-constrained` depends on every control's height.
    public var checksEachControlAlone: Bool { false }

    /// Each control's finding, except for a wheel that `compact-when-constrained` names as a menu on a screen too
    /// tall for its controls: that finding already says `style: menu` for it, and one piece of advice is given once.
    public func check(_ screen: ScreenContext) -> [Finding] {
        var findings: [Finding] = []
        // Planned only on a screen with a short list, and once.
        var menus: Set<Int>?
        for (index, control) in screen.controls.enumerated() {
            let found = check(control)
            guard !found.isEmpty else { continue }
            if menus == nil {
                let planned = screen.activeRules.contains(CompactWhenConstrainedRule.description.id) ? ConstrainedScreen(screen) : nil
                menus = Set(planned?.changes.filter(\.isMenu).map(\.index) ?? [])
            }
            guard menus?.contains(index) != true else { continue }
            for var finding in found {
                finding.control = finding.control ?? control.control.id.value
                findings.append(finding)
            }
        }
        return findings
    }

    public func check(_ context: ControlContext) -> [Finding] {
        // watchOS has no menu or segmented control to suggest; its pickers are wheels.
        guard context.platform != .watchOS, let model = context.model, model.drawsWheels, let only = context.wheels.first,
              context.wheels.count == 1,
              let count = only.model.count, count > 0, count < min
        else { return [] }
        return [Finding(
            at: only.wheel.values.range,
            "\(context.name) shows \(Plural.counted(count, "value")) on a wheel; fewer than \(min) read better in a menu",
            help: "use \(context.wording.setting(.style, ["menu", "segmented"], of: .picker)) for so few choices: a pull-down button, or a row of segments")]
    }
}
