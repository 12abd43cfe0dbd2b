import Foundation
import LanguageServerProtocol

/// What the reading thread hands the server: one message's content, the framing error that ends the stream, or
/// its end.
enum Incoming: Sendable {
    case message([UInt8])
    case framingError(FramingError)
    case end
}

/// The messages read so far and not yet handled. A thread reads the input and frames it as fast as it comes, so the
/// server can take every message waiting at once and lint only the latest text of a document changed several
/// times (the coalescing the issue asks for), and can see a `$/cancelRequest` that arrived behind its request.
final class Inbox: @unchecked Sendable {
    private let condition = NSCondition()
    private var queue: [Incoming] = []
    private var ended = false
    /// Whether a message's bytes have begun to arrive but it is not whole yet.
    private var partial = false

    /// Starts the thread that reads `source` until its end or a framing error.
    func start(reading source: some ByteSource, contentLimit: Int) {
        let thread = Thread { [self] in
            var reader = MessageReader(contentLimit: contentLimit)
            while true {
                let bytes = source.read()
                guard !bytes.isEmpty else {
                    self.put([.end], partial: false)
                    return
                }
                reader.append(bytes)
                var batch: [Incoming] = []
                do throws(FramingError) {
                    while let content = try reader.next() { batch.append(.message(content)) }
                } catch {
                    batch.append(.framingError(error))
                    self.put(batch, partial: false)
                    return
                }
                self.put(batch, partial: reader.bufferedByteCount > 0)
            }
        }
        thread.name = "piclint-server-reader"
        thread.start()
    }

    private func put(_ items: [Incoming], partial: Bool) {
        condition.lock()
        queue.append(contentsOf: items)
        self.partial = partial
        if items.contains(where: { if case .end = $0 { true } else if case .framingError = $0 { true } else { false } }) {
            ended = true
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Every message waiting; with `wait`, blocks until there is one. With `settle`, a message half arrived is
    /// waited for (up to that long), since it is most likely the next keystroke's change.
    func takeAll(wait: Bool, settle: TimeInterval = 0) -> [Incoming] {
        condition.lock()
        defer { condition.unlock() }
        if wait {
            while queue.isEmpty && !ended { condition.wait() }
        }
        if settle > 0 && partial && !ended {
            let deadline = Date(timeIntervalSinceNow: settle)
            while partial && !ended && condition.wait(until: deadline) {}
        }
        let items = queue
        queue = []
        return items
    }

    /// Whether a `$/cancelRequest` for a request is waiting, without taking anything: a long request (a workspace's
    /// diagnostics) looks between files, so a client that gave up on it does not wait for its end.
    func holdsCancellation(of id: RequestID) -> Bool {
        condition.lock()
        let waiting = queue
        condition.unlock()
        return waiting.contains { item in
            guard case .message(let content) = item,
                  let note = try? LSPJSON.decode(NotificationMessage<CancelParams>.self, from: content) else { return false }
            return note.method == CancelRequestNotification.method && note.params?.id == id
        }
    }
}
