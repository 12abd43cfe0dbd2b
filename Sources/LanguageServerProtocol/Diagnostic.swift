/// How serious a finding is; piclint's error, warning and note map onto the first three.
public enum DiagnosticSeverity: Int, Codable, Sendable, Hashable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

/// How a client may draw a diagnostic beyond its severity (faded for `unnecessary`: an unused suppression). A
/// struct, so a client's list of tags it supports decodes even when it names ones this list lacks.
public struct DiagnosticTag: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let unnecessary = DiagnosticTag(rawValue: 1)
    public static let deprecated = DiagnosticTag(rawValue: 2)
}

/// Where a rule's page is, so the client can link the diagnostic's code to it (when a `helpURL` is configured).
public struct CodeDescription: Codable, Sendable, Hashable {
    public var href: URI

    public init(href: URI) { self.href = href }
}

/// A second place a finding points at (the duplicate value, the other control), with what it is.
public struct DiagnosticRelatedInformation: Codable, Sendable, Hashable {
    public var location: Location
    public var message: String

    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }
}

/// One finding, as a client shows it.
public struct Diagnostic: Codable, Sendable, Hashable {
    /// A diagnostic's code, which the specification lets be a number or a string; piclint's are rule ids.
    public enum Code: Codable, Sendable, Hashable {
        case integer(Int)
        case string(String)

        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let integer = try? container.decode(Int.self) {
                self = .integer(integer)
            } else {
                self = .string(try container.decode(String.self))
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .integer(let integer): try container.encode(integer)
            case .string(let string): try container.encode(string)
            }
        }
    }

    public var range: Range
    public var severity: DiagnosticSeverity?
    public var code: Code?
    public var codeDescription: CodeDescription?
    public var source: String?
    public var message: String
    public var tags: [DiagnosticTag]?
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// Carried back in a code action request's context, so the server can find the finding's fix again.
    public var data: LSPAny?

    public init(
        range: Range, severity: DiagnosticSeverity? = nil, code: Code? = nil,
        codeDescription: CodeDescription? = nil, source: String? = nil, message: String,
        tags: [DiagnosticTag]? = nil, relatedInformation: [DiagnosticRelatedInformation]? = nil, data: LSPAny? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescription = codeDescription
        self.source = source
        self.message = message
        self.tags = tags
        self.relatedInformation = relatedInformation
        self.data = data
    }
}
