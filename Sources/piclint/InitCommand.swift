import ArgumentParser
import Config
import Driver
import Foundation
import Lint

/// `piclint init`: writes a commented `.piclint.yml` listing every rule at its default.
struct InitCommand: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .piclint.yml that lists every rule at its default severity.")

    @Flag(help: "Replace an existing .piclint.yml (without it, init leaves one alone).")
    var force = false

    func run(temporaryFiles: TemporaryFiles) throws {
        let path = ConfigLoader.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            throw CommandFailure(message: "\(path) exists already; `piclint init --force` replaces it with the default")
        }
        if let error = Console.writeAtomically(Self.template(), to: path, temporaryFiles: temporaryFiles) {
            throw CommandFailure(message: "cannot write \(path): \(error)")
        }
        try Console.standardOutput("wrote \(path) with all \(RuleRegistry.descriptions.count) rules at their defaults\n", what: "the summary")
    }

    /// The commented default config.
    static func template() -> String {
        var text = """
            # piclint configuration. piclint reads the .piclint.yml of the current folder or its nearest parent,
            # up to the repository's root (the folder with .git) or your home folder.
            # Editors with the YAML language server check this file against piclint's schemas/config.schema.json:
            # add a first line `# yaml-language-server: $schema=<path to piclint>/schemas/config.schema.json`.

            # Files to lint when no path is given, and files never to lint (relative to this file),
            # e.g. include: ["screens/**/*.yaml"]
            include: []
            exclude: []

            # Exit 1 when a finding has at least this severity: error, warning, info or never.
            failOn: error

            # Every rule at its default. Set a severity (error, warning, info, off),
            # or a severity and options: long-list: {severity: error, max: 60}
            rules:

            """
        let width = RuleRegistry.descriptions.map(\.id.rawValue.count).max() ?? 0
        for rule in RuleRegistry.descriptions {
            let key = (rule.id.rawValue + ":").padding(toLength: width + 2, withPad: " ", startingAt: 0)
            var value = rule.defaultSeverity.rawValue
            if !rule.options.isEmpty {
                value = "{severity: \(value), " + rule.options.map { "\($0.name): \($0.defaultValue)" }.joined(separator: ", ") + "}"
            }
            text += "  \(key)\(value.padding(toLength: 32, withPad: " ", startingAt: 0)) # \(rule.title)\n"
        }
        text += """

            # Settings for some paths (later entries win), and defaults for specs that omit platform or locale.
            overrides: []
            #  - files: ["screens/watch/**"]
            #    platform: watchOS
            #    rules: {watch-long-list: error}

            # Findings accepted for now (write it with `piclint --write-baseline .piclint-baseline.json`).
            # baseline: .piclint-baseline.json

            # Where your copy of the rules' pages is published ({rule} is a rule's id): SARIF links each rule there.
            # helpURL: "https://github.com/your-org/piclint/blob/main/rules/{rule}.md"

            """
        return text
    }
}
