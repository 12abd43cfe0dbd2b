@testable import Config
import Foundation
import Testing

/// Config discovery stops at the repository's root (`.git`, a folder or a file) or the home folder, trusts a found
/// config only when this user or root owns it (else says which file and how to trust it: PICLINT_TRUSTED_CONFIG or
/// --config), and keeps a found config's `include` inside its own folder (issue 29, 13). The tests run as root:
/// "another user" is uid 12345, given files with chown.
@Suite("Which configs are trusted")
struct ConfigTrustTests {
    typealias T = OutputTesting

    /// scratch/outer/.piclint.yml above scratch/outer/repo/sub/a.yaml; the config sets failOn: never, so a run that
    /// uses it exits 0 and one that does not exits 1.
    func layout() throws -> (root: String, sub: String, config: String) {
        let root = try makeScratchDirectory()
        let sub = root + "/outer/repo/sub"
        try write(T.badSpec, to: sub + "/a.yaml")
        let config = root + "/outer/.piclint.yml"
        try write("failOn: never\n", to: config)
        return (root, sub, config)
    }

    func lint(in directory: String, _ arguments: [String] = ["a.yaml"], environment: [String: String] = [:]) throws -> ProcessResult {
        try runPiclint(T.now + arguments, in: directory, environment: environment)
    }

