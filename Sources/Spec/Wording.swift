import Source
import YAML

/// How a finding's help asks for a change, in the format of the file it is about. A rule says what it asks for in the
/// spec's terms (this setting with this value); the front end that read the file words it as that file's authors
/// write it, so the help for a SwiftUI view never says `style: menu`, and no rule asks which format it is judging.
public protocol Wording: Sendable {
    /// A setting with one of some values, for a control of a kind: "`presentation: inline`, `popover` or
    /// `bottomSheet`" in a spec, "`.pickerStyle(.menu)`" in SwiftUI, "a pop-up button (a menu)" in a storyboard.
    func setting(_ key: SettingKey, _ values: [String], of kind: ControlKind) -> String
    /// A list of numbers with a steady step written as one, or nil where the format has no such thing.
    func range(from: String, to: String, step: String) -> String?
    /// How a team tells piclint that a list's order is deliberate, after "sort them" or "move it": "or say
    /// `order: custom` if the order is deliberate", with the reason in parentheses when given.
    func deliberateOrder(rule: String, example: String?) -> String
    /// How a setting is taken away: "remove `locale`".
    func removing(_ key: SettingKey) -> String
    /// The screen a picker stands alone on and what shows it (a push or a modal, `cause` being what the front end
    /// read it from): "a scene that a `show` segue (line 12) shows on a new screen".
    func screenShowing(by cause: Located<String>, as presentation: Presentation) -> String
    /// The comment that switches rules off, in this format's comment syntax, as a directive its suppression reader
    /// takes (`scope` is `disable-line` or `disable-next-line`): "# piclint:disable-line minute-interval" in a spec.
    /// Nil where piclint reads no comments (Interface Builder files, which Xcode rewrites).
    func suppression(_ scope: String, rules: [String]) -> String?
}

extension Wording {
    /// No comments are read in a format unless its wording says how they are written.
    public func suppression(_ scope: String, rules: [String]) -> String? {
        nil
    }

    /// A setting with its value.
    public func setting(_ key: SettingKey, _ value: String, of kind: ControlKind = .picker) -> String {
        setting(key, [value], of: kind)
    }
}

extension Array where Element == String {
    /// The words of a list of choices: "a", "a or b", "a, b or c".
    public func joinedAsChoices() -> String {
        guard let last else { return "" }
        return count == 1 ? last : dropLast().joined(separator: ", ") + " or " + last
    }
}

/// YAML specs: the keys and values of the spec format, as SPEC-FORMAT.md writes them.
public struct YAMLWording: Wording {
    public init() {}

    public func setting(_ key: SettingKey, _ values: [String], of kind: ControlKind) -> String {
        guard let first = values.first else { return "`\(key.rawValue)`" }
        return (["`\(key.rawValue): \(Self.scalar(first))`"] + values.dropFirst().map { "`\(Self.scalar($0))`" }).joinedAsChoices()
    }

    public func range(from: String, to: String, step: String) -> String? {
        "`range: {from: \(from), to: \(to), step: \(step)}`"
    }

    public func deliberateOrder(rule: String, example: String?) -> String {
        "or say `order: custom` if the order is deliberate" + (example.map { " (\($0))" } ?? "")
    }

    public func removing(_ key: SettingKey) -> String {
        "remove `\(key.rawValue)`"
    }

    public func suppression(_ scope: String, rules: [String]) -> String? {
        "# piclint:\(scope) " + rules.joined(separator: ", ")
    }

    public func screenShowing(by cause: Located<String>, as presentation: Presentation) -> String {
        "a screen that `\(cause.value)` (line \(cause.range.start.line)) shows " + (presentation == .push ? "on a new screen" : "in a modal view")
    }

    /// A value as a YAML scalar: plain when it is letters and digits alone, else double-quoted (`"%"`, `"°C"`).
    static func scalar(_ value: String) -> String {
        if !value.isEmpty, value.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) }) { return value }
        return SourceFile.doubleQuoted(value)
    }
}
