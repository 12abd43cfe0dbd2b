import PickerModel
import Spec

/// `long-list`: a very large set of items is a list or table (HIG 004), whatever the picker looks like: a long wheel
/// is tedious to spin, a long menu or pop-up is a long way to scroll and cannot be searched or indexed.
public struct LongListRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "long-list", title: "A very long list is a list, not a wheel", defaultSeverity: .warning, options: Options.self)

    /// What a config may set.
    public struct Options: RuleOptions {
        /// The most values a wheel should have.
        public var max = 100
        public static let keys = [RuleOptionKey("max", \Options.max, "the most values a wheel should have")]
        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    private var max: Int { options.max }

    /// How a person goes through the values, which decides what to say and what to suggest.
    enum Presentation: Equatable {
        /// Spun on a wheel (wheels, inline, automatic where it means wheels).
        case wheel
        /// Scrolled in a menu that opens from a button (iOS, iPadOS, visionOS).
        case menu
        /// Scrolled in a macOS pop-up menu.
        case popUp
        /// Moved through with the remote (tvOS, any style but a list).
        case tv

        /// The presentation of a picker in its resolved style on a platform; nil where the rule has nothing to say.
        init?(style: String, platform: Platform) {
            switch style {
            // A navigation link already is a list; segments and radio buttons are `segment-count`'s business.
            case PickerStyle.navigationLink.rawValue, PickerStyle.segmented.rawValue, PickerStyle.radioGroup.rawValue:
                return nil
            default:
                break
            }
            switch platform {
            // Apple Watch has its own, lower limit (`watch-long-list`).
            case .watchOS: return nil
            case .tvOS: self = .tv
            case .macOS: self = style == PickerStyle.menu.rawValue ? .popUp : .wheel
            case .iOS, .iPadOS, .visionOS: self = style == PickerStyle.menu.rawValue ? .menu : .wheel
            }
        }
    }

    public func check(_ context: ControlContext) -> [Finding] {
        guard context.control.picker != nil, let model = context.model,
              let presentation = Presentation(style: model.style, platform: context.platform)
        else { return [] }
        return context.wheels.compactMap { wheel in
            guard let count = wheel.model.count, count > max else { return nil }
            var values = Plural.counted(count, "value")
            if case .named(let named, _) = wheel.model.values { values += " (\(named.rawValue) in \(context.screen.effectiveLocale))" }
            return Finding(at: wheel.wheel.values.range, "\(wheel.name) \(message(presentation, values))",
                           help: Self.help(presentation, macOS: context.platform == .macOS, wording: context.wording))
        }
    }

    /// What is wrong, after the wheel's name: how a person goes through that many values.
    func message(_ presentation: Presentation, _ values: String) -> String {
        let are = Plural.verb(max, "is", "are")
        switch presentation {
        case .wheel: return "has \(values); more than \(max) \(are) tedious to spin through"
        case .menu: return "opens a menu of \(values); more than \(max) \(are) a long way to scroll, and a menu cannot be searched or indexed"
        case .popUp: return "opens a pop-up menu of \(values); more than \(max) \(are) a long way to scroll through"
        case .tv: return "has \(values); more than \(max) \(are) a long way to scroll with the remote"
        }
    }

    /// What to do instead, in the words of the platform.
    static func help(_ presentation: Presentation, macOS: Bool, wording: any Wording) -> String {
        let navigationLink = wording.setting(.style, "navigationLink")
        switch presentation {
        // macOS has no navigation link (`platform-style` reports one there).
        case .wheel where macOS: return "show them in a list or table, which scrolls faster and can have an index"
        case .wheel: return "show them in a list or table, which scrolls faster and can have an index (\(navigationLink))"
        case .menu: return "show them in a searchable list: \(navigationLink) opens them on a screen of their own, with a search field"
        case .popUp: return "use a searchable list, or a combo box that completes what people type"
        case .tv: return "show them in a list with search: \(navigationLink) opens them on a screen of their own, with a search field"
        }
    }
}
