import Lint
import Spec
import Source
import YAML

/// Reads `.piclint.yml` with piclint's YAML layer, so every mistake comes with its line and column.
public struct ConfigLoader: Sendable {
    /// The config file's name.
    public static let fileName = ".piclint.yml"
    /// The largest config read, in bytes. Real configs are a few hundred bytes; the bound keeps a huge or endless
    /// file from being read whole before it is refused.
    public static let maxFileSize = 1024 * 1024
    /// The bytes all of a config's patterns may come to with their braces expanded, together: each pattern is
    /// bounded by `GlobLimits`, and this bounds a config that repeats such patterns (or aliases a list of them).
    public static let maxPatternSize = GlobLimits.default.maxExpandedSize

    /// Whether `include` patterns may reach outside the config's folder (`../../**`, `/etc/**`). A config found by
    /// searching the folders above the current one governs its own folder, and was perhaps not written by the person
    /// running piclint, so its patterns stay inside it; a config named with `--config` was chosen, and may.
    public var includeMayLeaveFolder: Bool

    /// Creates a loader; `includeMayLeaveFolder` for a config the user named.
    public init(includeMayLeaveFolder: Bool = false) {
        self.includeMayLeaveFolder = includeMayLeaveFolder
    }

    /// The most mistakes one config reports: a config is a few lines, so more means a file that is not a config at
    /// all (a spec named by mistake, say), and listing each of its keys would bury the message that says so.
    public static let maxProblems = 100

    /// Parses a config's text; `path` names it in errors, `directory` is the folder it sits in. Every mistake is
    /// reported, not only the first: each part of the config is checked whatever the parts before it hold. A YAML
    /// syntax error is the exception: libyaml stops there, so it is the one mistake reported.
    public func load(_ text: String, path: String, directory: String) -> Result<Configuration, ConfigError> {
        let parsed = Parser().parse(text)
        if let error = parsed.error {
            return .failure(ConfigError(file: path, mark: error.mark, message: error.message))
        }
        let reader = Reader(path: path, includeMayLeaveFolder: includeMayLeaveFolder)
        if parsed.documents.count > 1 {
            reader.report(at: parsed.documents[1].start, "a config is one YAML document")
        }
        for duplicate in parsed.documents.first?.duplicateKeys ?? [] {
            reader.report(at: duplicate.duplicate.start, "key `\(duplicate.key)` is given twice (first at \(duplicate.first.start))")
        }
        var config = Configuration(directory: directory)
        config.file = path
        if let root = parsed.documents.first?.root, root.scalar?.value != .null {
            reader.read(root, into: &config)
        }
        return reader.problems.isEmpty ? .success(config) : .failure(ConfigError(file: path, problems: reader.capped()))
    }

    /// Reads the parts of a config, noting every mistake and going on: a part with a mistake is left out, and the
    /// parts beside it are still checked.
    final class Reader {
        let path: String
        /// See `ConfigLoader.includeMayLeaveFolder`.
        let includeMayLeaveFolder: Bool
        /// The mistakes found so far, in the order found.
        private(set) var problems: [ConfigError.Problem] = []
        /// The bytes the config's patterns have come to so far, braces expanded.
        private var patternSize = 0

        init(path: String, includeMayLeaveFolder: Bool) {
            self.path = path
            self.includeMayLeaveFolder = includeMayLeaveFolder
        }

        func report(at mark: Mark, _ message: String) {
            problems.append(ConfigError.Problem(mark: mark, message: message))
        }

        func report(_ node: Node, _ message: String) {
            report(at: node.range.start, message)
        }

        /// The first `maxProblems` mistakes by position, and one more saying how many were left out.
        func capped() -> [ConfigError.Problem] {
            let sorted = ConfigError(file: path, problems: problems).problems
            guard sorted.count > ConfigLoader.maxProblems else { return sorted }
            let left = sorted.count - ConfigLoader.maxProblems
            return Array(sorted.prefix(ConfigLoader.maxProblems)) + [ConfigError.Problem(
                mark: sorted[ConfigLoader.maxProblems].mark,
                message: "… and \(Plural.grouped(left, "more mistake", "more mistakes")) from here on; is this file a piclint config?")]
        }

