import LanguageServerProtocol
import Lint
import RuleDocs
import Spec

extension Session {
    /// `textDocument/hover`: the rule's page for a finding under the position, or for a rule id written in a
    /// `piclint:` comment there.
    mutating func hover(_ params: HoverParams) -> Hover? {
        let uri = params.textDocument.uri
        guard let document = documents[uri], let linted = linted(uri) else { return nil }
        let format: MarkupKind = client.textDocument?.hover?.contentFormat.map { $0.contains(.markdown) } == false
            ? .plaintext : .markdown
        var rules: [String] = []
        var range: LanguageServerProtocol.Range?
        // A rule id under the cursor in a comment is what is asked about, even inside a finding on the comment
        // (an unused suppression's).
        if let word = ruleWord(at: params.position, in: document) {
            rules = [word.rule]
            range = word.range
        }
        let inComment = !rules.isEmpty
        for shown in linted.diagnostics where !inComment
            && Self.touches(shown.range, LanguageServerProtocol.Range(start: params.position, end: params.position)) {
            guard case .string(let rule)? = shown.code, !rules.contains(rule) else { continue }
            rules.append(rule)
            range = range ?? shown.range
        }
        let pages = rules.compactMap { RuleDocs.page($0)?.markdown }
        guard !pages.isEmpty else { return nil }
        return Hover(contents: MarkupContent(kind: format, value: pages.joined(separator: "\n\n---\n\n")), range: range)
    }

    /// The rule id under a position on a line holding `piclint:` before it, with its range.
    private func ruleWord(at position: Position, in document: Document) -> (rule: String, range: LanguageServerProtocol.Range)? {
        guard position.line >= 0, position.line < document.lines.starts.count else { return nil }
        let line = document.lines.lineRange(position.line, in: document.text)
        let text = document.text[line]
        let offset = line.lowerBound + encoding.utf8Offset(fromColumn: position.character, in: text)
        func isRuleByte(_ byte: UInt8) -> Bool {
            (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2D
        }
        var start = offset, end = offset
        while start > line.lowerBound, isRuleByte(document.text[start - 1]) { start -= 1 }
        while end < line.upperBound, isRuleByte(document.text[end]) { end += 1 }
        guard start < end else { return nil }
        let word = String(decoding: document.text[start..<end], as: UTF8.self)
        let before = String(decoding: document.text[line.lowerBound..<start], as: UTF8.self)
        guard before.contains("piclint:"), RuleDocs.page(word) != nil else { return nil }
        let range = LanguageServerProtocol.Range(
            start: document.lines.position(of: start, in: document.text, encoding: encoding),
            end: document.lines.position(of: end, in: document.text, encoding: encoding))
        return (word, range)
    }

    /// The directives a `piclint:` comment may start with.
    static let directiveKeywords = ["disable-next-line", "disable-line", "disable-file", "disable", "enable"]

    /// `textDocument/completion`: after `piclint:` the directives, after a directive the rule ids.
    mutating func completion(_ params: CompletionParams) -> CompletionList {
        let empty = CompletionList(isIncomplete: false, items: [])
        guard let document = documents[params.textDocument.uri], params.position.line >= 0,
              params.position.line < document.lines.starts.count else { return empty }
        let line = document.lines.lineRange(params.position.line, in: document.text)
        let offset = line.lowerBound + encoding.utf8Offset(fromColumn: params.position.character, in: document.text[line])
        let before = String(decoding: document.text[line.lowerBound..<offset], as: UTF8.self)
        guard let marker = before.range(of: "piclint:", options: .backwards) else {
            return InputFormat(path: document.file.path) == .yaml ? Self.specKeys(before: before) : empty
        }
        let typed = before[marker.upperBound...]
        guard let space = typed.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
            return CompletionList(isIncomplete: false, items: Self.directiveKeywords.map {
                CompletionItem(label: $0, kind: .keyword)
            })
        }
        guard Self.directiveKeywords.contains(String(typed[..<space])) else { return empty }
        let items = RuleRegistry.descriptions.map { rule in
            CompletionItem(label: rule.id.rawValue, kind: .value, detail: rule.title,
                           documentation: RuleDocs.page(rule.id.rawValue).map { MarkupContent(kind: .markdown, value: $0.markdown) })
        }
        return CompletionList(isIncomplete: false, items: items)
    }

    /// A spec's keys, where a key is being typed at a line's start: the top level's at no indentation, a
    /// control's under it (`- ` or indented).
    static func specKeys(before: String) -> CompletionList {
        var rest = Substring(before)
        let indentation = rest.prefix { $0 == " " }.count
        rest = rest.dropFirst(indentation)
        var isItem = false
        if rest.hasPrefix("- ") {
            isItem = true
            rest = rest.dropFirst(2).drop { $0 == " " }
        }
        guard rest.allSatisfy({ $0.isLetter }) else { return CompletionList(isIncomplete: false, items: []) }
        let keys = indentation == 0 && !isItem ? SpecKeys.screen : SpecKeys.control
        return CompletionList(isIncomplete: false, items: keys.map { CompletionItem(label: $0, kind: .property, insertText: $0 + ": ") })
    }
}
