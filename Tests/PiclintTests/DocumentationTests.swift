import Foundation
import Testing

/// The README and docs/ are what a newcomer reads first: their links lead somewhere, the commands they show
/// exist, the output they quote is what piclint prints (on any day), and the spec reference says what the
/// schema says.
@Suite("Documentation")
struct DocumentationTests {
    /// README.md, every page of docs/ and rules/.
    static func pages() throws -> [String] {
        let folders = ["docs", "rules"]
        return try ["README.md"] + folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: Repo.path(folder)).filter { $0.hasSuffix(".md") }.sorted()
                .map { folder + "/" + $0 }
        }
    }

    /// Markdown text outside fenced code blocks and inline code spans, where links live.
    static func prose(_ text: String) -> String {
        var inFence = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line -> String? in
            if line.hasPrefix("```") {
                inFence.toggle()
                return nil
            }
            guard !inFence else { return nil }
            // Inline code may show link syntax that is no link.
            return line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
        }.joined(separator: "\n")
    }

    /// Every `[text](target)` link of a page.
    static func links(in text: String) -> [String] {
        let pattern = /\[[^\]]*\]\(([^)\s]+)\)/
        return prose(text).matches(of: pattern).map { String($0.output.1) }
    }

    /// GitHub's anchor for a heading: lower case, punctuation but hyphens dropped, spaces as hyphens.
    static func anchor(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    static func anchors(in text: String) -> Set<String> {
        var inFence = false
        var anchors: Set<String> = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            anchors.insert(anchor(String(line.drop { $0 == "#" }.dropFirst()).replacingOccurrences(of: "`", with: "")))
        }
        return anchors
    }

    @Test("every relative link in README.md, docs/ and rules/ leads to a file, and to a heading when it names one")
    func relativeLinksResolve() throws {
        var checked = 0
        for page in try Self.pages() {
            let text = try String(contentsOfFile: Repo.path(page), encoding: .utf8)
            let folder = (page as NSString).deletingLastPathComponent
            for link in Self.links(in: text) where !link.contains("://") && !link.hasPrefix("mailto:") {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? page : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                #expect(FileManager.default.fileExists(atPath: Repo.path(target)), "\(page): \(link) leads nowhere")
                if parts.count == 2, target.hasSuffix(".md"), let linked = try? String(contentsOfFile: Repo.path(target), encoding: .utf8) {
                    #expect(Self.anchors(in: linked).contains(parts[1]), "\(page): \(link) names no heading of \(target)")
                }
                checked += 1
            }
        }
        #expect(checked > 60)
    }

    @Test("the link check finds a broken link and a missing heading")
    func linkCheckFindsBreakage() {
        #expect(Self.links(in: "see [a](docs/a.md#b) and `[c](d)`") == ["docs/a.md#b"])
        #expect(Self.anchor("How piclint decides a YAML file is a spec") == "how-piclint-decides-a-yaml-file-is-a-spec")
        #expect(Self.anchor("The picker model and `piclint simulate`".replacingOccurrences(of: "`", with: "")) == "the-picker-model-and-piclint-simulate")
        #expect(!Self.anchors(in: "# Title\n## Two words\n").contains("missing"))
    }

    /// The `piclint …` command lines of README.md's fenced `sh` blocks.
    static func readmeCommands() throws -> [[String]] {
        let text = try String(contentsOfFile: Repo.path("README.md"), encoding: .utf8)
        var inShell = false
        var commands: [[String]] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("```") {
                inShell = line == "```sh"
                continue
            }
            guard inShell else { continue }
            // A line may run several commands (`a && b`); each that starts with piclint counts.
            for command in line.components(separatedBy: "&&") {
                let words = command.split(separator: "#")[0].split(separator: " ").map(String.init)
                if let first = words.first, first == "piclint" || first.hasSuffix("/piclint") { commands.append(words) }
            }
        }
        return commands
    }

    @Test("every command shown in the README's sh blocks is one `piclint --help` lists, with options its help names")
    func readmeCommandsExist() throws {
        let commands = try Self.readmeCommands()
        #expect(commands.count >= 5)
        let help = try runPiclint(["--help"]).stdout
        for words in commands {
            let arguments = Array(words.dropFirst())
            // A subcommand is the first word that is no option and no path.
            let subcommand = arguments.first.flatMap { word in
                ["lint", "simulate", "rules", "explain", "init"].contains(word) ? word : nil
            }
            if let subcommand {
                #expect(help.contains("  \(subcommand)"), "`piclint \(subcommand)` is not in piclint --help")
            }
            let commandHelp = try runPiclint((subcommand.map { [$0] } ?? []) + ["--help"]).stdout
            for option in arguments where option.hasPrefix("--") {
                let name = String(option.split(separator: "=")[0])
                #expect(commandHelp.contains(name), "`\(words.joined(separator: " "))`: \(name) is not in its --help")
            }
        }
    }

    /// The dates the Fixtures are linted on: a leap day long past, the day the goldens were made, the turn of a
    /// year, and far ahead.
    static let days = ["2020-02-29T00:00", "2026-11-24T09:41", "2026-12-31T23:59", "2027-01-01T00:00", "2099-07-15T12:00"]

    @Test("the README's first command prints the same on any day: the Fixtures' findings do not depend on the date")
    func fixturesOnAnyDay() throws {
        let texts = try Self.days.map { try runPiclint(["--now", $0, "Fixtures"], in: Repo.root.path) }
        for (day, result) in zip(Self.days, texts) {
            #expect(result.stdout == texts[1].stdout && result.stderr == texts[1].stderr, "the Fixtures' report on \(day) differs")
        }
        // Without --now, as the README runs it, on whatever day the tests run.
        let today = try runPiclint(["Fixtures"], in: Repo.root.path)
        #expect(today.stdout == texts[1].stdout && today.status == texts[1].status)
        // The findings of every format, not only the text: the JSON report's diagnostics.
        let findings = try Self.days.map { day -> [String] in
            let json = try runPiclint(["--now", day, "--format", "json", "Fixtures"], in: Repo.root.path).stdout
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            return (object?["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["file"] ?? "") \($0["line"] ?? "") \($0["message"] ?? "")" }
        }
        #expect(Set(findings).count == 1)
    }

    @Test("the output the README quotes for its first command is what piclint prints")
    func readmeQuotesTheRealOutput() throws {
        let readme = try String(contentsOfFile: Repo.path("README.md"), encoding: .utf8)
        let result = try runPiclint(["Fixtures"], in: Repo.root.path)
        let summary = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let failure = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(readme.contains("```\n\(summary)\n\(failure)\n```"), "the README should quote:\n\(summary)\n\(failure)")
        #expect(result.status == 1)
    }

    // MARK: The spec reference and the schema

    /// The rows of docs/spec-format.md's key tables, by the section they stand in and their key.
    static func documentedKeys() throws -> [String: [String: String]] {
        let text = try String(contentsOfFile: Repo.path("docs/spec-format.md"), encoding: .utf8)
        var section = ""
        var keys: [String: [String: String]] = [:]
        // Key tables are those headed `| Key |`; the tables of styles by platform are not.
        var inKeyTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
            if line.hasPrefix("| Key |") { inKeyTable = true }
            if !line.hasPrefix("|") { inKeyTable = false }
            if inKeyTable, let match = line.firstMatch(of: /^\| `([A-Za-z]+)` \|/) {
                keys[section, default: [:]][String(match.output.1)] = String(line)
            }
        }
        return keys
    }

    /// The properties of a schema object.
    static func properties(_ object: Any?) -> [String: Any] {
        (object as? [String: Any])?["properties"] as? [String: Any] ?? [:]
    }

    @Test("docs/spec-format.md documents every key of schemas/spec.schema.json, and no other, with every enum value")
    func specReferenceMatchesTheSchema() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Repo.path("schemas/spec.schema.json")))
        let schema = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        let definitions = schema["definitions"] as? [String: Any] ?? [:]
        let screen = Self.properties(schema)
        let control = Self.properties(definitions["control"])
        let wheel = Self.properties(definitions["wheel"])
        let picker = Self.properties(definitions["picker"])
        let datePicker = Self.properties(definitions["datePicker"])
        let expected: [String: [String: Any]] = [
            "Screen": screen,
            "Size": Self.properties(screen["size"]),
            "Every control": control,
            // A picker's own keys; the wheel's keys may stand on it too, and its table says so.
            "Picker": picker.filter { control[$0.key] == nil && wheel[$0.key] == nil },
            "Wheel": wheel,
            "Range": Self.properties(wheel["range"]),
            "Date picker": datePicker.filter { control[$0.key] == nil },
        ]
        let documented = try Self.documentedKeys()
        let text = try String(contentsOfFile: Repo.path("docs/spec-format.md"), encoding: .utf8)
        for (section, keys) in expected {
            let rows = documented[section] ?? [:]
            #expect(Set(rows.keys) == Set(keys.keys), "section \(section): documented \(rows.keys.sorted()), schema \(keys.keys.sorted())")
            for (key, definition) in keys {
                // The key's row names each of its values.
                for value in (definition as? [String: Any])?["enum"] as? [String] ?? [] {
                    #expect(rows[key]?.contains("`\(value)`") == true, "\(section) `\(key)`: `\(value)` is not documented")
                }
            }
        }
        #expect(Set(documented.keys) == Set(expected.keys), "sections with key tables: \(documented.keys.sorted())")
        // And the picker's table says which wheel keys may stand on it.
        for key in wheel.keys { #expect(text.contains("(`values`, `range`") && text.contains("`\(key)`")) }
    }

    @Test("the README stays short enough to read in five minutes")
    func readmeIsShort() throws {
        let readme = try String(contentsOfFile: Repo.path("README.md"), encoding: .utf8)
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250)
    }
}
