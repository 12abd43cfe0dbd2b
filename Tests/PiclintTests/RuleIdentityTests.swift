import Driver
import Config
import Foundation
import Lint
import PickerModel
import Testing

/// Rule identity and configuration are typed and declared once, by each rule: its id, its kind (and with it its
/// special status), its fixes and its options with their defaults.
@Suite("Rule identity and configuration")
struct RuleIdentityTests {
    @Test("a rule id prints, sorts and encodes as its plain string")
    func ruleIDIsItsString() throws {
        let id: RuleID = "long-list"
        #expect("\(id)" == "long-list")
        #expect(RuleID.specInvalid < RuleID.yamlSyntax)
        #expect(String(decoding: try JSONEncoder().encode([id]), as: UTF8.self) == #"["long-list"]"#)
        #expect(try JSONDecoder().decode(RuleID.self, from: Data(#""yaml-syntax""#.utf8)) == .yamlSyntax)
    }

    @Test("every rule declares its kind: the reader's six, the two about comments, and the checks")
    func kinds() {
        let descriptions = RuleRegistry.descriptions
        #expect(descriptions.filter { if case .input = $0.kind { true } else { false } }.map(\.id)
            == [.yamlSyntax, .xmlSyntax, .swiftSyntax, .specInvalid, .specUnknownKey, .duplicateKey])
        #expect(descriptions.filter { $0.kind == .meta }.map(\.id) == [.unknownRule, .unusedSuppression])
        #expect(RuleRegistry.checks.allSatisfy { type(of: $0).description.kind == .check })
        #expect(descriptions.filter { $0.kind == .check }.count == RuleRegistry.checks.count)
        #expect(Set(descriptions.map(\.id)).count == descriptions.count, "ids are unique")
    }

    @Test("every rule type in Sources/Lint/Rules is in the registry, and every rule has its page")
    func everyRuleIsRegistered() throws {
        let folder = Repo.path("Sources/Lint/Rules")
        var declared: [String] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            // A check is a struct named for what it checks, ending in `Rule` (`struct LongListRule: WheelRule, …`).
            let pattern = try Regex(#"struct (\w+Rule): "#, as: (Substring, Substring).self)
            declared += text.matches(of: pattern).map { String($0.1) }
        }
        let registered = Set(RuleRegistry.checks.map { String(describing: type(of: $0)) })
        for name in declared.sorted() {
            #expect(registered.contains(name), "\(name) is declared but not in RuleRegistry.checks: add one line there, at its place in the catalogue")
        }
        #expect(declared.count == RuleRegistry.checks.count)
        for description in RuleRegistry.descriptions {
            #expect(FileManager.default.fileExists(atPath: Repo.path("rules/\(description.id).md")), "rules/\(description.id).md is missing")
        }
    }

    @Test("only an unreadable file's rule is pinned at error, unsuppressible and outside the findings limit")
    func specialStatus() {
        let descriptions = RuleRegistry.descriptions
        #expect(descriptions.filter { $0.pinnedSeverity != nil }.map(\.id) == [.yamlSyntax, .xmlSyntax])
        #expect(InputRules.yamlSyntax.pinnedSeverity == .error && InputRules.xmlSyntax.pinnedSeverity == .error)
        #expect(descriptions.filter { !$0.canBeSuppressed }.map(\.id) == [.yamlSyntax, .xmlSyntax])
        #expect(descriptions.filter { !$0.countsTowardFindingsLimit }.map(\.id) == [.yamlSyntax, .xmlSyntax])
        #expect(RuleRegistry.ids(where: \.guardsFixes) == [.yamlSyntax, .xmlSyntax, .swiftSyntax, .specInvalid, .duplicateKey])
        #expect(Linter(severities: [.yamlSyntax: .off, .specInvalid: .off], frontEnds: .all).severity(of: InputRules.yamlSyntax) == .error)
        #expect(Linter(severities: [.specInvalid: .off], frontEnds: .all).severity(of: InputRules.specInvalid) == .off)
    }

    @Test("each rule with options describes them from its Options type, one default each")
    func optionsComeFromTheType() throws {
        var withOptions: [RuleID] = []
        for rule in RuleRegistry.checks {
            guard let configurable = type(of: rule) as? any ConfigurableRule.Type else {
                #expect(type(of: rule).description.options.isEmpty)
                continue
            }
            withOptions.append(configurable.description.id)
            #expect(configurable.description.options == Self.table(of: configurable))
        }
        #expect(!withOptions.isEmpty, "the rules with options are listed, with their defaults, in Fixtures/golden/rules.txt")
        #expect(LongListRule.Options().max == 100)
        #expect(LongListRule.Options(values: ["max": 60, "other": 1]).max == 60)
        #expect(ShortListRule.Options(values: [:]) == ShortListRule.Options())
    }

    private static func table<R: ConfigurableRule>(of rule: R.Type) -> [RuleOption] { R.Options.table }

    @Test("a config's option reaches the rule, typed")
    func configuredOption() {
        let yaml = "screen: S\ncontrols:\n  - {id: p, kind: picker, style: wheels, values: [a, b, c, d, e, f, g]}\n"
        let lint = { (options: [RuleID: [String: Int]]) in
            Linter(options: options, model: ReferenceModel(clock: .pinned), frontEnds: .all).lintFile(Array(yaml.utf8), path: "a.yaml").diagnostics
                .filter { $0.rule == "long-list" }
        }
        #expect(lint([:]).isEmpty)
        #expect(lint(["long-list": ["max": 6]]).map(\.message) == ["`p` has 7 values; more than 6 are tedious to spin through"])
    }

    @Test("failOn is typed in the config, with the thresholds --fail-on takes")
    func failOnTyped() throws {
        let config = try ConfigLoader().load("failOn: never\n", path: ".piclint.yml", directory: ".").get()
        #expect(config.failOn == .never)
        #expect(config.failOn?.threshold == nil)
        #expect(FailureThreshold.allCases.map(\.rawValue) == ["error", "warning", "info", "never"])
        #expect(FailureThreshold.warning.threshold == .warning)
    }
}
