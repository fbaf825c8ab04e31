import Foundation
import Glibc
import Synchronization

/// An HTTP server on 127.0.0.1 for tests: each request's path and query go to `handler`, whose reply is sent as is.
///
/// Network tests talk only to this server (ARCHITECTURE.md, "Testing habits"). It serves one request
/// at a time on its own thread, and records what was asked.
public final class LocalHTTPServer: Sendable {
    /// How to answer one request.
    public enum Reply: Sendable {
        /// A status and a JSON body.
        case status(Int, Data)
        /// A 200 with the body, after a pause in seconds (a slow network).
        case slow(Double, Data)
        /// A 200 with the body once the test opens `gate` (or after 60 s, so a forgotten gate cannot hold the server).
        case gated(ReplyGate, Data)
        /// Accept the request and never answer (until the server stops).
        case hang
        /// Close the connection without a word.
        case close
        /// These bytes as they are, head and body (a lying Content-Length, a compressed body).
        case raw(Data)
        /// A 200 whose body never ends: `chunk` again and again until the client hangs up.
        case endless(chunk: Data)
    }

    /// The port the server listens on.
    public let port: UInt16
    private let listener: Int32
    private let state = Mutex<(requests: [String], heads: [String], held: [Int32])>(([], [], []))

    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }
    /// Every request's path and query, in order.
    public var requests: [String] { state.withLock { $0.requests } }
    /// Every request's head (request line and header lines), in order.
    public var heads: [String] { state.withLock { $0.heads } }

    /// Starts a server on a free port.
    public init(handler: @escaping @Sendable (String) -> Reply) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard bound == 0, named == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw POSIXError(.EADDRINUSE)
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        Thread { [self] in
            while true {
                let client = accept(listener, nil, nil)
                guard client >= 0 else {
                    // Closed here, not in stop(): a descriptor closed while this thread might still
                    // call accept on it could be reused by another server, whose requests it would steal.
                    close(listener)
                    return
                }
                let (path, head) = Self.readRequestOnThisThread(client)
                state.withLock {
                    $0.requests.append(path)
                    $0.heads.append(head)
                }
                var reply = handler(path)
                if case .slow(let seconds, let body) = reply {
                    Thread.sleep(forTimeInterval: seconds)
                    reply = .status(200, body)
                }
                if case .gated(let gate, let body) = reply {
                    _ = gate.waitOnThisThread(limit: 60)
                    reply = .status(200, body)
                }
                switch reply {
                case .slow, .gated: break
                case .status(let code, let body):
                    let head = "HTTP/1.1 \(code) \(code == 200 ? "OK" : "Error")\r\nContent-Type: application/json\r\n"
                        + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
                    let bytes = Data(head.utf8) + body
                    Self.send(bytes, to: client)
                    close(client)
                case .hang:
                    state.withLock { $0.held.append(client) }
                case .close:
                    close(client)
                case .raw(let bytes):
                    Self.send(bytes, to: client)
                    close(client)
                case .endless(let chunk):
                    Self.send(Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n".utf8), to: client)
                    while Self.send(chunk, to: client) {}
                    close(client)
                }
            }
        }.start()
    }

    /// Stops listening and drops held connections; later requests find nobody there.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        for client in state.withLock({ $0.held }) { close(client) }
    }

    /// Sends all of `bytes`; false once the client has gone.
    @discardableResult
    private static func send(_ bytes: Data, to client: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = Glibc.send(client, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    /// The request's path and query, and its whole head as text (an empty path for bytes that are no request).
    private static func readRequestOnThisThread(_ client: Int32) -> (path: String, head: String) {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains("\r\n\r\n".data(using: .utf8)!) {
            let count = recv(client, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[..<count])
            // Not a request line (a TLS handshake begins 0x16): answered at once, as a plain HTTP server answers garbage.
            if let first = received.first, !(0x41...0x5A).contains(first) { break }
        }
        let line = String(decoding: received.prefix { $0 != 13 }, as: UTF8.self)
        return (line.split(separator: " ").dropFirst().first.map(String.init) ?? "", String(decoding: received, as: UTF8.self))
    }
}

extension Data {
    /// Whether `other` occurs in these bytes.
    func contains(_ other: Data) -> Bool { range(of: other) != nil }
}
