import Config
import Driver
import Foundation
import LanguageServerProtocol
import Lint
import PickerModel
import Policy
import Source

/// The engine for each document, with the config the command line would use for the file: found from the
/// document's folder as `piclint` finds it from the current folder, then kept until a config or baseline changes
/// (`workspace/didChangeWatchedFiles`).
struct Engines: Sendable {
    /// An engine, or why a folder's documents cannot be linted (its config is invalid or not trusted).
    enum Entry: Sendable {
        case ready(DocumentLint)
        case failed(String)
    }

    /// The environment config discovery reads (`HOME`, `PICLINT_TRUSTED_CONFIG`).
    let environment: [String: String]
    /// Read each time an engine is handed out, so each lint resolves `now` and `today` when it runs.
    let clock: LanguageServer.Clock
    /// One model for every engine: what it learns of a locale is kept for the next lint.
    let model: ReferenceModel
    private var byFolder: [String: Entry] = [:]
    /// The configs and baselines the entries were read from: a change to one of these clears the cache.
    private(set) var readFiles: Set<String> = []

    init(environment: [String: String], clock: LanguageServer.Clock) {
        self.environment = environment
        self.clock = clock
        model = ReferenceModel(clock: clock.now())
    }

    /// The engine for documents in a folder (nil: a document with no folder, linted with no config), on the clock
    /// as it reads now.
    mutating func entry(forFolder folder: String?) -> Entry {
        guard let folder else { return onTheClock(.ready(DocumentLint(configuration: nil, model: model))) }
        if let known = byFolder[folder] { return onTheClock(known) }
        let entry = Self.load(from: folder, environment: environment, model: model, reading: &readFiles)
        byFolder[folder] = entry
        return onTheClock(entry)
    }

    /// The engine for a folder if one was made, without reading anything.
    func peek(forFolder folder: String?) -> Entry? {
        guard let folder else { return onTheClock(.ready(DocumentLint(configuration: nil, model: model))) }
        return byFolder[folder].map(onTheClock)
    }

    private func onTheClock(_ entry: Entry) -> Entry {
        guard case .ready(var engine) = entry else { return entry }
        engine.clock = clock.now()
        return .ready(engine)
    }

    /// Forgets every config and baseline read, so the next lint reads them again.
    mutating func invalidate() {
        byFolder = [:]
        readFiles = []
    }

    private static func load(from folder: String, environment: [String: String], model: ReferenceModel,
                             reading readFiles: inout Set<String>) -> Entry {
        switch ConfigDiscovery(environment: environment).find(explicit: nil, from: folder) {
        case .failure(let error):
            return .failed("piclint cannot use its config: \(error)")
        case .success(var configuration):
            if var found = configuration {
                // Discovery names a config in the folder it started from relative to that folder ("."), as the
                // command line does for the current folder; the server has no current folder of its own, so the
                // config's folder is made absolute, and paths relative to it (overrides, exclude, the baseline)
                // mean what they mean to `piclint` run there.
                if found.directory == "." { found.directory = folder }
                if let file = found.file, !file.hasPrefix("/") { found.file = folder + "/" + file }
                if let file = found.file { readFiles.insert(LexicalPath.absolute(file)) }
                configuration = found
            }
            if let location = BaselineLocation.resolve(commandLine: nil, configuration: configuration) {
                readFiles.insert(URL(fileURLWithPath: location.path).standardizedFileURL.path)
            }
            switch DocumentLint.baseline(of: configuration) {
            case .failure(let error):
                return .failed("piclint cannot use the config's baseline: \(error)")
            case .success(let baseline):
                return .ready(DocumentLint(configuration: configuration, model: model, baseline: baseline))
            }
        }
    }
}
