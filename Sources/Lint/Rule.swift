import PickerModel
import Spec
import Source

/// What a rule reports: where, what is wrong, and what to do instead.
public struct Finding: Sendable, Hashable {
    /// The node the finding is about.
    public var range: SourceRange
    /// What is wrong, naming the control (and the wheel of a multi-wheel picker).
    public var message: String
    /// What to do instead.
    public var help: String?
    /// The control's id; filled in by the engine for control rules.
    public var control: String?
    /// The change that fixes it, if the rule has one: safe, or a suggestion when it may change what the screen means.
    public var fix: Fix?

    /// Creates a finding.
    public init(at range: SourceRange, _ message: String, help: String? = nil, control: String? = nil, fix: Fix? = nil) {
        self.range = range
        self.message = message
        self.help = help
        self.control = control
        self.fix = fix
    }
}

/// A guideline check over one screen. Rules never parse YAML, print or throw.
public protocol Rule: Sendable {
    /// The rule's id, title and default severity.
    static var description: RuleDescription { get }
    /// The findings on one screen.
    func check(_ screen: ScreenContext) -> [Finding]
    /// Whether each finding comes from one control alone: that control, its model and its screen as written, never
    /// another control's model. Such a rule gives a control the same findings in a context that simulates only some
    /// of the screen's controls, which the engine uses when it checks a finding again in other readers' locales.
    var checksEachControlAlone: Bool { get }
    /// Whether a finding can come or go with the screen's locale: an order of names, the width of localized text,
    /// a count of a locale's names. False only for a rule that reads nothing the locale changes (the control as
    /// written, its platform, and of its model the style, the wheels' presence and the dates and durations shown),
    /// whose findings a file that names no locale keeps without checking them in other readers' locales.
    var dependsOnLocale: Bool { get }
}

extension Rule {
    public var checksEachControlAlone: Bool { false }
    public var dependsOnLocale: Bool { true }
}

/// A rule with options a config can set (`long-list: {max: 60}`).
public protocol ConfigurableRule: Rule {
    /// Its options, each with its default.
    associatedtype Options: RuleOptions
    /// Creates the rule with these options.
    init(options: Options)
}

extension ConfigurableRule {
    /// The rule with the option values a config sets, by key; the others keep their defaults.
    static func configured(_ values: [String: Int]) -> any Rule {
        Self(options: Options(values: values))
    }
}

/// A rule that looks at one control at a time, which most rules do.
public protocol ControlRule: Rule {
    /// The findings on one control.
    func check(_ control: ControlContext) -> [Finding]
}

extension ControlRule {
    /// True unless the rule checks its screen in its own way (`short-list` asks which wheels the whole screen would
    /// make menus).
    public var checksEachControlAlone: Bool { true }

    public func check(_ screen: ScreenContext) -> [Finding] {
        // Most controls break no rule: nothing is allocated for them.
        var findings: [Finding] = []
        for control in screen.controls {
            for var finding in check(control) {
                finding.control = finding.control ?? control.control.id.value
                findings.append(finding)
            }
        }
        return findings
    }
}

/// A screen with the model of each of its controls.
public struct ScreenContext: Sendable {
    /// The screen as decoded.
    public var screen: Screen
    /// Each control with its model, in screen order.
    public var controls: [ControlContext]
    /// The screen's size in points, as the model takes it.
    public var size: ScreenSize
    /// The rules that check this screen (none is off), so that a rule can leave advice to another that gives it:
    /// `short-list` says nothing of a wheel `compact-when-constrained` already names as a menu, unless that is off.
    public var activeRules: Set<RuleID>
    /// How help names a change in the format of the file the screen was read from.
    public var wording: any Wording

    /// Creates a context, simulating every control with the reference model; every rule checks it unless told, and
    /// words its help as the front end that read the screen says (a spec's keys unless told).
    public init(screen: Screen, model: ReferenceModel, activeRules: Set<RuleID> = RuleRegistry.checkIDs,
                wording: any Wording = YAMLWording(), workers: ScreenWorkers = .one) {
        self.init(screen: screen, model: model, activeRules: activeRules, wording: wording, controls: screen.controls.indices,
                  workers: workers)
    }

    /// A context of some of a screen's controls, the screen itself whole: only the chosen controls are simulated and
    /// checked, which is all a rule that checks each control alone (`Rule.checksEachControlAlone`) needs of them.
    public init<Indices: Sequence<Int>>(screen: Screen, model: ReferenceModel, activeRules: Set<RuleID> = RuleRegistry.checkIDs,
                                        wording: any Wording = YAMLWording(), controls indices: Indices,
                                        workers: ScreenWorkers = .one) {
        self.screen = screen
        self.activeRules = activeRules
        self.wording = wording
        let shared = ControlContext.Surroundings(screen: screen, locale: model.localeData(screen.effectiveLocale), clock: model.clock,
                                                 reference: model, wording: wording)
        let chosen = Array(indices)
        self.controls = workers.collect(chosen.count) { [screen] position in
            ControlContext(position: chosen[position], of: screen.controls,
                           model: model.simulate(screen.controls[chosen[position]], on: screen), surroundings: shared)
        }
        self.size = screen.size?.value ?? Geometry.defaultScreen(screen.effectivePlatform)
    }
}

