import ArgumentParser
import Config
import Foundation
import Lint
import Policy
import Reports
import RuleDocs
import Spec

/// `piclint rules`: every rule with its severity and title.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every rule: its id, its severity as configured, and its title.")

    @Option(name: .customLong("rule"), help: ArgumentHelp("Set a rule's severity, as `lint` takes it (repeatable).",
                                                         valueName: "id=severity"))
    var ruleSeverities: [RuleSeverityArgument] = []

    @Option(help: ArgumentHelp("Use this config instead of the .piclint.yml found in the current folder or a parent.", valueName: "file"))
    var config: String?

    func run() throws {
        let settings: FileSettings?
        switch ConfigDiscovery.ofThisProcess().find(explicit: config) {
        case .success(let found): settings = found?.settings(for: "")
        case .failure(let error): throw CommandFailure(message: "\(error)", positioned: true)
        }
        // A mistake in the config is said before one in --rule.
        let resolution = SeverityResolution(commandLine: try RuleSeverityArgument.severities(ruleSeverities))
        let rules = RuleRegistry.descriptions
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        var output = ""
        for rule in rules {
            let severity = resolution.severity(of: rule, settings).rawValue
            let options = rule.options.map { " (\($0.name): \($0.defaultValue))" }.joined()
            // `[fixable]` promises that `--fix` makes the fix; a rule that only suggests says so instead.
            let fixable: String
            switch rule.fixes {
            case .none: fixable = ""
            case .safe: fixable = " [fixable]"
            case .suggestion: fixable = " [suggested fix]"
            }
            output += rule.id.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + severity.padding(toLength: 9, withPad: " ", startingAt: 0) + rule.title + options + fixable + "\n"
        }
        let suggesting = rules.filter { $0.fixes == .suggestion }.count
        let fixing = rules.filter { $0.fixes == .safe }.count
        output += "\(rules.count) rules, \(fixing) of them [fixable] by `piclint --fix`, "
            + "\(suggesting) with a [suggested fix] that `piclint --fix --unsafe-fixes` makes; `piclint explain ID` shows one in full\n"
        try Console.standardOutput(output, what: "the rules")
    }
}

/// `piclint explain RULE`: the rule's whole documentation page, its examples' markers drawn as carets.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show a rule's documentation: the guideline behind it, why it matters, how to fix it, and examples.",
        discussion: "In the examples that trigger the rule, a ^ under a line marks where piclint reports a finding.")

    @Argument(help: "The rule id, as `piclint rules` lists it.")
    var rule: String

    @Option(help: ArgumentHelp("Colour the carets under the examples.", valueName: "when"))
    var color: ColorMode = .auto

    func validate() throws {
        guard RuleDocs.page(rule) != nil else {
            let suggestion = Suggestions.nearest(to: rule, in: RuleRegistry.descriptions.map(\.id.rawValue)).map { "; did you mean \($0)?" } ?? ""
            throw ValidationError("no rule is called \(rule)\(suggestion) (`piclint rules` lists them)")
        }
    }

    func run() throws {
        let text = RuleDocs.page(rule).map(RulePageText(color: color.enabled(toTerminal: Console.isTerminal(.standardOutput))).render) ?? ""
        try Console.standardOutput(text, what: "the rule's page")
    }
}
