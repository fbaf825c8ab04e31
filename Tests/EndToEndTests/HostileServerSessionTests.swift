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

/// The dashboard's environment as someone else may have left it.
@Suite(.takesTurns) struct HostileEnvironmentSessionTests {
    @Test func linesAndColumnsFromTheEnvironmentAreNotBelieved() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30, environment: ["NO_COLOR": "", "COLUMNS": "5000", "LINES": "5000"])
        let screen = try await session.tmux.capture()
        #expect(screen.contains { $0.hasSuffix("▕") || $0.contains("New York") }, "drawn at the pane's own size")
        let peak = try #require(HostileServerSessionTests.peakResidentKilobytes(try await session.processID()))
        #expect(peak < 100 * 1024, "a 5000 x 5000 screen would take gigabytes; peak \(peak) KB")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func aTerminalResizedTo5000By5000IsDrawnAt1000By1000AtMost() async throws {
        let session = try await DashboardSession(columns: 100, rows: 30)
        let pid = try await session.processID()
        // What a hostile terminal may tell the kernel; tmux keeps its own size for the pane and shows its top left.
        let tty = try await session.tmux.display("#{pane_tty}")
        let before = try await session.tmux.capture()
        #expect(try await Subprocess.run(["stty", "-F", tty, "cols", "5000", "rows", "5000"]).status == 0)
        kill(pid, SIGWINCH)
        // Laid out for 1000 x 1000, its tiles move out of the pane's top left.
        try await session.tmux.waitFor { $0 != before }
        #expect(kill(pid, 0) == 0, "the dashboard still runs")
        let peak = try #require(HostileServerSessionTests.peakResidentKilobytes(pid))
        #expect(peak < 200 * 1024, "a 5000 x 5000 screen would take gigabytes, 1000 x 1000 about 100 MB; peak \(peak) KB")
        // Told the pane's own size again, it draws there as before.
        #expect(try await Subprocess.run(["stty", "-F", tty, "cols", "100", "rows", "30"]).status == 0)
        kill(pid, SIGWINCH)
        try await session.tmux.waitFor { $0.contains { $0.contains("New York") } }
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }

    @Test func aWidgetsProgramInheritsNoScreenSize() async throws {
        // Four programs started with the first frame, while the screen is made: none sees a size it did not inherit.
        let widget = """
            [[widget]]
            kind = "command"
            size = "small"
            command = ["sh", "-c", "echo c=${COLUMNS:-none}; echo l=${LINES:-none}"]

            """
        let session = try await DashboardSession(config: String(repeating: widget, count: 4), ready: "c=")
        let count = { @Sendable (screen: [String], text: String) in screen.joined().components(separatedBy: text).count - 1 }
        let screen = try await session.tmux.waitFor { count($0, "c=") == 4 && count($0, "l=") == 4 }
        #expect(count(screen, "c=none") == 4 && count(screen, "l=none") == 4, "\(screen.joined(separator: "\n"))")
        try await session.tmux.send("q")
        try await session.expectFullyRestored()
    }
}
