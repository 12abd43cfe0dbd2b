import Config
import Driver
import LanguageServerProtocol
import Lint
import Source

extension Session {
    /// Lints a text as the file it names: with the config found from the file's folder, through the command
    /// line's own path (`DocumentLint`), its findings placed in the client's encoding.
    mutating func lint(_ text: [UInt8], file: FileURI, version: Int?) -> LintedDocument {
        let empty = DocumentLint.Result(report: FileReport(path: file.path, diagnostics: []), source: nil)
        switch engines.entry(forFolder: file.folder) {
        case .failed(let problem):
            return LintedDocument(version: version, result: empty, positions: nil,
                                  diagnostics: [Self.notice(problem, severity: .error)], problem: problem)
        case .ready(let engine):
            // A file the config leaves out is one `piclint` would not lint either.
            if file.isFile, engine.excludes(file.path) {
                return LintedDocument(version: version, result: empty, positions: nil, diagnostics: [])
            }
            // As a folder walk finds files: a YAML file that is plainly no spec (a workflow) is left alone.
            let result = engine.lint(text, path: file.path, skipIfNotSpec: true)
            let positions = result.source.map { PositionMap(source: $0, encoding: encoding) }
            let helpURL = engine.configuration?.helpURL
            let diagnostics = result.report.diagnostics.map { finding in
                positions.map { Self.diagnostic(finding, at: $0, helpURL: helpURL) }
                    ?? Self.notice(finding.message, severity: Self.severity(finding.severity), rule: finding.rule)
            }
            return LintedDocument(version: version, result: result, positions: positions, diagnostics: diagnostics, clock: engine.clock)
        }
    }

    /// A finding as the client shows it: its range in the client's encoding, the rule id as the code (linked to
    /// the rule's page when the config has a `helpURL`), the help after the message, and an unused suppression
    /// drawn as unnecessary.
    static func diagnostic(_ finding: Lint.Diagnostic, at positions: PositionMap, helpURL: String?) -> LanguageServerProtocol.Diagnostic {
        LanguageServerProtocol.Diagnostic(
            range: positions.range(of: finding.range),
            severity: severity(finding.severity),
            code: .string(finding.rule.rawValue),
            codeDescription: helpURL.map { CodeDescription(href: $0.replacingOccurrences(of: "{rule}", with: finding.rule.rawValue)) },
            source: LanguageServer.name,
            message: finding.message + (finding.help.map { "\nhelp: " + $0 } ?? ""),
            tags: finding.rule == MetaRules.unusedSuppression.id ? [.unnecessary] : nil)
    }

    /// A diagnostic at the document's start, for what is about the whole file (too large to read, its config).
    static func notice(_ message: String, severity: DiagnosticSeverity, rule: RuleID? = nil) -> LanguageServerProtocol.Diagnostic {
        let start = Position(line: 0, character: 0)
        return LanguageServerProtocol.Diagnostic(
            range: LanguageServerProtocol.Range(start: start, end: start), severity: severity,
            code: rule.map { .string($0.rawValue) }, source: LanguageServer.name, message: message)
    }

    static func severity(_ severity: Severity) -> DiagnosticSeverity {
        switch severity {
        case .error: .error
        case .warning: .warning
        case .info, .off: .information
        }
    }
}
