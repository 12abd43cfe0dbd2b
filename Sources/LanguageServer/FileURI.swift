import Foundation
import LanguageServerProtocol

/// A document's URI as a path piclint names the file by: `file:///a/b%20c.yaml` is `/a/b c.yaml`. A URI of
/// another scheme (an editor's unsaved `untitled:` buffer) keeps its last segment as a name, which still picks its
/// format, and has no folder to find a config in.
struct FileURI: Sendable, Hashable {
    /// The path, absolute for a `file:` URI.
    var path: String
    /// Whether the URI names a file on disk.
    var isFile: Bool

    init(_ uri: DocumentUri) {
        if uri.hasPrefix("file://") {
            var rest = uri.dropFirst("file://".count)
            // `file://host/path`: the host is dropped (only the local machine's files are read).
            if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
            let decoded = String(rest).removingPercentEncoding ?? String(rest)
            path = decoded.isEmpty ? "/" : decoded
            isFile = true
        } else {
            let name = uri.split(separator: "/").last.map(String.init) ?? uri
            path = name.removingPercentEncoding ?? name
            isFile = false
        }
    }

    /// The folder the file is in (where its config is looked for), nil for a URI that names no file.
    var folder: String? {
        guard isFile else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "/" : folder
    }

    /// The `file:` URI of a path, percent-encoding what a URI cannot hold.
    static func uri(of path: String) -> DocumentUri {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}
