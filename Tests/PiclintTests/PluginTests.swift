import Foundation
import Testing

/// The SwiftPM plugins and the artifact bundle, as a package that uses them sees them: a small package made here,
/// with a copy of Plugins/ and the piclint these tests were built with as a binary target (an artifact bundle that
/// scripts/artifactbundle makes), built with the real `swift build` and `swift package`. It has no other
/// dependency, so it needs no network, and each build takes seconds.
@Suite(.serialized)
struct PluginTests {
    /// A temporary package: a target `App` with a spec and a Swift file, each with warnings, and both plugins.
    struct Package {
        /// The scratch folder, and the package inside it.
        let scratch: URL
        let root: URL
        var spec: URL { root.appendingPathComponent("Sources/App/screens/timer.yaml") }
        /// The build command's output, wherever under the plugins' outputs this SwiftPM puts it.
        var stamp: URL? {
            let outputs = root.appendingPathComponent(".build/plugins/outputs")
            let walker = FileManager.default.enumerator(at: outputs, includingPropertiesForKeys: nil)
            return walker?.compactMap { $0 as? URL }.first { $0.lastPathComponent == "piclint-App.swift" }
        }

        static func make() throws -> Package {
            // Resolved, as the build reports paths: a temporary folder behind a symbolic link (macOS's /var) must not
            // make the paths differ.
            let scratch = URL(fileURLWithPath: try makeScratchDirectory()).resolvingSymlinksInPath()
            let root = scratch.appendingPathComponent("PluginCheck")
            let package = Package(scratch: scratch, root: root)
            for plugin in ["PiclintBuildToolPlugin", "PiclintCommandPlugin"] {
                let folder = root.appendingPathComponent("Plugins/\(plugin)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let source = URL(fileURLWithPath: Repo.path("Plugins/\(plugin)"))
                for file in try FileManager.default.contentsOfDirectory(atPath: source.path) {
                    try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: folder.appendingPathComponent(file))
                }
            }
            let bundle = try runTool(["bash", Repo.path("scripts/artifactbundle"), "--binary", Repo.binary, "--output", root.path], in: root.path)
            try #require(bundle.status == 0, "scripts/artifactbundle failed: \(bundle.output)")
            // The manifest a user writes, with the bundle in place of the package's executable target.
            try write("""
                // swift-tools-version:6.0
                import PackageDescription

                let package = Package(
                    name: "PluginCheck",
                    targets: [
                        .binaryTarget(name: "piclint", path: "piclint.artifactbundle.zip"),
                        .plugin(name: "PiclintBuildToolPlugin", capability: .buildTool(), dependencies: ["piclint"]),
                        .plugin(
                            name: "PiclintCommandPlugin",
                            capability: .command(
                                intent: .custom(verb: "piclint", description: "Lint the package's pickers"),
                                permissions: [.writeToPackageDirectory(reason: "--fix rewrites the files it fixes")]
                            ),
                            dependencies: ["piclint"]
                        ),
                        // The specs are left out of the target, as SwiftPM has no rule for them; the plugin finds them.
                        .target(name: "App", exclude: ["screens"], plugins: ["PiclintBuildToolPlugin"]),
                    ]
                )

                """, to: root.appendingPathComponent("Package.swift").path)
            try write("""
                screen: Timer
                platform: iOS
                locale: en_US
                controls:
                  - id: snooze
                    kind: picker
                    style: wheels
                    values: [5, 10, 15, 20, 30]
                    unit: min
                    default: 10
                  - id: nap
                    kind: datePicker
                    mode: time
                    style: wheels
                    minuteInterval: 15
                    default: "07:20"

                """, to: package.spec.path)
            // YAML that is no spec, beside the specs: passed over, as a folder walk passes it over.
            try write("name: colours\nitems: [red, green]\n", to: root.appendingPathComponent("Sources/App/screens/palette.yaml").path)
            // Compiles where SwiftUI is missing too; piclint reads the code all the same.
            try write("""
                #if canImport(SwiftUI)
                import SwiftUI

                struct SnoozeView: View {
                    @State private var minutes = 10

                    var body: some View {
                        Picker("Snooze", selection: $minutes) {
                            ForEach([5, 10, 15, 20, 30], id: \\.self) { Text("\\($0) min").tag($0) }
                        }
                        .pickerStyle(.wheel)
                    }
                }
                #endif

                """, to: root.appendingPathComponent("Sources/App/SnoozeView.swift").path)
            return package
        }

