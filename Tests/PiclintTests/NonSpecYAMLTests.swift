import Foundation
import Spec
import Testing
import Source
import YAML

/// A repository's own YAML beside its specs: what a folder walk, a glob and the pre-commit hook do with it.
private enum RepoWithOtherYAML {
    static let files: [String: String] = [
        ".github/workflows/ci.yml": """
            name: CI
            on: [push, pull_request]
            jobs:
              test:
                runs-on: ubuntu-latest
                steps:
                  - uses: actions/checkout@v4
            """,
        ".github/dependabot.yml": "version: 2\nupdates:\n  - package-ecosystem: swift\n    directory: /\n    schedule: {interval: weekly}\n",
        ".gitlab-ci.yml": "stages: [test]\ntest:\n  stage: test\n  script: [swift test]\n",
        ".pre-commit-config.yaml": "repos:\n  - repo: https://example.invalid/piclint\n    rev: v1\n    hooks:\n      - id: piclint\n",
        ".piclint.yml": "failOn: error\n",
        "docker-compose.yml": "services:\n  web:\n    image: nginx\n    ports: [\"80:80\"]\n",
        "compose.yaml": "services:\n  db:\n    image: postgres\n",
        "mkdocs.yml": "site_name: Docs\nnav:\n  - Home: index.md\n",
        "k8s/deployment.yaml": "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: web\n",
        "api/openapi.yaml": "openapi: 3.1.0\ninfo: {title: API, version: '1'}\npaths: {}\n",
        "ansible/playbook.yml": "- hosts: all\n  tasks:\n    - name: ping\n      ping:\n",
        // Not YAML until Helm has filled it in: a parse error in a file that is no spec.
        "chart/templates/deployment.yaml": "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  labels:\n    {{- include \"chart.labels\" . | nindent 4 }}\n",
        "chart/Chart.yaml": "apiVersion: v2\nname: chart\nversion: 0.1.0\n",
        "notes/empty.yaml": "",
        "screens/good.yaml": "screen: New Alarm\ncontrols:\n  - id: alarm-time\n    kind: datePicker\n    mode: time\n    minuteInterval: 5\n",
        "screens/no-screen.yaml": "platform: iOS\ncontrols:\n  - id: alarm-time\n    kind: datePicker\n    mode: time\n    minuteInterval: 5\n",
        "screens/no-controls.yaml": "screen: Settings\nplatform: iOS\n",
        "screens/broken.yaml": "screen: Broken\ncontrols:\n  - id: a\n    kind: [picker\n",
    ]

    /// Exactly the findings of the specs: the one without `screen`, the one without `controls`, the broken one.
    static let specFindings = [
        "screens/broken.yaml:5:1: error: did not find expected ',' or ']' (while parsing a flow sequence at 4:11) [yaml-syntax]",
        "screens/no-controls.yaml:1:1: error: `controls` is missing [spec-invalid]",
        "screens/no-screen.yaml:1:1: error: `screen` is missing [spec-invalid]",
    ]

    /// The files that are not specs, hidden ones included.
    static var nonSpecs: [String] { files.keys.filter { !$0.hasPrefix("screens/") }.sorted() }

    static func make() throws -> String {
        let root = try makeScratchDirectory()
        for (path, text) in files { try write(text, to: root + "/" + path) }
        return root
    }
}

