import Foundation
import Glibc

/// The `widgetty reload` end: sends a request to every running dashboard and collects their replies.
public enum ControlClient {
    /// What one dashboard answered.
    public struct Reply: Sendable, Equatable {
        public let socket: String
        public let line: String
    }

    /// Sends `reload` (or `reload KIND`) to each dashboard listening in `directory`.
    ///
    /// Sockets nobody listens on any more (left by a crash) are removed on the way.
    public static func reload(kind: String?, directory: String = ControlDirectory.path()) -> [Reply] {
        let request = kind.map { "reload \($0)\n" } ?? "reload\n"
        return ControlDirectory.sockets(in: directory).compactMap { path in
            guard let line = exchange(request, with: path) else { return nil }
            return Reply(socket: path, line: line)
        }
    }

    /// Sends one line and reads one back; nil when no dashboard answers there.
    private static func exchange(_ request: String, with path: String) -> String? {
        guard var address = ControlDirectory.address(path) else { return nil }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else {
            if errno == ECONNREFUSED { unlink(path) }
            return nil
        }
        _ = request.withCString { send(descriptor, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        var timeout = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 512)
        var received: [UInt8] = []
        while !received.contains(10) {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer.prefix(count))
        }
        return received.split(separator: 10).first.map { String(decoding: $0, as: UTF8.self) }
    }
}
