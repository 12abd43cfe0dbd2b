import Foundation

/// Paths made absolute and standard by their text alone, as `URL.standardizedFileURL.path` makes them: `.` and
/// `..` resolved, repeated and trailing slashes dropped, links not followed.
///
/// `LexicalPathTests` holds the answers equal to `URL`'s; written out, a folder's parent is a slice of its text, not
/// a new URL standardized again.
public enum LexicalPath {
    /// `path` made absolute from `directory` (itself absolute; the current folder unless told) when it is relative,
    /// then standardized.
    public static func absolute(_ path: String, from directory: String = FileManager.default.currentDirectoryPath) -> String {
        standardized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// An absolute path with `.` and `..` resolved by their text (`..` of the root is the root) and no empty
    /// components: "/a/./b/../c/" is "/a/c".
    public static func standardized(_ path: String) -> String {
        var kept: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(component)
            }
        }
        return "/" + kept.joined(separator: "/")
    }

    /// The folder holding a standardized absolute path; the root's is the root.
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// A name in a standardized absolute folder.
    public static func appending(_ name: String, to folder: String) -> String {
        folder == "/" ? "/" + name : folder + "/" + name
    }
}
