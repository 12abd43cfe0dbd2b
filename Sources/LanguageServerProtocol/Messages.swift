/// The JSON-RPC version every message names; LSP allows no other.
public let jsonRPCVersion = "2.0"

/// A request: a method, an id the response echoes, and its parameters (absent for `shutdown`).
public struct RequestMessage<Params: Codable & Sendable>: Codable, Sendable {
    public var jsonrpc: String
    public var id: RequestID
    public var method: String
    public var params: Params?

    public init(id: RequestID, method: String, params: Params?) {
        self.jsonrpc = jsonRPCVersion
        self.id = id
        self.method = method
        self.params = params
    }
}

/// A notification: a method and its parameters, and no id, since nothing answers it.
public struct NotificationMessage<Params: Codable & Sendable>: Codable, Sendable {
    public var jsonrpc: String
    public var method: String
    public var params: Params?

    public init(method: String, params: Params?) {
        self.jsonrpc = jsonRPCVersion
        self.method = method
        self.params = params
    }
}

/// The answer to a request: a `result` or an `error`, never both. Written by hand because JSON-RPC needs
/// `"result": null` on a success with nothing to say (`shutdown`, a hover over nothing) and `"id": null` when the
/// request's id could not be read, where the synthesized coding would leave both keys out.
public struct ResponseMessage<Result: Codable & Sendable>: Codable, Sendable {
    public var jsonrpc: String
    public var id: RequestID?
    public var result: Result?
    public var error: ResponseError?

    public init(id: RequestID?, result: Result?) {
        self.jsonrpc = jsonRPCVersion
        self.id = id
        self.result = result
        self.error = nil
    }

    public init(id: RequestID?, error: ResponseError) {
        self.jsonrpc = jsonRPCVersion
        self.id = id
        self.result = nil
        self.error = error
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try container.decode(String.self, forKey: .jsonrpc)
        id = try container.decodeIfPresent(RequestID.self, forKey: .id)
        result = try container.decodeIfPresent(Result.self, forKey: .result)
        error = try container.decodeIfPresent(ResponseError.self, forKey: .error)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// The parameters or result of a message that has none (`shutdown`'s result, `exit`'s parameters): encodes as JSON
/// `null` and accepts anything, since clients differ in writing `null`, `{}` or nothing.
public struct LSPNull: Codable, Sendable, Hashable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}

/// What any incoming message is, read before its parameters: the server decides from `method` and `id` which typed
/// message to decode the same bytes as, and answers a message that is none of the three with `invalidRequest`.
public struct MessageEnvelope: Decodable, Sendable {
    /// Which of JSON-RPC's three messages this is.
    public enum Kind: Sendable, Hashable {
        case request(id: RequestID, method: String)
        case notification(method: String)
        case response(id: RequestID?)
    }

    public var kind: Kind

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, method, result, error }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(String.self, forKey: .jsonrpc)
        guard version == jsonRPCVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .jsonrpc, in: container, debugDescription: "jsonrpc is \"\(version)\", not \"2.0\"")
        }
        let id = try container.decodeIfPresent(RequestID.self, forKey: .id)
        if let method = try container.decodeIfPresent(String.self, forKey: .method) {
            kind = id.map { .request(id: $0, method: method) } ?? .notification(method: method)
        } else if container.contains(.result) || container.contains(.error) {
            kind = .response(id: id)
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [], debugDescription: "neither a method nor a result or error"))
        }
    }
}