        /// The whole config: each key read on its own, so a mistake in one leaves the others checked.
        func read(_ root: Node, into config: inout Configuration) {
            guard let entries = mapping(root, what: "the config",
                                        known: ["include", "exclude", "failOn", "rules", "overrides", "baseline", "helpURL"]) else { return }
            for (key, node) in entries {
                switch key {
                case "include": config.include = globs(node, key: key)
                case "exclude": config.exclude = globs(node, key: key)
                case "failOn":
                    guard let value = word(node, key: key) else { continue }
                    if let threshold = FailureThreshold(rawValue: value) {
                        config.failOn = threshold
                    } else {
                        report(node, "`failOn` is error, warning, info or never, not \(value)")
                    }
                case "rules": config.rules = rules(node)
                case "overrides": config.overrides = overrides(node)
                case "helpURL":
                    guard let url = word(node, key: key) else { continue }
                    if let problem = Configuration.problem(withHelpURL: url) {
                        report(node, problem)
                    } else {
                        config.helpURL = url
                    }
                default: config.baseline = word(node, key: key)
                }
            }
        }

        /// The entries of a mapping in file order, a key given twice included (its value is checked too; the later
        /// one is kept, as YAML keeps it). An unknown key is reported (with the known key it is nearest to) and left
        /// out; nil, after reporting it, when the node is not a mapping.
        func mapping(_ node: Node, what: String, known: [String]) -> [(key: String, value: Node)]? {
            guard let pairs = node.mapping else {
                report(node, "\(what) is a mapping of keys to values")
                return nil
            }
            var entries: [(key: String, value: Node)] = []
            for pair in pairs {
                guard let key = pair.key.scalar?.text else {
                    report(pair.key, "keys are words")
                    continue
                }
                guard known.contains(key) else {
                    let suggestion = Suggestions.nearest(to: key, in: known).map { "; did you mean `\($0)`?" } ?? ""
                    report(pair.key, "unknown key `\(key)` in \(what)\(suggestion)")
                    continue
                }
                entries.append((key, pair.value))
            }
            return entries
        }

        func word(_ node: Node, key: String) -> String? {
            guard let scalar = node.scalar, scalar.value != .null else {
                report(node, "`\(key)` takes a single word")
                return nil
            }
            return scalar.text
        }

        /// A pattern or a list of them; each pattern that cannot be used is reported and left out.
        func globs(_ node: Node, key: String) -> [Glob] {
            if let single = node.scalar, single.value != .null { return glob(node, text: single.text, key: key).map { [$0] } ?? [] }
            guard let items = node.sequence else {
                report(node, "`\(key)` is a list of path patterns")
                return []
            }
            return items.compactMap { item in word(item, key: key).flatMap { glob(item, text: $0, key: key) } }
        }

        /// One pattern of `key`, or nil (reported) when it cannot be used: an `include` pattern of a found config
        /// must not reach outside its folder. `exclude` and `files` only narrow what is read, and may.
        private func glob(_ node: Node, text: String, key: String) -> Glob? {
            guard let glob = glob(node, text: text) else { return nil }
            if key == "include", glob.leavesItsFolder, !includeMayLeaveFolder {
                report(node, "`include` pattern \(text) reaches outside the folder of this config, and a config piclint finds "
                    + "(rather than one named with --config) reads only files under its own folder; give such paths on the "
                    + "command line, or name this config with --config")
                return nil
            }
            return glob
        }

