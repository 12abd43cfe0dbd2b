import Spec

/// Storyboards and xibs: settings as Xcode's Attributes inspector shows them, since people edit these files there,
/// not as XML.
public struct InterfaceBuilderWording: Wording {
    public init() {}

    public func setting(_ key: SettingKey, _ values: [String], of kind: ControlKind) -> String {
        switch (key, values) {
        case (.style, ["menu"]):
            return "a pop-up button (a menu)"
        case (.kind, ["datePicker"]):
            return "a date picker"
        case (.kind, ["picker"]):
            return "a picker view"
        case (.presentation, let places):
            return places.compactMap { place in
                switch place {
                case "inline": return "in the form beside its field (a compact date picker, or a row that expands)"
                case "popover": return "present its scene as a popover"
                default: return nil
                }
            }.joinedAsChoices()
        case (.unit, let units):
            return units.map { "a “\($0)” label in the selection bar" }.joinedAsChoices()
        default:
            return values.map { "\(Self.title(key.rawValue)): \(Self.title($0))" }.joinedAsChoices() + " in the Attributes inspector"
        }
    }

    /// Interface Builder has no ranges: a menu's items are listed one by one.
    public func range(from: String, to: String, step: String) -> String? {
        nil
    }

    public func deliberateOrder(rule: String, example: String?) -> String {
        "unless the order is deliberate" + (example.map { " (\($0))" } ?? "") + ": then switch the rule off for this file in the config"
    }

    public func removing(_ key: SettingKey) -> String {
        key == .locale ? "remove the fixed locale (Locale: Default in the attributes inspector)"
            : "set \(Self.title(key.rawValue)) back to its default in the Attributes inspector"
    }

    public func screenShowing(by cause: Located<String>, as presentation: Presentation) -> String {
        "a scene that a `\(cause.value)` segue (line \(cause.range.start.line)) shows " + (presentation == .push ? "on a new screen" : "in a modal view")
    }

    /// A spec word as the inspector titles it: `countDownTimer` as "Count Down Timer".
    static func title(_ word: String) -> String {
        var title = ""
        for character in word {
            if character.isUppercase, !title.isEmpty { title += " " }
            title += title.isEmpty ? character.uppercased() : String(character)
        }
        return title
    }
}
