import FoundationEssentials
import Glibc
import WidgettyKit

/// The control socket's thread: accepts clients, reads each one's line without blocking, and hands
/// complete requests on; a client too slow, too long-winded or not speaking the protocol gets an error line.
struct ControlConnections {
    let listener: Int32
    let stopping: Int32
    let deliver: (PendingControlRequest) -> Void

    /// A client still sending its line.
    private struct Client {
        var received: [UInt8] = []
        let deadline: ContinuousClock.Instant
    }

    /// Serves until `stopping` becomes readable; then closes every connection still open.
    func serve() {
        var clients: [Int32: Client] = [:]
        // Set when accept ran out of descriptors: the waiting client stays in the backlog, and the
        // listener, still readable, is left out of poll for a while rather than spun on.
        var pausedUntil: ContinuousClock.Instant?
        while true {
            let now = ContinuousClock.now
            if let paused = pausedUntil, paused <= now { pausedUntil = nil }
            let accepting = clients.count < InputLimits.controlConnections && pausedUntil == nil
            let order = Array(clients.keys)
            var descriptors = [pollfd(fd: stopping, events: Int16(POLLIN), revents: 0),
                               pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0)]
                + order.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let nextDeadline = (clients.values.map(\.deadline) + [pausedUntil].compactMap { $0 }).min()
            _ = poll(&descriptors, nfds_t(descriptors.count), nextDeadline.map { Self.milliseconds(from: now, to: $0) } ?? -1)
            if descriptors[0].revents != 0 {
                for client in clients.keys { close(client) }
                return
            }
            if descriptors[1].revents != 0, !accept(into: &clients) { pausedUntil = .now + .milliseconds(100) }
            for (index, client) in order.enumerated() where descriptors[index + 2].revents != 0 {
                read(client, into: &clients)
            }
            let late = ContinuousClock.now
            for (client, state) in clients where state.deadline <= late {
                clients[client] = nil
                finish(client, reply: "error no request within \(DecimalText.plain(InputLimits.controlRequestSeconds)) s")
            }
        }
    }

    /// Accepts the waiting clients, up to the limit; false when the process is out of descriptors.
    private func accept(into clients: inout [Int32: Client]) -> Bool {
        while clients.count < InputLimits.controlConnections {
            let client = CloseOnExec.accept(listener)
            guard client >= 0 else { return errno != EMFILE && errno != ENFILE }
            clients[client] = Client(deadline: .now + .seconds(InputLimits.controlRequestSeconds))
        }
        return true
    }

    /// Reads what the client sent; a complete line is handed on (or answered, when it is no request).
    private func read(_ client: Int32, into clients: inout [Int32: Client]) {
        var buffer = [UInt8](repeating: 0, count: InputLimits.controlRequestBytes + 2)
        let count = recv(client, &buffer, buffer.count, 0)
        if count < 0, errno == EAGAIN || errno == EINTR { return }
        guard var state = clients.removeValue(forKey: client) else { return }
        let ended = count <= 0
        if count > 0 { state.received.append(contentsOf: buffer[..<count]) }
        if let newline = state.received.firstIndex(of: 10) {
            handle(Array(state.received[...newline]), from: client)
        } else if state.received.count > InputLimits.controlRequestBytes + 1 {
            finish(client, reply: ControlRequest.Problem.tooLong.reply)
        } else if ended {
            // A client that closed its side after a line without a break still gets an answer.
            if state.received.isEmpty { close(client) } else { handle(state.received, from: client) }
        } else {
            clients[client] = state
        }
    }

    private func handle(_ line: [UInt8], from client: Int32) {
        switch ControlRequest.parse(line) {
        case .success(let request): deliver(PendingControlRequest(request: request, client: client))
        case .failure(let problem): finish(client, reply: problem.reply)
        }
    }

    private func finish(_ client: Int32, reply: String) {
        Self.send(reply, to: client)
        close(client)
    }

    /// Writes `line` and a line break without blocking or raising SIGPIPE; a client that went away misses it.
    static func send(_ line: String, to client: Int32) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBufferPointer { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
    }

    /// Milliseconds from `now` until `deadline`, at least 0, rounded up.
    private static func milliseconds(from now: ContinuousClock.Instant, to deadline: ContinuousClock.Instant) -> Int32 {
        let components = now.duration(to: deadline).components
        let milliseconds = components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000 + 1
        return Int32(clamping: max(0, milliseconds))
    }
}
