import FoundationEssentials
import Glibc
import WidgettyKit

/// The `widgetty reload` end: sends a request to every running dashboard and collects their replies.
public enum ControlClient {
    /// What one dashboard answered.
    public struct Reply: Sendable, Equatable {
        public let socket: String
        public let line: String
    }

    /// Why no dashboard could be asked.
    public struct Refusal: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// The most bytes of a reply read.
    static let replyLimit = 4096

    /// Sends `reload` (or `reload KIND`) to each dashboard listening in `directory`.
    ///
    /// Sockets nobody listens on any more (left by a crash) are removed on the way, and only
    /// sockets: nothing else in the folder is touched. A folder that is not this user's private
    /// one is refused as a whole (its sockets could be anyone's).
    public static func reload(kind: String?, directory: String = ControlDirectory.path()) throws(Refusal) -> [Reply] {
        var info = stat()
        guard lstat(directory, &info) == 0 else { return [] }
        if let problem = ControlDirectory.privacyProblem(directory) { throw Refusal(description: problem) }
        let request = kind.map { "reload \($0)\n" } ?? "reload\n"
        return ControlDirectory.sockets(in: directory).compactMap { path in
            guard let line = exchange(request, with: path) else { return nil }
            return Reply(socket: path, line: line)
        }
    }

    /// Sends one line and reads one back (at most `replyLimit` bytes, all within `deadline` seconds); nil when
    /// no dashboard answers there. Non-blocking throughout: a suspended dashboard whose backlog is full, or a
    /// listener that sends a byte now and then, cannot hold `widgetty reload` past the deadline.
    private static func exchange(_ request: String, with path: String, deadline seconds: Double = 2) -> String? {
        guard var address = ControlDirectory.address(path) else { return nil }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + .seconds(seconds)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        if connected != 0 {
            if errno == ECONNREFUSED { unlink(path) }
            guard errno == EAGAIN || errno == EINPROGRESS, wait(for: Int16(POLLOUT), on: descriptor, until: deadline) else { return nil }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 else { return nil }
        }
        _ = request.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 512)
        var received: [UInt8] = []
        while !received.contains(10), received.count < replyLimit, wait(for: Int16(POLLIN), on: descriptor, until: deadline) {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer.prefix(count))
        }
        guard !received.isEmpty else { return "error no answer within \(DecimalText.plain(seconds)) s" }
        let line = received.prefix(replyLimit).split(separator: 10, omittingEmptySubsequences: false).first ?? []
        return String(decoding: line, as: UTF8.self)
    }

    /// Whether `descriptor` became ready for `events` before `deadline`.
    private static func wait(for events: Int16, on descriptor: Int32, until deadline: ContinuousClock.Instant) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline).components
            let milliseconds = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
            guard milliseconds > 0 else { return false }
            var entry = [pollfd(fd: descriptor, events: events, revents: 0)]
            let ready = poll(&entry, 1, Int32(clamping: milliseconds))
            if ready > 0 { return true }
            if ready < 0, errno == EINTR { continue }
            return false
        }
    }
}
