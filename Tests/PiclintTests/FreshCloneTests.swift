import Foundation
import Testing

/// The programs the tests run besides piclint. Each is checked before use, so that a missing one fails with its
/// own name and the command that installs it, instead of an unrelated error from the step that needed it.
enum TestTools {
    static let setup = "Run scripts/setup --dev to install"

    /// Debian's package for each Python module the tests import.
    static let debianPackages = ["jsonschema": "python3-jsonschema", "ruamel.yaml": "python3-ruamel.yaml"]

    /// What is missing for running python3 with these modules, or nil when nothing is. `searchPath` replaces PATH.
    static func pythonProblem(modules: [String], searchPath: String? = nil) -> String? {
        let script = """
            import importlib, sys
            print(sys.executable)
            for name in sys.argv[1:]:
                try:
                    importlib.import_module(name)
                except ImportError:
                    print(name)
            """
        let packages = modules.map { debianPackages[$0] ?? $0 }.joined(separator: ", ")
        guard let result = run("python3", ["-c", script] + modules, searchPath: searchPath), result.status == 0 else {
            return "python3 is missing (not on PATH); the tests validate reports with it. \(setup) it (Debian: \(packages))"
        }
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let missing = Array(lines.dropFirst())
        guard !missing.isEmpty else { return nil }
        let names = missing.map { "`\($0)`" }.joined(separator: " and ") + (missing.count == 1 ? " module" : " modules")
        let debian = missing.map { debianPackages[$0] ?? "python3-" + $0 }.joined(separator: " ")
        return "python3 (\(lines.first ?? "python3")) has no \(names), which the tests validate reports with. "
            + "\(setup) \(missing.count == 1 ? "it" : "them") (Debian: \(debian); for another python3: pip install \(missing.joined(separator: " ")))"
    }

    /// What is missing for running xmllint, or nil when nothing is.
    static func xmllintProblem(searchPath: String? = nil) -> String? {
        guard let result = run("xmllint", ["--version"], searchPath: searchPath), result.status == 0 else {
            return "xmllint is missing (not on PATH); the tests validate the JUnit report with it. \(setup) it (Debian: libxml2-utils)"
        }
        return nil
    }

    /// What is missing for running rsvg-convert, or nil when nothing is.
    static func rsvgProblem(searchPath: String? = nil) -> String? {
        guard let result = run("rsvg-convert", ["--version"], searchPath: searchPath), result.status == 0 else {
            return "rsvg-convert is missing (not on PATH); the tests render simulate's SVG pictures with it as an SVG viewer would. "
                + "\(setup) it (Debian: librsvg2-bin; a Mac: brew install librsvg)"
        }
        return nil
    }