        /// Compiles one pattern within what is left of the config's budget; a refusal points at the pattern.
        private func glob(_ node: Node, text: String) -> Glob? {
            var limits = GlobLimits.default
            limits.maxExpandedSize = ConfigLoader.maxPatternSize - patternSize
            do {
                let glob = try Glob(text, limits: limits)
                patternSize += glob.expandedSize
                return glob
            } catch {
                if case .tooMuchText = error.problem, patternSize > 0 {
                    report(node, "the config's patterns, braces expanded, come to more than "
                        + "\(WholeNumbers.grouped(ConfigLoader.maxPatternSize)) bytes together; use fewer patterns, or * and ?")
                } else {
                    report(node, error.message)
                }
                return nil
            }
        }

        /// `overrides:` — a list of `- files: [...]` entries, each with rules, a platform or a locale.
        func overrides(_ node: Node) -> [Configuration.Override] {
            guard let items = node.sequence else {
                report(node, "`overrides` is a sequence of `- files: [...]` entries")
                return []
            }
            return items.compactMap { item in
                guard let entries = mapping(item, what: "an override", known: ["files", "rules", "platform", "locale"]) else { return nil }
                var override = Configuration.Override(files: [], rules: [:], platform: nil, locale: nil)
                var hasFiles = false
                for (key, node) in entries {
                    switch key {
                    case "files":
                        override.files = globs(node, key: key)
                        hasFiles = true
                    case "platform":
                        guard let word = word(node, key: key) else { continue }
                        override.platform = Platform(rawValue: word)
                        if override.platform == nil {
                            let suggestion = Suggestions.nearest(to: word, in: Platform.spellings).map { "; did you mean \($0)?" } ?? ""
                            report(node, "unknown platform \(word)\(suggestion)")
                        }
                    case "rules": override.rules = rules(node)
                    default: override.locale = word(node, key: key)
                    }
                }
                if !hasFiles { report(item, "an override needs `files`, the patterns it applies to") }
                return hasFiles ? override : nil
            }
        }

        /// `rules:` — each rule id to a severity alone, or to `{severity: ..., option: value}`.
        func rules(_ node: Node) -> [RuleID: RuleSetting] {
            guard let pairs = node.mapping else {
                report(node, "`rules` maps rule ids to a severity, or to `{severity: ..., max: ...}`")
                return [:]
            }
            var settings: [RuleID: RuleSetting] = [:]
            for pair in pairs {
                guard let key = pair.key.scalar?.text, let rule = RuleRegistry.description(of: RuleID(key)) else {
                    let id = pair.key.scalar?.text ?? ""
                    let suggestion = Suggestions.nearest(to: id, in: RuleRegistry.descriptions.map(\.id.rawValue)).map { "; did you mean `\($0)`?" } ?? ""
                    report(pair.key, "unknown rule `\(id)`\(suggestion); `piclint rules` lists them")
                    continue
                }
                let id = rule.id
                if pair.value.scalar != nil {
                    settings[id] = severity(pair.value, rule: rule).map { RuleSetting(severity: $0) }
                    continue
                }
                let known = ["severity"] + rule.options.map(\.name)
                guard let entries = mapping(pair.value, what: "the settings of `\(id)`", known: known) else { continue }
                var setting = RuleSetting()
                for (key, node) in entries {
                    guard let option = rule.options.first(where: { $0.name == key }) else {
                        setting.severity = severity(node, rule: rule)
                        continue
                    }
                    guard case .int(let value)? = node.scalar?.value, value >= 0 else {
                        report(node, "`\(option.name)` of `\(id)` is a whole number of zero or more (\(option.summary))")
                        continue
                    }
                    setting.options[option.name] = value
                }
                settings[id] = setting
            }
            return settings
        }

        func severity(_ node: Node, rule: RuleDescription) -> Severity? {
            guard let word = self.word(node, key: "severity") else { return nil }
            guard let severity = Severity(rawValue: word) else {
                report(node, "the severity of `\(rule.id)` is error, warning, info or off, not \(word)")
                return nil
            }
            if let pinned = rule.pinnedSeverity, severity != pinned {
                report(node, "`\(rule.id)` cannot be turned down" + (rule.whyPinned.map { ": " + $0 } ?? ""))
                return nil
            }
            return severity
        }
    }
}
