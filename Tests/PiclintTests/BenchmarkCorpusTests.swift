import Foundation
import Testing

/// The benchmark's corpus is what it claims to be: specs piclint accepts, carrying the mistakes the generator
/// means to plant, each found, and nothing else. Otherwise the benchmark would time piclint on input it rejects,
/// or on findings nobody chose.
@Suite("The benchmark corpus")
struct BenchmarkCorpusTests {
    /// Rules that say a file is not a valid spec. The generator's only one of them is a misspelt key it plants.
    static let structural: Set = ["yaml-syntax", "spec-invalid", "spec-unknown-key", "duplicate-key"]
    static let profiles = ["realistic", "findings"]

    /// What generate.py's --manifest says of one file.
    struct Plan: Decodable {
        var planted: Set<String>
        var incidental: Set<String>
        var possible: Set<String>
    }

    struct Report: Decodable {
        struct Finding: Decodable {
            var file: String
            var rule: String
        }
        var diagnostics: [Finding]
    }

    @Test("Each profile's files are valid specs, with exactly the findings the generator's manifest names")
    func corpusMatchesItsManifest() throws {
        try TestTools.requirePython([])
        let scratch = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var plans: [String: Plan] = [:]
        for profile in Self.profiles {
            let directory = (scratch as NSString).appendingPathComponent(profile)
            let manifest = (scratch as NSString).appendingPathComponent("\(profile).json")
            let generated = try #require(TestTools.run("python3", [
                Repo.path("benchmarks/generate.py"), directory, "--files", "60", "--seed", "2026", "--big", "30",
                "--profile", profile, "--manifest", manifest,
            ]), "python3 could not be started")
            try #require(generated.status == 0, "generate.py failed: \(generated.stderr)")
            let entries = try JSONDecoder().decode([String: Plan].self, from: Data(contentsOf: URL(fileURLWithPath: manifest)))
            // Report paths are relative to the scratch folder, where piclint runs; the big file's is ../NAME.big.yaml.
            for (file, plan) in entries {
                plans[Self.absolute(profile + "/" + file, in: scratch)] = plan
            }
        }
        #expect(plans.count == 2 * 61, "60 files and the big one for each profile")

        let arguments = ["--now", "2026-11-24T09:41", "--fail-on", "never", "--format", "json"]
            + Self.profiles.flatMap { [$0, "\($0).big.yaml"] }
        let result = try runPiclint(arguments, in: scratch)
        try #require(result.status == 0, "piclint failed: \(result.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(result.stdout.utf8))
        var found: [String: Set<String>] = [:]
        var counts: [String: Int] = [:]
        for finding in report.diagnostics {
            found[Self.absolute(finding.file, in: scratch), default: []].insert(finding.rule)
            counts[String(finding.file.prefix { $0 != "/" }), default: 0] += 1
        }
        #expect(Set(found.keys).isSubset(of: Set(plans.keys)), "findings in files the manifest does not name")

        for (file, plan) in plans.sorted(by: { $0.key < $1.key }) {
            let rules = found[file] ?? []
            let certain = plan.planted.union(plan.incidental)
            #expect(certain.isSubset(of: rules), "\(file): meant \(certain.sorted()), missing \(certain.subtracting(rules).sorted())")
            let unmeant = rules.subtracting(certain).subtracting(plan.possible)
            #expect(unmeant.isEmpty, "\(file): found \(unmeant.sorted()), which the generator did not plant")
            let invalid = rules.intersection(Self.structural).subtracting(plan.planted)
            #expect(invalid.isEmpty, "\(file) is not a valid spec: \(invalid.sorted())")
        }
        // The check means something only if the corpus plants every kind of mistake the generator makes.
        let planted = plans.values.reduce(into: Set<String>()) { $0.formUnion($1.planted) }
        #expect(planted == ["default-not-in-values", "distinct-values", "minute-interval", "predictable-order", "spec-unknown-key"])
        // The profiles differ as they say: about one finding a screen, and about three (counted without the big files).
        #expect((0.5...1.5).contains(Double(counts["realistic"] ?? 0) / 60), "realistic: \(counts["realistic"] ?? 0) findings in 60 files")
        #expect((2.5...3.5).contains(Double(counts["findings"] ?? 0) / 60), "findings: \(counts["findings"] ?? 0) findings in 60 files")
    }

    /// A path relative to a folder, as one absolute path without `..`, so the manifest's and the report's agree.
    static func absolute(_ relative: String, in folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent(relative).standardized.path
    }
}
