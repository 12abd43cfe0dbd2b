import Foundation
import Testing

/// The JSON report validated against schemas/report.schema.json by a real JSON Schema validator (Python's jsonschema).
@Suite("JSON report schema")
struct SchemaTests {
    /// Validates each JSON document against the schema; returns the validator's complaints, one per invalid document.
    func validate(_ documents: [String]) throws -> [String] {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let path = directory + "/report-\(index).json"
            try write(document, to: path)
            paths.append(path)
        }
        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker())
            for path in sys.argv[2:]:
                errors = sorted(validator.iter_errors(json.load(open(path))), key=str)
                print("ok" if not errors else "invalid: " + errors[0].message)
            """
        return try python(["-c", script, Repo.path("schemas/report.schema.json")] + paths, modules: ["jsonschema"])
    }

    /// Runs python3 with arguments and returns its output lines, once the modules the script imports are known to be there.
    func python(_ arguments: [String], modules: [String] = ["jsonschema"], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try TestTools.requirePython(modules, sourceLocation: sourceLocation)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the python3 check failed: \(errors)")
        return output.split(separator: "\n").map(String.init)
    }

    @Test("every fixture's JSON report, and a whole run's, are valid against the schema")
    func fixturesValidate() throws {
        var documents = GoldenTests.fixtures.map { GoldenTests.report($0, json: true) }
        documents.append(try runPiclint(["--format", "json", "--now", GoldenTests.now, "Fixtures"], in: Repo.root.path).stdout)
        let verdicts = try validate(documents)
        #expect(verdicts.count == documents.count)
        #expect(verdicts.allSatisfy { $0 == "ok" }, "\(verdicts.filter { $0 != "ok" })")
    }

    @Test("the validator is real: reports that break the schema are rejected")
    func schemaRejects() throws {
        let good = GoldenTests.report("bad/" + (GoldenTests.fixtures.first { $0.hasPrefix("bad/") }?.dropFirst(4) ?? ""), json: true)
        let broken = [
            good.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": \"1\""),
            good.replacingOccurrences(of: "\"severity\": \"error\"", with: "\"severity\": \"fatal\""),
            good.replacingOccurrences(of: "\"line\": ", with: "\"row\": "),
        ]
        #expect(broken.allSatisfy { $0 != good })
        let verdicts = try validate(broken)
        #expect(verdicts.count == 3)
        #expect(verdicts.allSatisfy { $0.hasPrefix("invalid") }, "\(verdicts)")
    }

    /// Runs Tests/schema_check.py: YAML files against a JSON Schema, read as YAML 1.2.
    func checkYAML(_ schema: String, _ files: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try python([Repo.path("Tests/schema_check.py"), Repo.path(schema)] + files, modules: ["jsonschema", "ruamel.yaml"], sourceLocation: sourceLocation)
    }

    @Test("every good fixture is valid against schemas/spec.schema.json, which editors use")
    func specSchemaAcceptsGoodScreens() throws {
        // YAML specs only: the Interface Builder fixtures are XML, which the spec schema does not describe.
        let files = GoldenTests.fixtures.filter { $0.hasPrefix("good/") && ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) }
            .map { Repo.path("Fixtures/" + $0) }
        let verdicts = try checkYAML("schemas/spec.schema.json", files)
        #expect(verdicts.count >= files.count)
        #expect(verdicts.allSatisfy { $0 == "ok" }, "\(verdicts.filter { $0 != "ok" })")
    }

    @Test("the spec schema rejects what piclint rejects: unknown keys, bad enum values, wrong types")
    func specSchemaRejects() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let specs = [
            "screen: S\ncontrols:\n  - {id: d, kind: datePicker, minuteIntervl: 5}\n",
            "screen: S\nplatform: ios\ncontrols: []\n",
            "screen: S\ncontrols:\n  - {id: p, kind: picker, values: [1], range: {from: 1, to: 2}}\n",
            "controls: []\n",
        ]
        var paths: [String] = []
        for (index, spec) in specs.enumerated() {
            paths.append(directory + "/spec\(index).yaml")
            try write(spec, to: paths[index])
        }
        let verdicts = try checkYAML("schemas/spec.schema.json", paths)
        #expect(verdicts.count == specs.count)
        #expect(verdicts.allSatisfy { $0.hasPrefix("invalid") }, "\(verdicts)")
    }

    @Test("piclint init's config is valid against schemas/config.schema.json; a wrong one is not")
    func configSchema() throws {
        let directory = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try runPiclint(["init"], in: directory)
        try write("rules:\n  long-list: {severity: loud}\n", to: directory + "/bad.yml")
        let verdicts = try checkYAML("schemas/config.schema.json", [directory + "/.piclint.yml", directory + "/bad.yml"])
        #expect(verdicts.first == "ok")
        #expect(verdicts.last?.hasPrefix("invalid") == true)
    }
}
