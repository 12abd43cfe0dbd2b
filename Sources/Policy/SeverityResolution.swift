import Config
import Lint

/// The severities a file's findings get, in one place: the config's `rules`, then its `overrides` that match the
/// file's path, then `--rule` on the command line; a rule with a pinned severity (`yaml-syntax`) keeps it whatever
/// they say.
public struct SeverityResolution: Sendable, Hashable {
    /// `--rule ID=SEVERITY`, which wins over the config.
    public var commandLine: [RuleID: Severity]

    /// A resolution with the command line's severities.
    public init(commandLine: [RuleID: Severity] = [:]) {
        self.commandLine = commandLine
    }

    /// The severities that differ from the rules' defaults for a file with these settings (nil: no config).
    public func severities(_ settings: FileSettings?) -> [RuleID: Severity] {
        var severities = (settings?.severities ?? [:]).merging(commandLine) { $1 }
        for (rule, pinned) in Self.pinned { severities[rule] = pinned }
        return severities
    }

    /// The severities for a path under a config (nil: none).
    public func severities(for path: String, in configuration: Configuration?) -> [RuleID: Severity] {
        severities(configuration?.settings(for: path))
    }

    /// The severity one rule's findings get in a file with these settings.
    public func severity(of rule: RuleDescription, _ settings: FileSettings?) -> Severity {
        severities(settings)[rule.id] ?? rule.defaultSeverity
    }

    /// The rules whose severity nothing can change, with that severity.
    static let pinned: [RuleID: Severity] = Dictionary(uniqueKeysWithValues: RuleRegistry.descriptions.compactMap { rule in
        rule.pinnedSeverity.map { (rule.id, $0) }
    })
}
