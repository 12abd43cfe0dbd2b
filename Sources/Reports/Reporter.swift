import Foundation
import Lint
import PickerModel
import Spec

/// A report: the whole run in, the report's text out.
public protocol Reporter: Sendable {
    /// The report for a run.
    func render(_ input: ReportInput) -> String
    /// Writes the report for a run to a sink. By default the rendered text at once; a format whose report can be
    /// large (JSON) writes it piece by piece instead.
    func write(_ input: ReportInput, to sink: inout some ReportSink)
}

extension Reporter {
    public func write(_ input: ReportInput, to sink: inout some ReportSink) {
        sink.write(render(input))
    }
}

/// A report `--format` names: its word, the file messages suggest for it, and how a run makes it. A new format
/// is a new file with a type conforming to this, and its line in `ReportFormats.all`.
public protocol ReportFormat: FileByFileReporter {
    /// The word `--format` takes, such as `sarif`.
    static var identifier: String { get }
    /// The file an error message suggests when the report needs one of its own.
    static var suggestedFile: String { get }
    /// Whether the report quotes the source lines of findings when it goes to a terminal, so the run keeps them.
    static var quotesSource: Bool { get }
    /// Whether the report draws the controls, so each file's models are kept until its part is rendered.
    static var drawsControls: Bool { get }
    /// The reporter for a run.
    init(context: ReportContext)
}

extension ReportFormat {
    public static var suggestedFile: String { "piclint.\(identifier)" }
    public static var quotesSource: Bool { false }
    public static var drawsControls: Bool { false }
}

/// What a run tells its reporters besides the findings; each format takes what it needs.
public struct ReportContext: Sendable {
    /// The model's clock (pinned by `--now`), so a report that says when the run happened is reproducible.
    public var clock: ModelClock
    /// Whether the report may colour its text with ANSI escapes.
    public var color: Bool
    /// Whether the report goes to a terminal, where a person reads it.
    public var terminal: Bool
    /// Where each rule's documentation lives, `{rule}` standing for the rule's id (the config's `helpURL`).
    public var helpURL: String?
    /// How many files the run lints, when known before the first is reported (a report can then choose a
    /// presentation that stays readable for a large run).
    public var fileCount: Int?
    /// Whether the text report gives counts per rule instead of the findings (`--statistics`).
    public var statistics: Bool

    /// Creates a context; by default plain text to a file, at the Unix epoch.
    public init(clock: ModelClock = ModelClock(date: CalendarDate(year: 1970, month: 1, day: 1), time: ClockTime(hour: 0, minute: 0)),
                color: Bool = false, terminal: Bool = false, helpURL: String? = nil, fileCount: Int? = nil, statistics: Bool = false) {
        self.clock = clock
        self.color = color
        self.terminal = terminal
        self.helpURL = helpURL
        self.fileCount = fileCount
        self.statistics = statistics
    }

    /// A rule's page address from a `helpURL`: `https://…/rules/{rule}.md` → `https://…/rules/minute-interval.md`.
    static func address(_ template: String, rule: RuleID) -> String {
        template.replacingOccurrences(of: "{rule}", with: rule.rawValue)
    }
}

/// The formats `--format` takes. Swift cannot find a protocol's conforming types at run time, so each format has
/// its one line here.
public enum ReportFormats {
    /// Every format, in the order the help lists them.
    public static let all: [any ReportFormat.Type] = [
        TextReporter.self,
        JSONReporter.self,
        SARIFReporter.self,
        JUnitReporter.self,
        CheckstyleReporter.self,
        GitHubReporter.self,
        HTMLReporter.self,
    ]

    /// The format `--format` names with this word, if any.
    public static func named(_ identifier: String) -> (any ReportFormat.Type)? {
        all.first { $0.identifier == identifier }
    }
}

extension SimulationReporter: Reporter {}
