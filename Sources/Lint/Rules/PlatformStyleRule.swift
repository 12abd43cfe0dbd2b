import PickerModel
import Spec

/// `platform-style`: a style the platform does not offer (HIG 004's platform considerations).
public struct PlatformStyleRule: ControlRule {
    public static let description = RuleDescription(
        id: "platform-style", title: "The style exists on the platform", defaultSeverity: .error)

    public init() {}

    /// Reads the style as written and as the platform resolves it; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        let platform = context.platform
        var findings: [Finding] = []
        if let picker = context.control.picker, let style = picker.style {
            let missing: Bool
            switch style.value {
            case .wheels: missing = platform == .macOS || platform == .tvOS
            case .radioGroup: missing = platform != .macOS
            case .navigationLink: missing = platform == .macOS
            // HIG 004: watchOS pickers are wheels, or a navigation link for longer lists.
            case .segmented, .menu: missing = platform == .watchOS
            case .automatic, .inline: missing = false
            }
            if missing {
                findings.append(Finding(at: style.range, "\(platform.rawValue) has no \(style.value.rawValue) picker style (\(context.name))",
                                        help: Self.pickerAdvice(platform)))
            }
        }
        if let datePicker = context.control.datePicker, platform != .tvOS {
            if let style = datePicker.style {
                let available: Set<DatePickerStyle>
                switch platform {
                case .macOS: available = [.automatic, .textual, .graphical, .compact]
                case .watchOS: available = [.automatic, .wheels]
                case .iOS, .iPadOS, .visionOS: available = [.automatic, .compact, .inline, .wheels, .graphical]
                case .tvOS: available = []
                }
                if !available.contains(style.value) {
                    let list = DatePickerStyle.allCases.filter(available.contains).map { "`\($0.rawValue)`" }.joined(separator: ", ")
                    findings.append(Finding(at: style.range,
                                            "\(platform.rawValue) has no \(style.value.rawValue) date picker style (\(context.name))",
                                            help: "on \(platform.rawValue) use " + list))
                }
            }
            if let selectsRange = datePicker.selectsRange, selectsRange.value,
               !(platform == .macOS && context.model?.style == DatePickerStyle.graphical.rawValue) {
                findings.append(Finding(at: selectsRange.range,
                                        "selecting a range of dates (\(context.name)) needs macOS's graphical date picker",
                                        help: "on \(platform.rawValue), use two date pickers for the start and the end"))
            }
        }
        return findings
    }

    static func pickerAdvice(_ platform: Platform) -> String {
        switch platform {
        case .macOS: return "on macOS use `menu`, `radioGroup`, `segmented` or `inline`"
        case .tvOS: return "on tvOS use `menu`, `segmented` or `inline`"
        case .watchOS: return "on watchOS use `wheels`, or `navigationLink` for longer lists"
        default: return "use `wheels`, `menu`, `segmented`, `inline` or `navigationLink`"
        }
    }
}
