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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Repo.path("schemas/report.schema.json")] + paths
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "python3 with jsonschema is needed (pip install jsonschema): \(errors)")
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
}
