import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The running dashboard against a server that never stops sending, or never answers.
@Suite(.takesTurns) struct HostileServerSessionTests {
    static func config(_ server: LocalHTTPServer) -> String {
        """
        [dashboard]
        theme = "dark"

        [[widget]]
        kind = "weather"
        size = "medium"
        latitude = 40.79
        longitude = -73.97
        name = "New York"
        base_url = "\(server.baseURL)/v1/forecast"
        """
    }

    /// A process's peak resident size in kilobytes (VmHWM), or nil once it is gone.
    static func peakResidentKilobytes(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        return Int(line.split(separator: " ").dropFirst().first ?? "")
    }

    @Test(arguments: ["endless", "gzip bomb"])
    func theDashboardStaysSmallWhileAServerFloodsIt(kind: String) async throws {
        let reply: LocalHTTPServer.Reply = kind == "endless"
            ? .endless(chunk: Data(repeating: 0x20, count: 65_536)) : .raw(try HostileAnswers.gzipBomb(expandingTo: 1 << 30))
        let server = try LocalHTTPServer { _ in reply }
        defer { server.stop() }
        let session = try await DashboardSession(config: Self.config(server), ready: nil)
        try await session.tmux.waitFor(timeout: 30) { $0.joined().contains("sent more than 1") }
        let peak = try #require(Self.peakResidentKilobytes(try await session.processID()))
        #expect(peak < 100 * 1024, "the dashboard peaked at \(peak) KB")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func quittingDuringAHungFetchEndsTheFetchHelperToo() async throws {
        let server = try LocalHTTPServer { _ in .hang }
        defer { server.stop() }
        // A long timeout: on a loaded machine the first fetch's helper must still wait when the test looks for it.
        let session = try await DashboardSession(config: Self.config(server) + "\ntimeout = 60\n", ready: nil)
        try await session.tmux.waitFor { $0.contains { $0.contains("╭─") } }
        let dashboard = try await session.processID()
        var helpers: [Int32] = []
        for _ in 0..<400 where helpers.isEmpty {
            helpers = try await Subprocess.run(["pgrep", "-P", "\(dashboard)", "widgetty-fetch"]).output.split(separator: "\n").compactMap { Int32($0) }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(!helpers.isEmpty, "a helper is waiting for the hung server")
        try await session.tmux.send("q")
        _ = try await session.expectTerminalRestored()
        for _ in 0..<100 where helpers.contains(where: { kill($0, 0) == 0 }) { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!helpers.contains { kill($0, 0) == 0 }, "no helper outlives the dashboard")
    }
}
