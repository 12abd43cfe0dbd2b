/// `$/cancelRequest`: the client no longer wants a request's answer; the server answers it with `requestCancelled`
/// if it has not already.
public struct CancelParams: Codable, Sendable, Hashable {
    public var id: RequestID

    public init(id: RequestID) { self.id = id }
}

/// What happened to a watched file. A struct, so a kind a later client adds does not fail the whole notification.
public struct FileChangeType: RawRepresentable, Codable, Sendable, Hashable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let created = FileChangeType(rawValue: 1)
    public static let changed = FileChangeType(rawValue: 2)
    public static let deleted = FileChangeType(rawValue: 3)
}

/// One watched file's change.
public struct FileEvent: Codable, Sendable, Hashable {
    public var uri: DocumentUri
    public var type: FileChangeType

    public init(uri: DocumentUri, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }
}

/// `workspace/didChangeWatchedFiles`: a config (or baseline) changed on disk, so it is read again and open
/// documents linted again.
public struct DidChangeWatchedFilesParams: Codable, Sendable, Hashable {
    public var changes: [FileEvent]

    public init(changes: [FileEvent]) { self.changes = changes }
}
