/// A code action's kind, a dotted string a client filters and groups by (fix on save asks for `source.fixAll`).
/// A struct, so kinds a client lists that piclint does not know still decode.
public struct CodeActionKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    public static let source = CodeActionKind(rawValue: "source")
    public static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")
    /// All of a file's safe fixes at once: piclint's own fix-all, under `source.fixAll` as the specification asks.
    public static let sourceFixAllPiclint = CodeActionKind(rawValue: "source.fixAll.piclint")

    /// Whether a client asking for `self` (`source.fixAll`) wants an action of `kind` (`source.fixAll.piclint`):
    /// kinds are hierarchical, by dotted prefix.
    public func contains(_ kind: CodeActionKind) -> Bool {
        kind.rawValue == rawValue || kind.rawValue.hasPrefix(rawValue + ".")
    }
}

/// Why actions were asked for: by the person, or by the editor on its own (as it moves the cursor).
public struct CodeActionTriggerKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let invoked = CodeActionTriggerKind(rawValue: 1)
    public static let automatic = CodeActionTriggerKind(rawValue: 2)
}

/// The diagnostics under the range asked about, and which kinds the client wants.
public struct CodeActionContext: Codable, Sendable, Hashable {
    public var diagnostics: [Diagnostic]
    public var only: [CodeActionKind]?
    public var triggerKind: CodeActionTriggerKind?

    public init(diagnostics: [Diagnostic], only: [CodeActionKind]? = nil, triggerKind: CodeActionTriggerKind? = nil) {
        self.diagnostics = diagnostics
        self.only = only
        self.triggerKind = triggerKind
    }
}

/// `textDocument/codeAction`: the actions for a range of a document.
public struct CodeActionParams: Codable, Sendable, Hashable {
    public var textDocument: TextDocumentIdentifier
    public var range: Range
    public var context: CodeActionContext

    public init(textDocument: TextDocumentIdentifier, range: Range, context: CodeActionContext) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

/// An action a client offers: a fix, a suggestion or a "disable this rule here", carried as an edit (piclint sends
/// no commands, so the client applies the edit itself and the server needs no round trip).
public struct CodeAction: Codable, Sendable, Hashable {
    /// Why an action is shown but cannot be taken.
    public struct Disabled: Codable, Sendable, Hashable {
        public var reason: String

        public init(reason: String) { self.reason = reason }
    }

    public var title: String
    public var kind: CodeActionKind?
    public var diagnostics: [Diagnostic]?
    /// The one action an editor applies from its "fix" shortcut: a safe fix, never a suggestion.
    public var isPreferred: Bool?
    public var disabled: Disabled?
    public var edit: WorkspaceEdit?
    public var data: LSPAny?

    public init(
        title: String, kind: CodeActionKind? = nil, diagnostics: [Diagnostic]? = nil, isPreferred: Bool? = nil,
        disabled: Disabled? = nil, edit: WorkspaceEdit? = nil, data: LSPAny? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.disabled = disabled
        self.edit = edit
        self.data = data
    }
}
