import Spec

/// `segment-count`: a segmented control or radio group works for two to five options.
public struct SegmentCountRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "segment-count", title: "A segmented control has at most five options", defaultSeverity: .warning, options: Options.self)

    /// What a config may set.
    public struct Options: RuleOptions {
        /// The most options a segmented control or radio group should have.
        public var max = 5
        public static let keys = [RuleOptionKey("max", \Options.max, "the most options a segmented control or radio group should have")]
        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    private var max: Int { options.max }

    public func check(_ context: ControlContext) -> [Finding] {
        guard let style = context.control.picker?.effectiveStyle, style == .segmented || style == .radioGroup,
              let wheel = context.wheels.first, let count = wheel.model.count, count > max
        else { return [] }
        let kind = style == .segmented ? "segmented control" : "radio group"
        return [Finding(
            at: wheel.wheel.values.range,
            "\(kind) \(context.name) has \(Plural.counted(count, "option")); more than \(max) \(Plural.verb(max, "crowds", "crowd")) it",
            help: "use \(context.wording.setting(.style, "menu")) for more options")]
    }
}