    @Test("a config owned by another user is refused, naming it and the two ways to trust it; root's and one's own are used")
    func ownership() throws {
        guard geteuid() == 0 else { return }
        let (root, sub, config) = try layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try lint(in: sub).status == 0, "root's config is used")
        #expect(chown(config, 12345, 12345) == 0)
        let refused = try lint(in: sub)
        #expect(refused.status == 2)
        #expect(refused.stderr.hasPrefix("\(config):1:1: error: piclint does not trust this config: it is owned by uid 12345, not by you (uid 0) or root"))
        #expect(refused.stderr.contains("PICLINT_TRUSTED_CONFIG=\(config)"))
        #expect(refused.stderr.contains("--config \(config)"))
        #expect(refused.stdout.isEmpty, "nothing is linted with a config piclint does not trust")
        // Every command that reads the config refuses it.
        #expect(try runPiclint(["rules"], in: sub).status == 2)
        #expect(try runPiclint(["simulate"] + T.now + ["a.yaml"], in: sub).status == 2)
        // The current folder's own config is judged the same way.
        try write("failOn: never\n", to: sub + "/.piclint.yml")
        #expect(chown(sub + "/.piclint.yml", 12345, 12345) == 0)
        let here = try lint(in: sub)
        #expect(here.status == 2)
        #expect(here.stderr.hasPrefix(".piclint.yml:1:1: error: piclint does not trust this config"))
    }

    @Test("PICLINT_TRUSTED_CONFIG (the file, its folder, one of a list, or *) and --config trust another user's config")
    func trusting() throws {
        guard geteuid() == 0 else { return }
        let (root, sub, config) = try layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(chown(config, 12345, 12345) == 0)
        let trusted = [config, root + "/outer", "/nonexistent:" + config, "*", root + "/outer/repo/../.piclint.yml"]
        for value in trusted {
            let result = try lint(in: sub, environment: ["PICLINT_TRUSTED_CONFIG": value])
            #expect(result.status == 0, "\(value): \(result.stderr)")
        }
        for value in ["", root + "/outer/repo", root + "/other.yml", "/"] {
            #expect(try lint(in: sub, environment: ["PICLINT_TRUSTED_CONFIG": value]).status == 2, "\(value)")
        }
        #expect(try lint(in: sub, ["--config", config, "a.yaml"]).status == 0)
        #expect(try lint(in: sub, ["--config", "../../.piclint.yml", "a.yaml"]).status == 0)
    }

    @Test("a symbolic link owned by another user, to a config root owns, is refused too")
    func linkOwnedByAnother() throws {
        guard geteuid() == 0 else { return }
        let (root, sub, config) = try layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.moveItem(atPath: config, toPath: root + "/real.yml")
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: root + "/real.yml")
        #expect(try lint(in: sub).status == 0)
        #expect(lchown(config, 12345, 12345) == 0)
        #expect(try lint(in: sub).status == 2)
    }

    @Test("discovery stops at the repository's root (.git, a folder or a file) and at the home folder, which it still reads")
    func stops() throws {
        let (root, sub, _) = try layout()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let repo = root + "/outer/repo"
        #expect(try lint(in: sub).status == 0, "no repository: the config above is found")
        try FileManager.default.createDirectory(atPath: repo + "/.git", withIntermediateDirectories: false)
        #expect(try lint(in: sub).status == 1, "a .git folder ends the search")
        try FileManager.default.removeItem(atPath: repo + "/.git")
        try write("gitdir: /elsewhere/.git/worktrees/repo\n", to: repo + "/.git")
        #expect(try lint(in: sub).status == 1, "a .git file (a worktree, a submodule) ends it too")
        // The repository's own root config is read.
        try write("failOn: never\n", to: repo + "/.piclint.yml")
        #expect(try lint(in: sub).status == 0)
        try FileManager.default.removeItem(atPath: repo + "/.piclint.yml")
        try FileManager.default.removeItem(atPath: repo + "/.git")
        #expect(try lint(in: sub, environment: ["HOME": repo]).status == 1, "the home folder ends the search")
        #expect(try lint(in: sub, environment: ["HOME": root + "/outer"]).status == 0, "the home folder's own config is read")
        #expect(try lint(in: sub, environment: ["HOME": root + "/outer/repo/./"]).status == 1, "compared as a folder, not a name")

        // The library's discovery, told the same things.
        #expect(try ConfigDiscovery(environment: ["HOME": repo]).find(explicit: nil, from: sub).get() == nil)
        #expect(try ConfigDiscovery(environment: ["HOME": "/nonexistent"]).find(explicit: nil, from: sub).get()?.failOn == .never)
    }

    @Test("a found config's include stays inside its folder: patterns that climb out or start at the root are errors; --config may",
          arguments: ["../**", "../../**/*.yaml", "/etc/**", "a/../../b/*.yaml", "{x,..}/*.yaml", "{/tmp,x}/*.yaml", "**/../../*.yaml", "./../*.yaml"])
    func includeLeaving(pattern: String) throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(T.badSpec, to: root + "/project/a.yaml")
        try write("include: [\"\(pattern)\"]\n", to: root + "/project/.piclint.yml")
        let result = try runPiclint(T.now, in: root + "/project")
        #expect(result.status == 2)
        #expect(result.stderr == ".piclint.yml:1:11: error: `include` pattern \(pattern) reaches outside the folder of this config, and "
            + "a config piclint finds (rather than one named with --config) reads only files under its own folder; give such paths on "
            + "the command line, or name this config with --config\n")
        let glob = try Glob(pattern)
        #expect(glob.leavesItsFolder)
        // Named with --config, the person running piclint chose it: the pattern is used.
        let named = ConfigLoader(includeMayLeaveFolder: true).load("include: [\"\(pattern)\"]\n", path: "c.yml", directory: ".")
        #expect(try named.get().include == [glob])
    }

    @Test("a config named with --config reads the files its include names outside its folder")
    func namedConfigMayLeave() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(T.badSpec, to: root + "/common/a.yaml")
        try write("include: [\"../common/*.yaml\"]\n", to: root + "/project/.piclint.yml")
        let found = try runPiclint(T.now, in: root + "/project")
        #expect(found.status == 2)
        let named = try runPiclint(T.now + ["--config", ".piclint.yml"], in: root + "/project")
        #expect(named.status == 1)
        #expect(named.stdout.contains("countdown-limit"))
    }

    @Test("patterns that stay inside are accepted, and exclude and overrides may name anything (they only narrow)",
          arguments: ["*.yaml", "**/*.yaml", "a/../*.yaml", "./*.yaml", "{a,b}/../*.yaml", "x/**/../y/*.yaml"])
    func includeInside(pattern: String) throws {
        #expect(try !Glob(pattern).leavesItsFolder)
        let loaded = ConfigLoader().load("include: [\"\(pattern)\"]\nexclude: [\"../**\"]\noverrides:\n  - files: [\"/etc/**\"]\n    platform: iOS\n",
                                         path: ".piclint.yml", directory: ".")
        #expect(throws: Never.self) { try loaded.get() }
    }
}