/// One control, its model, and the screen it is on. A class: every rule reads the same context, and
/// copying a struct of this size into each of 35 rules cost more than the rules' own work.
public final class ControlContext: Sendable {
    /// What every control of a screen shares, held once per screen: a screen of 300,000 pickers kept 300,000 copies
    /// of its screen, clock and model beside each control.
    public final class Surroundings: Sendable {
        let screen: Screen
        let locale: LocaleData
        let clock: ModelClock
        let reference: ReferenceModel
        let wording: any Wording

        public init(screen: Screen, locale: LocaleData, clock: ModelClock, reference: ReferenceModel, wording: any Wording = YAMLWording()) {
            self.screen = screen
            self.locale = locale
            self.clock = clock
            self.reference = reference
            self.wording = wording
        }
    }

    /// The control as decoded, read in place from its screen's controls: a context holds no copy of it (a screen
    /// of 50,000 controls kept 11 MB of copies).
    public var control: Control {
        _read { yield controls[position] }
    }
    /// What the reference model shows for it (nil for controls that are not pickers).
    public let model: ControlModel?
    /// The controls of its screen, shared with the screen, and where it stands among them.
    private let controls: [Control]
    private let position: Int
    private let surroundings: Surroundings
    /// A generic picker's wheels, each with its model (empty for other controls).
    public let wheels: [WheelContext]

    /// The screen it is on.
    public var screen: Screen { surroundings.screen }
    /// The screen's locale data (month and weekday names, collation), from the model.
    public var locale: LocaleData { surroundings.locale }
    /// The model's clock, which `now` and `today` resolve against.
    public var clock: ModelClock { surroundings.clock }
    /// The reference model, for questions about what a person would see (the nearest name of a source).
    public var reference: ReferenceModel { surroundings.reference }
    /// How help names a change in the format of the file the control was read from.
    public var wording: any Wording { surroundings.wording }

    /// Creates a context for a control on its own.
    public convenience init(control: Control, model: ControlModel?, screen: Screen, locale: LocaleData, clock: ModelClock,
                            reference: ReferenceModel) {
        self.init(position: 0, of: [control], model: model,
                  surroundings: Surroundings(screen: screen, locale: locale, clock: clock, reference: reference))
    }

    /// Creates the context of one of its screen's controls.
    public init(position: Int, of controls: [Control], model: ControlModel?, surroundings: Surroundings) {
        self.controls = controls
        self.position = position
        self.model = model
        self.surroundings = surroundings
        let control = controls[position]
        if let picker = control.picker, let model {
            let count = min(picker.wheels.count, model.wheels.count)
            wheels = (0..<count).map { index in
                WheelContext(index: index, of: picker.wheels, models: model.wheels, controlID: control.id.value)
            }
        } else {
            wheels = []
        }
    }

    /// The platform the screen runs on.
    public var platform: Platform { screen.effectivePlatform }

    /// How messages name the control: "`snooze`".
    public var name: String { "`\(control.id.value)`" }
}

/// One wheel of a generic picker, as a rule checks it.
/// A class, as `ControlContext` is: each rule that goes through a picker's wheels would otherwise copy every wheel
/// and its model (their values, strings and source ranges) out of the array.
public final class WheelContext: Sendable {
    /// The wheel's position, from 0.
    public let index: Int
    /// The wheel as decoded, and what the model shows for it, read in place from its picker's and its model's.
    public var wheel: Wheel {
        _read { yield wheels[index] }
    }
    public var model: WheelModel {
        _read { yield models[index] }
    }
    /// The id of its picker.
    public let controlID: String
    /// How many wheels its picker has.
    public var wheelCount: Int { wheels.count }
    /// Its picker's wheels and their models, shared with the picker and its model.
    private let wheels: [Wheel]
    private let models: [WheelModel]

    /// Creates the context of one of a picker's wheels.
    public init(index: Int, of wheels: [Wheel], models: [WheelModel], controlID: String) {
        self.index = index
        self.wheels = wheels
        self.models = models
        self.controlID = controlID
    }

    /// How messages name it: "`snooze`", or "wheel 2 of `size`" (made only when a finding needs it).
    public var name: String {
        wheelCount > 1 ? "wheel \(index + 1) of `\(controlID)`" : "`\(controlID)`"
    }
}
