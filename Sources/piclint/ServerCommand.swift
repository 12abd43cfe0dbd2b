import ArgumentParser
import Config
import Foundation
import LanguageServer
import PickerModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `piclint server`: the language server on standard input and output. Argument parsing and wiring only: the
/// server (`LanguageServer`) reads the messages, lints, and gives back the exit status the specification asks for.
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "server",
        abstract: "Run a language server (LSP 3.17) on standard input and output, for editors.",
        discussion: """
            Exit codes: 0 after the client's shutdown and exit; 1 when it exits (or closes the input) without \
            shutting down first, or the input is not LSP messages. Nothing but messages is written to standard output.
            """)

    // Editors' client settings often pass it; standard input and output are the only transport.
    @Flag(help: "Talk over standard input and output (the default and only transport).")
    var stdio = false

    @Option(help: ArgumentHelp("Pin the model's clock, which `now` and `today` resolve against (YYYY-MM-DDTHH:MM).",
                               valueName: "date-time"))
    var now: String?

    func validate() throws {
        if let now, ModelClock(parsing: now) == nil {
            throw ValidationError("--now takes a date and time such as 2026-11-24T09:41, not \(now)")
        }
    }

    func run() throws {
        // A client that goes away mid-message makes the write fail (the server then ends with 1), rather than
        // kill the process with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let options = LanguageServer.Options(environment: ConfigDiscovery.environmentOfThisProcess(),
                                             clock: now.flatMap(ModelClock.init(parsing:)).map(LanguageServer.Clock.pinned) ?? .machine)
        let status = LanguageServer(options: options).run(input: FileDescriptorSource(descriptor: 0),
                                                          output: FileDescriptorSink(descriptor: 1))
        if status != 0 { throw ExitCode(status) }
    }
}
