import Foundation
import Driver
import Lint
import PickerModel
import RuleDocs
import Testing
import Source
import YAML

/// A rule's entry in `rules/`, read the way the tests need it.
struct RuleDoc {
    /// One example: the YAML (or Interface Builder XML) with markers removed, and the marked positions.
    struct Example {
        var yaml: String
        var marks: [Mark]
        var line: Int
        /// The name the example is linted under: `example.yaml`, `example.storyboard` for an ```xml block, or
        /// `Example.swift` for a ```swift block.
        var path = "example.yaml"
    }

    var id: String
    var title: String?
    var severity: String?
    var triggers: [Example] = []
    var passes: [Example] = []

    static func load(_ id: RuleID) throws -> RuleDoc {
        let text = try String(contentsOfFile: Repo.path("rules/\(id).md"), encoding: .utf8)
        return parse(text, id: id.rawValue)
    }

    static func parse(_ text: String, id: String) -> RuleDoc {
        var doc = RuleDoc(id: id)
        enum Section { case other, triggers, passes }
        var section = Section.other
        var block: [String]?
        var blockStart = 0
        var blockPath = "example.yaml"
        for (number, line) in text.components(separatedBy: "\n").enumerated() {
            if var lines = block {
                if line.hasPrefix("```") {
                    var example = Self.example(lines, line: blockStart)
                    example.path = blockPath
                    switch section {
                    case .triggers: doc.triggers.append(example)
                    case .passes: doc.passes.append(example)
                    case .other: break
                    }
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
                continue
            }
            if line.hasPrefix("```yaml") || line.hasPrefix("```xml") || line.hasPrefix("```swift") {
                block = []
                blockStart = number + 1
                blockPath = line.hasPrefix("```xml") ? "example.storyboard" : line.hasPrefix("```swift") ? "Example.swift" : "example.yaml"
            } else if line.hasPrefix("- **Title:** ") {
                doc.title = String(line.dropFirst("- **Title:** ".count))
            } else if line.hasPrefix("- **Default severity:** ") {
                doc.severity = String(line.dropFirst("- **Default severity:** ".count))
            } else if line.hasPrefix("### ") {
                let heading = line.dropFirst(4).lowercased()
                section = heading.hasPrefix("triggers") ? .triggers : heading.hasPrefix("does not trigger") ? .passes : .other
            } else if line.hasPrefix("## ") {
                section = .other
            }
        }
        return doc
    }

    /// Removes `↓` markers, noting the line and column (in characters) each stood at.
    static func example(_ lines: [String], line: Int) -> Example {
        var marks: [Mark] = []
        var clean: [String] = []
        for (index, text) in lines.enumerated() {
            var output = ""
            var column = 1
            for scalar in text.unicodeScalars {
                if scalar == "↓" {
                    marks.append(Mark(line: index + 1, column: column))
                } else {
                    output.unicodeScalars.append(scalar)
                    column += 1
                }
            }
            clean.append(output)
        }
        return Example(yaml: clean.joined(separator: "\n") + "\n", marks: marks, line: line)
    }
}

@Suite("Rule documentation: rules/ is the single source, and its examples are tests")
struct RuleDocumentationTests {
    static let ids = RuleRegistry.descriptions.map(\.id)

    @Test("every rule has its file, and its title and default severity match the code", arguments: ids)
    func metadata(id: RuleID) throws {
        let doc = try RuleDoc.load(id)
        let description = try #require(RuleRegistry.description(of: id))
        #expect(doc.title == description.title)
        #expect(doc.severity == description.defaultSeverity.rawValue)
        #expect(!doc.triggers.isEmpty, "rules/\(id).md needs an example that triggers the rule")
        #expect(!doc.passes.isEmpty, "rules/\(id).md needs an example that does not trigger the rule")
    }

    @Test("each triggering example gives this rule's findings exactly where ↓ marks them", arguments: ids)
    func triggers(id: RuleID) throws {
        for example in try RuleDoc.load(id).triggers {
            let found = Self.lint(example.yaml, enabling: id, path: example.path).filter { $0.rule == id }.map(\.range.start)
            #expect(!found.isEmpty, "rules/\(id).md, example at line \(example.line): no finding")
            #expect(found.sorted() == example.marks.sorted(),
                    "rules/\(id).md, example at line \(example.line): findings at \(found), marked at \(example.marks)")
        }
    }

    @Test("each non-triggering example gives no finding of this rule", arguments: ids)
    func passes(id: RuleID) throws {
        for example in try RuleDoc.load(id).passes {
            let found = Self.lint(example.yaml, enabling: id, path: example.path).filter { $0.rule == id }
            #expect(found.isEmpty, "rules/\(id).md, example at line \(example.line): \(found.map(\.message))")
        }
    }

    /// Lints an example with the documented rule switched on, even if it is off by default.
    static func lint(_ yaml: String, enabling id: RuleID, path: String = "example.yaml") -> [Diagnostic] {
        let severity = RuleRegistry.description(of: id).map { $0.defaultSeverity == .off ? Severity.warning : $0.defaultSeverity }
        return Linter(severities: severity.map { [id: $0] } ?? [:], model: ReferenceModel(clock: .pinned), frontEnds: .all)
            .lintFile(Array(yaml.utf8), path: path).diagnostics
    }

    @Test("each option is documented with its default and summary, as the rule's options declare them", arguments: ids)
    func options(id: RuleID) throws {
        let text = try String(contentsOfFile: Repo.path("rules/\(id).md"), encoding: .utf8)
        let options = RuleRegistry.description(of: id)?.options ?? []
        let expected = "- **Options:** " + (options.isEmpty ? "none"
            : options.map { "`\($0.name): \($0.defaultValue)` — \($0.summary)" }.joined(separator: "; "))
        #expect(text.split(separator: "\n").contains { $0 == expected }, "rules/\(id).md should say: \(expected)")
    }

    @Test("the binary carries rules/ as it is (run scripts/generate-rule-docs.py after editing a page)", arguments: ids)
    func embedded(id: RuleID) throws {
        let text = try String(contentsOfFile: Repo.path("rules/\(id).md"), encoding: .utf8)
        #expect(RuleDocs.page(id.rawValue)?.markdown == text, "RuleDocs.generated.swift is stale for \(id): run scripts/generate-rule-docs.py")
    }

    @Test("rules/ documents no rule that piclint does not have")
    func noStrayDocs() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Repo.path("rules"))
            .filter { $0.hasSuffix(".md") && $0 != "README.md" }
            .map { String($0.dropLast(3)) }
        #expect(Set(files) == Set(Self.ids.map(\.rawValue)))
        #expect(Set(RuleDocs.pages.map(\.id)) == Set(Self.ids.map(\.rawValue)))
    }

    @Test("markers are read as characters, after earlier markers on the line are removed")
    func markerParsing() {
        let example = RuleDoc.example(["a: ↓1", "b: [↓x, ↓日本, ↓y]"], line: 1)
        #expect(example.yaml == "a: 1\nb: [x, 日本, y]\n")
        #expect(example.marks == [Mark(line: 1, column: 4), Mark(line: 2, column: 5), Mark(line: 2, column: 8), Mark(line: 2, column: 12)])
    }
}
