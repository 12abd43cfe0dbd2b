/// A decoded spec file: its screens, and the problems found reading it.
public struct SpecFile: Sendable {
    /// The screens decoded, one per document that could be read.
    public var screens: [Screen]
    /// The problems found, in no particular order.
    public var problems: [SpecProblem]

    /// Creates a spec file.
    public init(screens: [Screen], problems: [SpecProblem]) {
        self.screens = screens
        self.problems = problems
    }
}
