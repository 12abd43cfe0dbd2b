/// What a rule is, for `piclint rules`, configs, reports and the stages that treat some rules specially: each
/// rule declares it once, and nothing else names a rule to decide how to treat it.
public struct RuleDescription: Sendable, Hashable {
    /// The stable kebab-case id users put in configs and suppressions.
    public var id: RuleID
    /// A short title.
    public var title: String
    /// The severity when no config says otherwise (`off` for opt-in rules).
    public var defaultSeverity: Severity
    /// Where its findings come from, which decides what configs and comments may do to them.
    public var kind: RuleKind
    /// Whether its findings carry a fix, and of what kind.
    public var fixes: RuleFixes
    /// The rule's options and their defaults, from its `RuleOptions` (see `init(options:)`).
    public var options: [RuleOption]

    /// Creates a description of a rule without options.
    public init(id: RuleID, title: String, defaultSeverity: Severity, kind: RuleKind = .check, fixes: RuleFixes = .none) {
        self.id = id
        self.title = title
        self.defaultSeverity = defaultSeverity
        self.kind = kind
        self.fixes = fixes
        self.options = []
    }

    /// Creates a description of a rule with options: their keys, summaries and defaults come from the type.
    public init<Options: RuleOptions>(id: RuleID, title: String, defaultSeverity: Severity, kind: RuleKind = .check,
                                      fixes: RuleFixes = .none, options: Options.Type) {
        self.init(id: id, title: title, defaultSeverity: defaultSeverity, kind: kind, fixes: fixes)
        self.options = Options.table
    }

    /// The severity the rule always has, whatever configs and `--rule` say (nil: it can be set like any other).
    public var pinnedSeverity: Severity? {
        kind == .input(.unreadable) ? .error : nil
    }

    /// The severity in effect given severities set by rule id: the pinned one if any, else the one set, else the
    /// default.
    public func severity(given severities: [RuleID: Severity]) -> Severity {
        pinnedSeverity ?? severities[id] ?? defaultSeverity
    }

    /// Why its severity cannot be turned down, for the config's message.
    public var whyPinned: String? {
        guard kind == .input(.unreadable) else { return nil }
        return id == .xmlSyntax ? "a file that is not well-formed XML cannot be checked" : "a file that is not YAML cannot be checked"
    }

    /// Whether a `# piclint:disable` comment can suppress its findings: not a file that could not be read, since
    /// the comments after the mistake were never read either.
    public var canBeSuppressed: Bool {
        kind != .input(.unreadable)
    }

    /// Whether its findings count towards a file's findings limit (`ParseLimits.maxFindings`): an unreadable file's
    /// one finding is always kept, as it may be the one that says the file was cut short by a parse limit.
    public var countsTowardFindingsLimit: Bool {
        kind != .input(.unreadable)
    }

    /// Whether `--fix` refuses fixes that leave more findings of this rule than there were: a fix must not make the
    /// file less readable as YAML or as a spec.
    public var guardsFixes: Bool {
        kind == .input(.unreadable) || kind == .input(.misread)
    }
}

/// Where a rule's findings come from.
public enum RuleKind: Sendable, Hashable {
    /// A guideline check over a screen's controls and their model: a `Rule` with a `check`.
    case check
    /// A problem the reader finds while turning the file into a spec (`SpecProblem`).
    case input(InputProblem)
    /// A finding about piclint's own `# piclint:` comments, which the engine reports while applying them.
    case meta

    /// What an input problem means for the rest of the run.
    public enum InputProblem: Sendable, Hashable {
        /// The file is not YAML, or not within piclint's limits: what follows the mistake was never read.
        case unreadable
        /// The spec was read, but not as written (a key missing, a value wrong, a key given twice).
        case misread
        /// Something was left out while reading (an unknown key); the rest was read as written.
        case ignored
    }
}

/// Whether a rule's findings carry a fix (see `Fix.Applicability`).
public enum RuleFixes: Sendable, Hashable {
    /// No fix.
    case none
    /// A fix `piclint --fix` makes (a rule may still suggest rather than make it in the cases where it guesses).
    case safe
    /// Only suggestions, which `piclint --fix` makes only with `--unsafe-fixes`.
    case suggestion
}
