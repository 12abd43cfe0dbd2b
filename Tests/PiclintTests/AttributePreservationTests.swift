@testable import Driver
import Foundation
import Testing

/// `--fix` (and a report replacing a file) keeps the replaced file's extended attributes and POSIX ACL, or leaves the
/// file alone and says why; it never drops them, which could widen who may read or write it (issue 29, 2).
/// ACLs are set with setfacl (Debian's `acl`, which `scripts/setup --dev` installs).
@Suite("Extended attributes and ACLs")
struct AttributePreservationTests {
    typealias T = OutputTesting

    /// The attributes of a file: name → value, read with the Driver's own calls.
    func attributes(_ path: String) throws -> [String: [UInt8]] {
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var found: [String: [UInt8]] = [:]
        for name in try ExtendedAttributes.list(descriptor).get() {
            found[name] = try ExtendedAttributes.read(name, of: descriptor).get()
        }
        return found
    }

    func setAttribute(_ name: String, _ value: [UInt8], on path: String) throws {
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        #expect(ExtendedAttributes.write(name, value, to: descriptor) == nil, "setting \(name)")
    }

    /// `getfacl`'s listing of a file's ACL, without the header that names the file.
    func acl(_ path: String) throws -> String {
        try T.run("/usr/bin/getfacl", ["--omit-header", "--absolute-names", path]).stdout
    }

    func requireACLTools() throws -> Bool {
        #if !os(Linux)
        // POSIX ACLs as extended attributes, and setfacl, are Linux's; macOS's ACLs are copied with copyfile(3).
        return false
        #endif
        guard T.has("setfacl") && T.has("getfacl") else {
            Issue.record("setfacl and getfacl are missing: scripts/setup --dev installs Debian's acl package")
            return false
        }
        return true
    }

    @Test("--fix keeps a user extended attribute and a POSIX ACL (one user read-write, the group read), and the mode")
    func fixKeepsAttributesAndACL() throws {
        guard try requireACLTools() else { return }
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let spec = root + "/a.yaml"
        try write(T.badSpec, to: spec)
        try setAttribute("user.piclint-test", Array("kept".utf8), on: spec)
        #expect(try T.run("/usr/bin/setfacl", ["-m", "u:12345:rw-,g::r--,o::---", spec]).status == 0)
        let (aclBefore, attributesBefore, inodeBefore) = (try acl(spec), try attributes(spec), T.inode(spec))
        #expect(aclBefore.contains("user:12345:rw-"))
        #expect(attributesBefore["system.posix_acl_access"] != nil)
        var before = stat()
        stat(spec, &before)

        let result = try runPiclint(T.now + ["--fix", "a.yaml"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try T.text(spec) == T.fixedSpec)
        // A new file (the rename), with everything the old one had.
        #expect(T.inode(spec) != inodeBefore)
        #expect(try acl(spec) == aclBefore)
        #expect(try attributes(spec) == attributesBefore)
        var after = stat()
        stat(spec, &after)
        #expect(after.st_mode == before.st_mode)
        #expect(try T.listing(root) == ["a.yaml"])
    }

    @Test("every attribute is kept, binary and 2 KB values included; one a folder's default ACL adds to new files is not")
    func manyAttributesAndDefaultACL() throws {
        guard try requireACLTools() else { return }
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let spec = root + "/a.yaml"
        try write(T.badSpec, to: spec)
        let values: [String: [UInt8]] = [
            "user.empty": [],
            "user.binary": [0, 1, 2, 0xFF, 0, 0x80],
            "user.large": Array(repeating: 0x61, count: 2_000),
            "user.ünïcode": Array("välue".utf8),
        ]
        for (name, value) in values { try setAttribute(name, value, on: spec) }
        // Set after the spec was made: new files in the folder get an ACL the spec does not have.
        #expect(try T.run("/usr/bin/setfacl", ["-d", "-m", "u:4242:rwx", root]).status == 0)
        let before = try attributes(spec)
        #expect(before.count == values.count)

        let result = try runPiclint(T.now + ["--fix", "a.yaml"], in: root)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try T.text(spec) == T.fixedSpec)
        #expect(try attributes(spec) == before)
        #expect(try !acl(spec).contains("4242"))
    }