@Suite("Non-spec YAML is left alone")
struct NonSpecYAMLTests {
    /// The report's finding and summary lines; each finding's `  = help:` line is left out, as these tests are about
    /// which files are linted.
    private func lines(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("  = help: ") }
    }

    @Test("a folder walk reports exactly the specs' problems and says how many YAML files were no specs")
    func walk() throws {
        let root = try RepoWithOtherYAML.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["."], in: root)
        #expect(result.status == 1)
        // Hidden files and folders are never walked; of the rest, nine YAML files are not specs.
        #expect(lines(result.stdout) == RepoWithOtherYAML.specFindings
            + ["4 files, 3 errors, 0 warnings (9 YAML files skipped: not specs)"])
        #expect(result.stderr == "piclint: failed: 3 errors (failOn: error in the config)\n")
    }

    @Test("hook mode: every file named with --skip-non-specs gives the same findings, and the hidden configs pass")
    func hook() throws {
        let root = try RepoWithOtherYAML.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let all = RepoWithOtherYAML.files.keys.sorted()
        let result = try runPiclint(["--skip-non-specs"] + all, in: root)
        #expect(result.status == 1)
        #expect(lines(result.stdout) == RepoWithOtherYAML.specFindings
            + ["4 files, 3 errors, 0 warnings (\(RepoWithOtherYAML.nonSpecs.count) YAML files skipped: not specs)"])

        // A commit of nothing but a workflow and a compose file passes.
        let others = try runPiclint(["--skip-non-specs", ".github/workflows/ci.yml", "docker-compose.yml"], in: root)
        #expect(others.status == 0)
        #expect(others.stdout == "0 files, 0 errors, 0 warnings (2 YAML files skipped: not specs)\n")
    }

    @Test("the hook as .pre-commit-hooks.yaml defines it: its entry on the staged files its `files` pattern selects")
    func hookDefinition() throws {
        let hooks = Parser().parse(try String(contentsOfFile: Repo.path(".pre-commit-hooks.yaml"), encoding: .utf8))
        let hook = try #require(hooks.documents.first?.root[0])
        let entry = try #require(hook["entry"]?.scalar?.text).split(separator: " ").map(String.init)
        let pattern = try NSRegularExpression(pattern: try #require(hook["files"]?.scalar?.text))
        #expect(entry == ["piclint", "--skip-non-specs"])
        // pre-commit runs a hook that requires serial in one process with every staged file (unless the names pass the
        // command line's length), not a batch per CPU at once, each with its own summary and verdict.
        #expect(hook["require_serial"]?.scalar?.text == "true")
        let root = try RepoWithOtherYAML.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // pre-commit searches each staged path with the pattern and passes the matches after the entry's arguments.
        let staged = RepoWithOtherYAML.files.keys.sorted().filter {
            pattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
        }
        #expect(staged.count == RepoWithOtherYAML.files.count)
        let result = try runPiclint(Array(entry.dropFirst()) + staged, in: root)
        #expect(result.status == 1)
        #expect(lines(result.stdout).dropLast() == ArraySlice(RepoWithOtherYAML.specFindings))
        // One run: one summary, one verdict.
        #expect(lines(result.stdout).filter { $0.contains(" files, ") }.count == 1)
        #expect(lines(result.stderr).filter { $0.hasPrefix("piclint: failed") }.count == 1)
    }

    @Test("a spec that forgot `screen` or `controls` is still reported in hook mode")
    func forgottenKeys() throws {
        let root = try RepoWithOtherYAML.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint(["--skip-non-specs", "screens/no-screen.yaml", "screens/no-controls.yaml"], in: root)
        #expect(result.status == 1)
        #expect(lines(result.stdout) == Array(RepoWithOtherYAML.specFindings.dropFirst()) + ["2 files, 2 errors, 0 warnings"])
    }

    @Test("a file named without --skip-non-specs is linted as a spec, whatever it holds")
    func namedFile() throws {
        let root = try RepoWithOtherYAML.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint([".github/workflows/ci.yml"], in: root)
        #expect(result.status == 1)
        #expect(lines(result.stdout) == [
            ".github/workflows/ci.yml:1:1: error: `controls` is missing [spec-invalid]",
            ".github/workflows/ci.yml:1:1: error: `screen` is missing [spec-invalid]",
            ".github/workflows/ci.yml:1:1: warning: unknown key `name` in a screen [spec-unknown-key]",
            ".github/workflows/ci.yml:2:1: warning: unknown key `on` in a screen [spec-unknown-key]",
            ".github/workflows/ci.yml:3:1: warning: unknown key `jobs` in a screen [spec-unknown-key]",
            "1 file, 2 errors, 3 warnings",
        ])
        // Named and found by the walk too: naming it wins. The empty file named is "no screen", as before.
        let both = try runPiclint([".", "mkdocs.yml", "notes/empty.yaml"], in: root)
        #expect(both.stdout.contains("mkdocs.yml:1:1: error: `screen` is missing [spec-invalid]"))
        #expect(both.stdout.contains("notes/empty.yaml:1:1: error: the file holds no screen [spec-invalid]"))
        #expect(both.stdout.hasSuffix("6 files, 6 errors, 2 warnings (7 YAML files skipped: not specs)\n"))
    }

    @Test("a glob the shell left alone is a walk: its non-specs are skipped and counted")
    func glob() throws {
        let root = try RepoWithOtherYAML.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // As in a shell, `*` matches no hidden file (.gitlab-ci.yml, .piclint.yml), and no hidden folder is entered.
        // The pattern yields no spec: a run that checks nothing fails, as a glob that matches nothing does.
        let result = try runPiclint(["**/*.yml"], in: root)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "piclint: error: no spec file found in **/*.yml (3 YAML files found, none of them a spec: "
            + "a spec has `screen` or `controls` at its top level)\n")
        // A pattern whose name starts with a dot names hidden files.
        let hidden = try runPiclint([".*.yml"], in: root)
        #expect(hidden.status == 2)
        #expect(hidden.stderr == "piclint: error: no spec file found in .*.yml (2 YAML files found, none of them a spec: "
            + "a spec has `screen` or `controls` at its top level)\n")
        let screens = try runPiclint(["screens/*.yaml"], in: root)
        #expect(lines(screens.stdout) == RepoWithOtherYAML.specFindings + ["4 files, 3 errors, 0 warnings"])
    }

    @Test("reports other than text neither list nor count the skipped files")
    func otherReports() throws {
        let root = try RepoWithOtherYAML.make()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try runPiclint([".", "--format", "json"], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["files"] as? Int == 4)
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(Set(diagnostics.compactMap { $0["file"] as? String }) == ["screens/broken.yaml", "screens/no-controls.yaml", "screens/no-screen.yaml"])
        let junit = try runPiclint([".", "--format", "junit"], in: root)
        #expect(!junit.stdout.contains("docker-compose.yml"))
        #expect(!junit.stdout.contains("chart/templates"))
        let simulate = try runPiclint(["simulate", "."], in: root)
        #expect(simulate.stdout.hasSuffix("2 pickers in 4 files\n"))
    }

    @Test("--fix over a folder leaves a non-spec untouched, even one with a key a spec fix would rename")
    func fixLeavesNonSpecs() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Linted as a spec, `local` would be renamed to `locale` (a suggestion: the renamed setting takes effect, so
        // only --unsafe-fixes makes it): named, --fix-dry-run --unsafe-fixes shows that edit.
        let other = "name: translations\nlocal: de\n"
        try write(other, to: root + "/tool.yml")
        let named = try runPiclint(["--fix-dry-run", "--unsafe-fixes", "tool.yml"], in: root)
        #expect(named.stdout.contains("+locale: de"))
        try write("screen: S\nlocal: en_US\ncontrols: []\n", to: root + "/screens/s.yaml")
        let result = try runPiclint(["--fix", "--unsafe-fixes", "."], in: root)
        #expect(try String(contentsOfFile: root + "/tool.yml", encoding: .utf8) == other)
        #expect(try String(contentsOfFile: root + "/screens/s.yaml", encoding: .utf8) == "screen: S\nlocale: en_US\ncontrols: []\n")
        #expect(result.stderr == "piclint: fixed 1 finding in screens/s.yaml\n")
        #expect(result.stdout == "1 file, 0 errors, 0 warnings (1 YAML file skipped: not a spec)\n")
    }

    @Test("standard input is named: linted as a spec, unless --skip-non-specs")
    func standardInput() throws {
        let compose = "services:\n  web:\n    image: nginx\n"
        let named = try runPiclint(["-"], stdin: compose)
        #expect(named.status == 1)
        #expect(named.stdout.contains("<stdin>:1:1: error: `screen` is missing [spec-invalid]"))
        let skipped = try runPiclint(["--skip-non-specs", "-"], stdin: compose)
        #expect(skipped.status == 0)
        #expect(skipped.stdout == "0 files, 0 errors, 0 warnings (1 YAML file skipped: not a spec)\n")
    }
}

