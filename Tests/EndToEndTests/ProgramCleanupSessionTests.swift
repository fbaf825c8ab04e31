import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// No program a widget started outlives the dashboard, however the dashboard ends (a fault and SIGKILL too), even one
/// that left its process group and session (`setsid -f`), emptied its environment (`env -i`) and lost its parent.
@Suite(.serialized, .takesTurns) struct ProgramCleanupSessionTests {
    /// A dashboard with a listening command widget that starts two `sleep 300`s, orphaned at once in sessions of their
    /// own, the second with an empty environment, each writing its pid to its file in `pidFiles`; then it says
    /// "ready" and sleeps itself.
    private func dashboard(pidFiles: [String]) async throws -> DashboardSession {
        let leave = "setsid -f sh -c 'echo $$ > $0; exec sleep 300' \(pidFiles[0]); "
            + "env -i setsid -f /bin/sh -c 'echo $$ > $0; exec sleep 300' \(pidFiles[1]); "
            + "while [ ! -s \(pidFiles[0]) ] || [ ! -s \(pidFiles[1]) ]; do sleep 0.01; done; echo ready; exec sleep 300"
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

    /// SIGKILL leaves the dashboard nothing to run: the reapers its programs run under hear it die.
    @Test(arguments: ["q", "SIGTERM", "SIGSEGV", "SIGKILL"])
    func whatAWidgetStartedEndsWithTheDashboard(ending: String) async throws {
        let folder = try TemporaryFolders.make()
        let pidFiles = ["setsid -f", "env -i setsid -f"].map { folder.appendingPathComponent($0.filter(\.isLetter)).path }
        let session = try await dashboard(pidFiles: pidFiles)
        let escaped = try pidFiles.map { try #require(Int32((try String(contentsOfFile: $0, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines))) }
        #expect(escaped.allSatisfy(isRunning))
        let dashboard = try await session.processID()
        switch ending {
        case "q": try await session.tmux.send("q")
        case "SIGSEGV": kill(dashboard, SIGSEGV)  // a fault's handler runs, as for a real one
        case "SIGKILL": kill(dashboard, SIGKILL)
        default: kill(dashboard, SIGTERM)
        }
        if ending == "SIGKILL" {
            #expect(await eventually { !isRunning(dashboard) }, "the dashboard (pid \(dashboard)) outlived SIGKILL")
        } else {
            _ = try await session.exitStatus()
        }
        for (pid, how) in zip(escaped, ["setsid -f", "env -i setsid -f"]) {
            #expect(await eventually { !isRunning(pid) }, "the sleep a widget started with \(how) (pid \(pid)) outlived the dashboard ended by \(ending)")
            if isRunning(pid) { kill(pid, SIGKILL) }
        }
    }
}
