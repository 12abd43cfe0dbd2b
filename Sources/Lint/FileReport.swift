import PickerModel
import Spec
import Source

/// One linted file: its diagnostics, and the source lines they point at (for quoting in the text report).
public struct FileReport: Sendable {
    /// How reports name the file.
    public var path: String
    /// Its diagnostics, in report order.
    public var diagnostics: [Diagnostic]
    /// The lines diagnostics point at, for quoting with a caret.
    public var sourceLines: [Int: String]
    /// Each picker and date picker of the file, with what the reference model shows for it.
    public var controls: [ModeledControl]
    /// What the policy stage needs of the file's text to apply its `# piclint:` comments; it empties it once they
    /// are applied (`FilePolicy`).
    public var comments = FileComments()
    /// How many findings `# piclint:` comments suppressed.
    public var suppressed = 0
    /// How many findings the baseline hid.
    public var baselined = 0
    /// How many fixes were found but not placed, because the file is not UTF-8 (see `Linter.lint`).
    public var unplacedFixes = 0
    /// How many of those are suggestions (`Fix.Applicability.unsafe`), which only `--unsafe-fixes` would make.
    public var unplacedSuggestions = 0
    /// Whether the file was left alone because it is not plainly a spec (see `SpecRecognition`): found by a folder
    /// walk or a glob, or named under `--skip-non-specs`. Such a report has no findings; reports count it, not list it.
    public var skippedAsNotSpec = false

    /// Creates a file report.
    public init(path: String, diagnostics: [Diagnostic], sourceLines: [Int: String] = [:], controls: [ModeledControl] = []) {
        self.path = path
        self.diagnostics = diagnostics
        self.sourceLines = sourceLines
        self.controls = controls
    }
}

extension FileReport {
    /// The report of a file left alone as no spec.
    public static func skippedAsNotSpec(_ path: String) -> FileReport {
        var report = FileReport(path: path, diagnostics: [])
        report.skippedAsNotSpec = true
        return report
    }

    /// The file's screens, in order, as runs of its controls (a file's controls come screen by screen).
    public var screens: [Range<Int>] {
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

    /// Which control each finding is about, as indices into `controls` mapped to indices into `diagnostics`: the
    /// control of the finding's id, and of several with that id (one per screen of a YAML file), the one whose lines
    /// hold the finding, else the last that starts before it (screens follow one another in a file).
    public var findingsByControl: [Int: [Int]] {
        let byID = Dictionary(grouping: controls.indices, by: { controls[$0].id })
        var owners: [Int: [Int]] = [:]
        for (index, diagnostic) in diagnostics.enumerated() {
            guard let id = diagnostic.control, let candidates = byID[id],
                  let owner = Self.owner(of: diagnostic.range.start, among: candidates, range: { controls[$0].range }) else { continue }
            owners[owner, default: []].append(index)
        }
        return owners
    }

    /// Of the controls that have a finding's id (as indices), the one it is about: the only one, else the one whose
    /// lines hold the finding, else the last that starts before it (screens follow one another in a file).
    static func owner(of start: Mark, among candidates: [Int], range: (Int) -> SourceRange) -> Int? {
        guard let first = candidates.first else { return nil }
        guard candidates.count > 1 else { return first }
        return candidates.first { range($0).start <= start && start <= range($0).end }
            ?? candidates.last { range($0).start <= start } ?? first
    }
}

/// Where a control of a file stands: its id and its range, from its first line.
public struct ControlPlace: Sendable, Hashable {
    public var id: String
    public var range: SourceRange

    /// Creates a control's place.
    public init(id: String, range: SourceRange) {
        self.id = id
        self.range = range
    }
}

/// Where each control of a file starts, so that a `# piclint:` comment on a control's first line, or on the line
/// above it, can cover every finding of that control: people put a suppression by the control, not by the setting
/// a finding points at (which is often lines below).
public struct ControlPlaces: Sendable {
    private let places: [ControlPlace]
    private let byID: [String: [Int]]

    /// The places of a file's controls, in file order.
    public init(_ places: [ControlPlace] = []) {
        self.places = places
        byID = Dictionary(grouping: places.indices, by: { places[$0].id })
    }

    /// The controls of a decoded file, every screen's.
    public init(_ file: SpecFile) {
        self.init(file.screens.flatMap { $0.controls.map { ControlPlace(id: $0.id.value, range: $0.range) } })
    }

    public var isEmpty: Bool { places.isEmpty }

    /// The line the control a finding is about starts on, when it is about one.
    public func firstLine(of diagnostic: Diagnostic) -> Int? {
        guard let id = diagnostic.control, let candidates = byID[id],
              let owner = FileReport.owner(of: diagnostic.range.start, among: candidates, range: { places[$0].range }) else { return nil }
        return places[owner].range.start.line
    }
}

/// A file's comments as its front end read them (never from inside a value), with what judging its `# piclint:`
/// directives needs besides: how many lines the file has, where a syntax error stopped reading, and where each
/// control starts.
public struct FileComments: Sendable {
    /// The comments, in file order.
    public var comments: [Comment]
    /// How many lines the file has (a `disable-file` directive covers them all).
    public var lineCount: Int
    /// Where reading stopped at a syntax error (nil when the whole file was read).
    public var unreadFrom: Mark?
    /// Where each control starts, for directives on a control's first line or the line above it.
    public var controls: ControlPlaces

    /// Creates a file's comments.
    public init(_ comments: [Comment] = [], lineCount: Int = 0, unreadFrom: Mark? = nil, controls: ControlPlaces = ControlPlaces()) {
        self.comments = comments
        self.lineCount = lineCount
        self.unreadFrom = unreadFrom
        self.controls = controls
    }
}
