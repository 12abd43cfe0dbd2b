import Lint
import Policy
import Reports

extension LintSession {
    /// The runner for the linting the reports read: each picker's model is made only when a report shows it.
    private var reportingRunner: LintRunner {
        runner.keepingModels(plan.reports.contains { $0.showsControls })
    }

    /// The stages after fixing: the linting, the policy's filter file by file as the reports arrive, the reports
    /// (of the filtered findings only), then the gate's verdict.
    func lintAndReport(standardOutput: inout some FailingReportSink, temporaryFiles: TemporaryFiles,
                       events: (Event) -> Void) -> Outcome {
        // Read before the run so each file is filtered as it arrives; a baseline that cannot be used is said after
        // it, once the run has found something to lint.
        let baseline: Result<(location: BaselineLocation, baseline: Baseline)?, BaselineFile.Failure>
        let recording: String?
        switch plan.baseline {
        case .read(let named):
            baseline = Self.readBaseline(named: named, configuration: configuration)
            recording = nil
        case .write(let path):
            baseline = .success(nil)
            recording = path
        }
        var matcher: Baseline.Matcher?
        if case .success(let read?) = baseline { matcher = Baseline.Matcher(read.baseline, relative: read.location.relative) }
        // A recorded baseline holds every finding: nothing is filtered.
        var filter = FindingFilter(baseline: matcher, quiet: plan.quiet && recording == nil)
        // Each file's part of a report is written as it arrives when the files come each path once, in path order,
        // as the reports list them: every run but one that records a baseline (which writes no report) and one that
        // names standard input (linted last) as a file it does not sort after.
        let inPathOrder = zip(inputs, inputs.dropFirst()).allSatisfy { $0.displayPath < $1.displayPath }
        let body: ReportBody
        if recording == nil && inPathOrder {
            body = spool(filter: &filter)
        } else {
            var files: [FileReport] = []
            reportingRunner.run(inputs, keepSourceLines: plan.keepSourceLines, transform: { $0 },
                                consume: { files.append(filter.filter($0)) })
            if let recording {
                if let nothing = plan.presence.nothingLinted(in: files) { return .failed(nothing) }
                return record(baselineOf: files, to: recording, temporaryFiles: temporaryFiles, events: events)
            }
            body = .whole(ReportInput(files: files, quieted: filter.quieted))
        }
        defer { body.close() }
        if let nothing = plan.presence.nothingLinted(files: body.files, skipped: body.skipped, swiftSkipped: body.swiftSkipped) {
            return .failed(nothing)
        }
        switch baseline {
        case .failure(let error): return .failed(error.description)
        case .success(let read?):
            if !filter.staleEntries.isEmpty { events(.staleBaselineEntries(filter.staleEntries, baseline: read.location.path)) }
        case .success(nil): break
        }
        for (index, report) in plan.reports.enumerated() {
            if let failed = write(report, index: index, body: body, quieted: filter.quieted, standardOutput: &standardOutput,
                                  temporaryFiles: temporaryFiles) {
                return failed
            }
        }
        let gate = Gate(failOn: plan.failOn, configured: configuration?.failOn, maxWarnings: plan.maxWarnings)
        let verdict = gate.verdict(on: filter.counts)
        if let reason = verdict.reason { events(.gateFailed(reason: reason)) }
        return .finished(exitStatus: verdict.exitStatus)
    }

    /// What the reports are written from: the files' parts spilled as they came, with the run's counts; or, when
    /// the files did not come in path order, the files themselves.
    enum ReportBody {
        case spooled([ReportSpool], ReportTotals)
        case whole(ReportInput)

        /// How many files were linted, and how many of them were skipped as not specs.
        var files: Int { skipped + reported }
        var skipped: Int {
            switch self {
            case .spooled(_, let totals): return totals.listed.skippedNotSpecs
            case .whole(let input): return input.skippedNotSpecs
            }
        }
        var swiftSkipped: Int {
            switch self {
            case .spooled(_, let totals): return totals.listed.skippedSwiftFiles
            case .whole(let input): return input.skippedSwiftFiles
            }
        }
        private var reported: Int {
            switch self {
            case .spooled(_, let totals): return totals.listed.files
            case .whole(let input): return input.files.count
            }
        }

