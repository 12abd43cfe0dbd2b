import Lint
import YAML
import PickerModel
import Spec

/// One picker of a linted file and its model, as the JSON report, the HTML report and `simulate` show it: the
/// Linter's `ModeledControl` in words, with a long screen name cut.
public struct ControlReport: Sendable {
    /// The file, as the user named it.
    public var file: String
    /// The screen's name (cut to `screenNameLimit`), platform, locale and size in points.
    public var screen: String
    public var platform: String
    public var locale: String
    public var screenSize: ScreenSize
    /// The control's id.
    public var id: String
    /// `picker` or `datePicker`.
    public var kind: String
    /// A date picker's mode, as it takes effect.
    public var mode: String?
    /// What the reference model shows.
    public var model: ControlModel
    /// Where the control stands in its file.
    public var range: SourceRange

    /// The report of a control the Linter modelled.
    public init(_ control: ModeledControl) {
        self.file = control.file
        self.screen = Self.shortened(control.screen)
        self.platform = control.platform.rawValue
        self.locale = control.locale
        self.screenSize = control.screenSize
        self.id = control.id
        self.kind = control.kind.description
        self.mode = control.mode?.rawValue
        self.model = control.model
        self.range = control.range
    }

    /// A file's screens, in order, as runs of its controls (a file's controls come screen by screen).
    public static func screens(of controls: [ControlReport]) -> [Range<Int>] {
        var screens: [Range<Int>] = []
        var start = 0
        while start < controls.count {
            var end = start + 1
            while end < controls.count, controls[end].screen == controls[start].screen { end += 1 }
            screens.append(start..<end)
            start = end
        }
        return screens
    }

    /// Which of a file's controls each finding is about, by index into `controls`: the control of the finding's
    /// id, and of several with that id (one per screen of a YAML file), the one whose lines hold the finding.
    public static func owners(of diagnostics: [Diagnostic], in controls: [ControlReport]) -> [Int: [Int]] {
        let byID = Dictionary(grouping: controls.indices, by: { controls[$0].id })
        var owners: [Int: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let id = diagnostic.control, let candidates = byID[id], let first = candidates.first else { continue }
            // Else the last control of that id that starts before the finding: screens follow one another in a file.
            let owner = candidates.count == 1 ? first
                : candidates.first { controls[$0].range.start <= diagnostic.range.start && diagnostic.range.start <= controls[$0].range.end }
                ?? candidates.last { controls[$0].range.start <= diagnostic.range.start } ?? first
            owners[owner, default: []].append(index)
        }
        return owners
    }

    /// The longest screen name reports repeat beside every control; a longer one is cut, so that a hostile
    /// file's one long name cannot multiply into gigabytes of report.
    public static let screenNameLimit = 1_000

    static func shortened(_ name: String) -> String {
        guard name.utf8.count > screenNameLimit else { return name }
        return String(name.prefix(screenNameLimit)) + "…"
    }
}