@Suite("Recognizing a spec")
struct SpecRecognitionTests {
    private func isSpec(_ text: String) -> Bool {
        SpecRecognition.isPlainlySpec(Parser().parse(text))
    }

    @Test("a top-level `screen` or `controls` makes a spec, in any document, block or flow, or as a list of screens")
    func specs() {
        #expect(isSpec("screen: A\ncontrols: []\n"))
        #expect(isSpec("controls:\n  - id: a\n    kind: picker\n"))
        #expect(isSpec("screen: A\nplatform: iOS\n"))
        #expect(isSpec("{\"screen\": \"A\", \"controls\": []}"))
        #expect(isSpec("apiVersion: v1\n---\nscreen: B\ncontrols: []\n"))
        #expect(isSpec("- screen: A\n  controls: []\n"))
        #expect(isSpec("x-base: &base\n  screen: A\n  controls: []\n<<: *base\n"))
    }

    @Test("other YAML is no spec: workflows, manifests, playbooks, scalars, empty files, ordinary spec-like keys")
    func others() {
        #expect(!isSpec("on: push\njobs: {}\n"))
        #expect(!isSpec("apiVersion: v1\nkind: ConfigMap\n---\napiVersion: v1\nkind: Service\n"))
        #expect(!isSpec("- hosts: all\n  tasks: []\n"))
        #expect(!isSpec("just a scalar\n"))
        #expect(!isSpec(""))
        #expect(!isSpec("# only a comment\n"))
        #expect(!isSpec("platform: x64\nlocale: en_US\nsize: 3\n"))
        #expect(!isSpec("settings:\n  screen: main\n  controls: []\n"))
        #expect(!isSpec("screens: [a, b]\n"))
    }

