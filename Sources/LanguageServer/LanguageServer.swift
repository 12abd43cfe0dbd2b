import Foundation
import LanguageServerProtocol
import PickerModel

/// piclint's language server (LSP 3.17): diagnostics, fixes, hovers and completion for specs, Interface Builder
/// files and Swift source, with the command line's engine, config, suppressions and baselines.
///
/// It reads framed JSON-RPC messages from a `ByteSource` and writes its own to a `ByteSink`, and returns the exit
/// status the specification gives (0 after `shutdown` then `exit`, 1 otherwise): it never prints or exits, so the
/// command line (`piclint server`) wires it to standard input and output and tests drive it through pipes.
public struct LanguageServer: Sendable {
    /// What the server is set up with.
    public struct Options: Sendable {
        /// The environment config discovery reads (`HOME`, `PICLINT_TRUSTED_CONFIG`), as the command line's.
        public var environment: [String: String]
        /// The reference model's clock: the machine's by default, read again for every lint; pinned by `--now`.
        public var clock: Clock
        /// The largest message read; a longer one ends the session (its framing cannot be trusted past it).
        public var contentLimit: Int
        /// How long a message that has begun to arrive is waited for before the documents are linted, so a burst of
        /// changes is linted once, at its last version. A pipe drains in far less.
        public var settle: TimeInterval

        /// Creates options.
        public init(environment: [String: String] = [:], clock: Clock = .machine,
                    contentLimit: Int = MessageReader.defaultContentLimit, settle: TimeInterval = 0.02) {
            self.environment = environment
            self.clock = clock
            self.contentLimit = contentLimit
            self.settle = settle
        }
    }

    /// Where the model's clock is read, for each lint: a server runs for days, and one that read the machine's clock
    /// once would keep yesterday as `today` after midnight.
    public struct Clock: Sendable {
        /// The date and time a lint starting now resolves `now` and `today` against.
        public let now: @Sendable () -> ModelClock

        /// A clock read through a function (a test's, which moves time on).
        public init(_ now: @escaping @Sendable () -> ModelClock) {
            self.now = now
        }

        /// The machine's local date and time.
        public static var machine: Clock { Clock { ModelClock.system() } }

        /// One date and time for every lint (`--now`).
        public static func pinned(_ clock: ModelClock) -> Clock { Clock { clock } }
    }

    /// The server's name in `initialize`'s answer.
    public static let name = "piclint"

    public var options: Options

    /// Creates a server.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Serves one client until `exit`, the end of its input, or input that cannot be framed; returns the exit status.
    ///
    /// Messages are handled in the order they came; every message waiting is handled before any document is linted,
    /// so several changes queued behind one another are linted once, at the latest version.
    public func run(input: some ByteSource, output: some ByteSink) -> Int32 {
        let inbox = Inbox()
        inbox.start(reading: input, contentLimit: options.contentLimit)
        var session = Session(options: options, outbox: Outbox(sink: output), inbox: inbox)
        while true {
            var items = inbox.takeAll(wait: true)
            while !items.isEmpty {
                if let status = session.handle(items) { return status }
                items = inbox.takeAll(wait: false, settle: options.settle)
            }
            session.lintChangedDocuments()
            if let status = session.exitStatus { return status }
        }
    }
}

/// Writes the server's messages, framed, to the sink, remembering if the client has gone.
struct Outbox: Sendable {
    let sink: any ByteSink
    private let writer = MessageWriter()

    init(sink: any ByteSink) {
        self.sink = sink
    }

    /// Sends a message; false when it could not be written.
    @discardableResult
    func send(_ message: some Encodable) -> Bool {
        guard let bytes = try? writer.framed(message) else { return false }
        return sink.write(bytes)
    }
}
