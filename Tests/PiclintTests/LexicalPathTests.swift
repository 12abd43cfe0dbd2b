import Config
import Foundation
import Testing

/// Config discovery and the language server make paths absolute and standard by their text, as Foundation's
/// `URL.standardizedFileURL` does, without its cost: held equal to it over a sweep of awkward paths.
@Suite("Paths standardized by their text")
struct LexicalPathTests {
    static let pieces = ["a", ".", "..", "", "b c", "é", ".hidden", "...", "a.."]

    /// Every path of up to four pieces, absolute and relative, with and without a trailing slash.
    static var paths: [String] {
        var paths: [String] = []
        func build(_ prefix: [String], _ depth: Int) {
            if !prefix.isEmpty {
                let joined = prefix.joined(separator: "/")
                paths += ["/" + joined, joined, "/" + joined + "/", "//" + joined]
            }
            guard depth > 0 else { return }
            for piece in pieces { build(prefix + [piece], depth - 1) }
        }
        build([], 4)
        return paths.filter { !$0.isEmpty }
    }

    @Test("a path from a folder is what URL's standardizing makes of it")
    func sameAsFoundation() {
        for folder in ["/", "/work/project", "/work/./x/../project"] {
            for path in Self.paths {
                let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
                    : URL(fileURLWithPath: folder, isDirectory: true).appendingPathComponent(path)
                let foundation = url.standardizedFileURL.path
                #expect(LexicalPath.absolute(path, from: folder) == foundation, "\(path) from \(folder)")
            }
        }
    }

    @Test("a folder's parent, up to the root")
    func parents() {
        #expect(LexicalPath.parent(of: "/work/project") == "/work")
        #expect(LexicalPath.parent(of: "/work") == "/")
        #expect(LexicalPath.parent(of: "/") == "/")
        #expect(LexicalPath.appending(".piclint.yml", to: "/") == "/.piclint.yml")
        #expect(LexicalPath.appending(".git", to: "/work") == "/work/.git")
    }
}
