import Source
import YAML

/// How many problems of a file its report can list, for a decoder to keep no more than that: the findings limit,
/// the input rules that count towards it, and which problems a `# piclint:` comment could suppress.
///
/// A file of 490,000 unknown keys made 490,000 problems, each with its message, though its report lists 1,000.
/// A problem is certain to be left out once the limit's worth of problems that no comment can suppress come before
/// it in report order: those are listed, or pushed out by findings that come before them, so it never is. The
/// decoder keeps such problems in a heap of `limit` and counts the rest by kind (`SpecFile.leftOut`), keeping the first
/// of each: what the report's closing finding says, exactly as if they had all been kept.
public struct ProblemBudget: Sendable {
    /// The most findings a report lists.
    public var limit: Int
    /// The kinds whose problems may be left out: their rule is on, and counts towards the limit.
    public var kinds: Set<SpecProblem.Kind>
    /// Given the file's comments and line count, a test of whether some directive could suppress a problem of a rule
    /// (by id) on a line, in a control that starts on a line (nil when the problem is in no control). It may say yes
    /// too often, never too seldom.
    public var suppression: @Sendable (_ comments: [Comment], _ lineCount: Int) -> @Sendable (_ line: Int, _ rule: String, _ controlLine: Int?) -> Bool

    /// Creates a budget.
    public init(limit: Int, kinds: Set<SpecProblem.Kind>,
                suppression: @escaping @Sendable ([Comment], Int) -> @Sendable (Int, String, Int?) -> Bool) {
        self.limit = limit
        self.kinds = kinds
        self.suppression = suppression
    }
}

/// The problems of one kind a decoder left out under a `ProblemBudget`.
public struct LeftOutProblems: Sendable {
    /// How many.
    public var count: Int
    /// The first in report order.
    public var first: SpecProblem
    /// How many had a fix, and how many of those were suggestions (a report of a file whose fixes cannot be placed
    /// counts them).
    public var fixes: Int
    public var suggestions: Int
}

/// The problems a decoder keeps under a budget: each problem that no comment can suppress and that no later step
/// changes (it lies in no anchor's shared text, and its control is known) competes for `limit` places in report
/// order; the others are kept as they come.
struct BoundedProblems {
    let limit: Int
    let kinds: Set<SpecProblem.Kind>
    let mayBeSuppressed: @Sendable (Int, String, Int?) -> Bool
    let aliases: Aliases
    /// The problems that compete, as a max-heap in report order once full.
    private(set) var heap: [SpecProblem] = []
    private(set) var leftOut: [SpecProblem.Kind: LeftOutProblems] = [:]

    init(_ budget: ProblemBudget, comments: [Comment], lineCount: Int, aliases: Aliases) {
        limit = max(0, budget.limit)
        kinds = budget.kinds
        mayBeSuppressed = budget.suppression(comments, lineCount)
        self.aliases = aliases
    }

    /// Whether a problem competes for a place here: final as it is (outside shared text, its control known or it in
    /// none) and beyond the reach of every comment.
    func competes(_ problem: SpecProblem, final: Bool, controlLine: Int?) -> Bool {
        guard final, kinds.contains(problem.kind) else { return false }
        if !aliases.isEmpty, aliases.sharedAnchor(holding: problem.range) != nil { return false }
        return !mayBeSuppressed(problem.range.start.line, problem.kind.rawValue, controlLine)
    }

    /// Takes a competing problem: kept among the first `limit` in report order, or counted.
    mutating func add(_ problem: SpecProblem) {
        guard heap.count >= limit else {
            heap.append(problem)
            if heap.count == limit { heap.withUnsafeMutableBufferPointer { MaxHeap.heapify($0, by: Self.before) } }
            return
        }
        if let last = heap.first, Self.before(problem, last) {
            heap[0] = problem
            heap.withUnsafeMutableBufferPointer { MaxHeap.siftDown($0, from: 0, by: Self.before) }
            leave(last)
        } else {
            leave(problem)
        }
    }

    private mutating func leave(_ problem: SpecProblem) {
        var entry = leftOut[problem.kind] ?? LeftOutProblems(count: 0, first: problem, fixes: 0, suggestions: 0)
        entry.count += 1
        if Self.before(problem, entry.first) { entry.first = problem }
        if let fix = problem.fix {
            entry.fixes += 1
            if fix.applicability == .unsafe { entry.suggestions += 1 }
        }
        leftOut[problem.kind] = entry
    }

    /// Report order within a file: position, rule, message.
    static func before(_ lhs: SpecProblem, _ rhs: SpecProblem) -> Bool {
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.kind != rhs.kind { return lhs.kind.rawValue < rhs.kind.rawValue }
        return lhs.message < rhs.message
    }
}
