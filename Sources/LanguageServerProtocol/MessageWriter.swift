import Foundation

/// Frames outgoing messages: a `Content-Length` header, the blank line, then the JSON. It returns bytes rather than
/// writing them, so the server decides where (standard output, under a lock) and tests read them back.
public struct MessageWriter: Sendable {
    public init() {}

    /// One message's content with its header.
    public static func frame(_ content: some Collection<UInt8>) -> [UInt8] {
        var bytes = Array("Content-Length: \(content.count)\r\n\r\n".utf8)
        bytes.append(contentsOf: content)
        return bytes
    }

    /// A message encoded as JSON and framed.
    public func framed(_ message: some Encodable) throws -> [UInt8] {
        Self.frame(try LSPJSON.encode(message))
    }
}

/// The JSON coding of messages in one place, so every message is written the same way: keys sorted (stable output
/// for tests and logs) and slashes in URIs left unescaped (`file:///…`, as clients wrote them).
public enum LSPJSON {
    /// A value's JSON bytes.
    public static func encode(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }

    /// A value read from a message's JSON content.
    public static func decode<Value: Decodable>(_ type: Value.Type, from content: [UInt8]) throws -> Value {
        try JSONDecoder().decode(type, from: Data(content))
    }
}
