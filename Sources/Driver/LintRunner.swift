import Config
import Dispatch
import Foundation
import Lint
import Policy
import Spec
import Source
import YAML

/// Reads each input and lints it; one file's failure is that file's finding, never the run's.
public struct LintRunner: Sendable {
    /// The engine for files the config says nothing special about.
    public var linter: Linter
    /// The config, whose settings and overrides apply per file.
    public var configuration: Configuration?
    /// How the config's and the command line's severities combine for each file.
    public var severities: SeverityResolution
    /// How many files to lint at once.
    public var jobs: ThreadCount

    /// Creates a runner.
    public init(linter: Linter = Linter(frontEnds: .all), configuration: Configuration? = nil, severities: SeverityResolution = SeverityResolution(),
                jobs: ThreadCount = .exactly(1)) {
        self.linter = linter
        self.configuration = configuration
        self.severities = severities
        self.jobs = jobs
    }

    /// The engine for one file: the config's settings for its path, then the command line's.
    func linter(for path: String) -> Linter {
        linter(with: configuration?.settings(for: path))
    }

    /// The engine for some settings (nil: no config, the runner's own engine).
    func linter(with settings: FileSettings?) -> Linter {
        guard let settings else { return linter }
        var configured = Linter(severities: severities.severities(settings), options: settings.options,
                                limits: linter.limits, model: linter.model,
                                decoder: SpecDecoder(defaultPlatform: settings.platform ?? .iOS, defaultLocale: settings.locale ?? "en_US",
                                                     localeIsConfigured: settings.locale != nil),
                                frontEnds: linter.frontEnds)
        configured.workers = linter.workers
        configured.keepsModels = linter.keepsModels
        return configured
    }

    /// The runner with its engines making each picker's model for the files' reports, or not (`Linter.keepsModels`).
    public func keepingModels(_ keep: Bool) -> LintRunner {
        var runner = self
        runner.linter.keepsModels = keep
        return runner
    }

    /// Lints the files, `jobs` at a time; the results come back in input order whatever the scheduling.
    /// Each file's nodes are freed once its findings exist; its control models are kept only when asked,
    /// for the reports that show them.
    public func run(_ inputs: [InputFile], keepSourceLines: Bool = false, keepModels: Bool = true) -> [FileReport] {
        var reports: [FileReport] = []
        reports.reserveCapacity(inputs.count)
        keepingModels(keepModels && linter.keepsModels).run(inputs, keepSourceLines: keepSourceLines, transform: { $0 },
                                                            consume: { reports.append($0) })
        return reports
    }

    /// Lints the files, `jobs` at a time, in batches: each file's report is turned by `transform` on the worker
    /// that linted it (say, into report bytes, dropping its models), then handed to `consume` on the calling
    /// thread in input order. Memory stays bounded by one batch, whatever the number of files.
    public func run<Output: Sendable>(_ inputs: [InputFile], keepSourceLines: Bool = false,
                                      transform: @escaping @Sendable (FileReport) -> Output, consume: (Output) -> Void) {
        // One engine per distinct setting, made before the workers start so they share nothing mutable.
        // Each input names its engine by index: a few bytes a file, not an engine's copy each.
        var engineIndex: [FileSettings?: Int] = [:]
        var made: [Linter] = []
        let engineOf = inputs.map { input -> Int in
            let settings = configuration?.settings(for: input.displayPath)
            if let index = engineIndex[settings] { return index }
            engineIndex[settings] = made.count
            made.append(linter(with: settings))
            return made.count - 1
        }
        let linters = made
        // One file needs one thread, whatever the count (which, for every core, is then never asked for).
        let workers = inputs.count > 1 ? min(jobs.resolved, inputs.count) : 1
        let batch = workers == 1 ? 1 : 128 * workers
        var start = 0
        while start < inputs.count {
            let range = start..<min(inputs.count, start + batch)
            if workers == 1 {
                for index in range {
                    consume(transform(Self.lint(inputs[index], with: linters[engineOf[index]], keepSourceLines: keepSourceLines)))
                }
            } else {
                let results = ResultSlots<Output>(range)
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    // Workers take the next file as they finish one, so a slow file holds up no one.
                    while let index = results.claim() {
                        results.set(index, transform(Self.lint(inputs[index], with: linters[engineOf[index]], keepSourceLines: keepSourceLines)))
                    }
                }
                for value in results.values() { consume(value) }
            }
            start = range.upperBound
        }
    }

    /// Lints one file with the engine its settings give.
    public func lint(_ input: InputFile, keepSourceLines: Bool = false) -> FileReport {
        Self.lint(input, with: linter(for: input.displayPath), keepSourceLines: keepSourceLines)
    }

    static func lint(_ input: InputFile, with linter: Linter, keepSourceLines: Bool) -> FileReport {
        let path: RawPath?
        switch input.source {
        case .path(let value): path = value
        case .standardInput: path = nil
        }
        let read = FileSystem.read(path, limit: linter.limits.maxFileSize)
        // Most of an app's Swift files name no picker: skipped before their lines are counted.
        if input.skipIfNotSpec, case .success(let bytes) = read, linter.passesOver(bytes, path: input.displayPath) {
            return .skippedAsNotSpec(input.displayPath)
        }
        return lint(read, at: input.displayPath, skipIfNotSpec: input.skipIfNotSpec, with: linter, keepSourceLines: keepSourceLines)
    }
}

/// One slot per file of a batch, claimed and written once each by the worker that lints it.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private let range: Range<Int>
    private var next: Int
    private var slots: [Value?]

    init(_ range: Range<Int>) {
        self.range = range
        next = range.lowerBound
        slots = Array(repeating: nil, count: range.count)
    }

    /// The next file no worker has taken yet, if any.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < range.upperBound else { return nil }
        next += 1
        return next - 1
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index - range.lowerBound] = value
        lock.unlock()
    }

    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
