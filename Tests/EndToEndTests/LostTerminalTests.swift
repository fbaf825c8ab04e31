import Foundation
import Glibc
import Testing
import WidgettyTestSupport

/// The dashboard on a terminal that goes away without a SIGHUP: a pseudo-terminal that is not its
/// controlling terminal, whose other end is closed (as when a window that lent its terminal closes).
@Suite(.takesTurns) struct LostTerminalTests {
    @Test func theDashboardExitsWhenItsTerminalGoesAwayWithoutASignal() async throws {
        var pty: PseudoTerminal? = try PseudoTerminal(columns: 80, rows: 30)
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let pid = try Subprocess.start([BuiltBinary.path, "--config", config.path], terminal: pty!.terminal,
                                       environment: ["TERM=xterm-256color", "TZ=UTC", "LANG=C.UTF-8",
                                                     "XDG_STATE_HOME=" + config.deletingLastPathComponent().path])
        pty?.closeTerminalEnd()
        #expect(await pty?.read { $0.contains("New York") } == true, "the dashboard drew on its terminal")
        pty = nil
        let status = await Subprocess.waitForExit(pid, seconds: 10)
        if status == nil { kill(pid, SIGKILL) }
        #expect(status == 0, "it ended by itself instead of polling a dead terminal forever")
    }
}
