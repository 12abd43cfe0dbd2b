/// `textDocument/completion`: what may be typed at a position (rule ids after `piclint:disable…`, spec keys).
public struct CompletionParams: TextDocumentPositionParams, Hashable {
    public var textDocument: TextDocumentIdentifier
    public var position: Position

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}

/// What a completion item is, for the client's icon. A struct, so kinds this list lacks still decode.
public struct CompletionItemKind: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let text = CompletionItemKind(rawValue: 1)
    public static let property = CompletionItemKind(rawValue: 10)
    public static let value = CompletionItemKind(rawValue: 12)
    public static let keyword = CompletionItemKind(rawValue: 14)
}

/// One thing the client may insert.
public struct CompletionItem: Codable, Sendable, Hashable {
    public var label: String
    public var kind: CompletionItemKind?
    /// A one-line description shown beside the label (a rule's title).
    public var detail: String?
    public var documentation: MarkupContent?
    public var insertText: String?

    public init(label: String, kind: CompletionItemKind? = nil, detail: String? = nil,
                documentation: MarkupContent? = nil, insertText: String? = nil) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.insertText = insertText
    }
}

/// The answer to a completion request: the items, and whether typing more may bring others.
public struct CompletionList: Codable, Sendable, Hashable {
    public var isIncomplete: Bool
    public var items: [CompletionItem]

    public init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }
}

/// Which characters make a client ask for completion without being told to.
public struct CompletionOptions: Codable, Sendable, Hashable {
    public var triggerCharacters: [String]?
    public var resolveProvider: Bool?

    public init(triggerCharacters: [String]? = nil, resolveProvider: Bool? = nil) {
        self.triggerCharacters = triggerCharacters
        self.resolveProvider = resolveProvider
    }
}

/// The result is `CompletionItem[] | CompletionList | null`; piclint sends a list.
public enum CompletionRequest: LSPRequest {
    public typealias Params = CompletionParams
    public typealias Result = CompletionList
    public static let method = "textDocument/completion"
}