    /// What a Chromium-based browser is called on PATH, and where a Mac keeps one; scripts/render-html-report.sh
    /// looks in the same places.
    static let chromiumCommands = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"]
    static let chromiumApplications = ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
                                       "/Applications/Chromium.app/Contents/MacOS/Chromium"]

    /// The browser the tests render the HTML report in: $PICLINT_CHROMIUM, else the first of `chromiumCommands` on
    /// PATH (`searchPath` replaces it), else the first of `applications` there is; or what is wrong.
    static func chromium(searchPath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                         applications: [String] = chromiumApplications) -> Result<String, ToolProblem> {
        let manager = FileManager.default
        if let chosen = environment["PICLINT_CHROMIUM"], !chosen.isEmpty {
            guard manager.isExecutableFile(atPath: chosen) else {
                return .failure(ToolProblem(description: "PICLINT_CHROMIUM is \(chosen), which is not an executable file; the tests render "
                    + "the HTML report in it. Set it to a Chromium-based browser's executable, or unset it to use chromium from PATH"))
            }
            return .success(chosen)
        }
        let folders = (searchPath ?? environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for name in chromiumCommands {
            if let folder = folders.first(where: { manager.isExecutableFile(atPath: $0 + "/" + name) }) { return .success(folder + "/" + name) }
        }
        if let application = applications.first(where: { manager.isExecutableFile(atPath: $0) }) { return .success(application) }
        return .failure(ToolProblem(description: "Chromium is missing (no \(chromiumCommands.joined(separator: ", ")) on PATH, no Google Chrome "
            + "or Chromium in /Applications, PICLINT_CHROMIUM unset); the tests render the HTML report in it. \(setup) it "
            + "(Debian: chromium, with fonts-wqy-microhei); on a Mac, install Google Chrome or Chromium, or set PICLINT_CHROMIUM to its executable"))
    }

    /// What is missing for rendering the HTML report, or nil when nothing is.
    static func chromiumProblem(searchPath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment,
                                applications: [String] = chromiumApplications) -> String? {
        if case .failure(let problem) = chromium(searchPath: searchPath, environment: environment, applications: applications) {
            return problem.description
        }
        return nil
    }

    // Each failure is recorded at the test that needed the tool.
    static func requirePython(_ modules: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let problem = pythonProblem(modules: modules)
        try #require(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
    }

    static func requireXmllint(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let problem = xmllintProblem()
        try #require(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
    }

    static func requireRsvg(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let problem = rsvgProblem()
        try #require(problem == nil, "\(problem ?? "")", sourceLocation: sourceLocation)
    }

    /// The browser's path, or a failure that names what is missing.
    static func requireChromium(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let found = chromium()
        var problem = ""
        if case .failure(let failure) = found { problem = failure.description }
        return try #require(try? found.get(), "\(problem)", sourceLocation: sourceLocation)
    }

    /// The absolute path of a file the repository carries for the tests, which must be there.
    static func requireFile(_ relative: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let path = Repo.path(relative)
        try #require(FileManager.default.fileExists(atPath: path), "\(relative) is missing from this checkout; the tests carry what they check against",
                     sourceLocation: sourceLocation)
        return path
    }

    /// Runs a program found on PATH; nil when it could not be found or started (env's 126 and 127).
    static func run(_ program: String, _ arguments: [String], searchPath: String? = nil) -> ProcessResult? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        if let searchPath {
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = searchPath
            process.environment = environment
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus != 126, process.terminationStatus != 127 else { return nil }
        return ProcessResult(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                             stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// What is wrong with a tool the tests need, in a sentence that says how to get it.
struct ToolProblem: Error, CustomStringConvertible {
    var description: String
}

/// What makes `swift test` work in any clone: the tests carry the schemas they validate against, read nothing
/// outside the repository, and name a missing tool instead of failing for another reason.
@Suite("A fresh clone")
struct FreshCloneTests {
    /// Ways a test or script could reach outside the repository: the `shared` folder that sits beside some
    /// checkouts, and the repository's parent folder however it is spelt.
    static let escapes: [(pattern: String, reaches: String)] = [
        (#"\.\./+shared\b"#, "a shared folder beside the repository"),
        (#"\bshared/+(schemas|design|hig)\b"#, "a shared folder beside the repository"),
        (#"\broot\.deletingLastPathComponent\(\)"#, "the folder above the repository"),
        (#"Repo\.path\("\.\.(/|")"#, "the folder above the repository"),
        (#"dirname "\$0"\)/\.\./\.\."#, "the folder above the repository"),
        (#"dirname\(ROOT\)|\bROOT, "\.\."|\bROOT\)?, *"\.\./"#, "the folder above the repository"),
    ]

    /// The lines of a text that reach outside the repository, with what each reaches.
    static func escapes(in text: String) throws -> [(line: Int, reaches: String)] {
        // Simple word boundaries: Unicode's would see `Repo.root.deleting…` as one word, with no boundary before `root`.
        let patterns = try escapes.map { (try Regex($0.pattern).wordBoundaryKind(.simple), $0.reaches) }
        var found: [(Int, String)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let hit = patterns.first(where: { line.contains($0.0) }) { found.append((index + 1, hit.1)) }
        }
        return found
    }

    /// Every test, script and build file: Swift, Python, C and shell sources, and executables without an extension.
    static func sourcesToScan() throws -> [String] {
        let manager = FileManager.default
        var files = ["Package.swift", "Makefile"].filter { manager.fileExists(atPath: Repo.path($0)) }
        for folder in ["Tests", "scripts", "benchmarks", ".ci"] {
            let walker = try #require(manager.enumerator(atPath: Repo.path(folder)))
            while let relative = walker.nextObject() as? String {
                let path = folder + "/" + relative
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: Repo.path(path), isDirectory: &isFolder), !isFolder.boolValue else { continue }
                let ending = (relative as NSString).pathExtension
                if ["swift", "py", "sh", "c"].contains(ending) || (ending.isEmpty && manager.isExecutableFile(atPath: Repo.path(path))) {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    @Test("no test, script or build file reads outside the repository")
    func nothingReadsOutsideTheRepository() throws {
        let files = try Self.sourcesToScan()
        for expected in ["Tests/PiclintTests/FormatTests.swift", "Tests/schema_check.py", "scripts/setup", "scripts/install",
                         "benchmarks/run.py", ".ci/run"] {
            #expect(files.contains(expected), "the scan misses \(expected)")
        }
        var found: [String] = []
        for file in files {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Repo.path(file))), as: UTF8.self)
            found += try Self.escapes(in: text).map { "\(file):\($0.line) reads \($0.reaches)" }
        }
        #expect(found.isEmpty, "\(found)")
    }

    @Test("the scan catches each way out it knows", arguments: [
        // Spelt with a `|` that is removed before the scan, so this file, which is scanned too, does not match itself.
        "Repo.root.|deletingLastPathComponent().appendingPathComponent(\"schemas/junit.xsd\")",
        "let notes = \"..|/shared/notes.txt\"",
        "xmllint --schema /work/sha|red/schemas/junit.xsd report.xml",
        "cd \"$(dirname \"$0\")/..|/..\"",
        "DESIGN = os.path.join(os.path.dirname(RO|OT), \"shared\")",
        "try String(contentsOfFile: Repo.path(\"..|/notes.md\"))",
    ])
    func scanCatchesEscapes(planted: String) throws {
        let line = planted.replacingOccurrences(of: "|", with: "")
        #expect(try Self.escapes(in: "first line\n" + line).map(\.line) == [2], "\(line)")
        #expect(try Self.escapes(in: planted).isEmpty)
    }

    @Test("the scan passes paths inside the repository")
    func scanPassesRepositoryPaths() throws {
        let inside = """
            cd "$(dirname "$0")/.."
            ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
            try TestTools.requireFile("Tests/Schemas/junit.xsd")
            let shared = UnitInValuesRule.sharedUnit(values)
            """
        #expect(try Self.escapes(in: inside).isEmpty)
    }

    /// The SHA-256 of a file, from the system's own tool (sha256sum on Linux, shasum on macOS).
    static func sha256(_ path: String) throws -> String {
        let result = try #require(TestTools.run("sha256sum", [path]) ?? TestTools.run("shasum", ["-a", "256", path]),
                                  "neither sha256sum nor shasum is on PATH")
        try #require(result.status == 0, "\(result.stderr)")
        return String(result.stdout.prefix { !$0.isWhitespace })
    }

    @Test("the schemas in Tests/Schemas are byte for byte the ones SOURCES.md names, and every one is named")
    func vendoredSchemasMatchTheirSources() throws {
        let sources = try String(contentsOfFile: try TestTools.requireFile("Tests/Schemas/SOURCES.md"), encoding: .utf8)
        let row = try Regex(#"^\| `([^`]+)` \| (\d+) \| `([0-9a-f]{64})` \|"#)
        var named: [String] = []
        for line in sources.split(separator: "\n") {
            guard let match = line.firstMatch(of: row), let name = match.output[1].substring.map(String.init),
                  let bytes = match.output[2].substring.flatMap({ Int($0) }), let digest = match.output[3].substring else { continue }
            named.append(name)
            let path = try TestTools.requireFile("Tests/Schemas/" + name)
            let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
            #expect(size == bytes, "\(name)")
            #expect(try Self.sha256(path) == String(digest), "\(name) differs from the published file SOURCES.md names")
        }
        #expect(named.sorted() == ["junit-10.xsd", "junit.xsd", "sarif-schema-2.1.0.json"])
        let present = try FileManager.default.contentsOfDirectory(atPath: Repo.path("Tests/Schemas"))
            .filter { $0 != "SOURCES.md" && $0 != "LICENSE-Apache-2.0.txt" }
        #expect(present.sorted() == named.sorted(), "every schema in Tests/Schemas needs its row in SOURCES.md")
        // junit.xsd is under the Apache License 2.0, whose text must travel with it.
        let licence = try String(contentsOfFile: try TestTools.requireFile("Tests/Schemas/LICENSE-Apache-2.0.txt"), encoding: .utf8)
        #expect(licence.contains("Apache License") && licence.contains("Version 2.0, January 2004"))
        #expect(try String(contentsOfFile: Repo.path("Tests/Schemas/junit.xsd"), encoding: .utf8).contains("Apache License Version 2.0"))
    }

    @Test("a missing xmllint is named, with the command that installs it")
    func missingXmllintIsNamed() throws {
        let empty = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let problem = try #require(TestTools.xmllintProblem(searchPath: empty))
        #expect(problem.hasPrefix("xmllint is missing"))
        #expect(problem.contains("scripts/setup --dev"))
        #expect(problem.contains("libxml2-utils"))
        #expect(!problem.contains("python"))
    }

    @Test("a missing rsvg-convert is named, with the command that installs it")
    func missingRsvgIsNamed() throws {
        let empty = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let problem = try #require(TestTools.rsvgProblem(searchPath: empty))
        #expect(problem.hasPrefix("rsvg-convert is missing"))
        #expect(problem.contains("scripts/setup --dev"))
        #expect(problem.contains("librsvg2-bin"))
    }

    @Test("a missing Chromium is named, with the command that installs it, and a PICLINT_CHROMIUM that is no program")
    func missingChromiumIsNamed() throws {
        let empty = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let problem = try #require(TestTools.chromiumProblem(searchPath: empty, environment: [:], applications: []))
        #expect(problem.hasPrefix("Chromium is missing"))
        #expect(problem.contains("scripts/setup --dev"))
        #expect(problem.contains("Debian: chromium"))
        #expect(problem.contains("PICLINT_CHROMIUM"))
        let wrong = try #require(TestTools.chromiumProblem(searchPath: empty, environment: ["PICLINT_CHROMIUM": empty + "/no-browser"], applications: []))
        #expect(wrong.hasPrefix("PICLINT_CHROMIUM is \(empty)/no-browser"))
        // A browser on the search path is found by any of its names, and the variable wins over it.
        let browser = empty + "/google-chrome"
        try write("#!/bin/sh\n", to: browser)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: browser)
        #expect(try TestTools.chromium(searchPath: "/nonexistent:" + empty, environment: [:], applications: []).get() == browser)
        #expect(try TestTools.chromium(searchPath: empty, environment: ["PICLINT_CHROMIUM": "/bin/sh"], applications: []).get() == "/bin/sh")
    }

    @Test("a missing python3 is named, with the command that installs it")
    func missingPythonIsNamed() throws {
        let empty = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let problem = try #require(TestTools.pythonProblem(modules: ["jsonschema"], searchPath: empty))
        #expect(problem.hasPrefix("python3 is missing"))
        #expect(problem.contains("scripts/setup --dev"))
        #expect(problem.contains("python3-jsonschema"))
    }

    @Test("a missing Python module is named alone, not the ones that are there")
    func missingModuleIsNamed() throws {
        try TestTools.requirePython(["jsonschema"])
        let problem = try #require(TestTools.pythonProblem(modules: ["jsonschema", "piclint_no_such_module"]))
        #expect(problem.contains("has no `piclint_no_such_module` module"))
        #expect(problem.contains("scripts/setup --dev"))
        #expect(!problem.contains("`jsonschema`"))
        #expect(TestTools.pythonProblem(modules: ["jsonschema"]) == nil)
    }

    @Test("the setup and install scripts parse, and answer --help without installing anything")
    func scriptsParse() throws {
        for script in ["scripts/setup", "scripts/install", ".ci/run"] {
            let parsed = try #require(TestTools.run("bash", ["-n", Repo.path(script)]), "bash is not on PATH")
            #expect(parsed.status == 0, "\(script): \(parsed.stderr)")
        }
        for script in ["scripts/setup", "scripts/install"] {
            let help = try #require(TestTools.run(Repo.path(script), ["--help"]))
            #expect(help.status == 0, "\(script): \(help.stderr)")
            #expect((help.stdout + help.stderr).contains("usage:"), "\(script)")
        }
        let wrong = try #require(TestTools.run(Repo.path("scripts/setup"), ["--no-such-option"]))
        #expect(wrong.status == 2)
        #expect(wrong.stderr.contains("--no-such-option"))
    }
}
