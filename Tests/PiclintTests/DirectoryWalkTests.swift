@testable import Driver
import Foundation
import Source
import Testing

/// Listing folders: names are read where readdir(3) left them, however long the folder and its names.
@Suite("Directory walk")
struct DirectoryWalkTests {
    @Test("a folder of 2,500 files with names of 6 to 211 bytes is listed whole and linted")
    func largeFolder() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Copying d_name whole read past the last, short records of glibc's 32 KiB directory buffer and crashed
        // in folders of this size; names of every length put records of every size at the buffer's end.
        let spec = Data("screen: New Alarm\ncontrols:\n  - id: alarm-time\n    kind: datePicker\n    mode: time\n    minuteInterval: 5\n".utf8)
        var names: [String] = []
        for index in 0..<2_500 {
            let name = "\(index)" + String(repeating: "n", count: index % 201) + ".yaml"
            names.append(name)
            #expect(FileManager.default.createFile(atPath: root + "/" + name, contents: spec))
        }
        #expect(FileSystem.contents(of: root) == names.sorted())
        let result = try runPiclint(["."], in: root)
        #expect(result.status == 0)
        #expect(result.stdout == "2500 files, 0 errors, 0 warnings\n")
        #expect(result.stderr.isEmpty)
    }

    @Test("names are read whole: the longest a file system allows, and multi-byte UTF-8")
    func longAndUnicodeNames() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let names = [String(repeating: "x", count: 250) + ".yaml", "ünïcödé-ピッカー.yaml", "a"]
        for name in names { #expect(FileManager.default.createFile(atPath: root + "/" + name, contents: Data())) }
        #expect(FileSystem.contents(of: root) == names.sorted())
        #expect(FileSystem.contents(of: root + "/missing") == nil)
    }

    @Test("what the listing says an entry is agrees with looking at it: files, folders, links to each, dangling and looping links, pipes")
    func entriesAgreeWithStat() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let manager = FileManager.default
        #expect(manager.createFile(atPath: root + "/file.yaml", contents: Data()))
        try manager.createDirectory(atPath: root + "/folder", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: root + "/link-to-file.yaml", withDestinationPath: "file.yaml")
        try manager.createSymbolicLink(atPath: root + "/link-to-folder", withDestinationPath: "folder")
        try manager.createSymbolicLink(atPath: root + "/dangling.yaml", withDestinationPath: "nothing-here")
        try manager.createSymbolicLink(atPath: root + "/loop", withDestinationPath: "loop")
        #expect(mkfifo(root + "/pipe.yaml", 0o644) == 0)
        let entries = try #require(FileSystem.entries(of: RawPath(root)))
        #expect(entries.map(\.name) == (try? FileSystem.listing(of: RawPath(root)).get()))
        for entry in entries {
            let path = RawPath(root).appending(entry.name)
            let kind = FileSystem.kind(of: path)
            #expect(entry.kind == kind, "\(entry.name.display)")
            #expect(entry.isFolder == (kind == .directory && !FileSystem.isSymbolicLink(path)), "\(entry.name.display)")
        }
        let folders = entries.filter(\.isFolder).map(\.name.display)
        #expect(folders == ["folder"])
        #expect(entries.first { $0.name.display == "link-to-folder" }?.kind == .directory)
        #expect(entries.first { $0.name.display == "pipe.yaml" }?.kind == .other)
        #expect(entries.first { $0.name.display == "dangling.yaml" }?.kind == .missing)
    }

    @Test("a path is normalized as its parts say, whether or not it was normal already")
    func normalizedPaths() {
        let examples = ["a/b.yaml": "a/b.yaml", "/a/b": "/a/b", "./a//b/": "a/b", "a/./b": "a/b", ".": ".", "/": "/",
                        "": ".", "//": "/", "a/.b": "a/.b", ".a": ".a", "a/..": "a/..", "./": ".", "/./a": "/a", "a/.": "a"]
        for (path, normal) in examples { #expect(InputCollector.normalize(path) == normal, "\(path)") }
        // Every path of up to five characters from `a`, `.` and `/` against the definition: its non-empty, non-`.` parts.
        var paths = [""]
        for _ in 0..<5 { paths += paths.flatMap { path in ["a", ".", "/"].map { path + $0 } } }
        for path in Set(paths) {
            let parts = path.split(separator: "/").filter { $0 != "." }
            let expected = parts.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
            #expect(InputCollector.normalize(path) == expected, "\(path)")
        }
    }
}
