import ArgumentParser
import Config
import Driver
import Foundation
import Lint
import Reports
import Spec

/// `piclint init`: writes a commented `.piclint.yml` whose `include` names where the folder's specs are, so a bare
/// `piclint` lints them, and which lists every rule at its default.
struct InitCommand: WritingCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .piclint.yml: include patterns for the specs, storyboards, xibs and Swift files with pickers found in this folder, and every rule at its default severity.")

    @Flag(help: "Replace an existing .piclint.yml (without it, init leaves one alone).")
    var force = false

    func run(temporaryFiles: TemporaryFiles) throws {
        let path = ConfigLoader.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            throw CommandFailure(message: "\(path) exists already; `piclint init --force` replaces it with the default")
        }
        let survey = IncludeSurvey.survey()
        if let error = Console.writeAtomically(Self.template(survey), to: path, temporaryFiles: temporaryFiles) {
            throw CommandFailure(message: "cannot write \(path): \(error)")
        }
        try Console.standardOutput(Self.summary(survey, path: path), what: "the summary")
    }

    /// What init says it did: the patterns, what they stand for, and the rules.
    static func summary(_ survey: IncludeSurvey, path: String) -> String {
        let include = survey.include.isEmpty ? [fallbackInclude] : survey.include
        let found = survey.include.isEmpty ? "no spec, storyboard, xib or Swift picker found here yet" : found(survey) + " found"
        return "wrote \(path): include \(include.map(TerminalText.visible).joined(separator: ", ")) (\(found)); "
            + "all \(RuleRegistry.descriptions.count) rules at their defaults\n"
    }

    /// "3 specs and 2 Interface Builder files".
    private static func found(_ survey: IncludeSurvey) -> String {
        var parts: [String] = []
        if survey.specs > 0 { parts.append(Plural.counted(survey.specs, "spec")) }
        if survey.interfaceBuilderFiles > 0 { parts.append(Plural.counted(survey.interfaceBuilderFiles, "Interface Builder file")) }
        if survey.swiftFiles > 0 { parts.append(Plural.counted(survey.swiftFiles, "Swift file") + " with pickers") }
        return parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + (parts.last ?? "") : parts.joined()
    }

    /// The pattern written when the folder holds nothing to lint yet: every spec, storyboard, xib and Swift file below
    /// it (a Swift file with no picker is passed over unparsed).
    static let fallbackInclude = "**/*.{yaml,yml,storyboard,xib,swift}"

    /// A YAML list of patterns in double quotes, one line.
    private static func list(_ patterns: [String]) -> String {
        "[" + patterns.map { "\"" + $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }
            .joined(separator: ", ") + "]"
    }

    /// The commented config for what the survey found.
    static func template(_ survey: IncludeSurvey) -> String {
        let include: String
        if survey.include.isEmpty {
            include = """
                # Files to lint when no path is given (relative to this file). piclint init found no spec (a YAML file
                # with `screen` or `controls` at its top level), storyboard, xib or Swift picker here, so this takes in
                # every one below this folder (YAML that is not a spec and Swift with no picker are left alone); narrow
                # it to where yours are,
                # e.g. include: ["screens/**/*.yaml"]
                include: \(list([fallbackInclude]))
                """
        } else {
            include = """
                # Files to lint when no path is given, relative to this file: a pattern per top-level folder and file
                # ending where piclint init found specs, Interface Builder files or Swift pickers (\(found(survey))).
                # YAML that is not a spec is left alone.
                include: \(list(survey.include))
                """
        }
        var text = """
            # piclint configuration. piclint reads the .piclint.yml of the current folder or its nearest parent,
            # up to the repository's root (the folder with .git) or your home folder.
            # Editors with the YAML language server check this file against piclint's schemas/config.schema.json:
            # add a first line `# yaml-language-server: $schema=<path to piclint>/schemas/config.schema.json`.

            \(include)

            # Files never to lint: other people's code and build products, which init did not look in either.
            exclude: \(list(IncludeSurvey.skippedFolders.map { "**/\($0)/**" }))

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

            # Where your copy of the rules' pages is published ({rule} is a rule's id): the SARIF and JSON reports link
            # each rule there.
            # helpURL: "https://github.com/your-org/piclint/blob/main/rules/{rule}.md"

            """
        return text
    }
}