        /// `swift ARGUMENTS` in the package, with its scratch folder inside it; prints how long it took.
        func swift(_ arguments: [String]) throws -> ToolResult {
            let started = Date()
            let scratch = ["--scratch-path", root.appendingPathComponent(".build").path]
            // Under `swift test --sanitize=address` the bundle holds the sanitized piclint; its leak check at exit is
            // the ASan suite's business, not the plugin's, and a report there would read as a failed lint.
            let asan = ProcessInfo.processInfo.environment["ASAN_OPTIONS"].map { $0 + ":" } ?? ""
            let result = try runTool(["swift", arguments[0]] + scratch + arguments.dropFirst(), in: root.path,
                                     environment: ["ASAN_OPTIONS": asan + "detect_leaks=0"])
            print("PluginTests: swift \(arguments.joined(separator: " ")) took \(String(format: "%.1f", Date().timeIntervalSince(started))) s, status \(result.status)")
            return result
        }

        func edit(_ old: String, _ new: String) throws {
            let text = try String(contentsOf: spec, encoding: .utf8)
            try #require(text.contains(old))
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: spec)
        }

        func stampDate() -> Date? {
            stamp.flatMap { (try? FileManager.default.attributesOfItem(atPath: $0.path))?[.modificationDate] as? Date }
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: scratch)
        }
    }

    @Test("swift build lints each target's screens: warnings pass, an error fails, nothing changed runs nothing; swift package piclint --fix fixes")
    func pluginsInASwiftPackage() throws {
        let package = try Package.make()
        defer { package.cleanUp() }
        let spec = package.spec.path
        let view = package.root.appendingPathComponent("Sources/App/SnoozeView.swift").path

        // Warnings only: the build shows them at absolute file:line:column and succeeds.
        let first = try package.swift(["build"])
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("\(spec):8:29: warning: `snooze` steps by 5 but skips 25 before 30 [numeric-gap]"), "\(first.output)")
        #expect(first.output.contains("\(spec):16:14: warning: "), "\(first.output)")
        #expect(first.output.contains("\(view):9:37: warning: "), "\(first.output)")
        #expect(!first.output.contains("palette.yaml"), "\(first.output)")
        let stamped = try #require(package.stampDate(), "no stamp under .build/plugins/outputs")

        // Nothing changed: piclint does not run again.
        Thread.sleep(forTimeInterval: 1.1)
        let second = try package.swift(["build"])
        #expect(second.status == 0, "\(second.output)")
        #expect(!second.output.contains("warning:"), "\(second.output)")
        #expect(!second.output.contains("piclint App"), "\(second.output)")
        #expect(package.stampDate() == stamped)

        // An error finding fails the build, and fails it again on the next build: a failed run is not remembered.
        try package.edit("minuteInterval: 15", "minuteInterval: 7")
        for _ in 0..<2 {
            let failing = try package.swift(["build"])
            #expect(failing.status != 0, "\(failing.output)")
            #expect(failing.output.contains("\(spec):15:21: error: minuteInterval 7 of `nap` does not divide 60 evenly"), "\(failing.output)")
        }

        // The command plugin: its exit status is piclint's, and --fix makes the safe fix.
        let lintFailing = try package.swift(["package", "--allow-writing-to-package-directory", "piclint"])
        #expect(lintFailing.status != 0, "\(lintFailing.output)")
        #expect(lintFailing.output.contains("timer.yaml:15:21: error: "), "\(lintFailing.output)")
        try package.edit("minuteInterval: 7", "minuteInterval: 15")
        let fix = try package.swift(["package", "--allow-writing-to-package-directory", "piclint", "--fix"])
        #expect(fix.status == 0, "\(fix.output)")
        #expect(try String(contentsOf: package.spec, encoding: .utf8).contains("default: \"07:15\""))

        // The config is an input, and its failOn is honoured: a warning now fails the build.
        try write("failOn: warning\n", to: package.root.appendingPathComponent(".piclint.yml").path)
        let strict = try package.swift(["build"])
        #expect(strict.status != 0, "\(strict.output)")
        #expect(strict.output.contains("\(spec):8:29: warning: "), "\(strict.output)")
        #expect(!strict.output.contains("\(spec):16:14:"), "the fixed default is still reported: \(strict.output)")
    }

    @Test("the Fixtures through the command plugin give the command line's findings, byte for byte in the JSON report")
    func commandPluginAgreesWithTheCommandLine() throws {
        let package = try Package.make()
        defer { package.cleanUp() }
        try FileManager.default.copyItem(atPath: Repo.path("Fixtures"), toPath: package.root.appendingPathComponent("Fixtures").path)
        let options = ["--now", "2026-11-24T09:00", "--fail-on", "never", "Fixtures/good", "Fixtures/bad"]
        let plugin = try package.swift(["package", "--allow-writing-to-package-directory", "piclint", "--format", "json=plugin.json"] + options)
        #expect(plugin.status == 0, "\(plugin.output)")
        let direct = try runPiclint(["--format", "json"] + options, in: package.root.path)
        #expect(direct.status == 0, "\(direct.stderr)")
        let throughPlugin = try String(contentsOf: package.root.appendingPathComponent("plugin.json"), encoding: .utf8)
        #expect(throughPlugin.contains("\"rule\": \"minute-interval\""), "the report holds no finding: \(throughPlugin.prefix(500))")
        #expect(throughPlugin == direct.stdout)
    }

    @Test("scripts/artifactbundle: info.json names the binary for this machine's triple, and the checksum is printed")
    func artifactBundle() throws {
        let folder = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let made = try runTool(["bash", Repo.path("scripts/artifactbundle"), "--binary", Repo.binary, "--output", folder], in: folder)
        #expect(made.status == 0, "\(made.output)")
        let checksum = made.output.split(separator: "\n").last.map(String.init) ?? ""
        #expect(checksum.count == 64 && checksum.allSatisfy(\.isHexDigit), "\(made.output)")
        let zip = "\(folder)/piclint.artifactbundle.zip"
        let info = try runTool(["unzip", "-p", zip, "piclint.artifactbundle/info.json"], in: folder)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(info.output.utf8)) as? [String: Any])
        #expect(json["schemaVersion"] as? String == "1.0")
        let artifact = try #require((json["artifacts"] as? [String: Any])?["piclint"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        #expect(artifact["version"] as? String == (try runPiclint(["--version"])).stdout.trimmingCharacters(in: .whitespacesAndNewlines))
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        let triple = try runTool(["swift", "-print-target-info"], in: folder)
        let target = try #require(try JSONSerialization.jsonObject(with: Data(triple.output.utf8)) as? [String: Any])["target"] as? [String: Any]
        #expect(variant["supportedTriples"] as? [String] == [target?["unversionedTriple"] as? String ?? "?"])
        let path = try #require(variant["path"] as? String)
        let listing = try runTool(["unzip", "-Z1", zip], in: folder)
        #expect(listing.output.split(separator: "\n").contains { $0 == "piclint.artifactbundle/\(path)" }, "\(listing.output)")
        #expect(checksum == (try runTool(["swift", "package", "compute-checksum", zip], in: folder)).output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// What a tool printed, standard output and error together in the order written, and its exit status.
struct ToolResult {
    var status: Int32
    var output: String
}

/// Runs a command found on PATH, its standard output and error in one pipe (a build interleaves them).
func runTool(_ arguments: [String], in directory: String, environment: [String: String] = [:]) throws -> ToolResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ToolResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}
