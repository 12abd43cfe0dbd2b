/// A decoded spec file: its screens, and the problems found reading it.
public struct SpecFile: Sendable {
    /// The screens decoded, one per document that could be read.
    public var screens: [Screen]
    /// The problems found, in no particular order.
    public var problems: [SpecProblem]
    /// The problems a decoder left out under a `ProblemBudget`, counted by kind: certain to fall past the findings
    /// limit, they are counted, not kept.
    public var leftOut: [SpecProblem.Kind: LeftOutProblems] = [:]

    /// Creates a spec file.
    public init(screens: [Screen], problems: [SpecProblem]) {
        self.screens = screens
        self.problems = problems
    }
}
