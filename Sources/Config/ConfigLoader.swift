import Lint
import Spec
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

    /// Creates a loader.
    public init() {}

    /// Parses a config's text; `path` names it in errors, `directory` is the folder it sits in.
    public func load(_ text: String, path: String, directory: String) -> Result<Configuration, ConfigError> {
        let parsed = Parser().parse(text)
        if let error = parsed.error {
            return .failure(ConfigError(file: path, mark: error.mark, message: error.message))
        }
        guard parsed.documents.count <= 1 else {
            return .failure(ConfigError(file: path, mark: parsed.documents[1].start, message: "a config is one YAML document"))
        }
        if let duplicate = parsed.documents.first?.duplicateKeys.first {
            return .failure(ConfigError(file: path, mark: duplicate.duplicate.start,
                                        message: "key `\(duplicate.key)` is given twice (first at \(duplicate.first.start))"))
        }
        var config = Configuration(directory: directory)
        guard let root = parsed.documents.first?.root, root.scalar?.value != .null else { return .success(config) }
        let reader = Reader(path: path)
        do {
            let entries = try reader.mapping(root, what: "the config", known: ["include", "exclude", "failOn", "rules", "overrides", "baseline", "helpURL"])
            if let node = entries["include"] { config.include = try reader.globs(node, key: "include") }
            if let node = entries["exclude"] { config.exclude = try reader.globs(node, key: "exclude") }
            if let node = entries["failOn"] {
                let value = try reader.word(node, key: "failOn")
                guard ["error", "warning", "info", "never"].contains(value) else {
                    throw reader.error(node, "`failOn` is error, warning, info or never, not \(value)")
                }
                config.failOn = value
            }
            if let node = entries["rules"] { config.rules = try reader.rules(node) }
            if let node = entries["overrides"] {
                guard let items = node.sequence else { throw reader.error(node, "`overrides` is a sequence of `- files: [...]` entries") }
                config.overrides = try items.map { item in
                    let override = try reader.mapping(item, what: "an override", known: ["files", "rules", "platform", "locale"])
                    guard let files = override["files"] else { throw reader.error(item, "an override needs `files`, the patterns it applies to") }
                    var platform: Platform?
                    if let node = override["platform"] {
                        let word = try reader.word(node, key: "platform")
                        guard let value = Platform(rawValue: word) else {
                            let suggestion = Suggestions.nearest(to: word, in: Platform.spellings).map { "; did you mean \($0)?" } ?? ""
                            throw reader.error(node, "unknown platform \(word)\(suggestion)")
                        }
                        platform = value
                    }
                    return Configuration.Override(files: try reader.globs(files, key: "files"),
                                                  rules: try override["rules"].map(reader.rules) ?? [:],
                                                  platform: platform,
                                                  locale: try override["locale"].map { try reader.word($0, key: "locale") })
                }
            }
            if let node = entries["baseline"] { config.baseline = try reader.word(node, key: "baseline") }
            if let node = entries["helpURL"] {
                let url = try reader.word(node, key: "helpURL")
                if let problem = Configuration.problem(withHelpURL: url) { throw reader.error(node, problem) }
                config.helpURL = url
            }
        } catch let error as ConfigError {
            return .failure(error)
        } catch {
            return .failure(ConfigError(file: path, mark: .start, message: "\(error)"))
        }
        return .success(config)
    }

    /// Reads the parts of a config, throwing the first mistake.
    final class Reader {
        let path: String
        /// The bytes the config's patterns have come to so far, braces expanded.
        private var patternSize = 0

        init(path: String) {
            self.path = path
        }

        func error(_ node: Node, _ message: String) -> ConfigError {
            ConfigError(file: path, mark: node.range.start, message: message)
        }

        func mapping(_ node: Node, what: String, known: [String]) throws -> [String: Node] {
            guard let pairs = node.mapping else { throw error(node, "\(what) is a mapping of keys to values") }
            var entries: [String: Node] = [:]
            for pair in pairs {
                guard let key = pair.key.scalar?.text else { throw error(pair.key, "keys are words") }
                guard known.contains(key) else {
                    let suggestion = Suggestions.nearest(to: key, in: known).map { "; did you mean `\($0)`?" } ?? ""
                    throw error(pair.key, "unknown key `\(key)` in \(what)\(suggestion)")
                }
                entries[key] = pair.value
            }
            return entries
        }

        func word(_ node: Node, key: String) throws -> String {
            guard let scalar = node.scalar, scalar.value != .null else { throw error(node, "`\(key)` takes a single word") }
            return scalar.text
        }

        func globs(_ node: Node, key: String) throws -> [Glob] {
            if let single = node.scalar, single.value != .null { return [try glob(node, text: single.text)] }
            guard let items = node.sequence else { throw error(node, "`\(key)` is a list of path patterns") }
            return try items.map { try glob($0, text: try word($0, key: key)) }
        }

        /// Compiles one pattern within what is left of the config's budget; a refusal points at the pattern.
        private func glob(_ node: Node, text: String) throws -> Glob {
            var limits = GlobLimits.default
            limits.maxExpandedSize = ConfigLoader.maxPatternSize - patternSize
            do {
                let glob = try Glob(text, limits: limits)
                patternSize += glob.expandedSize
                return glob
            } catch {
                if case .tooMuchText = error.problem, patternSize > 0 {
                    throw self.error(node, "the config's patterns, braces expanded, come to more than "
                        + "\(WholeNumbers.grouped(ConfigLoader.maxPatternSize)) bytes together; use fewer patterns, or * and ?")
                }
                throw self.error(node, error.message)
            }
        }

        /// `rules:` — each rule id to a severity alone, or to `{severity: ..., option: value}`.
        func rules(_ node: Node) throws -> [String: RuleSetting] {
            guard let pairs = node.mapping else { throw error(node, "`rules` maps rule ids to a severity, or to `{severity: ..., max: ...}`") }
            var settings: [String: RuleSetting] = [:]
            for pair in pairs {
                guard let id = pair.key.scalar?.text, let rule = RuleRegistry.description(of: id) else {
                    let id = pair.key.scalar?.text ?? ""
                    let suggestion = Suggestions.nearest(to: id, in: RuleRegistry.descriptions.map(\.id)).map { "; did you mean `\($0)`?" } ?? ""
                    throw error(pair.key, "unknown rule `\(id)`\(suggestion); `piclint rules` lists them")
                }
                if pair.value.scalar != nil {
                    settings[id] = RuleSetting(severity: try severity(pair.value, rule: id))
                    continue
                }
                let known = ["severity"] + rule.options.map(\.name)
                let entries = try mapping(pair.value, what: "the settings of `\(id)`", known: known)
                var setting = RuleSetting(severity: try entries["severity"].map { try severity($0, rule: id) })
                for option in rule.options {
                    guard let node = entries[option.name] else { continue }
                    guard case .int(let value)? = node.scalar?.value, value >= 0 else {
                        throw error(node, "`\(option.name)` of `\(id)` is a whole number of zero or more (\(option.summary))")
                    }
                    setting.options[option.name] = value
                }
                settings[id] = setting
            }
            return settings
        }

        func severity(_ node: Node, rule: String) throws -> Severity {
            let word = try self.word(node, key: "severity")
            guard let severity = Severity(rawValue: word) else {
                throw error(node, "the severity of `\(rule)` is error, warning, info or off, not \(word)")
            }
            if rule == InputRules.yamlSyntax.id, severity != .error {
                throw error(node, "`yaml-syntax` cannot be turned down: a file that is not YAML cannot be checked")
            }
            return severity
        }
    }
}
