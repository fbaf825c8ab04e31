import Foundation
import Glibc
import Testing
import WidgettyKit
import WidgettyTestSupport
@testable import WidgettyTerminal

/// The control socket's request parser, and its thread against idle, slow, long-winded and crowding clients.
@Suite struct ControlSocketTests {
    @Test(arguments: [
        ("reload\n", ControlRequest.reload(kind: nil)), ("reload\r\n", .reload(kind: nil)), ("reload", .reload(kind: nil)),
        ("reload clock\n", .reload(kind: "clock")), ("reload  weather \r\n", .reload(kind: "weather")),
    ])
    func requestsAreRead(text: String, request: ControlRequest) {
        #expect(ControlRequest.parse(Array(text.utf8)) == .success(request))
    }

    @Test func anythingElseIsRefusedWithAReplySafeToPrint() {
        #expect(ControlRequest.parse(Array("reload\0clock\n".utf8)) == .failure(.notText))
        #expect(ControlRequest.parse([0xFF, 0xFE, 10]) == .failure(.notText))
        #expect(ControlRequest.parse(Array("reload \u{1B}]52;c;eA==\u{07}\n".utf8)) == .failure(.notText))
        #expect(ControlRequest.parse(Array(repeating: 0x61, count: InputLimits.controlRequestBytes + 1)) == .failure(.tooLong))
        #expect(ControlRequest.parse(Array("stop now\n".utf8)) == .failure(.unknown("stop now")))
        #expect(ControlRequest.parse(Array("reload a b\n".utf8)) == .failure(.unknown("reload a b")))
        #expect(ControlRequest.Problem.unknown(String(repeating: "x", count: 300)).reply.count < 120, "long requests are shortened")
    }

    /// A socket in a private temporary folder, and the folder.
    func makeSocket(onRequest: @escaping @Sendable () -> Void = {}) throws -> (ControlSocket, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w-\(UInt32.random(in: 0...UInt32.max))").path
        let socket = try ControlSocket(directory: folder, onRequest: onRequest)
        return (socket, folder)
    }

    /// A connected client descriptor.
    func connect(to path: String) throws -> Int32 {
        var address = try #require(ControlDirectory.address(path))
        let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        #expect(connected == 0)
        return client
    }

    /// The line the socket sends back, waiting up to 5 s on a thread of its own.
    func replyLine(_ client: Int32) async -> String {
        await BlockingWork.run { Self.replyLineOnThisThread(client) }
    }

    /// `replyLine`, waiting on the calling thread.
    private static func replyLineOnThisThread(_ client: Int32) -> String {
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = recv(client, &buffer, buffer.count, 0)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }

    /// Waits (up to 5 s) for a request to reach the terminal thread's side, and answers it.
    func answerNextRequest(_ socket: ControlSocket, with line: String) async throws -> ControlRequest? {
        for _ in 0..<500 {
            if let pending = socket.takeRequests().first {
                pending.reply(line)
                return pending.request
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    @Test func aRequestReachesTheLoopWhileIdleAndSlowClientsWait() async throws {
        let (socket, folder) = try makeSocket()
        defer { socket.stop(); rmdir(folder) }
        let idle = try (0..<10).map { _ in try connect(to: socket.path) }
        defer { idle.forEach { close($0) } }
        let slow = try connect(to: socket.path)
        defer { close(slow) }
        _ = send(slow, "re", 2, 0)
        let client = try connect(to: socket.path)
        defer { close(client) }
        _ = send(client, "reload clock\r\n", 14, 0)
        #expect(try await answerNextRequest(socket, with: "ok 1") == .reload(kind: "clock"))
        #expect(await replyLine(client) == "ok 1\n")
    }

    /// The line a socket answers a client that sends `bytes` (nothing: says nothing).
    func reply(toClientSending bytes: [UInt8]) async throws -> String {
        let (socket, folder) = try makeSocket()
        defer { socket.stop(); rmdir(folder) }
        let client = try connect(to: socket.path)
        defer { close(client) }
        if !bytes.isEmpty { _ = send(client, bytes, bytes.count, Int32(MSG_NOSIGNAL)) }
        return await replyLine(client)
    }

    @Test func aClientThatSaysNothingIsToldSoAndLetGo() async throws {
        #expect(try await reply(toClientSending: []) == "error no request within 1 s\n")
    }

    @Test func aRequestWithoutEndIsCutOff() async throws {
        #expect(try await reply(toClientSending: [UInt8](repeating: 0x61, count: 4096)) == ControlRequest.Problem.tooLong.reply + "\n")
    }

    @Test func moreClientsThanTheLimitWaitTheirTurn() async throws {
        let (socket, folder) = try makeSocket()
        defer { socket.stop(); rmdir(folder) }
        let crowd = try (0..<InputLimits.controlConnections).map { _ in try connect(to: socket.path) }
        defer { crowd.forEach { close($0) } }
        let late = try connect(to: socket.path)
        defer { close(late) }
        _ = send(late, "reload\n", 7, 0)
        #expect(try await answerNextRequest(socket, with: "ok 2") == .reload(kind: nil), "served once the crowd times out")
        #expect(await replyLine(late) == "ok 2\n")
    }

    @Test func theFolderMustBeThisUsersPrivateOne() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("w-\(UInt32.random(in: 0...UInt32.max))").path
        mkdir(base, 0o755)
        defer { rmdir(base) }
        #expect(throws: ControlSocket.Unavailable.self) { try ControlSocket(directory: base) {} }
        let link = base + "-link"
        let target = base + "-target"
        mkdir(target, 0o700)
        symlink(target, link)
        defer { unlink(link); rmdir(target) }
        #expect(ControlDirectory.privacyProblem(link)?.contains("is not a folder") == true)
        #expect(throws: ControlClient.Refusal.self) { try ControlClient.reload(kind: nil, directory: link) }
    }

    @Test func reloadRemovesDeadSocketsButNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("w-\(UInt32.random(in: 0...UInt32.max))").path
        mkdir(folder, 0o700)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/notes.sock", contents: Data("keep me".utf8))
        let dead = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = try #require(ControlDirectory.address(folder + "/1.sock"))
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(dead, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        close(dead)
        #expect(try ControlClient.reload(kind: nil, directory: folder).isEmpty)
        #expect(FileManager.default.fileExists(atPath: folder + "/notes.sock"), "a regular file is never removed")
        #expect(!FileManager.default.fileExists(atPath: folder + "/1.sock"), "a socket nobody listens on is")
    }

    @Test func aRuntimeFolderTooLongForASocketFallsBackToTmp() {
        let long = "/" + String(repeating: "d", count: 120)
        #expect(ControlDirectory.path(environment: ["XDG_RUNTIME_DIR": long]) == "/tmp/widgetty-\(getuid())")
        #expect(ControlDirectory.path(environment: ["XDG_RUNTIME_DIR": "relative/run"]) == "/tmp/widgetty-\(getuid())")
        #expect(ControlDirectory.path(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"]) == "/run/user/1000/widgetty")
    }
}
