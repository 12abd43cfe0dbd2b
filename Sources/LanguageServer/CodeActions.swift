import Driver
import LanguageServerProtocol
import Lint
import Source
import Spec

extension Session {
    /// `textDocument/codeAction`: for the findings under the range, each fix (a safe one preferred, a suggestion
    /// titled as one) and "disable RULE for this line" in the file's own comment syntax; and for the file, all its
    /// safe fixes at once (`source.fixAll.piclint`, what `piclint --fix` makes of the text).
    mutating func codeActions(_ params: CodeActionParams) -> [CodeAction] {
        let uri = params.textDocument.uri
        guard let document = documents[uri], let linted = linted(uri), let positions = linted.positions else { return [] }
        let only = params.context.only
        func wanted(_ kind: CodeActionKind) -> Bool {
            only.map { $0.contains { $0.contains(kind) } } ?? true
        }
        var actions: [CodeAction] = []
        if wanted(.quickFix) {
            let findings = zip(linted.result.report.diagnostics, linted.diagnostics).filter { _, shown in
                Self.touches(shown.range, params.range)
            }
            for (finding, shown) in findings {
                guard let fix = finding.fix else { continue }
                let edits = fix.edits.map { LanguageServerProtocol.TextEdit(range: positions.range(ofBytes: $0.bytes), newText: $0.text) }
                let safe = fix.applicability == .safe
                actions.append(CodeAction(
                    title: safe ? "Fix: \(fix.summary)" : "Suggestion (may change the screen): \(fix.summary)",
                    kind: .quickFix, diagnostics: [shown], isPreferred: safe,
                    edit: workspaceEdit(uri: uri, version: document.version, edits: edits)))
            }
            var disabled: Set<RuleID> = []
            for (finding, shown) in findings where disabled.insert(finding.rule).inserted {
                guard RuleRegistry.description(of: finding.rule)?.canBeSuppressed ?? false,
                      let edit = disableLine(finding, in: linted, path: document.file.path) else { continue }
                actions.append(CodeAction(
                    title: "Disable \(finding.rule.rawValue) for this line", kind: .quickFix, diagnostics: [shown],
                    edit: workspaceEdit(uri: uri, version: document.version, edits: [edit])))
            }
        }
        if wanted(.sourceFixAllPiclint), let edit = fixAll(document) {
            actions.append(CodeAction(title: "Fix all safe piclint findings", kind: .sourceFixAllPiclint,
                                      edit: workspaceEdit(uri: uri, version: document.version, edits: [edit])))
        }
        return actions
    }

    /// Whether two ranges overlap or touch (a cursor on a finding's edge asks about it).
    static func touches(_ lhs: LanguageServerProtocol.Range, _ rhs: LanguageServerProtocol.Range) -> Bool {
        lhs.start <= rhs.end && rhs.start <= lhs.end
    }

    /// Edits to one document: versioned when the client takes `documentChanges`, so it refuses them for a text that
    /// has changed since.
    func workspaceEdit(uri: DocumentUri, version: Int, edits: [LanguageServerProtocol.TextEdit]) -> WorkspaceEdit {
        if client.workspace?.workspaceEdit?.documentChanges == true {
            return WorkspaceEdit(documentChanges: [TextDocumentEdit(
                textDocument: OptionalVersionedTextDocumentIdentifier(uri: uri, version: version), edits: edits)])
        }
        return WorkspaceEdit(changes: [uri: edits])
    }

    /// The comment that switches a finding's rule off on its line, as its front end writes one: at the end of the
    /// line, or, when the line already ends in a comment (which would swallow it), on a line of its own above.
    /// Nil for a format whose comments piclint does not read.
    func disableLine(_ finding: Lint.Diagnostic, in linted: LintedDocument, path: String) -> LanguageServerProtocol.TextEdit? {
        guard let positions = linted.positions, case .ready(let engine) = engines.peek(forFolder: FileURI(path).folder),
              let frontEnd = engine.frontEnd(for: path) else { return nil }
        let source = positions.source
        let line = finding.range.start.line
        guard line >= 1, line <= source.lineCount else { return nil }
        let range = source.lineRange(line - 1)
        let hasComment = frontEnd.read(source, skipIfNotSpec: false)?.comments.contains { $0.range.start.line == line } ?? false
        if !hasComment, let comment = frontEnd.wording.suppression("disable-line", rules: [finding.rule.rawValue]) {
            let end = positions.position(ofOffset: range.upperBound)
            return LanguageServerProtocol.TextEdit(range: LanguageServerProtocol.Range(start: end, end: end), newText: " " + comment)
        }
        guard let comment = frontEnd.wording.suppression("disable-next-line", rules: [finding.rule.rawValue]) else { return nil }
        let indentation = source.text[range].prefix { $0 == 0x20 || $0 == 0x09 }
        var lineBreak = Array(source.lineBreak(ofLineAt: range.lowerBound))
        if lineBreak.isEmpty { lineBreak = [0x0A] }
        let start = positions.position(ofOffset: range.lowerBound)
        return LanguageServerProtocol.TextEdit(
            range: LanguageServerProtocol.Range(start: start, end: start),
            newText: String(decoding: indentation, as: UTF8.self) + comment + String(decoding: lineBreak, as: UTF8.self))
    }

    /// Every safe fix of the document, as `piclint --fix` makes them of its text, as one edit of the part that
    /// changes; nil when there is none.
    mutating func fixAll(_ document: Document) -> LanguageServerProtocol.TextEdit? {
        guard case .ready(let engine) = engines.entry(forFolder: document.file.folder),
              !(document.file.isFile && engine.excludes(document.file.path)),
              let outcome = engine.fix(document.text, path: document.file.path, selection: .safeOnly, skipIfNotSpec: true),
              outcome.changed else { return nil }
        let (old, new) = (outcome.original, outcome.fixed)
        // The common head and tail stay, each cut back to a character's start so no edit splits one.
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        while head > 0, head < old.count, old[head] & 0xC0 == 0x80 { head -= 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        while tail > 0, old[old.count - tail] & 0xC0 == 0x80 { tail -= 1 }
        let lines = LineIndex(old)
        let range = LanguageServerProtocol.Range(
            start: lines.position(of: head, in: old, encoding: encoding),
            end: lines.position(of: old.count - tail, in: old, encoding: encoding))
        return LanguageServerProtocol.TextEdit(range: range, newText: String(decoding: new[head..<(new.count - tail)], as: UTF8.self))
    }
}
