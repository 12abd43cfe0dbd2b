import Spec

/// `too-many-wheels`: more wheels than fit a person's grasp (a date and time picker has at most four).
public struct TooManyWheelsRule: ControlRule, ConfigurableRule {
    public static let description = RuleDescription(
        id: "too-many-wheels", title: "A picker has at most four wheels", defaultSeverity: .warning, options: Options.self)

    /// What a config may set.
    public struct Options: RuleOptions {
        /// The most wheels a picker should have.
        public var max = 4
        public static let keys = [RuleOptionKey("max", \Options.max, "the most wheels a picker should have")]
        public init() {}
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    private var max: Int { options.max }

    /// Reads the number of wheels written; no locale changes that.
    public var dependsOnLocale: Bool { false }

    public func check(_ context: ControlContext) -> [Finding] {
        let wheels = context.wheels
        guard wheels.count > max else { return [] }
        return [Finding(
            at: wheels[max].wheel.range,
            "\(context.name) has \(Plural.counted(wheels.count, "wheel")); more than \(max) \(Plural.verb(max, "is", "are")) hard to read and set",
            help: "split the value into separate fields, or choose parts with a form of their own")]
    }
}
