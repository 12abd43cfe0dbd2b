/// A rule's options as a typed value: each is a stored property whose initial value is its one default, and
/// `keys` names it for configs. `piclint rules`, `piclint init`, the config check and the rule pages' test read
/// the keys and defaults from here (through `RuleDescription.options`).
///
///     public struct Options: RuleOptions {
///         public var max = 100
///         public static let keys = [RuleOptionKey("max", \Options.max, "the most values a wheel should have")]
///         public init() {}
///     }
public protocol RuleOptions: Sendable, Equatable {
    /// Every option at its default.
    init()
    /// The options a config may set, in the order `piclint rules` lists them.
    static var keys: [RuleOptionKey<Self>] { get }
}

/// One option of a rule: its key in a config, what it means, and the property it sets.
public struct RuleOptionKey<Options: RuleOptions>: Sendable {
    /// The key in a config (`max`).
    public let name: String
    /// The property it sets.
    public let property: WritableKeyPath<Options, Int> & Sendable
    /// What it means, as `piclint rules`, the config's messages and the rule's page say it.
    public let summary: String

    /// Creates a key.
    public init(_ name: String, _ property: WritableKeyPath<Options, Int> & Sendable, _ summary: String) {
        self.name = name
        self.property = property
        self.summary = summary
    }
}

extension RuleOptions {
    /// The options with their defaults, as configs, listings and pages show them.
    public static var table: [RuleOption] {
        let defaults = Self()
        return keys.map { RuleOption($0.name, default: defaults[keyPath: $0.property], $0.summary) }
    }

    /// The defaults with the values a config sets laid over them, by key (the config loader has refused other keys).
    public init(values: [String: Int]) {
        self.init()
        for key in Self.keys {
            if let value = values[key.name] { self[keyPath: key.property] = value }
        }
    }
}

/// One option of a rule, such as `max: 100`, as configs, listings and pages show it.
public struct RuleOption: Sendable, Hashable {
    /// The option's key in a config.
    public var name: String
    /// Its default value.
    public var defaultValue: Int
    /// What it means.
    public var summary: String

    /// Creates an option.
    public init(_ name: String, default defaultValue: Int, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