    @Test("a file that is not YAML is a spec when a line starts with `screen:` or `controls:`")
    func brokenFiles() {
        #expect(isSpec("screen: A\ncontrols:\n  - id: a\n    kind: [picker\n"))
        #expect(isSpec("\"controls\" :\n  - {id: a\n"))
        #expect(isSpec("\u{FEFF}\tbad: [\nscreen: A\n"))
        #expect(!isSpec("metadata:\n  labels:\n    {{- include \"x\" . | nindent 4 }}\n"))
        #expect(!isSpec("a: [\n  screen: nested\n"))
        #expect(!isSpec("bad: [\nscreenshot: x\n"))
    }

    @Test("a UTF-32 spec is recognized, so a walk still says it cannot be read")
    func utf32() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var bytes: [UInt8] = [0xFF, 0xFE, 0, 0]
        for scalar in "screen: A\ncontrols: []\n".unicodeScalars {
            let value = scalar.value
            bytes += [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF), UInt8((value >> 16) & 0xFF), UInt8(value >> 24)]
        }
        #expect(FileManager.default.createFile(atPath: root + "/wide.yaml", contents: Data(bytes)))
        let result = try runPiclint(["."], in: root)
        #expect(result.status == 1)
        #expect(result.stdout.contains("wide.yaml:1:1: error: the file is UTF-32"))
        #expect(result.stdout.hasSuffix("1 file, 1 error, 0 warnings\n"))
    }
}

/// A folder or glob whose YAML files are all plainly not specs checked nothing: it fails like an empty folder, except in
/// the pre-commit hook's mode, whose staged YAML files may all be workflows.
@Suite("Runs that find only non-spec YAML")
struct OnlyNonSpecYAMLTests {
    @Test("a folder of workflows and compose files exits 2 and says what a spec is; simulate likewise; the hook's mode passes")
    func onlyNonSpecs() throws {
        let root = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("on: push\njobs:\n  build: {runs-on: ubuntu-latest}\n", to: root + "/ops/ci.yml")
        try write("services:\n  db: {image: postgres}\n", to: root + "/ops/compose.yaml")
        let message = "piclint: error: no spec file found in ops (2 YAML files found, none of them a spec: "
            + "a spec has `screen` or `controls` at its top level)\n"
        for command in [["ops"], ["simulate", "ops"]] {
            let result = try runPiclint(command, in: root)
            #expect(result.status == 2, "\(command)")
            #expect(result.stderr == message, "\(command)")
        }
        let hook = try runPiclint(["--skip-non-specs", "ops/ci.yml", "ops/compose.yaml"], in: root)
        #expect(hook.status == 0)
        #expect(hook.stdout == "0 files, 0 errors, 0 warnings (2 YAML files skipped: not specs)\n")
        #expect(hook.stderr.isEmpty)
    }
}
