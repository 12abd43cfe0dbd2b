import Spec

/// `segment-count`: a segmented control or radio group works for two to five options.
public struct SegmentCountRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "segment-count", title: "A segmented control has at most five options", defaultSeverity: .warning,
        options: [RuleOption("max", default: 5, "the most options a segmented control or radio group should have")])

    /// The most options a segmented control or radio group should have.
    public var max: Int

    public init(max: Int = 5) {
        self.max = max
    }

    public init(options: [String: Int]) {
        self.init(max: options["max"] ?? 5)
    }

    public func check(_ context: ControlContext) -> [Finding] {
        guard let style = context.control.picker?.effectiveStyle, style == .segmented || style == .radioGroup,
              let wheel = context.wheels.first, let count = wheel.model.count, count > max
        else { return [] }
        let kind = style == .segmented ? "segmented control" : "radio group"
        return [Finding(
            at: wheel.wheel.values.range,
            "\(kind) \(context.name) has \(count) options; more than \(max) crowd it",
            help: "use `style: menu` for more options")]
    }
}
