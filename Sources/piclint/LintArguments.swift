import ArgumentParser
import Lint
import Reports
import Spec

/// A `--format` word: one of the reporters' registry (`ReportFormats`).
struct Format: Equatable {
    let reporter: any ReportFormat.Type

    init?(rawValue: String) {
        guard let reporter = ReportFormats.named(rawValue) else { return nil }
        self.reporter = reporter
    }

    private init(_ reporter: any ReportFormat.Type) {
        self.reporter = reporter
    }

    static var allCases: [Format] { ReportFormats.all.map(Format.init) }

    static let text = Format(TextReporter.self)

    var rawValue: String { reporter.identifier }

    /// The file an error message suggests for this report.
    var suggestedFile: String { reporter.suggestedFile }

    static func == (left: Format, right: Format) -> Bool { left.rawValue == right.rawValue }

    /// "text, json, … or html", as the help and messages list them. Written out word by word: every run builds it
    /// (the `--format` option's help), and joining a slice of the list made the runtime look up the slice's generic
    /// conformances, a search of every conformance record in the binary (0.5M instructions).
    static var listed: String {
        let words = allCases.map(\.rawValue)
        var text = ""
        for (index, word) in words.enumerated() {
            if index > 0 { text += index == words.count - 1 ? " or " : ", " }
            text += word
        }
        return text
    }
}

/// One report to write: a format, and a file (nil: standard output, or --output).
struct Output: Equatable {
    var format: Format
    var path: String?
}

/// `--format FORMAT[=FILE]`, read once. An argument that names no report is kept with what is wrong with it, so
/// the command's `validate` says it in piclint's words rather than the parser's generic "invalid value".
enum FormatArgument: ExpressibleByArgument {
    case report(Output)
    case invalid(ValidationError)

    init(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard let format = Format(rawValue: parts[0]) else {
            self = .invalid(ValidationError("unknown format \(parts[0]); use " + Format.allCases.map(\.rawValue).joined(separator: ", ")))
            return
        }
        if parts.count == 2, parts[1].isEmpty {
            self = .invalid(ValidationError("--format \(argument) names no file; write --format \(format.rawValue)=FILE"))
            return
        }
        self = .report(Output(format: format, path: parts.count == 2 ? parts[1] : nil))
    }

    /// The reports the arguments name, in order; throws the first one's mistake.
    static func outputs(_ arguments: [FormatArgument]) throws -> [Output] {
        try arguments.map { argument in
            switch argument {
            case .report(let output): return output
            case .invalid(let error): throw error
            }
        }
    }
}

/// `--rule ID=SEVERITY`, shared by the commands that take it, read once and checked against the catalogue. A
/// mistake is kept and thrown by `severities`, in piclint's words.
enum RuleSeverityArgument: ExpressibleByArgument {
    case set(RuleID, Severity)
    case invalid(ValidationError)

    init(argument: String) {
        let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2 else {
            self = .invalid(ValidationError("--rule takes ID=SEVERITY, such as --rule coarse-minutes=warning, not \(argument)"))
            return
        }
        guard let rule = RuleRegistry.description(of: RuleID(parts[0])) else {
            let suggestion = Suggestions.nearest(to: parts[0], in: RuleRegistry.descriptions.map(\.id.rawValue)).map { "; did you mean \($0)?" } ?? ""
            self = .invalid(ValidationError("--rule: no rule is called \(parts[0])\(suggestion)"))
            return
        }
        guard let severity = Severity(rawValue: parts[1]) else {
            self = .invalid(ValidationError("--rule \(parts[0]): the severity is error, warning, info or off, not \(parts[1])"))
            return
        }
        self = .set(rule.id, severity)
    }

    /// The severities the options set (a later one for a rule wins); throws the first mistake.
    static func severities(_ arguments: [RuleSeverityArgument]) throws -> [RuleID: Severity] {
        var result: [RuleID: Severity] = [:]
        for argument in arguments {
            switch argument {
            case .set(let rule, let severity): result[rule] = severity
            case .invalid(let error): throw error
            }
        }
        return result
    }
}

/// An option that takes one of a few words, each with what it means in the help. ArgumentParser's defaults for a
/// CaseIterable, RawRepresentable value are written out here: its generic versions look the type's conformances
/// up at run time, which costs every run more than the options it reads.
protocol OptionWord: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {
    /// What the word means, which the help lists under the option.
    var defaultValueDescription: String { get }
}

extension OptionWord {
    init?(argument: String) { self.init(rawValue: argument) }
    static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.defaultValueDescription) }.filter { $0.0 != $0.1 })
    }
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
}

/// `--color`.
enum ColorMode: String, OptionWord {
    case auto, always, never

    /// What each value means, which the help lists under the option.
    var defaultValueDescription: String {
        switch self {
        case .auto: return "on a terminal, unless NO_COLOR is set or TERM is dumb"
        case .always: return "also into a file or a pipe"
        case .never: return "plain text"
        }
    }

    /// Whether to colour what goes to standard output: `auto` on a terminal, unless NO_COLOR or TERM=dumb asks not to.
    func enabled(toTerminal: Bool) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return toTerminal && !Console.noColorRequested
        }
    }
}

/// `--fail-on`: the threshold a config's `failOn` sets too.
extension FailureThreshold: ExpressibleByArgument {
    // ArgumentParser's defaults, written out as for ColorMode.
    public init?(argument: String) { self.init(rawValue: argument) }
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0.defaultValueDescription) }.filter { $0.0 != $0.1 })
    }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    /// What each value means, which the help lists under the option.
    public var defaultValueDescription: String {
        switch self {
        case .error: return "fail on an error"
        case .warning: return "fail on a warning or an error"
        case .info: return "fail on any finding"
        case .never: return "never fail on a finding's severity (--max-warnings still counts)"
        }
    }
}
