import Lint
import Reports

extension LintSession {
    /// What the fixing stage left the run with.
    enum FixStage {
        /// The run goes on to lint and report; whether a fixed file could not be written back.
        case writeFailed(Bool)
        /// A dry run is over once its diff is shown.
        case dryRunDone(Outcome)
    }

    /// Makes (or, for a dry run, shows) the fixes.
    func applyFixes(_ fixing: Fixing, standardOutput: inout some FailingReportSink, temporaryFiles: TemporaryFiles,
                    events: (Event) -> Void) -> FixStage {
        let (selection, dryRun): (FixSelection, Bool)
        switch fixing {
        case .inPlace(let chosen): (selection, dryRun) = (chosen, false)
        case .dryRun(let chosen): (selection, dryRun) = (chosen, true)
        }
        let outcomes = inputs.compactMap { runner.fix($0, selection: selection) }
        var writeFailed = false
        var sweep = LeftoverSweep()
        for outcome in outcomes {
            if let refused = outcome.refused {
                events(.fixRefused(outcome.input, reason: refused))
                continue
            }
            guard outcome.changed, case .path(let target) = outcome.input.source else { continue }
            guard !dryRun else {
                // The header names the file by its bytes, quoted as git quotes them, so `git apply` finds it.
                standardOutput.write(UnifiedDiff.render(path: target, old: outcome.original, new: outcome.fixed)[...])
                if let errno = standardOutput.failure { return .dryRunDone(.standardOutputFailed(what: "the diff", errno: errno)) }
                continue
            }
            if let problem = LintRunner.write(outcome, sweep: &sweep, temporaryFiles: temporaryFiles) {
                switch problem.kind {
                case .changedMeanwhile: events(.changedMeanwhile(outcome.input))
                // The thread that caught the signal says so, and ends the run.
                case .interrupted: break
                case .failed: events(.cannotWriteFix(outcome.input, problem))
                }
                writeFailed = true
            } else {
                events(.fixed(outcome.input, count: outcome.applied))
            }
        }
        // Once per run, summed over the files.
        let withheld = outcomes.reduce(0) { $0 + $1.suggestionsNotMade }
        if withheld > 0 { events(.suggestionsNotMade(withheld, dryRun: dryRun)) }
        guard dryRun else { return .writeFailed(writeFailed) }
        let changing = outcomes.count(where: \.changed)
        guard changing > 0 else { return .dryRunDone(.finished(exitStatus: 0)) }
        events(.wouldChange(files: changing))
        return .dryRunDone(.finished(exitStatus: 1))
    }
}
