import Foundation
import Glibc
import WidgettyTestSupport

extension PseudoTerminal {
    /// Starts the dashboard with `DashboardSession.quietConfig` on this pseudo-terminal, its log and control socket in
    /// the configuration's folder, then closes this process's copy of the terminal end; the dashboard's process ID, and
    /// where its control socket will be.
    func startDashboard() throws -> (pid: pid_t, socket: String) {
        let config = try BuiltBinary.temporaryFile(DashboardSession.quietConfig)
        let folder = config.deletingLastPathComponent().path
        let pid = try Subprocess.start([BuiltBinary.path, "--config", config.path], terminal: terminal,
                                       environment: ["TERM=xterm-256color", "TZ=UTC", "LANG=C.UTF-8",
                                                     "XDG_STATE_HOME=" + folder, "XDG_RUNTIME_DIR=" + folder])
        closeTerminalEnd()
        return (pid, "\(folder)/widgetty/\(pid).sock")
    }
}
