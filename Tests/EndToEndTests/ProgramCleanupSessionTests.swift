import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// No program a widget started outlives the dashboard, however the dashboard ends (a fault too), even one that left
/// its process group and session (`setsid -f`).
@Suite(.serialized, .takesTurns) struct ProgramCleanupSessionTests {
    /// A dashboard with a listening command widget that starts `sleep 300` in a session of its own, writes that
    /// process's pid to `pidFile`, then says "ready" and sleeps itself.
    private func dashboard(pidFile: String) async throws -> DashboardSession {
        let leave = "setsid -f sh -c 'echo $$ > \(pidFile); exec sleep 300'; while [ ! -s \(pidFile) ]; do sleep 0.01; done; echo ready; exec sleep 300"
        return try await DashboardSession(config: """
            [[widget]]
            kind = "command"
            mode = "listen"
            shell = "\(leave)"
            """, ready: "ready")
    }

    /// Whether `pid` is a process that has not ended (a zombie has).
    private func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return !stat[close...].hasPrefix(") Z")
    }

    @Test(arguments: ["q", "SIGTERM", "SIGSEGV"])
    func whatAWidgetStartedEndsWithTheDashboard(ending: String) async throws {
        let pidFile = try TemporaryFolders.make().appendingPathComponent("pid").path
        let session = try await dashboard(pidFile: pidFile)
        let escaped = try #require(Int32((try String(contentsOfFile: pidFile, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(isRunning(escaped))
        switch ending {
        case "q": try await session.tmux.send("q")
        case "SIGSEGV": kill(try await session.processID(), SIGSEGV)  // a fault's handler runs, as for a real one
        default: kill(try await session.processID(), SIGTERM)
        }
        _ = try await session.exitStatus()
        #expect(await eventually { !isRunning(escaped) }, "the sleep a widget started with setsid -f (pid \(escaped)) outlived the dashboard ended by \(ending)")
        if isRunning(escaped) { kill(escaped, SIGKILL) }
    }
}
