import FoundationEssentials
import Dispatch
import Glibc
import Synchronization
import WidgettyHost
import WidgettyKit

/// The dashboard's end of `widgetty reload`: a Unix socket served on a thread of its own.
///
/// A client sends one line, `reload` or `reload KIND`, and reads one line back:
/// `ok N` (widgets reloaded) or `error MESSAGE`. The socket's thread accepts and
/// reads without blocking, gives each client `InputLimits.controlRequestSeconds`
/// to send its line and serves at most `InputLimits.controlConnections` at once
/// (more wait in the kernel's backlog), so idle or slow clients never delay a
/// frame. The terminal thread only sees complete requests (`takeRequests`),
/// answered with a send that cannot block.
final class ControlSocket: Sendable {
    let path: String
    private let listener: Int32
    private let stopping = SelfPipe()
    private let finished = DispatchSemaphore(value: 0)
    private let pending = Mutex<[PendingControlRequest]>([])

    /// Why the dashboard has no control socket, in words for its banner.
    struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong, after "widgetty reload cannot reach this dashboard: ".
        let reason: String

        var description: String { "widgetty reload cannot reach this dashboard: \(reason)" }
    }

    /// Listens at `DIR/PID.sock` and starts serving; `onRequest` is called (on the socket's thread) when a
    /// complete request waits. Throws when the folder is not this user's private one or the socket cannot be made.
    init(directory: String = ControlDirectory.path(), onRequest: @escaping @Sendable () -> Void) throws(Unavailable) {
        if let problem = ControlDirectory.prepare(directory) { throw Unavailable(reason: problem) }
        path = ControlDirectory.socketPath(in: directory, pid: getpid())
        guard var address = ControlDirectory.address(path) else {
            throw Unavailable(reason: "the socket path \(path) is too long")
        }
        listener = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw Unavailable(reason: "no socket (\(String(cString: strerror(errno))))") }
        unlink(path)
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previousMask)
        guard bound == 0, listen(listener, 64) == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(listener)
            throw Unavailable(reason: "\(path): \(reason)")
        }
        TerminalGuard.removeOnFault(socket: path)
        SystemThread.start(named: "widgetty-control") { [self] in
            TerminalGuard.blockRelayedSignals()
            FaultSignals.giveThreadAHandlerStack()
            ControlConnections(listener: listener, stopping: stopping.readDescriptor) { request in
                self.pending.withLock { $0.append(request) }
                onRequest()
            }.serve()
            finished.signal()
        }
    }

    /// The complete requests received since the last call, oldest first.
    func takeRequests() -> [PendingControlRequest] {
        pending.withLock { requests in
            defer { requests = [] }
            return requests
        }
    }

    /// Stops the socket's thread, closes every connection and removes the socket file (a fault removes it too:
    /// `TerminalGuard`).
    func stop() {
        stopping.wake()
        finished.wait()
        for request in takeRequests() { request.reply("error the dashboard is quitting") }
        Glibc.close(listener)
        TerminalGuard.removeOnFault(socket: nil)
        unlink(path)
    }
}

/// A complete request from a client, waiting for the terminal thread's answer.
final class PendingControlRequest: Sendable {
    let request: ControlRequest
    private let client: Int32

    init(request: ControlRequest, client: Int32) {
        self.request = request
        self.client = client
    }

    /// Sends the reply line without waiting (a few bytes into an empty socket buffer) and closes the connection.
    func reply(_ line: String) {
        ControlConnections.send(line, to: client)
        Glibc.close(client)
    }
}
