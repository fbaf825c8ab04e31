import Foundation
import Glibc
import WidgettyTestSupport

extension PseudoTerminal {
    /// Starts the dashboard with `config` on this pseudo-terminal as an xterm-256color (with `environment`'s variables
    /// besides), its log and control socket in the configuration's folder, then closes this process's copy of the
    /// terminal end; the dashboard's process ID, and where its control socket will be.
    func startDashboard(config text: String = DashboardSession.quietConfig, environment: [String] = []) throws -> (pid: pid_t, socket: String) {
        let config = try BuiltBinary.temporaryFile(text)
        let folder = config.deletingLastPathComponent().path
        let pid = try Subprocess.start([BuiltBinary.path, "--config", config.path], terminal: terminal,
                                       environment: ["TERM=xterm-256color", "TZ=UTC", "LANG=C.UTF-8",
                                                     "XDG_STATE_HOME=" + folder, "XDG_RUNTIME_DIR=" + folder] + environment)
        closeTerminalEnd()
        return (pid, "\(folder)/widgetty/\(pid).sock")
    }
}
