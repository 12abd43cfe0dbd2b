import Foundation
import Lint
import Spec
import Source
import YAML

/// `.piclint.yml`: what to lint, how strictly, and what to leave alone (CLI.md, "Config").
public struct Configuration: Sendable {
    /// Patterns of files to lint when no path is given.
    public var include: [Glob] = []
    /// Patterns of files never to lint.
    public var exclude: [Glob] = []
    /// The severity that fails the run, if the config sets one.
    public var failOn: FailureThreshold?
    /// Rule settings for every file.
    public var rules: [RuleID: RuleSetting] = [:]
    /// Settings for files matching patterns, applied in order (later wins).
    public var overrides: [Override] = []
    /// The baseline file, relative to the config's folder.
    public var baseline: String?
    /// Where the rules' pages are published, `{rule}` standing for a rule's id: each SARIF rule's `helpUri` and each
    /// JSON finding's `docs`.
    public var helpURL: String?
    /// The folder the config sits in: patterns and the baseline are relative to it.
    public var directory: String
    /// The config file as messages name it (nil for a configuration no file gave).
    public var file: String?

    /// An empty configuration rooted at a folder (no file found).
    public init(directory: String = ".") {
        self.directory = directory
    }

    /// Severities and options for the files matching some patterns, and defaults for specs that omit them.
    public struct Override: Sendable {
        public var files: [Glob]
        public var rules: [RuleID: RuleSetting]
        public var platform: Platform?
        public var locale: String?
    }

    /// What a file gets: the config's settings, then each matching override in order.
    public func settings(for path: String) -> FileSettings {
        var settings = FileSettings(rules: rules)
        let relative = Self.relative(path, to: directory)
        for override in overrides where override.files.contains(where: { $0.matches(relative) }) {
            settings.rules.merge(override.rules) { base, new in base.merged(with: new) }
            settings.platform = override.platform ?? settings.platform
            settings.locale = override.locale ?? settings.locale
        }
        return settings
    }

    /// Why a `helpURL` cannot be used, or nil: it must be an absolute URL (a scheme, then only the characters a
    /// URL may hold; others percent-encoded) once `{rule}` is put in, since SARIF viewers link to it as it is.
    public static func problem(withHelpURL template: String) -> String? {
        let url = template.replacingOccurrences(of: "{rule}", with: "minute-interval")
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let schemeCharacters = CharacterSet(charactersIn: letters + "0123456789+-.")
        let urlCharacters = CharacterSet(charactersIn: letters + "0123456789-._~:/?#[]@!$&'()*+,;=%")
        let scheme = url.prefix { $0 != ":" }
        guard let first = scheme.unicodeScalars.first, letters.unicodeScalars.contains(first),
              scheme.unicodeScalars.allSatisfy(schemeCharacters.contains), url.count > scheme.count + 1,
              url.unicodeScalars.allSatisfy(urlCharacters.contains) else {
            return "`helpURL` takes an absolute URL such as https://github.com/acme/piclint/blob/main/rules/{rule}.md "
                + "({rule} becomes each rule's id; a space or other character a URL cannot hold is percent-encoded)"
        }
        return nil
    }

    /// Whether a file is excluded.
    public func excludes(_ path: String) -> Bool {
        let relative = Self.relative(path, to: directory)
        return exclude.contains { $0.matches(relative) }
    }

    /// A path as seen from a folder, such as the config's (paths outside it are taken as they are).
    public static func relative(_ path: String, to directory: String) -> String {
        let folder = LexicalPath.absolute(directory)
        let file = LexicalPath.absolute(path)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : path
    }
}

/// A rule's severity and options, as a config sets them.
public struct RuleSetting: Sendable, Hashable {
    /// The severity, if set.
    public var severity: Severity?
    /// Options by name, such as `max: 60`.
    public var options: [String: Int]

    /// Creates a setting.
    public init(severity: Severity? = nil, options: [String: Int] = [:]) {
        self.severity = severity
        self.options = options
    }

    /// This setting with another laid over it.
    func merged(with other: RuleSetting) -> RuleSetting {
        RuleSetting(severity: other.severity ?? severity, options: options.merging(other.options) { $1 })
    }
}

/// The settings in effect for one file.
public struct FileSettings: Sendable, Hashable {
    /// Rule settings by id.
    public var rules: [RuleID: RuleSetting]
    /// The platform and locale for specs that omit them.
    public var platform: Platform?
    public var locale: String?

    /// The severities the settings give.
    public var severities: [RuleID: Severity] {
        rules.compactMapValues(\.severity)
    }

    /// The options the settings give, by rule id.
    public var options: [RuleID: [String: Int]] {
        rules.filter { !$0.value.options.isEmpty }.mapValues(\.options)
    }
}

/// A configuration that cannot be used: every mistake found in it, each with where and why. piclint stops with
/// exit code 2 after printing them all, so a config with four mistakes takes one run to fix, not four.
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    /// One mistake: where it is, and what is wrong.
    public struct Problem: Sendable, Hashable {
        public var mark: Mark
        public var message: String

        public init(mark: Mark, message: String) {
            self.mark = mark
            self.message = message
        }
    }

    /// The config file.
    public var file: String
    /// Every mistake, sorted by position (mistakes at one position in the order they were found); never empty.
    public private(set) var problems: [Problem]

    /// A config with one mistake.
    public init(file: String, mark: Mark, message: String) {
        self.init(file: file, problems: [Problem(mark: mark, message: message)])
    }

    /// A config with several mistakes, in any order; an empty list stands for an unnamed mistake at the start.
    public init(file: String, problems: [Problem]) {
        self.file = file
        let sorted = problems.enumerated().sorted { ($0.element.mark, $0.offset) < ($1.element.mark, $1.offset) }.map(\.element)
        self.problems = sorted.isEmpty ? [Problem(mark: .start, message: "the config cannot be used")] : sorted
    }

    /// Where the first mistake is.
    public var mark: Mark { problems[0].mark }
    /// What the first mistake is.
    public var message: String { problems[0].message }

    /// One `path:line:column: error: message` line per mistake, as compilers print them.
    public var description: String {
        problems.map { "\(file):\($0.mark.line):\($0.mark.column): error: \($0.message)" }.joined(separator: "\n")
    }
}