    @Test("a report replacing an existing file keeps its attributes and ACL too, in every way a report is written", arguments: [
        ["--output", "report.txt"], ["--format", "json=report.txt"], ["--write-baseline", "report.txt"],
        ["simulate", "--output", "report.txt"],
    ])
    func reportsKeepAttributes(arguments: [String]) throws {
        guard try requireACLTools() else { return }
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(T.badSpec, to: root + "/a.yaml")
        let report = root + "/report.txt"
        try write("old\n", to: report)
        try setAttribute("user.piclint-test", Array("report".utf8), on: report)
        #expect(try T.run("/usr/bin/setfacl", ["-m", "u:12345:r--,g::---,o::---", report]).status == 0)
        let (aclBefore, attributesBefore) = (try acl(report), try attributes(report))
        let result = try runPiclint(T.withNow(arguments + ["a.yaml"]), in: root)
        #expect([0, 1].contains(result.status), "\(result.stderr)")
        #expect(try T.text(report) != "old\n")
        #expect(try acl(report) == aclBefore)
        #expect(try attributes(report) == attributesBefore)
    }

    @Test("a file whose attribute cannot be copied (file capabilities, as an ordinary user) is left as it was, exit 2, saying which")
    func uncopyableAttributeRefusesTheFix() throws {
        guard geteuid() == 0, T.has("setpriv") else { return } // the test runs piclint as another user
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let spec = root + "/a.yaml"
        try write(T.badSpec, to: spec)
        try write(T.badSpec, to: root + "/b.yaml")
        #expect(chown(root, 12345, 12345) == 0 && chown(spec, 12345, 12345) == 0 && chown(root + "/b.yaml", 12345, 12345) == 0)
        #expect(chmod(root, 0o755) == 0)
        // File capabilities (cap_net_raw+ep, as setcap writes them): only a process with CAP_SETFCAP may set them.
        let capabilities: [UInt8] = [1, 0, 0, 2, 0, 0x20, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        try setAttribute("security.capability", capabilities, on: spec)
        let inode = T.inode(spec)
        let result = try T.run("/usr/bin/setpriv", ["--reuid", "12345", "--regid", "12345", "--clear-groups", Repo.binary]
            + T.now + ["--fix", "a.yaml", "b.yaml"], in: root)
        #expect(result.status == 2)
        #expect(result.stderr.contains("piclint: error: cannot write a.yaml: cannot keep its extended attribute security.capability "
            + "(its file capabilities): Operation not permitted; it is left as it was\n"))
        // The other file is fixed; this one keeps its text, its inode and its capabilities.
        #expect(try T.text(root + "/b.yaml") == T.fixedSpec)
        #expect(try T.text(spec) == T.badSpec)
        #expect(T.inode(spec) == inode)
        #expect(try attributes(spec)["security.capability"] == capabilities)
        #expect(T.temporaryFiles(under: root).isEmpty)
    }

    @Test("copying attributes onto what cannot hold them reports the attribute and the system's reason")
    func copyFailureNamesTheAttribute() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("x\n", to: root + "/source")
        try setAttribute("user.piclint-test", [1, 2, 3], on: root + "/source")
        let source = open(root + "/source", O_RDONLY)
        defer { close(source) }
        // A pipe has no user attributes.
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let problem = ExtendedAttributes.copy(from: source, to: ends[1])
        #expect(problem?.hasPrefix("cannot keep its extended attribute user.piclint-test (an extended attribute): ") == true)
        // A file without attributes copies nothing, and fails at nothing.
        try write("y\n", to: root + "/plain")
        let plain = open(root + "/plain", O_RDONLY)
        defer { close(plain) }
        #expect(ExtendedAttributes.copy(from: plain, to: ends[1]) == nil)
    }
}
