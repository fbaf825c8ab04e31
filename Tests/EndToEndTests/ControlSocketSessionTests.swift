import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The control socket as an attacker on the same machine meets it: idle and slow clients never hold up the screen.
@Suite(.takesTurns) struct ControlSocketSessionTests {
    static let secondsClock = """
    [dashboard]
    theme = "dark"

    [[widget]]
    kind = "clock"
    size = "small"
    seconds = true
    """

    /// A non-blocking connection to `path` (one the backlog has no room for fails, as an attacker's would).
    static func connect(to path: String) -> Int32 {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            let bytes = Array(path.utf8)
            buffer.copyBytes(from: bytes)
            buffer[bytes.count] = 0
        }
        let client = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue), 0)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        return client
    }

    @Test func fiftyIdleConnectionsAndASlowWriterDoNotDelayTheSecondsClock() async throws {
        let session = try await DashboardSession(config: Self.secondsClock, ready: "November")
        let folder = session.runtimeDirectory.path + "/widgetty"
        let socketPath = folder + "/" + (try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first))
        let idle = (0..<50).map { _ in Self.connect(to: socketPath) }
        defer { idle.forEach { close($0) } }
        let writing = Thread {
            let slow = Self.connect(to: socketPath)
            defer { close(slow) }
            for byte in Array("reload\n".utf8) + Array(repeating: UInt8(ascii: " "), count: 50) {
                var value = byte
                _ = send(slow, &value, 1, Int32(MSG_NOSIGNAL))
                Thread.sleep(forTimeInterval: 0.15)
            }
        }
        writing.start()
        // Reads the screen for eight seconds while the writer dribbles for as long. A loop that waited on the writer
        // would stand still for all eight, changing the screen once at most; a free one changes it every second. The
        // bound counts changes rather than timing the longest gap, which a loaded machine's stalls would stretch.
        var last = try await session.tmux.capture()
        var changes = 0
        var changedAt = ContinuousClock.now
        var longest = Duration.zero
        let end = ContinuousClock.now + .seconds(8)
        while ContinuousClock.now < end {
            try await Task.sleep(for: .milliseconds(50))
            let screen = try await session.tmux.capture()
            if screen != last {
                changes += 1
                longest = max(longest, ContinuousClock.now - changedAt)
                (last, changedAt) = (screen, ContinuousClock.now)
            }
        }
        longest = max(longest, ContinuousClock.now - changedAt)
        #expect(changes >= 3, "the seconds clock changed \(changes) times in 8 s while a client dribbled; it stood still for \(longest) at most")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