        /// Gives the spill files' space back.
        func close() {
            guard case .spooled(let spools, _) = self else { return }
            for var spool in spools { spool.close() }
        }
    }

    /// A linted file on its way from a worker: its report (filtered and rendered there, when the run has no
    /// baseline) with its models and source lines dropped once rendered.
    private struct Linted: Sendable {
        var report: FileReport
        /// Its part of each report, when the worker rendered them.
        var parts: [ReportPart]?
        /// The worker's filter, whose counts the run adds up.
        var filter: FindingFilter?
    }

    /// Lints the files and writes each one's part of every report into the report's spool as it comes, keeping
    /// only counts: memory stays flat whatever the number of files.
    private func spool(filter: inout FindingFilter) -> ReportBody {
        let reporters = plan.reports.map(\.reporter)
        var spools = reporters.map(ReportSpool.init)
        var totals = ReportTotals()
        // Without a baseline a file's filtering needs nothing but the file, so the worker that linted it filters and
        // renders it; a baseline's matches are counted across files, so its run filters and renders in input order.
        let onWorker = !filter.hasBaseline
        let quiet = plan.quiet
        reportingRunner.run(inputs, keepSourceLines: plan.keepSourceLines, transform: { report -> Linted in
            var report = report
            // A file passed over has no finding to filter and no part (most of an app's Swift files).
            guard onWorker, !report.skippedAsNotSpec else { return Linted(report: report) }
            var local = FindingFilter(baseline: nil, quiet: quiet)
            report = local.filter(report)
            let parts = reporters.map { $0.part(of: report, overflow: SpilledPartOverflow()) }
            report.controls = []
            report.sourceLines = [:]
            return Linted(report: report, parts: parts, filter: local)
        }, consume: { linted in
            var report = linted.report
            // Counted as passed over, and nothing more.
            guard !report.skippedAsNotSpec else {
                totals.add(report)
                return
            }
            if let local = linted.filter {
                filter.absorb(local)
            } else {
                report = filter.filter(report)
            }
            totals.add(report)
            let parts = linted.parts ?? reporters.map { $0.part(of: report, overflow: SpilledPartOverflow()) }
            for index in spools.indices { spools[index].append(parts[index]) }
        })
        return .spooled(spools, totals)
    }

    /// Writes one report to its file (whole or not at all) or to standard output; nil when written.
    private func write(_ report: PlannedReport, index: Int, body: ReportBody, quieted: [Severity: Int],
                       standardOutput: inout some FailingReportSink, temporaryFiles: TemporaryFiles) -> Outcome? {
        guard let path = report.path else {
            Self.write(body, index: index, reporter: report.reporter, quieted: quieted, to: &standardOutput)
            return standardOutput.failure.map { .standardOutputFailed(what: "the report", errno: $0) }
        }
        var file: ReportFile
        switch ReportFile.open(path, temporaryFiles: temporaryFiles) {
        case .success(let opened): file = opened
        case .failure(let problem): return .failed("cannot write \(path): \(problem.message)")
        }
        Self.write(body, index: index, reporter: report.reporter, quieted: quieted, to: &file)
        return file.commit().map { .failed("cannot write \(path): \($0)") }
    }

    /// Writes a report, a piece at a time, from the spool or the files.
    private static func write(_ body: ReportBody, index: Int, reporter: any ReportFormat, quieted: [Severity: Int],
                              to sink: inout some ReportSink) {
        switch body {
        case .spooled(let spools, var totals):
            totals.quieted = quieted
            spools[index].finish(totals, to: &sink)
        case .whole(let input):
            reporter.write(input, to: &sink)
        }
    }

    /// Records every finding of the run in a baseline file, whole or not at all.
    private func record(baselineOf files: [FileReport], to path: String, temporaryFiles: TemporaryFiles,
                        events: (Event) -> Void) -> Outcome {
        let baseline = Baseline(files.flatMap(\.diagnostics), relative: BaselineLocation.relative(to: path))
        if let error = ReportFile.write(baseline.json(), to: path, temporaryFiles: temporaryFiles) {
            return .failed("cannot write \(path): \(error)")
        }
        events(.recordedBaseline(findings: baseline.entries.reduce(0) { $0 + $1.count }, path: path))
        return .finished(exitStatus: 0)
    }
}
