import Driver
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What piclint does on SIGINT (Ctrl-C), SIGTERM (a CI runner's cancel) and SIGHUP (a closed terminal): it removes
/// the temporary files its run has made and not yet renamed into place, then exits 128 + the signal's number (130,
/// 143, 129), as a shell reports a command a signal ended. A file already fixed or written stays so; the one being
/// written keeps its old text.
///
/// No signal handler runs: the signals are blocked in every thread and taken by one thread that waits for them with
/// sigwait(2), so the cleanup runs as ordinary code (with locks and allocation) rather than in a handler's context.
enum Interruptions {
    /// The signals piclint cleans up after.
    static let caught: [(number: Int32, name: String)] = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP")]

    /// Starts watching for the signals on behalf of a run, whose temporary files `temporaryFiles` records. Call it
    /// before any other thread starts: threads inherit the blocked signals from the one that starts them.
    static func watch(_ temporaryFiles: TemporaryFiles) {
        var signals = sigset_t()
        sigemptyset(&signals)
        var any = false
        // A signal the parent set to be ignored (nohup's SIGHUP, SIGINT for a background job of a script) stays
        // ignored: taking it with sigwait would let it stop a run it was meant not to.
        for signal in caught where !isIgnored(signal.number) {
            sigaddset(&signals, signal.number)
            any = true
        }
        guard any, pthread_sigmask(SIG_BLOCK, &signals, nil) == 0 else { return }
        let waited = signals
        let watcher = Thread {
            var set = waited
            var received: Int32 = 0
            // sigwait returns an error number only for an invalid set; try again rather than leave the run unwatched.
            while sigwait(&set, &received) != 0 {}
            let removed = temporaryFiles.removeAll()
            let name = caught.first { $0.number == received }?.name ?? "signal \(received)"
            let note = removed == 0 ? "" : "; removed \(removed == 1 ? "the temporary file" : "\(removed) temporary files") of the write under way"
            Console.standardError("piclint: interrupted by \(name)\(note)\n")
            _exit(128 + received)
        }
        watcher.start()
    }

    /// Whether a signal's disposition is SIG_IGN, read without changing it.
    private static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
        let handler = current.__sigaction_u.__sa_handler
        #else
        let handler = current.__sigaction_handler.sa_handler
        #endif
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
