import Foundation
import Glibc

/// The dashboard's end of `widgetty reload`: a Unix socket the event loop polls.
///
/// A client sends one line, `reload` or `reload KIND`, and reads one line back:
/// `ok N` (sources reloaded) or `error MESSAGE`.
final class ControlSocket {
    /// The listening descriptor, for the loop's `poll`.
    let descriptor: Int32
    let path: String

    /// Listens at `DIR/PID.sock`; nil when the folder or socket cannot be made (the dashboard runs without it).
    init?(directory: String = ControlDirectory.path()) {
        guard ControlDirectory.prepare(directory) else { return nil }
        path = ControlDirectory.socketPath(in: directory, pid: getpid())
        guard var address = ControlDirectory.address(path) else { return nil }
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue | SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        unlink(path)
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        umask(previousMask)
        guard bound == 0, listen(descriptor, 8) == 0 else {
            Glibc.close(descriptor)
            return nil
        }
    }

    /// Answers every waiting client; `handle` turns a request's kind (nil for all) into a reply line.
    func serve(_ handle: (_ kind: String?) -> String) {
        while true {
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else { return }
            defer { Glibc.close(client) }
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) & ~O_NONBLOCK)
            guard let request = readLine(from: client) else { continue }
            let words = request.split(separator: " ").map(String.init)
            let reply: String
            if words.first == "reload", words.count <= 2 {
                reply = handle(words.count == 2 ? words[1] : nil)
            } else {
                reply = "error unknown request \"\(request)\""
            }
            _ = (reply + "\n").withCString { send(client, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
        }
    }

    /// Stops listening and removes the socket file.
    func stop() {
        Glibc.close(descriptor)
        unlink(path)
    }

    /// One line from a client, waiting at most 200 ms for it.
    private func readLine(from client: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        var received: [UInt8] = []
        var descriptors = [pollfd(fd: client, events: Int16(POLLIN), revents: 0)]
        while !received.contains(10), received.count < 256, poll(&descriptors, 1, 200) > 0 {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer.prefix(count))
        }
        guard let line = received.split(separator: 10).first else { return nil }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
